"""The Relative biases chapter's views: what their plot items hold, against plain loops written from the papers'
reference code, and their controls both ways."""

import math

import numpy as np
import pytest
from helpers import show_view
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from posenc_gui.testing import settle


def t5_reference(rp: int, bidirectional=True, num_buckets=32, max_distance=128) -> int:
    """transformers' T5Attention._relative_position_bucket for one relative position, in plain Python."""
    bucket = 0
    if bidirectional:
        num_buckets //= 2
        bucket += num_buckets if rp > 0 else 0
        n = abs(rp)
    else:
        n = -min(rp, 0)
    max_exact = num_buckets // 2
    if n < max_exact:
        return bucket + n
    large = max_exact + int(math.log(n / max_exact) / math.log(max_distance / max_exact) * (num_buckets - max_exact))
    return bucket + min(large, num_buckets - 1)


def deberta_reference(rp: int, bucket_size=256, max_position=512) -> int:
    """make_log_bucket_position of one relative position (DeBERTa-v2), in plain Python."""
    mid = bucket_size // 2
    sign = (rp > 0) - (rp < 0)
    abs_pos = mid - 1 if -mid < rp < mid else abs(rp)
    if abs_pos <= mid:
        return rp
    log_pos = math.ceil(math.log(abs_pos / mid) / math.log((max_position - 1) / mid) * (mid - 1)) + mid
    return log_pos * sign


def test_relative_buckets_draw_the_three_schemes_and_the_matrix_of_the_chosen_one(make_view):
    shown = make_view("relative-buckets", apply={"max_len": 40})
    view = shown.view
    edges, t5 = view.curves["t5"].getData()
    rp = np.arange(-1024, 1025)
    np.testing.assert_array_equal(edges, np.append(rp - 0.5, 1024.5))  # a step per relative position
    assert list(t5) == [t5_reference(int(r)) for r in rp]
    assert list(view.curves["shaw"].getData()[1]) == [min(max(int(r), -16), 16) + 16 for r in rp]
    # DeBERTa's code takes query - key: the pair at j - i gets the bucket of i - j, clamped to its table
    assert list(view.curves["deberta"].getData()[1]) == [min(max(deberta_reference(-int(r)), -256), 255) for r in rp]
    matrix = view.image.image
    assert matrix.shape == (40, 40)
    assert all(matrix[i, j] == t5_reference(j - i) for i in range(40) for j in range(40))
    assert view.exact.getRegion() == (-7.5, 7.5)  # |j - i| < 8: a bucket each
    # the last bucket begins at 91, where the logarithmic buckets fill up (not at max_distance 128)
    assert [line.value() for line in view.far_lines] == [-91, 91]
    assert t5_reference(-90) != t5_reference(-91) == t5_reference(-128) == t5_reference(-1000)
    (x0, x1), _ = view.curve_plot.vb.viewRange()
    assert x0 == pytest.approx(-136.5, abs=1) and x1 == pytest.approx(136.5, abs=1)  # the axes follow T5
    assert "|j − i| &lt; 8 exact, then logarithmic (max distance 128); from 91 on" in (
        view.key.text + view.key.toolTip()
    )
    combo = view.control("scheme")
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)  # Shaw et al.
    shown.draw()
    assert shown.store.options("relative-buckets").scheme == "shaw"
    assert all(view.image.image[i, j] == min(max(j - i, -16), 16) + 16 for i in range(40) for j in range(40))
    assert view.exact.getRegion() == (-16.5, 16.5)


def test_relative_buckets_refuse_settings_the_reference_code_cannot_take(window, qtbot):
    view = show_view(window, qtbot, "relative-buckets")
    before = window.store.options("relative-buckets")
    box = view.control("t5_buckets")
    box.setFocus()
    box.lineEdit().selectAll()
    QTest.keyClicks(box, "33")
    QTest.keyClick(box, Qt.Key.Key_Return)
    settle(window, qtbot)
    assert window.store.options("relative-buckets") == before  # nothing changed
    assert "T5 buckets must be even, not 33" in window.statusBar().currentMessage()


def test_alibi_draws_the_slopes_the_bias_and_the_attention(make_view):
    shown = make_view(
        "alibi", apply={"max_len": 30, "d_model": 32, "alibi.heads": 8, "alibi.head": 3, "alibi.trained": 15}
    )
    view = shown.view  # (the matrices go to four times the trained length, past max_len)
    x, y = view.slope_dots.getData()
    np.testing.assert_array_equal(x, np.arange(1, 9))
    np.testing.assert_allclose(10 ** np.asarray(y), [2.0**-h for h in range(1, 9)], rtol=1e-12)
    bias = view.bias_image.image
    i, j = np.indices((60, 60))
    assert bias.shape == (60, 60)
    np.testing.assert_allclose(bias[j <= i], (-0.125 * (i - j))[j <= i], rtol=1e-6)
    assert np.isnan(bias[j > i]).all()  # masked keys are blank
    weights = view.weight_image.image
    np.testing.assert_allclose(np.nansum(weights, axis=1), 1.0, rtol=1e-5)  # each query's weights sum to 1
    assert np.isnan(weights[j > i]).all()
    assert {line.value() for line in view.trained_lines} == {14.5}
    key = view.key.text + view.key.toolTip()
    assert "slope 0.125" in key and f"{math.log(10) / 0.125:.3g}" in key
    shown.store.apply({"alibi.mask": "symmetric"})
    shown.draw()
    np.testing.assert_allclose(view.bias_image.image, -0.125 * np.abs(i - j), rtol=1e-6)


def test_alibi_slopes_of_twelve_heads_follow_the_reference_code(make_view):
    shown = make_view("alibi", apply={"alibi.heads": 12, "alibi.head": 12})
    view = shown.view
    expected = [2.0**-h for h in range(1, 9)] + [2.0 ** -(h + 0.5) for h in (0, 1, 2, 3)]
    np.testing.assert_allclose(10 ** np.asarray(view.slope_dots.getData()[1]), expected, rtol=1e-12)
    assert "Slopes of heads 1 to 12" in view.key.text + view.key.toolTip()


def test_xpos_draws_zeta_the_decay_and_both_scores(make_view):
    shown = make_view(
        "xpos", apply={"base": 10000.0, "xpos.d": 16, "xpos.gamma": 0.4, "xpos.scale_base": 512.0, "xpos.r_max": 1000}
    )
    view = shown.view
    zeta = view.zeta.yData  # (the data as set: getData gives a log-scale plot's logarithms)
    np.testing.assert_allclose(zeta, [(2 * j / 16 + 0.4) / 1.4 for j in range(8)], rtol=1e-12)
    r, score = view.xpos.getData()
    thetas = [10000.0 ** (-2 * j / 16) for j in range(8)]
    for k in (0, 1, 10, 500, len(r) - 1):
        rr = float(r[k])
        assert score[k] == pytest.approx(sum(2 * zeta[j] ** (rr / 512) * math.cos(rr * thetas[j]) for j in range(8)))
        assert view.rope.getData()[1][k] == pytest.approx(sum(2 * math.cos(rr * t) for t in thetas))
    assert score[0] == pytest.approx(16.0)
    _, slowest = view.decays[len(view.result.pairs) - 1].getData()
    assert slowest[-1] == pytest.approx(zeta[7] ** (1000 / 512))


def test_nope_reads_the_position_from_the_causal_mask(make_view):
    shown = make_view("nope", apply={"max_len": 50})
    view = shown.view
    t, signal = view.signal.xData, view.signal.yData  # (as set; the plot is on a log scale)
    np.testing.assert_array_equal(t, np.arange(50))
    np.testing.assert_allclose(signal, 1.0 / (np.arange(50) + 1.0), rtol=1e-12)
    np.testing.assert_allclose(view.gap.yData, 1.0 / ((np.arange(49) + 1.0) * (np.arange(49) + 2.0)), rtol=1e-9)
    matrix = view.image.image
    i, j = np.indices(matrix.shape)
    np.testing.assert_allclose(matrix[j <= i], (1.0 / (i + 1.0))[j <= i], rtol=1e-6)
    assert "at t = 49 it is 0.02" in view.key.text + view.key.toolTip()


def test_transformer_xl_terms_add_up_and_the_global_position_term_depends_on_the_distance_only(make_view):
    shown = make_view("transformer-xl", apply={"max_len": 20, "d_model": 16, "transformer-xl.seed": 3})
    view = shown.view
    images = {name: panel.image.image.astype(np.float64) for name, panel in view.panels.items()}
    parts = images["content"] + images["content_position"] + images["global_content"] + images["global_position"]
    np.testing.assert_allclose(images["total"], parts, atol=1e-3)
    g = images["global_position"]
    assert np.abs(g[1:, 1:] - g[:-1, :-1]).max() < 1e-4  # constant along every diagonal
    c = images["global_content"]
    assert np.abs(c - c[0]).max() == 0  # the key alone: every row the same
    b = images["content_position"]
    assert np.abs(b[1:, 1:] - b[:-1, :-1]).max() > 0.1  # the query's content counts too
    assert view.result.diagonal_spread("global_position") < 1e-9


def test_bias_by_distance_draws_each_scheme_from_its_value_at_zero(make_view):
    shown = make_view(
        "bias-by-distance",
        apply={
            "max_len": 80,
            "d_model": 32,
            "base": 10000.0,
            "bias-by-distance.alibi_head": 3,
            "bias-by-distance.mode": "ones",
            "bias-by-distance.scale": "raw",
        },
    )
    view = shown.view
    r, alibi = view.curves["alibi"].getData()
    np.testing.assert_array_equal(r, np.arange(80))
    np.testing.assert_allclose(alibi, -0.125 * r)
    assert not view.curves["nope"].getData()[1].any()
    thetas = [10000.0 ** (-2 * j / 32) for j in range(16)]
    rope = view.curves["rope"].getData()[1]
    for k in (1, 7, 79):
        assert rope[k] == pytest.approx(sum(2 * math.cos(k * t) for t in thetas) - 32)
    sinusoidal = view.curves["sinusoidal"].getData()[1]
    assert sinusoidal[5] == pytest.approx(sum(math.cos(5 * t) for t in thetas) - 16)
    np.testing.assert_allclose(view.curves["kerple_log"].getData()[1], -np.log1p(r))
    np.testing.assert_allclose(view.curves["kerple_power"].getData()[1], -np.sqrt(r))
    shown.store.apply({"bias-by-distance.mode": "random"})
    shown.draw()
    random_rope = view.curves["rope"].getData()[1]
    assert np.abs(random_rope).max() < 0.1 * np.abs(rope).max()  # flat: its mean is 0
    assert "RoPE's and xPos's curves are flat" in view.key.text + view.key.toolTip()


def test_bias_by_distance_keeps_its_range_through_a_drag(make_view):
    """Each new range redraws the axes and their grids: the range moves in steps of 1, 2, 2.5 and 5."""
    from posenc_gui.gui.views.bias_by_distance import nice_ceiling

    assert [nice_ceiling(x) for x in (0.3, 1, 1.2, 2.2, 3, 7, 99, 100, 101)] == [0.5, 1, 2, 2.5, 5, 10, 100, 100, 200]
    shown = make_view("bias-by-distance", apply={"max_len": 100, "bias-by-distance.alibi_head": 1})
    view = shown.view
    ranges = []
    for length in (100, 97, 93):
        shown.store.update(max_len=length)
        shown.draw()
        ranges.append(view.plot.vb.viewRange())
    assert ranges[0] == ranges[1] == ranges[2]
    (x0, x1), (y0, _y1) = ranges[0]
    assert (x0, x1) == (0, 100) and y0 < -0.5 * 99 and y0 >= -50 - 0.04 * 55  # ALiBi's −r/2 reaches −49.5


def test_bias_by_distance_names_the_sinusoidal_curve_and_measures_xpos_against_rope(make_view):
    """The sinusoidal curve is PE(i)·PE(j) (W_q = W_k = I), no q·k of all-ones vectors; xPos's distance from RoPE
    over the distances drawn is printed, with RoPE's change beside it."""
    shown = make_view(
        "bias-by-distance",
        apply={
            "max_len": 100,
            "d_model": 64,
            "base": 10000.0,
            "bias-by-distance.mode": "ones",
            "bias-by-distance.scale": "raw",
        },
    )
    view = shown.view
    text = view.key.text + view.key.toolTip()
    assert "RoPE, xPos and sinusoidal for q = k = all ones" not in text
    assert "sinusoidal: PE(i)·PE(j), the logit's position term with W<sub>q</sub> = W<sub>k</sub> = I" in text
    rope, xpos = view.curves["rope"].getData()[1], view.curves["xpos"].getData()[1]
    apart, change = np.abs(xpos - rope).max(), np.abs(rope).max()
    assert (f"{apart:.3g}", f"{change:.3g}") == ("2.01", "42.5")
    assert (
        "so the curves part as r nears scale_base = 512: up to r = 99 they are at most 2.01 apart, against "
        "RoPE's change of up to 42.5." in text
    )
    tip = view.control("mode").toolTip()
    assert "The sinusoidal curve is PE(i)·PE(j) (W_q = W_k = I) either way" in tip


def test_alibi_model_box_draws_bloom_and_mpt_from_their_presets(make_view):
    """BLOOM (112 heads) and MPT-7B (32 heads), both trained at 2,048 and causal: reachable from the ALiBi view."""
    shown = make_view(
        "alibi",
        apply={"d_model": 32, "alibi.heads": 8, "alibi.head": 3, "alibi.trained": 15, "alibi.mask": "symmetric"},
    )
    view = shown.view
    box = view.control("model")
    assert [box.itemData(i) for i in range(box.count())] == ["custom", "bloom-176b", "mpt-7b"]
    shown.store.apply({"alibi.model": "bloom-176b", "alibi.head": 100})  # (head 100 of BLOOM's 112)
    shown.draw()
    slopes = 10 ** np.asarray(view.slope_dots.getData()[1])
    # Press et al.'s reference code for 112 heads: the 64 slopes of 64, then every other slope of 128
    expected = [2.0 ** (-8 * h / 64) for h in range(1, 65)] + [2.0 ** (-8 * h / 128) for h in range(1, 97, 2)]
    np.testing.assert_allclose(slopes, expected, rtol=1e-12)
    assert view.bias_image.image.shape == (512, 512)
    i, j = np.indices((512, 512))
    assert np.isnan(view.bias_image.image[j > i]).all()  # causal, whatever the Mask box says
    assert not any(line.isVisible() for line in view.trained_lines)  # 2,048 lies past the 512 drawn
    key = view.key.text + view.key.toolTip()
    assert "BLOOM 176B: 112 heads, causal, trained on 2,048 positions (its preset)." in key
    assert "The trained length 2,048 lies past the 512 positions drawn" in key
    assert not view.control("heads").isEnabled() and not view.control("mask").isEnabled()
    shown.store.apply({"alibi.model": "mpt-7b", "alibi.head": 4})
    shown.draw()
    np.testing.assert_allclose(
        10 ** np.asarray(view.slope_dots.getData()[1]), [2.0 ** (-8 * h / 32) for h in range(1, 33)], rtol=1e-12
    )
    assert "MPT-7B: 32 heads" in view.key.text + view.key.toolTip()
    shown.store.apply({"alibi.model": "custom"})
    shown.draw()
    assert view.slope_dots.getData()[0].size == 8 and view.control("heads").isEnabled()


def test_relative_buckets_model_box_draws_t5_smalls_buckets(make_view):
    """T5-small's encoder: 32 bidirectional buckets up to 128, whatever the T5 boxes hold."""
    shown = make_view(
        "relative-buckets",
        apply={
            "max_len": 100,
            "relative-buckets.scheme": "t5",
            "relative-buckets.t5_buckets": 8,
            "relative-buckets.t5_max_distance": 20,
            "relative-buckets.t5_direction": "causal",
        },
    )
    view = shown.view
    box = view.control("t5_model")
    assert [box.itemData(i) for i in range(box.count())] == ["custom", "t5-small"]
    shown.store.apply({"relative-buckets.t5_model": "t5-small"})
    shown.draw()
    rp = np.arange(-1024, 1025)
    np.testing.assert_array_equal(view.result.t5, [t5_reference(int(p), True, 32, 128) for p in rp])
    assert "T5 small (encoder) (its preset): T5: 32 buckets, 16 per direction" in view.key.text + view.key.toolTip()
    assert not view.control("t5_buckets").isEnabled()
    shown.store.apply({"relative-buckets.t5_model": "custom"})
    shown.draw()
    np.testing.assert_array_equal(view.result.t5, [t5_reference(int(p), False, 8, 20) for p in rp])
    assert view.control("t5_buckets").isEnabled()


def test_bias_by_distance_opened_t5_with_no_model_open_says_so_and_draws_nothing(make_view):
    """The T5 bias box's "opened model" names that no model is open; chosen anyway, the view's curves, drawn for
    the seeded biases before, are hidden and the key says why, until a setting that can be drawn is chosen."""
    shown = make_view("bias-by-distance")
    view = shown.view
    box = view.control("t5_bias")
    assert shown.store.model is None
    assert box.itemText(box.findData("opened")) == "opened model (no model is open)"
    assert view.curves["rope"].isVisible()
    shown.store.apply({"bias-by-distance.t5_bias": "opened"})
    shown.frame()  # the compute fails: shown in the view, as a window's frame shows it
    assert not any(curve.isVisible() for curve in view.curves.values()) and not view.trained.isVisible()
    assert "No model is open" in view.key.text and "ALiBi head" not in view.key.text
    shown.store.apply({"bias-by-distance.t5_bias": "seeded"})
    shown.draw()
    assert all(curve.isVisible() for curve in view.curves.values()) and "ALiBi head" in view.key.text
