"""The turns each RoPE pair makes over the original context (before extension, without scaling) and over the
target one (under the rule). A pair that turned less than once over the original context and goes further at
the target shows angles that a model trained only at the original context never saw (Llama 3.1, for one, was
trained further at its long context)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.rope_scaling import turns
from ..records import record
from .kit.base import MODEL, NoOptions, Result, ViewSpec
from .kit.long_context import OWNER, LongContextOptions, Setting, resolve

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo


@record(eq=False)
class RopeContextResult(Result):
    setting: Setting
    turns_trained: np.ndarray  # (rotary_dim/2,) trained · inv_freq_default / 2π
    turns_target: np.ndarray  # target · inv_freq_scaled / 2π
    unseen: np.ndarray  # bool: under one turn in training, further at the target

    def data_table(self) -> tuple[list[str], np.ndarray]:
        pairs = np.arange(self.turns_trained.size, dtype=np.float64)
        return (
            ["pair", "turns_trained", "turns_target", "unseen"],
            np.column_stack([pairs, self.turns_trained, self.turns_target, self.unseen.astype(np.float64)]),
        )


# Turns that differ by less than this share are the same angle computed two ways (YaRN's θ/40 over 163,840
# positions against θ over 4,096 differ by 5.6e-17): not further.
SAME_TURNS = 1e-9


def unseen_pairs(turns_trained: np.ndarray, turns_target: np.ndarray) -> np.ndarray:
    """Pairs whose angle at the target was never reached in training: under a full turn there (so not every
    angle was seen) and further at the target by more than rounding (SAME_TURNS of the turns)."""
    further = turns_target - turns_trained > SAME_TURNS * np.maximum(np.abs(turns_trained), np.abs(turns_target))
    return (turns_trained < 1.0) & further


def compute(
    params: Params, options: NoOptions, setting: LongContextOptions | None = None, model: ModelInfo | None = None
) -> RopeContextResult:
    s = resolve(params, setting or LongContextOptions(), model)
    if s.trained is None:  # (a turn count over a length no source gives would be made up)
        raise ParamError(
            "{name}: its sources do not state the context before extension (its rope_scaling names "
            "no original_max_position_embeddings), so the turns over it cannot be drawn.",
            name=s.label,
        )
    default, _ = s.inv_freq(scaled=False)
    scaled, _ = s.inv_freq()
    trained, target = turns(default, s.trained), turns(scaled, s.target)
    return RopeContextResult(s, trained, target, unseen_pairs(trained, target))


SPEC = ViewSpec(
    id="rope-context",
    chapter="long-context",
    title="Turns in context",
    description="The turns each RoPE pair makes over the original context and over the target one; pairs that "
    "reach angles not met within the original context are marked.",
    area="right",
    reads=("d_model", "base"),
    uses={"setting": OWNER, "model": MODEL},
    compute=compute,
    options=NoOptions,
)
