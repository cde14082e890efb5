"""ParamStore: the one place the shared Params and every view's options live; widgets write to it, views
read from it."""

from __future__ import annotations

import contextlib
import math

from PySide6.QtCore import QObject, Signal

from ...core import ParamError, Params
from ...specs import SELECTIONS, Options, default_options
from ...specs.kit.base import MODEL


class ParamStore(QObject):
    """Holds a frozen Params and, per owner (a view id, or "animation"), a frozen Options object.

    `update()` / `update_options()` validate and emit `paramsChanged(changed)` once, where `changed` holds
    the names of changed shared fields ("d_model") and of changed options ("phase.pair"). When the shared
    parameters change, options that depend on them are clamped in the same step (`Options.fit`).
    Inside `with store.batch():` any number of updates emit a single signal at the end (lesson steps,
    session files). An invalid update raises ParamError and leaves the store as it was; a batch left by
    an exception rolls back every change made inside it, shared and options alike (an enclosing batch
    keeps its own).
    """

    paramsChanged = Signal(frozenset)

    def __init__(
        self, params: Params | None = None, options: dict[str, Options] | None = None, parent: QObject | None = None
    ):
        super().__init__(parent)
        self._params = params or Params()
        self._options = default_options() | dict(options or {})
        self._options = {owner: opts.fit(self._params) for owner, opts in self._options.items()}
        self._batch_depth = 0
        self._batch_start: tuple | None = None
        self._model = None  # the opened model (model_files.inspection.ModelInfo), if any

    @property
    def params(self) -> Params:
        return self._params

    def options(self, owner: str) -> Options:
        try:
            return self._options[owner]
        except KeyError:
            raise ParamError("no options for {owner}.", owner=owner) from None

    def all_options(self) -> dict[str, Options]:
        return dict(self._options)

    # -- the opened model: not an option (a file's contents), but views use it as they use options ----------
    @property
    def model(self):
        return self._model

    def set_model(self, info) -> None:
        """Open `info` (a ModelInfo, or None to close it); the views that use it redraw."""
        if info is not self._model:
            self._model = info
            self.paramsChanged.emit(frozenset({MODEL}))

    def used(self, spec) -> dict:
        """The keyword arguments `spec`'s compute takes besides its own options (ViewSpec.uses)."""
        return {kw: self._model if owner == MODEL else self.options(owner) for kw, owner in spec.uses.items()}

    def update(self, **changes) -> Params:
        """Change shared parameters; options that depend on them follow."""
        new = self._params.replace(**changes)
        self._set(new, self._options)
        return new

    def set_params(self, params: Params) -> None:
        if not isinstance(params, Params):
            raise ParamError("set_params needs a Params object.")
        self._set(params, self._options)

    def update_options(self, owner: str, **changes) -> Options:
        """Change options of one owner; a value that does not fit the shared parameters is refused."""
        new = self.options(owner).replace(**changes)
        new.check(self._params)
        self._set(self._params, self._options | {owner: new})
        return new

    # -- shared selection: what one view picks for others (specs declare where each lives) --------------
    def has_selection(self, name: str) -> bool:
        return name in SELECTIONS and SELECTIONS[name][0] in self._options

    def selected(self, name: str):
        """The value of selection `name` (a tuple when it has several fields); None when no view holds it."""
        if not self.has_selection(name):
            return None
        owner, fields = SELECTIONS[name]
        values = tuple(getattr(self._options[owner], f) for f in fields)
        return values[0] if len(fields) == 1 else values

    def select(self, name: str, value) -> bool:
        """Set selection `name` (validated as its options are); False when no view holds it, or it is already
        that value (no signal then)."""
        if not self.has_selection(name) or self.selected(name) == value:
            return False
        owner, fields = SELECTIONS[name]
        self.update_options(owner, **dict(zip(fields, (value,) if len(fields) == 1 else value)))
        return True

    def step_position(self, step: int) -> None:
        """Move `step` integer positions on (1: the next integer, -1: the previous), stopping at the ends."""
        p = self.params
        target = math.floor(p.position) + step if step > 0 else math.ceil(p.position) + step
        self.update(position=float(min(max(target, 0), p.max_len - 1)))

    def step_pair(self, step: int) -> None:
        """The selected frequency pair (the phase vector's) up or down by one, within 0 .. pairs-1."""
        pair = self.selected("pair")
        if pair is not None:
            self.select("pair", min(max(pair + step, 0), self.params.n_pairs - 1))

    def apply(self, changes: dict) -> None:
        """Set shared fields ("d_model") and options ("phase.pair") together: one signal, all or nothing.
        Shared fields go first, so options are checked against the new shared parameters."""
        shared = {k: v for k, v in changes.items() if "." not in k}
        by_owner: dict[str, dict] = {}
        for name, value in changes.items():
            owner, _, field = name.rpartition(".")
            if owner:
                by_owner.setdefault(owner, {})[field] = value
        with self.batch():
            if shared:
                self.update(**shared)
            for owner, fields in by_owner.items():
                self.update_options(owner, **fields)

    def set_options(self, owner: str, options: Options) -> None:
        if not isinstance(options, type(self.options(owner))):
            raise ParamError("{owner} needs {cls} options.", owner=owner, cls=type(self.options(owner)).__name__)
        options.check(self._params)
        self._set(self._params, self._options | {owner: options})

    def _set(self, params: Params, options: dict[str, Options]) -> None:
        old = self._params, self._options
        # the options are fitted to the parameters unless only the position moved (60 times a second as the
        # animation plays): no option's range follows the position (a test of the specs checks it)
        if options is not old[1] or not params.changed_fields(old[0]) <= {"position"}:
            options = {owner: opts.fit(params) for owner, opts in options.items()}
        self._params, self._options = params, options
        if self._batch_depth == 0:
            changed = self._changed_since(*old)
            if changed:
                self.paramsChanged.emit(changed)

    def _changed_since(self, params: Params, options: dict[str, Options]) -> frozenset:
        names = set(self._params.changed_fields(params))
        for owner, opts in self._options.items():
            if opts is not options[owner] and opts != options[owner]:  # (most fit() return themselves)
                names.update(f"{owner}.{name}" for name in opts.changed_fields(options[owner]))
        return frozenset(names)

    @contextlib.contextmanager
    def batch(self):
        start = self._params, self._options
        if self._batch_depth == 0:
            self._batch_start = start
        self._batch_depth += 1
        try:
            yield self
        except BaseException:
            self._params, self._options = start  # roll back this level, even when an outer batch goes on
            raise
        finally:
            self._batch_depth -= 1
        if self._batch_depth == 0:
            outer, self._batch_start = self._batch_start, None
            changed = self._changed_since(*outer)
            if changed:
                self.paramsChanged.emit(changed)
