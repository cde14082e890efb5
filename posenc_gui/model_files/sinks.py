"""gpt-oss's attention sinks read from an opened model's safetensors: `model.layers.{i}.self_attn.sinks`, one
logit per attention head (modeling_gpt_oss.py: `nn.Parameter(torch.empty(config.num_attention_heads))`).

The tensors are found in the weights the model was opened from (a folder's model.safetensors or its shards, a
.safetensors file), memory-mapped one at a time (safetensors_header), and checked: stored as F32, F16 or BF16,
one dimension of the same head count in every layer, layers numbered 0 .. n - 1 without a gap. A failure is a
ModelFileError naming the file and the tensor.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from ..core.validation import shorten, shown
from .inspection import INDEX_SUFFIX, ModelInfo, _sources
from .reading import ModelFileError, os_reason, read_json
from .safetensors_header import MAX_HEADER_BYTES, READABLE, SafetensorsHeader, load_tensor, read_header

SINKS_NAME = re.compile(r"^model\.layers\.(0|[1-9][0-9]*)\.self_attn\.sinks$")


def sinks_name(layer: int) -> str:
    return f"model.layers.{layer}.self_attn.sinks"


def _tensor_files(path: Path) -> dict[str, Path]:
    """{sink tensor name: the safetensors file that holds it} for a model opened from `path`."""
    try:
        _config, weights, indexes, _pickles = _sources(path)
    except OSError as exc:
        raise ModelFileError(path, "cannot be read: {why}.", why=os_reason(exc)) from None
    found: dict[str, Path] = {}
    for index in indexes:
        data = read_json(index, MAX_HEADER_BYTES, "safetensors index")
        weight_map = data.get("weight_map") if isinstance(data, dict) else None
        if not isinstance(weight_map, dict):
            raise ModelFileError(index, "has no weight_map object (tensor name -> shard file).")
        for name, shard in weight_map.items():
            if not SINKS_NAME.match(name):
                continue
            # a plain file name beside the index (as inspection reads the position tensors' shards)
            if (
                not isinstance(shard, str)
                or shard in ("", ".", "..")
                or any(c in shard for c in "/\\:\0")
                or not shard.endswith(".safetensors")
            ):
                raise ModelFileError(
                    index,
                    "weight_map puts {name} in {value}, which is not a .safetensors file beside the index.",
                    name=shorten(name, 60),
                    value=shown(shard),
                )
            found[name] = index.parent / shard
    for file in weights:
        found |= {name: file for name in read_header(file).entries if SINKS_NAME.match(name)}
    return found


def read_sinks(model: ModelInfo) -> np.ndarray | None:
    """The sink logits of every layer of `model`, (layers, heads) float32; None when its weights hold no
    `...self_attn.sinks` tensor (a model without sinks, or one opened from its config.json alone)."""
    path = Path(model.path)
    if path.is_file() and path.name.lower().endswith(".json") and not path.name.lower().endswith(INDEX_SUFFIX):
        path = path.parent  # opened from its config.json: the weights beside it, as the folder would read them
    files = _tensor_files(path)
    if not files:
        return None
    layers = sorted(int(name.split(".")[2]) for name in files)  # (each matched SINKS_NAME)
    if layers != list(range(len(layers))):
        missing = next(i for i in range(len(layers) + 1) if i not in layers)
        raise ModelFileError(
            path,
            "has attention sinks for layers {first} to {last} but none for layer {missing} ({name}).",
            first=layers[0],
            last=layers[-1],
            missing=missing,
            name=sinks_name(missing),
        )
    rows: list[np.ndarray] = []
    headers: dict[Path, SafetensorsHeader] = {}
    for layer in layers:
        name, file = sinks_name(layer), files[sinks_name(layer)]
        header = headers[file] = headers.get(file) or read_header(file)
        entry = header.entries.get(name)
        if entry is None:
            raise ModelFileError(file, "has no tensor {name}, which the index puts there.", name=name)
        if entry.dtype not in READABLE:
            raise ModelFileError(
                file,
                "{name} is stored as {dtype}; attention sinks are read from F32, F16 or BF16 only.",
                name=name,
                dtype=shorten(entry.dtype),
            )
        values = load_tensor(header, name)
        if values.ndim != 1 or values.size == 0:
            raise ModelFileError(
                file,
                "{name} has shape {shape}; attention sinks are one logit per head (one dimension).",
                name=name,
                shape=" x ".join(map(str, values.shape)) or "scalar",
            )
        if rows and values.size != rows[0].size:
            raise ModelFileError(
                file, "{name} holds {n} heads, but layer 0 holds {first}.", name=name, n=values.size, first=rows[0].size
            )
        if model.num_heads is not None and values.size != model.num_heads:
            raise ModelFileError(
                file,
                "{name} holds {n} heads, but the config has num_attention_heads {heads}.",
                name=name,
                n=values.size,
                heads=model.num_heads,
            )
        if not np.all(np.isfinite(values)):
            raise ModelFileError(file, "{name} holds a value that is not a finite number.", name=name)
        rows.append(values)
    table = np.stack(rows).astype(np.float32)
    table.setflags(write=False)
    return table
