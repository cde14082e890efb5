"""Position similarity: the matrix PE(p)·PE(q) (or the cosine), which for an even d_model depends only on
p - q, and one reference position's similarity to every other, with the lesson's distances marked."""

from __future__ import annotations

import math

import numpy as np

from ..core import Params
from ..core.budget import check_allocation
from ..core.similarity import (
    MARKED_DISTANCES,
    dot,
    similarity_matrix,
    similarity_to,
    squared_norm,
    toeplitz_defect,
)
from ..core.validation import MAX_POSITION
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec, shared_key
from .kit.fields import choice_option, whole_option

MAX_ROWS = 1024  # blocks a side of the matrix without a window (exports use every position instead)
CURVE_POINTS = 2000  # blocks of the reference curve without a window
FOLLOW = -1  # reference = the current position


@record
class SimilarityOptions(Options):
    kind: str = choice_option(
        "dot",
        (("dot", "dot product"), ("cosine", "cosine")),
        label="Similarit&y:",
        tip=("PE(p)·PE(q), or the cosine of the angle between the two vectors (the dot product over both lengths)."),
    )
    # the reference position, or FOLLOW the current one
    reference: int = whole_option(
        FOLLOW,
        FOLLOW,
        MAX_POSITION - 1,
        live=lambda p: (FOLLOW, p.max_len - 1),
        special="current position",
        label="Referen&ce:",
        tip=("The position compared with all others: a fixed one, or the current position (the lowest value)."),
    )


def reference_of(params: Params, options: SimilarityOptions) -> int:
    """The reference position: the chosen one, or the current position rounded down."""
    if options.reference != FOLLOW:
        return min(options.reference, params.max_len - 1)
    return min(max(math.floor(params.position), 0), params.max_len - 1)


@record(eq=False)
class SimilarityResult(Result):
    matrix: np.ndarray  # (n, n) float32: the matrix, or exact means over n x n blocks of positions
    edges: np.ndarray  # (n + 1,) block j covers positions edges[j] .. edges[j+1]-1
    reference: int
    curve: np.ndarray  # similarity of the reference to each block of the curve (float64)
    curve_edges: np.ndarray
    distances: np.ndarray  # the marked distances k that exist (reference + k < max_len)
    marked: np.ndarray  # similarity of the reference to reference + k, exact
    kind: str
    diagonal_spread: float  # largest |S[p,q] - S[p+1,q+1]| of the matrix: 0 when it depends on p - q only

    @property
    def step(self) -> int:
        return int(self.edges[1] - self.edges[0])

    @property
    def curve_positions(self) -> np.ndarray:
        """The position each curve value stands for: the block's centre (the position itself when a block
        is one position)."""
        return (self.curve_edges[:-1] + self.curve_edges[1:] - 1) / 2.0

    def largest_rise(self) -> tuple[int, float, int, float] | None:
        """Where the similarity to the reference, past it, breaks most from falling with distance: (near,
        near value, far, far value) with reference < near < far and the far position more alike than the
        near one by the most; None when it falls at every step (or blocks stand for positions)."""
        if self.curve_edges[1] - self.curve_edges[0] != 1:
            return None
        past = self.curve_positions > self.reference
        positions, values = self.curve_positions[past], self.curve[past]
        if values.size < 2:
            return None
        lowest = np.minimum.accumulate(values)[:-1]  # the least so far, before each position
        rise = values[1:] - lowest
        far = int(np.argmax(rise)) + 1
        if rise[far - 1] <= 0:
            return None
        near = int(np.argmin(values[:far]))
        return int(positions[near]), float(values[near]), int(positions[far]), float(values[far])

    def data_table(self) -> tuple[list[str], np.ndarray]:
        """The matrix: one row per position (or block), a column per position (or block)."""
        first = self.edges[:-1].astype(np.float64)
        names = ["position"] + [f"q_{int(q)}" for q in first]
        return names, np.column_stack([first, self.matrix])

    def arrays(self) -> Arrays:
        """The matrix drawn (blocks of positions a side when long), the reference's curve and marked distances."""
        first = self.edges[:-1]
        return grid(
            "similarity",
            self.matrix,
            ("p", "q"),
            {"p": first, "q": first},
            curve=self.curve,
            curve_position=self.curve_positions,
            reference=self.reference,
            distance=self.distances,
            marked=self.marked,
        )


def compute(
    params: Params, options: SimilarityOptions, rows: int = MAX_ROWS, columns: int = CURVE_POINTS
) -> SimilarityResult:
    """The matrix at `rows` blocks a side at most, the reference curve at `columns` blocks at most."""
    L, d, base = params.max_len, params.d_model, params.base
    matrix, edges = similarity_matrix(L, d, base, params.layout, options.kind, rows=max(1, int(rows)))
    ref = reference_of(params, options)
    curve, curve_edges = similarity_to(ref, L, d, base, options.kind, rows=max(1, int(columns)))
    distances = np.array([k for k in MARKED_DISTANCES if ref + k < L], dtype=np.int64)
    marked = dot(ref, ref + distances, d, base)
    if options.kind == "cosine":
        norms = np.sqrt(squared_norm(ref, d, base) * squared_norm(ref + distances, d, base))
        marked = np.divide(marked, norms, out=np.zeros_like(marked), where=norms > 0)  # zero vector: 0
    lengths = np.diff(edges)
    regular = matrix if lengths[-1] == lengths[0] else matrix[:-1, :-1]  # a shorter last block is its own
    return SimilarityResult(
        matrix, edges, ref, curve, curve_edges, distances, marked, options.kind, toeplitz_defect(regular)
    )


@record(eq=False)
class SimilarityMatrix(Result):
    """The whole L x L matrix, one row and one column per position: what the data export holds."""

    matrix: np.ndarray  # (L, L) float32: S[p, q], the dot product or the cosine
    kind: str

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n = self.matrix.shape[0]
        positions = np.arange(n, dtype=np.float64)
        return ["position"] + [f"q_{q}" for q in range(n)], np.column_stack([positions, self.matrix])

    def arrays(self) -> Arrays:
        return grid("similarity", self.matrix, ("p", "q"))


def full_matrix(params: Params, options: SimilarityOptions) -> SimilarityMatrix:
    """The export: the whole L x L matrix (refused past the memory budget with a message, counting the
    position column a CSV adds)."""
    check_allocation((params.max_len, params.max_len + 1), 8, "exported similarity matrix")
    matrix, _ = similarity_matrix(params.max_len, params.d_model, params.base, params.layout, options.kind)
    return SimilarityMatrix(matrix, options.kind)


def _key(spec: ViewSpec, params: Params, options: SimilarityOptions) -> tuple[object, ...]:
    # a reference that follows the position changes when the position crosses an integer
    return (*shared_key(spec, params, options), reference_of(params, options))


SPEC = ViewSpec(
    id="similarity",
    chapter="why-it-works",
    title="Position similarity",
    description="How alike the encodings of two positions are: the matrix PE(p)·PE(q), which depends only "
    "on p − q, and one position's similarity to all others.",
    area="bottom",
    reads=("max_len", "d_model", "base", "layout"),
    compute=compute,
    options=SimilarityOptions,
    key=_key,
    data=full_matrix,
)
