"""Reading a small UTF-8 file a user hands the app (a session, a lesson): bounded in size, with a message
that names the file (and the line of a bad byte) instead of an exception from deep inside."""

from __future__ import annotations

from pathlib import Path

from ..i18n import tr


class TextFileError(Exception):
    """The message says which file and why, in one line."""


def read_small_text(path, max_bytes: int, what: str) -> str:
    """The text of `path`; TextFileError if it cannot be opened, is over `max_bytes` (then it is not `what`,
    e.g. "a session file") or is not UTF-8 (the message names the line)."""
    path = Path(path)
    if path.exists() and not path.is_file():  # a folder, a device or a pipe (opening a pipe would wait forever)
        raise TextFileError(tr("cannot open {path}: {why}").format(path=path, why=tr("not a regular file")))
    try:
        with open(path, "rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as exc:
        raise TextFileError(tr("cannot open {path}: {why}").format(path=path, why=exc.strerror or exc)) from None
    if len(raw) > max_bytes:
        raise TextFileError(
            tr("{name} is over {size} kB: not {what}").format(name=path.name, size=max_bytes // 1000, what=what)
        )
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise TextFileError(
            tr("{name} line {line}: not UTF-8 text, so not {what}").format(name=path.name, line=line, what=what)
        ) from None
