"""The store: shared parameters and per-owner options, one signal per change, all-or-nothing batches."""

import pytest

from posenc_gui.core import ParamError, Params
from posenc_gui.gui.state.store import ParamStore
from posenc_gui.specs import option_classes
from posenc_gui.specs.phase import PhaseOptions
from posenc_gui.specs.waves import WavesOptions


@pytest.fixture
def store(qapp):
    return ParamStore()


def test_every_owner_starts_with_its_defaults(store):
    for owner, cls in option_classes().items():
        assert store.options(owner) == cls()
    with pytest.raises(ParamError, match="no options for nobody"):
        store.options("nobody")


def test_option_changes_are_named_by_owner(store):
    seen = []
    store.paramsChanged.connect(seen.append)
    store.update_options("phase", pair=3, trail=4)
    store.update_options("waves", dims=(1,))
    store.update(d_model=32)
    assert seen == [frozenset({"phase.pair", "phase.trail"}), frozenset({"waves.dims"}), frozenset({"d_model"})]
    store.update_options("waves", dims=(1,))  # no change, no signal
    assert len(seen) == 3


def test_an_option_that_does_not_fit_is_refused_and_nothing_changes(store):
    seen = []
    store.paramsChanged.connect(seen.append)
    with pytest.raises(ParamError, match="pair must lie between 0 and 31; 40 is out of range"):
        store.update_options("phase", pair=40)
    with pytest.raises(ParamError, match="unknown option"):
        store.update_options("phase", speed=3)
    assert store.options("phase") == PhaseOptions() and seen == []


def test_shrinking_d_model_clamps_the_pair_in_the_same_step(store):
    store.update_options("phase", pair=20)
    seen = []
    store.paramsChanged.connect(seen.append)
    store.update(d_model=16)
    assert store.options("phase").pair == 7
    assert seen == [frozenset({"d_model", "phase.pair"})]


def test_apply_sets_shared_fields_first_then_options(store):
    store.apply({"phase.pair": 50, "d_model": 128, "waves.dims": (5,)})  # pair 50 needs d_model 128 first
    assert store.params.d_model == 128 and store.options("phase").pair == 50
    assert store.options("waves").dims == (5,)


def test_a_failed_apply_changes_nothing(store):
    before = store.params, store.all_options()
    seen = []
    store.paramsChanged.connect(seen.append)
    with pytest.raises(ParamError):
        store.apply({"d_model": 16, "waves.dims": (1, 2), "phase.trail": -1})
    assert (store.params, store.all_options()) == before and seen == []


def test_batches_roll_back_options_and_params_together(store):
    seen = []
    store.paramsChanged.connect(seen.append)
    with pytest.raises(ParamError), store.batch():
        store.update_options("waves", dims=(9,))
        store.update(max_len=10)
        store.update_options("phase", pair=99)
    assert store.options("waves") == WavesOptions() and store.params.max_len == 100 and seen == []
    with store.batch():
        store.update_options("waves", dims=(9,))
        store.update(max_len=10)
    assert seen == [frozenset({"waves.dims", "max_len"})]


def test_set_options_checks_type_and_fit(store):
    with pytest.raises(ParamError, match="needs PhaseOptions"):
        store.set_options("phase", WavesOptions())
    with pytest.raises(ParamError, match="pair must lie"):
        store.set_options("phase", PhaseOptions(pair=100))
    store.set_options("phase", PhaseOptions(pair=10))
    assert store.options("phase").pair == 10


def test_stored_options_are_fitted_on_creation(qapp):
    store = ParamStore(Params(d_model=8), {"phase": PhaseOptions(pair=30)})
    assert store.options("phase").pair == 3
