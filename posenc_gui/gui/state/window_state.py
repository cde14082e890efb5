"""What the window's features share, in one evented object (as napari's evented settings and ndv's models):
the chapter shown, whether the window presents, the theme and the presentation scale. Each value has a signal,
emitted after it changed and only when it did; a feature writes the values it owns and subscribes to the others,
so no feature is handed to another after construction. What one feature alone reads (the view the stage shows
first, the lesson's step) is that feature's plain attribute, not the state's.

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
    theme_lines: float = 1.0  # the theme's factor for curves, cursors and markers (projector: 1.5)
    screen_lines: float = 1.0  # the presentation's factor (its scale while presenting, else 1)
    styled: bool = False  # has a window of this process left the light theme's look?

    @property
    def line_scale(self) -> float:
        return self.theme_lines * self.screen_lines

    def reset(self) -> None:
        """The defaults (a new test, a new window in a fresh process)."""
        self.colormaps.update({"diverging": "RdBu", "sequential": "viridis"})
        self.theme_lines = self.screen_lines = 1.0


LOOK = Look()


class _Evented:
    """A value of the window state: read as an attribute; set, it emits the state's signal `signal` with the
    new value, when the value changed."""

    def __init__(self, signal: str, convert=None):
        self.signal, self.convert = signal, convert

    def __set_name__(self, owner, name: str) -> None:
        self.slot = f"_{name}"

    def __get__(self, state, owner=None):
        return self if state is None else getattr(state, self.slot)

    def __set__(self, state, value) -> None:
        value = self.convert(value) if self.convert is not None else value
        if getattr(state, self.slot) != value:
            setattr(state, self.slot, value)
            getattr(state, self.signal).emit(value)


class WindowState(QObject):
    chapterChanged = Signal(str)  # the chapter whose views the window (or the stage) shows
    presentingChanged = Signal(bool)  # True once presentation mode has set the stage; False as it leaves
    themeChanged = Signal(str)  # the theme's id
    scaleChanged = Signal(float)  # the presentation scale (fonts and pens grow by it while presenting)

    chapter = _Evented("chapterChanged")
    presenting = _Evented("presentingChanged", bool)
    theme = _Evented("themeChanged")
    scale = _Evented("scaleChanged", float)

    def __init__(self, chapter: str, scale: float, parent: QObject | None = None):
        super().__init__(parent)
        self._chapter = chapter
        self._presenting = False
        self._theme = "light"
        self._scale = scale
