"""Python's cycle collector held back while the app builds itself, and kept off what it built.

Importing the app and building its window make some hundred thousand objects that live as long as the window;
the collector, run every 700 new objects, went through them 140 times before the first paint (about 30 ms of a
start-up of 550 ms, for no garbage: nothing built then is thrown away in cycles), and once held back it went
through them all at its next run (as long again). So what exists when the building ends is frozen (gc.freeze,
which Python offers for objects made at a start that live on): the collector leaves it out of every later
collection, those of the animation too. Reference counting frees it as usual; only a cycle among it that
becomes garbage waits until the window closes, which gives it all back to the collector (release_held)."""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collection_held() -> Iterator[None]:
    """No cycle collection inside; what exists at the end is frozen (the collector then runs as it did)."""
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if running:
            gc.enable()


def release_held() -> None:
    """Everything frozen goes back to the collector (a window closes: what it built may now be garbage)."""
    gc.unfreeze()
