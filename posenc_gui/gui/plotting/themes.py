"""Themes for the screen and the projector, applied to Qt's widgets and to every plot alike, and the choice
of colour maps (View > Theme, View > Colour maps; remembered, and kept in session files).

light      the default: white plots, dark text
dark       dark grey plots and widgets, light text (near-black curves and cursors turn light)
projector  high contrast for a lecture hall: pure white, black text, thick axes, lines and grid, no grey
           text on grey
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from ...records import record
from ..state.window_state import LOOK
from . import fast_items
from .style import DIVERGING, SEQUENTIAL, diverging_colormap, sequential_colormap


@record
class Theme:
    id: str
    title: str
    background: str
    foreground: str
    axis_width: float
    line_scale: float  # curves, cursors and markers on the screen
    grid_alpha: float
    dark: bool = False


THEMES = {
    t.id: t
    for t in (
        Theme("light", "Light", "#ffffff", "#000000", 1.0, 1.0, 0.2),
        Theme("dark", "Dark", "#1e1e1e", "#e8e8e8", 1.0, 1.0, 0.25, dark=True),
        Theme("projector", "Projector (high contrast)", "#ffffff", "#000000", 2.0, 1.5, 0.3),
    )
}
DARK_PEN = 0.25  # a pen this dark (HSL lightness) would vanish on the dark theme: it is drawn light


def _palette(theme: Theme) -> QPalette:
    palette = QApplication.style().standardPalette()
    if not theme.dark:
        if theme.id == "projector":
            for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
                palette.setColor(role, QColor("#000000"))
            palette.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
        return palette
    colours = {
        QPalette.ColorRole.Window: "#2b2b2b",
        QPalette.ColorRole.WindowText: "#e8e8e8",
        QPalette.ColorRole.Base: "#1e1e1e",
        QPalette.ColorRole.AlternateBase: "#2b2b2b",
        QPalette.ColorRole.Text: "#e8e8e8",
        QPalette.ColorRole.Button: "#353535",
        QPalette.ColorRole.ButtonText: "#e8e8e8",
        QPalette.ColorRole.ToolTipBase: "#353535",
        QPalette.ColorRole.ToolTipText: "#e8e8e8",
        QPalette.ColorRole.Highlight: "#3d7cc9",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.Link: "#8ab4f8",
        QPalette.ColorRole.PlaceholderText: "#a0a0a0",
    }
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#808080"))
    return palette


def _graphics_views(views) -> list:
    """The plots of the views built so far (the others are styled when they are built: style_view)."""
    return [g for view in views if view.is_built for g in view.graphics_views()]


def _light_version(pen, foreground: str):
    """`pen` in the theme's foreground when its colour is near black (invisible on a dark background)."""
    pen = pg.mkPen(pen)
    if pen.color().lightnessF() < DARK_PEN:
        pen.setColor(QColor(foreground))
    return pen


def apply_theme(root: QWidget, views, theme: Theme) -> None:
    """Restyle the widgets under `root` and the plots of `views` for `theme` (a window not presenting: the
    presentation's scaling is put back first, or the theme would be applied on top of it)."""
    LOOK.styled = True
    QApplication.setPalette(_palette(theme))
    for widget in root.findChildren(QWidget):  # a widget with its own style sheet keeps its old palette
        if widget.styleSheet():  # until the sheet is set again
            widget.setStyleSheet(widget.styleSheet())
    pg.setConfigOptions(background=theme.background, foreground=theme.foreground)
    LOOK.theme_lines = theme.line_scale
    for graphics in _graphics_views(views):
        _style_graphics(graphics, theme)


def _style_graphics(graphics, theme: Theme) -> None:
    fg = QColor(theme.foreground)
    graphics.setBackground(theme.background)
    scene = graphics.scene()
    if scene is None:
        return
    for item in scene.items():
        if isinstance(item, pg.AxisItem):
            pen = pg.mkPen(fg, width=theme.axis_width)
            pen.setCosmetic(True)
            item.setPen(pen)
            item.setTextPen(fg)
            if item.grid is not False:
                item.setGrid(int(255 * theme.grid_alpha))
        elif isinstance(item, pg.LabelItem):
            item.setText(item.text, color=theme.foreground)
        elif isinstance(item, pg.InfiniteLine):
            item.setPen(_light_version(item.pen, theme.foreground) if theme.dark else item.pen)
        elif isinstance(item, pg.PlotCurveItem) and theme.dark:
            item.setPen(_light_version(item.opts["pen"], theme.foreground))
        elif isinstance(item, fast_items.Segment) and theme.dark:
            item.set_pen(_light_version(item.pen(), theme.foreground))
    graphics.viewport().update()


def style_view(theme_id: str, view) -> None:
    """A view built after the theme was applied takes the window's theme (a new one is drawn light)."""
    if theme_id == "light" and not LOOK.styled:
        return
    theme = THEMES.get(theme_id, THEMES["light"])
    for graphics in view.graphics_views():
        _style_graphics(graphics, theme)


def apply_colormaps(views, diverging: str | None = None, sequential: str | None = None) -> bool:
    """Use these colour maps from now on, in every image and colour bar of `views` drawn with the previous
    ones. False when they are the maps in use already (nothing was redrawn)."""
    chosen = LOOK.colormaps
    if (diverging in (None, chosen["diverging"])) and (sequential in (None, chosen["sequential"])):
        return False  # (images are built with the chosen maps: a new window needs nothing)
    if diverging in DIVERGING:
        chosen["diverging"] = diverging
    if sequential in SEQUENTIAL:
        chosen["sequential"] = sequential
    maps = {"diverging": diverging_colormap(), "sequential": sequential_colormap()}
    views = list(views)
    for graphics in _graphics_views(views):
        if graphics.scene() is None:
            continue
        for item in graphics.scene().items():
            if isinstance(item, (pg.ImageItem, pg.ColorBarItem)):
                current = item.getColorMap() if isinstance(item, pg.ImageItem) else item.colorMap()
                kind = (current.name or "").partition(":")[0] if current is not None else ""
                if kind in maps:
                    item.setColorMap(maps[kind])
    for view in views:
        view.on_colormaps_changed()
    return True
