"""The registry of views. The View menu, the self-test and the tests iterate over it.

Adding a view is adding one module here that defines a View subclass decorated with @register.
"""
from __future__ import annotations

import importlib
import pkgutil

from .base import View

REGISTRY: dict[str, type[View]] = {}
# Menu and default-layout order; modules not listed come after, in file-name order.
ORDER = ("heatmap", "waves", "phase")


def register(cls: type[View]) -> type[View]:
    if cls.id in REGISTRY and REGISTRY[cls.id] is not cls:
        raise ValueError(f"view id {cls.id!r} registered twice")
    REGISTRY[cls.id] = cls
    return cls


def view_classes() -> list[type[View]]:
    """All registered view classes, importing every module of this package once."""
    for info in pkgutil.iter_modules(__path__):
        if info.name != "base":
            importlib.import_module(f"{__name__}.{info.name}")
    rank = {vid: n for n, vid in enumerate(ORDER)}
    return sorted(REGISTRY.values(), key=lambda c: (rank.get(c.id, len(rank)), c.id))
