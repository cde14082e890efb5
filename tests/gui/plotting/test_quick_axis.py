"""QuickAxis lays out the same ticks and labels as pyqtgraph's AxisItem, with less Python."""

import random

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtGui import QImage, QPainter, QPicture

from posenc_gui.gui.plotting.plot_widgets import PlotLayout
from posenc_gui.gui.plotting.quick_axis import QuickAxis


@pytest.mark.parametrize("log", [False, True])
def test_tick_values_are_pyqtgraphs(qapp, log):
    rng = random.Random(7)
    ours, theirs = QuickAxis("bottom"), pg.AxisItem("bottom")
    ours.setLogMode(log)
    theirs.setLogMode(log)
    for _ in range(2000):
        if log:
            low, high = rng.uniform(-3, 3), rng.uniform(-3, 8)
        else:
            low = rng.uniform(-1e6, 1e6) * 10 ** rng.randint(-8, 3)
            high = low + abs(rng.gauss(0, 1)) * 10 ** rng.randint(-8, 6)
        size = rng.uniform(20, 3000)
        assert ours.tickValues(low, high, size) == theirs.tickValues(low, high, size)


def _specs(axis):
    picture = QPicture()
    painter = QPainter(picture)
    try:
        axis_spec, ticks, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    pen, start, stop = axis_spec
    return (
        [(p.color().getRgb(), a.x(), a.y(), b.x(), b.y()) for p, a, b in ticks],
        [(r.getRect(), int(flags), text) for r, flags, text in texts],
        (pen.color().getRgb(), start.x(), start.y(), stop.x(), stop.y()),
    )


@pytest.mark.parametrize("lean", [True, False])
@pytest.mark.parametrize("grid", [False, True])
def test_a_plots_axes_lay_out_as_pyqtgraphs_would(qtbot, monkeypatch, grid, lean):
    """Two plots of the same size and range, one with QuickAxis (as every plot of the app has) and one
    with pyqtgraph's AxisItem: the same tick lines and the same labels in the same rectangles (with the
    lean layout, and with pyqtgraph's own, which another pyqtgraph version gets)."""
    from posenc_gui.gui.plotting import quick_axis

    if lean and pg.__version__ not in quick_axis.LEAN_FOR:
        pytest.skip(f"the lean layout follows pyqtgraph {quick_axis.LEAN_FOR}, not {pg.__version__}")
    if not lean:
        monkeypatch.setattr(quick_axis, "LEAN_FOR", ())
    layouts = []
    for quick in (True, False):
        layout = PlotLayout()
        kwargs = {} if quick else {"axisItems": {name: pg.AxisItem(name) for name in ("left", "bottom")}}
        plot = layout.addPlot(**kwargs)
        plot.showGrid(x=grid, y=grid, alpha=0.3)
        plot.setRange(xRange=(-0.5, 63.5), yRange=(-1.1, 1.1), padding=0)
        layout.resize(700, 400)
        qtbot.addWidget(layout)
        layout.show()
        layouts.append((layout, plot))
    qtbot.waitExposed(layouts[0][0])
    (_, ours), (_, theirs) = layouts
    assert isinstance(ours.getAxis("bottom"), QuickAxis) and not isinstance(theirs.getAxis("bottom"), QuickAxis)
    for name in ("left", "bottom"):
        ticks, texts, line = _specs(ours.getAxis(name))
        assert (ticks, texts, line) == _specs(theirs.getAxis(name))
        assert len(texts) >= 3  # (the comparison is not of two empty layouts)
    for x_range in [(0.0, 61.5), (-0.5, 1000.5), (3.25, 3.75)]:  # a drag moves the range
        for plot in (ours, theirs):
            plot.setXRange(*x_range, padding=0)
        assert _specs(ours.getAxis("bottom")) == _specs(theirs.getAxis("bottom"))
    for plot in (ours, theirs):  # the spectrum's log axis, and token labels given as ticks
        plot.setLogMode(x=False, y=True)
        plot.setYRange(0.5, 5.0, padding=0)
        plot.getAxis("bottom").setTicks([[(k, f"word{k}") for k in range(0, 60, 7)], [(3, "x")]])
        plot.getAxis("left").setStyle(tickAlpha=0.5, tickLength=-6)
        plot.getAxis("bottom").setStyle(stopAxisAtTick=(True, True))
        plot.setXRange(-0.5, 63.5, padding=0)  # (every given tick in range: pyqtgraph fails on others)
    for name in ("left", "bottom"):
        assert _specs(ours.getAxis(name)) == _specs(theirs.getAxis(name))


def test_label_sizes_are_measured_once_per_font(qtbot):
    layout = PlotLayout()
    plot = layout.addPlot()
    plot.setRange(xRange=(0, 100), yRange=(0, 1), padding=0)
    layout.resize(600, 300)
    qtbot.addWidget(layout)
    layout.show()
    qtbot.waitExposed(layout)
    axis = plot.getAxis("bottom")
    QuickAxis._sizes.clear()
    image = QImage(600, 300, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        axis.generateDrawSpecs(painter)
        measured = len(QuickAxis._sizes)
        assert measured >= 3 and all(key[2].isdigit() for key in QuickAxis._sizes)  # the tick labels
        axis.generateDrawSpecs(painter)
        assert len(QuickAxis._sizes) == measured  # the same labels: nothing measured again
        bigger = axis.style["tickFont"] or painter.font()
        bigger.setPointSize(bigger.pointSize() + 6)
        axis.setTickFont(bigger)
        axis.generateDrawSpecs(painter)
        assert len(QuickAxis._sizes) > measured  # a new font: measured afresh
    finally:
        painter.end()


@pytest.mark.parametrize("orientation", ["bottom", "left"])
def test_the_label_follows_every_change_as_pyqtgraphs_does(qapp, orientation):
    ours, theirs = QuickAxis(orientation), pg.AxisItem(orientation)
    given = []
    ours.label.setHtml = lambda html, set_html=ours.label.setHtml: (given.append(html), set_html(html))

    def same():
        assert ours.label.toHtml() == theirs.label.toHtml()
        assert ours.label.isVisible() == theirs.label.isVisible()
        assert (ours.minimumWidth(), ours.minimumHeight()) == (theirs.minimumWidth(), theirs.minimumHeight())

    steps = [
        lambda a: a.setLabel("position"),
        lambda a: a.setRange(0, 50),
        lambda a: a.setRange(0, 2e9),  # SI prefixes start above 1e9 without units
        lambda a: a.setRange(0, 60),
        lambda a: a.setLabel("time", units="s"),
        lambda a: a.setRange(0, 0.004),  # "ms"
        lambda a: a.setRange(0, 4000),  # "ks"
        lambda a: a.setPen("#ff0000"),  # the colour goes into the label's style
        lambda a: a.setLabel("time", units="s", **{"font-size": "20pt"}),
        lambda a: a.showLabel(False),
        lambda a: a.setRange(0, 5e9),
        lambda a: a.showLabel(True),
        lambda a: a.enableAutoSIPrefix(False),
        lambda a: a.setLabel(""),
    ]
    for step in steps:
        step(ours)
        step(theirs)
        same()
    ours.enableAutoSIPrefix(True)  # (as pyqtgraph's axes start: each change of range rewrites the label)
    ours.setLabel("position")
    ours.setRange(0, 5)
    given.clear()
    for high in (10, 20, 30, 40):  # ranges that change neither the prefix nor the label
        ours.setRange(0, high)
    assert given == []
    ours.setLabel("place")
    assert len(given) == 1 and "place" in given[0]


def _shown_plot(qtbot, width=500, height=300):
    """A plot in a PlotLayout (QuickAxis axes), on screen."""
    layout = PlotLayout()
    qtbot.addWidget(layout)
    plot = layout.addPlot()
    layout.resize(width, height)
    layout.show()
    qtbot.waitExposed(layout)
    return layout, plot


def test_the_kept_bounding_rectangle_is_pyqtgraphs_through_resizes_grids_and_styles(qtbot):
    """QuickAxis keeps its bounding rectangle between paints; it must be pyqtgraph's after every change
    of what it is made of: the plot's size, the grid, the tick length, the label's room."""
    from PySide6.QtWidgets import QApplication

    layout, plot = _shown_plot(qtbot)

    def check():
        QApplication.processEvents()
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            assert axis.boundingRect() == pg.AxisItem.boundingRect(axis), (name, axis.boundingRect())
            assert axis.boundingRect() == pg.AxisItem.boundingRect(axis)  # (kept: the same again)

    check()
    seen = {plot.getAxis("bottom").boundingRect().getRect()}
    for change in (
        lambda: layout.resize(800, 450),
        lambda: plot.showGrid(x=True, y=True, alpha=0.3),
        lambda: plot.setTitle("A title: the view is lower, the bottom axis where it was"),
        lambda: layout.resize(420, 380),
        lambda: plot.showGrid(x=False, y=False),
        lambda: plot.getAxis("left").setStyle(tickLength=-9),
        lambda: plot.getAxis("bottom").setStyle(hideOverlappingLabels=False),
        lambda: plot.setLabel("left", "a label that needs room"),
    ):
        change()
        check()
        seen.add(plot.getAxis("bottom").boundingRect().getRect())
    assert len(seen) >= 5  # (the rectangle did change along the way)


def test_the_same_ticks_again_leave_the_drawn_axis_alone(qtbot, monkeypatch):
    """Views naming rows by words give the same words at every step of a drag; new words redraw."""
    from PySide6.QtWidgets import QApplication

    layout, plot = _shown_plot(qtbot)
    axis = plot.getAxis("bottom")
    laid_out = []
    original = QuickAxis.generateDrawSpecs
    monkeypatch.setattr(QuickAxis, "generateDrawSpecs", lambda self, p: (laid_out.append(self), original(self, p))[1])

    def repaint():
        layout.viewport().repaint()
        QApplication.processEvents()

    words = [[(0, "0: the"), (1, "1: cat"), (2, "2: sat")]]
    axis.setTicks(words)
    for _ in range(5):  # (the first layouts may widen the axis for its labels, and lay out again)
        repaint()
    first = laid_out.count(axis)
    assert first >= 1
    for _ in range(3):
        axis.setTicks([[(0, "0: the"), (1, "1: cat"), (2, "2: sat")]])  # equal, not the same list
        repaint()
    assert laid_out.count(axis) == first
    axis.setTicks([[(0, "0: the"), (1, "1: dog"), (2, "2: sat")]])
    repaint()
    assert laid_out.count(axis) > first and axis._tickLevels[0][1] == (1, "1: dog")
    again = laid_out.count(axis)
    axis.setTicks([[(np.float64(0.0), "0"), (np.int64(1), "1")]])  # (numpy scalars compare too)
    axis.setTicks(None)
    repaint()
    assert laid_out.count(axis) > again and axis._tickLevels is None


def test_a_cached_axis_drawn_straight_from_its_layout_matches_pyqtgraphs_picture(qtbot):
    """Into its cache an axis is drawn from its layout, without pyqtgraph's QPicture, its translucent grid
    lines opaque on a layer laid over at their opacity: the same pixels."""
    _drawn_as_pyqtgraph_would(qtbot, 1.0, lambda p, a: pg.AxisItem.paint(a, p, None, None))


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_translucent_ticks_laid_over_as_one_layer_give_pyqtgraphs_pixels_at_any_scale(qtbot, monkeypatch, scale):
    """The layered drawing against pyqtgraph's drawPicture straight into the painter (played from a QPicture,
    pyqtgraph's text is placed otherwise at other scales); the grid's lines went through the layer."""
    from posenc_gui.gui.plotting import quick_axis

    layered = []
    lay_over = quick_axis._lay_over
    monkeypatch.setattr(
        quick_axis,
        "_lay_over",
        lambda p, lines, alpha: (layered.append((len(lines), alpha)), lay_over(p, lines, alpha)),
    )
    _drawn_as_pyqtgraph_would(qtbot, scale, lambda p, a: a.drawPicture(p, *a.generateDrawSpecs(p)))
    assert sum(n for n, _ in layered) >= 10 and all(0 < alpha < 255 for _, alpha in layered)


def _drawn_as_pyqtgraph_would(qtbot, scale, pyqtgraphs):
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QApplication, QGraphicsItem

    from posenc_gui.gui.plotting.style import cache_rendering

    _layout, plot = _shown_plot(qtbot, 700, 400)
    plot.showGrid(x=True, y=True, alpha=0.3)
    plot.setRange(xRange=(-0.5, 1023.5), yRange=(-1.1, 1.1), padding=0)
    QApplication.processEvents()
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)
        cache_rendering(axis)  # (as style_plot does for every plot's axes)
        assert axis.cacheMode() != QGraphicsItem.CacheMode.NoCache
        images = []
        for draw in (lambda p, a=axis: a.paint(p, None, None), lambda p, a=axis: pyqtgraphs(p, a)):
            axis.picture = None
            rect = axis.boundingRect().toAlignedRect()
            image = QImage(
                int(rect.width() * scale), int(rect.height() * scale), QImage.Format.Format_ARGB32_Premultiplied
            )
            image.fill(QColor("white"))
            painter = QPainter(image)
            painter.scale(scale, scale)
            painter.translate(-rect.left(), -rect.top())
            draw(painter)
            painter.end()
            images.append(image)
        assert images[0] == images[1], name
        inked = {images[0].pixel(x, y) for x in range(0, images[0].width(), 3) for y in range(0, images[0].height(), 3)}
        assert len(inked) > 3  # (ticks and labels were drawn: not two blank images)


@pytest.mark.parametrize("far_apart", [False, True])
def test_translucent_lines_are_laid_over_when_that_is_cheaper_and_drawn_alike_either_way(qapp, far_apart):
    """Forty long grid lines go through a layer; two short ticks at opposite corners of a large device are
    drawn translucent (a layer as large as the device would cost more): the same pixels as drawing each."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QPen

    from posenc_gui.gui.plotting import quick_axis

    color = QColor(20, 40, 60, 51)
    pen = QPen(color)
    pen.setCosmetic(True)
    if far_apart:
        lines = [(pen, QPointF(5.5, 5.5), QPointF(12.5, 5.5)), (pen, QPointF(1980.5, 1990.5), QPointF(1990.5, 1990.5))]
    else:
        lines = [(pen, QPointF(10.5 + 40 * k, 0.5), QPointF(10.5 + 40 * k, 1990.5)) for k in range(40)]
    images = []
    for layered in (True, False):
        image = QImage(2000, 2000, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(250, 240, 230))
        painter = QPainter(image)
        if layered:
            used = quick_axis._lay_over(painter, lines, color.alpha())
        else:
            for line_pen, p1, p2 in lines:
                painter.setPen(line_pen)
                painter.drawLine(p1, p2)
        painter.end()
        images.append(image)
    assert used is not far_apart
    assert images[0] == images[1]
    assert images[0].pixelColor(10, 100 if not far_apart else 5) != QColor(250, 240, 230)  # (lines were drawn)


def test_a_colour_bar_is_built_lean_and_drawn_as_pyqtgraphs_own(qtbot, monkeypatch):
    """colour_bar's ColourBarItem gets no ViewBox menu and QuickAxis sides through pyqtgraph's own
    ColorBarItem.__init__: the picture is pixel for pixel that of the bar pyqtgraph builds, beside an image,
    with its label and tick labels, where the label fits; on a bar shorter than its label, the label wraps
    whole (pyqtgraph's was cut at both ends)."""
    from pyqtgraph.graphicsItems.ViewBox import ViewBoxMenu
    from PySide6.QtWidgets import QApplication

    from posenc_gui.gui.plotting import style
    from posenc_gui.gui.plotting.plot_widgets import ColourBarItem

    menus = []
    monkeypatch.setattr(
        ViewBoxMenu.ViewBoxMenu,
        "__init__",
        lambda self, view, _init=ViewBoxMenu.ViewBoxMenu.__init__: (menus.append(view), _init(self, view))[1],
    )
    images = []
    for bar_class in (style.ColourBarItem, pg.ColorBarItem):
        monkeypatch.setattr(style, "ColourBarItem", bar_class)
        widget = pg.PlotWidget()
        qtbot.addWidget(widget)
        image = pg.ImageItem(np.sin(np.arange(40 * 30).reshape(40, 30) / 50.0))
        widget.addItem(image)
        menus.clear()
        bar = style.colour_bar(label="PE value", width=18)
        lean = not menus
        bar.setImageItem(image, insert_in=widget.getPlotItem())
        if bar_class is not pg.ColorBarItem:
            assert lean and bar.vb.menu is None
            assert all(isinstance(bar.getAxis(side), QuickAxis) for side in ("left", "right", "top", "bottom"))
        else:
            assert not lean  # (pyqtgraph's own builds the menu: the check above can fail)
        widget.resize(420, 320)
        widget.show()
        qtbot.waitExposed(widget)
        QApplication.processEvents()
        images.append(widget.grab().toImage())
    assert images[0] == images[1]
    inked = {
        images[0].pixel(x, y)
        for x in range(images[0].width() - 90, images[0].width(), 2)
        for y in range(0, images[0].height(), 2)
    }
    assert len(inked) > 20  # (the bar's colours, ticks and labels were drawn)
    monkeypatch.setattr(style, "ColourBarItem", ColourBarItem)
    short = pg.PlotWidget()
    qtbot.addWidget(short)
    bar = style.colour_bar(label="PE value", width=18)
    bar.setImageItem(pg.ImageItem(np.zeros((4, 4))), insert_in=short.getPlotItem())
    short.resize(420, 60)  # (a bar shorter than its label)
    short.show()
    qtbot.waitExposed(short)
    QApplication.processEvents()
    label = bar.getAxis("left").label
    assert label.textWidth() > 0 and label.toPlainText().strip() == "PE value"
    assert label.document().firstBlock().layout().lineCount() == 2  # ("PE" over "value")


def test_a_label_whose_lines_keep_changing_keeps_them_until_they_rest(qtbot, monkeypatch):
    """A label wraps onto lines as its axis shortens and back as it lengthens; a third change of its lines
    within WRAP_SETTLE_S is held (a title and a left label wrapping in a plot squeezed to a few dozen pixels
    drove each other round for ever, and the window hung), and taken once they have rested that long."""
    from posenc_gui.gui.plotting import quick_axis

    clock = [100.0]
    monkeypatch.setattr(quick_axis.time, "monotonic", lambda: clock[0])
    _layout, plot = _shown_plot(qtbot)
    axis = plot.getAxis("left")
    axis.setLabel("a label long enough to wrap on a short axis")
    label = axis.label

    def lines_at(height):
        axis.resize(axis.size().width(), height)  # (its resizeEvent wraps the label)
        return label.document().firstBlock().layout().lineCount()

    clock[0] += quick_axis.WRAP_SETTLE_S  # (the plot's own first layout is forgotten)
    assert lines_at(600) == 1  # a change of its lines
    assert lines_at(80) >= 3  # a second
    held = label.textWidth()
    assert lines_at(600) >= 3 and label.textWidth() == held  # a third so soon: held
    clock[0] += quick_axis.WRAP_SETTLE_S
    assert lines_at(610) == 1  # rested: taken (at the next resize)
