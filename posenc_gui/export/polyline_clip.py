"""A polyline cut to a rectangle, as the runs of points inside it (numpy only).

Vector files are written without the plots' clipping (Qt's SVG writer drops it; a reader may honour it or
not), so a curve that runs past its plot is cut here, and each run inside is written as one path. Points that
lie on a straight horizontal or vertical line between their neighbours (the flat parts of a step curve) are
left out: they draw nothing.
"""

from __future__ import annotations

import numpy as np


def clip_runs(points: np.ndarray, links: np.ndarray, rect: tuple[float, float, float, float]) -> list[np.ndarray]:
    """The parts of a polyline inside `rect` = (left, top, right, bottom), as arrays of (x, y) points.

    `points`: n x 2; `links`: n - 1 booleans, whether point k joins point k + 1 (a gap, a NaN or pyqtgraph's
    connect="pairs" leave some out). Each segment is cut with the Liang-Barsky rule; consecutive kept segments
    whose shared point is inside stay in one run."""
    p = np.asarray(points, dtype=float)
    if p.shape[0] < 2:
        return []
    a, b = p[:-1], p[1:]
    keep = np.asarray(links, dtype=bool) & np.isfinite(a).all(axis=1) & np.isfinite(b).all(axis=1)
    d = b - a
    t0 = np.zeros(len(a))
    t1 = np.ones(len(a))
    left, top, right, bottom = rect
    with np.errstate(divide="ignore", invalid="ignore"):
        for q, r in (
            (-d[:, 0], a[:, 0] - left),
            (d[:, 0], right - a[:, 0]),
            (-d[:, 1], a[:, 1] - top),
            (d[:, 1], bottom - a[:, 1]),
        ):
            parallel = q == 0
            keep &= ~(parallel & (r < 0))  # parallel to this edge and outside it
            t = r / q
            entering = (q < 0) & ~parallel
            leaving = (q > 0) & ~parallel
            t0 = np.where(entering, np.maximum(t0, t), t0)
            t1 = np.where(leaving, np.minimum(t1, t), t1)
    keep &= t0 <= t1
    starts = a + t0[:, None] * d
    ends = a + t1[:, None] * d
    # a run goes on from segment k to k + 1 when both are kept, k reaches its end and k + 1 starts at its start
    joined = keep[:-1] & keep[1:] & (t1[:-1] == 1.0) & (t0[1:] == 0.0)
    runs = []
    index = np.flatnonzero(keep)
    if index.size == 0:
        return []
    breaks = np.flatnonzero(~joined[index[:-1]]) + 1 if index.size > 1 else np.empty(0, dtype=int)
    for group in np.split(index, breaks):
        run = np.vstack([starts[group[:1]], ends[group]])
        runs.append(_without_flat_points(run))
    return runs


def _without_flat_points(run: np.ndarray) -> np.ndarray:
    """`run` without points that repeat the one before or lie between neighbours on the same horizontal or
    vertical line (nothing of the drawing changes)."""
    if len(run) < 3:
        return run
    same = np.r_[False, (np.abs(np.diff(run, axis=0)) < 1e-9).all(axis=1)]
    run = run[~same]
    if len(run) < 3:
        return run
    prev, mid, nxt = run[:-2], run[1:-1], run[2:]
    flat_x = (np.abs(prev[:, 0] - mid[:, 0]) < 1e-9) & (np.abs(nxt[:, 0] - mid[:, 0]) < 1e-9)
    flat_y = (np.abs(prev[:, 1] - mid[:, 1]) < 1e-9) & (np.abs(nxt[:, 1] - mid[:, 1]) < 1e-9)
    # (only when the middle point lies between the two: a line that turns back on itself is kept)
    between_x = (mid[:, 1] - prev[:, 1]) * (nxt[:, 1] - mid[:, 1]) >= 0
    between_y = (mid[:, 0] - prev[:, 0]) * (nxt[:, 0] - mid[:, 0]) >= 0
    drop = (flat_x & between_x) | (flat_y & between_y)
    return run[np.r_[True, ~drop, True]]


def links_for(n: int, connect: str | np.ndarray) -> np.ndarray:
    """The n - 1 links of pyqtgraph's `connect` ("all", "finite", "pairs" or an array of n booleans whose
    k-th says whether point k joins k + 1)."""
    if n < 2:
        return np.zeros(0, dtype=bool)
    if isinstance(connect, str):
        if connect == "pairs":
            return np.arange(n - 1) % 2 == 0
        return np.ones(n - 1, dtype=bool)
    return np.asarray(connect, dtype=bool)[: n - 1]
