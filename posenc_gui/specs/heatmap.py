"""The whole encoding table: one row per position, one column per dimension, on a fixed [-1, 1] scale."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..core import block_means
from .base import Result, ViewSpec

# Rows handed to the image at most, about one per screen pixel of a tall dock on a 4K screen; longer
# tables are block-averaged exactly, so no detail that a pixel could show is lost.
MAX_ROWS = 1024


@dataclass(frozen=True, eq=False)
class HeatmapResult(Result):
    table: np.ndarray       # (rows, d_model) float32: the table, or exact means over blocks of positions
    row_edges: np.ndarray   # (rows + 1,) int64: row j covers positions row_edges[j] .. row_edges[j+1]-1

    @property
    def averaged(self) -> bool:
        """True when a row is the mean of several positions (tables longer than MAX_ROWS)."""
        return int(self.row_edges[-1]) > self.table.shape[0]

    def data_table(self):
        dims = [f"dim_{k}" for k in range(self.table.shape[1])]
        if not self.averaged:
            return ["position"] + dims, np.column_stack([self.row_edges[:-1], self.table])
        return (["first_position", "last_position"] + dims,
                np.column_stack([self.row_edges[:-1], self.row_edges[1:] - 1, self.table]))


def compute(params, options) -> HeatmapResult:
    table, edges = block_means(params.max_len, params.d_model, params.base, params.layout, rows=MAX_ROWS)
    return HeatmapResult(table, edges)


SPEC = ViewSpec(
    id="heatmap",
    title="PE heatmap",
    description="The encoding table: one row per position, one column per dimension. Hover for values; "
                "click a column to add it to the waves.",
    area="top",
    reads=("max_len", "d_model", "base", "layout"),
    compute=compute,
)
