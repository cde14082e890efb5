"""Window-wide actions: a named QAction with a shortcut that works wherever the focus is in the window."""
from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence


def window_action(window, name: str, text: str, keys, slot, tip: str | None = None) -> QAction:
    """An action on `window` (objectName `name`), shortcut `keys`, running `slot`; the tooltip names the keys."""
    action = QAction(text, window)
    action.setObjectName(name)
    sequence = QKeySequence(keys)
    action.setShortcut(sequence)
    if tip:
        action.setToolTip(f"{tip} ({sequence.toString(QKeySequence.SequenceFormat.NativeText)})")
    action.triggered.connect(slot)
    window.addAction(action)
    return action
