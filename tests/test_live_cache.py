"""model_folders on a fake Hugging Face hub cache, laid out as huggingface_hub lays it out: files in blobs/,
symbolic links to them in snapshots/<revision>/, the revision of main in refs/main."""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

import pytest

from posenc_gui.live.cache import cache_folder, model_folders, repo_name

pytestmark = pytest.mark.skipif(
    not hasattr(os, "symlink") or os.name == "nt",
    reason="the cache's symbolic links need a system that makes them freely",
)


def add_model(cache: Path, repo: str, revision: str, files: dict[str, bytes | None], main: bool = True) -> Path:
    """models--org--name/snapshots/<revision>/<file> -> ../../blobs/<id> (None: a link whose blob is missing)."""
    folder = cache / ("models--" + repo.replace("/", "--"))
    snapshot = folder / "snapshots" / revision
    snapshot.mkdir(parents=True, exist_ok=True)
    (folder / "blobs").mkdir(exist_ok=True)
    for i, (name, data) in enumerate(files.items()):
        blob = folder / "blobs" / f"{revision}{i:04d}"
        if data is not None:
            blob.write_bytes(data)
        (snapshot / name).symlink_to(os.path.relpath(blob, snapshot))
    if main:
        (folder / "refs").mkdir(exist_ok=True)
        (folder / "refs" / "main").write_text(revision, encoding="utf-8")
    return snapshot


CONFIG = b'{"model_type": "llama"}'
WEIGHTS = b"\x08\x00\x00\x00\x00\x00\x00\x00{}      "


def test_the_complete_models_are_listed_one_snapshot_each_by_name(tmp_path):
    cache = tmp_path / "hub"
    smol = add_model(
        cache,
        "HuggingFaceTB/SmolLM2-135M",
        "aaa1",
        {"config.json": CONFIG, "model.safetensors": WEIGHTS, "tokenizer.json": b"{}"},
    )
    old = add_model(
        cache, "Qwen/Qwen2.5-0.5B", "old0", {"config.json": CONFIG, "model.safetensors": WEIGHTS}, main=False
    )
    new = add_model(cache, "Qwen/Qwen2.5-0.5B", "new1", {"config.json": CONFIG, "model.safetensors": WEIGHTS})
    os.utime(old, (1_000_000_000, 1_000_000_000))  # refs/main names "new1", the newer one besides
    index = {
        "metadata": {},
        "weight_map": {"a": "model-00001-of-00002.safetensors", "b": "model-00002-of-00002.safetensors"},
    }
    sharded = add_model(
        cache,
        "meta-llama/Llama-3.2-1B",
        "b2",
        {
            "config.json": CONFIG,
            "model.safetensors.index.json": json.dumps(index).encode(),
            "model-00001-of-00002.safetensors": WEIGHTS,
            "model-00002-of-00002.safetensors": WEIGHTS,
        },
    )
    # not listed: no config, no weights, a missing blob (an interrupted download), a missing shard,
    # a dataset, a stray file
    add_model(cache, "org/no-config", "c1", {"model.safetensors": WEIGHTS})
    add_model(cache, "org/pytorch-only", "c2", {"config.json": CONFIG, "pytorch_model.bin": b"x"})
    add_model(cache, "org/interrupted", "c3", {"config.json": CONFIG, "model.safetensors": None})
    add_model(
        cache,
        "org/half-sharded",
        "c4",
        {
            "config.json": CONFIG,
            "model.safetensors.index.json": json.dumps(index).encode(),
            "model-00001-of-00002.safetensors": WEIGHTS,
        },
    )
    (cache / "datasets--org--data" / "snapshots" / "d1").mkdir(parents=True)
    (cache / "version.txt").write_text("1", encoding="utf-8")
    found = model_folders(cache)
    assert found == [smol, sharded, new]  # by name, ignoring case
    assert [repo_name(f) for f in found] == [
        "HuggingFaceTB/SmolLM2-135M",
        "meta-llama/Llama-3.2-1B",
        "Qwen/Qwen2.5-0.5B",
    ]
    assert all((f / "config.json").is_symlink() for f in found)


def test_without_refs_main_the_newest_snapshot_is_taken(tmp_path):
    cache = tmp_path / "hub"
    first = add_model(cache, "org/model", "first", {"config.json": CONFIG, "model.safetensors": WEIGHTS}, main=False)
    second = add_model(cache, "org/model", "second", {"config.json": CONFIG, "model.safetensors": WEIGHTS}, main=False)
    os.utime(first, (2_000_000_000, 2_000_000_000))
    os.utime(second, (1_000_000_000, 1_000_000_000))
    assert model_folders(cache) == [first]
    # refs/main naming a snapshot that is not there: the newest one still
    (cache / "models--org--model" / "refs").mkdir()
    (cache / "models--org--model" / "refs" / "main").write_text("gone\n", encoding="utf-8")
    assert model_folders(cache) == [first]
    (cache / "models--org--model" / "refs" / "main").write_text("second\n", encoding="utf-8")
    assert model_folders(cache) == [second]


def test_the_cache_folder_follows_the_environment(tmp_path, monkeypatch):
    home = str(tmp_path / "home")
    assert cache_folder({"HF_HUB_CACHE": "/a/hub", "HF_HOME": "/b"}) == Path("/a/hub")
    assert cache_folder({"HUGGINGFACE_HUB_CACHE": "/old"}) == Path("/old")
    assert cache_folder({"HF_HOME": "/b", "XDG_CACHE_HOME": "/x"}) == Path("/b/hub")
    assert cache_folder({"XDG_CACHE_HOME": "/x"}) == Path("/x/huggingface/hub")
    monkeypatch.setenv("HOME", home)
    assert cache_folder({}) == Path(home) / ".cache" / "huggingface" / "hub"
    # model_folders() without an argument reads the environment's cache
    cache = tmp_path / "hf" / "hub"
    model = add_model(cache, "org/m", "r1", {"config.json": CONFIG, "model.safetensors": WEIGHTS})
    for key in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE", "XDG_CACHE_HOME"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    assert model_folders() == [model]
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "nowhere"))
    assert model_folders() == []


def test_unreadable_or_odd_entries_are_passed_over(tmp_path):
    cache = tmp_path / "hub"
    good = add_model(cache, "org/good", "r1", {"config.json": CONFIG, "model.safetensors": WEIGHTS})
    (cache / "models--org--empty" / "snapshots").mkdir(parents=True)  # no snapshot
    (cache / "models--org--file").write_text("not a folder", encoding="utf-8")
    add_model(
        cache,
        "org/badindex",
        "r2",
        {
            "config.json": CONFIG,
            "model.safetensors.index.json": b"{not json",
            "model-00001-of-00001.safetensors": WEIGHTS,
        },
    )
    add_model(
        cache,
        "org/escape",
        "r3",
        {
            "config.json": CONFIG,
            "model.safetensors.index.json": json.dumps({"weight_map": {"a": "../../x.safetensors"}}).encode(),
        },
    )
    (cache / "models--org--refs" / "refs").mkdir(parents=True)
    (cache / "models--org--refs" / "refs" / "main").write_text("../../..", encoding="utf-8")
    assert model_folders(cache) == [good]
    assert model_folders(tmp_path / "missing") == []
    assert repo_name(tmp_path) is None


def test_listing_never_opens_a_connection(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the network was reached")

    monkeypatch.setattr(socket, "socket", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    cache = tmp_path / "hub"
    model = add_model(cache, "org/m", "r1", {"config.json": CONFIG, "model.safetensors": WEIGHTS})
    assert model_folders(cache) == [model]
