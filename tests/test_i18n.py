"""Every user-visible string passes through Qt's translate(): with a pseudo-translator installed, each
text of the window comes out marked. (Korean arrives later as a real .qm; this keeps the door open.)"""
import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QLabel, QMenu


class Marker(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»"

    def isEmpty(self):
        return False


@pytest.fixture
def marked_window(make_window):
    marker = Marker()
    QCoreApplication.installTranslator(marker)
    try:
        yield make_window()
    finally:
        QCoreApplication.removeTranslator(marker)


def marked(text: str) -> bool:
    return text.startswith("«") or text.startswith("&«") or "«" in text[:3]


def test_window_texts_are_translated(marked_window):
    win = marked_window
    texts = {"title": win.windowTitle()}
    for dock in win.findChildren(QDockWidget):
        texts[dock.objectName()] = dock.windowTitle()
    for label in win.findChildren(QLabel):
        if label.text():
            texts[f"label {label.text()[:30]}"] = label.text()
    for menu in win.menuBar().findChildren(QMenu):
        if menu.title():
            texts[f"menu {menu.title()}"] = menu.title()
        for action in menu.actions():
            if action.text():
                texts[f"action {action.text()}"] = action.text()
    for button in win.findChildren(QAbstractButton):
        if button.toolTip():
            texts[f"tooltip {button.toolTip()[:30]}"] = button.toolTip()
    unmarked = {k: v for k, v in texts.items() if not marked(v)}
    assert not unmarked
    assert len(texts) > 25


def test_plot_labels_are_translated(marked_window):
    heat = marked_window.views["heatmap"]
    assert heat.plot.getAxis("left").labelText.startswith("«position")
    assert heat.plot.titleLabel.text.startswith("«PE(pos")
    waves = marked_window.views["waves"]
    assert waves.key.text.count("«dim") == 5
    assert marked_window.views["phase"].readout.text.startswith("«pos")


def test_core_error_messages_are_translated(marked_window):
    win = marked_window
    assert not win.binder.commit(base=0.5)  # what a control would send if its range let it
    text = win.findChild(QLabel, "params.error").text()
    assert text.startswith("«base must be greater than 1") and "not 0.5" in text  # translated, then filled in
