"""A view's plot as PNG (at a scale or a width in pixels), SVG or PDF, rendered from its widget.

The widget renders itself into the target device (paint_widget), so nothing on screen changes. A PNG at
scale s is painted on an image whose device pixel ratio is s: text, markers and, widened for the export,
lines all grow with it (a 4K export has no hairlines), and its DPI metadata says 96 x s. SVG and PDF are
vector: curves and dots are paths (the app's fast items draw vectors into them), the heatmap an embedded
image.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QMarginsF, QPoint, QRect, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from ...export.atomic import ExportError, atomic_path, noop

SCREEN_DPI = 96
MAX_SCALE = 8.0
MAX_PIXELS = 16384  # the longest side of a PNG


def png_ratio(widget, scale: float | None = None, width: int | None = None) -> float:
    """The device pixel ratio for a PNG `width` pixels wide, or at `scale` (default 1)."""
    if width is not None:
        if not 1 <= width <= MAX_PIXELS:
            raise ExportError(
                noop("the width must lie between 1 and {most} pixels, not {width}"), most=MAX_PIXELS, width=width
            )
        return width / max(widget.width(), 1)
    scale = 1.0 if scale is None else float(scale)
    if not 0.1 <= scale <= MAX_SCALE:
        raise ExportError(
            noop("the scale must lie between 0.1 and {most}, not {scale}"), most=f"{MAX_SCALE:g}", scale=f"{scale:g}"
        )
    return scale


def render_image(widget, scale: float | None = None, width: int | None = None, widen: bool = True) -> QImage:
    """`widget` drawn at `scale` or `width` pixels wide; `widen`: cosmetic pens grow with the scale (see
    pens_scaled; a paper figure's items draw with widths of their own)."""
    ratio = png_ratio(widget, scale, width)
    w = width if width is not None else round(widget.width() * ratio)
    h = round(widget.height() * ratio)
    if max(w, h) > MAX_PIXELS:
        raise ExportError(
            noop("a {width} x {height} image is larger than {most} pixels on a side"),
            width=w,
            height=h,
            most=MAX_PIXELS,
        )
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(widget.palette().window().color())
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    with pens_scaled(widget, ratio if widen else 1.0):
        paint_widget(widget, painter)
    painter.end()
    # the DPI metadata only once painted: a painter sizes point-sized fonts by the image's DPI, so a scale-2
    # image of 192 DPI drew the axes' tick labels at twice the size they were laid out for (on top of the
    # pixel ratio), over each other and off their ticks
    dots_per_metre = round(SCREEN_DPI * ratio / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    return image


@contextlib.contextmanager
def pens_scaled(widget, factor: float):
    """pyqtgraph's axes, grids, cursors and curves draw with cosmetic pens, whose width Qt keeps in device pixels:
    for an image `factor` times the screen's size they are widened for the export (the app's own fast
    items widen theirs by the device's pixel ratio when they paint)."""
    if factor == 1.0:
        yield
        return
    import pyqtgraph as pg

    from ..plotting.fast_items import ThickCurve, widened

    restore = []
    for view in _graphics_views(widget):
        for item in view.scene().items() if view.scene() is not None else ():
            if isinstance(item, pg.InfiniteLine):
                restore.append((item.setPen, item.pen))
                item.setPen(widened(item.pen, factor))
            elif isinstance(item, pg.AxisItem):
                restore.append((item.setPen, item.pen()))
                item.setPen(widened(item.pen(), factor))
            elif isinstance(item, pg.PlotCurveItem) and not isinstance(item, ThickCurve) and factor > 1:
                # (a thick curve widens its own; a plain one kept its 2 px on a 4K image). Whole pixels: a
                # wide curve is drawn segment by segment without antialiasing, and 1.5 px ones came out
                # alternately one and two pixels wide
                pen = pg.mkPen(item.opts["pen"])
                restore.append((item.setPen, item.opts["pen"]))
                wide = widened(pen, factor)
                if wide is not pen:
                    wide.setWidthF(max(1, round(wide.widthF())))
                item.setPen(wide)
    try:
        yield
    finally:
        for setter, pen in reversed(restore):
            setter(pen)


def _graphics_views(widget) -> list:
    return widget.findChildren(QGraphicsView) + ([widget] if isinstance(widget, QGraphicsView) else [])


def paint_widget(widget, painter) -> None:
    """Draw `widget` at its logical size onto `painter`'s device (whose pixel ratio scales it). A plot is a
    QGraphicsView, whose own render() would stretch the scene over the device's pixels, not its logical
    size: the target is given in logical pixels. A row of plots (the phase vector and its clock) is drawn
    plot by plot: rendered as a widget, each would go into an SVG or PDF as a picture."""
    if isinstance(widget, QGraphicsView):
        viewport = widget.viewport().rect()
        if viewport.isEmpty():  # a plot squeezed to nothing (its dock just shown in a small window)
            return
        # drawn afresh, not from the items' pixmap caches: a cache is made for the screen's device, and an
        # item with no room on it has an empty one, which Qt cannot paint from (it warned on every export)
        # pyqtgraph finishes its view ranges and transforms in prepareForPaint, which a window's paint event
        # calls and render() does not: a range set since the last paint drew the items where the axes were not
        prepare = getattr(widget.scene(), "prepareForPaint", None)
        if prepare is not None:
            prepare()
        cached = [
            (item, item.cacheMode())
            for item in widget.scene().items()
            if item.cacheMode() != QGraphicsItem.CacheMode.NoCache
        ]
        for item, _ in cached:
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        try:
            widget.render(
                painter,
                QRectF(0, 0, viewport.width(), viewport.height()),
                viewport,
                Qt.AspectRatioMode.IgnoreAspectRatio,
            )
        finally:
            for item, mode in cached:
                item.setCacheMode(mode)
        return
    plots = [child for child in widget.children() if isinstance(child, QGraphicsView) and child.isVisible()]
    if plots and len(plots) == len([c for c in widget.children() if c.isWidgetType()]):
        for plot in plots:
            painter.save()
            painter.translate(plot.geometry().topLeft())
            paint_widget(plot, painter)
            painter.restore()
    else:
        widget.render(painter, QPoint())  # (PySide6 needs the offset with a painter)


def write_png(widget, path, scale: float | None = None, width: int | None = None) -> None:
    image = render_image(widget, scale, width)
    with atomic_path(path) as temp:
        # PySide6 takes the format as a str (its stub says bytes, which it refuses)
        if not image.save(str(temp), "PNG"):  # type: ignore[call-overload]
            raise ExportError(noop("cannot write {path}: Qt could not encode the PNG"), path=path)


def write_svg(widget, path, title: str = "") -> None:
    with atomic_path(path) as temp:
        generator = QSvgGenerator()
        generator.setFileName(str(temp))
        generator.setSize(QSize(widget.width(), widget.height()))
        generator.setViewBox(QRect(0, 0, widget.width(), widget.height()))
        generator.setResolution(SCREEN_DPI)
        generator.setTitle(title)
        generator.setDescription("Exported from posenc-gui")
        _render(widget, generator, path)


def write_pdf(widget, path, title: str = "") -> None:
    with atomic_path(path) as temp:
        writer = QPdfWriter(str(temp))
        writer.setTitle(title)
        writer.setCreator("posenc-gui")
        writer.setResolution(SCREEN_DPI)  # one widget pixel is one PDF pixel: 0.75 pt
        size = QSizeF(widget.width() * 72 / SCREEN_DPI, widget.height() * 72 / SCREEN_DPI)
        writer.setPageLayout(
            QPageLayout(QPageSize(size, QPageSize.Unit.Point), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
        )
        _render(widget, writer, path)
        del writer  # the file is complete only once the writer is gone


def _render(widget, device, path) -> None:
    painter = QPainter()
    if not painter.begin(device):
        raise ExportError(noop("cannot write {path}: Qt could not open it for drawing"), path=path)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    with items_uncached(widget):
        paint_widget(widget, painter)
    painter.end()


@contextlib.contextmanager
def items_uncached(widget):
    """Items whose rendering is cached as a pixmap for the screen (axes, titles, the colour bar) would go
    into a vector file as pictures: for the export they paint themselves, as text and paths."""
    saved = []
    for view in _graphics_views(widget):
        scene = view.scene()
        for item in scene.items() if scene is not None else ():
            if item.cacheMode() != QGraphicsItem.CacheMode.NoCache:
                saved.append((item, item.cacheMode()))
                item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        yield
    finally:
        for item, mode in saved:
            item.setCacheMode(mode)
