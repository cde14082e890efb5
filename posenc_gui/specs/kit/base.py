"""What a view is, without Qt: its identity, its own options and a compute that returns a typed result.

A spec is data (a frozen ViewSpec); the Qt view in posenc_gui.gui.views only draws its result. So the
command line, an export or a test gets a view's numbers without a window, and a view's cache key is the
shared fields it reads plus its own options, nothing else.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import field
from typing import TYPE_CHECKING, Any, TypeVar, cast

import numpy as np

from ...core import PARAM_NAMES, ParamError, Params
from ...core.validation import whole
from ...records import record
from .arrays import Arrays, curves
from .paper import PaperLayout

if TYPE_CHECKING:
    from .fields import Control

AREAS = ("top", "right", "bottom", "left")
MODEL = "model"  # the owner in ViewSpec.uses that stands for the opened model


OptionsT = TypeVar("OptionsT", bound="Options")
_LIVE: dict[type, tuple[tuple[str, Control], ...]] = {}  # Options class -> its live controls
_CHECKED: dict[type, tuple[tuple[str, Control], ...]] = {}  # Options class -> its fields that declare a control
_NAMES: dict[type, tuple[str, ...]] = {}  # Options class -> its field names


@record
class Options:
    """Base of a view's own options: a frozen dataclass of fields declared with their controls (see
    specs.kit.fields); __post_init__ checks each declared field against its range or choices, then `validate`
    checks what ties fields together.

    Fields whose range follows the shared parameters (a pair index below d_model/2: a control's `live`)
    are checked by `check` when set explicitly and clamped by `fit` when the shared parameters change."""

    def __post_init__(self) -> None:
        # (the fields looked up once a class: every replace() builds and checks a new instance, and reading a
        # stored file replaces its options field by field)
        checked = _CHECKED.get(type(self))
        if checked is None:
            checked = _CHECKED[type(self)] = tuple(
                (f.name, f.metadata["control"])
                for f in dataclasses.fields(self)
                if f.metadata.get("control") is not None
            )
        for name, control in checked:
            object.__setattr__(self, name, control.check(name, getattr(self, name)))
        self.validate()

    def validate(self) -> None:
        """Raise ParamError if the fields do not fit together (each alone is checked already)."""

    @classmethod
    def controls(cls) -> dict[str, Control]:
        """{field name: its Control} for the fields that declare one, in field order."""
        return {f.name: f.metadata["control"] for f in dataclasses.fields(cls) if "control" in f.metadata}

    @classmethod
    def live_controls(cls) -> tuple[tuple[str, Control], ...]:
        """(name, Control) of the fields whose range follows the shared parameters: looked up once a class,
        as every change of a shared parameter fits every view's options (60 times a second as it plays)."""
        known = _LIVE.get(cls)
        if known is None:
            known = _LIVE[cls] = tuple((n, c) for n, c in cls.controls().items() if c.live is not None)
        return known

    def check(self, params: Params) -> None:
        """Raise ParamError if a field does not fit `params` (called when the user sets options)."""
        for name, control in self.live_controls():  # (a live range is whole numbers: its fields are whole)
            if control.live is not None:
                whole(name, getattr(self, name), *cast("tuple[int, int]", control.live(params)))

    def fit(self: OptionsT, params: Params) -> OptionsT:
        """These options with dependent fields clamped into the range `params` allows."""
        changes = {}
        for name, control in self.live_controls():
            if control.live is not None:
                low, high = control.live(params)
                value = getattr(self, name)
                if not low <= value <= high:
                    changes[name] = min(max(value, low), high)
        return self.replace(**changes) if changes else self

    def replace(self: OptionsT, **changes: Any) -> OptionsT:
        names = self.field_names()
        unknown = set(changes) - set(names)
        if unknown:
            raise ParamError("unknown option(s): {names}.", names=", ".join(sorted(unknown)))
        return dataclasses.replace(self, **changes)

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        names = _NAMES.get(cls)
        if names is None:
            names = _NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
        return names

    def changed_fields(self, other: Options) -> frozenset[str]:
        return frozenset(n for n in self.field_names() if getattr(self, n) != getattr(other, n))

    def to_dict(self) -> dict[str, Any]:
        return {
            n: list(v) if isinstance(v, tuple) else v for n, v in ((n, getattr(self, n)) for n in self.field_names())
        }

    @classmethod
    def from_dict(cls, data: Any) -> Options:
        """Options from a stored dict; unknown keys are ignored so old files keep loading."""
        if not isinstance(data, dict):
            raise ParamError("stored options are not a mapping.")
        names = cls.field_names()
        return cls().replace(**{k: v for k, v in data.items() if k in names})


@record
class NoOptions(Options):
    """For views without options of their own."""


@record
class Result:
    """Base of a compute's typed result: a small frozen dataclass of numpy arrays."""

    def data_table(self) -> tuple[list[str], np.ndarray]:
        """(column names, 2-D float array with one column per name): what a CSV export of the view writes."""
        raise NotImplementedError

    def arrays(self) -> Arrays:
        """The data as named arrays, one of them the main array with named axes: what an NPY export writes (the
        main array) and an NPZ export (all of them). The default reads the data table as a table of curves (see
        specs.kit.arrays.curves); a result whose data is a matrix or a table of its own declares it here."""
        return curves(*self.data_table())


@record
class MarkAxis:
    """A number a lesson step may mark on a view (its `mark:` line): the axis it runs along ("x": a vertical line
    at it; "y": a horizontal one) and whether that axis is logarithmic (then only numbers above 0 have a place)."""

    axis: str
    log: bool = False


def shared_key(spec: ViewSpec, params: Params, options: Options) -> tuple[object, ...]:
    return (*(getattr(params, name) for name in spec.reads), options)


@record
class ViewSpec:
    """A view's identity and numbers.

    id        stable, untranslated (dock objectName `dock.<id>`, widgets `option.<id>.<field>`, CLI names)
    title     English source text; the window shows it through Qt's translate() in context "views"
    chapter   the id of the chapter it belongs to (specs.kit.chapters.CHAPTERS); its place among the chapter's
              views is its place in the registry
    area      default dock group: "top", "right", "bottom" or "left"
    reads     the shared Params fields compute() depends on
    options   the view's Options class (NoOptions if it has none)
    compute   compute(params, options, **hints) -> Result, numpy only; `hints` is view state that is
              not an option, such as the range a user zoomed into (it is part of the cache key too)
    key       key(spec, params, options) -> hashable; the default is the fields in `reads` plus the options
    data      data(params, options) -> Result: what a data export (CSV, NPY, NPZ) writes and a script's
              compute gets, when it is more than the result drawn on screen (the heatmap exports every position,
              not pixel rows); None: the result compute() gives
    animated  the view's picture moves with the position (the phase vector): it exports as GIF and MP4
    shares    {selection name: option field(s)}: the selections other views read and make that live in this
              view's options ("pair": "pair" for the phase vector's pair); a view that picks for others
              names the selection, never this view's id (see ParamStore.select)
    uses      {keyword: owner}: what else compute() takes as keyword arguments: the options of another owner
              (the Long context chapter's shared "long-context" setting) or, for owner MODEL, the opened
              model (None when none is); every caller passes them (ParamStore.used), exports too
    shows     the names of the curves a lesson step's `show:` line may choose among (the others are hidden)
    marks     {name: MarkAxis}: the numbers a lesson step's `mark:` line may mark on the view
    paper     how a view of several panels goes into a paper figure (specs/kit/paper.py); None: as on screen
    """

    id: str
    title: str
    description: str
    area: str
    reads: tuple[str, ...]
    compute: Callable[..., Result]
    options: type[Options] = NoOptions
    key: Callable[..., tuple[object, ...]] = field(default=shared_key)  # (spec, params, its Options) -> key
    data: Callable[[Params, Any], Result] | None = None  # (params, the spec's own Options) -> result
    animated: bool = False
    shares: dict[str, str | tuple[str, ...]] = field(default_factory=dict)
    uses: dict[str, str] = field(default_factory=dict)
    paper: PaperLayout | None = None
    chapter: str = field(kw_only=True)
    shows: tuple[str, ...] = field(default=(), kw_only=True)
    marks: dict[str, MarkAxis] = field(default_factory=dict, kw_only=True)

    def __post_init__(self) -> None:
        from .chapters import CHAPTER_IDS

        if self.chapter not in CHAPTER_IDS:
            raise ValueError(f"view {self.id!r}: chapter must be one of {CHAPTER_IDS}, not {self.chapter!r}")
        if self.area not in AREAS:
            raise ValueError(f"view {self.id!r}: area must be one of {AREAS}, not {self.area!r}")
        unknown = set(self.reads) - set(PARAM_NAMES)
        if unknown:
            raise ValueError(f"view {self.id!r} reads unknown parameters {sorted(unknown)}")
        for name, fields in self.shares.items():
            missing = set((fields,) if isinstance(fields, str) else fields) - set(self.options.field_names())
            if missing:
                raise ValueError(f"view {self.id!r} shares {name!r} from options it does not have: {sorted(missing)}")
        for name, mark in self.marks.items():
            if mark.axis not in ("x", "y"):
                raise ValueError(f"view {self.id!r}: mark {name!r} runs along x or y, not {mark.axis!r}")

    def cache_key(self, params: Params, options: Options, hints: dict[str, Any] | None = None) -> tuple[object, ...]:
        return (*self.key(self, params, options), tuple(sorted((hints or {}).items())))

    def run(self, params: Params, options: Options | None = None, **hints: Any) -> Result:
        """The result for `params` and `options` (the defaults fitted to `params` when None)."""
        options = self.options().fit(params) if options is None else options
        return self.compute(params, options, **hints)

    def shared_owners(self) -> list[str]:
        """The owners of shared options the view uses (`uses` without the opened model)."""
        return [owner for owner in self.uses.values() if owner != MODEL]

    def exported(self, params: Params, options: Options | None = None, **used: Any) -> Result:
        """The result a data export holds for `params` and `options` (and what the view `uses`): its `data`
        when it has one (every position, not the screen's rows), else the computed result."""
        options = self.options().fit(params) if options is None else options
        if self.data is not None:
            return self.data(params, options)
        return self.compute(params, options, **used)

    def export_data(self, params: Params, options: Options | None = None, **used: Any) -> tuple[list[str], np.ndarray]:
        """(column names, table) of the view's data for `params` and `options` (and what it `uses`), as a CSV
        export holds it."""
        return self.exported(params, options, **used).data_table()

    def export_arrays(self, params: Params, options: Options | None = None, **used: Any) -> Arrays:
        """The view's data as named arrays (the main one first), as NPY and NPZ exports hold them."""
        return self.exported(params, options, **used).arrays()
