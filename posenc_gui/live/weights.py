"""A model's weights: one or more safetensors files, memory-mapped, each tensor handed out as float32.

A folder holds `model.safetensors`, or shards named by `model.safetensors.index.json` (its "weight_map":
tensor name -> shard file), or, without an index, any `*.safetensors` files (their tensors pooled; a name in
two files is refused). Every header is read and checked (posenc_gui.model_files.safetensors_header) before a
tensor is touched; each file is then mapped once and a tensor's bytes are read only when it is asked for.

float32 tensors are handed out as read-only views of the map (no copy: the page cache holds them once);
float16 ones are converted; bfloat16 ones through their bits (the top half of a float32: shifted up by 16,
they are the float32 of the same value). Any other dtype (an int8 or float8 quantised model) is refused with
the file and tensor named. Failures are LiveErrors.
"""

from __future__ import annotations

import contextlib
import math
import mmap
import os
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

from ..core.validation import shorten
from ..model_files.reading import ModelFileError, os_reason, read_json
from ..model_files.safetensors_header import SafetensorsHeader, TensorEntry, read_header
from .errors import LiveError

INDEX_NAME = "model.safetensors.index.json"
SINGLE_NAME = "model.safetensors"
# an index lists tensor names; a 70B model's is about 100 KB
INDEX_MOST_BYTES = 50 * 2**20
# the dtypes a weight is read from, as numpy reads their bytes (bfloat16 through its bits)
WEIGHT_DTYPES = {"F32": "<f4", "F16": "<f2", "BF16": "<u2"}
_ITEM = {"F32": 4, "F16": 2, "BF16": 2}


def _shape_text(shape: Sequence[int]) -> str:
    return shorten(" x ".join(str(int(n)) for n in shape) or "scalar", 60)


class Weights:
    """The tensors of the safetensors files in `folder`, memory-mapped (see the module's text)."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self._headers: dict[Path, SafetensorsHeader] = {}
        self._where: dict[str, Path] = {}
        self._maps: dict[Path, tuple[mmap.mmap, np.ndarray]] = {}
        try:
            files = self._files()
            for path in files:
                self._headers[path] = read_header(path)
        except LiveError:
            raise
        except ModelFileError as exc:
            raise as_live(exc) from None
        self._index_names()

    # -- finding the files ------------------------------------------------------------------------------------

    def _files(self) -> list[Path]:
        folder = self.folder
        if not folder.is_dir():
            raise LiveError(folder, "is not a folder of model files.")
        index = folder / INDEX_NAME
        if index.is_file():
            data = read_json(index, INDEX_MOST_BYTES, "safetensors index")  # a ModelFileError: made a LiveError
            weight_map = data.get("weight_map") if isinstance(data, dict) else None
            if not isinstance(weight_map, dict) or not weight_map:
                raise LiveError(index, "has no weight_map object naming the shard of each tensor.")
            self._mapped: dict[str, str] | None = {}
            shards: list[Path] = []
            for name, shard in weight_map.items():
                if not isinstance(shard, str) or Path(shard).name != shard or not shard.endswith(".safetensors"):
                    raise LiveError(
                        index,
                        "the weight_map gives {name} the file {shard}, which is not a "
                        ".safetensors file of this folder.",
                        name=shorten(str(name), 60),
                        shard=shorten(repr(shard), 60),
                    )
                self._mapped[name] = shard
                path = folder / shard
                if path not in shards:
                    if not path.is_file():
                        raise LiveError(
                            path,
                            "is missing: {index} names it as the shard holding {name}.",
                            index=INDEX_NAME,
                            name=shorten(str(name), 60),
                        )
                    shards.append(path)
            return shards
        self._mapped = None
        single = folder / SINGLE_NAME
        if single.is_file():
            return [single]
        files = sorted(p for p in folder.glob("*.safetensors") if p.is_file())
        if not files:
            raise LiveError(
                folder,
                "has no model.safetensors (nor any *.safetensors file, nor {index}): the "
                "weights are missing (a .bin or .pt file is not read: unpickling runs code).",
                index=INDEX_NAME,
            )
        return files

    def _index_names(self) -> None:
        if self._mapped is not None:
            index = self.folder / INDEX_NAME
            for name, shard in self._mapped.items():
                path = self.folder / shard
                if name not in self._headers[path].entries:
                    raise LiveError(
                        path,
                        "has no tensor {name}, which {index} places there.",
                        name=shorten(name, 60),
                        index=index.name,
                    )
                self._where[name] = path
            return
        for path, header in self._headers.items():
            for name in header.entries:
                if name in self._where:
                    raise LiveError(
                        path,
                        "holds the tensor {name} that {other} holds too: which one is meant?",
                        name=shorten(name, 60),
                        other=self._where[name].name,
                    )
                self._where[name] = path

    # -- asking about tensors ---------------------------------------------------------------------------------

    def names(self) -> list[str]:
        """The tensor names, in the files' order."""
        return list(self._where)

    def has(self, name: str) -> bool:
        return name in self._where

    def file_of(self, name: str) -> Path:
        """The file holding tensor `name` (a LiveError naming the folder if none does)."""
        path = self._where.get(name)
        if path is None:
            raise LiveError(self.folder, "has no tensor {name} in its safetensors files.", name=shorten(name, 60))
        return path

    def entry(self, name: str) -> TensorEntry:
        return self._headers[self.file_of(name)].entries[name]

    def shape(self, name: str) -> tuple[int, ...]:
        return self.entry(name).shape

    def dtype(self, name: str) -> str:
        """The stored dtype as safetensors names it ("F32", "F16", "BF16", ...)."""
        return self.entry(name).dtype

    def check(self, name: str, shape: Iterable[int]) -> None:
        """Refuse tensor `name` unless it exists, has `shape` and is stored as F32, F16 or BF16."""
        entry, want = self.entry(name), tuple(int(n) for n in shape)
        path = self.file_of(name)
        if entry.dtype not in WEIGHT_DTYPES:
            raise LiveError(
                path,
                "{name} is stored as {dtype}; weights are read from F32, F16 or BF16 only (a "
                "quantised model is not run).",
                name=shorten(name, 60),
                dtype=shorten(entry.dtype, 20),
            )
        if entry.shape != want:
            raise LiveError(
                path,
                "{name} has the shape {shape}, but the config needs {want}.",
                name=shorten(name, 60),
                shape=_shape_text(entry.shape),
                want=_shape_text(want),
            )

    def nbytes_float32(self, names: Iterable[str] | None = None) -> int:
        """What the tensors (all, or `names`) take as float32."""
        chosen = self._where if names is None else names
        return sum(4 * math.prod(self.shape(n)) for n in chosen)

    def get(self, name: str, shape: Iterable[int] | None = None) -> np.ndarray:
        """Tensor `name` as float32 (a read-only view of the map if stored so, else a converted copy), checked
        against `shape` first if one is given."""
        path = self.file_of(name)
        entry = self._headers[path].entries[name]
        if shape is not None:
            self.check(name, shape)
        elif entry.dtype not in WEIGHT_DTYPES:
            self.check(name, entry.shape)  # raises: the dtype
        count = math.prod(entry.shape)
        if count == 0:
            return np.zeros(entry.shape, dtype=np.float32)
        mapped, raw = self._map(path)
        start = self._headers[path].data_start + entry.begin
        end = start + count * _ITEM[entry.dtype]
        if raw.shape[0] < end:
            raise LiveError(path, "is shorter than its header says (was it changed since?).")
        stored = raw[start:end].view(WEIGHT_DTYPES[entry.dtype])
        if entry.dtype == "F32" and stored.dtype.isnative and stored.ctypes.data % 4 == 0:
            return stored.reshape(entry.shape)  # a view: the map's pages are the weights
        if entry.dtype == "BF16":
            bits = stored.astype(np.uint32)
            np.left_shift(bits, 16, out=bits)
            values = bits.view(np.float32)
        else:
            values = stored.astype(np.float32)
        _release(mapped, start, end)
        return values.reshape(entry.shape)

    def release(self, name: str) -> None:
        """Let the system drop the mapped pages of tensor `name` (after a copy of it was made): they stop
        counting in the process's memory, and are read again from the file if the tensor is asked for again."""
        path = self.file_of(name)
        pair = self._maps.get(path)
        if pair is not None:
            entry = self._headers[path].entries[name]
            start = self._headers[path].data_start + entry.begin
            _release(pair[0], start, self._headers[path].data_start + entry.end)

    def _map(self, path: Path) -> tuple[mmap.mmap, np.ndarray]:
        pair = self._maps.get(path)
        if pair is None:
            try:
                with open(path, "rb") as f:
                    mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
            except OSError as exc:
                raise LiveError(path, "cannot be read: {why}.", why=os_reason(exc)) from None
            except ValueError as exc:  # an empty file
                raise LiveError(path, "cannot be mapped: {why}.", why=str(exc)[:200]) from None
            pair = mapped, np.frombuffer(mapped, dtype=np.uint8)
            self._maps[path] = pair
        return pair

    def close(self) -> None:
        """Drop the maps (arrays handed out as views keep theirs alive until they go)."""
        self._maps.clear()

    @property
    def files(self) -> list[Path]:
        return list(self._headers)


def _release(mapped: mmap.mmap, start: int, end: int) -> None:
    """Let the system drop the mapped pages of bytes start..end (read once, converted: the float32 copy is
    what is used), so that they stop counting in the process's memory; they are read again if needed."""
    advise = getattr(mapped, "madvise", None)
    flag = getattr(mmap, "MADV_DONTNEED", None)
    if advise is None or flag is None:
        return
    page = mmap.PAGESIZE
    first = start - start % page
    with contextlib.suppress(OSError, ValueError):  # a hint: the pages stay mapped if it is not taken
        advise(flag, first, end - first)


def as_live(exc: ModelFileError) -> LiveError:
    """A reader's ModelFileError as a LiveError with the same file and message."""
    template = exc.template.removeprefix("{file}: ")
    fields = {k: v for k, v in exc.fields.items() if k != "file"}
    if not fields:  # ModelFileError escaped the braces of a template without fields; LiveError does it again
        template = template.replace("{{", "{").replace("}}", "}")
    return LiveError(exc.file, template, **fields)
