"""PySide6's private parts the app uses (gui/pyside_private.py) are there, and answer as PySide6 would."""

import sys

import pyqtgraph  # noqa: F401 - (its modules are among those compared)

import posenc_gui.gui.window.main_window  # noqa: F401 - (the app's modules, imported with the quick check)
from posenc_gui.gui import pyside_private


def test_pyside_still_checks_each_import_with_the_function_the_app_replaces():
    feature = sys.modules[pyside_private.FEATURE_MODULE]
    check = getattr(feature, pyside_private.CHECK)
    assert getattr(check, "quick", False)  # replaced when posenc_gui.gui was imported
    assert callable(check.original)
    assert not pyside_private.quicker_feature_check()  # (once)
    # PySide6 keeps each module's answer under its name: 0 uses PySide6, -1 does not
    assert feature.pyside_feature_dict["posenc_gui.gui.window.desk"] == 0
    assert feature.pyside_feature_dict["posenc_gui.core.rope"] == -1


def test_the_quick_check_answers_as_pysides_own_for_every_module_with_a_source_file():
    check = getattr(sys.modules[pyside_private.FEATURE_MODULE], pyside_private.CHECK)
    modules = [
        m
        for name, m in list(sys.modules.items())
        if m is not None and name.split(".")[0] in ("posenc_gui", "pyqtgraph", "numpy", "json", "PySide6")
    ]
    answers = {m.__name__: check(m) for m in modules}
    assert answers == {m.__name__: check.original(m) for m in modules}
    assert answers["posenc_gui.gui.window.desk"] and answers["pyqtgraph.Qt"]
    assert not answers["posenc_gui.core.rope"] and not answers["json.decoder"]
    assert len(modules) > 300
