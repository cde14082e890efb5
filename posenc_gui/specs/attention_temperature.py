"""The attention factor of the chosen rule and what it does: the softmax entropy of seeded logits against the
number of keys, plain and with the logits multiplied by the factor's square (the transformers library
multiplies both cos and sin by it, so every q·k carries it twice) and by the model's softmax scale factor
(what its attention multiplies 1/√d by: DeepSeek-V3's mscale², Gemma 3's √(d / query_pre_attn_scalar), read per
family by model_files), beside ln L, the entropy of uniform attention and the
largest any L keys can have."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..core.rope_scaling import MAX_ENTROPY_KEYS, attention_entropy
from ..records import record
from .kit.base import MODEL, Options, Result, ViewSpec
from .kit.fields import whole_option
from .kit.long_context import OWNER, LongContextOptions, Setting, resolve

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo

POINTS = 96


@record
class AttentionTemperatureOptions(Options):
    seed: int = whole_option(
        0, 0, 2**31 - 1, label="S&eed:", tip="The seed of the query and the keys (N(0, 1) entries)"
    )


@record(eq=False)
class AttentionTemperatureResult(Result):
    setting: Setting
    attention_factor: float  # the rule's: cos and sin × it
    softmax_scale: float  # the model's attention: 1/√d × it
    length: np.ndarray
    entropy_plain: np.ndarray  # nats
    entropy_scaled: np.ndarray  # with the logits × attention_factor² × softmax_scale

    @property
    def logit_factor(self) -> float:
        """What every logit q·k/√d is multiplied by: the attention factor twice and the softmax scale factor."""
        return self.attention_factor**2 * self.softmax_scale

    def gaps(self) -> tuple[float, float]:
        """ln L − entropy at the largest L, plain and with the factors (nats): how far below uniform each lies."""
        top = float(np.log(self.length[-1]))
        return top - float(self.entropy_plain[-1]), top - float(self.entropy_scaled[-1])

    def slopes(self) -> tuple[float, float, int]:
        """(plain, with the factors, the least L fitted): the least-squares slope of entropy against ln L over the
        upper half of the log axis (L ≥ √L_max; ln L's own slope is 1). A factor that held the entropy as L grows
        would bring the slope down; a near-equal slope shows a shift of the curve instead."""
        upper = self.length >= math.sqrt(self.length[-1])
        log_l = np.log(self.length[upper])
        plain = float(np.polyfit(log_l, self.entropy_plain[upper], 1)[0])
        scaled = float(np.polyfit(log_l, self.entropy_scaled[upper], 1)[0])
        return plain, scaled, int(self.length[upper][0])

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return ["length", "entropy_plain", "entropy_scaled"], np.column_stack(
            [self.length, self.entropy_plain, self.entropy_scaled]
        )


def lengths(target: int) -> np.ndarray:
    """Key counts from 2 to the target context (at most MAX_ENTROPY_KEYS), evenly on a log axis."""
    top = min(max(target, 4), MAX_ENTROPY_KEYS)
    return np.unique(np.round(np.geomspace(2, top, POINTS)).astype(np.int64)).astype(np.float64)


def compute(
    params: Params,
    options: AttentionTemperatureOptions,
    setting: LongContextOptions | None = None,
    model: ModelInfo | None = None,
) -> AttentionTemperatureResult:
    s = resolve(params, setting or LongContextOptions(), model)
    _, factor = s.inv_freq()
    length = lengths(s.target)
    # (attention_entropy multiplies the logits by its factor's square: the softmax scale joins as a square root)
    plain, scaled = attention_entropy(
        length.astype(np.int64), s.head_dim, float(factor) * math.sqrt(s.softmax_scale), options.seed
    )
    return AttentionTemperatureResult(s, float(factor), s.softmax_scale, length, plain, scaled)


SPEC = ViewSpec(
    id="attention-temperature",
    chapter="long-context",
    title="Attention temperature",
    description="The rule's attention factor and what it does to the softmax entropy of seeded logits against "
    "the number of keys.",
    area="bottom",
    reads=("d_model", "base"),
    uses={"setting": OWNER, "model": MODEL},
    compute=compute,
    options=AttentionTemperatureOptions,
)
