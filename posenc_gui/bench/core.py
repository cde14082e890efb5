"""Timing of the sinusoidal table against a plain array fill and a lesson-style Python loop.

numpy only (never imports Qt), so ``posenc-gui bench`` works headless.

For each shape (max_len, d_model) it measures, with time.perf_counter:
  fill         best of `repeats`: numpy.full(shape, 0.5, dtype=float32), the cost of touching the memory;
  sinusoidal   best of `repeats`: posenc_gui.core.sinusoidal(max_len, d_model), float32;
  loop         one run (it is slow): the double Python loop over the formula as a lesson writes it.
The goal is sinusoidal within 3x of the fill at 8192 x 1024.
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable
from typing import Any, TextIO

import numpy as np

from ..core import sinusoidal

SHAPES = ((512, 512), (2048, 1024), (8192, 1024))
GOAL_RATIO = 3.0
GOAL_SHAPE = (8192, 1024)


def lesson_loop(max_len: int, d_model: int) -> np.ndarray:
    """The positional-encoding table the way a lesson writes it: one sin and one cos per (pos, i)."""
    pe = np.zeros((max_len, d_model))
    for pos in range(max_len):
        for i in range(0, d_model, 2):
            freq = 1 / (10000 ** (i / d_model))
            pe[pos, i] = math.sin(pos * freq)
            if i + 1 < d_model:
                pe[pos, i + 1] = math.cos(pos * freq)
    return pe


def _best_of(fn: Callable[..., object], repeats: int) -> float:
    # (Callable[...]: the callers' lambdas bind their loop's values as defaults, called with no argument)
    best = math.inf
    for _ in range(max(1, int(repeats))):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def _fmt(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def run(loop: bool = True, repeats: int = 5, out: TextIO = sys.stdout) -> list[dict[str, Any]]:
    """Measure every shape in SHAPES, print an aligned table to `out`, return the rows as dicts.

    Each row: shape (tuple), fill_ms, sinusoidal_ms, loop_ms (None when loop=False),
    ratio (sinusoidal / fill), speedup (loop / sinusoidal, None when loop=False).
    """
    repeats = max(1, int(repeats))
    rows: list[dict[str, Any]] = []
    for shape in SHAPES:
        max_len, d_model = shape
        fill_s = _best_of(lambda shape=shape: np.full(shape, 0.5, dtype=np.float32), repeats)
        sin_s = _best_of(lambda n=max_len, d=d_model: sinusoidal(n, d), repeats)
        loop_s = None
        if loop:
            t0 = time.perf_counter()
            lesson_loop(max_len, d_model)
            loop_s = time.perf_counter() - t0
        rows.append(
            {
                "shape": shape,
                "fill_ms": fill_s * 1e3,
                "sinusoidal_ms": sin_s * 1e3,
                "loop_ms": None if loop_s is None else loop_s * 1e3,
                "ratio": sin_s / fill_s if fill_s > 0 else math.inf,
                "speedup": None if loop_s is None else (loop_s / sin_s if sin_s > 0 else math.inf),
            }
        )

    print(
        f"posenc-gui bench: numpy {np.__version__}, float32 tables, best of {repeats} "
        f"(loop: {'one run' if loop else 'skipped'}); goal: sinusoidal within "
        f"{GOAL_RATIO:g}x of the fill at {GOAL_SHAPE[0]}x{GOAL_SHAPE[1]}",
        file=out,
    )
    header = f"{'shape':>11}  {'fill ms':>9}  {'sinusoidal ms':>13}  {'loop ms':>10}  {'sin/fill':>8}  {'loop/sin':>9}"
    print(header, file=out)
    print("-" * len(header), file=out)
    for r in rows:
        size = f"{r['shape'][0]}x{r['shape'][1]}"
        print(
            f"{size:>11}  {r['fill_ms']:>9.3f}  {r['sinusoidal_ms']:>13.3f}  {_fmt(r['loop_ms'], '10.1f'):>10}  "
            f"{r['ratio']:>7.2f}x  {_fmt(r['speedup'], '8.0f') + ('x' if r['speedup'] is not None else ''):>9}",
            file=out,
        )
    goal = next((r for r in rows if r["shape"] == GOAL_SHAPE), None)
    if goal is not None:
        verdict = "met" if goal["ratio"] <= GOAL_RATIO else "NOT met"
        print(f"goal {verdict}: sinusoidal/fill = {goal['ratio']:.2f}x at {GOAL_SHAPE[0]}x{GOAL_SHAPE[1]}", file=out)
    return rows


def similarity(repeats: int = 3, out: TextIO = sys.stdout) -> list[dict[str, Any]]:
    """One recompute of the similarity view (closed form: O(L*d) cosines) against PE @ PE.T (O(L^2*d)):
    the view's screen-resolution matrix at 8192 x 1024, and the whole exact matrix where the product
    still finishes in a few seconds."""
    from ..core.similarity import similarity_matrix

    rows: list[dict[str, Any]] = []
    t = _best_of(lambda: similarity_matrix(8192, 1024, rows=1000), repeats)
    rows.append({"what": "similarity view at 8192 x 1024 (1000 x 1000 block means)", "ms": t * 1e3})
    for L in (2048, 4096):
        pe = sinusoidal(L, 1024)
        closed = _best_of(lambda n=L: similarity_matrix(n, 1024), repeats)
        product = _best_of(lambda pe=pe: pe @ pe.T, 1)
        rows.append({"what": f"whole matrix {L} x 1024: closed form", "ms": closed * 1e3})
        rows.append({"what": f"whole matrix {L} x 1024: PE @ PE.T", "ms": product * 1e3})
    print("\nsimilarity | ms", file=out)
    for r in rows:
        print(f"{r['what']} | {r['ms']:.1f}", file=out)
    return rows
