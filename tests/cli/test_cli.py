"""The command line: --version, --self-test and bench, run as a user would (a fresh process)."""

import os
import subprocess
import sys

import pytest

from posenc_gui import __version__


def run(*args, timeout=180):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "posenc_gui", *args], capture_output=True, text=True, timeout=timeout, env=env
    )


def test_version():
    out = run("--version")
    assert out.returncode == 0
    assert out.stdout.strip() == f"posenc-gui {__version__}"


def test_self_test_renders_every_registered_view():
    out = run("--self-test")
    assert out.returncode == 0, out.stderr
    from posenc_gui.specs import VIEW_IDS

    for vid in VIEW_IDS:
        assert f"{vid}: ok" in out.stdout
    assert f"self-test passed: {len(VIEW_IDS)} views" in out.stdout


def test_self_test_fails_when_a_view_draws_nothing(tmp_path):
    """A view whose draw() leaves its items empty makes the self-test exit non-zero with its name."""
    script = (
        "import sys\n"
        "from posenc_gui.gui.views.waves import WavesView\n"
        "WavesView.draw = lambda self, result, params, options: None\n"
        "from posenc_gui.cli import main\n"
        "sys.exit(main(['--self-test']))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=180,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert out.returncode == 1
    assert "FAILED waves" in out.stderr
    assert "heatmap: ok" in out.stdout


def test_bench_prints_the_core_figures():
    out = run("bench", "--no-loop", "--repeats", "1")
    assert out.returncode == 0, out.stderr
    for shape in ("512x512", "2048x1024", "8192x1024"):
        assert shape in out.stdout
    assert "sin/fill" in out.stdout


@pytest.mark.parametrize(
    "args,words",
    [
        (("frobnicate",), "no command 'frobnicate'"),
        (("--frobnicate",), "unrecognized arguments: --frobnicate"),
        (("bench", "--repeats", "0"), "0 is not between 1 and 1000"),
        (("bench", "--repeats", str(10**23)), "is not between 1 and 1000"),
        (("bench", "--repeats", "many"), "'many' is not a whole number from 1 to 1000"),
        (("bench", "--repeats", "9" * 5000), "9999999999...999999 (5000 characters) is not between 1 and 1000"),
        (("bench", "--repeats", "-3"), "'-3' is not a whole number from 1 to 1000"),
        (("bench", "--repeats", "nan"), "'nan' is not a whole number"),
        (("bench", "--repeats", "1e3"), "'1e3' is not a whole number"),
        (("selftest", "extra"), "unrecognized arguments: extra"),
        (("--self-test", "bench"), "--self-test cannot be combined with a command"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(args, words):
    out = run(*args)
    assert out.returncode == 2
    lines = [ln for ln in out.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and words in lines[0] and "--help" in lines[0], out.stderr


def test_help_lists_the_commands():
    out = run("--help")
    assert out.returncode == 0
    for command in ("selftest", "bench"):
        assert command in out.stdout


@pytest.mark.parametrize("args", [("--version",), ("--help",), ("bench", "--help")])
def test_the_launcher_loads_no_qt_for_answers_that_need_none(args):
    """--version and --help answer without importing Qt (they stay fast, and work without Qt's libraries)."""
    script = (
        "import sys\nfrom posenc_gui.cli import main\n"
        "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
        "print('QT' if any(m.startswith(('PySide6', 'pyqtgraph')) for m in sys.modules) else 'NO-QT')"
    )
    out = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip().splitlines()[-1] == "NO-QT", out.stderr


def test_selftest_subcommand_and_its_alias_agree(monkeypatch):
    """--self-test runs the selftest command (which the test above runs whole, in a process of its own)."""
    import posenc_gui.cli.selftest as selftest
    from posenc_gui.cli import main

    calls = []
    monkeypatch.setattr(selftest, "main", lambda argv: calls.append(list(argv)) or 0)
    assert main(["--self-test"]) == 0 and main(["selftest"]) == 0 and calls == [[], []]
    with pytest.raises(SystemExit):
        main(["--self-test", "bench"])  # not with a command


def test_selftest_first_paint_opens_the_window_and_says_when_it_painted():
    out = run("selftest", "--first-paint")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "painted"


def test_console_entry_point_is_the_launcher():
    """The installed `posenc-gui` is a console script (it prints on every platform) running cli.main."""
    from importlib.metadata import entry_points

    scripts = {ep.name: ep.value for ep in entry_points(group="console_scripts")}
    assert scripts.get("posenc-gui") == "posenc_gui.cli:main"
    gui = {ep.name for ep in entry_points(group="gui_scripts")}
    assert "posenc-gui" not in gui
