"""What a lesson step asks of a view besides its options: draw only some curves (its `show:` line) and mark numbers
on the plot (its `mark:` lines), so the slide shows what its headline says (see files/lesson_steps.py).

A step's emphasis holds while the view draws what the step set up: it keeps the view's inputs (its cache key) as
they were when the step was applied, and a draw from other inputs (the learner changed the distance the mark was
computed for) shows every curve and no mark."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont

MARK_COLOR = "#202020"
MARK_FILL = (255, 255, 255, 215)  # the label stays readable where it crosses a curve
MARK_WIDTH = 2.0
MOST_MARKS = 3  # lines built for each mark axis (the lesson format's MAX_MARKS)
LABEL_GAP = 6  # px between a label and the plot's edge


@dataclass(frozen=True)
class Emphasis:
    shows: tuple[str, ...] | None  # the curves drawn (None: all)
    marks: tuple[tuple[str, float, str], ...]  # (mark axis name, number, label)
    key: tuple  # the view's inputs as the step set them up (its cache key)


def mark_position(value: float, log: bool) -> float:
    """Where a number lies in a plot's coordinates (log10 of it on a logarithmic axis)."""
    return math.log10(value) if log else value


class MarkLines:
    """Labelled lines across one plot at numbers along one of its axes ("x": vertical lines). Built with the
    view, hidden, so that the stage's scaling, which changes what the scene holds when it starts, reaches them."""

    def __init__(self, plot: pg.PlotItem, axis: str, log: bool, count: int = MOST_MARKS):
        self.plot, self.axis, self.log = plot, axis, log
        self.lines: list[pg.InfiniteLine] = []
        for _ in range(count):
            line = pg.InfiniteLine(
                angle=90 if axis == "x" else 0,
                movable=False,
                pen=pg.mkPen(MARK_COLOR, width=MARK_WIDTH),
                label="",
                labelOpts={"color": MARK_COLOR, "fill": pg.mkBrush(*MARK_FILL)},
            )
            font = QFont(line.label.textItem.font())
            font.setBold(True)
            line.label.setFont(font)
            line.setZValue(30)  # over the curves
            line.setVisible(False)
            plot.addItem(line, ignoreBounds=True)
            self.lines.append(line)
        plot.getViewBox().sigResized.connect(self.place_labels)
        plot.getViewBox().sigRangeChanged.connect(self.place_labels)

    def show(self, marks: list[tuple[float, str]]) -> None:
        """Mark each (number, label); the lines left over are hidden."""
        for k, line in enumerate(self.lines):
            if k >= len(marks):
                line.setVisible(False)
                continue
            value, label = marks[k]
            # (the label is the lesson file's text: braces would be read as the format's fields)
            line.label.setFormat(label.replace("{", "{{").replace("}", "}}"))
            line.setPos(mark_position(value, self.log))
            line.setVisible(True)
            line.label.valueChanged()  # (a hidden label skipped the text when the position was set)
        self.place_labels()

    def place_labels(self, *_args) -> None:
        """Each label beside its line where the plot has the room, so that none is cut at the plot's edge or lies
        over another: a vertical line's on the side with more room (wrapped to that width if it is wider), at the
        top, or under the labels placed before it that it would meet; a horizontal line's above it at the right,
        or left of those it would meet. Again whenever the plot changes size or range (the stage lays the plot
        out after the draw)."""
        box = self.plot.getViewBox()
        (x0, x1), (y0, y1) = box.viewRange()
        width, height = box.width(), box.height()
        if width <= 0 or height <= 0 or x1 <= x0 or y1 <= y0:
            return
        placed: list[QRectF] = []
        for line in self.lines:
            if not line.isVisible():
                continue
            label = line.label
            label.setTextWidth(-1)  # (its own width first)
            if self.axis == "x":
                at = (line.value() - x0) / (x1 - x0) * width
                room_right, room_left = width - at - LABEL_GAP, at - LABEL_GAP
                side = 0 if room_right >= min(label.textItem.boundingRect().width(), room_left) else 1
                room = room_right if side == 0 else room_left
                if label.textItem.boundingRect().width() > room > 0:
                    label.setTextWidth(room)
                w, h = label.textItem.boundingRect().width(), label.textItem.boundingRect().height()
                rect = QRectF(at if side == 0 else at - w, LABEL_GAP, w, h)
                while (hit := next((r for r in placed if r.intersects(rect)), None)) is not None:
                    rect.moveTop(hit.bottom() + 1)
                label.setPosition(min(max(1 - rect.top() / height, 0.0), 1.0))
                label.anchors = [(side, 0), (side, 0)]
            else:
                if label.textItem.boundingRect().width() > width - 2 * LABEL_GAP > 0:
                    label.setTextWidth(width - 2 * LABEL_GAP)
                w, h = label.textItem.boundingRect().width(), label.textItem.boundingRect().height()
                at = (1 - (line.value() - y0) / (y1 - y0)) * height
                rect = QRectF(width - LABEL_GAP - w, at - h, w, h)
                while (
                    hit := next((r for r in placed if r.intersects(rect)), None)
                ) is not None and hit.left() - LABEL_GAP - w >= 0:
                    rect.moveRight(hit.left() - LABEL_GAP)
                label.setPosition(min(max(rect.right() / width, 0.0), 1.0))
                label.anchors = [(1, 1), (1, 1)]
            placed.append(rect)
            label.updatePosition()

    def shown(self) -> list[tuple[float, str]]:
        """(the number, the label) of each line shown: what the room reads."""
        return [
            (10 ** line.value() if self.log else line.value(), line.label.toPlainText())
            for line in self.lines
            if line.isVisible()
        ]
