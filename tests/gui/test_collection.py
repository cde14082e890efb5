"""The cycle collector is held back while the window is built, and kept off what it built until it closes."""
import gc

from posenc_gui.gui.collection import collection_held, release_held


def test_building_the_window_runs_no_collection_and_freezes_what_it_built(qapp):
    runs = []

    def count(phase, info):
        if phase == "start":
            runs.append(info["generation"])

    release_held()
    gc.callbacks.append(count)
    try:
        from posenc_gui.gui.app import create_window, scratch_settings

        _keeper, settings = scratch_settings()
        window = create_window(settings)
    finally:
        gc.callbacks.remove(count)
    try:
        assert runs == []                      # (the window made some hundred thousand objects)
        assert gc.isenabled()                  # the collector runs again after
        assert gc.get_freeze_count() > 50_000  # ... but not over what the window is made of
        tracked = {id(o) for o in gc.get_objects()}
        assert id(window.store) not in tracked and id(window.views["heatmap"]) not in tracked
    finally:
        window.close()
    assert gc.get_freeze_count() == 0          # closed: all of it is the collector's again
    assert id(window.store) in {id(o) for o in gc.get_objects()}


def test_a_collector_switched_off_stays_off():
    gc.disable()
    try:
        with collection_held():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
        release_held()
    with collection_held():
        assert not gc.isenabled()
    assert gc.isenabled()
    release_held()
