"""What the window's features share, in one evented object (as napari's evented settings and ndv's models):
the chapter shown, whether the window presents, the view the stage shows, the lesson's step, the theme and the
presentation scale. Each value has a signal, emitted after it changed and only when it did; a feature writes
the values it owns and subscribes to the others, so no feature is handed to another after construction.

The look of plot items that every window of the process shares (Qt's palette and pyqtgraph's options are
process-wide) is the module's LOOK: the colour maps chosen and the two line-width factors the fast items
paint with (the theme's and the presentation's)."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal


@dataclass
class Look:
    """The process-wide look of plot items: read when an item paints or an image is coloured, written by the
    window's look (themes, colour maps) and its presentation (the line-width factor)."""

    colormaps: dict = field(default_factory=lambda: {"diverging": "RdBu", "sequential": "viridis"})
    theme_lines: float = 1.0          # the theme's factor for curves, cursors and markers (projector: 1.5)
    screen_lines: float = 1.0         # the presentation's factor (its scale while presenting, else 1)
    styled: bool = False              # has a window of this process left the light theme's look?

    @property
    def line_scale(self) -> float:
        return self.theme_lines * self.screen_lines

    def reset(self) -> None:
        """The defaults (a new test, a new window in a fresh process)."""
        self.colormaps.update({"diverging": "RdBu", "sequential": "viridis"})
        self.theme_lines = self.screen_lines = 1.0


LOOK = Look()


class WindowState(QObject):
    chapterChanged = Signal(str)        # the chapter whose views the window (or the stage) shows
    presentingChanged = Signal(bool)    # True once presentation mode has set the stage; False as it leaves
    stageViewChanged = Signal(object)   # the view the stage shows first (None: none yet)
    lessonStepChanged = Signal(int)     # the lesson's step (0-based)
    themeChanged = Signal(str)          # the theme's id
    scaleChanged = Signal(float)        # the presentation scale (fonts and pens grow by it while presenting)

    def __init__(self, chapter: str, scale: float, parent: QObject | None = None):
        super().__init__(parent)
        self._chapter = chapter
        self._presenting = False
        self._stage_view: str | None = None
        self._lesson_step = 0
        self._theme = "light"
        self._scale = scale

    def _set(self, name: str, value, signal) -> None:
        if getattr(self, name) != value:
            setattr(self, name, value)
            signal.emit(value)

    @property
    def chapter(self) -> str:
        return self._chapter

    @chapter.setter
    def chapter(self, value: str) -> None:
        self._set("_chapter", value, self.chapterChanged)

    @property
    def presenting(self) -> bool:
        return self._presenting

    @presenting.setter
    def presenting(self, value: bool) -> None:
        self._set("_presenting", bool(value), self.presentingChanged)

    @property
    def stage_view(self) -> str | None:
        return self._stage_view

    @stage_view.setter
    def stage_view(self, value: str | None) -> None:
        self._set("_stage_view", value, self.stageViewChanged)

    @property
    def lesson_step(self) -> int:
        return self._lesson_step

    @lesson_step.setter
    def lesson_step(self, value: int) -> None:
        self._set("_lesson_step", int(value), self.lessonStepChanged)

    @property
    def theme(self) -> str:
        return self._theme

    @theme.setter
    def theme(self, value: str) -> None:
        self._set("_theme", value, self.themeChanged)

    @property
    def scale(self) -> float:
        return self._scale

    @scale.setter
    def scale(self, value: float) -> None:
        self._set("_scale", float(value), self.scaleChanged)
