"""What a long export says while it runs, and how Ctrl+C stops it.

On a terminal, once an export has run for more than a second, one line on stderr keeps saying which file
of how many is being written and which frame of how many is being drawn (rewritten in place, at most ten
times a second). When stderr is not a terminal (a log, a pipe) nothing is said while it runs; a run that
took more than a second ends with one line. Ctrl+C asks to stop: the export stops at the next frame or file
(a second Ctrl+C stops at once), the file being written is left out whole, and the caller names the files
already finished.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import TextIO

QUIET_FOR = 1.0  # seconds before anything is said
EVERY = 0.1  # seconds between rewrites of the live line


class Interrupted(Exception):
    """Ctrl+C was pressed; raised where the export can stop cleanly (between frames and between files)."""


class Progress:
    def __init__(
        self,
        files: int,
        stream: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic,
        live: bool | None = None,
    ) -> None:
        self.stream = sys.stderr if stream is None else stream
        self.clock = clock
        self.live = _is_terminal(self.stream) if live is None else live
        self.files = files
        self.index = 0
        self.name = ""
        self.started = clock()
        self.last_said = -1.0
        self.shown = False  # the live line is on the screen
        self.stop_requested = False

    # -- what the export reports ----------------------------------------------------------------------------
    def file(self, index: int, path: str | os.PathLike[str]) -> None:
        """File `index` (from 1) of the run starts."""
        self.check()
        self.index, self.name = index, Path(path).name
        self._say("", force=True)

    def frame(self, k: int, n: int) -> None:
        """Frame `k` of `n` of the current file is about to be drawn (the place where a stop is taken)."""
        self.check()
        self._say(f": frame {k} of {n}", force=k == n)

    def check(self) -> None:
        if self.stop_requested:
            raise Interrupted

    def clear(self) -> None:
        """Take the live line off the screen (before another line is printed)."""
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False

    def elapsed(self) -> float:
        return self.clock() - self.started

    def finish(self, written: int, failed: int) -> str:
        """The closing line (said when the run took more than a second); returns it."""
        self.clear()
        took = self.elapsed()
        line = (
            f"posenc-gui export: {written} of {self.files} file{'s' if self.files != 1 else ''} written"
            + (f", {failed} failed" if failed else "")
            + f" in {_duration(took)}"
        )
        if took > QUIET_FOR:
            print(line, file=self.stream, flush=True)
        return line

    # -- Ctrl+C --------------------------------------------------------------------------------------------
    def catch_interrupt(self) -> Callable[[], object]:
        """Install the Ctrl+C handler (main thread only); returns a function that puts the old one back."""
        if threading.current_thread() is not threading.main_thread():
            return lambda: None
        previous = signal.getsignal(signal.SIGINT)

        def handler(signum: int, frame: FrameType | None) -> None:
            if self.stop_requested:  # the second Ctrl+C: at once
                raise KeyboardInterrupt
            self.stop_requested = True

        signal.signal(signal.SIGINT, handler)
        return lambda: signal.signal(signal.SIGINT, previous)

    # -- the live line -------------------------------------------------------------------------------------
    def _say(self, detail: str, force: bool = False) -> None:
        if not self.live:
            return
        now = self.clock()
        if now - self.started <= QUIET_FOR or (not force and now - self.last_said < EVERY):
            return
        self.last_said = now
        self.stream.write(f"\r\x1b[K[{self.index}/{self.files}] {self.name}{detail}")
        self.stream.flush()
        self.shown = True


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, rest = divmod(round(seconds), 60)
    return f"{minutes} min {rest:02d} s"
