"""What one view picks for others (the phase vector's pair, the waves' dimensions, the formula's cell) is
shared selection in the store, declared by the spec that keeps it: no view writes another view's options."""

import ast

import pytest
from helpers import ROOT

from posenc_gui.core import ParamError
from posenc_gui.gui.state.store import ParamStore
from posenc_gui.specs import SELECTIONS, SPECS, NoOptions, ViewSpec

VIEWS = ROOT / "posenc_gui" / "gui" / "views"


def test_the_selections_are_declared_by_the_specs_that_keep_them():
    assert SELECTIONS == {
        "pair": ("phase", ("pair",)),
        "wave_dims": ("waves", ("dims",)),
        "cell": ("formula", ("pos", "dim")),
    }
    with pytest.raises(ValueError, match="shares 'x' from options it does not have"):
        ViewSpec(
            "bad",
            "Bad",
            "",
            "top",
            (),
            compute=lambda p, o: None,
            options=NoOptions,
            shares={"x": "y"},
            chapter="sinusoidal",
        )


def test_select_and_selected_go_through_the_keeping_views_options():
    store = ParamStore()
    seen = []
    store.paramsChanged.connect(seen.append)
    assert store.selected("pair") == 0 and store.select("pair", 5)
    assert store.options("phase").pair == 5 and seen == [frozenset({"phase.pair"})]
    assert not store.select("pair", 5) and len(seen) == 1  # the same value: no signal
    assert store.select("cell", (3, 7)) and store.options("formula").pos == 3 and store.options("formula").dim == 7
    assert store.selected("cell") == (3, 7)
    assert store.select("wave_dims", (1, 2)) and store.options("waves").dims == (1, 2)
    with pytest.raises(ParamError):
        store.select("pair", 999)  # checked as the option is
    assert store.options("phase").pair == 5
    assert store.selected("nothing") is None and not store.select("nothing", 1)


def test_no_view_names_another_views_id_in_the_store():
    for path in VIEWS.glob("*.py"):
        own = path.stem.replace("_", "-")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in ("options", "update_options"):
                named = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                assert all(n == own for n in named if n in SPECS), (path.name, named)


def test_a_heatmap_click_and_a_spectrum_hover_pick_through_the_selection(window, qtbot):
    heatmap = window.views["heatmap"]
    heatmap.add_wave_dim(3)
    assert window.store.options("waves").dims[-1] == 3
    window.step_pair(+2)
    assert window.store.selected("pair") == 2 == window.store.options("phase").pair
