"""A model's layers as its code builds them: one cell a layer, coloured by kind (global RoPE, local RoPE, chunked
RoPE, no RoPE, sparse, linear, ...), and for each kind what a query sees: the keys it can reach (a window or a chunk
against the whole context), the longest wavelength that makes a full turn within that reach, a linear layer's decay
where its family defines one (MiniMax), and a per-position scale on the queries (Llama 4's temperature on its layers
without RoPE, Ministral 3's on every layer) against the position.

Reach, as the masks of model_files/layers.py: a full layer's query at the last position of the context reaches
`context` keys, the farthest `context − 1` positions back; a sliding layer's reaches `window` keys, the farthest
`window − 1` back; a chunked layer's at most `window` keys (the last token of a chunk), `window − 1` back; a
bidirectional window (ModernBERT) `window // 2` on each side; a sparse layer's the `topk` keys its indexer scores
highest, anywhere in the context (so as far as `context − 1` back); a linear layer's recurrent state holds every
earlier token (`context − 1` back), weighed by its decay. A pair turns fully within the reach when its wavelength
2π/θ is at most the farthest distance.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, cast

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.rope_scaling import nope_query_scale
from ..model_files.layers import LayerInfo, describe, pattern_text
from ..records import record
from .kit.base import MODEL, MarkAxis, Options, Result, ViewSpec
from .kit.fields import choice_option
from .kit.long_context import OPENED
from .kit.models import LAYERED, PRESET_CHOICES, chosen

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo

ATTENTION = ("full", "sliding", "chunked", "sparse", "linear")
POSITION = ("rope", "nope", "alibi", "rope-2d", "none")
RULES = ("default", "linear", "dynamic", "yarn", "longrope", "llama3", "proportional")  # then "other"
TEMPERATURE_POINTS = 400


@record
class ModelLayersOptions(Options):
    model: str = choice_option(
        "gemma-3-27b",
        (*(c for c in PRESET_CHOICES if c[0] in LAYERED), (OPENED, "opened model")),
        label="&Model:",
        tip="A preset whose sources state its layers, or the model opened with File > Open model…",
    )


@record
class LayerKind:
    """Layers alike (LayerInfo.key): their layers, and what a query of theirs reaches."""

    layer: LayerInfo
    indexes: tuple[int, ...]
    keys: int  # the most keys a query reaches
    distance: int  # the farthest key, in positions back (or to each side)
    wavelengths: np.ndarray  # 2π/θ of each turning pair (empty without RoPE)
    longest_turning: float  # the longest wavelength ≤ distance (NaN: none, or no RoPE)
    decay_first: np.ndarray  # a linear kind's decay lengths 1/slope by head in its first layer (empty: none)
    decay_last: np.ndarray  # ... and in its last layer

    @property
    def text(self) -> str:
        return describe(self.layer)


@record(eq=False)
class ModelLayersResult(Result):
    name: str
    context: int
    layers: tuple[LayerInfo, ...]
    kinds: tuple[LayerKind, ...]
    kind_of_layer: np.ndarray  # (n,) index into kinds
    table: np.ndarray  # (n, 7): the data table's rows (see layer_row)
    positions: np.ndarray  # the query scale's positions (empty when no layer scales its queries)
    temperature: np.ndarray  # what q is multiplied by at each of them
    query_formula: str | None = None  # model_files.layers.QUERY_FORMULAS' name of that scale
    query_scale: dict[str, float] | None = None  # its constants

    @property
    def pattern(self) -> str:
        return pattern_text(self.layers)

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return ["layer", "attention", "window", "position", "base", "rope_type", "rotary_dim"], self.table


def code(value: str | None, names: tuple[str, ...]) -> float:
    """A word's index in `names` (len(names): another), -1 for None (a layer without RoPE has no rule)."""
    if value is None:
        return -1.0
    return float(names.index(value)) if value in names else float(len(names))


def reach(layer: LayerInfo, context: int) -> tuple[int, int]:
    """(the most keys a query of `layer` reaches, the farthest of them in positions), see the module's text."""
    if layer.attention == "sparse" and layer.topk is not None:
        return min(layer.topk, context), context - 1
    if layer.window is None:
        return context, context - 1
    if layer.bidirectional:
        side = layer.window // 2
        return 2 * side + 1, side
    window = min(layer.window, context)
    return window, window - 1


def layer_row(i: int, layer: LayerInfo) -> list[float]:
    """The layer's row of the data table: what does not apply is 0 (a full layer's window, a NoPE layer's base and
    rotated dimensions) or -1 (a NoPE layer's rule)."""
    return [
        float(i),
        code(layer.attention, ATTENTION),
        float(layer.window or 0),
        code(layer.position, POSITION),
        float(layer.base or 0.0),
        code(layer.rope_type, RULES),
        float(layer.rotary_dim or 0),
    ]


def kinds_of(layers: tuple[LayerInfo, ...], context: int) -> tuple[tuple[LayerKind, ...], np.ndarray]:
    keys: dict[tuple[object, ...], list[int]] = {}
    for i, layer in enumerate(layers):
        keys.setdefault(layer.key(), []).append(i)
    kinds = []
    of = np.zeros(len(layers), dtype=np.int64)
    for k, indexes in enumerate(keys.values()):
        layer = layers[indexes[0]]
        count, distance = reach(layer, context)
        if layer.inv_freq is not None and layer.position in ("rope", "rope-2d"):
            wavelengths = 2.0 * np.pi / np.asarray(layer.inv_freq, dtype=np.float64)
        else:
            wavelengths = np.zeros(0)
        within = wavelengths[wavelengths <= distance]
        first, last = (_decay_lengths(layers[indexes[j]]) for j in (0, -1))
        kinds.append(
            LayerKind(
                layer,
                tuple(indexes),
                count,
                distance,
                wavelengths,
                float(within.max()) if within.size else math.nan,
                first,
                last,
            )
        )
        of[indexes] = k
    return tuple(kinds), of


def _decay_lengths(layer: LayerInfo) -> np.ndarray:
    """1/slope of each head of a linear layer with a decay (MiniMax's lightning: a key that many tokens back
    weighs 1/e of the newest), empty otherwise."""
    if not layer.decay:
        return np.zeros(0)
    return 1.0 / np.asarray(layer.decay["slopes"], dtype=np.float64)


def query_scale_curve(positions: np.ndarray, formula: str, constants: dict[str, float]) -> np.ndarray:
    """What q is multiplied by at each 0-based position (model_files.layers.QUERY_FORMULAS)."""
    if formula == "llama4_temperature":
        return nope_query_scale(positions, constants["floor_scale"], constants["attn_scale"])
    steps = np.floor(np.asarray(positions, dtype=np.float64) / constants["original_max_position_embeddings"])
    return 1.0 + constants["beta"] * np.log1p(steps)


def _scale_positions(context: int, step: float, shift: float) -> np.ndarray:
    """Positions to draw a stepped scale at: evenly spread, and each step's last position and first (the steps
    drawn sharp) when there are few enough; a step starts where (pos + shift) reaches a multiple of `step`."""
    positions = np.round(np.linspace(0, context - 1, TEMPERATURE_POINTS))
    if context / step <= TEMPERATURE_POINTS:
        steps = np.arange(1, math.floor(context / step) + 1) * step
        positions = np.concatenate([positions, np.ceil(steps) - shift - 1, np.ceil(steps) - shift])
    return np.unique(positions[(positions >= 0) & (positions < context)])


def compute(params: Params, options: ModelLayersOptions, model: ModelInfo | None = None) -> ModelLayersResult:
    if (
        options.model == OPENED
        and model is not None
        and model.type == "nope"
        and model.layers
        and model.max_position_embeddings
    ):
        # (no layer turns RoPE, so there is no RoPE setting to take the context from: Kimi Linear's own context)
        name, layers, context = model.name, model.layers, model.max_position_embeddings
    else:
        m = chosen(options.model, params, model)
        if not m.layers:
            raise ParamError(
                "The layers of {name} are not read: its config names a sliding window or a layer type "
                "whose layers this version does not place.",
                name=m.name,
            )
        name, layers, context = m.name, m.layers, m.setting.target
    kinds, of = kinds_of(layers, context)
    table = np.array([layer_row(i, layer) for i, layer in enumerate(layers)], dtype=np.float64)
    scaled = next((k.layer for k in kinds if k.layer.query_scale and k.layer.query_formula), None)
    if scaled is not None:
        formula, constants = cast(str, scaled.query_formula), cast(dict[str, float], scaled.query_scale)
        if formula == "llama4_temperature":  # (its steps start where pos + 1 reaches a multiple of floor_scale)
            positions = _scale_positions(context, float(constants["floor_scale"]), 1.0)
        else:
            positions = _scale_positions(context, float(constants["original_max_position_embeddings"]), 0.0)
        temperature = query_scale_curve(positions, formula, constants)
        return ModelLayersResult(
            name, context, layers, kinds, of, table, positions, temperature, formula, dict(constants)
        )
    return ModelLayersResult(name, context, layers, kinds, of, table, np.zeros(0), np.zeros(0))


SPEC = ViewSpec(
    id="model-layers",
    chapter="models",
    title="Layers of a model",
    description="The model's layers as its code builds them, coloured by kind, and what a query of each kind "
    "reaches: the keys, the longest wavelength that turns within them, a query temperature.",
    area="top",
    reads=(),
    uses={"model": MODEL},
    compute=compute,
    options=ModelLayersOptions,
    marks={"distance": MarkAxis("x", log=True)},  # on the reach plot: a distance in positions
)
