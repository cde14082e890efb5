"""Learned position tables beside sinusoidal PE: the table, the cosine similarity of its positions next to
the sinusoidal one of the same size, and both sets of position vectors projected on their first two
principal axes. A learned table ends at its last row; sinusoidal PE goes on."""

from __future__ import annotations

import functools
from typing import Any, cast

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.learned import KINDS, cosine_matrix, learned_table, pca_2d
from ..core.sinusoidal import sinusoidal
from ..model_files.inspection import ModelInfo, load_table
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import MODEL, Options, Result, ViewSpec, shared_key
from .kit.fields import choice_option
from .kit.paper import PaperLayout

OPENED = "opened"
MAX_OPENED_ROWS = 2048  # an opened table's positions shown (its cosine matrix is rows x rows)


@record
class LearnedOptions(Options):
    kind: str = choice_option(
        "minilm",
        (*((k.id, k.title) for k in KINDS.values()), (OPENED, "the opened model's table, beside all-MiniLM-L6-v2")),
        tip=(  # (items name it)
            "A position table as trained (all-MiniLM-L6-v2, a BERT-family model, 512 positions × 384), as BERT "
            "(512) and GPT-2 (1024) initialise theirs, or the table of the model opened with File > Open model…"
        ),
    )


@record(eq=False)
class LearnedResult(Result):
    kind: str
    title: str
    table: np.ndarray  # (rows, d) the learned table
    cos_learned: np.ndarray  # (rows, rows) cosine similarity of its positions
    cos_sin: np.ndarray  # (rows, rows) the same for sinusoidal PE of the same rows and width
    pca_learned: np.ndarray  # (rows, 2), scaled to unit RMS radius
    pca_sin: np.ndarray  # (rows, 2), scaled likewise
    explained: tuple[float, float]  # (learned, sinusoidal): variance share of the two axes
    reference: str = "sinusoidal"  # what the right-hand panels show: sinusoidal PE, or MiniLM's trained table
    total_rows: int = 0  # an opened table's rows (its first MAX_OPENED_ROWS are shown); 0: all shown

    def data_table(self) -> tuple[list[str], np.ndarray]:
        rows = self.table.shape[0]
        return (
            ["position", "pc1_learned", "pc2_learned", "pc1_sinusoidal", "pc2_sinusoidal"],
            np.column_stack([np.arange(rows), self.pca_learned, self.pca_sin]),
        )

    def arrays(self) -> Arrays:
        """`table` (position x dim): the learned table itself; beside it the cosine matrices and the projections
        on two principal axes (the CSV's columns)."""
        names, table = self.data_table()
        return grid(
            "table",
            self.table,
            ("position", "dim"),
            cos_learned=self.cos_learned,
            cos_sinusoidal=self.cos_sin,
            pca_learned=self.pca_learned,
            pca_sinusoidal=self.pca_sin,
            explained=np.array(self.explained),  # (the cast: extras, which mypy would fit to coordinates)
            **cast("dict[str, Any]", {n: table[:, k] for k, n in enumerate(names) if k}),
        )


def _unit_rms(coords: np.ndarray) -> np.ndarray:
    rms = float(np.sqrt((coords**2).sum(axis=1).mean())) or 1.0
    return coords / rms


def _learned_part(kind: str, d_model: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """(table, its cosine matrix, its PCA, the PCA's variance share)."""
    return _learned_part_of(learned_table(kind, d_model))


def _learned_part_of(table: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    pca, share = pca_2d(table)
    return table, cosine_matrix(table), _unit_rms(pca), float(share.sum())


@functools.cache
def _trained_part(kind: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """The trained table's part, the same for every d_model, base and layout: computed once, kept read-only
    (one table of its own width per trained kind; initialisations are d_model wide and not kept)."""
    parts = _learned_part(kind, cast(int, KINDS[kind].d_model))  # (a trained kind has its width)
    for a in parts[:3]:
        a.setflags(write=False)
    return parts


def opened_table(model: ModelInfo | None) -> tuple[np.ndarray, int]:
    """The opened model's absolute position table (its offset rows dropped: OPT's first two are not positions),
    at most MAX_OPENED_ROWS of it; and its rows in all."""
    if model is None:
        raise ParamError("No model is open: open one with File > Open model…, or choose another table.")
    table = next(
        (
            t
            for t in model.tables
            if t.offset_rows is not None and len(t.shape) == 2 and "relative_attention_bias" not in t.name
        ),
        None,
    )
    if table is None:
        raise ParamError(
            "The opened model {name} has no learned position table ({kind}).", name=model.name, kind=model.type
        )
    values = load_table(model, table.name)[table.offset_rows :]
    rows = values.shape[0]
    return np.array(values[:MAX_OPENED_ROWS], dtype=np.float32), rows


def compute(params: Params, options: LearnedOptions, model: ModelInfo | None = None) -> LearnedResult:
    if options.kind == OPENED:
        values, rows = opened_table(model)
        table, cos_l, pca_l, var_l = _learned_part_of(values)
        _, cos_m, pca_m, var_m = _trained_part("minilm")
        return LearnedResult(
            OPENED,
            cast(ModelInfo, model).name,  # (opened_table refused None)
            table,
            cos_l,
            cos_m,
            pca_l,
            pca_m,
            (var_l, var_m),
            "all-MiniLM-L6-v2",
            rows if rows > values.shape[0] else 0,
        )
    spec = KINDS[options.kind]
    if spec.d_model is not None:
        table, cos_l, pca_l, var_l = _trained_part(options.kind)
    else:
        table, cos_l, pca_l, var_l = _learned_part(options.kind, params.d_model)
    rows, d = table.shape
    sin = sinusoidal(rows, d, params.base, params.layout, dtype=np.float64)
    pca_s, var_s = pca_2d(sin)
    return LearnedResult(
        options.kind, spec.title, table, cos_l, cosine_matrix(sin), pca_l, _unit_rms(pca_s), (var_l, float(var_s.sum()))
    )


def _key(spec: ViewSpec, params: Params, options: LearnedOptions) -> tuple[object, ...]:
    """The trained table has its own width: then d_model changes nothing here (a drag of d_model would
    recompute the same PCA at every step)."""
    if options.kind == OPENED:
        return (options,)  # (the model is in the hints)
    if KINDS[options.kind].d_model is not None:
        return (params.base, params.layout, options)
    return shared_key(spec, params, options)


SPEC = ViewSpec(
    id="learned",
    paper=PaperLayout(("table", "cosine", "cosine-sinusoidal", "pca", "pca-sinusoidal"), shown=("table", "cosine")),
    chapter="learned",
    title="Learned positions",
    description="A learned position table (all-MiniLM-L6-v2 as trained, or BERT/GPT-2 initialisations): its "
    "values, the cosine similarity of its positions beside sinusoidal PE's, and both projected "
    "on two principal axes.",
    area="top",
    reads=("d_model", "base", "layout"),
    compute=compute,
    options=LearnedOptions,
    key=_key,
    uses={"model": MODEL},
)
