"""The steps before a tokenizer's model: normalizers (text to text) and pre-tokenizers (text to words), as the
`tokenizers` package runs the kinds that BERT, GPT-2, Llama 2 and 3, Mistral, Qwen and SmolLM files name.

Each step is a small object with one method; tokenizer_files builds them from a tokenizer.json and refuses the
kinds that are not here. Offsets are not kept (the runtime needs ids and pieces only).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from .token_regex import WHITE_SPACE, class_body, compile_pattern, property_ranges

# GPT-2's pattern, which a ByteLevel pre-tokenizer with use_regex runs
GPT2_PATTERN = r"'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"


@functools.lru_cache(maxsize=1)
def bytes_to_unicode() -> tuple[str, ...]:
    """GPT-2's map of the 256 byte values to printable characters (a space is "Ġ", a newline "Ċ")."""
    keep = [*range(ord("!"), ord("~") + 1), *range(ord("¡"), ord("¬") + 1), *range(ord("®"), ord("ÿ") + 1)]
    table: dict[int, int] = {b: b for b in keep}
    n = 0
    for b in range(256):
        if b not in table:
            table[b] = 256 + n
            n += 1
    return tuple(chr(table[b]) for b in range(256))


@functools.lru_cache(maxsize=1)
def unicode_to_bytes() -> dict[str, int]:
    """The inverse of bytes_to_unicode."""
    return {ch: b for b, ch in enumerate(bytes_to_unicode())}


@functools.lru_cache(maxsize=1)
def _byte_translation() -> dict[int, str]:
    return dict(enumerate(bytes_to_unicode()))


def byte_level(text: str) -> str:
    """`text`'s UTF-8 bytes, each written as its GPT-2 character."""
    return text.encode("utf-8").decode("latin-1").translate(_byte_translation())


# ---- normalizers -------------------------------------------------------------------------------------------


def _is_chinese(cp: int) -> bool:
    return (
        0x4E00 <= cp <= 0x9FFF
        or 0x3400 <= cp <= 0x4DBF
        or 0x20000 <= cp <= 0x2A6DF
        or 0x2A700 <= cp <= 0x2B73F
        or 0x2B740 <= cp <= 0x2B81F
        or 0x2B920 <= cp <= 0x2CEAF
        or 0xF900 <= cp <= 0xFAFF
        or 0x2F800 <= cp <= 0x2FA1F
    )


@functools.lru_cache(maxsize=1)
def _bert_clean() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """(characters clean_text removes, whitespace it turns into a space, the CJK characters it pads)."""
    # Cc, Cf, Cs and Co: "control" for the tokenizers package (unassigned code points, Cn, stay)
    other = tuple(sorted(r for cat in ("Cc", "Cf", "Cs", "Co") for r in property_ranges(cat)))
    keep = ((0x09, 0x0A), (0x0D, 0x0D))
    removed = [r for r in other if not any(lo <= r[0] and r[1] <= hi for lo, hi in keep)]
    # split ranges that contain tab, newline or carriage return
    pieces: list[tuple[int, int]] = []
    for lo, hi in removed:
        cur = lo
        for klo, khi in keep:
            if cur <= khi and klo <= hi:
                if cur < klo:
                    pieces.append((cur, klo - 1))
                cur = max(cur, khi + 1)
        if cur <= hi:
            pieces.append((cur, hi))
    pieces.append((0xFFFD, 0xFFFD))
    cjk = (
        (0x4E00, 0x9FFF),
        (0x3400, 0x4DBF),
        (0x20000, 0x2A6DF),
        (0x2A700, 0x2B73F),
        (0x2B740, 0x2B81F),
        (0x2B920, 0x2CEAF),
        (0xF900, 0xFAFF),
        (0x2F800, 0x2FA1F),
    )
    return (
        re.compile("[" + class_body(tuple(pieces)) + "]+"),
        re.compile("[" + class_body(WHITE_SPACE) + "]"),
        re.compile("([" + class_body(cjk) + "])"),
    )


def lowercase(text: str) -> str:
    """Each character lowercased on its own, as the tokenizers package does (no final-sigma rule)."""
    if "Σ" in text:
        return "".join(c.lower() for c in text)
    return text.lower()


def strip_accents(text: str) -> str:
    """NFD, then the nonspacing marks (Mn) removed."""
    text = unicodedata.normalize("NFD", text)
    if text.isascii():
        return text
    return "".join(c for c in text if unicodedata.category(c) != "Mn")


@dataclass(frozen=True)
class BertNormalizer:
    clean_text: bool = True
    handle_chinese_chars: bool = True
    strip_accents: bool | None = None
    lowercase: bool = True

    def __call__(self, text: str) -> str:
        removed, white, cjk = _bert_clean()
        if self.clean_text:
            text = white.sub(" ", removed.sub("", text))
        if self.handle_chinese_chars:
            text = cjk.sub(r" \1 ", text)
        if self.lowercase if self.strip_accents is None else self.strip_accents:
            text = strip_accents(text)
        if self.lowercase:
            text = lowercase(text)
        return text


@dataclass(frozen=True)
class UnicodeNormalizer:
    form: Literal["NFC", "NFD", "NFKC", "NFKD"]

    def __call__(self, text: str) -> str:
        return unicodedata.normalize(self.form, text)


@dataclass(frozen=True)
class Prepend:
    prepend: str

    def __call__(self, text: str) -> str:
        return self.prepend + text if text else text


@dataclass(frozen=True)
class Replace:
    pattern: str | re.Pattern[str]
    content: str

    def __call__(self, text: str) -> str:
        if isinstance(self.pattern, str):
            return text.replace(self.pattern, self.content)
        return self.pattern.sub(lambda _m: self.content, text)


@dataclass(frozen=True)
class Strip:
    left: bool
    right: bool

    def __call__(self, text: str) -> str:
        if self.left:
            text = text.lstrip()
        return text.rstrip() if self.right else text


Normalizer = Callable[[str], str]


def chain(normalizers: Sequence[Normalizer]) -> Normalizer:
    """The normalizers run one after another."""

    def run(text: str) -> str:
        for normalize in normalizers:
            text = normalize(text)
        return text

    return run


# ---- pre-tokenizers ----------------------------------------------------------------------------------------
# Each takes the pieces so far and returns the pieces after it; `first` says whether the first piece starts the
# text (Metaspace's prepend_scheme "first" needs it).

BEHAVIORS = ("Removed", "Isolated", "MergedWithPrevious", "MergedWithNext", "Contiguous")


def _marked(text: str, spans: list[tuple[int, int]], invert: bool) -> list[tuple[str, bool]]:
    """`text` cut at `spans`: each part with whether it is a delimiter (a match; a non-match when inverted)."""
    marked: list[tuple[str, bool]] = []
    last = 0
    for s, e in spans:
        if s > last:
            marked.append((text[last:s], invert))
        marked.append((text[s:e], not invert))
        last = e
    if last < len(text):
        marked.append((text[last:], invert))
    return marked


def _merged_with_previous(marked: list[tuple[str, bool]]) -> list[str]:
    out: list[str] = []
    prev_match = False
    for t, m in marked:
        if m and out and not prev_match:
            out[-1] += t
        else:
            out.append(t)
        prev_match = m
    return out


def _merged_with_next(marked: list[tuple[str, bool]]) -> list[str]:
    out: list[str] = []
    pending = ""
    for t, m in marked:
        if m:
            if pending:
                out.append(pending)
            pending = t
        else:
            out.append(pending + t)
            pending = ""
    if pending:
        out.append(pending)
    return out


def _contiguous(marked: list[tuple[str, bool]]) -> list[str]:
    """Neighbouring parts of one kind (two delimiters, or two non-delimiters once inverted) joined."""
    out: list[str] = []
    prev_match = False
    for t, m in marked:
        if out and m == prev_match:
            out[-1] += t
        else:
            out.append(t)
        prev_match = m
    return out


def split_by(text: str, spans: list[tuple[int, int]], behavior: str, invert: bool = False) -> list[str]:
    """`text` split at the matched `spans` as the tokenizers package's SplitDelimiterBehavior does."""
    marked = _marked(text, spans, invert)
    if behavior == "Isolated":
        out = [t for t, _ in marked]
    elif behavior == "Removed":
        out = [t for t, m in marked if not m]
    elif behavior == "MergedWithPrevious":
        out = _merged_with_previous(marked)
    elif behavior == "MergedWithNext":
        out = _merged_with_next(marked)
    else:
        out = _contiguous(marked)
    return [t for t in out if t]


@dataclass(frozen=True)
class RegexSplit:
    pattern: re.Pattern[str]
    behavior: str
    invert: bool = False

    def __call__(self, pieces: list[str], first: bool) -> list[str]:
        out: list[str] = []
        for piece in pieces:
            spans = [m.span() for m in self.pattern.finditer(piece) if m.end() > m.start()]
            out.extend(split_by(piece, spans, self.behavior, self.invert))
        return out


@dataclass(frozen=True)
class ByteLevel:
    add_prefix_space: bool
    use_regex: bool

    def __call__(self, pieces: list[str], first: bool) -> list[str]:
        out: list[str] = []
        regex = compile_pattern(GPT2_PATTERN) if self.use_regex else None
        for piece in pieces:
            if self.add_prefix_space and not piece.startswith(" "):
                piece = " " + piece
            words = regex.findall(piece) if regex is not None else [piece]
            out.extend(byte_level(w) for w in words if w)
        return out


@functools.lru_cache(maxsize=1)
def _bert_split() -> re.Pattern[str]:
    punct = property_ranges("P")
    ascii_punct = tuple((ord(c), ord(c)) for c in "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
    both = tuple(sorted(set(punct) | set(ascii_punct)))
    body_p, body_w = class_body(both), class_body(WHITE_SPACE)
    return re.compile(f"[{body_p}]|[^{body_p}{body_w}]+")


@dataclass(frozen=True)
class BertPreTokenizer:
    def __call__(self, pieces: list[str], first: bool) -> list[str]:
        split = _bert_split()
        return [w for piece in pieces for w in split.findall(piece)]


@functools.lru_cache(maxsize=1)
def _numeric() -> re.Pattern[str]:
    return re.compile("[" + class_body(property_ranges("N")) + "]")


@dataclass(frozen=True)
class Digits:
    """Numeric characters (Nd, Nl, No: Rust's char::is_numeric, so "½" and "Ⅻ" too) split off, each on its own
    or in runs."""

    individual_digits: bool

    def __call__(self, pieces: list[str], first: bool) -> list[str]:
        regex = _numeric()
        behavior = "Isolated" if self.individual_digits else "Contiguous"
        return [w for piece in pieces for w in split_by(piece, [m.span() for m in regex.finditer(piece)], behavior)]


@dataclass(frozen=True)
class Metaspace:
    replacement: str
    prepend_scheme: str  # "always", "first" or "never"
    split: bool

    def __call__(self, pieces: list[str], first: bool) -> list[str]:
        out: list[str] = []
        for k, piece in enumerate(pieces):
            piece = piece.replace(" ", self.replacement)
            prepend = self.prepend_scheme == "always" or (self.prepend_scheme == "first" and first and k == 0)
            if prepend and not piece.startswith(self.replacement):
                piece = self.replacement + piece
            if self.split:
                spans = [(m.start(), m.end()) for m in re.finditer(re.escape(self.replacement), piece)]
                out.extend(split_by(piece, spans, "MergedWithNext"))
            else:
                out.append(piece)
        return out


PreTokenizer = Callable[[list[str], bool], list[str]]


def run_pre_tokenizers(steps: Sequence[PreTokenizer], text: str, first: bool) -> list[str]:
    """`text` through the pre-tokenizers in turn (none: the whole text is one word)."""
    pieces = [text]
    for step in steps:
        pieces = step(pieces, first)
    return pieces
