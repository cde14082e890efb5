"""A lecturer's own lesson: saved from the shipped one, edited, opened from anywhere, named in the panel,
remembered by sessions and by the next start; a file that cannot be used never costs the lesson shown."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from posenc_gui.gui.files.lesson_steps import parse
from posenc_gui.resources import resource_path
from posenc_gui.testing import settle

MINE = (
    "# my lecture\nlesson: Week 3: position\nauthor: Dr. Kim\n\n"
    "[step]\ntitle: Small table\nviews: heatmap\nset: d_model = 16; max_len = 40\n\n"
    "[step]\ntitle: Waves\nviews: waves\nset: waves.dims = 0 2\ntry: Move the position.\n"
)


def own(tmp_path, text=MINE, name="week3.lesson"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_an_own_lesson_opens_is_named_and_steps_with_its_own_settings(window, qtbot, tmp_path):
    panel = window.lesson
    panel.dock.raise_()  # (its tab on screen: the built-in lesson is read when it is first needed)
    assert panel.source.text() == "“Positional encoding, step by step” by the posenc-gui project (built in)"
    path = own(tmp_path)
    assert panel.open_file(path)
    assert panel.source.text() == "“Week 3: position” by Dr. Kim (file week3.lesson)"
    assert panel.source.toolTip() == str(path.resolve()) and panel.counter.text() == "1 / 2"
    assert panel.language_box.currentText() == "File: week3.lesson"
    window.resize(1280, 720)
    panel.bring_forward()
    settle(window, qtbot)
    box = panel.language_box  # the file's name is not elided at 1280 x 720
    assert box.width() > box.fontMetrics().horizontalAdvance(box.currentText()) + 24
    assert "Opened lesson week3.lesson" in window.statusBar().currentMessage()
    panel.go_to(0)
    settle(window, qtbot)
    assert (window.store.params.d_model, window.store.params.max_len) == (16, 40)
    window.setFocus()
    QTest.keyClick(window, Qt.Key.Key_PageDown)
    settle(window, qtbot)
    assert panel.step == 1 and panel.title.text() == "Waves" and window.store.options("waves").dims == (0, 2)
    assert panel.try_box.text() == "Try: Move the position."


def test_an_own_lesson_without_a_name_is_named_by_its_file(window, tmp_path):
    assert window.lesson.open_file(own(tmp_path, "[step]\ntitle: Only\n", "bare.lesson"))
    assert window.lesson.source.text() == "“bare.lesson” (file bare.lesson)"


def test_a_lesson_file_that_cannot_be_used_keeps_the_lesson_shown_and_says_why(window, qtbot, tmp_path):
    panel = window.lesson
    panel.go_to(3, apply=False)
    before = [s.title for s in panel.steps]
    bad = own(tmp_path, "[step]\ntitle: One\nset: d_model = 99999\n", "typo.lesson")
    assert not panel.open_file(bad)
    assert [s.title for s in panel.steps] == before and panel.step == 3 and panel.path is None
    message = "typo.lesson line 3: set: d_model must lie between 1 and 4096"
    assert message in window.statusBar().currentMessage()
    box = window.findChild(QMessageBox, "lesson.problem")
    assert box is not None and box.isVisible() and message in box.text()
    assert not panel.open_file(tmp_path / "nowhere.lesson") and "cannot open" in panel.last_problem


def test_save_lesson_as_writes_the_shipped_lesson_to_edit_and_open(window, qtbot, tmp_path):
    panel = window.lesson
    copy = tmp_path / "copy.lesson"
    assert panel.save_as(copy)
    shipped = resource_path("lessons", "en.lesson").read_text(encoding="utf-8")
    assert copy.read_text(encoding="utf-8") == shipped
    edited = copy.read_text(encoding="utf-8").replace("author: the posenc-gui project", "author: Prof. Lee")
    copy.write_text(edited, encoding="utf-8")
    assert panel.open_file(copy)
    assert panel.source.text() == "“Positional encoding, step by step” by Prof. Lee (file copy.lesson)"
    assert [(s.title, s.changes) for s in panel.steps] == [(s.title, s.changes) for s in parse(shipped)]
    assert panel.save_as(tmp_path / "again.lesson")  # an own lesson saves as it was read
    assert (tmp_path / "again.lesson").read_text(encoding="utf-8") == edited
    assert not panel.save_as(tmp_path / "no-folder" / "x.lesson")
    assert "does not exist" in window.statusBar().currentMessage()


def test_choosing_a_language_goes_back_to_the_built_in_lesson(window, tmp_path):
    panel = window.lesson
    panel.open_file(own(tmp_path), step=1)
    panel.language_box.setCurrentIndex(panel.language_box.findData("ko"))
    assert panel.path is None and panel.step == 0 and panel.steps[0].title == "단어 순서가 왜 중요할까"
    assert panel.language_box.findData("file") == -1 and window.remembered.settings.value("lesson/file") == ""
    assert panel.source.text() == "“위치 인코딩 차근차근” by posenc-gui 프로젝트 (built in)"


def test_a_session_remembers_the_lesson_file_and_its_step(make_window, qtbot, tmp_path):
    first = make_window(tmp_path / "a.ini")
    path = own(tmp_path)
    first.lesson.open_file(path, step=1)
    saved = tmp_path / "lecture.json"
    assert first.sessions.save_path(saved)
    second = make_window(tmp_path / "b.ini")
    assert second.sessions.open_path(saved)
    assert second.lesson.path == str(path.resolve()) and second.lesson.step == 1
    assert second.lesson.title.text() == "Waves"
    path.unlink()  # the handout came without its lesson file
    third = make_window(tmp_path / "c.ini")
    third.lesson.go_to(2, apply=False)
    assert third.sessions.open_path(saved)
    said = third.statusBar().currentMessage()
    assert "lecture.json" in said and f"The session's lesson file {path.resolve()} cannot be opened" in said
    assert third.lesson.path is None and third.lesson.step == 2  # the lesson shown stays
    assert third.store.params == first.store.params  # the rest of the session is applied


def test_a_session_handed_out_with_its_lesson_file_finds_it_beside_itself(make_window, qtbot, tmp_path):
    lecturer = tmp_path / "lecturer"
    lecturer.mkdir()
    first = make_window(tmp_path / "a.ini")
    first.lesson.open_file(own(lecturer), step=1)
    first.sessions.save_path(lecturer / "lecture.json")
    student = tmp_path / "student"  # both files copied elsewhere
    student.mkdir()
    for name in ("lecture.json", "week3.lesson"):
        (student / name).write_bytes((lecturer / name).read_bytes())
    (lecturer / "week3.lesson").unlink()
    second = make_window(tmp_path / "b.ini")
    assert second.sessions.open_path(student / "lecture.json")
    assert second.lesson.path == str((student / "week3.lesson").resolve()) and second.lesson.step == 1
    assert "but:" not in second.statusBar().currentMessage()


def test_a_session_with_the_built_in_lesson_goes_back_to_it(make_window, qtbot, tmp_path):
    win = make_window()
    win.lesson.go_to(4, apply=False)
    saved = tmp_path / "builtin.json"
    win.sessions.save_path(saved)
    win.lesson.open_file(own(tmp_path))
    assert win.sessions.open_path(saved)
    assert win.lesson.path is None and win.lesson.step == 4 and len(win.lesson.steps) > 2


def test_the_next_start_shows_the_own_lesson_again_or_says_it_is_gone(make_window, qtbot, tmp_path):
    settings = tmp_path / "s.ini"
    path = own(tmp_path)
    first = make_window(settings)
    first.lesson.open_file(path, step=1)
    first.close()
    again = make_window(settings)
    assert again.lesson.path == str(path.resolve()) and again.lesson.step == 1
    again.close()
    path.unlink()
    third = make_window(settings)
    assert third.lesson.path is None and third.lesson.steps
    said = f"The lesson file shown last time, {path.resolve()}, cannot be opened"
    assert said in third.lesson.last_problem and any(said in notice for notice in third.notices.shown)


def test_the_next_start_takes_the_built_in_lesson_up_at_its_step(make_window, qtbot, tmp_path):
    settings = tmp_path / "s.ini"
    first = make_window(settings)
    first.lesson.go_to(4, apply=False)
    first.close()
    again = make_window(settings)
    assert again.lesson.path is None and again.lesson.step == 4 and again.lesson.counter.text().startswith("5 /")


def test_the_file_menu_offers_open_and_save_lesson(window):
    menu = window.menuBar().findChild(type(window.menuBar().actions()[0].menu()), "menu.file")
    names = [a.objectName() for a in menu.actions()]
    assert "action.open_lesson" in names and "action.save_lesson" in names
    assert dict(window.shortcuts())["Ctrl+Shift+O"] == "Open lesson…"


def test_a_step_names_its_chapter_or_takes_its_first_views():
    import pytest

    from posenc_gui.gui.files.lesson_steps import LessonError, step_chapter

    steps = parse(
        "[step]\ntitle: a\nchapter: rope\nviews: heatmap\n[step]\ntitle: b\nviews: similarity, waves\n"
        "[step]\ntitle: c\n",
        "mine.lesson",
    )
    assert [step_chapter(s) for s in steps] == ["rope", "why-it-works", None]
    with pytest.raises(LessonError, match=r"mine.lesson line 3: chapter: no chapter 'ropes'"):
        parse("[step]\ntitle: a\nchapter: ropes\n", "mine.lesson")


def test_the_built_in_lesson_is_read_when_first_needed_at_its_stored_step(make_window, tmp_path, monkeypatch):
    """A start does not parse the built-in lesson for its hidden panel (it only remembers its language, as
    reading it did); the panel coming on screen, or anything that uses the lesson, reads it, at the step
    stored last time. An own lesson opened before that stays the one shown."""
    from PySide6.QtCore import QSettings

    from posenc_gui.gui.window import lesson_panel

    read = []
    reader = lesson_panel.read_lesson
    monkeypatch.setattr(lesson_panel, "read_lesson", lambda path: (read.append(path), reader(path))[1])
    path = tmp_path / "stored.ini"
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    settings.setValue("lesson/step", 5)
    settings.sync()
    window = make_window(path, chapter=None, notes=None)
    assert read == [] and window.lesson.source.text() == ""
    # its language is fixed at the start all the same: a later change of the app's language leaves it
    assert window.remembered.settings.value("lesson/language") == window.lesson.language_box.currentData() == "en"
    window.lesson.bring_forward()  # (Ctrl+L)
    settle(window)
    assert len(read) == 1 and window.lesson.step == 5 and window.lesson.counter.text().startswith("6 / ")
    assert window.lesson.source.text().startswith("“Positional encoding, step by step”")

    again = make_window(path, chapter=None, notes=None)
    assert len(read) == 1 and again.lesson.step == 5 and len(read) == 2  # (asked for: read then)
    third = make_window(tmp_path / "own.ini", chapter=None, notes=None)
    assert third.lesson.open_file(own(tmp_path)) and len(read) == 3
    assert [s.title for s in third.lesson.steps] == ["Small table", "Waves"] and len(read) == 3
