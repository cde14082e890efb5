"""The lesson as a notebook, read without running it: nbformat 4.5's shape, each step's settings as the lesson
panel leaves them walking from the defaults, a view given only what it reads, the lesson's prose in its cells."""

import json
import re
from dataclasses import dataclass, field

import pytest

from posenc_gui.export.atomic import ExportError
from posenc_gui.export.notebook import NotebookLesson, lesson_notebook, read_by, walked_settings, write_notebook


@dataclass
class FakeStep:
    title: str
    views: list
    changes: dict
    headline: str = ""
    text: str = ""
    try_this: str = ""
    shows: dict = field(default_factory=dict)
    marks: list = field(default_factory=list)
    reveal: tuple | None = None
    predict: object = None


@dataclass
class FakeMark:
    view: str
    label: str


def test_each_step_takes_its_changes_over_the_earlier_ones_and_a_position_is_clamped_to_the_table():
    steps = [
        FakeStep("a", ["heatmap"], {"d_model": 32, "max_len": 20}),
        FakeStep("b", ["heatmap"], {"position": 45.0}),  # past the table of 20: 19, as the lesson panel clamps it
        FakeStep("c", ["heatmap"], {"max_len": 100, "position": 45.0}),  # its own table: kept
    ]
    walked = walked_settings(steps)
    assert walked[0] == {"d_model": 32, "max_len": 20}
    assert walked[1] == {"d_model": 32, "max_len": 20, "position": 19}
    assert walked[2] == {"d_model": 32, "max_len": 100, "position": 45.0}


def test_a_view_gets_the_shared_parameters_it_reads_and_the_options_of_its_owners_only():
    settings = {"d_model": 64, "base": 500.0, "rope-decay.d": 128, "heatmap.x": 1, "long-context.rule": "yarn"}
    assert read_by(settings, "rope-decay") == {"rope-decay.d": 128}  # (its own `base` is not the shared one)
    assert read_by(settings, "rope-context") == {"d_model": 64, "base": 500.0, "long-context.rule": "yarn"}


def _code(cell) -> str:
    return "".join(cell["source"])


def test_a_step_whose_views_read_a_bare_name_two_ways_gets_a_settings_dict_a_view():
    """rope-context reads the shared base; rope-decay has a base of its own: one dict would give rope-decay the
    shared 500 as its own. The cell then keeps one dict a view, and runs."""
    import posenc_gui

    step = FakeStep("two bases", ["rope-context", "rope-decay"], {"base": 500.0, "rope-decay.base": 10000.0})
    notebook = lesson_notebook(NotebookLesson("clash", [step]))
    code = _code(notebook["cells"][3])
    assert "'rope-decay': {" in code and "settings[view]" in code
    scope = {"posenc_gui": posenc_gui, "steps": {}, "display": lambda figure: None}
    exec(code, scope)
    assert scope["settings"]["rope-decay"] == {"rope-decay.base": 10000.0}
    assert scope["settings"]["rope-context"]["base"] == 500.0
    assert set(scope["steps"][1]) == {"rope-context", "rope-decay"}


def test_the_notebook_is_nbformat_4_5_with_the_lessons_prose_in_order(tmp_path):
    steps = [
        FakeStep(
            "First",
            ["heatmap"],
            {"d_model": 16},
            headline="One line",
            text="Para one.\n\nPara two.",
            try_this="Drag it.",
            shows={"rope-invariance": ("exact", "fp32")},
            marks=[FakeMark("rope-invariance", "2,072: one number")],
        ),
        FakeStep("No views", [], {}),
    ]
    path = write_notebook(tmp_path / "l.ipynb", NotebookLesson("My lesson", steps, "Dr. Kim", "en"))
    notebook = json.loads(path.read_text(encoding="utf-8"))
    assert (notebook["nbformat"], notebook["nbformat_minor"]) == (4, 5)
    assert notebook["metadata"]["kernelspec"]["name"] == "python3"
    cells = notebook["cells"]
    assert [c["cell_type"] for c in cells] == ["markdown", "code", "markdown", "code", "markdown"]
    ids = [c["id"] for c in cells]
    assert len(set(ids)) == len(ids) and all(re.fullmatch(r"[A-Za-z0-9_-]{1,64}", i) for i in ids)
    for cell in cells:
        assert all(isinstance(line, str) for line in cell["source"]) and cell["metadata"] == {}
        assert all(line.endswith("\n") for line in cell["source"][:-1])
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None
            compile(_code(cell), cell["id"], "exec")
    about, step = _code(cells[0]), _code(cells[2])
    assert about.startswith("# My lesson\n") and "(2 steps)" in about and "By Dr. Kim." in about
    assert step.split("\n\n") == [
        "## One line",
        "*Step 1 of 2: First*",
        "Para one.",
        "Para two.",
        "**Try:** Drag it.",
        "On the stage, `rope-invariance` draws only: exact, fp32.",
        "Marked on `rope-invariance`: 2,072: one number.",
    ]
    assert "settings = {\n    'd_model': 16,\n}" in _code(cells[3])
    assert _code(cells[4]) == "## No views\n\n*Step 2 of 2: No views*"


def test_korean_words_around_a_korean_lesson():
    notebook = lesson_notebook(NotebookLesson("수업", [FakeStep("첫 단계", ["heatmap"], {})], language="ko"))
    assert "2단계" not in _code(notebook["cells"][2]) and "1단계 중 1단계" in _code(notebook["cells"][2])
    assert "수업 **수업**(1단계)" in _code(notebook["cells"][0])
    with pytest.raises(ValueError, match="no notebook words"):
        lesson_notebook(NotebookLesson("x", [], language="fr"))


@pytest.mark.parametrize("value", [float("nan"), True, [1, 2], {"a": 1}, (1, "x")])
def test_a_setting_that_is_no_literal_is_refused_by_name_and_nothing_is_written(tmp_path, value):
    path = tmp_path / "l.ipynb"
    with pytest.raises(ExportError, match="step 1: the setting heatmap.x = "):
        write_notebook(path, NotebookLesson("x", [FakeStep("s", ["heatmap"], {"heatmap.x": value})]))
    assert not path.exists() and not list(tmp_path.iterdir())
