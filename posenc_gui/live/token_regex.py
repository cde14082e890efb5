"""The pre-tokenizer patterns of tokenizer.json files (Oniguruma syntax, as the `tokenizers` package runs them)
translated into Python `re` patterns, with Unicode's character classes built from `unicodedata`.

What is translated: `\\p{..}` and `\\P{..}` (general categories: L, Lu, Ll, Lt, Lm, Lo, M, Mn, Mc, Me, N, Nd, Nl,
No, P.., S.., Z.., C.. and their long names), inside a bracket class or alone; `\\s` and `\\S` as Unicode's
White_Space property (Oniguruma's meaning; Python's `\\s` also takes U+001C..U+001F); possessive quantifiers
(`X*+`, `X++`, `X?+`, `X{n,m}+`) and atomic groups (`(?>...)`) as a lookahead that captures and a backreference
(the same meaning on every Python version); `(?i:...)`; `\\x{HHHH}`. What is refused (PatternError, which the
reader turns into a LiveError naming the file and field): anchors `^ $ \\A \\z \\G`, backreferences, nested or
intersected bracket classes, inline flags other than a scoped `i`, script names (`\\p{Han}`) and escapes this
module does not know. `\\d` and `\\w` are left to Python (Unicode digits; letters, digits and `_`).
"""

from __future__ import annotations

import functools
import re
import unicodedata

_MAX = 0x10FFFF

# Unicode's White_Space property (Oniguruma's \s with Unicode text)
WHITE_SPACE: tuple[tuple[int, int], ...] = (
    (0x09, 0x0D),
    (0x20, 0x20),
    (0x85, 0x85),
    (0xA0, 0xA0),
    (0x1680, 0x1680),
    (0x2000, 0x200A),
    (0x2028, 0x2029),
    (0x202F, 0x202F),
    (0x205F, 0x205F),
    (0x3000, 0x3000),
)

_LONG_NAMES = {
    "letter": "L",
    "cased_letter": "LC",
    "uppercase_letter": "Lu",
    "lowercase_letter": "Ll",
    "titlecase_letter": "Lt",
    "modifier_letter": "Lm",
    "other_letter": "Lo",
    "mark": "M",
    "combining_mark": "M",
    "nonspacing_mark": "Mn",
    "spacing_mark": "Mc",
    "enclosing_mark": "Me",
    "number": "N",
    "decimal_number": "Nd",
    "letter_number": "Nl",
    "other_number": "No",
    "punctuation": "P",
    "symbol": "S",
    "separator": "Z",
    "other": "C",
    "control": "Cc",
    "format": "Cf",
    "unassigned": "Cn",
    "private_use": "Co",
    "surrogate": "Cs",
    "connector_punctuation": "Pc",
    "dash_punctuation": "Pd",
    "open_punctuation": "Ps",
    "close_punctuation": "Pe",
    "initial_punctuation": "Pi",
    "final_punctuation": "Pf",
    "other_punctuation": "Po",
    "math_symbol": "Sm",
    "currency_symbol": "Sc",
    "modifier_symbol": "Sk",
    "other_symbol": "So",
    "space_separator": "Zs",
    "line_separator": "Zl",
    "paragraph_separator": "Zp",
}


class PatternError(ValueError):
    """A pattern this module cannot translate faithfully; the message says what and where."""


@functools.lru_cache(maxsize=1)
def _category_runs() -> dict[str, tuple[tuple[int, int], ...]]:
    """Each two-letter general category's code points as sorted ranges (one pass over Unicode, cached)."""
    runs: dict[str, list[tuple[int, int]]] = {}
    category = unicodedata.category
    start, current = 0, category("\0")
    for cp in range(1, _MAX + 1):
        cat = category(chr(cp))
        if cat != current:
            runs.setdefault(current, []).append((start, cp - 1))
            start, current = cp, cat
    runs.setdefault(current, []).append((start, _MAX))
    return {cat: tuple(r) for cat, r in runs.items()}


def _merge(ranges: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(ranges):
        if out and lo <= out[-1][1] + 1:
            if hi > out[-1][1]:
                out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return tuple(out)


def complement(ranges: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """The code points not in `ranges` (sorted, merged ranges)."""
    out: list[tuple[int, int]] = []
    nxt = 0
    for lo, hi in ranges:
        if lo > nxt:
            out.append((nxt, lo - 1))
        nxt = hi + 1
    if nxt <= _MAX:
        out.append((nxt, _MAX))
    return tuple(out)


@functools.lru_cache(maxsize=64)
def property_ranges(name: str) -> tuple[tuple[int, int], ...]:
    """The code points of the general category `name` ("L", "Lu", "Letter", "P", ...); PatternError if unknown."""
    key = _LONG_NAMES.get(name.lower().replace(" ", "_").replace("-", "_"), name)
    if key in ("LC", "L&"):
        cats = ["Lu", "Ll", "Lt"]
    elif len(key) == 1 and key in "LMNPSZC":
        cats = [c for c in _category_runs() if c[0] == key]
        if key == "C":
            cats.append("Cn")
    elif len(key) == 2 and key[0] in "LMNPSZC":
        cats = [key]
    else:
        raise PatternError(f"the character property {name!r} is not a general category this reader knows")
    runs = _category_runs()
    return _merge([r for c in cats for r in runs.get(c, ())])


def class_body(ranges: tuple[tuple[int, int], ...]) -> str:
    """`ranges` written as the inside of a Python bracket class."""
    parts = []
    for lo, hi in ranges:
        parts.append(f"\\U{lo:08x}" if lo == hi else f"\\U{lo:08x}-\\U{hi:08x}")
    return "".join(parts)


_SIMPLE_ESCAPES = set("rntfv\\.'\"-()[]{}*+?|/^$ #&~,:;<=>!@%_`")
_PASS_ESCAPES = set("dDwWbB")  # left to Python (see the module's text)
_QUANT = re.compile(r"\{(\d+|\d*,\d*)\}")


class _Translator:
    def __init__(self, pattern: str) -> None:
        self.p = pattern
        self.i = 0
        self.groups = 0
        # each element: (text, kind) with kind "atom", "quantified", "bar" or "open:<opener>"
        self.out: list[tuple[str, str]] = []

    def error(self, what: str) -> PatternError:
        return PatternError(f"{what} at character {self.i} of the pattern")

    def property_at(self) -> tuple[tuple[int, int], ...]:
        """The ranges of a \\p{..} / \\P{..} / \\s / \\S escape starting at self.i (the backslash)."""
        p = self.p
        letter = p[self.i + 1]
        if letter in "sS":
            self.i += 2
            return WHITE_SPACE if letter == "s" else complement(WHITE_SPACE)
        if self.i + 2 >= len(p) or p[self.i + 2] != "{":
            raise self.error(f"\\{letter} without a braced name")
        end = p.find("}", self.i)
        if end < 0:
            raise self.error(f"\\{letter}{{ without its closing brace")
        name = p[self.i + 3 : end]
        negate = letter == "P"
        if name.startswith("^"):
            negate, name = not negate, name[1:]
        ranges = property_ranges(name)
        self.i = end + 1
        return complement(ranges) if negate else ranges

    def escape_at(self, in_class: bool) -> str:
        """A plain escape at self.i copied for Python (\\x{..} rewritten); PatternError for an unknown one."""
        p = self.p
        if self.i + 1 >= len(p):
            raise self.error("a pattern ending in a backslash")
        c = p[self.i + 1]
        if c == "x":
            m = re.compile(r"x\{([0-9a-fA-F]{1,6})\}|x([0-9a-fA-F]{2})").match(p, self.i + 1)
            if not m:
                raise self.error("a \\x escape without hex digits")
            self.i = m.end()
            return f"\\U{int(m.group(1) or m.group(2), 16):08x}"
        if c == "u":
            m = re.compile(r"u([0-9a-fA-F]{4})").match(p, self.i + 1)
            if not m:
                raise self.error("a \\u escape without four hex digits")
            self.i = m.end()
            return f"\\U{int(m.group(1), 16):08x}"
        if c in _SIMPLE_ESCAPES or (c in _PASS_ESCAPES and not (in_class and c in "bB")):
            self.i += 2
            return "\\" + c
        raise self.error(f"the escape \\{c} is not one this reader translates")

    def bracket(self) -> str:
        """A bracket class starting at self.i, as a Python class."""
        p = self.p
        self.i += 1
        negate = p.startswith("^", self.i)
        if negate:
            self.i += 1
        parts: list[str] = []
        first = True
        while True:
            if self.i >= len(p):
                raise self.error("a bracket class without its closing ]")
            c = p[self.i]
            if c == "]" and not first:
                self.i += 1
                break
            first = False
            if c == "\\" and self.i + 1 < len(p) and p[self.i + 1] in "pPsS":
                parts.append(class_body(self.property_at()))
            elif c == "\\":
                parts.append(self.escape_at(in_class=True))
            elif c == "[":
                raise self.error("a nested bracket class")
            elif p.startswith(("&&", "--", "||", "~~"), self.i):
                raise self.error(f"the class operator {p[self.i : self.i + 2]}")
            elif c in "&~|]":
                parts.append("\\" + c)
                self.i += 1
            else:
                parts.append(c)
                self.i += 1
        return "[" + ("^" if negate else "") + "".join(parts) + "]"

    def open_group(self) -> None:
        p = self.p
        if p.startswith("(?", self.i):
            for opener, py in (
                ("(?:", "(?:"),
                ("(?>", "(?>"),
                ("(?=", "(?="),
                ("(?!", "(?!"),
                ("(?<=", "(?<="),
                ("(?<!", "(?<!"),
                ("(?i:", "(?i:"),
            ):
                if p.startswith(opener, self.i):
                    self.i += len(opener)
                    self.out.append((py, "open:" + py))
                    return
            m = re.compile(r"\(\?P?<([A-Za-z_]\w*)>").match(p, self.i)
            if m:
                self.i = m.end()
                self.out.append((f"(?P<{m.group(1)}>", "open:name"))
                return
            raise self.error("a group kind this reader does not translate")
        self.i += 1
        self.out.append(("(", "open:("))

    def close_group(self) -> None:
        start = next((k for k in range(len(self.out) - 1, -1, -1) if self.out[k][1].startswith("open:")), None)
        if start is None:
            raise self.error("a ) without its (")
        opener = self.out[start][0]
        inner = "".join(t for t, _ in self.out[start + 1 :])
        del self.out[start:]
        self.i += 1
        if opener == "(?>":
            self.out.append((self.atomic(inner), "atom"))
        else:
            self.out.append((opener + inner + ")", "atom"))

    def atomic(self, inner: str) -> str:
        self.groups += 1
        name = f"_atomic{self.groups}"
        return f"(?=(?P<{name}>{inner}))(?P={name})"

    def quantifier(self, text: str) -> None:
        if not self.out or self.out[-1][1] != "atom":
            if self.out and self.out[-1][1] == "quantified" and text == "+":  # possessive
                self.out[-1] = (self.atomic(self.out[-1][0]), "atom-done")
                self.i += 1
                return
            if self.out and self.out[-1][1] == "quantified" and text == "?":  # lazy
                self.out[-1] = (self.out[-1][0] + "?", "atom-done")
                self.i += 1
                return
            raise self.error(f"the quantifier {text} without something to repeat")
        self.out[-1] = (self.out[-1][0] + text, "quantified")
        self.i += len(text)

    def escape_outside(self) -> str:
        """An escape outside a bracket class (a property becomes a class of its own)."""
        p = self.p
        if self.i + 1 < len(p) and p[self.i + 1] in "pPsS":
            return "[" + class_body(self.property_at()) + "]"
        if self.i + 1 < len(p) and p[self.i + 1].isdigit():
            raise self.error("a backreference")
        return self.escape_at(in_class=False)

    def run(self) -> str:
        p = self.p
        while self.i < len(p):
            c = p[self.i]
            if c == "\\":
                self.out.append((self.escape_outside(), "atom"))
            elif c == "[":
                self.out.append((self.bracket(), "atom"))
            elif c == "(":
                self.open_group()
            elif c == ")":
                self.close_group()
            elif c == "|":
                self.out.append(("|", "bar"))
                self.i += 1
            elif c in "*+?":
                self.quantifier(c)
            elif c == "{" and (m := _QUANT.match(p, self.i)) and m.group(1) != ",":
                self.quantifier(m.group(0))
            elif c in "^$":
                raise self.error(f"the anchor {c}")
            elif c in "{}]":
                self.out.append(("\\" + c, "atom"))
                self.i += 1
            else:
                self.out.append((re.escape(c) if c in " #" else c, "atom"))
                self.i += 1
        if any(kind.startswith("open:") for _, kind in self.out):
            raise self.error("a ( without its )")
        return "".join(t for t, _ in self.out)


def translate(pattern: str) -> str:
    """`pattern` (Oniguruma syntax) as a Python `re` pattern of the same matches; PatternError if it cannot."""
    return _Translator(pattern).run()


@functools.lru_cache(maxsize=32)
def compile_pattern(pattern: str) -> re.Pattern[str]:
    """`translate(pattern)` compiled (cached); PatternError if it cannot be translated or compiled."""
    try:
        return re.compile(translate(pattern))
    except re.error as exc:
        raise PatternError(f"Python cannot compile its translation: {exc}") from None
    except RecursionError:
        raise PatternError("it nests too deeply") from None
