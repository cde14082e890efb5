"""The window's export: File > Export view (Ctrl+E), Export all open views (Ctrl+Shift+E), Copy view as
image (Ctrl+Shift+C) and each view's Export button. Figures are rendered from the view on screen (its zoom
included) into the file, never onto the screen; animations are drawn by a standalone copy of the view.

The dialogs and the renderers are imported when first used: the window starts without them (about 6 ms)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from ...core import ParamError
from ...export import FORMATS, ExportError
from ...export.presets import DEFAULT_PRESET, PRESETS, FigureLook, PaperSize
from ...specs import SPECS
from ..files.remembered import (
    EXPORT_ALL_SUFFIXES,
    EXPORT_FOLDER,
    EXPORT_PAPER_FONT,
    EXPORT_PAPER_WIDTH,
    EXPORT_PRESET,
    EXPORT_SIZE,
    EXPORT_SUFFIX,
)
from ..i18n import error_text, tr

if TYPE_CHECKING:
    from .export_dialog import ExportAllDialog, ExportDialog

log = logging.getLogger(__name__)


def lesson_headline(lesson, state, vid: str) -> str:
    """The headline of the lesson step on show (presented, or in the Lesson panel on screen) when the step shows
    view `vid`; "" otherwise (a slide of the view then carries the view's title)."""
    if not (state.presenting or lesson.dock.isVisible()) or not lesson.steps:
        return ""
    from ..files.lesson_steps import step_headline

    step = lesson.steps[min(max(lesson.step, 0), len(lesson.steps) - 1)]
    return step_headline(step) if vid in step.views else ""


class WindowExport(QObject):
    def __init__(self, desk, settle, headline=None) -> None:
        """`settle()` waits until what the window shows is drawn (a view brought forward before its export);
        `headline(vid)`: the lesson step's headline a slide of view `vid` carries ("": the view's title)."""
        super().__init__(desk.window)
        self.desk, self._settle = desk, settle
        self.headline = headline or (lambda vid: "")
        self.last_view: str | None = None
        self.dialog: ExportDialog | ExportAllDialog | None = None

    # -- which view ------------------------------------------------------------------------------------
    def current_view(self) -> str:
        """The view holding the keyboard focus, else the last one exported, else the first one shown."""
        focus = QApplication.focusWidget()
        for vid, view in self.desk.views.items():
            if focus is not None and view.is_built and (focus is view.widget or view.widget.isAncestorOf(focus)):
                return vid
        last = self.last_view
        if last is not None and last in self.desk.views and self.desk.views[last].is_shown():
            return last
        shown = [vid for vid, view in self.desk.views.items() if view.is_shown()]
        return (shown or list(self.desk.views))[0]

    # -- settings remembered between exports ------------------------------------------------------------
    def _remembered_paper(self) -> PaperSize:
        """The paper figure's size last used; the default one where the stored values do not make one."""
        remembered, default = self.desk.remembered, PaperSize()
        try:
            return PaperSize(
                remembered.get(EXPORT_PAPER_WIDTH, default.width_in), remembered.get(EXPORT_PAPER_FONT, default.font_pt)
            )
        except ExportError:  # (PaperSize checks the ranges, as for the command line and the dialog)
            return default

    def _remembered(self) -> tuple[str, str, int, str]:
        remembered = self.desk.remembered
        pictures = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.PicturesLocation)
        folder = remembered.get(EXPORT_FOLDER, pictures if pictures and Path(pictures).is_dir() else str(Path.home()))
        from .export_dialog import SIZES

        return (
            folder,
            remembered.get(EXPORT_SUFFIX, choices=FORMATS),
            remembered.get(EXPORT_SIZE.within(0, len(SIZES) - 1)),
            remembered.get(EXPORT_PRESET, DEFAULT_PRESET, PRESETS),
        )

    def _remember(
        self,
        folder: str,
        suffix: str | None = None,
        size: int | None = None,
        preset: str | None = None,
        paper: PaperSize | None = None,
    ) -> None:
        remembered = self.desk.remembered
        remembered.put(EXPORT_FOLDER, folder)
        if suffix is not None:
            remembered.put(EXPORT_SUFFIX, suffix)
        if size is not None:
            remembered.put(EXPORT_SIZE, size)
        if preset is not None:
            remembered.put(EXPORT_PRESET, preset)
        if paper is not None:
            remembered.put(EXPORT_PAPER_WIDTH, paper.width_in)
            remembered.put(EXPORT_PAPER_FONT, paper.font_pt)

    # -- dialogs ----------------------------------------------------------------------------------------
    def open_dialog(self, vid: str | None = None) -> ExportDialog:
        from .export_dialog import ExportDialog

        folder, suffix, size, preset = self._remembered()
        p = self.desk.store.params
        dialog = ExportDialog(
            self.desk.views,
            vid or self.current_view(),
            folder,
            suffix,
            p.position,
            p.max_len,
            self.desk.window,
            headline=self.headline,
            params=p,
            option=lambda owner, field: getattr(self.desk.store.options(owner), field, None),
        )
        dialog.size_combo.setCurrentIndex(size)
        dialog.set_preset(preset)
        paper = self._remembered_paper()
        dialog.set_paper(paper.width_in, paper.font_pt)
        dialog.on_save = self._save_from_dialog
        self.dialog = dialog
        dialog.open()
        return dialog

    def _save_from_dialog(self, dialog: ExportDialog) -> str:
        from .export_dialog import format_problem

        scale, width = dialog.image_size
        problem = format_problem(dialog.view_id, dialog.suffix)
        if problem:
            return problem
        try:
            paper = dialog.paper if dialog.preset == "paper" else None  # (the row is only read for paper)
            self.export_view(
                dialog.view_id,
                dialog.path,
                scale,
                width,
                dialog.motion,
                dialog.preset,
                paper,
                dialog.panels if paper is not None else (),
                dialog.title if dialog.preset == "slide" else None,
                dialog.sweep if FORMATS[dialog.suffix].kind == "animation" else None,
            )
        except (ExportError, ParamError) as exc:
            return error_text(exc).removeprefix("--sweep: ")  # (the dialog's row, not the command's flag)
        self._remember(str(dialog.path.parent), dialog.suffix, dialog.size_combo.currentIndex(), dialog.preset, paper)
        self.last_view = dialog.view_id
        self.desk.status(tr("Wrote {path}").format(path=dialog.path), 10000)
        return ""

    def open_all_dialog(self) -> ExportAllDialog:
        from .export_dialog import ExportAllDialog

        folder = self._remembered()[0]
        stored = self.desk.remembered.get(EXPORT_ALL_SUFFIXES)
        dialog = ExportAllDialog(folder, tuple(s for s in stored.split(",") if s in FORMATS), self.desk.window)
        dialog.on_save = self._save_all_from_dialog
        self.dialog = dialog
        dialog.open()
        return dialog

    def _save_all_from_dialog(self, dialog: ExportAllDialog) -> str:
        try:
            dialog.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return tr("Cannot create the folder {folder}: {why}").format(folder=dialog.folder, why=exc.strerror or exc)
        problems, written = self.export_all(dialog.folder, dialog.suffixes)
        self._remember(str(dialog.folder))
        self.desk.remembered.put(EXPORT_ALL_SUFFIXES, ",".join(dialog.suffixes))
        self.desk.status(tr("Wrote {n} files into {folder}").format(n=written, folder=dialog.folder), 10000)
        return "\n".join(problems)

    # -- writing -----------------------------------------------------------------------------------------
    def export_view(
        self,
        vid: str,
        path,
        scale=None,
        width=None,
        motion=None,
        preset: str = DEFAULT_PRESET,
        paper: PaperSize | None = None,
        panels: tuple = (),
        title: str | None = None,
        sweep=None,
    ) -> None:
        """Write view `vid` as the window shows it now to `path` (format from its suffix); a figure with the
        paper or slide `preset` is drawn by a copy of the view laid out for it, with the window's parameters and
        options (as the command line draws it; `paper`: a paper figure's size, the default one if None;
        `panels`: its panels, none for the view's default ones; `title`: a slide's, None for the lesson step's
        headline when the step on show shows the view, else the view's title; `sweep`: the number an animation
        changes (export/sweep.py Sweep), None for the position of a view that moves with it). Raises ExportError or
        ParamError with a one-line message (a paper figure too small to read: PaperRoomError, nothing
        written)."""
        from ...export import format_for
        from ...export.data import view_data
        from ...export.motion import positions
        from ...export.sweep import Sweep, resolve
        from ..export.animation import iter_frames
        from ..export.render import export_one, writer
        from .export_dialog import format_problem

        fmt = format_for(path)
        problem = format_problem(vid, fmt.suffix)
        if problem:
            raise ExportError(problem)
        view, store = self.desk.views[vid], self.desk.store
        if fmt.kind != "data" and not view.is_shown():
            self._bring_forward(vid)  # a view behind a tab (or never shown) is drawn only once in front
        if fmt.kind == "data":
            writer(fmt)(path, view_data(vid, store.params, store.all_options(), store.model))
        elif fmt.kind == "figure" and preset != DEFAULT_PRESET:
            if preset == "slide" and title is None:
                title = self.headline(vid) or None
            export_one(
                vid,
                Path(path),
                store.params,
                options=store.options(vid),
                shared=store.all_options(),
                model=store.model,
                look=FigureLook(preset, paper if paper is not None else PaperSize(), panels=tuple(panels), title=title),
            )
        elif fmt.kind == "figure":
            figure = view.figure_widget()
            if fmt.suffix == ".png":
                writer(fmt)(figure, path, scale=scale, width=width)
            else:
                writer(fmt)(figure, path, title=f"{view.title_text()} (posenc-gui)")
        else:
            first, last, frames, fps = motion
            figure = view.figure_widget()
            size = (max(figure.width(), 200), max(figure.height(), 150))
            if sweep is None and not SPECS[vid].animated:
                sweep = Sweep("position", first, last)  # (its frames tell whether the view draws the position)
            if sweep is None:
                images = iter_frames(
                    vid, store.params, store.options(vid), size, positions(first, last, frames), scale, width
                )  # drawn one at a time as the writer takes them
            else:
                shared = store.all_options()
                swept = resolve(sweep, frames, vid, store.params, shared)  # every value checked before a frame
                images = iter_frames(
                    vid, store.params, store.options(vid), size, [], scale, width, sweep=swept, shared=shared
                )
            writer(fmt)(images, path, fps=fps)
        log.info("exported %s to %s", vid, path)

    def _bring_forward(self, vid: str) -> None:
        """Show the view's dock in front of its tab group and draw it, as the user would before exporting."""
        self.desk.bring_forward(vid)
        self._settle()

    def export_all(self, folder: Path, suffixes: list) -> tuple[list, int]:
        """Every shown view in each format into `folder`: (problems, files written)."""
        problems, written = [], 0
        for vid, view in self.desk.views.items():
            if not view.is_shown():
                continue
            for suffix in suffixes:
                try:
                    self.export_view(vid, folder / f"{vid}{suffix}")
                    written += 1
                except (ExportError, ParamError) as exc:
                    problems.append(f"{view.title_text()}: {error_text(exc)}")
        return problems, written

    def copy_image(self, vid: str | None = None) -> None:
        vid = vid or self.current_view()
        if not self.desk.views[vid].is_shown():
            self._bring_forward(vid)
        from ..export.figure import render_image

        figure = self.desk.views[vid].figure_widget()
        image = render_image(figure, scale=figure.devicePixelRatioF())
        QGuiApplication.clipboard().setImage(image)
        self.desk.status(tr("Copied {view} to the clipboard").format(view=self.desk.views[vid].title_text()), 5000)
