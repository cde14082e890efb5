"""The lesson as a notebook, run: `posenc-gui lesson export` writes it, its code cells run top to bottom in a
fresh process, and each step's numbers and settings are those of the window walked through the lesson; the
lesson panel writes the same notebook from File."""

import json
import os
import subprocess
import sys

import numpy as np
import pytest

from posenc_gui.specs import SPECS
from posenc_gui.specs.kit.assignments import settings_of

# Runs a notebook's code cells in order in one namespace (as a fresh kernel would), and after each step's cell
# keeps what the step's views were given (the settings a figure resolves them to) and the arrays they computed.
RUNNER = r"""
import json, sys
import numpy as np
notebook = json.load(open(sys.argv[1], encoding="utf-8"))
scope = {"__name__": "__main__"}
found, arrays = {}, {}
for cell in notebook["cells"]:
    if cell["cell_type"] != "code":
        continue
    exec(compile("".join(cell["source"]), cell["id"], "exec"), scope)
    number = cell["id"].split("-")[1]
    if number == "0":
        continue
    import posenc_gui
    for view in scope["views"]:
        given = scope["settings"][view] if view in scope["settings"] else scope["settings"]
        found[f"{number}/{view}"] = posenc_gui.figure(view, **given).settings
        for name, array in scope["steps"][int(number)][view].arrays().arrays.items():
            arrays[f"{number}/{view}/{name}"] = array
json.dump(found, open(sys.argv[2], "w"))
np.savez(sys.argv[3], **arrays)
"""


def _cli(*args, cwd=None):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POSENC_GUI_LANGUAGE="en")
    return subprocess.run(
        [sys.executable, "-m", "posenc_gui", *args], capture_output=True, text=True, env=env, timeout=120, cwd=cwd
    )


def _run(notebook, tmp_path):
    runner = tmp_path / "runner.py"
    runner.write_text(RUNNER, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, str(runner), str(notebook), str(tmp_path / "settings.json"), str(tmp_path / "arrays.npz")],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads((tmp_path / "settings.json").read_text()), np.load(tmp_path / "arrays.npz")


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_notebook_runs_in_a_fresh_process_and_each_step_is_the_windows(make_window, qtbot, tmp_path, language):
    out = tmp_path / f"lesson-{language}.ipynb"
    done = _cli("lesson", "export", str(out), "--as", "notebook", "--language", language)
    assert done.returncode == 0, done.stderr
    notebook = json.loads(out.read_text(encoding="utf-8"))
    found, arrays = _run(out, tmp_path)

    window = make_window(chapter=None)
    panel = window.lesson
    panel.language_box.setCurrentIndex(panel.language_box.findData(language))
    steps = panel.steps
    assert done.stdout.strip() == f"wrote {out} ({len(steps)} steps)"
    headlines = [c for c in notebook["cells"] if c["cell_type"] == "markdown"][1:]
    assert len(headlines) == len(steps)
    compared = 0
    for number, step in enumerate(steps, start=1):
        assert "".join(headlines[number - 1]["source"]).startswith(f"## {step.headline or step.title}\n")
        panel.go_to(number - 1)  # (the store takes the step at once; nothing needs drawing to be compared)
        store = window.store
        for view in step.views:
            spec = SPECS[view]
            shown = settings_of([view, *spec.shared_owners()], store.params, store.all_options())

            def read(settings, spec=spec):  # (what the view reads: a figure's settings list every parameter)
                return {k: v for k, v in settings.items() if "." in k or k in spec.reads}

            assert read(found[f"{number}/{view}"]) == read(json.loads(json.dumps(shown))), (number, view)
            import posenc_gui

            ours = posenc_gui.compute(view, **shown).arrays().arrays
            for name, array in ours.items():
                np.testing.assert_array_equal(arrays[f"{number}/{view}/{name}"], array, err_msg=f"{number} {view}")
            compared += 1
    assert compared == sum(len(s.views) for s in steps) >= len(steps) >= 28


def test_the_command_refuses_a_wrong_suffix_and_a_broken_lesson_file_names_the_file(tmp_path):
    done = _cli("lesson", "export", str(tmp_path / "x.pdf"))
    assert done.returncode == 2 and "OUT must end in .ipynb" in done.stderr
    bad = tmp_path / "mine.lesson"
    bad.write_text("[step]\ntitle: A\nviews: no-such-view\n", encoding="utf-8")
    done = _cli("lesson", "export", str(tmp_path / "x.ipynb"), "--lesson", str(bad))
    assert done.returncode == 1 and "mine.lesson" in done.stderr and not (tmp_path / "x.ipynb").exists()
    done = _cli("lesson", "export", str(tmp_path / "nofolder" / "x.ipynb"))
    assert done.returncode == 1 and "does not exist" in done.stderr


def test_the_lesson_panel_writes_the_same_notebook(window, tmp_path):
    path = tmp_path / "from-panel.ipynb"
    window.lesson.language_box.setCurrentIndex(window.lesson.language_box.findData("en"))
    assert window.lesson.export_notebook(path)
    done = _cli("lesson", "export", str(tmp_path / "from-cli.ipynb"), "--language", "en")
    assert done.returncode == 0
    assert path.read_bytes() == (tmp_path / "from-cli.ipynb").read_bytes()
    action = window.named_actions["notebook_lesson"]
    assert action.text().replace("&", "") == "Export lesson as notebook…" and action.toolTip()
    assert not window.lesson.export_notebook(tmp_path / "missing" / "x.ipynb")
    assert "does not exist" in window.lesson.last_problem
