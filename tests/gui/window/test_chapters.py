"""Chapters: the window organised by topic. Each chapter shows its views beside the parameters, keeps its own
arrangement, and switches in one batch; a first start shows the default chapter, old settings All views."""

import pytest
from helpers import chapter_specs, spy_compute
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QTabBar

from posenc_gui.gui.views import view_class
from posenc_gui.gui.window.chapters import DEFAULT_CHAPTER, ORDER
from posenc_gui.gui.window.dock_layout import CELL_MIN_WIDTH
from posenc_gui.specs import ALL_VIEWS, CHAPTER_IDS, CHAPTERS, SPECS, chapter_views
from posenc_gui.specs.kit.chapters import chapter
from posenc_gui.testing import settle


def shown_views(win) -> set:
    """The views the arrangement shows: on screen, or a tab away from it."""
    return {vid for vid, dock in win.docks.items() if vid != "params" and not dock.isHidden()}


def chapter_action(win, cid) -> QAction:
    return win.findChild(QAction, f"chapter.{cid}")


def test_every_view_is_in_one_chapter_and_every_chapter_has_views():
    assert {spec.chapter for spec in SPECS.values()} == set(CHAPTER_IDS)
    assert sorted(v for c in CHAPTER_IDS for v in chapter_views(c)) == sorted(SPECS)
    for ch in CHAPTERS:  # the specs that name it, in the registry's order; its arrangement names only those
        assert chapter_views(ch.id) == chapter_specs(ch.id), ch.id
        named = {v for row in ch.rows for v in row} | set(ch.under_params)
        assert named <= set(chapter_views(ch.id)), ch.id


def test_a_first_start_shows_the_default_chapter_laid_out(make_window):
    win = make_window(chapter=None, notes=None)
    assert win.chapters.current == DEFAULT_CHAPTER
    assert shown_views(win) == set(chapter_views(DEFAULT_CHAPTER))
    bar = win.findChild(QTabBar, "chapters.bar")
    assert [bar.tabText(i) for i in range(bar.count())] == [*(ch.title for ch in CHAPTERS), "All views"]
    assert bar.tabText(bar.currentIndex()) == "Sinusoidal PE" and chapter_action(win, DEFAULT_CHAPTER).isChecked()


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000), (1920, 1200)])
def test_every_chapter_fits_the_window_side_by_side_or_folded_into_tabs(make_window, size):
    """Each view gets at least CELL_MIN_WIDTH x CELL_MIN_HEIGHT: side by side where the window has room for
    the chapter's rows (1920 x 1200), else folded into tab groups (two at 1600 x 1000, one at 1280 x 720)."""
    win = make_window(chapter=None, notes=None, resize=False)
    win.resize(*size)
    settle(win)
    groups_seen = set()
    for cid in CHAPTER_IDS:
        chapter_action(win, cid).trigger()
        settle(win)
        assert (win.width(), win.height()) == size, cid  # no minimum height pushes it taller
        assert shown_views(win) == set(chapter_views(cid)), cid
        params = win.docks["params"]
        assert params.isVisible() and params.width() <= 300, cid  # the views get the room
        groups = {
            frozenset([vid] + [d.objectName()[5:] for d in win.tabifiedDockWidgets(win.docks[vid])])
            for vid in chapter_views(cid)
            if vid not in chapter(cid).under_params
        }
        groups_seen.add(len(groups))
        for vid in chapter_views(cid):
            dock = win.docks[vid]
            win.bring_forward(vid)
            settle(win)
            wide, tall = (250, 250) if vid in chapter(cid).under_params else (CELL_MIN_WIDTH - 10, 380)
            assert dock.isVisible() and dock.width() >= wide and dock.height() >= tall, (
                cid,
                vid,
                dock.width(),
                dock.height(),
            )
    expected = {(1280, 720): {1}, (1600, 1000): {1, 2}, (1920, 1200): {1, 2, 3, 4}}[size]  # (3 rows of 2: columns)
    assert groups_seen == expected


def test_keys_and_the_bar_switch_chapters_and_each_keeps_its_arrangement(make_window, qtbot):
    win = make_window(chapter=None, notes=None)
    keys = [chapter_action(win, c).shortcut().toString() for c in ORDER]
    numbered = [f"Ctrl+{n}" if n <= 9 else "" for n in range(1, len(CHAPTER_IDS) + 1)]  # (past 9: the bar, the menu)
    assert keys == [*numbered, "Ctrl+0"]
    win.findChild(QAction, "action.chapter_next").trigger()
    assert win.chapters.current == "why-it-works" and shown_views(win) == set(chapter_views("why-it-works"))
    win.docks["shift"].close()  # the user's own change to this chapter
    win.findChild(QTabBar, "chapters.bar").setCurrentIndex(ORDER.index("rope"))
    settle(win)
    assert win.chapters.current == "rope" and shown_views(win) == set(chapter_views("rope"))
    chapter_action(win, "why-it-works").trigger()
    assert shown_views(win) == set(chapter_views("why-it-works")) - {"shift"}  # as it was left
    win.reset_layout()
    assert shown_views(win) == set(chapter_views("why-it-works"))  # Reset: the chapter's own
    win.findChild(QAction, "action.chapter_previous").trigger()
    assert win.chapters.current == "sinusoidal"
    chapter_action(win, ALL_VIEWS).trigger()
    assert shown_views(win) == set(SPECS)  # the earlier desk: every view, in front or a tab away


def test_a_view_opened_from_the_view_menu_joins_the_chapter(make_window):
    win = make_window(chapter=None, notes=None)
    win.findChild(QAction, "action.show.similarity").trigger()
    settle(win)
    assert win.docks["similarity"].isVisible() and win.views["similarity"].is_shown()


def test_switching_a_chapter_computes_only_the_views_it_shows(make_window, monkeypatch):
    win = make_window(chapter=None, notes=None)
    computed = []
    for vid in SPECS:
        spy_compute(monkeypatch, view_class(vid), record=lambda params, options, hints, v=vid: computed.append(v))
    win.store.update(d_model=32)
    chapter_action(win, "rope").trigger()
    settle(win)
    assert set(computed) <= set(chapter_views("sinusoidal")) | set(chapter_views("rope"))
    in_front = {vid for vid in chapter_views("rope") if not win.docks[vid].visibleRegion().isEmpty()}
    assert in_front and in_front <= set(computed)  # (those a tab away compute when brought forward)


def test_the_chapter_and_its_arrangements_come_back_at_the_next_start(make_window, tmp_path):
    path = tmp_path / "kept.ini"
    win = make_window(path, chapter=None)
    chapter_action(win, "rope").trigger()
    win.docks["rope-decay"].close()
    win.close()
    again = make_window(path, chapter=None)
    assert again.chapters.current == "rope" and shown_views(again) == set(chapter_views("rope")) - {"rope-decay"}


def test_settings_of_an_earlier_version_open_on_all_views(make_window, tmp_path):
    path = tmp_path / "old.ini"
    first = make_window(path, chapter="all")
    first.close()
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    settings.remove("layout/chapter")  # as an earlier version wrote it: a desk, no chapter
    for cid in ORDER:
        settings.remove(f"layout/chapters/{cid}")
    settings.sync()
    again = make_window(path, chapter=None)
    assert again.chapters.current == ALL_VIEWS


def test_a_session_keeps_its_chapter(make_window, tmp_path):
    win = make_window(chapter=None, notes=None)
    chapter_action(win, "learned").trigger()
    path = tmp_path / "s.json"
    assert win.sessions.save_path(path)
    chapter_action(win, "rope").trigger()
    assert win.sessions.open_path(path)
    assert win.chapters.current == "learned" and "learned" in shown_views(win)


def test_a_lesson_step_shows_its_chapter(make_window):
    win = make_window(chapter=None, notes=None)
    win.lesson.go_to(0)
    settle(win)
    first = win.lesson.steps[0]
    assert win.chapters.current == SPECS[first.views[0]].chapter
    assert set(first.views) <= shown_views(win)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000)])
def test_no_chapter_tab_or_dock_title_is_elided(make_window, size):
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle, QStyleOptionDockWidget

    win = make_window(chapter=None, notes=None, resize=False)
    win.resize(*size)
    settle(win)
    bar = win.findChild(QTabBar, "chapters.bar")
    for i in range(bar.count()):
        room = bar.tabRect(i).width() - 2 * bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace) // 2
        assert QFontMetrics(bar.font()).horizontalAdvance(bar.tabText(i)) <= room, bar.tabText(i)
    for cid in CHAPTER_IDS:
        chapter_action(win, cid).trigger()
        settle(win)
        for vid in ("params", *chapter_views(cid)):
            dock = win.docks[vid]
            win.bring_forward(vid)  # (a dock a tab away has the size it last had on screen)
            settle(win)
            option = QStyleOptionDockWidget()
            dock.initStyleOption(option)
            title = dock.style().subElementRect(QStyle.SubElement.SE_DockWidgetTitleBarText, option, dock)
            assert QFontMetrics(dock.font()).horizontalAdvance(dock.windowTitle()) <= title.width(), (cid, vid)


def _all_views_arrangement(win) -> tuple:
    """Where All views puts each dock: shown or not, its area, the docks tabbed with it, which one of its
    group is in front and where that one is; which docks float; the window's size."""
    settle(win)
    docks = {**win.docks, "lesson": win.lesson.dock}
    on_screen = {vid for vid, dock in docks.items() if not dock.visibleRegion().isEmpty()}
    return (win.width(), win.height()), tuple(
        sorted(
            (
                vid,
                dock.isHidden(),
                win.dockWidgetArea(dock).name,
                dock.isFloating(),
                frozenset(d.objectName() for d in win.tabifiedDockWidgets(dock)),
                dock.geometry().getRect() if vid in on_screen else None,
            )
            for vid, dock in docks.items()
        )
    )


def test_a_first_start_lays_out_all_views_only_when_asked_and_as_a_start_on_it_does(make_window, monkeypatch, tmp_path):
    """A first start on a chapter does not arrange All views (grouping 36 docks it would hide at once):
    All views, chosen later, after other chapters moved, closed and floated docks, is the arrangement a
    window started on All views has, docks' sizes and the window's own included (it does not grow)."""
    from posenc_gui.gui.window.desk import Desk

    arranged = []
    group = Desk._group_default  # (arrange_default's grouping: on a new window, or anew on a shown one)
    monkeypatch.setattr(Desk, "_group_default", lambda self, *a: (arranged.append(1), group(self, *a))[1])
    expected = _all_views_arrangement(make_window(tmp_path / "on_all.ini", chapter="all", notes=None))
    assert len(arranged) == 1
    win = make_window(tmp_path / "first.ini", chapter=None, notes=None)
    assert len(arranged) == 1 and win.chapters.current == DEFAULT_CHAPTER
    chapter_action(win, "rope").trigger()
    win.docks["rope-decay"].close()
    win.docks["rope-scores"].setFloating(True)
    win.findChild(QAction, "action.show.similarity").trigger()
    chapter_action(win, ALL_VIEWS).trigger()
    assert len(arranged) == 2
    assert _all_views_arrangement(win) == expected
    chapter_action(win, "sinusoidal").trigger()
    chapter_action(win, ALL_VIEWS).trigger()  # (kept: not laid out again)
    assert len(arranged) == 2 and _all_views_arrangement(win) == expected


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000), (1920, 1200)])
def test_a_first_start_built_for_its_size_is_laid_out_once_as_one_laid_out_at_show(qtbot, monkeypatch, tmp_path, size):
    """A first start built for the size it is shown at lays its chapter out once (the show shares out the
    room); one built at its default size and then resized and shown lays it out again where the rows fold
    otherwise. Both end with the same docks, tab groups and sizes."""
    from posenc_gui.gui.app import create_window
    from posenc_gui.gui.window.desk import Desk

    laid_out = []
    arrange = Desk.arrange
    monkeypatch.setattr(Desk, "arrange", lambda self, *a, **k: (laid_out.append(1), arrange(self, *a, **k))[1])
    arrangements = []
    for name, built_for in (("once", size), ("again", None)):
        laid_out.clear()
        win = create_window(
            QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat), threaded=False, size=built_for
        )
        qtbot.addWidget(win)
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        settle(win)
        assert (win.width(), win.height()) == size
        if built_for is not None:
            assert len(laid_out) == 1  # (the bars' room counted before they show: the rows fold alike)
        arrangements.append(
            sorted(
                (
                    vid,
                    dock.isHidden(),
                    dock.geometry().getRect(),
                    frozenset(d.objectName() for d in win.tabifiedDockWidgets(dock)),
                )
                for vid, dock in win.docks.items()
            )
        )
    assert arrangements[0] == arrangements[1]


def test_the_help_names_the_chapter_keys_the_actions_have(window):
    """Help > Keyboard shortcuts says Ctrl+1 … Ctrl+9 for the first nine chapters and Ctrl+0 for All views, as the
    Chapter menu's actions have them; a tenth chapter has no number key (its tab, the menu, Ctrl+PgDown)."""
    from PySide6.QtGui import QAction, QKeySequence

    from posenc_gui.specs import CHAPTER_IDS

    keys = {
        a.objectName(): a.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        for a in window.findChildren(QAction)
        if a.objectName().startswith("chapter.")
    }
    numbered = [cid for cid in CHAPTER_IDS if keys[f"chapter.{cid}"]]
    assert [keys[f"chapter.{cid}"] for cid in numbered] == [f"Ctrl+{k}" for k in range(1, len(numbered) + 1)]
    assert keys["chapter.all"] == "Ctrl+0" and len(numbered) == min(9, len(CHAPTER_IDS))
    rows = dict(window.shortcuts())
    assert f"show the first {len(numbered)} chapters" in rows[f"Ctrl+1 … Ctrl+{len(numbered)}"]
    assert rows["Ctrl+0"] == "show All views"
    assert not any(k == f"Ctrl+1 … Ctrl+{len(CHAPTER_IDS) + 1}" for k in rows)
