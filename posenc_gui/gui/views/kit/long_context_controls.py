"""The Long context setting's controls, shared by the chapter's views: the model chooser, and for a manual rule
only the keys that rule reads (the others hidden with their labels, so the rows stay short)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from ....specs.kit.long_context import MANUAL, OWNER, RULE_CONTROLS, RULE_FIELDS
from ...i18n import tr


def name(field: str) -> str:
    return f"{OWNER}.{field}"


def setting_name(setting) -> str:
    """What a key calls the setting: a preset's or the opened model's own name, or "manual" in the language."""
    return tr("manual") if setting.label == MANUAL else setting.label


# the manual rule's rows: the rule itself, the lengths, then each rule's own keys (a rule shows two at most)
MANUAL_ROWS = (
    ["rule", "partial", "factor"],
    ["trained", "target"],
    ["beta_fast", "beta_slow", "truncate"],
    ["mscale", "mscale_all_dim", "attention"],
    ["low_freq_factor", "high_freq_factor"],
    ["short_factor", "long_factor"],
)


def setting_rows(view, first: list) -> list:
    """Option rows for `view`: `first` (the chooser and the view's own fields) then the manual keys."""
    return view.option_rows(first, *[[name(f) for f in row] for row in MANUAL_ROWS])


def show_relevant(view, options) -> None:
    """Show the manual keys the chosen rule reads (none for a preset or the opened model)."""
    manual = options.source == MANUAL
    wanted = set(RULE_FIELDS[options.rule]) | {"rule", "partial", "trained", "target"} if manual else set()
    for field in ("rule", "partial", "trained", "target", *RULE_CONTROLS):
        widget = view.controls.get(name(field))
        if widget is None:
            continue
        shown = field in wanted
        if widget.isVisibleTo(widget.parentWidget()) != shown or widget.isHidden() == shown:
            widget.setVisible(shown)
            for label in widget.parentWidget().findChildren(QLabel):
                if label.buddy() is widget:
                    label.setVisible(shown)
