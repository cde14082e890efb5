"""Checks shared by Params and the encoding functions; each failure is a ParamError a person can act on."""
from __future__ import annotations

import math
import numbers

from .errors import ParamError


def _is_number(value) -> bool:
    return isinstance(value, numbers.Real) and not isinstance(value, bool) and type(value).__name__ != "bool_"


def whole(name: str, value, low: int, high: int) -> int:
    """An integer in [low, high]; numpy integers and integral floats are accepted."""
    if not _is_number(value) or not math.isfinite(value) or int(value) != value:
        raise ParamError("{name} must be a whole number, not {value}.", name=name, value=repr(value))
    if not low <= value <= high:
        raise ParamError("{name} must lie between {low} and {high}; {value} is out of range.", name=name,
                         low=low, high=high, value=int(value))
    return int(value)


def real(name: str, value, low: float, high: float) -> float:
    """A finite number in [low, high]."""
    if not _is_number(value) or not math.isfinite(value):
        raise ParamError("{name} must be a finite number, not {value}.", name=name, value=repr(value))
    if not low <= value <= high:
        raise ParamError("{name} must lie between {low:g} and {high:g}; {value:g} is out of range.", name=name,
                         low=low, high=high, value=float(value))
    return float(value)


def base_value(value) -> float:
    """The base of the frequencies: finite and > 1 (otherwise base^(-2i/d) would not fall with i)."""
    if _is_number(value) and math.isfinite(value) and value <= 1:
        raise ParamError("base must be greater than 1 (the frequencies base^(-2i/d) would not fall), "
                         "not {value:g}.", value=float(value))
    return real("base", value, 1.0, 1e12)


def index_set(name: str, values, limit: int, most: int) -> tuple[int, ...]:
    """Distinct whole numbers in [0, limit], in the order given, at most `most` of them."""
    try:
        items = tuple(values)
    except TypeError:
        raise ParamError("{name} must be a list of whole numbers, not {value}.", name=name,
                         value=repr(values)) from None
    out = []
    for v in items:
        v = whole(name, v, 0, limit)
        if v not in out:
            out.append(v)
    if len(out) > most:
        raise ParamError("{name}: at most {limit} entries can be shown at once, not {count}.", name=name,
                         limit=most, count=len(out))
    return tuple(out)
