"""The paper and slide presets: physical sizes, what a paper figure leaves out, curves as one clipped path
each, an SVG that librsvg (an independent renderer) draws as Qt draws the PNG, a slide that fills 16:9, the
command line's checks and the Export dialog's preset combo."""

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
import zlib

import numpy as np
import pytest
from helpers import run_export
from PySide6.QtGui import QImage

from posenc_gui.core import Params
from posenc_gui.export.presets import FigureLook, PaperSize

SVG = "{http://www.w3.org/2000/svg}"
RSVG = shutil.which("rsvg-convert")
NO_RSVG = "rsvg-convert (Debian/Ubuntu: apt-get install librsvg2-bin) is not installed"
# what relative-buckets prints besides its plots: a hint, notes and its caption (its colour key stays)
BUCKET_PROSE = [
    "scroll to see",
    "Shaded: where",
    "Relative position = key position",
    "T5: 32 buckets",
    "DeBERTa: |j",
    "Shaw: clip",
]


def _export(vid, path, preset="paper", params=None, **look):
    from posenc_gui.gui.export.render import export_one

    export_one(vid, path, params or Params(), look=FigureLook(preset, **look))
    return path


def _pixels(path) -> np.ndarray:
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
    w, h, line = image.width(), image.height(), image.bytesPerLine()
    rows = np.frombuffer(bytes(image.constBits()), np.uint8).reshape(h, line)[:, : 3 * w]
    return rows.reshape(h, w, 3).astype(float)


def _blocks(a: np.ndarray, n: int = 30) -> np.ndarray:
    """The mean colour of each of n x n blocks."""
    h, w, _ = a.shape
    bh, bw = h // n, w // n
    return a[: bh * n, : bw * n].reshape(n, bh, n, bw, 3).mean(axis=(1, 3))


def _rsvg_difference(svg, png) -> tuple[float, float]:
    """(largest, mean) difference of the 30 x 30 blocks' mean colours (0 to 255) between librsvg's drawing of
    `svg` and Qt's `png`, at the PNG's size."""
    reference = _pixels(png)
    h, w, _ = reference.shape
    drawn = svg.with_suffix(".rsvg.png")
    subprocess.run(
        [RSVG, "-w", str(w), "-h", str(h), "-b", "white", str(svg), "-o", str(drawn)], check=True, timeout=60
    )
    d = np.abs(_blocks(_pixels(drawn)) - _blocks(reference))
    return float(d.max()), float(d.mean())


def _svg_text(path) -> str:
    root = ET.parse(path).getroot()
    return " ".join("".join(t.itertext()) for t in root.iter(f"{SVG}text")).replace("\xa0", " ")


def _pdf_text(path) -> str:
    """The PDF's text as its glyphs read back through the largest ToUnicode map (Qt draws a glyph a Tj), with
    no spaces: enough to find a phrase's letters in a row."""
    data = path.read_bytes()
    maps, contents = [], []
    for head, body in re.findall(rb"<<(.*?)>>\s*stream\r?\n(.*?)\r?\nendstream", data, re.S):
        if b"FlateDecode" in head:
            body = zlib.decompress(body)
        if b"begincmap" in body:
            table = {}
            for low, _, values in re.findall(rb"<([0-9A-F]{4})> <([0-9A-F]{4})> \[([^\]]*)\]", body):
                for k, v in enumerate(re.findall(rb"<([0-9A-F]+)>", values)):
                    table[int(low, 16) + k] = bytes.fromhex(v.decode()).decode("utf-16-be")
            maps.append(table)
        elif b"BT" in body:
            contents.append(body)
    table = max(maps, key=len)
    glyphs = [
        int(h[i : i + 4], 16)
        for c in contents
        for h in re.findall(rb"<([0-9A-F]+)> Tj", c)
        for i in range(0, len(h), 4)
    ]
    return "".join(table.get(g, "") for g in glyphs).replace("\xa0", "").replace(" ", "")


def _squeezed(text: str) -> str:
    return text.replace(" ", "")


@pytest.fixture(scope="module")
def buckets_paper(qapp, tmp_path_factory):
    """relative-buckets as a paper figure in each format (the view whose screen SVG was 3.4 MB)."""
    folder = tmp_path_factory.mktemp("paper")
    return {suffix: _export("relative-buckets", folder / f"buckets.{suffix}") for suffix in ("svg", "pdf", "png")}


# -- physical size ----------------------------------------------------------------------------------------------
def test_paper_files_are_the_width_asked_for_in_inches(buckets_paper, qapp, tmp_path):
    root = ET.parse(buckets_paper["svg"]).getroot()
    assert root.get("width") == "3.5in"
    w, h = (float(v) for v in root.get("viewBox").split()[2:])
    assert float(root.get("height").removesuffix("in")) == pytest.approx(3.5 * h / w, abs=1e-3)
    assert (w, h) == PaperSize().layout_size  # the figure as laid out: 462 x 308 logical pixels
    box = re.search(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", buckets_paper["pdf"].read_bytes())
    assert float(box.group(1)) == pytest.approx(3.5 * 72) and float(box.group(2)) == pytest.approx(3.5 * 72 * h / w)
    png = QImage(str(buckets_paper["png"]))
    assert png.width() == 1050 and round(png.dotsPerMeterX() * 0.0254) == 300  # 3.5 in at 300 dpi
    wide = ET.parse(_export("heatmap", tmp_path / "wide.svg", paper=PaperSize(7.0, 9.0))).getroot()
    assert wide.get("width") == "7in"


# -- what a paper figure leaves out ----------------------------------------------------------------------------
def test_paper_files_hold_no_notes_hints_or_captions(buckets_paper, qapp, tmp_path):
    svg, pdf = _svg_text(buckets_paper["svg"]), _pdf_text(buckets_paper["pdf"])
    assert "DeBERTa log bucket" in svg and "DeBERTalogbucket" in pdf  # the colour key stays, and is found
    for prose in BUCKET_PROSE:
        assert prose not in svg and _squeezed(prose) not in pdf, prose
    png = QImage(str(buckets_paper["png"]))
    assert not any(prose in png.text(key) for key in png.textKeys() for prose in BUCKET_PROSE)
    # the same view on screen shows them: the texts looked for are the ones the view prints
    from posenc_gui.gui.export.render import export_one

    export_one("relative-buckets", tmp_path / "screen.svg", Params())
    screen = _svg_text(tmp_path / "screen.svg")
    assert all(prose in screen for prose in BUCKET_PROSE)


def test_paper_text_is_in_a_named_font(buckets_paper):
    """Not Qt's "Sans Serif", which only Qt resolves: the family Qt drew with, then a generic fallback."""
    from PySide6.QtGui import QFont, QFontInfo

    texts = list(ET.parse(buckets_paper["svg"]).getroot().iter(f"{SVG}text"))
    assert texts and {t.get("font-family") for t in texts} == {f"{QFontInfo(QFont()).family()}, sans-serif"}


# -- curves -----------------------------------------------------------------------------------------------------
def test_paper_svg_has_one_path_a_curve_no_non_scaling_strokes_and_a_small_file(buckets_paper):
    text = buckets_paper["svg"].read_text()
    assert "non-scaling-stroke" not in text
    # the screen SVG of this view held 6,972 polylines (a segment each) in 3.4 MB
    assert text.count("<polyline") < 400 and len(text.encode()) < 250_000
    root = ET.fromstring(text)
    from posenc_gui.gui.views.relative_buckets import COLOURS

    for colour in COLOURS.values():
        drawn = [
            c
            for g in root.iter(f"{SVG}g")
            if g.get("stroke") == colour.lower() and g.get("stroke-width") != "1"
            for c in g
            if c.tag in (f"{SVG}path", f"{SVG}polyline")
        ]
        assert len(drawn) == 1, colour


def test_paper_curves_are_cut_to_their_plot(qapp, tmp_path):
    from posenc_gui.gui.export.preset_figures import paper_svg, preset_view

    look = FigureLook("paper")
    made = preset_view("relative-buckets", Params(), None, {}, None, look)
    try:
        view = made.view
        box = view.curve_plot.vb
        figure = made.figure()
        plot = figure.mapFromScene(box.mapRectToScene(box.boundingRect())).boundingRect()
        root = ET.fromstring(paper_svg(figure, look, "t"))
    finally:
        made.close()
    from posenc_gui.gui.views.relative_buckets import COLOURS

    checked = 0
    for g in root.iter(f"{SVG}g"):
        if g.get("stroke") in {c.lower() for c in COLOURS.values()} and g.get("stroke-width") != "1":
            assert g.get("transform") in (None, "matrix(1,0,0,1,0,0)")
            for path in g.iter(f"{SVG}path"):
                xy = np.array(re.findall(r"(-?[\d.]+),(-?[\d.]+)", path.get("d")), dtype=float)
                assert xy[:, 0].min() >= plot.left() - 1 and xy[:, 0].max() <= plot.right() + 2
                assert xy[:, 1].min() >= plot.top() - 1 and xy[:, 1].max() <= plot.bottom() + 2
                checked += 1
    assert checked == 3  # the T5 curve runs to ±1024, the plot shows about ±136


@pytest.mark.skipif(RSVG is None, reason=NO_RSVG)
@pytest.mark.parametrize("vid", ["relative-buckets", "binary", "phase"])
def test_librsvg_draws_the_paper_svg_as_qt_draws_the_png(qapp, tmp_path, vid):
    svg, png = _export(vid, tmp_path / f"{vid}.svg"), _export(vid, tmp_path / f"{vid}.png")
    largest, mean = _rsvg_difference(svg, png)
    # (text is laid out by Qt in one and by Pango in the other: letters move by a pixel or two)
    assert largest < 40 and mean < 3, (largest, mean)


@pytest.mark.skipif(RSVG is None, reason=NO_RSVG)
def test_the_comparison_sees_a_screen_svgs_bands(qapp, tmp_path):
    """The screen SVG's curves and lines are non-scaling strokes, which librsvg draws as wide bands: the
    comparison above must see that, or it proves nothing."""
    from posenc_gui.gui.export.render import export_one

    for suffix in ("svg", "png"):
        export_one("relative-buckets", tmp_path / f"screen.{suffix}", Params())
    largest, mean = _rsvg_difference(tmp_path / "screen.svg", tmp_path / "screen.png")
    assert largest > 100 and mean > 5


# -- slide -----------------------------------------------------------------------------------------------------
def test_slide_png_is_16_9_and_the_view_fills_it(qapp, tmp_path):
    png = _pixels(_export("relative-buckets", tmp_path / "slide.png", "slide"))
    assert png.shape[:2] == (1080, 1920)
    ink = np.abs(png - png[0, -1]).sum(axis=2) > 30  # what differs from the background
    columns, rows = np.flatnonzero(ink.any(axis=0)), np.flatnonzero(ink.any(axis=1))
    assert columns[-1] - columns[0] > 0.9 * 1920 and rows[-1] - rows[0] > 0.9 * 1080
    # the plots fill it: ink in most of the canvas's 8 x 8 blocks
    blocks = ink[: 1080 // 8 * 8, : 1920 // 8 * 8].reshape(8, 135, 8, 240).any(axis=(1, 3))
    assert blocks.mean() > 0.8
    text = _svg_text(_export("relative-buckets", tmp_path / "slide.svg", "slide"))
    assert "scroll to see" not in text and "T5: 32 buckets" not in text  # no notes
    wide = QImage(str(_export("heatmap", tmp_path / "wide.png", "slide", width=3840)))
    assert (wide.width(), wide.height()) == (3840, 2160)


# -- the command line ------------------------------------------------------------------------------------------


def test_cli_paper_figure_at_the_width_asked_for(tmp_path):
    out = tmp_path / "decay.svg"
    done = run_export(
        "--view", "rope-decay", "--out", str(out), "--preset", "paper", "--width-in", "5", "--font-pt", "9"
    )
    assert done.returncode == 0, done.stderr
    assert ET.parse(out).getroot().get("width") == "5in"


@pytest.mark.parametrize(
    "args,says",
    [
        (["--preset", "paper", "--width-in", "0"], "--width-in must lie between 1 and 20; 0 is out of range"),
        (["--preset", "paper", "--width-in", "-2"], "--width-in must lie between 1 and 20; -2 is out of range"),
        (["--preset", "paper", "--font-pt", "nan"], "--font-pt must be a finite number"),
        (["--preset", "poster"], "invalid choice: 'poster'"),
        (["--width-in", "3"], "--width-in is for --preset paper"),
        (["--preset", "slide", "--scale", "2"], "--scale is for --preset screen"),
        (["--preset", "paper", "--panel", "map"], "--panel: heatmap has no panels to choose"),
        (["--preset", "screen", "--panel", "map"], "--panel is for --preset paper"),
        (["--preset", "paper", "--title", "x"], "--title is for --preset slide"),
    ],
)
def test_cli_bad_preset_arguments_exit_2_with_one_line(tmp_path, args, says):
    done = run_export("--view", "heatmap", "--out", str(tmp_path / "x.png"), *args)
    assert done.returncode == 2 and says in done.stderr and done.stderr.count("\n") == 1, done.stderr
    assert not (tmp_path / "x.png").exists()


# -- the window's Export dialog --------------------------------------------------------------------------------
def test_the_dialogs_preset_combo_makes_the_same_figure_as_the_command_line(window, qtbot, tmp_path):
    from PySide6.QtCore import Qt

    from posenc_gui.testing import settle

    window.store.update(d_model=32, max_len=60)
    settle(window, qtbot)
    dialog = window.exporter.open_dialog("relative-buckets")
    combo = dialog.preset_combo
    assert [combo.itemData(k) for k in range(combo.count())] == ["screen", "paper", "slide"]
    assert all(combo.itemData(k, Qt.ItemDataRole.ToolTipRole) for k in range(combo.count()))
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".png"))
    dialog.set_preset("paper")
    assert not dialog.size_combo.isEnabled()  # the preset gives the size
    dialog.path_edit.setText(str(tmp_path / "dialog.png"))
    dialog.accept()
    assert not dialog.isVisible() and dialog.message.text() == ""
    store = window.store
    from posenc_gui.gui.export.render import export_one

    export_one(
        "relative-buckets",
        tmp_path / "same.png",
        store.params,
        options=store.options("relative-buckets"),
        shared=store.all_options(),
        look=FigureLook("paper"),
    )
    np.testing.assert_array_equal(_pixels(tmp_path / "dialog.png"), _pixels(tmp_path / "same.png"))
    again = window.exporter.open_dialog("relative-buckets")  # remembered with the other export settings
    assert again.preset == "paper"
    again.format_combo.setCurrentIndex(again.format_combo.findData(".csv"))
    assert not again.preset_combo.isEnabled()  # data has no preset
    again.reject()


def test_the_dialogs_paper_row_sets_the_width_and_text_size_as_the_command_line_does(window, qtbot, tmp_path):
    from posenc_gui.gui.export.render import export_one
    from posenc_gui.testing import settle

    settle(window, qtbot)
    dialog = window.exporter.open_dialog("rope-decay")
    assert (dialog.width_in_spin.value(), dialog.font_pt_spin.value()) == (3.5, 8.0)  # the command line's defaults
    assert (dialog.width_in_spin.minimum(), dialog.width_in_spin.maximum()) == (1.0, 20.0)
    assert (dialog.font_pt_spin.minimum(), dialog.font_pt_spin.maximum()) == (4.0, 24.0)
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".png"))
    assert not dialog.paper_row.isEnabled()  # screen: the window's size
    dialog.set_preset("paper")
    assert dialog.paper_row.isEnabled() and dialog.paper_row.toolTip()
    dialog.set_paper(7.0, 10.0)
    dialog.path_edit.setText(str(tmp_path / "dialog.png"))
    dialog.accept()
    assert not dialog.isVisible() and dialog.message.text() == ""
    store = window.store
    export_one(
        "rope-decay",
        tmp_path / "same.png",
        store.params,
        options=store.options("rope-decay"),
        shared=store.all_options(),
        look=FigureLook("paper", PaperSize(7.0, 10.0)),
    )
    made = QImage(str(tmp_path / "dialog.png"))
    assert made.width() == 7 * 300  # 7 inches at 300 dpi
    np.testing.assert_array_equal(_pixels(tmp_path / "dialog.png"), _pixels(tmp_path / "same.png"))
    again = window.exporter.open_dialog("rope-decay")  # remembered with the other export settings
    assert (again.width_in_spin.value(), again.font_pt_spin.value()) == (7.0, 10.0)
    again.set_preset("slide")
    assert not again.paper_row.isEnabled()
    again.set_preset("paper")
    again.format_combo.setCurrentIndex(again.format_combo.findData(".csv"))
    assert not again.paper_row.isEnabled()  # data has no figure
    again.reject()


def test_a_paper_too_narrow_for_its_text_is_refused_in_the_dialog_which_stays_open(window, qtbot, tmp_path):
    dialog = window.exporter.open_dialog("rope-decay")
    dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(".pdf"))
    dialog.set_preset("paper")
    dialog.set_paper(1.0, 24.0)
    dialog.path_edit.setText(str(tmp_path / "narrow.pdf"))
    dialog.accept()
    assert dialog.isVisible() and not (tmp_path / "narrow.pdf").exists()
    assert "a plot gets" in dialog.message.text() and "in wide" in dialog.message.text()
    dialog.set_preset("screen")  # the row is the paper preset's: a screen figure is written
    dialog.accept()
    assert not dialog.isVisible() and (tmp_path / "narrow.pdf").stat().st_size > 1000
    again = window.exporter.open_dialog("rope-decay")  # a refused size is not remembered
    assert (again.width_in_spin.value(), again.font_pt_spin.value()) == (3.5, 8.0)
    again.reject()


@pytest.mark.parametrize("stored", ["abc", "500", "-2", "nan", "inf", ["3", "4"], ""])
def test_a_stored_paper_size_that_is_not_a_number_in_range_opens_the_default(window, stored):
    window.remembered.settings.setValue("export/paper_width_in", stored)
    window.remembered.settings.setValue("export/paper_font_pt", stored)
    dialog = window.exporter.open_dialog("rope-decay")
    assert (dialog.width_in_spin.value(), dialog.font_pt_spin.value()) == (3.5, 8.0)
    dialog.reject()


@pytest.mark.parametrize("vid", list(__import__("posenc_gui.specs", fromlist=["SPECS"]).SPECS))
def test_every_views_paper_figure_keeps_only_its_colour_key_and_no_hint(qapp, vid):
    """Each view's key keeps its rows of colour samples only (captions and notes go), its notes are hidden
    and no interactive hint ("scroll to zoom", "hover over", "drag", "click") reaches the SVG."""
    from posenc_gui.gui.export.preset_figures import paper_svg, preset_view
    from posenc_gui.gui.plotting.style import is_color_key_line

    look = FigureLook("paper")
    made = preset_view(vid, Params(), None, {}, None, look)
    try:
        view = made.view
        key = getattr(view, "key", None)
        if key is not None and key.text.strip():
            assert all(is_color_key_line(line) for line in key.text.split("<br>")), key.text
        assert not any(w.isVisible() for w in view.notes_widgets)
        text = _svg_text_of(paper_svg(made.figure(), look, "t")).lower()
    finally:
        made.close()
    for hint in ("scroll", "hover", "drag", "click"):
        assert hint not in text, hint


def _svg_text_of(svg: bytes) -> str:
    root = ET.fromstring(svg)
    return " ".join("".join(t.itertext()) for t in root.iter(f"{SVG}text")).replace("\xa0", " ")


def test_the_paper_layout_knows_the_views_text_size():
    """The paper layout's resolution is computed from the views' base font size, kept below Qt (export/)."""
    from posenc_gui.export.presets import SCREEN_FONT_PT
    from posenc_gui.gui.plotting.style import FONT_PT

    assert SCREEN_FONT_PT == FONT_PT


def test_the_scripting_api_saves_with_a_preset(qapp, tmp_path):
    import posenc_gui

    path = posenc_gui.figure("rope-decay").save(tmp_path / "decay.svg", preset="paper", width_in=5)
    assert ET.parse(path).getroot().get("width") == "5in"
    png = QImage(str(posenc_gui.figure("rope-decay").save(tmp_path / "decay.png", preset="slide")))
    assert (png.width(), png.height()) == (1920, 1080)
