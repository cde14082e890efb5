"""The bag-of-words proof on a trained model: the sentence and its tokens shuffled (seeded, the special tokens in
place), each run with positions and without. Without positions a bidirectional encoder (MiniLM, BERT) gives the
shuffled sentence's outputs as the original's rows reordered, up to float32 rounding; with positions it does not.
A causal LM's mask lets each token see only the tokens before it: the mask itself is an order signal, so its
outputs differ even without positions (NoPE)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..records import record
from .kit.base import MODEL, NoOptions, Result, ViewSpec
from .kit.live_model import OWNER, LiveOptions, Plan, plan, read_sentence, run

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo


@record(eq=False)
class LiveBagResult(Result):
    model: str
    causal: bool
    tokens: tuple[str, ...]
    order: tuple[int, ...]  # shuffled token j is the sentence's token order[j]
    without: np.ndarray  # (T,) per shuffled token: largest |h_shuffled[j] - h[order[j]]|, no positions
    with_positions: np.ndarray  # (T,) the same as trained
    scale: float  # the outputs' largest magnitude, to read the differences against

    @property
    def largest_without(self) -> float:
        return float(self.without.max())

    @property
    def largest_with(self) -> float:
        return float(self.with_positions.max())

    @property
    def shuffled_tokens(self) -> tuple[str, ...]:
        return tuple(self.tokens[i] for i in self.order)

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n = len(self.order)
        return (
            [
                "shuffled_index",
                "original_index",
                "largest_difference_without_positions",
                "largest_difference_with_positions",
            ],
            np.column_stack([np.arange(n), self.order, self.without, self.with_positions]).astype(np.float64),
        )


def row_differences(original: np.ndarray, shuffled: np.ndarray, order: tuple[int, ...]) -> np.ndarray:
    """Per shuffled row j: the largest |shuffled[j] - original[order[j]]|."""
    return np.asarray(np.abs(shuffled.astype(np.float64) - original[list(order)].astype(np.float64)).max(axis=1))


def compute(
    params: Params, options: NoOptions, setting: LiveOptions | None = None, model: ModelInfo | None = None
) -> LiveBagResult:
    s = setting or LiveOptions()
    sentence = read_sentence(s, model)
    m = sentence.model
    shuffled = plan(m, sentence.ids, "shuffled", s)
    order = shuffled.order
    ids = tuple(sentence.ids)
    same = tuple(range(len(ids)))
    runs = {}
    for positions in (True, False):
        runs[positions] = (
            run(m, Plan("trained" if positions else "none", ids, same, None, positions, None)).hidden,
            run(m, Plan("shuffled", shuffled.ids, order, None, positions, None)).hidden,
        )
    without = row_differences(*runs[False], order)
    with_positions = row_differences(*runs[True], order)
    scale = float(max(np.abs(h).max() for pair in runs.values() for h in pair))
    return LiveBagResult(m.name, m.causal, tuple(sentence.tokens), order, without, with_positions, scale)


SPEC = ViewSpec(
    id="live-bag",
    chapter="live",
    title="Bag of words",
    description="A trained model on the sentence and on its tokens shuffled, with positions and without: without "
    "positions an encoder's outputs are the same rows reordered (the largest difference printed); with "
    "positions they are not.",
    area="bottom",
    reads=(),
    compute=compute,
    options=NoOptions,
    uses={"setting": OWNER, "model": MODEL},
)
