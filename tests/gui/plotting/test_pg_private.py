"""pyqtgraph's private parts the app uses (gui/plotting/pg_private.py), each checked against the installed
release: a release that renames or changes one fails here, not in a view."""

import re
from pathlib import Path

import pyqtgraph as pg
import pytest

from posenc_gui.gui.plotting import pg_private


@pytest.fixture
def axis(qapp):
    return pg.AxisItem("left")


def test_tick_levels_are_what_set_ticks_was_given(axis):
    assert pg_private.tick_levels(axis) is None
    ticks = [[(0.5, "row 0"), (1.5, "row 1")]]
    axis.setTicks(ticks)
    assert pg_private.tick_levels(axis) == ticks
    axis.setTicks(None)
    assert pg_private.tick_levels(axis) is None


def test_the_widest_label_widens_the_axis(axis):
    axis.setStyle(autoExpandTextSpace=True)
    before = axis.width()
    pg_private.update_max_text_size(axis, 200)
    assert axis.textWidth == 200 and axis.width() > before


def test_adjust_size_lays_the_axis_out_for_its_style(axis):
    pg_private.adjust_size(axis)
    before = axis.width()
    axis.style["tickTextOffset"][0] += 40
    pg_private.adjust_size(axis)
    assert axis.width() == pytest.approx(before + 40)


def test_refresh_label_drops_a_prefix_computed_before(axis):
    axis.setLabel("value")
    axis.enableAutoSIPrefix(True)
    axis.setScale(1.0)
    axis.autoSIPrefixScale, axis.labelUnitPrefix = 1000.0, "m"
    pg_private.refresh_label(axis)
    assert "x0.001" in axis.label.toHtml()
    axis.autoSIPrefix, axis.autoSIPrefixScale, axis.labelUnitPrefix = False, 1.0, ""
    pg_private.refresh_label(axis)
    assert "x0.001" not in axis.label.toHtml() and "value" in axis.label.toHtml()


def test_a_view_box_built_without_a_menu_offers_one(qapp):
    box = pg.ViewBox(enableMenu=False)
    assert not box.menuEnabled()
    pg_private.offer_menu_later(box)
    assert box.menuEnabled()


def test_a_view_box_builds_its_menu_when_asked(qapp):
    box = pg.ViewBox(enableMenu=False)
    pg_private.offer_menu_later(box)
    assert box.menu is None
    pg_private.build_menu(box)
    assert box.menu is not None and box.menuEnabled()


def test_line_segments_are_what_draw_lines_takes(qapp):
    curve = pg.PlotCurveItem([0.0, 1.0, 2.0, 3.0], [0.0, 1.0, 0.0, 1.0], connect="pairs")
    segments = pg_private.line_segments(curve)
    assert len(segments) == 2 and segments[1] == 2  # (two lines: 0-1 and 2-3)


def test_a_moved_cell_is_recorded_where_pyqtgraph_looks_for_it(qapp):
    layout = pg.GraphicsLayout()
    plot = layout.addPlot(0, 0)
    assert layout.items[plot] == [(0, 0)] and layout.rows[0][0] is plot
    pg_private.move_cell(layout, plot, [(1, 0), (1, 1)])
    assert layout.items[plot] == [(1, 0), (1, 1)]
    assert 0 not in layout.rows.get(0, {}) and layout.rows[1] == {0: plot, 1: plot}
    assert layout.getItem(1, 1) is plot and layout.getItem(0, 0) is None  # what pyqtgraph reads


def test_pyqtgraph_still_calls_the_label_hook_quick_axis_overrides(axis, monkeypatch):
    calls = []
    monkeypatch.setattr(pg.AxisItem, "_updateLabel", lambda self: calls.append(self))
    axis.setLabel("value")
    axis.setRange(0, 1)
    assert calls and all(c is axis for c in calls)


PRIVATE = re.compile(
    r"\._(tickLevels|updateMaxTextSize|adjustSize|updateLabel|updateWidth|updateHeight)\b"
    r"|\.state\[\"enableMenu\"\]|layout\.(items|rows)\b"
)


def test_only_pg_private_reaches_into_pyqtgraph():
    """Outside pg_private.py, pyqtgraph's private names appear only where QuickAxis overrides its hook."""
    package = Path(pg_private.__file__).resolve().parents[2]
    found = []
    for path in package.rglob("*.py"):
        if path.name == "pg_private.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if PRIVATE.search(line):
                found.append(f"{path.relative_to(package)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


PG_NAME = re.compile(r"(?:def |self\.)(_[A-Za-z]\w*)")  # a private name a class defines or sets


def pyqtgraph_private_names() -> set[str]:
    """The single-underscore names pyqtgraph's own source gives its objects: the methods it defines and the
    attributes it sets; its examples aside."""
    root = Path(pg.__file__).parent
    return {
        name
        for path in root.rglob("*.py")
        if "examples" not in path.relative_to(root).parts
        for name in PG_NAME.findall(path.read_text(encoding="utf-8", errors="replace"))
    }


def package_sources() -> dict[Path, str]:
    """The package's modules that must not reach into pyqtgraph: all but pg_private.py and the copied code in
    _vendor/ (kept in its upstream shape)."""
    package = Path(pg_private.__file__).resolve().parents[2]
    return {
        path: path.read_text(encoding="utf-8")
        for path in package.rglob("*.py")
        if path.name != "pg_private.py" and "_vendor" not in path.parts
    }


def test_no_pyqtgraph_private_name_is_reached_from_outside_pg_private():
    """`obj._name` on anything but self, where _name is one of pyqtgraph's private names and not one the package
    gives its own objects, appears only in pg_private.py."""
    sources = package_sources()
    own = {name for text in sources.values() for name in PG_NAME.findall(text)}
    private = pyqtgraph_private_names() - own
    assert {"_getLineSegments", "_applyMenuEnabled", "_tickLevels", "_endPoints", "_sizeHint"} <= private
    found = [
        f"{path.name}:{n}: {line.strip()}"
        for path, text in sources.items()
        for n, line in enumerate(text.splitlines(), 1)
        for receiver, name in re.findall(r"(\w+)\.(_[A-Za-z]\w*)", line)
        if receiver != "self" and name in private
    ]
    assert not found, "\n".join(found)


SUBCLASS_PROBE = r"""
import importlib, inspect, json, os, pkgutil, re, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
app = QApplication([])
import posenc_gui
NAME = re.compile(sys.argv[1])
def pyqtgraph_names(cls):
    names = set()
    for base in cls.__mro__:
        if base.__module__.startswith("pyqtgraph"):
            try:
                names |= set(NAME.findall(inspect.getsource(base)))
            except (OSError, TypeError):
                pass
    return names
found = []
for info in pkgutil.walk_packages(posenc_gui.__path__, "posenc_gui."):
    if "_vendor" in info.name or info.name.endswith((".pg_private", "__main__")):
        continue
    module = importlib.import_module(info.name)
    for cls in vars(module).values():
        if not (inspect.isclass(cls) and cls.__module__ == module.__name__):
            continue
        if not any(base.__module__.startswith("pyqtgraph") for base in cls.__mro__):
            continue
        overrides = {name for name, value in vars(cls).items() if callable(value)}
        used = set(re.findall(r"self\.(_[A-Za-z]\w*)", inspect.getsource(cls)))
        reached = used & (pyqtgraph_names(cls) - overrides)
        found += [f"{info.name}.{cls.__name__}: self.{name}" for name in sorted(reached)]
print(json.dumps(found))
"""


def test_no_subclass_of_a_pyqtgraph_class_uses_its_private_parts():
    """In a fresh process that imports every module of the package: a class derived from a pyqtgraph class uses
    no private name its pyqtgraph bases define or set (`self._name`), unless it overrides that method itself
    (QuickAxis's `_updateLabel`); it goes through pg_private.py instead."""
    import json
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", SUBCLASS_PROBE, PG_NAME.pattern], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert not found, "\n".join(found)


LAZY_PROBE = r"""
import os, sys, json
os.environ["QT_QPA_PLATFORM"] = "offscreen"
import posenc_gui.gui   # imports pyqtgraph through pg_private.import_pyqtgraph
import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets
import pyqtgraph as pg
from pyqtgraph.Qt import QtCore, QtGui, QtWidgets
copies = (QtCore, QtGui, QtWidgets)
found = {"lazy": [getattr(m, "lazy", False) for m in copies],
         "resolved_at_import": [len(m.__dict__) for m in copies],
         "same": QtCore.QPointF is PySide6.QtCore.QPointF and QtWidgets.QWidget is PySide6.QtWidgets.QWidget,
         "own": QtGui.QFileSystemModel is PySide6.QtWidgets.QFileSystemModel,
         "listed": [len(dir(m)) for m in (PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets)],
         "copy_listed": len(dir(QtCore))}
try:
    QtCore.NoSuchName
except AttributeError:
    found["missing"] = "AttributeError"
app = QtWidgets.QApplication([])
w = pg.PlotWidget(background="w")
w.resize(200, 200)
w.plot([0, 1], [0, 1], pen=pg.mkPen("r", width=9))
w.getPlotItem().hideAxis("left"); w.getPlotItem().hideAxis("bottom")
w.setRange(xRange=(0, 1), yRange=(0, 1), padding=0)
w.show(); app.processEvents()
image = w.grab().toImage()
found["centre"] = image.pixelColor(image.width() // 2, image.height() // 2).name()
print(json.dumps(found))
"""


def test_the_app_imports_pyqtgraph_with_copies_of_qt_filled_on_use():
    """In a fresh process (here pyqtgraph is imported already, and import_pyqtgraph leaves it as it is): the
    copies are the lazy ones, resolve what pyqtgraph and the app use to PySide6's own classes, keep what
    pyqtgraph set itself, raise AttributeError for a name PySide6 lacks, and a plot paints; PySide6's modules
    list their names again afterwards."""
    import json
    import subprocess
    import sys

    assert not pg_private.import_pyqtgraph()
    done = subprocess.run([sys.executable, "-c", LAZY_PROBE], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["lazy"] == [True, True, True]
    assert all(n < 150 for n in found["resolved_at_import"])  # (pyqtgraph's copy held all 754)
    assert found["same"] and found["own"] and found["missing"] == "AttributeError"
    assert all(n > 200 for n in found["listed"]) and found["copy_listed"] > 200
    assert found["centre"] == "#ff0000"


def test_pyqtgraph_still_copies_qt_by_listing_each_module():
    """What import_pyqtgraph relies on: pyqtgraph.Qt copies each name that dir() of PySide6's module lists, into
    its own QtCore, QtGui and QtWidgets modules."""
    import inspect

    import pyqtgraph.Qt as pg_qt

    source = inspect.getsource(pg_qt)
    assert "def _copy_attrs(src, dst):\n    for o in dir(src):" in source
    for name in pg_private.QT_MODULES:
        assert f"_copy_attrs(PySide6.{name}, {name})" in source
        assert pg_private.MIRROR.format(name) == getattr(pg_qt, name).__name__
