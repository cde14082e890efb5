"""posenc-gui: a desktop app for exploring Transformer positional encodings.

From Python: `posenc_gui.compute(view_id, **settings)` gives a view's numbers and `posenc_gui.figure(view_id,
**settings)` its figure (see posenc_gui.scripting); `posenc_gui.core` holds every encoding function.
"""

import os
import typing

# pyqtgraph would pick PyQt first if it is installed too; this app is built on PySide6.
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

__version__ = "0.1.0"

_SCRIPTING = ("compute", "figure", "Figure")


def __getattr__(name: str) -> typing.Any:
    # The scripting API is loaded on first use (PEP 562), once the package is complete: importing posenc_gui
    # stays as light as the launcher needs (no numpy, no Qt), and the API itself loads Qt only for a figure.
    if name in _SCRIPTING:
        from . import scripting

        return getattr(scripting, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(list(globals()) + list(_SCRIPTING))
