"""The shared, frozen, validated parameters every view reads: the encoding and the current position.

Options of single views (which dimensions the waves show, the phase view's pair ...) are not here: each
view declares its own options class in posenc_gui.specs, so adding a view never touches this file.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..records import record
from .errors import ParamError
from .sinusoidal import check_layout, n_pairs
from .validation import base_value
from .validation import real as _real
from .validation import whole as _whole

MAX_D_MODEL = 4096
MAX_LEN = 10**7
MAX_SELECTED = 10  # curves or clock hands at once; more stops being readable


@record
class Params:
    """The encoding (d_model, max_len, base, layout) and the shared current position.

    Build with Params(...) or params.replace(...); both validate. Any d_model up to MAX_D_MODEL goes with any
    max_len up to MAX_LEN: views compute only what they show, and the core functions that build tables
    guard their own allocations (posenc_gui.core.budget)."""

    d_model: int = 64
    max_len: int = 100
    base: float = 10000.0
    layout: str = "interleaved"
    position: float = 0.0  # fractional while animating

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        set_(self, "d_model", _whole("d_model", self.d_model, 1, MAX_D_MODEL))
        set_(self, "max_len", _whole("max_len", self.max_len, 1, MAX_LEN))
        set_(self, "base", base_value(self.base))
        check_layout(self.layout)
        set_(self, "position", _real("position", self.position, 0.0, self.max_len - 1))

    @property
    def table_bytes(self) -> int:
        """Size of the whole float32 table (informative: no view builds it at this size)."""
        return self.max_len * self.d_model * 4

    @property
    def n_pairs(self) -> int:
        return n_pairs(self.d_model)

    def replace(self, **changes: Any) -> Params:
        """A new validated Params with `changes`. A position not given explicitly is clamped into a
        shrunken max_len, so shrinking the table moves the position instead of failing."""
        unknown = set(changes) - set(PARAM_NAMES)
        if unknown:
            raise ParamError("unknown parameter(s): {names}.", names=", ".join(sorted(unknown)))
        merged = {n: getattr(self, n) for n in PARAM_NAMES} | changes  # (asdict deep-copies: 5x slower)
        if "position" not in changes:
            max_len = _whole("max_len", merged["max_len"], 1, MAX_LEN)  # validated before the clamp uses it
            merged["position"] = min(merged["position"], max_len - 1)
        return Params(**merged)

    def changed_fields(self, other: Params) -> frozenset[str]:
        return frozenset(n for n in PARAM_NAMES if getattr(self, n) != getattr(other, n))

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Params:
        """Params from a stored dict; unknown keys are ignored so old files keep loading."""
        if not isinstance(data, dict):
            raise ParamError("stored parameters are not a mapping.")
        return cls().replace(**{k: v for k, v in data.items() if k in PARAM_NAMES})


PARAM_NAMES = tuple(f.name for f in dataclasses.fields(Params))
