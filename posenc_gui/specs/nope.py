"""NoPE (Kazemnejad et al. 2023): a causal model with no position encoding at all can still read positions.
After a distinct first token and identical tokens, with equal logits, the causal mask alone makes query t
attend 1/(t + 1) to each of its t + 1 keys; a value that marks the first token then comes out as 1/(t + 1),
a number that falls with t. The position is there, but as a fading signal: positions t and t + 1
differ by 1/((t + 1)(t + 2)). Without the causal mask every query sees every key and the signal is gone."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.relative_attention import causal_softmax, nope_signal
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import NoOptions, Result, ViewSpec

MAX_POSITIONS = 1024  # positions of the curve (the first max_len, at most this many: an n x n softmax)
MATRIX = 16  # positions of the attention matrix drawn (its cells stay readable)


@record(eq=False)
class NopeResult(Result):
    position: np.ndarray  # 0 .. n-1
    first_token_weight: np.ndarray  # the output coordinate: the attention paid to the first token
    neighbour_gap: np.ndarray  # its drop from t to t + 1 (n - 1 values)
    weights: np.ndarray  # (m, m) causal attention of the first m positions

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return ["position", "first_token_weight"], np.column_stack([self.position, self.first_token_weight])

    def arrays(self) -> Arrays:
        return grid(
            "first_token_weight",
            self.first_token_weight,
            ("position",),
            {"position": self.position},
            neighbour_gap=self.neighbour_gap,
            weights=self.weights,
        )


def compute(params: Params, options: NoOptions) -> NopeResult:
    n = min(params.max_len, MAX_POSITIONS)
    signal = nope_signal(n)
    m = min(n, MATRIX)
    weights = causal_softmax(np.zeros((m, m)))
    w = signal.first_token_weight
    return NopeResult(signal.positions.astype(np.float64), w, w[:-1] - w[1:], weights)


SPEC = ViewSpec(
    id="nope",
    chapter="relative",
    title="NoPE",
    description="No position encoding: with a causal mask, uniform attention alone lets position t read "
    "1/(t + 1), a signal that fades with t.",
    area="bottom",
    reads=("max_len",),
    compute=compute,
    options=NoOptions,
)
