"""Panels moved between flows stay where pyqtgraph's layout records them, in the scene, each with one border,
and a label taken out of every layout (its plot being deleted) is never resized by Qt behind its back."""

import pyqtgraph as pg

from posenc_gui.gui.plotting.panel_flow import PanelFlow, best_columns
from posenc_gui.gui.plotting.plot_widgets import PlotLayout, SteadyLabel


def test_panels_move_between_flows_within_the_grid(qtbot):
    widget = PlotLayout()
    qtbot.addWidget(widget)
    key = widget.addLabel(row=0, col=0, text="key")
    plots = [widget.addPlot(row=1, col=c) for c in range(3)]
    flow = PanelFlow(widget, plots, header=[key])
    layout, scene = widget.ci, widget.scene()
    items_before = len(scene.items())
    for columns in (1, 2, 3, 1, 2):
        flow.place(columns)
        for k, plot in enumerate(plots):
            row, col = divmod(k, columns)
            assert layout.getItem(1 + row, col) is plot
            assert plot.scene() is scene and plot.parentLayoutItem() is layout.layout
        alone = columns == 2  # the third of three in two columns spans its row
        assert layout.getItem(2, 1) is (plots[2] if alone else None)
        assert [layout.getItem(0, c) for c in range(columns)] == [key] * columns
        assert len(layout.items) == 4 and len(layout.itemBorders) == 4
        assert len(scene.items()) == items_before  # nothing added or orphaned by a move
    widget.resize(300, 900)  # tall: one column, by the flow's own choice
    widget.show()
    qtbot.waitUntil(lambda: flow.columns == 1)
    assert plots[2].geometry().top() > plots[1].geometry().bottom() > plots[0].geometry().bottom()


def test_a_label_out_of_every_layout_is_not_laid_out(qtbot, monkeypatch):
    """Qt's updateGeometry of a label with no layout resizes it and calls its resizeEvent: during a plot's
    deletion that reached a Python side already gone and crashed the process (a randomised session)."""
    widget = PlotLayout()
    qtbot.addWidget(widget)
    label = widget.addLabel(row=0, col=0, text="short")
    assert isinstance(label, SteadyLabel)
    calls = []
    monkeypatch.setattr(pg.LabelItem, "updateGeometry", lambda self: calls.append(self), raising=False)
    label.updateGeometry()
    assert calls == [label]  # in a layout: laid out as ever
    widget.ci.layout.removeItem(label)  # as when the plot holding it is deleted: its layout goes first
    label.updateGeometry()
    assert calls == [label]


def test_a_lead_panel_takes_a_row_of_its_own(qtbot):
    widget = PlotLayout()
    qtbot.addWidget(widget)
    key = widget.addLabel(row=0, col=0, text="key")
    plots = [widget.addPlot(row=1, col=c) for c in range(5)]
    flow = PanelFlow(widget, plots, header=[key], choices=(4, 2, 1), lead=True)
    layout = widget.ci
    for columns in (4, 2, 1):
        flow.place(columns)
        if columns > 1:  # the lead spans the row; the other four fill the rows under it
            assert [layout.getItem(1, c) for c in range(columns)] == [plots[0]] * columns
            for k, plot in enumerate(plots[1:]):
                row, col = divmod(k, columns)
                assert layout.getItem(2 + row, col) is plot
        else:
            assert [layout.getItem(1 + k, 0) for k in range(5)] == plots
    assert best_columns(5, 1000, 500, choices=(4, 2, 1), shape=(220, 220), lead=True) == 4  # 2 rows of 250
    assert best_columns(5, 600, 900, choices=(4, 2, 1), shape=(220, 220), lead=True) == 2  # 3 rows of 300
