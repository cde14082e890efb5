"""How a window feature says that a file could not be used: in the status bar and in a message box that does
not block the window (the reason stays readable while the user goes on)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox


def tell_problem(window, title: str, name: str, message: str) -> QMessageBox:
    """Show `message` in the status bar (15 s) and a non-modal warning box (objectName `name`)."""
    window.statusBar().showMessage(message, 15000)
    box = QMessageBox(QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, window)
    box.setObjectName(name)
    box.setModal(False)
    box.show()
    return box
