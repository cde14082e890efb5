"""The fixed 2-D sin-cos table of vision Transformers, as MAE builds it (facebookresearch/mae, util/pos_embed.py).

MAE's get_2d_sincos_pos_embed makes the grid with ``np.meshgrid(grid_w, grid_h)`` ("here w goes first"), so
``grid[0]`` holds each token's column and ``grid[1]`` its row. It then encodes ``grid[0]`` into the half it calls
``emb_h`` (the first dim/2 columns of the table) and ``grid[1]`` into ``emb_w`` (the last dim/2): the half named
for the height encodes the column, and the other the row (MAE issue #18). Each half is the 1-D table of
get_1d_sincos_pos_embed_from_grid: for a coordinate p and D = dim/2,
    omega_i = 1 / 10000^(i / (D/2)),  i = 0 .. D/2 - 1,   half = [sin(p omega_0) ... sin(p omega_{D/2-1}),
                                                                   cos(p omega_0) ... cos(p omega_{D/2-1})]
(all the sines first, then all the cosines). Tokens are row-major: row r and column c is token r * grid_w + c;
with cls_token a row of zeros comes first.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .budget import check_allocation
from .errors import ParamError
from .validation import base_value, whole

MAX_GRID = 1024  # patches along a side
MAX_VISION_DIM = 4096  # the embedding width of a table


def check_grid(grid_h: Any, grid_w: Any) -> tuple[int, int]:
    """The patch grid's height and width, each 1 .. MAX_GRID."""
    return whole("grid_h", grid_h, 1, MAX_GRID), whole("grid_w", grid_w, 1, MAX_GRID)


def check_sincos_dim(dim: Any) -> int:
    """MAE's width: a multiple of 4 (each half is a 1-D table of even width)."""
    dim = whole("dim", dim, 4, MAX_VISION_DIM)
    if dim % 4:
        raise ParamError(
            "{name} must be a multiple of 4 (two halves of sines and cosines), not {value}.", name="dim", value=dim
        )
    return dim


def sincos_1d(half: int, positions: np.ndarray, base: float = 10000.0) -> np.ndarray:
    """MAE's get_1d_sincos_pos_embed_from_grid: (len(positions), half), all sines then all cosines, float64;
    omega_i = base^(-i / (half/2))."""
    half = whole("half", half, 2, MAX_VISION_DIM)
    if half % 2:
        raise ParamError("{name} must be even, not {value}.", name="half", value=half)
    base = base_value(base)
    omega = np.arange(half // 2, dtype=np.float64) / (half / 2.0)
    omega = 1.0 / base**omega
    out = np.multiply.outer(np.asarray(positions, dtype=np.float64).ravel(), omega)
    return np.concatenate([np.sin(out), np.cos(out)], axis=1)


def sincos_2d(grid_h: int, grid_w: int, dim: int, base: float = 10000.0, cls_token: bool = False) -> np.ndarray:
    """MAE's 2-D sin-cos table, shape (grid_h * grid_w [+ 1], dim), float64, tokens row-major (row r, column c at
    r * grid_w + c; a zero row first with cls_token). Columns 0 .. dim/2 - 1 (MAE's ``emb_h``) encode the
    column c, columns dim/2 .. dim - 1 (``emb_w``) the row r; each half is sines then cosines."""
    grid_h, grid_w = check_grid(grid_h, grid_w)
    dim = check_sincos_dim(dim)
    if not isinstance(cls_token, (bool, np.bool_)):
        raise ParamError("{name} must be True or False, not {value}.", name="cls_token", value=repr(cls_token))
    check_allocation((grid_h * grid_w + 1, dim), 8, "2-D sin-cos table")
    cols, rows = np.meshgrid(np.arange(grid_w, dtype=np.float64), np.arange(grid_h, dtype=np.float64))
    emb_h = sincos_1d(dim // 2, cols, base)  # MAE's name; it holds the columns
    emb_w = sincos_1d(dim // 2, rows, base)
    table = np.concatenate([emb_h, emb_w], axis=1)
    if cls_token:
        table = np.concatenate([np.zeros((1, dim)), table], axis=0)
    return table
