"""Each RoPE pair's wavelength without scaling and under the chosen rule (a model preset, the opened model or a
rule typed in), with the original (before extension) and target contexts, YaRN's ramp or Llama 3's bands, the
dimensions a partial rotary factor leaves unrotated, and the ratio per pair."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..core.rope_scaling import llama3_band_wavelengths, unrotated_dims, wavelengths, yarn_band
from ..records import record
from .kit.base import MODEL, NoOptions, Result, ViewSpec
from .kit.long_context import OWNER, LongContextOptions, Setting, resolve

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo


@record(eq=False)
class RopeFrequenciesResult(Result):
    setting: Setting
    inv_freq_default: np.ndarray  # (rotary_dim/2,)
    inv_freq_scaled: np.ndarray
    attention_factor: float
    band: tuple[float, float] | None  # YaRN: (first, last) pair of the ramp; None for other rules
    wavelength_band: tuple[float, float] | None  # Llama 3: (high-frequency wavelength, low-frequency wavelength)
    unrotated: np.ndarray  # the head's dimensions left unrotated

    @property
    def wavelength_default(self) -> np.ndarray:
        return wavelengths(self.inv_freq_default)

    @property
    def wavelength_scaled(self) -> np.ndarray:
        return wavelengths(self.inv_freq_scaled)

    @property
    def ratio(self) -> np.ndarray:
        """How much longer each pair's wavelength is under the rule (1: kept)."""
        return self.inv_freq_default / self.inv_freq_scaled

    def data_table(self) -> tuple[list[str], np.ndarray]:
        pairs = np.arange(self.inv_freq_default.size, dtype=np.float64)
        return (
            ["pair", "inv_freq_default", "inv_freq_scaled", "wavelength_default", "wavelength_scaled", "ratio"],
            np.column_stack(
                [
                    pairs,
                    self.inv_freq_default,
                    self.inv_freq_scaled,
                    self.wavelength_default,
                    self.wavelength_scaled,
                    self.ratio,
                ]
            ),
        )


def rule_marks(s: Setting) -> tuple[tuple[float, float] | None, tuple[float, float] | None]:
    """(YaRN's ramp as pairs, Llama 3's band as wavelengths), each None when the rule has none."""
    scaling = s.scaling or {}
    band = wavelength_band = None
    # (YaRN and Llama 3 always have an original context: their key, or YaRN's max_position_embeddings)
    original = int(scaling.get("original_max_position_embeddings") or s.trained or 0)
    if s.rule == "yarn":
        band = yarn_band(
            s.head_dim,
            s.base,
            original,
            scaling.get("beta_fast", 32.0),
            scaling.get("beta_slow", 1.0),
            scaling.get("truncate", True),
            s.partial,
        )
    elif s.rule == "llama3":
        wavelength_band = llama3_band_wavelengths(
            original, scaling.get("low_freq_factor", 1.0), scaling.get("high_freq_factor", 4.0)
        )
    return band, wavelength_band


def compute(
    params: Params, options: NoOptions, setting: LongContextOptions | None = None, model: ModelInfo | None = None
) -> RopeFrequenciesResult:
    s = resolve(params, setting or LongContextOptions(), model)
    default, _ = s.inv_freq(scaled=False)
    scaled, factor = s.inv_freq()
    band, wavelength_band = rule_marks(s)
    return RopeFrequenciesResult(
        s,
        default,
        scaled,
        float(factor),
        band,
        wavelength_band,
        np.asarray(unrotated_dims(s.head_dim, s.partial), dtype=np.int64),
    )


SPEC = ViewSpec(
    id="rope-frequencies",
    chapter="long-context",
    title="RoPE frequencies",
    description="Each pair's wavelength without scaling and under a rope_scaling rule (a model preset, the opened "
    "model, or typed in), with the original (before extension) and target contexts.",
    area="top",
    reads=("d_model", "base"),
    uses={"setting": OWNER, "model": MODEL},
    compute=compute,
    options=NoOptions,
)
