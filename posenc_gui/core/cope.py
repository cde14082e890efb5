"""CoPE (Golovneva et al. 2024, "Contextual Position Encoding: Learning to Count What's Important"): positions
counted by gates instead of tokens. Query i gives each key t a gate g_it = σ(z_it) and key j the position

    p_ij = Σ_{t=j..i} g_it       (every gate open: p_ij = i − j + 1; the key itself counts)

clamped to npos − 1; the position logit of the pair interpolates the query's logits z[n] = q_i·e[n] of the
integer positions: z[⌊p⌋]·(1 − w) + z[⌈p⌉]·w with w = p − ⌊p⌋.

Followed: facebookresearch/RAM, projects/cope/src/cope/context_position.py (ContextPosSelfAttn.forward, commit
e6f051fbcfaef4cab69bf2ea1b25f500f94c0c64): gates = sigmoid(q·k / √head_dim), masked gates multiplied by 0,
positions = gates.flip(-1).cumsum(-1).flip(-1) clamped to npos − 1, then the gather at ceil and floor. The
gate logits passed here are the scaled ones, q·k/√d (the paper's listing scales them the same way before the
gates). Where the two differ is the position logits: RAM adds them to q·k and divides the sum by √d (unless
--cope-nodiv), the paper's listing adds them after q·k was divided, unscaled. Neither affects p.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .validation import numeric_array, shown, whole

MAX_NPOS = 10**6


def _logits(name: str, values: Any) -> np.ndarray:
    array = numeric_array(values, "{name} must be numbers, not {value}.", name=name)
    if array.ndim == 0 or array.shape[-1] == 0:
        raise ParamError("{name} must hold at least one key's logit.", name=name)
    if np.isnan(array).any():
        raise ParamError("{name} must not hold NaN (−inf closes a gate, a masked key).", name=name)
    return array


def cope_gates(gate_logits: Any) -> np.ndarray:
    """CoPE's gates σ(z) = 1/(1 + e^−z) of gate logits z (any shape), float64, without overflow warnings:
    σ(−inf) = 0 (a masked key), σ(inf) = 1."""
    z = _logits("gate_logits", gate_logits)
    with np.errstate(over="ignore"):
        return 1.0 / (1.0 + np.exp(-z))


def cope_positions(gate_logits: Any, npos: int | None = None) -> np.ndarray:
    """CoPE's positions of the keys 0 … i of one query from its gate logits z (the last axis: the keys; more
    axes are more queries): p_j = Σ_{t=j..last} σ(z_t), clamped to npos − 1 when npos is given. float64 of z's
    shape. σ is applied here; pass the scaled logits q·k/√d, and −inf for a masked key (its gate is 0)."""
    z = _logits("gate_logits", gate_logits)
    check_allocation(z.shape, 8, "position array")
    gates = cope_gates(z)
    positions = np.flip(np.cumsum(np.flip(gates, -1), -1), -1)
    if npos is not None:
        npos = whole("npos", npos, 1, MAX_NPOS)
        positions = np.minimum(positions, npos - 1)
    return np.ascontiguousarray(positions)


def cope_interpolate(p: Any, z: Any) -> Any:
    """The position logit at fractional positions p from the logits z[n] of the integer positions n = 0 …
    len(z) − 1: z[⌊p⌋]·(1 − w) + z[⌈p⌉]·w, w = p − ⌊p⌋ (as RAM's gather of ceil and floor). p (a number or an
    array) must lie in [0, len(z) − 1]; float64 of p's shape (a float for a number)."""
    scalar = np.ndim(p) == 0
    table = _logits("z", z)
    if table.ndim != 1 or not np.isfinite(table).all():
        raise ParamError("z must be one row of finite logits, one per integer position.")
    ps = numeric_array(p, "p must be positions, not {value}.")
    top = table.size - 1
    bad = ~(np.isfinite(ps) & (ps >= 0) & (ps <= top))
    if bad.any():
        raise ParamError(
            "p must lie between 0 and {top} (z has {n} positions); {value} does not.",
            top=top,
            n=table.size,
            value=shown(ps[bad].flat[0].item()),
        )
    check_allocation(ps.shape, 8, "position logits")
    floor = np.floor(ps)
    w = ps - floor
    out = table[np.ceil(ps).astype(np.int64)] * w + table[floor.astype(np.int64)] * (1.0 - w)
    return float(out) if scalar else out
