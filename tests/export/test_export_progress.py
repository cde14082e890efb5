"""Long exports say how far they are (on a terminal, after a second; elsewhere one closing line) and stop on
Ctrl+C with exit 130, no partial file, and the files already finished named."""

import io
import os
import select
import signal
import subprocess
import sys
import time

import pytest

from posenc_gui.export.progress import Interrupted, Progress
from posenc_gui.specs import SPECS


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_a_terminal_hears_nothing_for_a_second_then_the_file_and_frame():
    clock, out = Clock(), io.StringIO()
    progress = Progress(3, out, clock, live=True)
    progress.file(1, "/x/heatmap.png")
    progress.file(2, "/x/phase.gif")
    progress.frame(1, 1000)
    assert out.getvalue() == ""  # quick work says nothing
    clock.now += 1.5
    progress.frame(2, 1000)
    assert out.getvalue() == "\r\x1b[K[2/3] phase.gif: frame 2 of 1000"
    clock.now += 0.05
    progress.frame(3, 1000)  # at most ten lines a second
    assert out.getvalue().count("frame") == 1
    clock.now += 0.1
    progress.frame(4, 1000)
    assert out.getvalue().endswith("[2/3] phase.gif: frame 4 of 1000")
    progress.clear()
    progress.file(3, "/x/phase.mp4")
    clock.now += 60
    assert progress.finish(3, 0).endswith("3 of 3 files written in 1 min 02 s")
    assert out.getvalue().endswith("\r\x1b[Kposenc-gui export: 3 of 3 files written in 1 min 02 s\n")


def test_elsewhere_only_a_closing_line_and_only_for_a_long_run():
    clock, out = Clock(), io.StringIO()
    progress = Progress(2, out, clock, live=False)
    progress.file(1, "a.gif")
    clock.now += 5
    for k in range(1, 51):
        progress.frame(k, 50)
    assert out.getvalue() == ""
    progress.finish(1, 1)
    assert out.getvalue() == "posenc-gui export: 1 of 2 files written, 1 failed in 5.0 s\n"
    quick, said = Progress(1, io.StringIO(), Clock(), live=False), None
    said = quick.finish(1, 0)
    assert quick.stream.getvalue() == "" and said.endswith("1 of 1 file written in 0.0 s")


def test_a_stop_request_is_taken_at_the_next_frame_or_file():
    progress = Progress(2, io.StringIO(), Clock(), live=False)
    progress.frame(1, 10)
    progress.stop_requested = True
    with pytest.raises(Interrupted):
        progress.frame(2, 10)
    with pytest.raises(Interrupted):
        progress.file(2, "b.png")


def _export(tmp_path, *args, stderr=subprocess.PIPE):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, "-m", "posenc_gui", "export", *args],
        stdout=subprocess.PIPE,
        stderr=stderr,
        env=env,
        cwd=tmp_path,
    )


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process is POSIX")
def test_ctrl_c_between_files_names_what_was_written_and_leaves_no_partial_file(tmp_path):
    out = tmp_path / "all"
    proc = _export(tmp_path, "--view", "all", "--out", str(out), "--formats", "csv,png", "--d-model", "256")
    first = proc.stdout.readline().decode()  # one file is finished: now stop it
    assert first.startswith("wrote ")
    proc.send_signal(signal.SIGINT)
    rest, err = proc.communicate(timeout=60)
    err = err.decode()
    assert proc.returncode == 130, err
    written = [line[len("wrote ") :] for line in (first + rest.decode()).splitlines()]
    total = 2 * len(SPECS)  # a CSV and a PNG of every view
    assert "stopped (Ctrl+C)" in err and f"{len(written)} of {total} files had been written:" in err
    for path in written:
        assert f"  {path}" in err and os.path.getsize(path) > 0
    on_disk = sorted(p.name for p in out.iterdir())
    assert on_disk == sorted(os.path.basename(p) for p in written)  # nothing else, no .part files
    assert len(written) < total


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal is POSIX")
def test_a_terminal_sees_the_frames_and_ctrl_c_stops_a_gif_with_nothing_left(tmp_path):
    import pty

    master, slave = pty.openpty()
    target = tmp_path / "turn.gif"
    (tmp_path / "turn.gif").write_bytes(b"an older animation")  # an existing file is kept as it was
    proc = _export(tmp_path, "--view", "phase", "--out", str(target), "--frames", "1000", stderr=slave)
    os.close(slave)
    seen, start = b"", time.monotonic()
    # the first progress line (it is said a few times a second: waiting for one frame's number could miss
    # it and let all 1000 frames finish before the Ctrl+C)
    while b" of 1000" not in seen and time.monotonic() - start < 60:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            seen += os.read(master, 4096)
    assert b"[1/1] turn.gif: frame " in seen and b" of 1000" in seen
    proc.send_signal(signal.SIGINT)
    stdout, _ = proc.communicate(timeout=60)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.2)
        if not ready:
            break
        try:
            seen += os.read(master, 4096)
        except OSError:
            break
    os.close(master)
    text = seen.decode(errors="replace")
    assert proc.returncode == 130 and stdout == b""
    assert f"stopped (Ctrl+C) while writing {target}, which was not written." in text
    assert "No file had been written." in text
    assert [p.name for p in tmp_path.iterdir()] == ["turn.gif"] and target.read_bytes() == b"an older animation"


def test_a_finished_long_export_ends_with_one_line_when_not_on_a_terminal(tmp_path):
    proc = _export(tmp_path, "--view", "phase", "--out", str(tmp_path / "p.gif"), "--frames", "40", "--width", "300")
    stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 0 and stdout.decode() == f"wrote {tmp_path / 'p.gif'}\n"
    lines = stderr.decode().splitlines()
    assert len(lines) <= 1 and all(line.startswith("posenc-gui export: 1 of 1 file written in ") for line in lines)
    from PIL import Image

    with Image.open(tmp_path / "p.gif") as gif:
        assert gif.n_frames == 40 and gif.size[0] == 300
