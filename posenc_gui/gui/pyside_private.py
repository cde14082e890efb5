"""PySide6's private parts used, in one place (as pg_private.py for pyqtgraph's); tests/gui/test_pyside_private.py
fails when a release changes one (pyproject.toml keeps PySide6 below 6.11).

Once imported, PySide6 runs a check after every import in the process: whether the new module uses PySide6
(such a module may switch on `from __feature__ import snake_case`). It answers by inspect.getsource() on
the module and a search for "PySide6" in the text, which costs a file lookup through linecache and the
module's loader for each of the 450 modules the app and pyqtgraph import: about 80 ms of every start-up.
`quicker_feature_check()` puts in the same answer read from the module's file (Python source is in an
ASCII-compatible encoding, so the bytes hold "PySide6" exactly when the text does); a module without a
source file of its own gets PySide6's own check."""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

FEATURE_MODULE = "shibokensupport.feature"
CHECK = "_mod_uses_pyside"  # (module) -> bool, called once a module name


def uses_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """PySide6's answer for `module`: its source file holds "PySide6"."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            pass  # (a module inside an archive: its loader has the source)
    return fallback(module)


def quicker_feature_check() -> bool:
    """Answer PySide6's question after each import from the module's file; False when this PySide6 has no
    such check (or it is answered so already)."""
    import PySide6.QtCore  # noqa: F401 - (loads PySide6's support modules)

    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, CHECK, None)
    if original is None or getattr(original, "quick", False):
        return False

    def quick(module: ModuleType) -> bool:
        return uses_pyside(module, original)

    quick.quick = True  # type: ignore[attr-defined]
    quick.original = original  # type: ignore[attr-defined]
    setattr(feature, CHECK, quick)
    return True
