"""The Qt views, one module per spec in posenc_gui.specs, found from the spec by its name: the view of spec
`<id>` is the View subclass in `posenc_gui.gui.views.<id>` (a hyphen in the id is an underscore in the module's
name) whose `spec` is that spec. There is no second list to keep in step with the specs' registry. The View
menu, the default layout, the self-test and the tests iterate over view_classes(), in the specs' order.

Adding a view: see posenc_gui/specs/ADDING_A_VIEW.md.
"""

from __future__ import annotations

import importlib

from ... import specs as _specs
from ...specs import VIEW_IDS
from .kit.base import View
from .kit.context import ViewContext


def module_name(view_id: str) -> str:
    return f"{__name__}.{view_id.replace('-', '_')}"


def view_class(view_id: str) -> type[View]:
    """The Qt view of the spec `view_id` (LookupError, naming the module, when there is none or several)."""
    spec = _specs.SPECS[view_id]
    try:
        module = importlib.import_module(module_name(view_id))
    except ModuleNotFoundError as exc:
        raise LookupError(f"the view {view_id!r} has no Qt view: {module_name(view_id)} is missing") from exc
    found = [
        c
        for c in vars(module).values()
        if isinstance(c, type) and issubclass(c, View) and c.__dict__.get("spec") is spec
    ]
    if len(found) != 1:
        raise LookupError(
            f"{module_name(view_id)} must hold one View subclass whose spec is its SPEC, not {len(found)}"
        )
    return found[0]


def view_classes() -> list[type[View]]:
    """Every view class, in the order of the specs registry."""
    return [view_class(vid) for vid in VIEW_IDS]


__all__ = ["View", "ViewContext", "module_name", "view_class", "view_classes"]
