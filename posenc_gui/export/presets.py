"""The figure presets an export is made with, without Qt: what each leaves out and the size it is laid out at.

- screen: the view as the window shows it (its notes included), 1200 x 800 logical pixels times --scale.
- paper: for a LaTeX column at 100 %, laid out for the page (gui/export/page_layout.py): no notes, caption or
  interactive hints (only the colour key stays), plots that follow their data without a margin, a width in
  inches (--width-in, default 3.5, a column of a two-column paper) and tick labels of --font-pt points (default
  8; axis labels and titles larger in the screen's proportions, 12 and 13 to 11), curves drawn as one clipped
  path each with widths every renderer draws alike.
- slide: a 16:9 canvas (1920 x 1080 by default, --width sets its width) filled by the view, without notes, under
  a title (the lesson step's headline or the view's title; --title).

A paper figure is laid out in logical pixels (as the window lays a view out) at the size that makes the
view's text, whose base size is SCREEN_FONT_PT at 96 pixels an inch, come out at --font-pt once the figure is
shrunk or grown to --width-in: PaperSize.layout_dpi logical pixels an inch.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..records import record
from .atomic import ExportError, noop

if TYPE_CHECKING:
    from ..specs.kit.paper import PaperLayout

SCREEN_FONT_PT = 11  # the tick labels' size in the views (gui/plotting/style.py FONT_PT)
SCREEN_DPI = 96  # logical pixels an inch, where the views' point sizes are laid out

PAPER_WIDTH_IN = 3.5  # one column of a two-column LaTeX paper
PAPER_FONT_PT = 8.0
PAPER_ASPECT = 2 / 3  # height / width: the proportions of the screen figure (1200 x 800)
PAPER_PNG_DPI = 300
WIDTH_IN_RANGE = (1.0, 20.0)
FONT_PT_RANGE = (4.0, 24.0)
# a paper figure laid out for the page (gui/export/page_layout.py): every plot at least MIN_PLOT_IN on its shorter
# side, else refused; panels stacked below STACK_BELOW_IN, ROW_IN a row, the figure growing up to MAX_HEIGHT_IN
# tall while a plot has less than ROOMY_PLOT_IN
MIN_PLOT_IN = 0.2
ROOMY_PLOT_IN = 0.5
STACK_BELOW_IN = 5.0
ROW_IN = 1.5
MAX_HEIGHT_IN = 4.5

SLIDE_WIDTH = 1920
SLIDE_LAYOUT = (1024, 576)  # logical pixels: a 1920 x 1080 slide draws text, lines and marks 1.875 times as large
SLIDE_TITLE_PT = 20  # the slide's title at the layout's scale (the ticks' 11 pt print 27.5 px tall on 1080)
MAX_TITLE_CHARS = 200


class PaperRoomError(ExportError):
    """A paper figure whose plots, laid out for the page, are too small to read in print; the message names a
    width that holds them. The command line ends with status 2 for it, as for a size that does not fit."""


@record
class Preset:
    name: str
    label: str  # what the window's combo shows (English; tr() it)
    tooltip: str


PRESETS = {
    p.name: p
    for p in (
        Preset(
            "screen", noop("Screen"), noop("The view as the window shows it, notes included (PNG at the size chosen).")
        ),
        Preset(
            "paper",
            noop("Paper"),
            noop(
                "For a LaTeX column at 100 %: the width and text size set on the Paper "
                "row (3.5 inches and 8 pt: one column of a two-column paper), no notes, "
                "captions or hints, curves clipped to their plots (PNG at 300 dpi)."
            ),
        ),
        Preset(
            "slide",
            noop("Slide"),
            noop(
                "A 16:9 canvas of 1920 x 1080 pixels filled by the view, without "
                "notes, under the title on the Title row."
            ),
        ),
    )
}
DEFAULT_PRESET = "screen"


def preset_named(name: str) -> Preset:
    if name not in PRESETS:
        raise ExportError(noop("unknown preset {name}: the presets are {known}"), name=name, known=", ".join(PRESETS))
    return PRESETS[name]


@record
class PaperSize:
    """A paper figure's physical size and text size, and the logical size it is laid out at."""

    width_in: float = PAPER_WIDTH_IN
    font_pt: float = PAPER_FONT_PT

    def __post_init__(self) -> None:
        low, high = WIDTH_IN_RANGE
        if not (math.isfinite(self.width_in) and low <= self.width_in <= high):
            raise ExportError(
                noop("the width must lie between {low} and {high} inches, not {width}"),
                low=f"{low:g}",
                high=f"{high:g}",
                width=f"{self.width_in:g}",
            )
        low, high = FONT_PT_RANGE
        if not (math.isfinite(self.font_pt) and low <= self.font_pt <= high):
            raise ExportError(
                noop("the font size must lie between {low} and {high} points, not {size}"),
                low=f"{low:g}",
                high=f"{high:g}",
                size=f"{self.font_pt:g}",
            )

    @property
    def height_in(self) -> float:
        return self.width_in * PAPER_ASPECT

    @property
    def layout_dpi(self) -> int:
        """Logical pixels an inch of paper: whole, so a PDF's page holds a whole number of them."""
        return round(SCREEN_DPI * SCREEN_FONT_PT / self.font_pt)

    @property
    def layout_width(self) -> int:
        return round(self.width_in * self.layout_dpi)

    @property
    def layout_size(self) -> tuple[int, int]:
        return self.layout_width, round(self.height_in * self.layout_dpi)


def slide_size(width: int | None) -> tuple[int, int]:
    """A 16:9 slide's pixels for a canvas `width` wide (default 1920)."""
    width = SLIDE_WIDTH if width is None else width
    if not 160 <= width <= 16384:
        raise ExportError(
            noop("the width must lie between {low} and {most} pixels, not {width}"), low=160, most=16384, width=width
        )
    return width, round(width * 9 / 16)


@record
class FigureLook:
    """How a figure is made: its preset, a paper figure's size, and the PNG's width in pixels (None: a paper
    PNG at PAPER_PNG_DPI, a slide SLIDE_WIDTH wide); `panels`: a paper figure's panels (names of its view's
    PaperLayout; none: those it shows by default); `title`: a slide's title (None: the view's title, "": none)."""

    preset: str = DEFAULT_PRESET
    paper: PaperSize = PaperSize()
    width: int | None = None
    panels: tuple[str, ...] = ()
    title: str | None = None

    def __post_init__(self) -> None:
        preset_named(self.preset)
        if self.preset == "slide":
            slide_size(self.width)
        if self.panels and self.preset != "paper":
            raise ExportError(noop("panels are chosen for the paper preset, not {preset}"), preset=self.preset)
        if self.title is not None and self.preset != "slide":
            raise ExportError(noop("a title is for the slide preset, not {preset}"), preset=self.preset)
        if self.title is not None and len(self.title) > MAX_TITLE_CHARS:
            raise ExportError(
                noop("a slide's title is one line of at most {most} characters, not {count}"),
                most=MAX_TITLE_CHARS,
                count=len(self.title),
            )


def paper_panels(vid: str, layout: PaperLayout | None, names: Iterable[str]) -> tuple[str, ...]:
    """The panels of view `vid` (its spec's PaperLayout `layout`, None for a view of one figure) a paper figure
    draws for the names chosen; a name it does not have is refused, naming those it has."""
    if layout is None:
        if names:
            raise ExportError(noop("{view} has no panels to choose: it is drawn whole"), view=vid)
        return ()
    unknown = layout.unknown(names)
    if unknown:
        raise ExportError(
            noop("{view} has no panel {name}; its panels are {panels}"),
            view=vid,
            name=unknown[0],
            panels=", ".join(layout.panels),
        )
    return layout.chosen(names)
