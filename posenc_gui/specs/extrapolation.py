"""Past the trained length: sinusoidal PE is defined and bounded at every position, a learned table has
no row beyond its length. Shown for a trained length L and positions up to a multiple of it."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.budget import check_allocation
from ..core.screen import screen_rows
from ..core.sinusoidal import ntk_table_base
from ..core.validation import MAX_POSITION
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, whole_option

MAX_ROWS = 1024
LEARNED_STD = 0.02  # how BERT and GPT-2 initialise their position tables (the stand-in here)
SEED = 0


@record
class ExtrapolationOptions(Options):
    trained: int = whole_option(
        512,
        1,
        MAX_POSITION // 8,
        label="Trained:",  # the length trained on
        tip="The length the model was trained on (BERT 512, GPT-2 1024).",
    )
    factor: int = whole_option(
        4,
        2,
        8,
        unit="×",
        label="Show up to:",  # positions shown: factor x trained
        tip="Positions shown: up to this many times the trained length.",
    )
    # how the sinusoidal table is run past `trained`: as is, interpolated, NTK base
    extension: str = choice_option(
        "none",
        (("none", "as is"), ("interpolation", "interpolated"), ("ntk", "NTK base")),
        tip=(
            "How the sinusoidal table runs past the trained length: as is, with position interpolation (positions × "
            "trained/shown, so nothing past the trained range is met) or with the NTK-aware base (base × "
            "s^(d/(d−2)): the slowest pair ends where it did in training)"
        ),
    )


@record(eq=False)
class ExtrapolationResult(Result):
    trained: int
    shown: int  # positions 0 .. shown-1
    sinusoidal: np.ndarray  # (rows, d) the sinusoidal table at screen resolution (smooth rows if long)
    edges: np.ndarray  # (rows + 1,) row j covers positions edges[j] .. edges[j+1]-1
    learned: np.ndarray  # (learned rows, d) the stand-in table's rows (block means if long): 0 .. trained-1
    learned_edges: np.ndarray

    def data_table(self) -> tuple[list[str], np.ndarray]:
        dims = [f"dim_{k}" for k in range(self.sinusoidal.shape[1])]
        defined = (self.edges[:-1] < self.trained).astype(np.float64)
        return (
            ["first_position", "learned_defined", *dims],
            np.column_stack([self.edges[:-1], defined, self.sinusoidal]),
        )

    def arrays(self) -> Arrays:
        """`sinusoidal` (first_position x dim): the rows drawn, each standing for positions from its first to the
        next row's; the learned stand-in's rows likewise."""
        return grid(
            "sinusoidal",
            self.sinusoidal,
            ("first_position", "dim"),
            {"first_position": self.edges[:-1]},
            learned_defined=self.edges[:-1] < self.trained,
            learned=self.learned,
            learned_first_position=self.learned_edges[:-1],
            trained=self.trained,
            shown=self.shown,
        )


def learned_stand_in(trained: int, d_model: int) -> np.ndarray:
    """A seeded N(0, 0.02) table of `trained` rows: a learned position table as initialised (a stand-in;
    it has no row for a position it was not trained on)."""
    check_allocation((trained, d_model), 8, "learned stand-in table")
    return np.random.default_rng(SEED).normal(0.0, LEARNED_STD, (trained, d_model)).astype(np.float32)


def compute(params: Params, options: ExtrapolationOptions, rows: int = MAX_ROWS) -> ExtrapolationResult:
    trained, d = options.trained, params.d_model
    shown = trained * options.factor
    rows = max(8, int(rows))
    if options.extension == "interpolation":  # positions squeezed by trained/shown: the trained rows, stretched
        table, edges, _ = screen_rows(trained, d, params.base, params.layout, rows)
        edges = edges * options.factor
    else:
        base = ntk_table_base(params.base, d, trained, shown) if options.extension == "ntk" and d >= 3 else params.base
        table, edges, _ = screen_rows(shown, d, base, params.layout, rows)
    learned = learned_stand_in(trained, d)
    learned_rows = max(1, round(rows * trained / shown))
    k = -(-trained // learned_rows)
    learned_edges = np.minimum(k * np.arange(-(-trained // k) + 1), trained)
    if k > 1:
        learned = np.add.reduceat(learned, learned_edges[:-1], axis=0) / np.diff(learned_edges)[:, None]
    return ExtrapolationResult(trained, shown, table, edges, learned.astype(np.float32), learned_edges)


SPEC = ViewSpec(
    id="extrapolation",
    chapter="why-it-works",
    title="Extrapolation",
    description="Past the length a model was trained on: sinusoidal PE goes on, defined and bounded (trained "
    "models still degrade there); a learned table has no rows there.",
    area="top",
    reads=("d_model", "base", "layout"),
    compute=compute,
    options=ExtrapolationOptions,
)
