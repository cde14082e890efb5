"""xPos (Sun et al. 2023, "A Length-Extrapolatable Transformer"): RoPE whose pairs also shrink with distance.

Pair j of a query at position n is scaled by zeta_j^(n / scale_base) and of a key at m by zeta_j^(-m / scale_base),
so their product carries zeta_j^(r / scale_base) with r = n - m >= 0, on top of RoPE's turn by r * theta_j:
    zeta_j = (2j/d + gamma) / (1 + gamma),  j = 0 .. d/2 - 1,  theta_j = base^(-2j/d)
(torchscale's XPOS: (arange(0, d, 2) + 0.4 d) / (1.4 d), scale_base 512). Every zeta_j < 1, the fast pairs'
smallest, so the fast pairs, whose turns make the score oscillate, fade first.

The *_score_ones functions give the raw dot product for q = k = all ones: each pair (1, 1) has squared length 2,
so q . k = sum_j 2 cos(r theta_j) (times the decay), which is d at r = 0 (rope.mean_cos is this divided by d).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .budget import check_allocation
from .relative import check_positive, distance_values
from .rope import check_rope_dim, rope_thetas
from .validation import real


def xpos_zeta(d: int, gamma: float = 0.4) -> np.ndarray:
    """zeta_j = (2j + gamma d) / ((1 + gamma) d) for j = 0 .. d/2 - 1, float64, in [gamma/(1+gamma), 1)."""
    d = check_rope_dim(d)
    gamma = real("gamma", gamma, 0.0, 1e6)
    return (np.arange(0, d, 2, dtype=np.float64) + gamma * d) / ((1.0 + gamma) * d)


def xpos_decay(d: int, r: Any, gamma: float = 0.4, scale_base: float = 512.0) -> np.ndarray:
    """(len(r), d/2): zeta_j^(r / scale_base), the factor pair j's score takes at distance r >= 0; float64."""
    zeta = xpos_zeta(d, gamma)
    r = distance_values("distances", r)[0].ravel()
    scale_base = check_positive("scale_base", scale_base, 1e9)
    check_allocation((r.size, zeta.size), 8, "decay table")
    return zeta[None, :] ** (r[:, None] / scale_base)  # 0^0 = 1 (gamma = 0, r = 0); no negative exponents


def _pair_sum(d: int, r: np.ndarray, base: float, decay: Any) -> np.ndarray:
    thetas = rope_thetas(d, base)
    check_allocation((r.size, thetas.size), 16, "score table")
    terms = np.cos(np.multiply.outer(r, thetas))
    if decay is not None:
        terms *= decay
    return 2.0 * terms.sum(axis=1)


def rope_score_ones(d: int, r: Any, base: float = 10000.0) -> np.ndarray:
    """RoPE's score for q = k = all ones at distance r: q_(m+r) . k_m = sum_j 2 cos(r theta_j), shape (len(r),),
    float64 (d at r = 0; the raw dot product, not divided by d)."""
    d = check_rope_dim(d)
    r = distance_values("distances", r)[0].ravel()
    return _pair_sum(d, r, base, None)


def xpos_score_ones(d: int, r: Any, base: float = 10000.0, gamma: float = 0.4, scale_base: float = 512.0) -> np.ndarray:
    """xPos's score for q = k = all ones at distance r >= 0: sum_j 2 zeta_j^(r/scale_base) cos(r theta_j),
    shape (len(r),), float64 (d at r = 0)."""
    decay = xpos_decay(d, r, gamma, scale_base)
    r = distance_values("distances", r)[0].ravel()
    return _pair_sum(d, r, base, decay)
