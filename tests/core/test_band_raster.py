"""Bands rasterised into an indexed image: exact pixel rows, drawing order, a minimum thickness."""

import numpy as np

from posenc_gui.core.band_raster import band_palette, rasterize_bands


def test_a_band_fills_exactly_its_rows():
    # 110 rows over y in [-1.1, 1.1]: 50 rows per unit, row 0 at y = 1.1
    low, high = np.array([[-1.0], [0.0]]), np.array([[1.0], [0.5]])
    image = rasterize_bands(low, high, 110)
    assert image.shape == (110, 2) and image.dtype == np.uint8
    assert np.flatnonzero(image[:, 0]).tolist() == list(range(5, 105))  # y from 1.0 down to -1.0
    assert np.flatnonzero(image[:, 1]).tolist() == list(range(30, 55))  # y from 0.5 down to 0.0
    assert set(np.unique(image).tolist()) == {0, 1}


def test_later_bands_cover_earlier_ones_and_thin_ones_stay_visible():
    low = np.array([[-1.0, 0.2]])
    high = np.array([[1.0, 0.2]])  # the second band has no height at all
    image = rasterize_bands(low, high, 110, min_px=3)
    column = image[:, 0]
    assert np.count_nonzero(column == 2) == 3  # widened to three pixels around y = 0.2 (row 45.0)
    assert column[43:46].tolist() == [2, 2, 2]
    assert np.count_nonzero(column == 1) == 100 - 3


def test_palette_keeps_index_zero_transparent():
    lut = band_palette([(1, 2, 3), (4, 5, 6)])
    assert lut.shape == (256, 4)
    assert lut[0].tolist() == [0, 0, 0, 0] and lut[1].tolist() == [1, 2, 3, 255] and lut[2].tolist() == [4, 5, 6, 255]


def test_a_curve_repaints_only_the_exposed_strip(qapp):
    """While a cursor moves over a long curve, only the segments in the repainted strip are drawn."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from posenc_gui.gui.plotting.fast_items import ThickCurve

    curve = ThickCurve("#000000", sorted_x=True)
    x = np.arange(1000, dtype=float)
    curve.setData(x, np.sin(x))
    option = QStyleOptionGraphicsItem()
    option.exposedRect = QRectF(500.2, -1, 2.0, 2)
    strip = curve._exposed_segments(option)
    lines = strip.ndarray()
    assert 2 <= len(lines) <= 6  # the segments around x = 500 .. 502, not 999
    assert lines[:, 0].min() >= 498 and lines[:, 2].max() <= 504
    option.exposedRect = QRectF(0, -1, 900, 2)
    assert curve._exposed_segments(option) is None  # most of the curve: drawn whole
    unsorted = ThickCurve("#000000")
    unsorted.setData(x, np.sin(x))
    option.exposedRect = QRectF(500.2, -1, 2.0, 2)
    assert unsorted._exposed_segments(option) is None
