"""The memory guard sits where memory is spent: every core function that builds an array refuses, before
allocating anything, a request over the one budget, naming the size and the limit."""

import tracemalloc

import numpy as np
import pytest

from posenc_gui.core import (
    TABLE_BUDGET_BYTES,
    ParamError,
    block_means,
    check_allocation,
    column_envelope,
    columns,
    frequencies,
    sinusoidal,
    values,
)


def _refused(call):
    """Run `call`, which must raise ParamError; return (message, peak bytes numpy allocated meanwhile)."""
    tracemalloc.start()
    try:
        with pytest.raises(ParamError) as info:
            call()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return str(info.value), peak


def test_a_ten_million_by_4096_table_is_refused_at_once():
    message, peak = _refused(lambda: sinusoidal(10**7, 4096))
    assert message == (
        "A 10000000 x 4096 float32 table would take 152.6 GiB; the limit is 512.0 MiB. "
        "Ask for fewer positions or dimensions."
    )
    assert peak < 1_000_000  # nothing of the table was allocated


@pytest.mark.parametrize(
    "name,call,size",
    [
        ("float64 table", lambda: sinusoidal(2**21, 64, dtype=np.float64), "1.0 GiB"),
        ("working table", lambda: sinusoidal(2**22, 64, dtype=np.float16), "1.0 GiB"),  # complex64 inside
        ("frequency array", lambda: frequencies(2**31), "8.0 GiB"),
        ("table of columns", lambda: columns(10**7, np.arange(8).repeat(4), 8), "7.2 GiB"),
        ("table of values", lambda: values(np.zeros(10**5), np.arange(1000), 1000), "1.5 GiB"),
        ("table of screen rows", lambda: block_means(10**7, 2**25, rows=1024), "512.0 GiB"),
        ("envelope", lambda: column_envelope(10**7, np.arange(8).repeat(8), 8, buckets=10**6), "976.6 MiB"),
    ],
)
def test_every_allocating_function_is_guarded(name, call, size):
    message, peak = _refused(call)
    assert name in message and size in message and "512.0 MiB" in message
    assert peak < 2_000_000


def test_positions_past_the_exact_range_are_refused_before_any_budget():
    message, peak = _refused(lambda: sinusoidal(10**9, 4096))
    assert message == "1,000,000,000 positions run past 10,000,000, the last position where values are exact."
    assert peak < 1_000_000


def test_the_budget_boundary():
    check_allocation((2**21, 64), 4)  # exactly 512 MiB is allowed
    assert TABLE_BUDGET_BYTES == 2**21 * 64 * 4
    with pytest.raises(ParamError, match="would take 536,871,168 bytes; the limit is 536,870,912 bytes"):
        check_allocation((2**21 + 1, 64), 4)


def test_the_guard_leaves_ordinary_tables_alone():
    assert sinusoidal(8192, 1024).shape == (8192, 1024)
    assert sinusoidal(10, 8, start=10**7 - 9).shape == (10, 8)
    assert columns(10**6, [0], 8).shape == (10**6, 1)
