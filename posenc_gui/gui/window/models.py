"""File > Open model…: a model folder, its config.json or its safetensors files, read for their position
settings (model_files.inspection: headers only, position tensors memory-mapped, pickles refused). What is opened
feeds the views that use a model; a file that cannot be used leaves the window as it was and says why."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMenu

from ...core.errors import ParamError
from ...model_files.inspection import inspect_model
from ...model_files.reading import ModelFileError
from ...specs.kit import live_model
from ...specs.kit.long_context import MANUAL, OPENED, OWNER
from ..files.remembered import MODELS_FOLDER
from ..i18n import error_text, tr
from .messages import tell_problem


class WindowModels(QObject):
    def __init__(self, desk) -> None:
        super().__init__(desk.window)
        self.desk = desk
        self.path: str | None = None  # what was opened (a session remembers it)
        self.last_problem = ""
        self.cache_menu = QMenu(tr("Models in the &Hugging Face cache"), desk.window)
        self.cache_menu.setObjectName("menu.model_cache")
        self.cache_menu.aboutToShow.connect(self._fill_cache)

    def cache_menu_widget(self) -> QMenu:
        return self.cache_menu

    def _fill_cache(self) -> None:
        """The model folders found in the Hugging Face cache (HF_HOME, ~/.cache/huggingface/hub): listed, never
        downloaded; choosing one opens it."""
        from ...live.cache import model_folders

        self.cache_menu.clear()
        folders = model_folders()
        for folder in folders:
            action = self.cache_menu.addAction(cache_name(folder))
            action.setToolTip(str(folder))
            action.triggered.connect(lambda _=False, f=folder: self.open_path(f))
        if not folders:
            self.cache_menu.addAction(tr("No model folders in the cache")).setEnabled(False)

    @property
    def info(self):
        return self.desk.store.model

    def open_path(self, path, quiet: bool = False) -> bool:
        """Open a model; on a problem say it (unless `quiet`: the caller says it) and change nothing."""
        try:
            info = inspect_model(path)
        except (ModelFileError, ParamError, OSError) as exc:
            self.last_problem = error_text(exc) if isinstance(exc, ParamError) else str(exc)
            if not quiet:
                tell_problem(self.desk.window, tr("Model"), "model.problem", self.last_problem)
            return False
        store = self.desk.store
        with store.batch():
            if info.type == "rope":
                store.update_options(OWNER, source=OPENED)
            elif store.options(OWNER).source == OPENED:
                store.update_options(OWNER, source=MANUAL)
            # (Inside a real model runs the opened model when the runtime reads its config)
            store.update_options(
                live_model.OWNER, model=live_model.OPENED if live_model.runnable(path) else live_model.SHIPPED
            )
        store.set_model(info)
        self.path = str(Path(path).resolve())
        self.desk.remembered.put(MODELS_FOLDER, str(Path(self.path).parent))
        self.desk.status(tr("Opened model {name}: {summary}").format(name=info.name, summary=describe(info)), 8000)
        return True

    def close_model(self) -> None:
        store = self.desk.store
        if store.options(OWNER).source == OPENED:
            store.update_options(OWNER, source=MANUAL)
        if store.options(live_model.OWNER).model == live_model.OPENED:
            store.update_options(live_model.OWNER, model=live_model.SHIPPED)
        store.set_model(None)
        self.path = None

    def open_dialog(self) -> None:
        folder = self.desk.remembered.get(MODELS_FOLDER)
        if not folder:
            folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        path, _ = QFileDialog.getOpenFileName(
            self.desk.window,
            tr("Open model (a config.json or safetensors file of the model's folder)"),
            folder,
            tr("Model files (config.json *.safetensors *.safetensors.index.json);;All files (*)"),
        )
        if path:
            self.open_path(path)


def describe(info) -> str:
    """One line of what the app read: the encoding, its sizes and the position tables found."""
    parts = [
        {
            "rope": tr("RoPE"),
            "learned": tr("learned positions"),
            "alibi": tr("ALiBi"),
            "t5-buckets": tr("T5 buckets"),
            "sinusoidal": tr("sinusoidal"),
            "nope": tr("no layer turns positions"),
        }.get(info.type, info.type)
    ]
    if info.head_dim:
        parts.append(tr("head dim {d}").format(d=info.head_dim))
    if info.type == "rope":
        parts.append(tr("base {b:g}").format(b=info.base))
        rule = (info.scaling or {}).get("rope_type", (info.scaling or {}).get("type"))
        if rule:
            parts.append(tr("scaling {rule}").format(rule=rule))
    for table in info.tables:
        parts.append(tr("table {name} {shape}").format(name=table.name, shape=" × ".join(map(str, table.shape))))
    return ", ".join(parts)


def cache_name(folder: Path) -> str:
    """A cached model as org/name with its snapshot's first characters (the folder's name when it is no repo's)."""
    from ...live.cache import repo_name

    name = repo_name(folder)
    return f"{name}  ({folder.name[:7]})" if name else folder.name
