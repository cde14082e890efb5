"""The whole encoding table: one row per position, one column per dimension, on a fixed [-1, 1] scale."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..core import ParamError
from ..core.screen import ROW_FILTERS, screen_rows
from .base import Options, Result, ViewSpec

# Rows handed to the image at most: one per pixel row of the plot (the window says how many it has), or
# MAX_ROWS without a window (exports, scripts). Longer tables (or zoomed ranges) are reduced by a low-pass
# in closed form, so no detail that a pixel could show is lost and none is invented; an image with more
# rows than pixels would be box-averaged again by the display, with the false stripes that brings.
MAX_ROWS = 1024
MIN_ROWS = 100


@dataclass(frozen=True)
class HeatmapOptions(Options):
    rows: str = "smooth"   # how positions that share a pixel row are combined: "smooth" or "mean"

    def __post_init__(self):
        if self.rows not in ROW_FILTERS:
            raise ParamError("rows must be one of {choices}, not {value}.", choices=", ".join(ROW_FILTERS),
                             value=repr(self.rows))


@dataclass(frozen=True, eq=False)
class HeatmapResult(Result):
    table: np.ndarray       # (rows, d_model) float32: the table, or one low-passed row per run of positions
    row_edges: np.ndarray   # (rows + 1,) int64: row j stands for positions row_edges[j] .. row_edges[j+1]-1
    centres: np.ndarray     # (rows,) the position each row is centred on
    kind: str               # the row filter used when rows join several positions ("smooth" or "mean")

    @property
    def step(self) -> int:
        """Positions per row (1: every row is one position)."""
        return int(self.row_edges[1] - self.row_edges[0])

    @property
    def averaged(self) -> bool:
        return self.step > 1

    def data_table(self):
        dims = [f"dim_{k}" for k in range(self.table.shape[1])]
        if not self.averaged:
            return ["position"] + dims, np.column_stack([self.row_edges[:-1], self.table])
        return (["first_position", "last_position", "centre"] + dims,
                np.column_stack([self.row_edges[:-1], self.row_edges[1:] - 1, self.centres, self.table]))


def compute(params, options: HeatmapOptions, window: tuple | None = None, rows: int = MAX_ROWS) -> HeatmapResult:
    """The rows of the whole table, or of window = (first, stop) when zoomed into a long one, for a plot
    `rows` pixels high."""
    first, stop = window if window is not None else (0, params.max_len)
    rows = min(MAX_ROWS, max(MIN_ROWS, int(rows)))
    table, edges, centres = screen_rows(params.max_len, params.d_model, params.base, params.layout, rows,
                                        first, stop, options.rows)
    return HeatmapResult(table, edges, centres, options.rows)


SPEC = ViewSpec(
    id="heatmap",
    title="PE heatmap",
    description="The encoding table: one row per position, one column per dimension. Hover for values; "
                "click a column to add it to the waves.",
    area="top",
    reads=("max_len", "d_model", "base", "layout"),
    compute=compute,
    options=HeatmapOptions,
)
