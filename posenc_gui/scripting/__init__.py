"""A view's numbers and its figure from Python, without a window: `posenc_gui.compute` and `posenc_gui.figure`.

    import posenc_gui
    result = posenc_gui.compute("heatmap", d_model=64, max_len=50)   # result.table: (50, 64) float64
    fig = posenc_gui.figure("rope-decay", d=64, r_max=512)           # shows itself in Jupyter
    fig.save("decay.svg")                                            # any export format

Settings are the names `posenc-gui export --set` takes: the shared parameters (d_model, max_len, base, layout,
position), `view.option` for any owner's option (`**{"long-context.rule": "yarn"}`), and, for the view asked
for, its own options by their bare names (d=64 for rope-decay.d) and those of a setting it shares with other views
(sentence= for live-bag's live.sentence). A bare name that is both is the shared
parameter when the view reads it, else the view's option (rope-decay's own `base`). Values are Python values
(a list or tuple for a list of numbers) or texts read as `--set` reads them; each is checked as the window
checks it (a ParamError that names it). An NPZ export's `settings` go back in unchanged:
`posenc_gui.compute(view, **json.loads(str(npz["settings"])))`.

`model=` opens a model as File > Open model… does in the window (a folder, its config.json, a .safetensors file or
a shard index; posenc_gui.model_files.inspect_model reads it): the views that use an opened model (Layers of a model,
Learned positions, Attention sinks, ...) read it, and a RoPE model makes the Long context setting's source the
opened model unless `long-context.source` is given. A path that cannot be opened is refused (a ModelFileError naming
the file). A view's own option named `model` (model-layers, alibi, mrope: a preset) is set by its full name,
`**{"model-layers.model": "opened"}`, or, as before `model=` opened files, by `model=` a preset's name that is no
file or folder.

Computing loads no Qt; a figure starts Qt (offscreen, unless QT_QPA_PLATFORM says otherwise) when it is drawn.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from .figure import Figure

if TYPE_CHECKING:
    from ..core import Params
    from ..model_files.inspection import ModelInfo
    from ..specs.kit.base import Options, Result

# what model= takes: the path of a model's folder or file (or, for a view with an option `model`, a preset's name)
ModelPath = str | os.PathLike[str] | None


def own_model_option(view_id: str, model: ModelPath, settings: dict[str, Any]) -> tuple[ModelPath, dict[str, Any]]:
    """(model, settings) with a view's own option named `model` (model-layers, alibi, mrope: a preset) taken from
    `model=` when that is one of the option's values and no file or folder: scripts written before `model=`
    opened files keep working; anything else stays a path to open."""
    from ..core import ParamError, Params
    from ..specs import SPECS
    from ..specs.kit import assignments

    if (
        view_id in SPECS
        and "model" in SPECS[view_id].options.field_names()
        and isinstance(model, str)
        and not os.path.exists(model)
        and "model" not in settings
        and f"{view_id}.model" not in settings
    ):
        try:  # (one of the option's values: applied alone, as a session's line is)
            assignments.apply({f"{view_id}.model": assignments.value_of(f"{view_id}.model", model)}, Params(), {})
        except ParamError:
            return model, settings
        return None, {**settings, f"{view_id}.model": model}
    return model, settings


def opened(model: ModelPath, view_id: str | None = None) -> ModelInfo | None:
    """The ModelInfo of the model at path `model` as File > Open model… reads it (None for None). A path that does
    not exist, given for a view with an option named `model`, says how to set that option."""
    if model is None:
        return None
    from ..core import ParamError
    from ..model_files.inspection import inspect_model
    from ..specs import SPECS

    if (
        view_id in SPECS
        and "model" in SPECS[view_id].options.field_names()
        and isinstance(model, str)
        and not os.path.exists(model)
    ):
        raise ParamError(
            "model= opens a model's files, and there is no file or folder {path} (nor is it one of "
            "{view}'s models); {view}'s own option model is also set by its full name: "
            '**{{"{view}.model": ...}}.',
            path=repr(model),
            view=view_id,
        )
    return inspect_model(model)


def resolve(
    view_id: str, settings: dict[str, Any], model: ModelInfo | None = None
) -> tuple[Params, dict[str, Options]]:
    """(params, {owner: options}) for view `view_id` and `settings` (see the module's description), with the
    opened `model` (a ModelInfo or None) setting the Long context source as the window does."""
    from ..core import PARAM_NAMES, ParamError, Params
    from ..specs import LONG_CONTEXT, SHARED_OWNERS, SPECS
    from ..specs.kit import assignments, live_model
    from ..specs.kit.long_context import OPENED

    if model is not None and model.type == "rope" and f"{LONG_CONTEXT}.source" not in settings:
        settings = {f"{LONG_CONTEXT}.source": OPENED, **settings}
    if model is not None and f"{live_model.OWNER}.model" not in settings and live_model.runnable(model.path):
        settings = {f"{live_model.OWNER}.model": live_model.OPENED, **settings}  # (Inside a real model runs it)

    if view_id not in SPECS:
        raise ParamError("no view {view} (views: {views}).", view=repr(view_id), views=", ".join(SPECS))
    spec = SPECS[view_id]
    fields = spec.options.field_names()
    changes: dict[str, Any] = {}
    for name, value in settings.items():
        if "." not in name and not (name in PARAM_NAMES and (name in spec.reads or name not in fields)):
            # (a setting the view shares with others, by its bare name: live's sentence for live-bag)
            shared = [owner for owner in spec.shared_owners() if name in SHARED_OWNERS[owner].field_names()]
            if name not in fields and shared:
                changes[f"{shared[0]}.{name}"] = assignments.value_of(f"{shared[0]}.{name}", value)
                continue
            if name not in fields:
                raise ParamError(
                    "{name} is neither a parameter ({params}) nor an option of {view} ({fields}).",
                    name=repr(name),
                    params=", ".join(PARAM_NAMES),
                    view=view_id,
                    fields=", ".join(fields) or "it has none",
                )
            name = f"{view_id}.{name}"
        changes[name] = assignments.value_of(name, value)
    return assignments.apply(changes, Params(), {})


def compute(view_id: str, model: ModelPath = None, **settings: Any) -> Result:
    """The numbers of view `view_id` for `settings`: its typed result (a frozen dataclass of numpy arrays), the one
    its data export writes (the heatmap's every position, not the screen's rows). `result.arrays()` names them
    (`.array` is what an NPY file holds, `.axes` its axes' names), `result.data_table()` is its CSV. `model`: the
    path of a model to open first, as File > Open model… does."""
    from ..specs import SPECS
    from ..specs.kit import assignments

    model, settings = own_model_option(view_id, model, settings)
    info = opened(model, view_id)
    params, options = resolve(view_id, settings, info)
    spec = SPECS[view_id]
    own = options.get(view_id) or spec.options().fit(params)
    return spec.exported(params, own, **assignments.used_by(spec, params, options, info))


def figure(view_id: str, model: ModelPath = None, **settings: Any) -> Figure:
    """View `view_id` drawn for `settings` as the window draws it: `.save(path)` writes any export format (its
    suffix says which), and in Jupyter it shows itself (PNG or SVG). `model`: the path of a model to open first,
    as File > Open model… does."""
    model, settings = own_model_option(view_id, model, settings)
    info = opened(model, view_id)
    params, options = resolve(view_id, settings, info)
    return Figure(view_id, params, options, model=info)


__all__ = ["Figure", "compute", "figure", "opened", "resolve"]
