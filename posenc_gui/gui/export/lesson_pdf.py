"""What the lesson's handout and deck share: a PDF of pages of one size, painted with one QPainter, written whole
or not at all; and the call each makes before a page, which reports progress and is where a stop is taken."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Protocol

import shiboken6
from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPaintDevice, QPainter, QPdfWriter

from ...export.atomic import ExportError, atomic_path, noop

# on_page(k, n): page (or step) k of n is about to be made; it may raise export.progress.Interrupted to stop
OnPage = Callable[[int, int], object]


def no_progress(k: int, n: int) -> None:
    """An on_page that says nothing and never stops."""


class Pages(Protocol):
    """Where pages are painted: `painter` on `device` (`resolution` units an inch); `new_page()` before each."""

    painter: QPainter

    @property
    def device(self) -> QPaintDevice: ...

    @property
    def resolution(self) -> int: ...

    def new_page(self) -> None: ...


class PdfPages:
    """A painter on a PDF being written; `new_page()` before every page but the first."""

    def __init__(self, writer: QPdfWriter, painter: QPainter) -> None:
        self._writer, self.painter = writer, painter
        self.started = False

    def new_page(self) -> None:
        if self.started:
            self._writer.newPage()
        self.started = True

    @property
    def resolution(self) -> int:
        return self._writer.resolution()

    @property
    def device(self) -> QPdfWriter:
        return self._writer


@contextlib.contextmanager
def pdf_pages(path: str | Path, size_pt: tuple[float, float], title: str, resolution: int) -> Iterator[PdfPages]:
    """A PDF at `path` of pages `size_pt` (width, height in points) without margins, `resolution` device units an
    inch; the file appears once the block ends without an exception (a stop or a failure leaves none)."""
    with atomic_path(path) as temp:
        writer = QPdfWriter(str(temp))
        writer.setTitle(title)
        writer.setCreator("posenc-gui")
        writer.setResolution(resolution)
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QSizeF(*size_pt), QPageSize.Unit.Point),
                QPageLayout.Orientation.Portrait,
                QMarginsF(0, 0, 0, 0),
            )
        )
        painter = QPainter()
        if not painter.begin(writer):
            raise ExportError(noop("cannot write {path}: Qt could not open it for drawing"), path=path)
        try:
            yield PdfPages(writer, painter)
        finally:
            painter.end()
            shiboken6.delete(writer)  # the file is complete (and closed) only once the writer is gone
