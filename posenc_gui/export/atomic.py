"""Write a file so that it is either complete or absent: never half-written, never a damaged original."""
from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


class ExportError(Exception):
    """A file could not be written; the message says which and why, in one line."""


@contextlib.contextmanager
def atomic_path(path):
    """Yields a temporary path in the same folder as `path`; when the block ends without an exception the
    temporary file replaces `path` in one rename (an existing file is replaced only then). On any failure
    the temporary file is removed and ExportError names the file and the cause."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise ExportError(f"cannot write {path}: the folder {folder} does not exist")
    try:
        handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise ExportError(f"cannot write {path}: {exc.strerror or exc}") from exc
    os.close(handle)
    temp = Path(temp)
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(temp, 0o666 & ~umask)  # mkstemp makes it private; the export is an ordinary file
    try:
        yield temp
        if not temp.exists() or temp.stat().st_size == 0:
            raise ExportError(f"cannot write {path}: nothing was written")
        os.replace(temp, path)
    except ExportError:
        temp.unlink(missing_ok=True)
        raise
    except OSError as exc:
        temp.unlink(missing_ok=True)
        raise ExportError(f"cannot write {path}: {exc.strerror or exc}") from exc
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
