"""Presentation mode (F5, Esc to leave): for a projector. The views fill the window (parameters and dock
title bars hidden), the current parameters show as a caption, and text, tick labels, lines and markers grow
by a factor (View > Presentation scale, or Ctrl+= / Ctrl+- while presenting). Leaving puts every font, pen
and size back exactly as it was. F11 toggles full screen on its own."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from contextlib import contextmanager

import pyqtgraph as pg
from PySide6.QtCore import QObject, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QPainter, QPicture
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QWidget

from ...specs import ALL_VIEWS
from ..files.remembered import PRESENTATION_SCALE, Remembered
from ..i18n import tr
from ..plotting import fast_items
from ..plotting.fast_items import widened
from ..plotting.plot_widgets import SteadyLabel, bigger_size
from ..plotting.quick_axis import WRAP_SETTLE_S
from ..plotting.style import axis_label_depth
from ..plotting.token_plots import CellTexts
from ..state.window_state import LOOK
from .actions import ChoiceMenu
from .presenter_view import PresenterView
from .stage_caption import stage_caption
from .stage_check import (
    LEAST_PLOT_HEIGHT,
    LEAST_SHARE,
    measure_ticks,
    plot_share,
    release_held_heights,
    rewrap_axis_labels,
    stage_faults,
)

SCALES = (1.25, 1.5, 2.0, 2.5, 3.0)
FIT_MARGIN = 4  # px the fit asks of a plot over LEAST_PLOT_HEIGHT (see _judge)
SHARE_MARGIN = 0.01  # of the screen the fit asks of a step's plots over LEAST_SHARE (see _judge)
FIT_SCALES = (1.0, 1.1, *SCALES)  # the fit may go below the menu's least for a step that needs it (see _fit)
LOOK_AGAIN_MS = round(WRAP_SETTLE_S * 1000) + 100  # the fit's second look at a step (see _fit)


def _bigger_font(font: QFont, factor: float) -> QFont:
    big = QFont(font)
    size = font.pointSizeF()
    if size > 0:
        big.setPointSizeF(size * factor)
    else:
        big.setPixelSize(max(1, round(font.pixelSize() * factor)))
    return big


def _tick_labels(axis: pg.AxisItem) -> list:
    """The tick labels the axis draws now."""
    picture = QPicture()
    painter = QPainter(picture)
    try:
        return [text for _, _, text in axis.generateDrawSpecs(painter)[2]]
    finally:
        painter.end()


def _fixed_size(axis: pg.AxisItem) -> bool:
    """Whether the axis has a fixed size across its labels (a width beside the plot, a height below or
    above it): the size that bigger labels may need to grow."""
    if axis.orientation in ("left", "right"):
        return axis.fixedWidth is not None
    return axis.fixedHeight is not None


def _kinds(faults: dict) -> frozenset:
    """The kinds of fault of the views, numbers left out ('learned: the left axis label over its ticks', 'rope:
    a plot # px tall'): a scale that cures none of them is no better for the same ones."""
    return frozenset(f"{vid}: {re.sub(r'[0-9.]+', '#', fault)}" for vid, found in faults.items() for fault in found)


SMALL_SCREEN = 800  # px tall or less (a 1280 x 720 projector): the stage starts at the least scale


def default_scale(screen=None) -> float:
    """The scale a presentation starts at on `screen` (the one the stage is shown on; the primary screen when
    not said) while no scale was chosen: 1.25 on a screen at most SMALL_SCREEN tall, else 1.5."""
    screen = screen or QGuiApplication.primaryScreen()
    if screen is not None and screen.availableGeometry().height() <= SMALL_SCREEN:
        return SCALES[0]
    return 1.5


def _nearest(value: float) -> float:
    return min(SCALES, key=lambda s: abs(s - value))


def chosen_scale(remembered) -> float | None:
    """The presentation scale the lecturer chose last (the nearest of SCALES), or None: none chosen yet."""
    value = Remembered.of(remembered).get(PRESENTATION_SCALE)
    return None if math.isnan(value) else _nearest(value)


def stored_scale(remembered, screen=None) -> float:
    """The presentation scale chosen last, or default_scale(screen) while none was."""
    chosen = chosen_scale(remembered)
    return default_scale(screen) if chosen is None else chosen


class Presentation(QObject):
    def __init__(self, desk, state, stage, lesson_dock, notes, focused) -> None:
        """`stage` is laid out inside; `notes` (the notes switch) is off while presenting; `focused()` names the
        view to present first. Whether the window presents and the scale are the window state's (`state`),
        written here alone: the chapters and the window follow them."""
        self._app_font = QApplication.font()
        super().__init__(desk.window)
        self.desk, self.state, self.stage, self.lesson_dock = desk, state, stage, lesson_dock
        self.notes, self.focused = notes, focused
        self._entered = False
        self._restore: list = []
        self._scaled: list = []  # (setter, value it replaced) of every scaled font and pen
        self._saved_state = None
        self.presenter: PresenterView | None = None  # made the first time the lesson is presented on two screens
        # (geometry, window state) of the window before it went to the projector
        self._moved_from: tuple[QRect, Qt.WindowState] | None = None
        self._step_entered: int | None = None  # the lesson's step when it was presented (None: no lesson)
        self.caption = QLabel()
        self.caption.setObjectName("presentation.caption")
        self.scale_menu: ChoiceMenu | None = None  # made with the menus (scale_menu_widget)
        self._chosen = state.scale  # the scale the stage aims at: chosen, or the stage's screen's default
        self._fitting = False  # the fit is changing the scale: not a choice, not stored
        self.faults: dict[str, list[str]] = {}  # what the fit found wrong at the least scale (stage_check)
        desk.store.paramsChanged.connect(self._update_caption)
        stage.laidOut.connect(self._update_caption)
        stage.laidOut.connect(self._fit)
        state.scaleChanged.connect(self._on_scale_changed)
        for view in desk.views.values():  # a view built while presenting is scaled like the rest
            view.built.connect(lambda v=view: self.scale_view(v))

    @property
    def active(self) -> bool:
        return self._entered

    @property
    def scale(self) -> float:
        return self.state.scale

    def scale_menu_widget(self) -> QMenu:
        """Presentation > scale: one of SCALES (the menu is made once, when the menus are)."""
        self.scale_menu = ChoiceMenu(
            tr("Presentation &scale"),
            "presentation_scale",
            [(f, f"{f:g}×") for f in SCALES],
            self.scale,
            self.set_scale,
            self.desk.window,
        )
        return self.scale_menu

    # -- switching ---------------------------------------------------------------------------------------
    def toggle(self) -> None:
        self.leave() if self.active else self.enter()

    def toggle_full_screen(self) -> None:
        w = self.desk.window
        w.showNormal() if w.isFullScreen() else w.showFullScreen()

    def enter(self) -> None:
        if self.active:
            return
        w = self.desk.window
        # presenting the lesson: its steps own the stage (All views shows the lesson's dock among the rest: it
        # presents the focused view)
        lesson_mode = self.lesson_dock.isVisible() and self.state.chapter != ALL_VIEWS
        self._saved_state = self.desk.dock_host.save_layout()
        lesson = self.stage.lesson
        self._step_entered = lesson.step if lesson_mode else None  # (Esc after paging: see leave)
        self._saved_size = w.size()  # (larger fonts can make the window grow while presenting)
        self._room = w.size()  # the stage never grows the window past this (see _fit)
        self._saved_font = QApplication.font()
        self._entered = True
        self.state.presenting = True  # (the chapters keep the chapter shown, for when it ends)
        self._notes_were = self.notes.shown
        self.notes.set_shown(False)  # the plots get the screen; N shows the notes
        host = self.desk.dock_host
        self._chrome = [(bar, bar.isVisible()) for bar in [host.menu_bar(), *host.toolbars()] if bar is not None]
        for bar, _ in self._chrome:
            bar.hide()
        self.desk.docks["params"].hide()
        for dock in [*self.desk.docks.values(), self.lesson_dock]:
            self._restore.append((dock.setTitleBarWidget, dock.titleBarWidget()))
            dock.setTitleBarWidget(QWidget())  # an empty widget: no title bar
        self.desk.dock_host.status_bar().addPermanentWidget(self.caption)
        self.caption.show()
        # the window on the projector first: the scale is the projector's, and the stage is fitted to it
        screen = self._to_projector() if lesson_mode else None
        chosen = chosen_scale(self.desk.remembered)
        self._chosen = default_scale(screen or w.screen()) if chosen is None else chosen
        if self.scale != self._chosen:
            self._set_fitted(self._chosen)  # (which scales everything: _on_scale_changed)
        else:
            self._scale_everything(self.scale)
        self.stage.begin(self.focused(), lesson_mode)
        self._update_caption()
        if self.presenter is not None and self._moved_from is not None:
            self.presenter.begin()
            self.presenter.activateWindow()  # (the lecturer's keys go to the presenter view; the stage's work too)

    def _fit(self, _views=None, again: bool = False) -> None:
        """The stage judged by its result: at the scale aimed at (chosen, or the screen's default), then a
        step lower while the window would outgrow its room (its screen, full screen) or a view on the stage
        has a fault (stage_check: a plot under LEAST_PLOT_HEIGHT, an axis label over its ticks or past its
        axis, a text cut at an edge) or a lesson step's plots fill less than LEAST_SHARE of the window; below
        the menu's least scale only as far as FIT_SCALES go (1.0: no scaling). A fault that no lower scale
        cures does not keep the scale low: the step gets the highest scale tried that has no other fault;
        what is left stays in `faults`. `again`: the look a moment later, once the views have drawn (their
        ticks are the data's) and their axis labels may wrap anew (a label whose lines changed twice within
        WRAP_SETTLE_S keeps them: the scale's and the screen's changes left "key (word number)" on three
        lines under a 245-px axis), judges the step anew from the scale aimed at: a fault of the first
        moment, such a held wrap, no longer keeps a step's text smaller than it needs to be."""
        if not self.active:
            return
        w = self.desk.window
        full = w.isFullScreen() or w.isMaximized()
        room = w.screen().geometry().size() if full else self._room
        if self.scale != self._chosen:  # (the look again too: a fault of the moment must not keep it low)
            self._set_fitted(self._chosen)
        if again:
            rewrap_axis_labels(self.desk, self.stage.shown_views)
        tried: list[tuple[float, frozenset]] = []  # (scale, the kinds of fault it had) where the window fits
        while True:
            grown = self._judge(room)
            if not grown:
                tried.append((self.scale, _kinds(self.faults)))
            k = FIT_SCALES.index(self.scale) if self.scale in FIT_SCALES else 0
            if not (grown or self.faults) or k == 0:
                break
            self._set_fitted(FIT_SCALES[k - 1])  # (rescales everything: _on_scale_changed)
            if not full:
                w.resize(room)
        if self.faults and tried:  # at the floor, faults left: the highest scale with no fault besides them
            # and no plot too low or too small a share (those the fit must cure)
            best = max(
                (
                    scale
                    for scale, kinds in tried
                    if kinds <= tried[-1][1]
                    and not any(" a plot " in kind or kind.startswith("stage:") for kind in kinds)
                ),
                default=self.scale,
            )
            if best != self.scale:
                self._set_fitted(best)
                self._judge(room)
        if not full:
            w.resize(room)
        if not again:
            shown = list(self.stage.shown_views)
            QTimer.singleShot(LOOK_AGAIN_MS, lambda: self._fit(again=True) if self.stage.shown_views == shown else None)

    def _judge(self, room) -> bool:
        """The stage's faults at this scale, once its layouts have settled, into `faults`; True when the
        window would outgrow `room` instead (then no view is judged)."""
        w = self.desk.window
        for _ in range(3):  # (a font's change reaches the plots' layouts in a few rounds of events)
            QApplication.sendPostedEvents()
            self.desk.dock_host.layout().activate()
            measure_ticks(self.desk, self.stage.shown_views)
            rewrap_axis_labels(self.desk, self.stage.shown_views)
            release_held_heights(self.desk, self.stage.shown_views)
        if w.width() > room.width() or w.height() > room.height():
            self.faults = {}
            return True
        # (a few px, and a point of the screen, over the floors: a plot may lose a pixel or two as its labels
        # settle after the look)
        self.faults = stage_faults(self.desk, self.stage.shown_views, LEAST_PLOT_HEIGHT + FIT_MARGIN)
        share = plot_share(self.desk, self.stage.shown_views, w.width() * w.height())
        if self.stage.lesson_mode and share < LEAST_SHARE + SHARE_MARGIN:
            self.faults["stage"] = [f"plots {share:.0%} of the screen"]
        return False

    def _set_fitted(self, factor: float) -> None:
        """The scale as the fit sets it: not the lecturer's choice (not stored, not aimed at)."""
        self._fitting = True
        try:
            self.state.scale = factor
        finally:
            self._fitting = False

    # -- two screens: the stage on the projector, the presenter view here -------------------------------------
    def _to_projector(self):
        """With a second screen, the stage goes full screen there and the presenter view opens on this one
        (begun once the stage is laid out: see enter). Returns the projector's screen, or None: one screen."""
        w = self.desk.window
        here = w.screen()
        others = [s for s in QGuiApplication.screens() if s is not here]
        if here is None or not others:
            return None
        if self.presenter is None:
            stage = self.stage
            self.presenter = PresenterView(stage.lesson, stage.binder, stage.page_or_step, self.leave, w)
            # the stage's keys (the pen, the laser, the zoom, the answer, ...) work from the laptop too: the
            # lecturer's keyboard is the presenter view's, the mouse goes over to the projector to draw
            self.presenter.addActions(stage.actions)
            stage.ink.inkChanged.connect(self.presenter.picture_changed)
        self._moved_from = (w.geometry(), w.windowState())
        projector = others[0]
        if w.isFullScreen():
            w.showNormal()
        w.windowHandle().setScreen(projector)
        w.setGeometry(projector.availableGeometry())
        w.showFullScreen()
        self.presenter.setScreen(here)
        self.presenter.setGeometry(here.availableGeometry())
        self.presenter.show()
        QApplication.sendPostedEvents()  # (the window's new size, before the stage is fitted to it)
        return projector

    def _from_projector(self) -> None:
        if self._moved_from is None:
            return
        geometry, state = self._moved_from
        self._moved_from = None
        assert self.presenter is not None  # made before the window went to the projector
        self.presenter.end()
        w = self.desk.window
        w.showNormal()
        screen = QGuiApplication.screenAt(geometry.center())
        if screen is not None:
            w.windowHandle().setScreen(screen)
        w.setGeometry(geometry)
        if state & Qt.WindowState.WindowFullScreen:
            w.showFullScreen()
        elif state & Qt.WindowState.WindowMaximized:
            w.showMaximized()

    def leave(self) -> None:
        if not self.active:
            return
        w = self.desk.window
        self._from_projector()
        self.stage.end()
        self._unscale()
        for setter, value in reversed(self._restore):
            setter(value)
        self._restore = []
        self.desk.dock_host.status_bar().removeWidget(self.caption)
        # (the chapters take back the chapter shown before: a key or a lesson step may have moved it)
        self._entered = False
        self.state.presenting = False
        for bar, visible in self._chrome:
            bar.setVisible(visible)
        # the fonts and the chrome are back: let their sizes settle, then the docks' exactly as they were
        QApplication.sendPostedEvents()
        self.desk.dock_host.layout().activate()
        if not (w.isFullScreen() or w.isMaximized()):
            w.resize(self._saved_size)
        self.desk.dock_host.restore_layout(self._saved_state)
        self.notes.set_shown(self._notes_were)
        lesson = self.stage.lesson
        if self._step_entered is not None and lesson.steps and lesson.step != self._step_entered:
            lesson.go_to(lesson.step)  # the window at the step the lesson panel says, not the one F5 left

    def set_scale(self, factor: float) -> None:
        self.state.scale = factor

    def _on_scale_changed(self, factor: float) -> None:
        if not self._fitting:  # the lecturer's choice: kept, and aimed at from now on
            self.desk.remembered.put(PRESENTATION_SCALE, factor)
            self._chosen = factor
        if self.scale_menu is not None:
            self.scale_menu.set_current(factor)
        if self.active:
            self._unscale()
            self._scale_everything(factor)

    @contextmanager
    def unscaled(self) -> Iterator[None]:
        """Fonts and pens as the theme left them while the look restyles (a presenting window's are put back
        first, else the theme would be applied on top of the scaling), then scaled anew from the new look's."""
        if not self.active:
            yield
            return
        self._unscale()
        try:
            yield
        finally:
            self._scale_everything(self.scale)

    def step_scale(self, step: int) -> None:
        k = SCALES.index(self.scale) if self.scale in SCALES else 1
        self.set_scale(SCALES[min(max(k + step, 0), len(SCALES) - 1)])

    # -- scaling -------------------------------------------------------------------------------------------
    def _scale_everything(self, f: float) -> None:
        """Fonts of the widgets and of every plot's axes, titles, keys and labels, and every pen, by f;
        each change is recorded with what it replaced."""
        self._scaled = []
        self._app_font = QApplication.font()  # what an axis without a tick font of its own shows
        self._scaled.append((QApplication.setFont, QApplication.font()))
        QApplication.setFont(_bigger_font(QApplication.font(), f))
        self.caption.setStyleSheet("font-weight: bold; padding: 0 8px;")
        LOOK.screen_lines = f
        for view in self.desk.views.values():
            if view.is_built:  # the others are scaled when they are built (scale_view)
                self._scale_view(view, f)
        self._scale_sized_labels(self.lesson_dock, f)

    def scale_view(self, view) -> None:
        """A view built while presenting is scaled like the rest (and put back with them)."""
        if self.active:
            self._scale_view(view, self.scale)

    def _scale_sized_labels(self, widget, f: float) -> None:
        """Labels whose style sheet fixes their size in points (the formula's worked example, the lesson's
        text) ignore the application's font: their sizes grow by f too."""
        for label in widget.findChildren(QLabel):
            sheet = label.styleSheet()
            match = re.search(r"font-size:\s*([\d.]+)pt", sheet)
            if match:
                self._scaled.append((label.setStyleSheet, sheet))
                label.setStyleSheet(sheet[: match.start(1)] + f"{float(match.group(1)) * f:g}" + sheet[match.end(1) :])

    def _scale_view(self, view, f: float) -> None:
        self._scale_sized_labels(view.widget, f)
        for graphics in view.graphics_views():
            if graphics.scene() is None:
                continue
            for item in graphics.scene().items():
                self._scale_item(item, f)
            graphics.viewport().update()

    def _scale_item(self, item, f: float) -> None:
        record = self._scaled.append
        if isinstance(item, pg.AxisItem):
            font = item.style.get("tickFont")
            # (the labels drawn at the old font, read only for an axis whose size _make_room may widen:
            # laying out the ticks of every axis was most of entering the stage)
            shown = _tick_labels(item) if _fixed_size(item) else []
            record((item.setTickFont, font))
            # (not QFont(): the application's font is already scaled, the labels would grow by f squared)
            item.setTickFont(_bigger_font(font or self._app_font, f))
            record((lambda s, it=item: setattr(it, "labelStyle", s), dict(item.labelStyle)))
            if item.labelText or item.labelUnits:  # (setLabel with no text hides the label)
                style = dict(item.labelStyle)
                words = (item.labelText, item.labelUnits or None, item.labelUnitPrefix or None)
                record((lambda s, it=item, w=words: it.setLabel(*w, **s), style))
                item.setLabel(*words, **{**style, "font-size": bigger_size(style.get("font-size", "11pt"), f)})
            self._make_room(item, shown)  # (after the label: a fixed-width axis holds the bigger label too)
            # after the label: setPen writes its colour into the label's style, and the restore runs
            # backwards, so the label's own style is put back last
            record((item.setPen, item.pen()))
            item.setPen(widened(item.pen(), f))
        elif isinstance(item, SteadyLabel):  # (its view may draw it again while presenting: it keeps the scale)
            record((item.set_screen_scale, 1.0))
            item.set_screen_scale(f)
        elif isinstance(item, pg.LabelItem):
            size = item.opts.get("size")
            if size:
                record((lambda s, it=item: it.setText(it.text, size=s), size))
                item.setText(item.text, size=bigger_size(size, f))
        elif isinstance(item, pg.TextItem):
            font = item.textItem.font()
            record((item.setFont, font))
            item.setFont(_bigger_font(font, f))
        elif isinstance(item, CellTexts):
            record((item.setFont, item.font()))
            item.setFont(_bigger_font(item.font(), f))
        elif isinstance(item, pg.InfiniteLine):
            record((item.setPen, item.pen))
            item.setPen(widened(item.pen, f))
        elif isinstance(item, pg.PlotCurveItem) and not isinstance(item, fast_items.ThickCurve):
            # A PlotDataItem's curve takes its pen from the data item whenever data is set: its own pen may be
            # pyqtgraph's default until then, and putting that back after a redraw would draw the curve in the
            # default colour (white on white). The data item's pen is the one to scale and to put back.
            owner = item.parentItem()
            source = owner if isinstance(owner, pg.PlotDataItem) and owner.curve is item else item
            pen = source.opts["pen"]
            if pen is None:  # (a data item drawn as symbols only)
                return
            record((source.setPen, pen))
            source.setPen(widened(pg.mkPen(pen), f))

    def _make_room(self, axis: pg.AxisItem, labels: list) -> None:
        """Room for the bigger tick labels: pyqtgraph drops a label that leaves the axis's rectangle. An
        axis of fixed width (a colour bar's is 45 px) would keep only its narrowest labels ("0" alone on
        the colour bar), and a label at either end may reach past the axis by a margin (15 px) that is
        less than half a bigger label's height."""
        record = self._scaled.append
        metrics = QFontMetricsF(axis.style["tickFont"])
        margin = axis.style["hideOverlappingLabels"]
        if margin is not True:  # (True: labels never reach past the axis)
            record((lambda m, it=axis: it.setStyle(hideOverlappingLabels=m), margin))
            axis.setStyle(hideOverlappingLabels=max(15, math.ceil(metrics.height() / 2) + 1))
        if not labels:
            return
        offset = (
            max(0, axis.style["tickLength"])
            + axis.style["tickTextOffset"][0 if axis.orientation in ("left", "right") else 1]
        )
        if axis.orientation in ("left", "right") and axis.fixedWidth is not None:
            # (as a painter measures; the axis's own label stands beside the tick labels, inside the same width)
            need = max(metrics.horizontalAdvance(text) for text in labels) + offset + 2 + axis_label_depth(axis)
            record((axis.setWidth, axis.fixedWidth))
            axis.setWidth(max(axis.fixedWidth, math.ceil(need)))
        elif axis.orientation in ("top", "bottom") and axis.fixedHeight is not None:
            record((axis.setHeight, axis.fixedHeight))
            axis.setHeight(max(axis.fixedHeight, math.ceil(metrics.height() + offset + 2)))

    def _unscale(self) -> None:
        LOOK.screen_lines = 1.0
        for setter, value in reversed(self._scaled):
            setter(value)
        self._scaled = []
        for view in self.desk.views.values():
            if view.is_built:
                view.widget.update()

    def _update_caption(self, _changed=None) -> None:
        if not self.active:
            return
        store = self.desk.store
        text = stage_caption(self.stage.shown_views, store.params, store.used)
        if text != self.caption.text():  # (the animation moves the position 60 times a second)
            self.caption.setText(text)
        self.caption.setVisible(bool(text))
