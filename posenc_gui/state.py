"""ParamStore: the one place the current Params live; widgets write to it, views read from it."""
from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject, Signal

from .core import ParamError, Params


class ParamStore(QObject):
    """Holds a frozen Params. `update()` validates and emits `paramsChanged(changed_names)` once.

    Inside `with store.batch():` any number of updates emit a single signal at the end (lesson steps,
    session files). An invalid update raises ParamError and leaves the store as it was; a batch left by
    an exception rolls back every change made inside it (an enclosing batch keeps its own).
    """

    paramsChanged = Signal(frozenset)

    def __init__(self, params: Params | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._params = params or Params()
        self._batch_depth = 0
        self._batch_start: Params | None = None

    @property
    def params(self) -> Params:
        return self._params

    def update(self, **changes) -> Params:
        new = self._params.replace(**changes)
        self._set(new)
        return new

    def set_params(self, params: Params) -> None:
        if not isinstance(params, Params):
            raise ParamError("set_params needs a Params object.")
        self._set(params)

    def _set(self, new: Params) -> None:
        old, self._params = self._params, new
        if self._batch_depth == 0:
            changed = new.changed_fields(old)
            if changed:
                self.paramsChanged.emit(changed)

    @contextlib.contextmanager
    def batch(self):
        start = self._params
        if self._batch_depth == 0:
            self._batch_start = start
        self._batch_depth += 1
        try:
            yield self
        except BaseException:
            self._params = start  # roll back this level, even when an outer batch goes on
            raise
        finally:
            self._batch_depth -= 1
        if self._batch_depth == 0:
            outer, self._batch_start = self._batch_start, None
            changed = self._params.changed_fields(outer)
            if changed:
                self.paramsChanged.emit(changed)
