"""The PyInstaller bundle, built the way README says and used the way a user would: it starts, draws every
registered view (the self-test) and exports headless, without the network, carrying its resources and
version. Marked `bundle` (about a minute to build); `-m "not bundle"` leaves it out."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from posenc_gui import __version__
from posenc_gui.core import Params
from posenc_gui.specs import SPECS

ROOT = Path(__file__).resolve().parent.parent
EXE = "posenc-gui.exe" if sys.platform == "win32" else "posenc-gui"

pytestmark = pytest.mark.bundle


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    pytest.importorskip("PyInstaller")
    out = tmp_path_factory.mktemp("bundle")
    proc = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--dist",
            str(out / "dist"),
            "--work",
            str(out / "work"),
        ],
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    folder = out / "dist" / "posenc-gui"
    assert (folder / EXE).is_file()
    return folder, proc.stdout


def _run(folder, *args, cwd=None):
    """Run the bundle offscreen, in a network namespace of its own where the system allows one (so any
    attempt to go online would fail), from a folder outside the source tree."""
    command = [str(folder / EXE), *args]
    if (
        sys.platform.startswith("linux")
        and shutil.which("unshare")
        and subprocess.run(["unshare", "-rn", "true"], capture_output=True).returncode == 0
    ):
        command = ["unshare", "-rn", *command]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(command, capture_output=True, text=True, timeout=300, env=env, cwd=cwd)


def test_the_bundle_passes_its_self_test_offline(bundle, tmp_path):
    folder, _ = bundle
    proc = _run(folder, "--self-test", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert f"self-test passed: {len(SPECS)} views" in proc.stdout
    for vid in SPECS:
        assert f"{vid}: ok" in proc.stdout
    assert "text services: ok" in proc.stdout  # what Qt needs of the trimmed ICU data still works
    assert "resources: ok" in proc.stdout  # lessons, translation and trained table travel with it


def test_the_bundle_exports_headless(bundle, tmp_path):
    folder, _ = bundle
    proc = _run(
        folder,
        "export",
        "--view",
        "heatmap",
        "--out",
        str(tmp_path / "h.npy"),
        "--d-model",
        "16",
        "--max-len",
        "40",
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    table = SPECS["heatmap"].export_arrays(Params(max_len=40, d_model=16)).array  # (40, 16): no position column
    np.testing.assert_array_equal(np.load(tmp_path / "h.npy"), table)
    proc = _run(folder, "export", "--view", "phase", "--out", str(tmp_path / "p.png"), "--width", "900", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    from PySide6.QtGui import QImage

    assert QImage(str(tmp_path / "p.png")).width() == 900
    proc = _run(folder, "export", "--view", "phase", "--out", str(tmp_path / "p.gif"), "--frames", "3", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert (tmp_path / "p.gif").read_bytes()[:6] == b"GIF89a"


def test_the_bundle_carries_its_version_resources_and_desktop_files(bundle):
    folder, report = bundle
    proc = _run(folder, "--version")
    assert proc.returncode == 0 and proc.stdout.strip() == f"posenc-gui {__version__}"
    internal = folder / "_internal"
    assert (internal / "resources" / "icons" / "posenc-gui.svg").is_file()
    assert not list(internal.rglob("screenshots"))  # README's pictures stay out
    assert not list((internal / "resources").rglob("*.ts")) and not list((internal / "resources").rglob("*.py"))
    assert (internal / "resources" / "translations" / "posenc_gui_ko.qm").is_file()
    model = internal / "resources" / "live" / "all-MiniLM-L6-v2"  # the shipped model, whole
    assert {p.name for p in model.iterdir()} >= {"config.json", "model.safetensors", "vocab.txt"}
    assert (model / "model.safetensors").stat().st_size > 45e6
    if sys.platform.startswith("linux"):
        desktop = (folder / "share" / "applications" / "posenc-gui.desktop").read_text(encoding="utf-8")
        assert f"Exec={folder / EXE}" in desktop and "Icon=posenc-gui" in desktop
        assert (folder / "share" / "icons" / "hicolor" / "256x256" / "apps" / "posenc-gui.png").is_file()
        assert (folder / "share" / "metainfo" / "io.github.posenc_gui.posenc_gui.metainfo.xml").is_file()
    assert "MB unpacked" in report and "pruned" in report
    if sys.platform.startswith("linux") and shutil.which("cc"):
        assert "ICU data trimmed" in report
        icu = [p for p in internal.rglob("libicudata.so*") if not p.is_symlink()]
        assert len(icu) == 1 and icu[0].stat().st_size < 16 * 2**20
        size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
        assert size < 200e6, f"{size / 1e6:.0f} MB unpacked"  # (the shipped model is 45 MB of it)
    plugins = {p.name for p in internal.rglob("*") if "plugins" in p.parts and p.is_file()}
    assert ("libqgtk3.so" not in plugins and "libqoffscreen.so" in plugins) or sys.platform != "linux"


def test_the_benchmark_times_the_bundles_start_up_against_the_installed_package(bundle):
    from posenc_gui.bench.startup import bundle_startup

    folder, _ = bundle
    times = bundle_startup(str(folder / EXE), repeats=1)
    assert times["bundle_s"] > 0 and times["installed_s"] > 0 and times["ratio"] > 0


def test_the_bundle_writes_a_lessons_handout_and_deck(bundle, tmp_path):
    """The app's File > Export lesson as deck… runs the bundle's own executable (deck_command, frozen): a
    lesson with a question and a build gives its pages, and the handout its words."""
    from pdf_reading import TINY, pdf_pages

    from posenc_gui.gui.files.lesson_steps import read
    from posenc_gui.gui.window.lesson_deck import page_count

    folder, _ = bundle
    lesson = tmp_path / "tiny.lesson"
    lesson.write_text(TINY, encoding="utf-8")
    for kind in ("handout", "deck"):
        out = tmp_path / f"{kind}.pdf"
        proc = _run(folder, "lesson", "export", str(out), "--as", kind, "--lesson", str(lesson), cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr[-3000:]
        pages = pdf_pages(out.read_bytes())
        if kind == "deck":
            assert len(pages) == page_count(read(lesson)) and pages[0] == (1440.0, 810.0)
        else:
            assert pages[0] == (595.0, 842.0)
