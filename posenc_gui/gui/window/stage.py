"""The stage: what presentation mode shows. One idea on the whole screen: the focused view alone, or the
chapter's views in a grid of at most 2 x 2 (G toggles). PageDown/PageUp go to the next or previous view of
the chapter, or, when the lesson is being presented, to its next step (whose views then own the stage,
under its headline as a banner: a slide); 1..9 jump to a view; P opens a strip to change d_model, max_len and
base; O shows the views' option rows (hidden on the stage: the room is the plots'); N shows the notes (and a
lesson step's prose under its headline); D, L and Z take the pen, the laser and the zoom (stage_ink.py), R
records (stage_record.py). Presentation (presentation.py) hides the chrome and scales fonts and pens around it."""

from __future__ import annotations

import html
import math

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolBar, QToolButton

from ...specs import ALL_VIEWS, chapter_views
from ..files.lesson_steps import answers_html, step_headline
from ..files.remembered import EXPORT_FOLDER, INK_KEPT
from ..i18n import tr
from ..plotting.style import FONT_PT
from ..widgets.option_rows import hide_option_rows
from ..widgets.param_panel import param_box
from .action_table import ACTIONS, Action
from .stage_check import smallest_plot_height
from .stage_ink import StageInk
from .stage_record import StageRecorder

GRID = 4  # views the grid shows at once (2 x 2)
MIN_PLOT_HEIGHT = 150  # px: a page of the grid holds fewer views rather than plots lower than this
SETTLE_MS = 100  # the grid looks at a page's plots again this long after laying it out


class Banner(QLabel):
    """A lesson step's headline over the stage: the toolbar's width, never more (a long headline wraps
    instead of widening the window), and as tall as its text at that width (Stage.fit_banner: a wrapped
    label's own hint is for another width, which left a blank band under a short headline)."""

    def __init__(self):
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setContentsMargins(6, 2, 6, 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)

    def text_height(self, width: int) -> int:
        """The text's height laid out at `width`, margins included (QLabel's heightForWidth wraps rich text
        at no more than 80 average characters, which made a one-line headline two lines tall)."""
        margins = self.contentsMargins()
        document = QTextDocument()
        document.setDefaultFont(self.font())
        document.setDocumentMargin(0)
        document.setHtml(self.text())
        document.setTextWidth(max(width - margins.left() - margins.right(), 1))
        return math.ceil(document.size().height()) + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:
        return QSize(200, self.height())


class SlimToolButton(QToolButton):
    """A tool's button in the stage's status bar, flat and no taller than a line of its text: a button's usual
    frame made the status bar 7 to 11 px taller, taken from every step's plots."""

    def __init__(self):
        super().__init__()
        self.setAutoRaise(True)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), min(hint.height(), self.fontMetrics().height()))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class Stage(QObject):
    laidOut = Signal(list)  # the ids of the views the stage shows now

    def __init__(self, desk, state, actions: dict, lesson, binder, notes):
        """The chapter it shows and the presentation scale are the window state's (`state`): a chapter chosen
        while presenting comes to the stage. Its keys are the action table's
        stage rows, in `actions` (the window's): enabled while it is on. `notes` (the notes switch) also
        shows a lesson step's prose under its headline."""
        super().__init__(desk.window)
        self.desk, self.state, self.lesson, self.binder, self.notes = desk, state, lesson, binder, notes
        self.active = False
        self._current: str | None = None  # the view shown alone, or first in the grid
        self.grid = False  # all the chapter's views (True) or the focused one alone
        self.lesson_mode = False  # the lesson is being presented: page keys take its steps
        self.options_shown = False  # the views' option rows on the stage (O)
        self._page_size = GRID  # views a page of the grid shows: fewer where plots would be squeezed
        self._margins: dict = {}  # view id -> the margins its box had before the stage took them
        self.shown_views: list[str] = []  # the views on the stage now
        self.banner = Banner()
        self.banner.setObjectName("stage.banner")
        self.banner.installEventFilter(self)
        self.banner_bar = self._toolbar("toolbar.stage_banner", tr("Lesson step"), self.banner)
        self.strip = self._param_strip()
        self.actions = [actions[row.id] for row in ACTIONS if isinstance(row, Action) and row.stage]
        self.ink, self.recorder, self.tools = self._ink(desk, actions)
        lesson.stepShown.connect(self._on_step_shown)
        lesson.partShown.connect(self._on_part_shown)
        state.chapterChanged.connect(self.show_from_first)
        state.scaleChanged.connect(self._on_scale_changed)
        notes.changed.connect(self._on_notes_changed)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.banner and event.type() == QEvent.Type.Resize:
            self.fit_banner()
        return False

    def fit_banner(self) -> None:
        """The banner as tall as its text at the width it has (a word-wrapped label's own hint is for
        another width: the blank band under a short headline, or a cut long one)."""
        width = self.banner.width()
        if width > 0:
            self.banner.setFixedHeight(self.banner.text_height(width))

    @property
    def current(self) -> str | None:
        """The view shown alone, or first in the grid."""
        return self._current

    @current.setter
    def current(self, vid: str | None) -> None:
        self._current = vid

    @property
    def scale(self) -> float:
        """The presentation scale: the banner's text grows with it."""
        return self.state.scale

    # -- pieces --------------------------------------------------------------------------------------------
    def _toolbar(self, name: str, title: str, widget=None) -> QToolBar:
        bar = QToolBar(title)
        bar.setObjectName(name)
        bar.setMovable(False)
        if widget is not None:
            bar.addWidget(widget)
        bar.hide()
        return bar

    def _ink(self, desk, actions: dict) -> tuple[StageInk, StageRecorder, list[SlimToolButton]]:
        """The pen, the laser, the zoom and the recorder, and their buttons for the status bar (which the stage
        keeps: they cost the plots no room)."""

        def status(text: str) -> None:
            desk.status(text, 4000)

        remembered = desk.remembered
        ink = StageInk(
            desk.window,
            actions,
            status,
            (lambda: remembered.get(INK_KEPT), lambda on: remembered.put(INK_KEPT, on)),
        )
        recorder = StageRecorder(ink.slide_image, desk.window, status, lambda: remembered.get(EXPORT_FOLDER))
        keep = actions["stage_keep_ink"]
        keep.blockSignals(True)  # (the remembered choice shown, not made again)
        keep.setChecked(ink.kept)
        keep.blockSignals(False)
        recorder.recordingChanged.connect(actions["stage_record"].setChecked)
        self.laidOut.connect(self._on_laid_out)
        tools = []
        for name in ("pen", "laser", "zoom", "record"):
            button = SlimToolButton()
            button.setDefaultAction(actions[f"stage_{name}"])
            button.setObjectName(f"stage.tool.{name}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (the stage's keys stay the window's)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.hide()
            tools.append(button)
        tools.reverse()  # (each is put first in the status bar)
        return ink, recorder, tools

    def _on_laid_out(self, _shown: list) -> None:
        if self.active:  # the ink shows the page's strokes (a page left may lose its own: see StageInk)
            self.ink.show_page(self.page_key(), self.scale)

    def show_tools(self, shown: bool) -> None:
        """The ink tools' buttons in the status bar while presenting (a deck made of the stage leaves them out:
        they are the lecturer's, not the slide's)."""
        for tool in self.tools:
            tool.setVisible(shown and self.active)

    def page_key(self) -> tuple:
        """What the ink belongs to: the lesson's step being presented, or the chapter's views on the stage."""
        if self.lesson_mode and self.lesson.steps:
            return ("step", self.lesson.path, self.lesson.step)
        return ("views", self.state.chapter, tuple(self.shown_views))

    def _param_strip(self) -> QToolBar:
        """d_model, max_len and base in a slim row: changed without leaving the stage (P shows it)."""
        bar = self._toolbar("toolbar.stage_params", tr("Parameters"))
        for name in ("d_model", "max_len", "base"):
            box = param_box(name)  # (declared once: the panel's boxes take the same ranges)
            box.setAccessibleName(name)
            bar.addWidget(QLabel(f" {name} "))
            bar.addWidget(box)
            self.binder.bind(name, box)
            box.setObjectName(f"stage.param.{name}")  # (the panel's boxes keep the param.<name> names)
        return bar

    def shortcut_rows(self) -> list[tuple[str, str]]:
        return [
            (tr("G (presenting)"), tr("one view or all of the chapter's")),
            (tr("P (presenting)"), tr("d_model, max_len and base on the stage")),
            (tr("O (presenting)"), tr("the views' options on the stage")),
            (tr("1 … 9 (presenting)"), tr("a view of the chapter")),
            (tr("PageDown / PageUp (presenting)"), tr("the next or previous view, or lesson step")),
        ]

    # -- on and off ----------------------------------------------------------------------------------------
    def views(self) -> list[str]:
        """The views the stage pages through: the chapter's (the ones shown, in All views), or the step's."""
        if self.lesson_mode and self.lesson.steps:
            return [v for v in self.lesson.steps[self.lesson.step].views if v in self.desk.docks]
        if self.state.chapter == ALL_VIEWS:
            return [vid for vid, view in self.desk.views.items() if view.is_shown()] or list(self.desk.views)
        return list(chapter_views(self.state.chapter))

    def begin(self, focused: str | None, lesson_mode: bool) -> None:
        self.active = True
        self.lesson_mode = lesson_mode
        views = self.views()
        self.current = focused if focused in views else (views[0] if views else None)
        self.grid = self.lesson_mode  # a step shows all its views
        self._page_size = GRID
        host = self.desk.dock_host
        host.add_toolbar(self.banner_bar, line_after=True)
        host.add_toolbar(self.strip)
        for action in self.actions:
            action.setEnabled(True)
        host.status_bar().clearMessage()  # the caption of the parameters is what the room needs to see
        self._show_banner()
        self.ink.begin(self.scale)
        status = host.status_bar()
        for tool in self.tools:
            status.insertPermanentWidget(0, tool)
            tool.show()
        self.show()

    def end(self) -> None:
        self.active = False
        if self.recorder.recording:  # (leaving the stage ends the recording: where does it go?)
            self.recorder.record(False)
        self.ink.end()
        for tool in self.tools:
            self.desk.dock_host.status_bar().removeWidget(tool)
        # Esc left the stage: a box's unfinished typing is dropped, as Esc drops it in the box itself
        self.binder.refresh(force=True)
        for vid, margins in self._margins.items():
            layout = self.desk.docks[vid].widget().layout()
            if layout is not None:
                layout.setContentsMargins(margins)
        self._margins = {}
        for action in self.actions:
            action.setEnabled(False)
        hide_option_rows(self.desk.window, False)
        for bar in (self.banner_bar, self.strip):
            bar.hide()
            self.desk.dock_host.remove_toolbar(bar)

    def show(self) -> None:
        """Lay the stage out: the current view alone, or a page of the grid: at most four views, 2 x 2, and
        fewer where a view's plots would be squeezed under MIN_PLOT_HEIGHT (the rest are on the next pages);
        a lesson step's views together."""
        views = self.views()
        if not views:
            return
        if self.current not in views:
            self.current = views[0]
        size = self._page_size if self.grid else 1
        while True:
            if self.grid:
                start = views.index(self.current) // size * size
                page = views[start : start + size]
                rows = [page[:2], page[2:]] if len(page) > 2 else [page]
            else:
                rows = [[self.current]]
            shown = self._lay_out(rows)
            if not self._squeezed(shown):
                break
            size = 2 if size > 2 else 1  # 4 (2 x 2) -> 2 side by side -> 1
            self._page_size = size
        self.shown_views = shown
        self.laidOut.emit(shown)
        if self.grid and not self.lesson_mode and len(shown) > 1:
            # a view's panels may flow anew once their room has settled (ALiBi's matrix goes beside its
            # slopes): look again then
            QTimer.singleShot(SETTLE_MS, lambda page=list(shown): self._look_again(page))

    def _squeezed(self, shown: list[str]) -> bool:
        """A page of the grid that leaves a plot under MIN_PLOT_HEIGHT (a lesson step's views stay together:
        its author put them on one slide)."""
        return (
            self.grid
            and not self.lesson_mode
            and len(shown) > 1
            and min(smallest_plot_height(self.desk.views[v]) for v in shown) < MIN_PLOT_HEIGHT
        )

    def _look_again(self, page: list[str]) -> None:
        if self.active and self.shown_views == page and self._squeezed(page):
            self._page_size = 2 if self._page_size > 2 else 1
            self.show()

    def _lay_out(self, rows: list) -> list[str]:
        # (before the docks are shown: a view built for them comes without its rows)
        hide_option_rows(self.desk.window, not self.options_shown)
        self.desk.arrange(rows, params_shown=False)
        self.desk.docks[self.current].raise_()
        shown = [v for row in rows for v in row]
        for vid in shown:  # edge to edge: the room is the plots'
            layout = self.desk.docks[vid].widget().layout()
            if layout is not None and vid not in self._margins:
                self._margins[vid] = layout.contentsMargins()
                layout.setContentsMargins(0, 0, 0, 0)
        return shown

    # -- keys ------------------------------------------------------------------------------------------------
    def page_or_step(self, step: int) -> None:
        """PageDown / PageUp: on the stage, the next or previous view (or step); in the window, the lesson's
        next or previous step."""
        if self.active:
            self.page(step)
        else:
            self.lesson.step_by(step)

    def page(self, step: int) -> None:
        """The next (1) or previous (-1) view of the chapter, or the lesson's step when it is presented."""
        if self.lesson_mode:
            self.lesson.step_by(step)  # its stepShown lays the stage out for the step
            return
        views = self.views()
        if not views:
            return
        here = views.index(self.current) if self.current in views else 0
        if self.grid:  # a page of the grid at a time
            size = self._page_size
            target = min(max((here // size + step) * size, 0), (len(views) - 1) // size * size)
        else:
            target = min(max(here + step, 0), len(views) - 1)
        self.current = views[target]
        self.show()

    def jump(self, index: int) -> None:
        views = self.views()
        if 0 <= index < len(views):
            self.current = views[index]
            self.show()

    def toggle_grid(self) -> None:
        self.grid = not self.grid
        self._page_size = GRID
        self.show()

    def toggle_strip(self) -> None:
        self.strip.setVisible(not self.strip.isVisible())

    def toggle_options(self) -> None:
        """O: the option rows of the views on the stage, shown or hidden again."""
        self.options_shown = not self.options_shown
        self.show()

    # -- the lesson ------------------------------------------------------------------------------------------
    def _on_step_shown(self) -> None:
        if not (self.active and self.lesson_mode):
            return
        views = self.views()
        self.current = views[0] if views else None
        self.grid = True
        self._page_size = GRID
        self._show_banner()
        self.show()

    def _on_part_shown(self) -> None:
        """A prediction answered (its banner changes: the stage is laid out and fitted again) or a curve built."""
        if self.active and self.lesson_mode:
            self._show_banner()
            self.show()

    def _show_banner(self) -> None:
        lesson = self.lesson
        if not (self.lesson_mode and lesson.steps):
            self.banner_bar.hide()
            return
        self.banner.setText(banner_html(lesson.steps[lesson.step], self.notes.shown, self.scale, lesson.answered))
        self.banner_bar.show()
        self.fit_banner()

    def _on_notes_changed(self, _shown: bool) -> None:
        if self.active:
            self._show_banner()

    def _on_scale_changed(self, _scale: float) -> None:
        if self.active:
            self._show_banner()

    def show_from_first(self, _chapter: str = "") -> None:
        """A chapter chosen while presenting (another, or the one shown again): its views on the stage, from
        the first."""
        if self.active:
            self.current = None
            self._page_size = GRID
            self.show()


def banner_html(step, notes: bool, scale: float, answered: bool = True) -> str:
    """A step as a slide's banner: its headline, large; with the notes on, its prose under it, smaller. A step
    with a prediction shows its question instead of the headline (which may give the answer away) until it is
    answered, and its answers under it, the right one marked once answered."""
    big = f"font-size:{(FONT_PT + 5) * scale:g}pt; font-weight:bold"
    if step.predict is not None and not answered:
        text = f"<div style='{big}'>{html.escape(step.predict.question)}</div>"
    else:
        text = f"<div style='{big}'>{html.escape(step_headline(step))}</div>"
    if step.predict is not None:
        text += f"<div style='font-size:{(FONT_PT + 3) * scale:g}pt'>{answers_html(step.predict, answered)}</div>"
    if notes and step.text:
        paragraphs = "".join(f"<p>{html.escape(p)}</p>" for p in step.text.split("\n\n") if p)
        text += f"<div style='font-size:{(FONT_PT + 1) * scale:g}pt'>{paragraphs}</div>"
    return text
