"""Config files written for a test, and the layers read from them (tests/model_files)."""

import json


def write(tmp_path, config: dict, name: str = "m"):
    folder = tmp_path / name
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    return folder / "config.json"


def kinds(info) -> list[tuple[str, str]]:
    return [(layer.attention, layer.position) for layer in info.layers]
