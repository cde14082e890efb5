"""Chapters: the window organised by topic. A bar of chapter tabs (and Ctrl+1.., Ctrl+PageDown/PageUp)
switches the docks to a chapter's views, laid out for them beside the parameters; each chapter remembers
its own arrangement, and View > Reset layout resets the current one. "All views" is every view at once."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, Qt, Signal
from PySide6.QtWidgets import QTabBar, QToolBar

from ...specs import ALL_VIEWS
from ...specs.kit.chapters import chapter
from ..files.remembered import CHAPTER, CHAPTER_LAYOUT
from ..files.settings import LAYOUT_VERSION
from ..i18n import tr
from .action_table import ALL_SUMMARY, ALL_TITLE
from .action_table import CHAPTER_ORDER as ORDER

DEFAULT_CHAPTER = "sinusoidal"


def chapter_title(chapter_id: str) -> str:
    if chapter_id == ALL_VIEWS:
        return tr(ALL_TITLE)
    return tr(chapter(chapter_id).title, "chapters")


def stored_chapter(remembered, first: str | None = None) -> str:
    """The chapter a window starts with: `first`, else the one shown last, else DEFAULT_CHAPTER."""
    return first or remembered.get(CHAPTER, DEFAULT_CHAPTER, ORDER)


def chapter_summary(chapter_id: str) -> str:
    if chapter_id == ALL_VIEWS:
        return tr(ALL_SUMMARY)
    return tr(chapter(chapter_id).summary, "chapters")


class Chapters(QObject):
    changed = Signal(str)  # the chapter shown now
    chosenAgain = Signal(str)  # the chapter on the stage chosen again: the stage shows it from its first view

    def __init__(self, desk, state, actions: dict, arrange_all):
        """`actions`: the window's, from the action table (each chapter's, chapter_<id>, shows it and is
        checked while it is shown). `arrange_all()` puts every view where the All views arrangement has it
        (the window's default state). The chapter shown first is the window state's (see stored_chapter).
        While the window presents, a chapter chosen here is announced in the state and the stage shows it;
        a chapter the state is given elsewhere (a lesson step) is laid out here."""
        super().__init__(desk.window)
        self.desk, self.state = desk, state
        self._arrange_all = arrange_all
        self.current = state.chapter  # the chapter whose arrangement the docks hold (the stage's aside)
        self._before_stage: str | None = None
        state.chapterChanged.connect(self._on_chapter_changed)
        state.presentingChanged.connect(self._on_presenting_changed)
        self._states: dict[str, QByteArray] = {}
        for cid in ORDER:
            value = desk.remembered.get(CHAPTER_LAYOUT.at(id=cid))
            if value is not None:
                self._states[cid] = value
        self._actions = {cid: actions[f"chapter_{cid}"] for cid in ORDER}
        self._actions[self.current].setChecked(True)
        self.bar = QTabBar()
        self.bar.setObjectName("chapters.bar")
        self.bar.setDrawBase(False)
        self.bar.setExpanding(False)
        self.bar.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Left/Right belong to the position
        for cid in ORDER:
            index = self.bar.addTab(chapter_title(cid))
            self.bar.setTabToolTip(index, chapter_summary(cid))
        self.bar.setCurrentIndex(ORDER.index(self.current))
        self.bar.currentChanged.connect(lambda index: self.show_chapter(ORDER[index]))

    # -- what the menus and the toolbar place -----------------------------------------------------------
    def toolbar(self) -> QToolBar:
        bar = QToolBar(tr("Chapters"))
        bar.setObjectName("toolbar.chapters")
        bar.setMovable(False)
        bar.addWidget(self.bar)
        return bar

    # -- switching ---------------------------------------------------------------------------------------
    def step(self, steps: int) -> None:
        """The next (1) or previous (-1) chapter, All views included, wrapping round."""
        self.show_chapter(ORDER[(ORDER.index(self.current) + steps) % len(ORDER)])

    def show_chapter(self, chapter_id: str, arrange: bool = True, keep: bool = True) -> None:
        """Show `chapter_id` in its own arrangement (the one it had when last left, else its default).
        `arrange=False` only records it (a session restores its own layout next); `keep=False` forgets the
        arrangement on screen instead of keeping it for the chapter left (the stage's, when it ends). On the
        stage, the stage shows the chapter's views."""
        if chapter_id not in ORDER:
            raise ValueError(f"unknown chapter {chapter_id!r}")
        if self.state.presenting and arrange:
            self.current = chapter_id
            self._mark()
            if self.state.chapter == chapter_id:
                self.chosenAgain.emit(chapter_id)
            self.state.chapter = chapter_id
            return
        if chapter_id == self.current and arrange:
            self._mark()
            return
        host = self.desk.dock_host
        self.desk.finish_editing()
        if keep:
            self._states[self.current] = host.save_layout(LAYOUT_VERSION)
        previous, self.current = self.current, chapter_id
        if arrange:
            state = self._states.get(chapter_id)
            if state is None or not host.restore_layout(state, LAYOUT_VERSION):
                self.arrange()
        self._mark()
        self.state.chapter = chapter_id  # (remembered: files/remembered.keep_shared)
        if chapter_id != previous:
            self.changed.emit(chapter_id)

    def _on_chapter_changed(self, chapter_id: str) -> None:
        """A chapter chosen elsewhere (a lesson step, in the window): laid out here."""
        if chapter_id != self.current and not self.state.presenting:
            self.show_chapter(chapter_id)

    def _on_presenting_changed(self, presenting: bool) -> None:
        """The stage's arrangement is not the chapter's: when it ends, the chapter shown before it is the
        current one again (its arrangement is restored by the presentation, not laid out anew)."""
        if presenting:
            self._before_stage = self.current
        elif self._before_stage is not None:
            self.show_chapter(self._before_stage, arrange=False, keep=False)
            self._before_stage = None

    def arrange(self) -> None:
        """The current chapter's default arrangement (View > Reset layout)."""
        if self.current == ALL_VIEWS:
            self._arrange_all()
        else:
            self.desk.arrange_chapter(chapter(self.current))

    def reset(self) -> None:
        self._states.pop(self.current, None)
        self.arrange()

    def save(self) -> None:
        """Every chapter's arrangement into the settings (the current one as it is now)."""
        self._states[self.current] = self.desk.dock_host.save_layout(LAYOUT_VERSION)
        for cid, state in self._states.items():
            self.desk.remembered.put(CHAPTER_LAYOUT.at(id=cid), state)
        self.desk.remembered.put(CHAPTER, self.current)

    def _mark(self) -> None:
        self._actions[self.current].setChecked(True)
        blocked = self.bar.blockSignals(True)
        self.bar.setCurrentIndex(ORDER.index(self.current))
        self.bar.blockSignals(blocked)
