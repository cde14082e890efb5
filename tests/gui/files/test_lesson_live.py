"""The lesson's three steps inside a real model (all-MiniLM-L6-v2, shipped): every number their headlines and notes
name is worked out here again from direct runs of the runtime (posenc_gui.live), and the views, set up as the steps
set them, compute those numbers."""

import numpy as np
import pytest

import posenc_gui
from posenc_gui.core import ParamError
from posenc_gui.gui.files.lesson_steps import read
from posenc_gui.live import open_model
from posenc_gui.resources import resource_path, shipped_model_folder

LANGS = ("en", "ko")
SENTENCE = "The cat sat on the mat because it was tired."


@pytest.fixture(scope="module")
def minilm():
    return open_model(shipped_model_folder())


def _step(lang, view):
    (step,) = [s for s in read(resource_path("lessons", f"{lang}.lesson")) if s.views == [view]]
    return step


def _setting(step):
    return {k.split(".", 1)[1]: v for k, v in step.changes.items() if k.startswith("live.")}


def _compute(vid, setting):
    """The view's result with the step's setting (model= opens a path in scripting: the setting's own by name)."""
    return posenc_gui.compute(vid, **{f"live.{k}": v for k, v in setting.items()})


def _words(step):
    return step.headline + " " + step.text


def _cosines(a, b):
    a, b = a.astype(np.float64), b.astype(np.float64)
    return np.sum(a * b, axis=1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1))


@pytest.mark.parametrize("lang", LANGS)
def test_the_bag_of_words_step(lang, minilm):
    step = _step(lang, "live-bag")
    setting = _setting(step)
    assert setting["model"] == "shipped" and setting["sentence"] == SENTENCE
    ids = minilm.tokenize(SENTENCE)
    assert len(ids) == 13 and "13" in step.text
    view = _compute("live-bag", setting)
    order = list(view.order)
    assert order[0] == 0 and order[-1] == 12 and sorted(order) == list(range(13)) and order != list(range(13))
    shuffled = [ids[i] for i in order]
    differences, largest = {}, 0.0
    for positions in (True, False):
        plain = minilm.run(ids, positions=positions, keep_attention=[]).hidden
        mixed = minilm.run(shuffled, positions=positions, keep_attention=[]).hidden
        differences[positions] = float(np.abs(mixed.astype(np.float64) - plain[order]).max())
        largest = max(largest, float(np.abs(plain).max()), float(np.abs(mixed).max()))
    assert f"{largest:.2f}" == "6.05"  # (without positions: the outputs' largest value)
    # "about 1e-6": float32's rounding, whose last digits differ between two ways of running the same sums
    assert 1e-7 < differences[False] < 2e-6 and f"{differences[True]:.2f}" == "2.08"
    for number in ("1e-6", "6.05", "2.08", "512", "384"):
        assert number in _words(step), number
    assert 1e-7 < view.largest_without < 2e-6
    assert view.largest_with == pytest.approx(differences[True], rel=1e-5)


@pytest.mark.parametrize("lang", LANGS)
def test_the_step_of_the_head_that_looks_one_token_back(lang, minilm):
    step = _step(lang, "live-attention")
    setting = _setting(step)
    assert (setting["experiment"], setting["layer"], setting["head"]) == ("none", 0, 2)
    ids = minilm.tokenize(SENTENCE)
    t = len(ids)
    distance = np.abs(np.arange(t)[:, None] - np.arange(t)[None, :])
    for positions, share, mean in ((True, "1.00", "0.92"), (False, "0.10", "4.98")):
        a = minilm.run(ids, positions=positions, keep_attention=[0]).attentions[0][2].astype(np.float64)
        assert f"{np.mean([a[i, i - 1] for i in range(1, t)]):.2f}" == share
        assert f"{np.mean(np.sum(a * distance, axis=1)):.2f}" == mean
        assert share in _words(step) and mean in _words(step)
    view = _compute("live-attention", setting)
    assert f"{view.distance_trained[2]:.2f}" == "0.92" and f"{view.distance_changed[2]:.2f}" == "4.98"


@pytest.mark.parametrize("lang", LANGS)
def test_the_step_that_shifts_the_learned_table(lang, minilm):
    step = _step(lang, "live-change")
    setting = _setting(step)
    assert (setting["experiment"], setting["k"], setting["s"]) == ("shifted", 100, 2.0)
    ids = minilm.tokenize(SENTENCE)
    t = len(ids)
    trained = minilm.run(ids, keep_attention=[]).hidden

    def cosines(position_ids=None, positions=True):
        return _cosines(
            trained, minilm.run(ids, position_ids=position_ids, positions=positions, keep_attention=[]).hidden
        )

    shifted = cosines([100 + i for i in range(t)])
    assert f"{shifted.mean():.2f}" == "0.88" and f"{shifted.min():.2f}" == "0.78"
    assert minilm.tokens(ids)[int(np.argmin(shifted))] == "."  # "at the full stop"
    assert f"{cosines([1 + i for i in range(t)]).mean():.2f}" == "0.91"
    assert f"{cosines([400 + i for i in range(t)]).mean():.2f}" == "0.75"
    assert f"{cosines(positions=False).mean():.2f}" == "0.64"
    assert f"{cosines([round(i * 2.0) for i in range(t)]).mean():.2f}" == "0.96"
    for number in ("0.88", "0.78", "0.91", "0.75", "0.64", "0.96", "k = 500", "511"):
        assert number in _words(step), number
    view = _compute("live-change", setting)
    np.testing.assert_allclose(view.cosine, shifted, atol=1e-6)
    with pytest.raises(ParamError, match="512 rows"):
        _compute("live-change", setting | {"k": 500})  # rows 500 .. 512: past the table
