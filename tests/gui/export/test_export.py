"""Export: data files (CSV, NPY) from the specs, figures (PNG, SVG, PDF) from the views, written atomically,
and the `posenc-gui export` command. Every registered view is exported; later views join by registering."""

import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from helpers import pe_value
from PySide6.QtGui import QImage

from posenc_gui.core import Params
from posenc_gui.export import FORMATS, ExportError, format_for
from posenc_gui.export.atomic import atomic_path
from posenc_gui.export.data import write_csv, write_npy
from posenc_gui.specs import SPECS

SMALL = Params(max_len=40, d_model=16, position=2.5)


def _run(*args, env_extra=None):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **(env_extra or {}))
    return subprocess.run(
        [sys.executable, "-m", "posenc_gui", "export", *args], capture_output=True, text=True, env=env, timeout=120
    )


# -- data ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("vid", list(SPECS))
def test_every_views_data_round_trips_through_csv_npy_and_npz(tmp_path, vid):
    from posenc_gui.export.data import save_npz, view_data

    names, table = SPECS[vid].export_data(SMALL)
    arrays = SPECS[vid].export_arrays(SMALL)
    write_csv(tmp_path / "d.csv", names, table)
    write_npy(tmp_path / "d.npy", arrays.array)
    save_npz(tmp_path / "d.npz", view_data(vid, SMALL))
    with open(tmp_path / "d.csv", encoding="utf-8") as f:
        assert f.readline().strip().split(",") == names
    back = np.loadtxt(tmp_path / "d.csv", delimiter=",", skiprows=1, ndmin=2)
    np.testing.assert_array_equal(back, np.asarray(table, dtype=np.float64))  # every digit kept
    npy = np.load(tmp_path / "d.npy", allow_pickle=False)
    assert npy.dtype == arrays.array.dtype and npy.shape == arrays.array.shape
    np.testing.assert_array_equal(npy, arrays.array)
    with np.load(tmp_path / "d.npz", allow_pickle=False) as npz:
        assert set(npz.files) == set(arrays.arrays) | {"settings", "view", "main", "axes"}
        assert str(npz["view"]) == vid and str(npz["main"]) == arrays.main and tuple(npz["axes"]) == arrays.axes
        for name, value in arrays.arrays.items():
            np.testing.assert_array_equal(npz[name], value)


def test_the_heatmaps_data_is_the_whole_table_not_the_screen_rows():
    params = Params(max_len=3000, d_model=6, base=100.0)
    names, table = SPECS["heatmap"].export_data(params)
    assert names == ["position"] + [f"dim_{k}" for k in range(6)] and table.shape == (3000, 7)
    np.testing.assert_array_equal(table[:, 0], np.arange(3000))
    for pos in (0, 1, 1234, 2999):
        np.testing.assert_allclose(table[pos, 1:], [pe_value(pos, d, 6, 100.0) for d in range(6)], atol=1e-12)
    arrays = SPECS["heatmap"].export_arrays(params)
    assert arrays.main == "table" and arrays.axes == ("position", "dim") and arrays.array.shape == (3000, 6)
    np.testing.assert_array_equal(arrays.array, table[:, 1:])  # the NPY: the table without the position column


def test_runs_of_positions_export_their_minimum_and_maximum_along_an_axis_of_their_own():
    params = Params(max_len=100_000, d_model=16)
    names, table = SPECS["waves"].export_data(params)
    arrays = SPECS["waves"].export_arrays(params)
    assert names[1:3] == ["dim_0_min", "dim_0_max"] and arrays.axes == ("position", "dim", "bound")
    assert tuple(arrays.arrays["bound"]) == ("min", "max") and arrays.array.shape == (table.shape[0], 3, 2)
    np.testing.assert_array_equal(arrays.array.reshape(table.shape[0], -1), table[:, 1:])
    np.testing.assert_array_equal(arrays.arrays["position"], table[:, 0])
    assert (arrays.array[:, :, 0] <= arrays.array[:, :, 1]).all()


def test_a_table_too_big_for_memory_is_refused_before_it_is_built():
    from posenc_gui.core import ParamError

    with pytest.raises(ParamError, match="exported table"):
        SPECS["heatmap"].export_data(Params(max_len=10**7, d_model=1024))


def test_data_export_needs_no_qt(tmp_path):
    code = (
        "import sys; from posenc_gui.core import Params; from posenc_gui.specs import SPECS; "
        "from posenc_gui.export.data import write_npy; "
        "write_npy(sys.argv[1], SPECS['waves'].export_arrays(Params(max_len=10, d_model=8)).array); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "w.npy")], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stderr
    _names, table = SPECS["waves"].export_data(Params(max_len=10, d_model=8))
    np.testing.assert_array_equal(np.load(tmp_path / "w.npy"), table[:, 1:])


def test_the_suffix_picks_the_format():
    assert format_for("a/b.PNG").suffix == ".png" and format_for("x.npy").kind == "data"
    assert {".png", ".svg", ".pdf", ".csv", ".npy", ".npz"} <= set(FORMATS) and FORMATS[".npz"].kind == "data"
    with pytest.raises(ExportError, match="suffix must be one of"):
        format_for("figure.jpeg")


# -- never half-written ---------------------------------------------------------------------------------------
def test_a_failed_write_leaves_neither_a_partial_file_nor_a_damaged_original(tmp_path):
    target = tmp_path / "table.csv"
    target.write_text("the old file\n")

    class DiskFull(OSError):
        pass

    with pytest.raises(ExportError, match="No space left"), atomic_path(target) as temp:
        temp.write_text("half a ta")
        raise OSError(28, "No space left on device")
    assert target.read_text() == "the old file\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["table.csv"]  # the temporary file is gone
    write_csv(target, ["a"], np.array([[1.0], [2.5]]))  # a complete write replaces it
    assert target.read_text() == "a\n1\n2.5\n"
    assert oct(target.stat().st_mode & 0o777) == oct(0o666 & ~_umask())  # an ordinary file, not a private one


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_a_csv_too_long_to_write_quickly_points_to_npy(tmp_path):
    from posenc_gui.export.data import CSV_MAX_VALUES

    rows = CSV_MAX_VALUES // 4 + 1
    with pytest.raises(ExportError, match="write .npy instead"):
        write_csv(tmp_path / "big.csv", ["a", "b", "c", "d"], np.zeros((rows, 4)))
    assert not (tmp_path / "big.csv").exists()


def test_a_missing_folder_is_named(tmp_path):
    with pytest.raises(ExportError, match="does not exist"):
        write_npy(tmp_path / "nowhere" / "x.npy", np.zeros((1, 1)))


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write into a read-only folder")
def test_a_folder_without_permission_is_reported(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(ExportError, match="Permission denied"):
            write_csv(folder / "x.csv", ["a"], np.zeros((1, 1)))
    finally:
        folder.chmod(0o700)


# -- figures ---------------------------------------------------------------------------------------------------
@pytest.fixture
def standalone(qapp):
    from posenc_gui.gui.export.standalone import StandaloneView

    made = []

    def make(vid, params=SMALL, size=(600, 400)):
        view = StandaloneView(vid, params, size=size)
        made.append(view)
        return view

    yield make
    for view in made:
        view.close()


def test_png_has_the_requested_size_dpi_and_a_picture_that_grows_with_it(standalone, tmp_path):
    from PySide6.QtGui import QColor

    from posenc_gui.gui.export.figure import write_png
    from posenc_gui.gui.plotting.style import line_color

    shown = standalone("waves")
    figure = shown.figure()
    write_png(figure, tmp_path / "one.png", scale=1)
    write_png(figure, tmp_path / "wide.png", width=1800)
    one, wide = QImage(str(tmp_path / "one.png")), QImage(str(tmp_path / "wide.png"))
    assert (one.width(), one.height()) == (figure.width(), figure.height())
    ratio = 1800 / figure.width()
    assert wide.width() == 1800 and wide.height() == round(figure.height() * ratio)
    assert round(wide.dotsPerMeterX() * 0.0254) == round(96 * ratio)
    # the first curve: where it lies scales by the ratio (the picture fills the image, not a corner of it),
    # and so does its stroke (no hairlines in a big export)
    target = QColor(line_color(0))
    box_one, box_wide = _extent(one, target), _extent(wide, target)
    for a, b in zip(box_one, box_wide):
        assert abs(b - a * ratio) <= 3 * ratio, (box_one, box_wide)
    x = int((box_one[0] + box_one[2]) / 2)
    thin = sum(_close(one.pixelColor(x, y), target) for y in range(one.height()))
    thick = sum(_close(wide.pixelColor(round(x * ratio), y), target) for y in range(wide.height()))
    assert thin >= 2 and thick >= 0.6 * ratio * thin


def _extent(image, colour):
    """(left, top, right, bottom) of the pixels of `colour`, sampled every other pixel."""
    xs, ys = [], []
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            if _close(image.pixelColor(x, y), colour):
                xs.append(x)
                ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def _close(a, b, tol=40):
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < tol


def test_png_refuses_sizes_out_of_range(standalone, tmp_path):
    from posenc_gui.gui.export.figure import write_png

    figure = standalone("heatmap").figure()
    with pytest.raises(ExportError, match="scale must lie between"):
        write_png(figure, tmp_path / "x.png", scale=20)
    with pytest.raises(ExportError, match="width must lie between"):
        write_png(figure, tmp_path / "x.png", width=100_000)
    assert not (tmp_path / "x.png").exists()


def test_heatmap_svg_parses_embeds_the_table_and_keeps_text_and_curves_as_vectors(standalone, tmp_path):
    from posenc_gui.gui.export.figure import write_svg

    write_svg(standalone("heatmap").figure(), tmp_path / "h.svg", title="PE heatmap")
    root = ET.parse(tmp_path / "h.svg").getroot()
    ns = "{http://www.w3.org/2000/svg}"
    images = [(int(float(e.get("width"))), int(float(e.get("height")))) for e in root.iter(f"{ns}image")]
    assert (16, 40) in images  # the table itself: one pixel per cell
    assert all(w * h <= 16 * 40 or w == 1 for w, h in images), images  # axes and titles are not pictures
    texts = "".join(e.text or "" for e in root.iter(f"{ns}text"))
    assert "dimension" in texts and "position" in texts
    waves = standalone("waves")
    write_svg(waves.figure(), tmp_path / "w.svg")
    root = ET.parse(tmp_path / "w.svg").getroot()
    shown = waves.view.result.dims.size
    assert not list(root.iter(f"{ns}image"))  # curves and dots are paths and circles
    assert len(list(root.iter(f"{ns}path"))) >= shown >= 3  # the curves (and the dashed cursor)
    assert len(list(root.iter(f"{ns}circle"))) >= 40 * shown  # a dot at every position of every curve


def test_phase_svg_holds_both_plots_as_vectors(standalone, tmp_path):
    """The phase vector and its clock are two plot widgets side by side: the SVG has both, as vectors."""
    from posenc_gui.gui.export.figure import write_svg

    phase = standalone("phase")
    write_svg(phase.figure(), tmp_path / "p.svg")
    root = ET.parse(tmp_path / "p.svg").getroot()
    ns = "{http://www.w3.org/2000/svg}"
    assert not list(root.iter(f"{ns}image"))  # (rendered as widgets, each plot went in as a picture)
    texts = "".join(e.text or "" for e in root.iter(f"{ns}text"))
    assert "Clock hands" in texts and "Pair i = 0" in texts and "cos" in texts
    assert len(list(root.iter(f"{ns}path"))) + len(list(root.iter(f"{ns}polyline"))) >= 8  # circles, hands


def test_pdf_is_one_vector_page(standalone, tmp_path):
    from posenc_gui.gui.export.figure import write_pdf

    write_pdf(standalone("phase").figure(), tmp_path / "p.pdf", title="Phase vector")
    data = (tmp_path / "p.pdf").read_bytes()
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") + data.count(b"/Type /Page/") == 1
    assert b"/Count 1" in data


def test_gif_has_the_frames_asked_for_and_the_vector_turns(qapp, tmp_path):
    from PIL import Image

    from posenc_gui.export.motion import positions
    from posenc_gui.gui.export.animation import render_frames, write_gif

    at = positions(0.0, 3.0, 7)
    assert at == [0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0]
    images = render_frames("phase", SMALL, None, (600, 400), at, width=300)
    write_gif(images, tmp_path / "p.gif", fps=10)
    with Image.open(tmp_path / "p.gif") as gif:
        assert gif.n_frames == 7 and gif.size == (300, images[0].height()) and gif.info["duration"] == 100
        frames = []
        for k in range(7):
            gif.seek(k)
            frames.append(np.asarray(gif.convert("RGB")))
    assert all((frames[k] != frames[k + 1]).any() for k in range(6))  # each frame shows a new angle
    # the window's copy of the view is not involved: a standalone one drew the frames
    with pytest.raises(ExportError, match="number of frames"):
        positions(0.0, 1.0, 1)


@pytest.mark.skipif(__import__("shutil").which("ffmpeg") is None, reason="no ffmpeg program on the PATH")
def test_mp4_with_ffmpeg(qapp, tmp_path):
    from posenc_gui.gui.export.animation import render_frames, write_mp4

    images = render_frames("phase", SMALL, None, (600, 400), [0.0, 1.0, 2.0, 3.0], width=320)
    write_mp4(images, tmp_path / "p.mp4", fps=4)
    data = (tmp_path / "p.mp4").read_bytes()
    assert data[4:8] == b"ftyp" and len(data) > 1000
    probe = __import__("shutil").which("ffprobe")
    if probe:  # four frames of 320 pixels (the height padded to even)
        out = subprocess.run(
            [
                probe,
                "-v",
                "error",
                "-show_entries",
                "stream=width,nb_frames",
                "-of",
                "csv=p=0",
                str(tmp_path / "p.mp4"),
            ],
            capture_output=True,
            text=True,
            timeout=60,
        ).stdout
        assert out.strip() == "320,4"


def test_gif_without_pillow_says_why(monkeypatch):
    import importlib.util

    from posenc_gui.export import motion

    assert motion.unavailable(".gif") == ""  # (Pillow is a dependency: installed)
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "PIL" else real(name, *a))
    assert motion.unavailable(".gif") == "GIF export needs Pillow (pip install Pillow)"


def test_mp4_without_ffmpeg_says_why(qapp, tmp_path, monkeypatch):
    from posenc_gui.export import motion
    from posenc_gui.gui.export import animation

    monkeypatch.setattr(motion, "ffmpeg_program", lambda: None)
    assert "ffmpeg program on the PATH" in motion.unavailable(".mp4")
    with pytest.raises(ExportError, match="ffmpeg program on the PATH"):
        animation.write_mp4([QImage(10, 10, QImage.Format.Format_RGB32)] * 2, tmp_path / "x.mp4")
    assert not (tmp_path / "x.mp4").exists()


def test_exporting_from_the_window_changes_nothing_on_screen(window, qtbot, tmp_path):
    from posenc_gui.gui.export.figure import write_png, write_svg
    from posenc_gui.testing import settle

    window.store.update(d_model=32, max_len=60, position=4.0)
    settle(window, qtbot)
    view = window.views["waves"]
    before = view.figure_widget().grab().toImage()
    write_svg(view.figure_widget(), tmp_path / "w.svg")
    write_png(view.figure_widget(), tmp_path / "w.png", scale=2)
    settle(window, qtbot)
    assert view.figure_widget().grab().toImage() == before
    assert QImage(str(tmp_path / "w.png")).width() == 2 * view.figure_widget().width()


# -- the command -----------------------------------------------------------------------------------------------
def test_cli_writes_figures_and_data_without_a_display(tmp_path):
    result = _run(
        "--view", "heatmap", "--out", str(tmp_path / "h.png"), "--d-model", "32", "--max-len", "20", "--width", "1000"
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(tmp_path / "h.png"))
    assert image.width() == 1000 and image.height() > 500
    result = _run("--view", "waves", "--out", str(tmp_path / "w.csv"), "--max-len", "1e3", "--d-model", "64")
    assert result.returncode == 0, result.stderr
    _names, table = SPECS["waves"].export_data(Params(max_len=1000, d_model=64))
    np.testing.assert_array_equal(np.loadtxt(tmp_path / "w.csv", delimiter=",", skiprows=1), table)


def test_cli_gif_of_an_animated_view_and_a_clear_no_for_the_others(tmp_path):
    from PIL import Image

    result = _run(
        "--view",
        "phase",
        "--out",
        str(tmp_path / "p.gif"),
        "--from",
        "0",
        "--to",
        "6.283",
        "--frames",
        "12",
        "--width",
        "400",
    )
    assert result.returncode == 0, result.stderr
    with Image.open(tmp_path / "p.gif") as gif:
        assert gif.n_frames == 12 and gif.size[0] == 400
    result = _run("--view", "heatmap", "--out", str(tmp_path / "h.gif"))
    assert result.returncode == 1 and "does not move with the position" in result.stderr
    assert not (tmp_path / "h.gif").exists()


def test_cli_all_views_into_a_folder(tmp_path):
    result = _run("--view", "all", "--out", str(tmp_path / "figs"), "--formats", "svg,npz", "--max-len", "30")
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in (tmp_path / "figs").iterdir()) == sorted(
        f"{vid}.{s}" for vid in SPECS for s in ("svg", "npz")
    )


def test_cli_list_names_every_view_and_its_columns():
    result = _run("--list")
    assert result.returncode == 0
    for vid in SPECS:
        assert f"\n{vid} " in "\n" + result.stdout
    assert "position, dim_<k>" in result.stdout and "position, cos, sin" in result.stdout
    assert "m, rope_n<k>, absolute_n<k>" in result.stdout and "rope_n1" not in result.stdout
    assert "npy: table (position x dim)" in result.stdout and "npy: rope (m x n)" in result.stdout
    assert "rope-decay.d" in result.stdout and "whole number 4 .. 4096 (default 128)" in result.stdout
    assert "relative-buckets.t5_buckets" in result.stdout and "similarity.kind       dot | cosine" in result.stdout


@pytest.mark.parametrize(
    "args,message",
    [
        (["--view", "no-such-view", "--out", "x.png"], "unknown view 'no-such-view'"),
        (["--view", "heatmap", "--out", "x.jpeg"], "suffix must be one of"),
        (["--view", "heatmap", "--out", "x.png", "--d-model", "0"], "d_model must lie between 1 and 4096"),
        (["--view", "heatmap", "--out", "x.png", "--base", "1,000"], "without separators"),
        (["--view", "heatmap", "--out", "x.png", "--scale", "2", "--width", "100"], "not allowed with"),
        (["--view", "heatmap"], "--view and --out are needed"),
    ],
)
def test_cli_bad_arguments_exit_2_with_one_line(tmp_path, args, message):
    result = _run(*args)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], result.stderr


def test_cli_unwritable_path_exits_1_and_says_why(tmp_path):
    result = _run("--view", "heatmap", "--out", str(tmp_path / "missing" / "h.csv"))
    assert result.returncode == 1
    assert "does not exist" in result.stderr and len(result.stderr.strip().splitlines()) == 1


def _grey(image) -> np.ndarray:
    """An image's pixels as a (height, width) array of grey levels 0 .. 255."""
    image = image.convertToFormat(QImage.Format.Format_Grayscale8)
    rows = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(image.height(), image.bytesPerLine())
    return rows[:, : image.width()].astype(np.float64)


def _blocks(grey: np.ndarray, n: int) -> np.ndarray:
    """The means of n x n blocks: what is where, without the glyphs' hinting."""
    h, w = grey.shape[0] // n, grey.shape[1] // n
    return grey[: h * n, : w * n].reshape(h, n, w, n).mean(axis=(1, 3))


@pytest.mark.parametrize("vid", ["rope-scores", "nope"])
def test_a_png_at_twice_the_size_is_the_same_picture_twice_as_fine(standalone, vid):
    """In blocks of 4 x 4 pixels (8 x 8 at scale 2), a scale-2 PNG matches the scale-1 one: the axes' tick
    labels were once drawn at twice their size (the image's DPI doubled the point-sized fonts) over each other
    and off their ticks, and the plots' contents slid off their axes."""
    from posenc_gui.gui.export.figure import render_image

    figure = standalone(vid).figure()
    one, two = _blocks(_grey(render_image(figure, scale=1)), 4), _blocks(_grey(render_image(figure, scale=2)), 8)
    h, w = min(one.shape[0], two.shape[0]), min(one.shape[1], two.shape[1])
    difference = np.abs(one[:h, :w] - two[:h, :w])
    # (right: a mean of 1.9 to 2.5 and a 99th percentile of 23 to 50; doubled labels: 5.5 to 9.3 and 83 to 159)
    assert difference.mean() < 4 and np.quantile(difference, 0.99) < 70
