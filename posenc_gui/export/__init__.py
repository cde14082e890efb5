"""Export of a view: its data (CSV, NPY, NPZ; numpy only) and its figure (PNG, SVG, PDF; Qt), all written
atomically. FORMATS is the one registry the command line (and the window's menu) reads."""

from .atomic import ExportError
from .formats import FORMATS, format_for

__all__ = ["FORMATS", "ExportError", "format_for"]
