"""FIRE (Li et al. 2023, "Functional Interpolation for Relative Positions Improves Long Context Transformers"):
the bias of query i and key j is a small learned MLP of a normalised distance

    x_ij = ψ(i − j) / (ψ(max(i, L)) + eps),   ψ(r) = log(c·r + 1),

with c and L learned (c = 0.1 and L = 512 at initialisation) and eps = 1e-6 in the denominator, so x stays in
[0, 1] for keys at or before the query at any length, and a fixed distance shrinks once the query passes L
(progressive interpolation).

Followed: the FIRE module of mcleish7/arithmetic (cramming/architectures/embeddings.py, class FIRE, commit
55af9d5e3d9b2265ae7638b4f2936c9a70538cc4): distances positions[:, None] − positions[None, :] (i − j), the
normaliser max(i, |L|) per query row, log(|c·r| + 1) on both, eps added to the normaliser's logarithm, then
Linear(1, width) → ReLU → Linear(width, heads). That code computes every pair, j > i included (the |·| makes
x of a later key that of the same distance before); the causal mask of the attention removes those keys
afterwards, so a model never uses them. `fire_distance` does the same: it masks nothing.

The presets are illustrative MLPs, not trained weights: each is the ReLU network that interpolates a target
curve linearly between a few knots (unit k is relu(x − x_k) and its output weight the change of slope at x_k),
built in closed form for c = 0.1 and L = 512 (see `fire_preset`).
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .validation import MAX_POSITION, numeric_array, real, shown

FIRE_C = 0.1  # the paper's initial c
FIRE_L = 512.0  # the paper's initial L
FIRE_EPS = 1e-6  # the reference code's eps
MAX_WIDTH = 4096  # hidden units an MLP may have


class FireMLP(NamedTuple):
    """FIRE's MLP for one head: bias(x) = w2 · relu(w1·x + b1) + b2, each of w1, b1, w2 of shape (width,).

    A torch nn.Sequential(Linear(1, width), ReLU(), Linear(width, 1)) maps onto it as w1 = weight[:, 0] of the
    first layer, b1 its bias, w2 = weight[0] of the second, b2 its bias[0]."""

    w1: np.ndarray
    b1: np.ndarray
    w2: np.ndarray
    b2: float


def _positions(name: str, values: Any) -> np.ndarray:
    """Positions >= 0 (fractions allowed) as float64 of the input's shape."""
    array = numeric_array(
        values, "{name} must be positions from 0 to {high:,}; {value} is not.", name=name, high=MAX_POSITION
    )
    bad = ~(np.isfinite(array) & (array >= 0) & (array <= MAX_POSITION))
    if bad.any():
        raise ParamError(
            "{name} must be positions from 0 to {high:,}; {value} is not.",
            name=name,
            high=MAX_POSITION,
            value=shown(array[bad].flat[0].item()),
        )
    return array


def _positive(name: str, value: Any, high: float) -> float:
    value = real(name, value, 0.0, high)
    if value == 0:
        raise ParamError("{name} must be greater than 0, not {value:g}.", name=name, value=value)
    return value


def fire_distance(i: Any, j: Any, c: float = FIRE_C, L: float = FIRE_L, eps: float = FIRE_EPS) -> Any:
    """FIRE's normalised distance x = log(c·|i − j| + 1) / (log(c·max(i, L) + 1) + eps) of query positions i and
    key positions j (numbers or arrays that broadcast; positions >= 0), float64 of the broadcast shape (a float
    when both are numbers). c > 0, L > 0 and eps >= 0. No mask: a key after its query (j > i) gets the x of
    the same distance before it, as in the reference code; a causal model masks it afterwards."""
    scalar = np.ndim(i) == 0 and np.ndim(j) == 0
    qi, kj = _positions("i", i), _positions("j", j)
    c = _positive("c", c, 1e6)
    L = _positive("L", L, float(MAX_POSITION))
    eps = real("eps", eps, 0.0, 1.0)
    try:
        shape = np.broadcast_shapes(qi.shape, kj.shape)
    except ValueError:
        raise ParamError(
            "i and j must broadcast together; shapes {a} and {b} do not.", a=qi.shape, b=kj.shape
        ) from None
    check_allocation(shape, 8, "distance array")
    r = np.log(np.abs(c * (qi - kj)) + 1.0)
    normaliser = np.log(np.abs(c * np.maximum(qi, L)) + 1.0)
    x = r / (normaliser + eps)
    if scalar:
        return float(x)
    return x if x.shape == shape else np.broadcast_to(x, shape).copy()


def check_mlp(mlp: Any) -> FireMLP:
    """`mlp` (a FireMLP, or a sequence (w1, b1, w2, b2)) with finite float64 weights of one width."""
    try:
        w1, b1, w2, b2 = mlp
    except (TypeError, ValueError):
        raise ParamError("mlp must be four weights (w1, b1, w2, b2), not {value}.", value=shown(mlp)) from None
    arrays = []
    for name, value in (("w1", w1), ("b1", b1), ("w2", w2)):
        # (width, 1) and (1, width), as torch stores them, flatten
        a = numeric_array(value, "mlp's {name} must be numbers, not {value}.", name=name).reshape(-1)
        if not a.size or a.size > MAX_WIDTH or not np.isfinite(a).all():
            raise ParamError("mlp's {name} must hold 1 to {most} finite numbers.", name=name, most=MAX_WIDTH)
        arrays.append(a)
    if len({a.size for a in arrays}) != 1:
        raise ParamError(
            "mlp's w1, b1 and w2 must have one width; they have {a}, {b} and {c}.",
            a=arrays[0].size,
            b=arrays[1].size,
            c=arrays[2].size,
        )
    bias = np.asarray(b2, dtype=object).reshape(-1)
    if bias.size != 1:
        raise ParamError("mlp's b2 must be one number, not {value}.", value=shown(b2))
    out_bias = real("b2", bias[0], -1e12, 1e12)
    return FireMLP(arrays[0], arrays[1], arrays[2], out_bias)


def fire_mlp(x: Any, mlp: Any) -> Any:
    """The MLP of FIRE at normalised distances x (a number or an array): w2 · relu(w1·x + b1) + b2, float64."""
    scalar = np.ndim(x) == 0
    m = check_mlp(mlp)
    try:
        xs = np.asarray(x, dtype=np.float64)
    except (TypeError, ValueError):
        raise ParamError("x must be numbers, not {value}.", value=shown(x)) from None
    if not np.isfinite(xs).all():
        raise ParamError("x must be finite numbers.")
    check_allocation(xs.shape, 8, "MLP output")
    out = np.full(xs.shape, m.b2)
    unit = np.empty_like(out)
    for w1, b1, w2 in zip(m.w1, m.b1, m.w2):  # a unit at a time: no (x.shape, width) array of activations
        np.multiply(xs, w1, out=unit)
        unit += b1
        np.maximum(unit, 0.0, out=unit)
        unit *= w2
        out += unit
    return float(out) if scalar else out


def fire_bias(i: Any, j: Any, mlp: Any, c: float = FIRE_C, L: float = FIRE_L, eps: float = FIRE_EPS) -> Any:
    """FIRE's bias of query positions i and key positions j: the MLP `mlp` (a FireMLP or (w1, b1, w2, b2)) of
    fire_distance(i, j, c, L, eps); float64 of the broadcast shape (a float for two numbers). No mask."""
    return fire_mlp(fire_distance(i, j, c, L, eps), mlp)


# -- illustrative presets -----------------------------------------------------------------------------------------


def interpolating_mlp(knots: Any, values: Any) -> FireMLP:
    """The ReLU MLP that passes through (knots[k], values[k]) and is linear between them (and carries the last
    slope on past the last knot): unit k is relu(x − knots[k]) for each segment, its output weight the change
    of slope there, b2 the first value. Knots strictly increasing."""
    x = np.asarray(knots, dtype=np.float64)
    y = np.asarray(values, dtype=np.float64)
    if x.ndim != 1 or x.shape != y.shape or x.size < 2 or not np.all(np.diff(x) > 0):
        raise ParamError("knots must be at least two increasing numbers, one value each.")
    slopes = np.diff(y) / np.diff(x)
    w2 = np.diff(slopes, prepend=0.0)
    return FireMLP(np.ones(x.size - 1), -x[:-1], w2, float(y[0]))


def _knot_x(distances: tuple[float, ...]) -> np.ndarray:
    """x of the distances for a query at or before L, at the initial c and L."""
    return np.log(FIRE_C * np.asarray(distances) + 1.0) / (math.log(FIRE_C * FIRE_L + 1.0) + FIRE_EPS)


def _t5_like(d: np.ndarray) -> np.ndarray:
    """A continuous T5-like curve: −1/4 of T5's causal bucket of d (32 buckets, max_distance 128) without the
    rounding: d itself below 16, then logarithmic to the last bucket, 31, which every farther distance shares."""
    log_part = 16.0 + np.log(np.maximum(d, 16.0) / 16.0) / math.log(128.0 / 16.0) * 16.0
    return -np.where(d < 16, d, np.minimum(log_part, 31.0)) / 4.0


KNOTS = (0.0, 4.0, 16.0, 48.0, 128.0, 256.0, 384.0, 512.0)  # distances the presets interpolate at
FIRE_PRESETS = ("alibi", "kerple", "t5")


def fire_preset(name: str) -> FireMLP:
    """An illustrative FIRE MLP, labelled as such (no trained weights): the interpolating ReLU MLP
    (interpolating_mlp) of a target at the distances KNOTS, taken as x at c = 0.1 and L = 512 for a query at or
    before L:
      alibi   ALiBi-like, −d/64 (a line in the distance d; head slope 1/64);
      kerple  Kerple-like, −2·log(1 + 0.1·d) = −2·ψ(d): a line in x, so one unit gives it exactly;
      t5      T5-like, −1/4 of T5's causal bucket of d (32 buckets, max_distance 128) unrounded: flat from 128 on.
    The MLP is a function of x, so for a query past L each curve stretches over longer distances."""
    if name not in FIRE_PRESETS:
        raise ParamError(
            "preset must be one of {choices}, not {value}.", choices=", ".join(FIRE_PRESETS), value=shown(name)
        )
    d = np.asarray(KNOTS)
    if name == "kerple":
        return interpolating_mlp([0.0, 1.0], [0.0, -2.0 * (math.log(FIRE_C * FIRE_L + 1.0) + FIRE_EPS)])
    target = -d / 64.0 if name == "alibi" else _t5_like(d)
    return interpolating_mlp(_knot_x(KNOTS), target)
