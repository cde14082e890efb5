"""Documents packed into one row: what a toy causal self-attention layer gives each document packed, against the
same document run alone.

Training packs short documents into one row so no padding is computed. Two things then decide whether a document
sees only itself: the position ids (reset at each document's first token, as transformers'
DataCollatorWithFlattening writes them and flash-attention's varlen kernels read them, or running on along the
row) and the mask (a document mask, block-diagonal and causal, or only the causal mask of the whole row).

With RoPE, q_m·k_n depends on m − n only, so a document mask alone makes a packed document's outputs the same as
alone whatever the offset of its positions. With absolute PE added to the tokens, the offset changes the tokens
themselves: it takes the mask and the reset. Without the mask a later document's queries attend to the earlier
documents' keys.

The layer: W_q, W_k, W_v (d_model x d_model) N(0, 1/d_model) from default_rng(seed); document i's tokens (counted
from 0) uniform in [-1, 1] from default_rng([seed, i + 1]), the same rows packed or alone; RoPE on q and k
(interleaved pairs, base 10,000) or the sinusoidal table (interleaved, base 10,000) added to the tokens;
softmax(q·kᵀ/√d_model) v, all in float64.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..records import record
from .budget import check_allocation
from .errors import ParamError
from .rope import rope_rotate
from .sinusoidal import sinusoidal
from .validation import choice, number_list, whole

ENCODINGS = ("rope", "absolute")
BASE = 10000.0
MAX_DOCUMENTS = 32
MAX_TOKENS = 512  # the packed row (an n x n attention matrix a view draws cell by cell)
MAX_D_MODEL = 512


def check_lengths(doc_lengths: Any) -> tuple[int, ...]:
    """The documents' lengths: 1 to MAX_DOCUMENTS whole numbers, each at least 1, at most MAX_TOKENS in all."""
    items = number_list("document lengths", doc_lengths)
    if not items:
        raise ParamError("Give at least one document length.")
    if len(items) > MAX_DOCUMENTS:
        raise ParamError(
            "{count} documents are too many: at most {most} are packed.", count=len(items), most=MAX_DOCUMENTS
        )
    lengths = tuple(whole("a document length", v, 1, MAX_TOKENS) for v in items)
    if sum(lengths) > MAX_TOKENS:
        raise ParamError(
            "The documents make {n:,} tokens; the packed row holds at most {most}.", n=sum(lengths), most=MAX_TOKENS
        )
    return lengths


@record(eq=False)
class Packing:
    lengths: tuple[int, ...]
    positions: np.ndarray  # (n,) each token's position id in the packed row
    document: np.ndarray  # (n,) each token's document (0, 1, ...)
    weights: np.ndarray  # (n, n) the packed row's attention: row = query, column = key (rows sum to 1)
    earlier: np.ndarray  # (n,) each query's share of attention on earlier documents' keys
    token_difference: np.ndarray  # (n,) the largest |packed − alone| over each token's output
    share: np.ndarray  # (D, D) mean over document i's queries of their attention on document j's keys
    leak_by_document: np.ndarray  # (D,) mean share of document i's queries on earlier documents (0 for the first)
    difference: np.ndarray  # (D,) the largest |packed − alone| over document i's outputs

    @property
    def leak(self) -> float:
        """The mean share of attention on earlier documents over the queries of every document after the first
        (0 for one document)."""
        later = self.document > 0
        return float(self.earlier[later].mean()) if later.any() else 0.0

    @property
    def max_diff(self) -> float:
        return float(self.difference.max())


def _weights(d_model: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).normal(0.0, 1.0 / np.sqrt(d_model), (3, d_model, d_model))


def document_tokens(length: int, index: int, d_model: int, seed: int = 0) -> np.ndarray:
    """(length, d_model) float64: document `index`'s tokens, uniform in [-1, 1] from default_rng([seed, index + 1])."""
    return np.random.default_rng([seed, index + 1]).uniform(-1.0, 1.0, (length, d_model))


def _attend(
    x: np.ndarray, positions: np.ndarray, allowed: np.ndarray, encoding: str, w: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """(weights, outputs) of the layer on tokens x at `positions`, keys allowed where `allowed` is true."""
    d = x.shape[1]
    if encoding == "absolute":
        x = x + sinusoidal(int(positions.max()) + 1, d, BASE, dtype=np.float64)[positions]
    q, k, v = x @ w[0], x @ w[1], x @ w[2]
    if encoding == "rope":
        q, k = rope_rotate(q, positions, BASE), rope_rotate(k, positions, BASE)
    scores = np.where(allowed, q @ k.T / np.sqrt(d), -np.inf)
    scores -= scores.max(axis=1, keepdims=True)
    e = np.exp(scores)
    weights = e / e.sum(axis=1, keepdims=True)
    return weights, weights @ v


def packed_attention(
    doc_lengths: Any, reset_positions: bool, document_mask: bool, encoding: str, d_model: int = 64, seed: int = 0
) -> Packing:
    """The toy layer on the documents packed into one row and on each alone (positions 0 .. length − 1, causal):
    the packed row's attention, its leak across documents and each document's difference from alone."""
    lengths = check_lengths(doc_lengths)
    encoding = choice("encoding", encoding, ENCODINGS)
    d_model = whole("d_model", d_model, 2, MAX_D_MODEL)
    if d_model % 2:
        raise ParamError("d_model must be even (RoPE turns pairs of dimensions), not {d}.", d=d_model)
    seed = whole("seed", seed, 0, 2**32 - 1)
    n, count = sum(lengths), len(lengths)
    check_allocation((n, n), 8, "attention matrix")
    w = _weights(d_model, seed)
    docs = [document_tokens(length, i, d_model, seed) for i, length in enumerate(lengths)]
    document = np.repeat(np.arange(count), lengths)
    starts = np.cumsum((0, *lengths[:-1]))
    positions = np.arange(n) - (starts[document] if reset_positions else 0)
    allowed = np.tril(np.ones((n, n), dtype=bool))
    if document_mask:
        allowed &= document[:, None] == document[None, :]
    weights, out = _attend(np.vstack(docs), positions, allowed, encoding, w)
    token_difference = np.empty(n)
    for i, (x, start) in enumerate(zip(docs, starts, strict=True)):
        length = lengths[i]
        _, alone = _attend(x, np.arange(length), np.tril(np.ones((length, length), dtype=bool)), encoding, w)
        token_difference[start : start + length] = np.abs(out[start : start + length] - alone).max(axis=1)
    onehot = (document[:, None] == np.arange(count)[None, :]).astype(np.float64)  # (n, D)
    share = (onehot.T @ weights @ onehot) / np.asarray(lengths, dtype=np.float64)[:, None]
    earlier = np.where(document[None, :] < document[:, None], weights, 0.0).sum(axis=1)
    leak_by_document = np.array([earlier[document == i].mean() for i in range(count)])
    difference = np.array([token_difference[document == i].max() for i in range(count)])
    return Packing(
        lengths,
        positions.astype(np.float64),
        document.astype(np.float64),
        weights,
        earlier,
        token_difference,
        share,
        leak_by_document,
        difference,
    )


def packing_effect(
    doc_lengths: Any, reset_positions: bool, document_mask: bool, encoding: str, d_model: int = 64, seed: int = 0
) -> tuple[float, float]:
    """(leak, max_diff) of documents of `doc_lengths` packed into one row: the mean share of a later document's
    attention on earlier documents (over the queries of every document after the first), and the largest
    |packed − alone| over every document's outputs; positions reset at each document or running on, a document
    mask or only the causal mask, encoding "rope" or "absolute"."""
    result = packed_attention(doc_lengths, reset_positions, document_mask, encoding, d_model, seed)
    return result.leak, result.max_diff
