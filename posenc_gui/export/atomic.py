"""Write a file so that it is either complete or absent: never half-written, never a damaged original."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def noop(text: str) -> str:
    """Marks an English template for the translation sources (resources/translations/update.py collects the
    texts of tr() and noop() calls); the window and the command line translate it where they show it."""
    return text


class ExportError(Exception):
    """A file could not be written; the message says which and why, in one line.

    Kept, as the core's ParamError is, as an English template and its fields (the export layer runs without
    Qt), so the window and the command line show it translated: str(exc) is template.format(**fields)."""

    context = "posenc_gui"  # the translation context of templates marked with noop()

    def __init__(self, template: str, **fields: Any) -> None:
        self.template, self.fields = template, fields
        super().__init__(template.format(**fields) if fields else template)


CANNOT_WRITE = noop("cannot write {path}: {why}")


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike[str]) -> Iterator[Path]:
    """Yields a temporary path in the same folder as `path`; when the block ends without an exception the
    temporary file replaces `path` in one rename (an existing file is replaced only then). On any failure
    the temporary file is removed and ExportError names the file and the cause."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise ExportError(noop("cannot write {path}: the folder {folder} does not exist"), path=path, folder=folder)
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise ExportError(CANNOT_WRITE, path=path, why=exc.strerror or exc) from exc
    os.close(handle)
    temp = Path(temp_name)
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(temp, 0o666 & ~umask)  # mkstemp makes it private; the export is an ordinary file
    try:
        yield temp
        if not temp.exists() or temp.stat().st_size == 0:
            raise ExportError(noop("cannot write {path}: nothing was written"), path=path)
        os.replace(temp, path)
    except ExportError:
        temp.unlink(missing_ok=True)
        raise
    except OSError as exc:
        temp.unlink(missing_ok=True)
        raise ExportError(CANNOT_WRITE, path=path, why=exc.strerror or exc) from exc
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
