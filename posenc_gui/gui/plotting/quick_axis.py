"""An AxisItem that lays out its ticks with less Python: what a drag pays for when an axis's range moves.

The heatmap's dimension axis and the spectrum's pair axis move at every step of a d_model drag, and
pyqtgraph's AxisItem.generateDrawSpecs was a seventh of that frame. It asks, for every tick label, the
painter for the text's size and the axis for its own bounding rectangle (a chain of mapped rectangles),
builds two Point objects per tick and compares tick lists with np.isclose. QuickAxis lays out the same
ticks and labels (a test compares them with pyqtgraph's, whose version it follows: another version gets
pyqtgraph's own code) with each label's size measured once per font, the bounding rectangle once per
layout, plain QPointF ends and the comparisons written out."""

from __future__ import annotations

import time
from math import ceil
from typing import ClassVar

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPicture, QTextOption, QTransform
from PySide6.QtWidgets import QGraphicsItem

from .._vendor.pyqtgraph_axis import lean_draw_specs
from .fast_items import draws_vectors
from .pg_private import adjust_size, tick_levels, update_max_text_size

LEAN_FOR = ("0.14.0",)  # pyqtgraph versions whose generateDrawSpecs the lean one reproduces

LAYER_PIXELS_PER_LINE_PIXEL = 100  # a layer pays when it has fewer pixels than this many per pixel of line
_LAID_OUT = object()  # in place of pyqtgraph's picture: the layout is kept (see QuickAxis.paint)
WRAP_SETTLE_S = 0.5  # a label whose lines changed twice within this keeps them (see QuickAxis._wrap_label)
_MEASURED_LIMIT = 4096  # (label sizes kept; more are forgotten at once: fonts change with presentation mode)


class _MeasuringPainter:
    """Stands in for the QPainter that generateDrawSpecs measures text with (all it does with it)."""

    __slots__ = ("font_key", "painter", "sizes")

    def __init__(self, painter, sizes: dict):
        self.painter, self.sizes = painter, sizes
        self.font_key = painter.font().key()

    def setFont(self, font) -> None:
        self.painter.setFont(font)
        self.font_key = font.key()

    def boundingRect(self, rect, flags, text):
        key = (self.font_key, int(flags), text, rect.width(), rect.height())
        found = self.sizes.get(key)
        if found is None:
            if len(self.sizes) >= _MEASURED_LIMIT:
                self.sizes.clear()
            found = self.sizes[key] = self.painter.boundingRect(rect, flags, text)
        return QRectF(found)  # (a copy: the caller scales its height)

    def __getattr__(self, name):
        return getattr(self.painter, name)


# the order a log axis's labels are kept in when they would run together: the decades (1·10ⁿ), then 2 and 5
# of each decade, then the rest
_LOG_RANK = {digit: rank for rank, digit in enumerate("125346789")}
LABEL_GAP = 4.0  # pixels kept between two labels of a log axis


def _mantissa_rank(text: str) -> int:
    """A log axis label's first digit from 1 to 9 ("2·10³", "0.05", "10⁴": 2, 5, 1), ranked by _LOG_RANK."""
    digit = next((c for c in text if c in _LOG_RANK), "9")
    return _LOG_RANK[digit]


def apart_log_labels(text_specs: list, vertical: bool = False) -> list:
    """The labels of a log axis that do not run into one another. pyqtgraph labels every 2, 3 ... 9 of
    each decade when the ticks between the decades are its first level, which it always labels in full:
    on the stage's wider axis and bigger font "2·10¹3·10¹4·10¹" ran together. Labels are kept decade first,
    then 2 and 5, then the others, each only if it keeps LABEL_GAP px from every label kept before it (along
    a horizontal axis; labels one above another on a vertical axis need only not overlap: pyqtgraph's own
    rectangles for them are already a fifth shorter than the text)."""
    gap = 0.0 if vertical else LABEL_GAP
    order = sorted(range(len(text_specs)), key=lambda k: (_mantissa_rank(text_specs[k][2]), k))
    kept: list = []
    for k in order:
        rect = text_specs[k][0].adjusted(-gap, 0.0, gap, 0.0)
        if not any(rect.intersects(text_specs[j][0]) for j in kept):
            kept.append(k)
    return [text_specs[k] for k in sorted(kept)]


class QuickAxis(pg.AxisItem):
    _sizes: ClassVar[dict] = {}  # label sizes, shared by every axis
    _frozen_bounds = None  # the bounding rectangle while the ticks are laid out
    _label_html = None  # the HTML the label was last given
    _wrap_changes: tuple[float, ...] = ()  # when the label's lines last changed (monotonic seconds)
    _drawn_specs = None  # the layout drawn into the cache (see paint)
    _bounds_key = None  # what the kept bounding rectangle was made from (see boundingRect)
    _bounds = None

    def generateDrawSpecs(self, p):
        self._frozen_bounds = pg.AxisItem.boundingRect(self)
        try:
            measuring = _MeasuringPainter(p, QuickAxis._sizes)
            if pg.__version__ in LEAN_FOR:
                specs = self._lean_draw_specs(measuring)
            else:
                specs = super().generateDrawSpecs(measuring)
        finally:
            self._frozen_bounds = None
        if specs and self.logMode and tick_levels(self) is None:
            axis_spec, tick_specs, text_specs = specs
            specs = axis_spec, tick_specs, apart_log_labels(text_specs, self.orientation in ("left", "right"))
        return specs

    def _lean_draw_specs(self, p):
        """pyqtgraph 0.14.0's AxisItem.generateDrawSpecs (gui/_vendor/pyqtgraph_axis)."""
        return lean_draw_specs(self, p, tick_levels(self), lambda size: update_max_text_size(self, size))

    def tickValues(self, minVal, maxVal, size):
        """pyqtgraph's tick values, with its np.isclose (general, and a fifth of the layout's time for two
        or three short lists of finite numbers) replaced by the same comparison written out."""
        minVal, maxVal = sorted((minVal, maxVal))
        minVal *= self.scale
        maxVal *= self.scale
        ticks = []
        taken = np.empty(0)
        for spacing, offset in self.tickSpacing(minVal, maxVal, size):
            start = (ceil((minVal - offset) / spacing) * spacing) + offset
            num = int((maxVal - start) / spacing) + 1
            values = (np.arange(num) * spacing + start) / self.scale
            if taken.size:  # a tick of a coarser level already stands here
                values = values[~(np.abs(taken - values[:, None]) <= spacing / self.scale * 0.01).any(axis=-1)]
            taken = np.concatenate([taken, values])
            ticks.append((spacing / self.scale, values.tolist()))
        if self.logMode:
            return self.logTickValues(minVal, maxVal, size, ticks)
        return ticks

    def paint(self, p, opt, widget):
        """Into its cache pixmap (a screen's paint), an axis is drawn straight from its layout: pyqtgraph
        records the drawing as a QPicture and plays that back, which a cached axis only ever plays once
        (a fifth of the axis's time when a drag moves its range). A QPicture is kept for paints without
        a cache (exports), as pyqtgraph's. The layout is kept until pyqtgraph's `picture` is reset, as
        pyqtgraph's picture is."""
        if self.cacheMode() == QGraphicsItem.CacheMode.NoCache or draws_vectors(p):
            if not isinstance(self.picture, QPicture):
                self.picture = None
            self._drawn_specs = None  # (the cache's next fill lays out afresh: the range may have moved)
            return super().paint(p, opt, widget)
        if self.picture is None or self._drawn_specs is None:
            p.save()
            try:
                if self.style["tickFont"]:
                    p.setFont(self.style["tickFont"])
                self._drawn_specs = self.generateDrawSpecs(p) or ()
            finally:
                p.restore()
            self.picture = _LAID_OUT
        if self._drawn_specs:
            p.save()
            try:
                draw_layered(p, self, *self._drawn_specs)
            finally:
                p.restore()

    def setTicks(self, ticks=None):
        """pyqtgraph's, except that the same ticks again leave the drawn axis alone: views that name
        their rows by words give the same words at every step of a drag, and each time the axis was laid
        out and drawn again (six times a frame for the word-order view)."""
        try:
            same = ticks == tick_levels(self) and self.picture is not None
        except ValueError:  # (arrays inside: compared element by element, no single answer)
            same = False
        if not same:
            super().setTicks(ticks)

    def _updateLabel(self):  # (pyqtgraph's own hook, overridden: see pg_private)
        """pyqtgraph sets the label's HTML and fits the axis to it again at every change of range while the
        label is shown and SI prefixes are on (as they are while a plot is built): a few hundred HTML
        layouts at start-up, for a label that rarely changes. Done here only when the HTML differs; every
        change of the label's text, units, prefix or style changes the HTML."""
        html = self.labelString()
        if html != self._label_html:
            self._label_html = html
            self.label.setHtml(html)
            self._wrap_label()
            adjust_size(self)
        self.picture = None
        self.update()

    def resizeEvent(self, ev=None):
        if self.label is not None and self._wrap_label():
            adjust_size(self)  # (more lines: a thicker axis)
        super().resizeEvent(ev)

    def rewrap(self) -> None:
        """The label wrapped anew for the axis's length now, whatever lines it was holding (one deliberate
        wrap, asked once its layout has settled: the hold is against layouts that drive each other)."""
        self._wrap_changes = ()
        self.resizeEvent()

    def _wrap_label(self) -> bool:
        """A label longer than its axis (a narrow panel, presentation's larger fonts) ran past the plot's
        edge and over its neighbour's: it wraps onto centred lines as long as the axis, between words.
        True when that changed its height."""
        label = self.label
        length = self.size().height() if self.orientation in ("left", "right") else self.size().width()
        if length <= 0:
            return False
        before = label.boundingRect().height()
        held = label.textWidth()
        label.setTextWidth(-1)
        wrap = label.boundingRect().width() > length
        if wrap:
            option = label.document().defaultTextOption()
            if option.alignment() != Qt.AlignmentFlag.AlignHCenter:  # (between words only, never inside one)
                option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                option.setWrapMode(QTextOption.WrapMode.WordWrap)
                label.document().setDefaultTextOption(option)
            label.setTextWidth(length)
        if label.boundingRect().height() != before:
            # In a plot squeezed to a few dozen pixels, a title that wraps over the plot's width and a left
            # label that wraps along its height can drive each other round for ever (more lines in the title,
            # a shorter axis, more lines in the label, a thicker axis, a narrower title, fewer lines...): the
            # layout never settled and the window hung. A label whose lines changed twice within
            # WRAP_SETTLE_S keeps the lines it has until they rest that long.
            now = time.monotonic()
            recent = tuple(t for t in self._wrap_changes if now - t < WRAP_SETTLE_S)
            if len(recent) >= 2:
                label.setTextWidth(held)
                return False
            self._wrap_changes = (*recent, now)
        return label.boundingRect().height() != before

    def boundingRect(self):
        """pyqtgraph's, kept until what it is made of changes: Qt asks for it several times in each paint
        of the plot (six times in each of the phase vector's sixty paints a second), and pyqtgraph maps
        two rectangles each time. It depends on the axis's geometry, its linked view's (when the axis
        draws a grid over it), the grid and the tick style."""
        if self._frozen_bounds is not None:
            return QRectF(self._frozen_bounds)
        # (an axis and the view it is linked to sit in one plot's layout: their geometries are in the
        # same coordinates. Asking for their parents here is not safe: Qt asks for bounds while it
        # destroys the items)
        view = self.linkedView() if self.grid is not False else None
        key = (
            self.geometry(),
            None if view is None else view.geometry(),
            self.grid,
            self.style["tickLength"],
            self.style["hideOverlappingLabels"],
        )
        if key != self._bounds_key:
            self._bounds_key, self._bounds = key, super().boundingRect()
        return QRectF(self._bounds)


def draw_layered(p, axis: pg.AxisItem, axis_spec, tick_specs, text_specs) -> None:
    """pyqtgraph's drawPicture on a raster painter, with each level's translucent ticks (the grid lines a
    grid axis draws across the plot) drawn opaque on a layer that is laid over at the lines' opacity: Qt's
    raster engine draws a translucent line about 25 times slower than an opaque one (0.2 ms for a grid
    line across a plot), and an axis draws some fifty. The lines of one level never cross, so the layer
    gives each pixel what drawing it alone would."""
    p.setRenderHint(p.RenderHint.Antialiasing, False)
    p.setRenderHint(p.RenderHint.TextAntialiasing, True)
    pen, p1, p2 = axis_spec
    p.setPen(pen)
    p.drawLine(p1, p2)
    by_alpha: dict[int, list] = {}
    for pen, p1, p2 in tick_specs:
        alpha = pen.color().alpha()
        if alpha == 255 or pen.brush().style() != Qt.BrushStyle.SolidPattern:
            p.setPen(pen)
            p.drawLine(p1, p2)
        elif alpha > 0:
            by_alpha.setdefault(alpha, []).append((pen, p1, p2))
    for alpha, lines in by_alpha.items():
        _lay_over(p, lines, alpha)
    if axis.style["tickFont"] is not None:
        p.setFont(axis.style["tickFont"])
    p.setPen(axis.textPen())
    p.setClipRect(axis.boundingRect().toAlignedRect())
    for rect, flags, text in text_specs:
        p.drawText(rect, int(flags), text)


def _lay_over(p, lines: list, alpha: int) -> bool:
    """Draw `lines` (pen, p1, p2) opaque on a layer over the lines' extent and lay it over at `alpha`; False
    when the layer would cost more than drawing them translucent (a few short lines far apart: laying over
    costs about 2 ns a pixel of the layer, a translucent line about 0.3 us a pixel of its length), then they
    are drawn so."""
    device = p.device()
    to_device = p.deviceTransform()
    extent = QRectF()
    length = 0.0
    for _, p1, p2 in lines:
        a, b = to_device.map(p1), to_device.map(p2)
        extent = extent.united(QRectF(a, b).normalized())
        length += abs(b.x() - a.x()) + abs(b.y() - a.y()) + 1.0
    area = extent.toAlignedRect().adjusted(-2, -2, 2, 2).intersected(QRect(0, 0, device.width(), device.height()))
    if area.isEmpty():
        return True  # (nothing of them falls on the device)
    if area.width() * area.height() > LAYER_PIXELS_PER_LINE_PIXEL * length:
        for pen, p1, p2 in lines:
            p.setPen(pen)
            p.drawLine(p1, p2)
        return False
    layer = QImage(area.size(), QImage.Format.Format_ARGB32_Premultiplied)
    layer.fill(0)
    painter = QPainter(layer)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setTransform(to_device * QTransform.fromTranslate(-area.x(), -area.y()))
        for pen, p1, p2 in lines:
            opaque = QPen(pen)
            color = QColor(pen.color())
            color.setAlpha(255)
            opaque.setColor(color)
            painter.setPen(opaque)
            painter.drawLine(p1, p2)
    finally:
        painter.end()
    p.save()
    p.resetTransform()
    ratio = device.devicePixelRatioF() or 1.0
    layer.setDevicePixelRatio(ratio)  # (the painter's device transform holds that ratio)
    p.setOpacity((alpha + 1) / 256.0)  # (the raster engine's own rounding of a pen's alpha: the same pixels)
    p.drawImage(QPointF(area.x() / ratio, area.y() / ratio), layer)
    p.restore()
    return True


def quick_axes() -> dict:
    """Axis items for a new PlotItem's axisItems: the two it shows (naming the others would show them)."""
    return {name: QuickAxis(name) for name in ("left", "bottom")}
