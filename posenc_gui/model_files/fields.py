"""One config object read field by field, each value's type and range checked before it is used (shared by the
config reader and the per-layer reader)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, NoReturn, TypeVar, overload

from ..core.errors import ParamError
from ..core.validation import real, shown, whole
from .reading import ModelFileError

_T = TypeVar("_T")
MAX_LIST = 4096  # entries of a per-layer list (layer_types, no_rope_layers): more layers than any model has


class Fields:
    """A config object read field by field: each getter checks the type and range of one key and refuses a bad
    value with a ModelFileError naming the file and the key (its path from the top, as in text_config.head_dim)."""

    def __init__(self, data: dict[str, Any], file: Path, prefix: str = ""):
        self.data, self.file, self.prefix = data, file, prefix

    def name(self, key: str) -> str:
        return self.prefix + key

    def present(self, key: str) -> bool:
        return self.data.get(key) is not None  # null is as good as absent: transformers writes it for defaults

    def first(self, keys: Iterable[str]) -> str | None:
        return next((k for k in keys if self.present(k)), None)

    def refuse(self, template: str, **fields: Any) -> NoReturn:
        raise ModelFileError(self.file, template, **fields)

    def checked(self, check: Callable[..., _T], key: str, *args: Any) -> _T:
        try:
            return check(self.name(key), self.data[key], *args)
        except ParamError as exc:
            raise ModelFileError.about(self.file, exc) from None

    @overload  # (with a default the value is never None)
    def whole(self, key: str, low: int, high: int) -> int | None: ...

    @overload
    def whole(self, key: str, low: int, high: int, default: int) -> int: ...

    def whole(self, key: str, low: int, high: int, default: int | None = None) -> int | None:
        return self.checked(whole, key, low, high) if self.present(key) else default

    def real(self, key: str, low: float, high: float, default: float | None = None) -> float | None:
        return self.checked(real, key, low, high) if self.present(key) else default

    def flag(self, key: str, default: bool) -> bool:
        if not self.present(key):
            return default
        value = self.data[key]
        if not isinstance(value, bool):
            self.refuse("{name} must be true or false, not {value}.", name=self.name(key), value=shown(value))
        return value

    def text(self, key: str) -> str | None:
        if not self.present(key):
            return None
        value = self.data[key]
        if not isinstance(value, str):
            self.refuse("{name} must be a text, not {value}.", name=self.name(key), value=shown(value))
        return value

    def sub(self, key: str) -> Fields | None:
        if not self.present(key):
            return None
        value = self.data[key]
        if not isinstance(value, dict):
            self.refuse("{name} must be an object, not {value}.", name=self.name(key), value=shown(value))
        return Fields(value, self.file, self.name(key) + ".")

    def whole_list(self, key: str, low: int, high: int, most: int = MAX_LIST) -> list[int] | None:
        """A list of whole numbers between low and high (true and false refused), at most `most` long."""
        value = self._list(key, most)
        if value is None:
            return None
        for i, item in enumerate(value):
            if isinstance(item, bool) or not isinstance(item, int) or not low <= item <= high:
                self.refuse(
                    "{name}[{i}] must be a whole number between {low} and {high}, not {value}.",
                    name=self.name(key),
                    i=i,
                    low=low,
                    high=high,
                    value=shown(item),
                )
        return list(value)

    def text_list(self, key: str, most: int = MAX_LIST) -> list[str] | None:
        value = self._list(key, most)
        if value is None:
            return None
        for i, item in enumerate(value):
            if not isinstance(item, str):
                self.refuse("{name}[{i}] must be a text, not {value}.", name=self.name(key), i=i, value=shown(item))
        return list(value)

    def _list(self, key: str, most: int) -> list[Any] | None:
        if not self.present(key):
            return None
        value = self.data[key]
        if not isinstance(value, list):
            self.refuse("{name} must be a list, not {value}.", name=self.name(key), value=shown(value))
        if len(value) > most:
            self.refuse("{name} has {n:,} entries, more than {most:,}.", name=self.name(key), n=len(value), most=most)
        return value
