"""README's two commands are the ones users and CI run."""
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
