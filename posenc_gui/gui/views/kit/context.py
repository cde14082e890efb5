"""What a view may use besides its own items (the View base class and its mixins take it)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import SignalInstance

from ...state.notes import NotesSwitch
from ...state.store import ParamStore
from ...widgets.controls import Binder


@dataclass
class ViewContext:
    """What a view may use besides its own items: the store, the binder for its option widgets and
    the window's shared actions (play/pause)."""

    store: ParamStore
    binder: Binder
    actions: dict = field(default_factory=dict)
    export: Callable[[str], object] | None = None  # opens the export dialog for a view id (the window's)
    playing_changed: SignalInstance | None = None  # a signal (bool) when the animation starts or stops (the window's)
    notes: NotesSwitch | None = None  # whether the views show their notes (None: they do)
