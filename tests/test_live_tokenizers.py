"""The runtime's tokenizers (posenc_gui.live.tokenizer_files) give the ids the `tokenizers` package gives.

Checked against the package (a test-only oracle) on English and Korean sentences (emoji, numbers, runs of
spaces, accents, newlines, special tokens) and on a few hundred random strings each:
- a compact real Qwen3 tokenizer.json (tests/data/live_tokenizers/qwen3-compact, Apache-2.0);
- tokenizers trained here with exactly the configurations of the real GPT-2, Llama 3, SmolLM2, cl100k-style
  (possessive regex), Llama 2 and Mistral v0.3 files, and BERT's (cased and uncased, from tokenizer.json and
  from vocab.txt + tokenizer_config.json);
- the shipped all-MiniLM-L6-v2 vocabulary when the folder is there;
- any real tokenizer.json files named in POSENC_GUI_TOKENIZER_FILES (paths joined by the path separator).
"""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path
from typing import Any

import pytest

from posenc_gui.live.errors import LiveError
from posenc_gui.live.pretokenize import BertNormalizer, RegexSplit
from posenc_gui.live.token_regex import PatternError, compile_pattern, translate
from posenc_gui.live.tokenizer_files import Tokenizer, load_tokenizer, read_tokenizer_json

DATA = Path(__file__).parent / "data" / "live_tokenizers"
ROOT = Path(__file__).resolve().parents[1]

SENTENCES = [
    "Hello world! This is a test.",
    "The quick brown fox jumps over the lazy dog 1234567 times.",
    "안녕하세요, 세계! 한국어 문장입니다.",
    "위치 인코딩은 트랜스포머가 순서를 아는 방법입니다.",
    "Emoji 😀👍🏽 and ❤️ here 👨‍👩‍👧",
    "  many   spaces\n\n\tand tabs  ",
    "Café naïve résumé ÀÉÎÕÜ façade",
    "line1\nline2\r\nline3\n\n\n",
    "I'm you're we've they'll he'd She'S",
    "numbers: 3.14159, 2,718,281; 1e-10 and 100000000",
    "<s>special</s> tokens [CLS] x [SEP] <|endoftext|> <|begin_of_text|>",
    "日本語と中文混合テキスト",
    "ΣΊΣΥΦΟΣ Straße İstanbul",
    "a" * 150 + " " + "가" * 60,
    "$$$ ((( ))) --- ... !!!",
    "",
    " leading space",
    "trailing space ",
    "x\u200by\u00adz\u0000w\ufffd",
    "tabs\t\tand\u3000ideographic\u00a0nbsp",
    "\u1680ogham\u2028ls\u2029ps\x1c\x1d\x1e\x1f sep",
    "Ǆemo ǅ ǆ ﬁ ﬀ Ⅻ ½ ²",
    "don't DON'T \u017f'S",
]

POOL = [
    *"aAbzZ09 \t\n\r'’sStTmMlLdDvVrReE.,;!?-_()[]{}<>/\\|@#$%^&*+=~`\"",
    *"éÉñßİıΣσς가나다한글ㄱㅏ日本語中文ｱｶ１２",
    "😀",
    "👍🏽",
    "❤️",
    "\u200d",
    "\u00a0",
    "\u3000",
    "\u2028",
    "\x1c",
    "\x00",
    "\ufffd",
    "\u0301",
    "\u200b",
    "\u00ad",
    "Ⅻ",
    "½",
    "²",
    "٣",
    "ǅ",
    "ﬁ",
    "<s>",
    "</s>",
    "[CLS]",
    "<|endoftext|>",
    "<|im_start|>",
    "<|begin_of_text|>",
    "   ",
    "\n\n",
    "\u017f",
    "▁",
]


def random_texts(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(POOL) for _ in range(rng.randint(0, 30))) for _ in range(count)]


CORPUS = [
    *SENTENCES,
    "Positional encodings tell a Transformer where each token stands: sinusoids, learned tables, rotations.",
    "RoPE rotates each pair of query and key dimensions by an angle proportional to the position.",
    "위치 인코딩은 각 토큰이 어디에 있는지 알려 줍니다. 회전 위치 인코딩은 쿼리와 키를 회전시킵니다.",
    "The model attends to the first token, the previous token, and tokens far away; 2048, 4096, 131072.",
    "It's the weights that decide which frequencies are used, isn't it? We'll see: they've shown it.",
    "def attention(q, k, v):\n    return softmax(q @ k.T / sqrt(d)) @ v\n",
] * 3


@pytest.fixture(scope="module")
def hf() -> Any:
    return pytest.importorskip("tokenizers")


def oracle_from(path: Path, hf: Any) -> Any:
    tok = hf.Tokenizer.from_file(str(path))
    tok.no_padding()
    tok.no_truncation()
    return tok


def assert_same_ids(ours: Tokenizer, oracle: Any, texts: list[str]) -> int:
    """Every text's ids equal; returns how many tokens were compared (so a test cannot compare nothing)."""
    compared = 0
    for text in texts:
        expected = oracle.encode(text).ids
        assert ours.encode(text) == expected, (text, oracle.encode(text).tokens)
        compared += len(expected)
    return compared


def write_json(path: Path, data: dict[str, Any]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


# ---- a real file ------------------------------------------------------------------------------------------


def test_compact_qwen3_file_matches_the_package(hf: Any) -> None:
    path = DATA / "qwen3-compact" / "tokenizer.json"
    ours = read_tokenizer_json(path)
    assert ours.kind == "byte-level"
    # the cut vocabulary has 4,375 tokens: the 26 added tokens take the ids after it, as the package gives them
    # (in the full file they follow the vocabulary without a gap, so there the ids are the file's 151643..)
    assert ours.vocab_size == 4375 + 26
    assert assert_same_ids(ours, oracle_from(path, hf), SENTENCES + random_texts(300, 1)) > 1000
    # the special tokens are split out first
    assert ours.encode("<|im_start|>user\nhi<|im_end|>")[0] == 4375 + 1
    assert ours.encode("<|im_start|>user\nhi<|im_end|>")[-1] == 4375 + 2


def test_compact_qwen3_pieces_are_readable() -> None:
    ours = read_tokenizer_json(DATA / "qwen3-compact" / "tokenizer.json")
    pieces = ours.tokens(ours.encode("Hello world\n안녕 🦀<|endoftext|>"))
    assert pieces[:7] == ["H", "el", "lo", " world", "\n", "안", "녕"]  # "Ġ" a space, "Ċ" a newline
    assert any("<0xF0>" in p for p in pieces)  # the crab's first bytes, not a whole character
    assert pieces[-1] == "<|endoftext|>"
    # a character cut between tokens shows its bytes; joined back they are the text's bytes
    joined = b""
    for piece in pieces[:-1]:
        for part in re.split(r"(<0x[0-9A-F]{2}>)", piece):
            joined += bytes([int(part[3:5], 16)]) if re.fullmatch(r"<0x[0-9A-F]{2}>", part) else part.encode()
    assert joined.decode() == "Hello world\n안녕 🦀"


# ---- byte-level BPE trained with the real files' configurations ----------------------------------------------

LLAMA3_REGEX = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*"
    r"|\s*[\r\n]+|\s+(?!\S)|\s+"
)
CL100K_REGEX = (
    r"'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]++[\r\n]*"
    r"|\s*[\r\n]|\s+(?!\S)|\s+"
)
O200K_REGEX = (
    r"[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+"
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)?"
    r"|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*"
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)?"
    r"|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+"
)


def train_byte_level(
    hf: Any,
    tmp_path: Path,
    name: str,
    pre_tokenizer: Any,
    specials: list[str],
    ignore_merges: bool = False,
    bos: str | None = None,
    normalizer: Any = None,
) -> Path:
    tok = hf.Tokenizer(hf.models.BPE(ignore_merges=ignore_merges))
    tok.normalizer = normalizer
    tok.pre_tokenizer = pre_tokenizer
    tok.decoder = hf.decoders.ByteLevel()
    trainer = hf.trainers.BpeTrainer(
        vocab_size=700, show_progress=False, initial_alphabet=hf.pre_tokenizers.ByteLevel.alphabet()
    )
    tok.train_from_iterator(CORPUS, trainer)
    tok.add_special_tokens(specials)  # after the vocabulary, as GPT-2's and Llama 3's are
    byte_level_post = hf.processors.ByteLevel(trim_offsets=False)
    if bos is None:
        tok.post_processor = byte_level_post
    else:
        template = hf.processors.TemplateProcessing(single=f"{bos} $A", special_tokens=[(bos, tok.token_to_id(bos))])
        tok.post_processor = hf.processors.Sequence([byte_level_post, template])
    path = tmp_path / name / "tokenizer.json"
    path.parent.mkdir()
    tok.save(str(path))
    return path


def gpt2_like(hf: Any, tmp_path: Path) -> Path:
    path = train_byte_level(
        hf, tmp_path, "gpt2", hf.pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True), ["<|endoftext|>"]
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    data["added_tokens"][0]["normalized"] = True  # as GPT-2's file has it
    return write_json(path, data)


def llama3_like(hf: Any, tmp_path: Path, regex: str = LLAMA3_REGEX, name: str = "llama3") -> Path:
    pre = hf.pre_tokenizers.Sequence(
        [
            hf.pre_tokenizers.Split(hf.Regex(regex), behavior="isolated", invert=False),
            hf.pre_tokenizers.ByteLevel(add_prefix_space=False, trim_offsets=True, use_regex=False),
        ]
    )
    return train_byte_level(
        hf,
        tmp_path,
        name,
        pre,
        ["<|begin_of_text|>", "<|end_of_text|>", "<|eot_id|>"],
        ignore_merges=True,
        bos="<|begin_of_text|>",
    )


def test_gpt2_configuration_matches_the_package(hf: Any, tmp_path: Path) -> None:
    path = gpt2_like(hf, tmp_path)
    ours = load_tokenizer(path.parent)
    assert ours.kind == "byte-level"
    assert assert_same_ids(ours, oracle_from(path, hf), SENTENCES + random_texts(300, 2)) > 1000
    pieces = ours.tokens(ours.encode("the model"))
    assert "".join(pieces) == "the model"
    assert any(p.startswith(" m") for p in pieces)  # "Ġ" shown as a space


def test_llama3_configuration_adds_bos_and_matches_the_package(hf: Any, tmp_path: Path) -> None:
    path = llama3_like(hf, tmp_path)
    ours = load_tokenizer(path.parent)
    oracle = oracle_from(path, hf)
    bos = oracle.token_to_id("<|begin_of_text|>")
    assert ours.encode("hello")[0] == bos
    assert ours.encode("hello", add_special_tokens=False)[0] != bos
    assert assert_same_ids(ours, oracle, SENTENCES + random_texts(300, 3)) > 1000


def test_possessive_and_case_regexes_match_the_package(hf: Any, tmp_path: Path) -> None:
    """cl100k's possessive `?+` and `++`, and o200k's \\p{Lu}, \\p{Ll}, \\p{M} classes with optional suffixes."""
    for name, regex in (("cl100k", CL100K_REGEX), ("o200k", O200K_REGEX)):
        path = llama3_like(hf, tmp_path, regex, name)
        assert (
            assert_same_ids(load_tokenizer(path.parent), oracle_from(path, hf), SENTENCES + random_texts(200, 4)) > 1000
        )


def test_gpt4o_configuration_keeps_the_matches_by_an_inverted_removal(hf: Any, tmp_path: Path) -> None:
    """The tiktoken conversions (gpt-4o, gpt-3.5) split with behavior Removed and invert: the matches stay."""
    pre = hf.pre_tokenizers.Sequence(
        [
            hf.pre_tokenizers.Split(hf.Regex(O200K_REGEX), behavior="removed", invert=True),
            hf.pre_tokenizers.ByteLevel(add_prefix_space=False, trim_offsets=True, use_regex=False),
        ]
    )
    path = train_byte_level(hf, tmp_path, "o200k", pre, ["<|endoftext|>", "<|endofprompt|>"])
    assert assert_same_ids(load_tokenizer(path.parent), oracle_from(path, hf), SENTENCES + random_texts(200, 11)) > 1000


@pytest.mark.parametrize("behavior", ["Removed", "Isolated", "MergedWithPrevious", "MergedWithNext", "Contiguous"])
@pytest.mark.parametrize("invert", [False, True])
def test_split_behaviours_as_the_package(hf: Any, behavior: str, invert: bool) -> None:
    for pattern in (r"\s", r"\p{P}", "ab"):
        snake = re.sub(r"(?<!^)([A-Z])", r"_\1", behavior).lower()  # MergedWithNext: merged_with_next
        theirs = hf.pre_tokenizers.Split(hf.Regex(pattern), behavior=snake, invert=invert)
        ours = RegexSplit(compile_pattern(pattern), behavior, invert)
        for text in ["a b  c", " lead", "trail ", "x!!y..z", "abab ab", "", *random_texts(50, 12)]:
            assert ours([text], True) == [piece for piece, _ in theirs.pre_tokenize_str(text)], (pattern, text)


def test_smollm2_configuration_digits_then_byte_level(hf: Any, tmp_path: Path) -> None:
    pre = hf.pre_tokenizers.Sequence(
        [
            hf.pre_tokenizers.Digits(individual_digits=True),
            hf.pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True),
        ]
    )
    path = train_byte_level(hf, tmp_path, "smollm2", pre, ["<|endoftext|>", "<|im_start|>", "<|im_end|>"])
    ours = load_tokenizer(path.parent)
    assert assert_same_ids(ours, oracle_from(path, hf), SENTENCES + random_texts(200, 5)) > 1000
    assert ours.tokens(ours.encode("2048½"))[:5] == ["2", "0", "4", "8", "½"]


def test_qwen2_configuration_nfc_and_prefix_space(hf: Any, tmp_path: Path) -> None:
    """NFC first (a decomposed é becomes one character) and ByteLevel's add_prefix_space."""
    pre = hf.pre_tokenizers.ByteLevel(add_prefix_space=True, use_regex=True)
    path = train_byte_level(hf, tmp_path, "nfc", pre, ["<|endoftext|>"], normalizer=hf.normalizers.NFC())
    ours = load_tokenizer(path.parent)
    texts = [*SENTENCES, "Cafe\u0301 e\u0301te\u0301", "ﬁ Ⅻ"]
    assert assert_same_ids(ours, oracle_from(path, hf), texts) > 200


# ---- SentencePiece-style BPE with byte fallback -------------------------------------------------------------


def train_sentencepiece(hf: Any, tmp_path: Path, name: str, metaspace: bool) -> Path:
    tok = hf.Tokenizer(hf.models.BPE(unk_token="<unk>", fuse_unk=True, byte_fallback=True))
    tok.pre_tokenizer = hf.pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="first", split=True)
    trainer = hf.trainers.BpeTrainer(
        vocab_size=500, show_progress=False, limit_alphabet=120, special_tokens=["<unk>", "<s>", "</s>"]
    )
    tok.train_from_iterator(CORPUS, trainer)
    data = json.loads(tok.to_str())
    vocab: dict[str, int] = data["model"]["vocab"]
    # the 256 byte tokens right after the specials, as Llama 2's and Mistral's files have them
    shifted = {t: (i + 256 if i >= 3 else i) for t, i in vocab.items()}
    shifted.update({f"<0x{b:02X}>": 3 + b for b in range(256)})
    data["model"]["vocab"] = dict(sorted(shifted.items(), key=lambda kv: kv[1]))
    for added in data["added_tokens"]:
        added["id"] = shifted[added["content"]]
    if metaspace:  # Mistral v0.3
        data["normalizer"] = None
        data["pre_tokenizer"] = {"type": "Metaspace", "replacement": "▁", "prepend_scheme": "first", "split": False}
    else:  # Llama 2, Mistral v0.1
        data["normalizer"] = {
            "type": "Sequence",
            "normalizers": [
                {"type": "Prepend", "prepend": "▁"},
                {"type": "Replace", "pattern": {"String": " "}, "content": "▁"},
            ],
        }
        data["pre_tokenizer"] = None
    data["post_processor"] = {
        "type": "TemplateProcessing",
        "single": [{"SpecialToken": {"id": "<s>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}],
        "pair": [
            {"SpecialToken": {"id": "<s>", "type_id": 0}},
            {"Sequence": {"id": "A", "type_id": 0}},
            {"SpecialToken": {"id": "<s>", "type_id": 1}},
            {"Sequence": {"id": "B", "type_id": 1}},
        ],
        "special_tokens": {"<s>": {"id": "<s>", "ids": [1], "tokens": ["<s>"]}},
    }
    data["decoder"] = {
        "type": "Sequence",
        "decoders": [
            {"type": "Replace", "pattern": {"String": "▁"}, "content": " "},
            {"type": "ByteFallback"},
            {"type": "Fuse"},
            {"type": "Strip", "content": " ", "start": 1, "stop": 0},
        ],
    }
    return write_json(tmp_path / name / "tokenizer.json", data)


@pytest.mark.parametrize("metaspace", [False, True], ids=["llama2", "mistral-v0.3"])
def test_sentencepiece_configurations_match_the_package(hf: Any, tmp_path: Path, metaspace: bool) -> None:
    path = train_sentencepiece(hf, tmp_path, "sp", metaspace)
    ours = load_tokenizer(path.parent)
    assert ours.kind == "sentencepiece"
    oracle = oracle_from(path, hf)
    long_text = " ".join(CORPUS) * 4  # one word of thousands of characters: no pre-tokenizer splits it
    assert assert_same_ids(ours, oracle, [*SENTENCES, long_text, *random_texts(300, 6)]) > 5000
    ids = ours.encode("a 🦀")
    assert ids[0] == 1  # BOS
    pieces = ours.tokens(ids)
    assert pieces[0] == "<s>"
    assert pieces[-4:] == ["<0xF0>", "<0x9F>", "<0xA6>", "<0x80>"]  # the emoji by byte fallback
    assert "".join(pieces[1:-4]).startswith(" a")


# ---- WordPiece ---------------------------------------------------------------------------------------------


def train_wordpiece(hf: Any, tmp_path: Path, lowercase: bool, strip_accents: bool | None) -> Path:
    tok = hf.Tokenizer(hf.models.WordPiece(unk_token="[UNK]"))
    tok.normalizer = hf.normalizers.BertNormalizer(
        clean_text=True, handle_chinese_chars=True, strip_accents=strip_accents, lowercase=lowercase
    )
    tok.pre_tokenizer = hf.pre_tokenizers.BertPreTokenizer()
    trainer = hf.trainers.WordPieceTrainer(
        vocab_size=600,
        show_progress=False,
        limit_alphabet=150,
        special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"],
    )
    tok.train_from_iterator(CORPUS, trainer)
    specials = [(name, tok.token_to_id(name)) for name in ("[CLS]", "[SEP]")]
    tok.post_processor = hf.processors.TemplateProcessing(single="[CLS] $A [SEP]", special_tokens=specials)
    folder = tmp_path / f"bert-{lowercase}-{strip_accents}"
    folder.mkdir()
    tok.save(str(folder / "tokenizer.json"))
    tok.model.save(str(folder))  # vocab.txt
    return folder / "tokenizer.json"


@pytest.mark.parametrize(("lowercase", "strip_accents"), [(True, None), (False, None), (True, False), (False, True)])
def test_wordpiece_from_tokenizer_json_and_from_vocab_txt(
    hf: Any, tmp_path: Path, lowercase: bool, strip_accents: bool | None
) -> None:
    path = train_wordpiece(hf, tmp_path, lowercase, strip_accents)
    texts = SENTENCES + random_texts(300, 7)
    from_json = load_tokenizer(path.parent)
    assert from_json.kind == "wordpiece"
    assert assert_same_ids(from_json, oracle_from(path, hf), texts) > 1000
    # the same folder without tokenizer.json: vocab.txt and tokenizer_config.json, as transformers reads them
    folder = tmp_path / "vocab-only"
    folder.mkdir()
    (folder / "vocab.txt").write_bytes((path.parent / "vocab.txt").read_bytes())
    write_json(
        folder / "tokenizer_config.json",
        {
            "do_lower_case": lowercase,
            "strip_accents": strip_accents,
            "tokenize_chinese_chars": True,
            "tokenizer_class": "BertTokenizer",
        },
    )
    oracle = hf.implementations.BertWordPieceTokenizer(
        str(folder / "vocab.txt"), lowercase=lowercase, strip_accents=strip_accents, handle_chinese_chars=True
    )
    assert assert_same_ids(load_tokenizer(folder), oracle, texts) > 1000


def test_wordpiece_words_too_long_or_without_pieces_become_unk(hf: Any, tmp_path: Path) -> None:
    path = train_wordpiece(hf, tmp_path, True, None)
    ours = load_tokenizer(path.parent)
    unk = ours.encode("[UNK]", add_special_tokens=False)
    assert len(unk) == 1
    assert ours.encode("a" * 101, add_special_tokens=False) == unk
    assert ours.encode("🦀", add_special_tokens=False) == unk  # a character the vocabulary lacks
    assert ours.tokens(ours.encode("positional"))[0] == "[CLS]"
    assert ours.tokens(ours.encode("positional"))[-1] == "[SEP]"


@pytest.mark.parametrize(("lowercase", "strip_accents"), [(True, None), (False, None), (False, True), (True, False)])
def test_bert_normalizer_as_the_package(hf: Any, lowercase: bool, strip_accents: bool | None) -> None:
    """Control and format characters removed (unassigned code points kept), white space made a space, CJK
    characters padded, accents and case as configured."""
    theirs = hf.normalizers.BertNormalizer(
        clean_text=True, handle_chinese_chars=True, strip_accents=strip_accents, lowercase=lowercase
    )
    ours = BertNormalizer(True, True, strip_accents, lowercase)
    for cp in (
        0x0,
        0x9,
        0xA,
        0xB,
        0xC,
        0xD,
        0x1C,
        0x7F,
        0x85,
        0xA0,
        0xAD,
        0x130,
        0x301,
        0x378,
        0x3A3,
        0x1100,
        0x200B,
        0x200D,
        0x2028,
        0x3000,
        0x3400,
        0x4E00,
        0xAC00,
        0xE000,
        0xF900,
        0xFEFF,
        0xFFFD,
        0x1F600,
        0x20000,
        0x2F800,
        0x10FFFD,
    ):
        text = f"Ab{chr(cp)}Éc {chr(cp)}"
        assert ours(text) == theirs.normalize_str(text), hex(cp)


MINILM = ROOT / "resources" / "live" / "all-MiniLM-L6-v2"


@pytest.mark.skipif(not (MINILM / "vocab.txt").is_file(), reason="the shipped MiniLM folder is not there yet")
def test_shipped_minilm_tokenizer(hf: Any) -> None:
    ours = load_tokenizer(MINILM)
    assert ours.vocab_size == 30522
    assert ours.encode("Hello, world!") == [101, 7592, 1010, 2088, 999, 102]
    assert ours.tokens(ours.encode("tokenization")) == ["[CLS]", "token", "##ization", "[SEP]"]
    oracle = hf.implementations.BertWordPieceTokenizer(str(MINILM / "vocab.txt"), lowercase=True)
    assert assert_same_ids(ours, oracle, SENTENCES + random_texts(300, 8)) > 1000
    # Korean falls apart into jamo (the vocabulary is English)
    pieces = ours.tokens(ours.encode("한국어", add_special_tokens=False))
    assert len(pieces) > 3
    assert all(p == "[UNK]" or len(p.removeprefix("##")) == 1 for p in pieces)


@pytest.mark.parametrize("path", [p for p in os.environ.get("POSENC_GUI_TOKENIZER_FILES", "").split(os.pathsep) if p])
def test_real_tokenizer_files_named_in_the_environment(hf: Any, path: str) -> None:
    ours = read_tokenizer_json(Path(path))
    assert assert_same_ids(ours, oracle_from(Path(path), hf), SENTENCES + random_texts(1000, 9)) > 1000


# ---- the regex translation -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "pattern",
    [
        LLAMA3_REGEX,
        CL100K_REGEX,
        O200K_REGEX,
        r"'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+",
        r"(?>a+)b|\P{L}{2,}|[\p{P}\p{S}]|\x{1F600}|\S+",
    ],
)
def test_translated_regexes_split_as_the_package(hf: Any, pattern: str) -> None:
    split = hf.pre_tokenizers.Split(hf.Regex(pattern), behavior="isolated")
    ours = RegexSplit(compile_pattern(pattern), "Isolated")
    for text in [*SENTENCES, *random_texts(300, 10), "aaab aab", "😀x"]:
        assert ours([text], True) == [piece for piece, _ in split.pre_tokenize_str(text)], (pattern, text)


def test_possessive_and_atomic_groups_do_not_backtrack() -> None:
    assert re.fullmatch(compile_pattern("a++a"), "aaa") is None  # possessive: the last a is never given back
    assert re.fullmatch(compile_pattern("a+a"), "aaa") is not None
    assert re.fullmatch(compile_pattern("(?>a|ab)c"), "abc") is None
    assert re.fullmatch(compile_pattern("(?:a|ab)c"), "abc") is not None
    assert compile_pattern(r"\s+").fullmatch("\x1c") is None  # White_Space, not Python's \s
    assert compile_pattern(r"\p{Lu}+").fullmatch("ÀÉΣ") is not None
    assert compile_pattern(r"[^\p{L}]").fullmatch("한") is None
    assert "\\U" in translate(r"\p{N}")


@pytest.mark.parametrize(
    "pattern", [r"\p{Han}+", r"(a)\1", r"^abc", r"[a[b]]", r"[a&&b]", r"(?x:a b)", r"\Qa", r"(abc", r"abc)", r"\p{L"]
)
def test_untranslatable_patterns_are_refused(pattern: str) -> None:
    with pytest.raises(PatternError):
        compile_pattern(pattern)


# ---- refusals ------------------------------------------------------------------------------------------------


def minimal_bpe() -> dict[str, Any]:
    return {
        "version": "1.0",
        "added_tokens": [],
        "normalizer": None,
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False, "use_regex": True},
        "post_processor": None,
        "decoder": None,
        "model": {"type": "BPE", "vocab": {"a": 0, "b": 1, "ab": 2}, "merges": ["a b"]},
    }


def refused(tmp_path: Path, data: dict[str, Any] | str) -> LiveError:
    folder = tmp_path / "model"
    folder.mkdir(exist_ok=True)
    target = folder / "tokenizer.json"
    if isinstance(data, str):
        target.write_text(data, encoding="utf-8")
    else:
        write_json(target, data)
    with pytest.raises(LiveError) as info:
        load_tokenizer(folder)
    assert "tokenizer.json" in str(info.value)
    return info.value


def test_minimal_file_is_read(tmp_path: Path) -> None:
    folder = tmp_path / "ok"
    write_json(folder / "tokenizer.json", minimal_bpe())
    ours = load_tokenizer(folder)
    assert ours.encode("abba") == [2, 1, 0]
    assert ours.vocab_size == 3


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["model"].update(type="Unigram"), ["model.type", "Unigram"]),
        (
            lambda d: d.update(normalizer={"type": "Precompiled", "precompiled_charsmap": "AA=="}),
            ["normalizer.type", "Precompiled"],
        ),
        (lambda d: d.update(pre_tokenizer={"type": "Whitespace"}), ["pre_tokenizer.type", "Whitespace"]),
        (
            lambda d: d.update(
                pre_tokenizer={"type": "Split", "pattern": {"Regex": r"\p{Han}"}, "behavior": "Isolated"}
            ),
            ["pre_tokenizer.pattern.Regex", "Han"],
        ),
        (
            lambda d: d.update(pre_tokenizer={"type": "Split", "pattern": {"String": " "}, "behavior": "Sideways"}),
            ["pre_tokenizer.behavior", "Sideways"],
        ),
        (
            lambda d: d.update(post_processor={"type": "RobertaProcessing"}),
            ["post_processor.type", "RobertaProcessing"],
        ),
        (lambda d: d["model"].update(merges=["a c"]), ["model.merges[0]"]),
        (lambda d: d["model"].update(merges=["a b c"]), ["model.merges[0]"]),
        (lambda d: d["model"].update(merges=[7]), ["model.merges[0]"]),
        (lambda d: d["model"].update(vocab={"a": "zero"}), ["model.vocab"]),
        (lambda d: d["model"].update(vocab={"a": -1}), ["model.vocab"]),
        (lambda d: d["model"].update(dropout=0.1), ["model.dropout"]),
        (lambda d: d["model"].update(continuing_subword_prefix="##"), ["model.continuing_subword_prefix"]),
        (lambda d: d["model"].update(unk_token="<unk>"), ["model.unk_token"]),
        (lambda d: d["model"].pop("vocab"), ["model.vocab"]),
        (lambda d: d.pop("model"), ["model"]),
        (lambda d: d.update(added_tokens=[{"content": "<s>"}]), ["added_tokens[0].id"]),
        (lambda d: d.update(added_tokens=[{"id": 5, "content": 3}]), ["added_tokens[0].content"]),
        (
            lambda d: d.update(post_processor={"type": "TemplateProcessing", "single": [{"Sequence": {"id": "B"}}]}),
            ["post_processor.single[0]"],
        ),
        (
            lambda d: d.update(
                post_processor={
                    "type": "TemplateProcessing",
                    "single": [{"SpecialToken": {"id": "<s>"}}, {"Sequence": {"id": "A"}}],
                    "special_tokens": {},
                }
            ),
            ["post_processor.special_tokens.<s>"],
        ),
        (
            lambda d: d.update(
                post_processor={
                    "type": "TemplateProcessing",
                    "single": [{"SpecialToken": {"id": "<s>"}}, {"Sequence": {"id": "A"}}],
                    "special_tokens": {"<s>": {"id": "<s>", "ids": [99]}},
                }
            ),
            ["post_processor", "99"],
        ),
        (
            lambda d: d.update(pre_tokenizer={"type": "Metaspace", "replacement": "▁", "prepend_scheme": "sometimes"}),
            ["pre_tokenizer.prepend_scheme", "sometimes"],
        ),
        (
            lambda d: d.update(normalizer={"type": "Sequence", "normalizers": [{"type": "NFC"}, {"type": "Nmt"}]}),
            ["normalizer.normalizers[1].type", "Nmt"],
        ),
    ],
)
def test_what_cannot_be_run_is_refused_by_name(tmp_path: Path, change: Any, words: list[str]) -> None:
    data = minimal_bpe()
    change(data)
    message = str(refused(tmp_path, data))
    for word in words:
        assert word in message


def test_malformed_files_are_refused(tmp_path: Path) -> None:
    assert "JSON" in str(refused(tmp_path, "{not json"))
    assert "object" in str(refused(tmp_path, "[1, 2]"))
    assert "twice" in str(refused(tmp_path, '{"model": {}, "model": {}}'))
    (tmp_path / "model" / "tokenizer.json").write_bytes(b"\xff\xfe{}")
    with pytest.raises(LiveError, match="UTF-8"):
        load_tokenizer(tmp_path / "model")


def test_folders_without_a_usable_tokenizer_are_refused(tmp_path: Path) -> None:
    with pytest.raises(LiveError, match="neither tokenizer.json nor vocab.txt"):
        load_tokenizer(tmp_path)
    (tmp_path / "vocab.txt").write_text("[PAD]\nhello\n", encoding="utf-8")
    with pytest.raises(LiveError, match=r"vocab.txt.*unk_token"):
        load_tokenizer(tmp_path)
    (tmp_path / "vocab.txt").write_text("[PAD]\n[UNK]\n[CLS]\n[SEP]\nhello\n##s\n", encoding="utf-8")
    write_json(tmp_path / "tokenizer_config.json", {"do_lower_case": "yes"})
    with pytest.raises(LiveError, match=r"tokenizer_config.json.*do_lower_case"):
        load_tokenizer(tmp_path)
    write_json(tmp_path / "tokenizer_config.json", {"do_lower_case": True})
    ours = load_tokenizer(tmp_path)
    assert ours.encode("Hellos hello!") == [2, 4, 5, 4, 1, 3]
    assert ours.tokens([2, 4, 5, 1, 3]) == ["[CLS]", "hello", "##s", "[UNK]", "[SEP]"]
    with pytest.raises(LiveError, match="no token with the id 77"):
        ours.tokens([77])
