"""The Long context chapter's views: what their plot items hold, against plain loops written from the transformers
library's modeling_rope_utils, and the shared setting's controls both ways."""

import math

import numpy as np
import pytest
from helpers import show_view
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from posenc_gui.specs.kit.long_context import OWNER
from posenc_gui.testing import settle


def default_inv_freq(dim, base):
    return [1.0 / base ** (k / dim) for k in range(0, dim, 2)]


def llama3_reference(dim, base, factor, low, high, old):
    """_compute_llama3_parameters, one pair at a time."""
    low_wavelen, high_wavelen = old / low, old / high
    out = []
    for f in default_inv_freq(dim, base):
        wavelen = 2 * math.pi / f
        if wavelen < high_wavelen:
            out.append(f)
        elif wavelen > low_wavelen:
            out.append(f / factor)
        else:
            smooth = (old / wavelen - low) / (high - low)
            out.append((1 - smooth) * f / factor + smooth * f)
    return out


def yarn_reference(dim, base, factor, original, beta_fast=32.0, beta_slow=1.0, truncate=True):
    """_compute_yarn_parameters without mscale keys: (inv_freq, attention factor, (low, high))."""

    def correction_dim(rotations):
        return dim * math.log(original / (rotations * 2 * math.pi)) / (2 * math.log(base))

    low, high = correction_dim(beta_fast), correction_dim(beta_slow)
    if truncate:
        low, high = math.floor(low), math.ceil(high)
    low, high = max(low, 0), min(high, dim - 1)
    top = high + 0.001 if low == high else high
    out = []
    for i, f in enumerate(default_inv_freq(dim, base)):
        ramp = min(max((i - low) / (top - low), 0.0), 1.0)
        extrapolation = 1 - ramp
        out.append(f / factor * (1 - extrapolation) + f * extrapolation)
    return out, 0.1 * math.log(factor) + 1.0, (low, high)


def set_setting(shown, **changes):
    """Change the chapter's shared setting in the store of `shown` (a window, or a view made alone)."""
    shown.store.update_options(OWNER, **changes)


def made(make_view, vid, **setting):
    """The view alone, drawn with the chapter's setting changed as given (shared parameters too: `d_model`)."""
    shared = {k: setting.pop(k) for k in ("d_model", "base") if k in setting}
    return make_view(vid, apply=shared | {f"{OWNER}.{k}": v for k, v in setting.items()})


def test_llama_3_1_preset_keeps_the_fast_pairs_divides_the_slow_and_shades_its_band(make_view):
    view = made(make_view, "rope-frequencies", source="llama-3.1-8b").view
    expected = llama3_reference(128, 500000.0, 8.0, 1.0, 4.0, 8192)
    pairs, scaled = view.scaled.xData, view.scaled.yData
    assert list(pairs) == list(range(64))
    np.testing.assert_allclose(scaled, [2 * math.pi / f for f in expected], rtol=1e-12)
    default = view.default.yData
    np.testing.assert_allclose(default, [2 * math.pi / f for f in default_inv_freq(128, 500000.0)], rtol=1e-12)
    ratio = view.ratio.yData
    wavelen = np.array(default)
    assert np.all(ratio[wavelen < 2048] == pytest.approx(1.0))  # shorter than 8192/4: kept
    np.testing.assert_allclose(ratio[wavelen > 8192], 8.0, rtol=1e-12)  # longer than 8192/1: divided by 8
    assert view.band.isVisible() and not view.ramp.isVisible()
    assert view.band.getRegion() == pytest.approx((math.log10(2048), math.log10(8192)))
    assert view.trained_line.value() == pytest.approx(math.log10(8192))
    assert view.target_line.value() == pytest.approx(math.log10(131072))
    kept = int(np.sum(wavelen < 2048))
    assert f"{kept} of 64 pairs keep their wavelength" in view.key.text
    # the ratio axis is ticked at the powers of two from 1 to 8, at their log10 places
    major, minor = view.ratio_plot.getAxis("left")._tickLevels
    assert [label for _, label in major] == ["1", "2", "4", "8"] and minor == []
    np.testing.assert_allclose([place for place, _ in major], np.log10([1, 2, 4, 8]))


def test_manual_yarn_follows_d_model_and_the_base_and_shades_its_ramp(make_view):
    shown = made(
        make_view,
        "rope-frequencies",
        d_model=96,
        base=20000.0,
        source="manual",
        rule="yarn",
        factor=8.0,
        trained=2048,
        target=16384,
    )
    view = shown.view
    expected, _, (low, high) = yarn_reference(96, 20000.0, 8.0, 2048)
    np.testing.assert_allclose(view.scaled.yData, [2 * math.pi / f for f in expected], rtol=1e-12)
    assert view.ramp.isVisible() and not view.band.isVisible()
    assert view.ramp.getRegion() == pytest.approx((low, high))
    names, table = view.spec.export_data(
        shown.store.params, shown.store.options("rope-frequencies"), **shown.store.used(view.spec)
    )
    assert names == ["pair", "inv_freq_default", "inv_freq_scaled", "wavelength_default", "wavelength_scaled", "ratio"]
    np.testing.assert_allclose(table[:, 2], expected, rtol=1e-12)
    np.testing.assert_allclose(table[:, 5], np.array(default_inv_freq(96, 20000.0)) / np.array(expected))


def test_a_partial_rotary_factor_marks_the_unrotated_dimensions(make_view):
    view = made(make_view, "rope-frequencies", source="gpt-neox-20b").view
    result = view.result
    assert result.setting.head_dim == 96 and result.setting.rotary_dim == 24
    assert view.scaled.xData.size == 12
    assert view.unrotated.isVisible()
    assert view.unrotated.getRegion() == pytest.approx((11.5, 47.5))
    assert "dimensions 24 to 95 are not rotated" in view.key.text + view.key.toolTip()


def test_turns_in_context_mark_the_pairs_that_meet_unseen_angles(make_view):
    shown = made(
        make_view,
        "rope-context",
        source="manual",
        rule="default",
        trained=4096,
        target=16384,
        d_model=128,
        base=10000.0,
    )
    view = shown.view
    inv = default_inv_freq(128, 10000.0)
    trained = [4096 * f / (2 * math.pi) for f in inv]
    target = [16384 * f / (2 * math.pi) for f in inv]
    np.testing.assert_allclose(view.trained.yData, trained, rtol=1e-12)
    np.testing.assert_allclose(view.target.yData, target, rtol=1e-12)
    unseen = [i for i in range(64) if trained[i] < 1 < target[i] or (trained[i] < 1 and target[i] > trained[i])]
    assert list(view.unseen.xData) == unseen and unseen
    # the marks sit on the target curve of the log axis: drawn at log10 of their turns (not at the turns)
    np.testing.assert_allclose(view.unseen.scatter.data["y"], np.log10([target[i] for i in unseen]), rtol=1e-12)
    assert f"{len(unseen)} pairs turn less than once within the original context" in view.key.text
    assert "angles a model trained only at the original context never saw" in view.key.text
    # position interpolation turns no pair further than training did: nothing unseen
    set_setting(shown, rule="linear", factor=4.0)
    shown.draw()
    assert view.unseen.xData is None or view.unseen.xData.size == 0  # (no marks left)
    np.testing.assert_allclose(view.target.yData, trained, rtol=1e-12)
    assert "No pair goes past the angles it reached within the original context" in view.key.text


def test_attention_temperature_multiplies_the_logits_by_the_factor_squared(make_view):
    shown = made(
        make_view, "attention-temperature", source="manual", rule="yarn", factor=16.0, trained=4096, target=65536
    )
    view = shown.view
    result = view.result
    assert result.attention_factor == pytest.approx(0.1 * math.log(16.0) + 1.0)
    lengths, uniform = view.uniform.xData, view.uniform.yData
    np.testing.assert_allclose(uniform, np.log(lengths))
    assert lengths[0] == 2 and lengths[-1] == 65536
    plain = view.plain.yData
    scaled = view.scaled.yData
    assert np.all(plain <= np.log(lengths) + 1e-9) and np.all(scaled < plain)  # sharper with a factor above 1
    names, table = view.spec.export_data(
        shown.store.params, shown.store.options("attention-temperature"), **shown.store.used(view.spec)
    )
    assert names == ["length", "entropy_plain", "entropy_scaled"]
    np.testing.assert_allclose(table[:, 1], plain)
    np.testing.assert_allclose(table[:, 2], scaled)
    # no rule: the factor is 1 and the two curves are one
    set_setting(shown, rule="default")
    shown.draw()
    np.testing.assert_allclose(view.scaled.yData, view.plain.yData)


def test_the_model_chooser_is_one_setting_bound_both_ways_in_every_view(window, qtbot):
    freq = show_view(window, qtbot, "rope-frequencies")
    combo = freq.control(f"{OWNER}.source")
    combo.setFocus()
    index = combo.findData("llama-3.1-8b")
    assert index > 0
    while combo.currentIndex() != index:
        QTest.keyClick(combo, Qt.Key.Key_Down)
    settle(window, qtbot)
    assert window.store.options(OWNER).source == "llama-3.1-8b"
    context = show_view(window, qtbot, "rope-context")
    assert context.control(f"{OWNER}.source").currentData() == "llama-3.1-8b"
    assert context.result.setting.label == "Llama 3.1 8B"
    window.store.update_options(OWNER, source="manual")
    settle(window, qtbot)
    assert context.control(f"{OWNER}.source").currentData() == "manual"


def test_a_manual_rule_shows_only_the_keys_it_reads(make_view):
    made_view = make_view("rope-frequencies")
    view = made_view.view

    def shown():
        return {
            f
            for f in (
                "factor",
                "beta_fast",
                "beta_slow",
                "truncate",
                "mscale",
                "mscale_all_dim",
                "attention",
                "low_freq_factor",
                "high_freq_factor",
                "short_factor",
                "long_factor",
                "trained",
                "rule",
            )
            if not view.control(f"{OWNER}.{f}").isHidden()
        }

    set_setting(made_view, source="manual", rule="llama3", low_freq_factor=1.0, high_freq_factor=4.0)
    made_view.draw()
    assert shown() == {"rule", "trained", "factor", "low_freq_factor", "high_freq_factor"}
    set_setting(made_view, rule="yarn")
    made_view.draw()
    assert shown() == {
        "rule",
        "trained",
        "factor",
        "beta_fast",
        "beta_slow",
        "truncate",
        "mscale",
        "mscale_all_dim",
        "attention",
    }
    set_setting(made_view, source="deepseek-v3")
    made_view.draw()
    assert shown() == set()


def test_bad_manual_keys_are_refused_and_change_nothing(make_view):
    from posenc_gui.core import ParamError

    shown = make_view("rope-frequencies")
    before = shown.store.options(OWNER)
    for changes, words in (
        (dict(rule="llama3", low_freq_factor=4.0, high_freq_factor=1.0), "low_freq_factor"),
        (dict(rule="yarn", beta_fast=1.0, beta_slow=2.0), "beta_slow"),
        (dict(short_factor="1 two"), "short_factor"),
        (dict(long_factor=[1, 2]), "long_factor"),
        (dict(factor="8"), "factor"),
        (dict(trained=None), "trained"),
    ):
        with pytest.raises(ParamError, match=words):
            shown.store.update_options(OWNER, **changes)
        assert shown.store.options(OWNER) == before


def test_a_pair_whose_turns_differ_by_rounding_is_not_called_unseen(make_view):
    """DeepSeek-V3 (YaRN x40 from 4,096): its slow pairs end where they did in training, computed two ways
    (θ/40 x 163,840 against θ x 4,096, 5.6e-17 apart for pair 25): no pair meets an angle never seen."""
    from posenc_gui.specs.rope_context import unseen_pairs

    turns = np.array([0.48885502, 0.11592579, 0.5])
    assert list(unseen_pairs(turns, turns + np.array([5.6e-17, 1.4e-17, 0.01]))) == [False, False, True]
    view = made(make_view, "rope-context", source="deepseek-v3").view
    result = view.result
    close = np.flatnonzero(np.isclose(result.turns_target, result.turns_trained, rtol=1e-12, atol=0.0))
    assert {25, 30} <= set(close.tolist())  # the pairs the bare comparison marked
    assert not result.unseen.any() and (view.unseen.xData is None or view.unseen.xData.size == 0)
    assert "No pair goes past the angles it reached within the original context" in view.key.text


def test_deepseek_v3s_softmax_scale_is_shown_beside_the_rules_attention_factor(make_view):
    """DeepSeek-V3's attention multiplies 1/√d by mscale², mscale = 0.1·ln(40) + 1 (its rope's attention factor,
    on cos and sin, is 1): every logit carries ×1.874, and the key says where each factor is applied."""
    from posenc_gui.core.rope_scaling import attention_entropy

    shown = made(make_view, "attention-temperature", source="deepseek-v3")
    view = shown.view
    result = view.result
    mscale = 0.1 * math.log(40.0) + 1.0
    assert result.attention_factor == pytest.approx(1.0, abs=1e-12)
    assert result.softmax_scale == pytest.approx(mscale**2, rel=1e-12) == pytest.approx(1.8738542, rel=1e-6)
    # the curve is the entropy of the logits × 1.874 (attention_entropy squares its factor)
    _, expected = attention_entropy(result.length.astype(np.int64), 64, mscale, 0)
    np.testing.assert_allclose(view.scaled.yData, expected, rtol=1e-12)
    text = view.key.text + view.key.toolTip()
    assert "attention factor 1." in text and "softmax scale 1/√d by 1.874" in text
    assert "sharpens attention against the spread" not in text
    set_setting(shown, source="llama-3.1-8b")  # a model whose attention scales by 1/√d alone
    shown.draw()
    assert view.result.softmax_scale == 1.0 and "softmax scale" not in view.key.text + view.key.toolTip()


def test_original_max_position_embeddings_is_the_context_before_extension_not_a_trained_length(make_view):
    """Llama 3.1 was trained further at its long context: its 8,192 is the context before extension."""
    freq = made(make_view, "rope-frequencies", source="llama-3.1-8b").view
    assert freq.trained_line.label.format == "original 8,192"
    text = freq.key.text + freq.key.toolTip()
    assert "original context (before extension)" in text and "trained context" not in text
    context = made(make_view, "rope-context", source="llama-3.1-8b").view
    assert "original context: 8,192 positions, no scaling" in context.key.text
    assert "trained" not in context.key.text.replace("a model trained only at the original context", "")
    tip = freq.control(f"{OWNER}.trained").toolTip()
    assert "context before extension" in tip and "trained at" not in tip


def test_gemma_3_4b_linear_has_no_original_context_and_none_is_made_up(make_view):
    """Gemma 3 4B's linear ×8 names no original_max_position_embeddings, and no source the preset cites states
    one: the views say so and never show trained = target (131,072) as before."""
    shown_context = make_view("rope-context")  # drawn first for another preset
    context = shown_context.view
    assert context.trained.isVisible()
    freq = made(make_view, "rope-frequencies", source="gemma-3-4b").view
    s = freq.result.setting
    assert (s.trained, s.target) == (None, 131072)
    assert not freq.trained_line.isVisible() and freq.target_line.label.format == "target 131,072"
    assert "do not state the context before extension" in freq.key.text + freq.key.toolTip()
    assert "original context (before extension)" not in freq.key.text  # (no dashed line, no entry for one)
    set_setting(shown_context, source="gemma-3-4b")
    shown_context.frame()  # the compute fails: shown in the view, as a window's frame shows it
    assert "131,072 positions, no scaling" not in context.key.text
    assert "Gemma 3 4B: its sources do not state the context before extension" in context.key.text
    assert context.trained.isVisible() is False and context.target.isVisible() is False


def test_the_pairing_of_a_preset_and_of_an_opened_config_is_said_with_whose_it_is(make_view):
    shown = made(make_view, "rope-frequencies", source="llama-3.1-8b")
    freq = shown.view
    text = freq.key.text + freq.key.toolTip()
    assert "Pairs: interleaved, (x0, x1), (x2, x3), …, as the preset's reference code turns them." in text
    assert "A transformers config of this model reads split-half" in text
    set_setting(shown, source="gpt-j-6b")  # interleaved in transformers too: no permutation to tell
    shown.draw()
    text = freq.key.text + freq.key.toolTip()
    assert "Pairs: interleaved" in text and "reads split-half" not in text
    set_setting(shown, source="gpt-neox-20b")
    shown.draw()
    assert "Pairs: split-half" in freq.key.text + freq.key.toolTip()


def test_opened_model_with_none_open_says_so_and_hides_the_last_plots(make_view):
    """Choosing "opened model" with no model open left Llama 3.1's curves on screen; now the box says no model is
    open, the curves are hidden and the key says why; a preset chosen again draws them again."""
    shown = made(make_view, "rope-frequencies", source="llama-3.1-8b")
    freq = shown.view
    combo = freq.control(f"{OWNER}.source")
    opened = combo.findData("opened")
    assert shown.store.model is None and combo.itemText(opened) == "opened model (no model is open)"
    assert freq.scaled.isVisible() and freq.trained_line.isVisible()
    set_setting(shown, source="opened")
    shown.frame()  # the compute fails: shown in the view, as a window's frame shows it
    assert not freq.scaled.isVisible() and not freq.default.isVisible() and not freq.ratio.isVisible()
    assert not freq.trained_line.isVisible() and not freq.band.isVisible()
    assert "No model is open" in freq.key.text and "Llama" not in freq.key.text
    assert freq.failure.startswith("No model is open")
    set_setting(shown, source="mistral-7b-v0.1")
    shown.draw()
    assert freq.scaled.isVisible() and "Mistral 7B v0.1" in freq.key.text and freq.failure == ""


def test_attention_factor_shifts_the_entropy_by_a_gap_with_about_the_same_slope(make_view):
    """gpt-oss (YaRN ×32, factor 1.347): the entropy lies 0.42 nats below ln L plain and 1.40 with the factors at
    131,072 keys, and both rise against ln L with nearly the slope 1: a shift, not an offset of the growth."""
    shown = made(make_view, "attention-temperature", source="gpt-oss")
    view = shown.view
    gap_plain, gap_scaled = view.result.gaps()
    assert (round(gap_plain, 2), round(gap_scaled, 2)) == (0.42, 1.40)
    slope_plain, slope_scaled, low = view.result.slopes()
    assert low == 382 and abs(slope_plain - 1) < 0.01 and abs(slope_scaled - 1) < 0.05
    text = view.key.text
    assert "so 0.42 and 1.40 nats below it" in text
    assert "with slope 1.00 plain and 0.96 with the factors" in text
    assert "shift the curve down; they do not offset its growth with L" in text
    assert "against" not in text.split("nats below it")[0].split("At L")[1]  # (no L = 2 comparison any more)
    set_setting(shown, source="llama-3.1-8b")  # no factor: no shift to speak of
    shown.draw()
    text = view.key.text
    assert "shift" not in text and "with factors of 1 the two curves are one" in text
