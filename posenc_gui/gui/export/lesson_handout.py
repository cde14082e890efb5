"""A lesson as a handout PDF (A4 or Letter): per step its number and title, its headline as the stage shows it, its
figures as the paper preset draws them (vector: each figure's paper SVG painted onto the page), the question it
asks with its answers and the right one marked, the notes, what to try and the numbers it marks.

Each step's figures are drawn with the step's settings walked from the app's defaults (export/notebook.py's
walked_settings: the lesson panel's), its `show:` curves, its whole `reveal:` figure and its marks. The steps flow
over the pages: a block (the step's heading with its first figure, a figure, a paragraph) that does not fit what
is left of a page starts the next one; a figure taller than a page is shrunk to it, never cut. Text is laid out
with QTextDocument at the PDF's resolution; Korean falls back to a CJK font Qt finds."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QPainter, QPen, QTextDocument
from PySide6.QtSvg import QSvgRenderer

from ...core import ParamError, Params
from ...export.atomic import ExportError
from ...export.notebook import NotebookLesson, read_by, walked_settings
from ...export.presets import FigureLook, PaperRoomError, PaperSize
from ..files.lesson_steps import answers_html, step_headline, step_marks
from ..i18n import error_text
from .lesson_pdf import OnPage, Pages, no_progress, pdf_pages

PAGES = {"a4": (595.0, 842.0), "letter": (612.0, 792.0)}  # points
RESOLUTION = 720  # device units an inch: a tenth of a point
MARGIN_PT = 54.0  # three quarters of an inch around the text; the footer sits in the bottom margin
GAP_PT = 6.0  # between blocks of a step
STEP_GAP_PT = 16.0  # before a step
TEXT_PT = 10.0
# the figures: laid out as the paper preset lays out a figure this wide (panels stacked below 5 in, as in a
# column), with text of this size; a view whose plots have no room to be read at that width is drawn wider
FIGURE_WIDTHS_IN = (4.8, 6.5)
FIGURE_FONT_PT = 8.5

# The handout's own words around the lesson's prose, in the lesson's language (as export/notebook.py's WORDS).
WORDS = {
    "en": {
        "steps": "A lesson in {count} steps",
        "by": "By {author}",
        "made": "Made with posenc-gui: each step's figures drawn with the settings the lesson gives them.",
        "step": "Step {n} of {count}",
        "predict": "Predict first:",
        "answer": "Answer: {answer}",
        "try": "Try:",
        "marks": "Marked on {view}: {marks}",
        "page": "{name} · page {n} of {count}",
        "failed": "{view} cannot be drawn here: {why}",
    },
    "ko": {
        "steps": "{count}단계 수업",
        "by": "{author}",
        "made": "posenc-gui로 만들었습니다. 각 단계의 그림은 수업이 정한 설정으로 그렸습니다.",
        "step": "{count}단계 중 {n}단계",
        "predict": "먼저 예측해 보세요:",
        "answer": "답: {answer}",
        "try": "해 보기:",
        "marks": "{view}에 표시한 값: {marks}",
        "page": "{name} · {count}쪽 중 {n}쪽",
        "failed": "{view}은(는) 여기에 그릴 수 없습니다: {why}",
    },
}
LANGUAGES = tuple(WORDS)


# A lesson to print: its name, its steps (gui/files/lesson_steps.Step), its author and its language (the notebook's
# record: the same four things)
PrintedLesson = NotebookLesson


# -- blocks: what flows over the pages ---------------------------------------------------------------------------
class Block:
    height = 0.0  # device units
    gap = 0.0  # device units above it (dropped at the top of a page)
    keep_with_next = False  # starts a new page with the block after it rather than end a page alone

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        raise NotImplementedError


class TextBlock(Block):
    def __init__(self, doc: QTextDocument, gap: float, top: float = 0.0, height: float | None = None) -> None:
        """`doc`'s text from `top` down `height` device units (a slice of a text taller than a page)."""
        self.doc, self.gap, self.top = doc, gap, top
        self.height = doc.size().height() - top if height is None else height
        self.rule = False  # a line above it: the start of a step

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        painter.save()
        if self.rule:
            painter.setPen(QPen(QColor("#9a9a9a"), self.gap / STEP_GAP_PT * 0.6))
            painter.drawLine(QPointF(x, y - self.gap / 3), QPointF(x + self.doc.textWidth(), y - self.gap / 3))
        painter.translate(x, y - self.top)
        self.doc.drawContents(painter, QRectF(0, self.top, self.doc.textWidth(), self.height))
        painter.restore()


class FigureBlock(Block):
    def __init__(self, svg: bytes, width: float, most_height: float, gap: float) -> None:
        """A paper figure's SVG at `width` device units, shrunk to `most_height` if taller (never cut)."""
        self.renderer = QSvgRenderer(QByteArray(svg))
        box = self.renderer.viewBoxF()
        self.width = width
        self.height = width * box.height() / max(box.width(), 1.0)
        if self.height > most_height:
            self.width, self.height = self.width * most_height / self.height, most_height
        self.gap = gap

    def paint(self, painter: QPainter, x: float, y: float) -> None:
        self.renderer.render(painter, QRectF(x, y, self.width, self.height))


def flow(blocks: list[Block], room: float, first_room: float) -> list[list[tuple[Block, float]]]:
    """The blocks on pages of `room` device units of height (the first page `first_room`): (block, its top from
    the top of the page's room) per page. A block that does not fit starts a page; a block that keeps with the
    next starts a page when the two do not fit together."""
    pages: list[list[tuple[Block, float]]] = [[]]
    used, height = 0.0, first_room
    for k, block in enumerate(blocks):
        gap = block.gap if pages[-1] else 0.0
        need = gap + block.height
        if block.keep_with_next and k + 1 < len(blocks):
            need += blocks[k + 1].gap + blocks[k + 1].height
        if pages[-1] and used + need > height:
            pages.append([])
            used, height, gap = 0.0, room, 0.0
        pages[-1].append((block, used + gap))
        used += gap + block.height
    return pages


# -- the lesson's blocks -------------------------------------------------------------------------------------------
class HandoutMaker:
    def __init__(self, lesson: PrintedLesson, pages: Pages, size_pt: tuple[float, float]) -> None:
        self.lesson, self.pages = lesson, pages
        self.words = WORDS[lesson.language]
        self.unit = pages.resolution / 72  # device units a point
        self.width = (size_pt[0] - 2 * MARGIN_PT) * self.unit
        self.room = (size_pt[1] - 2 * MARGIN_PT) * self.unit
        self.family = QFontInfo(QFont()).family()
        self._svgs: dict[tuple, bytes] = {}  # the same figure asked again (a view a step keeps) is drawn once

    def doc(self, text: str) -> QTextDocument:
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self.pages.device)
        font = QFont(self.family)
        font.setPointSizeF(TEXT_PT)
        doc.setDefaultFont(font)
        doc.setDocumentMargin(0)
        doc.setTextWidth(self.width)
        doc.setHtml(text)
        return doc

    def text(self, markup: str, gap_pt: float = GAP_PT) -> list[Block]:
        """A text block, or slices of a page's height of one taller than a page (its lines kept whole)."""
        doc = self.doc(markup)
        if doc.size().height() <= self.room:
            return [TextBlock(doc, gap_pt * self.unit)]
        doc.setPageSize(QSizeF(self.width, self.room))  # (the layout moves a line that would cross a page down)
        return [TextBlock(doc, gap_pt * self.unit, k * self.room, self.room) for k in range(doc.pageCount())]

    def title_blocks(self) -> list[Block]:
        lesson, w = self.lesson, self.words
        parts = [f"<p style='font-size:20pt; font-weight:bold'>{html.escape(lesson.name)}</p>"]
        if lesson.author:
            parts.append(f"<p style='font-size:12pt'>{html.escape(w['by'].format(author=lesson.author))}</p>")
        parts.append(
            f"<p style='color:#555555'>{html.escape(w['steps'].format(count=len(lesson.steps)))}. "
            f"{html.escape(w['made'])}</p>"
        )
        return self.text("".join(parts), 0)

    def step_blocks(self, number: int, step: Any, settings: dict[str, Any]) -> list[Block]:
        w, count = self.words, len(self.lesson.steps)
        where = html.escape(f"{w['step'].format(n=number, count=count)} · {step.title}")
        heading = self.text(
            f"<p style='color:#555555; font-size:9pt'>{where}</p>"
            f"<p style='font-size:14pt; font-weight:bold'>{html.escape(step_headline(step))}</p>",
            STEP_GAP_PT,
        )
        heading[0].rule = True  # type: ignore[attr-defined]
        heading[-1].keep_with_next = True
        blocks: list[Block] = [*heading, *self.figures(step, settings)]
        if step.predict is not None:
            prediction = step.predict
            blocks += self.text(
                f"<p><b>{html.escape(w['predict'])}</b> {html.escape(prediction.question)}</p>"
                f"<p>{answers_html(prediction, answered=True)}</p>"
                f"<p><i>{html.escape(w['answer'].format(answer=prediction.answer))}</i></p>"
            )
        for paragraph in (p.strip() for p in step.text.split("\n\n")):
            if paragraph:
                blocks += self.text(f"<p>{html.escape(paragraph)}</p>")
        if step.try_this:
            blocks += self.text(
                "<table width='100%' cellpadding='6' style='background-color:#fff3c4; border-color:#e0b000' "
                f"border='1' cellspacing='0'><tr><td><b>{html.escape(w['try'])}</b> "
                f"{html.escape(step.try_this)}</td></tr></table>"
            )
        for view in dict.fromkeys(m.view for m in step.marks):
            labels = "; ".join(m.label for m in step_marks(step, view))
            blocks += self.text(
                f"<p style='color:#333333'>{html.escape(w['marks'].format(view=view, marks=labels))}</p>"
            )
        return blocks

    def figures(self, step: Any, settings: dict[str, Any]) -> list[Block]:
        from ...specs.kit import assignments

        if not step.views:
            return []
        try:
            params, options = assignments.apply(settings, Params(), {})
        except ParamError as exc:
            return self.text(f"<p><i>{html.escape(error_text(exc))}</i></p>")
        blocks: list[Block] = []
        for vid in step.views:
            shows = step.reveal[1] if step.reveal is not None and step.reveal[0] == vid else step.shows.get(vid)
            marks = tuple((m.name, m.value, m.label) for m in step_marks(step, vid))
            key = (vid, repr(sorted(read_by(settings, vid).items())), shows, marks)
            try:
                if key not in self._svgs:
                    self._svgs[key] = paper_figure(vid, params, options, shows, marks)
            except (ExportError, ParamError) as exc:
                failed = self.words["failed"].format(view=vid, why=error_text(exc))
                blocks += self.text(f"<p><i>{html.escape(failed)}</i></p>")
                continue
            svg = self._svgs[key]
            # at the size it was laid out for (its text at FIGURE_FONT_PT), within the text's width
            width = min((figure_inches(svg) or FIGURE_WIDTHS_IN[0]) * 72 * self.unit, self.width)
            blocks.append(FigureBlock(svg, width, self.room, GAP_PT * 2 * self.unit))
        return blocks

    def footer(self, painter: QPainter, size_pt: tuple[float, float], n: int, count: int) -> None:
        painter.save()
        font = QFont(self.family, 8)
        painter.setFont(font)
        painter.setPen(QColor("#666666"))
        text = self.words["page"].format(name=self.lesson.name, n=n, count=count)
        bottom = (size_pt[1] - MARGIN_PT / 2) * self.unit
        painter.drawText(
            QRectF(MARGIN_PT * self.unit, bottom - 12 * self.unit, self.width, 12 * self.unit),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
            text,
        )
        painter.restore()


def figure_inches(svg: bytes) -> float | None:
    """The width in inches a paper SVG says it has (svg_tidy writes it), None if it says none."""
    import re

    found = re.search(rb'<svg[^>]*\swidth="([0-9.]+)in"', svg[:2000])
    return float(found.group(1)) if found else None


def paper_figure(vid: str, params: Params, options: dict, shows, marks) -> bytes:
    """View `vid`'s paper figure (preset_figures.py) as SVG, with a step's shown curves and marks; a view whose
    plots have no room at the first width is tried wider (PaperRoomError at the last)."""
    from ...specs import SPECS
    from .preset_figures import paper_svg, preset_view
    from .render import _shared  # (the options of the other owners a view uses, as `export` gives them)

    spec = SPECS[vid]
    own = options.get(vid)
    own = None if own is None else own.fit(params)
    shared = _shared(spec, params, options)
    refused: PaperRoomError | None = None
    for width in FIGURE_WIDTHS_IN:
        look = FigureLook("paper", PaperSize(width, FIGURE_FONT_PT))
        try:
            shown = preset_view(vid, params, own, shared, None, look)
        except PaperRoomError as exc:
            refused = exc
            continue
        try:
            if shows is not None or marks:
                shown.view.emphasise(tuple(shows) if shows is not None else None, marks)
                shown.draw()
            return paper_svg(shown.figure(), look, f"{spec.title} (posenc-gui)")
        finally:
            shown.close()
    assert refused is not None
    raise refused


def write_handout(path: str | Path, lesson: PrintedLesson, page: str = "a4", on_page: OnPage = no_progress) -> int:
    """The lesson's handout at `path` (PDF, `page` a4 or letter), written whole or not at all; `on_page(k, n)` hears
    of each step before it is drawn and may stop the export by raising. Needs a QApplication. Returns the number
    of pages."""
    from ..collection import collection_after

    if lesson.language not in WORDS:
        raise ValueError(f"no handout words for language {lesson.language!r} ({', '.join(WORDS)})")
    size = PAGES[page]
    with collection_after(), pdf_pages(path, size, lesson.name, RESOLUTION) as pages:
        return paint_handout(pages, lesson, size, on_page)


def paint_handout(pages: Pages, lesson: PrintedLesson, size: tuple[float, float], on_page: OnPage) -> int:
    """The handout painted on `pages` (a PDF's, or images' made with the same code); the number of pages."""
    maker = HandoutMaker(lesson, pages, size)
    blocks = maker.title_blocks()
    title_height = sum(b.gap + b.height for b in blocks) + STEP_GAP_PT * maker.unit
    steps = []
    count = len(lesson.steps)
    for number, (step, settings) in enumerate(zip(lesson.steps, walked_settings(lesson.steps)), start=1):
        on_page(number, count)
        steps += maker.step_blocks(number, step, settings)
    laid = flow(steps, maker.room, maker.room - title_height)
    left, top = MARGIN_PT * maker.unit, MARGIN_PT * maker.unit
    for n, placed in enumerate(laid, start=1):
        pages.new_page()
        shift = title_height if n == 1 else 0.0
        if n == 1:
            y = top
            for block in blocks:
                block.paint(pages.painter, left, y + block.gap)
                y += block.gap + block.height
        for block, y in placed:
            x = left + (maker.width - block.width) / 2 if isinstance(block, FigureBlock) else left
            block.paint(pages.painter, x, top + shift + y)
        maker.footer(pages.painter, size, n, len(laid))
    return len(laid)
