"""A model's position settings and tables, read from its files without running any of them.

    info = inspect_model("path/to/model")        # a folder, its config.json, a .safetensors, or a shard index
    info.type, info.inv_freq, info.tables         # "rope" and its frequencies; or a learned table's shape ...
    table = load_table(info, info.tables[0].name) # float32 values, memory-mapped from the file

What is read for each input:
    a folder        its config.json, if there is one, and its weights: model.safetensors.index.json (or another
                    *.safetensors.index.json) if there is one, else model.safetensors, else every *.safetensors
    config.json     that file only (any other .json but a shard index is read as a config)
    X.safetensors   that file only
    X.index.json    the index; of its shards, those that hold position tensors (a RoPE model's are not opened)

Only the position tensors are looked for in the weights, by their names in transformers' checkpoints:
GPT-2's wpe.weight, the BERT family's embeddings.position_embeddings.weight, OPT's and BART's
embed_positions.weight (offset_rows 2: their row 2 is position 0; RoBERTa's family likewise), and T5's
relative_attention_bias.weight (a buckets x heads table, in the layers that have one, usually block 0 of the
encoder and of the decoder). Without a config.json, these decide the type (t5-buckets, else learned) and the
table's size gives the context length (and T5's bucket and head counts).

.bin, .pt, .pth and .ckpt files are pickles, which run code when they are opened: they are refused when named
and left unopened (listed in not_opened) in a folder. Every failure is a ModelFileError naming the file; no
file is ever written.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import numpy as np

from ..core.validation import shorten, shown
from ..records import record
from .config import ConfigInfo, read_config
from .layers import LayerInfo
from .reading import ModelFileError, os_reason, read_json
from .safetensors_header import MAX_HEADER_BYTES, SafetensorsHeader, check_table, load_tensor, read_header

PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".ckpt", ".pkl", ".pickle")
INDEX_SUFFIX = ".safetensors.index.json"
# a tensor name -> whether its table is absolute (one row per position) or T5's relative bias
TABLE_NAMES = (
    (re.compile(r"(^|\.)wpe\.weight$"), "absolute"),
    (re.compile(r"(^|\.)embeddings\.position_embeddings\.weight$"), "absolute"),
    (re.compile(r"(^|\.)embed_positions\.weight$"), "absolute"),
    (re.compile(r"(^|\.)relative_attention_bias\.weight$"), "relative"),
)


@record
class TableInfo:
    """A position tensor found in a weights file (its values: load_table)."""

    name: str
    shape: tuple[int, ...]
    dtype: str  # as stored: F32, F16 or BF16
    offset_rows: int  # rows before position 0's (OPT, BART: 2); 0 for T5's buckets
    file: Path


@record(eq=False)  # (hashed by identity: views' caches key on the opened model)
class ModelInfo:
    """A model's position settings. None where its files do not say, or where the encoding has no such thing
    (a learned table has no base, ALiBi no rotary dimensions)."""

    path: Path  # as given
    name: str  # the model folder's name
    type: str  # one of model_config.ENCODINGS
    model_type: str | None  # config.json's model_type
    head_dim: int | None
    rotary_dim: int | None  # RoPE: the dimensions of each head it turns
    base: float | None  # RoPE: theta_i = base^(-2i/rotary_dim) before scaling
    pairing: str | None  # RoPE: "interleaved" or "split-half" (see core.rope)
    scaling: dict[str, Any] | None  # RoPE: the scaling object as config.json writes it
    max_position_embeddings: int | None
    original_max_position_embeddings: int | None
    attention_factor: float | None  # RoPE: the scaling rule's factor on cos and sin (1 without one)
    inv_freq: np.ndarray | None  # RoPE: the rotary_dim / 2 frequencies after scaling, float64, read-only
    num_heads: int | None
    num_buckets: int | None  # T5
    max_distance: int | None  # T5
    tables: tuple[TableInfo, ...]
    files: tuple[Path, ...]  # every file read
    not_opened: tuple[str, ...]  # the pickles of a folder, by name
    layers: tuple[LayerInfo, ...] | None = None  # every layer's positions (model_files.layers); None: not read
    softmax_scale_factor: float | None = 1.0  # on 1/sqrt(query width), when the same in every layer
    mrope_section: tuple[int, ...] | None = None  # Qwen-VL: rotated pairs for time, height and width
    torch_dtype: str | None = None  # float32, bfloat16 or float16, as config.json's torch_dtype (or dtype) says
    attention_direction: str | None = None  # causal, bidirectional, encoder-decoder, prefix-lm (direction.py)


def table_kind(name: str) -> str | None:
    """ "absolute" or "relative" for the name of a position tensor, None for any other tensor."""
    return next((kind for pattern, kind in TABLE_NAMES if pattern.search(name)), None)


def inspect_model(path: str | os.PathLike[str]) -> ModelInfo:
    """The position settings of the model at `path`: see the module's docstring for what is read."""
    path = Path(path)
    try:
        config_path, weights, indexes, not_opened = _sources(path)
        folder = path if path.is_dir() else path.parent
        name = folder.name or folder.resolve().name
    except OSError as exc:  # a folder that cannot be listed, a name the system refuses
        raise ModelFileError(path, "cannot be read: {why}.", why=os_reason(exc)) from None
    config = read_config(config_path) if config_path else None
    files = [config_path] if config_path else []
    offset = config.row_offset if config else 0
    tables = []
    for index in indexes:
        files.append(index)
        for shard, names in _shards(index).items():
            header = read_header(shard)
            files.append(shard)
            for name in names:
                if name not in header.entries:
                    raise ModelFileError(
                        shard,
                        "has no tensor {name}, which {index} puts there.",
                        name=shorten(name, 60),
                        index=index.name,
                    )
                tables.append(_table(header, name, offset))
    for file in weights:
        header = read_header(file)
        files.append(file)
        tables += [_table(header, name, offset) for name in header.entries if table_kind(name)]
    return _model_info(path, name, config, tuple(tables), tuple(files), not_opened)


def _sources(path: Path) -> tuple[Path | None, list[Path], list[Path], tuple[str, ...]]:
    """(config.json or None, weight files, shard indexes, pickles not opened) for a path given."""
    if path.is_dir():
        config = path / "config.json"
        indexes = [path / "model.safetensors.index.json"]
        if not indexes[0].is_file():
            indexes = sorted(p for p in path.glob("*" + INDEX_SUFFIX) if p.is_file())[:1]
        weights = [] if indexes else [path / "model.safetensors"]
        if weights and not weights[0].is_file():
            weights = sorted(p for p in path.glob("*.safetensors") if p.is_file())
        pickles = tuple(sorted(p.name for p in path.iterdir() if p.suffix.lower() in PICKLE_SUFFIXES))
        config_file = config if config.is_file() else None
        if config_file is None and not indexes and not weights:
            extra = f" ({', '.join(pickles)}: pickles, which are never opened)" if pickles else ""
            raise ModelFileError(path, "holds no config.json and no .safetensors file{extra}.", extra=extra)
        return config_file, weights, indexes, pickles
    name = path.name.lower()
    if path.suffix.lower() in PICKLE_SUFFIXES:
        raise ModelFileError(
            path,
            "is a {suffix} file, a Python pickle: opening one can run any code it holds, so "
            "it is never opened. Use the model's .safetensors file.",
            suffix=path.suffix,
        )
    if not path.exists():
        raise ModelFileError(path, "no such file or folder.")
    if not path.is_file():
        raise ModelFileError(path, "is not a file or a folder.")
    if name.endswith(INDEX_SUFFIX):
        return None, [], [path], ()
    if name.endswith(".safetensors"):
        return None, [path], [], ()
    if name.endswith(".json"):
        return path, [], [], ()
    raise ModelFileError(
        path,
        "is not a model file: give a model's folder, its config.json, a .safetensors "
        "file or a .safetensors.index.json.",
    )


def _shards(index: Path) -> dict[Path, list[str]]:
    """The shards of a sharded checkpoint that hold position tensors, and those tensors' names."""
    data = read_json(index, MAX_HEADER_BYTES, "safetensors index")
    weight_map = data.get("weight_map") if isinstance(data, dict) else None
    if not isinstance(weight_map, dict):
        raise ModelFileError(index, "has no weight_map object (tensor name -> shard file).")
    shards: dict[Path, list[str]] = {}
    for name, shard in weight_map.items():
        if not isinstance(shard, str):
            raise ModelFileError(
                index,
                "weight_map gives {name} the shard {value}, which is not a file name.",
                name=shorten(name, 60),
                value=shown(shard),
            )
        if not table_kind(name):
            continue
        # a plain file name beside the index: an index cannot point a reader anywhere else on the disk
        if shard in ("", ".", "..") or "/" in shard or "\\" in shard or ":" in shard or "\0" in shard:
            raise ModelFileError(
                index,
                "weight_map puts {name} in {value}, which is not a file beside the index.",
                name=shorten(name, 60),
                value=shown(shard),
            )
        shards.setdefault(index.parent / shard, []).append(name)
    return shards


def _table(header: SafetensorsHeader, name: str, offset: int) -> TableInfo:
    entry = check_table(header, name)
    if len(entry.shape) != 2:
        raise ModelFileError(
            header.path,
            "the position table {name} has {n} dimensions, not 2 (rows x columns).",
            name=shorten(name, 60),
            n=len(entry.shape),
        )
    rows = offset if table_kind(name) == "absolute" else 0
    return TableInfo(name, entry.shape, entry.dtype, rows, header.path)


def _model_info(
    path: Path,
    name: str,
    config: ConfigInfo | None,
    tables: tuple[TableInfo, ...],
    files: tuple[Path, ...],
    not_opened: tuple[str, ...],
) -> ModelInfo:
    relative = [t for t in tables if table_kind(t.name) == "relative"]
    absolute = [t for t in tables if table_kind(t.name) == "absolute"]
    kind = config.type if config else None
    if kind is None and tables:
        kind = "t5-buckets" if relative else "learned"
    if kind is None:
        raise ModelFileError(
            path,
            "cannot tell the position encoding: {why}.",
            why=(
                "its config.json names no model type known here and none of the position keys, "
                "and there are no position tensors"
                if config
                else "there is no config.json (RoPE and ALiBi models keep their settings there), and "
                "the weights hold no position tensors"
            ),
        )
    settings: dict[str, Any] = dict(
        model_type=None,
        head_dim=None,
        rotary_dim=None,
        base=None,
        pairing=None,
        scaling=None,
        max_position_embeddings=None,
        original_max_position_embeddings=None,
        attention_factor=None,
        inv_freq=None,
        num_heads=None,
        num_buckets=None,
        max_distance=None,
        layers=None,
        softmax_scale_factor=1.0,
        mrope_section=None,
        torch_dtype=None,
        attention_direction=None,
    )
    if config is not None:
        settings.update({k: getattr(config, k) for k in settings})
    elif kind == "t5-buckets":
        settings.update(num_buckets=relative[0].shape[0], num_heads=relative[0].shape[1])
    elif absolute:
        settings.update(max_position_embeddings=absolute[0].shape[0] - absolute[0].offset_rows)
    if settings["inv_freq"] is not None:
        settings["inv_freq"] = np.array(settings["inv_freq"], dtype=np.float64)
        settings["inv_freq"].setflags(write=False)
    return ModelInfo(path=path, name=name, type=kind, tables=tables, files=files, not_opened=not_opened, **settings)


def load_table(info: ModelInfo, name: str) -> np.ndarray:
    """The values of position table `name` of `info` as float32 (rows x columns), memory-mapped from its file;
    refused if the file has changed since it was inspected."""
    table = next((t for t in info.tables if t.name == name), None)
    if table is None:
        raise ModelFileError(info.path, "has no position table {name}.", name=shorten(name, 60))
    header = read_header(table.file)
    entry = header.entries.get(name)
    if entry is None or (entry.dtype, entry.shape) != (table.dtype, table.shape):
        raise ModelFileError(
            table.file,
            "{name} is not the tensor it was when the model was inspected (was the file changed?).",
            name=shorten(name, 60),
        )
    return load_tensor(header, name)


def as_json(info: ModelInfo) -> dict[str, Any]:
    """`info` as a JSON object (only JSON's types: the frequencies as a list of numbers)."""
    return {
        "name": info.name,
        "type": info.type,
        "model_type": info.model_type,
        "head_dim": info.head_dim,
        "rotary_dim": info.rotary_dim,
        "base": info.base,
        "pairing": info.pairing,
        "scaling": info.scaling,
        "max_position_embeddings": info.max_position_embeddings,
        "original_max_position_embeddings": info.original_max_position_embeddings,
        "attention_factor": info.attention_factor,
        "softmax_scale_factor": info.softmax_scale_factor,
        "attention_direction": info.attention_direction,
        "layers": None if info.layers is None else [layer.as_json() for layer in info.layers],
        "mrope_section": None if info.mrope_section is None else list(info.mrope_section),
        "torch_dtype": info.torch_dtype,
        "inv_freq": None if info.inv_freq is None else [float(x) for x in info.inv_freq],
        "num_heads": info.num_heads,
        "num_buckets": info.num_buckets,
        "max_distance": info.max_distance,
        "tables": [
            {
                "name": t.name,
                "shape": list(t.shape),
                "dtype": t.dtype,
                "offset_rows": t.offset_rows,
                "file": str(t.file),
            }
            for t in info.tables
        ],
        "files": [str(f) for f in info.files],
        "not_opened": list(info.not_opened),
    }
