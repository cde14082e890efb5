"""The guided lesson (dock `dock.lesson`): steps read from resources/lessons/<language>.lesson, each setting
the parameters and options it needs in one batch (one redraw), bringing its views to the front, and asking
the learner to try something. PageDown / PageUp (a presenter's clicker) go to the next / previous step."""
from __future__ import annotations

import html

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (QComboBox, QDockWidget, QHBoxLayout, QLabel, QPushButton, QScrollArea,
                               QVBoxLayout, QWidget)

from ..resources import resource_path
from .actions import window_action
from ..core import ParamError
from .i18n import chosen_language, error_text, tr
from .lesson_steps import LessonError, Step, read
from .style import FONT_PT

LANGUAGES = (("en", "English"), ("ko", "한국어"))
LANGUAGE_KEY = "lesson/language"
STEP_KEY = "lesson/step"


def _whole(value) -> int:
    """A stored step number; anything else (a damaged settings file) is step 0."""
    try:
        return max(0, int(str(value)))
    except ValueError:
        return 0


def default_language(settings=None) -> str:
    """The app's own language (as chosen, else the system's)."""
    return chosen_language(settings)


class LessonPanel(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.steps: list[Step] = []
        self.step = 0
        self.problem = ""
        self.dock = QDockWidget(tr("Lesson"), window)
        self.dock.setObjectName("dock.lesson")
        self.dock.setWidget(self._build())
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.next_action = window_action(self.window, "action.lesson_next", tr("&Next lesson step"), Qt.Key.Key_PageDown,
                                        lambda: self.go_to(self.step + 1))
        self.previous_action = window_action(self.window, "action.lesson_previous", tr("Previ&ous lesson step"),
                                            Qt.Key.Key_PageUp, lambda: self.go_to(self.step - 1))
        self.show_action = window_action(self.window, "action.lesson_show", tr("Show the lesson"), "Ctrl+L", self.bring_forward)
        language = window.settings.value(LANGUAGE_KEY, default_language(window.settings))
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(language)))
        self.language_box.currentIndexChanged.connect(lambda _: self.load(keep_step=True))
        self.load(keep_step=False)

    def bring_forward(self) -> None:
        self.dock.show()
        self.dock.raise_()

    def _build(self) -> QWidget:
        box = QWidget()
        outer = QVBoxLayout(box)
        top = QHBoxLayout()
        self.language_box = QComboBox()
        self.language_box.setObjectName("lesson.language")
        for code, name in LANGUAGES:
            self.language_box.addItem(name, code)
        self.language_box.setToolTip(tr("The lesson's language (the file resources/lessons/<code>.lesson)"))
        self.counter = QLabel()
        self.counter.setObjectName("lesson.counter")
        top.addWidget(self.language_box)
        top.addStretch(1)
        top.addWidget(self.counter)
        outer.addLayout(top)
        self.title = QLabel()
        self.title.setObjectName("lesson.title")
        self.title.setWordWrap(True)
        self.title.setStyleSheet(f"font-size: {FONT_PT + 5}pt; font-weight: bold;")
        self.text = QLabel()
        self.text.setObjectName("lesson.text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setStyleSheet(f"font-size: {FONT_PT + 2}pt;")
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.try_box = QLabel()
        self.try_box.setObjectName("lesson.try")
        self.try_box.setWordWrap(True)
        self.try_box.setStyleSheet(f"font-size: {FONT_PT + 2}pt; background: #fff3c4; color: #202020; "
                                   "border: 1px solid #e0b000; padding: 6px;")
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        for label in (self.title, self.text, self.try_box):
            inner.addWidget(label)
        inner.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        buttons = QHBoxLayout()
        self.previous_button = QPushButton(tr("◀ Previous"))
        self.previous_button.setToolTip(tr("The previous step (PageUp)"))
        self.previous_button.clicked.connect(lambda: self.go_to(self.step - 1))
        self.next_button = QPushButton(tr("Next ▶"))
        self.next_button.setToolTip(tr("The next step (PageDown, or a presenter's clicker)"))
        self.next_button.clicked.connect(lambda: self.go_to(self.step + 1))
        buttons.addWidget(self.previous_button)
        buttons.addWidget(self.next_button)
        outer.addLayout(buttons)
        return box

    @property
    def language(self) -> str:
        return self.language_box.currentData() or "en"

    def load(self, keep_step: bool) -> bool:
        """Read the lesson in the chosen language; a broken file is shown in the panel, not raised."""
        self.window.settings.setValue(LANGUAGE_KEY, self.language)
        self.load_path(resource_path("lessons", f"{self.language}.lesson"), show=False)
        step = self.step if keep_step else _whole(self.window.settings.value(STEP_KEY, 0))
        self.step = min(max(step, 0), max(len(self.steps) - 1, 0))
        self._show()
        return not self.problem

    def load_path(self, path, show: bool = True) -> bool:
        """Read a lesson file (a lecturer's own, or the language's); a problem is shown, not raised."""
        try:
            self.steps, self.problem = read(path), ""
        except LessonError as exc:
            self.steps, self.problem = [], str(exc)
        if show:
            self.step = 0
            self._show()
        return not self.problem

    def go_to(self, step: int, apply: bool = True) -> None:
        if not self.steps:
            return
        self.step = min(max(int(step), 0), len(self.steps) - 1)
        self.window.settings.setValue(STEP_KEY, self.step)
        self._show()
        if apply:
            self.apply(self.steps[self.step])

    def apply(self, step: Step) -> None:
        """The step's parameters and options in one batch, then its views shown, the first in front."""
        w = self.window
        changes = dict(step.changes)
        if "position" in changes and "max_len" not in changes:   # a step written for a longer table
            changes["position"] = min(changes["position"], w.store.params.max_len - 1)
        try:
            w.store.apply(changes)
        except ParamError as exc:   # a value that does not fit what the user has set since: say so, go on
            w.statusBar().showMessage(tr("This step's settings do not fit: {why}").format(why=error_text(exc)),
                                      10000)
        self.dock.show()
        for vid in reversed(step.views):   # raised last = in front: the first named view ends in front
            dock = w.docks[vid]
            dock.show()
            dock.raise_()

    def _show(self) -> None:
        has = bool(self.steps)
        self.previous_button.setEnabled(has and self.step > 0)
        self.next_button.setEnabled(has and self.step < len(self.steps) - 1)
        if not has:
            self.counter.setText("")
            self.title.setText(tr("The lesson cannot be shown"))
            self.text.setText(f"<span style='color:#b2182b'>{html.escape(self.problem)}</span>")
            self.try_box.hide()
            return
        step = self.steps[self.step]
        self.counter.setText(f"{self.step + 1} / {len(self.steps)}")
        self.title.setText(step.title)
        self.text.setText("".join(f"<p>{html.escape(p)}</p>" for p in step.text.split("\n\n") if p))
        self.try_box.setVisible(bool(step.try_this))
        self.try_box.setText(tr("Try: {what}").format(what=step.try_this))
