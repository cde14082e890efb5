"""Each action is declared once, in action_table.py: the menus, the toolbar, the keys and Help > Keyboard
shortcuts come from that table, and every exclusive choice is made by one helper."""

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar

from posenc_gui.gui.window.action_table import ACTIONS, TOOLBAR, Action, Separator
from posenc_gui.specs import CHAPTER_IDS, chapter_views


def _entries(menu: QMenu) -> list[str]:
    return ["-" if a.isSeparator() else (a.menu().objectName() if a.menu() else a.objectName()) for a in menu.actions()]


def test_the_menus_follow_the_table(window):
    bar = window.menuBar()
    assert [m.objectName() for m in (a.menu() for a in bar.actions())] == [
        "menu.file",
        "menu.chapter",
        "menu.view",
        "menu.animation",
        "menu.help",
    ]
    chapter = _entries(bar.findChild(QMenu, "menu.chapter"))
    assert chapter == [f"chapter.{c}" for c in (*CHAPTER_IDS, "all")] + [
        "-",
        "action.chapter_next",
        "action.chapter_previous",
    ]
    file_menu = bar.findChild(QMenu, "menu.file")
    assert _entries(file_menu) == [
        "action.open_session",
        "action.save_session",
        "menu.recent_sessions",
        "-",
        "action.open_lesson",
        "action.save_lesson",
        "action.notebook_lesson",
        "action.handout_lesson",
        "action.deck_lesson",
        "-",
        "action.open_model",
        "menu.model_cache",
        "action.close_model",
        "-",
        "action.export",
        "action.export_all",
        "action.copy_image",
        "-",
        "action.quit",
    ]
    view_menu = bar.findChild(QMenu, "menu.view")
    sections = [a.text() for a in view_menu.actions() if a.objectName().startswith("section.")]
    assert sections == [
        "Why position",
        "Sinusoidal PE",
        "Why it works",
        "Learned positions",
        "RoPE",
        "Relative biases",
        "Long context",
        "Models",
        "Images and video",
        "Inside a real model",
    ]
    view = [e for e, a in zip(_entries(view_menu), view_menu.actions()) if not a.objectName().startswith("section.")]
    grouped = [vid for c in CHAPTER_IDS for vid in chapter_views(c)]  # the views by chapter
    assert view[: len(window.docks)] == ["action.show.params"] + [f"action.show.{vid}" for vid in grouped]
    assert view[len(window.docks) :] == [
        "-",
        "action.show.lesson",
        "action.lesson_show",
        "action.lesson_next",
        "action.lesson_previous",
        "action.notes",
        "-",
        "action.presentation",
        "action.fullscreen",
        "action.zoom_in",
        "action.zoom_out",
        "menu.presentation_scale",
        "-",
        "menu.theme",
        "menu.colormaps",
        "menu.language",
        "action.reset_layout",
    ]
    toolbar = window.findChild(QToolBar, "toolbar.animation")
    assert [a.objectName() for a in toolbar.actions()] == [f"action.{i}" for i in TOOLBAR]


def test_every_table_row_is_one_action_with_its_keys_and_the_shortcut_list_is_read_from_it(window):
    rows = [r for r in ACTIONS if isinstance(r, Action)]
    for row in rows:
        found = window.findChildren(QAction, row.object_name)
        assert len(found) == 1, row.id
        assert found[0].shortcut() == QKeySequence(row.keys)
    keyed = [r for r in rows if r.keys and r.listed and not r.stage]  # (the stage and the chapters list theirs)
    listed = window.shortcuts()[: len(keyed)]
    assert [keys for keys, _ in listed] == [
        QKeySequence(r.keys).toString(QKeySequence.SequenceFormat.NativeText) for r in keyed
    ]
    assert all(isinstance(r, (Action, Separator)) or r.menu for r in ACTIONS)


def test_a_table_action_runs_its_slot_and_a_choice_menu_ticks_what_was_chosen_elsewhere(window, qtbot):
    window.store.apply({"max_len": 100, "position": 5.0})
    window.findChild(QAction, "action.step_forward_10").trigger()
    assert window.store.params.position == 15.0
    window.findChild(QAction, "action.pair_up").trigger()
    assert window.store.selected("pair") == 1
    window.set_theme("projector")  # chosen elsewhere than its menu
    assert window.findChild(QAction, "action.theme.projector").isChecked()
    assert not window.findChild(QAction, "action.theme.light").isChecked()
    window.findChild(QAction, "action.theme.light").trigger()
    assert window.theme == "light"
    window.presentation.set_scale(2.0)
    assert window.findChild(QAction, "action.presentation_scale.2.0").isChecked()
    window.findChild(QAction, "action.presentation").trigger()
    assert window.presentation.active and window.findChild(QAction, "action.presentation_leave").isEnabled()
    window.findChild(QAction, "action.presentation_leave").trigger()
    assert not window.presentation.active and not window.findChild(QAction, "action.presentation").isChecked()


def test_every_slot_and_provider_of_the_table_resolves_to_a_callable(window):
    from posenc_gui.gui.window.actions import resolve

    paths = [getattr(row, "slot", None) or getattr(row, "provider", None) for row in ACTIONS]
    assert len([p for p in paths if p]) >= 57  # (every row but the separators)
    for path in filter(None, paths):
        assert callable(resolve(window._targets, path)), path


def test_the_stage_keys_are_table_rows_that_work_only_on_the_stage(window, qtbot):
    stage_rows = [r for r in ACTIONS if isinstance(r, Action) and r.stage]
    ink = ["D", "L", "Z", "Shift+Z", "C", "Ctrl+Z", "E", "K", "S", "R"]  # (stage_ink.py, stage_record.py)
    assert [r.keys for r in stage_rows] == ["G", "P", "O", *(str(n) for n in range(1, 10)), "A", *ink]
    others = [QKeySequence(r.keys) for r in ACTIONS if isinstance(r, Action) and r.keys and not r.stage]
    assert not {QKeySequence(k) for k in ink} & set(others)  # none of them a key the window has already
    keys = [window.findChild(QAction, r.object_name) for r in stage_rows]
    assert not any(a.isEnabled() for a in keys)
    assert keys[3].text() == "View 1 of the chapter" and keys[11].text() == "View 9 of the chapter"
    window.chapters.show_chapter("sinusoidal")
    window.presentation.enter()
    assert all(a.isEnabled() for a in keys)
    grid, strip = window.stage.grid, window.stage.strip.isVisible()
    keys[0].trigger()  # G: one view or the grid
    assert window.stage.grid is not grid
    keys[1].trigger()  # P: the parameters' strip
    assert window.stage.strip.isVisible() is not strip
    options = window.stage.options_shown
    keys[2].trigger()  # O: the views' option rows
    assert window.stage.options_shown is not options
    keys[4].trigger()  # 2: the chapter's second view
    assert window.stage.current == window.stage.views()[1]
    window.presentation.leave()
    assert not any(a.isEnabled() for a in keys)


def test_a_chapter_row_shows_its_chapter_and_the_group_keeps_one_checked(window):
    rows = [r for r in ACTIONS if isinstance(r, Action) and r.group == "chapter"]
    assert [r.args[0] for r in rows] == [*CHAPTER_IDS, "all"]
    action = window.findChild(QAction, "chapter.rope")
    assert action.toolTip().startswith("Rotary position embedding") and action.shortcut().toString() == "Ctrl+5"
    action.trigger()
    assert window.chapters.current == "rope" and window.state.chapter == "rope"
    checked = [r.args[0] for r in rows if window.findChild(QAction, r.object_name).isChecked()]
    assert checked == ["rope"]
    window.chapters.show_chapter("relative")
    assert [r.args[0] for r in rows if window.findChild(QAction, r.object_name).isChecked()] == ["relative"]
