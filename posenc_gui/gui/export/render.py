"""Writing one view to a file outside the window, as `posenc-gui export` and the scripting API's figures do: its
data without Qt, its figure or animation drawn by a StandaloneView. The writer of each format is found here,
from the module of its kind."""

from __future__ import annotations

import os
from pathlib import Path


def writer(fmt):
    """The function that writes format `fmt` (see export/formats.py): data writers need no Qt, the others do."""
    if fmt.kind == "data":
        from ...export import data as module
    elif fmt.kind == "figure":
        from . import figure as module
    else:
        from . import animation as module
    return getattr(module, fmt.writer)


def slide_title(spec, look) -> str:
    """The title a slide carries: the one `look` gives ("" for none), else the view's title in the app's
    language (the window gives the lesson step's headline when it exports from a step)."""
    if look.preset != "slide":
        return ""
    if look.title is not None:
        return look.title
    from ..i18n import tr

    return tr(spec.title, "views")


def _shared(spec, params, options: dict) -> dict:
    """The options of the other owners `spec` uses (a session's, else the defaults), fitted to `params`."""
    from ...specs import option_classes
    from ...specs.kit.base import MODEL

    classes = option_classes()
    return {
        owner: (options.get(owner) or classes[owner]()).fit(params) for owner in spec.uses.values() if owner != MODEL
    }


def export_one(
    vid: str,
    path: Path,
    params,
    scale=None,
    width=None,
    motion=None,
    options=None,
    on_frame=None,
    shared=None,
    model=None,
    look=None,
    sweep=None,
) -> None:
    """Write view `vid` for `params` (and its `options`, default ones if None) to `path` in the format its
    suffix names; `motion` = (first, last, frames, fps) for GIF and MP4, `on_frame(k, n)` hears of each of
    their frames; `sweep` (export/sweep.py SweepFrames, worked out and checked): a GIF or MP4 of any view over
    the sweep's values instead of positions (its frames per second still from `motion`); `look`: the figure's
    preset (export/presets.py FigureLook; None: screen). Raises ExportError
    or ParamError with a one-line message. Cycles are collected after, not during (see collection)."""
    from ..collection import collection_after

    with collection_after():
        _export_one(vid, path, params, scale, width, motion, options, on_frame, shared, model, look, sweep)


def _export_one(
    vid: str, path: Path, params, scale, width, motion, options, on_frame, shared, model, look, sweep=None
) -> None:
    from ...export import ExportError, format_for
    from ...export.atomic import noop
    from ...specs import SPECS

    fmt = format_for(path)
    spec = SPECS[vid]
    options = None if options is None else options.fit(params)
    shared = _shared(spec, params, shared or {})
    if fmt.kind == "data":
        from ...export.data import view_data

        writer(fmt)(path, view_data(vid, params, shared | ({vid: options} if options is not None else {}), model))
        return
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ..qt_app import ensure_app
    from .standalone import FIGURE_SIZE, StandaloneView

    ensure_app()

    if look is not None and look.preset != "screen":
        if fmt.kind == "animation":
            raise ExportError(
                noop("the {preset} preset is for figures (PNG, SVG, PDF), not {suffix}"),
                preset=look.preset,
                suffix=fmt.suffix,
            )
        from .preset_figures import preset_view, write

        made = preset_view(vid, params, options, shared, model, look, slide_title(spec, look))
        try:
            write(look, made.figure(), Path(path), f"{spec.title} (posenc-gui)")
        finally:
            made.close()
        return

    if fmt.kind == "animation" and sweep is not None:
        from ...export.motion import DEFAULT_FPS, unavailable
        from .animation import iter_frames

        if unavailable(fmt.suffix):
            raise ExportError(unavailable(fmt.suffix))
        fps = motion[3] if motion else DEFAULT_FPS
        frames = iter_frames(vid, params, options, FIGURE_SIZE, [], scale, width, on_frame, sweep=sweep, shared=shared)
        writer(fmt)(frames, path, fps=fps)
        return

    if fmt.kind == "animation":
        from ...export.motion import positions, unavailable
        from .animation import iter_frames

        moving = [v for v, s in SPECS.items() if s.animated]
        if not spec.animated:
            raise ExportError(
                noop("{view} does not move with the position; {suffix} is for: {views}"),
                view=vid,
                suffix=fmt.suffix,
                views=", ".join(moving),
            )
        if unavailable(fmt.suffix):
            raise ExportError(unavailable(fmt.suffix))
        first, last, frames, fps = motion or (params.position, None, 50, 20)
        last = first + 10.0 if last is None else last
        at = positions(first, last, frames)
        for p in (min(at), max(at)):
            params.replace(position=p)  # the range must be positions the parameters allow
        writer(fmt)(iter_frames(vid, params, options, FIGURE_SIZE, at, scale, width, on_frame), path, fps=fps)
        return

    shown = StandaloneView(vid, params, options, shared=shared, model=model)
    try:
        if fmt.suffix == ".png":
            writer(fmt)(shown.figure(), path, scale=scale, width=width)
        else:
            writer(fmt)(shown.figure(), path, title=f"{spec.title} (posenc-gui)")
    finally:
        shown.close()
