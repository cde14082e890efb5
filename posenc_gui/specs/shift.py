"""The relative-shift rotation: PE(pos + k) = M_k PE(pos), with M_k block diagonal and the same for
every pos. Shows M_k (for the first pairs), PE(pos), PE(pos + k) and M_k PE(pos), and how far apart the
last two are."""

from __future__ import annotations

import numpy as np

from ..core import Params, values
from ..core.shift import shift_apply, shift_error, shift_matrix, shown_dims
from ..core.validation import MAX_POSITION
from ..records import record
from .kit.arrays import Arrays, curves
from .kit.base import Options, Result, ViewSpec
from .kit.fields import whole_option

MAX_SHIFT = 100_000
MAX_SHOWN_PAIRS = 64


@record
class ShiftOptions(Options):
    k: int = whole_option(5, 0, MAX_SHIFT, label="Shift &k:", tip="The shift k: PE(pos + k) against M_k · PE(pos).")
    pairs: int = whole_option(
        8,
        1,
        MAX_SHOWN_PAIRS,
        label="Pairs sho&wn:",
        tip=(  # their dimensions are shown
            "How many frequency pairs (from i = 0) the matrix and the vectors show; the difference on top is over "
            "every dimension."
        ),
    )


@record(eq=False)
class ShiftResult(Result):
    k: int
    position: float
    dims: np.ndarray  # the dimensions shown (those of the first pairs)
    matrix: np.ndarray  # M_k restricted to `dims` (rows and columns)
    pe: np.ndarray  # PE(pos), all d_model dimensions
    pe_shifted: np.ndarray  # PE(pos + k)
    rotated: np.ndarray  # M_k PE(pos)
    error: float  # largest |M_k PE(pos) - PE(pos+k)| over the complete pairs (all of them)
    lone_error: float | None  # the same for an odd d_model's lone sin (no rotation can give it)

    def data_table(self) -> tuple[list[str], np.ndarray]:
        dims = np.arange(self.pe.size, dtype=np.float64)
        return ["dim", "pe_pos", "pe_pos_plus_k", "rotated"], np.column_stack(
            [dims, self.pe, self.pe_shifted, self.rotated]
        )

    def arrays(self) -> Arrays:
        """`vectors` (dim x vector: pe_pos, pe_pos_plus_k, rotated), and M_k on the dimensions shown."""
        return curves(
            *self.data_table(),
            curve="vector",
            main="vectors",
            matrix=self.matrix,
            matrix_dims=self.dims,
            k=self.k,
            position=self.position,
            error=self.error,
        )


def compute(params: Params, options: ShiftOptions) -> ShiftResult:
    d, base, layout, k = params.d_model, params.base, params.layout, options.k
    # PE(pos + k) must be a position where the values are exact: near the end, pos steps back
    pos = min(params.position, float(MAX_POSITION - k))
    every = np.arange(d)
    pe = values([pos], every, d, base, layout)[0].astype(np.float64)
    pe_k = values([pos + k], every, d, base, layout)[0].astype(np.float64)
    rotated = shift_apply(pe, k, d, base, layout)
    dims = shown_dims(d, layout, options.pairs)
    matrix = shift_matrix(k, d, base, layout)[np.ix_(dims, dims)] if d <= 512 else _matrix_of(dims, k, d, base, layout)
    error, lone = shift_error(rotated, pe_k, d, layout)
    return ShiftResult(k, float(pos), dims, matrix, pe, pe_k, rotated, error, lone)


def _matrix_of(dims: np.ndarray, k: int, d: int, base: float, layout: str) -> np.ndarray:
    """M_k on `dims` without building the d x d matrix: the image of each shown unit vector."""
    out = np.empty((dims.size, dims.size))
    for j, dim in enumerate(dims):
        unit = np.zeros(d)
        unit[dim] = 1.0
        out[:, j] = shift_apply(unit, k, d, base, layout)[dims]
    return out


SPEC = ViewSpec(
    id="shift",
    chapter="why-it-works",
    title="Relative shift",
    description="PE(pos + k) is a rotation of PE(pos), pair by pair, by the same matrix M_k whatever pos is.",
    area="right",
    reads=("d_model", "base", "layout", "position"),
    compute=compute,
    options=ShiftOptions,
)
