"""What scripts, tests and the menus call on the window: each a line that hands the call to the feature
that does it (the window itself keeps the wiring, the layout and the Qt events)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMessageBox

from ..crash_net import data_dir
from ..files.remembered import Remembered
from ..i18n import tr
from ..state.store import ParamStore
from ..views import View
from .actions import shortcut_rows
from .desk import Desk
from .help import about_text, extra_shortcut_rows, shortcuts_box
from .keeping import SettingsKeeper
from .look import Look
from .stage import Stage
from .tab_bars import StaleTabBars

if TYPE_CHECKING:
    _Window = QMainWindow  # what it is mixed into
else:
    _Window = object


class WindowCalls(_Window):
    """Mixed into MainWindow: needs its desk, views, look, store, stage, keeper, tab_bars and what it remembers."""

    # MainWindow's, which sets them in its __init__
    desk: Desk
    look: Look
    store: ParamStore
    stage: Stage
    keeper: SettingsKeeper
    tab_bars: StaleTabBars
    remembered: Remembered
    named_actions: dict[str, QAction]
    shortcuts_box: QMessageBox  # Help > Keyboard shortcuts, once shown

    if TYPE_CHECKING:  # MainWindow's

        @property
        def views(self) -> dict[str, View]: ...

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
        return about_text(self.remembered.file_name(), data_dir())

    def hide_stale_tab_bars(self) -> None:
        self.tab_bars.sweep()

    def save_settings(self) -> bool:
        return self.keeper.save()
