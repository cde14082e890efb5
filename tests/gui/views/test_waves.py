"""The waves: the curves hold the formula, bands where positions outnumber pixels, the cursor follows."""

import numpy as np
import pytest
from helpers import pe_value, spy_compute

from posenc_gui.testing import settle


# -------------------------------------------------------------------------------------------------- waves
def test_waves_curves_hold_the_formula(make_view):
    shown = make_view("waves", apply={"d_model": 64, "max_len": 50, "base": 10000.0})
    waves = shown.view
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


def test_waves_skip_dims_beyond_d_model(make_view):
    shown = make_view("waves", apply={"d_model": 10})
    waves = shown.view
    assert waves.result.dims.tolist() == [0, 4, 8]
    assert [c.isVisible() for c in waves.curves[:4]] == [True, True, True, False]
    assert "(dims 16, 32 lie beyond d_model = 10)" in waves.key.text
    shown.store.update(d_model=64)  # growing d_model brings the remembered dims back
    shown.draw()
    assert waves.result.dims.tolist() == [0, 4, 8, 16, 32]


def test_waves_pass_through_every_position_while_a_pixel_can_show_it(make_view):
    shown = make_view("waves")
    waves = shown.view
    L = waves.pixel_columns  # one position per pixel column of the plot
    assert 500 <= L <= 2000
    shown.store.update(max_len=L)
    shown.draw()
    x, y = waves.curves[1].getData()
    np.testing.assert_array_equal(x, np.arange(L))
    assert y[L - 7] == pytest.approx(pe_value(L - 7, 4, 64), abs=1e-9)
    assert not waves.band_image.isVisible()


def _band_rows(image, y_low, y_high):
    """Pixel rows of the band image that lie between two values (row 0 at y = 1.1)."""
    rows = image.shape[0]
    return int((1.1 - y_high) * rows / 2.2) + 1, int((1.1 - y_low) * rows / 2.2) - 1


def test_waves_with_more_positions_than_pixels_show_exact_bands(make_view):
    shown = make_view("waves")
    waves = shown.view
    shown.store.update(max_len=5 * waves.pixel_columns)
    shown.draw()
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


def test_waves_cursor_and_dots_follow_position(make_view):
    shown = make_view("waves", apply={"position": 10.5})
    waves = shown.view
    assert waves.cursor.value() == 10.5
    x, y = waves.cursor_dots.getData()
    assert list(x) == [10.5] * 5
    assert y[1] == pytest.approx(pe_value(10.5, 4, 64), abs=1e-9)


def test_waves_follow_a_growing_max_len(make_view):
    shown = make_view("waves")
    for L in (1000, 100_000):
        shown.store.update(max_len=L)
        shown.draw()
        low, high = shown.view.plot.vb.viewRange()[0]
        assert low <= 0 and high >= L - 1


def test_waves_of_very_long_tables_are_exact_envelopes(make_view):
    shown = make_view("waves", apply={"d_model": 16, "max_len": 1_000_000, "waves.dims": (0, 15)})
    waves = shown.view
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
    assert np.all(column[top : bottom + 1] == 2)  # the thin, slow band (drawn second) covers dim 0 ...
    free_top, free_bottom = _band_rows(waves.band_image.image, -0.99, min(ref) - 0.05)
    assert np.all(column[free_top : free_bottom + 1] == 1)  # ... which fills the rest of [-1, 1]
    import pyqtgraph as pg

    from posenc_gui.gui.plotting.style import line_color

    lut = np.asarray(waves.band_image.lut)
    assert tuple(lut[1][:3]) == pg.mkColor(line_color(0)).getRgb()[:3]  # value 1: dim 0's colour
    assert tuple(lut[2][:3]) == pg.mkColor(line_color(1)).getRgb()[:3]  # value 2: dim 15's colour


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
