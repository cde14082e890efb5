"""Start-up API for scripts and tools: create_window() and ensure_app() (see posenc_gui.gui.app), and the
command's main()."""

from .cli import main
from .gui.app import create_window, ensure_app, open_window

__all__ = ["create_window", "ensure_app", "main", "open_window"]
