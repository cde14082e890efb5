"""Inside a real model: the chapter's four views on the shipped all-MiniLM-L6-v2 and on a small random Llama-family
model, their numbers against direct runs of posenc_gui.live (and loops), what their plot items hold, the refusals,
typing a sentence, the scheduler's cancel and progress hooks, scripting, and the chapter's room at 1280 x 720."""

import dataclasses
import time

import numpy as np
import pytest
from helpers import chapter_specs
from live_models import make_llama
from PySide6.QtWidgets import QApplication
from stand_in_view import StandInView

import posenc_gui
from posenc_gui.core import ParamError, Params
from posenc_gui.live import Cancelled, open_model
from posenc_gui.live.pair_norms import qk_pair_norms
from posenc_gui.model_files.inspection import inspect_model
from posenc_gui.specs import SPECS, chapter_views
from posenc_gui.specs.kit import live_model as L
from posenc_gui.specs.kit.chapters import arranged, chapter
from posenc_gui.specs.kit.live_model import LiveOptions, shipped_folder
from posenc_gui.testing import settle, type_text

SENTENCE = L.DEFAULT_SENTENCE
WORDS = [
    "[PAD]",
    "[UNK]",
    "[CLS]",
    "[SEP]",
    "[MASK]",
    "the",
    "cat",
    "sat",
    "on",
    "mat",
    "because",
    "it",
    "was",
    "tired",
    ".",
    "a",
    "dog",
]


@pytest.fixture(scope="module")
def minilm():
    return open_model(shipped_folder())


@pytest.fixture(scope="module")
def llama(tmp_path_factory):
    """A random Llama-family model (GQA: 4 query heads, 2 key heads) with a WordPiece vocabulary of 64 entries."""
    folder = tmp_path_factory.mktemp("llama") / "tiny-llama"
    make_llama(folder)
    (folder / "vocab.txt").write_text("\n".join(WORDS + [f"w{i}" for i in range(64 - len(WORDS))]) + "\n")
    return folder


def compute(vid, setting=None, model=None):
    spec = SPECS[vid]
    return spec.compute(Params(), spec.options(), setting=setting or LiveOptions(), model=model)


def loop_distance(attention):
    """sum_j a_ij |i - j|, averaged over the queries i, with loops."""
    n = attention.shape[0]
    return sum(sum(float(attention[i, j]) * abs(i - j) for j in range(n)) for i in range(n)) / n


# -- numbers ------------------------------------------------------------------------------------------------------
def test_the_chapter_lists_the_views_that_name_it():
    assert chapter_views("live") == chapter_specs("live")
    assert set(arranged(chapter("live"))) == set(chapter_views("live"))  # each placed by the arrangement


def test_without_positions_minilm_is_a_bag_of_words_and_with_them_it_is_not(minilm):
    r = compute("live-bag")
    assert r.largest_without < 1e-5 and r.largest_with > 1e-2
    ids = minilm.tokenize(SENTENCE)
    assert r.tokens == tuple(minilm.tokens(ids)) and r.order[0] == 0 and r.order[-1] == len(ids) - 1
    assert sorted(r.order) == list(range(len(ids))) and list(r.order) != sorted(r.order)
    shuffled = [ids[i] for i in r.order]
    for positions, column in ((False, r.without), (True, r.with_positions)):
        plain = minilm.run(ids, positions=positions).hidden.astype(np.float64)
        moved = minilm.run(shuffled, positions=positions).hidden.astype(np.float64)
        expected = [np.abs(moved[j] - plain[r.order[j]]).max() for j in range(len(ids))]
        np.testing.assert_allclose(column, expected, rtol=0, atol=1e-12)


def test_a_causal_models_mask_tells_orders_apart_without_positions(llama):
    r = compute("live-bag", LiveOptions(model="opened"), inspect_model(llama))
    assert r.causal and r.largest_without > 1e-3 and r.largest_with > 1e-3


@pytest.mark.parametrize("experiment", ["trained", "none", "shifted", "stretched", "shuffled"])
def test_the_attention_maps_are_the_runtimes_own(minilm, experiment):
    setting = LiveOptions(experiment=experiment, layer=2, head=5, k=30, s=3.0, seed=4)
    r = compute("live-attention", setting)
    ids = minilm.tokenize(SENTENCE)
    n = len(ids)
    arrays = r.arrays().arrays
    trained = minilm.run(ids).attentions[2][5]
    if experiment == "shuffled":
        changed_run = minilm.run([ids[i] for i in r.order])
        back = np.argsort(r.order)
        changed = changed_run.attentions[2][5][np.ix_(back, back)]
    else:
        position_ids = {"shifted": list(range(30, 30 + n)), "stretched": [round(3.0 * i) for i in range(n)]}.get(
            experiment
        )
        changed_run = minilm.run(ids, position_ids=position_ids, positions=experiment != "none")
        changed = changed_run.attentions[2][5]
    assert arrays["attention"].shape == (2, n, n)
    np.testing.assert_allclose(arrays["attention"][0], trained, rtol=0, atol=1e-7)
    np.testing.assert_allclose(arrays["attention"][1], changed, rtol=0, atol=1e-7)
    # each head's mean attended distance, in the order the tokens were run
    for h in range(minilm.n_heads):
        assert r.distance_trained[h] == pytest.approx(loop_distance(minilm.run(ids).attentions[2][h]), abs=1e-9)
        assert r.distance_changed[h] == pytest.approx(loop_distance(changed_run.attentions[2][h]), abs=1e-9)
    for h in range(minilm.n_heads):  # the share on the token before and on the first, with loops
        a = minilm.run(ids).attentions[2][h]
        assert r.previous[h] == pytest.approx(sum(float(a[i, i - 1]) for i in range(1, n)) / (n - 1), abs=1e-9)
        assert r.first[h] == pytest.approx(sum(float(a[i, 0]) for i in range(n)) / n, abs=1e-9)
    assert arrays["mean_distance_trained"].shape == (minilm.n_layers, minilm.n_heads)
    np.testing.assert_array_equal(arrays["mean_distance_trained"][2], r.distance_trained)
    if experiment == "trained":
        np.testing.assert_array_equal(r.distance_trained, r.distance_changed)


def test_what_changed_is_the_cosine_of_the_outputs_and_a_causal_lms_logprobs(llama):
    setting = LiveOptions(model="opened", experiment="none")
    model = open_model(llama)
    ids = model.tokenize(SENTENCE)
    r = compute("live-change", setting, inspect_model(llama))
    a, b = model.run(ids).hidden.astype(np.float64), model.run(ids, positions=False).hidden.astype(np.float64)
    expected = [a[i] @ b[i] / np.linalg.norm(a[i]) / np.linalg.norm(b[i]) for i in range(len(ids))]
    np.testing.assert_allclose(r.cosine, expected, rtol=0, atol=1e-9)
    assert list(r.curves) == ["trained", "none", "shifted", "stretched", "past"]
    np.testing.assert_allclose(r.curves["trained"][1:], model.run(ids).logprobs, rtol=0, atol=1e-12)
    np.testing.assert_allclose(r.curves["none"][1:], model.run(ids, positions=False).logprobs, rtol=0, atol=1e-12)
    past = list(range(model.max_positions, model.max_positions + len(ids)))
    np.testing.assert_allclose(r.curves["past"][1:], model.run(ids, position_ids=past).logprobs, rtol=0, atol=1e-12)
    assert np.isnan(r.curves["trained"][0])
    names, table = r.data_table()
    assert names[:3] == ["token", "cosine", "logprob_trained"] and table.shape == (len(ids), 7)
    # RoPE is relative: a shift changes the outputs by rounding only
    shifted = compute("live-change", LiveOptions(model="opened", experiment="shifted", k=50), inspect_model(llama))
    assert np.abs(1 - shifted.cosine).max() < 1e-5


def test_an_encoders_curves_are_each_experiments_cosines_and_a_refused_one_is_said(minilm):
    r = compute("live-change", LiveOptions(experiment="stretched", s=2.0))
    assert not r.causal and list(r.curves) == ["none", "shifted", "stretched"]
    np.testing.assert_array_equal(r.curves["stretched"], r.cosine)
    assert "past" in r.refused and "512 rows" in str(r.refused["past"])


def test_the_rope_pairs_are_read_from_the_weights_and_minilm_has_none(llama):
    r = compute("live-rope-pairs", LiveOptions(model="opened", layer=1, head=3), inspect_model(llama))
    norms = qk_pair_norms(llama)
    np.testing.assert_array_equal(r.q, norms["q"])
    np.testing.assert_array_equal(r.k, norms["k"])
    np.testing.assert_array_equal(r.wavelength, norms["wavelength"])
    assert (r.layer, r.head, r.kv_head, r.context) == (1, 3, 1, 128)
    names, table = r.data_table()
    assert names[:2] == ["pair", "wavelength"] and table.shape == (norms["q"].shape[2], 2 + 4 + 2)
    shipped = compute("live-rope-pairs")
    assert shipped.positions == "absolute" and shipped.q.size == 0
    assert shipped.data_table()[0] == ["layer", "rotated_pairs"]
    assert shipped.data_table()[1][:, 1].tolist() == [0.0] * 6


@pytest.mark.parametrize(
    "setting,pattern",
    [
        (dict(experiment="past"), r"512 rows \(0 \.\. 511\); this experiment puts the tokens at 512"),
        (dict(experiment="shifted", k=600), r"at 600 \.\. 612"),
        (dict(experiment="linear"), r"has no RoPE"),
        (dict(experiment="rope-layers"), r"has no RoPE"),
        (dict(model="opened"), r"No model is open"),
        (dict(sentence="cat " * 1100), r"1,102 tokens long; the chapter runs at most 1,024"),
    ],
)
def test_refusals_say_why(setting, pattern):
    with pytest.raises(ParamError, match=pattern):
        compute("live-attention", LiveOptions(**setting))


def test_a_sentence_must_be_typed_and_not_too_long():
    with pytest.raises(ParamError, match="Type a sentence"):
        LiveOptions(sentence="   ")
    with pytest.raises(ParamError, match="8,000"):
        LiveOptions(sentence="x" * 8001)


def test_a_model_the_runtime_cannot_run_is_refused_by_name(tmp_path):
    folder = tmp_path / "t5ish"
    folder.mkdir()
    (folder / "config.json").write_text('{"model_type": "t5", "d_model": 8}')
    info = inspect_model(folder)
    assert not L.runnable(folder)
    with pytest.raises(ParamError, match="config.json"):
        compute("live-bag", LiveOptions(model="opened"), info)


def test_the_shuffle_is_seeded_and_keeps_the_special_tokens(minilm):
    edges = L.special_edges(minilm)
    assert edges == (1, 1)
    a, b = L.shuffled_order(10, edges, 3), L.shuffled_order(10, edges, 3)
    assert a == b and a[0] == 0 and a[-1] == 9 and sorted(a) == list(range(10)) and a != tuple(range(10))
    assert L.shuffled_order(10, edges, 4) != a


def test_one_model_per_folder_and_runs_are_shared(minilm):
    first = L.live_model(shipped_folder())
    assert L.live_model(shipped_folder()) is first
    p = L.plan(first, first.tokenize("a dog"), "none", LiveOptions())
    assert L.run(first, p) is L.run(first, p)


# -- scripting and export ------------------------------------------------------------------------------------------
def test_scripting_takes_the_shared_sentence_by_its_bare_name_and_model_opens_a_runnable_one(llama):
    r = posenc_gui.compute("live-bag", sentence="A dog sat.")
    assert r.tokens == ("[CLS]", "a", "dog", "sat", ".", "[SEP]") and r.largest_without < 1e-5
    r = posenc_gui.compute("live-change", model=str(llama), experiment="linear", s=4)
    assert r.causal and "linear" in r.curves and r.model == "tiny-llama"
    arrays = posenc_gui.compute("live-attention", sentence="A dog sat.").arrays()
    assert arrays.main == "attention" and arrays.axes == ("run", "query", "key")
    assert arrays.arrays["tokens"].tolist() == ["[CLS]", "a", "dog", "sat", ".", "[SEP]"]


# -- the views -----------------------------------------------------------------------------------------------------
def test_the_attention_view_draws_both_maps_the_distances_and_the_tokens(make_view):
    shown = make_view("live-attention", apply={"live.layer": 1, "live.head": 2})
    view, r = shown.view, shown.view.result
    np.testing.assert_array_equal(view.maps["trained"].image.image, r.trained.astype(np.float32))
    np.testing.assert_array_equal(view.maps["changed"].image.image, r.changed.astype(np.float32))
    heights = view.bars["trained"].opts["height"], view.bars["changed"].opts["height"]
    np.testing.assert_array_equal(heights[0], r.distance_trained)
    np.testing.assert_array_equal(heights[1], r.distance_changed)
    assert view.chosen.getRegion() == (1.5, 2.5)
    text = view.key.text
    assert "all-MiniLM-L6-v2" in text and "layer 1 of 6, head 2 of 12" in text and "Tokens (13)" in text
    assert "&nbsp;because&nbsp;" in text and "looks back one token" in text


def test_minilms_head_2_of_layer_0_looks_back_one_token():
    r = compute("live-attention")  # (the defaults: layer 0, head 2, no positions)
    assert (r.layer, r.head) == (0, 2) and r.previous[2] > 0.9 and r.distance_trained[2] < 1.0
    assert r.distance_changed[2] > 2.0  # without positions it cannot find the token before


def test_a_korean_sentence_falls_apart_and_the_view_says_what_that_means(make_view):
    shown = make_view("live-attention", apply={"live.sentence": "고양이가 쥐를 쫓았다"})
    r = shown.view.result
    assert r.tokens == ("[CLS]", "[UNK]", "[UNK]", "[UNK]", "[SEP]") and r.unknown == 3
    assert "3 [UNK]: the vocabulary has no piece for it" in shown.view.key.text


def test_the_bag_view_prints_both_differences(make_view):
    shown = make_view("live-bag")
    view, r = shown.view, shown.view.result
    np.testing.assert_array_equal(view.curves["without"].yData, np.maximum(r.without, 1e-9))
    np.testing.assert_array_equal(view.curves["with"].yData, np.maximum(r.with_positions, 1e-9))
    text = view.key.text
    assert f"largest difference {r.largest_without:.1e}" in text and f"With positions: {r.largest_with:.2f}" in text
    assert "bag of words" in text


def test_the_bag_view_of_a_causal_lm_says_the_mask_is_an_order_signal(make_view, llama):
    shown = make_view("live-bag", apply={"live.model": "opened"}, model=inspect_model(llama))
    assert "the mask itself is an order signal" in shown.view.key.text
    assert "bag of words" not in shown.view.key.text


def test_the_change_view_draws_the_cosines_and_the_curves(make_view, llama):
    shown = make_view("live-change", apply={"live.model": "opened"}, model=inspect_model(llama))
    view, r = shown.view, shown.view.result
    np.testing.assert_array_equal(view.cos_bars.opts["width"], r.cosine)
    drawn = [c for c in view.curves if c.yData is not None and len(c.yData)]
    assert len(drawn) == len(r.curves)
    np.testing.assert_array_equal(drawn[0].yData, r.curves["trained"][1:])
    # as trained dashed and on top: a curve that lies on it (RoPE shifted) shows under the dashes
    from PySide6.QtCore import Qt

    assert drawn[0].opts["pen"].style() == Qt.PenStyle.DashLine
    assert drawn[0].zValue() > max(c.zValue() for c in drawn[1:])
    assert all(c.opts["pen"].style() == Qt.PenStyle.SolidLine for c in drawn[1:])
    key = view.key.text
    on_trained = [
        name
        for name in r.curves
        if name != "trained" and np.nanmax(np.abs(r.curves[name][1:] - r.curves["trained"][1:])) < 1e-3
    ]
    assert "shifted" in on_trained and key.count("(on as trained)") == len(on_trained)


def test_the_rope_view_of_minilm_says_it_has_no_pairs_and_draws_none(make_view, llama):
    shown = make_view("live-rope-pairs")
    assert "learned absolute positions" in shown.view.key.text
    assert all(c.xData is None or len(c.xData) == 0 for c in shown.view.thin["q"] + [shown.view.bold["q"]])
    opened = make_view("live-rope-pairs", apply={"live.model": "opened", "live.head": 1}, model=inspect_model(llama))
    r = opened.view.result
    order = np.argsort(r.wavelength)
    np.testing.assert_allclose(opened.view.bold["q"].yData, r.q[0, 1][order])
    np.testing.assert_allclose(opened.view.bold["k"].yData, r.k[0, 0][order])


def test_a_refusal_shows_as_a_problem_and_the_next_choice_draws_again(make_window):
    window = make_window(chapter="live")
    window.bring_forward("live-attention")
    settle(window)
    view = window.views["live-attention"]
    box = view.control("live.experiment")
    box.setCurrentIndex(box.findData("past"))  # (a choice the drop-down offers; MiniLM's table refuses it)
    settle(window)
    assert window.store.options("live").experiment == "past"
    assert "never learned a vector" in view.key.text and view.failure
    assert not view.maps["changed"].image.isVisible()  # (not the last result, as if it were this one's)
    box.setCurrentIndex(box.findData("shifted"))
    settle(window)
    assert not view.failure and view.maps["changed"].image.isVisible() and view.result.experiment == "shifted"


def test_typing_a_sentence_redraws_as_it_is_typed(make_window, qtbot):
    window = make_window(chapter="live")
    window.bring_forward("live-attention")
    settle(window)
    view = window.views["live-attention"]
    box = view.control("live.sentence")
    box.setFocus()
    box.selectAll()
    type_text(box, "A dog")
    settle(window)
    assert window.store.options("live").sentence == "A dog"
    assert view.result.tokens == ("[CLS]", "a", "dog", "[SEP]")
    assert box.text() == "A dog" and box.cursorPosition() == 5


def test_the_chapter_fits_1280_by_720(make_window):
    window = make_window(chapter="live", resize=False)
    window.resize(1280, 720)
    for vid in chapter_views("live"):
        window.bring_forward(vid)
        settle(window)
        view = window.views[vid]
        plots = [p for p in view.layout_widget.ci.items if hasattr(p, "vb") and p.isVisible()]
        assert plots, vid
        for plot in plots:
            size = plot.vb.size()
            assert size.width() >= 150 and size.height() >= 120, (vid, size)


# -- the scheduler's hooks -----------------------------------------------------------------------------------------
class SlowView(StandInView):
    """A stand-in whose compute runs until the scheduler's cancel() says its request is stale."""

    def __init__(self):
        self.cancelled, self.drawn, self.progress = [], [], []

        def compute(params, options, **hints):
            progress, cancel = L.hooks()
            if params.d_model == 8:
                end = time.monotonic() + 5
                while time.monotonic() < end:
                    progress(1, 3)
                    if cancel():
                        self.cancelled.append(params.d_model)
                        raise Cancelled()
                    time.sleep(0.01)
            return params.d_model

        self.spec = dataclasses.replace(SPECS["waves"], compute=compute)

    def draw(self, result, params, options):
        self.drawn.append(result)

    def show_progress(self, done, total):
        self.progress.append((done, total))


def test_a_stale_run_is_cancelled_between_layers_and_reports_progress_meanwhile(qapp):
    from posenc_gui.gui.state.scheduler import PROGRESS_AFTER, RenderScheduler
    from posenc_gui.gui.state.store import ParamStore

    store = ParamStore(Params(d_model=4))
    view = SlowView()
    scheduler = RenderScheduler(store, [view], threaded=True)
    scheduler.cost["waves"] = 1.0  # heavy: to the worker
    store.update(d_model=8)
    scheduler.render_now()
    end = time.monotonic() + PROGRESS_AFTER + 2
    while not view.progress and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)
    assert view.progress and view.progress[0] == (1, 3)
    store.update(d_model=16)
    scheduler.render_now()
    end = time.monotonic() + 5
    while not scheduler.is_idle() and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)
    assert view.cancelled == [8] and view.drawn == [16]
    scheduler.shutdown()


def test_the_file_menu_lists_the_cached_models_and_opens_one_for_the_chapter(make_window, llama, tmp_path, monkeypatch):
    import shutil

    snapshot = tmp_path / "hf" / "hub" / "models--org--tiny-llama" / "snapshots" / "0123456789abcdef"
    shutil.copytree(llama, snapshot)
    (snapshot.parent.parent / "refs").mkdir()
    (snapshot.parent.parent / "refs" / "main").write_text("0123456789abcdef")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    for key in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        monkeypatch.delenv(key, raising=False)
    window = make_window(chapter="live")
    menu = window.models.cache_menu
    menu.aboutToShow.emit()
    actions = menu.actions()
    assert [a.text() for a in actions] == ["org/tiny-llama  (0123456)"]
    actions[0].trigger()
    settle(window)
    assert window.store.model is not None and window.store.options("live").model == "opened"
    window.bring_forward("live-change")
    settle(window)
    assert window.views["live-change"].result.model == "org/tiny-llama" and window.views["live-change"].result.causal
    window.models.close_model()
    assert window.store.options("live").model == "shipped"
    monkeypatch.setenv("HF_HOME", str(tmp_path / "empty"))
    menu.aboutToShow.emit()
    assert [(a.text(), a.isEnabled()) for a in menu.actions()] == [("No model folders in the cache", False)]


def test_at_most_two_opened_models_stay_open_besides_the_shipped_one(minilm, llama, tmp_path):
    import shutil

    L.live_model(shipped_folder())
    folders = []
    for k in range(3):
        folders.append(tmp_path / f"copy{k}")
        shutil.copytree(llama, folders[-1])
        model = L.live_model(folders[-1])
        L.run(model, L.plan(model, model.tokenize("a cat"), "trained", LiveOptions()))
    kept = set(L._MODELS)
    assert shipped_folder().resolve() in kept and folders[0].resolve() not in kept
    assert {folders[1].resolve(), folders[2].resolve()} <= kept and len(kept) == 3
    assert not [key for key in L._RUNS if key[0] == str(folders[0].resolve())]


def test_a_run_within_a_job_reports_its_layers_and_stops_when_cancelled(llama):
    model = L.live_model(llama)
    p = L.plan(model, model.tokenize("the dog sat on a mat"), "stretched", LiveOptions(s=3.0))
    seen = []
    with L.job(lambda done, total: seen.append((done, total)), lambda: False):
        L.run(model, p)
    assert seen[-1] == (model.n_layers, model.n_layers) and len(seen) >= model.n_layers
    other = L.plan(model, model.tokenize("the dog sat on a mat"), "stretched", LiveOptions(s=4.0))
    with L.job(None, lambda: True), pytest.raises(Cancelled):
        L.run(model, other)
    assert L.hooks() == (None, None)  # (outside a job: none)


def test_stop_ends_the_runs_in_progress_where_they_are_and_says_so(llama):
    model = L.live_model(llama)
    p = L.plan(model, model.tokenize("the dog sat on a mat"), "stretched", LiveOptions(s=5.0))

    def progress(done, total):
        if done == 1:
            L.stop_runs()  # (the Stop button, pressed while layer 2 is to come)

    with (
        L.job(progress, lambda: False),
        pytest.raises(ParamError, match=rf"^Stopped at layer 1 of {model.n_layers}\. Change the sentence"),
    ):
        L.run(model, p)
    # a run started after Stop goes on, and the stopped one was not kept half-made
    assert L.run(model, p).hidden.shape == (len(p.ids), model.hidden_size)


def test_a_views_stop_button_is_enabled_while_its_run_reports_progress(make_view, llama):
    from posenc_gui.gui.state.scheduler import Request

    shown = make_view("live-change", apply={"live.model": "opened"}, model=inspect_model(llama))
    view = shown.view
    button = view.stop_button
    assert button is not None and button.objectName() == "live.stop" and not button.isEnabled()
    assert button in view.widget.findChildren(type(button))  # (in the view's option rows)
    view.show_progress(2, 3)
    assert button.isEnabled() and "layer 2 of 3" in view.key.text
    before = L._stops[0]
    button.click()
    assert L._stops[0] == before + 1
    view.accept(None, Request(0, ("stopped",), view.drawn_params, view.drawn_options, {}))
    assert not button.isEnabled() and view.drawn_key == ("stopped",)
