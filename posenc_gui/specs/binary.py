"""The binary-counting analogy: bit b of a counter flips every 2^b steps, the sign of a sine of period
2^(b+1); sinusoidal PE's pairs are smooth waves whose periods grow with the dimension, fast in low
dimensions like bit 0 and slow in high ones like the top bit."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.naive_codes import bit_periods, bit_waves, bits
from ..core.sinusoidal import n_pairs, pair_dims, values, wavelengths
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import whole_option

MAX_BITS = 12
MAX_COUNT = 4096


@record
class BinaryOptions(Options):
    bits: int = whole_option(
        4,
        1,
        MAX_BITS,
        label="Bits:",  # the lesson's 4-bit table
        tip="Bits of the counter (and PE columns beside them)",
    )
    count: int = whole_option(8, 2, MAX_COUNT, label="Positions:", tip="Positions shown: 0 … N−1")  # 0 .. 7


def doubling_pairs(d_model: int, base: float, count: int) -> np.ndarray:
    """The PE columns set beside `count` bits, top bit first: the pairs whose wavelengths are nearest
    2π·2^b for b = 0 .. count-1, doubling as the bits' periods 2^(b+1) do. (PE's shortest wavelength is 2π,
    pair 0's, so no column can match bits 0 and 1 themselves; spread evenly over all the pairs instead, the
    slow columns barely changed over a few positions and the analogy did not show.) Distinct, slowest first:
    fewer than `count` when d_model has fewer pairs."""
    last = n_pairs(d_model) - 1
    per_pair = 2.0 * np.log(base) / d_model  # ln of the wavelength's growth from one pair to the next
    pairs = np.round(np.arange(count) * np.log(2.0) / per_pair) if per_pair > 0 else np.zeros(count)
    return np.unique(np.clip(pairs, 0, last).astype(int))[::-1]


@record(eq=False)
class BinaryResult(Result):
    positions: np.ndarray  # 0 .. count-1
    bits: np.ndarray  # (count, n_bits) uint8, columns top bit first (as a number is written)
    waves: np.ndarray  # (count, n_bits) sin(pi (pos + 1/2) / 2^b), same column order; < 0 where the bit is 1
    periods: np.ndarray  # (n_bits,) 2^(b+1), same order
    pairs: np.ndarray  # the PE pairs shown, slowest first
    pe_dims: np.ndarray  # their sin dimensions in the current layout
    pe: np.ndarray  # (count, len(pairs)) PE(pos, sin dim of each pair)
    pe_wavelengths: np.ndarray

    @property
    def doubles(self) -> bool:
        """A column for each bit, each wavelength about twice the next (within a factor 2^±½), as the bits'
        periods are: what the key then says, checked on the numbers it speaks of (a small d_model has fewer
        pairs than bits, tenfold apart at 8)."""
        w = self.pe_wavelengths
        return w.size == self.bits.shape[1] and bool(np.all(np.abs(np.log2(w[:-1] / w[1:]) - 1) <= 0.5))

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n = self.bits.shape[1]
        names = (
            ["position"]
            + [f"bit_{n - 1 - k}" for k in range(n)]
            + [f"bit_wave_{n - 1 - k}" for k in range(n)]
            + [f"pe_dim_{int(d)}" for d in self.pe_dims]
        )
        return names, np.column_stack([self.positions, self.bits, self.waves, self.pe]).astype(np.float64)

    def arrays(self) -> Arrays:
        """`bits` (position x bit, top bit first), the sines of the bits' periods and the PE columns beside them."""
        n = self.bits.shape[1]
        return grid(
            "bits",
            self.bits,
            ("position", "bit"),
            {"position": self.positions, "bit": np.arange(n - 1, -1, -1)},
            bit_waves=self.waves,
            periods=self.periods,
            pe=self.pe,
            pe_dims=self.pe_dims,
            pe_pairs=self.pairs,
            pe_wavelengths=self.pe_wavelengths,
        )


def compute(params: Params, options: BinaryOptions) -> BinaryResult:
    positions = np.arange(options.count, dtype=np.float64)
    table = bits(options.count, options.bits)[:, ::-1]
    waves = bit_waves(positions, options.bits)[:, ::-1]
    pairs = doubling_pairs(params.d_model, params.base, options.bits)
    dims = np.array([pair_dims(int(i), params.d_model, params.layout)[0] for i in pairs])
    pe = values(positions, dims, params.d_model, params.base, params.layout).astype(np.float64)
    return BinaryResult(
        positions,
        table,
        waves,
        bit_periods(options.bits)[::-1],
        pairs,
        dims,
        pe,
        wavelengths(params.d_model, params.base)[pairs],
    )


SPEC = ViewSpec(
    id="binary",
    chapter="why-position",
    title="Binary counting",
    description="The bits of 0 .. N-1 beside sines of the same periods (their sign is the bit) and PE "
    "columns whose wavelengths double as the bits' periods do: the fast ones turn like the low bits, "
    "the slower ones like the high bits.",
    area="bottom",
    reads=("d_model", "base", "layout"),
    compute=compute,
    options=BinaryOptions,
)
