"""Position fingerprints: the PE vectors of a few chosen positions, value against dimension, with the
current position's vector among them. Low dimensions differ most between nearby positions; high ones are
nearly the same for all of them."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..core import MAX_D_MODEL, MAX_SELECTED, index_set, values
from ..core.validation import MAX_POSITION, whole
from .base import Options, Result, ViewSpec


@dataclass(frozen=True)
class VectorsOptions(Options):
    positions: tuple = (0, 1, 2, 10, 25, 49)   # the lesson's positions (those past max_len are left out)
    first_dims: int = 32                        # dimensions shown, from 0 (the whole vector when larger)

    def __post_init__(self):
        object.__setattr__(self, "positions", index_set("positions", self.positions, MAX_POSITION - 1,
                                                        MAX_SELECTED))
        object.__setattr__(self, "first_dims", whole("first_dims", self.first_dims, 1, MAX_D_MODEL))


@dataclass(frozen=True, eq=False)
class VectorsResult(Result):
    positions: np.ndarray   # the chosen positions that exist (< max_len)
    dims: np.ndarray        # 0 .. n-1
    values: np.ndarray      # (len(positions), n)
    position: float         # the current position
    current: np.ndarray     # (n,) its vector

    def data_table(self):
        names = ["dim"] + [f"pos_{int(p)}" for p in self.positions] + ["current"]
        return names, np.column_stack([self.dims, self.values.T, self.current])


def compute(params, options: VectorsOptions) -> VectorsResult:
    n = min(options.first_dims, params.d_model)
    dims = np.arange(n)
    chosen = np.array([p for p in options.positions if p < params.max_len], dtype=np.float64)
    table = (values(chosen, dims, params.d_model, params.base, params.layout).astype(np.float64)
             if chosen.size else np.empty((0, n)))
    current = values([params.position], dims, params.d_model, params.base, params.layout)[0].astype(np.float64)
    return VectorsResult(chosen, dims.astype(np.float64), table, float(params.position), current)


SPEC = ViewSpec(
    id="vectors",
    title="Position vectors",
    description="The encoding vectors of chosen positions, value against dimension, and the current "
                "position's: each position has its own fingerprint.",
    area="bottom",
    reads=("max_len", "d_model", "base", "layout", "position"),
    compute=compute,
    options=VectorsOptions,
)
