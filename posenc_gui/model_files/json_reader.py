"""The one reader of JSON from others (model configs, shard indexes, safetensors headers, presets, sessions,
stored settings): a text nested deeper than `max_depth`, or a number with thousands of digits, is refused with
a JSONTextError that says why, instead of a RecursionError from deep inside the parser or Python's limit on
integer digits. Model files also refuse a key that appears twice (two readers of one file could otherwise see
different values) and, where asked, NaN and Infinity (not JSON)."""

from __future__ import annotations

import json
from typing import Any, NoReturn

from ..core.validation import shorten


class JSONTextError(ValueError):
    """Why the text cannot be read as JSON, in words: `line` and `column` when json gave them."""

    def __init__(self, why: str, line: int | None = None, column: int | None = None):
        super().__init__(why)
        self.why, self.line, self.column = why, line, column

    @property
    def where(self) -> str:
        """ " (line 3, column 7)", or "" when json did not say."""
        return f" (line {self.line}, column {self.column})" if self.line is not None else ""


class TooDeep(JSONTextError):
    """Nested deeper than the reader allows, or than the parser can go."""


def nesting_depth(text: str, most: int) -> int:
    """The deepest nesting of [ and { outside strings, counted up to `most` + 1 (then it stops looking)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > most:
                    break
        elif ch in "]}":
            depth -= 1
    return deepest


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = {}
    for key, value in pairs:
        if key in out:
            raise JSONTextError(f"the key {shorten(repr(key), 40)} appears twice")
        out[key] = value
    return out


def _no_constant(name: str) -> NoReturn:
    raise JSONTextError(f"{name} is not a number JSON allows")


def loads(text: str, max_depth: int | None = None, unique_keys: bool = False, constants: bool = True) -> Any:
    """The value of `text`; JSONTextError when it is not JSON, nests deeper than `max_depth` (None: as deep as
    the parser goes), repeats a key (with `unique_keys`) or holds NaN or Infinity (without `constants`) or a
    number Python will not convert."""
    if max_depth is not None and nesting_depth(text, max_depth) > max_depth:
        raise TooDeep(f"nested more than {max_depth} deep")  # (json would recurse as deep as the text)
    hooks: dict[str, Any] = {}
    if unique_keys:
        hooks["object_pairs_hook"] = _unique_keys
    if not constants:
        hooks["parse_constant"] = _no_constant
    try:
        return json.loads(text, **hooks)
    except JSONTextError:
        raise
    except json.JSONDecodeError as exc:
        raise JSONTextError(exc.msg, exc.lineno, exc.colno) from None
    except RecursionError:
        raise TooDeep("nested too deeply to read") from None
    except ValueError as exc:  # e.g. an integer of more than 4300 digits
        raise JSONTextError(str(exc).split(";")[0]) from None
