"""Every view computes at the edges of the shared parameters, or refuses with a ParamError that a user can act
on: never another exception (the randomised walks of the default lane do not reach every view at an odd
d_model; tests/walk_mutants.py measured it)."""

import itertools

import numpy as np
import pytest

from posenc_gui.core import ParamError, Params
from posenc_gui.specs import SPECS

EDGES = [
    dict(d_model=d, max_len=n, base=b, layout=layout, position=p)
    for d, n, b, layout, p in itertools.product(
        (1, 3, 64), (1, 51), (1.01, 1e12), ("interleaved", "concatenated"), (0.0, 0.5)
    )
    if p <= n - 1
]


@pytest.mark.parametrize("vid", list(SPECS))
def test_every_view_computes_at_the_edges_or_says_why(vid):
    spec = SPECS[vid]
    computed = 0
    for edge in EDGES:
        params = Params(**edge)
        try:
            result = spec.run(params)
        except ParamError:
            continue
        computed += 1
        names, table = result.data_table()
        assert table.ndim == 2 and table.shape[1] == len(names), (vid, edge)
        if table.dtype != object:
            assert not np.isinf(np.asarray(table, dtype=float)).any(), (vid, edge)
    assert computed >= len(EDGES) // 2, f"{vid} refused most edges"
