"""RoFormer's long-term decay (section 3.4.3): the relative upper bound (1/(d/2)) sum_j |S_j(r)| of a RoPE
score against the distance r, beside the mean of cos(r theta_i) (the q = k = all-ones case, often shown in
its place) and the mean |q . k| of random Gaussian vectors (which does not decay at all: a rotation keeps
their distribution). Optionally the bound under a context-extension rule."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..core.errors import ParamError
from ..core.rope import mean_cos, ntk_base, random_score_mean, rope_decay_bound
from ..core.validation import base_value, choice, whole
from .base import Options, Result, ViewSpec
from .rope_rotation import EXTENSIONS

SCALES = ("relative", "absolute")
SAMPLES = 1000
MAX_R = 100_000
MAX_POINTS = 2000     # distances evaluated (evenly spread when r_max is larger)


@dataclass(frozen=True)
class RopeDecayOptions(Options):
    d: int = 128
    base: float = 10000.0
    r_max: int = 256
    scale: str = "relative"       # each curve divided by its value at r = 0, or as defined
    extension: str = "none"
    factor: int = 4               # target length / trained length for the extension

    def __post_init__(self):
        d = whole("d", self.d, 4, 4096)
        if d % 2:
            raise ParamError("RoPE turns dimensions in pairs: d must be even, not {d}.", d=d)
        object.__setattr__(self, "d", d)
        object.__setattr__(self, "base", base_value(self.base))
        object.__setattr__(self, "r_max", whole("r_max", self.r_max, 1, MAX_R))
        choice("scale", self.scale, SCALES)
        choice("extension", self.extension, EXTENSIONS)
        object.__setattr__(self, "factor", whole("factor", self.factor, 2, 64))


@dataclass(frozen=True, eq=False)
class RopeDecayResult(Result):
    r: np.ndarray
    bound: np.ndarray          # as defined (32.5 at r = 0 for d = 128)
    cos_mean: np.ndarray
    random_mean: np.ndarray    # mean |q_0 . k_r| / (d/2)
    extended: np.ndarray | None   # the bound under the extension rule (None: no extension)
    scale: str

    def data_table(self):
        names = ["r", "bound", "mean_cos", "random_mean_abs_score"]
        cols = [self.r, self.bound, self.cos_mean, self.random_mean]
        if self.extended is not None:
            names.append("bound_extended")
            cols.append(self.extended)
        return names, np.column_stack(cols)


def compute(params, options: RopeDecayOptions) -> RopeDecayResult:
    count = min(options.r_max + 1, MAX_POINTS)
    r = np.unique(np.round(np.linspace(0, options.r_max, count)))
    d, base = options.d, options.base
    extended = None
    if options.extension == "interpolation":
        extended = rope_decay_bound(r / options.factor, d, base)
    elif options.extension == "ntk":
        extended = rope_decay_bound(r, d, ntk_base(base, d, 1, options.factor))
    return RopeDecayResult(r, rope_decay_bound(r, d, base), mean_cos(r, d, base),
                           random_score_mean(r, d, base, SAMPLES), extended, options.scale)


SPEC = ViewSpec(
    id="rope-decay",
    title="RoPE decay",
    description="RoFormer's long-term decay: the relative upper bound of a RoPE score against the distance, "
                "beside mean cos(rθ_i) and the mean |q·k| of random vectors.",
    area="bottom",
    reads=(),
    compute=compute,
    options=RopeDecayOptions,
)
