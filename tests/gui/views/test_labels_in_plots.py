"""Text items inside plots are labels, not data: they never count towards a plot's auto range. In a panel
squeezed to no height, a label's bounds mapped through that panel are unbounded, and a range that grew from
them each paint made the plot repaint without end (the whole window hung)."""

import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import QApplication

from posenc_gui.specs import VIEW_IDS


@pytest.mark.parametrize("vid", VIEW_IDS)
def test_no_text_item_counts_towards_a_plots_range(make_view, vid):
    view = make_view(vid).view
    boxes = [
        item
        for item in view.widget.findChildren(pg.GraphicsView)
        for item in item.items()
        if isinstance(item, pg.ViewBox)
    ]
    labels_in_bounds = [
        (vid, item.toPlainText() if hasattr(item, "toPlainText") else "")
        for box in boxes
        for item in box.addedItems
        if isinstance(item, pg.TextItem)
    ]
    assert labels_in_bounds == []


@pytest.mark.parametrize("vid", ["naive", "learned"])
def test_a_plot_squeezed_to_no_height_keeps_its_range_and_settles(make_view, vid):
    shown = make_view(vid, size=(513, 128))  # (the room Qt gave both in a crowded grid of docks)
    shown.host.show()
    for _ in range(30):
        QApplication.processEvents()
    boxes = [
        item
        for view in shown.view.widget.findChildren(pg.GraphicsView)
        for item in view.items()
        if isinstance(item, pg.ViewBox)
    ]
    squeezed = [box for box in boxes if box.size().height() < 1]
    assert squeezed  # (the case that hung)
    for box in squeezed:
        (x0, x1), (y0, y1) = box.viewRange()
        assert max(abs(x0), abs(x1), abs(y0), abs(y1)) < 1e4  # the data's range, not ±5e9 and growing
        assert not box._autoRangeNeedsUpdate  # settled: nothing left to repaint for
