"""The five shared parameters declared once, as view options are (fields.Control): each one's range (the
core's limits, which Params checks), decimals, label and tooltip. The parameter panel, the stage's strip and
`posenc-gui export --list` are built from these declarations; the texts are English sources, translated
where they are shown."""

from __future__ import annotations

from typing import cast

from ...core import LAYOUTS, MAX_D_MODEL, MAX_LEN
from ...core.validation import BASE_MAX, base_value
from .fields import Control

PARAMS: dict[str, Control] = {
    "d_model": Control(
        "whole",
        label="&d_model",
        low=1,
        high=MAX_D_MODEL,
        tip="Embedding size d_model: the number of dimensions (columns) of the encoding.",
    ),
    "max_len": Control(
        "whole", label="&max_len", low=1, high=MAX_LEN, tip="max_len: the number of positions (rows) in the table."
    ),
    # (greater than 1: low is excluded; a box shows the next value its decimals can, 1.01)
    "base": Control(
        "real",
        label="&base",
        low=1.0,
        high=BASE_MAX,
        decimals=2,
        convert=lambda _name, value: base_value(value),
        tip="The base of the frequencies ω_i = base^(−2i/d). The paper uses 10000. The slider is "
        "logarithmic; type any exact value in the box.",
    ),
    "layout": Control(
        "choice",
        label="&layout",
        choices=tuple((name, name) for name in LAYOUTS),
        tip="Order of the sin and cos columns. The values are the same; only the columns are arranged differently.",
    ),
    "position": Control(
        "real",
        label="p&osition",
        low=0.0,
        high=MAX_LEN - 1,
        decimals=2,
        live=lambda p: (0.0, float(p.max_len - 1)),
        tip="The current position, shared by every view. Left/Right step it; Space plays or pauses.",
    ),
}


def box_range(name: str) -> tuple[float, float]:
    """The range a number box of parameter `name` takes: the declared one, with an excluded low end (the base's
    > 1) raised to the next value the box's decimals show."""
    control = PARAMS[name]
    low, high = cast(float, control.low), cast(float, control.high)  # (numbers: set for each)
    if control.convert is not None and control.decimals is not None:
        low += 10.0**-control.decimals
    return low, high


# a range that follows another parameter, in words
LIVE_RANGES = {"position": "0 .. max_len - 1"}


def describe(name: str) -> str:
    """What parameter `name` takes, in the words of `export --list`."""
    control = PARAMS[name]
    if control.kind == "whole":
        return f"whole number {control.low} .. {control.high}"
    if control.kind == "choice":
        return " | ".join(control.values)
    if name in LIVE_RANGES:
        return f"number {LIVE_RANGES[name]}"
    return f"number > {control.low:g}, at most {control.high:.0e}".replace("e+", "e")
