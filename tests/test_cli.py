"""The command line: --version, --self-test and bench, run as a user would (a fresh process)."""
import os
import subprocess
import sys

from posenc_gui import __version__


def run(*args, timeout=180):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "posenc_gui", *args], capture_output=True, text=True,
                          timeout=timeout, env=env)


def test_version():
    out = run("--version")
    assert out.returncode == 0
    assert out.stdout.strip() == f"posenc-gui {__version__}"


def test_self_test_renders_every_registered_view():
    out = run("--self-test")
    assert out.returncode == 0, out.stderr
    for vid in ("heatmap", "waves", "phase"):
        assert f"{vid}: ok" in out.stdout
    assert "self-test passed: 3 views" in out.stdout


def test_self_test_fails_when_a_view_draws_nothing(tmp_path):
    """A view whose draw() leaves its items empty makes the self-test exit non-zero with its name."""
    script = (
        "import sys\n"
        "from posenc_gui.views.waves import WavesView\n"
        "WavesView.draw = lambda self, data, params: None\n"
        "from posenc_gui.app import main\n"
        "sys.exit(main(['--self-test']))\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=180,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert out.returncode == 1
    assert "FAILED waves" in out.stderr
    assert "heatmap: ok" in out.stdout


def test_bench_prints_the_core_figures():
    out = run("bench", "--no-loop", "--repeats", "1")
    assert out.returncode == 0, out.stderr
    for shape in ("512x512", "2048x1024", "8192x1024"):
        assert shape in out.stdout
    assert "sin/fill" in out.stdout


def test_unknown_command_is_an_error():
    out = run("frobnicate")
    assert out.returncode == 2
    assert "unrecognized arguments: frobnicate" in out.stderr
