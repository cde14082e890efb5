"""pyqtgraph 0.14.0's AxisItem.generateDrawSpecs (pyqtgraph/graphicsItems/AxisItem.py), step for step, with less
Python: each label's size measured once per font by the painter given, the bounding rectangle asked once, plain
QPointF ends and the comparisons written out. Copied and changed from pyqtgraph (MIT licence: LICENSE.pyqtgraph.txt
beside this file); gui/plotting/quick_axis.QuickAxis uses it for the pyqtgraph versions it follows (LEAN_FOR), and a
test compares its layout with pyqtgraph's own. Kept in upstream's shape (one long function) to compare with it: the
complexity rule is waived for this folder alone. The axis's private state it reads and writes comes in and goes out
through its arguments (gui/plotting/pg_private reaches it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen

TEXT_FLAGS = {
    "left": int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextDontClip),
    "right": int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextDontClip),
    "top": int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextDontClip),
    "bottom": int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextDontClip),
}


def lean_draw_specs(
    item: pg.AxisItem, p: Any, levels_given: list | None, text_size_used: Callable[[float], None]
) -> tuple | None:
    """AxisItem.generateDrawSpecs(p) of pyqtgraph 0.14.0 for the axis `item` (p: a painter that measures text;
    `levels_given`: the axis's own tick levels, set with setTicks, or None; `text_size_used(size)`: what
    pyqtgraph's _updateMaxTextSize does with the largest label size)."""
    style = item.style
    if style["tickFont"] is not None:
        p.setFont(style["tickFont"])
    bounds = item.mapRectFromParent(item.geometry())
    view = item.linkedView()
    tick_bounds = bounds if view is None or item.grid is False else view.mapRectToItem(item, view.boundingRect())
    orientation = item.orientation
    if orientation == "left":
        span = (bounds.topRight() + QPointF(-1.0, -1.0), bounds.bottomRight() + QPointF(-1.0, 1.0))
        tick_start, tick_stop, tick_dir, axis = tick_bounds.right(), bounds.right(), -1, 0
    elif orientation == "right":
        span = (bounds.topLeft() + QPointF(1.0, -1.0), bounds.bottomLeft() + QPointF(1.0, 1.0))
        tick_start, tick_stop, tick_dir, axis = tick_bounds.left(), bounds.left(), 1, 0
    elif orientation == "top":
        span = (bounds.bottomLeft() + QPointF(-1.0, -1.0), bounds.bottomRight() + QPointF(1.0, -1.0))
        tick_start, tick_stop, tick_dir, axis = tick_bounds.bottom(), bounds.bottom(), -1, 1
    else:
        span = (bounds.topLeft() + QPointF(-1.0, 1.0), bounds.topRight() + QPointF(1.0, 1.0))
        tick_start, tick_stop, tick_dir, axis = tick_bounds.top(), bounds.top(), 1, 1
    device = item.deviceTransform_()
    if device is None:
        return None
    ends = device.map(span[1]) - device.map(span[0])
    length = (ends.x() ** 2 + ends.y() ** 2) ** 0.5
    if length == 0:
        return None

    low, high = item.range[0], item.range[1]
    if levels_given is None:
        levels = item.tickValues(low, high, length)
        strings_given = None
    else:
        levels = [(None, [value for value, _ in level]) for level in levels_given]
        strings_given = [[text for _, text in level] for level in levels_given]

    dif = high - low
    if dif == 0:
        scale, offset = 1, 0
    elif axis == 0:
        scale = -bounds.height() / dif
        offset = low * scale - bounds.height()
    else:
        scale = bounds.width() / dif
        offset = low * scale
    x_low, x_high = sorted((low * scale - offset, high * scale - offset))

    positions = []  # per level: where each tick is, None for those out of bounds
    tick_specs = []
    base_pen = item.tickPen()
    solid = base_pen.brush().style() == Qt.BrushStyle.SolidPattern
    for i, (_, values) in enumerate(levels):
        tick_length = style["tickLength"] / (i * 0.5 + 1.0)
        alpha = style["tickAlpha"]
        if alpha is None:
            alpha = 255 / (i + 1)
            if item.grid is not False:
                alpha *= item.grid / 255.0 * min(max(0.05 * length / (len(values) + 1), 0.0), 1.0)
        elif isinstance(alpha, float):
            alpha = min(255, max(0, round(alpha * 255)))
        elif isinstance(alpha, int):
            if alpha > 255 or alpha < 0:
                raise ValueError("lineAlpha should be [0..255]")
        else:
            raise TypeError("Line Alpha should be of type None, float or int")
        pen = base_pen
        if solid:
            pen = QPen(base_pen)
            color = QColor(pen.color())
            color.setAlpha(int(alpha))
            pen.setColor(color)
        level_positions: list = []
        stop = tick_stop if item.grid is not False else tick_stop + tick_length * tick_dir
        for v in values:
            x = v * scale - offset
            if x < x_low or x > x_high:
                level_positions.append(None)
                continue
            level_positions.append(x)
            if axis == 0:
                tick_specs.append((pen, QPointF(tick_start, x), QPointF(stop, x)))
            else:
                tick_specs.append((pen, QPointF(x, tick_start), QPointF(x, stop)))
        positions.append(level_positions)

    for end, outer, inner in ((0, min, max), (1, max, min)):  # the axis line stops at the end ticks
        if style["stopAxisAtTick"][end] is True:
            tick = outer(outer(level) for level in positions)
            point = span[end]
            if axis == 0:
                point.setY(inner(point.y(), tick))
            else:
                point.setX(inner(point.x(), tick))
    axis_spec = (item.pen(), span[0], span[1])

    text_offset = style["tickTextOffset"][axis]
    text_size2 = last_text_size2 = 0
    text_rects = []
    text_specs: list = []
    if not style["showValues"]:
        return axis_spec, tick_specs, text_specs
    box = item.boundingRect()
    flags = TEXT_FLAGS[orientation]
    room = max(0, style["tickLength"]) + text_offset
    for i in range(min(len(levels), style["maxTextLevel"] + 1)):
        if strings_given is None:
            spacing, values = levels[i]
            strings = item.tickStrings(values, item.autoSIPrefixScale * item.scale, spacing)
        else:
            strings = strings_given[i]
        if len(strings) == 0:
            continue
        level_positions = positions[i]
        rects: list = []
        for j, text in enumerate(strings):
            if level_positions[j] is None:
                rects.append(None)
                continue
            rect = p.boundingRect(QRectF(0, 0, 100, 100), Qt.AlignmentFlag.AlignCenter, text)
            rect.setHeight(rect.height() * 0.8)
            rects.append(rect)
            text_rects.append(rect)
        if text_rects:
            if axis == 0:
                text_size = float(np.sum([r.height() for r in text_rects]))
                text_size2 = max(r.width() for r in text_rects)
            else:
                text_size = float(np.sum([r.width() for r in text_rects]))
                text_size2 = max(r.height() for r in text_rects)
        else:
            text_size = text_size2 = 0
        if i > 0:  # the top level is always drawn; a crowded lower level ends the labels
            fill = float(text_size) / length
            if any(len(text_specs) >= n and fill >= limit for n, limit in style["textFillLimits"]):
                break
        last_text_size2 = text_size2
        for j, text in enumerate(strings):
            x, rect = level_positions[j], rects[j]
            if x is None:
                continue
            height, width = rect.height(), rect.width()
            if orientation == "left":
                place = QRectF(tick_stop - room - width, x - height / 2, width, height)
            elif orientation == "right":
                place = QRectF(tick_stop + room, x - height / 2, width, height)
            elif orientation == "top":
                place = QRectF(x - width / 2.0, tick_stop - room - height, width, height)
            else:
                place = QRectF(x - width / 2.0, tick_stop + room, width, height)
            if box & place != place:
                continue
            text_specs.append((place, flags, text))
    text_size_used(last_text_size2)
    return axis_spec, tick_specs, text_specs
