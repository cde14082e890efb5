"""An animated view (one whose spec is `animated`) as a GIF (Pillow) or an MP4 (an ffmpeg program on the
PATH; none is bundled), over a range of positions.

Frames are drawn by a StandaloneView, not the window: the window's view and its position stay as they are.
They are drawn one at a time as the writer takes them (`iter_frames`), so a thousand frames never sit in
memory as full images, and a caller's `on_frame(k, n)` hears of each (to show progress, or to stop: what it
raises ends the export with no file left).
"""
from __future__ import annotations

import importlib.util
import math
import shutil
import subprocess

from .atomic import CANNOT_WRITE, ExportError, atomic_path, noop

MAX_FRAMES = 1000
DEFAULT_FRAMES = 50
DEFAULT_FPS = 20
DEFAULT_SPAN = 10.0   # positions from the start, when no end is given
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
        raise ExportError(noop("the number of frames must lie between 2 and {most}, not {frames}"), most=MAX_FRAMES,
                          frames=frames)
    if not (math.isfinite(start) and math.isfinite(stop)) or stop == start:
        raise ExportError(noop("the positions must differ and be finite, not {start} to {stop}"), start=f"{start:g}",
                          stop=f"{stop:g}")
    return [start + (stop - start) * k / (frames - 1) for k in range(frames)]


def iter_frames(vid: str, params, options, size, at: list[float], scale: float | None = None,
                width: int | None = None, on_frame=None):
    """QImages of view `vid` at each position of `at` (the other parameters and options as given), at
    `scale` or `width` pixels wide as a PNG would be, drawn as they are asked for; `on_frame(k, len(at))` is
    called before frame k (from 1) is drawn."""
    from .figure import render_image
    from .standalone import StandaloneView

    shown = StandaloneView(vid, params.replace(position=at[0]), options, size=size)
    try:
        for k, p in enumerate(at, start=1):
            if on_frame is not None:
                on_frame(k, len(at))
            shown.store.update(position=p)
            shown.draw()
            yield render_image(shown.figure(), scale, width)
    finally:
        shown.close()


def render_frames(vid: str, params, options, size, at: list[float], scale: float | None = None,
                  width: int | None = None) -> list:
    """All of iter_frames() at once (for a few frames: each is a full image)."""
    return list(iter_frames(vid, params, options, size, at, scale, width))


def _rgb_bytes(image):
    from PySide6.QtGui import QImage

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, line = rgb.width(), rgb.height(), rgb.bytesPerLine()
    data = bytes(rgb.constBits())
    return w, h, b"".join(data[y * line:y * line + 3 * w] for y in range(h))


def write_gif(images, path, fps: int = DEFAULT_FPS) -> None:
    problem = unavailable(".gif")
    if problem:
        raise ExportError(problem)
    from PIL import Image

    def paletted(image):
        w, h, data = _rgb_bytes(image)
        return Image.frombytes("RGB", (w, h), data).quantize(colors=255, dither=Image.Dither.NONE)

    frames = (paletted(image) for image in images)   # each drawn, then kept only as its palette image
    first = next(frames, None)
    if first is None:
        raise ExportError(NO_FRAMES, path=path)
    with atomic_path(path) as temp:
        first.save(temp, format="GIF", save_all=True, append_images=frames, loop=0,
                   duration=round(1000 / fps), disposal=1, optimize=False)


def write_mp4(images, path, fps: int = DEFAULT_FPS) -> None:
    program = ffmpeg_program()
    if program is None:
        raise ExportError(unavailable(".mp4"))
    images = iter(images)
    first = next(images, None)
    if first is None:
        raise ExportError(NO_FRAMES, path=path)
    w, h, first_bytes = _rgb_bytes(first)
    with atomic_path(path) as temp:
        command = [program, "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{w}x{h}",
                   "-r", str(fps), "-i", "-", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264",
                   "-pix_fmt", "yuv420p", "-f", "mp4", str(temp)]
        with subprocess.Popen(command, stdin=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
            try:
                proc.stdin.write(first_bytes)
                for image in images:
                    proc.stdin.write(_rgb_bytes(image)[2])
                proc.stdin.close()
            except BrokenPipeError:
                pass
            except BaseException:   # stopped while drawing: let ffmpeg end, then the temporary file goes
                proc.stdin.close()
                proc.wait()
                raise
            error = proc.stderr.read().decode(errors="replace").strip()
            if proc.wait() != 0:
                raise ExportError(CANNOT_WRITE, path=path,
                                  why="ffmpeg failed: " + (error.splitlines()[-1] if error else ""))
