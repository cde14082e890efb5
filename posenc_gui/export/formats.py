"""The export formats, by file suffix: what the command line and the window's menu offer.

kind "data" formats write a spec's exported result (numpy only; writers take the path and a data.ViewData);
kind "figure" formats render a view's plot (Qt);
kind "animation" formats render an animated view over a range of positions (Pillow, ffmpeg).
A format names its writer; the Qt side (gui/export/writers.py) finds it in the module of its kind, so this
registry stays below the Qt code that draws figures.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..records import record
from .atomic import ExportError, noop


@record
class Format:
    suffix: str  # ".png"
    name: str  # what the menu and --help call it
    kind: str  # "data", "figure" or "animation"
    writer: str  # the writing function's name in the module of its kind (gui/export/writers.py)


FORMATS = {
    f.suffix: f
    for f in (
        Format(".png", "PNG image", "figure", "write_png"),
        Format(".svg", "SVG vector figure", "figure", "write_svg"),
        Format(".pdf", "PDF vector figure", "figure", "write_pdf"),
        Format(".csv", "CSV table", "data", "save_csv"),
        Format(".npy", "NumPy array", "data", "save_npy"),
        Format(".npz", "NumPy arrays and settings", "data", "save_npz"),
        Format(".gif", "GIF animation", "animation", "write_gif"),
        Format(".mp4", "MP4 video", "animation", "write_mp4"),
    )
}


def format_for(path: str | os.PathLike[str]) -> Format:
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        known = " ".join(FORMATS)
        raise ExportError(
            noop("cannot tell the format of {path}: its suffix must be one of {known}"), path=path, known=known
        )
    return FORMATS[suffix]
