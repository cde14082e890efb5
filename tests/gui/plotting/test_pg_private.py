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


def test_a_moved_cell_is_recorded_where_pyqtgraph_looks_for_it(qapp):
    layout = pg.GraphicsLayout()
    plot = layout.addPlot(0, 0)
    assert layout.items[plot] == [(0, 0)] and layout.rows[0][0] is plot
    pg_private.move_cell(layout, plot, [(1, 0), (1, 1)])
    assert layout.items[plot] == [(1, 0), (1, 1)]
    assert 0 not in layout.rows.get(0, {}) and layout.rows[1] == {0: plot, 1: plot}
    assert layout.getItem(1, 1) is plot and layout.getItem(0, 0) is None   # what pyqtgraph reads



def test_pyqtgraph_still_calls_the_label_hook_quick_axis_overrides(axis, monkeypatch):
    calls = []
    monkeypatch.setattr(pg.AxisItem, "_updateLabel", lambda self: calls.append(self))
    axis.setLabel("value")
    axis.setRange(0, 1)
    assert calls and all(c is axis for c in calls)


PRIVATE = re.compile(r"\._(tickLevels|updateMaxTextSize|adjustSize|updateLabel|updateWidth|updateHeight)\b"
                     r"|\.state\[\"enableMenu\"\]|layout\.(items|rows)\b")


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
