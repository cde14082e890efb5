"""Input widgets bound both ways to the ParamStore.

Widget -> store: every edit goes through `store.apply()`; a ParamError is shown and the widget snaps back
to the stored value. Store -> widget: on `paramsChanged` the widgets are set with their signals blocked,
so a store update never echoes back as a second update.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QLineEdit,
    QSlider,
    QSpinBox,
    QWidget,
)
from shiboken6 import isValid

from ...core import ParamError
from ..i18n import error_text, tr
from ..state.store import ParamStore
from ..state.throttle import Throttle
from .number_text import Parsed, parse, parse_list

if TYPE_CHECKING:

    class _NumberBox(QAbstractSpinBox):
        """What the mixin uses of QSpinBox and QDoubleSpinBox (which it is mixed into)."""

        def prefix(self) -> str: ...
        def suffix(self) -> str: ...
        def minimum(self) -> Any: ...
        def maximum(self) -> Any: ...
        def decimals(self) -> int: ...
        def value(self) -> Any: ...
        def setValue(self, value: Any, /) -> None: ...
        def textFromValue(self, value: Any, /) -> str: ...
        def setRange(self, low: Any, high: Any, /) -> None: ...
else:
    _NumberBox = object


class _RangeMessage(_NumberBox):
    """Mixin for spin boxes: a typed text is taken exactly or refused with a message (see number_text).

    Qt never drops a keystroke here (validate() never answers Invalid), so what was typed stays in view until
    the edit ends. A number above the range is reported as it is typed; on Enter or focus out, any text the
    box cannot take is reported (field, range, the text as typed) and the box shows the stored value again.
    Esc restores the stored value and leaves the box, so Left/Right/Space step and play again. Every override
    called from Qt catches everything: an exception escaping a validator is fatal in Qt (it was a
    segfault), and typing must never be.
    """

    outOfRange = Signal(str)

    def _init_number_box(self) -> None:
        locale = QLocale.c()  # the decimal point the parser reads, whatever the system's language
        locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
        self.setLocale(locale)

    def _body(self, text: str) -> str:
        return text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()

    def _parsed(self, text: str) -> Parsed:
        name = self.objectName().rpartition(".")[2] or self.accessibleName()  # param.d_model -> d_model
        whole = isinstance(self, QSpinBox)
        return parse(self._body(text), name, self.minimum(), self.maximum(), whole, None if whole else self.decimals())

    def validate(self, text, pos):
        try:
            if self._body(text):
                parsed = self._parsed(text)
                if parsed.value is not None:
                    return QValidator.State.Acceptable
                if parsed.above:  # said at once: typing on will not bring it into range
                    self.outOfRange.emit(parsed.problem)
        except Exception:  # noqa: BLE001 - see the class docstring
            pass
        return QValidator.State.Intermediate

    def valueFromText(self, text):
        try:
            value = self._parsed(text).value
        except Exception:  # noqa: BLE001
            value = None
        return self.value() if value is None else value

    def fixup(self, text):
        return text  # nothing is repaired behind the user's back; _end_edit reports instead

    def _show_value(self) -> None:
        self.lineEdit().setText(self.prefix() + self.textFromValue(self.value()) + self.suffix())

    def _end_edit(self) -> bool:
        """The edit ends: report a text the box cannot take, and show the stored value again. True when
        the text was refused."""
        try:
            text = self.lineEdit().text()
            if not self._body(text):
                return False  # an emptied box simply shows its value again
            parsed = self._parsed(text)
            if parsed.value is None:
                self.outOfRange.emit(parsed.problem)
                self._show_value()
                return True
        except Exception:  # noqa: BLE001
            self._show_value()
            return True
        return False

    def keyPressEvent(self, event):
        if event.key() == Qt.Key.Key_Escape:
            self.setValue(self.value())  # drop the unfinished text
            self._show_value()
            self.clearFocus()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._end_edit():
            event.accept()  # refused: Enter must not also press a dialog's default button
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event):
        self._end_edit()
        super().focusOutEvent(event)

    def set_range_quietly(self, low, high) -> None:
        """setRange() without laying out the window again. Qt recomputes the box's size hint and carries
        updateGeometry() up to the main window, which lays out every dock: at each step of a drag that
        moves the range (the pair box's maximum follows d_model). A box of fixed size stops that, so the
        box is held at its size hint, and grows only when its numbers need more room."""
        if self.minimumSize() != self.maximumSize():
            self.setFixedSize(self.sizeHint())
        self.setRange(low, high)
        hint = self.sizeHint()
        if hint.width() > self.minimumWidth() or hint.height() > self.minimumHeight():
            self.setFixedSize(hint.expandedTo(self.minimumSize()))

    def changeEvent(self, event):
        super().changeEvent(event)
        # a box held at a fixed size is fitted to a new font (presentation mode) or style
        if (
            event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange)
            and self.minimumSize() == self.maximumSize()
        ):
            self.setFixedSize(self.sizeHint())


class CheckedSpinBox(_RangeMessage, QSpinBox):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._init_number_box()


class CheckedDoubleSpinBox(_RangeMessage, QDoubleSpinBox):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._init_number_box()


class _EscLeaves(QLineEdit):
    """A text box that commits on Enter or focus out, and whose Esc leaves it without committing (the
    binder then shows the stored value again)."""

    escaped = Signal()

    def keyPressEvent(self, event):
        if event.key() == Qt.Key.Key_Escape:
            self.setModified(False)
            self.escaped.emit()
            self.clearFocus()
            return
        super().keyPressEvent(event)


class IndexListEdit(_EscLeaves):
    """A comma- or space-separated list of whole numbers, e.g. '0, 4, 8'."""

    def values(self) -> tuple:
        """The typed list, each entry parsed like a number box's text (range checks are the store's)."""
        name = self.objectName().rpartition(".")[2] or "list"
        values, problem = parse_list(self.text(), name, 0, 2**31 - 1)
        if values is None:
            raise ParamError(
                "{problem} {hint}", problem=problem, hint=tr("Enter whole numbers separated by commas, e.g. 0, 4, 8.")
            )
        return values

    def set_values(self, values) -> None:
        self.setText(", ".join(str(v) for v in values))


class TextOptionEdit(_EscLeaves):
    """Free text for a text option (a sentence)."""


def choice_box(items, tooltip: str) -> QComboBox:
    """A drop-down of (text shown, value stored) pairs, for Binder.bind."""
    box = QComboBox()
    for text, value in items:
        box.addItem(text, value)
    box.setToolTip(tooltip)
    return box


def log_slider_mapping(low: float, high: float, steps: int = 1000):
    """(to_slider, from_slider) for a QSlider 0..steps on a log scale between low and high."""
    a, b = math.log10(low), math.log10(high)

    def to_slider(value: float) -> int:
        return round((math.log10(min(max(value, low), high)) - a) / (b - a) * steps)

    def from_slider(step: int) -> float:
        value = 10 ** (a + (b - a) * step / steps)
        return float(f"{value:.3g}")  # round numbers while dragging; exact values are typed in the spin box

    return to_slider, from_slider


@dataclass
class _Binding:
    widget: QWidget
    setter: Callable
    getter: Callable  # () -> the stored value the widget shows
    ranger: Callable | None  # Params -> (low, high) for widgets whose range follows other fields
    shown: tuple | None = None  # (value, range) last shown


class Binder(QObject):
    """Binds widgets to a shared field ("d_model": objectName param.d_model) or to a field of an owner's
    options ("phase.pair": objectName option.phase.pair); reports errors through `error` (empty clears)."""

    error = Signal(str)

    def __init__(self, store: ParamStore, parent: QObject | None = None):
        super().__init__(parent)
        self._store = store
        self._bindings: list[_Binding] = []
        self._detached = False
        self._mirror = Throttle(self.refresh, parent=self)
        store.paramsChanged.connect(self._on_params_changed)

    def _getter(self, name: str) -> Callable:
        """() -> the stored value of `name`."""
        owner, _, field = name.rpartition(".")
        if owner:
            return lambda: getattr(self._store.options(owner), field)
        return lambda: getattr(self._store.params, field)

    def detach(self) -> None:
        """The window is closing: edits that end as its boxes are destroyed (a focused box loses its focus
        last) must not reach a store that is going away."""
        self._detached = True

    def commit(self, **changes) -> bool:
        """Store shared fields or, with dotted names ("phase.pair"), options; False (and a message) if refused."""
        if self._detached or not isValid(self._store):
            return False
        try:
            self._store.apply(changes)
        except ParamError as exc:
            self.error.emit(error_text(exc))
            self.refresh(force=True)  # snap the widgets back to what the store holds
            return False
        self.error.emit("")
        return True

    def bind(
        self,
        name: str,
        widget: QWidget,
        slider: QSlider | None = None,
        to_slider: Callable = round,
        from_slider: Callable = lambda v: v,
        ranger: Callable | None = None,
        companions: Callable | None = None,
    ) -> None:
        """Bind `widget` (spin box, combo box, IndexListEdit or TextOptionEdit) and optionally a slider to
        field `name`. `ranger(params) -> (low, high)` keeps a spin box's range in step with the shared
        parameters; `companions(value) -> {name: value}` are fields committed with a typed text (a new
        sentence resets the word order that belonged to the old one)."""
        widget.setObjectName(f"option.{name}" if "." in name else f"param.{name}")
        setter: Callable
        if isinstance(widget, (QSpinBox, QDoubleSpinBox)):
            widget.setKeyboardTracking(False)  # commit typed numbers on Enter, not on every keystroke
            widget.valueChanged.connect(lambda v: self._commit_one(name, v))
            if isinstance(widget, _RangeMessage):
                widget.outOfRange.connect(self.error)
            setter = widget.setValue
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(lambda i: self._commit_one(name, widget.itemData(i)))
            setter = lambda v: widget.setCurrentIndex(widget.findData(v))  # noqa: E731
        elif isinstance(widget, IndexListEdit):
            widget.editingFinished.connect(lambda: self._commit_list(name, widget))
            widget.escaped.connect(lambda: self.refresh(force=True))
            setter = widget.set_values
        elif isinstance(widget, TextOptionEdit):
            widget.editingFinished.connect(lambda: self._commit_text(name, widget, companions))
            widget.escaped.connect(lambda: self.refresh(force=True))
            setter = widget.setText
        else:
            raise TypeError(f"cannot bind a {type(widget).__name__}")
        get = self._getter(name)
        self._bindings.append(_Binding(widget, setter, get, ranger))
        if slider is not None:
            slider.setObjectName(f"slider.{name}")
            slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Left/Right belong to the position everywhere
            slider.valueChanged.connect(lambda s: self._commit_one(name, from_slider(s)))
            slider_ranger = None if ranger is None else (lambda p: tuple(to_slider(v) for v in ranger(p)))
            self._bindings.append(_Binding(slider, slider.setValue, lambda: to_slider(get()), slider_ranger))
        self.refresh(force=True)

    def _commit_one(self, name: str, value) -> bool:
        return self.commit(**{name: value})

    def _commit_list(self, name: str, widget: IndexListEdit) -> None:
        if self._detached:
            return
        try:
            values = widget.values()
        except ParamError as exc:
            self.error.emit(error_text(exc))
            self.refresh(force=True)
            return
        if values != self._getter(name)():
            self._commit_one(name, values)
        self.refresh(force=True)  # show the cleaned-up list ("0, 4, 4" is stored as "0, 4")

    def _commit_text(self, name: str, widget: TextOptionEdit, companions: Callable | None) -> None:
        if self._detached or not isValid(widget):
            return
        text = widget.text().strip()
        if text != self._getter(name)():
            self.commit(**{name: text}, **(companions(text) if companions else {}))
        self.refresh(force=True)

    def _on_params_changed(self, changed) -> None:
        # The animation moves the position 60 times a second; the boxes and sliders that mirror it follow
        # at a readable rate (updating them every frame was 13 % of a core), always ending on the last value.
        if changed <= {"position"}:
            self._mirror.request()
        else:
            self._mirror.run()

    def refresh(self, force: bool = False) -> None:
        """Show the stored values; widgets whose value did not change are left alone (cheap per frame)."""
        if self._detached:
            return
        params = self._store.params
        for b in self._bindings:
            if not isValid(b.widget):  # gone with its dock while the window lives on
                continue
            value = b.getter()
            rng = b.ranger(params) if b.ranger is not None else None
            if not force and (value, rng) == b.shown:
                continue
            blocked = b.widget.blockSignals(True)
            try:
                # a spin box's setRange lays out its whole panel again (its size hint may change): only
                # when the range did change (the animation moves the value, not the range)
                if rng is not None and (force or b.shown is None or rng != b.shown[1]):
                    quiet = getattr(b.widget, "set_range_quietly", None)
                    (quiet or cast("QAbstractSlider | QSpinBox | QDoubleSpinBox", b.widget).setRange)(*rng)
                b.setter(value)
            finally:
                b.widget.blockSignals(blocked)
            b.shown = (value, rng)
