"""The dependency pins hold: the installed Qt avoids the known-bad releases, and pyqtgraph's SVG export
of the heatmap works (pyqtgraph 0.14.0 raises on Qt >= 6.11) and embeds the image."""

import pyqtgraph.exporters
import PySide6

from posenc_gui.testing import settle

BAD_QT = {"6.12.0", "6.11.0", "6.11.1", "6.9.1", "6.10.1"}


def test_qt_release_is_not_a_known_bad_one():
    assert PySide6.__version__ not in BAD_QT


def test_heatmap_exports_as_svg_with_its_image(window, qtbot, tmp_path):
    window.store.update(d_model=16, max_len=20)
    settle(window, qtbot)
    exporter = pyqtgraph.exporters.SVGExporter(window.views["heatmap"].plot)
    path = tmp_path / "heatmap.svg"
    exporter.export(str(path))
    svg = path.read_text(encoding="utf-8")
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg
    assert "<image" in svg and "data:image/png;base64," in svg


def test_every_subpackage_is_in_the_wheel():
    """pyproject lists the packages by name: a new folder left out would be missing from `pip install .`."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    text = (root / "pyproject.toml").read_text(encoding="utf-8")  # (tomllib is Python 3.11+)
    listed = set(re.findall(r'"([\w.]+)"', re.search(r"^packages = \[(.*?)\]", text, re.M | re.S).group(1)))
    found = {".".join(p.parent.relative_to(root).parts) for p in (root / "posenc_gui").rglob("__init__.py")}
    assert found <= listed, sorted(found - listed)
