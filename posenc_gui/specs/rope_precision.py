"""RoPE's angles in low precision: the error of each pipeline's angle m·θ_i (computed − exact, optionally wrapped
into [−π, π)) against the position m, for a chosen pair or the worst over the pairs, with the head dimension and
base of the Long context chapter's setting. Positions a pipeline holds in bfloat16, TF32 or float16 alias from
2^s + 1 on (s their significant bits): those marks are the first position of each octave held as its predecessor."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.low_precision import POSITION_FORMATS, SIGNIFICANT_BITS, angle_error, first_alias, held_positions
from ..records import record
from .kit.base import MODEL, MarkAxis, Options, Result, ViewSpec
from .kit.fields import choice_option, whole_option
from .kit.long_context import OPENED, OWNER, LongContextOptions, Setting, resolve

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo

# the pipelines drawn (`exact` is the reference: its error is 0)
SHOWN = ("fp32", "bf16-legacy", "bf16-inv", "bf16-angles", "tf32", "fp16")
POINTS = 400
WORST = -1
MAX_TOP = 10**7
ERRORS = (("wrapped", "wrapped into [−π, π)"), ("raw", "computed − exact"))


@record
class RopePrecisionOptions(Options):
    pair: int = whole_option(
        WORST,
        WORST,
        4095,
        label="&Pair:",
        special="worst",
        tip="The pair whose angle error is drawn, or the largest |error| over the pairs",
    )
    error: str = choice_option(
        "wrapped",
        ERRORS,
        label="&Error:",
        tip="The angle computed minus the exact one, as it is or wrapped into [−π, π) (what the rotation sees)",
    )
    top: int = whole_option(
        10**6,
        1000,
        MAX_TOP,
        step=10**5,
        label="&Up to:",
        tip="The largest position drawn (the axis is logarithmic from 1)",
    )


@record(eq=False)
class RopePrecisionResult(Result):
    setting: Setting
    head_dim: int  # the rotated dimensions (rotary_dim)
    pair: int  # WORST or a pair
    wrapped: bool
    position: np.ndarray  # (n,) whole positions, log-spaced from 1
    errors: dict[str, np.ndarray]  # pipeline -> (n,) signed error (pair) or largest |error| (worst); inf/NaN: overflow
    marks: dict[str, tuple[np.ndarray, np.ndarray]]  # pipeline -> (positions 2^k + 1, the values they are held as)
    first_alias: dict[str, int | None]  # pipeline -> the first position held as its predecessor's, up to top
    dtype: str | None = None  # the opened model's torch_dtype, when the setting is the opened model

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return ["position", *SHOWN], np.column_stack([self.position, *(self.errors[p] for p in SHOWN)])


def positions(top: int, extra: np.ndarray) -> np.ndarray:
    """Whole positions from 1 to `top`, evenly on a log axis, with `extra` (the marks) among them."""
    grid = np.round(np.geomspace(1, top, POINTS))
    return np.unique(np.concatenate([grid, extra[extra <= top]])).astype(np.float64)


FLOAT16_LAST = 65_504


def opened_dtype(setting: Setting, model: ModelInfo | None) -> str | None:
    """The dtype the opened model runs in (its config's torch_dtype), when the setting is the opened model's."""
    return model.torch_dtype if setting.origin == OPENED and model is not None else None


def alias_marks(pipeline: str, top: int) -> np.ndarray:
    """2^k + 1 for each octave from the format's first alias up to `top` (float16: up to its largest value)."""
    bits = SIGNIFICANT_BITS[pipeline]
    last = min(top, FLOAT16_LAST) if pipeline == "fp16" else top
    return np.array([2.0**k + 1 for k in range(bits, int(math.log2(max(last, 2))) + 1) if 2**k + 1 <= last])


def compute(
    params: Params,
    options: RopePrecisionOptions,
    setting: LongContextOptions | None = None,
    model: ModelInfo | None = None,
) -> RopePrecisionResult:
    s = resolve(params, setting or LongContextOptions(), model)
    d = s.rotary_dim
    if d < 2 or d % 2:
        raise ParamError("{name} rotates {d} dimensions: RoPE needs an even number, at least 2.", name=s.label, d=d)
    if options.pair >= d // 2:
        raise ParamError(
            "pair {pair} is past the last pair, {last}, of {name} ({d} rotated dimensions).",
            pair=options.pair,
            last=d // 2 - 1,
            name=s.label,
            d=d,
        )
    marked = {p: alias_marks(p, options.top) for p in POSITION_FORMATS}
    pos = positions(options.top, np.concatenate(list(marked.values())))
    wrapped = options.error == "wrapped"
    errors = {}
    for pipeline in SHOWN:
        table = angle_error(pos, d, s.base, pipeline, wrapped=wrapped)
        if options.pair == WORST:
            with np.errstate(invalid="ignore"):
                errors[pipeline] = np.abs(table).max(axis=1)
        else:
            errors[pipeline] = table[:, options.pair]
    marks = {p: (m, held_positions(m, p)) for p, m in marked.items()}
    alias = {p: first_alias(d, s.base, p, limit=options.top) for p in SHOWN}
    return RopePrecisionResult(s, d, options.pair, wrapped, pos, errors, marks, alias, opened_dtype(s, model))


SPEC = ViewSpec(
    id="rope-precision",
    chapter="long-context",
    title="RoPE in low precision",
    description="The error of RoPE's angles as bfloat16, TF32, float16 and float32 pipelines compute them, against "
    "the position, with the positions that alias marked.",
    area="right",
    reads=("d_model", "base"),
    uses={"setting": OWNER, "model": MODEL},
    compute=compute,
    options=RopePrecisionOptions,
    shows=SHOWN,
    marks={"m": MarkAxis("x", log=True)},  # a position
)
