"""Help: the keyboard shortcuts window and the About text with the licences of what the app is built on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from ... import __version__
from ...specs import CHAPTERS
from ..i18n import tr
from .action_table import NUMBERED_CHAPTERS


def extra_shortcut_rows() -> list[tuple[str, str]]:
    """Keys that belong to controls, not to window actions."""
    numbered = min(len(CHAPTERS), NUMBERED_CHAPTERS)
    rows = [
        (
            tr("Ctrl+1 … Ctrl+{n}").format(n=numbered),
            tr(
                "show the first {n} chapters, in the bar's order (every chapter: its tab, the Chapter menu or "
                "Ctrl+PgDown)"
            ).format(n=numbered),
        ),
        (tr("Ctrl+0"), tr("show All views")),
    ]
    return [
        *rows,
        (tr("Alt + underlined letter"), tr("jump to a control")),
        (tr("Enter / Esc"), tr("apply what you typed / leave the box (then the keys above work again)")),
        (tr("Ctrl+Left / Ctrl+Right"), tr("move the selected word (Word order)")),
    ]


def shortcuts_box(parent, rows: list[tuple[str, str]]) -> QMessageBox:
    """Help > Keyboard shortcuts: a table of (keys, what they do), beside the window (not modal)."""
    table = "".join(f"<tr><td><b>{keys}</b></td><td>{what}</td></tr>" for keys, what in rows)
    box = QMessageBox(
        QMessageBox.Icon.Information,
        tr("Keyboard shortcuts"),
        f"<table cellspacing='6'>{table}</table>",
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("help.shortcuts")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setModal(False)
    box.show()
    return box


def about_text(settings_file: str, logs) -> str:
    return (
        tr(
            "posenc-gui {version}\nExplore Transformer positional encodings: the sinusoidal table, its "
            "waves and its rotating phase vectors.\n\nSettings: {settings}\nLog files: {logs}"
        ).format(version=__version__, settings=settings_file, logs=logs)
        + "\n\n"
        + licences()
    )


def licences() -> str:
    """The licences of posenc-gui and of the parts it is built on (a bundle carries them all)."""
    import numpy
    import pyqtgraph
    import PySide6
    from PySide6.QtCore import qVersion

    try:
        import PIL

        pillow = PIL.__version__
    except ImportError:
        pillow = "-"
    return tr(
        "posenc-gui is free software under the MIT licence. It is built on Qt {qt} and PySide6 {pyside} "
        "(LGPL-3.0), pyqtgraph {pg} (MIT), NumPy {np} (BSD-3-Clause) and Pillow {pil} (MIT-CMU)."
    ).format(qt=qVersion(), pyside=PySide6.__version__, pg=pyqtgraph.__version__, np=numpy.__version__, pil=pillow)
