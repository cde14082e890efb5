"""Paths of files under resources/, in a source tree, an installed wheel or a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_path(*parts: str) -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundle) / "resources"] if bundle else []
    candidates += [
        Path(__file__).resolve().parent / "_resources",  # installed: copied into the package
        Path(__file__).resolve().parent.parent / "resources",
    ]  # source tree / editable install
    for root in candidates:
        path = root.joinpath(*parts)
        if path.exists():
            return path
    return candidates[-1].joinpath(*parts)


# the trained model the app ships whole (resources/live/<name>/: config, float16 weights, vocabulary)
SHIPPED_MODEL = "all-MiniLM-L6-v2"


def shipped_model_folder() -> Path:
    """The folder of the shipped model (all-MiniLM-L6-v2), for posenc_gui.live.open_model."""
    return resource_path("live", SHIPPED_MODEL)
