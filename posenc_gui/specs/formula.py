"""The formula with numbers: PE(pos, dim) worked out for the current (or a chosen, or the hovered) cell,
and the first eight values of that position's vector, as the lesson's worked example for d = 8 does."""

from __future__ import annotations

import math

import numpy as np

from ..core import MAX_D_MODEL, Params, dim_pair, frequencies, values
from ..core.validation import MAX_POSITION
from ..records import record
from .kit.base import Options, Result, ViewSpec
from .kit.fields import whole_option

FOLLOW = -1  # pos = the current position
WORKED = 8  # values of the vector listed


@record
class FormulaOptions(Options):
    # (no Alt letters: every letter of these labels is taken by another control of the window)
    dim: int = whole_option(
        4,
        0,
        MAX_D_MODEL - 1,
        live=lambda p: (0, p.d_model - 1),
        label="Dim:",
        tip="The dimension worked out (hovering the heatmap picks one).",
    )
    # the position: FOLLOW the current one, or a fixed one (hovering the heatmap sets it)
    pos: int = whole_option(
        FOLLOW,
        FOLLOW,
        MAX_POSITION - 1,
        live=lambda p: (FOLLOW, p.max_len - 1),
        special="current position",
        label="Position:",
        tip=("The position: the current one (the lowest value), or a fixed one (hovering the heatmap picks one)."),
    )


@record(eq=False)
class FormulaResult(Result):
    pos: float
    follows: bool  # pos is the current position
    dim: int
    pair: int  # i, with dim = 2i or 2i+1 (interleaved) or i / i + ceil(d/2) (concatenated)
    kind: str  # "sin" or "cos"
    d_model: int
    base: float
    omega: float  # base^(-2i/d)
    angle: float  # pos * omega
    value: float  # PE(pos, dim), float64
    dims: np.ndarray  # the first dimensions listed
    pairs: np.ndarray
    kinds: tuple[str, ...]
    vector: np.ndarray  # PE(pos, dims)

    def data_table(self) -> tuple[list[str], np.ndarray]:
        omega = frequencies(self.d_model, self.base)[self.pairs.astype(int)]
        return ["dim", "pair", "omega", "angle", "value"], np.column_stack(
            [self.dims, self.pairs, omega, self.pos * omega, self.vector]
        )


def compute(params: Params, options: FormulaOptions) -> FormulaResult:
    d, base, layout = params.d_model, params.base, params.layout
    follows = options.pos == FOLLOW
    pos = params.position if follows else float(min(options.pos, params.max_len - 1))
    dim = min(options.dim, d - 1)
    pair, kind = dim_pair(dim, d, layout)
    omega = float(frequencies(d, base)[int(pair)])
    angle = pos * omega
    value = math.sin(angle) if str(kind) == "sin" else math.cos(angle)
    dims = np.arange(min(WORKED, d))
    pairs, kinds = dim_pair(dims, d, layout)
    vector = values([pos], dims, d, base, layout)[0].astype(np.float64)
    return FormulaResult(
        pos,
        follows,
        dim,
        int(pair),
        str(kind),
        d,
        float(base),
        omega,
        angle,
        value,
        dims.astype(np.float64),
        pairs.astype(np.float64),
        tuple(map(str, kinds)),
        vector,
    )


SPEC = ViewSpec(
    id="formula",
    chapter="sinusoidal",
    title="Formula",
    description="The formula with the current numbers put in: PE(pos, dim) worked out step by step, and the "
    "first eight values of the position's vector.",
    area="left",
    reads=("max_len", "d_model", "base", "layout", "position"),
    compute=compute,
    options=FormulaOptions,
    shares={"cell": ("pos", "dim")},  # the cell the heatmap's pointer is over
)
