"""A safetensors file read with numpy alone: its header, then one tensor's bytes memory-mapped.

The format: an 8-byte little-endian header length N, N bytes of JSON (an object: tensor name -> {dtype, shape,
data_offsets [begin, end)}, plus an optional "__metadata__" object), then the data area, where each tensor's
bytes lie at begin..end (little-endian, row-major). Unlike a pickle (.bin, .pt), reading it runs no code.

Everything in the header is checked before it is used, since the file may come from anywhere: the length
against the file and against 100 MB (safetensors' own limit), every entry's types, its offsets against the
data area, and its byte count against shape x item size. A tensor is then mapped, not read: a 5 GB shard costs
the bytes of its header and of the one tensor asked for. Failures are ModelFileErrors naming the file.
"""

from __future__ import annotations

import math
import os
import struct
from pathlib import Path
from typing import Any

import numpy as np

from ..core.budget import check_allocation
from ..core.errors import ParamError
from ..core.validation import shorten
from ..records import record
from .reading import ModelFileError, os_reason, parse_json

# safetensors refuses larger headers (MAX_HEADER_SIZE); so does this reader, before reading a byte of one
MAX_HEADER_BYTES = 100_000_000

# Every dtype the format defines, with its item size: the byte count of any entry can then be checked
# (a dtype from a newer format version is let through unchecked, unless it is one of the tables asked for).
DTYPE_SIZES = {
    "BOOL": 1,
    "U8": 1,
    "I8": 1,
    "F8_E5M2": 1,
    "F8_E4M3": 1,
    "I16": 2,
    "U16": 2,
    "F16": 2,
    "BF16": 2,
    "I32": 4,
    "U32": 4,
    "F32": 4,
    "I64": 8,
    "U64": 8,
    "F64": 8,
}
# the dtypes a table is read from (bfloat16 through its bits: numpy has no bfloat16)
READABLE = {"F32": "<f4", "F16": "<f2", "BF16": "<u2"}


@record
class TensorEntry:
    """One tensor of the header: its data lies at data_start + begin .. data_start + end of the file."""

    name: str
    dtype: str
    shape: tuple[int, ...]
    begin: int
    end: int


@record
class SafetensorsHeader:
    path: Path
    data_start: int  # 8 + the header length: where the data area begins
    data_size: int  # the bytes after it
    entries: dict[str, TensorEntry]  # name -> TensorEntry (in the header's order)
    metadata: dict[str, Any]  # "__metadata__" (strings), or {}


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _entry(path: Path, name: str, spec: Any, data_size: int) -> TensorEntry:
    """One header entry, checked: types first, then ranges (a comparison of a text with a number would raise)."""
    label = shorten(name, 60)
    if not isinstance(spec, dict):
        raise ModelFileError(path, "the header entry {name} is not an object.", name=label)
    dtype, shape, offsets = spec.get("dtype"), spec.get("shape"), spec.get("data_offsets")
    if not isinstance(dtype, str):
        raise ModelFileError(path, "the header entry {name} has no dtype text.", name=label)
    if not isinstance(shape, list) or not all(_whole(n) and n >= 0 for n in shape):
        raise ModelFileError(path, "the shape of {name} is not a list of whole numbers >= 0.", name=label)
    if not (isinstance(offsets, list) and len(offsets) == 2 and all(_whole(n) for n in offsets)):
        raise ModelFileError(path, "the data_offsets of {name} are not two whole numbers.", name=label)
    begin, end = offsets
    if not 0 <= begin <= end <= data_size:
        raise ModelFileError(
            path,
            "the bytes of {name} ({begin:,} to {end:,}) are not within the {size:,} bytes of the data area.",
            name=label,
            begin=begin,
            end=end,
            size=data_size,
        )
    if dtype in DTYPE_SIZES:
        count = math.prod(shape)  # Python integers: a shape of huge numbers cannot overflow
        if count * DTYPE_SIZES[dtype] != end - begin:
            raise ModelFileError(
                path,
                "{name} is a {shape} {dtype} tensor ({need:,} bytes), but its data_offsets give {have:,} bytes.",
                name=label,
                shape=_shape_text(shape),
                dtype=dtype,
                need=count * DTYPE_SIZES[dtype],
                have=end - begin,
            )
    return TensorEntry(name, dtype, tuple(shape), begin, end)


def _shape_text(shape: list[int]) -> str:
    text = " x ".join(str(n) for n in shape) or "scalar"
    return shorten(text, 60)


def read_header(path: str | os.PathLike[str]) -> SafetensorsHeader:
    """The checked header of the safetensors file at `path` (only the header's bytes are read)."""
    path = Path(path)
    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            head = f.read(8)
            if len(head) < 8:
                raise ModelFileError(
                    path,
                    "is {size} bytes long, too short for a safetensors file (its first 8 "
                    "bytes give the header's length).",
                    size=len(head),
                )
            (length,) = struct.unpack("<Q", head)
            if length > MAX_HEADER_BYTES:
                raise ModelFileError(
                    path,
                    "its header would be {length:,} bytes, more than the {limit:,} a "
                    "safetensors header may be: this is not a safetensors file, or a damaged "
                    "one.",
                    length=length,
                    limit=MAX_HEADER_BYTES,
                )
            if 8 + length > size:
                raise ModelFileError(
                    path,
                    "its header would be {length:,} bytes, past the end of the file "
                    "({size:,} bytes): the file is cut short or not a safetensors file.",
                    length=length,
                    size=size,
                )
            data = f.read(length)
    except OSError as exc:
        raise ModelFileError(path, "cannot be read: {why}.", why=os_reason(exc)) from None
    if len(data) != length:  # the file shrank while it was read
        raise ModelFileError(path, "ended before its header did (was it being written?).")
    header = parse_json(data, path, "safetensors header")
    if not isinstance(header, dict):
        raise ModelFileError(path, "the safetensors header is not a JSON object of tensors.")
    data_start, data_size = 8 + length, size - 8 - length
    metadata = header.get("__metadata__", {})
    if not isinstance(metadata, dict):
        raise ModelFileError(path, "the header's __metadata__ is not an object.")
    entries = {name: _entry(path, name, spec, data_size) for name, spec in header.items() if name != "__metadata__"}
    return SafetensorsHeader(path, data_start, data_size, entries, metadata)


def check_table(header: SafetensorsHeader, name: str) -> TensorEntry:
    """The entry of tensor `name`, refused unless numpy can read it as a table within the memory budget."""
    entry = header.entries.get(name)
    if entry is None:
        raise ModelFileError(header.path, "has no tensor {name}.", name=shorten(name, 60))
    if entry.dtype not in READABLE:
        raise ModelFileError(
            header.path,
            "{name} is stored as {dtype}; position tables are read from F32, F16 or BF16 only.",
            name=shorten(name, 60),
            dtype=shorten(entry.dtype),
        )
    try:
        check_allocation(entry.shape, 4, what="position table")
    except ParamError as exc:
        raise ModelFileError.about(header.path, exc) from None
    return entry


def load_tensor(header: SafetensorsHeader, name: str) -> np.ndarray:
    """Tensor `name` as a float32 array of its shape, converted from its memory-mapped bytes (a copy: the map
    is closed before this returns, so the file is not held open)."""
    entry = check_table(header, name)
    count = math.prod(entry.shape)
    if count == 0:  # mmap cannot map zero bytes
        return np.zeros(entry.shape, dtype=np.float32)
    try:
        if os.stat(header.path).st_size < header.data_start + entry.end:
            raise ModelFileError(header.path, "is shorter than its header says (was it changed since?).")
        mapped = np.memmap(
            header.path, dtype=READABLE[entry.dtype], mode="r", offset=header.data_start + entry.begin, shape=(count,)
        )
    except OSError as exc:
        raise ModelFileError(header.path, "cannot be read: {why}.", why=os_reason(exc)) from None
    except ValueError as exc:  # mmap's "length is greater than file size" after a race, and the like
        raise ModelFileError(
            header.path, "{name} cannot be mapped: {why}.", name=shorten(name, 60), why=str(exc)[:200]
        ) from None
    # bfloat16 is the top half of a float32: its 16 bits, shifted up, are the float32 of the same value; the
    # others convert from little-endian on any machine (and copy)
    bf16 = entry.dtype == "BF16"
    values = (mapped.astype(np.uint32) << 16).view(np.float32) if bf16 else mapped.astype(np.float32)
    del mapped  # the last reference: the map closes here, not whenever the collector runs
    return values.reshape(entry.shape)
