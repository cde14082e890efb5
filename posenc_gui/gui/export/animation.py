"""An animated view (one whose spec is `animated`) as a GIF (Pillow) or an MP4 (an ffmpeg program on the
PATH; none is bundled), over a range of positions; or any view over a sweep of one of its numbers (a shared
parameter or an option: export/sweep.py), each frame captioned with the value unless the figure shows it.

Frames are drawn by a StandaloneView, not the window: the window's view and its position stay as they are.
They are drawn one at a time as the writer takes them (`iter_frames`), so a thousand frames never sit in
memory as full images, and a caller's `on_frame(k, n)` hears of each (to show progress, or to stop: what it
raises ends the export with no file left).
"""

from __future__ import annotations

import html
import re
import subprocess

from ...export import motion
from ...export.atomic import CANNOT_WRITE, ExportError, atomic_path, noop
from ...export.motion import DEFAULT_FPS, NO_FRAMES
from ...export.sweep import SweepFrames, shows


def iter_frames(
    vid: str,
    params,
    options,
    size,
    at: list[float],
    scale: float | None = None,
    width: int | None = None,
    on_frame=None,
    sweep: SweepFrames | None = None,
    shared=None,
):
    """QImages of view `vid` at each position of `at` (the other parameters and options as given), at
    `scale` or `width` pixels wide as a PNG would be, drawn as they are asked for; `on_frame(k, len(at))` is
    called before frame k (from 1) is drawn. With a `sweep`, `at` is ignored: frame k sets the sweep's setting (a
    shared parameter or an option of the view or of an owner in `shared`) to its k-th value, and a caption line
    above the figure names it, unless the figure says `name = value` itself. `shared`: options of the other owners
    the view uses."""
    from .figure import render_image
    from .standalone import StandaloneView

    name = sweep.name if sweep is not None else "position"
    values = list(sweep.values) if sweep is not None else at
    owner, _, field = name.rpartition(".")
    shared = dict(shared or {})
    if owner:  # the first value set before the view is built (a sweep of an option of its own or a used one)
        from ...specs import option_classes

        start = options if owner == vid else shared.get(owner)
        start = (start or option_classes()[owner]()).fit(params).replace(**{field: values[0]})
        options, shared = (start, shared) if owner == vid else (options, shared | {owner: start})
    else:
        params = params.replace(**{name: values[0]})
    shown = StandaloneView(vid, params, options, size=size, shared=shared)
    caption = None  # whether the frames carry a caption line (decided at the first frame)
    first, changed = None, sweep is None  # a sweep's first figure, and whether any other differs from it
    try:
        for k, value in enumerate(values, start=1):
            if on_frame is not None:
                on_frame(k, len(values))
            if owner:
                shown.store.update_options(owner, **{field: value})
            else:
                shown.store.update(**{name: value})
            shown.draw()
            image = render_image(shown.figure(), scale, width)
            if not changed:
                changed = first is not None and image != first
                first = image if first is None else first
            if sweep is not None:
                if caption is None:
                    caption = not shows(figure_text(shown.figure()), field, value)
                if caption:
                    image = captioned(image, sweep.caption(value), shown.figure().palette())
            yield image
        if not changed and len(set(values)) > 1:  # (judged by the figures: a number the view draws nothing of)
            raise ExportError(
                noop("--sweep: every frame of {view} is the same: it does not draw what {name} changes"),
                view=vid,
                name=name,
            )
    finally:
        shown.close()


def figure_text(widget) -> str:
    """The text a figure shows: its labels' and its plots' (titles, keys, axis labels, notes), as plain text."""
    from PySide6.QtWidgets import QGraphicsTextItem, QGraphicsView, QLabel

    texts = [label.text() for label in widget.findChildren(QLabel) if label.isVisible()]
    if isinstance(widget, QLabel):
        texts.append(widget.text())
    for view in widget.findChildren(QGraphicsView) + ([widget] if isinstance(widget, QGraphicsView) else []):
        scene = view.scene()
        for item in scene.items() if scene is not None else ():
            if isinstance(item, QGraphicsTextItem) and item.isVisible():
                texts.append(item.toPlainText())
    return html.unescape(re.sub(r"<[^>]*>", " ", "\n".join(texts)))


def captioned(image, text: str, palette):
    """`image` with a line of `text` above it, in the figure's colours, its text as large as the figure's at the
    image's pixel ratio; the figure's pixels are copied as they are."""
    from PySide6.QtCore import QPoint, QRectF, Qt
    from PySide6.QtGui import QFont, QImage, QPainter

    from ..plotting.style import FONT_PT

    ratio = image.devicePixelRatio()
    font = QFont()
    font.setPixelSize(max(6, round(FONT_PT * 96 / 72 * ratio)))  # (the figure's 11 pt at 96 DPI, scaled)
    font.setBold(True)
    line = round(font.pixelSize() * 1.8)
    out = QImage(image.width(), image.height() + line, image.format())
    out.fill(palette.window().color())
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setFont(font)
    painter.setPen(palette.windowText().color())
    margin = round(8 * ratio)
    painter.drawText(
        QRectF(margin, 0, image.width() - 2 * margin, line),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        text,
    )
    plain = QImage(image)  # (a shared copy: drawn pixel for pixel, at a ratio of 1)
    plain.setDevicePixelRatio(1.0)
    painter.drawImage(QPoint(0, line), plain)
    painter.end()
    out.setDevicePixelRatio(ratio)
    out.setDotsPerMeterX(image.dotsPerMeterX())
    out.setDotsPerMeterY(image.dotsPerMeterY())
    return out


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
