"""Learned absolute position tables: as BERT and GPT-2 initialise them (seeded N(0, 0.02)), and one as
trained (all-MiniLM-L6-v2's 512 x 384, shipped under resources/learned with its licence and provenance).

A learned table has one row per position it was trained with and nothing beyond: unlike sinusoidal PE it
cannot be evaluated at position 512 of a 512-row table.
"""

from __future__ import annotations

import numpy as np

from ..records import record
from ..resources import resource_path
from .budget import check_allocation
from .errors import ParamError
from .validation import whole

INIT_STD = 0.02
SEED = 0
TRAINED_FILE = ("learned", "all-MiniLM-L6-v2.position_embeddings.npy")


@record
class TableKind:
    id: str
    title: str
    rows: int
    d_model: int | None  # None: the table takes the current d_model (an initialisation)


KINDS = {
    k.id: k
    for k in (
        TableKind("minilm", "all-MiniLM-L6-v2 (trained, BERT family)", 512, 384),
        TableKind("bert-init", "BERT initialisation, N(0, 0.02)", 512, None),
        TableKind("gpt2-init", "GPT-2 initialisation, N(0, 0.02)", 1024, None),
    )
}

_trained_cache: dict[str, np.ndarray] = {}


def trained_table() -> np.ndarray:
    """all-MiniLM-L6-v2's position embeddings, (512, 384) float32 (stored as float16), read once."""
    if "minilm" not in _trained_cache:
        path = resource_path(*TRAINED_FILE)
        try:
            table = np.load(path, allow_pickle=False)
        except (OSError, ValueError) as exc:
            raise ParamError("the trained table {name} cannot be read: {why}", name=path.name, why=exc) from None
        if table.shape != (KINDS["minilm"].rows, KINDS["minilm"].d_model):
            raise ParamError(
                "the trained table {name} has shape {shape}, not 512 x 384.",
                name=path.name,
                shape=" x ".join(map(str, table.shape)),
            )
        table = table.astype(np.float32)
        table.setflags(write=False)
        _trained_cache["minilm"] = table
    return _trained_cache["minilm"]


def learned_table(kind: str = "minilm", d_model: int = 384, seed: int = SEED) -> np.ndarray:
    """The table of `kind` (see KINDS) as float32: the trained MiniLM table (always 384 wide), or an
    initialisation with `d_model` columns, seeded."""
    if kind not in KINDS:
        raise ParamError(
            "the learned table must be one of {kinds}, not {value}.", kinds=", ".join(KINDS), value=repr(kind)
        )
    spec = KINDS[kind]
    if spec.d_model is not None:
        return trained_table()
    d_model = whole("d_model", d_model, 1, 2**20)
    check_allocation((spec.rows, d_model), 8, "learned table")
    return np.random.default_rng(seed).normal(0.0, INIT_STD, (spec.rows, d_model)).astype(np.float32)


def cosine_matrix(table: np.ndarray) -> np.ndarray:
    """cos(angle) between every two rows of an (n, d) table: shape (n, n), float64."""
    t = np.asarray(table, dtype=np.float64)
    check_allocation((t.shape[0], t.shape[0]), 8, "cosine matrix")
    norms = np.linalg.norm(t, axis=1)
    norms[norms == 0] = 1.0
    u = t / norms[:, None]
    return u @ u.T


def pca_2d(table: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The rows of an (n, d) table projected on their first two principal axes (centred), shape (n, 2), and the
    share of the variance each axis explains, shape (2,). Signs are fixed so that the first row has non-negative
    coordinates (SVD's are arbitrary)."""
    t = np.asarray(table, dtype=np.float64)
    centred = t - t.mean(axis=0)
    rows, cols = centred.shape
    # the two largest eigenpairs of the smaller of the covariance (cols x cols) and Gram (rows x rows)
    # matrices: the same axes as an SVD's, several times faster (an SVD of 512 x 384 took 30 ms)
    if cols <= rows:
        values, vectors = np.linalg.eigh(centred.T @ centred)
        top = np.argsort(values)[::-1][:2]
        coords = centred @ vectors[:, top]
    else:
        values, vectors = np.linalg.eigh(centred @ centred.T)
        top = np.argsort(values)[::-1][:2]
        coords = vectors[:, top] * np.sqrt(np.clip(values[top], 0.0, None))
    signs = np.where(coords[0] < 0, -1.0, 1.0)
    total = float((centred**2).sum()) or 1.0
    coords, share = coords * signs, np.clip(values[top], 0.0, None) / total
    if coords.shape[1] < 2:  # one column or one row (d_model = 1): a second axis that holds nothing
        coords = np.pad(coords, ((0, 0), (0, 2 - coords.shape[1])))
        share = np.pad(share, (0, 2 - share.size))
    return coords, share
