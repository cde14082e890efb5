"""The lesson as a handout PDF: `posenc-gui lesson export OUT.pdf --as handout` writes per step its headline, its
paper figures, its question with the answer marked, the notes, what to try and its marks; A4 or Letter pages
numbered in the footer; the text read back from the PDF (its fonts' ToUnicode maps); a bad lesson file, a wrong
suffix and a stop leave no file."""

import re

import numpy as np
import pyqtgraph as pg
import pytest
from pdf_reading import TINY, cli, pdf_pages, pdf_text, squeezed

from posenc_gui.export.progress import Interrupted
from posenc_gui.gui.export.lesson_handout import PrintedLesson, write_handout
from posenc_gui.gui.files.lesson_steps import parse_lesson
from posenc_gui.gui.plotting.pg_private import bar_corners

TEXT_ONLY = "lesson: Words\n" + "".join(f"[step]\ntitle: Step {k}\ntext: Words of step {k}.\n" for k in range(3))


@pytest.fixture
def tiny(tmp_path):
    path = tmp_path / "tiny.lesson"
    path.write_text(TINY, encoding="utf-8")
    return path


def test_the_handout_holds_each_steps_words_on_a4_and_letter(tiny, tmp_path):
    a4, letter = tmp_path / "a4.pdf", tmp_path / "letter.pdf"
    done = cli(a4, "--as", "handout", "--lesson", tiny)
    assert done.returncode == 0, done.stderr
    pages = pdf_pages(a4.read_bytes())
    assert done.stdout.strip() == f"wrote {a4} (3 steps, {len(pages)} pages)"
    assert 1 <= len(pages) <= 4 and set(pages) == {(595.0, 842.0)}
    text = pdf_text(a4.read_bytes())
    for words in (
        "Tiny lesson",
        "By Test Author",
        "Step 1 of 3 · First",
        "The heatmap headline",
        "Notes of the first step.",
        "Try: Drag d_model down.",
        "Step 2 of 3 · Built",  # (a step without a headline: its title, as on the stage)
        "Marked on rope-invariance: two thousand seventy-two",
        "위치 인코딩 질문",
        "Predict first: Which one is right?",
        "✓ B) middle",
        "Answer: middle",
        f"Tiny lesson · page {len(pages)} of {len(pages)}",
    ):
        assert squeezed(words) in text, words
    assert text.index(squeezed("Step 1 of 3")) < text.index(squeezed("Step 2 of 3")) < text.index("위치인코딩질문")
    # Hangul drawn with a CJK font Qt fell back to (not the Latin font's empty boxes)
    assert re.search(rb"/BaseFont /[A-Z]*\+?Noto\w*CJK", a4.read_bytes())

    done = cli(letter, "--as", "handout", "--lesson", tiny, "--page", "letter")
    assert done.returncode == 0, done.stderr
    assert set(pdf_pages(letter.read_bytes())) == {(612.0, 792.0)}


def test_steps_flow_over_the_pages_and_the_figures_are_vectors(qapp, tmp_path):
    lesson = parse_lesson(TEXT_ONLY, "words.lesson")
    path = tmp_path / "words.pdf"
    assert write_handout(path, PrintedLesson("Words", lesson.steps, "", "ko")) == 1
    assert len(pdf_pages(path.read_bytes())) == 1
    assert squeezed("3단계 중 2단계 · Step 1") in pdf_text(path.read_bytes())
    # a paragraph longer than a page goes on over the next pages, its lines whole
    long = parse_lesson("[step]\ntitle: Long\ntext: " + "A sentence of the notes. " * 1500, "long.lesson")
    assert write_handout(path, PrintedLesson("Long", long.steps)) >= 3
    # two figures drawn as paths and text, not as pictures of the page
    one = parse_lesson("[step]\ntitle: Figure\nviews: waves, relative-buckets\n", "one.lesson")
    assert write_handout(path, PrintedLesson("Figure", one.steps)) == 1
    data = path.read_bytes()
    assert len(pdf_pages(data)) == 1 and "relative" in pdf_text(data)


def test_a_stopped_handout_leaves_no_file(qapp, tmp_path):
    lesson = parse_lesson(TINY, "tiny.lesson")
    path = tmp_path / "stopped.pdf"

    def stop_at_the_second(k, n):
        if k == 2:
            raise Interrupted

    with pytest.raises(Interrupted):
        write_handout(path, PrintedLesson("Tiny", lesson.steps), on_page=stop_at_the_second)
    assert list(tmp_path.iterdir()) == []


def test_bad_files_and_arguments_are_refused(tiny, tmp_path):
    bad = tmp_path / "bad.lesson"
    bad.write_text(TINY.replace("views: heatmap\nset:", "views: no-such-view\nset:"), encoding="utf-8")
    done = cli(tmp_path / "out.pdf", "--as", "handout", "--lesson", bad)
    assert done.returncode == 1 and "bad.lesson line 6" in done.stderr and "no-such-view" in done.stderr
    done = cli(tmp_path / "out.ipynb", "--as", "handout", "--lesson", tiny)
    assert done.returncode == 2 and "OUT must end in .pdf for a handout" in done.stderr
    done = cli(tmp_path / "out.pdf", "--as", "deck", "--page", "letter")
    assert done.returncode == 2 and "--page is for --as handout" in done.stderr
    done = cli(tmp_path / "no-folder" / "out.pdf", "--as", "handout", "--lesson", tiny)
    assert done.returncode == 1 and "no-folder" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.lesson", "tiny.lesson"]


def test_a_paper_figure_draws_bars_in_its_own_units():
    bars = pg.BarGraphItem(x=[0, 1], height=[0.1, -0.2], width=0.4)
    x0, y0, x1, y1 = bar_corners(bars)
    assert np.allclose(x0, [-0.2, 0.8]) and np.allclose(x1, [0.2, 1.2])
    assert np.allclose(y0, [0, -0.2]) and np.allclose(y1, [0.1, 0])


def test_the_shipped_lesson_as_a_handout(tmp_path):
    out = tmp_path / "ko.pdf"
    done = cli(out, "--as", "handout", "--language", "ko")
    assert done.returncode == 0, done.stderr
    data = out.read_bytes()
    text = pdf_text(data)
    steps = int(re.search(r"\((\d+) steps", done.stdout)[1])
    assert steps >= 30 and len(pdf_pages(data)) >= steps // 3
    for n in (1, steps):
        assert squeezed(f"{steps}단계 중 {n}단계") in text
    assert text.count("먼저예측해보세요:") >= 5
