"""A paper figure laid out for the page, and judged by what it lays out.

A view of several panels (its spec's PaperLayout) keeps the panels chosen (`--panel`; else those it shows by
default) and, in a figure narrower than STACK_BELOW_IN, stacks them in its columns (one, or small multiples two
by two); a wider figure puts them side by side as the screen does. A column figure then grows in height, from
the screen's 3:2 up to MAX_HEIGHT_IN, ROW_IN a row of panels. Whatever the view, the figure is then measured
by its plots' boxes (the view boxes drawn on it, colour bars aside): a figure with a plot under ROOMY_PLOT_IN on
its shorter side grows in height, up to MAX_HEIGHT_IN; one whose smallest plot is still under MIN_PLOT_IN, too
small to read in print, is refused (PaperRoomError), naming a width at which the same view and panels hold
(on a grid of 0.05 in, the width 0.05 in narrower falling short, found by bisection)."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtWidgets import QGraphicsView

from ...export.atomic import noop
from ...export.presets import (
    MAX_HEIGHT_IN,
    MIN_PLOT_IN,
    ROOMY_PLOT_IN,
    ROW_IN,
    STACK_BELOW_IN,
    WIDTH_IN_RANGE,
    PaperRoomError,
    PaperSize,
)
from ..plotting.panel_flow import PanelFlow, best_columns, panel_items, panel_rows

WIDTH_STEP_IN = 0.05  # the refusal names a width to this much


def arrange(view, chosen: tuple, width_in: float, layout_dpi: int) -> float:
    """Keep only the panels `chosen` of `view` (built, not yet drawn) and arrange them for a figure `width_in`
    wide; the figure's height in inches the arrangement asks for (the screen's 3:2 for a view without a paper
    layout)."""
    from ...export.presets import PAPER_ASPECT

    base = width_in * PAPER_ASPECT
    layout = view.spec.paper
    if layout is None:
        return base
    items = panel_items(view, layout)
    kept = [items[name] for name in chosen]
    flow = getattr(view, "flow", None)
    if isinstance(flow, PanelFlow):
        lead = flow.lead and kept[:1] == flow.panels[:1]
        if width_in < STACK_BELOW_IN:
            columns = min(layout.columns, len(kept))
        else:  # a page's width: side by side as the room asks, as on screen
            columns = best_columns(len(kept), width_in * layout_dpi, base * layout_dpi, shape=flow.shape, lead=lead)
        flow.for_page(kept, columns)
        rows = panel_rows(len(kept), columns, lead)
        view.left_out = flow.left_out
    else:  # (a view laid out in fixed rows: the panels left out leave them)
        view.left_out = [item for name, item in items.items() if name not in chosen]
        for item in view.left_out:
            view.layout_widget.ci.removeItem(item)
            item.hide()
        rows = len(kept)
    if width_in >= STACK_BELOW_IN:
        return base
    return min(max(base, rows * ROW_IN), max(base, MAX_HEIGHT_IN))


def plot_boxes(figure) -> list[tuple[float, float]]:
    """(width, height) in the figure's logical pixels of each plot drawn on `figure`: its visible view boxes but
    the colour bars', each cut to its graphics view (a plot pushed past the figure's edge is as small as what
    shows of it, nothing when none does); a layout wider or taller than its view (its text and axes need more
    than the figure has, and the rest is cut) adds a box of nothing."""
    views = figure.findChildren(QGraphicsView) + ([figure] if isinstance(figure, QGraphicsView) else [])
    boxes = []
    for graphics in views:
        scene = graphics.scene()
        if scene is None or not graphics.isVisible():
            continue
        shown = graphics.viewport().rect()
        central = getattr(graphics, "centralWidget", None)
        if central is not None and (
            central.size().width() > shown.width() + 1 or central.size().height() > shown.height() + 1
        ):
            boxes.append((0.0, 0.0))
        for item in scene.items():
            if (
                not isinstance(item, pg.ViewBox)
                or not item.isVisible()
                or isinstance(item.parentItem(), pg.ColorBarItem)
            ):
                continue
            whole = graphics.mapFromScene(item.sceneBoundingRect()).boundingRect()
            if whole.width() <= 1:  # (a view box laid out to nothing: a slot the view leaves empty)
                continue
            rect = whole.intersected(shown)
            boxes.append((float(max(rect.width(), 0)), float(max(rect.height(), 0))))
    return boxes


def smallest_in(figure, layout_dpi: int) -> float:
    """The shorter side, in inches, of the smallest plot on `figure` (inf: it has none)."""
    return min((min(w, h) / layout_dpi for w, h in plot_boxes(figure)), default=math.inf)


def lay_out(shown, paper: PaperSize, height_in: float) -> float:
    """Fit `shown` (a StandaloneView arranged by `arrange`) at `paper`'s width and `height_in`, growing the
    height while a plot is under ROOMY_PLOT_IN, up to MAX_HEIGHT_IN (to the least height, within 0.05 in, at
    which the plots have that room, or the most they get): the smallest plot's shorter side in inches."""
    dpi, width = paper.layout_dpi, paper.layout_width

    def at(height: float) -> float:
        shown.fit_figure((width, round(height * dpi)))
        return smallest_in(shown.figure(), dpi)

    small = at(height_in)
    tallest = max(height_in, MAX_HEIGHT_IN)
    if small >= ROOMY_PLOT_IN or tallest <= height_in:
        return small
    most = at(tallest)
    if most <= small:  # (growing gives that plot nothing: a plot too narrow, not too short)
        return at(height_in)
    target = min(ROOMY_PLOT_IN, most)
    low, high = height_in, tallest  # low falls short of the target, high reaches it
    while high - low > WIDTH_STEP_IN:
        middle = (low + high) / 2
        if at(middle) >= target:
            high = middle
        else:
            low = middle
    return at(high)


def refusal(paper: PaperSize, small: float, holds, panels: bool) -> PaperRoomError:
    """The error for a figure whose smallest plot is `small` inches at `paper`'s width; `holds(width_in)` says
    whether the view's plots hold at a width (the narrowest that does is named); `panels`: the view has panels
    to choose among."""

    def grid(width: float) -> float:  # (every width tried is one the message may name)
        return min(math.ceil(round(width / WIDTH_STEP_IN, 6)) * WIDTH_STEP_IN, WIDTH_IN_RANGE[1])

    low, high = paper.width_in, None
    for factor in (1.25, 1.5, 2.0, 3.0, math.inf):
        width = grid(paper.width_in * factor) if factor < math.inf else WIDTH_IN_RANGE[1]
        if width <= low:
            continue
        if holds(width):
            high = width
            break
        low = width
    fields = dict(width=f"{paper.width_in:g}", size=f"{small:.2f}", least=f"{MIN_PLOT_IN:g}")
    if high is None:
        return PaperRoomError(
            noop(
                "at {width} in a plot gets {size} in on its shorter side, under the {least} in "
                "print needs, and no width up to {most} in holds it: draw fewer panels or make "
                "the text smaller"
            ),
            most=f"{WIDTH_IN_RANGE[1]:g}",
            **fields,
        )
    while True:  # the narrowest width on the grid between one that falls short and one that holds
        middle = grid((low + high) / 2)
        if middle >= high or middle <= low:
            break
        if holds(middle):
            high = middle
        else:
            low = middle
    wide = f"{high:.2f}".rstrip("0").rstrip(".")
    if panels:
        return PaperRoomError(
            noop(
                "at {width} in a plot gets {size} in on its shorter side, under the {least} in "
                "print needs: make the figure {wide} in wide or draw fewer panels"
            ),
            wide=wide,
            **fields,
        )
    return PaperRoomError(
        noop(
            "at {width} in a plot gets {size} in on its shorter side, under the {least} in print "
            "needs: make the figure {wide} in wide"
        ),
        wide=wide,
        **fields,
    )
