"""Plot items that paint only what a pixel can show, cheaply.

Measured on the raster engine (the one offscreen and most laptops use): a 2.5 px pen over five curves of
2,200 points costs about 14 ms a paint, because every wide segment is stroked into a polygon; the same
curves with a 1 px cosmetic pen cost under 1 ms. A thick line is therefore drawn as a 1 px line repeated
at device-pixel offsets (a plus of five: about 3 px wide, the eye cannot tell it from a stroked pen).
(Min/max bands are an image instead: see band_raster.)
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from pyqtgraph.graphicsItems.PlotCurveItem import arrayToLineSegments
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPaintEngine, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QWidget
from shiboken6 import wrapInstance

from ..crash_net import guarded_paint
from ..state.window_state import LOOK
from .pg_private import line_segments


def draws_vectors(painter) -> bool:
    """True when painting into SVG, PDF or a printer: fast raster tricks would be stored as they are."""
    engine = painter.paintEngine()
    return engine is not None and engine.type() != QPaintEngine.Type.Raster


def device_ratio(painter) -> float:
    """Device pixels per logical pixel of what is painted on (2 on a high-DPI screen, 3 for a 3x export),
    times presentation mode's line factor when painting on the screen."""
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    if isinstance(device, QWidget):
        ratio *= LOOK.line_scale  # presentation mode and the projector theme (exports are not affected)
    return ratio


def widened(pen, factor: float):
    """A copy of `pen` `factor` times as wide when it is cosmetic: Qt draws a cosmetic width in device
    pixels, so on a scaled device it would not grow with everything else."""
    if factor == 1.0 or not pen.isCosmetic():
        return pen
    wide = QPen(pen)
    wide.setWidthF(max(pen.widthF(), 1.0) * factor)
    return wide


PLUS = ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))  # device-pixel offsets of a 3 px round-ish pen
SQUARE = ((0, 0), (1, 0), (0, 1), (1, 1))  # ... and of a 2 px one


class ThickCurve(pg.PlotCurveItem):
    """A curve drawn `len(offsets)` times with a 1 px cosmetic pen, shifted by whole device pixels."""

    def __init__(self, color, offsets=PLUS, sorted_x: bool = False):
        """`sorted_x`: x only ever increases, so a repaint of a narrow strip (a cursor moving over the
        curve while the animation plays) draws only the segments in that strip, not the whole curve."""
        super().__init__(pen=pg.mkPen(color, width=1))
        self.setSegmentedLineMode("on")  # drawLines from one cached array: faster than a path of segments
        self._offsets = offsets
        self._reach = max(max(abs(dx), abs(dy)) for dx, dy in offsets)
        self._sorted_x = sorted_x
        if sorted_x:  # Qt then tells paint() which part of the item is exposed
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def vector_width(self) -> float:
        """The width, in logical pixels, the shifted copies cover: what one stroked path is drawn with."""
        return 2 * self._reach + 1

    def pixelPadding(self):
        return super().pixelPadding() + self._reach  # the shifted copies stay inside the repainted rect

    @guarded_paint
    def paint(self, painter, option, widget=None):
        scaled = device_ratio(painter) != 1.0
        # into SVG/PDF, or onto a scaled device (a 4K export, a high-DPI screen: there a 1 px pen stays one
        # device pixel while the shifted copies move by more), one path with a pen as wide as the copies cover
        if scaled or draws_vectors(painter):
            if self.xData is None or self.xData.size == 0:
                return
            pen = QPen(self.opts["pen"])
            pen.setWidthF((2 * self._reach + 1) * device_ratio(painter))  # a cosmetic width is device pixels
            pen.setCosmetic(True)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(pg.arrayToQPath(self.xData, self.yData, connect=self.opts["connect"]))
            return
        if self.xData is None or self.xData.size == 0:
            return
        strip = self._exposed_segments(option)
        # the segments are built once per data change (pyqtgraph caches them) and drawn straight: going
        # through PlotCurveItem.paint for each copy would redo its checks and bounds every time
        segments = strip.drawargs() if strip is not None else line_segments(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, bool(self.opts["antialias"]))
        painter.setPen(self.opts["pen"])
        base = painter.worldTransform()
        for dx, dy in self._offsets:
            painter.setWorldTransform(base * QTransform.fromTranslate(dx, dy))
            painter.drawLines(*segments)
        painter.setWorldTransform(base)

    def _exposed_segments(self, option):
        """Line segments of the exposed strip when it is a small part of a long curve, else None."""
        x, y = self.xData, self.yData
        if not self._sorted_x or x is None or x.size < 64 or self.opts["connect"] != "all":
            return None
        exposed = option.exposedRect
        if exposed.isNull():
            return None
        pad = (self._reach + 1) * (self.pixelWidth() or 0.0)  # what the shifted copies reach into the strip
        lo, hi = exposed.left() - pad, exposed.right() + pad
        if hi - lo > 0.5 * (x[-1] - x[0]):
            return None
        i0 = max(int(np.searchsorted(x, lo)) - 1, 0)
        i1 = min(int(np.searchsorted(x, hi)) + 1, x.size)
        return arrayToLineSegments(x[i0:i1], y[i0:i1], "all", finiteCheck=False)


class Segment(QGraphicsItem):
    """A straight line in data coordinates with a pen of fixed pixel width, optionally ending in a dot of
    fixed pixel radius. Moved every animation frame (the phase vector, its projections, the clock hands),
    it costs a fraction of a PlotCurveItem plus a ScatterPlotItem: no data bounds, no path building, no
    symbol atlas; getData() answers like a curve's."""

    def __init__(self, pen, dot_radius: float = 0.0, dot_brush=None, dot_pen=None):
        super().__init__()
        self._pen = pg.mkPen(pen)
        self._dot_radius = dot_radius
        self._dot_brush = pg.mkBrush(dot_brush) if dot_brush is not None else None
        self._dot_pen = pg.mkPen(dot_pen) if dot_pen is not None else pg.mkPen(None)
        # pixels the drawing reaches beyond the end points: half the pen, the dot and its outline, antialiasing
        self._reach_px = self._pen.widthF() / 2 + dot_radius + self._dot_pen.widthF() + 2
        self._unit = 0.02  # data units per device pixel, learnt from each paint (a guess until the first)
        self._x = self._y = np.empty(0)
        self._rect: QRectF | None = QRectF()  # asked for several times in every paint: kept until the data change

    def setData(self, x, y) -> None:
        self.prepareGeometryChange()
        self._x = np.asarray(x, dtype=float)
        self._y = np.asarray(y, dtype=float)
        self._rect = None

    def pen(self):
        return self._pen

    def set_pen(self, pen) -> None:
        self._pen = pg.mkPen(pen)
        self.update()

    def getData(self):
        return self._x, self._y

    def dot_style(self) -> tuple:
        """(radius in pixels, brush or None, pen) of the dot at the segment's end."""
        return self._dot_radius, self._dot_brush, self._dot_pen

    def boundingRect(self) -> QRectF:
        if self._rect is None:
            if self._x.size != 2:
                self._rect = QRectF()
            else:
                pad = self._reach_px * self._unit
                x0, x1 = sorted(self._x.tolist())
                y0, y1 = sorted(self._y.tolist())
                self._rect = QRectF(x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad)
        return self._rect

    @guarded_paint
    def paint(self, painter, option, widget=None):
        if self._x.size != 2:
            return
        transform = painter.transform()
        scale = math.sqrt(abs(transform.determinant()))
        if scale > 0:
            self._unit = 1.0 / scale
        (x0, x1), (y0, y1) = self._x.tolist(), self._y.tolist()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(widened(self._pen, device_ratio(painter)))
        painter.drawLine(QLineF(x0, y0, x1, y1))
        if self._dot_brush is not None:
            tip = transform.map(QPointF(x1, y1))
            painter.resetTransform()  # the dot's radius is in pixels, whatever the zoom or aspect
            painter.setPen(widened(self._dot_pen, device_ratio(painter)))
            painter.setBrush(self._dot_brush)
            painter.drawEllipse(tip, self._dot_radius, self._dot_radius)
            painter.setTransform(transform)


def _colour_index(colors: list) -> tuple[list, np.ndarray]:
    """The distinct colours in the order they first appear, and each point's index into them."""
    seen: dict = {}
    index = np.empty(len(colors), dtype=np.intp)
    for k, color in enumerate(colors):
        index[k] = seen.setdefault(color.rgba(), (len(seen), color))[0]
    return [color for _, color in seen.values()], index


ATLAS_COLUMNS = 32  # pre-rendered dots per row of an item's atlas
ATLAS_LIMIT = 4096  # colours an atlas holds (a colour map gives 256); more are drawn one by one


class Dots(QGraphicsItem):
    """Round dots of a fixed pixel diameter at points in data coordinates, each with its colour and opacity.

    On screen the dots are stamps cut from one pixmap holding a pre-rendered dot of each colour (an
    atlas), blitted by a single drawPixmapFragments call (a thousand dots in about 0.2 ms, where a
    ScatterPlotItem spends milliseconds in Python on bounds and spot bookkeeping each time its data
    changes; a colour map's hundreds of shades still cost one call). Into a vector device (SVG, PDF) they
    are drawn as ellipses, so exported dots stay sharp."""

    def __init__(self, diameter: float, color="k", outline=None):
        super().__init__()
        # Qt then says which part is exposed: a cursor moving over the dots repaints a narrow strip, and
        # only the dots in it are drawn
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        self._diameter = float(diameter)
        self._outline = pg.mkPen(outline) if outline is not None else None
        self._color = pg.mkColor(color)
        self._reach_px = self._diameter / 2 + (self._outline.widthF() if self._outline else 0.0) + 2
        self._units = (0.02, 0.02)  # data units per device pixel in x and y, learnt from each paint
        self._x = self._y = np.empty(0)
        self._bounds: tuple[float, float, float, float] | None = None  # (x0, x1, y0, y1) of the finite points
        self._colors: list = []  # one QColor per point (all the same unless given)
        self._palette: list = []  # the distinct colours, in the order they first appear
        self._colour_of = np.empty(0, dtype=np.intp)  # each point's index into the palette
        self._shades: list[int] | None = None  # the colours (rgba) the palette was made for, when given per point
        self._opacity = np.empty(0)
        # (palette's rgba, pixel ratio, pixmap, cells' (left, top), stamp_px)
        self._atlas: tuple[tuple[int, ...], float, QPixmap, np.ndarray, int] | None = None
        self._fragments = np.empty((0, 10))  # see _fragment_rows
        self._fragment_pointer: object = None
        self._fragment_stamp: tuple[int, float] | None = None  # (stamp's width in device pixels, device pixel ratio)
        self._xy = np.empty((0, 2))  # the points as rows (x, y)
        self._finite = np.empty(0, dtype=bool)

    def setData(self, x, y, colors=None, opacity=None) -> None:
        """`colors`: one colour for all, or one per point (default: the item's colour); `opacity`: one per
        point in 0..1 (default 1)."""
        x, y = np.asarray(x, dtype=float).ravel(), np.asarray(y, dtype=float).ravel()
        if x.shape != y.shape:
            raise ValueError(f"x has {x.size} points, y {y.size}")
        self.prepareGeometryChange()
        self._x, self._y = x, y
        self._xy = np.column_stack([x, y])
        if colors is None or isinstance(colors, (str, QColor, tuple)):
            color = self._color if colors is None else pg.mkColor(colors)
            self._colors = [color] * x.size
            self._palette, self._colour_of, self._shades = [color], np.zeros(x.size, dtype=np.intp), None
        else:
            # (a colour map's QColors as they are: pg.mkColor copies each, 20 us a point)
            self._colors = [c if type(c) is QColor else pg.mkColor(c) for c in colors][: x.size]
            if len(self._colors) != x.size:
                raise ValueError(f"{len(self._colors)} colours for {x.size} points")
            shades = [c.rgba() for c in self._colors]
            if shades != self._shades:  # (the cursor's dots get the same colours at every frame)
                (self._palette, self._colour_of), self._shades = _colour_index(self._colors), shades
        self._opacity = np.ones(x.size) if opacity is None else np.clip(np.asarray(opacity, float), 0, 1)
        finite = self._finite = np.isfinite(x) & np.isfinite(y)
        self._bounds = (
            (float(x[finite].min()), float(x[finite].max()), float(y[finite].min()), float(y[finite].max()))
            if finite.any()
            else None
        )  # asked for on every repaint
        self.update()

    def getData(self):
        return self._x, self._y

    def colors(self) -> list:
        return list(self._colors)

    def boundingRect(self) -> QRectF:
        if self._bounds is None:
            return QRectF()
        ux, uy = self._units
        px, py = self._reach_px * ux, self._reach_px * uy
        x0, x1, y0, y1 = self._bounds
        return QRectF(x0 - px, y0 - py, x1 - x0 + 2 * px, y1 - y0 + 2 * py)

    def learn_units(self, transform: QTransform) -> None:
        """Data units per device pixel along x and y (the plots here neither rotate nor shear). Bounds
        are padded by them; a change of zoom moves the bounds once. Views call this before a paint
        (View.prepare_paint) with the transform the paint will use; learnt in the paint itself, the new
        bounds would cost a second paint."""
        sx, sy = math.hypot(transform.m11(), transform.m12()), math.hypot(transform.m21(), transform.m22())
        if sx > 0 and sy > 0:
            units = (1.0 / sx, 1.0 / sy)
            old = self._units
            if abs(units[0] - old[0]) > 0.01 * old[0] or abs(units[1] - old[1]) > 0.01 * old[1]:
                self.prepareGeometryChange()
                self._units = units

    def _fragment_rows(self, n: int, stamp_px: int, ratio: float) -> np.ndarray:
        """The first n rows of a reused array of QPainter.PixmapFragment (ten doubles each), which
        `_fragment_pointer` points at for drawPixmapFragments (PySide6 takes a pointer and a count).
        What every dot shares (the stamp's size and scale, no rotation) is written when the array or the
        stamp changes; a paint writes the centres, the stamps' places in the atlas and the opacities."""
        if self._fragments.shape[0] < n:
            self._fragments = np.empty((max(n, 2 * self._fragments.shape[0], 8), 10))
            self._fragment_pointer = wrapInstance(self._fragments.ctypes.data, QPainter.PixmapFragment)
            self._fragment_stamp = None
        if self._fragment_stamp != (stamp_px, ratio):  # (a screen and an export alternate, at two ratios)
            self._fragments[:, 4:6] = stamp_px  # source rectangle's size: one stamp
            self._fragments[:, 6:8] = 1.0 / ratio  # scale back to logical pixels
            self._fragments[:, 8] = 0.0  # rotation
            self._fragment_stamp = (stamp_px, ratio)
        return self._fragments[:n]

    def _stamp_atlas(self, ratio: float) -> tuple[QPixmap, np.ndarray, int]:
        """A pixmap with one pre-rendered dot per palette colour in cells of stamp_px device pixels,
        ATLAS_COLUMNS to a row; the cells' (left, top) in device pixels; stamp_px. Made again only when
        the palette or the pixel ratio changes."""
        shades = tuple(c.rgba() for c in self._palette)
        if self._atlas is not None and self._atlas[:2] == (shades, ratio):
            return self._atlas[2:]
        side = math.ceil(self._reach_px * 2)
        stamp_px = math.ceil(side * ratio)
        n = len(self._palette)
        columns = min(n, ATLAS_COLUMNS)
        cells = np.column_stack([np.arange(n) % columns, np.arange(n) // columns]).astype(float) * stamp_px
        atlas = QPixmap(columns * stamp_px, int(-(-n // columns)) * stamp_px)
        atlas.setDevicePixelRatio(ratio)
        atlas.fill(Qt.GlobalColor.transparent)
        p = QPainter(atlas)
        for (left, top), color in zip(cells.tolist(), self._palette):  # (each as a stamp of its own was)
            self._draw_dot(p, QPointF(left / ratio + side / 2, top / ratio + side / 2), color)
        p.end()
        self._atlas = (shades, ratio, atlas, cells, stamp_px)
        return atlas, cells, stamp_px

    def _draw_dot(self, painter: QPainter, centre: QPointF, color: QColor) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(
            widened(self._outline, device_ratio(painter)) if self._outline is not None else Qt.PenStyle.NoPen
        )
        painter.setBrush(color)
        r = self._diameter / 2
        painter.drawEllipse(centre, r, r)

    @guarded_paint
    def paint(self, painter, option, widget=None):
        if self._x.size == 0:
            return
        t = painter.transform()
        self.learn_units(t)
        if t.m12() == 0.0 and t.m21() == 0.0:  # (a plot's transform: scale and shift, two operations)
            pts = self._xy * np.array((t.m11(), t.m22()))  # device pixels
        else:
            pts = self._xy @ np.array([[t.m11(), t.m12()], [t.m21(), t.m22()]])
        pts += np.array((t.dx(), t.dy()))
        ok = self._finite
        vector = draws_vectors(painter)
        exposed = option.exposedRect if option is not None and not vector else QRectF()
        if not exposed.isNull():
            reach = self._reach_px
            box = t.mapRect(exposed).adjusted(-reach, -reach, reach, reach)
            ok = ok & (pts >= (box.left(), box.top())).all(axis=1) & (pts <= (box.right(), box.bottom())).all(axis=1)
        painter.save()
        painter.resetTransform()  # the dots' size is in pixels, whatever the zoom or aspect
        if vector or len(self._palette) > ATLAS_LIMIT:
            for k in np.flatnonzero(ok).tolist():
                painter.setOpacity(float(self._opacity[k]))
                self._draw_dot(painter, QPointF(*pts[k].tolist()), self._colors[k])
        else:
            ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
            index = np.flatnonzero(ok)
            if index.size:
                atlas, cells, stamp_px = self._stamp_atlas(ratio)
                frag = self._fragment_rows(index.size, stamp_px, ratio)
                frag[:, 0:2] = pts[index]  # centre of each stamp
                frag[:, 2:4] = cells[self._colour_of[index]]  # its colour's cell in the atlas
                frag[:, 9] = self._opacity[index]
                painter.drawPixmapFragments(self._fragment_pointer, index.size, atlas)
        painter.restore()
