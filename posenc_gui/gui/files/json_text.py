"""json.loads for files from others: a text nested deeper than ours ever are, or a number with thousands of
digits, is refused with a ValueError that says why, instead of a RecursionError from deep inside the parser or
Python's limit on integer digits."""
from __future__ import annotations

import json


class JSONTextError(ValueError):
    """Why the text cannot be read as JSON, in words: `line` and `column` when json gave them."""

    def __init__(self, why: str, line: int | None = None, column: int | None = None):
        super().__init__(why)
        self.why, self.line, self.column = why, line, column


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


def loads(text: str, max_depth: int):
    """The value of `text`; JSONTextError when it is not JSON, nests deeper than `max_depth` or holds a number
    Python will not convert."""
    if nesting_depth(text, max_depth) > max_depth:  # json itself would recurse as deep as the text goes
        raise JSONTextError(f"nested more than {max_depth} deep")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise JSONTextError(exc.msg, exc.lineno, exc.colno) from None
    except (ValueError, RecursionError) as exc:  # e.g. an integer of more than 4300 digits
        raise JSONTextError(str(exc).split(";")[0]) from None
