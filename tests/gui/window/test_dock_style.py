"""The docks' style: the application's, with the title bars' button icons made once for each palette."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QProxyStyle, QStyle

from posenc_gui.gui.window.dock_style import DockStyle, dock_style


def _window_with_docks(qtbot, style, palette=None):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QLabel("centre"))
    if palette is not None:
        window.setPalette(palette)
    docks = []
    for k in range(3):
        dock = QDockWidget(f"Dock {k}", window)
        if style is not None:
            dock.setStyle(style)
        dock.setWidget(QLabel(f"inside {k}"))
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        docks.append(dock)
    window.resize(520, 400)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window, docks


def _dark() -> QPalette:
    palette = QPalette(QApplication.palette())
    for role, colour in (
        (QPalette.ColorRole.Window, "#202124"),
        (QPalette.ColorRole.WindowText, "#e8eaed"),
        (QPalette.ColorRole.Button, "#303134"),
        (QPalette.ColorRole.ButtonText, "#e8eaed"),
    ):
        palette.setColor(role, QColor(colour))
    return palette


@pytest.mark.parametrize("dark", [False, True])
def test_docks_look_as_with_the_applications_style(qtbot, dark):
    """Title bars, their close and float buttons and the docks' frames: the same pixels, light and dark."""
    palette = _dark() if dark else None
    pictures = [_window_with_docks(qtbot, style, palette)[0].grab().toImage() for style in (None, DockStyle())]
    assert pictures[0] == pictures[1]
    assert len({pictures[0].pixel(x, 10) for x in range(pictures[0].width())}) > 3  # (title bars drawn)


def test_each_button_icon_is_made_once_for_each_palette(qtbot, monkeypatch):
    """Laying the docks out again (a resize) asks for the icons again; the base style makes each once. A
    palette of its own (a dark theme) gets its own icons."""
    made = []
    base = QProxyStyle.standardIcon
    monkeypatch.setattr(
        QProxyStyle, "standardIcon", lambda self, which, *a: (made.append(which), base(self, which, *a))[1]
    )
    style = DockStyle()
    window, _docks = _window_with_docks(qtbot, style)
    assert sorted(made) == sorted(
        [QStyle.StandardPixmap.SP_TitleBarCloseButton, QStyle.StandardPixmap.SP_TitleBarNormalButton]
    )  # close and float, once
    for size in ((600, 480), (700, 520), (480, 380)):
        window.resize(*size)
        QApplication.processEvents()
    assert len(made) == 2
    _window_with_docks(qtbot, style, _dark())
    assert len(made) == 4


def test_every_dock_of_the_window_has_it(window):
    style = dock_style()
    assert dock_style() is style
    docks = window.findChildren(QDockWidget)
    assert len(docks) == len(window.docks) + 1 and all(dock.style() is style for dock in docks)  # (+ the lesson)
