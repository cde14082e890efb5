"""README's two commands are the ones users and CI run; README is a user's guide whose links all resolve."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _block_after(heading: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split(heading, 1)[1]
    return re.search(r"```sh\n(.*?)\n```", section, re.S).group(1).strip()


def test_ci_runs_the_readme_test_command():
    command = _block_after("## Run the tests")
    assert "pytest" in command
    assert command in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_readme_install_command_starts_the_installed_app():
    command = _block_after("## Install and start")
    assert command.endswith("posenc-gui") and "pip install ." in command


def test_readme_screenshot_exists():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    for path in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text):
        assert (ROOT / path).is_file(), path


def test_readme_scripting_example_runs_as_written(tmp_path):
    """The notebook-style example of docs/scripting.md, run as a user would paste it (a fresh process, in an
    empty folder), and what its comments say about the results."""
    import os
    import subprocess
    import sys

    text = (ROOT / "docs" / "scripting.md").read_text(encoding="utf-8")
    example = re.search(r"```python\n(.*?)\n```", text.split("# Scripting", 1)[1], re.S).group(1)
    assert "posenc_gui.compute(" in example and "posenc_gui.figure(" in example
    (tmp_path / "example.py").write_text(example + "\n", encoding="utf-8")
    check = r"""
import runpy, xml.etree.ElementTree as ET
import numpy as np
from PySide6.QtGui import QImage
ns = runpy.run_path("example.py")
assert ns["pe"].table.shape == (50, 64) and ns["pe"].table.dtype == np.float64
assert (ns["data"].main, ns["data"].axes) == ("table", ("position", "dim"))
assert ns["decay"].r.shape == (513,) and round(float(ns["decay"].bound[50]), 2) == 5.73
assert float(ns["decay"].bound[0]) == 16.5
assert ns["waves"].sample_positions.size == 0 and ns["waves"].values.shape == (300, 2)
assert ET.parse("decay.svg").getroot().tag.endswith("svg")
assert QImage("decay.png").width() == 1920
assert b"/MediaBox [0 0 252" in open("decay.pdf", "rb").read()
assert ns["settings"]["d_model"] == 64 and ns["settings"]["max_len"] == 50
print("ok")
"""
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # the example needs no display setting
    out = subprocess.run(
        [sys.executable, "-c", check], cwd=tmp_path, capture_output=True, text=True, env=env, timeout=300
    )
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stderr[-3000:]


def test_readme_stage_scale_and_lesson_numbers_are_the_stages():
    """The stage's first scale is the screen's it is shown on (the projector beside a laptop, not the laptop's
    1.5×), and the lesson's numbers are those measured with the fit's floors (the old text claimed every plot
    at least 127 px, while a Korean step had 125 px)."""
    from posenc_gui.gui.window.presentation import FIT_SCALES, SCALES, SMALL_SCREEN
    from posenc_gui.gui.window.stage_check import LEAST_PLOT_HEIGHT, LEAST_SHARE

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    stage = " ".join(text.split("### Presentation mode: the stage", 1)[1].split("\n### ", 1)[0].split())
    assert (
        f"the scale of the screen the stage is shown on: {SCALES[0]:g}× on a screen up to {SMALL_SCREEN} "
        "pixels tall, such as a 720p projector (in the presenter setup below, the projector's, not the "
        "laptop's)"
    ) in stage
    assert f"under {LEAST_PLOT_HEIGHT} px tall" in stage and f"less than {round(LEAST_SHARE * 100)} %" in stage
    assert f"to {FIT_SCALES[1]:g}× or {FIT_SCALES[0]:.1f}×" in stage
    assert "127 px" not in stage and "resources/screenshots/presenter-setup.png" in stage
    medians = re.search(r"a median of ([\d.]+) % in English and ([\d.]+) % in Korean", stage)
    assert medians and min(map(float, medians.groups())) >= 50
    floors = re.findall(
        r"every step at least ([\d.]+) % and ([\d.]+) %, every plot at least (\d+) px and "
        r"(\d+) px tall",
        stage,
    )
    assert len(floors) == 2  # one screen, and the projector beside a laptop
    for steps_en, steps_ko, plot_en, plot_ko in floors:
        assert min(float(steps_en), float(steps_ko)) >= 100 * LEAST_SHARE
        assert min(int(plot_en), int(plot_ko)) >= LEAST_PLOT_HEIGHT


def _markdown_pages():
    return [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]


def _outside_code(text: str) -> str:
    """The text without fenced code blocks and code spans: a link or heading inside them is not one."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return re.sub(r"`[^`\n]*`", "", text)


def _slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    anchors = set()
    for heading in re.findall(r"^#{1,6} (.+)$", _outside_code(path.read_text(encoding="utf-8")), re.M):
        slug = _slug(heading)
        anchors.add(slug if slug not in seen else f"{slug}-{seen[slug]}")
        seen[slug] = seen.get(slug, 0) + 1
    return anchors


def _links(path: Path) -> list[str]:
    return re.findall(r"\]\(([^)\s]+)\)", _outside_code(path.read_text(encoding="utf-8")))


def test_readme_is_a_users_guide_of_at_most_620_lines():
    assert len((ROOT / "README.md").read_text(encoding="utf-8").splitlines()) <= 620


def test_every_relative_link_and_picture_of_the_documentation_resolves():
    """README, CHANGELOG and docs/*.md: a relative link or image names a file that exists, and an #anchor into a
    markdown file names one of its headings (GitHub's slugs)."""
    assert len(_markdown_pages()) > 3
    for page in _markdown_pages():
        for link in _links(page):
            if re.match(r"[a-z]+:", link):
                continue  # https:, mailto:
            target, _, anchor = link.partition("#")
            path = (page.parent / target).resolve() if target else page
            assert path.is_file(), f"{page.name}: {link}"
            if anchor and path.suffix == ".md":
                assert anchor in _anchors(path), f"{page.name}: {link}"


def test_readme_links_to_every_docs_page():
    linked = {(ROOT / link.partition("#")[0]).resolve() for link in _links(ROOT / "README.md")}
    for page in sorted((ROOT / "docs").glob("*.md")):
        assert page.resolve() in linked, page.name
