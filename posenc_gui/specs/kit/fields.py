"""An option field declared once: its default, its range or choices, and how a control shows it.

`bits: int = whole_option(4, 1, MAX_BITS, label="Bits:", tip="...")` is what Options validates a value
against and what the Qt side builds the control from (range, step, unit, tooltip, the items of a drop-down),
so a range is never written twice. Texts are English sources, translated where they are shown (context
"posenc_gui"; resources/translations/update.py collects them from here).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar, cast

from ...core.validation import choice, index_set, real, whole
from ...records import record

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

    from ...core import Params

KINDS = ("whole", "real", "choice", "indices", "text")

_T = TypeVar("_T")


@record
class Control:
    """How an option is checked and shown.

    kind      whole, real (spin boxes), choice (drop-down), indices (a list of whole numbers), text
    label     the text beside the control ("" for none; "&" marks the Alt letter)
    tip       the tooltip
    low/high  the range a value must lie in (indices: each entry in 0 .. high, at most `most` of them)
    step      the step of a spin box's arrows; decimals the digits a real box shows; unit its suffix
    live      params -> (low, high): the range when it follows the shared parameters (a pair below d/2);
              `check`/`fit` of the Options enforce it, the control's range follows it
    special   the text a spin box shows at its lowest value ("current position" for FOLLOW)
    tip_fields ((name, value), ...) filled into the translated tip ("at most {n}")
    choices   ((value, English label), ...) of a drop-down
    convert   (name, value) -> value: a check of its own instead of the kind's (the base's "> 1" message)
    """

    kind: str
    label: str = ""
    tip: str = ""
    low: float | None = None
    high: float | None = None
    step: float | None = None
    decimals: int | None = None
    unit: str = ""
    live: Callable[[Params], tuple[float, float]] | None = None
    special: str = ""
    tip_fields: tuple[tuple[str, object], ...] = ()
    choices: tuple[tuple[str, str], ...] = ()
    most: int | None = None
    convert: Callable[[str, Any], Any] | None = None

    def check(self, name: str, value: Any) -> Any:
        """`value` as the field stores it, or the ParamError that says what is wrong with it."""
        if self.convert is not None:
            return self.convert(name, value)
        low, high = cast(float, self.low), cast(float, self.high)  # (set for these kinds: see the helpers)
        if self.kind == "whole":
            return whole(name, value, int(low), int(high))
        if self.kind == "real":
            return real(name, value, low, high)
        if self.kind == "choice":
            return choice(name, value, self.values)
        if self.kind == "indices":
            return index_set(name, value, int(high), cast(int, self.most))
        return value

    @functools.cached_property
    def values(self) -> tuple[str, ...]:  # (kept: every check of a choice reads it)
        return tuple(v for v, _ in self.choices)

    def texts(self) -> tuple[str, ...]:
        """Every English text of the control (for the translation sources)."""
        return tuple(t for t in (self.label, self.tip, self.unit, self.special, *(t for _, t in self.choices)) if t)


def _field(default: _T, control: Control) -> _T:
    if control.kind not in KINDS:
        raise ValueError(f"unknown control kind {control.kind!r}")
    return dataclasses.field(default=default, metadata={"control": control})


def whole_option(default: int, low: int, high: int, **how: Any) -> int:
    return _field(default, Control("whole", low=low, high=high, **how))


def real_option(default: float, low: float, high: float, **how: Any) -> float:
    return _field(default, Control("real", low=low, high=high, **how))


def choice_option(default: str, choices: Iterable[str | tuple[str, str]], **how: Any) -> str:
    """`choices`: ((value, English label), ...), or plain values shown as they are."""
    items = tuple(c if isinstance(c, tuple) else (c, c) for c in choices)
    return _field(default, Control("choice", choices=items, **how))


def index_option(default: tuple[int, ...], high: int, most: int, **how: Any) -> tuple[int, ...]:
    return _field(default, Control("indices", high=high, most=most, **how))


def text_option(default: str, **how: Any) -> str:
    return _field(default, Control("text", **how))


def control_of(options_class: type[DataclassInstance], name: str) -> Control | None:
    """The declared control of field `name`, None when the field declares none."""
    for f in dataclasses.fields(options_class):
        if f.name == name:
            return f.metadata.get("control")
    raise KeyError(name)
