"""Paper figures laid out for the page (each plot measured as drawn), `--panel`, the refusal of a width whose
plots would be too small (command line, Export dialog, scripting), and the slide's title and text size."""

import re
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pyqtgraph as pg
import pytest
from helpers import run_export
from PySide6.QtGui import QFontInfo, QImage

import posenc_gui
from posenc_gui.core import Params
from posenc_gui.export.presets import MIN_PLOT_IN, PAPER_PNG_DPI, FigureLook, PaperRoomError, PaperSize
from posenc_gui.specs import SPECS

ROOT = Path(__file__).resolve().parents[3]
MULTI_PANEL = sorted([vid for vid, spec in SPECS.items() if spec.paper is not None] + ["model-layers"])
WIDTH_NAMED = re.compile(r"make the figure ([\d.]+) in wide")


def _painted_plots(monkeypatch, vid, path, **look) -> tuple[list, QImage]:
    """Export `vid`'s paper PNG and measure each plot box as painted (its rectangle in the image's pixels, in
    inches at the image's resolution), colour bars aside: [(width_in, height_in)], the image."""
    from posenc_gui.gui.export.render import export_one

    painted = {}
    paint = pg.ViewBox.paint

    def measured(box, painter, *args):
        rect = painter.worldTransform().mapRect(box.boundingRect())
        ratio = painter.device().devicePixelRatio()  # (the painter's world is the image's logical pixels)
        painted[id(box)] = (rect.width() * ratio, rect.height() * ratio, isinstance(box.parentItem(), pg.ColorBarItem))
        return paint(box, painter, *args)

    monkeypatch.setattr(pg.ViewBox, "paint", measured)
    export_one(vid, path, Params(), look=FigureLook("paper", **look))
    image = QImage(str(path))
    dpi = image.dotsPerMeterX() * 0.0254
    return [(w / dpi, h / dpi) for w, h, bar in painted.values() if w > 1 and not bar], image


@pytest.mark.parametrize("vid", MULTI_PANEL)
def test_every_plot_of_a_multi_panel_view_is_at_least_a_fifth_of_an_inch_at_35_in(qapp, tmp_path, monkeypatch, vid):
    boxes, image = _painted_plots(monkeypatch, vid, tmp_path / f"{vid}.png")
    assert image.width() == 1050 and round(image.dotsPerMeterX() * 0.0254) == PAPER_PNG_DPI
    assert 700 <= image.height() <= 4.5 * PAPER_PNG_DPI  # from the screen's 3:2 up to 4.5 in
    assert boxes and min(min(b) for b in boxes) >= MIN_PLOT_IN, boxes


def test_paper_panels_stack_and_the_figure_grows_with_them(qapp, tmp_path, monkeypatch):
    two, image = _painted_plots(monkeypatch, "fire", tmp_path / "two.png")
    assert len(two) == 2 and image.height() == 3 * PAPER_PNG_DPI  # map and bias: two rows of 1.5 in
    assert all(w > 2.0 for w, _ in two)  # each as wide as the column
    one, image = _painted_plots(monkeypatch, "fire", tmp_path / "one.png", panels=("distance",))
    assert len(one) == 1 and (image.width(), image.height()) == (1050, 700)  # one panel: the screen's 3:2
    three, image = _painted_plots(monkeypatch, "fire", tmp_path / "three.png", panels=("map", "distance", "bias"))
    assert len(three) == 3 and image.height() == round(4.5 * PAPER_PNG_DPI)


def test_cli_panel_chooses_what_the_figure_draws(tmp_path):
    out = tmp_path / "ids.svg"
    done = run_export("--view", "mrope", "--out", str(out), "--preset", "paper", "--panel", "ids")
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8")
    assert "position id" in text and "frequency index" not in text and "kind" not in text
    done = run_export("--view", "mrope", "--out", str(out), "--preset", "paper", "--panel", "tokens,nothing")
    assert (
        done.returncode == 2
        and "--panel: mrope has no panel nothing; its panels are tokens, ids, frequencies" in done.stderr
    )


def test_cli_refuses_a_width_too_narrow_with_status_2_naming_one_that_holds(tmp_path):
    out = tmp_path / "txl.png"
    done = run_export("--view", "transformer-xl", "--out", str(out), "--preset", "paper", "--width-in", "1.5")
    assert done.returncode == 2 and not out.exists(), done.stderr
    assert "transformer-xl: at 1.5 in a plot gets" in done.stderr
    wide = float(WIDTH_NAMED.search(done.stderr).group(1))
    assert 1.5 < wide <= 3.5
    done = run_export("--view", "transformer-xl", "--out", str(out), "--preset", "paper", "--width-in", str(wide))
    assert done.returncode == 0 and QImage(str(out)).width() == round(wide * PAPER_PNG_DPI), done.stderr
    narrower = run_export(
        "--view",
        "transformer-xl",
        "--out",
        str(tmp_path / "n.png"),
        "--preset",
        "paper",
        "--width-in",
        f"{wide - 0.05:.2f}",
    )
    assert narrower.returncode == 2  # the width named is the narrowest on the 0.05 in grid


def test_the_narrow_guard_is_gone_judged_by_the_plots_instead(qapp, tmp_path, monkeypatch):
    """Models compared at 1.82 in passed the old guard with a plot of nothing; now the plots decide."""
    with pytest.raises(PaperRoomError, match="make the figure"):
        posenc_gui.figure("model-compare").save(tmp_path / "mc.png", preset="paper", width_in=1.0)
    assert not (tmp_path / "mc.png").exists()
    boxes, _ = _painted_plots(monkeypatch, "model-compare", tmp_path / "ok.png", paper=PaperSize(1.82))
    assert min(min(b) for b in boxes) >= MIN_PLOT_IN


def test_figure_save_refuses_with_the_message_and_chooses_panels(qapp, tmp_path):
    figure = posenc_gui.figure("fire")
    with pytest.raises(PaperRoomError) as refused:
        figure.save(tmp_path / "narrow.pdf", preset="paper", width_in=1.0)
    assert WIDTH_NAMED.search(str(refused.value)) and not (tmp_path / "narrow.pdf").exists()
    path = figure.save(tmp_path / "map.png", preset="paper", panels=["map"])
    assert QImage(str(path)).height() == 700


def test_the_export_dialog_refuses_a_paper_figure_too_small_and_writes_nothing(window, tmp_path):
    dialog = window.exporter.open_dialog("transformer-xl")
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".png"))
    dialog.set_preset("paper")
    assert dialog.panels_row.isEnabled() and dialog.panels == SPECS["transformer-xl"].paper.shown
    dialog.set_paper(1.5, 8.0)
    dialog.path_edit.setText(str(tmp_path / "txl.png"))
    dialog.accept()
    assert dialog.isVisible() and not (tmp_path / "txl.png").exists()
    named = WIDTH_NAMED.search(dialog.message.text())
    assert named, dialog.message.text()
    dialog.set_paper(float(named.group(1)), 8.0)  # the width the message names is written
    dialog.accept()
    assert not dialog.isVisible()
    assert QImage(str(tmp_path / "txl.png")).width() == round(float(named.group(1)) * PAPER_PNG_DPI)


# -- slides -----------------------------------------------------------------------------------------------------
def _slide(vid, **look):
    from posenc_gui.gui.export.preset_figures import preset_view
    from posenc_gui.gui.export.render import _shared, slide_title

    spec = SPECS[vid]
    look = FigureLook("slide", **look)
    return preset_view(vid, Params(), None, _shared(spec, Params(), {}), None, look, slide_title(spec, look))


def test_slide_ticks_are_at_least_24_px_on_a_1080_px_slide(qapp):
    made = _slide("rope-decay")
    try:
        figure = made.figure()
        ratio = 1080 / figure.height()
        axes = [item for item in figure.scene().items() if isinstance(item, pg.AxisItem) and item.isVisible()]
        sizes = {QFontInfo(axis.style.get("tickFont") or axis.font()).pixelSize() * ratio for axis in axes}
        assert axes and min(sizes) >= 24, sizes
        assert made.view.slide_title.text == "RoPE decay"
    finally:
        made.close()


def _ink_rows(path) -> np.ndarray:
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_Grayscale8)
    rows = np.frombuffer(bytes(image.constBits()), np.uint8).reshape(image.height(), image.bytesPerLine())
    return (rows[:, : image.width()] < 100).sum(axis=1)


def test_a_slide_carries_its_title_or_none(tmp_path):
    titled, bare = tmp_path / "titled.png", tmp_path / "bare.png"
    assert run_export("--view", "rope-decay", "--out", str(titled), "--preset", "slide").returncode == 0
    assert run_export("--view", "rope-decay", "--out", str(bare), "--preset", "slide", "--title", "").returncode == 0
    ink, none = _ink_rows(titled), _ink_rows(bare)
    title_rows = np.flatnonzero(ink[:80])
    assert title_rows.size >= 24 and ink[:80].sum() > 2000  # a bold line of 20 pt x 1.875 at the top
    assert none[:20].sum() == 0  # the key starts lower down without one
    svg = tmp_path / "named.svg"
    done = run_export("--view", "rope-decay", "--out", str(svg), "--preset", "slide", "--title", "Decay & distance")
    assert done.returncode == 0 and "Decay &amp; distance" in svg.read_text(encoding="utf-8")


def test_the_window_gives_a_slide_the_headline_of_the_step_on_show():
    from posenc_gui.gui.window.exporting import lesson_headline

    step = SimpleNamespace(headline="Nearby keys count more", title="Decay", views=["rope-decay"])
    shown = SimpleNamespace(dock=SimpleNamespace(isVisible=lambda: True), steps=[step], step=0)
    state = SimpleNamespace(presenting=False)
    assert lesson_headline(shown, state, "rope-decay") == "Nearby keys count more"
    assert lesson_headline(shown, state, "heatmap") == ""  # a view the step does not show
    hidden = SimpleNamespace(dock=SimpleNamespace(isVisible=lambda: False), steps=[step], step=0)
    assert lesson_headline(hidden, state, "rope-decay") == ""
    assert lesson_headline(hidden, SimpleNamespace(presenting=True), "rope-decay") == "Nearby keys count more"


def test_readme_says_what_a_paper_figure_does_with_a_width_too_narrow():
    export = (ROOT / "docs" / "export.md").read_text(encoding="utf-8")
    assert "--panel" in export and "status 2" in export and "--title" in export
    # the old sentence claimed every paper figure goes into a column whatever its plots got
    assert "a figure that goes into a LaTeX column at 100 %" not in export
    assert "laid out for the page" in export


def test_the_dialogs_title_row_and_the_window_give_a_slide_its_title(window, tmp_path, monkeypatch):
    dialog = window.exporter.open_dialog("rope-decay")
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".svg"))
    dialog.set_preset("slide")
    assert dialog.title_box.isEnabled() and dialog.title == "RoPE decay" and not dialog.panels_row.isEnabled()
    dialog.title_box.setChecked(False)
    assert dialog.title == "" and not dialog.title_edit.isEnabled()
    dialog.reject()
    # a lesson step on show that shows the view: its headline, as the stage shows it
    monkeypatch.setattr(window.exporter, "headline", lambda vid: "Far keys count less" if vid == "rope-decay" else "")
    window.exporter.export_view("rope-decay", tmp_path / "step.svg", preset="slide")
    assert "Far keys count less" in (tmp_path / "step.svg").read_text(encoding="utf-8")
    window.exporter.export_view("rope-decay", tmp_path / "bare.svg", preset="slide", title="")
    assert "Far keys count less" not in (tmp_path / "bare.svg").read_text(encoding="utf-8")
    again = window.exporter.open_dialog("rope-decay")
    assert again.title_edit.text() == "Far keys count less"
    again.reject()


def test_a_row_of_plots_drawn_apart_gets_its_title_across_the_top(qapp):
    made = _slide("phase")
    try:
        figure = made.figure()
        assert made.view.slide_title.text == "Phase vector"
        views = [v for v in figure.children() if isinstance(v, pg.GraphicsView)]
        title_view = next(v for v in views if made.view.slide_title.scene() is v.scene())
        plots = [v for v in views if v is not title_view]
        assert title_view.geometry().width() == figure.width() and title_view.geometry().top() == 0
        assert plots and min(v.geometry().top() for v in plots) >= title_view.geometry().bottom()
    finally:
        made.close()
