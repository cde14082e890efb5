"""Keys that belong to the widget being edited: the window's Up/Down (pair) and PageUp/PageDown (lesson
step) shortcuts must not take them from a spin box, a combo box, a list or a text box that has the focus
(where they step the value or move the selection), nor presentation mode's Esc, which there leaves the box
first; after that the window's keys work again."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox, QLineEdit

EDITING_KEYS = {Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Escape}
EDITORS = (QAbstractSpinBox, QComboBox, QAbstractItemView, QLineEdit)


class EditingKeys(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in EDITING_KEYS \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            focus = QApplication.focusWidget()
            if focus is not None and (isinstance(focus, EDITORS) or isinstance(focus.parent(), EDITORS)):
                event.accept()   # the focused widget gets the key press instead of the shortcut
        return False
