"""The frozen, validated set of parameters every view is drawn from."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .errors import ParamError
from .validation import base_value, real as _real, whole as _whole
from .sinusoidal import check_layout, n_pairs

# A float32 table (max_len x d_model) larger than this is refused: beyond it an export or a learned table
# would not fit comfortably in a laptop's memory next to the window.
TABLE_BUDGET_BYTES = 512 * 2**20
MAX_D_MODEL = 4096
MAX_LEN = 10**7
MAX_SELECTED = 10  # curves or clock hands at once; more stops being readable


def format_bytes(n: float) -> str:
    for unit in ("bytes", "KiB", "MiB", "GiB", "TiB"):
        if n < 1024 or unit == "TiB":
            return f"{n:.0f} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    raise AssertionError


def _index_set(name: str, values, limit: int) -> tuple[int, ...]:
    try:
        items = tuple(values)
    except TypeError:
        raise ParamError("{name} must be a list of whole numbers, not {value}.", name=name,
                         value=repr(values)) from None
    out = []
    for v in items:
        v = _whole(name, v, 0, limit)
        if v not in out:
            out.append(v)
    if len(out) > MAX_SELECTED:
        raise ParamError("{name}: at most {limit} entries can be shown at once, not {count}.", name=name,
                         limit=MAX_SELECTED, count=len(out))
    return tuple(out)


@dataclass(frozen=True)
class Params:
    """All inputs of the views. Build with Params(...) or params.replace(...); both validate."""

    d_model: int = 64
    max_len: int = 100
    base: float = 10000.0
    layout: str = "interleaved"
    position: float = 0.0          # the shared current position; fractional while animating
    wave_dims: tuple = (0, 4, 8, 16, 32)   # dimensions drawn in the waves view (those >= d_model are skipped)
    pair: int = 0                  # frequency index i of the phase vector
    clock_pairs: tuple = (0, 2, 4, 8)      # frequency indices drawn as clock hands
    trail: int = 12                # earlier integer positions drawn behind the phase vector
    speed: float = 2.0             # animation speed, positions per second

    def __post_init__(self):
        set_ = object.__setattr__
        set_(self, "d_model", _whole("d_model", self.d_model, 1, MAX_D_MODEL))
        set_(self, "max_len", _whole("max_len", self.max_len, 1, MAX_LEN))
        set_(self, "base", base_value(self.base))
        check_layout(self.layout)
        set_(self, "position", _real("position", self.position, 0.0, self.max_len - 1))
        set_(self, "wave_dims", _index_set("wave_dims", self.wave_dims, MAX_D_MODEL - 1))
        last_pair = n_pairs(self.d_model) - 1
        set_(self, "pair", _whole("pair", self.pair, 0, last_pair))
        set_(self, "clock_pairs", _index_set("clock_pairs", self.clock_pairs, MAX_D_MODEL // 2 - 1))
        set_(self, "trail", _whole("trail", self.trail, 0, 1000))
        set_(self, "speed", _real("speed", self.speed, 0.01, 1000.0))
        size = self.table_bytes
        if size > TABLE_BUDGET_BYTES:
            raise ParamError(
                "A {max_len} x {d_model} float32 table would take {size}; the limit is {limit}. "
                "Lower max_len or d_model.", max_len=self.max_len, d_model=self.d_model,
                size=format_bytes(size), limit=format_bytes(TABLE_BUDGET_BYTES))

    @property
    def table_bytes(self) -> int:
        return self.max_len * self.d_model * 4

    @property
    def n_pairs(self) -> int:
        return n_pairs(self.d_model)

    def visible_wave_dims(self) -> tuple:
        return tuple(d for d in self.wave_dims if d < self.d_model)

    def visible_clock_pairs(self) -> tuple:
        return tuple(i for i in self.clock_pairs if i < self.n_pairs)

    def replace(self, **changes) -> "Params":
        """A new validated Params with `changes`. Values that depend on d_model or max_len and were not
        given explicitly are clamped into their new range, so shrinking max_len moves the position
        instead of failing."""
        unknown = set(changes) - {f.name for f in dataclasses.fields(self)}
        if unknown:
            raise ParamError("unknown parameter(s): {names}.", names=", ".join(sorted(unknown)))
        merged = dataclasses.asdict(self) | changes
        for name in ("d_model", "max_len"):  # validate these first: the clamps below rely on them
            _whole(name, merged[name], 1, MAX_D_MODEL if name == "d_model" else MAX_LEN)
        if "position" not in changes:
            merged["position"] = min(merged["position"], merged["max_len"] - 1)
        if "pair" not in changes:
            merged["pair"] = min(merged["pair"], n_pairs(merged["d_model"]) - 1)
        return Params(**merged)

    def changed_fields(self, other: "Params") -> frozenset:
        return frozenset(f.name for f in dataclasses.fields(self) if getattr(self, f.name) != getattr(other, f.name))

    def to_dict(self) -> dict:
        d = dataclasses.asdict(self)
        d["wave_dims"], d["clock_pairs"] = list(self.wave_dims), list(self.clock_pairs)
        return d

    @classmethod
    def from_dict(cls, data: dict) -> "Params":
        """Params from a stored dict; unknown keys are ignored so old files keep loading."""
        if not isinstance(data, dict):
            raise ParamError("stored parameters are not a mapping.")
        names = {f.name for f in dataclasses.fields(cls)}
        return cls().replace(**{k: v for k, v in data.items() if k in names})


PARAM_NAMES = tuple(f.name for f in dataclasses.fields(Params))
