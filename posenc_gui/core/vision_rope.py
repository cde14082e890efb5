"""2-D RoPE of vision encoders: the angle each of a head's dimensions turns by at each patch, scheme by scheme.

Every scheme rotates pairs of dimensions by an angle that depends on the patch's column x and row y; they differ
in which dimensions follow x and which y, how the two dimensions of a pair sit (``interleaved``: 2j and 2j + 1, as
a complex number; ``half``: j and j + head_dim/2, as transformers' rotate_half), the frequencies, and the
coordinates. With F = head_dim / 4 and f = 0 .. F - 1 (each as its reference code computes it):

- ``axial`` (Heo et al. 2024, naver-ai/rope-vit ``compute_axial_cis``, theta 100): interleaved; pairs 0 .. F-1
  turn by x * theta^(-4f/head_dim), pairs F .. 2F-1 by y * theta^(-4f/head_dim); x = column, y = row, 0-based.
- ``mixed`` (RoPE-Mixed, ``init_random_2d_freqs`` + ``compute_mixed_cis``, theta 10, at its initialisation): every
  pair turns by x * fx + y * fy, with mag_f = theta^(-4f/head_dim) and the head's angle a:
  pairs 0 .. F-1 fx = mag cos(a), fy = mag sin(a); pairs F .. 2F-1 fx = mag cos(a + pi/2), fy = mag sin(a + pi/2)
  (training then learns fx and fy; the reference draws a uniformly in [0, 2 pi) per head).
- ``eva02`` (baaivision/EVA, EVA-02/asuka/rope.py ``VisionRotaryEmbeddingFast``, theta 10000): interleaved;
  pairs 0 .. F-1 follow the row, F .. 2F-1 the column, by t * theta^(-4f/head_dim) with t = index * pt / ft: the
  fine-tuning grid ft (this grid) is squeezed onto the pretraining grid pt (``pt_grid``; None: no rescaling).
- ``dinov3`` (transformers models/dinov3_vit, ``DINOv3ViTRopePositionEmbedding``, theta 100): half; dims
  0 .. F-1 turn by 2 pi y' theta^(-4f/head_dim), dims F .. 2F-1 by 2 pi x' theta^(-4f/head_dim), repeated for the
  second half, with the patch centres normalised to [-1, 1]: y' = 2 (row + 0.5) / grid_h - 1, likewise x'.
- ``pixtral`` (transformers models/pixtral, ``PixtralRotaryEmbedding``, theta 10000): half; dims 0 .. F-1 turn by
  row * theta^(-4f/head_dim) (the even frequencies), dims F .. 2F-1 by column * theta^(-(4f+2)/head_dim) (the odd
  ones), repeated for the second half.
- ``llama4-vision`` (transformers models/llama4, ``Llama4VisionRotaryEmbedding``, theta 10000): interleaved;
  pairs 0 .. F-1 turn by (column + 1) * theta^(-4f/head_dim), pairs F .. 2F-1 by (row + 1) * the same: 1-based
  coordinates; the CLS token, last in the sequence, turns by 0.
- ``qwen-vit`` (transformers models/qwen2_vl, qwen2_5_vl, qwen3_vl, ``rot_pos_emb`` and ``VisionRotaryEmbedding``,
  theta 10000): half; dims 0 .. F-1 turn by row * theta^(-4f/head_dim), dims F .. 2F-1 by column * the same,
  repeated for the second half. The encoder visits the patches in 2 x 2 merge blocks (qwen_patch_order).
  Qwen3-VL's encoder also adds a learned table of absolute positions to the patches (``pos_embed``, 48 x 48 rows
  by default, interpolated bilinearly to the grid by ``fast_pos_embed_interpolate``), and Llama 4's one of a row
  for each patch and the CLS token (``positional_embedding_vlm``): weights, not drawn by these functions.

The references build square grids for eva02 and llama4-vision; on a rectangle these functions use the row and the
column in the same way.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .validation import choice, real, whole
from .vision_sincos import MAX_GRID, check_grid

VISION_ROPE_SCHEMES = ("axial", "mixed", "eva02", "dinov3", "pixtral", "llama4-vision", "qwen-vit")
# theta of each scheme's reference (rope-vit's mixed models pass 10, its axial ones 100)
VISION_ROPE_THETA = {
    "axial": 100.0,
    "mixed": 10.0,
    "eva02": 10000.0,
    "dinov3": 100.0,
    "pixtral": 10000.0,
    "llama4-vision": 10000.0,
    "qwen-vit": 10000.0,
}
# how the two dimensions of a pair sit: interleaved (2j, 2j + 1) or half (j, j + head_dim/2)
VISION_ROPE_PAIRING = {
    "axial": "interleaved",
    "mixed": "interleaved",
    "eva02": "interleaved",
    "dinov3": "half",
    "pixtral": "half",
    "llama4-vision": "interleaved",
    "qwen-vit": "half",
}
# which coordinate the first and the second quarter of the frequencies follow ("x" column, "y" row)
_FIRST_AXIS = {"axial": "x", "eva02": "y", "dinov3": "y", "pixtral": "y", "llama4-vision": "x", "qwen-vit": "y"}
MAX_HEAD_DIM = 1024
AXIS_X, AXIS_Y, AXIS_BOTH = 0, 1, 2


def check_scheme(scheme: Any) -> str:
    """One of VISION_ROPE_SCHEMES."""
    return choice("scheme", scheme, VISION_ROPE_SCHEMES)


def check_vision_head_dim(head_dim: Any) -> int:
    """A head width the 2-D schemes can split: a multiple of 4 (x and y each take half of the pairs)."""
    head_dim = whole("head_dim", head_dim, 4, MAX_HEAD_DIM)
    if head_dim % 4:
        raise ParamError(
            "{name} must be a multiple of 4 (half of the pairs each for x and y), not {value}.",
            name="head_dim",
            value=head_dim,
        )
    return head_dim


def _theta(scheme: str, theta: Any) -> float:
    if theta is None:
        return VISION_ROPE_THETA[scheme]
    t = real("theta", theta, 1.0, 1e12)
    if t <= 1.0:
        raise ParamError(
            "{name} must be greater than 1 (the frequencies would not fall), not {value:g}.", name="theta", value=t
        )
    return t


def vision_pair_dims(scheme: str, head_dim: int) -> np.ndarray:
    """(head_dim/2, 2): the two dimensions of each rotated pair, in the scheme's layout (interleaved: 2j, 2j + 1;
    half: j, j + head_dim/2)."""
    scheme, head_dim = check_scheme(scheme), check_vision_head_dim(head_dim)
    j = np.arange(head_dim // 2)
    if VISION_ROPE_PAIRING[scheme] == "interleaved":
        return np.column_stack([2 * j, 2 * j + 1])
    return np.column_stack([j, j + head_dim // 2])


def vision_rope_axes(scheme: str, head_dim: int) -> np.ndarray:
    """(head_dim,) int: the coordinate each dimension turns with: 0 the column (x), 1 the row (y), 2 both (mixed)."""
    scheme, head_dim = check_scheme(scheme), check_vision_head_dim(head_dim)
    quarter = head_dim // 4
    axes = np.empty(head_dim, dtype=np.int64)
    if scheme == "mixed":
        axes[:] = AXIS_BOTH
        return axes
    first = AXIS_X if _FIRST_AXIS[scheme] == "x" else AXIS_Y
    pair_axis = np.where(np.arange(head_dim // 2) < quarter, first, 1 - first)
    pairs = vision_pair_dims(scheme, head_dim)
    axes[pairs[:, 0]] = pair_axis
    axes[pairs[:, 1]] = pair_axis
    return axes


def _pair_angles(
    scheme: str,
    rows: np.ndarray,
    cols: np.ndarray,
    grid_h: int,
    grid_w: int,
    head_dim: int,
    theta: float,
    head_angle: float,
    pt_grid: float | None,
) -> np.ndarray:
    """(len(rows), head_dim/2): each pair's angle at the cells (rows[k], cols[k])."""
    quarter = head_dim // 4
    f = np.arange(quarter, dtype=np.float64)
    mag = theta ** (-4.0 * f / head_dim)
    if scheme == "mixed":
        fx = np.concatenate([mag * math.cos(head_angle), mag * math.cos(math.pi / 2 + head_angle)])
        fy = np.concatenate([mag * math.sin(head_angle), mag * math.sin(math.pi / 2 + head_angle)])
        return np.multiply.outer(cols, fx) + np.multiply.outer(rows, fy)
    x, y = cols.astype(np.float64), rows.astype(np.float64)
    mag_second = mag
    if scheme == "eva02" and pt_grid is not None:
        y, x = y / grid_h * pt_grid, x / grid_w * pt_grid
    elif scheme == "dinov3":
        y, x = 2.0 * ((y + 0.5) / grid_h) - 1.0, 2.0 * ((x + 0.5) / grid_w) - 1.0
        mag = mag_second = 2.0 * math.pi * mag
    elif scheme == "pixtral":
        mag_second = theta ** (-(4.0 * f + 2.0) / head_dim)
    elif scheme == "llama4-vision":
        x, y = x + 1.0, y + 1.0
    first, second = (x, y) if _FIRST_AXIS[scheme] == "x" else (y, x)
    return np.concatenate([np.multiply.outer(first, mag), np.multiply.outer(second, mag_second)], axis=1)


def _options(scheme: str, options: dict[str, Any]) -> tuple[float, float, float | None]:
    known = {"theta", "head_angle", "pt_grid"}
    unknown = sorted(set(options) - known)
    if unknown:
        raise ParamError(
            "{name} is not an option of the 2-D RoPE schemes (they take {known}).",
            name=unknown[0],
            known=", ".join(sorted(known)),
        )
    theta = _theta(scheme, options.get("theta"))
    head_angle = real("head_angle", options.get("head_angle", 0.0), -1e6, 1e6)
    pt = options.get("pt_grid")
    pt_grid = None if pt is None else float(whole("pt_grid", pt, 1, MAX_GRID))
    return theta, head_angle, pt_grid


def vision_rope_angles(scheme: str, grid_h: int, grid_w: int, head_dim: int, **options: Any) -> np.ndarray:
    """(grid_h, grid_w, head_dim) float64: the angle (radians) each dimension of a query or key at row r, column
    c is rotated by; both dimensions of a pair carry their pair's angle. Options: ``theta`` (default: the
    scheme's, VISION_ROPE_THETA), ``head_angle`` (mixed: the head's direction a, radians) and ``pt_grid``
    (eva02: the pretraining grid's side; None leaves the coordinates unscaled). The CLS token of llama4-vision
    (last in its sequence) turns by 0 at every dimension; it is not a cell of this table."""
    scheme = check_scheme(scheme)
    grid_h, grid_w = check_grid(grid_h, grid_w)
    head_dim = check_vision_head_dim(head_dim)
    theta, head_angle, pt_grid = _options(scheme, options)
    check_allocation((grid_h * grid_w, head_dim), 8 * 3, "2-D RoPE angle table")
    rows, cols = np.divmod(np.arange(grid_h * grid_w), grid_w)
    pair = _pair_angles(scheme, rows, cols, grid_h, grid_w, head_dim, theta, head_angle, pt_grid)
    angles = np.empty((grid_h * grid_w, head_dim))
    dims = vision_pair_dims(scheme, head_dim)
    angles[:, dims[:, 0]] = pair
    angles[:, dims[:, 1]] = pair
    return angles.reshape(grid_h, grid_w, head_dim)


def vision_rope_scores(
    scheme: str, grid_h: int, grid_w: int, head_dim: int, row: int, col: int, q: Any, k: Any, **options: Any
) -> np.ndarray:
    """(grid_h, grid_w) float64: q rotated at (row, col) dotted with k rotated at every cell, the raw dot product
    (not divided by sqrt(head_dim)); q and k are vectors of length head_dim. A pair (a, b) at angles phi_m, phi_n
    adds Re[(q_a + i q_b) conj(k_a + i k_b) e^(i (phi_m - phi_n))]."""
    angles = vision_rope_angles(scheme, grid_h, grid_w, head_dim, **options)
    grid_h, grid_w = angles.shape[:2]
    row, col = whole("row", row, 0, grid_h - 1), whole("col", col, 0, grid_w - 1)
    qv, kv = _vector("q", q, angles.shape[2]), _vector("k", k, angles.shape[2])
    dims = vision_pair_dims(scheme, angles.shape[2])
    qc = qv[dims[:, 0]] + 1j * qv[dims[:, 1]]
    kc = kv[dims[:, 0]] + 1j * kv[dims[:, 1]]
    phi = angles[:, :, dims[:, 0]]
    delta = phi[row, col][None, None, :] - phi
    return np.real(np.exp(1j * delta) @ (qc * np.conj(kc)))


def _vector(name: str, value: Any, n: int) -> np.ndarray:
    try:
        v = np.asarray(value, dtype=np.float64)
    except (TypeError, ValueError):
        raise ParamError("{name} must be a vector of {n} numbers.", name=name, n=n) from None
    if v.shape != (n,) or not np.all(np.isfinite(v)):
        raise ParamError("{name} must be a vector of {n} finite numbers.", name=name, n=n)
    return v


def qwen_patch_order(grid_h: int, grid_w: int, spatial_merge_size: int = 2) -> np.ndarray:
    """(grid_h * grid_w, 2) int: (row, column) of the patches in the order Qwen2/2.5/3-VL's vision encoder holds
    them (``rot_pos_emb``): merge block by merge block, row-major over the blocks, and row-major inside each
    spatial_merge_size x spatial_merge_size block. grid_h and grid_w must be multiples of the merge size."""
    grid_h, grid_w = check_grid(grid_h, grid_w)
    m = whole("spatial_merge_size", spatial_merge_size, 1, 16)
    for name, n in (("grid_h", grid_h), ("grid_w", grid_w)):
        if n % m:
            raise ParamError(
                "{name} must be a multiple of spatial_merge_size ({m}), not {value}.", name=name, m=m, value=n
            )
    rows = np.broadcast_to(np.arange(grid_h)[:, None], (grid_h, grid_w))
    cols = np.broadcast_to(np.arange(grid_w)[None, :], (grid_h, grid_w))

    def blocks(a: np.ndarray) -> np.ndarray:
        return a.reshape(grid_h // m, m, grid_w // m, m).transpose(0, 2, 1, 3).ravel()

    return np.column_stack([blocks(rows), blocks(cols)])
