"""What the stage looks at once a step is laid out: the result on screen, not only the window's size. A plot
lower than LEAST_PLOT_HEIGHT, an axis label lying over its tick labels or running past its axis's ends (into
the key or the title above it), and a text cut at the edge of its view are faults; the presentation steps its
scale down until a step has none (Presentation._fit), and while a lesson step's plots fill less than
LEAST_SHARE of the screen."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPicture
from PySide6.QtWidgets import QApplication

from ..plotting.plot_widgets import SteadyLabel
from ..plotting.quick_axis import QuickAxis

LEAST_PLOT_HEIGHT = 130  # px: a plot on the stage is at least this tall (the back of a room reads its ticks)
LEAST_SHARE = 0.38  # of the screen, the least a lesson step's plots fill together
SLACK = 2.0  # px a text may pass a line by (antialiasing, rounding of the layouts)


def plot_heights(view) -> list[float]:
    """The heights of the plots of `view` on screen (ViewBoxes wider than 20 px: a colour bar's is narrower)."""
    return [
        vb.height()
        for gv in view.graphics_views()
        if gv.isVisible()
        for vb in gv.scene().items()
        if isinstance(vb, pg.ViewBox) and vb.isVisible() and vb.width() > 20
    ]


def plot_share(desk, view_ids, area: float) -> float:
    """The share of `area` (the window's pixels) the plots of the views fill together."""
    total = sum(
        vb.width() * vb.height()
        for vid in view_ids
        for gv in desk.views[vid].graphics_views()
        if gv.isVisible() and not gv.viewport().visibleRegion().isEmpty()
        for vb in gv.scene().items()
        if isinstance(vb, pg.ViewBox) and vb.isVisible()
    )
    return total / max(area, 1)


def smallest_plot_height(view) -> float:
    """The height of the lowest plot of `view` on screen, once its layouts have settled (inf: no plot)."""
    QApplication.sendPostedEvents()
    return min(plot_heights(view), default=math.inf)


def tick_text_rects(axis: pg.AxisItem) -> list[QRectF]:
    """The rectangles the axis draws its tick labels in, in the axis's coordinates."""
    picture = QPicture()
    painter = QPainter(picture)
    try:
        return [QRectF(rect) for rect, _, _ in axis.generateDrawSpecs(painter)[2]]
    finally:
        painter.end()


def _inked(text) -> QRectF:
    """A text item's box without the document's blank margin round the text."""
    margin = text.document().documentMargin()
    return text.boundingRect().adjusted(margin, margin, -margin, -margin)


def _overlaps(a: QRectF, b: QRectF) -> bool:
    cut = a.intersected(b)
    return cut.width() > SLACK and cut.height() > SLACK


def axis_label_faults(axis: pg.AxisItem) -> list[str]:
    """'over its ticks' when the label's box crosses a tick label's, 'past its axis' when it runs beyond
    the axis's ends (into the plot's title or the view's key)."""
    label = axis.label
    if not (axis.isVisible() and label.isVisible() and label.toPlainText().strip()):
        return []
    box = label.mapRectToParent(_inked(label))
    faults = []
    if any(_overlaps(box, rect) for rect in tick_text_rects(axis)):
        faults.append("over its ticks")
    vertical = axis.orientation in ("left", "right")
    start, end = (box.top(), box.bottom()) if vertical else (box.left(), box.right())
    length = axis.size().height() if vertical else axis.size().width()
    if start < -SLACK or end > length + SLACK:
        faults.append("past its axis")
    return faults


def _texts(scene):
    """(name, item whose scene box is the text's) for each text drawn in `scene`."""
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, pg.LabelItem) and item.text:
            yield "a label", item.item
        elif isinstance(item, pg.TextItem) and item.textItem.toPlainText().strip():
            yield "a text", item.textItem
        elif isinstance(item, pg.AxisItem) and item.label.isVisible() and item.label.toPlainText().strip():
            yield f"the {item.orientation} axis label", item.label


def cut_texts(graphics: pg.GraphicsView) -> list[str]:
    """Texts of `graphics` that reach past the edge of what it shows ('a label cut at the right edge'):
    only those partly in sight (a text wholly outside is a marker scrolled out of a plot's range)."""
    shown = graphics.mapToScene(graphics.viewport().rect()).boundingRect()
    found = []
    for name, text in _texts(graphics.scene()):
        box = text.mapRectToScene(_inked(text))
        if not box.intersects(shown) or _clipped(text):
            continue
        for edge, past in (
            ("left", shown.left() - box.left()),
            ("right", box.right() - shown.right()),
            ("top", shown.top() - box.top()),
            ("bottom", box.bottom() - shown.bottom()),
        ):
            if past > SLACK:
                found.append(f"{name} cut at the {edge} edge")
    return found


def _clipped(item) -> bool:
    """Whether an ancestor clips `item` to its shape (a plot's data area: a text there is the data's)."""
    parent = item.parentItem()
    while parent is not None:
        if parent.flags() & parent.GraphicsItemFlag.ItemClipsChildrenToShape:
            return True
        parent = parent.parentItem()
    return False


def measure_ticks(desk, view_ids) -> None:
    """Each axis of the views sized for the tick labels it draws now: pyqtgraph measures them only as it
    draws them, so between a change of font or range and the next paint an axis keeps the room of the old
    labels, and its label lay over the new ones for that moment (a fit judging then stepped the scale down
    for nothing)."""
    for vid in view_ids:
        for graphics in desk.views[vid].graphics_views():
            if graphics.isVisible() and graphics.scene() is not None:
                for item in graphics.scene().items():
                    if isinstance(item, pg.AxisItem) and item.isVisible() and item.style["showValues"]:
                        tick_text_rects(item)


def rewrap_axis_labels(desk, view_ids) -> None:
    """Each axis label of the views wrapped anew for the length its axis has now (QuickAxis wraps at a
    resize, and keeps the lines of a label that changed twice within WRAP_SETTLE_S: those of a moment when
    the stage was still being laid out)."""
    for vid in view_ids:
        for graphics in desk.views[vid].graphics_views():
            if graphics.scene() is None:
                continue
            for item in graphics.scene().items():
                if isinstance(item, QuickAxis) and item.isVisible() and item.label.isVisible():
                    item.rewrap()


def release_held_heights(desk, view_ids) -> None:
    """Each label of the views that holds a taller height since its text changed (SteadyLabel: a key keeps
    still while a slider drags) takes its own height now: the stage is judged by what a step shows, not by a
    height held from the scale it had a moment before."""
    for vid in view_ids:
        for graphics in desk.views[vid].graphics_views():
            if graphics.scene() is None:
                continue
            for item in graphics.scene().items():
                if isinstance(item, SteadyLabel):
                    item.release_held_height()


def view_faults(view, least_plot: float = LEAST_PLOT_HEIGHT) -> list[str]:
    """What is wrong with `view` as it is on screen now, in words ('a plot 115 px tall', 'the left axis label
    over its ticks', 'a label cut at the right edge'); [] for none."""
    QApplication.sendPostedEvents()
    faults = [f"a plot {h:.0f} px tall" for h in plot_heights(view) if h < least_plot]
    for graphics in view.graphics_views():
        if not graphics.isVisible() or graphics.scene() is None:
            continue
        for item in graphics.scene().items():
            if isinstance(item, pg.AxisItem) and item.isVisible():
                faults += [f"the {item.orientation} axis label {fault}" for fault in axis_label_faults(item)]
        faults += cut_texts(graphics)
    return list(dict.fromkeys(faults))


def stage_faults(desk, view_ids, least_plot: float = LEAST_PLOT_HEIGHT) -> dict[str, list[str]]:
    """The faults of each view on the stage that has any."""
    found = {vid: view_faults(desk.views[vid], least_plot) for vid in view_ids}
    return {vid: faults for vid, faults in found.items() if faults}
