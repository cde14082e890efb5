"""Position fingerprints: the PE vectors of a few chosen positions, one row each with the dimension across,
and the current position's vector under them. Low dimensions differ most between nearby positions; high ones are
nearly the same for all of them."""

from __future__ import annotations

import numpy as np

from ..core import MAX_D_MODEL, MAX_SELECTED, Params, values
from ..core.validation import MAX_POSITION
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import index_option, whole_option


@record
class VectorsOptions(Options):
    # the lesson's positions (those past max_len are left out)
    positions: tuple[int, ...] = index_option(
        (0, 1, 2, 10, 25, 49),
        MAX_POSITION - 1,
        MAX_SELECTED,
        label="V&ectors of:",
        tip=(
            "Positions whose vectors are drawn, separated by commas (at "
            "most {n}); the current position's row is framed under them."
        ),
        tip_fields=(("n", MAX_SELECTED),),
    )
    # dimensions shown, from 0 (the whole vector when larger)
    first_dims: int = whole_option(
        32,
        1,
        MAX_D_MODEL,
        label="Dim co&unt:",
        tip="How many dimensions (from 0) to show; all of them when d_model is smaller.",
    )


@record(eq=False)
class VectorsResult(Result):
    positions: np.ndarray  # the chosen positions that exist (< max_len)
    dims: np.ndarray  # 0 .. n-1
    values: np.ndarray  # (len(positions), n)
    position: float  # the current position
    current: np.ndarray  # (n,) its vector

    def data_table(self) -> tuple[list[str], np.ndarray]:
        names = ["dim"] + [f"pos_{int(p)}" for p in self.positions] + ["current"]
        return names, np.column_stack([self.dims, self.values.T, self.current])

    def arrays(self) -> Arrays:
        """`vectors` (position x dim): one row per chosen position, as drawn; `current` the current position's."""
        return grid(
            "vectors",
            self.values,
            ("position", "dim"),
            {"position": self.positions, "dim": self.dims},
            current=self.current,
            current_position=self.position,
        )


def compute(params: Params, options: VectorsOptions) -> VectorsResult:
    n = min(options.first_dims, params.d_model)
    dims = np.arange(n)
    chosen = np.array([p for p in options.positions if p < params.max_len], dtype=np.float64)
    table = (
        values(chosen, dims, params.d_model, params.base, params.layout).astype(np.float64)
        if chosen.size
        else np.empty((0, n))
    )
    current = values([params.position], dims, params.d_model, params.base, params.layout)[0].astype(np.float64)
    return VectorsResult(chosen, dims.astype(np.float64), table, float(params.position), current)


SPEC = ViewSpec(
    id="vectors",
    chapter="why-it-works",
    title="Position vectors",
    description="The encoding vectors of chosen positions, one row of colour each with the dimension across, "
    "and the current position's: each position has its own fingerprint.",
    area="bottom",
    reads=("max_len", "d_model", "base", "layout", "position"),
    compute=compute,
    options=VectorsOptions,
)
