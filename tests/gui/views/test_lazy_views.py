"""What start-up and a slider drag do not pay for: views behind tabs are built when first shown (and
then look like the others), plots build their context menus on first use, and text that changes at each
step of a drag does not lay out the whole window again."""

import pyqtgraph as pg
from helpers import front_views, show_view
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QTabBar, QToolButton

from posenc_gui.gui.plotting.themes import THEMES
from posenc_gui.testing import settle

ON_SCREEN = set(front_views())  # (the window fixture opens All views)


def test_only_the_views_on_screen_are_built_at_start(window):
    built = {vid for vid, view in window.views.items() if view.is_built}
    assert built == ON_SCREEN == {vid for vid, view in window.views.items() if view.is_shown()}
    for vid in set(window.views) - built:
        assert window.findChild(QToolButton, f"export.{vid}") is None  # nothing of them exists yet


def test_at_a_first_start_the_views_tabbed_behind_others_are_not_built(qtbot):
    """Showing the window shows every dock of a tab group and hides all but the front one again: only the
    docks still on screen once that is over build their views; a tab brought forward builds its own. (At
    1600 x 1000 the first chapter's arrangement tabs two views as the window shows.)"""
    from posenc_gui.gui.app import open_window, scratch_settings

    _keeper, settings = scratch_settings()
    window = open_window(settings, size=(1600, 1000), threaded=False)
    qtbot.addWidget(window)
    behind = [
        vid
        for vid, dock in window.docks.items()
        if vid in window.views and dock.isVisible() and dock.visibleRegion().isEmpty()
    ]
    assert behind  # (the first chapter tabs some of its views)
    built = {vid for vid, view in window.views.items() if view.is_built}
    assert built == {vid for vid, view in window.views.items() if view.is_shown()} and not built & set(behind)
    title = window.docks[behind[0]].windowTitle()  # its tab chosen as a user clicks it: built at once
    bar, index = next(
        (bar, i) for bar in window.findChildren(QTabBar) for i in range(bar.count()) if bar.tabText(i) == title
    )
    bar.setCurrentIndex(index)
    view = window.views[behind[0]]
    assert view.is_built and window.docks[behind[0]].widget() is view.widget  # (no empty dock painted first)
    settle(window)
    assert view.is_shown() and view.has_content()


def test_a_view_is_built_and_drawn_when_its_dock_is_first_shown(window, qtbot):
    view = show_view(window, qtbot, "similarity")
    assert view.is_built and view.has_content()
    assert window.docks["similarity"].widget() is view.widget
    assert window.findChild(QToolButton, "export.similarity") is not None


def test_building_a_view_explicitly_puts_it_into_its_dock(window):
    view = window.views["vectors"]
    assert not view.is_built and not hasattr(view, "plot")  # its items are made by build(), not on demand
    assert view.ensure_built() is view.widget and isinstance(view.plot, pg.PlotItem)
    assert view.is_built and window.docks["vectors"].widget() is view.widget
    assert window.show_view("formula") is window.views["formula"] and window.views["formula"].is_built
    assert window.docks["formula"].isVisible()
    try:
        view.no_such_item  # noqa: B018 - the attribute lookup is what is tested
    except AttributeError as exc:
        assert "no_such_item" in str(exc)
    else:
        raise AssertionError("an unknown attribute must still raise")


def test_a_view_built_later_takes_the_windows_theme(window, qtbot):
    window.set_theme("dark")
    view = show_view(window, qtbot, "shift")
    axis = view.matrix_plot.getAxis("bottom")
    assert axis.pen().color().name() == pg.mkColor(THEMES["dark"].foreground).name()
    assert (
        view.widget.findChildren(pg.GraphicsView)[0].backgroundBrush().color().name()
        == pg.mkColor(THEMES["dark"].background).name()
    )
    window.set_theme("light")


def test_a_view_built_while_presenting_is_scaled_and_put_back(window, qtbot):
    window.presentation.enter()
    view = show_view(window, qtbot, "naive")
    axis = view.index_plot.getAxis("bottom")
    scaled = axis.style["tickFont"].pointSizeF()
    window.presentation.leave()
    settle(window, qtbot)
    plain = axis.style["tickFont"].pointSizeF()
    assert abs(scaled - plain * window.presentation.scale) < 0.51  # (sizes are rounded to half points)
    assert scaled > plain


def _assert_one_tab_bar_per_group(window):
    bars = [b for b in window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly) if b.isVisible()]
    tabs = [{b.tabText(i) for i in range(b.count())} for b in bars]
    assert len(bars) == 4, tabs  # one per tabbed group (top, right, bottom, left)
    for i, a in enumerate(tabs):
        assert not any(i != j and a <= b for j, b in enumerate(tabs)), tabs


def test_no_leftover_tab_bar_is_shown(window, qtbot):
    """Qt leaves tab bars of earlier tab sets behind (growing the default layout, restoring a layout) and
    shows them over the docks."""
    _assert_one_tab_bar_per_group(window)
    window.resize(1900, 1200)  # (the leftovers had stood below a 1000-pixel-high window)
    settle(window, qtbot)
    _assert_one_tab_bar_per_group(window)


def test_presentation_mode_leaves_one_live_tab_bar_per_group(window, qtbot):
    """Restoring the layout on leaving presentation mode left the old tab bars on screen as well: every
    group's tabs showed twice, three times after a second round."""
    from PySide6.QtTest import QTest

    for _ in range(2):
        window.presentation.enter()
        settle(window, qtbot)
        # the stage shows one view: no tab group, and no tab bar left on screen
        assert not [
            b
            for b in window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if b.isVisible() and b.count()
        ]
        window.presentation.leave()
        settle(window, qtbot)
        _assert_one_tab_bar_per_group(window)
    docks = {d.windowTitle(): d for d in window.docks.values()}
    for bar in [
        b for b in window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly) if b.isVisible()
    ]:
        dock = docks[bar.tabText(1)]
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())  # a live bar
        settle(window, qtbot)
        assert not dock.visibleRegion().isEmpty(), bar.tabText(1)  # shows its dock


def test_plots_build_their_context_menu_when_first_asked(window, qtbot):
    plot = show_view(window, qtbot, "vectors").plot
    vb = plot.getViewBox()
    assert vb.menu is None and vb.menuEnabled() is False  # the vectors view switches it off
    waves = window.views["waves"].plot.getViewBox()
    waves.setMenuEnabled(True)
    assert waves.menu is not None  # (pyqtgraph's own path, as before)
    window.views["rope-decay"].ensure_built()  # built, never shown
    lazy = window.views["rope-decay"].plot.getViewBox()
    if lazy.menuEnabled():
        assert lazy.menu is None
        actions = [a.text() for a in lazy.getContextMenus(None)]
        assert lazy.menu is not None and "View All" in actions


def test_axes_carry_no_si_prefix_and_show_the_values_themselves(window, qtbot):
    for vid in window.views:
        view = show_view(window, qtbot, vid)
        for graphics in view.graphics_views():
            for item in graphics.scene().items():
                if isinstance(item, pg.AxisItem):
                    assert item.autoSIPrefix is False and item.autoSIPrefixScale == 1.0, vid
                    assert "(x" not in item.labelString(), (vid, item.labelString())
    # the learned view's cosine matrices span positions 0 to 511: their ticks read so (not 0 to 511,000)
    axis = window.views["learned"].cos_plot.getAxis("bottom")
    _low, high = axis.range
    assert 400 < high < 600 and "200" in axis.tickStrings([200.0], axis.autoSIPrefixScale, 100.0)


class _LayoutRequests(QObject):
    def __init__(self, target):
        super().__init__()
        self.count = 0
        self.target = target
        target.installEventFilter(self)

    def eventFilter(self, obj, event):
        if obj is self.target and event.type() == QEvent.Type.LayoutRequest:
            self.count += 1
        return False


def test_a_drag_step_does_not_lay_out_the_window_again(window, qtbot):
    """The summary under the parameters and the pair box's maximum change at each d_model step; neither
    may lay out every dock of the window again (Qt carries a widget's updateGeometry to the top)."""
    settle(window, qtbot)
    requests = _LayoutRequests(window)
    pair = window.findChild(QObject, "option.phase.pair")
    info = window.findChild(QObject, "params.info")
    for d in (63, 61, 50, 33, 20):
        window.store.update(d_model=d)
        settle(window, qtbot)
        QApplication.sendPostedEvents()
        assert pair.maximum() == window.store.params.n_pairs - 1
        assert f"{window.store.params.n_pairs} frequency pairs" in info.text()
    assert requests.count == 0
    window.removeEventFilter(requests)


def test_a_drag_step_with_every_view_open_does_not_lay_out_the_window_again(window, qtbot):
    """Every view's readouts (the formula panel's worked numbers among them) change at each step."""
    from posenc_gui.bench.frames import open_every_view

    open_every_view(window)
    settle(window, qtbot)
    requests = _LayoutRequests(window)
    worked = window.views["formula"].worked
    before = worked.text()
    for d in (63, 61, 50, 33, 20):
        window.store.update(d_model=d)
        settle(window, qtbot)
        QApplication.sendPostedEvents()
        assert f"/{d}</sup>" in worked.text()
    assert worked.text() != before and requests.count == 0
    window.removeEventFilter(requests)


def test_new_readouts_and_titles_do_not_lay_out_their_plots_again(window, qtbot):
    """pyqtgraph lays a plot's layout out again whenever a label or a title gets new text, even of the
    same size; here only a new size does (the phase readout, the spectrum's key, the embedding titles)."""
    import pyqtgraph as pg

    window.store.update(max_len=50, d_model=64)
    for vid in ("phase", "spectrum", "embedding"):
        window.docks[vid].show()
        window.docks[vid].raise_()
    settle(window, qtbot)
    watched = []
    for vid in ("phase", "spectrum", "embedding"):
        for graphics in window.views[vid].graphics_views():
            for item in graphics.scene().items():
                if isinstance(item, (pg.GraphicsLayout, pg.PlotItem)):
                    watched.append(_LayoutRequests(item))
    assert len(watched) >= 4
    titles = window.views["embedding"].maps["combined"].plot.titleLabel
    before = titles.text
    for _round in range(2):  # (the first may widen a readout for its widest number yet)
        for watcher in watched:
            watcher.count = 0
        for d in (62, 60, 58, 56):
            window.store.update(d_model=d)
            settle(window, qtbot)
            QApplication.sendPostedEvents()
    assert sum(w.count for w in watched) == 0
    assert titles.text == before


def test_a_held_spin_box_grows_for_wider_numbers_and_follows_the_font(window, qtbot):
    box = window.findChild(QObject, "option.phase.pair")
    window.store.update(d_model=8)
    settle(window, qtbot)
    narrow = box.width()
    window.store.update(d_model=4096, max_len=50)
    settle(window, qtbot)
    assert box.maximum() == 2047 and box.width() >= narrow
    assert box.width() >= box.sizeHint().width()  # the widest number fits
    font = box.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    box.setFont(font)  # (as presentation mode does, through the application's font)
    assert box.minimumWidth() == box.maximumWidth() == box.sizeHint().width() > narrow


def test_exporting_a_view_behind_a_tab_draws_it_first(window, tmp_path):
    from PySide6.QtGui import QImage

    assert not window.views["similarity"].is_built
    window.exporter.export_view("similarity", tmp_path / "similarity.png")
    view = window.views["similarity"]
    assert view.is_shown() and view.has_content()  # brought forward and drawn, as the user would
    image = QImage(str(tmp_path / "similarity.png"))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 9) for y in range(0, image.height(), 9)}
    assert image.width() > 300 and image.height() > 150 and len(colours) > 20


def test_a_label_given_the_same_text_is_not_laid_out_again(window, qtbot):
    from posenc_gui.gui.plotting.plot_widgets import SteadyLabel

    label = SteadyLabel("first")
    calls = []
    label.item.setHtml = lambda html: calls.append(html)  # (the costly part of pyqtgraph's setText)
    label.setText("first")
    assert calls == []
    label.setText("second")
    assert len(calls) == 1 and "second" in calls[0]
    label.setText("second", color="#ff0000")  # a new colour is always applied
    assert len(calls) == 2


def test_a_mistake_in_a_build_is_reported_not_recursed_into(window, monkeypatch):
    view = window.views["vectors"]
    assert not view.is_built

    def broken_build():
        return view.no_such_widget  # an AttributeError inside build()

    monkeypatch.setattr(view, "build", broken_build)
    try:
        view.ensure_built()
    except AttributeError as exc:  # the mistake itself, raised once (nothing asks to build again)
        assert "no_such_widget" in str(exc) and not view.is_built
    else:
        raise AssertionError("a failing build must raise")


def test_the_phase_views_row_of_plots_is_on_screen_only_in_front_of_its_tab_group(window, qtbot):
    """The phase vector and its clock are two plot widgets in a row; whether the view is on screen is
    read from a plot (the row itself is all covered by them)."""
    phase = window.views["phase"]
    assert phase.is_shown() and len(phase.graphics_views()) == 2
    show_view(window, qtbot, "shift")  # tabbed over the phase view
    assert not phase.is_shown() and window.views["shift"].is_shown()
    show_view(window, qtbot, "phase")
    assert phase.is_shown() and not window.views["shift"].is_shown()


def test_long_keys_wrap_and_long_titles_yield_so_the_plot_stays_in_the_view(qtbot):
    from PySide6.QtWidgets import QApplication

    from posenc_gui.gui.plotting.plot_widgets import WRAP_MIN_WIDTH, PlotLayout
    from posenc_gui.gui.plotting.style import color_key

    def laid_out(width):
        layout.resize(width, 420)
        for _ in range(3):
            QApplication.processEvents()

    layout = PlotLayout()
    qtbot.addWidget(layout)
    key = layout.addLabel(row=0, col=0, justify="left", size="11pt")
    plot = layout.addPlot(row=1, col=0)
    entries = ["dim 0: sin, λ = 6.283", "dim 4: sin, λ = 11.17", "dim 8: sin, λ = 19.87"]
    key.setText(color_key([("#0072B2", e) for e in entries]))
    plot.setTitle("Pair i = 0 of a title far wider than this narrow plot can show", size="11pt")
    layout.show()
    qtbot.waitExposed(layout)
    laid_out(1400)  # room: one line, unwrapped
    one_line = key.size().height()
    assert key.item.textWidth() < 0
    laid_out(320)
    view_width = layout.viewport().width()
    assert layout.ci.geometry().width() <= view_width + 0.5  # nothing pushed out of the view
    assert plot.geometry().right() <= view_width + 0.5
    # a title wider than its plot wraps over it, onto more lines, inside the view (it ran over its
    # neighbours' titles before)
    title = plot.titleLabel.item.mapRectToScene(plot.titleLabel.item.boundingRect())
    room = layout.ci.sceneBoundingRect()
    assert title.width() <= plot.titleLabel.size().width() + 0.5 <= view_width + 0.5
    assert title.left() >= room.left() - 0.5 and title.right() <= room.right() + 0.5
    assert (
        plot.titleLabel.item.document().lineCount() + plot.titleLabel.item.document().blockCount() > 2
        or title.height() > 1.5 * plot.titleLabel.item.document().begin().layout().lineAt(0).height()
    )
    plot.setTitle("Pair i = 0 (dims 0, 1): a title wider than", size="11pt")
    for _ in range(3):
        QApplication.processEvents()
    title = plot.titleLabel.item.mapRectToScene(plot.titleLabel.item.boundingRect())
    assert title.width() <= plot.titleLabel.size().width() + 0.5
    assert title.left() >= room.left() - 0.5 and title.right() <= room.right() + 0.5
    assert 0 < key.item.textWidth() <= key.size().width() + 0.5  # wrapped at the width it was given
    assert key.size().height() > 1.5 * one_line  # onto more lines
    assert key.minimumWidth() == WRAP_MIN_WIDTH
    block = key.item.document().begin()
    lines = [
        block.text()[line.textStart() : line.textStart() + line.textLength()].replace("\xa0", " ")
        for line in (block.layout().lineAt(i) for i in range(block.layout().lineCount()))
    ]
    assert len(lines) > 1 and all(any(e in line for line in lines) for e in entries), lines  # between entries
    laid_out(1400)
    assert key.item.textWidth() < 0 and key.size().height() == one_line


def test_a_key_whose_lines_come_and_go_during_a_drag_keeps_its_plot_still(qtbot):
    """A key's number of lines may change with every step (digits of λ, a note that comes and goes): the
    plot under it stays where it is while the text changes, and moves up once the changes stop."""
    from PySide6.QtWidgets import QApplication

    from posenc_gui.gui.plotting.plot_widgets import HOLD_HEIGHT_MS, PlotLayout

    layout = PlotLayout()
    qtbot.addWidget(layout)
    key = layout.addLabel(row=0, col=0, justify="left", size="11pt")
    plot = layout.addPlot(row=1, col=0)
    layout.resize(600, 420)
    layout.show()
    qtbot.waitExposed(layout)
    texts = ["one line", "one line<br>and a second<br>and a third"]
    key.setText(texts[0])
    for _ in range(3):
        QApplication.processEvents()
    top_short = plot.geometry().top()
    tops = []
    for step in range(8):  # (quicker than HOLD_HEIGHT_MS: a drag)
        key.setText(texts[(step + 1) % 2])
        QApplication.processEvents()
        QApplication.processEvents()
        tops.append(plot.geometry().top())
    assert tops[0] > top_short + 20 and len(set(tops)) == 1, tops  # down once, then still
    assert key.text == texts[0]
    qtbot.waitUntil(lambda: plot.geometry().top() == top_short, timeout=HOLD_HEIGHT_MS + 8000)  # (a loaded machine)
