"""What the model-file readers share: the error that names the file, and a JSON reader with a size limit.

A model's files come from anywhere (a download, a colleague, a fuzzer), so every reader refuses what it cannot
use with a ModelFileError, a ParamError whose template starts with "{file}: ", and never lets another
exception through. Nothing here writes to a file.
"""
from __future__ import annotations

import json
from pathlib import Path

from .errors import ParamError


class ModelFileError(ParamError):
    """A model file that cannot be used: which file (`.file`, also the template's {file}) and what is wrong.

    The template stays an English text with fields, as for every ParamError, so the window can translate it."""

    def __init__(self, file, template: str, **fields):
        self.file = Path(file)
        if not fields:  # the template is then shown as it is: its braces must survive the format below
            template = template.replace("{", "{{").replace("}", "}}")
        super().__init__("{file}: " + template, file=str(file), **fields)

    @classmethod
    def about(cls, file, exc: ParamError) -> ModelFileError:
        """A check's ParamError (say, "max_position_embeddings must lie between ...") as one naming `file`."""
        if not exc.fields:
            return cls(file, exc.template)
        template, fields = exc.template, dict(exc.fields)
        if "file" in fields:  # a field of the check that happens to be called `file`: kept apart from ours
            template, fields["file_"] = template.replace("{file}", "{file_}"), fields.pop("file")
        return cls(file, template, **fields)


def os_reason(exc: OSError) -> str:
    """An OSError's reason without the path it repeats (the message names the file already)."""
    return exc.strerror or type(exc).__name__


def _unique_keys(pairs):
    """An object's keys, each once: json.loads would quietly keep the last of two equal keys, and two readers
    of the same file could then see different values."""
    out = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the key {key!r} appears twice")
        out[key] = value
    return out


def parse_json(data: bytes, file, what: str):
    """`data` as JSON (UTF-8, a byte-order mark allowed), or a ModelFileError saying why it is not."""
    try:
        return json.loads(data.decode("utf-8-sig"), object_pairs_hook=_unique_keys)
    except UnicodeDecodeError as exc:
        raise ModelFileError(file, "the {what} is not UTF-8 text (byte {at}).", what=what, at=exc.start) from None
    except RecursionError:
        raise ModelFileError(file, "the {what} nests too deeply to read.", what=what) from None
    except ValueError as exc:  # JSONDecodeError, a duplicate key, an integer of more than 4300 digits
        why = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
        where = f" (line {exc.lineno}, column {exc.colno})" if isinstance(exc, json.JSONDecodeError) else ""
        raise ModelFileError(file, "the {what} is not valid JSON: {why}{where}.", what=what, why=why[:200],
                             where=where) from None


def read_json(path: Path, most_bytes: int, what: str):
    """A JSON file of at most `most_bytes` bytes (the size is checked before anything is read)."""
    from .budget import format_bytes

    try:
        with open(path, "rb") as f:
            data = f.read(most_bytes + 1)
    except OSError as exc:
        raise ModelFileError(path, "cannot be read: {why}.", why=os_reason(exc)) from None
    if len(data) > most_bytes:
        raise ModelFileError(path, "is larger than {limit}, more than a {what} can be.",
                             limit=format_bytes(most_bytes), what=what)
    return parse_json(data, path, what)
