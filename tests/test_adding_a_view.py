"""ADDING_A_VIEW.md's minimal example, run as it is written: its spec module and its Qt view module pass the
linter with the project's settings, the spec is put in the registry, and the window (its View menu and the
spec's chapter), the export and the self-test take the view with no other change."""

import re
import shutil
import subprocess
import sys
import types

import numpy as np
from helpers import ROOT
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox

GUIDE = ROOT / "posenc_gui" / "specs" / "ADDING_A_VIEW.md"
SPEC_PATH, VIEW_PATH = "posenc_gui/specs/norms.py", "posenc_gui/gui/views/norms.py"


def example_files() -> dict[str, str]:
    """The guide's example modules, {path in the repository: code}: each block names its file first."""
    blocks = re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S)
    return {block.splitlines()[0].removeprefix("# "): block for block in blocks if block.startswith("# posenc_gui/")}


def _module(name: str, code: str, package: str):
    module = types.ModuleType(name)
    module.__package__ = package
    exec(compile(code, f"<{name}>", "exec"), module.__dict__)
    return module


def test_the_guides_example_passes_the_linter_and_the_formatter(tmp_path):
    """Written where the guide says, beside the project's settings (a copy: the tree is not touched)."""
    files = example_files()
    assert sorted(files) == sorted([SPEC_PATH, VIEW_PATH])
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    for path, code in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(code, encoding="utf-8")
    for check in (["check"], ["format", "--check", "--diff"]):  # (the linter and the formatter, as CI runs them)
        done = subprocess.run(
            [sys.executable, "-m", "ruff", *check, "--no-cache", "."],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stdout + done.stderr


def test_the_guides_example_becomes_a_view(make_window, monkeypatch, tmp_path):
    import posenc_gui.gui.views as qt_views
    import posenc_gui.specs as specs
    from posenc_gui.cli.selftest import check_views
    from posenc_gui.core import Params, sinusoidal
    from posenc_gui.gui.export.render import export_one
    from posenc_gui.testing import settle

    files = example_files()
    spec_module = _module("posenc_gui.specs.norms", files[SPEC_PATH], "posenc_gui.specs")
    monkeypatch.setitem(sys.modules, "posenc_gui.specs.norms", spec_module)
    monkeypatch.setattr(specs, "norms", spec_module, raising=False)
    monkeypatch.setitem(specs.SPECS, "norms", spec_module.SPEC)  # "joins the tuple" (at its end)
    monkeypatch.setattr(qt_views, "VIEW_IDS", (*specs.VIEW_IDS, "norms"))
    view_module = _module("posenc_gui.gui.views.norms", files[VIEW_PATH], "posenc_gui.gui.views")
    monkeypatch.setitem(sys.modules, "posenc_gui.gui.views.norms", view_module)
    assert specs.chapter_views(spec_module.SPEC.chapter)[-1] == "norms"  # its chapter's, in registry order

    win = make_window()
    assert win.findChild(QAction, "action.show.norms").text() == "Vector norms"  # in the View menu
    win.findChild(QAction, f"chapter.{spec_module.SPEC.chapter}").trigger()  # its chapter's last row
    settle(win)
    assert not win.docks["norms"].isHidden()
    view = win.show_view("norms")
    settle(win)
    assert check_views(win) == []
    _x, y = view.curve.getData()
    p = win.store.params
    table = sinusoidal(p.max_len, p.d_model, p.base, p.layout)
    np.testing.assert_allclose(y, np.linalg.norm(table, axis=1), rtol=1e-6)
    box = win.findChild(QComboBox, "option.norms.norm")  # built from its declaration
    assert box is view.control("norm") and box.toolTip().startswith("How the length")
    box.setCurrentIndex(box.findData("max"))
    settle(win)
    np.testing.assert_allclose(view.curve.getData()[1], np.abs(table).max(axis=1), rtol=1e-6)
    export_one("norms", tmp_path / "norms.csv", Params(max_len=10, d_model=8))
    assert (tmp_path / "norms.csv").read_text().splitlines()[0] == "position,norm"
    win.close()

    from random_session import Walk  # and a randomised session

    with Walk(5, tmp_path / "walk") as walk:
        assert "norms" in walk.window.views
        walk.run(60)
        walk.check_agreement()
