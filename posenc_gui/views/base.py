"""The View contract. A view module defines one subclass and decorates it with @register."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ..controls import Binder
from ..core import Params
from ..i18n import tr
from ..state import ParamStore


@dataclass
class ViewContext:
    """What a view may use besides its own items: the store, the binder for its option widgets and
    the window's shared actions (play/pause)."""

    store: ParamStore
    binder: Binder
    actions: dict = field(default_factory=dict)


class View(QObject):
    """One dockable view.

    Subclasses set the class attributes and implement:
      compute(params) -> dict of numpy arrays   numpy only, no Qt: what the view shows (and exports);
      build() -> QWidget                        creates every plot item once;
      draw(data, params)                        updates those items in place (setData/setImage);
      update_overlay(params)                    cheap per-frame parts such as the position cursor.
    """

    id: ClassVar[str]
    title: ClassVar[str]                  # untranslated source text; shown through tr()
    description: ClassVar[str] = ""       # tooltip of the View menu entry
    data_keys: ClassVar[tuple[str, ...]]  # the Params fields compute() depends on
    area: ClassVar[str] = "right"         # default dock group: top (heatmap), right (phase), bottom (waves), left

    status = Signal(str)                  # hover readouts for the status bar
    dataInvalidated = Signal()            # view state that feeds compute changed (e.g. a zoom): ask a frame

    def __init__(self, ctx: ViewContext, parent: QObject | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.store = ctx.store
        self.binder = ctx.binder  # binds the view's own option widgets (objectName param.<field>)
        self.data: dict | None = None
        self.drawn_params: Params | None = None  # what `data` was computed from (hover reads it)
        self._key = None
        self.widget: QWidget = self.build()

    @classmethod
    def title_text(cls) -> str:
        return tr(cls.title, "views")

    @staticmethod
    def compute(params: Params) -> dict:
        raise NotImplementedError

    def build(self) -> QWidget:
        raise NotImplementedError

    def draw(self, data: dict, params: Params) -> None:
        raise NotImplementedError

    def update_overlay(self, params: Params) -> None:
        pass

    def has_content(self) -> bool:
        """True when the items hold data (the self-test checks it for every view)."""
        return self.data is not None

    def is_shown(self) -> bool:
        return self.widget.isVisible() and not self.widget.window().isMinimized()

    def invalidate(self) -> None:
        self._key = None

    def data_key(self, params: Params) -> tuple:
        """What the data depends on; views with their own state (a zoomed range) extend it."""
        return tuple(getattr(params, k) for k in self.data_keys)

    def compute_data(self, params: Params) -> dict:
        return self.compute(params)

    def render(self, params: Params) -> None:
        """Recompute only if the data key changed since the last draw; always refresh overlays."""
        key = self.data_key(params)
        if key != self._key:
            self.data = self.compute_data(params)
            self.draw(self.data, params)
            self.drawn_params = params
            self._key = key
        self.update_overlay(params)
