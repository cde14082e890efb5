"""Keys that belong to the widget being edited: the window's Up/Down (pair) and PageUp/PageDown (lesson
step) shortcuts must not take them from a spin box, a combo box, a list or a text box that has the focus
(where they step the value or move the selection), nor presentation mode's Esc, which there leaves the box
first; after that the window's keys work again.

The filter sits on the focused editor only (Qt sends ShortcutOverride to the focus widget): an
application-wide filter would run Python for every event of the app, paints and timers included."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox, QLineEdit, QWidget

EDITING_KEYS = {Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Escape}
EDITORS = (QAbstractSpinBox, QComboBox, QAbstractItemView, QLineEdit)


def _is_editor(widget: QWidget | None) -> bool:
    return widget is not None and (isinstance(widget, EDITORS) or isinstance(widget.parent(), EDITORS))


class EditingKeys(QObject):
    """Follows the focus; start() it once, stop() it when the window goes."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._watched: QWidget | None = None
        self._started = False

    def start(self) -> None:
        if not self._started:
            self._started = True
            app = QApplication.instance()
            assert isinstance(app, QApplication)  # a window's widgets exist: so does their QApplication
            app.focusChanged.connect(self._on_focus_changed)
            self._on_focus_changed(None, app.focusWidget())

    def stop(self) -> None:
        if self._started:
            self._started = False
            app = QApplication.instance()
            assert isinstance(app, QApplication)
            app.focusChanged.disconnect(self._on_focus_changed)
            self._watch(None)

    def _on_focus_changed(self, _old, new) -> None:
        self._watch(new if _is_editor(new) else None)

    def _watch(self, widget: QWidget | None) -> None:
        if self._watched is not None:
            with contextlib.suppress(RuntimeError):  # deleted meanwhile
                self._watched.removeEventFilter(self)
        self._watched = widget
        if widget is not None:
            widget.installEventFilter(self)

    def eventFilter(self, obj, event):
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and event.key() in EDITING_KEYS
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            event.accept()  # the focused widget gets the key press instead of the shortcut
        return False
