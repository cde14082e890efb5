"""A matrix fills the plot it is drawn in: at any size of the view (wide, tall, a projector's, an exported
figure's), every matrix plot's visible range is the matrix's extent in x and in y (a box locked to square
cells showed keys from -150 to 250 for keys 0 to 99), and the panels beside a lead matrix leave it near
square."""

import pyqtgraph as pg
import pytest

from posenc_gui.gui.export.standalone import FIGURE_SIZE
from posenc_gui.gui.plotting.panel_flow import PanelFlow
from posenc_gui.gui.plotting.plot_widgets import PlotLayout

MARGIN = 0.02  # of the matrix's extent: what a view box's rounding may add

MATRIX_PLOTS = {  # each view's plots that hold a matrix (an ImageItem in query-by-key cells)
    "alibi": lambda v: [v.weight_plot, v.bias_plot],
    "transformer-xl": lambda v: [p.plot for p in v.panels.values()],
    "relative-buckets": lambda v: [v.matrix_plot],
    "nope": lambda v: [v.matrix_plot],
    "shift": lambda v: [v.matrix_plot],
    "similarity": lambda v: [v.matrix_plot],
    "rope-scores": lambda v: list(v.plots.values()),
}


def image_extent(plot) -> tuple:
    """The (x0, x1), (y0, y1) the plot's image covers, in data units."""
    image = next(item for item in plot.items if isinstance(item, pg.ImageItem))
    rect = image.mapRectToParent(image.boundingRect())
    return (rect.left(), rect.right()), (rect.top(), rect.bottom())


@pytest.mark.parametrize("vid", sorted(MATRIX_PLOTS))
def test_every_matrix_plot_shows_its_matrix_alone_at_every_size(make_view, qtbot, vid):
    shown = make_view(vid, size=(1200, 420))
    checked = []
    for size in ((1200, 420), (520, 900), (1280, 720), (900, 300), FIGURE_SIZE):
        shown.host.resize(*size)
        qtbot.wait(60)
        for plot in MATRIX_PLOTS[vid](shown.view):
            if not plot.isVisible() or plot.vb.width() < 20:
                continue
            for (lo, hi), (d0, d1) in zip(plot.vb.viewRange(), image_extent(plot)):
                extent = d1 - d0
                assert extent > 0
                assert abs(lo - d0) <= MARGIN * extent and abs(hi - d1) <= MARGIN * extent, (
                    vid,
                    size,
                    plot.titleLabel.text,
                    (lo, hi),
                    (d0, d1),
                )
            checked.append(size)
    assert len(set(checked)) == 5  # (every size had a matrix on screen to check)


def test_a_lead_beside_the_others_takes_a_column_as_tall_as_their_rows_in_a_wide_room(qtbot):
    widget = PlotLayout()
    qtbot.addWidget(widget)
    key = widget.addLabel(row=0, col=0, text="key")
    plots = [widget.addPlot(row=1, col=c) for c in range(5)]
    flow = PanelFlow(
        widget, plots, header=[key], choices=(2, 1), lead=True, beside="left", beside_columns=3, lead_stretch=1.5
    )
    layout = widget.ci
    widget.resize(1000, 500)  # wide: beside
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: flow.lead_beside)
    assert flow.columns == 3
    assert [layout.getItem(1 + r, 0) for r in range(2)] == [plots[0]] * 2  # the lead across both rows
    assert [layout.getItem(1 + k // 2, 1 + k % 2) for k in range(4)] == plots[1:]
    qtbot.wait(50)
    lead, other = plots[0].geometry(), plots[1].geometry()
    assert lead.width() == pytest.approx(1.5 * other.width(), rel=0.05)  # whatever their titles' widths
    assert lead.height() > 1.8 * other.height()
    widget.resize(700, 1000)  # tall: the lead's row above the others, 2 x 2
    qtbot.waitUntil(lambda: not flow.lead_beside)
    assert flow.columns == 2 and [layout.getItem(1, c) for c in range(2)] == [plots[0]] * 2
    qtbot.wait(50)
    assert plots[1].geometry().width() > 0.4 * 700  # the widths fixed beside are let go
    other_widget = PlotLayout()
    qtbot.addWidget(other_widget)
    right = PanelFlow(other_widget, [other_widget.addPlot(row=1, col=c) for c in range(3)], lead=True, beside="right")
    right.place(1)  # at the right: the lead last in one column
    assert [other_widget.ci.getItem(1 + k, 0) for k in range(3)] == right.panels[1:] + right.panels[:1]
