"""The guided lesson (dock `dock.lesson`): steps read from resources/lessons/<language>.lesson, or from a
lecturer's own lesson file (File > Open lesson…), each setting the parameters and options it needs in one
batch (one redraw), bringing its views to the front, and asking the learner to try something. PageDown /
PageUp (a presenter's clicker) go to the next / previous step. File > Save lesson as… writes the lesson shown,
as a start for one's own."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QObject, QSignalBlocker, QStandardPaths, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core import ParamError
from ...export.atomic import ExportError, atomic_path
from ...export.notebook import LANGUAGES as NOTEBOOK_LANGUAGES
from ...export.notebook import NotebookLesson, write_notebook
from ...resources import resource_path
from ...specs import SPECS
from ..files.lesson_steps import (
    Lesson,
    LessonError,
    Prediction,
    Step,
    answers_html,
    read_lesson,
    step_chapter,
    step_marks,
)
from ..files.remembered import LESSON_FILE, LESSON_LANGUAGE, LESSON_STEP, UI_LANGUAGE
from ..i18n import chosen_language, error_text, tr
from ..plotting.style import FONT_PT
from .dock_style import dock_style
from .messages import tell_problem

LANGUAGES = (("en", "English"), ("ko", "한국어"))
OWN = "file"  # the lesson box's entry for an own lesson file
FILTER = "posenc-gui lessons (*.lesson);;All files (*)"


def default_language(remembered=None) -> str:
    """The app's own language (as chosen, else the system's)."""
    return chosen_language(remembered.get(UI_LANGUAGE) if remembered is not None else "")


def prediction_html(prediction: Prediction, answered: bool) -> str:
    """A step's question and its answers, lettered; answered, the right one marked and in bold."""
    return f"<b>{html.escape(prediction.question)}</b><br>" + answers_html(prediction, answered)


class LessonPanel(QObject):
    stepShown = Signal()  # a step was applied: its settings stored, its views shown
    partShown = Signal()  # within a step: its question answered, or its figure built a curve further or back

    def __init__(self, desk, state) -> None:
        """A step's chapter goes to the window state (`state`), whose chapters lay it out (not while the window
        presents: then the stage shows the step); the step shown is the state's too."""
        super().__init__(desk.window)
        self.desk, self.state = desk, state
        window, remembered = desk.window, desk.remembered
        self._steps: list[Step] = []
        self._step = 0  # the step shown (0-based)
        self.revealed = 0  # of a step that builds its figure (reveal:), the curves shown so far
        self.answered = True  # has the step's prediction been answered (a step without one: True)
        self._lesson: Lesson | None = None
        self.path: str | None = None  # the own lesson file shown; None: the built-in lesson
        self._problem = ""
        self.last_problem = ""
        # the built-in lesson is read when first needed (keep_step for load), not at start: see _read_now
        self._unread: bool | None = None
        self.dock = QDockWidget(tr("Lesson"), window)
        self.dock.setStyle(dock_style())
        self.dock.setObjectName("dock.lesson")
        self.dock.setWidget(self._build())
        desk.dock_host.add_dock(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        desk.extra_docks.append(self.dock)  # a chapter hides it
        self.dock.visibilityChanged.connect(lambda shown: self._read_now() if shown else None)
        language = remembered.get(LESSON_LANGUAGE, default_language(remembered))
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(language)))
        self.language_box.currentIndexChanged.connect(self._on_lesson_chosen)
        own = remembered.get(LESSON_FILE)
        if not own:  # the built-in lesson at its stored step, once something asks for it
            self._unread = False
            remembered.put(LESSON_LANGUAGE, self.language)  # (its language is fixed now, as when it was read)
        elif not self.show_file(own, remembered.get(LESSON_STEP)):
            # after an own file that is gone, the built-in lesson at its first step
            self.load(keep_step=True)
            self.desk.remembered.put(LESSON_FILE, "")
            self.last_problem = tr(
                "The lesson file shown last time, {path}, cannot be opened ({why}); the built-in lesson is shown."
            ).format(path=own, why=self.last_problem)
            # said with the start's other problems, once the window is shown
            desk.problems.append(self.last_problem)

    def _read_now(self) -> None:
        """The built-in lesson read, if it is still to be read: parsing its steps took 4 ms of every start,
        for a panel that is hidden until the lesson is opened. Everything that shows or uses the lesson
        (its steps, the step, the panel coming on screen) reads it first."""
        if self._unread is not None:
            keep_step, self._unread = self._unread, None
            self.load(keep_step)

    @property
    def steps(self) -> list[Step]:
        self._read_now()
        return self._steps

    @steps.setter
    def steps(self, steps: list[Step]) -> None:
        self._steps = steps

    @property
    def lesson(self) -> Lesson | None:
        self._read_now()
        return self._lesson

    @lesson.setter
    def lesson(self, lesson: Lesson | None) -> None:
        self._lesson = lesson

    @property
    def problem(self) -> str:
        """Why the lesson shown cannot be shown ("" when it can)."""
        self._read_now()
        return self._problem

    @problem.setter
    def problem(self, problem: str) -> None:
        self._problem = problem

    @property
    def step(self) -> int:
        """The step shown (0-based)."""
        self._read_now()
        return self._step

    @step.setter
    def step(self, value: int) -> None:
        self._step = int(value)

    def step_by(self, steps: int) -> None:
        """The next (1) or previous (-1) step. Within a step first its answer (a question asked, predict:) and
        then its next curve (a figure it builds, reveal:), or back to one curve fewer. A step gone back to is
        answered and shows its figure built."""
        if steps == 1 and not self.answered:  # (a clicker has no A: the next click gives the answer first)
            self.answer()
            return
        reveal = self.steps[self.step].reveal if self.steps else None
        if reveal is not None and abs(steps) == 1:
            total = len(reveal[1])
            if (steps > 0 and self.revealed < total) or (steps < 0 and self.revealed > 1):
                self.reveal(self.revealed + steps)
                return
        self.go_to(self.step + steps, built=steps < 0)

    def parts_left(self) -> tuple[str, ...]:
        """The curves the step shown has still to reveal, in order."""
        reveal = self.steps[self.step].reveal if self.steps else None
        return () if reveal is None else reveal[1][self.revealed :]

    def pending(self) -> bool:
        """Does the step shown ask a question the room has not been given the answer to?"""
        return bool(self.steps) and self.steps[self.step].predict is not None and not self.answered

    def answer(self) -> None:
        """The step's prediction answered: the right answer shown, and the numbers the step marks drawn."""
        if not self.pending():
            return
        self.answered = True
        step = self.steps[self.step]
        for vid in step.views:
            self.desk.views[vid].emphasise(self._shows(step, vid), self._marks(step, vid))
        self._show()
        self.partShown.emit()

    def _marks(self, step: Step, vid: str) -> list:
        """The marks the step draws on `vid`: none while its question waits for its answer (they give it)."""
        return [] if self.pending() else [(m.name, m.value, m.label) for m in step_marks(step, vid)]

    def reveal(self, count: int) -> None:
        """The first `count` curves of the step's reveal: line drawn (and its marks on that view)."""
        step = self.steps[self.step]
        if step.reveal is None:
            return
        view, names = step.reveal
        self.revealed = min(max(int(count), 1), len(names))
        self.desk.views[view].emphasise(names[: self.revealed], self._marks(step, view))
        self._show()
        self.partShown.emit()

    def toggle_actions(self) -> list:
        """View > Lesson: shows or hides the panel (in front of its tab group when shown)."""
        toggle = self.dock.toggleViewAction()
        toggle.setObjectName("action.show.lesson")
        toggle.setText(tr("&Lesson"))
        toggle.triggered.connect(lambda checked: self._opened() if checked else None)
        return [toggle]

    def bring_forward(self) -> None:
        """Ctrl+L: the panel in front; opened, it also applies its step."""
        opening = self.dock.isHidden()
        self.dock.show()
        self.dock.raise_()
        if opening:
            self._opened()

    def _opened(self) -> None:
        # the step as written, not only its text: its views and settings (the first PageDown went to step 2
        # while step 1's views had never been shown)
        self.dock.raise_()
        self.go_to(self.step)

    def _build(self) -> QWidget:
        box = QWidget()
        outer = QVBoxLayout(box)
        top = QHBoxLayout()
        self.language_box = QComboBox()
        self.language_box.setObjectName("lesson.language")
        for code, name in LANGUAGES:
            self.language_box.addItem(name, code)
        self.language_box.setToolTip(
            tr("The built-in lesson in each language, and the lesson file you opened (File > Open lesson…)")
        )
        self.counter = QLabel()
        self.counter.setObjectName("lesson.counter")
        # the lesson box takes the row's room: an own file's name must not be elided
        self.language_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.language_box.setMinimumContentsLength(8)
        top.addWidget(self.language_box, 1)
        top.addWidget(self.counter)
        outer.addLayout(top)
        self.source = QLabel()
        self.source.setObjectName("lesson.source")
        self.source.setWordWrap(True)
        outer.addWidget(self.source)
        self.title = QLabel()
        self.title.setObjectName("lesson.title")
        self.title.setWordWrap(True)
        self.title.setStyleSheet(f"font-size: {FONT_PT + 5}pt; font-weight: bold;")
        self.headline = QLabel()  # what the room reads on the stage; the text under it is the lecturer's notes
        self.headline.setObjectName("lesson.headline")
        self.headline.setWordWrap(True)
        self.headline.setToolTip(tr("The step's headline: what the stage shows over its views when presenting (F5)"))
        self.headline.setStyleSheet(f"font-size: {FONT_PT + 2}pt; font-style: italic;")
        self.text = QLabel()
        self.text.setObjectName("lesson.text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setStyleSheet(f"font-size: {FONT_PT + 2}pt;")
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.try_box = QLabel()
        self.try_box.setObjectName("lesson.try")
        self.try_box.setWordWrap(True)
        self.try_box.setStyleSheet(
            f"font-size: {FONT_PT + 2}pt; background: #fff3c4; color: #202020; border: 1px solid #e0b000; padding: 6px;"
        )
        self.prediction = QLabel()  # the step's question and its answers (the right one once answered)
        self.prediction.setObjectName("lesson.prediction")
        self.prediction.setWordWrap(True)
        self.prediction.setTextFormat(Qt.TextFormat.RichText)
        self.prediction.setStyleSheet(
            f"font-size: {FONT_PT + 2}pt; background: #e4eefb; color: #202020; border: 1px solid #4a78c2; padding: 6px;"
        )
        self.answer_button = QPushButton(tr("Show the answer"))
        self.answer_button.setObjectName("lesson.answer")
        self.answer_button.setToolTip(
            tr("The right answer and the numbers the step marks (A on the stage, or PageDown)")
        )
        self.answer_button.clicked.connect(self.answer)
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        for label in (self.title, self.headline, self.prediction, self.answer_button, self.text, self.try_box):
            inner.addWidget(label)
        inner.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        buttons = QHBoxLayout()
        self.previous_button = QPushButton(tr("◀ Previous"))
        self.previous_button.setToolTip(tr("The previous step (PageUp)"))
        self.previous_button.clicked.connect(lambda: self.step_by(-1))
        self.next_button = QPushButton(tr("Next ▶"))
        self.next_button.setToolTip(tr("The next step (PageDown, or a presenter's clicker)"))
        self.next_button.clicked.connect(lambda: self.step_by(1))
        buttons.addWidget(self.previous_button)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self._export_button())
        outer.addLayout(buttons)
        return box

    def _export_button(self) -> QToolButton:
        """The lesson to take home, from the panel as from the File menu: a notebook, a handout, a deck."""
        button = QToolButton()
        button.setObjectName("lesson.export")
        button.setText(tr("Export"))
        button.setToolTip(tr("The lesson shown as a notebook, a handout (PDF) or a deck (PDF)"))
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(button)
        for name, text, slot in (
            ("notebook", tr("Notebook (.ipynb)…"), self.notebook_dialog),
            ("handout", tr("Handout (PDF)…"), self.handout_dialog),
            ("deck", tr("Deck of the stage (PDF)…"), self.deck_dialog),
        ):
            action = menu.addAction(text)
            action.setObjectName(f"lesson.export.{name}")
            action.triggered.connect(slot)
        button.setMenu(menu)
        return button

    @property
    def language(self) -> str:
        data = self.language_box.currentData()
        if data == OWN:  # an own lesson is shown: the language its built-in lesson was in
            data = self.desk.remembered.get(LESSON_LANGUAGE, "en", dict(LANGUAGES))
        return data or "en"

    def load(self, keep_step: bool) -> bool:
        """Read the built-in lesson in the chosen language; a broken file is shown in the panel, not raised."""
        self._forget_own()
        self.desk.remembered.put(LESSON_LANGUAGE, self.language)
        self.load_path(resource_path("lessons", f"{self.language}.lesson"), show=False)
        step = self.step if keep_step else self.desk.remembered.get(LESSON_STEP)
        self.step = min(max(step, 0), max(len(self.steps) - 1, 0))
        self._show()
        return not self.problem

    def load_path(self, path, show: bool = True) -> bool:
        """Read a lesson file (a lecturer's own, or the language's); a problem is shown, not raised."""
        self._unread = None  # (the built-in lesson no longer waits to be read: this one is shown)
        try:
            self.lesson = read_lesson(path)
            self.steps, self.problem = self.lesson.steps, ""
        except LessonError as exc:
            self.lesson, self.steps, self.problem = None, [], str(exc)
        if show:
            self.step = 0
            self._show()
        return not self.problem

    # -- a lecturer's own lesson ---------------------------------------------------------------------------
    def open_file(self, path, step: int = 0) -> bool:
        """Show the lesson file at `path` from `step`. A file that cannot be used leaves the lesson shown as it
        was and says why (status bar and a message); False then."""
        if self.show_file(path, step):
            self.desk.status(tr("Opened lesson {name}").format(name=Path(path).name), 5000)
            return True
        self._tell(self.last_problem)
        return False

    def show_file(self, path, step: int = 0) -> bool:
        """Show the lesson file at `path` from `step`; False (the reason in last_problem, the lesson shown
        unchanged) if it cannot be used."""
        try:
            lesson = read_lesson(path)
        except LessonError as exc:
            self.last_problem = str(exc)
            return False
        self._unread = None  # (the built-in lesson no longer waits to be read: this one is shown)
        self.lesson, self.steps, self.problem = lesson, lesson.steps, ""
        self.path = str(Path(path).resolve())
        self.desk.remembered.put(LESSON_FILE, self.path)
        self._own_entry(self.path)
        self.step = min(max(int(step), 0), len(self.steps) - 1)
        self.desk.remembered.put(LESSON_STEP, self.step)
        self._show()
        return True

    def _own_entry(self, path: str) -> None:
        """The lesson box's last entry names the own file, and is the one chosen."""
        blocker = QSignalBlocker(self.language_box)  # noqa: F841  (a choice made here, not by the user)
        index = self.language_box.findData(OWN)
        label = tr("File: {name}").format(name=Path(path).name)
        if index < 0:
            self.language_box.addItem(label, OWN)
            index = self.language_box.count() - 1
        self.language_box.setItemText(index, label)
        self.language_box.setItemData(index, path, Qt.ItemDataRole.ToolTipRole)
        self.language_box.setCurrentIndex(index)

    def _forget_own(self) -> None:
        if self.path is None:
            return
        self.path = None
        self.desk.remembered.put(LESSON_FILE, "")
        blocker = QSignalBlocker(self.language_box)  # noqa: F841
        index = self.language_box.findData(OWN)
        if index >= 0:
            self.language_box.removeItem(index)

    def _on_lesson_chosen(self, index: int) -> None:
        if self.language_box.itemData(index) == OWN:
            return
        switching = self.path is not None  # from an own lesson to a built-in one: its first step
        self.load(keep_step=not switching)
        if switching:
            self.go_to(0, apply=False)

    def show_builtin(self, step: int | None = None) -> None:
        """The built-in lesson in the chosen language (at `step`, or where it was)."""
        if self.path is not None:
            blocker = QSignalBlocker(self.language_box)
            self.language_box.setCurrentIndex(max(self.language_box.findData(self.language), 0))
            del blocker
        self.load(keep_step=True)
        if step is not None:
            self.go_to(step, apply=False)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.desk.window, tr("Open lesson"), self._folder(), tr(FILTER))
        if path:
            self.open_file(path)

    def save_dialog(self) -> None:
        name = Path(self.path).name if self.path else f"my-lesson-{self.language}.lesson"
        path, _ = QFileDialog.getSaveFileName(
            self.desk.window, tr("Save lesson as"), str(Path(self._folder()) / name), tr(FILTER)
        )
        if path:
            self.save_as(path if Path(path).suffix else path + ".lesson")

    def notebook_dialog(self) -> None:
        stem = Path(self.path).stem if self.path else f"lesson-{self.language}"
        path, _ = QFileDialog.getSaveFileName(
            self.desk.window,
            tr("Export lesson as notebook"),
            str(Path(self._folder()) / f"{stem}.ipynb"),
            tr("Jupyter notebooks (*.ipynb);;All files (*)"),
        )
        if path:
            self.export_notebook(path if Path(path).suffix else path + ".ipynb")

    def export_notebook(self, path) -> bool:
        """The lesson shown as a Jupyter notebook at `path` (export/notebook.py), in the lesson's language; False,
        and the reason said, if not."""
        if self.lesson is None:
            self._tell(tr("There is no lesson to export: {why}").format(why=self.problem))
            return False
        name = self.lesson.name or (Path(self.path).stem if self.path else "lesson")
        words = self.language if self.language in NOTEBOOK_LANGUAGES else "en"
        try:
            write_notebook(path, NotebookLesson(name, self.lesson.steps, self.lesson.author, words))
        except ExportError as exc:
            self._tell(error_text(exc))
            return False
        self.desk.status(
            tr("Wrote the lesson as a notebook: {path} (it runs where posenc-gui is installed)").format(path=path),
            10000,
        )
        return True

    def handout_dialog(self) -> None:
        from .lesson_pdfs import page_size

        path = self._pdf_path(tr("Export lesson as handout"), "handout")
        if path:
            self.export_pdf(path, "handout", page_size())

    def deck_dialog(self) -> None:
        path = self._pdf_path(tr("Export lesson as deck"), "deck")
        if path:
            self.export_pdf(path, "deck")

    def _pdf_path(self, title: str, kind: str) -> str:
        stem = Path(self.path).stem if self.path else f"lesson-{self.language}"
        path, _ = QFileDialog.getSaveFileName(
            self.desk.window, title, str(Path(self._folder()) / f"{stem}-{kind}.pdf"), tr("PDF (*.pdf);;All files (*)")
        )
        return path if not path or Path(path).suffix.lower() == ".pdf" else path + ".pdf"

    def export_pdf(self, path, kind: str, page: str = "a4") -> bool:
        """The lesson shown as a handout (`page` a4 or letter) or a deck (gui/window/lesson_pdfs.py) at `path`;
        False, and the reason said, if not (a stop is said in the status bar)."""
        from ...export.progress import Interrupted
        from .lesson_pdfs import write_deck, write_handout

        if self.lesson is None:
            self._tell(tr("There is no lesson to export: {why}").format(why=self.problem))
            return False
        try:
            problem = write_handout(self, path, page) if kind == "handout" else write_deck(self, path)
        except Interrupted:
            self.desk.status(tr("Stopped: {path} was not written").format(path=path), 10000)
            return False
        if problem:
            self._tell(problem)
            return False
        self.desk.status(tr("Wrote the lesson as a PDF: {path}").format(path=path), 10000)
        return True

    def save_as(self, path) -> bool:
        """Write the lesson shown (its text exactly as read) to `path`; False, and the reason said, if not."""
        if self.lesson is None:
            self._tell(tr("There is no lesson to save: {why}").format(why=self.problem))
            return False
        try:
            with atomic_path(path) as temp:
                Path(temp).write_text(self.lesson.source, encoding="utf-8")
        except ExportError as exc:
            self._tell(error_text(exc))
            return False
        self.desk.status(
            tr("Saved the lesson as {path}; open it with File > Open lesson… after editing").format(path=path), 10000
        )
        return True

    def _folder(self) -> str:
        if self.path:
            return str(Path(self.path).parent)
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)

    def _tell(self, message: str) -> None:
        self.last_problem = message
        tell_problem(self.desk.window, tr("Lesson"), "lesson.problem", message)

    def go_to(self, step: int, apply: bool = True, built: bool = False) -> None:
        """Step `step`, its settings applied unless `apply` is False; a step that builds its figure (reveal:)
        starts with its first curve, or with all of them when `built` (the step gone back to)."""
        if not self.steps:
            return
        self.step = min(max(int(step), 0), len(self.steps) - 1)
        reveal = self.steps[self.step].reveal
        self.revealed = 0 if reveal is None else len(reveal[1]) if built else 1
        self.answered = built or self.steps[self.step].predict is None
        self.desk.remembered.put(LESSON_STEP, self.step)
        self._show()
        if apply:
            self.apply(self.steps[self.step])

    def apply(self, step: Step) -> None:
        """The step's parameters and options in one batch, then its views shown, the first in front."""
        host, desk = self.desk.dock_host, self.desk
        changes = dict(step.changes)
        if "position" in changes and "max_len" not in changes:  # a step written for a longer table
            changes["position"] = min(changes["position"], desk.store.params.max_len - 1)
        fits = True
        try:
            desk.store.apply(changes)
        except ParamError as exc:  # a value that does not fit what the user has set since: say so, go on
            fits = False
            desk.status(tr("This step's settings do not fit: {why}").format(why=error_text(exc)), 10000)
        for vid, view in desk.views.items():  # its show: and mark: lines, the last step's gone (not the
            # step's numbers on settings it could not make: they would mark what the views do not show)
            view.emphasise(
                self._shows(step, vid) if fits else None,
                self._marks(step, vid) if fits else (),
            )
        chapter = step_chapter(step)
        if chapter is not None and not self.state.presenting:
            self.state.chapter = chapter  # the step's chapter, laid out for its views
        self.dock.show()
        # a view of the step tabbed with the lesson would cover its text: the lesson moves to the parameters'
        # tab group (in front of them; they are a tab away), so that the step's views and its text both show
        params = desk.docks["params"]
        together = host.tabified(self.dock)
        if params.isVisible() and params not in together and any(desk.docks[v] in together for v in step.views):
            host.tabify(params, self.dock)
        desk.show_together(step.views)  # all on screen, also where the chapter is folded into tabs
        self.dock.raise_()
        self.stepShown.emit()

    def _shows(self, step: Step, vid: str) -> tuple[str, ...] | None:
        """The curves the step draws on `vid`: its show: line's, the part of its reveal: line revealed so far,
        or None (all)."""
        if step.reveal is not None and step.reveal[0] == vid:
            return step.reveal[1][: self.revealed or len(step.reveal[1])]
        return step.shows.get(vid)

    def _source_text(self) -> str:
        if self.lesson is None:
            return ""
        where = tr("built in") if self.path is None else tr("file {file}").format(file=Path(self.path).name)
        name = self.lesson.name or (tr("The built-in lesson") if self.path is None else Path(self.path).name)
        if self.lesson.author:
            return tr("“{name}” by {author} ({where})").format(name=name, author=self.lesson.author, where=where)
        return tr("“{name}” ({where})").format(name=name, where=where)

    def _show(self) -> None:
        self.source.setText(self._source_text())
        self.source.setToolTip(self.path or "")
        has = bool(self.steps)
        self.previous_button.setEnabled(has and self.step > 0)
        self.next_button.setEnabled(has and self.step < len(self.steps) - 1)
        if not has:
            self.counter.setText("")
            self.title.setText(tr("The lesson cannot be shown"))
            self.text.setText(f"<span style='color:#b2182b'>{html.escape(self.problem)}</span>")
            self.try_box.hide()
            self.headline.hide()
            self.prediction.hide()
            self.answer_button.hide()
            return
        step = self.steps[self.step]
        counter = f"{self.step + 1} / {len(self.steps)}"
        if step.reveal is not None:
            if not 1 <= self.revealed <= len(step.reveal[1]):  # (a step reached otherwise: a lesson read anew)
                self.revealed = len(step.reveal[1])
            view, names = step.reveal
            panels = SPECS[view].paper is not None and names[0] not in SPECS[view].shows
            which = tr("panel {k} of {n}") if panels else tr("curve {k} of {n}")
            counter += " · " + which.format(k=self.revealed, n=len(names))
        self.counter.setText(counter)
        self.title.setText(step.title)
        self.headline.setVisible(bool(step.headline))
        self.headline.setText(tr("On the slide: {headline}").format(headline=step.headline))
        self.text.setText("".join(f"<p>{html.escape(p)}</p>" for p in step.text.split("\n\n") if p))
        self.try_box.setVisible(bool(step.try_this))
        self.try_box.setText(tr("Try: {what}").format(what=step.try_this))
        self.prediction.setVisible(step.predict is not None)
        self.answer_button.setVisible(self.pending())
        if step.predict is not None:
            self.prediction.setText(prediction_html(step.predict, self.answered))
