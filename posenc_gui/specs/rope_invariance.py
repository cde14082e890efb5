"""Whether RoPE's scores stay relative in low precision: the score of a query `distance` after its key,
rope(q, m + distance)·rope(k, m), against the key's position m, as each pipeline computes it. The exact score is the
same at every m (a flat line); where a pipeline's line leaves it, the score depends on m: relative positions are no
longer relative. q and k are seeded N(0, 1) vectors of the setting's rotated dimensions."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.low_precision import POSITION_FORMATS, SCORE_PIPELINES, first_shared_position, rope_shift_scores
from ..core.rope import seeded_vector
from ..core.validation import MAX_POSITION
from ..records import record
from .kit.base import MODEL, MarkAxis, Options, Result, ViewSpec
from .kit.fields import whole_option
from .kit.long_context import OWNER, LongContextOptions, Setting, resolve
from .rope_precision import opened_dtype

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo

POINTS = 300
MAX_TOP = 10**7 - 10**6
MAX_DISTANCE = 10**6


@record
class RopeInvarianceOptions(Options):
    distance: int = whole_option(
        16, 1, MAX_DISTANCE, label="&Distance:", tip="How many positions the query comes after its key"
    )
    top: int = whole_option(
        10**6,
        1000,
        MAX_TOP,
        step=10**5,
        label="&Up to:",
        tip="The largest key position m drawn (the axis is logarithmic from 1)",
    )
    seed: int = whole_option(
        0,
        0,
        2**31 - 2,
        label="S&eed:",
        tip="The seed of the query (this seed) and the key (the next one): N(0, 1) entries",
    )


@record(eq=False)
class RopeInvarianceResult(Result):
    setting: Setting
    head_dim: int
    distance: int
    m: np.ndarray  # (n,) key positions
    scores: dict[str, np.ndarray]  # pipeline -> (n,) scores (NaN where float16 overflowed)
    shared: dict[str, int | None]  # pipeline -> the first m held as the same number as m + distance (up to top)
    dot: float  # q·k: the score of distance 0
    dtype: str | None = None  # the opened model's torch_dtype, when the setting is the opened model

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return ["m", *SCORE_PIPELINES], np.column_stack([self.m, *(self.scores[p] for p in SCORE_PIPELINES)])

    def departure(self, pipeline: str) -> float:
        """The largest |score − exact score| over the drawn m (NaN scores left out; NaN if all are)."""
        gap = np.abs(self.scores[pipeline] - self.scores["exact"])
        gap = gap[np.isfinite(gap)]
        return float(gap.max()) if gap.size else float("nan")


def compute(
    params: Params,
    options: RopeInvarianceOptions,
    setting: LongContextOptions | None = None,
    model: ModelInfo | None = None,
) -> RopeInvarianceResult:
    s = resolve(params, setting or LongContextOptions(), model)
    d = s.rotary_dim
    if d < 2 or d % 2:
        raise ParamError("{name} rotates {d} dimensions: RoPE needs an even number, at least 2.", name=s.label, d=d)
    if options.top + options.distance > MAX_POSITION:
        raise ParamError(
            "Up to {top:,} plus the distance {distance:,} runs past {limit:,}, the last position "
            "where values are exact.",
            top=options.top,
            distance=options.distance,
            limit=MAX_POSITION,
        )
    q, k = seeded_vector(d, options.seed), seeded_vector(d, options.seed + 1)
    m = np.unique(np.round(np.geomspace(1, options.top, POINTS)))
    pairing = s.pairing if s.pairing in ("split-half", "interleaved") else "split-half"
    scores = {p: rope_shift_scores(q, k, m, options.distance, s.base, p, pairing) for p in SCORE_PIPELINES}
    shared = {p: first_shared_position(options.distance, p, options.top) for p in POSITION_FORMATS}
    return RopeInvarianceResult(s, d, options.distance, m, scores, shared, float(np.dot(q, k)), opened_dtype(s, model))


SPEC = ViewSpec(
    id="rope-invariance",
    chapter="long-context",
    title="Relative positions in low precision",
    description="The score of a query a fixed distance after its key against the key's position, per precision "
    "pipeline, beside the exact score, which is the same at every position.",
    area="right",
    reads=("d_model", "base"),
    uses={"setting": OWNER, "model": MODEL},
    compute=compute,
    options=RopeInvarianceOptions,
    shows=SCORE_PIPELINES,
    marks={"m": MarkAxis("x", log=True)},  # a key position
)
