"""An animated view (one whose spec is `animated`) as a GIF (Pillow) or an MP4 (an ffmpeg program on the
PATH; none is bundled), over a range of positions.

Frames are drawn by a StandaloneView, not the window: the window's view and its position stay as they are.
They are drawn one at a time as the writer takes them (`iter_frames`), so a thousand frames never sit in
memory as full images, and a caller's `on_frame(k, n)` hears of each (to show progress, or to stop: what it
raises ends the export with no file left).
"""

from __future__ import annotations

import subprocess

from ...export import motion
from ...export.atomic import CANNOT_WRITE, ExportError, atomic_path
from ...export.motion import DEFAULT_FPS, NO_FRAMES


def iter_frames(
    vid: str,
    params,
    options,
    size,
    at: list[float],
    scale: float | None = None,
    width: int | None = None,
    on_frame=None,
):
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


def render_frames(
    vid: str, params, options, size, at: list[float], scale: float | None = None, width: int | None = None
) -> list:
    """All of iter_frames() at once (for a few frames: each is a full image)."""
    return list(iter_frames(vid, params, options, size, at, scale, width))


def _rgb_bytes(image):
    from PySide6.QtGui import QImage

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h, line = rgb.width(), rgb.height(), rgb.bytesPerLine()
    data = bytes(rgb.constBits())
    return w, h, b"".join(data[y * line : y * line + 3 * w] for y in range(h))


def write_gif(images, path, fps: int = DEFAULT_FPS) -> None:
    problem = motion.unavailable(".gif")
    if problem:
        raise ExportError(problem)
    from PIL import Image

    def paletted(image):
        w, h, data = _rgb_bytes(image)
        return Image.frombytes("RGB", (w, h), data).quantize(colors=255, dither=Image.Dither.NONE)

    frames = (paletted(image) for image in images)  # each drawn, then kept only as its palette image
    first = next(frames, None)
    if first is None:
        raise ExportError(NO_FRAMES, path=path)
    with atomic_path(path) as temp:
        first.save(
            temp,
            format="GIF",
            save_all=True,
            append_images=frames,
            loop=0,
            duration=round(1000 / fps),
            disposal=1,
            optimize=False,
        )


def write_mp4(images, path, fps: int = DEFAULT_FPS) -> None:
    program = motion.ffmpeg_program()  # (looked up in motion, where a test replaces it)
    if program is None:
        raise ExportError(motion.unavailable(".mp4"))
    images = iter(images)
    first = next(images, None)
    if first is None:
        raise ExportError(NO_FRAMES, path=path)
    w, h, first_bytes = _rgb_bytes(first)
    with atomic_path(path) as temp:
        command = [
            program,
            "-loglevel",
            "error",
            "-y",
            "-f",
            "rawvideo",
            "-pix_fmt",
            "rgb24",
            "-s",
            f"{w}x{h}",
            "-r",
            str(fps),
            "-i",
            "-",
            "-vf",
            "pad=ceil(iw/2)*2:ceil(ih/2)*2",
            "-c:v",
            "libx264",
            "-pix_fmt",
            "yuv420p",
            "-f",
            "mp4",
            str(temp),
        ]
        with subprocess.Popen(command, stdin=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
            assert proc.stdin is not None and proc.stderr is not None  # (both piped)
            try:
                proc.stdin.write(first_bytes)
                for image in images:
                    proc.stdin.write(_rgb_bytes(image)[2])
                proc.stdin.close()
            except BrokenPipeError:
                pass
            except BaseException:  # stopped while drawing: let ffmpeg end, then the temporary file goes
                proc.stdin.close()
                proc.wait()
                raise
            error = proc.stderr.read().decode(errors="replace").strip()
            if proc.wait() != 0:
                raise ExportError(
                    CANNOT_WRITE, path=path, why="ffmpeg failed: " + (error.splitlines()[-1] if error else "")
                )
