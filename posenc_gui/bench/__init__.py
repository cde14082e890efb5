"""Benchmarks: `core` times the numpy core (no Qt); `frames` times the window (through gui.app's start-up)."""
