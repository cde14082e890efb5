"""Value against position for chosen dimensions: low dimensions oscillate fast, high ones slowly."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..core import MAX_D_MODEL, MAX_SELECTED, column_envelope, columns, index_set, values
from .base import Options, Result, ViewSpec

# Up to SMOOTH_UP_TO positions the curves are drawn smooth (the continuous formula) with dots at the
# integer positions where the encoding is actually evaluated; up to ENVELOPE_FROM they pass through every
# integer position; beyond, each curve is the exact min/max envelope over runs of positions (a band where a
# dimension oscillates faster than the pixels), so 10^7 positions cost a few thousand points.
SMOOTH_UP_TO = 200
SMOOTH_STEPS = 16
ENVELOPE_FROM = 20_000
ENVELOPE_BUCKETS = 4000


@dataclass(frozen=True)
class WavesOptions(Options):
    dims: tuple = (0, 4, 8, 16, 32)   # dimensions drawn (those >= d_model are listed as beyond it)

    def __post_init__(self):
        object.__setattr__(self, "dims", index_set("dims", self.dims, MAX_D_MODEL - 1, MAX_SELECTED))

    def visible_dims(self, params) -> tuple:
        return tuple(d for d in self.dims if d < params.d_model)


@dataclass(frozen=True, eq=False)
class WavesResult(Result):
    dims: np.ndarray              # (n,) the dimensions drawn
    positions: np.ndarray         # (m,) x of the curves
    values: np.ndarray            # (m, n): PE, or alternating min and max of a run when `bucket` > 1
    bucket: int                   # positions per min/max run (1: the curves pass through every sample)
    sample_positions: np.ndarray  # integer positions marked with dots (short tables only)
    sample_values: np.ndarray     # (len(sample_positions), n)

    def data_table(self):
        names = [f"dim_{d}" for d in self.dims.tolist()]
        if self.bucket == 1:
            return ["position"] + names, np.column_stack([self.positions, self.values])
        low, high = self.values[0::2], self.values[1::2]
        pairs = np.empty((low.shape[0], 2 * low.shape[1]))
        pairs[:, 0::2], pairs[:, 1::2] = low, high
        return (["position"] + [f"{n}_{m}" for n in names for m in ("min", "max")],
                np.column_stack([self.positions[0::2], pairs]))


def compute(params, options: WavesOptions, window: tuple | None = None) -> WavesResult:
    """Curves over all positions, or over window = (first, stop) positions when zoomed into a long table:
    a zoom then shows every integer position again as soon as it spans few enough."""
    dims = np.array(options.visible_dims(params), dtype=np.int64)
    L, d, base, layout = params.max_len, params.d_model, params.base, params.layout
    first, stop = window if window is not None else (0, L)
    span = stop - first
    samples, sample_values = np.empty(0), np.empty((0, dims.size))
    bucket = 1
    if L <= SMOOTH_UP_TO:
        x = np.linspace(0.0, L - 1, (L - 1) * SMOOTH_STEPS + 1)
        y = values(x, dims, d, base, layout)
        samples = np.arange(L, dtype=np.float64)
        sample_values = values(samples, dims, d, base, layout)
    elif span <= ENVELOPE_FROM:
        x = np.arange(first, stop, dtype=np.float64)
        y = columns(span, dims, d, base, layout, start=first)
    else:
        edges, low, high = column_envelope(span, dims, d, base, layout, ENVELOPE_BUCKETS, start=first)
        x = np.repeat((edges[:-1] + edges[1:] - 1) / 2.0, 2)  # down to the bucket's min, up to its max
        y = np.empty((2 * low.shape[0], dims.size))
        y[0::2], y[1::2] = low, high
        bucket = round(span / ENVELOPE_BUCKETS)
    return WavesResult(dims, x, y, bucket, samples, sample_values)


SPEC = ViewSpec(
    id="waves",
    title="Waves per dimension",
    description="PE value against position for selected dimensions, with the current position.",
    area="bottom",
    reads=("max_len", "d_model", "base", "layout"),
    compute=compute,
    options=WavesOptions,
)
