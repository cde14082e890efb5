"""The shared parameters are declared once (specs/kit/shared_params.py): the declaration's ranges are what Params
takes, and the parameter panel, the stage's strip and `export --list` are built from it."""

import pytest
from PySide6.QtWidgets import QAbstractSpinBox

from posenc_gui.cli.export_listing import _parameters
from posenc_gui.core import MAX_D_MODEL, MAX_LEN, PARAM_NAMES, ParamError, Params
from posenc_gui.specs.kit.shared_params import PARAMS, box_range, describe


def test_every_shared_parameter_is_declared_in_order():
    assert tuple(PARAMS) == PARAM_NAMES


@pytest.mark.parametrize("name", ["d_model", "max_len"])
def test_a_whole_parameters_declared_range_is_what_params_takes(name):
    control = PARAMS[name]
    assert (control.low, control.high) == (1, MAX_D_MODEL if name == "d_model" else MAX_LEN)
    for value in (control.low, control.high):
        assert control.check(name, value) == value
    Params(**{name: control.high})
    for value in (control.low - 1, control.high + 1):
        with pytest.raises(ParamError):
            Params(**{name: value})
        with pytest.raises(ParamError):
            control.check(name, value)


def test_the_base_is_greater_than_one_and_at_most_the_declared_high():
    control = PARAMS["base"]
    assert control.check("base", control.high) == Params(base=control.high).base == 1e12
    for value in (1.0, control.high * 1.001):
        with pytest.raises(ParamError):
            Params(base=value)
        with pytest.raises(ParamError):
            control.check("base", value)
    assert box_range("base") == (1.01, 1e12)  # the lowest a box with two decimals shows


def test_the_position_follows_max_len():
    assert PARAMS["position"].live(Params(max_len=50)) == (0.0, 49.0)
    assert describe("position") == "number 0 .. max_len - 1"


def test_the_panel_and_the_stage_strip_take_the_declared_ranges_and_tips(window):
    for name in ("d_model", "max_len", "base"):
        low, high = box_range(name)
        for where, prefix in ((window, "param"), (window.stage.strip, "stage.param")):
            box = where.findChild(QAbstractSpinBox, f"{prefix}.{name}")
            assert box is not None, f"{prefix}.{name}"
            assert (box.minimum(), box.maximum()) == (pytest.approx(low), pytest.approx(high))
            assert box.toolTip() == PARAMS[name].tip
    window.store.update(max_len=37)
    assert window.findChild(QAbstractSpinBox, "param.position").maximum() == 36.0


def test_the_command_line_lists_each_parameter_from_its_declaration():
    lines = _parameters()
    assert [line.split()[0] for line in lines] == list(PARAM_NAMES)
    assert lines[0] == "  d_model    whole number 1 .. 4096 (default 64)"
    assert lines[2] == "  base       number > 1, at most 1e12 (default 10000)"
