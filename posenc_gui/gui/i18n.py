"""Translation entry points. Every user-visible string passes through Qt's translate()."""
from PySide6.QtCore import QCoreApplication


def tr(text: str, context: str = "posenc_gui") -> str:
    return QCoreApplication.translate(context, text)


def noop(text: str) -> str:
    """Marks a string for translation where it is defined (module level); tr() it where it is shown."""
    return text


def error_text(exc: Exception) -> str:
    """A core ParamError in the user's language: its English template translated, then filled in."""
    template, fields = getattr(exc, "template", None), getattr(exc, "fields", None)
    if template is None:
        return str(exc)
    text = tr(template, "core")
    try:
        return text.format(**fields) if fields else text
    except (KeyError, IndexError, ValueError):  # a broken translation must not hide the message
        return str(exc)
