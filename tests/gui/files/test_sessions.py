"""Session files: what a lecturer saves opens the same way elsewhere; older files still open; damaged,
foreign or out-of-range files are refused with the reason and change nothing."""

import json
import subprocess
import sys

import numpy as np
import pytest

from posenc_gui.gui.files.session import SCHEMA, parse
from posenc_gui.testing import settle


def _state(window):
    return (
        window.store.params,
        dict(window.store.all_options()),
        {vid for vid, dock in window.docks.items() if not dock.isHidden()},
    )


def test_a_session_round_trips_between_windows(make_window, qtbot, tmp_path):
    first = make_window(tmp_path / "a.ini")
    first.store.apply(
        {
            "d_model": 48,
            "max_len": 300,
            "base": 500.0,
            "layout": "concatenated",
            "position": 12.5,
            "phase.pair": 5,
            "order.sentence": "쥐를 고양이가 쫓았다",
            "order.order": (2, 0, 1),
            "embedding.combine": "concatenate",
            "rope-decay.d": 64,
        }
    )
    first.docks["similarity"].close()
    settle(first, qtbot)
    path = tmp_path / "lecture.json"
    assert first.sessions.save_path(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["app"] == "posenc-gui" and data["schema"] == SCHEMA and "쥐를" in path.read_text(encoding="utf-8")
    second = make_window(tmp_path / "b.ini")
    assert second.sessions.open_path(path)
    settle(second, qtbot)
    assert _state(second) == _state(first)
    order = second.views["order"]
    assert order.result is None or order.drawn_options.sentence == "쥐를 고양이가 쫓았다"
    assert second.sessions.recent()[0] == str(path.resolve())


def test_an_older_schema_opens(window, qtbot, tmp_path):
    path = tmp_path / "old.json"
    path.write_text(
        json.dumps(
            {
                "app": "posenc-gui",
                "schema": 1,
                "params": {"d_model": 32, "max_len": 60},
                "options": {"waves": {"dims": [1, 3]}},
                "views": ["heatmap", "waves"],
            }
        ),
        encoding="utf-8",
    )
    assert window.sessions.open_path(path)
    assert window.store.params.d_model == 32 and window.store.options("waves").dims == (1, 3)
    assert not window.docks["similarity"].isVisible() and window.docks["heatmap"].isVisible()


BAD = [
    ("not json {", "JSON error at line 1"),
    ('{"app": "posenc-gui", "schema": 2, "params": {"d_model": 1', "JSON error"),  # truncated
    ('{"name": "something else"}', "not a posenc-gui session file"),
    ("[1, 2, 3]", "not a posenc-gui session file"),
    ('{"app": "posenc-gui", "schema": 99}', "schema 99"),
    ('{"app": "posenc-gui", "schema": 2, "params": {"d_model": 5000}}', "params: d_model"),
    ('{"app": "posenc-gui", "schema": 2, "params": {"layout": "diagonal"}}', "params: layout"),
    ('{"app": "posenc-gui", "schema": 2, "options": {"phase": {"pair": 40}}}', "options.phase: pair"),
    ('{"app": "posenc-gui", "schema": 2, "options": {"order": {"sentence": ""}}}', "options.order"),
    ('{"app": "posenc-gui", "schema": 2, "views": "heatmap"}', "views"),
    ('{"app": "posenc-gui", "schema": 2, "layout": "%%%"}', "layout"),
    ('{"app": "posenc-gui", "schema": 2, "lesson_step": -1}', "lesson_step"),
]


@pytest.mark.parametrize("text, reason", BAD)
def test_a_bad_file_is_refused_and_changes_nothing(window, qtbot, tmp_path, text, reason):
    window.store.apply({"d_model": 24, "phase.pair": 3})
    settle(window, qtbot)
    before = _state(window)
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    assert not window.sessions.open_path(path)
    assert reason in window.sessions.last_problem and "nothing was changed" in window.sessions.last_problem
    assert _state(window) == before
    assert reason in window.statusBar().currentMessage()


def test_binary_and_huge_files_are_refused(window, tmp_path):
    before = _state(window)
    binary = tmp_path / "x.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    assert not window.sessions.open_path(binary) and "not UTF-8" in window.sessions.last_problem
    huge = tmp_path / "y.json"
    huge.write_text("[" + "0," * 600_000 + "0]", encoding="utf-8")
    assert not window.sessions.open_path(huge) and "over 1000 kB" in window.sessions.last_problem
    assert not window.sessions.open_path(tmp_path / "missing.json") and "cannot open" in window.sessions.last_problem
    assert _state(window) == before


def test_the_export_command_takes_a_session(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(
        json.dumps(
            {
                "app": "posenc-gui",
                "schema": 2,
                "params": {"d_model": 16},
                "options": {"order": {"sentence": "a b c", "order": [2, 1, 0]}},
            }
        ),
        encoding="utf-8",
    )
    out = tmp_path / "order.csv"
    proc = subprocess.run(
        [sys.executable, "-m", "posenc_gui", "export", "--session", str(path), "--view", "order", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    table = np.loadtxt(out, delimiter=",", skiprows=1)
    assert list(table[:, 1]) == [2, 1, 0]  # original_index: the session's word order
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "posenc_gui",
            "export",
            "--session",
            str(tmp_path / "bad.json"),
            "--view",
            "order",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2 and "JSON error" in proc.stderr


def test_the_launcher_refuses_what_is_neither_a_command_nor_a_session():
    proc = subprocess.run([sys.executable, "-m", "posenc_gui", "nonsense"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "a session file ends in .json" in proc.stderr


def test_parse_names_the_file():
    with pytest.raises(Exception, match="lecture.json is not a readable session file"):
        parse("{", "lecture.json")
