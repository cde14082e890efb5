"""The presenter view: with two screens, presenting the lesson puts the stage full screen on the other screen
(the projector) and shows on this one what only the lecturer reads: the step's notes and what to try, the
next step's headline, the parameters the step's views read, the step count and the time since the lesson
began. PageDown, Space, Right and Down go on; PageUp, Backspace, Left and Up go back; Esc ends the
presentation, from either window. Beside the notes, a picture of what the room sees, given the room the notes
do not need (share_room)."""

from __future__ import annotations

import html

from PySide6.QtCore import QElapsedTimer, QSize, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...specs import SPECS
from ..files.lesson_steps import step_headline
from ..i18n import tr
from ..plotting.style import FONT_PT
from ..widgets.param_panel import param_box
from .stage_caption import shared_reads

PARAM_BOXES = ("d_model", "max_len", "base")
FORWARD_KEYS = ("PgDown", "Space", "Right", "Down")
BACK_KEYS = ("PgUp", "Backspace", "Left", "Up")
PREVIEW_WIDTH = 320  # px: the least width of the room's picture
NOTES_WIDTH = 360  # px: the least width of the notes beside it
PREVIEW_DELAY_MS = 400  # the stage is drawn for a step in a frame or two; its picture is taken after that
PREVIEW_EVERY_S = 3  # and again every few seconds (a parameter changed from here or the stage)


def clock_text(milliseconds: int) -> str:
    """12:05 or 1:02:05: the time since the lesson began."""
    seconds = max(int(milliseconds), 0) // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


class PresenterView(QWidget):
    def __init__(self, lesson, binder, step_by, leave, stage_window=None):
        """`lesson` (the lesson panel) holds the steps and says when one is shown; `step_by(±1)` pages the
        lesson on the stage; `leave()` ends the presentation; `stage_window` (the window on the projector) is
        shown small beside the notes, as the room sees it."""
        super().__init__(None, Qt.WindowType.Window)
        self.setObjectName("presenter.view")
        self.setWindowTitle(tr("posenc-gui: presenter view"))
        self.lesson = lesson
        self._binder = binder
        self._clock = QElapsedTimer()
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self._tick)
        self._leave = leave
        self._stage_window = stage_window
        self._preview_timer = QTimer(self)  # the room's picture again, a moment after it changed
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(PREVIEW_DELAY_MS)
        self._preview_timer.timeout.connect(self._update_preview)
        self._build(step_by, leave)
        lesson.stepShown.connect(self.show_step)
        lesson.partShown.connect(self.show_step)

    def _label(self, name: str, points: float, style: str = "") -> QLabel:
        label = QLabel()
        label.setObjectName(f"presenter.{name}")
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setStyleSheet(f"font-size: {points:g}pt; {style}")
        return label

    def _build(self, step_by, leave) -> None:
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        self.counter = self._label("counter", FONT_PT + 4, "font-weight: bold;")
        self.clock = self._label("clock", FONT_PT + 4, "font-weight: bold;")
        self.clock.setToolTip(tr("The time since the lesson's presentation began"))
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight)
        top.addWidget(self.counter, 1)
        top.addWidget(self.clock)
        outer.addLayout(top)
        self.headline = self._label("headline", FONT_PT + 6, "font-weight: bold;")
        self.headline.setToolTip(tr("What the room reads on the stage now"))
        outer.addWidget(self.headline)
        self.notes = self._label("notes", FONT_PT + 6)  # read at arm's length while talking
        self.notes.setTextFormat(Qt.TextFormat.RichText)
        self.notes.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.notes_area = QScrollArea()
        self.notes_area.setObjectName("presenter.notes_area")
        self.notes_area.setWidgetResizable(True)
        self.notes_area.setWidget(self.notes)
        self.middle = QWidget()  # the notes and the room's picture share its width (share_room)
        middle = self._middle_layout = QHBoxLayout(self.middle)
        middle.setContentsMargins(0, 0, 0, 0)
        middle.addWidget(self.notes_area)
        self.preview = QLabel()
        self.preview.setObjectName("presenter.preview")
        self.preview.setToolTip(tr("What the room sees on the projector"))
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        self.preview.setMinimumWidth(PREVIEW_WIDTH)
        self.preview.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)  # (its picture's
        # size is not a wish: the picture is made for the room the label has)
        middle.addWidget(self.preview, 1)
        outer.addWidget(self.middle, 1)
        self.try_box = self._label(
            "try", FONT_PT + 2, "background: #fff3c4; color: #202020; border: 1px solid #e0b000; padding: 6px;"
        )
        outer.addWidget(self.try_box)
        self.next_headline = self._label("next", FONT_PT + 3)
        outer.addWidget(self.next_headline)
        outer.addLayout(self._param_row())
        buttons = QHBoxLayout()
        for text, tip, slot in (
            (tr("◀ Previous"), tr("The previous step (PageUp, Left)"), lambda: step_by(-1)),
            (tr("Next ▶"), tr("The next step (PageDown, Space, Right)"), lambda: step_by(1)),
            (tr("End"), tr("End the presentation (Esc)"), leave),
        ):
            button = QPushButton(text)
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (Space pages the lesson, it does not press a button)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        outer.addLayout(buttons)
        for keys, slot in ((FORWARD_KEYS, lambda: step_by(1)), (BACK_KEYS, lambda: step_by(-1)), (("Esc",), leave)):
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(slot)

    def _param_row(self) -> QGridLayout:
        """d_model, max_len and base, bound to the store as the panel's boxes are (changed from here, the
        stage follows); a step shows those its views read (show_params)."""
        row = QGridLayout()
        self.param_boxes: dict[str, tuple[QLabel, QWidget]] = {}
        for k, name in enumerate(PARAM_BOXES):
            box = param_box(name)
            self._binder.bind(name, box)
            box.setObjectName(f"presenter.param.{name}")  # (after bind, which names it as the panel's)
            box.setAccessibleName(name)
            box.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # (the arrow keys page the lesson until one is clicked)
            label = QLabel(name)
            label.setBuddy(box)
            row.addWidget(label, 0, 2 * k)
            row.addWidget(box, 0, 2 * k + 1)
            self.param_boxes[name] = (label, box)
        row.setColumnStretch(6, 1)  # (the boxes as wide as their numbers, the rest of the row empty)
        return row

    def begin(self) -> None:
        """The lesson's presentation begins: the clock from zero, the step shown."""
        self._binder.refresh(force=True)
        self._clock.start()
        self._ticker.start()
        self._tick()
        self.show_step()
        self._preview_timer.start()

    def end(self) -> None:
        self._ticker.stop()
        self.hide()

    def closeEvent(self, event) -> None:
        """Closing the presenter view ends the presentation (the stage would be left on the projector)."""
        if self._ticker.isActive():
            self._leave()
        super().closeEvent(event)

    def elapsed_ms(self) -> int:
        return self._clock.elapsed() if self._clock.isValid() else 0

    def _tick(self) -> None:
        self.clock.setText(clock_text(self.elapsed_ms()))
        if self.elapsed_ms() // 1000 % PREVIEW_EVERY_S == 0:  # (the room's plots move with the parameters too)
            self._preview_timer.start()

    def picture_changed(self) -> None:
        """What the room sees changed without a step or a parameter changing (the lecturer drew on the stage):
        the picture again, a moment later."""
        self._preview_timer.start()

    def _update_preview(self) -> None:
        if self._stage_window is None or not self.isVisible():
            return
        room = self.share_room().expandedTo(QSize(PREVIEW_WIDTH, 1))
        self.preview.setPixmap(
            self._stage_window.grab().scaled(
                room, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        )

    def share_room(self) -> QSize:
        """The notes as wide as they need to show whole in the height there is (at least NOTES_WIDTH), the
        room's picture the rest of the width, never wider than its height holds at the stage's shape: the
        picture got 570 x 310 of a 1600 x 900 laptop while two thirds of the notes' box was empty."""
        width, height = self.middle.width(), self.middle.height()
        if width <= 0 or height <= 0:
            return self.preview.size()
        spacing = self._middle_layout.spacing()
        stage = self._stage_window.size() if self._stage_window is not None else QSize(16, 9)
        shape = stage.height() / max(stage.width(), 1)
        frame = 2 * self.notes_area.frameWidth() + self.notes_area.verticalScrollBar().sizeHint().width()
        widest_notes = width - spacing - PREVIEW_WIDTH
        notes = max(NOTES_WIDTH, width - spacing - round(height / shape))  # the picture's whole height first
        while notes < widest_notes and self.notes.heightForWidth(notes - frame) > height:
            notes += 20  # (narrow notes wrap into more lines than the height holds: widen them)
        notes = min(notes, max(widest_notes, NOTES_WIDTH))
        self.notes_area.setFixedWidth(notes)
        return QSize(width - spacing - notes, height)  # the picture's room (the layout gives it a moment later)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._preview_timer.start()

    def show_params(self, view_ids) -> None:
        """Only the boxes of the parameters the step's views read (Gemma 3's layers read none of them)."""
        reads = shared_reads(view_ids)
        for name, (label, box) in self.param_boxes.items():
            label.setVisible(name in reads)
            box.setVisible(name in reads)

    def show_step(self) -> None:
        steps, k = self.lesson.steps, self.lesson.step
        if not steps:
            return
        step = steps[k]
        self.counter.setText(tr("Step {k} of {n}: {title}").format(k=k + 1, n=len(steps), title=step.title))
        self.headline.setText(step_headline(step))
        notes = "".join(f"<p>{html.escape(p)}</p>" for p in step.text.split("\n\n") if p)
        if step.predict is not None:  # (the lecturer knows the answer from the start; the room sees the question)
            notes = (
                tr("<p><b>The room is asked:</b> {question}<br><b>Answer:</b> {answer}</p>").format(
                    question=html.escape(step.predict.question), answer=html.escape(step.predict.answer)
                )
                + notes
            )
        self.notes.setText(notes)
        self.try_box.setVisible(bool(step.try_this))
        self.try_box.setText(tr("Try: {what}").format(what=step.try_this))
        following = html.escape(step_headline(steps[k + 1])) if k + 1 < len(steps) else tr("the end of the lesson")
        left = self.lesson.parts_left()
        if self.lesson.pending():  # (a step that asks the room: PageDown gives the answer first)
            following = tr("the answer, {answer}").format(answer=html.escape(step.predict.answer))
        elif left:  # (a step that builds its figure: PageDown reveals its next curve or panel first)
            view = self.lesson.steps[k].reveal[0]
            paper = SPECS[view].paper
            panels = paper.panels if paper is not None else ()
            which = (
                tr("the panel {part} of {view} ({count} to come in this step)")
                if left[0] in panels and left[0] not in SPECS[view].shows
                else tr("the curve {part} of {view} ({count} to come in this step)")
            )
            following = which.format(part=html.escape(left[0]), view=html.escape(view), count=len(left))
        self.next_headline.setText(tr("<b>Next:</b> {headline}").format(headline=following))
        self.show_params(step.views)
        self._preview_timer.start()
