"""Paths of files under resources/, in a source tree, an installed wheel or a PyInstaller bundle."""
from __future__ import annotations

import sys
from pathlib import Path


def resource_path(*parts: str) -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundle) / "resources"] if bundle else []
    candidates += [Path(__file__).resolve().parent / "_resources",  # installed: copied into the package
                   Path(__file__).resolve().parent.parent / "resources"]  # source tree / editable install
    for root in candidates:
        path = root.joinpath(*parts)
        if path.exists():
            return path
    return candidates[-1].joinpath(*parts)
