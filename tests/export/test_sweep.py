"""`export --sweep NAME=START:STOP[:log]` worked out without Qt: the values of the frames (even steps, equal
ratios, whole numbers rounded to values the field takes), the text read and each refusal, and how a frame
names the value."""

import itertools
import math

import pytest

from posenc_gui.core import ParamError, Params
from posenc_gui.export import ExportError
from posenc_gui.export.sweep import Sweep, parse, resolve, shown_value, shows, spaced, sweepable
from posenc_gui.specs import SPECS


def values(text, frames, vid="heatmap", params=None, options=None):
    return resolve(parse(text), frames, vid, params or Params(), options).values


def test_the_text_names_the_setting_its_ends_and_the_scale():
    assert parse("base=100:100000:log") == Sweep("base", 100.0, 100000.0, True)
    assert parse(" rope-decay.d = 16 : 256 ") == Sweep("rope-decay.d", 16.0, 256.0, False)
    assert parse("sinks.logit=5:-2.5e1") == Sweep("sinks.logit", 5.0, -25.0, False)
    assert parse("max_len=10:1e4:LOG").log


def test_linear_values_run_from_end_to_end_in_equal_steps():
    at = values("position=0:6.283", 9, "phase")
    assert len(at) == 9 and at[0] == 0.0 and at[-1] == 6.283
    steps = [b - a for a, b in itertools.pairwise(at)]
    assert max(steps) - min(steps) < 1e-12 and steps[0] == pytest.approx(6.283 / 8)
    assert spaced(10.0, 2.0, 5) == [10.0, 8.0, 6.0, 4.0, 2.0]  # (downwards too)


def test_log_values_have_equal_ratios_and_exact_ends():
    at = values("base=100:100000:log", 40)
    assert at[0] == 100.0 and at[-1] == 100000.0 and len(at) == 40
    ratios = [b / a for a, b in itertools.pairwise(at)]
    assert max(abs(r / ratios[0] - 1) for r in ratios) < 1e-12
    assert ratios[0] == pytest.approx(1000 ** (1 / 39), rel=1e-12)


def test_whole_numbers_are_rounded_d_model_kept_even_and_repeats_kept():
    at = values("d_model=8:64", 9)
    assert at[0] == 8 and at[-1] == 64 and all(isinstance(v, int) and v % 2 == 0 for v in at)
    assert all(abs(v - (8 + 7 * k)) <= 1 for k, v in enumerate(at))  # (the nearest even number to each step)
    odd_ends = values("d_model=7:31:log", 12)
    assert all(v % 2 == 0 and 8 <= v <= 30 for v in odd_ends)  # (rounded into the range asked for)
    assert list(odd_ends) == sorted(odd_ends)
    repeated = values("max_len=2:5", 7)  # seven frames, four values: a frame each, the pace kept
    assert repeated == (2, 2, 3, 4, 4, 4, 5) or (len(repeated) == 7 and set(repeated) == {2, 3, 4, 5})


def test_a_whole_option_its_checks_want_even_takes_even_neighbours():
    at = values("rope-decay.d=5:33", 10, "rope-decay")
    assert all(v % 2 == 0 and 6 <= v <= 32 for v in at) and at[0] == 6 and at[-1] == 32
    buckets = values("relative-buckets.t5_buckets=4:41", 8, "relative-buckets")
    assert all(b % 2 == 0 for b in buckets)
    assert values("sinks.logit=-5:5", 3, "sinks") == (-5.0, 0.0, 5.0)  # a real option: as spaced


def test_a_range_that_follows_the_parameters_is_checked_against_them():
    assert values("position=0:99", 4)[-1] == 99
    with pytest.raises(ExportError, match=r"position = 0 \.\. 100 leaves its range 0 \.\. 99"):
        values("position=0:100", 4)
    assert values("position=0:299", 4, params=Params(max_len=300))[-1] == 299
    assert values("phase.pair=0:31", 4, "phase") == (0, 10, 21, 31)
    with pytest.raises(ExportError, match=r"phase.pair = 0 \.\. 32 leaves its range 0 \.\. 31"):
        values("phase.pair=0:32", 4, "phase")


@pytest.mark.parametrize(
    "text,message",
    [
        ("base", "--sweep takes NAME=START:STOP[:log]"),
        ("base=100", "--sweep takes NAME=START:STOP[:log]"),
        ("=1:2", "--sweep takes NAME=START:STOP[:log]"),
        ("base=1:2:lin", "--sweep takes NAME=START:STOP[:log]"),
        ("base=1:2:3", "--sweep takes NAME=START:STOP[:log]"),
        ("base=1,000:5000", "'1,000' is not a number"),
        ("base=nan:5", "'nan' is not a number"),
        ("base=100:100", "the first and last values must differ"),
        ("base=0:100:log", "a log sweep needs both ends above 0, not 0 to 100"),
        ("sinks.logit=-5:5:log", "a log sweep needs both ends above 0"),
    ],
)
def test_a_text_that_cannot_be_read_is_refused(text, message):
    with pytest.raises(ExportError) as caught:
        parse(text)
    assert message in str(caught.value)


@pytest.mark.parametrize(
    "text,vid,message",
    [
        ("basse=100:1000", "heatmap", "heatmap has no number 'basse' (did you mean base?); it can sweep: d_model,"),
        ("rope-decay.d=8:16", "heatmap", "heatmap has no number 'rope-decay.d'; it can sweep: d_model, max_len"),
        ("similarity.kind=1:2", "similarity", "similarity.kind is a choice (dot | cosine), not a number"),
        ("layout=1:2", "heatmap", "layout is a choice (interleaved | concatenated)"),
        ("waves.dims=1:4", "waves", "waves.dims is not a number"),
        ("d_model=0:64", "heatmap", "d_model = 0 .. 64 leaves its range 1 .. 4096"),
        ("rope-decay.d=2:300", "rope-decay", "rope-decay.d = 2 .. 300 leaves its range 4 .. 4096"),
        ("max_len=10:1e8:log", "heatmap", "max_len = 10 .. 100000000 leaves its range 1 .. 10000000"),
    ],
)
def test_a_name_the_view_cannot_sweep_or_a_range_beyond_its_own_is_refused(text, vid, message):
    with pytest.raises(ExportError) as caught:
        resolve(parse(text), 5, vid, Params())
    assert message in str(caught.value)


def test_a_value_the_fields_own_check_refuses_is_refused_with_its_message():
    with pytest.raises(ParamError, match="base must be greater than 1"):
        values("base=1:10", 5)  # (in its range's numbers, but base excludes 1)
    with pytest.raises(ExportError, match="number of frames must lie between 2 and 1000"):
        values("base=2:10", 1)


def test_the_view_can_sweep_its_own_options_and_those_of_the_settings_it_uses():
    names = sweepable("rope-decay")
    assert {"position", "rope-decay.d", "rope-decay.base"} <= set(names)
    assert not {"d_model", "max_len", "base"} & set(names)  # (rope-decay reads its own d and base)
    assert {"d_model", "max_len", "base", "position"} <= set(sweepable("heatmap"))
    assert "layout" not in names and "rope-decay.extension" not in names  # (choices)
    using = [vid for vid, spec in SPECS.items() if "long-context" in spec.uses.values()]
    assert using and all("long-context.factor" in sweepable(vid) for vid in using)
    assert not any(name.startswith("long-context.") for name in sweepable("heatmap"))


def test_a_frame_names_the_value_in_a_sensible_form():
    log = resolve(parse("base=100:100000:log"), 40, "heatmap", Params())
    assert [log.caption(v) for v in (log.values[0], log.values[1], log.values[-1])] == [
        "base = 100",
        "base = 119",
        "base = 100000",
    ]
    assert shown_value(0.0123456, [0.01, 1.0], log=True) == "0.0123"
    assert shown_value(2.5e7, [1e6, 1e8], log=True) == "2.50e+07"
    assert shown_value(24, [8, 16, 24, 32]) == "24"
    linear = resolve(parse("position=0:6.283"), 10, "phase", Params())
    assert [linear.caption(v) for v in linear.values[:3]] == ["position = 0.00", "position = 0.70", "position = 1.40"]
    assert math.isclose(float(linear.caption(linear.values[-1]).split("=")[1]), 6.28)


def test_a_figure_that_says_name_equals_value_is_recognised():
    text = "d = 64, base = 10000: the relative upper bound is 16.50 at r = 0 and 5.73 at r = 50."
    assert shows(text, "d", 64) and shows(text, "base", 10000.0) and shows(text, "r", 50)
    assert not shows(text, "d", 66) and not shows(text, "d_model", 64) and not shows("dd = 64", "d", 64)
    assert shows("scale = −2.5e−1".replace("e−", "e-"), "scale", -0.25)
