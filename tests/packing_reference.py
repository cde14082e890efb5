"""Documents packed into one row, one number at a time: the toy layer of posenc_gui/core/packing.py written with
Python loops over its documented draws (numpy's generator gives the seeded weights and tokens, nothing else), the
reference of the core's function and of the packing view's export."""

from __future__ import annotations

import math

import numpy as np

BASE = 10000.0


def draws(lengths, d, seed):
    """The documented draws: W_q, W_k, W_v N(0, 1/d) from default_rng(seed); document i's tokens uniform in
    [-1, 1] from default_rng([seed, i + 1])."""
    w = np.random.default_rng(seed).normal(0.0, 1.0 / math.sqrt(d), (3, d, d)).tolist()
    docs = [np.random.default_rng([seed, i + 1]).uniform(-1.0, 1.0, (n, d)).tolist() for i, n in enumerate(lengths)]
    return w, docs


def _project(x, w):
    return [sum(x[a] * w[a][b] for a in range(len(x))) for b in range(len(w[0]))]


def _rotate(x, pos):
    out = list(x)
    d = len(x)
    for i in range(d // 2):
        angle = pos * BASE ** (-2 * i / d)
        c, s = math.cos(angle), math.sin(angle)
        out[2 * i], out[2 * i + 1] = x[2 * i] * c - x[2 * i + 1] * s, x[2 * i] * s + x[2 * i + 1] * c
    return out


def _pe(pos, d):
    return [
        math.sin(pos / BASE ** (2 * (k // 2) / d)) if k % 2 == 0 else math.cos(pos / BASE ** (2 * (k // 2) / d))
        for k in range(d)
    ]


def layer(rows, positions, allowed, encoding, w):
    """(weights, outputs) as lists: softmax over the allowed keys of q·k/√d, with RoPE on q and k or the
    sinusoidal PE added to the rows."""
    d = len(rows[0])
    if encoding == "absolute":
        rows = [[a + b for a, b in zip(r, _pe(p, d), strict=True)] for r, p in zip(rows, positions, strict=True)]
    q = [_project(r, w[0]) for r in rows]
    k = [_project(r, w[1]) for r in rows]
    v = [_project(r, w[2]) for r in rows]
    if encoding == "rope":
        q = [_rotate(x, p) for x, p in zip(q, positions, strict=True)]
        k = [_rotate(x, p) for x, p in zip(k, positions, strict=True)]
    n = len(rows)
    weights, outputs = [], []
    for i in range(n):
        keys = [j for j in range(n) if allowed(i, j)]
        scores = {j: sum(a * b for a, b in zip(q[i], k[j], strict=True)) / math.sqrt(d) for j in keys}
        top = max(scores.values())
        e = {j: math.exp(s - top) for j, s in scores.items()}
        total = sum(e.values())
        row = [e.get(j, 0.0) / total for j in range(n)]
        weights.append(row)
        outputs.append([sum(row[j] * v[j][c] for j in range(n)) for c in range(d)])
    return weights, outputs


def packing(lengths, reset, mask, encoding, d=64, seed=0):
    """(weights of the packed row, leak, max_diff, per-document leak, per-document difference)."""
    w, docs = draws(lengths, d, seed)
    doc_of, positions = [], []
    for i, n in enumerate(lengths):
        positions += [t if reset else len(doc_of) + t for t in range(n)]  # (len(doc_of): the document's start)
        doc_of += [i] * n
    rows = [r for doc in docs for r in doc]

    def allowed(i, j):
        return j <= i and (not mask or doc_of[i] == doc_of[j])

    weights, packed = layer(rows, positions, allowed, encoding, w)
    leaks, diffs, earlier_all = [], [], []
    start = 0
    for i, n in enumerate(lengths):
        _, alone = layer(docs[i], list(range(n)), lambda a, b: b <= a, encoding, w)
        diffs.append(max(abs(packed[start + t][c] - alone[t][c]) for t in range(n) for c in range(d)))
        earlier = [sum(weights[start + t][j] for j in range(start)) for t in range(n)]
        leaks.append(sum(earlier) / n)
        if i > 0:
            earlier_all += earlier
        start += n
    leak = sum(earlier_all) / len(earlier_all) if earlier_all else 0.0
    return weights, leak, max(diffs), leaks, diffs
