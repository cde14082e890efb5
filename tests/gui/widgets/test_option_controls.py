"""Each option control is built from its field's declaration: the range, step, unit, items and tooltip
the spec declares are the ones the widget has, and the spec refuses what the widget refuses."""

import pytest
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QSpinBox

from posenc_gui.core import ParamError, Params
from posenc_gui.specs import SPECS
from posenc_gui.specs.kit.fields import Control, control_of, whole_option

WITH_CONTROLS = [vid for vid, spec in SPECS.items() if spec.options.controls()]


def test_every_option_but_the_word_order_declares_its_control():
    undeclared = {
        (vid, name)
        for vid, spec in SPECS.items()
        for name in spec.options.field_names()
        if control_of(spec.options, name) is None
    }
    assert undeclared == {("order", "order")}  # (set by dragging words, not by a control of its own)


@pytest.mark.parametrize("vid", WITH_CONTROLS)
def test_widgets_follow_the_declaration(make_view, vid):
    shown = make_view(vid, Params(d_model=64, max_len=50))
    view, params = shown.view, shown.store.params
    for name, c in SPECS[vid].options.controls().items():
        widget = view.control(name)
        assert widget.objectName() == f"option.{vid}.{name}"
        if c.tip:
            assert widget.toolTip() and "{" not in widget.toolTip()
        if c.kind in ("whole", "real"):
            assert isinstance(widget, QSpinBox if c.kind == "whole" else QDoubleSpinBox)
            low, high = c.live(params) if c.live else (c.low, c.high)
            assert (widget.minimum(), widget.maximum()) == pytest.approx((low, high))
            assert widget.suffix() == c.unit
            if c.step is not None:
                assert widget.singleStep() == c.step
        elif c.kind == "choice":
            assert isinstance(widget, QComboBox)
            assert [widget.itemData(i) for i in range(widget.count())] == list(c.values)
            # (a model box's "opened model" says when no model is open, as none is here)
            assert [widget.itemText(i) for i in range(widget.count())] == [
                f"{t} (no model is open)" if v == "opened" else t for v, t in c.choices
            ]


def test_a_live_range_follows_the_shared_parameters(make_view):
    shown = make_view("phase", Params(d_model=64))
    pair = shown.view.control("pair")
    assert pair.maximum() == 31
    shown.store.apply({"d_model": 16})
    shown.binder.refresh(force=True)
    assert pair.maximum() == 7 and shown.store.options("phase").pair <= 7


def test_the_spec_refuses_past_the_declared_range():
    c = SPECS["rope-decay"].options.controls()["r_max"]
    SPECS["rope-decay"].options(r_max=c.high)
    with pytest.raises(ParamError, match="r_max must lie between 1 and"):
        SPECS["rope-decay"].options(r_max=c.high + 1)


def test_a_live_field_is_checked_and_fitted_from_its_declaration():
    options = SPECS["formula"].options(dim=60)
    with pytest.raises(ParamError, match="dim must lie between 0 and 15"):
        options.check(Params(d_model=16))
    assert options.fit(Params(d_model=16)).dim == 15


def test_an_unknown_kind_is_refused_where_it_is_declared():
    with pytest.raises(ValueError, match="unknown control kind"):
        from posenc_gui.specs.kit import fields

        fields._field(0, Control("slider"))
    assert whole_option(1, 0, 2).metadata["control"].kind == "whole"
