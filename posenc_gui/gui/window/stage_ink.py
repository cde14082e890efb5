"""Ink on the stage: a pen (D) to draw over what the room sees, a laser pointer (L) whose trail fades, and a zoom
(Z) into the plot under a dragged rectangle (Shift+Z, or a right click, goes back).

The ink lies on a transparent layer over the window, which takes the mouse only while a tool is on (else the
views keep theirs). Strokes belong to the page the stage shows (a lesson step, or a chapter's page of views):
paging away and back shows them again, unless the lecturer chose to clear them when paging. C picks the next
colour, Ctrl+Z takes back the last stroke (or a clearing), E clears the page; S saves the slide with its ink.
A pen tablet draws as a mouse does (Qt gives it to the layer as mouse events).

The zoom sets the plot's axes to the rectangle, so that the zoomed figure is drawn anew, sharp, with ticks the
room can read, instead of enlarging pixels; going back gives each plot the range (or the automatic range) it
had. While zoomed, the page's strokes wait and what is drawn is the zoom's own, gone with it."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QFileDialog, QWidget

from ..i18n import error_text, noop, tr

COLOURS = (  # strong on the light and the dark theme alike, and told apart by the colour-blind (no red-green pair)
    ("#d62728", noop("red")),
    ("#1f5fbf", noop("blue")),
    ("#ff8c00", noop("orange")),
    ("#8e44ad", noop("purple")),
)
PEN_WIDTH = 3.0  # px at scale 1: the presentation scale thickens it
LASER_RADIUS = 7.0  # px at scale 1
LASER_FADE_S = 0.6  # how long the laser's trail takes to fade
LASER_TICK_MS = 30
LEAST_ZOOM = 12  # px: a smaller dragged rectangle is a click, not a zoom


@dataclass
class Stroke:
    colour: str
    width: float
    points: list[QPointF] = field(default_factory=list)

    def path(self) -> QPainterPath:
        path = QPainterPath(self.points[0])
        for p in self.points[1:]:
            path.lineTo(p)
        return path


@dataclass
class Page:
    """The ink of one page: its strokes, and what each undo takes back (a stroke drawn, or a clearing)."""

    strokes: list[Stroke] = field(default_factory=list)
    cleared: list[list[Stroke]] = field(default_factory=list)  # the strokes each clearing took, last last
    history: list[str] = field(default_factory=list)  # "stroke" or "clear", last last


class InkLayer(QWidget):
    """The transparent layer: paints the page's strokes, the stroke being drawn, the laser and the zoom's
    rectangle; hands the mouse to the ink while a tool is on."""

    def __init__(self, ink: StageInk, parent: QWidget) -> None:
        super().__init__(parent)
        self.ink = ink
        self.setObjectName("stage.ink")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (the window's keys stay the window's)
        self.hide()

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.ink.paint(painter)
        painter.end()

    def mousePressEvent(self, event) -> None:
        self.ink.press(event.position(), event.button())

    def mouseMoveEvent(self, event) -> None:
        self.ink.move(event.position(), bool(event.buttons() & Qt.MouseButton.LeftButton))

    def mouseReleaseEvent(self, event) -> None:
        self.ink.release(event.position(), event.button())

    def leaveEvent(self, _event) -> None:
        self.ink.left()


class StageInk(QObject):
    toolChanged = Signal(str)  # "pen", "laser", "zoom" or "" (none)
    inkChanged = Signal()  # a stroke ended or was taken back, the page cleared, a plot zoomed or back

    def __init__(self, window, actions: dict, status, remembered_kept=None) -> None:
        """`actions` are the window's (the tools' checkable ones are kept in step with the tool on); `status(text)`
        says a short message; `remembered_kept` is (get, put) of the lecturer's choice to keep ink when paging."""
        super().__init__(window)
        self.window = window
        self.actions = actions
        self.status = status
        self._kept = remembered_kept
        self.layer = InkLayer(self, window)
        self.tool = ""
        self.colour = COLOURS[0][0]
        self.scale = 1.0
        self.pages: dict = {}  # page key -> Page
        self.key = None  # the page on the stage now
        self._drawing: Stroke | None = None
        self._trail: list[tuple[QPointF, float]] = []  # the laser's recent points and when
        self._laser_at: QPointF | None = None
        self._drag: tuple[QPointF, QPointF] | None = None  # the zoom's rectangle being dragged
        self._zoomed: dict = {}  # ViewBox -> (its ranges, its auto-range) before the first zoom
        self._timer = QTimer(self)
        self._timer.setInterval(LASER_TICK_MS)
        self._timer.timeout.connect(self._fade)
        window.installEventFilter(self)
        window.statusBar().installEventFilter(self)  # (its buttons and caption may make it taller)

    # -- on and off ------------------------------------------------------------------------------------------
    def begin(self, scale: float) -> None:
        self.scale = scale
        self._fit()
        self.layer.show()
        self.layer.raise_()

    def end(self) -> None:
        self.set_tool("")
        self.zoom_back()
        if not self.kept:
            self.pages.clear()
        self.layer.hide()

    def eventFilter(self, watched, event) -> bool:
        moved = (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide)
        if event.type() in moved and self.layer.isVisible():
            self._fit()
        return False

    def _fit(self) -> None:
        """Over the window down to its status bar (which stays the lecturer's: the caption, the tools)."""
        status = self.window.statusBar()
        bottom = status.y() if status.isVisible() else self.window.height()
        self.layer.setGeometry(0, 0, self.window.width(), bottom)

    @property
    def kept(self) -> bool:
        return True if self._kept is None else bool(self._kept[0]())

    def keep(self, on: bool) -> None:
        """The lecturer's choice: a page's ink kept when paging away (and shown again on coming back), or
        cleared."""
        if self._kept is not None:
            self._kept[1](bool(on))

    def show_page(self, key, scale: float) -> None:
        """The stage shows the page `key` (laid out anew: the same page after a build, or another)."""
        self.scale = scale
        self._fit()
        self.layer.raise_()
        if key != self.key:
            self.zoom_back()
            if not self.kept and self.key is not None:
                self.pages.pop(self.key, None)
            self._drawing = None
            self.key = key
        self.layer.update()

    @property
    def page_key(self):
        """The page's key, or while zoomed the zoom's own: ink drawn on the zoomed plot would point at something
        else once it is back (and the page's strokes would on the zoomed one), so each shows only with its own."""
        return (self.key, "zoomed") if self._zoomed else self.key

    @property
    def page(self) -> Page:
        return self.pages.setdefault(self.page_key, Page())

    # -- the tools ---------------------------------------------------------------------------------------------
    def set_tool(self, tool: str) -> None:
        if tool == self.tool:
            return
        self.tool = tool
        self._drawing, self._drag, self._laser_at, self._trail = None, None, None, []
        self.layer.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, not tool)
        self.layer.setMouseTracking(tool == "laser")
        cursors = {"pen": Qt.CursorShape.CrossCursor, "laser": Qt.CursorShape.BlankCursor}
        if tool in cursors or tool == "zoom":
            self.layer.setCursor(cursors.get(tool, Qt.CursorShape.CrossCursor))
        else:
            self.layer.unsetCursor()
        for name in ("pen", "laser", "zoom"):
            action = self.actions.get(f"stage_{name}")
            if action is not None and action.isChecked() != (name == tool):
                action.setChecked(name == tool)  # (its toggled(False) finds the tool already changed)
        self.layer.update()
        self.toolChanged.emit(tool)

    def _use(self, tool: str, on: bool) -> None:
        if on:
            self.set_tool(tool)
        elif self.tool == tool:
            self.set_tool("")

    def use_pen(self, on: bool) -> None:
        self._use("pen", on)

    def use_laser(self, on: bool) -> None:
        self._use("laser", on)

    def use_zoom(self, on: bool) -> None:
        self._use("zoom", on)

    def next_colour(self) -> None:
        """C: the pen's next colour (and the pen taken up, if it was down)."""
        codes = [code for code, _ in COLOURS]
        self.colour = codes[(codes.index(self.colour) + 1) % len(codes)]
        self.set_tool("pen")
        name = dict(COLOURS)[self.colour]
        self.status(tr("Pen: {colour}").format(colour=tr(name)))

    def undo(self) -> None:
        """Ctrl+Z: the page's last stroke taken back, or its last clearing undone."""
        page = self.page
        if not page.history:
            return
        if page.history.pop() == "stroke":
            page.strokes.pop()
        else:
            page.strokes = page.cleared.pop() + page.strokes
        self.layer.update()
        self.inkChanged.emit()

    def clear(self) -> None:
        """E: the page's strokes cleared (Ctrl+Z brings them back)."""
        page = self.page
        if page.strokes:
            page.cleared.append(page.strokes)
            page.strokes = []
            page.history.append("clear")
            self.layer.update()
            self.inkChanged.emit()

    # -- the mouse ---------------------------------------------------------------------------------------------
    def press(self, at: QPointF, button) -> None:
        if button == Qt.MouseButton.RightButton and self.tool == "zoom":
            self.zoom_back()
        elif button != Qt.MouseButton.LeftButton:
            return
        elif self.tool == "pen":
            self._drawing = Stroke(self.colour, PEN_WIDTH * self.scale, [QPointF(at)])
        elif self.tool == "zoom":
            self._drag = (QPointF(at), QPointF(at))
        self.layer.update()

    def move(self, at: QPointF, held: bool) -> None:
        if self.tool == "pen" and held and self._drawing is not None:
            self._drawing.points.append(QPointF(at))
        elif self.tool == "zoom" and held and self._drag is not None:
            self._drag = (self._drag[0], QPointF(at))
        elif self.tool == "laser":
            self._laser_at = QPointF(at)
            self._trail.append((QPointF(at), time.monotonic()))
            if not self._timer.isActive():
                self._timer.start()
        self.layer.update()

    def release(self, at: QPointF, button) -> None:
        if button != Qt.MouseButton.LeftButton:
            return
        if self.tool == "pen" and self._drawing is not None:
            stroke, self._drawing = self._drawing, None
            if len(stroke.points) == 1 or stroke.points[-1] != QPointF(at):
                stroke.points.append(QPointF(at))  # (a click leaves a dot)
            page = self.page
            page.strokes.append(stroke)
            page.history.append("stroke")
            self.inkChanged.emit()
        elif self.tool == "zoom" and self._drag is not None:
            rect = QRectF(self._drag[0], QPointF(at)).normalized()
            self._drag = None
            if rect.width() >= LEAST_ZOOM and rect.height() >= LEAST_ZOOM:
                self.zoom_to(rect.toRect())
        self.layer.update()

    def left(self) -> None:
        self._laser_at = None
        self.layer.update()

    def _fade(self) -> None:
        now = time.monotonic()
        self._trail = [(p, t) for p, t in self._trail if now - t < LASER_FADE_S]
        if not self._trail:
            self._timer.stop()
        self.layer.update()

    # -- painting ----------------------------------------------------------------------------------------------
    def paint(self, painter: QPainter) -> None:
        strokes = list(self.pages.get(self.page_key, Page()).strokes)
        if self._drawing is not None:
            strokes.append(self._drawing)
        for stroke in strokes:
            pen = QPen(QColor(stroke.colour), stroke.width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            if len(stroke.points) == 1:
                painter.drawPoint(stroke.points[0])
            else:
                painter.drawPath(stroke.path())
        if self.tool == "laser":
            self._paint_laser(painter)
        if self._drag is not None:
            pen = QPen(QColor(COLOURS[1][0]), max(1.0, self.scale))
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            fill = QColor(COLOURS[1][0])
            fill.setAlphaF(0.12)
            painter.setBrush(fill)
            painter.drawRect(QRectF(*self._drag).normalized())

    def _paint_laser(self, painter: QPainter) -> None:
        now = time.monotonic()
        radius = LASER_RADIUS * self.scale
        painter.setPen(Qt.PenStyle.NoPen)
        for p, t in self._trail:
            left = 1.0 - (now - t) / LASER_FADE_S
            if left > 0:
                colour = QColor(255, 0, 0)
                colour.setAlphaF(0.5 * left)
                painter.setBrush(colour)
                painter.drawEllipse(p, radius * (0.4 + 0.6 * left), radius * (0.4 + 0.6 * left))
        if self._laser_at is not None:
            glow = QColor(255, 0, 0)
            glow.setAlphaF(0.35)
            painter.setBrush(glow)
            painter.drawEllipse(self._laser_at, radius * 1.8, radius * 1.8)
            painter.setBrush(QColor(255, 0, 0))
            painter.drawEllipse(self._laser_at, radius, radius)

    # -- the zoom ----------------------------------------------------------------------------------------------
    def plot_at(self, at: QPoint):
        """The plot (its ViewBox, and the GraphicsView it is drawn in) under the window's point `at`, or None."""
        for view in self.window.findChildren(pg.GraphicsView):
            if not view.isVisible():
                continue
            corner = view.mapTo(self.window, QPoint(0, 0))
            if not QRect(corner, view.size()).contains(at):
                continue
            scene_at = view.mapToScene(view.mapFrom(self.window, at))
            for item in view.scene().items(scene_at):
                if isinstance(item, pg.ViewBox) and item.isVisible():
                    return item, view
        return None

    def zoom_to(self, rect: QRect) -> bool:
        """The plot under the rectangle's centre shows the data inside it (the window's coordinates); False (and a
        word to the lecturer) when no plot is there."""
        found = self.plot_at(rect.center())
        if found is None:
            self.status(tr("Drag the rectangle over a plot to zoom into it"))
            return False
        box, view = found
        corners = [
            box.mapSceneToView(view.mapToScene(view.mapFrom(self.window, corner)))
            for corner in (rect.topLeft(), rect.bottomRight())
        ]
        xs = sorted(c.x() for c in corners)
        ys = sorted(c.y() for c in corners)
        if box not in self._zoomed:
            self._zoomed[box] = ([list(r) for r in box.viewRange()], list(box.state["autoRange"]))
        box.setRange(xRange=xs, yRange=ys, padding=0)
        self.layer.update()
        self.status(tr("Zoomed in: Shift+Z or a right click goes back"))
        self.inkChanged.emit()
        return True

    @property
    def zoomed(self) -> bool:
        return bool(self._zoomed)

    def zoom_back(self) -> None:
        """Every zoomed plot as it was before its first zoom (its automatic range again, if it had one)."""
        zoomed, self._zoomed = self._zoomed, {}
        if zoomed:
            self.pages.pop((self.key, "zoomed"), None)
            self._drawing = None
            self.layer.update()
            self.inkChanged.emit()
        for box, (ranges, auto) in zoomed.items():
            box.setRange(xRange=ranges[0], yRange=ranges[1], padding=0)
            for axis, fraction in zip((pg.ViewBox.XAxis, pg.ViewBox.YAxis), auto, strict=True):
                if fraction:  # (an axis without it keeps the range just set)
                    box.enableAutoRange(axis, fraction)

    # -- the slide ---------------------------------------------------------------------------------------------
    def slide_image(self) -> QImage:
        """The stage as the room sees it, ink included (the window down to its status bar)."""
        return self.window.grab(self.layer.geometry()).toImage()

    def save_slide_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.window, tr("Save the slide with its ink"), "slide.png", tr("PNG images (*.png)")
        )
        if path:
            self.save_slide(path if path.lower().endswith(".png") else path + ".png")

    def save_slide(self, path) -> bool:
        from ...export.atomic import CANNOT_WRITE, ExportError, atomic_path

        image = self.slide_image()
        try:
            with atomic_path(path) as temp:
                if not image.save(str(temp), "PNG"):  # type: ignore[call-overload]
                    raise ExportError(CANNOT_WRITE, path=path, why="PNG")
        except ExportError as exc:
            self.status(tr("Could not save the slide: {why}").format(why=error_text(exc)))
            return False
        self.status(tr("Saved the slide: {path}").format(path=path))
        return True
