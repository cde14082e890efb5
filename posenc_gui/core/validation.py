"""Checks shared by Params and the encoding functions; each failure is a ParamError a person can act on."""

from __future__ import annotations

import math
import numbers
from collections.abc import Mapping, Set
from typing import Any

import numpy as np

from .errors import ParamError

# Positions the encodings are exact for (every float32 value within 2e-7 of the formula, tested against a
# 60-digit reference up to here). Beyond it the float64 angle pos*w loses digits (5e-5 at 10^12), so the
# core refuses such positions rather than return quietly inexact numbers.
MAX_POSITION = 10**7


def _is_number(value: Any) -> bool:
    if type(value) is int or type(value) is float:  # (most values: the abstract check below is slower)
        return True
    return isinstance(value, numbers.Real) and not isinstance(value, bool) and type(value).__name__ != "bool_"


def shorten(text: str, most: int = 24) -> str:
    """A text as a message quotes it: whole, or its ends and its length when it is long."""
    return text if len(text) <= most else f"{text[:10]}…{text[-6:]} ({len(text)} characters)"


def shown(value: Any) -> str:
    """A value as a message shows it: its repr, shortened when it is hundreds of digits long."""
    return shorten(repr(value))


def _as_float(value: Any) -> float:
    """float(value) with huge integers and fractions mapped to ±inf instead of raising OverflowError."""
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def whole(name: str, value: Any, low: int, high: int) -> int:
    """An integer in [low, high]; numpy integers and integral floats are accepted, of any size."""
    if type(value) is int and low <= value <= high:  # (most values, without the abstract-class checks)
        return value
    if not _is_number(value):
        raise ParamError("{name} must be a whole number, not {value}.", name=name, value=shown(value))
    if not isinstance(value, numbers.Integral):
        f = _as_float(value)
        if not math.isfinite(f) or f != int(f):
            raise ParamError("{name} must be a whole number, not {value}.", name=name, value=shown(value))
        value = f
    value = int(value)  # exact for Python and numpy integers of any size: compared without floats
    if not low <= value <= high:
        raise ParamError(
            "{name} must lie between {low} and {high}; {value} is out of range.",
            name=name,
            low=low,
            high=high,
            value=shown(value),
        )
    return value


def real(name: str, value: Any, low: float, high: float) -> float:
    """A finite number in [low, high]."""
    f = _as_float(value) if _is_number(value) else math.nan
    if not math.isfinite(f):
        raise ParamError("{name} must be a finite number, not {value}.", name=name, value=shown(value))
    if not low <= f <= high:
        raise ParamError(
            "{name} must lie between {low:g} and {high:g}; {value:g} is out of range.",
            name=name,
            low=low,
            high=high,
            value=f,
        )
    return f


def choice(name: str, value: Any, choices: Any) -> str:
    """One of `choices` (a word a menu offers)."""
    if not isinstance(value, str) or value not in choices:
        raise ParamError(
            "{name} must be one of {choices}, not {value}.",
            name=name,
            choices=", ".join(choices),
            value=shorten(repr(value)),
        )
    return value


BASE_MAX = 1e12  # the largest base Params takes (the parameter declarations and the boxes read it)


def base_value(value: Any) -> float:
    """The base of the frequencies: finite and > 1 (otherwise base^(-2i/d) would not fall with i)."""
    f = _as_float(value) if _is_number(value) else math.nan
    if math.isfinite(f) and f <= 1:
        raise ParamError(
            "base must be greater than 1 (the frequencies base^(-2i/d) would not fall), not {value:g}.", value=f
        )
    return real("base", value, 1.0, BASE_MAX)


def first_position(start: Any, count: int) -> int:
    """`start` of a run of `count` whole positions that must all lie in 0 .. MAX_POSITION."""
    if count > MAX_POSITION + 1:
        raise ParamError(
            "{count:,} positions run past {limit:,}, the last position where values are exact.",
            count=count,
            limit=MAX_POSITION,
        )
    return whole("start", start, 0, MAX_POSITION - count + 1)


def numeric_array(values: Any, refusal: str, **fields: Any) -> np.ndarray:
    """`values` (a number or an array of any shape) as float64, or ParamError(refusal, value=..., **fields):
    booleans, strings and objects (Python ints past int64) are not numbers here."""
    try:
        array = np.asarray(values)
        if array.dtype.kind not in "iuf":
            raise TypeError
        return array.astype(np.float64)
    except (TypeError, ValueError, OverflowError):
        raise ParamError(refusal, value=shown(values), **fields) from None


def positions_array(positions: Any) -> np.ndarray:
    """Finite positions within ±MAX_POSITION as float64 (any shape), else the validation error."""
    try:
        array = np.atleast_1d(np.asarray(positions))
        if array.dtype.kind not in "iuf":  # booleans, strings and objects are not positions
            raise TypeError
        array = array.astype(np.float64, copy=False)
    except (TypeError, ValueError, OverflowError):
        raise ParamError("positions must be numbers, not {value}.", value=shown(positions)) from None
    if array.size and not (np.isfinite(array).all() and np.abs(array).max() <= MAX_POSITION):
        bad = array[~(np.isfinite(array) & (np.abs(array) <= MAX_POSITION))][0]
        raise ParamError(
            "positions must be finite and within ±{limit:,}, where values are exact; {value:g} is not.",
            limit=MAX_POSITION,
            value=float(bad),
        )
    return array


def number_list(name: str, values: Any) -> tuple[Any, ...]:
    """`values` as a tuple, if it is a list-like of items (a list, tuple or numpy array). A text, a mapping or
    a set is refused: iterating over one would quietly make characters, keys or an arbitrary order of items."""
    try:
        if isinstance(values, (str, bytes, bytearray, Mapping, Set)):
            raise TypeError
        return tuple(values)
    except TypeError:
        raise ParamError(
            "{name} must be a list of whole numbers, not {value}.", name=name, value=shown(values)
        ) from None


def index_set(name: str, values: Any, limit: int, most: int) -> tuple[int, ...]:
    """Distinct whole numbers in [0, limit], in the order given, at most `most` of them."""
    items = number_list(name, values)
    out = []
    for v in items:
        v = whole(name, v, 0, limit)
        if v not in out:
            out.append(v)
    if len(out) > most:
        raise ParamError(
            "{name}: at most {limit} entries can be shown at once, not {count}.", name=name, limit=most, count=len(out)
        )
    return tuple(out)
