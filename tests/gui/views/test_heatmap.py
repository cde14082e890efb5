"""The heatmap: the table as an image, its rows when there are more positions than pixels, its hover and clicks."""

import math

import numpy as np
import pytest
from helpers import omega, pe_value
from PySide6.QtCore import QPointF, Qt

from posenc_gui.testing import settle


# ------------------------------------------------------------------------------------------------ heatmap
@pytest.mark.parametrize("layout", ["interleaved", "concatenated"])
def test_heatmap_image_is_the_table(make_view, layout):
    heat = make_view("heatmap", apply={"d_model": 9, "max_len": 30, "base": 100.0, "layout": layout}).view
    image = heat.image.image
    assert image.shape == (30, 9)
    ref = np.array([[pe_value(p, d, 9, 100.0, layout) for d in range(9)] for p in range(30)])
    np.testing.assert_allclose(image, ref, atol=1e-6)
    rect = heat.image.mapRectToParent(heat.image.boundingRect())
    # cells are centred on integers: the tick "3" names dimension 3, not the edge between 2 and 3
    assert (rect.left(), rect.top(), rect.width(), rect.height()) == pytest.approx((-0.5, -0.5, 9, 30))


def _triangle(centre, k, dim, d_model):
    """The smooth row's value from the loop reference: weights (k - |n|) / k^2 around the centre."""
    return sum((k - abs(n)) / k**2 * pe_value(centre + n, dim, d_model) for n in range(-k + 1, k))


def test_heatmap_long_table_is_low_passed_not_skipped(make_view):
    heat = make_view("heatmap", apply={"d_model": 8, "max_len": 100_000}).view
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


def test_heatmap_exact_block_means_on_request(make_view):
    shown = make_view("heatmap", apply={"d_model": 8, "max_len": 100_000, "heatmap.rows": "mean"})
    heat = shown.view
    image, edges = heat.image.image, heat.result.row_edges
    for row in (0, 50, len(edges) - 2):  # a block's mean from the loop reference (the last block shorter)
        a, b = edges[row], edges[row + 1]
        ref = [np.mean([pe_value(p, d, 8) for p in range(a, b)]) for d in range(8)]
        np.testing.assert_allclose(image[row], ref, atol=1e-6)
    assert f"exact mean of {heat.result.step} positions" in heat.readout.text()
    combo = shown.host.findChild(type(heat.control("rows")), "option.heatmap.rows")
    assert combo.currentData() == "mean"
    combo.setCurrentIndex(combo.findData("smooth"))
    assert shown.store.options("heatmap").rows == "smooth"


def test_heatmap_min_max_rows_show_each_runs_extremes_as_pixel_stripes(make_view):
    heat = make_view("heatmap", apply={"d_model": 8, "max_len": 100_000, "heatmap.rows": "envelope"}).view
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
    reds = [c.red() > c.blue() for c in lines]  # dim 0: red (max) and blue (min) pixel lines alternate
    assert sum(reds) in range(17, 24) and all(reds[k] != reds[k + 1] for k in range(39))
    # the readout names both extremes of the row under the pointer
    text = heat.describe_cell(int(edges[40]) + 3, 0)
    assert "minimum -1.0000, maximum +1.0000" in text


def test_smooth_rows_have_no_false_stripes(make_view):
    """A wavelength near two rows' length: the box mean flips its sign from row to row (a false stripe
    pattern at full contrast); the smooth rows keep the sign and fade it out."""
    shown = make_view("heatmap", apply={"d_model": 64, "max_len": 102_400, "heatmap.rows": "mean"})
    heat = shown.view
    k = heat.result.step  # positions per row (one row a pixel row of the plot)
    lam = 2 * math.pi / np.array([omega(i, 64) for i in range(32)])
    i = int(np.argmin(np.abs(lam - 2 * k / 3)))  # just past the box's first null: a negative side lobe
    box = heat.image.image[:, 2 * i + 1]  # the cos column
    shown.store.update_options("heatmap", rows="smooth")
    shown.draw()
    smooth = heat.image.image[:, 2 * i + 1]
    assert np.abs(box).max() > 0.15  # the box shows a stripe pattern ...
    assert np.abs(smooth).max() < 0.05  # ... that the smooth rows do not


def _pixel(heat, x, y):
    """Colour of the heatmap widget's pixel at data point (x = dim, y = pos)."""
    scene = heat.plot.vb.mapViewToScene(QPointF(x, y))
    view_pt = heat.plot_widget.mapFromScene(scene)
    image = heat.plot_widget.grab().toImage()
    return image.pixelColor(view_pt.x(), view_pt.y())


def test_heatmap_pixels_use_the_fixed_diverging_scale(make_view):
    heat = make_view("heatmap", apply={"d_model": 4, "max_len": 4, "position": 3.0}).view
    top = _pixel(heat, 1.0, -0.2)  # pos 0, dim 1 = cos(0) = +1: darkest red
    zero = _pixel(heat, 0.0, -0.2)  # pos 0, dim 0 = sin(0) = 0: white
    low = _pixel(heat, 2.2, 2.2)  # pos 2, dim 2 = sin(0.02) ~ 0.02: near white
    assert (top.red(), top.green(), top.blue()) == pytest.approx((0x67, 0x00, 0x1F), abs=12)
    assert min(zero.red(), zero.green(), zero.blue()) > 235
    assert min(low.red(), low.green(), low.blue()) > 225
    assert heat.image.levels == pytest.approx((-1.0, 1.0))


def test_heatmap_row_marker_follows_position(make_view):
    shown = make_view("heatmap", apply={"position": 12.0})
    heat = shown.view
    assert heat.cursor.value() == 12.0 and heat.cursor_halo.value() == 12.0
    shown.store.update(position=12.5)  # between rows while animating
    shown.draw()
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
    assert window.store.options("waves").dims == (*range(1, 10), 20)
    assert "made room" in window.statusBar().currentMessage()


def test_heatmap_hover_on_a_long_table_names_the_averaged_block(make_view):
    shown = make_view("heatmap", apply={"d_model": 8, "max_len": 100_000})
    heat = shown.view
    text = heat.describe_cell(50_000, 2)
    assert f"{pe_value(50_000, 2, 8):+.6f}" in text
    result = heat.result
    row = int(np.searchsorted(result.row_edges, 50_000, side="right")) - 1
    c, m = int(result.centres[row]), 2 * result.step
    ref = _triangle(c, m, 2, 8)
    assert f"smooth average over positions {c - m + 1}–{c + m - 1} around {c}: {ref:+.4f}" in text
    shown.store.update_options("heatmap", rows="mean")
    shown.draw()
    edges = heat.result.row_edges
    ref = np.mean([pe_value(p, 2, 8) for p in range(edges[row], edges[row + 1])])
    text = heat.describe_cell(50_000, 2)
    assert f"mean over positions {edges[row]}–{edges[row + 1] - 1}: {ref:+.4f}" in text


def test_heatmap_says_when_rows_are_averaged(make_view):
    shown = make_view("heatmap")
    heat = shown.view
    assert "mean" not in heat.readout.text()
    shown.store.update(max_len=102_400)
    shown.draw()
    k = heat.result.step
    assert f"Each row is a smooth average over about {4 * k - 1:,} positions around it" in heat.readout.text()


def test_zooming_into_a_long_table_shows_every_position_again(make_view, qtbot):
    shown = make_view("waves", apply={"d_model": 16, "max_len": 1_000_000, "waves.dims": (0, 3)})
    waves = shown.view
    assert f"bands: min to max over about {round(1_000_000 / waves.pixel_columns)} positions" in waves.key.text
    with qtbot.waitSignal(waves.dataInvalidated, timeout=1000):  # the zoom asks for a frame
        waves.plot.setXRange(500_000, 500_100, padding=0)  # what a mouse-wheel zoom does
    shown.draw()
    x, y = waves.curves[1].getData()
    assert x[0] <= 500_000 and x[-1] >= 500_100 and np.all(np.diff(x) == 1)  # every integer position
    k = int(np.searchsorted(x, 500_050))
    assert y[k] == pytest.approx(pe_value(500_050, 3, 16), abs=1e-9)
    assert "bands" not in waves.key.text
    shown.store.update(d_model=32)  # a parameter change keeps the zoom
    shown.draw()
    low, high = waves.plot.vb.viewRange()[0]
    assert (low, high) == pytest.approx((500_000, 500_100), abs=1)
    x, y = waves.curves[1].getData()
    assert y[int(np.searchsorted(x, 500_050))] == pytest.approx(pe_value(500_050, 3, 32), abs=1e-9)


def test_hover_before_the_next_frame_reads_the_table_on_screen(window, qtbot):
    window.store.update(max_len=2000)
    settle(window, qtbot)
    heat = window.views["heatmap"]
    window.store.update(max_len=100_000)  # the frame for this is still pending
    scene = heat.plot.vb.mapViewToScene(QPointF(3.0, 1500.0))
    heat.plot_widget.scene().sigMouseMoved.emit(scene)
    assert "pos 1500, dim 3" in heat.readout.text()


def test_zooming_into_a_long_heatmap_recomputes_the_rows_in_view(make_view, qtbot):
    shown = make_view("heatmap", apply={"d_model": 16, "max_len": 1_000_000})
    heat = shown.view
    assert heat.result.step == math.ceil(1_000_000 / heat.pixel_rows)
    with qtbot.waitSignal(heat.dataInvalidated, timeout=1000):  # the zoom asks for a frame ...
        heat.plot.setYRange(500_000, 500_200, padding=0)  # what a mouse-wheel zoom does
    shown.draw()  # ... which computes the rows in view
    r = heat.result
    assert r.step == 1 and r.row_edges[0] <= 500_000 and r.row_edges[-1] >= 500_201  # every position
    row = 500_123 - int(r.row_edges[0])
    np.testing.assert_allclose(heat.image.image[row], [pe_value(500_123, d, 16) for d in range(16)], atol=1e-6)
    rect = heat.image.mapRectToParent(heat.image.boundingRect())
    assert rect.top() == pytest.approx(r.row_edges[0] - 0.5) and rect.height() == len(r.row_edges) - 1
    assert "Each row is" not in heat.readout.text()
    shown.store.update(d_model=32)  # a parameter change keeps the zoom
    shown.draw()
    assert heat.plot.vb.viewRange()[1] == pytest.approx((500_000, 500_200), abs=1)
    assert heat.image.image.shape[1] == 32 and heat.result.step == 1
    shown.store.update(max_len=2_000_000)  # a new table is shown whole
    shown.draw()
    assert heat.result.row_edges[0] == 0 and heat.result.row_edges[-1] == 2_000_000


def test_more_dimensions_than_pixels_are_averaged_not_dropped(make_view):
    """Without averaging, the display would drop every other column: all the cos (or all the sin) columns."""
    from posenc_gui.gui.views.heatmap import pixel_columns_of

    heat = make_view("heatmap", apply={"d_model": 2048, "max_len": 50}).view
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
    table = rng.standard_normal((6, 10)).astype(np.float32)  # rows: minimum, maximum, minimum, ...
    joined = pixel_columns_of_envelope(table, 4)  # runs of 3 columns, the last one shorter
    runs = [(0, 3), (3, 6), (6, 9), (9, 10)]
    expected = [[(table[r, a:b].min() if r % 2 == 0 else table[r, a:b].max()) for a, b in runs] for r in range(6)]
    np.testing.assert_array_equal(joined, np.array(expected, dtype=np.float32))
    assert pixel_columns_of_envelope(table, 10) is table


def test_a_table_just_taller_than_the_plot_refines_when_zoomed(make_view, qtbot):
    """Under 1024 positions but more than the plot's pixel rows: rows are averaged, and a zoom refines them."""
    shown = make_view("heatmap")
    heat = shown.view
    L = heat.pixel_rows + 300
    assert L < 1024
    shown.store.update(max_len=L, d_model=16)
    shown.draw()
    assert heat.result.step == 2
    with qtbot.waitSignal(heat.dataInvalidated, timeout=1000):  # the zoom asks for a frame
        heat.plot.setYRange(100, 150, padding=0)
    shown.draw()
    assert heat.result.step == 1 and heat.result.row_edges[0] <= 100 and heat.result.row_edges[-1] >= 151
