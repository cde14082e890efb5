"""The lesson as a deck PDF: the stage presented at 1920 x 1080 and grabbed, a 16:9 page a step, one more for
each curve a step reveals and for the answer to its question; the pages show the stage's figures; the lesson
panel's File actions write a handout and a deck."""

import numpy as np
import pytest
from pdf_reading import TINY, cli, pdf_pages, pdf_text, squeezed

from posenc_gui.gui.files.lesson_steps import read
from posenc_gui.gui.window.lesson_deck import page_count, stage_images
from posenc_gui.gui.window.lesson_pdfs import deck_command
from posenc_gui.resources import resource_path


def pixels(image) -> np.ndarray:
    image = image.convertToFormat(image.Format.Format_RGB32)
    return np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine() // 4, 4)[
        :, : image.width(), :3
    ]


def test_a_deck_has_a_page_a_step_a_reveal_and_an_answer(tmp_path):
    lesson = tmp_path / "tiny.lesson"
    lesson.write_text(TINY, encoding="utf-8")
    out = tmp_path / "tiny.pdf"
    done = cli(out, "--as", "deck", "--lesson", lesson)
    assert done.returncode == 0, done.stderr
    pages = pdf_pages(out.read_bytes())
    assert len(pages) == 1 + 3 + 2 and set(pages) == {(1440.0, 810.0)}  # 16:9, 1920 x 1080 at 96 dpi
    assert done.stdout.strip() == f"wrote {out} (3 steps, 6 pages)"
    assert pdf_text(out.read_bytes()) == ""  # (the stage as grabbed: pictures, no text of the PDF's own)


def test_the_pages_are_the_stage_with_its_figures(qapp, tmp_path):
    lesson = tmp_path / "tiny.lesson"
    lesson.write_text(TINY.split("[step]\ntitle: Built")[0] + "[step]\ntitle: Asked" + TINY.split("title: Asked")[1])
    images = list(stage_images(lesson, "en"))
    assert len(images) == 1 + 2 == page_count(read(lesson))
    for image in images:
        assert (image.width(), image.height()) == (1920, 1080)
        middle = pixels(image)[300:900, 300:1600].reshape(-1, 3)
        # the heatmap fills the stage: many colours, far from a blank page
        assert len(np.unique(middle, axis=0)) > 100
    pending, answered = pixels(images[1]), pixels(images[2])
    assert (pending != answered).any(axis=2)[:200].sum() > 500  # the banner: the question, then its answer marked


def test_the_panel_writes_a_handout_and_runs_the_deck_without_a_display(make_window, qtbot, tmp_path):
    window = make_window(chapter=None)
    panel = window.lesson
    lesson = tmp_path / "tiny.lesson"
    lesson.write_text(TINY, encoding="utf-8")
    assert panel.open_file(lesson)
    out = tmp_path / "handout.pdf"
    assert panel.export_pdf(out, "handout", "letter")
    assert set(pdf_pages(out.read_bytes())) == {(612.0, 792.0)}
    assert squeezed("Step 3 of 3") in pdf_text(out.read_bytes())
    command = deck_command(panel, tmp_path / "deck.pdf")
    assert command[-8:-1] == [
        "export",
        str(tmp_path / "deck.pdf"),
        "--as",
        "deck",
        "--lesson",
        str(lesson.resolve()),
        "--language",
    ]
    actions = {a.objectName() for a in window.findChildren(type(window.named_actions["notebook_lesson"]))}
    assert {"action.handout_lesson", "action.deck_lesson"} <= actions


def test_the_panels_export_button_writes_the_lesson_to_take_home(make_window, qtbot, tmp_path, monkeypatch):
    """The lesson panel's Export menu: a notebook and a handout of the lesson shown, where the file dialog says."""
    import json

    from PySide6.QtWidgets import QFileDialog, QToolButton

    from posenc_gui.gui.window.lesson_pdfs import page_size

    window = make_window(chapter=None)
    panel = window.lesson
    lesson = tmp_path / "tiny.lesson"
    lesson.write_text(TINY, encoding="utf-8")
    assert panel.open_file(lesson)
    button = panel.dock.findChild(QToolButton, "lesson.export")
    menu = {a.objectName(): a for a in button.menu().actions()}
    assert list(menu) == ["lesson.export.notebook", "lesson.export.handout", "lesson.export.deck"]
    chosen = {}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(chosen["path"]), "")))
    chosen["path"] = tmp_path / "home.ipynb"
    menu["lesson.export.notebook"].trigger()
    notebook = json.loads(chosen["path"].read_text(encoding="utf-8"))
    assert notebook["nbformat"] == 4 and "Test Author" in "".join(notebook["cells"][0]["source"])
    chosen["path"] = tmp_path / "home.pdf"
    menu["lesson.export.handout"].trigger()
    size = {"a4": (595.0, 842.0), "letter": (612.0, 792.0)}[page_size()]
    assert set(pdf_pages(chosen["path"].read_bytes())) == {size}


@pytest.mark.stage_walk
def test_the_shipped_lesson_as_a_deck(tmp_path):
    out = tmp_path / "en.pdf"
    done = cli(out, "--as", "deck")
    assert done.returncode == 0, done.stderr
    steps = read(resource_path("lessons", "en.lesson"))
    builds = sum(len(s.reveal[1]) - 1 for s in steps if s.reveal is not None)
    assert builds == 2 + 4  # (the models' three curves, the four terms of Transformer-XL and their sum)
    answers = sum(s.predict is not None for s in steps)
    assert len(pdf_pages(out.read_bytes())) == page_count(steps) == len(steps) + builds + answers
