"""What a typed number means: the one parser behind every number box and list box of the window.

A typed text is either taken exactly or refused with a message that names the field, the allowed range and
the text as it was typed. Accepted forms (only where the meaning is unambiguous and the whole text is used):
  digits of any script (full-width １２８, Arabic-Indic ١٢٨), a leading + or - (also the Unicode minus −),
  a decimal point, an exponent (1e3 is 1000, 2.5e4 is 25000), surrounding spaces.
Refused: separators of any kind (1,000 · 1_000 · 1 000: "1,000" is a thousand in one country and one in
another), other bases (0x10), nan and infinities, anything left over. Sizes are unbounded: numbers are
compared as exact decimals, so 400 digits or 1e309 is "out of range", never an overflow.
Pure Python (no Qt), so it is tested on its own.
"""

from __future__ import annotations

import decimal
import re
import unicodedata

from ...core.validation import shorten
from ...records import record
from ..i18n import tr

_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?", re.ASCII)
_SEPARATED = re.compile(r"[+-]?\d+([,_' \u00a0\u202f]\d+)+(\.\d*)?", re.ASCII)
_MAX_TEXT = 1000  # longer texts are refused without parsing them


@record
class Parsed:
    value: int | float | None  # None: refused
    problem: str = ""  # the message for a refused text; empty when taken
    above: bool = False  # refused as larger than the range: more typing cannot make it fit


def normalise(text: str) -> str:
    """Unicode digits, full-width signs and the minus sign as ASCII; spaces around removed."""
    text = unicodedata.normalize("NFKC", text).strip().replace("\u2212", "-")
    return "".join(str(unicodedata.decimal(ch)) if ch.isdecimal() and not ch.isascii() else ch for ch in text)


def _range_text(low, high, whole: bool) -> tuple[str, str]:
    show = (lambda v: str(int(v))) if whole else (lambda v: f"{v:g}")
    return show(low), show(high)


def parse(text: str, name: str, low, high, whole: bool, decimals: int | None = None) -> Parsed:
    """The number `text` stands for if it is one that field `name` takes (in [low, high]; whole numbers
    only when `whole`; at most `decimals` decimals), else the reason it is refused. Never raises."""
    try:
        return _parse(text, name, low, high, whole, decimals)
    except (ArithmeticError, ValueError):  # decimal's own limits (an exponent of a billion digits ...)
        return Parsed(
            None,
            tr("{name}: {typed} is not a number this box can take.").format(name=name, typed=shorten(text.strip())),
        )


def _parse(text: str, name: str, low, high, whole: bool, decimals: int | None) -> Parsed:
    typed = shorten(text.strip())
    lo, hi = _range_text(low, high, whole)
    kind = tr("a whole number") if whole else tr("a number")
    if len(text) > _MAX_TEXT:
        return Parsed(
            None,
            tr("{name} must lie between {low} and {high}; {typed} is out of range.").format(
                name=name, low=lo, high=hi, typed=typed
            ),
        )
    plain = normalise(text)
    if plain.lower().lstrip("+-") in ("nan", "inf", "infinity"):
        return Parsed(None, tr("{name} must be a finite number; {typed} is not.").format(name=name, typed=typed))
    if _SEPARATED.fullmatch(plain):
        return Parsed(
            None,
            tr(
                "{name}: write {typed} without separators (a comma can mean thousands or "
                "decimals); use a point for decimals."
            ).format(name=name, typed=typed),
        )
    if not _NUMBER.fullmatch(plain):
        return Parsed(
            None,
            tr("{name}: {typed} is not {kind} between {low} and {high}.").format(
                name=name, typed=typed, kind=kind, low=lo, high=hi
            ),
        )
    number = decimal.Decimal(plain)
    in_range = decimal.Decimal(repr(low)) <= number <= decimal.Decimal(repr(high))
    if whole and in_range and number != number.to_integral_value():
        return Parsed(None, tr("{name} must be a whole number; {typed} is not.").format(name=name, typed=typed))
    if not in_range:
        return Parsed(
            None,
            tr("{name} must lie between {low} and {high}; {typed} is out of range.").format(
                name=name, low=lo, high=hi, typed=typed
            ),
            above=number > decimal.Decimal(repr(high)),
        )
    if whole:
        return Parsed(int(number))
    if decimals is not None and number != round(number, decimals):
        return Parsed(
            None, tr("{name} takes at most {n} decimals; {typed} has more.").format(name=name, n=decimals, typed=typed)
        )
    return Parsed(float(number))


def parse_list(text: str, name: str, low: int, high: int) -> tuple[tuple[int, ...] | None, str]:
    """Whole numbers separated by commas, semicolons or spaces ("0, 4, 8"): (values, "") or (None, problem)."""
    if len(text) > _MAX_TEXT:
        return None, tr("{name}: a list of {n} characters is too long.").format(name=name, n=len(text))
    out: list[int] = []
    for part in re.split(r"[,;\s]+", unicodedata.normalize("NFKC", text).strip()):
        if not part:
            continue
        parsed = parse(part, name, low, high, whole=True)
        if parsed.value is None:
            return None, parsed.problem
        out.append(int(parsed.value))  # (an int already: whole=True)
    return tuple(out), ""
