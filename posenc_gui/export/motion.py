"""What an animation export needs before any frame is drawn, without Qt: the limits and defaults, whether a
format can be written on this machine (Pillow for GIF, an ffmpeg program on the PATH for MP4; none is bundled)
and the positions of the frames. The frames themselves are drawn by gui/export/animation.py."""

from __future__ import annotations

import importlib.util
import math
import shutil

from .atomic import ExportError, noop

MAX_FRAMES = 1000
DEFAULT_FRAMES = 50
DEFAULT_FPS = 20
DEFAULT_SPAN = 10.0  # positions from the start, when no end is given
NO_FRAMES = noop("cannot write {path}: no frames")


def ffmpeg_program() -> str | None:
    return shutil.which("ffmpeg")


def unavailable(suffix: str) -> str:
    """Why `suffix` cannot be written on this machine ("" when it can), in English (tr() it to show it)."""
    if suffix == ".gif":
        if importlib.util.find_spec("PIL") is None:
            return noop("GIF export needs Pillow (pip install Pillow)")
        return ""
    if suffix == ".mp4" and ffmpeg_program() is None:
        return noop("MP4 export needs an ffmpeg program on the PATH (none is bundled)")
    return ""


def positions(start: float, stop: float, frames: int) -> list[float]:
    """`frames` positions from start to stop, both included."""
    if not 2 <= frames <= MAX_FRAMES:
        raise ExportError(
            noop("the number of frames must lie between 2 and {most}, not {frames}"), most=MAX_FRAMES, frames=frames
        )
    if not (math.isfinite(start) and math.isfinite(stop)) or stop == start:
        raise ExportError(
            noop("the positions must differ and be finite, not {start} to {stop}"), start=f"{start:g}", stop=f"{stop:g}"
        )
    return [start + (stop - start) * k / (frames - 1) for k in range(frames)]
