"""Sentences as tokens, and a deterministic embedding per token (the toy model's vocabulary).

A token's embedding depends on its text alone, never on where it stands or on the run: its seed is a hash of
the token's UTF-8 bytes, so "고양이가" or "cat" gets the same vector in every sentence, position and session.
That is what makes the bag-of-words point exact: the same words in another order are the same rows.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .validation import real, shorten, whole

MAX_TOKENS = 32  # a sentence a view can label token by token
MAX_TOKEN_CHARS = 40


def tokenize(sentence: Any) -> tuple[str, ...]:
    """Whitespace tokens of `sentence` (1 .. MAX_TOKENS of them), as a toy tokenizer would split it."""
    if not isinstance(sentence, str):
        raise ParamError("a sentence must be text, not {value}.", value=shorten(repr(sentence)))
    tokens = tuple(sentence.split())
    if not tokens:
        raise ParamError("the sentence is empty: type at least one word.")
    if len(tokens) > MAX_TOKENS:
        raise ParamError(
            "the sentence has {count} words; at most {limit} can be shown.", count=len(tokens), limit=MAX_TOKENS
        )
    long = [t for t in tokens if len(t) > MAX_TOKEN_CHARS]
    if long:
        raise ParamError(
            "a word may have at most {limit} characters; {word} has {count}.",
            limit=MAX_TOKEN_CHARS,
            word=shorten(long[0]),
            count=len(long[0]),
        )
    return tokens


def token_seed(token: str) -> int:
    """A stable 64-bit seed from the token's text (the same on every machine and run)."""
    import hashlib  # (here: loading it, with the OpenSSL library behind it, was 3 ms of every start-up)

    return int.from_bytes(hashlib.blake2b(token.encode("utf-8"), digest_size=8).digest(), "little")


def token_embeddings(tokens: Any, d_model: int, scale: float = 1.0) -> np.ndarray:
    """(len(tokens), d_model) float64: each token's vector, uniform in [-scale, scale] (word-embedding values
    usually lie near [-1, 1]), drawn from its own seed. Equal tokens get equal rows."""
    tokens = tuple(tokens)
    d_model = whole("d_model", d_model, 1, 2**20)
    scale = real("scale", scale, 0.0, 1e6)
    check_allocation((len(tokens), d_model), 8, "embedding table")
    rows = [np.random.default_rng(token_seed(t)).uniform(-1.0, 1.0, d_model) for t in tokens]
    return np.array(rows, dtype=np.float64).reshape(len(tokens), d_model) * scale
