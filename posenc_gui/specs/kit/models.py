"""What the Models chapter's views read of a model: a preset or the opened model, with its layers and its RoPE
setting (the Long context chapter's `Setting`: head dimension, base, rule, the original and the target context).

A preset's layers are those its cited `layers` keys give, read as an opened config.json would be
(model_files.preset_layers); a preset without them has its RoPE setting but no layers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import Params
from ...core.errors import ParamError
from ...model_files.layers import LayerInfo
from ...model_files.preset_layers import preset_info
from ...records import record
from .long_context import OPENED, PRESETS, LongContextOptions, Setting, resolve

if TYPE_CHECKING:
    from ...model_files.inspection import ModelInfo

NONE = "none"
# the presets whose layers are cited (model-layers offers these and the opened model)
LAYERED = tuple(p.id for p in PRESETS.values() if preset_info(p) is not None)
PRESET_CHOICES = tuple((p.id, p.name) for p in PRESETS.values())


@record(eq=False)
class ChosenModel:
    name: str
    setting: Setting  # the RoPE setting of its global (full-attention) layers
    layers: tuple[LayerInfo, ...] | None  # None: not read (a preset that cites no layers)
    model_type: str | None
    local_base: float | None = None  # a preset's local layers' base, when it states one


def chosen(source: str, params: Params, model: ModelInfo | None) -> ChosenModel:
    """The preset with id `source`, or the opened `model` when `source` is OPENED (a ParamError when none is
    open, or it does not use RoPE)."""
    setting = resolve(params, LongContextOptions(source=source), model)
    if source == OPENED:
        assert model is not None  # (resolve refused a missing one)
        return ChosenModel(model.name, setting, model.layers, model.model_type)
    if source not in PRESETS:
        raise ParamError("There is no model preset {value}.", value=source)
    info = preset_info(PRESETS[source])
    return ChosenModel(
        setting.label,
        setting,
        None if info is None else info.layers,
        None if info is None else info.model_type,
        PRESETS[source].local_base,
    )
