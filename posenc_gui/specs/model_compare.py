"""Up to four models on one axis: each RoPE pair's wavelength (2π/θ under the model's rule, as it runs at its
target context) against its place among the rotated dimensions (pair k of r/2 at fraction 2k/r), with each model's
original and target context as marks, and a table of the keys that set them: the head's width, rotated dimensions,
softmax scale, the base of each kind of layer, the rule, its factor and the windows.

The head's width is the one q · k is computed over, and the softmax scale what q · k is multiplied by, as
`posenc-gui inspect --json` gives them per layer (`head_dim`, `rotary_dim`, `softmax_scale`): those of the layers
whose pairs the curve draws (the full-attention RoPE layers, else the first RoPE layers), so a multi-head latent
attention model shows its whole width (DeepSeek-V3: 128 + 64 = 192, GLM-5: 192 + 64 = 256) beside the 64 RoPE
turns. A model without read layers shows its RoPE setting's width and 1/√width times its softmax factor.

Turns: over the original context without the rule (original · θ_default / 2π) and over the target one under it
(target · θ_scaled / 2π), as the Long context chapter's rope-context view counts them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.rope_scaling import turns
from ..model_files.layers import LayerInfo
from ..records import record
from .kit.arrays import Arrays
from .kit.base import MODEL, MarkAxis, Options, Result, ViewSpec
from .kit.fields import choice_option
from .kit.long_context import OPENED
from .kit.models import NONE, PRESET_CHOICES, ChosenModel, chosen
from .kit.paper import PaperLayout
from .model_layers import kinds_of

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo

UNKNOWN = -1.0  # turns_original where the model's sources do not state the context before extension
SLOTS = ("first", "second", "third", "fourth")
CHOICES = ((NONE, "none"), *PRESET_CHOICES, (OPENED, "opened model"))
_TIP = "A preset, the model opened with File > Open model…, or none"


@record
class ModelCompareOptions(Options):
    first: str = choice_option("gemma-3-27b", CHOICES, label="&1:", tip=_TIP)
    second: str = choice_option("llama-3.1-8b", CHOICES, label="&2:", tip=_TIP)
    third: str = choice_option("gpt-oss", CHOICES, label="&3:", tip=_TIP)
    fourth: str = choice_option(NONE, CHOICES, label="&4:", tip=_TIP)

    def validate(self) -> None:
        if all(getattr(self, slot) == NONE for slot in SLOTS):
            raise ParamError("Choose at least one model to compare.")


@record
class ComparedModel:
    slot: int  # 0..3: which of the four choices
    model: ChosenModel
    fraction: np.ndarray  # 2k / rotary_dim
    wavelength: np.ndarray  # 2π / θ_k under the rule
    turns_original: np.ndarray  # UNKNOWN (-1) where the original context is not stated
    turns_target: np.ndarray
    bases: tuple[tuple[Reach, float], ...]  # (the layers' reach, their base), a kind of RoPE layer each
    windows: tuple[Reach, ...]  # the layers' windows
    head_dim: int = 0  # the width q . k is computed over (MLA: qk_nope_head_dim + qk_rope_head_dim)
    rotary_dim: int = 0  # the dimensions RoPE turns
    softmax_scale: float = 0.0  # what q . k is multiplied by before the softmax

    @property
    def factor(self) -> float | None:
        value = (self.model.setting.scaling or {}).get("factor")
        return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


@record(eq=False)
class ModelCompareResult(Result):
    models: tuple[ComparedModel, ...]

    def data_table(self) -> tuple[list[str], np.ndarray]:
        rows = [
            np.column_stack(
                [
                    np.full(m.fraction.size, float(m.slot)),
                    np.arange(m.fraction.size, dtype=float),
                    m.fraction,
                    m.wavelength,
                    m.turns_original,
                    m.turns_target,
                ]
            )
            for m in self.models
        ]
        return ["model", "pair", "fraction", "wavelength", "turns_original", "turns_target"], np.vstack(rows)

    def key_rows(self) -> list[dict[str, object]]:
        """The table of the models' keys, a row a model: name, head_dim (q . k width), rotary_dim, softmax_scale,
        bases ((attention, window, both sides), base), rule, factor, windows, original (None: not stated), target."""
        return [
            {
                "name": m.model.name,
                "head_dim": m.head_dim,
                "rotary_dim": m.rotary_dim,
                "softmax_scale": m.softmax_scale,
                "bases": m.bases,
                "rule": m.model.setting.rule,
                "factor": m.factor,
                "windows": m.windows,
                "original": m.model.setting.trained,
                "target": m.model.setting.target,
            }
            for m in self.models
        ]

    def arrays(self) -> Arrays:
        """`pairs (row x column)`: one row a pair of a model, the columns after `model`; `model` (the chooser each
        row came from, 0 to 3) beside it, and `names`, the models' names by chooser (empty for none)."""
        names, table = self.data_table()
        chosen = {m.slot: m.model.name for m in self.models}
        return Arrays(
            "pairs",
            ("row", "column"),
            {
                "pairs": table[:, 1:],
                "row": np.arange(table.shape[0]),
                "column": np.array(names[1:], dtype=str),
                "model": table[:, 0],
                "names": np.array([chosen.get(k, "") for k in range(len(SLOTS))], dtype=str),
            },
        )


Reach = tuple[str, int | None, bool]  # (attention, window, reaching both sides): ("sliding", 1024, False)


def reach_of(layer: LayerInfo) -> Reach:
    return layer.attention, layer.window, layer.bidirectional


def _keys(m: ChosenModel) -> tuple[tuple[tuple[Reach, float], ...], tuple[Reach, ...]]:
    """(base of each kind of RoPE layer, the windows), from the layers when read, else the preset's bases."""
    if m.layers:
        kinds, _ = kinds_of(m.layers, m.setting.target)
        bases = tuple(
            dict.fromkeys((reach_of(k.layer), float(k.layer.base)) for k in kinds if k.layer.base is not None)
        )
        windows = tuple(dict.fromkeys(reach_of(k.layer) for k in kinds if k.layer.window is not None))
        return bases, windows
    if m.local_base is not None:
        return ((("full", None, False), float(m.setting.base)), (("sliding", None, False), float(m.local_base))), ()
    return ((("full", None, False), float(m.setting.base)),), ()


def drawn_layer(layers: tuple[LayerInfo, ...] | None) -> LayerInfo | None:
    """The layer whose pairs the curve draws: the first full-attention RoPE layer, else the first RoPE layer."""
    turning = [layer for layer in layers or () if layer.position in ("rope", "rope-2d") and layer.head_dim]
    return next((layer for layer in turning if layer.attention == "full"), turning[0] if turning else None)


def widths(m: ChosenModel) -> tuple[int, int, float]:
    """(the width q . k is computed over, the rotated dimensions, the softmax scale) of the layers the curve draws,
    from the layers when read, else from the RoPE setting."""
    layer = drawn_layer(m.layers)
    if layer is not None and layer.head_dim and layer.softmax_scale is not None:
        return int(layer.head_dim), int(layer.rotary_dim or 0), float(layer.softmax_scale)
    s = m.setting
    return s.head_dim, s.rotary_dim, s.softmax_scale / float(np.sqrt(s.head_dim))


def compare(slot: int, m: ChosenModel) -> ComparedModel:
    s = m.setting
    scaled, _ = s.inv_freq()
    default, _ = s.inv_freq(scaled=False)
    pairs = scaled.size
    fraction = 2.0 * np.arange(pairs, dtype=np.float64) / (2 * pairs)
    with np.errstate(divide="ignore"):
        wavelength = np.where(scaled > 0, 2.0 * np.pi / np.where(scaled > 0, scaled, 1.0), np.inf)
    # (-1: no turn count over a context no source states)
    original = turns(default, s.trained) if s.trained is not None else np.full(pairs, UNKNOWN)
    bases, windows = _keys(m)
    return ComparedModel(slot, m, fraction, wavelength, original, turns(scaled, s.target), bases, windows, *widths(m))


def compute(params: Params, options: ModelCompareOptions, model: ModelInfo | None = None) -> ModelCompareResult:
    out = []
    for slot, name in enumerate(SLOTS):
        source = getattr(options, name)
        if source != NONE:
            out.append(compare(slot, chosen(source, params, model)))
    return ModelCompareResult(tuple(out))


SPEC = ViewSpec(
    id="model-compare",
    paper=PaperLayout(("curves", "table"), shown=("curves",)),
    chapter="models",
    title="Models compared",
    description="Up to four models' RoPE pairs on one axis: wavelength against the pair's place among the rotated "
    "dimensions, each model's original and target context marked, and their keys side by side.",
    area="bottom",
    reads=(),
    uses={"model": MODEL},
    compute=compute,
    options=ModelCompareOptions,
    shows=SLOTS,  # the models chosen first to fourth
    marks={"wavelength": MarkAxis("y", log=True)},  # a wavelength in positions
)
