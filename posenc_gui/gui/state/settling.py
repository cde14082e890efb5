"""Waiting until the window shows what the store says: the pending frame drawn, worker results in."""
from __future__ import annotations

import time


def settle(window, timeout: float = 30.0) -> bool:
    """Run the pending frame and wait for results computed in the worker; False if `timeout` ran out.
    While the animation plays, every tick asks for a new frame: then settle waits for the computes, not
    for a pause that never comes."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    app.processEvents()
    window.scheduler.render_now()
    end = time.monotonic() + timeout
    while not window.scheduler.is_idle():
        if window.animator.playing and not window.scheduler.computing():
            break
        if time.monotonic() > end:
            return False
        app.processEvents()
        if window.scheduler.pending:
            window.scheduler.render_now()
        time.sleep(0.001)
    app.processEvents()
    return True
