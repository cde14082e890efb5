"""What the model-file readers share: the error that names the file, and a JSON reader with a size limit.

A model's files come from anywhere (a download, a colleague, a fuzzer), so every reader refuses what it cannot
use with a ModelFileError, a ParamError whose template starts with "{file}: ", and never lets another
exception through. Nothing here writes to a file.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..core.errors import ParamError
from .json_reader import JSONTextError, TooDeep, loads


class ModelFileError(ParamError):
    """A model file that cannot be used: which file (`.file`, also the template's {file}) and what is wrong.

    The template stays an English text with fields, as for every ParamError, so the window can translate it."""

    def __init__(self, file: str | os.PathLike[str], template: str, **fields: Any) -> None:
        self.file = Path(file)
        if not fields:  # the template is then shown as it is: its braces must survive the format below
            template = template.replace("{", "{{").replace("}", "}}")
        super().__init__("{file}: " + template, file=str(file), **fields)

    @classmethod
    def about(cls, file: str | os.PathLike[str], exc: ParamError) -> ModelFileError:
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


def parse_json(data: bytes, file: str | os.PathLike[str], what: str) -> Any:
    """`data` as JSON (UTF-8, a byte-order mark allowed, each key once), or a ModelFileError saying why not."""
    try:
        return loads(data.decode("utf-8-sig"), unique_keys=True)
    except UnicodeDecodeError as exc:
        raise ModelFileError(file, "the {what} is not UTF-8 text (byte {at}).", what=what, at=exc.start) from None
    except TooDeep:
        raise ModelFileError(file, "the {what} nests too deeply to read.", what=what) from None
    except JSONTextError as exc:  # not JSON, a duplicate key, an integer of more than 4300 digits
        raise ModelFileError(
            file, "the {what} is not valid JSON: {why}{where}.", what=what, why=exc.why[:200], where=exc.where
        ) from None


def read_json(path: Path, most_bytes: int, what: str) -> Any:
    """A JSON file of at most `most_bytes` bytes (the size is checked before anything is read)."""
    from ..core.budget import format_bytes

    try:
        with open(path, "rb") as f:
            data = f.read(most_bytes + 1)
    except OSError as exc:
        raise ModelFileError(path, "cannot be read: {why}.", why=os_reason(exc)) from None
    if len(data) > most_bytes:
        raise ModelFileError(
            path, "is larger than {limit}, more than a {what} can be.", limit=format_bytes(most_bytes), what=what
        )
    return parse_json(data, path, what)
