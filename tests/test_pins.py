"""The dependency pins hold: the installed Qt avoids the known-bad releases, and pyqtgraph's SVG export
of the heatmap works (pyqtgraph 0.14.0 raises on Qt >= 6.11) and embeds the image."""
import PySide6
import pyqtgraph.exporters

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
