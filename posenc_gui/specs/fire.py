"""FIRE (Li et al. 2023): the bias of query i and key j is a learned MLP of the normalised distance
x_ij = ψ(i − j) / (ψ(max(i, L)) + ε), ψ(r) = log(c·r + 1). The map of x over the first positions (keys after
the query masked, L marked), x of one fixed distance against the query's position (constant up to L, then
shrinking: progressive interpolation), and an illustrative preset MLP's bias against the distance for queries
before and past L."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.fire import fire_distance, fire_mlp, fire_preset
from ..core.validation import MAX_POSITION
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, real_option, whole_option
from .kit.paper import PaperLayout

PRESETS = (
    ("alibi", "ALiBi-like (illustrative)"),
    ("kerple", "Kerple-like (illustrative)"),
    ("t5", "T5-like (illustrative)"),
)
QUERY_FACTORS = (0.5, 1.0, 4.0, 16.0)  # the queries of the bias curves: these multiples of L
CURVE_POINTS = 400


@record
class FireOptions(Options):
    preset: str = choice_option(
        "t5",
        PRESETS,
        label="&MLP:",
        tip=(
            "An illustrative MLP, not trained weights: the ReLU network that follows an ALiBi-, Kerple- or T5-like "
            "curve of the distance for a query before L at c = 0.1 and L = 512, linear between 8 distances"
        ),
    )
    c: float = real_option(
        0.1,
        1e-4,
        100.0,
        decimals=4,
        step=0.05,
        label="&c:",
        tip=(
            "ψ(r) = log(c·r + 1): a larger c spreads the near distances further apart (learned; 0.1 at initialisation)"
        ),
    )
    L: float = real_option(
        512.0,
        1.0,
        100_000.0,
        decimals=0,
        step=64,
        label="&L:",
        tip=(
            "The normaliser is ψ(max(i, L)): queries up to L share it, later ones divide by their own position "
            "(learned; 512 at initialisation)"
        ),
    )
    distance: int = whole_option(
        16,
        1,
        100_000,
        label="&Distance:",
        tip=("The fixed distance i − j whose x is drawn against the query's position i"),
    )
    span: int = whole_option(
        640,
        16,
        2048,
        label="Map &positions:",
        tip=("Queries and keys 0 … span − 1 in the map of x (and the data export's pairs)"),
    )


@record(eq=False)
class FireResult(Result):
    x: np.ndarray  # (span, span) x of query i (row), key j; NaN where j > i (masked)
    bias: np.ndarray  # (span, span) the preset's bias of x; NaN where j > i
    queries: np.ndarray  # query positions i of the fixed distance's curve
    x_fixed: np.ndarray  # x of (i, i − distance)
    bias_queries: np.ndarray  # (4,) the queries of the bias curves
    bias_distances: tuple[np.ndarray, ...]  # per query: distances 1 … i (spread)
    bias_curves: tuple[np.ndarray, ...]  # per query: the bias at those distances
    bias_at_zero: float  # the bias of distance 0 (x = 0) for every query
    c: float
    L: float
    distance: int
    preset: str

    def data_table(self) -> tuple[list[str], np.ndarray]:
        i, j = np.tril_indices(self.x.shape[0])
        return ["i", "j", "x", "bias"], np.column_stack([i, j, self.x[i, j], self.bias[i, j]]).astype(np.float64)

    def arrays(self) -> Arrays:
        """x of every query i and key j of the map (NaN for a masked key j > i); the preset's bias of each pair,
        and x of the fixed distance against the query."""
        return grid("x", self.x, ("i", "j"), bias=self.bias, query=self.queries, x_fixed_distance=self.x_fixed)


def compute(params: Params, options: FireOptions) -> FireResult:
    n, c, L = options.span, options.c, options.L
    pos = np.arange(n, dtype=np.float64)
    masked = np.triu(np.ones((n, n), dtype=bool), 1)
    x = fire_distance(pos[:, None], pos[None, :], c, L)
    mlp = fire_preset(options.preset)
    bias = fire_mlp(x, mlp)
    x[masked] = np.nan
    bias[masked] = np.nan
    d = options.distance
    top = min(float(MAX_POSITION), max(16.0 * L, 16.0 * d, 64.0))
    queries = np.unique(np.round(np.geomspace(d, top, CURVE_POINTS)))
    x_fixed = fire_distance(queries, queries - d, c, L)
    bias_queries = np.maximum(np.round(np.asarray(QUERY_FACTORS) * L), 1.0)  # (16 L is at most 1.6 million)
    distances = tuple(np.unique(np.round(np.geomspace(1.0, q, CURVE_POINTS))) for q in bias_queries)
    curves = tuple(fire_mlp(fire_distance(q, q - r, c, L), mlp) for q, r in zip(bias_queries, distances))
    return FireResult(
        x, bias, queries, x_fixed, bias_queries, distances, curves, float(fire_mlp(0.0, mlp)), c, L, d, options.preset
    )


SPEC = ViewSpec(
    id="fire",
    paper=PaperLayout(("map", "distance", "bias"), shown=("map", "bias")),
    chapter="relative",
    title="FIRE",
    description="FIRE: a learned MLP of the normalised distance ψ(i − j)/ψ(max(i, L)), ψ(r) = log(c·r + 1). The "
    "map of x, x of one distance against the query's position, and an illustrative MLP's bias.",
    area="right",
    reads=(),
    compute=compute,
    options=FireOptions,
)
