"""View > Theme, Colour maps and Language: the window's look, chosen from menus and remembered."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QMessageBox

from ..files.remembered import DIVERGING as DIVERGING_KEY
from ..files.remembered import SEQUENTIAL as SEQUENTIAL_KEY
from ..files.remembered import THEME as THEME_KEY
from ..files.remembered import UI_LANGUAGE
from ..i18n import LANGUAGES, system_language, tr
from ..plotting.style import DIVERGING, SEQUENTIAL
from ..plotting.themes import THEMES, apply_colormaps, apply_theme, style_view
from ..state.window_state import LOOK
from .actions import ChoiceMenu


class Look(QObject):
    """The theme and colour maps of the desk's window and views (the theme is the window state's) and the
    language of the next start. A view built later takes the theme when it is built."""

    def __init__(self, desk, state, unscaled: Callable[[], AbstractContextManager[None]]) -> None:
        """`unscaled()`: the presentation's scaling put back while the theme restyles (see Presentation)."""
        super().__init__(desk.window)
        self.desk, self.state, self.unscaled = desk, state, unscaled
        self.window = desk.window
        self.remembered = desk.remembered
        self._theme_choice: ChoiceMenu | None = None  # made with the menus
        for view in desk.views.values():
            view.built.connect(lambda v=view: style_view(self.state.theme, v))
        state.themeChanged.connect(self._on_theme_changed)

    def _on_theme_changed(self, theme_id: str) -> None:
        if self._theme_choice is not None:  # (View > Theme shows the theme however it was chosen)
            self._theme_choice.set_current(theme_id)

    def apply_stored(self) -> None:
        """The theme and colour maps chosen last time (anything unreadable: the defaults)."""
        remembered = self.remembered
        self.set_colormaps(
            remembered.get(DIVERGING_KEY, choices=DIVERGING), remembered.get(SEQUENTIAL_KEY, choices=SEQUENTIAL)
        )
        # (a new window applies even the light theme when an earlier one of this process left another look)
        self.set_theme(remembered.get(THEME_KEY, choices=THEMES))

    @property
    def theme(self) -> str:
        return self.state.theme

    def set_colormaps(self, diverging: str | None = None, sequential: str | None = None) -> None:
        """These colour maps from now on (None: the present one), in every image drawn with the previous ones."""
        if apply_colormaps(self.desk.views.values(), diverging, sequential):
            self.remembered.put(DIVERGING_KEY, LOOK.colormaps["diverging"])
            self.remembered.put(SEQUENTIAL_KEY, LOOK.colormaps["sequential"])

    def set_theme(self, theme_id: str) -> None:
        """Restyle the window and every plot in it for `theme_id` (unknown ids: light). A presenting window
        stays on the stage: its scaled fonts and pens are put back while the theme restyles, then scaled anew."""
        theme = THEMES.get(theme_id, THEMES["light"])
        if theme.id != "light" or LOOK.styled:  # (a new window in the default look has nothing to undo)
            with self.unscaled():
                apply_theme(self.window, self.desk.views.values(), theme)
        self.state.theme = theme.id  # (remembered: files/remembered.keep_shared)

    def theme_menu(self) -> QMenu:
        self._theme_choice = ChoiceMenu(
            tr("&Theme"),
            "theme",
            [(t.id, tr(t.title)) for t in THEMES.values()],
            self.state.theme,
            self.set_theme,
            self.window,
        )
        return self._theme_choice

    def colormap_menu(self) -> QMenu:
        w = self.window
        menu = QMenu(tr("&Colour maps"), w)
        menu.setObjectName("menu.colormaps")
        menu.addMenu(
            ChoiceMenu(
                tr("&Diverging (PE values, similarity, scores)"),
                "diverging",
                [(k, k) for k in DIVERGING],
                LOOK.colormaps["diverging"],
                lambda k: self.set_colormaps(diverging=k),
                menu,
            )
        )
        menu.addMenu(
            ChoiceMenu(
                tr("&Sequential (attention weights)"),
                "sequential",
                [(k, k) for k in SEQUENTIAL],
                LOOK.colormaps["sequential"],
                lambda k: self.set_colormaps(sequential=k),
                menu,
            )
        )
        return menu

    def language_menu(self) -> QMenu:
        """English, 한국어 or the system's: remembered, and used from the next start."""
        choices = [("system", tr("System language")), *LANGUAGES.items()]
        stored = self.remembered.get(UI_LANGUAGE) or "system"
        return ChoiceMenu(
            tr("Lan&guage"),
            "language",
            choices,
            stored,
            lambda code: self.choose_language("" if code == "system" else code),
            self.window,
        )

    def choose_language(self, code: str) -> None:
        self.remembered.put(UI_LANGUAGE, code)
        language = code or system_language()
        QMessageBox.information(
            self.window,
            tr("Language"),
            tr("posenc-gui will speak {name} from its next start. Your parameters and views are kept.").format(
                name=LANGUAGES[language]
            ),
        )
