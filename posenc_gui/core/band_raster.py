"""Min/max bands rasterised with numpy into one indexed image: one pixel column per run of positions.

Drawn as vertical line segments, five bands over a 1100 x 250 plot cost about 20 ms a paint (every pixel
of every band is filled by the raster engine, three times over to close gaps); as one 8-bit image with a
colour table they cost a few comparisons per pixel here and a single drawImage there.
"""

from __future__ import annotations

from typing import Any

import numpy as np


def band_palette(colors: Any) -> np.ndarray:
    """(256, 4) uint8 lookup table: index 0 transparent, index k+1 colors[k] (an (r, g, b) triple)."""
    lut = np.zeros((256, 4), dtype=np.uint8)
    for k, color in enumerate(colors):
        lut[k + 1] = (*color, 255)
    return lut


def rasterize_bands(
    low: np.ndarray, high: np.ndarray, rows: int, y_range: Any = (-1.1, 1.1), min_px: int = 3
) -> np.ndarray:
    """(rows, columns) uint8 image, row 0 at the top of y_range: band k fills, in column j, the pixels
    from low[j, k] to high[j, k] with the value k + 1 (0 stays empty); later bands cover earlier ones (a
    pixel keeps the highest value, which is why values follow the drawing order: a maximum is a tenth of
    the cost of a masked copy). A band thinner than `min_px` pixels is widened to it around its middle, so
    a slow dimension stays visible."""
    columns = low.shape[0]
    image = np.zeros((rows, columns), dtype=np.uint8)
    mask = np.empty((rows, columns), dtype=bool)
    y0, y1 = y_range
    scale = rows / (y1 - y0)
    row = np.arange(rows, dtype=np.int16)[:, None]  # small integers: a quarter of the memory traffic
    for k in range(low.shape[1]):
        top = (y1 - high[:, k]) * scale  # pixel rows, fractional, top < bottom
        bottom = (y1 - low[:, k]) * scale
        middle, half = (top + bottom) / 2, np.maximum((bottom - top) / 2, min_px / 2)
        # a pixel row is filled when its centre lies in [top, bottom)
        first = np.clip(np.ceil(middle - half - 0.5), -1, rows).astype(np.int16)
        stop = np.clip(np.ceil(middle + half - 0.5), -1, rows).astype(np.int16)
        np.greater_equal(row, first[None, :], out=mask)
        mask &= row < stop[None, :]
        np.maximum(image, mask.view(np.uint8) * np.uint8(k + 1), out=image)
    return image
