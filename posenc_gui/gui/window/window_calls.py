"""What scripts, tests and the menus call on the window: each a line that hands the call to the feature
that does it (the window itself keeps the wiring, the layout and the Qt events)."""
from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from ..crash_net import data_dir
from ..i18n import tr
from ..views import View
from .actions import shortcut_rows
from .help import about_text, extra_shortcut_rows, shortcuts_box


class WindowCalls:
    """Mixed into MainWindow: needs its desk, views, look, store, stage, keeper, tab_bars and settings."""

    def bring_forward(self, vid: str) -> None:
        self.desk.bring_forward(vid)

    def show_view(self, vid: str) -> View:
        """The view `vid` shown in front of its tab group, and built: its items are there to read."""
        self.desk.bring_forward(vid)
        self.views[vid].ensure_built()
        return self.views[vid]

    def set_theme(self, theme_id: str) -> None:
        self.look.set_theme(theme_id)

    def step_position(self, step: int) -> None:
        self.store.step_position(step)

    def step_pair(self, step: int) -> None:
        self.store.step_pair(step)

    def shortcuts(self) -> list[tuple[str, str]]:
        """(keys, what they do): every window-wide shortcut, read from the action table."""
        return shortcut_rows(self.named_actions) + self.stage.shortcut_rows() + extra_shortcut_rows()

    def show_shortcuts(self) -> None:
        self.shortcuts_box = shortcuts_box(self, self.shortcuts())

    def show_about(self) -> None:
        QMessageBox.about(self, tr("About posenc-gui"), self.about_text())

    def about_text(self) -> str:
        return about_text(self.settings.fileName(), data_dir())

    def hide_stale_tab_bars(self) -> None:
        self.tab_bars.sweep()

    def save_settings(self) -> bool:
        return self.keeper.save()
