"""Waiting until the window shows what the store says: the pending frame drawn, worker results in."""

from __future__ import annotations

import time


def settle_frames(scheduler, animator, timeout: float = 30.0) -> bool:
    """Run the scheduler's pending frame and wait for results computed in the worker; False if `timeout` ran
    out. While the animator plays, every tick asks for a new frame: then this waits for the computes, not for
    a pause that never comes."""
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    scheduler.render_now()
    end = time.monotonic() + timeout
    while not scheduler.is_idle():
        if animator.playing and not scheduler.computing():
            break
        if time.monotonic() > end:
            return False
        QApplication.processEvents()
        if scheduler.pending:
            scheduler.render_now()
        time.sleep(0.001)
    QApplication.processEvents()
    return True
