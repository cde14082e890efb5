"""A model folder's tokenizer, read from its `tokenizer.json` (the `tokenizers` package's format), or for a
WordPiece model from `vocab.txt` with `tokenizer_config.json`, and run in plain Python: the same ids as the
`tokenizers` package for the kinds below, and a refusal naming the file and field for anything else.

Kinds read: models WordPiece and BPE (byte-level as GPT-2, Llama 3, Qwen and SmolLM; SentencePiece-style with
byte fallback as Llama 2 and Mistral); normalizers BertNormalizer, NFC, NFD, NFKC, NFKD, Lowercase,
StripAccents, Prepend, Replace, Strip and Sequence; pre-tokenizers BertPreTokenizer, ByteLevel, Split, Digits,
Metaspace and Sequence; post-processors TemplateProcessing (its `single` template), BertProcessing, ByteLevel
(no effect on ids) and Sequence. Added tokens (special or not) are split out first, honouring lstrip, rstrip,
single_word and normalized. The decoder is not used (only ids and pieces are made); truncation and padding in
the file are ignored (the runtime refuses a text that is too long itself).

Added tokens get the ids the `tokenizers` package gives them on reading (the file's ids unless they leave a gap
after the vocabulary, as in no released model's file).

Known differences, in rare characters only: Unicode's tables come from Python's `unicodedata` (Unicode 14 on
Python 3.11), the package's from its Rust crates (an older Unicode for BERT's punctuation and accent marks,
a newer one for regex classes and lowercasing). About 500 code points (scripts' rare punctuation and marks)
can split differently under BERT's normalizer and pre-tokenizer, and characters unassigned in Python's Unicode
under the regexes; none of them in English, Korean, CJK, emoji or European text.

`Tokenizer.tokens(ids)` gives each id as a readable piece:
- WordPiece: the vocabulary's piece as it is ("play", "##ing", "[CLS]").
- byte-level BPE: the token's bytes as text, a leading "Ġ" shown as a real space (" world") and "Ċ" as "\\n";
  bytes that are only part of a character (an emoji or a Korean syllable cut between tokens) as "<0xNN>".
- SentencePiece-style BPE: "▁" shown as a space (" world"); byte-fallback tokens stay "<0xNN>".
- added and special tokens: their text ("<|begin_of_text|>", "<s>").
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol

from ..model_files.reading import ModelFileError, read_json
from .bpe import BPE
from .errors import LiveError
from .pretokenize import (
    BEHAVIORS,
    BertNormalizer,
    BertPreTokenizer,
    ByteLevel,
    Digits,
    Metaspace,
    Normalizer,
    Prepend,
    PreTokenizer,
    RegexSplit,
    Replace,
    Strip,
    UnicodeNormalizer,
    chain,
    lowercase,
    run_pre_tokenizers,
    strip_accents,
    unicode_to_bytes,
)
from .token_regex import PatternError, compile_pattern
from .wordpiece import WordPiece

TOKENIZER_JSON_LIMIT = 200 * 1024 * 1024
SMALL_JSON_LIMIT = 8 * 1024 * 1024
VOCAB_TXT_LIMIT = 32 * 1024 * 1024
_MAX_ID = (1 << 21) - 1


class WordModel(Protocol):
    """What a tokenizer's model does: one word to its ids."""

    def word_ids(self, word: str) -> list[int]: ...


@dataclass(frozen=True)
class AddedToken:
    content: str
    id: int
    special: bool = True
    lstrip: bool = False
    rstrip: bool = False
    single_word: bool = False
    normalized: bool = False


class _AddedSplitter:
    """Splits a text at the added tokens (longest first at each place, as the package's matcher does)."""

    def __init__(self, tokens: Sequence[AddedToken]) -> None:
        self.ids: dict[str, int] = {}
        alternatives: list[str] = []
        for tok in sorted(tokens, key=lambda t: -len(t.content)):
            if not tok.content or tok.content in self.ids:
                continue
            self.ids[tok.content] = tok.id
            alt = f"(?P<t{len(alternatives)}>{re.escape(tok.content)})"
            if tok.single_word:
                alt = rf"(?<![\w]){alt}(?![\w])"
            if tok.lstrip:
                alt = r"\s*" + alt
            if tok.rstrip:
                alt = alt + r"\s*"
            alternatives.append(alt)
        # at each place the alternatives are tried only where a token (or the space an lstrip one takes) starts
        starts = {tok.content[0] for tok in tokens if tok.content}
        lead = "".join(re.escape(c) for c in sorted(starts)) + (r"\s" if any(t.lstrip for t in tokens) else "")
        self.regex = re.compile(f"(?=[{lead}])(?:{'|'.join(alternatives)})") if alternatives else None

    def split(self, text: str) -> list[tuple[str, int | None]]:
        if self.regex is None or not text:
            return [(text, None)] if text else []
        out: list[tuple[str, int | None]] = []
        last = 0
        for m in self.regex.finditer(text):
            if m.start() == m.end():
                continue
            group = m.lastgroup
            content = m.group(group) if group else ""
            if m.start() > last:
                out.append((text[last : m.start()], None))
            out.append((content, self.ids[content]))
            last = m.end()
        if last < len(text):
            out.append((text[last:], None))
        return out


@dataclass
class Tokenizer:
    """A model's tokenizer: `encode(text)` with the special tokens the model adds by default, `tokens(ids)`
    readable pieces (see the module's text), `vocab_size` one more than the largest id it can give."""

    file: Path
    kind: str  # "wordpiece", "byte-level" or "sentencepiece"
    model: WordModel
    id_to_token: dict[int, str]
    added: list[AddedToken] = field(default_factory=list)
    normalizer: Normalizer | None = None
    pre_tokenizers: list[PreTokenizer] = field(default_factory=list)
    prefix_ids: list[int] = field(default_factory=list)
    suffix_ids: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._raw_added = _AddedSplitter([t for t in self.added if not t.normalized])
        self._norm_added = _AddedSplitter([t for t in self.added if t.normalized])
        self._added_ids = {t.id for t in self.added}
        self.vocab_size = max(self.id_to_token, default=-1) + 1
        # the Unicode tables and patterns are built now, not at the first key the user types
        for word in run_pre_tokenizers(self.pre_tokenizers, self.normalizer("a") if self.normalizer else "a", True):
            self.model.word_ids(word)

    def encode(self, text: str, add_special_tokens: bool = True) -> list[int]:
        """The ids of `text` (with the model's default special tokens unless `add_special_tokens` is False)."""
        ids: list[int] = []
        at = 0
        for segment, tid in self._raw_added.split(text):
            first = at == 0
            at += len(segment)
            if tid is not None:
                ids.append(tid)
                continue
            normalized = self.normalizer(segment) if self.normalizer is not None else segment
            for k, (piece, tid2) in enumerate(self._norm_added.split(normalized)):
                if tid2 is not None:
                    ids.append(tid2)
                    continue
                for word in run_pre_tokenizers(self.pre_tokenizers, piece, first and k == 0):
                    ids.extend(self.model.word_ids(word))
        if add_special_tokens:
            return [*self.prefix_ids, *ids, *self.suffix_ids]
        return ids

    def tokens(self, ids: Iterable[int]) -> list[str]:
        """Each id as a readable piece (see the module's text); LiveError for an id the tokenizer lacks."""
        out = []
        for tid in ids:
            piece = self.id_to_token.get(int(tid))
            if piece is None:
                raise LiveError(self.file, "has no token with the id {id}.", id=tid)
            if int(tid) in self._added_ids:
                out.append(piece)
            elif self.kind == "byte-level":
                out.append(_show_bytes(piece))
            elif self.kind == "sentencepiece":
                out.append(piece.replace("▁", " "))
            else:
                out.append(piece)
        return out


def _show_bytes(piece: str) -> str:
    table = unicode_to_bytes()
    try:
        data = bytes(table[c] for c in piece)
    except KeyError:  # not a byte-level token: shown as written
        return piece
    text = data.decode("utf-8", "surrogateescape")
    if text.isascii() or not any(0xDC80 <= ord(c) <= 0xDCFF for c in text):
        return text
    return "".join(f"<0x{ord(c) - 0xDC00:02X}>" if 0xDC80 <= ord(c) <= 0xDCFF else c for c in text)


# ---- reading -----------------------------------------------------------------------------------------------


class _Fields:
    """Typed access to a JSON object, each refusal naming the file and the field's path."""

    def __init__(self, file: Path) -> None:
        self.file = file

    def fail(self, where: str, template: str, **fields: Any) -> LiveError:
        return LiveError(self.file, "{field}: " + template, field=where, **fields)

    def obj(self, value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, "is not an object.")
        return value

    def lst(self, value: Any, where: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(where, "is not a list.")
        return value

    def get(self, d: dict[str, Any], key: str, where: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        if key not in d or (d[key] is None and default is not ...):
            if default is ...:
                raise self.fail(f"{where}.{key}", "is missing.")
            return default
        value = d[key]
        if isinstance(value, bool) and kind in (int, float):
            raise self.fail(f"{where}.{key}", "is not a number.")
        if not isinstance(value, kind):
            name = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
            raise self.fail(f"{where}.{key}", "is not of the type {kind}.", kind=name)
        return value

    def token_id(self, value: Any, where: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= _MAX_ID:
            raise self.fail(where, "is not a token id (an integer from 0 to {most}).", most=_MAX_ID)
        return value


def _read(path: Path, limit: int, what: str) -> Any:
    try:
        return read_json(path, limit, what)
    except LiveError:
        raise
    except ModelFileError as exc:
        template = exc.template.removeprefix("{file}: ")
        fields = {k: v for k, v in exc.fields.items() if k != "file"}
        raise LiveError(path, template, **fields) from None


def load_tokenizer(folder: Path) -> Tokenizer:
    """The tokenizer of the model folder `folder`: its tokenizer.json, or vocab.txt (with tokenizer_config.json
    when present) for a WordPiece model; LiveError naming the file and field for anything it cannot run."""
    folder = Path(folder)
    if (folder / "tokenizer.json").is_file():
        return read_tokenizer_json(folder / "tokenizer.json")
    if (folder / "vocab.txt").is_file():
        return read_wordpiece_folder(folder)
    raise LiveError(folder, "has no tokenizer: neither tokenizer.json nor vocab.txt is in the folder.")


# ---- vocab.txt ---------------------------------------------------------------------------------------------


def _config_token(f: _Fields, config: dict[str, Any], key: str, default: str) -> str:
    value = config.get(key, default)
    if value is None:
        return default
    if isinstance(value, dict):
        value = value.get("content")
    if not isinstance(value, str):
        raise f.fail(key, "is not a token's text.")
    return value


def read_wordpiece_folder(folder: Path) -> Tokenizer:
    """A BERT-style tokenizer from vocab.txt and (if present) tokenizer_config.json, as transformers builds it."""
    vocab_path = folder / "vocab.txt"
    try:
        with open(vocab_path, "rb") as fh:
            data = fh.read(VOCAB_TXT_LIMIT + 1)
    except OSError as exc:
        raise LiveError(vocab_path, "cannot be read: {why}.", why=exc.strerror or type(exc).__name__) from None
    if len(data) > VOCAB_TXT_LIMIT:
        raise LiveError(
            vocab_path, "is larger than {limit} bytes, more than a vocabulary can be.", limit=VOCAB_TXT_LIMIT
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LiveError(vocab_path, "is not UTF-8 text (byte {at}).", at=exc.start) from None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    vocab: dict[str, int] = {}
    for index, line in enumerate(lines):
        vocab[line.rstrip("\r")] = index
    if not vocab:
        raise LiveError(vocab_path, "is empty: a vocabulary has one token a line.")
    config_path = folder / "tokenizer_config.json"
    config: dict[str, Any] = {}
    f = _Fields(config_path)
    if config_path.is_file():
        config = f.obj(_read(config_path, SMALL_JSON_LIMIT, "tokenizer config"), "the file")
    lower = f.get(config, "do_lower_case", "config", bool, True)
    accents = f.get(config, "strip_accents", "config", bool, None)
    chinese = f.get(config, "tokenize_chinese_chars", "config", bool, True)
    if not f.get(config, "do_basic_tokenize", "config", bool, True):
        raise f.fail("do_basic_tokenize", "is false: only the basic tokenizer's splitting is read.")
    names = {
        key: _config_token(f, config, key, default)
        for key, default in (
            ("unk_token", "[UNK]"),
            ("sep_token", "[SEP]"),
            ("pad_token", "[PAD]"),
            ("cls_token", "[CLS]"),
            ("mask_token", "[MASK]"),
        )
    }
    for key in ("unk_token", "cls_token", "sep_token"):
        if names[key] not in vocab:
            raise LiveError(
                vocab_path, "lacks the {key} {token!r} that the tokenizer config names.", key=key, token=names[key]
            )
    added = [AddedToken(t, vocab[t]) for t in dict.fromkeys(names.values()) if t in vocab]
    added = _config_added(f, config, added)
    id_to_token = {i: t for t, i in vocab.items()}
    return Tokenizer(
        file=vocab_path,
        kind="wordpiece",
        model=WordPiece(vocab, vocab[names["unk_token"]]),
        id_to_token=id_to_token,
        added=added,
        normalizer=BertNormalizer(True, chinese, accents, lower),
        pre_tokenizers=[BertPreTokenizer()],
        prefix_ids=[vocab[names["cls_token"]]],
        suffix_ids=[vocab[names["sep_token"]]],
    )


def _config_added(f: _Fields, config: dict[str, Any], added: list[AddedToken]) -> list[AddedToken]:
    """The config's added_tokens_decoder (newer files), when present, in place of the special tokens alone."""
    decoder = config.get("added_tokens_decoder")
    if decoder is None:
        return added
    decoder = f.obj(decoder, "added_tokens_decoder")
    out = []
    for key, entry in decoder.items():
        where = f"added_tokens_decoder.{key}"
        if not key.isdigit():
            raise f.fail(where, "is not keyed by a token id.")
        out.append(_added_token(f, {**f.obj(entry, where), "id": int(key)}, where))
    return out


# ---- tokenizer.json ----------------------------------------------------------------------------------------


def _added_token(f: _Fields, entry: dict[str, Any], where: str) -> AddedToken:
    return AddedToken(
        content=f.get(entry, "content", where, str),
        id=f.token_id(entry.get("id"), f"{where}.id"),
        special=f.get(entry, "special", where, bool, False),
        lstrip=f.get(entry, "lstrip", where, bool, False),
        rstrip=f.get(entry, "rstrip", where, bool, False),
        single_word=f.get(entry, "single_word", where, bool, False),
        normalized=f.get(entry, "normalized", where, bool, False),
    )


def read_tokenizer_json(path: Path) -> Tokenizer:
    """The tokenizer a tokenizer.json file describes; LiveError naming the field it cannot run."""
    f = _Fields(path)
    top = f.obj(_read(path, TOKENIZER_JSON_LIMIT, "tokenizer file"), "the file")
    model_cfg = f.obj(top.get("model"), "model")
    added = [
        _added_token(f, f.obj(e, f"added_tokens[{k}]"), f"added_tokens[{k}]")
        for k, e in enumerate(f.lst(top.get("added_tokens") or [], "added_tokens"))
    ]
    model_type = f.get(model_cfg, "type", "model", str, "BPE" if "merges" in model_cfg else None)
    vocab = _vocab(f, model_cfg)
    normalizer = _normalizer(f, top.get("normalizer"), "normalizer")
    pre = _pre_tokenizers(f, top.get("pre_tokenizer"), "pre_tokenizer")
    model: WordPiece | BPE
    if model_type == "WordPiece":
        unk = f.get(model_cfg, "unk_token", "model", str)
        if unk not in vocab:
            raise f.fail("model.unk_token", "{token!r} is not in the vocabulary.", token=unk)
        max_chars = f.get(model_cfg, "max_input_chars_per_word", "model", int, 100)
        prefix = f.get(model_cfg, "continuing_subword_prefix", "model", str, "##")
        model = WordPiece(vocab, vocab[unk], prefix, max_chars)
        kind = "wordpiece"
    elif model_type == "BPE":
        model = _bpe(f, model_cfg, vocab)
        kind = "byte-level" if any(isinstance(p, ByteLevel) for p in pre) else "sentencepiece"
    else:
        raise f.fail(
            "model.type", "{kind!r} is not a tokenizer model this runtime reads (WordPiece, BPE).", kind=model_type
        )
    added = _package_ids(added, vocab)
    id_to_token = {i: t for t, i in vocab.items()}
    for tok in added:
        id_to_token[tok.id] = tok.content
    prefix_ids, suffix_ids = _post_processor(f, top.get("post_processor"), "post_processor")
    for tid in (*prefix_ids, *suffix_ids):
        if tid not in id_to_token:
            raise f.fail("post_processor", "adds the id {id}, which no token has.", id=tid)
    return Tokenizer(
        file=path,
        kind=kind,
        model=model,
        id_to_token=id_to_token,
        added=added,
        normalizer=normalizer,
        pre_tokenizers=pre,
        prefix_ids=prefix_ids,
        suffix_ids=suffix_ids,
    )


def _package_ids(added: list[AddedToken], vocab: dict[str, int]) -> list[AddedToken]:
    """The added tokens with the ids the tokenizers package (and so transformers) gives them on reading: a
    token of the vocabulary keeps its id there; another takes the next id after the vocabulary and the added
    tokens before it, whatever the file says (the same as the file's id when the ids have no gap, as in every
    released model's file). A repeated text is kept once."""
    size = len(vocab)
    out: list[AddedToken] = []
    seen: dict[str, int] = {}
    for tok in added:
        if tok.content in seen:
            continue
        tid = vocab.get(tok.content)
        if tid is None:
            top = max(seen.values(), default=None)
            tid = size if top is None or (top < size and size > 0) else top + 1
        seen[tok.content] = tid
        out.append(dataclasses.replace(tok, id=tid))
    return out


def _vocab(f: _Fields, model_cfg: dict[str, Any]) -> dict[str, int]:
    vocab = f.obj(model_cfg.get("vocab"), "model.vocab")
    if not vocab:
        raise f.fail("model.vocab", "is empty.")
    for token, tid in vocab.items():
        if isinstance(tid, bool) or not isinstance(tid, int) or not 0 <= tid <= _MAX_ID:
            raise f.fail("model.vocab", "gives {token!r} the id {id!r}, not a token id.", token=token[:40], id=tid)
    return vocab


def _bpe(f: _Fields, cfg: dict[str, Any], vocab: dict[str, int]) -> BPE:
    if cfg.get("dropout") not in (None, 0, 0.0):
        raise f.fail("model.dropout", "is set: a BPE with dropout tokenizes at random.")
    for key in ("continuing_subword_prefix", "end_of_word_suffix"):
        if cfg.get(key):
            raise f.fail(f"model.{key}", "is {value!r}: only BPE without one is read.", value=cfg[key])
    unk = f.get(cfg, "unk_token", "model", str, None)
    if unk is not None and unk not in vocab:
        raise f.fail("model.unk_token", "{token!r} is not in the vocabulary.", token=unk)
    merges_raw = f.lst(cfg.get("merges"), "model.merges")
    merges: dict[int, tuple[int, int]] = {}
    for rank, entry in enumerate(merges_raw):
        if isinstance(entry, str):
            parts = entry.split(" ")
        elif isinstance(entry, list) and all(isinstance(p, str) for p in entry):
            parts = entry
        else:
            raise f.fail(f"model.merges[{rank}]", 'is neither "a b" nor [a, b].')
        if len(parts) != 2:
            raise f.fail(f"model.merges[{rank}]", "is not a pair of tokens: {entry!r}.", entry=str(entry)[:60])
        left, right = vocab.get(parts[0]), vocab.get(parts[1])
        merged = vocab.get(parts[0] + parts[1])
        if left is None or right is None or merged is None:
            raise f.fail(
                f"model.merges[{rank}]", "names a token the vocabulary lacks: {entry!r}.", entry=str(entry)[:60]
            )
        pair = BPE.key(left, right)
        if pair not in merges:
            merges[pair] = (rank, merged)
    return BPE(
        vocab,
        merges,
        unk_id=vocab[unk] if unk is not None else None,
        byte_fallback=f.get(cfg, "byte_fallback", "model", bool, False),
        fuse_unk=f.get(cfg, "fuse_unk", "model", bool, False),
        ignore_merges=f.get(cfg, "ignore_merges", "model", bool, False),
    )


def _kind(f: _Fields, cfg: dict[str, Any], where: str) -> str:
    return str(f.get(cfg, "type", where, str))


def _pattern(f: _Fields, cfg: dict[str, Any], where: str) -> str | re.Pattern[str]:
    pattern = f.obj(cfg.get("pattern"), f"{where}.pattern")
    if "String" in pattern:
        return str(f.get(pattern, "String", f"{where}.pattern", str))
    if "Regex" in pattern:
        source = f.get(pattern, "Regex", f"{where}.pattern", str)
        try:
            return compile_pattern(source)
        except PatternError as exc:
            raise f.fail(f"{where}.pattern.Regex", "cannot be read: {why}.", why=str(exc)) from None
    raise f.fail(f"{where}.pattern", "is neither a String nor a Regex.")


_UNICODE_FORMS: tuple[Literal["NFC", "NFD", "NFKC", "NFKD"], ...] = ("NFC", "NFD", "NFKC", "NFKD")


def _normalizer(f: _Fields, cfg: Any, where: str) -> Normalizer | None:
    if cfg is None:
        return None
    cfg = f.obj(cfg, where)
    kind = _kind(f, cfg, where)
    if kind == "Sequence":
        steps = [
            _normalizer(f, n, f"{where}.normalizers[{k}]")
            for k, n in enumerate(f.lst(cfg.get("normalizers"), f"{where}.normalizers"))
        ]
        return chain([s for s in steps if s is not None])
    if kind == "BertNormalizer":
        return BertNormalizer(
            f.get(cfg, "clean_text", where, bool, True),
            f.get(cfg, "handle_chinese_chars", where, bool, True),
            f.get(cfg, "strip_accents", where, bool, None),
            f.get(cfg, "lowercase", where, bool, True),
        )
    for form in _UNICODE_FORMS:
        if kind == form:
            return UnicodeNormalizer(form)
    if kind == "Lowercase":
        return lowercase
    if kind == "StripAccents":
        return strip_accents
    if kind == "Prepend":
        return Prepend(f.get(cfg, "prepend", where, str))
    if kind == "Replace":
        return Replace(_pattern(f, cfg, where), f.get(cfg, "content", where, str))
    if kind == "Strip":
        return Strip(f.get(cfg, "strip_left", where, bool, False), f.get(cfg, "strip_right", where, bool, False))
    raise f.fail(f"{where}.type", "{kind!r} is not a normalizer this runtime reads.", kind=kind)


def _pre_tokenizers(f: _Fields, cfg: Any, where: str) -> list[PreTokenizer]:
    if cfg is None:
        return []
    cfg = f.obj(cfg, where)
    kind = _kind(f, cfg, where)
    if kind == "Sequence":
        return [
            p
            for k, item in enumerate(f.lst(cfg.get("pretokenizers"), f"{where}.pretokenizers"))
            for p in _pre_tokenizers(f, item, f"{where}.pretokenizers[{k}]")
        ]
    if kind == "BertPreTokenizer":
        return [BertPreTokenizer()]
    if kind == "ByteLevel":
        return [
            ByteLevel(f.get(cfg, "add_prefix_space", where, bool, True), f.get(cfg, "use_regex", where, bool, True))
        ]
    if kind == "Split":
        pattern = _pattern(f, cfg, where)
        regex = re.compile(re.escape(pattern)) if isinstance(pattern, str) else pattern
        behavior = f.get(cfg, "behavior", where, str)
        if behavior not in BEHAVIORS:
            raise f.fail(f"{where}.behavior", "{value!r} is not a split behaviour this runtime reads.", value=behavior)
        return [RegexSplit(regex, behavior, f.get(cfg, "invert", where, bool, False))]
    if kind == "Digits":
        return [Digits(f.get(cfg, "individual_digits", where, bool, False))]
    if kind == "Metaspace":
        replacement = f.get(cfg, "replacement", where, str)
        if len(replacement) != 1:
            raise f.fail(f"{where}.replacement", "is not one character.")
        scheme = f.get(cfg, "prepend_scheme", where, str, None)
        if scheme is None:
            scheme = "always" if f.get(cfg, "add_prefix_space", where, bool, True) else "never"
        if scheme not in ("always", "first", "never"):
            raise f.fail(f"{where}.prepend_scheme", "{value!r} is not always, first or never.", value=scheme)
        return [Metaspace(replacement, scheme, f.get(cfg, "split", where, bool, True))]
    raise f.fail(f"{where}.type", "{kind!r} is not a pre-tokenizer this runtime reads.", kind=kind)


def _post_processor(f: _Fields, cfg: Any, where: str) -> tuple[list[int], list[int]]:
    """The ids the post-processor puts before and after a single text."""
    if cfg is None:
        return [], []
    cfg = f.obj(cfg, where)
    kind = _kind(f, cfg, where)
    if kind == "Sequence":
        before: list[int] = []
        after: list[int] = []
        for k, item in enumerate(f.lst(cfg.get("processors"), f"{where}.processors")):
            b, a = _post_processor(f, item, f"{where}.processors[{k}]")
            before, after = [*b, *before], [*after, *a]
        return before, after
    if kind == "ByteLevel":
        return [], []
    if kind == "BertProcessing":
        cls = f.lst(cfg.get("cls"), f"{where}.cls")
        sep = f.lst(cfg.get("sep"), f"{where}.sep")
        if len(cls) != 2 or len(sep) != 2:
            raise f.fail(where, "cls and sep are not [token, id] pairs.")
        return [f.token_id(cls[1], f"{where}.cls")], [f.token_id(sep[1], f"{where}.sep")]
    if kind == "TemplateProcessing":
        return _template(f, cfg, where)
    raise f.fail(f"{where}.type", "{kind!r} is not a post-processor this runtime reads.", kind=kind)


def _template(f: _Fields, cfg: dict[str, Any], where: str) -> tuple[list[int], list[int]]:
    specials = f.obj(cfg.get("special_tokens", {}), f"{where}.special_tokens")
    before: list[int] = []
    after: list[int] = []
    seen_sequence = False
    for k, item in enumerate(f.lst(cfg.get("single"), f"{where}.single")):
        at = f"{where}.single[{k}]"
        item = f.obj(item, at)
        if "Sequence" in item:
            if seen_sequence or f.obj(item["Sequence"], at).get("id") != "A":
                raise f.fail(at, "is not the one sequence A of a single text.")
            seen_sequence = True
        elif "SpecialToken" in item:
            name = str(f.obj(item["SpecialToken"], at).get("id"))
            entry = f.obj(specials.get(name), f"{where}.special_tokens.{name}")
            ids = [
                f.token_id(i, f"{where}.special_tokens.{name}.ids")
                for i in f.lst(entry.get("ids"), f"{where}.special_tokens.{name}.ids")
            ]
            (after if seen_sequence else before).extend(ids)
        else:
            raise f.fail(at, "is neither a Sequence nor a SpecialToken.")
    if not seen_sequence:
        raise f.fail(f"{where}.single", "has no sequence A.")
    return before, after
