"""Python's cycle collector held back while the app builds itself, and kept off what it built.

Importing the app and building its window make some hundred thousand objects that live as long as the window;
the collector, run every 700 new objects, went through them 140 times before the first paint (about 30 ms of a
start-up of 550 ms, for no garbage: nothing built then is thrown away in cycles), and once held back it went
through them all at its next run (as long again). So what exists when the building ends is frozen (gc.freeze,
which Python offers for objects made at a start that live on): the collector leaves it out of every later
collection, those of the animation too. Reference counting frees it as usual; only a cycle among it that
becomes garbage waits until the window closes, which gives it all back to the collector (release_held).

While the app runs, the collector runs only between events (collect_at_safe_points). Left to itself it runs
at whichever allocation crosses its threshold, and that may be inside a Qt call that asks Python something on
the way: a test's worker hung when QObject.disconnect asked PySide6 for a Python override, the collector ran
there and destroyed a garbage menu of an earlier view, and the menu's destructor waited for ever on a Qt
mutex. Between events no Qt call is under way."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

SAFE_POINT_MS = 1000  # how often the event loop looks whether a collection is due
SAFE_POINTS = "collection.safe_points"  # (the timer's name)


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


@contextmanager
def collection_after() -> Iterator[None]:
    """Qt work in a process whose collector runs by itself (a script's or the command line's export): no
    collection inside, the due one after (a safe point, see the module). Where the collector is off already
    (the app collects at safe points), nothing changes."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        collect_due()


def release_held() -> None:
    """Everything frozen goes back to the collector (a window closes: what it built may now be garbage)."""
    gc.unfreeze()


def collect_due() -> int:
    """The collection the collector's thresholds say is due, as Python itself picks it (the oldest generation
    whose count is over its threshold: new objects for the youngest, collections of the one below for the
    others), run here, where it is called; the number of objects collected (0: none was due)."""
    threshold, count = gc.get_threshold(), gc.get_count()
    for generation in (2, 1, 0):
        if count[generation] > threshold[generation]:
            return gc.collect(generation)
    return 0


def collect_at_safe_points(parent):
    """Switch the collector's own runs off and run the due collections from the event loop instead (see the
    module): a QTimer, child of `parent` (the application), which stops with it; asked again, the same one."""
    from PySide6.QtCore import QTimer

    gc.disable()
    timer = parent.findChild(QTimer, SAFE_POINTS)
    if timer is not None:
        return timer
    timer = QTimer(parent)
    timer.setObjectName(SAFE_POINTS)
    timer.setInterval(SAFE_POINT_MS)
    timer.timeout.connect(collect_due)
    timer.start()
    return timer
