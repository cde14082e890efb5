"""The lesson's steps on attention sinks and packed documents: every number their headlines and notes name is worked
out here again (the sink's share from its formula, packing from the loop reference in tests/packing_reference.py),
and the views, set up as the steps set them, draw those numbers."""

import math

import pytest

import posenc_gui
from posenc_gui.gui.files.lesson_steps import read
from posenc_gui.resources import resource_path
from tests.packing_reference import packing

LANGS = ("en", "ko")


def _step(lang, view):
    (step,) = [s for s in read(resource_path("lessons", f"{lang}.lesson")) if s.views == [view]]
    return step


def _options(step, view):
    return {k.split(".", 1)[1]: v for k, v in step.changes.items() if k.startswith(view + ".")}


def share(sink, keys, logit=0.0):
    return math.exp(sink) / (math.exp(sink) + keys * math.exp(logit))


@pytest.mark.parametrize("lang", LANGS)
def test_the_sinks_step_names_the_shares_of_a_sink_of_four(lang):
    step = _step(lang, "sinks")
    assert f"{share(4, 128):.0%}".replace("%", " %") == "30 %" and f"{100 * share(4, 131072):.2f}" == "0.04"
    assert "30 %" in step.headline and "0.04 %" in step.headline and "131,072" in step.headline
    assert f"{math.exp(4):.1f}" == "54.6" and "54.6 / (54.6 + 128) = 30 %" in step.text
    result = posenc_gui.compute("sinks", **_options(step, "sinks"))
    assert result.sinks[result.head] == 4.0
    assert result.at_window[result.head] == pytest.approx(share(4, 128), rel=1e-12)
    assert result.at_context[result.head] == pytest.approx(share(4, 131072), rel=1e-12)
    # StreamingLLM after 2,048 tokens, 4 first and 512 recent kept: 0..3 and 1,536..2,047, at 0..515 in the cache
    assert result.original.tolist() == [*range(4), *range(1536, 2048)]
    assert result.cache.tolist() == list(range(516))
    for words in ("1,536", "2,047", "515"):
        assert words in step.text


@pytest.mark.parametrize("lang", LANGS)
def test_the_packing_step_names_what_the_reference_gives(lang):
    step = _step(lang, "packing")
    options = _options(step, "packing")
    assert (options["positions"], options["mask"], options["encoding"]) == ("running", "document", "absolute")
    lengths = (12, 8, 10)
    _, leak, diff, _, _ = packing(lengths, reset=False, mask=True, encoding="absolute")
    assert leak == 0 and f"{diff:.1f}" == "1.6" and "1.6" in step.text
    # the mask alone makes RoPE exact, reset or not; absolute positions need the reset too
    for reset in (False, True):
        assert packing(lengths, reset=reset, mask=True, encoding="rope")[2] < 1e-12
    assert packing(lengths, reset=True, mask=True, encoding="absolute")[2] < 1e-12
    # "about four fifths" of a later document's attention on earlier ones under a causal mask only
    for reset in (False, True):
        for encoding in ("rope", "absolute"):
            assert 0.75 < packing(lengths, reset=reset, mask=False, encoding=encoding)[1] < 0.85
    result = posenc_gui.compute("packing", **options)
    assert result.max_diff == pytest.approx(diff, rel=1e-9) and result.leak == 0
    assert result.positions[12] == 12  # the second document starts at 12, not 0
