"""A toy single-head self-attention with fixed, seeded weights: enough to show that attention without
position information treats a sentence as a bag of words.

softmax(Q K^T / sqrt(d_head)) V with Q = X W_q, K = X W_k, V = X W_v. Permuting the rows of X permutes the
rows and columns of the weights and the rows of the output the same way and changes nothing else
(permutation equivariance). Adding PE(0 .. n-1) to X gives each row its place, and the equivariance breaks.
So does a causal mask alone (each row attends to the rows before it): a decoder without PE still sees order.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..records import record
from .budget import check_allocation
from .errors import ParamError
from .sinusoidal import sinusoidal
from .validation import number_list, whole

SEED = 2017  # the weights are the same in every run
MAX_HEAD = 32  # the head's width: min(d_model, MAX_HEAD)


def head_width(d_model: int) -> int:
    """d_head, the width of the toy head's queries, keys and values: d_model, at most MAX_HEAD."""
    return min(int(d_model), MAX_HEAD)


def head_weights(d_model: int, seed: int = SEED) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """W_q, W_k, W_v: (d_model, d_head) each, N(0, 1/d_model) so that X W has entries of order |x|."""
    d_model = whole("d_model", d_model, 1, 2**20)
    d_head = head_width(d_model)
    check_allocation((3, d_model, d_head), 8, "attention weight set")
    rng = np.random.default_rng(seed)
    w = rng.normal(0.0, 1.0 / np.sqrt(d_model), (3, d_model, d_head))
    return w[0], w[1], w[2]


@record(eq=False)
class Attention:
    weights: np.ndarray  # (n, n): row j = how much query j attends to each key (rows sum to 1)
    output: np.ndarray  # (n, d_head)


def self_attention(x: np.ndarray, seed: int = SEED, causal: bool = False) -> Attention:
    """The toy head applied to the rows of x (n tokens x d_model), in float64. `causal`: each token attends
    only to itself and the tokens before it (a decoder's mask), which by itself tells orders apart."""
    x = np.asarray(x, dtype=np.float64)
    if x.ndim != 2 or not x.size:
        raise ParamError(
            "self-attention needs a (tokens x d_model) array, not one of shape {shape}.", shape=str(x.shape)
        )
    w_q, w_k, w_v = head_weights(x.shape[1], seed)
    q, k, v = x @ w_q, x @ w_k, x @ w_v
    scores = q @ k.T / np.sqrt(w_q.shape[1])
    if causal:  # (the diagonal stays: every row keeps at least one key)
        scores[np.triu_indices(scores.shape[0], 1)] = -np.inf
    scores -= scores.max(axis=1, keepdims=True)
    e = np.exp(scores)
    weights = e / e.sum(axis=1, keepdims=True)
    return Attention(weights, weights @ v)


def check_permutation(order: Any, n: int) -> tuple[int, ...]:
    """`order` as a permutation of 0 .. n-1: new position j holds the word that stood at order[j]."""
    items = tuple(whole("order", v, 0, max(n - 1, 0)) for v in number_list("order", order))
    if sorted(items) != list(range(n)):
        raise ParamError(
            "the order must name each of the {n} word positions 0 .. {last} once, not {value}.",
            n=n,
            last=n - 1,
            value=" ".join(map(str, items)) or "nothing",
        )
    return items


@record(eq=False)
class OrderComparison:
    """The toy head on a sentence (a) and its reordering (b), without and with PE added."""

    order: tuple[int, ...]
    plain_a: Attention
    plain_b: Attention
    pe_a: Attention
    pe_b: Attention

    def row_differences(self, with_pe: bool) -> np.ndarray:
        """|out_b[j] - out_a[order[j]]| (largest over the row) per word of b: the rows matched up."""
        a, b = (self.pe_a, self.pe_b) if with_pe else (self.plain_a, self.plain_b)
        return np.abs(b.output - a.output[list(self.order)]).max(axis=1)

    def largest_difference(self, with_pe: bool) -> float:
        return float(self.row_differences(with_pe).max())


def compare_orders(
    embeddings: np.ndarray,
    order: Any,
    base: float = 10000.0,
    layout: str = "interleaved",
    seed: int = SEED,
    causal: bool = False,
) -> OrderComparison:
    """Run the head on the sentence's embeddings and on the same rows in `order`, each without and with
    the sinusoidal PE of positions 0 .. n-1 added; `causal`: with a decoder's mask."""
    e = np.asarray(embeddings, dtype=np.float64)
    n, d = e.shape
    order = check_permutation(order, n)
    pe = sinusoidal(n, d, base, layout, dtype=np.float64)
    b = e[list(order)]
    return OrderComparison(order, *(self_attention(x, seed, causal) for x in (e, b, e + pe, b + pe)))
