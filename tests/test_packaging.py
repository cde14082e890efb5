"""The wheel carries every package of the code: pyproject.toml's list names each folder with an __init__.py
(a new subpackage missing from it would install without its modules)."""

from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

ROOT = Path(__file__).resolve().parent.parent


def test_pyproject_lists_every_package_folder():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "posenc_gui").rglob("__init__.py")}
    assert on_disk - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    resources = {
        "posenc_gui._resources" + "".join("." + part for part in p.relative_to(ROOT / "resources").parts)
        for p in (ROOT / "resources").iterdir()
        if p.is_dir() and p.name not in ("screenshots", "__pycache__")
    }
    assert {n for n in listed if n.startswith("posenc_gui._resources")} == resources | {"posenc_gui._resources"}
