"""How the attention logit depends on the distance r = i − j under each scheme, on one plot, each minus its
value at r = 0: no encoding, sinusoidal PE added to the input (its position term PE(i)·PE(j), W_q = W_k = I),
RoPE and xPos for q = k = all ones, ALiBi (one
head), T5 (through its buckets, with an illustrative seeded bias per bucket), Kerple log and power. A second
mode takes the mean over seeded random q and k instead of all ones: RoPE's and xPos's curves are then flat."""

from __future__ import annotations

from typing import Any, cast

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.relative import alibi_slopes
from ..core.relative_attention import BIAS_COLUMNS, bias_by_distance
from ..model_files.inspection import ModelInfo, load_table
from ..records import record
from .kit.base import MODEL, Options, Result, ViewSpec
from .kit.fields import choice_option, whole_option

MAX_POINTS = 1000  # distances evaluated (evenly spread when max_len is larger)
ALIBI_HEADS = 8  # the paper's example: 8 heads, slopes 1/2, 1/4, ..., 1/256
KERPLE: dict[str, Any] = {"kerple_log_r1": 1.0, "kerple_log_r2": 1.0, "kerple_power_r1": 1.0, "kerple_power_r2": 0.5}


@record
class BiasByDistanceOptions(Options):
    mode: str = choice_option(
        "ones",
        (("ones", "all ones"), ("random", "random (mean)")),
        label="&Vectors:",
        tip=(
            "RoPE's and xPos's query and key all ones (aligned), or the mean over 1000 seeded Gaussian pairs: then "
            "their mean is 0 at every distance (a rotation of an independent vector averages out). The sinusoidal "
            "curve is PE(i)·PE(j) (W_q = W_k = I) either way"
        ),
    )
    scale: str = choice_option(
        "raw",
        (("raw", "as defined"), ("peak", "÷ largest change")),
        label="Sc&ale:",
        tip="Each curve as defined, or divided by its largest change from r = 0 to compare shapes",
    )
    alibi_head: int = whole_option(
        1, 1, ALIBI_HEADS, label="ALiBi &head:", tip=("One of 8 ALiBi heads, slope 2^(−h): head 1 falls fastest")
    )
    t5_seed: int = whole_option(
        0,
        0,
        9999,
        label="T5 s&eed:",
        tip=(
            "The seed of T5's illustrative bias per bucket (a trained model learns them; these show only the "
            "bucket steps)"
        ),
    )
    trained: int = whole_option(64, 1, 100_000, label="&Trained length:", tip="A trained length, marked by a line")
    t5_bias: str = choice_option(
        "seeded",
        (("seeded", "seeded (illustrative)"), ("opened", "opened model")),
        label="T5 &bias:",
        tip=(
            "T5's bias per bucket: seeded stand-ins, or a trained head's of the T5 model opened with File > Open "
            "model… (its decoder's, else its encoder's)"
        ),
    )
    t5_head: int = whole_option(
        1, 1, 128, label="T5 hea&d:", tip="The head of the opened T5 model whose trained bias is drawn"
    )


@record(eq=False)
class BiasByDistanceResult(Result):
    curves: dict[str, np.ndarray]  # BIAS_COLUMNS -> (len(r),) arrays; "r" the distances
    alibi_slope: float
    mode: str
    scale: str
    trained: int
    d_model: int
    t5_model: str = ""  # the opened model whose trained T5 head is drawn ("": seeded biases)

    def shown(self, name: str) -> np.ndarray:
        """The curve as drawn: as defined, or divided by its largest |change| (a flat curve stays 0)."""
        values = self.curves[name]
        if self.scale == "peak":
            top = float(np.abs(values).max()) if values.size else 0.0
            return values / top if top > 0 else values
        return values

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return list(BIAS_COLUMNS), np.column_stack([self.curves[name] for name in BIAS_COLUMNS])


def trained_t5(model: ModelInfo | None, head: int) -> dict[str, Any]:
    """The bias_by_distance arguments for one head of an opened T5 model's trained table: its decoder's (a
    decoder's buckets are causal, as this view's keys before the query are), else its encoder's."""
    if model is None:
        raise ParamError("No model is open: open a T5 model with File > Open model…, or choose seeded biases.")
    tables = [t for t in model.tables if "relative_attention_bias" in t.name and len(t.shape) == 2]
    if model.type != "t5-buckets" or not tables or not model.num_buckets or not model.max_distance:
        raise ParamError("The opened model {name} has no T5 bucket biases ({kind}).", name=model.name, kind=model.type)
    table = next((t for t in tables if "decoder" in t.name), tables[0])
    heads = table.shape[1]
    if head > heads:
        raise ParamError(
            "The opened model {name} has {n} heads; T5 head must be 1 to {n}, not {h}.",
            name=model.name,
            n=heads,
            h=head,
        )
    values = load_table(model, table.name)
    return {
        "t5_table": np.array(values[:, head - 1], dtype=np.float64),
        "t5_num_buckets": table.shape[0],
        "t5_max_distance": model.max_distance,
        "t5_bidirectional": "decoder" not in table.name,
    }


def compute(params: Params, options: BiasByDistanceOptions, model: ModelInfo | None = None) -> BiasByDistanceResult:
    count = min(params.max_len, MAX_POINTS)
    r = np.unique(np.round(np.linspace(0, params.max_len - 1, count))).astype(np.int64)
    slope = float(alibi_slopes(ALIBI_HEADS)[options.alibi_head - 1])
    t5 = trained_t5(model, options.t5_head) if options.t5_bias == "opened" else {}
    curves = bias_by_distance(
        r,
        params.d_model,
        params.base,
        alibi_slope=slope,
        t5_bias_seed=options.t5_seed,
        mode=options.mode,
        **KERPLE,
        **t5,
    )
    return BiasByDistanceResult(
        curves,
        slope,
        options.mode,
        options.scale,
        options.trained,
        params.d_model,
        cast(ModelInfo, model).name if t5 else "",
    )  # (trained_t5 refused None)


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
    uses={"model": MODEL},
)
