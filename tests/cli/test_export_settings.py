"""`posenc-gui export --set`: the lesson files' `set:` syntax on the command line, after --session; the NPZ's
`settings` read back through it to the same numbers; bad settings exit 2 naming the field; --list shows what
can be set; export errors come through translation."""

import json
import re

import numpy as np
import pytest

from posenc_gui.cli.export import main
from posenc_gui.core import Params


def export(tmp_path, name, *args):
    path = tmp_path / name
    assert main(["--out", str(path), *args]) == 0
    return path


def load(path) -> dict:
    with np.load(path, allow_pickle=False) as npz:
        return {name: npz[name] for name in npz.files}


def as_set_text(settings: dict) -> str:
    """The settings as a --set text, written here as a user would type it (not with the app's writer)."""

    def text(value):
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, list):
            return " ".join(str(v) for v in value)
        return repr(value) if isinstance(value, float) else str(value)

    return "; ".join(f"{name} = {text(value)}" for name, value in settings.items())


@pytest.mark.parametrize(
    "vid,setting,expected",
    [
        ("waves", "d_model = 32; max_len = 300; waves.dims = 1 5 30", {"waves.dims": [1, 5, 30], "max_len": 300}),
        (
            "order",
            "order.sentence = 개가 고양이를 봤다 오늘; order.order = ; order.mask = causal; base = 500",
            {"order.sentence": "개가 고양이를 봤다 오늘", "order.order": [], "base": 500.0},
        ),
        (
            "similarity",
            "max_len = 30; similarity.kind = cosine; similarity.reference = 7",
            {"similarity.kind": "cosine", "similarity.reference": 7},
        ),
        (
            "rope-decay",
            "rope-decay.d = 64; rope-decay.base = 500.5; rope-decay.extension = ntk",
            {"rope-decay.d": 64, "rope-decay.base": 500.5, "rope-decay.extension": "ntk"},
        ),
        (
            "relative-buckets",
            "relative-buckets.t5_buckets = 64; relative-buckets.t5_direction = causal",
            {"relative-buckets.t5_buckets": 64, "relative-buckets.t5_direction": "causal"},
        ),
    ],
)
def test_npz_settings_round_trip_through_set(tmp_path, vid, setting, expected):
    import posenc_gui

    first = load(export(tmp_path, "a.npz", "--view", vid, "--set", setting))
    settings = json.loads(str(first["settings"]))
    assert settings.items() >= expected.items()
    assert str(first["view"]) == vid
    again = load(export(tmp_path, "b.npz", "--view", vid, "--set", as_set_text(settings)))
    assert json.loads(str(again["settings"])) == settings
    assert first.keys() == again.keys()
    for name in first:
        np.testing.assert_array_equal(again[name], first[name])
    computed = posenc_gui.compute(vid, **settings).arrays()  # the scripting API takes the same settings
    for name, value in computed.arrays.items():
        np.testing.assert_array_equal(first[name], value)


def test_set_comes_after_the_session_and_the_options(tmp_path):
    from posenc_gui.gui.files.session import Session, write
    from posenc_gui.specs.waves import WavesOptions

    write(tmp_path / "s.json", Session(Params(d_model=32, max_len=60), {"waves": WavesOptions(dims=(1, 2))}))
    data = load(
        export(
            tmp_path,
            "w.npz",
            "--view",
            "waves",
            "--session",
            str(tmp_path / "s.json"),
            "--max-len",
            "80",
            "--set",
            "waves.dims = 3 5",
            "--set",
            "max_len = 90",
        )
    )
    settings = json.loads(str(data["settings"]))
    assert (settings["d_model"], settings["max_len"], settings["waves.dims"]) == (32, 90, [3, 5])
    assert data["values"].shape == (90, 2)


@pytest.mark.parametrize(
    "setting,message",
    [
        ("rope-decay.d = 63", "--set: rope-decay.d: RoPE turns dimensions in pairs: d must be even, not 63."),
        ("phase.pair = 40", "--set: phase.pair: pair must lie between 0 and 31; 40 is out of range."),
        ("d_model = 0", "--set: d_model must lie between 1 and 4096; 0 is out of range."),
        ("alibi.heads = 2", "--set: alibi.heads: The head shown must be one of the 2 heads, not 4."),
        ("alibi.heads = 8; alibi.head = 9", "--set: alibi.head: The head shown must be one of the 8 heads, not 9."),
        (
            "rope-decay.dd = 1",
            "--set: rope-decay has no option 'dd' (it has d, base, r_max, scale, extension, factor).",
        ),
        ("wave.dims = 1", "--set: no view 'wave' (views: heatmap, waves,"),
        ("nope.x = 1", "--set: nope has no options."),
        ("dmodel = 64", "--set: no parameter 'dmodel' (they are: d_model, max_len, base, layout, position)."),
        ("waves.dims = 1 x", "--set: waves.dims = '1 x' is not a list of whole numbers."),
        ("base = ten", "--set: base = 'ten' is not a number."),
        ("max_len 50", "--set: expected name = value, not 'max_len 50'."),
    ],
)
def test_a_bad_setting_exits_2_naming_the_field(tmp_path, capsys, setting, message):
    with pytest.raises(SystemExit) as stop:
        main(["--view", "heatmap", "--out", str(tmp_path / "h.npy"), "--set", setting])
    assert stop.value.code == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("posenc-gui export: error: " + message), lines
    assert not (tmp_path / "h.npy").exists()


def test_list_prints_every_views_options_with_their_ranges_and_column_templates(capsys):
    from posenc_gui.cli.export_listing import fold_columns
    from posenc_gui.specs import SHARED_OWNERS, SPECS

    assert main(["--list"]) == 0
    out = capsys.readouterr().out
    for vid, spec in SPECS.items():
        for name in spec.options.field_names():
            assert f"  {vid}.{name}  " in out, f"{vid}.{name}"
    for owner, cls in SHARED_OWNERS.items():
        for name in cls.field_names():
            assert f"  {owner}.{name}  " in out, f"{owner}.{name}"
    assert re.search(r"rope-decay\.base +number 1\.01 \.\. 1e\+12 \(default 10000\)", out)
    assert "waves.dims  whole numbers 0 .. 4095 separated by spaces, at most 10 (default 0 4 8 16 32)" in out
    assert (
        "similarity.reference  whole number -1 .. 9999999 (-1 .. 99 at the default d_model and max_len); "
        "-1 is current position (default -1)" in out
    )
    assert "npy: curves (pair x curve; curve: omega, wavelength, turns_in_max_len)" in out
    assert "npy: terms (term x query x key; term: content, content_position, global_content, global_position)" in out
    assert fold_columns(
        ["m", "rope_n0", "rope_n11", "absolute_n0", "dim_3_min", "dim_3_max", "pc1_learned", "reach_10x"]
    ) == ["m", "rope_n<k>", "absolute_n<k>", "dim_<k>_min", "dim_<k>_max", "pc1_learned", "reach_10x"]


def test_export_errors_come_through_translation(qapp, tmp_path, capsys):
    """ExportError keeps its English template and fields, as ParamError does: the command line (and the window)
    show it through Qt's translation, context posenc_gui."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from posenc_gui.export.atomic import ExportError
    from posenc_gui.gui.i18n import error_text

    class Marking(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return f"«{source}»" if context == "posenc_gui" and source.startswith("cannot write") else ""

        def isEmpty(self):
            return False

    marking = Marking()
    QCoreApplication.installTranslator(marking)
    try:
        exc = ExportError("cannot write {path}: {why}", path="x.png", why="full")
        assert str(exc) == "cannot write x.png: full" and error_text(exc) == "«cannot write x.png: full»"
        assert main(["--view", "spectrum", "--out", str(tmp_path / "nowhere" / "s.npz")]) == 1
    finally:
        QCoreApplication.removeTranslator(marking)
    err = capsys.readouterr().err
    assert f"posenc-gui export: spectrum: «cannot write {tmp_path / 'nowhere' / 's.npz'}: the folder" in err


def test_korean_messages_on_the_command_line(tmp_path):
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POSENC_GUI_LANGUAGE="ko")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "posenc_gui",
            "export",
            "--view",
            "heatmap",
            "--out",
            str(tmp_path / "h.npy"),
            "--set",
            "d_model = 0",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert out.returncode == 2
    assert "--set: d_model은(는) 1과 4096 사이여야 합니다" in out.stderr, out.stderr
