"""Learned position tables beside sinusoidal PE: the table, the cosine similarity of its positions next to
the sinusoidal one of the same size, and both sets of position vectors projected on their first two
principal axes. A learned table ends at its last row; sinusoidal PE goes on."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..core.learned import KINDS, cosine_matrix, learned_table, pca_2d
from ..core.sinusoidal import sinusoidal
from ..core.validation import choice
from .base import Options, Result, ViewSpec

@dataclass(frozen=True)
class LearnedOptions(Options):
    kind: str = "minilm"

    def __post_init__(self):
        choice("kind", self.kind, KINDS)


@dataclass(frozen=True, eq=False)
class LearnedResult(Result):
    kind: str
    title: str
    table: np.ndarray         # (rows, d) the learned table
    cos_learned: np.ndarray   # (rows, rows) cosine similarity of its positions
    cos_sin: np.ndarray       # (rows, rows) the same for sinusoidal PE of the same rows and width
    pca_learned: np.ndarray   # (rows, 2), scaled to unit RMS radius
    pca_sin: np.ndarray       # (rows, 2), scaled likewise
    explained: tuple          # (learned, sinusoidal): variance share of the two axes

    def data_table(self):
        rows = self.table.shape[0]
        return (["position", "pc1_learned", "pc2_learned", "pc1_sinusoidal", "pc2_sinusoidal"],
                np.column_stack([np.arange(rows), self.pca_learned, self.pca_sin]))


def _unit_rms(coords: np.ndarray) -> np.ndarray:
    rms = float(np.sqrt((coords ** 2).sum(axis=1).mean())) or 1.0
    return coords / rms


def compute(params, options: LearnedOptions) -> LearnedResult:
    spec = KINDS[options.kind]
    table = learned_table(options.kind, params.d_model)
    rows, d = table.shape
    sin = sinusoidal(rows, d, params.base, params.layout, dtype=np.float64)
    pca_l, var_l = pca_2d(table)
    pca_s, var_s = pca_2d(sin)
    return LearnedResult(options.kind, spec.title, table, cosine_matrix(table), cosine_matrix(sin),
                         _unit_rms(pca_l), _unit_rms(pca_s), (float(var_l.sum()), float(var_s.sum())))


SPEC = ViewSpec(
    id="learned",
    title="Learned positions",
    description="A learned position table (all-MiniLM-L6-v2 as trained, or BERT/GPT-2 initialisations): its "
                "values, the cosine similarity of its positions beside sinusoidal PE's, and both projected "
                "on two principal axes.",
    area="top",
    reads=("d_model", "base", "layout"),
    compute=compute,
    options=LearnedOptions,
)
