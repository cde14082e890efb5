"""ALiBi (Press et al. 2022, "Train Short, Test Long"): no position table, a bias -slope * (i - j) on each
logit, one slope per head (a geometric sequence). Each head's slope, the bias matrix of one head, and the
attention weights softmax(q kᵀ / √d + bias) of seeded queries and keys over up to four times a trained length:
the bias needs no table, so it goes on past the trained length."""

from __future__ import annotations

import math
from typing import cast

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.relative import alibi_bias, alibi_slopes
from ..model_files.presets import presets
from ..records import record
from .kit.arrays import Arrays, curves
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, whole_option
from .kit.paper import PaperLayout

MAX_MATRIX = 512  # query and key positions shown: four times the trained length, at most this many
PAST = 4  # how far past the trained length the matrices go (ALiBi's paper extrapolates so far)
MAX_HEADS = 128
MAX_WIDTH = 256  # the seeded queries' and keys' width: d_model, at most this
SEED = 20220301  # the seeded q and k (ALiBi's paper, ICLR 2022)
REACH = math.log(10)  # a bias of -ln 10 divides a softmax weight by 10


CUSTOM = "custom"
# the ALiBi presets (BLOOM, MPT-7B: resources/models/presets.json, their sources in SOURCES.md), by id
PRESETS = {p.id: p for p in presets() if p.type == "alibi"}


@record
class AlibiOptions(Options):
    model: str = choice_option(
        CUSTOM,
        ((CUSTOM, "custom"), *tuple((p.id, p.name) for p in PRESETS.values())),
        label="&Model:",
        tip=(
            "A model's heads and training length (BLOOM, MPT-7B: both decoders, so causal), or custom: the Heads, "
            "Trained length and Mask boxes"
        ),
    )
    heads: int = whole_option(
        8,
        1,
        MAX_HEADS,
        label="&Heads:",
        tip=(
            "Number of attention heads: the slopes are 2^(−8/n), 2^(−16/n), … for a power of two n; other counts "
            "take the next power of two's in between (Press et al.'s reference code)"
        ),
    )
    head: int = whole_option(
        4,
        1,
        MAX_HEADS,
        label="Hea&d shown:",
        tip="The head whose bias and attention are drawn (1 has the steepest slope)",
    )
    mask: str = choice_option(
        "causal",
        (("causal", "causal (decoder)"), ("symmetric", "symmetric (encoder)")),
        label="Mas&k:",
        tip=(
            "The paper's decoder: keys after the query (j > i) are masked. An encoder's symmetric form: −slope·|i − j|"
        ),
    )
    trained: int = whole_option(
        25,
        1,
        10_000,
        label="&Trained length:",
        tip=(
            "The length the model was trained on, marked on the matrices, which go on to four times it (at most "
            "512 positions): the bias goes on past it unchanged"
        ),
    )

    def settings(self) -> tuple[int, int, bool]:
        """(heads, trained length, causal) as drawn: the preset's when a model is chosen, else the boxes'."""
        if self.model == CUSTOM:
            return self.heads, self.trained, self.mask == "causal"
        p = PRESETS[self.model]
        return cast(int, p.heads), cast(int, p.max_position_embeddings), True  # (set for alibi presets)

    def validate(self) -> None:
        heads = self.settings()[0]
        if self.head > heads:
            raise ParamError("The head shown must be one of the {n} heads, not {head}.", n=heads, head=self.head)


@record(eq=False)
class AlibiResult(Result):
    slopes: np.ndarray  # (heads,)
    reach: np.ndarray  # (heads,) ln 10 / slope: where the bias alone divides a weight by 10
    head: int  # 1-based
    bias: np.ndarray  # (n, n) float64, -inf where masked
    weights: np.ndarray  # (n, n) softmax(q kᵀ / √d + bias), 0 where masked
    trained: int
    causal: bool
    width: int  # the width of q and k
    model: str = ""  # the preset's name ("": custom)

    def data_table(self) -> tuple[list[str], np.ndarray]:
        heads = np.arange(1, self.slopes.size + 1, dtype=np.float64)
        return ["head", "slope", "reach_10x"], np.column_stack([heads, self.slopes, self.reach])

    def arrays(self) -> Arrays:
        """The slopes per head (the CSV), and the bias and attention matrices of the head shown (query x key)."""
        return curves(*self.data_table(), bias=self.bias, weights=self.weights, head_shown=self.head)


def attention(bias: np.ndarray, width: int, seed: int = SEED) -> np.ndarray:
    """softmax(q kᵀ / √width + bias) row by row, for seeded N(0, 1) queries and keys of `width`."""
    n = bias.shape[0]
    q, k = np.random.default_rng(seed).standard_normal((2, n, width))
    logits = q @ k.T / math.sqrt(width) + bias
    logits -= logits.max(axis=1, keepdims=True)  # the diagonal is never masked: each row's max is finite
    weights = np.exp(logits)
    return weights / weights.sum(axis=1, keepdims=True)


def compute(params: Params, options: AlibiOptions) -> AlibiResult:
    heads, trained, causal = options.settings()
    slopes = alibi_slopes(heads)
    n = min(PAST * trained, MAX_MATRIX)
    slope = float(slopes[options.head - 1])
    bias = alibi_bias(n, slope, causal=causal)
    width = min(params.d_model, MAX_WIDTH)
    name = "" if options.model == CUSTOM else PRESETS[options.model].name
    return AlibiResult(slopes, REACH / slopes, options.head, bias, attention(bias, width), trained, causal, width, name)


SPEC = ViewSpec(
    id="alibi",
    paper=PaperLayout(("weights", "slopes", "bias"), shown=("weights", "slopes")),
    chapter="relative",
    title="ALiBi",
    description="ALiBi's linear biases: each head's slope, one head's bias matrix and the attention it gives "
    "seeded queries and keys past a trained length.",
    area="top",
    reads=("d_model",),
    compute=compute,
    options=AlibiOptions,
)
