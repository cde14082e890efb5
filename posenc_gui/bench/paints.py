"""Paints inside a timed span: a counter of the paint events of widgets, and the paints that are due,
run at once (what the event loop would run next), then the viewports that did not paint."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QWidget


class PaintCounter:
    """Counts paint events of widgets (the GraphicsViews' viewports), and remembers which painted."""

    def __init__(self, widgets: Iterable[QWidget]) -> None:
        from PySide6.QtCore import QEvent, QObject

        counter = self

        class _Filter(QObject):
            def eventFilter(self, obj: QObject, event: QEvent) -> bool:
                if event.type() == QEvent.Type.Paint:
                    counter.count += 1
                    counter.painted.add(obj)
                return False

        self.count = 0
        self.painted: set[QObject] = set()
        self._filter = _Filter()
        self.widgets = list(widgets)
        for w in self.widgets:
            w.installEventFilter(self._filter)

    def remove(self) -> None:
        for w in self.widgets:
            w.removeEventFilter(self._filter)


def paint_now(viewports: Iterable[QWidget], counter: PaintCounter | None = None) -> None:
    """Run the paints that are due (as the event loop would), then repaint the visible viewports that
    did not paint. Without a counter, every viewport is repainted."""
    from PySide6.QtCore import QCoreApplication

    if counter is not None:
        counter.painted.clear()
        for _ in range(2):  # (what one round posts, such as a layout's update, the second one runs)
            QCoreApplication.sendPostedEvents()
    for viewport in viewports:
        if counter is None or viewport not in counter.painted:
            viewport.repaint()
