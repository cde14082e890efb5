"""FIRE and CoPE, the window side: what the plot items hold against plain loops written from the reference code
(mcleish7/arithmetic's FIRE module, facebookresearch/RAM's ContextPosSelfAttn), what the keys say, and typed garbage
refused with a message and the state kept."""

import math

import numpy as np
import pytest
from helpers import show_view
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from posenc_gui.core.tokens import token_embeddings
from posenc_gui.gui.widgets.controls import TextOptionEdit
from posenc_gui.specs import cope as cope_spec
from posenc_gui.specs import fire as fire_spec
from posenc_gui.testing import settle, type_text


def fire_x(i, j, c, big_l, eps=1e-6):
    return math.log(abs(c * (i - j)) + 1) / (math.log(abs(c * max(i, big_l)) + 1) + eps)


def mlp_loop(x, mlp):
    return sum(mlp.w2[k] * max(0.0, mlp.w1[k] * x + mlp.b1[k]) for k in range(mlp.w1.size)) + mlp.b2


def test_fire_map_curves_and_key_hold_the_reference_numbers(make_view):
    options = fire_spec.FireOptions(span=48, c=0.2, L=24.0, distance=5, preset="alibi")
    view = make_view("fire", options=options).view
    image = view.map.image.image
    assert image.shape == (48, 48)
    expected = np.array([[fire_x(i, j, 0.2, 24.0) if j <= i else np.nan for j in range(48)] for i in range(48)])
    assert np.array_equal(np.isnan(image), np.isnan(expected))  # the keys after the query: blank
    np.testing.assert_allclose(image[~np.isnan(image)], expected[~np.isnan(expected)], atol=1e-7)
    assert [line.value() for line in view.l_lines] == [24.0, 24.0] and all(ln.isVisible() for ln in view.l_lines)
    (x0, x1), (y0, y1) = view.map_plot.vb.viewRange()
    assert (x0, x1, y0, y1) == (-0.5, 47.5, -0.5, 47.5)  # the matrix fills its plot
    # x of distance 5 against the query: ψ(5)/ψ(24) up to L, then ψ(5)/ψ(i)
    queries, x = view.fixed.xData, view.fixed.yData
    assert queries[0] == 5
    np.testing.assert_allclose(x, [fire_x(q, q - 5, 0.2, 24.0) for q in queries], rtol=1e-12)
    before = x[queries <= 24]
    np.testing.assert_allclose(before, before[0], rtol=1e-14)
    assert np.all(np.diff(x[queries >= 24]) < 0) and queries[-1] == 16 * 24
    # the bias curves: queries L/2, L, 4L, 16L; the preset MLP of x at each distance
    mlp = fire_spec.fire_preset("alibi")
    for curve, q in zip(view.bias_curves, (12, 24, 96, 384)):
        r, bias = curve.xData, curve.yData
        assert r[0] == 1 and r[-1] == q
        np.testing.assert_allclose(bias, [mlp_loop(fire_x(q, q - d, 0.2, 24.0), mlp) for d in r], atol=1e-12)
    key = view.key.text
    xb, xf = fire_x(24, 19, 0.2, 24.0), fire_x(384, 379, 0.2, 24.0)
    assert f"x = {xb:.4f} for every query up to L" in key and f"{xf:.4f} at i = 384" in key
    assert "Not trained weights" in key and "c = 0.2, L = 24" in key


def test_fire_says_when_l_lies_past_the_map_and_when_the_distance_is_past_l(make_view):
    options = fire_spec.FireOptions(span=32, L=512.0, distance=600)
    view = make_view("fire", options=options).view
    assert not any(line.isVisible() for line in view.l_lines)
    key = view.key.text
    assert "L = 512 lies past the map's 32 positions" in key
    assert "Distance 600 is past L" in key and f"{fire_x(600, 0, 0.1, 512.0):.4f} (i = 600)" in key


def test_cope_counts_sentence_ends_from_the_last_word(make_view):
    view = make_view("cope").view
    words = cope_spec.EXAMPLE.split()
    n = len(words)
    ends = [1.0 if w.endswith(".") else 0.0 for w in words]
    gates = view.gates.image.image
    assert gates.shape == (n, n)
    expected = np.array([[ends[j] if j <= i else np.nan for j in range(n)] for i in range(n)])
    assert np.array_equal(np.isnan(gates), np.isnan(expected))
    np.testing.assert_array_equal(gates[~np.isnan(gates)], expected[~np.isnan(expected)])
    distance, p = view.dots._x, view.dots._y
    np.testing.assert_array_equal(distance, np.arange(n - 1, -1, -1))
    np.testing.assert_array_equal(p, [sum(ends[j:]) for j in range(n)])
    np.testing.assert_array_equal(p, [3, 3, 3, 2, 2, 1, 1])  # a sentence back is one more
    np.testing.assert_array_equal(view.all_open.yData, distance + 1)
    assert not view.clamp.isVisible()
    assert [view.controls[f].isEnabled() for f in ("word", "d", "seed", "npos")] == [False, False, False, True]
    key = view.key.text
    assert "3 of 7 words (2: 쫓았다., 4: 도망갔다., 6: 앉았다.)" in key and "p = 3" in key
    (x0, x1), (y0, y1) = view.gate_plot.vb.viewRange()
    assert (x0, x1, y0, y1) == (-0.5, n - 0.5, -0.5, n - 0.5)  # the matrix fills its plot
    ticks = view.gate_plot.getAxis("left")._tickLevels[0]
    assert ticks[0] == (0, "0: 고양이가") and ticks[2] == (2, "2: 쫓았다.")


def test_cope_with_a_chosen_word_and_a_clamp(make_view):
    sentence = "the cat chased the mouse. the mouse ran away. the cat sat down."
    options = cope_spec.CopeOptions(sentence=sentence, gate="word", word="The", npos=3)
    view = make_view("cope", options=options).view
    words = sentence.split()
    hits = [1.0 if w == "the" else 0.0 for w in words]
    np.testing.assert_array_equal(view.dots._y, [min(sum(hits[j:]), 2.0) for j in range(len(words))])
    assert view.clamp.isVisible() and view.clamp.value() == 2
    assert "“the”" in view.key.text and "npos − 1 = 2" in view.key.text
    assert [view.controls[f].isEnabled() for f in ("word", "d", "seed")] == [True, False, False]


def test_cope_seeded_qk_gates_follow_the_reference_code(make_view):
    options = cope_spec.CopeOptions(gate="qk", d=8, seed=5, sentence="a b c a d")
    view = make_view("cope", options=options).view
    words = ["a", "b", "c", "a", "d"]
    rng = np.random.default_rng([cope_spec.SEED, 5])
    w_q, w_k = rng.standard_normal((2, 8, 8)) * math.sqrt(3 / 8)  # q, k entries of variance 1
    e = token_embeddings(words, 8)
    q, k = e @ w_q, e @ w_k
    gates = [
        [1 / (1 + math.exp(-(q[i] @ k[j]) / math.sqrt(8))) if j <= i else np.nan for j in range(5)] for i in range(5)
    ]
    np.testing.assert_allclose(view.gates.image.image, gates, rtol=1e-6)  # (float32, as drawn)
    # RAM: positions = gates.flip(-1).cumsum(-1).flip(-1) of the last query's row
    last = gates[-1]
    np.testing.assert_allclose(view.dots._y, [sum(last[j:]) for j in range(5)], rtol=1e-12)
    assert "σ(q" in view.key.text and "d = 8, seed 5" in view.key.text
    assert [view.controls[f].isEnabled() for f in ("word", "d", "seed")] == [False, True, True]


def _type(window, qtbot, edit, text):
    edit.setFocus()
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Delete)
    type_text(edit, text)
    QTest.keyClick(edit, Qt.Key.Key_Return)
    settle(window, qtbot)


@pytest.mark.parametrize(
    "field, garbage, words",
    [
        ("sentence", "", "empty"),
        ("sentence", "x " * 33, "at most 32"),
        ("word", "two words", "one word"),
        ("word", "...", "one word"),
    ],
)
def test_cope_refuses_garbage_typed_into_its_boxes_and_keeps_its_state(window, qtbot, field, garbage, words):
    view = show_view(window, qtbot, "cope")
    if field == "word":  # (the box is on with the chosen-word rule)
        window.store.apply({"cope.gate": "word"})
        settle(window, qtbot)
    edit = window.findChild(TextOptionEdit, f"option.cope.{field}")
    before = window.store.options("cope")
    _type(window, qtbot, edit, garbage)
    assert window.store.options("cope") == before
    assert words in window.findChild(QLabel, "params.error").text()
    assert view.result.tokens == tuple(cope_spec.EXAMPLE.split())
    _type(window, qtbot, edit, "The cat sat. It slept!" if field == "sentence" else "쥐가")
    if field == "sentence":
        assert view.result.tokens == ("The", "cat", "sat.", "It", "slept!")
        np.testing.assert_array_equal(view.dots._y, [2, 2, 2, 1, 1])
    else:
        assert window.store.options("cope").word == "쥐가"
