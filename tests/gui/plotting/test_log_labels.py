"""A log axis's labels never run together: with the stage's wider axis and bigger font pyqtgraph labelled
every 2, 3 ... 9 of each decade ("2·10¹3·10¹4·10¹"); the decades are kept first, then 2 and 5, then the
rest where they have room."""

import pyqtgraph as pg
from helpers import overlaps, placed_labels
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont

from posenc_gui.gui.plotting.plot_widgets import PlotLayout
from posenc_gui.gui.plotting.quick_axis import apart_log_labels


def test_labels_are_kept_decades_first_then_two_and_five_each_with_room():
    rects = {
        "2": QRectF(0, 0, 20, 10),
        "3": QRectF(15, 0, 20, 10),
        "10¹": QRectF(30, 0, 20, 10),
        "2·10¹": QRectF(60, 0, 30, 10),
        "3·10¹": QRectF(80, 0, 30, 10),
        "5·10¹": QRectF(100, 0, 30, 10),
        "10²": QRectF(140, 0, 20, 10),
    }
    specs = [(rect, 0, text) for text, rect in rects.items()]
    assert [text for _, _, text in apart_log_labels(specs)] == ["2", "10¹", "2·10¹", "5·10¹", "10²"]
    # one above another (a vertical axis): only overlapping labels go
    column = [(QRectF(0, 12 * k, 30, 12), 0, text) for k, text in enumerate(["10⁰", "2", "3", "5"])]
    assert apart_log_labels(column, vertical=True) == column


def test_a_wide_log_axis_with_a_big_font_draws_no_label_over_another(qtbot):
    layout = PlotLayout()
    qtbot.addWidget(layout)
    plot = layout.addPlot()
    plot.setLogMode(x=True, y=False)
    plot.plot([2, 16384], [0, 1])
    axis = plot.getAxis("bottom")
    axis.setTickFont(QFont("DejaVu Sans", 16))
    layout.resize(1260, 500)
    layout.show()
    qtbot.waitExposed(layout)
    qtbot.waitUntil(lambda: axis.width() > 1000)  # (laid out at its width: on a loaded machine, not at once)
    plot.setXRange(0.26, 4.25, padding=0)
    qtbot.waitUntil(lambda: len(placed_labels(axis)) >= 8)
    labels = placed_labels(axis)
    texts = [text for _, text in labels]
    assert overlaps(labels) == []
    assert {"10¹", "10²", "10³", "10⁴"} <= set(texts)  # every decade labelled
    assert "3·10¹" not in texts and len(texts) >= 8  # thinned, not emptied
    assert isinstance(axis, pg.AxisItem)
