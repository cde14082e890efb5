"""The window's actions, menus, toolbar and shortcut list, built from the one table in action_table.py, and the
one helper every exclusive-choice menu is made with."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QStyle, QToolBar

from ..i18n import tr
from .action_table import ACTIONS, MENUS, TOOLBAR, Action, Inline, Separator, Submenu


def resolve(targets: dict, path: str):
    target, _, name = path.partition(".")
    return getattr(targets[target], name)


def native(keys: QKeySequence) -> str:
    return keys.toString(QKeySequence.SequenceFormat.NativeText)


def build_actions(window, targets: dict) -> dict[str, QAction]:
    """A QAction for every row of the table (objectName action.<id>), on `window` so that its keys work
    wherever the focus is; slots are looked up in `targets` when triggered (a feature may be replaced)."""
    actions, groups = {}, {}
    for row in ACTIONS:
        if not isinstance(row, Action):
            continue
        context = row.context or "posenc_gui"
        action = QAction(tr(row.text, context).format(**dict(row.text_fields)), window)
        action.setObjectName(row.object_name)
        if row.icon:
            action.setIcon(window.style().standardIcon(getattr(QStyle.StandardPixmap, row.icon)))
        keys = QKeySequence(row.keys)
        action.setShortcut(keys)
        if row.tip:
            tip = tr(row.tip, context)
            action.setToolTip(f"{tip} ({native(keys)})" if row.keys else tip)
        action.setEnabled(row.enabled and not row.stage)  # (the stage's keys: only while presenting)
        if row.group:  # one of an exclusive group of choices: the slot gets args, the group keeps one checked
            action.setCheckable(True)
            if row.group not in groups:
                groups[row.group] = QActionGroup(window)
            groups[row.group].addAction(action)
            action.triggered.connect(lambda _=False, r=row: resolve(targets, r.slot)(*r.args))
        elif row.checkable:
            action.setCheckable(True)
            action.toggled.connect(lambda on, r=row: resolve(targets, r.slot)(on))
        else:
            action.triggered.connect(lambda _=False, r=row: resolve(targets, r.slot)(*r.args))
        window.addAction(action)
        actions[row.id] = action
    return actions


def build_menus(window, actions: dict[str, QAction], targets: dict) -> dict[str, QMenu]:
    """The menu bar from the table: each row in its menu, in table order."""
    menus = {}
    for name, title in MENUS:
        menus[name] = window.menuBar().addMenu(tr(title))
        menus[name].setObjectName(f"menu.{name}")
    for row in ACTIONS:
        menu = menus[row.menu] if row.menu else None
        if menu is None:
            continue
        if isinstance(row, Action):
            menu.addAction(actions[row.id])
        elif isinstance(row, Separator):
            menu.addSeparator()
        elif isinstance(row, Submenu):
            menu.addMenu(resolve(targets, row.provider)())
        elif isinstance(row, Inline):
            menu.addActions(resolve(targets, row.provider)())
    return menus


def build_toolbar(window, actions: dict[str, QAction]) -> QToolBar:
    toolbar = QToolBar(tr("Animation"), window)
    toolbar.setObjectName("toolbar.animation")
    toolbar.addActions([actions[i] for i in TOOLBAR])
    return toolbar


def shortcut_rows(actions: dict[str, QAction]) -> list[tuple[str, str]]:
    """(keys, what they do) for every action with keys, in the table's order."""
    rows = []
    for row in ACTIONS:
        if isinstance(row, Action) and row.keys and row.listed and not row.stage:
            what = tr("Play / pause") if row.id == "play" else actions[row.id].text().replace("&", "")
            rows.append((native(actions[row.id].shortcut()), what))
    return rows


class ChoiceMenu(QMenu):
    """A menu of exclusive, checkable choices (objectName menu.<name>, each action.<name>.<key>): `choose(key)`
    applies one; set_current(key) ticks one without choosing it (when the choice was made elsewhere)."""

    def __init__(self, title: str, name: str, choices, current, choose, parent=None):
        super().__init__(title, parent)
        self.setObjectName(f"menu.{name}")
        self.items: dict = {}
        group = QActionGroup(self)
        for key, text in choices:
            action = self.addAction(text, lambda k=key: choose(k))
            action.setObjectName(f"action.{name}.{key}")
            action.setCheckable(True)
            group.addAction(action)
            self.items[key] = action
        self.set_current(current)

    def set_current(self, key) -> None:
        if key in self.items:
            self.items[key].setChecked(True)
