"""Frozen records: dataclasses whose methods are shared functions instead of code generated for each class.

`@record` is `@dataclass(frozen=True)` and `@record(eq=False)` is `@dataclass(frozen=True, eq=False)`, with
the same fields, the same dataclasses.fields() and replace(), the same errors for a frozen field and the same
repr, equality and hash. The standard decorator writes each class's __init__, __repr__, __eq__, __hash__,
__setattr__ and __delattr__ as source text and compiles it: for the 110 specs, options, results and model
records the app defines that was two thirds of its own import time (about 60 ms of every start-up on Python
3.11). Here dataclasses still reads the fields (with init, repr, eq and the frozen methods off), and the
methods are these, which read the class's fields from a plan made on first use.

One difference: dataclasses records a record as not frozen, so a subclass must be a record too (a class made
by @dataclass(frozen=True) on a record is refused, as on any dataclass that is not frozen).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar, cast, overload

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:

    def dataclass_transform(**_kwargs):  # (typing has it from Python 3.11; only the type checker reads it)
        return lambda decorator: decorator


C = TypeVar("C", bound=type)
_MISSING = dataclasses.MISSING


class _Plan:
    """What a record class's shared methods need of its fields, found once a class."""

    __slots__ = ("compared", "fields", "hashed", "names", "positional", "post_init", "shown")

    def __init__(self, cls: type) -> None:
        fields = dataclasses.fields(cls)
        # (name, default, factory) of every field, in the order dataclasses sets them
        self.fields = tuple(
            (f.name, f.default, f.default_factory if f.default_factory is not _MISSING else None, f.init)
            for f in fields
        )
        self.names = frozenset(f.name for f in fields if f.init)
        self.positional = tuple(f.name for f in fields if f.init and not f.kw_only)
        self.shown = tuple(f.name for f in fields if f.repr)
        self.compared = tuple(f.name for f in fields if f.compare)
        self.hashed = tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash))
        self.post_init = hasattr(cls, "__post_init__")


_PLANS: dict[type, _Plan] = {}


def _plan(cls: type) -> _Plan:
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = _Plan(cls)
    return plan


def _init(self: Any, *args: Any, **kwargs: Any) -> None:
    cls = type(self)
    plan = _plan(cls)
    if len(args) > len(plan.positional):
        raise TypeError(
            f"{cls.__qualname__}() takes {len(plan.positional)} positional arguments but {len(args)} were given"
        )
    given = dict(zip(plan.positional, args))
    for name, value in kwargs.items():
        if name in given:
            raise TypeError(f"{cls.__qualname__}() got multiple values for argument {name!r}")
        if name not in plan.names:
            raise TypeError(f"{cls.__qualname__}() got an unexpected keyword argument {name!r}")
        given[name] = value
    put = object.__setattr__
    missing = []
    for name, default, factory, init in plan.fields:
        if init and name in given:
            put(self, name, given[name])
        elif default is not _MISSING:
            put(self, name, default)
        elif factory is not None:
            put(self, name, factory())
        elif init:
            missing.append(name)
    if missing:
        raise TypeError(
            f"{cls.__qualname__}() missing {len(missing)} required argument(s): " + ", ".join(map(repr, missing))
        )
    if plan.post_init:
        self.__post_init__()


def _repr(self: Any) -> str:
    shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in _plan(type(self)).shown)
    return f"{type(self).__qualname__}({shown})"


def _eq(self: Any, other: object) -> bool:
    if other.__class__ is not self.__class__:
        return NotImplemented
    names = _plan(type(self)).compared
    return tuple(getattr(self, n) for n in names) == tuple(getattr(other, n) for n in names)


def _hash(self: Any) -> int:
    return hash(tuple(getattr(self, n) for n in _plan(type(self)).hashed))


def _setattr(self: Any, name: str, value: Any) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self: Any, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _make(cls: C, eq: bool) -> C:
    # dataclasses writes a missing docstring from inspect.signature(), a tenth of the records' import time;
    # the fields' names say the same
    undocumented = cls.__doc__ is None
    if undocumented:
        cls.__doc__ = "(fields)"  # (any text: an empty one is written over)
    made: Any = dataclasses.dataclass(cls, init=False, repr=False, eq=False)  # the fields only
    if undocumented:
        made.__doc__ = f"{cls.__name__}({', '.join(f.name for f in dataclasses.fields(made) if f.init)})"
    made.__init__ = _init
    made.__repr__ = _repr
    made.__setattr__ = _setattr
    made.__delattr__ = _delattr
    if eq:
        made.__eq__ = _eq
        made.__hash__ = _hash
    return cast(C, made)


@overload
def record(cls: C, /) -> C: ...
@overload
def record(*, eq: bool = True) -> Callable[[C], C]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def record(cls: C | None = None, /, *, eq: bool = True) -> C | Callable[[C], C]:
    """A frozen dataclass (see the module): `@record` or `@record(eq=False)` (compared and hashed by identity)."""
    if cls is not None:
        return _make(cls, eq)
    return lambda c: _make(c, eq)
