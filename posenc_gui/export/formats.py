"""The export formats, by file suffix: what the command line and the window's menu offer.

kind "data" formats write a spec's exported result (numpy only; writers take the path and a data.ViewData);
kind "figure" formats render a view's plot (Qt);
kind "animation" formats render an animated view over a range of positions (Pillow, ffmpeg).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .atomic import ExportError, noop


@dataclass(frozen=True)
class Format:
    suffix: str        # ".png"
    name: str          # what the menu and --help call it
    kind: str          # "data", "figure" or "animation"
    writer: str        # "module:function" inside posenc_gui.export, loaded on use (figures need Qt)

    def load(self):
        module, function = self.writer.split(":")
        from importlib import import_module

        return getattr(import_module(f"posenc_gui.export.{module}"), function)


FORMATS = {f.suffix: f for f in (
    Format(".png", "PNG image", "figure", "figure:write_png"),
    Format(".svg", "SVG vector figure", "figure", "figure:write_svg"),
    Format(".pdf", "PDF vector figure", "figure", "figure:write_pdf"),
    Format(".csv", "CSV table", "data", "data:save_csv"),
    Format(".npy", "NumPy array", "data", "data:save_npy"),
    Format(".npz", "NumPy arrays and settings", "data", "data:save_npz"),
    Format(".gif", "GIF animation", "animation", "animation:write_gif"),
    Format(".mp4", "MP4 video", "animation", "animation:write_mp4"),
)}


def format_for(path) -> Format:
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        known = " ".join(FORMATS)
        raise ExportError(noop("cannot tell the format of {path}: its suffix must be one of {known}"), path=path,
                          known=known)
    return FORMATS[suffix]
