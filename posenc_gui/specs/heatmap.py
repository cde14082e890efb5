"""The whole encoding table: one row per position, one column per dimension, on a fixed [-1, 1] scale."""

from __future__ import annotations

import numpy as np

from ..core import Params, sinusoidal
from ..core.budget import check_allocation
from ..core.screen import ROW_FILTERS, row_envelope, screen_rows
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option

# Rows handed to the image at most: one per pixel row of the plot (the window says how many it has), or
# MAX_ROWS without a window (exports, scripts). Longer tables (or zoomed ranges) are reduced by a low-pass
# in closed form, so no detail that a pixel could show is lost and none is invented; an image with more
# rows than pixels would be box-averaged again by the display, with the false stripes that brings.
MAX_ROWS = 1024
MIN_ROWS = 100
# "envelope": each run of positions as its exact minimum and maximum. The view draws pixel lines that
# alternate between the two, so a column that swings through its range within a run shows as fine
# stripes; a run gets about three lines, so each shows both of its extremes.
ROW_MODES = (*ROW_FILTERS, "envelope")
LINES_PER_RUN = 3


@record
class HeatmapOptions(Options):
    # how positions that share a pixel row are combined: one of ROW_MODES
    rows: str = choice_option(
        "smooth",
        (("smooth", "smooth"), ("mean", "mean"), ("envelope", "min/max")),
        label="&Rows:",
        tip=(
            "How a row combines the positions it stands for, when the table has more positions than the image has "
            "rows. Scroll over the table to zoom in."
        ),
    )


@record(eq=False)
class HeatmapResult(Result):
    table: np.ndarray  # (rows, d_model) float32: the table, or one low-passed row per run of positions;
    # an envelope: (2 * runs, d_model), the minimum and the maximum of run j in rows
    # 2j and 2j + 1
    row_edges: np.ndarray  # (runs + 1,) int64: run j stands for positions row_edges[j] .. row_edges[j+1]-1
    centres: np.ndarray  # (runs,) the position each run is centred on
    kind: str  # how runs of several positions are combined: one of ROW_MODES

    @property
    def step(self) -> int:
        """Positions per row (1: every row is one position)."""
        return int(self.row_edges[1] - self.row_edges[0])

    @property
    def averaged(self) -> bool:
        return self.step > 1

    @property
    def envelope(self) -> bool:
        """Runs shown as their minimum and maximum (two rows each)."""
        return self.kind == "envelope" and self.averaged

    @property
    def low(self) -> np.ndarray:
        """Per run: the minimum of each dimension (the table itself when a run is one position)."""
        return self.table[0::2] if self.envelope else self.table

    @property
    def high(self) -> np.ndarray:
        return self.table[1::2] if self.envelope else self.table

    def data_table(self) -> tuple[list[str], np.ndarray]:
        dims = [f"dim_{k}" for k in range(self.table.shape[1])]
        if self.envelope:
            names = [f"dim_{k}_{end}" for k in range(self.table.shape[1]) for end in ("min", "max")]
            both = np.stack([self.low, self.high], axis=2).reshape(self.low.shape[0], -1)
            return (
                ["first_position", "last_position", "centre", *names],
                np.column_stack([self.row_edges[:-1], self.row_edges[1:] - 1, self.centres, both]),
            )
        if not self.averaged:
            return ["position", *dims], np.column_stack([self.row_edges[:-1], self.table])
        return (
            ["first_position", "last_position", "centre", *dims],
            np.column_stack([self.row_edges[:-1], self.row_edges[1:] - 1, self.centres, self.table]),
        )

    def arrays(self) -> Arrays:
        """The rows drawn (an envelope's in pairs: minimum, maximum) with the runs of positions they stand for."""
        return grid(
            "table",
            self.table,
            ("row", "dim"),
            {"row": None},
            first_position=self.row_edges[:-1],
            last_position=self.row_edges[1:] - 1,
            centre=self.centres,
        )


def compute(
    params: Params, options: HeatmapOptions, window: tuple[int, int] | None = None, rows: int = MAX_ROWS
) -> HeatmapResult:
    """The rows of the whole table, or of window = (first, stop) when zoomed into a long one, for a plot
    `rows` pixels high."""
    first, stop = window if window is not None else (0, params.max_len)
    rows = min(MAX_ROWS, max(MIN_ROWS, int(rows)))
    if options.rows == "envelope" and stop - first > rows:
        low, high, edges = row_envelope(
            params.max_len, params.d_model, params.base, params.layout, max(1, rows // LINES_PER_RUN), first, stop
        )
        table = np.empty((2 * low.shape[0], low.shape[1]), dtype=np.float32)
        table[0::2], table[1::2] = low, high
        return HeatmapResult(table, edges, (edges[:-1] + edges[1:] - 1) / 2.0, options.rows)
    kind = "smooth" if options.rows == "envelope" else options.rows  # (a short table is shown as it is)
    table, edges, centres = screen_rows(
        params.max_len, params.d_model, params.base, params.layout, rows, first, stop, kind
    )
    return HeatmapResult(table, edges, centres, options.rows)


@record(eq=False)
class HeatmapTable(Result):
    """The whole table, every position and every dimension: what the heatmap's data export holds."""

    table: np.ndarray  # (max_len, d_model) float64: PE(pos, dim)

    def data_table(self) -> tuple[list[str], np.ndarray]:
        positions = np.arange(self.table.shape[0], dtype=np.float64)[:, None]
        return ["position"] + [f"dim_{k}" for k in range(self.table.shape[1])], np.hstack([positions, self.table])

    def arrays(self) -> Arrays:
        return grid("table", self.table, ("position", "dim"))


def full_table(params: Params, options: Options) -> HeatmapTable:
    """Every position, every dimension, in float64 (the export; the memory guard refuses a table too big to
    build, with the position column a CSV adds)."""
    check_allocation((params.max_len, params.d_model + 1), 8, "exported table")
    return HeatmapTable(sinusoidal(params.max_len, params.d_model, params.base, params.layout, dtype=np.float64))


SPEC = ViewSpec(
    id="heatmap",
    chapter="sinusoidal",
    title="PE heatmap",
    description="The encoding table: one row per position, one column per dimension. Hover for values; "
    "click a column to add it to the waves.",
    area="top",
    reads=("max_len", "d_model", "base", "layout"),
    compute=compute,
    options=HeatmapOptions,
    data=full_table,
)
