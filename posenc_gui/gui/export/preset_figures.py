"""A view's figure made with the paper or slide preset (export/presets.py): a copy of the view laid out for
it, then written as PNG, SVG or PDF.

Both hide the notes. A slide is the figure laid out at 1024 x 576 logical pixels under its title and drawn
1.875 times as large (or to the width asked for) onto a 16:9 canvas. A paper figure keeps only the colour samples of its
key, names the font its text is drawn with, lets plots that follow their data do so without a margin, and
is laid out at the size whose text comes out at the asked point size once the figure is --width-in wide;
its curves are drawn as paths cut to their plots (paper_items.py). Its SVG is written at that physical
size, its PDF is that SVG drawn onto a page of the same size (so the two hold the same paths and text), and
its PNG says its resolution in its metadata, so a document places any of them at 100 %. It is laid out for
the page first (page_layout.py: its panels chosen and stacked, its height grown, its plots measured).
"""

from __future__ import annotations

import html
import math
import types
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QBuffer, QByteArray, QEvent, QIODevice, QMarginsF, QObject, QRect, QRectF, QSize, QSizeF
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtSvg import QSvgGenerator, QSvgRenderer
from PySide6.QtWidgets import QGraphicsTextItem, QGraphicsView

from ...export.atomic import ExportError, atomic_path, noop
from ...export.presets import (
    MIN_PLOT_IN,
    PAPER_PNG_DPI,
    SCREEN_DPI,
    SLIDE_LAYOUT,
    SLIDE_TITLE_PT,
    FigureLook,
    PaperSize,
    paper_panels,
    slide_size,
)
from ...export.svg_tidy import tidy
from .figure import items_uncached, paint_widget, render_image
from .paper_items import drawn_as_paths


def preset_view(vid: str, params, options, shared, model, look: FigureLook, title: str = ""):
    """A StandaloneView of `vid` laid out and drawn for `look` (paper or slide); close() it after use. A paper
    figure is laid out for the page (page_layout.py) and refused (PaperRoomError) when a plot has no room to be
    read; a slide carries `title` above the view ("": none)."""
    if look.preset == "paper":
        return _paper_view(vid, params, options, shared, model, look)
    from .standalone import StandaloneView

    shown = StandaloneView(
        vid,
        params,
        options,
        size=SLIDE_LAYOUT,
        shared=shared,
        model=model,
        notes=False,
        prepare=(lambda view: _titled(view, title)) if title else None,
    )
    shown.fit_figure(SLIDE_LAYOUT)
    return shown


def _paper_view(vid: str, params, options, shared, model, look: FigureLook):
    from ...specs import SPECS
    from .page_layout import arrange, lay_out, refusal
    from .standalone import StandaloneView

    chosen = paper_panels(vid, SPECS[vid].paper, look.panels)

    def made(paper):
        wanted: list[float] = []

        def prepare(view) -> None:
            _for_paper(view)
            wanted.append(arrange(view, chosen, paper.width_in, paper.layout_dpi))

        shown = StandaloneView(
            vid, params, options, size=paper.layout_size, shared=shared, model=model, notes=False, prepare=prepare
        )
        try:
            return shown, lay_out(shown, paper, wanted[0])
        except BaseException:
            shown.close()
            raise

    shown, small = made(look.paper)
    if small >= MIN_PLOT_IN:
        return shown
    shown.close()

    def holds(width_in: float) -> bool:
        other, room = made(PaperSize(width_in, look.paper.font_pt))
        other.close()
        return room >= MIN_PLOT_IN

    raise refusal(look.paper, small, holds, SPECS[vid].paper is not None)


def _titled(view, title: str) -> None:
    """Put `title` over the slide's figure, wrapped to its width, as text in the scene with the plots (text in an
    SVG or PDF): a layout widget's layout becomes the lower row of one whose upper row is the title; a row of
    plots drawn apart (the phase vector and its clock) gets a band of its own across the top."""
    from ..plotting.plot_widgets import SteadyLabel

    figure = view.figure_widget()
    view.slide_title = label = SteadyLabel(html.escape(title), justify="center", size=f"{SLIDE_TITLE_PT}pt", bold=True)
    if not isinstance(figure, pg.GraphicsView):
        _TitleBand(figure, label)
        return
    # the panel flow and the view keep laying out their own layout (a layout widget's `ci` stays it)
    inner = figure.centralWidget
    outer = pg.GraphicsLayout()
    figure.setCentralItem(outer)  # (takes the view's layout out of the scene; the outer one puts it back)
    outer.addItem(label, row=0, col=0)
    outer.addItem(inner, row=1, col=0)
    outer.layout.setRowStretchFactor(1, 1)


class _TitleBand(QObject):
    """A title in a graphics view of its own across the top of `figure` (a widget of plots drawn apart, which the
    export paints view by view), the plots moved down under it by the figure layout's top margin."""

    def __init__(self, figure, label) -> None:
        super().__init__(figure)
        self.figure, self.band = figure, pg.GraphicsView(figure)
        self.band.setCentralItem(label)
        item = label.item
        item.setTextWidth(max(figure.width(), 1))
        self.height = math.ceil(item.document().size().height()) + 4
        item.setTextWidth(-1)
        layout = figure.layout()
        if layout is not None:
            margins = layout.contentsMargins()
            layout.setContentsMargins(margins.left(), margins.top() + self.height, margins.right(), margins.bottom())
        self.band.setGeometry(0, 0, figure.width(), self.height)
        self.band.show()
        figure.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.figure and event.type() == QEvent.Type.Resize:
            self.band.setGeometry(0, 0, event.size().width(), self.height)
        return False


def _for_paper(view) -> None:
    """No text in the key but its colour samples, one named font family, no margin around data."""
    view.key_colours_only = True
    family = QFontInfo(QFont()).family()  # the family Qt resolves the default to: a name every file can carry
    for graphics in _graphics_views(view.widget):
        scene = graphics.scene()
        scene.setFont(QFont(family, scene.font().pointSize()))
        for item in scene.items():
            if isinstance(item, pg.AxisItem):
                font = QFont(item.style.get("tickFont") or QFont())
                font.setFamily(family)
                item.setTickFont(font)
                # a label at either end of a short axis may reach past it by half its size (pyqtgraph drops it
                # otherwise: a 3.5-inch figure lost the "0" and "-100" of relative buckets' axes)
                metrics = QFontMetricsF(font)
                reach = math.ceil(max(metrics.height(), metrics.horizontalAdvance("-0000")) / 2) + 1
                item.setStyle(hideOverlappingLabels=reach)
                if item.grid is not False:  # (pyqtgraph leaves the margin out of an axis that draws a grid)
                    _labels_may_reach_past(item, reach)
            elif isinstance(item, pg.ViewBox):
                item.setDefaultPadding(0.0)
            elif isinstance(item, QGraphicsTextItem):  # keys, titles, axis labels: they do not follow the scene
                font = QFont(item.font())
                font.setFamily(family)
                item.setFont(font)


def _labels_may_reach_past(axis: pg.AxisItem, reach: float) -> None:
    """Let `axis`'s end labels reach `reach` pixels past its ends (its bounds are where labels may go)."""
    bounds = type(axis).boundingRect
    along = (0, -reach, 0, reach) if axis.orientation in ("left", "right") else (-reach, 0, reach, 0)

    def wider(self):
        return bounds(self).adjusted(*along)

    axis.prepareGeometryChange()
    axis.boundingRect = types.MethodType(wider, axis)


def _graphics_views(widget) -> list:
    return widget.findChildren(QGraphicsView) + ([widget] if isinstance(widget, QGraphicsView) else [])


def write(look: FigureLook, figure, path: Path, title: str) -> None:
    """Write `figure` (a preset_view's) to `path` as its suffix says."""
    suffix = path.suffix.lower()
    if look.preset == "slide":
        from .figure import write_pdf, write_png, write_svg

        if suffix == ".png":
            write_png(figure, path, width=slide_size(look.width)[0])
        elif suffix == ".svg":
            write_svg(figure, path, title)
        else:
            write_pdf(figure, path, title)
        return
    if suffix == ".png":
        write_paper_png(figure, path, look)
    elif suffix == ".svg":
        svg = paper_svg(figure, look, title)
        with atomic_path(path) as temp:
            temp.write_bytes(svg)
    else:
        write_paper_pdf(paper_svg(figure, look, title), path, look, title)


def write_paper_png(figure, path: Path, look: FigureLook) -> None:
    paper = look.paper
    width = look.width if look.width is not None else round(paper.width_in * PAPER_PNG_DPI)
    with drawn_as_paths(_graphics_views(figure)):
        image = render_image(figure, width=width, widen=False)
    # the resolution that makes the image --width-in wide (render_image wrote the screen's)
    dots_per_metre = round(width / paper.width_in / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    with atomic_path(path) as temp:
        # PySide6 takes the format as a str (its stub says bytes, which it refuses)
        if not image.save(str(temp), "PNG"):  # type: ignore[call-overload]
            raise ExportError(noop("cannot write {path}: Qt could not encode the PNG"), path=path)


def paper_svg(figure, look: FigureLook, title: str) -> bytes:
    """The paper SVG of `figure`: its logical pixels as the SVG's units, its size in inches."""
    w, h = figure.width(), figure.height()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(w, h))
    generator.setViewBox(QRect(0, 0, w, h))
    generator.setResolution(SCREEN_DPI)  # the views' point sizes as they were laid out
    generator.setTitle(title)
    generator.setDescription("Exported from posenc-gui")
    painter = QPainter()
    if not painter.begin(generator):
        raise ExportError(noop("cannot write {path}: Qt could not open it for drawing"), path="SVG")
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setFont(QFont(QFontInfo(QFont()).family()))  # (the groups' font, which the text elements override)
    with items_uncached(figure), drawn_as_paths(_graphics_views(figure)):
        paint_widget(figure, painter)
    painter.end()
    buffer.close()
    text = bytes(buffer.data().data()).decode("utf-8")
    return tidy(text, look.paper.width_in, look.paper.width_in * h / w).encode("utf-8")


def write_paper_pdf(svg: bytes, path: Path, look: FigureLook, title: str) -> None:
    renderer = QSvgRenderer(QByteArray(svg))
    if not renderer.isValid():
        raise ExportError(noop("cannot write {path}: Qt could not read back the figure's SVG"), path=path)
    box = renderer.viewBoxF()
    width_pt = look.paper.width_in * 72
    height_pt = width_pt * box.height() / box.width()
    with atomic_path(path) as temp:
        writer = QPdfWriter(str(temp))
        writer.setTitle(title)
        writer.setCreator("posenc-gui")
        writer.setResolution(720)  # a tenth of a point: the page's size in whole device units
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QSizeF(width_pt, height_pt), QPageSize.Unit.Point),
                QPageLayout.Orientation.Portrait,
                QMarginsF(0, 0, 0, 0),
            )
        )
        painter = QPainter()
        if not painter.begin(writer):
            raise ExportError(noop("cannot write {path}: Qt could not open it for drawing"), path=path)
        renderer.render(painter, QRectF(0, 0, width_pt * 10, height_pt * 10))
        painter.end()
        del writer  # the file is complete only once the writer is gone
