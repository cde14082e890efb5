"""A model's layers as its code builds them: one cell a layer, coloured by kind (global RoPE, local RoPE, chunked
RoPE, no RoPE, ...), and for each kind what a query sees: the keys it can reach (a window or a chunk against the
whole context), the longest wavelength that makes a full turn within that reach, and for layers without RoPE that
scale their queries (Llama 4) the query temperature against the position.

Reach, as the masks of model_files/layers.py: a full layer's query at the last position of the context reaches
`context` keys, the farthest `context − 1` positions back; a sliding layer's reaches `window` keys, the farthest
`window − 1` back; a chunked layer's at most `window` keys (the last token of a chunk), `window − 1` back; a
bidirectional window (ModernBERT) `window // 2` on each side. A pair turns fully within the reach when its
wavelength 2π/θ is at most the farthest distance.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.rope_scaling import nope_query_scale
from ..model_files.layers import LayerInfo, describe, pattern_text
from ..records import record
from .base import MODEL, MarkAxis, Options, Result, ViewSpec
from .fields import choice_option
from .long_context import OPENED
from .models import LAYERED, PRESET_CHOICES, chosen

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo

ATTENTION = ("full", "sliding", "chunked")
POSITION = ("rope", "nope", "alibi", "rope-2d")
RULES = ("default", "linear", "dynamic", "yarn", "longrope", "llama3", "proportional")   # then "other"
TEMPERATURE_POINTS = 400


@record
class ModelLayersOptions(Options):
    model: str = choice_option("gemma-3-27b", (*(c for c in PRESET_CHOICES if c[0] in LAYERED),
                                               (OPENED, "opened model")),
                               label="&Model:", tip="A preset whose sources state its layers, or the model opened "
                                                    "with File > Open model…")


@record
class LayerKind:
    """Layers alike (LayerInfo.key): their layers, and what a query of theirs reaches."""
    layer: LayerInfo
    indexes: tuple[int, ...]
    keys: int                      # the most keys a query reaches
    distance: int                  # the farthest key, in positions back (or to each side)
    wavelengths: np.ndarray        # 2π/θ of each turning pair (empty without RoPE)
    longest_turning: float         # the longest wavelength ≤ distance (NaN: none, or no RoPE)

    @property
    def text(self) -> str:
        return describe(self.layer)


@record(eq=False)
class ModelLayersResult(Result):
    name: str
    context: int
    layers: tuple[LayerInfo, ...]
    kinds: tuple[LayerKind, ...]
    kind_of_layer: np.ndarray       # (n,) index into kinds
    table: np.ndarray               # (n, 7): the data table's rows (see layer_row)
    positions: np.ndarray           # the query temperature's positions (empty when no layer scales its queries)
    temperature: np.ndarray

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
    return [float(i), code(layer.attention, ATTENTION), float(layer.window or 0), code(layer.position, POSITION),
            float(layer.base or 0.0), code(layer.rope_type, RULES), float(layer.rotary_dim or 0)]


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
        kinds.append(LayerKind(layer, tuple(indexes), count, distance, wavelengths,
                               float(within.max()) if within.size else math.nan))
        of[indexes] = k
    return tuple(kinds), of


def compute(params: Params, options: ModelLayersOptions, model: ModelInfo | None = None) -> ModelLayersResult:
    m = chosen(options.model, params, model)
    if not m.layers:
        raise ParamError("The layers of {name} are not read: its config names a sliding window or a layer type whose "
                         "layers this version does not place.", name=m.name)
    context = m.setting.target
    kinds, of = kinds_of(m.layers, context)
    table = np.array([layer_row(i, layer) for i, layer in enumerate(m.layers)], dtype=np.float64)
    scaled = next((k.layer.query_scale for k in kinds if k.layer.query_scale), None)
    if scaled:
        positions = np.round(np.linspace(0, context - 1, TEMPERATURE_POINTS))
        floor = float(scaled["floor_scale"])
        if context / floor <= TEMPERATURE_POINTS:   # (each step's last position and first: the steps drawn sharp)
            steps = np.arange(1, math.floor(context / floor) + 1) * floor
            positions = np.concatenate([positions, np.ceil(steps) - 2, np.ceil(steps) - 1])
        positions = np.unique(positions[(positions >= 0) & (positions < context)])
        temperature = nope_query_scale(positions, scaled["floor_scale"], scaled["attn_scale"])
    else:
        positions, temperature = np.zeros(0), np.zeros(0)
    return ModelLayersResult(m.name, context, m.layers, kinds, of, table, positions, temperature)


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
    marks={"distance": MarkAxis("x", log=True)},   # on the reach plot: a distance in positions
)
