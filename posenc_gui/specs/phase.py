"""The rotating 2-D phase vector: each frequency pair (sin, cos) is a point on the unit circle that turns
by w_i per position, so every position gets its own direction. Several pairs at once are clock hands."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np

from ..core import MAX_D_MODEL, MAX_SELECTED, Params, frequencies
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec, shared_key
from .kit.fields import index_option, whole_option

if TYPE_CHECKING:
    import numpy.typing as npt
MAX_TRAIL = 1000


@record
class PhaseOptions(Options):
    pair: int = whole_option(
        0,
        0,
        MAX_D_MODEL // 2 - 1,
        live=lambda p: (0, p.n_pairs - 1),  # Alt+I
        label="Pair &i:",
        tip=("Frequency index i of the pair (dims 2i and 2i+1 in the interleaved layout); higher i turns more slowly."),
    )
    trail: int = whole_option(
        12,
        0,
        MAX_TRAIL,
        label="&Trail:",  # earlier positions drawn behind the vector
        tip="How many earlier integer positions are drawn behind the vector.",
    )
    clock_pairs: tuple[int, ...] = index_option(
        (0, 2, 4, 8),
        MAX_D_MODEL // 2 - 1,
        MAX_SELECTED,  # the clock's hands
        label="Clock hand&s:",
        tip="Frequency indices drawn as clock hands, separated by commas.",
    )

    def visible_hands(self, params: Params) -> tuple[int, ...]:
        return tuple(i for i in self.clock_pairs if i < params.n_pairs)


def unit_points(angles: npt.ArrayLike) -> np.ndarray:
    """(n, 2) points (cos, sin) on the unit circle."""
    angles = np.atleast_1d(angles)
    return np.column_stack([np.cos(angles), np.sin(angles)]).reshape(-1, 2)


@record(eq=False)
class PhaseResult(Result):
    """What changes only at integer crossings of the position; the vector and the hands at the exact
    (fractional) position are `vector_at` and `hands_at`, cheap enough for every animation frame."""

    pair: int
    omega: float  # w_pair
    trail_positions: np.ndarray  # integer positions up to floor(position)
    trail: np.ndarray  # (n, 2) their points (cos, sin)
    hand_pairs: np.ndarray  # pair indices drawn as hands
    hand_omega: np.ndarray  # their frequencies

    def vector_at(self, position: float) -> np.ndarray:
        angle = position * self.omega  # (one angle: the ufuncs on a scalar, as unit_points on one point)
        return np.array([np.cos(angle), np.sin(angle)])

    def hands_at(self, position: float) -> np.ndarray:
        return unit_points(position * self.hand_omega)

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return ["position", "cos", "sin"], np.column_stack([self.trail_positions, self.trail])

    def arrays(self) -> Arrays:
        return grid(
            "trail",
            self.trail,
            ("position", "component"),
            {"position": self.trail_positions, "component": np.array(["cos", "sin"])},
            pair=self.pair,
            omega=self.omega,
            hand_pairs=self.hand_pairs,
            hand_omega=self.hand_omega,
        )


def compute(params: Params, options: PhaseOptions) -> PhaseResult:
    omega = frequencies(params.d_model, params.base)
    pair = min(options.pair, params.n_pairs - 1)
    last = math.floor(params.position)
    trail_pos = np.arange(max(0, last - options.trail + 1), last + 1 if options.trail else 0, dtype=np.float64)
    hands = np.array(options.visible_hands(params), dtype=np.int64)
    return PhaseResult(pair, float(omega[pair]), trail_pos, unit_points(trail_pos * omega[pair]), hands, omega[hands])


def _key(spec: ViewSpec, params: Params, options: Options) -> tuple[object, ...]:
    # the trail changes only when the position crosses an integer
    return (*shared_key(spec, params, options), math.floor(params.position))


SPEC = ViewSpec(
    id="phase",
    chapter="sinusoidal",
    title="Phase vector",
    description="The pair (cos(pos·ω_i), sin(pos·ω_i)) turning on the unit circle, and several pairs as "
    "clock hands turning at their own speeds.",
    area="right",
    reads=("d_model", "base", "layout"),
    compute=compute,
    options=PhaseOptions,
    key=_key,
    animated=True,
    shares={"pair": "pair"},  # the frequency pair the spectrum, the keys and the lesson pick
)
