"""View > Theme, Colour maps and Language: the window's look, chosen from menus and remembered."""
from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QMessageBox

from ..files.settings import stored_text
from ..i18n import LANGUAGE_KEY, LANGUAGES, system_language, tr
from ..plotting.style import CHOSEN, DIVERGING, SEQUENTIAL
from ..plotting.themes import DIVERGING_KEY, SEQUENTIAL_KEY, THEME_KEY, THEMES, apply_colormaps, apply_theme
from .actions import ChoiceMenu


class Look(QObject):
    """The theme and colour maps of `window` (themes restyle the window's widgets and views, so they take
    the window itself) and the language of the next start."""

    def __init__(self, window, settings):
        super().__init__(window)
        self.window = window
        self.settings = settings
        self._theme_choice: ChoiceMenu | None = None   # made with the menus

    def apply_stored(self) -> None:
        """The theme and colour maps chosen last time (anything unreadable: the defaults)."""
        def stored(key, choices, default):
            return stored_text(self.settings, key, default, choices)

        apply_colormaps(self.window, stored(DIVERGING_KEY, DIVERGING, "RdBu"),
                        stored(SEQUENTIAL_KEY, SEQUENTIAL, "viridis"))
        # (a new window applies even the light theme when an earlier one of this process left another look)
        apply_theme(self.window, stored(THEME_KEY, THEMES, "light"))

    @property
    def theme(self) -> str:
        return self.window.theme

    def set_colormaps(self, diverging: str | None = None, sequential: str | None = None) -> None:
        apply_colormaps(self.window, diverging, sequential)

    def set_theme(self, theme_id: str) -> None:
        apply_theme(self.window, theme_id)
        if self._theme_choice is not None:
            self._theme_choice.set_current(self.window.theme)

    def theme_menu(self) -> QMenu:
        self._theme_choice = ChoiceMenu(tr("&Theme"), "theme", [(t.id, tr(t.title)) for t in THEMES.values()],
                                        self.window.theme, self.set_theme, self.window)
        return self._theme_choice

    def colormap_menu(self) -> QMenu:
        w = self.window
        menu = QMenu(tr("&Colour maps"), w)
        menu.setObjectName("menu.colormaps")
        menu.addMenu(ChoiceMenu(tr("&Diverging (PE values, similarity, scores)"), "diverging",
                                [(k, k) for k in DIVERGING], CHOSEN["diverging"],
                                lambda k: apply_colormaps(w, diverging=k), menu))
        menu.addMenu(ChoiceMenu(tr("&Sequential (attention weights)"), "sequential",
                                [(k, k) for k in SEQUENTIAL], CHOSEN["sequential"],
                                lambda k: apply_colormaps(w, sequential=k), menu))
        return menu

    def language_menu(self) -> QMenu:
        """English, 한국어 or the system's: remembered, and used from the next start."""
        choices = [("system", tr("System language")), *LANGUAGES.items()]
        stored = stored_text(self.settings, LANGUAGE_KEY, "") or "system"
        return ChoiceMenu(tr("Lan&guage"), "language", choices, stored,
                          lambda code: self.choose_language("" if code == "system" else code), self.window)

    def choose_language(self, code: str) -> None:
        self.settings.setValue(LANGUAGE_KEY, code)
        language = code or system_language()
        QMessageBox.information(self.window, tr("Language"), tr(
            "posenc-gui will speak {name} from its next start. Your parameters and views are kept.").format(
            name=LANGUAGES[language]))
