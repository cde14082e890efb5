"""Value against position for chosen dimensions: low dimensions oscillate fast, high ones slowly."""

from __future__ import annotations

import numpy as np

from ..core import MAX_D_MODEL, MAX_SELECTED, Params, column_envelope, values
from ..core import columns as columns_of
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import index_option

# Paint what a pixel can show. Up to SMOOTH_UP_TO positions the curves are the continuous formula (with
# dots at the integer positions where the encoding is evaluated). Beyond, a curve passes through every
# integer position as long as there are at most `columns` of them in view (one per pixel column of the
# plot); with more, each pixel column shows the exact minimum and maximum of its run of positions (a band
# where a dimension oscillates faster than the pixels), so 10^7 positions cost one value pair per column.
SMOOTH_UP_TO = 200
MAX_SMOOTH_STEPS = 16  # samples per position of a smooth curve, fewer when the plot is narrow
COLUMNS = 4000  # pixel columns assumed without a window (exports, scripts): a 4K-wide figure
MIN_COLUMNS = 100


@record
class WavesOptions(Options):
    # dimensions drawn (those >= d_model are listed as beyond it)
    dims: tuple[int, ...] = index_option(
        (0, 4, 8, 16, 32),
        MAX_D_MODEL - 1,
        MAX_SELECTED,
        label="Dime&nsions:",
        tip=("Dimensions to draw, separated by commas (at most {n}). Clicking a column of the heatmap adds one."),
        tip_fields=(("n", MAX_SELECTED),),
    )

    def visible_dims(self, params: Params) -> tuple[int, ...]:
        return tuple(d for d in self.dims if d < params.d_model)


@record(eq=False)
class WavesResult(Result):
    dims: np.ndarray  # (n,) the dimensions drawn
    positions: np.ndarray  # (m,) x of the curves
    values: np.ndarray  # (m, n): PE, or alternating min and max of a run when `bucket` > 1
    bucket: int  # positions per min/max run, about (1: the curves pass through every sample)
    sample_positions: np.ndarray  # integer positions marked with dots (short tables only)
    sample_values: np.ndarray  # (len(sample_positions), n)

    def data_table(self) -> tuple[list[str], np.ndarray]:
        names = [f"dim_{d}" for d in self.dims.tolist()]
        if self.sample_positions.size:  # a short table drawn as smooth curves: its values at the integers
            return ["position", *names], np.column_stack([self.sample_positions, self.sample_values])
        if self.bucket == 1:
            return ["position", *names], np.column_stack([self.positions, self.values])
        low, high = self.values[0::2], self.values[1::2]
        pairs = np.empty((low.shape[0], 2 * low.shape[1]))
        pairs[:, 0::2], pairs[:, 1::2] = low, high
        return (
            ["position"] + [f"{n}_{m}" for n in names for m in ("min", "max")],
            np.column_stack([self.positions[0::2], pairs]),
        )

    def arrays(self) -> Arrays:
        """`values` (position x dim) at the positions of the data table; runs of positions as (position x dim x
        bound), the minimum and the maximum of each run, at its centre."""
        if self.sample_positions.size:
            return grid(
                "values", self.sample_values, ("position", "dim"), {"position": self.sample_positions, "dim": self.dims}
            )
        if self.bucket == 1:
            return grid("values", self.values, ("position", "dim"), {"position": self.positions, "dim": self.dims})
        both = np.stack([self.values[0::2], self.values[1::2]], axis=2)
        return grid(
            "values",
            both,
            ("position", "dim", "bound"),
            {"position": self.positions[0::2], "dim": self.dims, "bound": np.array(["min", "max"])},
        )


def compute(
    params: Params, options: WavesOptions, window: tuple[int, int] | None = None, columns: int = COLUMNS
) -> WavesResult:
    """Curves over all positions, or over window = (first, stop) when zoomed into a long table, at the
    resolution of a plot `columns` pixels wide: a zoom shows every integer position again once it spans
    no more positions than there are columns."""
    dims = np.array(options.visible_dims(params), dtype=np.int64)
    L, d, base, layout = params.max_len, params.d_model, params.base, params.layout
    columns = max(MIN_COLUMNS, int(columns))
    first, stop = window if window is not None else (0, L)
    span = stop - first
    samples, sample_values = np.empty(0), np.empty((0, dims.size))
    bucket = 1
    if L <= SMOOTH_UP_TO:
        steps = max(2, min(MAX_SMOOTH_STEPS, -(-2 * columns // max(L - 1, 1))))
        x = np.linspace(0.0, L - 1, (L - 1) * steps + 1)
        y = values(x, dims, d, base, layout)
        samples = np.arange(L, dtype=np.float64)
        sample_values = values(samples, dims, d, base, layout)
    elif span <= columns:
        x = np.arange(first, stop, dtype=np.float64)
        y = columns_of(span, dims, d, base, layout, start=first)
    else:
        edges, low, high = column_envelope(span, dims, d, base, layout, columns, start=first)
        x = np.repeat((edges[:-1] + edges[1:] - 1) / 2.0, 2)  # each run's centre, at its min then its max
        y = np.empty((2 * low.shape[0], dims.size))
        y[0::2], y[1::2] = low, high
        bucket = max(2, round(span / columns))
    return WavesResult(dims, x, y, bucket, samples, sample_values)


SPEC = ViewSpec(
    id="waves",
    chapter="sinusoidal",
    title="Waves per dimension",
    description="PE value against position for selected dimensions, with the current position.",
    area="bottom",
    reads=("max_len", "d_model", "base", "layout"),
    compute=compute,
    options=WavesOptions,
    shares={"wave_dims": "dims"},  # the dimensions a heatmap click adds
)
