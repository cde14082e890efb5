"""A view's figure for a script or a notebook: drawn headless exactly as `posenc-gui export` draws it (the view
built as the window builds it, 1200 x 800 logical pixels), saved in any export format, and shown by Jupyter
through `_repr_png_` and `_repr_svg_`. Qt starts (offscreen unless QT_QPA_PLATFORM says otherwise) when the
figure is made, never on import."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core import Params
    from ..model_files.inspection import ModelInfo
    from ..specs.kit.base import Options


class Figure:
    """View `view` for `params`, `options` ({owner: Options}) and the opened `model` (a ModelInfo, or None).
    Renders are kept: showing a figure twice draws it once."""

    def __init__(self, view: str, params: Params, options: dict[str, Options], model: ModelInfo | None = None) -> None:
        from ..specs import SPECS
        from ..specs.kit.assignments import settings_of

        spec = SPECS[view]
        self.view, self.params, self.model = view, params, model  # model: the opened ModelInfo, or None
        self.options = dict(options)
        self.settings = settings_of([view, *spec.shared_owners()], params, self.options)
        self._renders: dict[tuple[str, float | None, int | None], bytes] = {}
        _start_qt()

    def save(
        self,
        path: str | os.PathLike[str],
        scale: float | None = None,
        width: int | None = None,
        start: float | None = None,
        stop: float | None = None,
        frames: int = 50,
        fps: int = 20,
        preset: str = "screen",
        width_in: float | None = None,
        font_pt: float | None = None,
        panels: str | Iterable[str] = (),
        title: str | None = None,
    ) -> Path:
        """Write the figure, or the view's data, to `path` in the format its suffix names (.png, .svg, .pdf;
        .csv, .npy, .npz; .gif, .mp4 for a view that moves with the position: `frames` from `start` to `stop`).
        `scale` or `width` sizes a PNG (and a GIF's or an MP4's frames); `preset` "paper" (`width_in`,
        `font_pt`, `panels`: the names of the panels to draw) or "slide" (`title`: None for the view's, "" for
        none) makes the figure as `posenc-gui export --preset` does; a paper figure whose plots would be too
        small to read is refused (PaperRoomError, an ExportError, naming a width that holds them) and nothing
        is written. Returns the path."""
        from ..export.presets import PAPER_FONT_PT, PAPER_WIDTH_IN, FigureLook, PaperSize
        from ..gui.export.render import export_one

        path = Path(path)
        first = self.params.position if start is None else start
        paper = PaperSize(
            PAPER_WIDTH_IN if width_in is None else width_in, PAPER_FONT_PT if font_pt is None else font_pt
        )
        names = (panels,) if isinstance(panels, str) else tuple(panels)
        look = FigureLook(preset, paper, width if preset != "screen" else None, names, title)
        export_one(
            self.view,
            path,
            self.params,
            scale,
            width,
            (first, stop, frames, fps),
            self.options.get(self.view),
            shared=self.options,
            model=self.model,
            look=look,
        )
        return path

    def png(self, scale: float | None = None, width: int | None = None) -> bytes:
        """The figure as PNG bytes (1200 x 800 at scale 1)."""
        return self._render(".png", scale, width)

    def svg(self) -> str:
        """The figure as an SVG document (vector: curves, axes and text as paths and text)."""
        return self._render(".svg").decode("utf-8")

    def _render(self, suffix: str, scale: float | None = None, width: int | None = None) -> bytes:
        key = (suffix, scale, width)
        if key not in self._renders:
            with tempfile.TemporaryDirectory() as folder:
                path = self.save(Path(folder) / f"{self.view}{suffix}", scale=scale, width=width)
                self._renders[key] = path.read_bytes()
        return self._renders[key]

    def _repr_png_(self) -> bytes:
        return self.png()

    def _repr_svg_(self) -> str:
        return self.svg()

    def __repr__(self) -> str:
        from ..core import Params
        from ..specs import SPECS
        from ..specs.kit.assignments import settings_of

        defaults = settings_of([self.view, *SPECS[self.view].shared_owners()], Params(), {})
        changed = ", ".join(f"{k}={v!r}" for k, v in self.settings.items() if defaults.get(k) != v)
        opened = f" of model {self.model.name}" if self.model is not None else ""
        return f"<posenc_gui Figure {self.view}{opened}{': ' + changed if changed else ''}>"


def _start_qt() -> None:
    """The Qt application a figure is drawn with, made once (offscreen: a script or a notebook has no window)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from ..gui.qt_app import ensure_app

    ensure_app()
