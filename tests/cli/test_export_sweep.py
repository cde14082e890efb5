"""`posenc-gui export --sweep NAME=START:STOP[:log]`: a GIF of any view over the values of one number, each frame
the figure a PNG export gives at that value (and a caption line naming it when the figure does not); every bad
sweep refused before any frame is drawn (exit 2); an MP4 without ffmpeg refused with the reason."""

import itertools

import numpy as np
import pytest
from PIL import Image

from posenc_gui.cli.export import main
from posenc_gui.core import Params
from posenc_gui.export.sweep import parse, resolve

SMALL = ["--d-model", "16", "--max-len", "20", "--width", "300"]


def gif_frames(path) -> list[np.ndarray]:
    with Image.open(path) as gif:
        frames = []
        for k in range(gif.n_frames):
            gif.seek(k)
            frames.append(np.asarray(gif.convert("RGB")))
    return frames


def as_in_a_gif(png) -> np.ndarray:
    """A PNG's pixels as the GIF writer keeps a frame's: quantized to a palette of 255 colours, no dithering."""
    with Image.open(png) as image:
        quantized = image.convert("RGB").quantize(colors=255, dither=Image.Dither.NONE)
    return np.asarray(quantized.convert("RGB"))


def drawn_frames(vid, sweep, params) -> list[np.ndarray]:
    """The frames of a sweep as drawn, before the GIF writer's palette."""
    from PySide6.QtGui import QImage

    from posenc_gui.gui.export.animation import iter_frames
    from posenc_gui.gui.export.standalone import FIGURE_SIZE

    arrays = []
    for image in iter_frames(vid, params, None, FIGURE_SIZE, [], width=300, sweep=sweep):
        rgb = image.convertToFormat(QImage.Format.Format_RGB888)
        rows = np.frombuffer(bytes(rgb.constBits()), np.uint8).reshape(rgb.height(), rgb.bytesPerLine())
        arrays.append(rows[:, : 3 * rgb.width()].reshape(rgb.height(), rgb.width(), 3))
    return arrays


def png(tmp_path, name, *args) -> np.ndarray:
    assert main(["--out", str(tmp_path / name), *args]) == 0
    return as_in_a_gif(tmp_path / name)


def test_a_heatmap_swept_over_the_base_names_the_base_and_each_frame_is_its_png(tmp_path):
    out = tmp_path / "base.gif"
    assert (
        main(["--view", "heatmap", "--out", str(out), "--sweep", "base=100:100000:log", "--frames", "5", *SMALL]) == 0
    )
    frames = gif_frames(out)
    assert len(frames) == 5
    assert all((a != b).any() for a, b in itertools.pairwise(frames))
    sweep = resolve(parse("base=100:100000:log"), 5, "heatmap", Params(d_model=16, max_len=20))
    assert main(["--out", str(tmp_path / "h.png"), "--view", "heatmap", "--base", repr(sweep.values[2]), *SMALL]) == 0
    with Image.open(tmp_path / "h.png") as image:
        figure = np.asarray(image.convert("RGB"))
    line = frames[2].shape[0] - figure.shape[0]  # the heatmap does not show the base: a caption line above it
    assert 8 <= line <= 40 and frames[2].shape[1] == figure.shape[1]
    # the frame as drawn is the PNG's picture under its caption, pixel for pixel; in the GIF, to its palette
    drawn = drawn_frames("heatmap", sweep, Params(d_model=16, max_len=20))
    np.testing.assert_array_equal(drawn[2][line:], figure)
    assert np.abs(frames[2][line:].astype(int) - figure).mean() < 0.5
    captions = [f[:line] for f in frames]
    assert all((a != b).any() for a, b in itertools.pairwise(captions))  # "base = 100", "base = 562", ...
    assert all((c != c[0, 0]).any(axis=-1).sum() > 20 for c in captions)  # (text is drawn, not an empty strip)
    # the table itself changes where the base shows: the slow columns on the right
    right = [f[line + 10 : -30, frames[0].shape[1] // 2 : -60] for f in frames]
    assert all((a != b).any() for a, b in itertools.pairwise(right))


def test_a_swept_option_gives_the_frames_separate_pngs_give_at_its_values(tmp_path):
    out = tmp_path / "d.gif"
    sweep = ["--sweep", "rope-decay.d=8:32", "--frames", "4", "--width", "300"]
    assert main(["--view", "rope-decay", "--out", str(out), *sweep]) == 0
    frames = gif_frames(out)
    assert len(frames) == 4 and all((a != b).any() for a, b in itertools.pairwise(frames))
    for k, d in ((1, 16), (3, 32)):  # the figure says "d = 16" itself: no caption line, the frame is the PNG
        figure = png(tmp_path, f"d{d}.png", "--view", "rope-decay", "--set", f"rope-decay.d = {d}", "--width", "300")
        np.testing.assert_array_equal(frames[k], figure)


def test_a_position_sweep_moves_a_view_that_is_not_animated(tmp_path):
    out = tmp_path / "p.gif"
    args = ["--view", "waves", "--out", str(out), "--sweep", "position=0:19", "--frames", "3", *SMALL]
    assert main(args) == 0
    frames = gif_frames(out)
    assert len(frames) == 3 and all((a != b).any() for a, b in itertools.pairwise(frames))


@pytest.mark.parametrize(
    "args,message",
    [
        (["--sweep", "base=100:1000", "--from", "0", "--to", "5"], "--from and --to move the position: use one"),
        (["--sweep", "bsae=100:1000"], "heatmap has no number 'bsae' (did you mean base?); it can sweep: d_model,"),
        (["--sweep", "base=100:1e13:log"], "--sweep: base = 100 .. 1e+13 leaves its range 1 .. 1e+12"),
        (["--sweep", "d_model=2:5000"], "--sweep: d_model = 2 .. 5000 leaves its range 1 .. 4096"),
        (["--sweep", "base=-1:100:log"], "a log sweep needs both ends above 0, not -1 to 100"),
        (["--sweep", "base=1:100"], "--sweep: base must be greater than 1"),
        (["--sweep", "base=100"], "--sweep takes NAME=START:STOP[:log]"),
        (["--sweep", "layout=1:2"], "layout is a choice (interleaved | concatenated), not a number"),
        (["--sweep", "base=2:9", "--frames", "1"], "number of frames must lie between 2 and 1000"),
    ],
)
def test_a_bad_sweep_exits_2_before_any_frame_naming_what_is_wrong(tmp_path, capsys, args, message):
    out = tmp_path / "x.gif"
    with pytest.raises(SystemExit) as stopped:
        main(["--view", "heatmap", "--out", str(out), *args])
    assert stopped.value.code == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], lines
    assert not out.exists()


@pytest.mark.parametrize(
    "args,message",
    [
        (["--view", "similarity", "--out", "x.gif", "--sweep", "similarity.kind=1:2"], "similarity.kind is a choice"),
        (["--view", "heatmap", "--out", "x.png", "--sweep", "base=2:9"], "--sweep makes a GIF or an MP4, not .png"),
        (["--view", "all", "--out", "figs", "--formats", "gif", "--sweep", "base=2:9"], "--sweep is for one view"),
        (["--view", "rope-decay", "--out", "x.gif", "--sweep", "rope-decay.d=2:64"], "its range 4 .. 4096"),
        (["--view", "alibi", "--out", "x.gif", "--sweep", "base=100:1000"], "alibi does not read base"),
        (["--view", "rope-context", "--out", "x.gif", "--sweep", "d_model=32:64"], "rope-context does not read"),
    ],
)
def test_sweeps_a_view_cannot_make_are_refused(tmp_path, capsys, monkeypatch, args, message):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        main(args)
    assert stopped.value.code == 2 and message in capsys.readouterr().err
    assert not any(tmp_path.iterdir())


def test_an_mp4_sweep_without_ffmpeg_says_why_and_leaves_no_file(tmp_path, capsys, monkeypatch):
    from posenc_gui.export import motion

    monkeypatch.setattr(motion, "ffmpeg_program", lambda: None)
    out = tmp_path / "base.mp4"
    assert main(["--view", "heatmap", "--out", str(out), "--sweep", "base=100:1000", "--frames", "3", *SMALL]) == 1
    assert "MP4 export needs an ffmpeg program on the PATH (none is bundled)" in capsys.readouterr().err
    assert not out.exists() and not list(tmp_path.iterdir())


def test_a_number_the_figure_shows_nothing_of_is_refused_by_its_frames(tmp_path, capsys):
    """The position is offered for every view (which ones draw it, the figures tell): rope-decay draws nothing of
    it, so its frames are all the same, and no file is written."""
    out = tmp_path / "still.gif"
    assert main(["--view", "rope-decay", "--out", str(out), "--sweep", "position=0:9", "--frames", "3", *SMALL]) == 1
    assert "every frame of rope-decay is the same: it does not draw what position changes" in capsys.readouterr().err
    assert not out.exists() and not list(tmp_path.iterdir())
