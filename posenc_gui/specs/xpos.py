"""xPos (Sun et al. 2023): RoPE whose pairs also shrink with the distance. Each pair's scale ζ_j beside RoPE's
frequency θ_j, the decay ζ_j^(r / scale_base) of a few pairs against r, and the score of q = k = all ones
under RoPE, Σ_j 2 cos(r θ_j), beside xPos's Σ_j 2 ζ_j^(r / scale_base) cos(r θ_j), which keeps falling where
RoPE's oscillates."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.rope import rope_thetas
from ..core.xpos import rope_score_ones, xpos_decay, xpos_score_ones, xpos_zeta
from ..records import record
from .kit.arrays import Arrays, curves
from .kit.base import Options, Result, ViewSpec
from .kit.fields import real_option, whole_option
from .kit.paper import PaperLayout

MAX_POINTS = 2000  # distances evaluated (evenly spread when r_max is larger)


@record
class XposOptions(Options):
    d: int = whole_option(128, 4, 4096, step=2, label="d:", tip="Head dimension d (even): d/2 pairs")
    gamma: float = real_option(
        0.4,
        0.0,
        100.0,
        decimals=3,
        step=0.1,
        label="&gamma:",
        tip=(
            "ζ_j = (2j/d + γ)/(1 + γ): torchscale's XPOS uses γ = 0.4; a larger γ brings every ζ_j nearer 1 "
            "(less decay)"
        ),
    )
    scale_base: float = real_option(
        512.0,
        1.0,
        1e6,
        decimals=0,
        step=64,
        label="&Scale base:",
        tip=("The distance over which pair j's score shrinks by ζ_j (512 in torchscale)"),
    )
    r_max: int = whole_option(4096, 1, 100_000, label="r up &to:", tip="Largest distance shown")

    def validate(self) -> None:
        if self.d % 2:
            raise ParamError("xPos turns dimensions in pairs: d must be even, not {d}.", d=self.d)


@record(eq=False)
class XposResult(Result):
    theta: np.ndarray  # (d/2,) RoPE's θ_j = base^(−2j/d)
    zeta: np.ndarray  # (d/2,)
    r: np.ndarray  # distances
    pairs: np.ndarray  # the pairs whose decay is drawn
    decay: np.ndarray  # (len(r), len(pairs)) ζ_j^(r / scale_base)
    rope: np.ndarray  # (len(r),) Σ_j 2 cos(r θ_j)
    xpos: np.ndarray  # (len(r),) with the decay

    def data_table(self) -> tuple[list[str], np.ndarray]:
        pairs = np.arange(self.zeta.size, dtype=np.float64)
        return ["pair", "theta", "zeta"], np.column_stack([pairs, self.theta, self.zeta])

    def arrays(self) -> Arrays:
        """θ and ζ per pair (the CSV); the decay of the pairs drawn (r x decay_pair) and both all-ones scores."""
        return curves(
            *self.data_table(),
            r=self.r,
            decay=self.decay,
            decay_pair=self.pairs,
            rope_score=self.rope,
            xpos_score=self.xpos,
        )


def shown_pairs(d: int) -> np.ndarray:
    """The fastest pair, the slowest, and three between them."""
    half = d // 2
    return np.unique(np.round(np.linspace(0, half - 1, 5)).astype(np.int64))


def compute(params: Params, options: XposOptions) -> XposResult:
    d, base = options.d, params.base
    count = min(options.r_max + 1, MAX_POINTS)
    r = np.unique(np.round(np.linspace(0, options.r_max, count)))
    pairs = shown_pairs(d)
    decay = xpos_decay(d, r, options.gamma, options.scale_base)[:, pairs]
    return XposResult(
        rope_thetas(d, base),
        xpos_zeta(d, options.gamma),
        r,
        pairs,
        decay,
        rope_score_ones(d, r, base),
        xpos_score_ones(d, r, base, options.gamma, options.scale_base),
    )


SPEC = ViewSpec(
    id="xpos",
    paper=PaperLayout(("scores", "pairs", "decay"), shown=("scores", "decay")),
    chapter="relative",
    title="xPos",
    description="xPos: RoPE with a decay per pair. Its scales ζ_j beside RoPE's θ_j, the decay of a few pairs, "
    "and the all-ones score under both.",
    area="right",
    reads=("base",),
    compute=compute,
    options=XposOptions,
)
