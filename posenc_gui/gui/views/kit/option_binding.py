"""A view's controls (the View base class takes it in): each option's control built from its declaration and
bound to the store, and the Export button at the end of the first option row."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QComboBox, QToolButton, QWidget
from shiboken6 import isValid

from ....specs import ViewSpec
from ....specs.kit.base import MODEL
from ...i18n import tr
from ...state.store import ParamStore
from ...widgets.controls import Binder
from ...widgets.option_controls import build_control, label_of

OPENED_CHOICE = "opened"  # the value of a model box's "opened model" item (long-context, bias-by-distance, learned)


class OptionBinding:
    """Mixed into View: uses its spec, binder, widget, ensure_built and controls."""

    # View's, which sets them in its __init__
    spec: ClassVar[ViewSpec]
    store: ParamStore
    binder: Binder
    controls: dict
    export_button: QToolButton  # set when the view is built in a window (see _add_export_button)

    if TYPE_CHECKING:  # View's

        @property
        def widget(self) -> QWidget: ...

        def ensure_built(self) -> QWidget: ...

    def _add_export_button(self, export) -> None:
        """An Export button at the end of the view's first option row (or above its plot)."""
        from PySide6.QtWidgets import QStyle

        button = QToolButton()
        button.setObjectName(f"export.{self.spec.id}")
        button.setText(tr("Export…"))
        button.setIcon(self.widget.style().standardIcon(QStyle.StandardPixmap.SP_DialogSaveButton))
        # icon only: the docks must still fit side by side on an 800-pixel-wide projector
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        button.setAutoRaise(True)
        button.setToolTip(tr("Export this view: figure (PNG, SVG, PDF), data (CSV, NPY) or animation (Ctrl+E)"))
        button.setAccessibleName(tr("Export view"))
        button.clicked.connect(lambda: export(self.spec.id))
        row = getattr(self.widget, "option_row", None)
        if row is not None:
            row.addWidget(button)
        elif self.widget.layout() is not None:
            # (a box layout: insertWidget is a QBoxLayout's)
            cast(QBoxLayout, self.widget.layout()).insertWidget(0, button, 0, Qt.AlignmentFlag.AlignRight)
        self.export_button = button

    def option_rows(self, *rows) -> list:
        """Rows for with_options from rows of option names: this view's fields ("pair"), another owner's
        ("animation.speed"), or a (label, widget) pair of the view's own. Each control is built from its
        field's declaration and bound; it lands in `self.controls` under its name."""
        out = []
        for row in rows:
            items = []
            for entry in row:
                if isinstance(entry, tuple):
                    items.append(entry)
                    continue
                name = entry if "." in entry else f"{self.spec.id}.{entry}"
                widget = self.controls[entry] if entry in self.controls else self.bind_control(entry)
                items.append((label_of(name), widget))
            out.append(items)
        return out

    def bind_control(self, entry: str, **bind_extra) -> QWidget:
        """The control of option `entry` (as in option_rows), built and bound now, so a view can adjust it
        before placing it; `bind_extra` goes to Binder.bind (companions)."""
        name = entry if "." in entry else f"{self.spec.id}.{entry}"
        widget = self.controls[entry] = build_control(self.binder, name, **bind_extra)
        if isinstance(widget, QComboBox) and widget.findData(OPENED_CHOICE) >= 0:
            self._mark_opened_choice(widget)
        return widget

    def _mark_opened_choice(self, box: QComboBox) -> None:
        """A model box's "opened model" item says when no model is open (chosen then, the view draws nothing
        and its key says why: see View.show_failure), and keeps saying it as models are opened and closed."""
        index = box.findData(OPENED_CHOICE)
        text = box.itemText(index)
        store = self.store

        def update(changed=frozenset({MODEL})) -> None:
            if MODEL in changed and isValid(box):  # (a view's controls may go before the store does)
                box.setItemText(
                    index, text if store.model is not None else tr("{choice} (no model is open)").format(choice=text)
                )

        update()
        store.paramsChanged.connect(update)

    def control(self, field: str) -> QWidget:
        """The control of option `field` (built with the view)."""
        self.ensure_built()
        return self.controls[field]
