"""The start path never dies on a file named on the command line: the app starts with its last state and says
why in the status bar and a message. Run as a user runs it, in a fresh process: exit code, window, message."""

import json
import os
import subprocess
import sys
import textwrap

import pytest

# Starts the launcher as `posenc-gui ARGS...` would, and once its event loop runs and the window has drawn
# every pending frame prints what a user sees (the window, the status bar, the message boxes, the lesson) and
# quits it. (The files named are opened before the loop starts; a fixed 1.5 s from the process's start waited
# for nothing more, 1.5 s of each test's 2.)
PROBE = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    from posenc_gui.gui.app import ensure_app, settle
    from posenc_gui.gui.window.main_window import MainWindow
    from posenc_gui import cli

    app = ensure_app()

    def report():
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        boxes = [b.text() for b in QApplication.topLevelWidgets() if isinstance(b, QMessageBox) and b.isVisible()]
        w = windows[0]
        settle(w)
        step = w.lesson.step   # (first: the built-in lesson is read when asked for, as by its panel on screen)
        print("REPORT " + json.dumps({"shown": w.isVisible(), "status": w.statusBar().currentMessage(),
                                      "boxes": boxes, "params": w.store.params.to_dict(), "theme": w.theme,
                                      "lesson": w.lesson.source.text(), "step": step}), flush=True)
        w.close()
        app.quit()

    QTimer.singleShot(0, report)   # (at the loop's first turn: the window is shown, the files opened)
    sys.exit(cli.main(sys.argv[1:]))
""")


def start(tmp_path, *args):
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        POSENC_GUI_LANGUAGE="en",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        POSENC_GUI_DATA_DIR=str(tmp_path / "data"),
    )
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *map(str, args)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=tmp_path,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("REPORT ")]
    assert lines, done.stdout + done.stderr
    return done, json.loads(lines[0][len("REPORT ") :])


def session_with(**changes) -> dict:
    data = {
        "app": "posenc-gui",
        "schema": 3,
        "params": {"d_model": 32, "max_len": 60},
        "options": {},
        "views": ["heatmap"],
        "style": {"theme": "dark"},
    }
    return data | changes


@pytest.mark.parametrize(
    "style, field",
    [
        ({"theme": ["dark"]}, "style.theme"),
        ({"diverging": {"a": 1}}, "style.diverging"),
        ({"sequential": ["viridis"]}, "style.sequential"),
    ],
)
def test_a_session_with_a_list_where_a_name_belongs_starts_the_app_and_says_so(tmp_path, style, field):
    path = tmp_path / "that.json"
    path.write_text(json.dumps(session_with(style=style)), encoding="utf-8")
    done, seen = start(tmp_path, path)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert seen["shown"] and seen["params"]["d_model"] == 64 and seen["theme"] == "light"  # its last state
    assert f"that.json: {field}: must be one of" in seen["status"]
    assert any(f"that.json: {field}" in box for box in seen["boxes"])


def test_a_file_that_is_gone_or_not_json_starts_the_app_and_says_so(tmp_path):
    done, seen = start(tmp_path, tmp_path / "gone.json")
    assert done.returncode == 0 and seen["shown"] and "cannot open" in seen["status"] and "gone.json" in seen["status"]
    (tmp_path / "bad.json").write_bytes(b"\xff\xfe not a session")
    done, seen = start(tmp_path, tmp_path / "bad.json")
    assert done.returncode == 0 and seen["shown"] and "bad.json line 1: not UTF-8 text" in seen["status"]


def test_a_good_session_and_a_lesson_file_open_at_start(tmp_path):
    lesson = tmp_path / "mine.lesson"
    lesson.write_text("lesson: Week 3\nauthor: Dr. Kim\n[step]\ntitle: One\n[step]\ntitle: Two\n", encoding="utf-8")
    path = tmp_path / "good.json"
    path.write_text(json.dumps(session_with(lesson_file=str(lesson), lesson_step=1)), encoding="utf-8")
    done, seen = start(tmp_path, path)
    assert done.returncode == 0 and seen["params"]["d_model"] == 32 and seen["theme"] == "dark"
    assert seen["lesson"] == "“Week 3” by Dr. Kim (file mine.lesson)" and seen["step"] == 1
    done, seen = start(tmp_path, "--lesson", lesson)
    assert done.returncode == 0 and seen["lesson"] == "“Week 3” by Dr. Kim (file mine.lesson)" and seen["step"] == 0


def test_a_lesson_file_that_cannot_be_used_starts_the_app_with_the_built_in_lesson(tmp_path):
    bad = tmp_path / "typo.lesson"
    bad.write_text("[step]\ntitle: One\nviews: heatmap, waevs\n", encoding="utf-8")
    done, seen = start(tmp_path, "--lesson", bad)
    assert done.returncode == 0 and seen["shown"]
    assert seen["lesson"] == "“Positional encoding, step by step” by the posenc-gui project (built in)"
    assert "typo.lesson line 3: views: no view 'waevs'" in seen["status"]
    assert any("typo.lesson line 3" in box for box in seen["boxes"])


def test_export_with_such_a_session_exits_2_and_names_the_field(tmp_path):
    path = tmp_path / "that.json"
    path.write_text(json.dumps(session_with(style={"theme": ["dark"]})), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POSENC_GUI_LANGUAGE="en")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "posenc_gui",
            "export",
            "--session",
            str(path),
            "--view",
            "heatmap",
            "--out",
            str(tmp_path / "pe.csv"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "that.json: style.theme: must be one of" in done.stderr and not (tmp_path / "pe.csv").exists()
