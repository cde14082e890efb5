"""How the attention logit depends on the distance r = i − j under each scheme, on one plot, each minus its
value at r = 0: no encoding, sinusoidal PE added to the input, RoPE and xPos for q = k = all ones, ALiBi (one
head), T5 (through its buckets, with an illustrative seeded bias per bucket), Kerple log and power. A second
mode takes the mean over seeded random q and k instead of all ones: RoPE's and xPos's curves are then flat."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..core.relative import alibi_slopes
from ..core.relative_attention import BIAS_COLUMNS, bias_by_distance
from .base import Options, Result, ViewSpec
from .fields import choice_option, whole_option

MAX_POINTS = 1000    # distances evaluated (evenly spread when max_len is larger)
ALIBI_HEADS = 8      # the paper's example: 8 heads, slopes 1/2, 1/4, ..., 1/256
KERPLE = {"kerple_log_r1": 1.0, "kerple_log_r2": 1.0, "kerple_power_r1": 1.0, "kerple_power_r2": 0.5}


@dataclass(frozen=True)
class BiasByDistanceOptions(Options):
    mode: str = choice_option("ones", (("ones", "all ones"), ("random", "random (mean)")),
                              label="&Vectors:", tip=(
        "Aligned query and key (all ones), or the mean over 1000 seeded Gaussian pairs: then RoPE's and xPos's "
        "mean is 0 at every distance (a rotation of an independent vector averages out)"))
    scale: str = choice_option("raw", (("raw", "as defined"), ("peak", "÷ largest change")),
                               label="Sc&ale:", tip="Each curve as defined, or divided by its largest change "
                                                     "from r = 0 to compare shapes")
    alibi_head: int = whole_option(1, 1, ALIBI_HEADS, label="ALiBi &head:", tip=(
        "One of 8 ALiBi heads, slope 2^(−h): head 1 falls fastest"))
    t5_seed: int = whole_option(0, 0, 9999, label="T5 s&eed:", tip=(
        "The seed of T5's illustrative bias per bucket (a trained model learns them; these show only the "
        "bucket steps)"))
    trained: int = whole_option(64, 1, 100_000, label="&Trained length:", tip="A trained length, marked by a line")


@dataclass(frozen=True, eq=False)
class BiasByDistanceResult(Result):
    curves: dict          # BIAS_COLUMNS -> (len(r),) arrays; "r" the distances
    alibi_slope: float
    mode: str
    scale: str
    trained: int
    d_model: int

    def shown(self, name: str) -> np.ndarray:
        """The curve as drawn: as defined, or divided by its largest |change| (a flat curve stays 0)."""
        values = self.curves[name]
        if self.scale == "peak":
            top = float(np.abs(values).max()) if values.size else 0.0
            return values / top if top > 0 else values
        return values

    def data_table(self):
        return list(BIAS_COLUMNS), np.column_stack([self.curves[name] for name in BIAS_COLUMNS])


def compute(params, options: BiasByDistanceOptions) -> BiasByDistanceResult:
    count = min(params.max_len, MAX_POINTS)
    r = np.unique(np.round(np.linspace(0, params.max_len - 1, count))).astype(np.int64)
    slope = float(alibi_slopes(ALIBI_HEADS)[options.alibi_head - 1])
    curves = bias_by_distance(r, params.d_model, params.base, alibi_slope=slope, t5_bias_seed=options.t5_seed,
                              mode=options.mode, **KERPLE)
    return BiasByDistanceResult(curves, slope, options.mode, options.scale, options.trained, params.d_model)


SPEC = ViewSpec(
    id="bias-by-distance",
    chapter="relative",
    title="Bias by distance",
    description="How each scheme's attention logit depends on the distance: none, sinusoidal, RoPE, xPos, "
                "ALiBi, T5, Kerple, each minus its value at r = 0.",
    area="right",
    reads=("max_len", "d_model", "base"),
    compute=compute,
    options=BiasByDistanceOptions,
)
