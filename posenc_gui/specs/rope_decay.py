"""RoFormer's long-term decay (section 3.4.3): the relative upper bound (1/(d/2)) sum_j |S_j(r)| of a RoPE
score against the distance r, beside the mean of cos(r theta_i) (the q = k = all-ones case, often shown in
its place) and the mean |q . k| of random Gaussian vectors (which does not decay at all: a rotation keeps
their distribution). Optionally the bound under a context-extension rule."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.rope import mean_cos, ntk_base, random_score_mean, rope_decay_bound
from ..core.validation import base_value
from ..records import record
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, real_option, whole_option
from .rope_rotation import EXTENSION_NAMES

SCALES = ("relative", "absolute")
SAMPLES = 1000
MAX_R = 100_000
MAX_POINTS = 2000  # distances evaluated (evenly spread when r_max is larger)


@record
class RopeDecayOptions(Options):
    d: int = whole_option(128, 4, 4096, step=2, label="d:", tip="Head dimension d (even)")
    base: float = real_option(
        10000.0,
        1.01,
        1e12,
        decimals=2,
        step=1,
        convert=lambda name, v: base_value(v),
        label="Base:",
        tip="θ_i = base^(−2i/d)",
    )
    r_max: int = whole_option(256, 1, MAX_R, label="r up to:", tip="Largest distance shown")
    # each curve divided by its value at r = 0, or as defined
    scale: str = choice_option(
        "relative",
        (("relative", "relative to r = 0"), ("absolute", "as defined")),
        tip=("Each curve divided by its value at r = 0 (to compare their shapes), or as defined"),
    )
    extension: str = choice_option(
        "none",
        tuple(EXTENSION_NAMES.items()),
        label="Extension:",
        tip="The bound when a model trained at length L runs at factor × L",
    )
    factor: int = whole_option(
        4,
        2,
        64,
        unit="×",  # target length / trained length for the extension
        tip="Target length over trained length",
    )

    def validate(self) -> None:
        if self.d % 2:
            raise ParamError("RoPE turns dimensions in pairs: d must be even, not {d}.", d=self.d)


@record(eq=False)
class RopeDecayResult(Result):
    r: np.ndarray
    bound: np.ndarray  # as defined (32.5 at r = 0 for d = 128)
    cos_mean: np.ndarray
    random_mean: np.ndarray  # mean |q_0 . k_r| / (d/2)
    extended: np.ndarray | None  # the bound under the extension rule (None: no extension)
    scale: str

    def data_table(self) -> tuple[list[str], np.ndarray]:
        names = ["r", "bound", "mean_cos", "random_mean_abs_score"]
        cols = [self.r, self.bound, self.cos_mean, self.random_mean]
        if self.extended is not None:
            names.append("bound_extended")
            cols.append(self.extended)
        return names, np.column_stack(cols)


def compute(params: Params, options: RopeDecayOptions) -> RopeDecayResult:
    count = min(options.r_max + 1, MAX_POINTS)
    r = np.unique(np.round(np.linspace(0, options.r_max, count)))
    d, base = options.d, options.base
    extended = None
    if options.extension == "interpolation":
        extended = rope_decay_bound(r / options.factor, d, base)
    elif options.extension == "ntk":
        extended = rope_decay_bound(r, d, ntk_base(base, d, 1, options.factor))
    return RopeDecayResult(
        r,
        rope_decay_bound(r, d, base),
        mean_cos(r, d, base),
        random_score_mean(r, d, base, SAMPLES),
        extended,
        options.scale,
    )


SPEC = ViewSpec(
    id="rope-decay",
    chapter="rope",
    title="RoPE decay",
    description="RoFormer's long-term decay: the relative upper bound of a RoPE score against the distance, "
    "beside mean cos(rθ_i) and the mean |q·k| of random vectors.",
    area="bottom",
    reads=(),
    compute=compute,
    options=RopeDecayOptions,
)
