"""Attention sinks: a learned sink logit per head (gpt-oss), and StreamingLLM's cache of first and recent tokens.

gpt-oss (transformers, modeling_gpt_oss.py) appends one learned logit s per head to each query's row of logits
before the softmax and drops its column after: the weights on the keys then sum to 1 - share, where

    share = e^s / (e^s + sum_j e^(logit_j)).

A model's logits depend on its inputs; with every one of the L logits equal to c the sum is L e^c, and

    share = e^s / (e^s + L e^c) = 1 / (1 + L e^(c - s)),

which is what sink_share gives: it falls as the keys grow (a 128-key sliding window against a long context).

StreamingLLM (mit-han-lab/streaming-llm, kv_cache.py StartRecentKVCache) keeps the first `start` tokens of a
stream and its last `recent`, and its position-shift attention numbers the keys by their place in the cache,
not in the stream: the kept keys are renumbered 0 .. kept - 1 and rotated anew at those positions.
"""

from __future__ import annotations

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .validation import real, whole

MAX_KEYS = 2**40  # a number of keys the share is evaluated at (a count, nothing is allocated per key)
MAX_STREAM = 2**31  # a stream's length for the cache (the kept tokens are allocated, not the stream)


def sink_share(
    sinks: np.ndarray | list[float] | tuple[float, ...], keys: np.ndarray | list[int] | int, logit: float = 0.0
) -> np.ndarray:
    """The share of attention each head's sink takes when all `keys` logits equal `logit` (c):
    e^s / (e^s + L e^c), shape (heads, len(keys)) (a scalar `keys` gives (heads, 1)), float64. Computed as
    exp(s - logaddexp(s, c + ln L)), which neither overflows nor underflows to a wrong 0 or 1 early."""
    s = np.asarray(sinks, dtype=np.float64).reshape(-1)
    if s.size == 0 or not np.all(np.isfinite(s)):
        raise ParamError("the sink logits must be one or more finite numbers.")
    counts = np.atleast_1d(np.asarray(keys))
    if counts.ndim != 1 or counts.size == 0:
        raise ParamError("the key counts must be a list of whole numbers.")
    length = np.array([whole("keys", k, 0, MAX_KEYS) for k in counts.tolist()], dtype=np.float64)
    c = real("logit", logit, -1e4, 1e4)
    check_allocation((s.size, length.size), 8, "sink shares")
    with np.errstate(divide="ignore"):  # no keys: ln 0 = -inf, and the sink takes everything
        rest = c + np.log(length)
    return np.exp(s[:, None] - np.logaddexp(s[:, None], rest[None, :]))


def sink_share_of_logits(sink: float, logits: np.ndarray | list[float]) -> float:
    """The share a sink of logit `sink` takes beside keys of any `logits`: e^s / (e^s + sum_j e^(logit_j))."""
    values = np.asarray(logits, dtype=np.float64).reshape(-1)
    s = real("sink", sink, -1e4, 1e4)
    if not np.all(np.isfinite(values)):
        raise ParamError("the logits must be finite numbers.")
    both = np.append(values, s)
    top = both.max()
    weights = np.exp(both - top)
    return float(weights[-1] / weights.sum())


def streaming_cache(length: int, start: int, recent: int) -> tuple[np.ndarray, np.ndarray]:
    """The tokens StreamingLLM's cache holds after a stream of `length` tokens (0 .. length - 1): the first
    `start` and the last `recent` when the stream is longer than start + recent, else all of them; as
    (their positions in the stream, their positions in the cache), each int64 of the kept count. The cache
    numbers its keys by their place in it: 0 .. kept - 1."""
    length = whole("stream length", length, 0, MAX_STREAM)
    start = whole("start", start, 0, MAX_STREAM)
    recent = whole("recent", recent, 0, MAX_STREAM)
    if length <= start + recent:
        original = np.arange(length, dtype=np.int64)
    else:
        check_allocation((start + recent,), 8, "cache positions")
        original = np.concatenate(
            [np.arange(start, dtype=np.int64), np.arange(length - recent, length, dtype=np.int64)]
        )
    return original, np.arange(original.size, dtype=np.int64)
