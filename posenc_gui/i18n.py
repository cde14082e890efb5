"""Translation entry points. Every user-visible string passes through Qt's translate()."""
from PySide6.QtCore import QCoreApplication


def tr(text: str, context: str = "posenc_gui") -> str:
    return QCoreApplication.translate(context, text)


def noop(text: str) -> str:
    """Marks a string for translation where it is defined (module level); tr() it where it is shown."""
    return text
