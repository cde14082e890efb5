"""Each view shows what the parameters say: the data its items hold, and pixels at known places."""
import math

import numpy as np
import pytest
from helpers import omega, pe_value, show_view, spy_compute
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from posenc_gui.gui.views import view_classes
from posenc_gui.testing import settle


def test_every_spec_has_a_view_a_dock_and_content(window, qtbot):
    from posenc_gui.specs import SPECS, VIEW_IDS

    assert [cls.spec.id for cls in view_classes()] == list(VIEW_IDS) == list(SPECS)
    assert list(window.views) == list(VIEW_IDS)
    for vid, spec in SPECS.items():
        assert window.views[vid].spec is spec
        assert window.docks[vid].objectName() == f"dock.{vid}"
        window.docks[vid].raise_()  # a view tabbed behind another is drawn when it comes to the front
        settle(window, qtbot)
        assert window.views[vid].is_shown() and window.views[vid].has_content()
    assert window.docks["params"].objectName() == "dock.params"


def test_every_module_is_registered():
    """A view module that is not listed would be missing from the menu, the tests and a frozen bundle."""
    import pkgutil

    import posenc_gui.gui.views as qt_views
    import posenc_gui.specs as specs
    from posenc_gui.specs import VIEW_IDS

    modules = {vid.replace("-", "_") for vid in VIEW_IDS}       # rope-decay lives in rope_decay.py
    assert {m.name for m in pkgutil.iter_modules(specs.__path__)} - {"base", "animation", "fields"} == modules
    assert {m.name for m in pkgutil.iter_modules(qt_views.__path__)} - {"base"} == modules


# ------------------------------------------------------------------------------------------------ heatmap
@pytest.mark.parametrize("layout", ["interleaved", "concatenated"])
def test_heatmap_image_is_the_table(window, qtbot, layout):
    window.store.update(d_model=9, max_len=30, base=100.0, layout=layout)
    settle(window, qtbot)
    image = window.views["heatmap"].image.image
    assert image.shape == (30, 9)
    ref = np.array([[pe_value(p, d, 9, 100.0, layout) for d in range(9)] for p in range(30)])
    np.testing.assert_allclose(image, ref, atol=1e-6)
    rect = window.views["heatmap"].image.mapRectToParent(window.views["heatmap"].image.boundingRect())
    # cells are centred on integers: the tick "3" names dimension 3, not the edge between 2 and 3
    assert (rect.left(), rect.top(), rect.width(), rect.height()) == pytest.approx((-0.5, -0.5, 9, 30))


def _triangle(centre, k, dim, d_model):
    """The smooth row's value from the loop reference: weights (k - |n|) / k^2 around the centre."""
    return sum((k - abs(n)) / k**2 * pe_value(centre + n, dim, d_model) for n in range(-k + 1, k))


def test_heatmap_long_table_is_low_passed_not_skipped(window, qtbot):
    window.store.update(d_model=8, max_len=100_000)
    settle(window, qtbot)
    heat = window.views["heatmap"]
    image, result = heat.image.image, heat.result
    from posenc_gui.specs.heatmap import MAX_ROWS

    k = result.step
    assert k == math.ceil(100_000 / heat.pixel_rows) and image.shape == (len(result.row_edges) - 1, 8)
    assert image.shape[0] <= min(heat.pixel_rows, MAX_ROWS)
    for row in (0, image.shape[0] // 2, image.shape[0] - 1):  # smooth rows from the loop reference
        c = int(result.centres[row])
        assert c == result.row_edges[row] + k // 2
        ref = [_triangle(c, 2 * k, d, 8) for d in range(8)]
        np.testing.assert_allclose(image[row], ref, atol=1e-6)
    # dim 0 turns once per 6.3 positions: over ~400 positions it averages out to nearly 0, where skipping
    # rows would show full-strength aliased stripes
    assert np.abs(image[:, 0]).max() < 0.01


def test_heatmap_exact_block_means_on_request(window, qtbot):
    window.store.apply({"d_model": 8, "max_len": 100_000, "heatmap.rows": "mean"})
    settle(window, qtbot)
    heat = window.views["heatmap"]
    image, edges = heat.image.image, heat.result.row_edges
    for row in (0, 50, len(edges) - 2):  # a block's mean from the loop reference (the last block shorter)
        a, b = edges[row], edges[row + 1]
        ref = [np.mean([pe_value(p, d, 8) for p in range(a, b)]) for d in range(8)]
        np.testing.assert_allclose(image[row], ref, atol=1e-6)
    assert f"exact mean of {heat.result.step} positions" in heat.readout.text()
    combo = window.findChild(type(heat.control("rows")), "option.heatmap.rows")
    assert combo.currentData() == "mean"
    combo.setCurrentIndex(combo.findData("smooth"))
    assert window.store.options("heatmap").rows == "smooth"


def test_heatmap_min_max_rows_show_each_runs_extremes_as_pixel_stripes(window, qtbot):
    window.store.apply({"d_model": 8, "max_len": 100_000, "heatmap.rows": "envelope"})
    settle(window, qtbot)
    heat = window.views["heatmap"]
    result, edges = heat.result, heat.result.row_edges
    runs = len(edges) - 1
    for run in (0, 40, runs - 1):  # the spec's extremes against a scan of every position
        block = np.array([[pe_value(p, d, 8) for d in range(8)] for p in range(edges[run], edges[run + 1])])
        np.testing.assert_allclose(result.low[run], block.min(axis=0), atol=1e-6)
        np.testing.assert_allclose(result.high[run], block.max(axis=0), atol=1e-6)
    # dim 0 (period 6.3) spans its whole range in every run; dim 7 (period 6,283) moves by at most the
    # angle a run turns it (cos has slope at most 1)
    assert result.low[:, 0].max() < -0.99 and result.high[:, 0].min() > 0.99
    assert np.abs(result.high[:, 7] - result.low[:, 7]).max() <= result.step * omega(3, 8) + 1e-6
    # the image: one line per pixel row, alternating minimum and maximum, each run with both of its lines
    image = heat.image.image
    assert abs(image.shape[0] - heat.plot.vb.height()) <= 2 and image.shape[0] >= 2 * runs
    run_of = np.arange(image.shape[0]) * runs // image.shape[0]
    np.testing.assert_array_equal(image[0::2], result.low[run_of[0::2]])
    np.testing.assert_array_equal(image[1::2], result.high[run_of[1::2]])
    assert "exact minimum and maximum on alternating pixel lines" in heat.readout.text()
    x = heat.plot_widget.mapFromScene(heat.plot.vb.mapViewToScene(QPointF(0.0, 0.0))).x()
    colours = heat.plot_widget.grab().toImage()
    top = heat.plot_widget.mapFromScene(heat.plot.vb.mapViewToScene(QPointF(0.0, 0.0))).y()
    lines = [colours.pixelColor(x, top + 40 + k) for k in range(40)]
    reds = [c.red() > c.blue() for c in lines]   # dim 0: red (max) and blue (min) pixel lines alternate
    assert sum(reds) in range(17, 24) and all(reds[k] != reds[k + 1] for k in range(39))
    # the readout names both extremes of the row under the pointer
    text = heat.describe_cell(int(edges[40]) + 3, 0)
    assert "minimum -1.0000, maximum +1.0000" in text


def test_smooth_rows_have_no_false_stripes(window, qtbot):
    """A wavelength near two rows' length: the box mean flips its sign from row to row (a false stripe
    pattern at full contrast); the smooth rows keep the sign and fade it out."""
    window.store.apply({"d_model": 64, "max_len": 102_400, "heatmap.rows": "mean"})
    settle(window, qtbot)
    heat = window.views["heatmap"]
    k = heat.result.step  # 100 positions per row
    lam = 2 * math.pi / np.array([omega(i, 64) for i in range(32)])
    i = int(np.argmin(np.abs(lam - 2 * k / 3)))  # just past the box's first null: a negative side lobe
    box = heat.image.image[:, 2 * i + 1]  # the cos column
    window.store.update_options("heatmap", rows="smooth")
    settle(window, qtbot)
    smooth = heat.image.image[:, 2 * i + 1]
    assert np.abs(box).max() > 0.15        # the box shows a stripe pattern ...
    assert np.abs(smooth).max() < 0.05     # ... that the smooth rows do not


def _pixel(heat, x, y):
    """Colour of the heatmap widget's pixel at data point (x = dim, y = pos)."""
    scene = heat.plot.vb.mapViewToScene(QPointF(x, y))
    view_pt = heat.plot_widget.mapFromScene(scene)
    image = heat.plot_widget.grab().toImage()
    return image.pixelColor(view_pt.x(), view_pt.y())


def test_heatmap_pixels_use_the_fixed_diverging_scale(window, qtbot):
    window.store.update(d_model=4, max_len=4, position=3.0)
    settle(window, qtbot)
    heat = window.views["heatmap"]
    top = _pixel(heat, 1.0, -0.2)  # pos 0, dim 1 = cos(0) = +1: darkest red
    zero = _pixel(heat, 0.0, -0.2)  # pos 0, dim 0 = sin(0) = 0: white
    low = _pixel(heat, 2.2, 2.2)   # pos 2, dim 2 = sin(0.02) ~ 0.02: near white
    assert (top.red(), top.green(), top.blue()) == pytest.approx((0x67, 0x00, 0x1F), abs=12)
    assert min(zero.red(), zero.green(), zero.blue()) > 235
    assert min(low.red(), low.green(), low.blue()) > 225
    assert heat.image.levels == pytest.approx((-1.0, 1.0))


def test_heatmap_row_marker_follows_position(window, qtbot):
    window.store.update(position=12.0)
    settle(window, qtbot)
    heat = window.views["heatmap"]
    assert heat.cursor.value() == 12.0 and heat.cursor_halo.value() == 12.0
    window.store.update(position=12.5)  # between rows while animating
    settle(window, qtbot)
    assert heat.cursor.value() == 12.5


def test_heatmap_hover_reports_value_omega_wavelength(window, qtbot):
    heat = window.views["heatmap"]
    scene = heat.plot.vb.mapViewToScene(QPointF(5.2, 2.7))  # nearest cell: pos 3, dim 5
    heat.plot_widget.scene().sigMouseMoved.emit(scene)
    msg = window.statusBar().currentMessage()
    assert heat.readout.text() == msg  # also shown large, under the table
    w = omega(2, 64)
    assert "pos 3, dim 5" in msg and "cos" in msg
    assert f"{pe_value(3, 5, 64):+.6f}" in msg
    assert f"{w:.6g}" in msg and f"{2 * math.pi / w:.6g}" in msg


def test_heatmap_click_adds_column_to_waves(window, qtbot):
    heat = window.views["heatmap"]
    scene = heat.plot.vb.mapViewToScene(QPointF(7.0, 20.0))
    point = heat.plot_widget.mapFromScene(scene)
    qtbot.mouseClick(heat.plot_widget.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.store.options("waves").dims == (0, 4, 8, 16, 32, 7)
    settle(window, qtbot)
    assert window.views["waves"].curves[5].isVisible()


def test_heatmap_click_when_full_replaces_oldest(window):
    window.store.update_options("waves", dims=tuple(range(10)))
    window.views["heatmap"].add_wave_dim(20)
    assert window.store.options("waves").dims == tuple(range(1, 10)) + (20,)
    assert "made room" in window.statusBar().currentMessage()


# -------------------------------------------------------------------------------------------------- waves
def test_waves_curves_hold_the_formula(window, qtbot):
    window.store.update(d_model=64, max_len=50, base=10000.0)
    settle(window, qtbot)
    waves = window.views["waves"]
    for n, dim in enumerate((0, 4, 8, 16, 32)):
        x, y = waves.curves[n].getData()
        assert x[0] == 0 and x[-1] == 49
        for k in (0, 7, len(x) // 2, len(x) - 1):
            assert y[k] == pytest.approx(pe_value(x[k], dim, 64), abs=1e-9)
        sx, sy = waves.dots[n].getData()  # markers where the encoding is evaluated: the integers
        np.testing.assert_array_equal(sx, np.arange(50))
        np.testing.assert_allclose(sy, [pe_value(p, dim, 64) for p in range(50)], atol=1e-9)
    key = waves.key.text
    assert "dim 0: sin, λ = 6.283" in key and "dim 32: sin, λ = 628.3" in key
    assert key.index("dim 0:") < key.index("dim 4:") < key.index("dim 32:")
    assert "beyond" not in key
    assert not any(c.isVisible() for c in waves.curves[5:])


def test_waves_skip_dims_beyond_d_model(window, qtbot):
    window.store.update(d_model=10)
    settle(window, qtbot)
    waves = window.views["waves"]
    assert waves.result.dims.tolist() == [0, 4, 8]
    assert [c.isVisible() for c in waves.curves[:4]] == [True, True, True, False]
    assert "(dims 16, 32 lie beyond d_model = 10)" in waves.key.text
    window.store.update(d_model=64)  # growing d_model brings the remembered dims back
    settle(window, qtbot)
    assert waves.result.dims.tolist() == [0, 4, 8, 16, 32]


def test_waves_pass_through_every_position_while_a_pixel_can_show_it(window, qtbot):
    waves = window.views["waves"]
    L = waves.pixel_columns  # one position per pixel column of the plot
    assert 500 <= L <= 2000
    window.store.update(max_len=L)
    settle(window, qtbot)
    x, y = waves.curves[1].getData()
    np.testing.assert_array_equal(x, np.arange(L))
    assert y[L - 7] == pytest.approx(pe_value(L - 7, 4, 64), abs=1e-9)
    assert not waves.band_image.isVisible()


def _band_rows(image, y_low, y_high):
    """Pixel rows of the band image that lie between two values (row 0 at y = 1.1)."""
    rows = image.shape[0]
    return int((1.1 - y_high) * rows / 2.2) + 1, int((1.1 - y_low) * rows / 2.2) - 1


def test_waves_with_more_positions_than_pixels_show_exact_bands(window, qtbot):
    waves = window.views["waves"]
    window.store.update(max_len=5 * waves.pixel_columns)
    settle(window, qtbot)
    assert waves.band_image.isVisible() and not waves.curves[1].isVisible()
    x, y = waves.result.positions, waves.result.values[:, 1]
    assert x.size == 2 * waves.pixel_columns  # one (min, max) pair per pixel column
    run = range(5 * 10, 5 * 11)  # the eleventh column: positions 50 .. 54
    ref = [pe_value(p, 4, 64) for p in run]
    assert x[20] == x[21] == 52.0
    assert (y[20], y[21]) == pytest.approx((min(ref), max(ref)), abs=1e-9)
    image = waves.band_image.image  # one pixel column per run, 0 where no band is, k + 1 for the k-th drawn
    assert image.shape[1] == waves.pixel_columns and image.dtype == np.uint8
    assert image.shape[0] == pytest.approx(waves.plot.vb.height(), abs=1)
    rect = waves.band_image.mapRectToParent(waves.band_image.boundingRect())
    assert rect.left() == pytest.approx(x[0] - 2.5) and rect.width() == pytest.approx(5 * waves.pixel_columns)


def test_waves_cursor_and_dots_follow_position(window, qtbot):
    window.store.update(position=10.5)
    settle(window, qtbot)
    waves = window.views["waves"]
    assert waves.cursor.value() == 10.5
    x, y = waves.cursor_dots.getData()
    assert list(x) == [10.5] * 5
    assert y[1] == pytest.approx(pe_value(10.5, 4, 64), abs=1e-9)


# -------------------------------------------------------------------------------------------------- phase
def test_phase_vector_trail_and_readout(window, qtbot):
    window.store.apply({"d_model": 64, "phase.pair": 2, "position": 7.25, "phase.trail": 5})
    settle(window, qtbot)
    phase = window.views["phase"]
    w = omega(2, 64)
    x, y = phase.vector.getData()
    assert (x[1], y[1]) == pytest.approx((math.cos(7.25 * w), math.sin(7.25 * w)), abs=1e-12)
    tx, ty = phase.trail.getData()
    np.testing.assert_allclose(tx, [math.cos(p * w) for p in (3, 4, 5, 6, 7)], atol=1e-12)
    np.testing.assert_allclose(ty, [math.sin(p * w) for p in (3, 4, 5, 6, 7)], atol=1e-12)
    text = phase.readout.text
    assert f"{7.25 * w:.4f} rad" in text and "pos = 7.25" in text
    assert "dims 4, 5" in phase.plot.titleLabel.text


def test_phase_vector_is_the_pe_pair(window, qtbot):
    """The vector's coordinates are the table's values: (PE(pos, 2i+1), PE(pos, 2i))."""
    window.store.apply({"phase.pair": 3, "position": 11.0})
    settle(window, qtbot)
    x, y = window.views["phase"].vector.getData()
    table = window.views["heatmap"].image.image
    assert (x[1], y[1]) == pytest.approx((table[11, 7], table[11, 6]), abs=1e-6)


def test_phase_trail_at_start_and_hidden(window, qtbot):
    window.store.apply({"position": 0.0, "phase.trail": 0})
    settle(window, qtbot)
    assert len(window.views["phase"].trail.getData()[0]) == 0
    window.store.apply({"position": 1.0, "phase.trail": 10})
    settle(window, qtbot)
    assert len(window.views["phase"].trail.getData()[0]) == 2


def test_clock_hands_turn_at_their_own_speeds(window, qtbot):
    window.store.apply({"phase.clock_pairs": (0, 1, 5), "position": 3.0})
    settle(window, qtbot)
    phase = window.views["phase"]
    lengths = []
    for n, i in enumerate((0, 1, 5)):
        x, y = phase.hands[n].getData()
        length = math.hypot(x[1], y[1])
        lengths.append(length)
        angle = 3.0 * omega(i, 64)
        assert (x[1] / length, y[1] / length) == pytest.approx((math.cos(angle), math.sin(angle)), abs=1e-9)
    assert lengths[0] > lengths[1] > lengths[2]
    assert not phase.hands[3].isVisible()
    key = phase.clock_legend.text
    entries = [f"i = {i}, λ = {2 * math.pi / omega(i, 64):.4g}" for i in (0, 1, 5)]
    assert entries[0] == "i = 0, λ = 6.283"
    assert [key.index(e) for e in entries] == sorted(key.index(e) for e in entries)


# ------------------------------------------------------------------------------------ items and coalescing
def test_items_are_created_once_and_updated_in_place(window, qtbot):
    heat, waves, phase = (window.views[v] for v in ("heatmap", "waves", "phase"))
    before = (heat.image, list(waves.curves), phase.vector, len(heat.plot.items), len(waves.plot.items))
    for d in (8, 16, 33, 64):
        window.store.update(d_model=d, position=float(d % 7))
        settle(window, qtbot)
    after = (heat.image, list(waves.curves), phase.vector, len(heat.plot.items), len(waves.plot.items))
    assert before == after


def test_many_changes_cost_one_frame_from_the_latest_values(window, qtbot, monkeypatch):
    from posenc_gui.gui.views.heatmap import HeatmapView

    settle(window, qtbot)
    calls = spy_compute(monkeypatch, HeatmapView)
    frames = window.scheduler.frames
    for d in range(2, 200):
        window.store.update(d_model=d)
    with qtbot.waitSignal(window.scheduler.rendered, timeout=2000):
        pass
    assert window.scheduler.frames == frames + 1
    assert len(calls) == 1 and calls[0].d_model == 199
    assert window.views["heatmap"].image.image.shape == (100, 199)


def test_position_change_does_not_recompute_the_table(window, qtbot, monkeypatch):
    from posenc_gui.gui.views.heatmap import HeatmapView

    calls = spy_compute(monkeypatch, HeatmapView)
    window.store.update(position=5.0)
    settle(window, qtbot)
    assert calls == []
    assert window.views["heatmap"].cursor.value() == 5.0


def test_hidden_view_is_skipped_then_caught_up(window, qtbot):
    window.docks["phase"].close()
    window.store.apply({"phase.pair": 4, "position": 2.0})
    settle(window, qtbot)
    phase = window.views["phase"]
    assert phase.result.pair != 4
    window.docks["phase"].show()
    window.docks["phase"].raise_()  # back in its tab group, in front
    settle(window, qtbot)
    assert phase.result.pair == 4


def test_heatmap_hover_on_a_long_table_names_the_averaged_block(window, qtbot):
    window.store.update(d_model=8, max_len=100_000)
    settle(window, qtbot)
    heat = window.views["heatmap"]
    text = heat.describe_cell(50_000, 2)
    assert f"{pe_value(50_000, 2, 8):+.6f}" in text
    result = heat.result
    row = int(np.searchsorted(result.row_edges, 50_000, side="right")) - 1
    c, m = int(result.centres[row]), 2 * result.step
    ref = _triangle(c, m, 2, 8)
    assert f"smooth average over positions {c - m + 1}–{c + m - 1} around {c}: {ref:+.4f}" in text
    window.store.update_options("heatmap", rows="mean")
    settle(window, qtbot)
    edges = heat.result.row_edges
    ref = np.mean([pe_value(p, 2, 8) for p in range(edges[row], edges[row + 1])])
    text = heat.describe_cell(50_000, 2)
    assert f"mean over positions {edges[row]}–{edges[row + 1] - 1}: {ref:+.4f}" in text


@pytest.mark.parametrize("key,name", [(Qt.Key.Key_D, "param.d_model"), (Qt.Key.Key_B, "param.base"),
                                      (Qt.Key.Key_O, "param.position"), (Qt.Key.Key_N, "option.waves.dims"),
                                      (Qt.Key.Key_P, "option.animation.speed")])
def test_alt_letter_focuses_its_box(window, qtbot, key, name):
    from PySide6.QtWidgets import QApplication, QWidget

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
    focus = QApplication.focusWidget()
    target = window.findChild(QWidget, name)
    assert focus is target or target.isAncestorOf(focus)


def test_waves_follow_a_growing_max_len(window, qtbot):
    for L in (1000, 100_000):
        window.store.update(max_len=L)
        settle(window, qtbot)
        low, high = window.views["waves"].plot.vb.viewRange()[0]
        assert low <= 0 and high >= L - 1


def test_waves_of_very_long_tables_are_exact_envelopes(window, qtbot):
    waves = window.views["waves"]
    window.store.apply({"d_model": 16, "max_len": 1_000_000, "waves.dims": (0, 15)})
    settle(window, qtbot)
    columns = waves.pixel_columns
    x, y = waves.result.positions, waves.result.values[:, 1]
    assert x.size == 2 * columns  # one pair per pixel column, not a million points
    # run 123's low and high are the min and max of the loop reference over its positions
    edges = np.round(np.linspace(0, 1_000_000, columns + 1)).astype(int)
    first, last = edges[123], edges[124] - 1
    ref = [pe_value(p, 15, 16) for p in range(first, last + 1)]
    assert x[246] == x[247] == (first + last) / 2
    assert (y[246], y[247]) == pytest.approx((min(ref), max(ref)), abs=1e-9)
    y0 = waves.result.values[:, 0]  # dim 0 fills its band
    assert y0[246] < -0.99 and y0[247] > 0.99
    column = waves.band_image.image[:, 123]
    top, bottom = _band_rows(waves.band_image.image, min(ref), max(ref))
    assert np.all(column[top:bottom + 1] == 2)  # the thin, slow band (drawn second) covers dim 0 ...
    free_top, free_bottom = _band_rows(waves.band_image.image, -0.99, min(ref) - 0.05)
    assert np.all(column[free_top:free_bottom + 1] == 1)  # ... which fills the rest of [-1, 1]
    import pyqtgraph as pg

    from posenc_gui.gui.plotting.style import line_color

    lut = np.asarray(waves.band_image.lut)
    assert tuple(lut[1][:3]) == pg.mkColor(line_color(0)).getRgb()[:3]  # value 1: dim 0's colour
    assert tuple(lut[2][:3]) == pg.mkColor(line_color(1)).getRgb()[:3]  # value 2: dim 15's colour


def test_phase_title_follows_the_layout(window, qtbot):
    window.store.apply({"phase.pair": 3, "d_model": 64})
    settle(window, qtbot)
    assert "dims 6, 7" in window.views["phase"].plot.titleLabel.text
    window.store.update(layout="concatenated")
    settle(window, qtbot)
    assert "dims 3, 35" in window.views["phase"].plot.titleLabel.text


def test_trail_dots_are_numbered_without_piling_up(window, qtbot):
    window.store.apply({"phase.pair": 0, "position": 5.0, "phase.trail": 6})
    settle(window, qtbot)
    phase = window.views["phase"]
    shown = [(lab.toPlainText(), lab.pos()) for lab in phase.trail_labels if lab.isVisible()]
    assert [t for t, _ in shown] == ["5", "4", "3", "2", "1", "0"]  # omega = 1 rad apart: all numbered
    assert (shown[0][1].x(), shown[0][1].y()) == pytest.approx((1.15 * math.cos(5), 1.15 * math.sin(5)))
    # a slow pair: dots nearly on top of each other
    window.store.apply({"phase.pair": 31, "position": 50.0, "phase.trail": 40})
    settle(window, qtbot)
    assert sum(lab.isVisible() for lab in phase.trail_labels) == 1


def test_heatmap_says_when_rows_are_averaged(window, qtbot):
    heat = window.views["heatmap"]
    assert "mean" not in heat.readout.text()
    window.store.update(max_len=102_400)
    settle(window, qtbot)
    k = heat.result.step
    assert f"Each row is a smooth average over about {4 * k - 1:,} positions around it" in heat.readout.text()


def test_zooming_into_a_long_table_shows_every_position_again(window, qtbot):
    waves = window.views["waves"]
    window.store.apply({"d_model": 16, "max_len": 1_000_000, "waves.dims": (0, 3)})
    settle(window, qtbot)
    assert f"bands: min to max over about {round(1_000_000 / waves.pixel_columns)} positions" in waves.key.text
    waves.plot.setXRange(500_000, 500_100, padding=0)  # what a mouse-wheel zoom does
    settle(window, qtbot)
    x, y = waves.curves[1].getData()
    assert x[0] <= 500_000 and x[-1] >= 500_100 and np.all(np.diff(x) == 1)  # every integer position
    k = int(np.searchsorted(x, 500_050))
    assert y[k] == pytest.approx(pe_value(500_050, 3, 16), abs=1e-9)
    assert "bands" not in waves.key.text
    window.store.update(d_model=32)  # a parameter change keeps the zoom
    settle(window, qtbot)
    low, high = waves.plot.vb.viewRange()[0]
    assert (low, high) == pytest.approx((500_000, 500_100), abs=1)
    x, y = waves.curves[1].getData()
    assert y[int(np.searchsorted(x, 500_050))] == pytest.approx(pe_value(500_050, 3, 32), abs=1e-9)


def test_animation_ticks_between_integers_only_move_the_overlay(window, qtbot, monkeypatch):
    from posenc_gui.gui.views.phase import PhaseView

    window.store.apply({"phase.pair": 0, "position": 3.0})
    settle(window, qtbot)
    calls = spy_compute(monkeypatch, PhaseView)
    window.store.update(position=3.4)
    settle(window, qtbot)
    assert calls == []  # the trail is unchanged until the next integer
    x, y = window.views["phase"].vector.getData()
    assert (x[1], y[1]) == pytest.approx((math.cos(3.4), math.sin(3.4)))
    window.store.update(position=4.1)
    settle(window, qtbot)
    assert len(calls) == 1 and len(window.views["phase"].trail.getData()[0]) == 5


def test_trail_labels_keep_apart(window, qtbot):
    from posenc_gui.gui.views.phase import LABEL_SPACING

    window.store.apply({"d_model": 64, "base": 31.72, "phase.pair": 1, "position": 20.0, "phase.trail": 20})
    settle(window, qtbot)
    angles = [math.atan2(lab.pos().y(), lab.pos().x())
              for lab in window.views["phase"].trail_labels if lab.isVisible()]
    assert len(angles) >= 5
    for k, a in enumerate(angles):
        for b in angles[k + 1:]:
            gap = abs((a - b + math.pi) % (2 * math.pi) - math.pi)
            assert gap >= LABEL_SPACING - 1e-9


def test_hover_before_the_next_frame_reads_the_table_on_screen(window, qtbot):
    window.store.update(max_len=2000)
    settle(window, qtbot)
    heat = window.views["heatmap"]
    window.store.update(max_len=100_000)  # the frame for this is still pending
    scene = heat.plot.vb.mapViewToScene(QPointF(3.0, 1500.0))
    heat.plot_widget.scene().sigMouseMoved.emit(scene)
    assert "pos 1500, dim 3" in heat.readout.text()


def test_a_zoom_is_forgotten_with_its_table(window, qtbot, monkeypatch):
    from posenc_gui.gui.views.waves import WavesView

    window.store.update(max_len=1_000_000)
    settle(window, qtbot)
    waves = window.views["waves"]
    waves.plot.setXRange(500_000, 500_100, padding=0)
    settle(window, qtbot)
    window.store.update(max_len=1000)
    settle(window, qtbot)
    windows = spy_compute(monkeypatch, WavesView, lambda params, options, hints: hints.get("window"))
    window.store.update(max_len=1_000_000)
    settle(window, qtbot)
    assert windows == [None]  # one full compute, not the old slice first


def test_zooming_into_a_long_heatmap_recomputes_the_rows_in_view(window, qtbot):
    window.store.update(d_model=16, max_len=1_000_000)
    settle(window, qtbot)
    heat = window.views["heatmap"]
    assert heat.result.step == math.ceil(1_000_000 / heat.pixel_rows)
    heat.plot.setYRange(500_000, 500_200, padding=0)  # what a mouse-wheel zoom does
    settle(window, qtbot)
    r = heat.result
    assert r.step == 1 and r.row_edges[0] <= 500_000 and r.row_edges[-1] >= 500_201  # every position
    row = 500_123 - int(r.row_edges[0])
    np.testing.assert_allclose(heat.image.image[row], [pe_value(500_123, d, 16) for d in range(16)], atol=1e-6)
    rect = heat.image.mapRectToParent(heat.image.boundingRect())
    assert rect.top() == pytest.approx(r.row_edges[0] - 0.5) and rect.height() == len(r.row_edges) - 1
    assert "Each row is" not in heat.readout.text()
    window.store.update(d_model=32)  # a parameter change keeps the zoom
    settle(window, qtbot)
    assert heat.plot.vb.viewRange()[1] == pytest.approx((500_000, 500_200), abs=1)
    assert heat.image.image.shape[1] == 32 and heat.result.step == 1
    window.store.update(max_len=2_000_000)  # a new table is shown whole
    settle(window, qtbot)
    assert heat.result.row_edges[0] == 0 and heat.result.row_edges[-1] == 2_000_000


def test_more_dimensions_than_pixels_are_averaged_not_dropped(window, qtbot):
    """Without averaging, the display would drop every other column: all the cos (or all the sin) columns."""
    from posenc_gui.gui.views.heatmap import pixel_columns_of

    window.store.update(d_model=2048, max_len=50)
    settle(window, qtbot)
    heat = window.views["heatmap"]
    width = int(heat.plot.vb.width())
    f = math.ceil(2048 / width)
    image = heat.image.image
    assert image.shape == (50, math.ceil(2048 / f))
    ref = [np.mean([pe_value(7, d, 2048) for d in range(f * 3, f * 4)])]
    assert image[7, 3] == pytest.approx(ref[0], abs=1e-6)
    rect = heat.image.mapRectToParent(heat.image.boundingRect())
    assert rect.width() == pytest.approx(2048)  # still spans every dimension on the axis
    table = np.arange(20, dtype=np.float32).reshape(2, 10)
    np.testing.assert_allclose(pixel_columns_of(table, 4), [[1, 4, 7, 9], [11, 14, 17, 19]])
    assert pixel_columns_of(table, 10) is table


def test_an_envelope_joins_columns_by_their_minimum_and_maximum():
    from posenc_gui.gui.views.heatmap import pixel_columns_of_envelope

    rng = np.random.default_rng(2)
    table = rng.standard_normal((6, 10)).astype(np.float32)   # rows: minimum, maximum, minimum, ...
    joined = pixel_columns_of_envelope(table, 4)               # runs of 3 columns, the last one shorter
    runs = [(0, 3), (3, 6), (6, 9), (9, 10)]
    expected = [[(table[r, a:b].min() if r % 2 == 0 else table[r, a:b].max()) for a, b in runs] for r in range(6)]
    np.testing.assert_array_equal(joined, np.array(expected, dtype=np.float32))
    assert pixel_columns_of_envelope(table, 10) is table


def test_a_table_just_taller_than_the_plot_refines_when_zoomed(window, qtbot):
    """Under 1024 positions but more than the plot's pixel rows: rows are averaged, and a zoom refines them."""
    heat = window.views["heatmap"]
    L = heat.pixel_rows + 300
    assert L < 1024
    window.store.update(max_len=L, d_model=16)
    settle(window, qtbot)
    assert heat.result.step == 2
    heat.plot.setYRange(100, 150, padding=0)
    settle(window, qtbot)
    assert heat.result.step == 1 and heat.result.row_edges[0] <= 100 and heat.result.row_edges[-1] >= 151


def test_similarity_view_draws_the_matrix_the_curve_and_the_marked_distances(window, qtbot):
    window.store.apply({"d_model": 64, "max_len": 50, "position": 7.5})
    view = show_view(window, qtbot, "similarity")
    pe = np.array([[pe_value(p, d, 64) for d in range(64)] for p in range(50)])
    np.testing.assert_allclose(view.image.image, pe @ pe.T, atol=1e-4)    # one cell per position pair
    x, y = view.curve.getData()
    np.testing.assert_array_equal(x, np.arange(50))
    np.testing.assert_allclose(y, pe @ pe[7], atol=1e-9)                  # the reference: floor(7.5)
    mx, my = view.marks.getData()
    assert mx.tolist() == [8, 9, 12, 17, 27]                                # 7 + 1, 2, 5, 10, 20
    np.testing.assert_allclose(my, [pe[7] @ pe[k] for k in (8, 9, 12, 17, 27)], atol=1e-9)
    assert view.ref_line.value() == 7 and view.ref_mark.value() == 7
    assert "p = 7" in view.key.text and "depends only on p − q" in view.key.text
    assert f"+1: {pe[7] @ pe[8]:.4g}" in view.key.text


def test_similarity_options_bind_both_ways(window, qtbot):
    window.store.apply({"d_model": 16, "max_len": 40, "position": 3.0})
    view = show_view(window, qtbot, "similarity")
    view.control("kind").setCurrentIndex(view.control("kind").findData("cosine"))
    settle(window, qtbot)
    assert window.store.options("similarity").kind == "cosine"
    assert np.allclose(np.diag(view.image.image), 1.0, atol=1e-6)           # cos of a vector with itself
    assert view.matrix_plot.titleLabel.text.startswith("cos")
    spin = view.control("reference")
    assert spin.text() == "current position" and spin.minimum() == -1 and spin.maximum() == 39
    edit = spin.lineEdit()
    spin.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, "12")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    settle(window, qtbot)
    assert window.store.options("similarity").reference == 12 and view.result.reference == 12
    window.store.update(position=30.0)                                      # a fixed reference stays
    settle(window, qtbot)
    assert view.result.reference == 12
    window.store.update_options("similarity", reference=-1)
    settle(window, qtbot)
    assert spin.text() == "current position" and view.result.reference == 30


def test_similarity_of_a_long_table_is_block_means_and_says_so(window, qtbot):
    window.store.apply({"d_model": 1024, "max_len": 8192, "position": 100.0})
    view = show_view(window, qtbot, "similarity")
    r = view.result
    assert r.step > 1 and r.matrix.shape[0] * r.step >= 8192
    assert f"exact mean over {r.step} × {r.step} positions" in view.key.text
    assert r.diagonal_spread < 1e-3                                         # still a function of p − q


def test_shift_view_shows_m_k_and_that_it_maps_pe_pos_onto_pe_pos_plus_k(window, qtbot):
    window.store.apply({"d_model": 16, "max_len": 50, "position": 4.0, "shift.k": 3, "shift.pairs": 2})
    view = show_view(window, qtbot, "shift")
    w0, w1 = 1.0, 10000 ** (-2 / 16)
    expected = np.array([[np.cos(3 * w0), np.sin(3 * w0), 0, 0], [-np.sin(3 * w0), np.cos(3 * w0), 0, 0],
                         [0, 0, np.cos(3 * w1), np.sin(3 * w1)], [0, 0, -np.sin(3 * w1), np.cos(3 * w1)]])
    np.testing.assert_allclose(view.image.image, expected, atol=1e-6)    # dims 0..3 of the first two pairs
    x, y = view.points["pe_shifted"].getData()
    np.testing.assert_allclose(y, [pe_value(7, d, 16) for d in range(4)], atol=1e-6)
    _, rotated = view.points["rotated"].getData()
    np.testing.assert_allclose(rotated, y, atol=1e-6)
    assert "over all 16 dimensions" in view.key.text and "M_k depends on k alone" in view.key.text
    before = view.image.image.copy()
    window.store.update(position=21.5)                                     # another position: same M_k
    settle(window, qtbot)
    np.testing.assert_array_equal(view.image.image, before)
    _, y = view.points["pe"].getData()
    np.testing.assert_allclose(y, [pe_value(21.5, d, 16) for d in range(4)], atol=1e-6)
    edit = view.control("k").lineEdit()
    view.control("k").setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, "10")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    settle(window, qtbot)
    assert window.store.options("shift").k == 10 and view.result.k == 10
    assert view.image.image[0, 1] == pytest.approx(np.sin(10.0), abs=1e-6)


def test_spectrum_marks_the_sequence_length_and_hovering_picks_the_phase_pair(window, qtbot):
    window.store.apply({"d_model": 64, "max_len": 100, "base": 10000.0, "phase.pair": 3})
    view = show_view(window, qtbot, "spectrum")
    wavelengths = np.array([2 * math.pi / omega(i, 64) for i in range(32)])
    assert wavelengths[0] == pytest.approx(2 * math.pi)                     # geometric from 2π ...
    np.testing.assert_allclose(wavelengths[1:] / wavelengths[:-1], 10000 ** (2 / 64))
    x, y = view.turning.getData()
    sx, sy = view.still.getData()
    assert x.tolist() == list(range(10)) and sx.tolist() == list(range(10, 32))   # λ < 100 for i < 10
    np.testing.assert_allclose(10 ** np.concatenate([y, sy]), wavelengths, rtol=1e-12)
    assert view.length_line.value() == pytest.approx(2.0)                   # log10(100)
    assert view.selected.getData()[0].tolist() == [3.0]
    assert "10 of 32 pairs turn within max_len" in view.key.text
    # hovering over pair 20 shows it in the phase vector
    scene = view.plot.vb.mapViewToScene(QPointF(20.0, float(np.log10(wavelengths[20]))))
    view.layout_widget.scene().sigMouseMoved.emit(scene)
    settle(window, qtbot)
    assert window.store.options("phase").pair == 20
    assert view.selected.getData()[0].tolist() == [20.0] and window.views["phase"].result.pair == 20


def test_spectrum_keeps_its_wavelength_axis_while_d_model_is_dragged(window, qtbot):
    """The longest wavelength creeps up at each step of a d_model drag; the axis keeps its range (ends on
    half decades, 0.1 to 0.8 decades beyond the data) and follows again once the data leave it."""
    window.store.apply({"d_model": 64, "max_len": 50, "base": 10000.0})
    view = show_view(window, qtbot, "spectrum")
    ranges = set()
    for d in range(63, 55, -1):
        window.store.update(d_model=d)
        settle(window, qtbot)
        low, high = view.plot.vb.viewRange()[1]
        longest = np.log10(2 * math.pi / omega(d // 2 - 1, d))
        assert low <= np.log10(2 * math.pi) - 0.1 and longest + 0.1 <= high <= longest + 0.8
        assert low * 2 == round(low * 2) and high * 2 == round(high * 2)
        ranges.add((low, high))
    assert len(ranges) == 1
    window.store.update(max_len=10**6)   # the max_len line leaves the range: it grows to hold it
    settle(window, qtbot)
    assert view.plot.vb.viewRange()[1][1] == pytest.approx(6.5)
    view.plot.setYRange(0, 20, padding=0)   # zoomed far out: the next draw brings the range back
    window.store.update(d_model=60)
    settle(window, qtbot)
    assert view.plot.vb.viewRange()[1][1] == pytest.approx(6.5)


def test_vectors_view_draws_the_chosen_positions_and_the_current_one(window, qtbot):
    window.store.apply({"d_model": 16, "max_len": 30, "position": 5.5, "vectors.positions": (0, 1, 25, 49),
                        "vectors.first_dims": 8})
    view = show_view(window, qtbot, "vectors")
    for n, pos in enumerate((0, 1, 25)):                                   # 49 lies beyond max_len = 30
        x, y = view.curves[n].getData()
        np.testing.assert_array_equal(x, np.arange(8))
        np.testing.assert_allclose(y, [pe_value(pos, d, 16) for d in range(8)], atol=1e-6)
        assert view.curves[n].isVisible()
    assert not view.curves[3].isVisible()
    _, current = view.current.getData()
    np.testing.assert_allclose(current, [pe_value(5.5, d, 16) for d in range(8)], atol=1e-6)
    assert "positions 49 lie beyond max_len = 30" in view.key.text and "current: pos 5.5" in view.key.text
    edit = view.control("positions")
    edit.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, "3, 7")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    settle(window, qtbot)
    assert window.store.options("vectors").positions == (3, 7)
    np.testing.assert_allclose(view.curves[1].getData()[1], [pe_value(7, d, 16) for d in range(8)], atol=1e-6)


def test_formula_panel_puts_the_numbers_in_and_hovering_the_heatmap_picks_the_cell(window, qtbot):
    window.store.apply({"d_model": 64, "max_len": 50, "position": 5.0, "formula.dim": 4})
    view = show_view(window, qtbot, "formula")
    worked = view.worked.text()
    assert "PE(5, 4) = sin(5 / 10000<sup>4/64</sup>)" in worked
    assert f"{pe_value(5, 4, 64):+.6f}" in worked and "the current position" in worked
    assert f"{pe_value(5, 7, 64):+.4f}" in view.table.text()               # the first eight values
    heat = window.views["heatmap"]
    scene = heat.plot.vb.mapViewToScene(QPointF(9.0, 20.0))                  # dim 9, pos 20
    heat.plot_widget.scene().sigMouseMoved.emit(scene)
    settle(window, qtbot)
    assert (window.store.options("formula").pos, window.store.options("formula").dim) == (20, 9)
    assert "PE(20, 9) = cos(" in view.worked.text() and f"{pe_value(20, 9, 64):+.6f}" in view.worked.text()
    heat.plot_widget.scene().sigMouseMoved.emit(heat.plot.vb.mapViewToScene(QPointF(-30.0, -30.0)))
    settle(window, qtbot)
    assert window.store.options("formula").pos == -1 and "PE(5, 9)" in view.worked.text()   # back to pos


def test_extrapolation_view_shades_the_trained_range_and_ends_the_learned_table(window, qtbot):
    window.store.apply({"d_model": 16, "extrapolation.trained": 64, "extrapolation.factor": 3})
    view = show_view(window, qtbot, "extrapolation")
    sin_image = view.images[view.sin_plot]
    assert sin_image.image.shape == (192, 16)                               # 3 x 64 positions, one row each
    np.testing.assert_allclose(sin_image.image[150], [pe_value(150, d, 16) for d in range(16)], atol=1e-6)
    learned = view.images[view.learned_plot]
    assert learned.image.shape == (64, 16) and learned.mapRectToView(learned.boundingRect()).bottom() == 63.5
    assert view.trained_region.getRegion() == (-0.5, 63.5)
    assert "no rows for positions ≥ 64" in view.undefined.toPlainText()
    assert "goes on to 191" in view.key.text
