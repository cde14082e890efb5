"""How much room a view's plots get, and which of its texts do not fit: what the chapter room and stage tests
check (a test helper: the app does not use it). Sizes are in the window's pixels."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QWidget,
)

SLACK = 1.0  # pixels a text may overhang its room (rounding between font metrics and layout)


def plot_boxes(view) -> list:
    """The view's visible plots' boxes (ViewBoxes with room on screen), largest first."""
    boxes = [
        item
        for gv in view.graphics_views()
        if gv.isVisible() and not gv.viewport().visibleRegion().isEmpty()
        for item in gv.scene().items()
        if isinstance(item, pg.ViewBox) and item.isVisible()
    ]
    return sorted(boxes, key=lambda b: -b.width() * b.height())


def main_plot_size(view) -> tuple[float, float]:
    """The width and height of the view's main plot: its largest, or the box round the small multiples it
    names as its main figure (0, 0 when none shows)."""
    panels = view.main_plots()
    if panels is not None:
        rect = None
        for plot in panels:
            if plot.isVisible():
                box = plot.vb.sceneBoundingRect()
                rect = box if rect is None else rect.united(box)
        return (rect.width(), rect.height()) if rect is not None else (0.0, 0.0)
    boxes = plot_boxes(view)
    return (boxes[0].width(), boxes[0].height()) if boxes else (0.0, 0.0)


def _scene_cuts(gv) -> list[str]:  # noqa: C901 - one check a kind of plot item
    """The titles, keys and readouts drawn in a plot that do not fit: a label wider than its item, a key
    entry or text item outside the scene's visible part or over an axis' label."""
    cuts = []
    shown = gv.mapToScene(gv.viewport().rect()).boundingRect()
    labels = [item for item in gv.scene().items() if isinstance(item, pg.AxisItem) and item.isVisible()]
    for axis in labels:  # an axis' label longer than the axis ran past the plot's edge
        label = axis.label
        if axis.isVisible() and label.isVisible() and label.toPlainText().strip():
            text = label.boundingRect().width()
            length = axis.size().height() if axis.orientation in ("left", "right") else axis.size().width()
            if text > length + SLACK:
                cuts.append(f"axis label {label.toPlainText()!r} ({text:.0f} px on a {length:.0f} px axis)")
    for item in gv.scene().items():
        if not item.isVisible() or item.opacity() == 0:
            continue
        if isinstance(item, pg.LabelItem) and item.text.strip():
            text, room = item.item.boundingRect(), item.boundingRect()
            if text.width() > room.width() + SLACK or text.height() > room.height() + SLACK:
                cuts.append(
                    f"title {item.text!r} ({text.width():.0f}x{text.height():.0f} in "
                    f"{room.width():.0f}x{room.height():.0f})"
                )
        elif isinstance(item, (pg.TextItem, pg.LegendItem)):
            rect = item.sceneBoundingRect()
            if rect.isEmpty():
                continue
            name = item.textItem.toPlainText() if isinstance(item, pg.TextItem) else "key"
            room = shown
            if isinstance(item, pg.TextItem):  # a readout in a plot is clipped to the plot's box
                box = item.getViewBox()
                room = box.sceneBoundingRect() if isinstance(box, pg.ViewBox) else shown
            if name.strip() and not room.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(rect):
                cuts.append(f"{name!r} outside the plot")
            elif isinstance(item, pg.LegendItem):
                for axis in labels:
                    shown = axis.label.isVisible() and axis.label.toPlainText().strip()
                    if shown and rect.intersects(axis.label.sceneBoundingRect()):
                        cuts.append(f"key over the axis label {axis.label.toPlainText()!r}")
    return cuts


def _widget_cut(widget: QWidget) -> str | None:
    if isinstance(widget, QLabel) and widget.text().strip():
        if widget.wordWrap():
            if widget.heightForWidth(widget.width()) > widget.height() + SLACK:
                return f"label {widget.text()[:40]!r} taller than its room"
        elif widget.sizeHint().width() > widget.width() + SLACK and not widget.hasScaledContents():
            return f"label {widget.text()[:40]!r} wider than its room"
    elif isinstance(widget, QComboBox) and widget.currentText():
        option = QStyleOptionComboBox()
        widget.initStyleOption(option)
        field = widget.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, widget
        )
        if widget.fontMetrics().horizontalAdvance(widget.currentText()) > field.width() + SLACK:
            return f"QComboBox {widget.currentText()[:40]!r} narrower than its chosen item"  # (an elided name)
    elif isinstance(widget, QAbstractButton) and widget.minimumSizeHint().width() > widget.width() + SLACK:
        return f"{type(widget).__name__} {getattr(widget, 'text', lambda: '')()!r} narrower than its text"
    return None


def cut_texts(view) -> list[str]:
    """Every text of a shown view that is elided or cut off: its widgets' labels and buttons, and its plots'
    titles, keys and readouts."""
    cuts = []
    scrolled = {area.widget() for area in view.widget.findChildren(QScrollArea)}
    for widget in [view.widget, *view.widget.findChildren(QWidget)]:
        if any(widget is area or area.isAncestorOf(widget) for area in scrolled):
            continue  # (a scroll area's text is whole: it scrolls)
        if widget.isVisible() and not widget.visibleRegion().isEmpty():
            cut = _widget_cut(widget)
            if cut:
                cuts.append(cut)
    for gv in view.graphics_views():
        if gv.isVisible():
            cuts += _scene_cuts(gv)
    return cuts


def cut_tabs(host) -> list[str]:
    """Tab labels (chapters, dock groups) that do not fit their tab."""
    cuts = []
    for bar in host.findChildren(QTabBar):
        if bar.isVisible():
            metrics = bar.fontMetrics()
            cuts += [
                bar.tabText(i)
                for i in range(bar.count())
                if metrics.horizontalAdvance(bar.tabText(i)) > bar.tabRect(i).width() - 4
            ]
    return cuts
