"""Property tests of the core: any input gives either values within the accuracy bound, or the one
validation error (ParamError); never another exception, never a quietly coerced number."""

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from posenc_gui.core import ParamError, Params, columns, sinusoidal, values
from posenc_gui.core.screen import screen_rows
from posenc_gui.core.validation import MAX_POSITION

ACCURACY = 1e-6
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Anything a caller might pass: small sane values most of the time, and every kind of garbage.
garbage = st.one_of(
    st.none(),
    st.booleans(),
    st.text(max_size=5),
    st.just(float("nan")),
    st.just(float("inf")),
    st.just(-float("inf")),
    st.just(10**400),
    st.just(-(10**400)),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.just(np.int64(2**62)),
    st.just(np.float32(3.5)),
    st.lists(st.integers(0, 3), max_size=2),
)
small_int = st.integers(1, 48)
maybe = lambda good: st.one_of(good, good, good, garbage)  # noqa: E731


def reference(positions, d_model, base, layout):
    """The formula evaluated independently in float64 (angles in Python floats, one at a time)."""
    d_model = int(d_model)  # the core takes a whole float (1.0) as the integer it is
    out = np.empty((len(positions), d_model))
    base = float(base)  # a numpy float32 base would compute the reference's frequencies in float32
    half = d_model // 2 + d_model % 2
    for r, p in enumerate(positions):
        for i in range(half):
            w = base ** (-2.0 * i / d_model)
            s, c = math.sin(p * w), math.cos(p * w)
            if layout == "interleaved":
                out[r, 2 * i] = s
                if 2 * i + 1 < d_model:
                    out[r, 2 * i + 1] = c
            else:
                out[r, i] = s
                if half + i < d_model and i < d_model // 2:
                    out[r, half + i] = c
    return out


@SETTINGS
@given(
    max_len=maybe(small_int),
    d_model=maybe(small_int),
    base=maybe(st.floats(1.01, 1e6)),
    start=maybe(st.integers(0, MAX_POSITION)),
    layout=maybe(st.sampled_from(["interleaved", "concatenated"])),
)
def test_sinusoidal_is_exact_or_refuses(max_len, d_model, base, start, layout):
    try:
        table = sinusoidal(max_len, d_model, base, layout, start=start)
    except ParamError:
        return
    assert table.shape == (max_len, d_model) and table.dtype == np.float32
    assert np.abs(table).max() <= 1.0
    expected = reference(range(int(start), int(start) + int(max_len)), d_model, base, layout)
    assert np.abs(table - expected).max() <= ACCURACY


@SETTINGS
@given(
    positions=maybe(st.lists(st.floats(-MAX_POSITION, MAX_POSITION), min_size=1, max_size=4)),
    dims=maybe(st.lists(st.integers(0, 15), max_size=3)),
    d_model=maybe(st.integers(16, 32)),
    base=maybe(st.floats(1.01, 1e6)),
)
def test_values_are_exact_or_refused(positions, dims, d_model, base):
    try:
        got = values(positions, dims, d_model, base)
    except ParamError:
        return
    full = reference(np.atleast_1d(np.asarray(positions, dtype=float)), d_model, base, "interleaved")
    largest = np.abs(np.asarray(positions, dtype=float)).max(initial=0)
    assert np.abs(got - full[:, np.atleast_1d(dims).astype(int).tolist()]).max(initial=0) <= 1e-9 * max(1, largest)


@SETTINGS
@given(
    max_len=maybe(st.integers(1, 64)),
    dims=maybe(st.lists(st.integers(0, 7), max_size=3)),
    start=maybe(st.integers(0, MAX_POSITION)),
)
def test_columns_are_exact_or_refused(max_len, dims, start):
    try:
        got = columns(max_len, dims, 8, start=start)
    except ParamError:
        return
    table = reference(range(int(start), int(start) + int(max_len)), 8, 10000.0, "interleaved")
    expected = table[:, np.atleast_1d(dims).astype(int).tolist()]
    assert np.abs(got - expected).max(initial=0) <= ACCURACY


@SETTINGS
@given(
    max_len=maybe(st.integers(1, 10**7)),
    d_model=maybe(st.integers(1, 64)),
    rows=maybe(st.integers(1, 64)),
    kind=maybe(st.sampled_from(["smooth", "mean"])),
)
def test_screen_rows_stay_in_range_or_refuse(max_len, d_model, rows, kind):
    try:
        table, _edges, _ = screen_rows(max_len, d_model, rows=rows, kind=kind)
    except ParamError:
        return
    assert table.shape[1] == d_model and table.shape[0] <= max(rows, 1)
    assert np.isfinite(table).all() and np.abs(table).max() <= 1.0


@SETTINGS
@given(
    d_model=maybe(st.integers(1, 4096)),
    max_len=maybe(st.integers(1, 10**7)),
    base=maybe(st.floats(1.01, 1e12)),
    layout=maybe(st.sampled_from(["interleaved", "concatenated"])),
    position=maybe(st.floats(0, 10**7)),
)
def test_params_are_valid_or_refused(d_model, max_len, base, layout, position):
    try:
        p = Params(d_model=d_model, max_len=max_len, base=base, layout=layout, position=position)
    except ParamError:
        return
    assert type(p.d_model) is int and type(p.max_len) is int and 1 <= p.d_model <= 4096
    assert p.d_model == d_model and p.max_len == max_len and p.base == base  # taken exactly, not coerced
    assert 0 <= p.position <= p.max_len - 1


@pytest.mark.parametrize(
    "call",
    [
        lambda: Params(d_model=10**400),
        lambda: Params(max_len=-(10**400)),
        lambda: Params(base=10**400),
        lambda: Params(position=10**400),
        lambda: sinusoidal(8, 8, start=10**400),
        lambda: sinusoidal(10**400, 8),
        lambda: values([1e300], [0], 8),
        lambda: values([0.0], [10**30], 8),
        lambda: values([0.0], [0.5], 8),
        lambda: sinusoidal(8, 8, start=10**12),
        lambda: columns(4, [0], 8, start=MAX_POSITION),
        lambda: values([float("nan")], [0], 8),
        lambda: values(True, [0], 8),
        lambda: values(["1"], [0], 8),
    ],
)
def test_out_of_domain_inputs_raise_the_validation_error(call):
    with pytest.raises(ParamError):
        call()


def test_the_last_exact_positions_are_accepted():
    table = sinusoidal(4, 8, start=MAX_POSITION - 3)
    assert np.abs(table - reference(range(MAX_POSITION - 3, MAX_POSITION + 1), 8, 1e4, "interleaved")).max() <= ACCURACY
    with pytest.raises(ParamError, match="start must lie between 0 and 9999997"):
        sinusoidal(4, 8, start=MAX_POSITION - 2)
