"""The spectrum of the encoding: each pair's frequency w_i = base^(-2i/d) and wavelength 2*pi/w_i, from
2*pi positions (pair 0) up to nearly 2*pi*base, against the sequence length: which pairs turn many times
within the sequence, which make part of a turn and which hardly any."""

from __future__ import annotations

import numpy as np

from ..core import Params, frequencies
from ..records import record
from .kit.base import NoOptions, Result, ViewSpec


@record(eq=False)
class SpectrumResult(Result):
    pairs: np.ndarray  # i = 0 .. ceil(d/2)-1
    omega: np.ndarray  # w_i
    wavelength: np.ndarray  # 2*pi / w_i, in positions
    turns: np.ndarray  # max_len / wavelength: full turns within the sequence
    max_len: int

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return ["pair", "omega", "wavelength", "turns_in_max_len"], np.column_stack(
            [self.pairs, self.omega, self.wavelength, self.turns]
        )


def compute(params: Params, options: NoOptions) -> SpectrumResult:
    omega = frequencies(params.d_model, params.base)
    wavelength = 2 * np.pi / omega
    return SpectrumResult(
        np.arange(omega.size, dtype=np.float64), omega, wavelength, params.max_len / wavelength, params.max_len
    )


SPEC = ViewSpec(
    id="spectrum",
    chapter="sinusoidal",
    title="Spectrum",
    description="Each pair's frequency and wavelength on a log scale against the sequence length: fast pairs "
    "turn many times within it, slow ones less than once. Hover a pair to show it in the phase "
    "vector.",
    area="left",  # under the parameters: beside the phase vector it steers, not tabbed behind it
    reads=("max_len", "d_model", "base"),
    compute=compute,
)
