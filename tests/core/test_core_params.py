"""Params: validation with actionable messages, immutability, replace() clamping, dict round trip."""

import dataclasses
import math

import pytest

from posenc_gui.core import MAX_D_MODEL, MAX_LEN, PARAM_NAMES, TABLE_BUDGET_BYTES, ParamError, Params, format_bytes


def test_defaults_are_valid():
    p = Params()
    assert (p.d_model, p.max_len, p.base, p.layout) == (64, 100, 10000.0, "interleaved")
    assert p.position == 0.0
    assert p.n_pairs == 32
    assert p.table_bytes == 100 * 64 * 4
    assert isinstance(p.base, float) and isinstance(p.position, float)
    assert isinstance(p.d_model, int) and isinstance(p.max_len, int)
    assert PARAM_NAMES == ("d_model", "max_len", "base", "layout", "position")


def test_whole_floats_are_accepted_and_converted():
    p = Params(d_model=32.0, max_len=50.0, base=100, position=7)
    assert p.d_model == 32 and type(p.d_model) is int
    assert p.max_len == 50 and type(p.max_len) is int
    assert p.base == 100.0 and type(p.base) is float
    assert p.position == 7.0 and type(p.position) is float


@pytest.mark.parametrize(
    "kwargs,pattern",
    [
        (dict(d_model=0), r"d_model must lie between 1 and 4096; 0 is out of range"),
        (dict(d_model=-3), r"d_model must lie between 1 and 4096"),
        (dict(d_model=MAX_D_MODEL + 1), r"d_model must lie between 1 and 4096; 4097"),
        (dict(d_model=64.5), r"d_model must be a whole number, not 64\.5"),
        (dict(d_model="64"), r"d_model must be a whole number"),
        (dict(d_model=True), r"d_model must be a whole number"),
        (dict(d_model=float("nan")), r"d_model must be a whole number, not nan"),
        (dict(max_len=0), r"max_len must lie between 1 and 10000000; 0 is out of range"),
        (dict(max_len=MAX_LEN + 1), r"max_len must lie between 1 and 10000000"),
        (dict(max_len=float("inf")), r"max_len must be a whole number, not inf"),
        (dict(base=1), r"base must be greater than 1 .*not 1"),
        (dict(base=0.5), r"base must be greater than 1"),
        (dict(base=-10), r"base must be greater than 1"),
        (dict(base=float("nan")), r"base must be a finite number, not nan"),
        (dict(base=float("inf")), r"base must be a finite number, not inf"),
        (dict(base=1e13), r"base must lie between 1 and 1e\+12"),
        (dict(layout="diagonal"), r"layout must be one of interleaved, concatenated, not 'diagonal'"),
        (dict(layout="Interleaved"), r"layout must be one of"),
        (dict(position=100), r"position must lie between 0 and 99; 100 is out of range"),
        (dict(position=-0.5), r"position must lie between 0 and 99"),
        (dict(position=float("nan")), r"position must be a finite number"),
    ],
)
def test_invalid_values_raise_actionable_messages(kwargs, pattern):
    with pytest.raises(ParamError, match=pattern):
        Params(**kwargs)


def test_param_error_is_a_value_error():
    assert issubclass(ParamError, ValueError)


def test_any_d_model_goes_with_any_max_len():
    """Parameters allocate nothing, so no size is refused here: the core functions guard what they build."""
    p = Params(max_len=MAX_LEN, d_model=MAX_D_MODEL)
    assert p.table_bytes == 10**7 * 4096 * 4 > TABLE_BUDGET_BYTES
    assert Params().replace(max_len=10**7).max_len == 10**7


def test_format_bytes():
    assert format_bytes(512) == "512 bytes"
    assert format_bytes(10**9 * 4096 * 4) == "14.9 TiB"
    assert format_bytes(2048) == "2.0 KiB"
    assert format_bytes(TABLE_BUDGET_BYTES) == "512.0 MiB"
    assert format_bytes(2.56e9) == "2.4 GiB"


def test_params_is_frozen():
    p = Params()
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.d_model = 128
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.position = 3.0
    assert p.d_model == 64


def test_params_equal_and_hashable():
    a = Params(d_model=32.0, base=100)
    b = Params(d_model=32, base=100.0)
    assert a == b and hash(a) == hash(b)
    assert a.changed_fields(a.replace(position=3)) == {"position"}


# -------------------------------------------------------------------------------------------------- replace


def test_replace_returns_new_validated_params():
    p = Params()
    q = p.replace(d_model=128, base=100.0)
    assert (q.d_model, q.base) == (128, 100.0)
    assert (p.d_model, p.base) == (64, 10000.0)
    with pytest.raises(ParamError, match="base must be greater than 1"):
        p.replace(base=1.0)
    with pytest.raises(ParamError, match="layout"):
        p.replace(layout="nope")
    with pytest.raises(ParamError, match="unknown parameter"):
        p.replace(colour="red")


def test_replace_clamps_position_when_max_len_shrinks():
    p = Params(max_len=100, position=80.5)
    q = p.replace(max_len=50)
    assert q.max_len == 50 and q.position == 49.0
    assert p.replace(max_len=90).position == 80.5  # still in range: untouched


def test_replace_raises_for_explicit_out_of_range_position():
    p = Params(max_len=100, position=80)
    with pytest.raises(ParamError, match="position must lie between 0 and 49; 60"):
        p.replace(max_len=50, position=60)
    with pytest.raises(ParamError, match="unknown parameter"):
        p.replace(pair=3)  # options of single views live with their views


def test_replace_validates_max_len_before_clamping():
    with pytest.raises(ParamError, match="max_len"):
        Params().replace(max_len=0)
    with pytest.raises(ParamError, match="d_model"):
        Params().replace(d_model=0)


# ---------------------------------------------------------------------------------------------- dict I/O


def test_to_dict_from_dict_round_trip():
    p = Params(d_model=33, max_len=500, base=1e6, layout="concatenated", position=123.25)
    d = p.to_dict()
    assert set(d) == set(PARAM_NAMES)
    assert Params.from_dict(d) == p
    assert Params.from_dict(Params().to_dict()) == Params()


def test_from_dict_ignores_unknown_keys_and_fills_defaults():
    p = Params.from_dict({"d_model": 16, "colour_map": "viridis", "version": 3, "pair": 40})
    assert p == Params(d_model=16)


def test_from_dict_clamps_dependent_values():
    # an old file without a position but with a small table keeps loading
    p = Params.from_dict({"max_len": 10, "d_model": 4})
    assert (p.max_len, p.d_model, p.position) == (10, 4, 0.0)


def test_from_dict_rejects_bad_input():
    with pytest.raises(ParamError, match="mapping"):
        Params.from_dict([("d_model", 8)])
    with pytest.raises(ParamError, match="position"):
        Params.from_dict({"max_len": 10, "position": 20})


def test_n_pairs_is_ceil_half():
    for d in (1, 2, 7, 8, 63, 64):
        assert Params(d_model=d).n_pairs == math.ceil(d / 2)
