"""The room a chapter gives its views: at 1280 x 720 and 1600 x 1000 every view of every chapter, brought to
the front, has its main plot at least 320 x 220 px, and none of its texts (titles, keys, readouts, labels,
buttons), tabs or dock titles is elided or cut off. Also the pieces: how rows fold, how panels flow."""

import pytest
from PySide6.QtWidgets import QDockWidget
from room import cut_tabs, cut_texts, main_plot_size

from posenc_gui.gui.plotting.panel_flow import best_columns
from posenc_gui.gui.window.dock_layout import fold_rows
from posenc_gui.specs import CHAPTER_IDS, chapter_views
from posenc_gui.testing import settle

TEXT_ONLY = {"formula"}  # a worked formula: text, no plot


def dock_titles_cut(win) -> list:
    cut = []
    for dock in win.findChildren(QDockWidget):
        if dock.isVisible() and not dock.isFloating():
            room = dock.width() - 60  # the float and close buttons
            if dock.fontMetrics().horizontalAdvance(dock.windowTitle()) > room:
                cut.append(dock.windowTitle())
    return cut


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000)])
def test_every_view_of_every_chapter_gets_its_plot_and_shows_its_texts_whole(make_window, size):
    win = make_window(chapter=None, notes=False, resize=False)
    win.resize(*size)
    settle(win)
    small, cut = [], []
    for cid in CHAPTER_IDS:
        win.chapters.show_chapter(cid)
        settle(win)
        for vid in chapter_views(cid):
            win.bring_forward(vid)
            settle(win)
            view = win.views[vid]
            width, height = main_plot_size(view)
            if vid not in TEXT_ONLY and (width < 320 or height < 220):
                small.append(f"{cid}/{vid}: {width:.0f} x {height:.0f}")
            cut += [f"{cid}/{vid}: {c}" for c in cut_texts(view)]
        cut += [f"{cid}: tab {t!r}" for t in cut_tabs(win)] + [f"{cid}: dock {t!r}" for t in dock_titles_cut(win)]
    assert small == [] and cut == []


def on_screen(win, vids) -> int:
    return sum(not win.docks[v].visibleRegion().isEmpty() for v in vids)


def test_a_chapter_folds_and_unfolds_with_the_window(make_window):
    win = make_window(chapter="why-it-works", notes=False, resize=False)
    win.resize(1920, 1200)
    settle(win)
    assert on_screen(win, chapter_views("why-it-works")) == 4  # 2 x 2: all four at once
    win.resize(1280, 720)
    settle(win)
    assert on_screen(win, chapter_views("why-it-works")) == 1  # one tab group
    win.resize(1600, 1000)
    settle(win)
    assert on_screen(win, chapter_views("why-it-works")) == 2  # two, side by side
    win.resize(1920, 1200)
    settle(win)
    assert on_screen(win, chapter_views("why-it-works")) == 4


def test_rows_fold_into_columns_of_tabs_then_into_one_group():
    rows = [["a", "b"], ["c", "d"]]
    assert fold_rows(rows, 1200, 1100) == [[("a",), ("b",)], [("c",), ("d",)]]
    assert fold_rows(rows, 1200, 800) == [[("a", "c"), ("b", "d")]]
    assert fold_rows(rows, 1000, 800) == [[("a", "b", "c", "d")]]
    assert fold_rows([["r"], ["s", "t"]], 1200, 800) == [[("r", "s"), ("t",)]]
    assert fold_rows([], 1000, 800) == []


def test_panels_take_the_columns_that_give_each_the_most_room():
    assert best_columns(2, 1000, 300) == 2  # wide and short: side by side
    assert best_columns(2, 500, 600) == 1  # tall: one above the other
    assert best_columns(4, 1000, 600) == 2  # 2 x 2
    assert best_columns(5, 1000, 400, choices=(5, 2), shape=(200, 200)) == 5
    assert best_columns(5, 600, 700, choices=(5, 2), shape=(200, 200)) == 2


def test_a_views_panels_flow_beside_or_under_each_other(make_view, qtbot):
    shown = make_view("similarity", size=(1000, 420))
    view, host = shown.view, shown.host
    qtbot.wait(50)
    matrix, curve = view.matrix_plot.sceneBoundingRect(), view.curve_plot.sceneBoundingRect()
    assert curve.left() >= matrix.right() - 1 and matrix.width() > curve.width()  # beside; the matrix larger
    host.resize(520, 900)
    qtbot.wait(50)
    matrix, curve = view.matrix_plot.sceneBoundingRect(), view.curve_plot.sceneBoundingRect()
    assert curve.top() >= matrix.bottom() - 1 and matrix.height() > curve.height()  # under it


def test_at_1280_by_720_every_docked_view_has_a_largest_plot_of_280_by_180(make_window):
    """As at a first start (the notes shown): each chapter shown, each of its views brought to the front,
    its largest plot at least 280 x 180 px (Word order's was 936 x 63: four maps and bars in a quarter of
    the window)."""
    from room import plot_boxes

    win = make_window(chapter=None, notes=None, resize=False)
    win.resize(1280, 720)
    settle(win)
    small = []
    for cid in CHAPTER_IDS:
        win.chapters.show_chapter(cid)
        settle(win)
        for vid in chapter_views(cid):
            if vid in TEXT_ONLY:
                continue
            win.bring_forward(vid)
            settle(win)
            boxes = plot_boxes(win.views[vid])
            width, height = (boxes[0].width(), boxes[0].height()) if boxes else (0.0, 0.0)
            if width < 280 or height < 180:
                small.append(f"{cid}/{vid}: {width:.0f} x {height:.0f}")
    assert (win.width(), win.height()) == (1280, 720)
    assert small == []
