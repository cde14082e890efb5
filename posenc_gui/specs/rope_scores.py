"""RoPE scores depend on the distance only: q_m . k_n for every m, n is constant along each diagonal
m - n = const. The same q and k with absolute sinusoidal PE added instead give scores that are not."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.rope import K_SEED, PAIRINGS, Q_SEED, diagonal_deviation, rope_scores, rope_width, seeded_vector
from ..core.sinusoidal import sinusoidal
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, whole_option

MAX_LENGTH = 512


@record
class RopeScoresOptions(Options):
    length: int = whole_option(64, 2, MAX_LENGTH, label="Length:", tip="Positions 0 … L−1 for both m and n")
    pairing: str = choice_option(
        "interleaved", PAIRINGS, tip="interleaved (RoFormer) or split-half (rotate_half): the same scores"
    )


@record(eq=False)
class RopeScoresResult(Result):
    rope: np.ndarray  # (L, L) rope(q, m) . rope(k, n)
    absolute: np.ndarray  # (L, L) (q + PE(m)) . (k + PE(n))
    rope_deviation: float  # largest change along a diagonal
    absolute_deviation: float
    d: int

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n = self.rope.shape[0]
        names = ["m"] + [f"rope_n{j}" for j in range(n)] + [f"absolute_n{j}" for j in range(n)]
        return names, np.column_stack([np.arange(n), self.rope, self.absolute])

    def arrays(self) -> Arrays:
        """`rope` (m x n): q_m . k_n with RoPE; `absolute` the same q and k with absolute PE added."""
        return grid(
            "rope",
            self.rope,
            ("m", "n"),
            absolute=self.absolute,
            rope_deviation=self.rope_deviation,
            absolute_deviation=self.absolute_deviation,
        )


def compute(params: Params, options: RopeScoresOptions) -> RopeScoresResult:
    d = rope_width(params.d_model)
    q, k = seeded_vector(d, Q_SEED), seeded_vector(d, K_SEED)
    length = options.length
    rope = rope_scores(q, k, length, params.base, options.pairing)
    pe = sinusoidal(length, d, params.base, params.layout, dtype=np.float64)
    absolute = (q + pe) @ (k + pe).T
    return RopeScoresResult(rope, absolute, diagonal_deviation(rope), diagonal_deviation(absolute), d)


SPEC = ViewSpec(
    id="rope-scores",
    chapter="rope",
    title="RoPE scores",
    description="q_m · k_n for every pair of positions with RoPE (constant along diagonals: it depends on "
    "m − n only) beside the same q and k with absolute PE added (it does not).",
    area="top",
    reads=("d_model", "base", "layout"),
    compute=compute,
    options=RopeScoresOptions,
)
