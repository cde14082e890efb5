"""What the app remembers: every key declared once, read by its kind, and old files brought to the present schema
without losing a setting."""

import json
import math
import re

import pytest
from helpers import ROOT
from PySide6.QtCore import QByteArray, QSettings

from posenc_gui.gui.files import remembered as r
from posenc_gui.gui.files.settings import load


def ini(tmp_path, **values):
    settings = QSettings(str(tmp_path / "posenc-gui.ini"), QSettings.Format.IniFormat)
    for key, value in values.items():
        settings.setValue(key.replace("__", "/"), value)
    settings.sync()
    return settings


def test_every_key_is_declared_once_with_a_default_of_its_kind():
    names = [key.name for key in r.KEYS]
    assert len(names) == len(set(names)) == 23
    assert r.UI_LANGUAGE.name == "ui/language" and r.LESSON_LANGUAGE.name == "lesson/language"  # two meanings
    for key in r.KEYS:
        assert key.kind in ("text", "whole", "real", "flag", "bytes", "texts")
        expected = {"text": str, "whole": int, "real": float, "flag": bool, "texts": list}.get(key.kind)
        assert expected is None or isinstance(key.default, expected), key.name


def test_only_the_files_folder_opens_the_settings_file():
    package = ROOT / "posenc_gui"
    users = sorted(
        str(p.relative_to(package))
        for p in package.rglob("*.py")
        if re.search(r"\bQSettings\b", p.read_text(encoding="utf-8"))
    )
    assert users == ["gui/files/remembered.py", "gui/files/settings.py"]


@pytest.mark.parametrize(
    ("key", "stored", "expected"),
    [
        (r.THEME, "dark", "dark"),
        (r.THEME, 3, "light"),
        (r.THEME, ["dark"], "light"),
        (r.LESSON_STEP, "12", 12),
        (r.LESSON_STEP, "-1", 0),
        (r.LESSON_STEP, "1e9", 0),
        (r.LESSON_STEP, True, 0),
        (r.PRESENTATION_SCALE, "1.5", 1.5),
        (r.PRESENTATION_SCALE, "inf", None),
        (r.PRESENTATION_SCALE, "x", None),
        (r.NOTES, "true", True),
        (r.NOTES, "false", False),
        (r.NOTES, "yes", False),
        (r.NOTES, 1, False),
        (r.RECENT_SESSIONS, "a.json", ["a.json"]),
        (r.RECENT_SESSIONS, ["a", 3, "", "b"], ["a", "b"]),
        (r.RECENT_SESSIONS, 7, []),
        (r.CHAPTER_LAYOUT.at(id="rope"), "text", None),
    ],
)
def test_a_stored_value_of_another_kind_reads_as_the_default(tmp_path, key, stored, expected):
    remembered = r.Remembered(ini(tmp_path, **{key.name.replace("/", "__"): stored}))
    got = remembered.get(key)
    if expected is None:
        assert got is None or (isinstance(got, float) and math.isnan(got))
    else:
        assert got == expected


def test_choices_a_range_and_a_default_given_where_the_key_is_read(tmp_path):
    remembered = r.Remembered(ini(tmp_path, style__theme="sepia", export__size="5"))
    assert remembered.get(r.THEME, choices=("light", "dark")) == "light"
    assert remembered.get(r.EXPORT_SIZE.within(0, 3)) == 0 and remembered.get(r.EXPORT_SIZE) == 5
    assert remembered.get(r.EXPORT_FOLDER, "/pictures") == "/pictures"  # (nothing stored)


def test_what_is_put_reads_back_in_a_new_process_as_it_was_written(tmp_path):
    remembered = r.Remembered(ini(tmp_path))
    remembered.put(r.NOTES, True)
    remembered.put(r.RECENT_SESSIONS, ["a.json", "b.json"])
    remembered.put(r.CHAPTER_LAYOUT.at(id="rope"), QByteArray(b"\x01\x02"))
    remembered.put(r.PRESENTATION_SCALE, 1.75)
    remembered.sync()
    text = (tmp_path / "posenc-gui.ini").read_text(encoding="utf-8")
    assert "notes=true" in text and "scale=1.75" in text  # (as version 0.1.0 wrote them)
    again = r.Remembered.at(str(tmp_path / "posenc-gui.ini"))
    assert again.get(r.NOTES) is True and again.get(r.PRESENTATION_SCALE) == 1.75
    assert again.get(r.RECENT_SESSIONS) == ["a.json", "b.json"]
    assert bytes(again.get(r.CHAPTER_LAYOUT.at(id="rope"))) == b"\x01\x02"
    assert again.has(r.NOTES) and not again.has(r.THEME)


def test_a_file_of_the_first_version_is_migrated_once_and_its_view_options_move(tmp_path):
    settings = ini(
        tmp_path,
        params=json.dumps({"d_model": 16, "wave_dims": [2, 3], "pair": 6, "trail": 4, "speed": 3.5}),
        options__phase=json.dumps({"trail": 9}),
    )
    assert r.stored_version(settings) == 0
    assert r.migrate(settings) == 0 and r.stored_version(settings) == r.SCHEMA_VERSION == 1
    assert json.loads(settings.value("params")) == {"d_model": 16}
    assert json.loads(settings.value("options/waves")) == {"dims": [2, 3]}
    assert json.loads(settings.value("options/phase")) == {"pair": 6, "trail": 9}  # the newer value wins
    assert json.loads(settings.value("options/animation")) == {"speed": 3.5}
    assert r.migrate(settings) == 1 and json.loads(settings.value("params")) == {"d_model": 16}  # once
    loaded = load(settings)
    assert loaded.params.d_model == 16 and loaded.options["waves"].dims == (2, 3) and not loaded.problems


def test_an_unreadable_entry_keeps_the_old_values_where_they_were_and_load_says_why(tmp_path):
    settings = ini(tmp_path, params=json.dumps({"d_model": 16, "wave_dims": [2, 3]}), options__waves="{oops")
    loaded = load(settings)
    assert json.loads(settings.value("params")) == {"d_model": 16, "wave_dims": [2, 3]}
    assert loaded.params.d_model == 16 and any("options/waves" in p for p in loaded.problems)


def test_a_file_of_a_newer_version_is_read_and_left_as_it_is(tmp_path):
    settings = ini(tmp_path, settings__schema=7, params=json.dumps({"d_model": 32, "wave_dims": [1, 2]}))
    assert r.migrate(settings) == 7 and r.stored_version(settings) == 7
    assert json.loads(settings.value("params")) == {"d_model": 32, "wave_dims": [1, 2]}
    assert load(settings).params.d_model == 32
