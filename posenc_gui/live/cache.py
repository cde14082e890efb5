"""Model folders already on this computer, in the Hugging Face hub cache: read from the disk, never downloaded.

The cache is the folder huggingface_hub downloads into (its constants.py):

    HF_HUB_CACHE                     if set (or the older HUGGINGFACE_HUB_CACHE)
    HF_HOME/hub                      else, if HF_HOME is set
    XDG_CACHE_HOME/huggingface/hub   else, if XDG_CACHE_HOME is set
    ~/.cache/huggingface/hub         else

Each model is a folder models--<org>--<name>/ with snapshots/<revision>/ (the files, as symbolic links into
blobs/) and refs/<branch> (a text file holding the revision a branch points to). A model's folder here is its
snapshot of refs/main when that snapshot is there, else its most recently changed snapshot; it is listed only if
its config.json and weights are there (a model.safetensors.index.json's shards all present, else at least one
*.safetensors file; a link whose blob is missing, as an interrupted download leaves it, does not count).
Datasets and spaces (datasets--*, spaces--*) are not models. Nothing here reaches the network, and a folder that
cannot be read is passed over.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

INDEX_NAME = "model.safetensors.index.json"
MAX_INDEX_BYTES = 50 * 2**20
MAX_REF_BYTES = 4096


def cache_folder(environ: Mapping[str, str] | None = None) -> Path:
    """The hub cache folder the environment names (see the module's text); it need not exist."""
    env = os.environ if environ is None else environ
    for key in ("HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"):
        if env.get(key):
            return Path(env[key]).expanduser()
    if env.get("HF_HOME"):
        return Path(env["HF_HOME"]).expanduser() / "hub"
    if env.get("XDG_CACHE_HOME"):
        return Path(env["XDG_CACHE_HOME"]).expanduser() / "huggingface" / "hub"
    return Path("~").expanduser() / ".cache" / "huggingface" / "hub"


def model_folders(cache: str | os.PathLike[str] | None = None) -> list[Path]:
    """The snapshot folders of the models in the hub cache (`cache`, else the environment's) that hold a
    config.json and safetensors weights, one per model, sorted by the model's name (ignoring case)."""
    root = Path(cache) if cache is not None else cache_folder()
    try:
        repos = sorted(
            (p for p in root.iterdir() if p.name.startswith("models--") and p.is_dir()),
            key=lambda p: (p.name.lower(), p.name),
        )
    except OSError:
        return []
    found = []
    for repo in repos:
        snapshot = _snapshot(repo)
        if snapshot is not None and _complete(snapshot):
            found.append(snapshot)
    return found


def repo_name(folder: str | os.PathLike[str]) -> str | None:
    """ "org/name" for a snapshot folder of the cache (models--org--name/snapshots/<revision>), else None."""
    path = Path(folder)
    repo = path.parent.parent
    if path.parent.name != "snapshots" or not repo.name.startswith("models--"):
        return None
    return repo.name.removeprefix("models--").replace("--", "/")


def _snapshot(repo: Path) -> Path | None:
    """The snapshot of refs/main if it is there, else the most recently changed one; None without any."""
    snapshots = repo / "snapshots"
    try:
        ref = repo / "refs" / "main"
        if ref.is_file() and ref.stat().st_size <= MAX_REF_BYTES:
            revision = ref.read_text(encoding="utf-8", errors="replace").strip()
            chosen = snapshots / revision
            if revision and "/" not in revision and revision not in (".", "..") and chosen.is_dir():
                return chosen
        candidates = [p for p in snapshots.iterdir() if p.is_dir()]
    except OSError:
        return None
    if not candidates:
        return None
    return max(candidates, key=_changed)


def _changed(path: Path) -> tuple[float, str]:
    try:
        return path.stat().st_mtime, path.name
    except OSError:
        return 0.0, path.name


def _complete(snapshot: Path) -> bool:
    """config.json and the weights are there (links resolving to files)."""
    try:
        if not (snapshot / "config.json").is_file():
            return False
        index = snapshot / INDEX_NAME
        if index.is_file():
            if index.stat().st_size > MAX_INDEX_BYTES:
                return False
            data = json.loads(index.read_text(encoding="utf-8"))
            weight_map = data.get("weight_map") if isinstance(data, dict) else None
            if not isinstance(weight_map, dict) or not weight_map:
                return False
            shards = {str(s) for s in weight_map.values()}
            return all(Path(s).name == s and (snapshot / s).is_file() for s in shards)
        return any(p.is_file() for p in snapshot.glob("*.safetensors"))
    except (OSError, ValueError):
        return False
