"""How a paper figure's plot items draw: each curve as one path cut to its plot, with a width in the figure's
own units, so that Qt, a browser and librsvg draw the same lines from the same file.

On screen pyqtgraph draws curves and lines with cosmetic pens (a width in device pixels) in the coordinates of
the data: Qt's SVG writer then stores the data's transform with `vector-effect: non-scaling-stroke`, which
librsvg ignores (a 2 px curve became a band tens of pixels wide); a thick curve is drawn as one `drawLines`
call, stored as a polyline per segment (6,972 of them in the relative buckets' figure); and the plots' clipping
is not stored at all, so a curve ran out of its plot. While a paper figure is drawn, curves, infinite lines and
segments draw themselves here instead: their points mapped to the figure's coordinates, cut to their plot's
rectangle, and stroked with a pen of the same width in those coordinates; the axes' pens stop being cosmetic.
A matrix (an image with a pixel a cell) is stored with each cell repeated to a few pixels a figure unit:
librsvg and browsers smooth a small image they enlarge (an 8 x 4 matrix became a blur), Qt does not.
"""

from __future__ import annotations

import contextlib
import functools
import math
import types
from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QTransform

from ...export.polyline_clip import clip_runs, links_for
from ..plotting.fast_items import Segment, ThickCurve
from ..plotting.pg_private import bar_corners, curve_points, line_end_points


@contextlib.contextmanager
def drawn_as_paths(views: list):
    """While the block runs, the items of the scenes of `views` (QGraphicsViews) draw as described above."""
    undo: list[Callable[[], object]] = []  # run in reverse when the block ends
    for view in views:
        scene = view.scene()
        for item in scene.items() if scene is not None else ():
            paint = _PAINTERS.get(type(item)) or next(
                (p for cls, p in _PAINTERS.items() if isinstance(item, cls)), None
            )
            if paint is not None:
                item.paint = types.MethodType(paint, item)
                undo.append(functools.partial(delattr, item, "paint"))
            elif isinstance(item, pg.AxisItem) and item.pen().isCosmetic():
                pen = item.pen()
                undo.append(functools.partial(item.setPen, pen))
                item.setPen(_plain(pen, pen.widthF()))
    try:
        yield
    finally:
        for step in reversed(undo):
            step()


def _plain(pen, width: float) -> QPen:
    """`pen` with `width` in the coordinates it is drawn in (not cosmetic)."""
    plain = QPen(pen)
    plain.setCosmetic(False)
    plain.setWidthF(max(width, 1.0))
    return plain


def _plot_rect(item, transform: QTransform) -> QRectF:
    """The rectangle of the plot (view box) holding `item`, in the coordinates `transform` maps the item's to."""
    box = item.getViewBox() if hasattr(item, "getViewBox") else None
    if box is None or not hasattr(box, "boundingRect"):
        return QRectF(-1e9, -1e9, 2e9, 2e9)
    return transform.mapRect(item.mapRectFromItem(box, box.boundingRect()))


def _mapped(transform: QTransform, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    t = transform
    return np.column_stack((t.m11() * x + t.m21() * y + t.dx(), t.m12() * x + t.m22() * y + t.dy()))


def _stroke(painter, points: np.ndarray, links: np.ndarray, rect: QRectF, pen: QPen) -> None:
    """Draw the parts of the polyline inside `rect` as one path, in the painter's untransformed coordinates."""
    runs = clip_runs(points, links, (rect.left(), rect.top(), rect.right(), rect.bottom()))
    runs = [run for run in runs if len(run) >= 2]
    if not runs:
        return
    path = QPainterPath()
    for run in runs:
        path.moveTo(QPointF(*run[0]))
        for px, py in run[1:].tolist():
            path.lineTo(px, py)
    painter.save()
    painter.resetTransform()
    painter.setClipping(False)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen)
    painter.drawPath(path)
    painter.restore()


def _pen_width(pen: QPen) -> float:
    return pen.widthF() if pen.widthF() > 0 else 1.0


def _paint_curve(item: pg.PlotCurveItem, painter, *args) -> None:
    x, y = curve_points(item)
    if x is None or y is None or len(x) < 2:
        return
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    transform = painter.transform()
    pen = pg.mkPen(item.opts["pen"])
    if pen.style() == Qt.PenStyle.NoPen:
        return
    # a thick curve draws a 1 px pen at several offsets; its width is what the offsets cover
    width = item.vector_width() if isinstance(item, ThickCurve) else _pen_width(pen)
    _stroke(
        painter,
        _mapped(transform, x, y),
        links_for(len(x), item.opts["connect"]),
        _plot_rect(item, transform),
        _plain(pen, width),
    )


def _paint_infinite_line(item: pg.InfiniteLine, painter, *args) -> None:
    left, right = line_end_points(item)
    transform = painter.transform()
    pen = QPen(item.currentPen)
    if pen.style() == Qt.PenStyle.NoPen:
        return
    points = _mapped(transform, np.array([left, right], dtype=float), np.zeros(2))
    _stroke(painter, points, np.ones(1, dtype=bool), _plot_rect(item, transform), _plain(pen, _pen_width(pen)))


def _paint_segment(item: Segment, painter, *args) -> None:
    x, y = item.getData()
    if len(x) != 2:
        return
    transform = painter.transform()
    pen = item.pen()
    points = _mapped(transform, np.asarray(x, dtype=float), np.asarray(y, dtype=float))
    if pen.style() != Qt.PenStyle.NoPen:
        _stroke(painter, points, np.ones(1, dtype=bool), _plot_rect(item, transform), _plain(pen, _pen_width(pen)))
    radius, brush, dot_pen = item.dot_style()
    if brush is not None:
        painter.save()
        painter.resetTransform()  # the dot's radius is in the figure's units, whatever the data's aspect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(_plain(dot_pen, _pen_width(dot_pen)) if dot_pen.style() != Qt.PenStyle.NoPen else dot_pen)
        painter.setBrush(brush)
        painter.drawEllipse(QPointF(*points[1]), radius, radius)
        painter.restore()


IMAGE_PIXELS_PER_UNIT = 4  # an enlarged cell's smoothing stays within a quarter of a figure unit


def _paint_image(item: pg.ImageItem, painter, *args) -> None:
    if item.image is None:
        return
    item.render()
    image = item.qimage
    if image is None:
        return
    if item.paintMode is not None:
        painter.setCompositionMode(item.paintMode)
    rect = QRectF(0, 0, image.width(), image.height())
    shown = painter.transform().mapRect(rect)
    factor = max(
        1,
        min(
            64,
            math.ceil(
                IMAGE_PIXELS_PER_UNIT
                * max(shown.width() / max(image.width(), 1), shown.height() / max(image.height(), 1))
            ),
        ),
    )
    if factor > 1:
        image = image.scaled(
            image.width() * factor,
            image.height() * factor,
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.FastTransformation,
        )
    painter.drawImage(rect, image)
    if item.border is not None:
        painter.setPen(item.border)
        painter.drawRect(item.boundingRect())


def _paint_bars(item: pg.BarGraphItem, painter, *args) -> None:
    """Each bar as a rectangle in the figure's coordinates, its outline a plain pen: pyqtgraph's cosmetic pen, drawn
    in the data's coordinates, became a band as wide as the data's units once stored (a 0.1-tall plot's bars
    covered the figure)."""
    if item.opts.get("x") is None and item.opts.get("x0") is None and item.opts.get("x1") is None:
        return
    x0, y0, x1, y1 = np.broadcast_arrays(*bar_corners(item))
    if not x0.size:
        return
    transform = painter.transform()
    corners = _mapped(transform, np.concatenate([x0, x1]), np.concatenate([y0, y1]))
    n = x0.size
    pens, brushes = item.opts.get("pens"), item.opts.get("brushes")
    pen, brush = pg.mkPen(item.opts.get("pen")), pg.mkBrush(item.opts.get("brush"))
    painter.save()
    painter.resetTransform()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for k in range(n):
        left, right = sorted((corners[k, 0], corners[n + k, 0]))
        top, bottom = sorted((corners[k, 1], corners[n + k, 1]))
        bar_pen = pg.mkPen(pens[k]) if pens is not None else pen
        painter.setPen(_plain(bar_pen, _pen_width(bar_pen)) if bar_pen.style() != Qt.PenStyle.NoPen else bar_pen)
        painter.setBrush(pg.mkBrush(brushes[k]) if brushes is not None else brush)
        painter.drawRect(QRectF(left, top, right - left, bottom - top))
    painter.restore()


_PAINTERS = {
    pg.BarGraphItem: _paint_bars,
    pg.ImageItem: _paint_image,
    pg.PlotCurveItem: _paint_curve,
    pg.InfiniteLine: _paint_infinite_line,
    Segment: _paint_segment,
}
