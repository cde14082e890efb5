"""File > Export: a view's figure, data or animation, chosen in one dialog, and every open view at once.

The dialog only collects choices (view, format, preset, a paper figure's width and text size, size,
positions, file); the window's WindowExport writes.
Formats that cannot be written for the chosen view or on this machine stay in the list, disabled, with
the reason as their tooltip.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core import Params
from ...export import FORMATS
from ...export.motion import unavailable
from ...export.presets import (
    DEFAULT_PRESET,
    FONT_PT_RANGE,
    PAPER_FONT_PT,
    PAPER_WIDTH_IN,
    PRESETS,
    WIDTH_IN_RANGE,
    PaperSize,
)
from ...export.sweep import Sweep
from ...specs import SPECS
from ..i18n import tr
from ..widgets.controls import CheckedDoubleSpinBox
from .export_sweep_row import SweepRow

# (label, scale, width): a PNG's size. Scales keep the window's proportions; widths fit slides and 4K.
SIZES = (
    ("1x (as on screen)", 1.0, None),
    ("2x", 2.0, None),
    ("3x", 3.0, None),
    ("4x", 4.0, None),
    ("Slide: 1920 wide", None, 1920),
    ("4K: 3840 wide", None, 3840),
)


def format_problem(vid: str, suffix: str) -> str:
    """Why view `vid` cannot be exported as `suffix` ("" when it can)."""
    if FORMATS[suffix].kind == "animation":  # (any view: an animation sweeps a number it draws)
        return tr(unavailable(suffix)) if unavailable(suffix) else ""
    return ""


class ExportDialog(QDialog):
    def __init__(
        self,
        views: dict,
        current: str,
        folder: str,
        suffix: str,
        position: float,
        max_len: int,
        parent=None,
        headline: Callable[[str], str] | None = None,
        params: Params | None = None,
        option: Callable[[str, str], object] | None = None,
    ):
        """`headline(vid)`: the lesson step's headline a slide of view `vid` carries by default ("": the view's
        title); `params` and `option(owner, field)`: the window's, where an animation's sweep starts."""
        super().__init__(parent)
        self.setObjectName("dialog.export")
        self.setWindowTitle(tr("Export view"))
        self._folder = folder
        self._views = views
        self._headline = headline or (lambda vid: "")
        self._titled_view: str | None = None  # the view whose default title the Title box holds
        # (dialog) -> problem text, "" when written: the dialog closes only then
        self.on_save: Callable[[ExportDialog], str] | None = None
        form = QFormLayout()
        self.view_combo = QComboBox()
        self.view_combo.setObjectName("export.view")
        for vid, view in views.items():
            self.view_combo.addItem(view.title_text(), vid)
        self.view_combo.setCurrentIndex(max(self.view_combo.findData(current), 0))
        form.addRow(tr("&View:"), self.view_combo)
        self.format_combo = QComboBox()
        self.format_combo.setObjectName("export.format")
        for fmt in FORMATS.values():
            self.format_combo.addItem(f"{tr(fmt.name)} ({fmt.suffix})", fmt.suffix)
        form.addRow(tr("&Format:"), self.format_combo)
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("export.preset")
        for row, preset in enumerate(PRESETS.values()):
            self.preset_combo.addItem(tr(preset.label), preset.name)
            self.preset_combo.setItemData(row, tr(preset.tooltip), Qt.ItemDataRole.ToolTipRole)
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(DEFAULT_PRESET))
        form.addRow(tr("&Preset:"), self.preset_combo)
        self.paper_row = self._paper_row()
        paper_label = QLabel(tr("Pape&r:"))
        paper_label.setBuddy(self.width_in_spin)
        form.addRow(paper_label, self.paper_row)
        self.panels_row = QWidget()
        self.panels_row.setObjectName("export.panels")
        self.panels_line = QHBoxLayout(self.panels_row)
        self.panels_line.setContentsMargins(0, 0, 0, 0)
        self.panels_row.setToolTip(
            tr(
                "Paper preset, a view of several panels: the panels the figure draws, "
                "stacked in a column figure that grows in height"
            )
        )
        self.panel_boxes: dict[str, QCheckBox] = {}
        form.addRow(tr("Panels:"), self.panels_row)
        self.title_box = QCheckBox()
        self.title_box.setObjectName("export.title_shown")
        self.title_box.setChecked(True)
        self.title_edit = QLineEdit()
        self.title_edit.setObjectName("export.title")
        title_row = QHBoxLayout()
        title_row.addWidget(self.title_box)
        title_row.addWidget(self.title_edit, 1)
        self.title_box.setToolTip(
            tr(
                "Slide preset: the title over the figure (the lesson step's headline when the "
                "step on show shows the view, else the view's title); untick for none"
            )
        )
        self.title_edit.setToolTip(self.title_box.toolTip())
        self.title_box.toggled.connect(self.title_edit.setEnabled)
        title_label = QLabel(tr("&Title:"))
        title_label.setBuddy(self.title_edit)
        form.addRow(title_label, title_row)
        self.size_combo = QComboBox()
        self.size_combo.setObjectName("export.size")
        for label, scale, width in SIZES:
            self.size_combo.addItem(tr(label), (scale, width))
        self.size_combo.setToolTip(tr("PNG, GIF and MP4: the image's size. Text, lines and markers grow with it."))
        form.addRow(tr("&Size:"), self.size_combo)

        # the animation: the number it sweeps (the position, or another the view draws), its ends and pace
        self.motion_row = SweepRow(params or Params(max_len=max_len, position=position), option, self)
        sweep_row = self.motion_row
        self.start_spin, self.stop_spin, self.frames_spin, self.fps_spin = (
            sweep_row.start_spin,
            sweep_row.stop_spin,
            sweep_row.frames_spin,
            sweep_row.fps_spin,
        )
        sweep_row.outOfRange.connect(self.show_problem)  # what was typed and why it was refused
        form.addRow(tr("Animation:"), sweep_row)

        self.path_edit = QLineEdit()
        self.path_edit.setObjectName("export.path")
        browse = QPushButton(tr("&Browse…"))
        browse.clicked.connect(self._browse)
        path_row = QHBoxLayout()
        path_row.addWidget(self.path_edit, 1)
        path_row.addWidget(browse)
        path_label = QLabel(tr("F&ile:"))
        path_label.setBuddy(self.path_edit)
        form.addRow(path_label, path_row)
        self.message = QLabel()
        self.message.setObjectName("export.message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        outer = QVBoxLayout(self)
        outer.addLayout(form)
        outer.addWidget(self.message)
        outer.addWidget(buttons)

        for box in (self.width_in_spin, self.font_pt_spin):
            box.outOfRange.connect(self.show_problem)  # what was typed and why it was refused
            box.setKeyboardTracking(False)  # a number takes effect once typed whole ("9" of "99" is not one)
        self.view_combo.currentIndexChanged.connect(self._refresh)
        self.format_combo.currentIndexChanged.connect(self._refresh)
        self.preset_combo.currentIndexChanged.connect(self._refresh)
        index = self.format_combo.findData(suffix)
        self.format_combo.setCurrentIndex(index if index >= 0 else 0)
        self._refresh()

    def _paper_row(self) -> QWidget:
        """The paper preset's width in inches and text size in points (the command line's --width-in and
        --font-pt, with their ranges)."""

        def box(name: str, limits: tuple, decimals: int, step: float, unit: str, value: float):
            spin = CheckedDoubleSpinBox(objectName=f"export.{name}")  # (a refusal names the box by it)
            spin.setRange(*limits)
            spin.setDecimals(decimals)
            spin.setSingleStep(step)
            spin.setSuffix(unit)
            spin.setValue(value)
            return spin

        self.width_in_spin = box("width", WIDTH_IN_RANGE, 2, 0.25, " in", PAPER_WIDTH_IN)
        self.font_pt_spin = box("text size", FONT_PT_RANGE, 1, 0.5, " pt", PAPER_FONT_PT)
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        for label, widget in ((tr("width"), self.width_in_spin), (tr("text size"), self.font_pt_spin)):
            line.addWidget(QLabel(label))
            line.addWidget(widget)
        line.addStretch(1)
        row.setToolTip(
            tr(
                "Paper preset: the figure's width in inches (3.5: one column of a two-column paper, 7: "
                "the whole page) and its tick labels' size in points; axis labels and titles are larger "
                "in the screen's proportions."
            )
        )
        return row

    # -- what was chosen ---------------------------------------------------------------------------------
    @property
    def view_id(self) -> str:
        return self.view_combo.currentData()

    @property
    def suffix(self) -> str:
        return self.format_combo.currentData()

    @property
    def preset(self) -> str:
        return self.preset_combo.currentData()

    def set_preset(self, name: str) -> None:
        index = self.preset_combo.findData(name)
        self.preset_combo.setCurrentIndex(index if index >= 0 else self.preset_combo.findData(DEFAULT_PRESET))

    @property
    def paper(self) -> PaperSize:
        """The paper figure's size as set (ExportError for a value out of range; whether its plots have room is
        judged when the figure is laid out: PaperRoomError)."""
        return PaperSize(self.width_in_spin.value(), self.font_pt_spin.value())

    def set_paper(self, width_in: float, font_pt: float) -> None:
        self.width_in_spin.setValue(width_in)
        self.font_pt_spin.setValue(font_pt)

    @property
    def panels(self) -> tuple[str, ...]:
        """The paper figure's panels ticked (the view's names; () for a view of one figure)."""
        return tuple(name for name, box in self.panel_boxes.items() if box.isChecked())

    @property
    def title(self) -> str:
        """The slide's title: the Title box's text, "" when it is unticked."""
        return self.title_edit.text().strip() if self.title_box.isChecked() else ""

    def _view_changed(self) -> None:
        """The Panels row's boxes for the view chosen (its spec's paper layout, its default panels ticked) and the
        Title box's text: its default title."""
        vid = self.view_id
        if vid == self._titled_view:
            return
        self._titled_view = vid
        for box in self.panel_boxes.values():
            self.panels_line.removeWidget(box)
            box.deleteLater()
        self.panel_boxes = {}
        layout = SPECS[vid].paper
        for name in layout.panels if layout is not None else ():
            box = QCheckBox(name)
            box.setObjectName(f"export.panel.{name}")
            box.setChecked(layout is not None and name in layout.shown)
            self.panels_line.addWidget(box)
            self.panel_boxes[name] = box
        view = self._views.get(vid)
        self.title_edit.setText(
            self._headline(vid) or (view.title_text() if view is not None else tr(SPECS[vid].title, "views"))
        )

    @property
    def image_size(self) -> tuple:
        return self.size_combo.currentData()

    @property
    def motion(self) -> tuple:
        return self.motion_row.motion

    @property
    def sweep(self) -> Sweep | None:
        """The number an animation sweeps; None: the position of a view that moves with it."""
        return self.motion_row.sweep

    @property
    def path(self) -> Path:
        return Path(self.path_edit.text().strip()).expanduser()

    def show_problem(self, text: str) -> None:
        self.message.setText(text)

    # -- keeping the choices consistent ---------------------------------------------------------------
    def _refresh(self) -> None:
        vid = self.view_id
        model = cast(QStandardItemModel, self.format_combo.model())  # (a combo box's own model)
        for row in range(self.format_combo.count()):
            problem = format_problem(vid, self.format_combo.itemData(row))
            item = model.item(row)
            item.setEnabled(not problem)
            item.setToolTip(problem)
        if not model.item(self.format_combo.currentIndex()).isEnabled():  # fall back to the first usable one
            self.format_combo.setCurrentIndex(self.format_combo.findData(".png"))
            return  # (the change calls _refresh again)
        kind = FORMATS[self.suffix].kind
        self.preset_combo.setEnabled(kind == "figure")
        # a paper or slide figure has the size its preset gives (its tooltip says which)
        self.size_combo.setEnabled(
            kind != "data"
            and self.suffix not in (".svg", ".pdf")
            and (kind == "animation" or self.preset == DEFAULT_PRESET)
        )
        self.preset_combo.setToolTip(tr(PRESETS[self.preset].tooltip))
        self.paper_row.setEnabled(kind == "figure" and self.preset == "paper")
        self._view_changed()
        self.panels_row.setEnabled(kind == "figure" and self.preset == "paper" and bool(self.panel_boxes))
        self.title_box.setEnabled(kind == "figure" and self.preset == "slide")
        self.title_edit.setEnabled(self.title_box.isEnabled() and self.title_box.isChecked())
        self.motion_row.set_view(vid)
        self.motion_row.setEnabled(kind == "animation")
        text = self.path_edit.text().strip()
        name = Path(text).name if text else ""
        stem = Path(name).stem if name else vid
        folder = str(Path(text).parent) if text else self._folder
        self.path_edit.setText(str(Path(folder) / f"{stem}{self.suffix}"))
        self.show_problem("")

    def _browse(self) -> None:
        fmt = FORMATS[self.suffix]
        chosen, _ = QFileDialog.getSaveFileName(
            self, tr("Export view"), str(self.path), f"{tr(fmt.name)} (*{fmt.suffix})"
        )
        if chosen:
            if not chosen.lower().endswith(fmt.suffix):
                chosen += fmt.suffix
            self.path_edit.setText(chosen)

    def accept(self) -> None:
        if not self.path_edit.text().strip():
            self.show_problem(tr("Choose a file to write."))
            return
        if self.path.suffix.lower() != self.suffix:
            self.show_problem(tr("The file name must end in {suffix} for this format.").format(suffix=self.suffix))
            return
        if self.preset == "paper" and self.panel_boxes and not self.panels:
            self.show_problem(tr("Tick at least one panel."))
            return
        problem = self.on_save(self) if self.on_save is not None else ""
        if problem:
            self.show_problem(problem)
            return
        super().accept()


class ExportAllDialog(QDialog):
    """Every open view, in the formats ticked, into one folder (names: <view id>.<suffix>)."""

    def __init__(self, folder: str, suffixes: tuple, parent=None):
        super().__init__(parent)
        self.setObjectName("dialog.export_all")
        self.setWindowTitle(tr("Export all open views"))
        self.folder_edit = QLineEdit(folder)
        self.folder_edit.setObjectName("export_all.folder")
        browse = QPushButton(tr("&Browse…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.folder_edit, 1)
        row.addWidget(browse)
        form = QFormLayout()
        folder_label = QLabel(tr("F&older:"))
        folder_label.setBuddy(self.folder_edit)
        form.addRow(folder_label, row)
        self.boxes = {}
        ticks = QHBoxLayout()
        for fmt in FORMATS.values():
            if fmt.kind == "animation":
                continue  # an animation is made view by view, over positions chosen for it
            box = QCheckBox(fmt.suffix.lstrip("."))
            box.setObjectName(f"export_all.{fmt.suffix.lstrip('.')}")
            box.setChecked(fmt.suffix in suffixes)
            box.setToolTip(tr(fmt.name))
            self.boxes[fmt.suffix] = box
            ticks.addWidget(box)
        form.addRow(tr("Formats:"), ticks)
        self.message = QLabel()
        self.message.setObjectName("export_all.message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        self.on_save: Callable[[ExportAllDialog], str] | None = None
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addLayout(form)
        outer.addWidget(self.message)
        outer.addWidget(buttons)

    @property
    def folder(self) -> Path:
        return Path(self.folder_edit.text().strip()).expanduser()

    @property
    def suffixes(self) -> list:
        return [s for s, box in self.boxes.items() if box.isChecked()]

    def _browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, tr("Export all open views"), str(self.folder))
        if chosen:
            self.folder_edit.setText(chosen)

    def accept(self) -> None:
        if not self.suffixes:
            self.message.setText(tr("Tick at least one format."))
            return
        if not self.folder_edit.text().strip():
            self.message.setText(tr("Choose a folder."))
            return
        problem = self.on_save(self) if self.on_save is not None else ""
        if problem:
            self.message.setText(problem)
            return
        super().accept()
