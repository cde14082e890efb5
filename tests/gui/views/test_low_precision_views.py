"""The Long context chapter's low-precision views: what their plot items hold against loops written one number at a
time (tests/low_precision_reference.py), the alias marks and their hover text, the key's sentences, and garbage
typed into their options."""

import math

import numpy as np
import pytest
from helpers import show_view
from low_precision_reference import angle_ref, bf16, inv_freq_ref, shift_score_ref
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from posenc_gui.core import Params
from posenc_gui.specs.kit.long_context import OWNER
from posenc_gui.specs.rope_invariance import RopeInvarianceOptions
from posenc_gui.specs.rope_precision import RopePrecisionOptions
from posenc_gui.testing import settle


def test_angle_errors_marks_and_key(make_view):
    shown = make_view("rope-precision", Params(d_model=16), RopePrecisionOptions(pair=0, error="raw", top=100_000))
    view = shown.view
    result = view.result
    x = view.curves["bf16-legacy"].xData
    assert x[0] == 1 and x[-1] == 100_000 and {257.0, 8193.0, 10_000.0} - set(x) == {10_000.0}
    inv, exact = inv_freq_ref(16, 10_000.0), 1.0
    for pipeline in ("fp32", "bf16-legacy", "bf16-inv", "bf16-angles", "tf32", "fp16"):
        want = np.array([abs(angle_ref(p, inv[0], exact, pipeline) - p) for p in x])
        want[(want == 0) | ~np.isfinite(want)] = np.nan  # a log axis shows neither 0 nor inf
        np.testing.assert_array_equal(np.isnan(view.curves[pipeline].yData), np.isnan(want))
        np.testing.assert_allclose(view.curves[pipeline].yData, want, rtol=1e-12)
    # pair 0 turns by the position itself: bfloat16 holds 8,193 as 8,192, one radian short
    at = int(np.flatnonzero(x == 8193)[0])
    assert result.errors["bf16-legacy"][at] == -1.0 == bf16(8193) - 8193
    # the marks: each octave's first aliasing position, on its pipeline's curve, with its hover text
    texts = list(view.marks.data["data"])
    assert "257 is held as 256 in bfloat16" in texts and "8,193 is held as 8,192 in bfloat16" in texts
    assert "2,049 is held as 2,048 in TF32" in texts and "2,049 is held as 2,048 in float16" in texts
    assert not any(t.startswith("65,537") and t.endswith(" in float16") for t in texts)  # float16 ends at 65,504
    k = texts.index("8,193 is held as 8,192 in bfloat16")
    assert view.marks.data["x"][k] == pytest.approx(math.log10(8193)) and view.marks.data["y"][k] == 0.0
    assert view.marks.opts["hoverable"] and view.marks.opts["tip"](x=0, y=0, data=texts[k]) == texts[k]
    text = view.key.text + view.key.toolTip()
    assert "bfloat16 from 257 (held as 256), TF32 from 2,049 (held as 2,048), float16 from 2,049" in text
    assert "float16 holds positions from 65,520 on as inf" in text
    assert "pair 0, computed − exact" in text


def test_the_worst_pair_and_the_float32_sentence(make_view):
    view = make_view("rope-precision", Params(d_model=128)).view
    fp32 = np.abs(view.result.errors["fp32"])
    worst = int(np.argmax(fp32))
    # the figure: float32 angles are about 0.05 rad off at 10^6 for the worst pair (d = 128, base 10,000)
    assert view.result.position[-1] == 1_000_000 and 0.045 < fp32[-1] < 0.055 and fp32[worst] == fp32.max()
    text = view.key.text + view.key.toolTip()
    assert (
        f"largest |error| up to 1,000,000 is {fp32[worst]:.3g} rad, at m = {int(view.result.position[worst]):,}" in text
    )


def test_a_preset_gives_its_head_and_base_and_a_pair_past_it_is_refused(make_view):
    from posenc_gui.core import ParamError
    from posenc_gui.specs import SPECS
    from posenc_gui.specs.kit.long_context import LongContextOptions

    llama = LongContextOptions(source="llama-3.1-8b")
    result = SPECS["rope-precision"].compute(Params(), RopePrecisionOptions(pair=63), setting=llama)
    assert result.head_dim == 128 and result.setting.base == 500_000.0
    with pytest.raises(ParamError, match="pair 64 is past the last pair, 63, of Llama 3.1 8B"):
        SPECS["rope-precision"].compute(Params(), RopePrecisionOptions(pair=64), setting=llama)


def test_scores_against_the_loop_and_the_key(make_view):
    view = make_view("rope-invariance", Params(d_model=16), RopeInvarianceOptions(distance=16, top=20_000, seed=3)).view
    result = view.result
    m = view.curves["exact"].xData
    assert m[0] == 1 and m[-1] == 20_000
    q, k = np.random.default_rng(3).standard_normal(16), np.random.default_rng(4).standard_normal(16)
    picks = np.linspace(0, m.size - 1, 12).astype(int)
    for pipeline, curve in view.curves.items():
        want = [shift_score_ref(q, k, float(m[i]), 16, 10_000.0, pipeline) for i in picks]
        np.testing.assert_allclose(curve.yData[picks], want, rtol=0, atol=1e-4 if pipeline == "hf-bf16" else 1e-9)
    assert np.ptp(view.curves["exact"].yData) == 0.0
    # from m = 2,072 bfloat16 holds m and m + 16 as one number: the score there is q·k, that of distance 0
    assert result.shared["bf16-legacy"] == 2_072 and bf16(2_072) == bf16(2_088)
    from posenc_gui.core import rope_shift_scores

    assert rope_shift_scores(q, k, [2_072], 16, 10_000.0, "bf16-legacy")[0] == pytest.approx(float(q @ k), rel=1e-12)
    text = view.key.text + view.key.toolTip()
    assert (
        f"bfloat16 holds m and m + 16 as one number first at m = 2,072: there the score is q·k = "
        f"{float(q @ k):.4g}, the score of distance 0."
    ) in text
    assert "TF32 first at m = 16,408, float16 first at m = 16,408" in text
    assert f"the exact score is {float(result.scores['exact'][0]):.4g} at every m" in text


def test_garbage_typed_into_the_options_is_refused_and_changes_nothing(window, qtbot):
    window.store.update_options(OWNER, source="manual")
    for vid, field, typed, words in (
        ("rope-precision", "top", "50", "top must lie between 1000 and 10000000"),
        ("rope-invariance", "distance", "0", "distance must lie between 1 and"),
    ):
        view = show_view(window, qtbot, vid)
        before = window.store.options(vid)
        box = view.control(field)
        box.setFocus()
        box.lineEdit().selectAll()
        QTest.keyClicks(box, typed)
        QTest.keyClick(box, Qt.Key.Key_Return)
        settle(window, qtbot)
        assert window.store.options(vid) == before
        assert words in window.statusBar().currentMessage()
    # a whole number typed and taken
    view = show_view(window, qtbot, "rope-invariance")
    box = view.control("distance")
    box.setFocus()
    box.lineEdit().selectAll()
    QTest.keyClicks(box, "1000")
    QTest.keyClick(box, Qt.Key.Key_Return)
    settle(window, qtbot)
    assert window.store.options("rope-invariance").distance == 1000 and view.result.distance == 1000


def test_an_opened_models_torch_dtype_says_which_pipelines_it_runs(make_view, tmp_path):
    """config.json's torch_dtype (or transformers 5's dtype) reaches both views' keys when the chapter's setting is
    the opened model, and only then."""
    import json

    from posenc_gui.model_files.inspection import inspect_model
    from posenc_gui.specs.kit.long_context import LongContextOptions

    def opened(name, **dtype):
        folder = tmp_path / name
        folder.mkdir()
        (folder / "config.json").write_text(
            json.dumps(
                {
                    "model_type": "llama",
                    "hidden_size": 512,
                    "num_attention_heads": 8,
                    "num_hidden_layers": 2,
                    "rope_theta": 10000.0,
                    "max_position_embeddings": 4096,
                    **dtype,
                }
            )
        )
        return inspect_model(folder)

    setting = {"long-context": LongContextOptions(source="opened")}
    bf16 = opened("tiny-bf16", torch_dtype="bfloat16")
    assert bf16.torch_dtype == "bfloat16"
    key = make_view("rope-precision", model=bf16, shared=setting).view.key.text
    assert "tiny-bf16 runs in bfloat16 (its config's torch_dtype)" in key and "as bf16-legacy" in key
    key = make_view("rope-invariance", model=bf16, shared=setting).view.key.text
    assert "scores as hf-bf16 does" in key
    fp16 = opened("tiny-fp16", dtype="float16")  # transformers 5 writes dtype
    key = make_view("rope-precision", model=fp16, shared=setting).view.key.text
    assert "runs in float16" in key and "computes them as fp16" in key
    # a preset's setting, or a model whose config names no dtype known here: no such sentence
    assert "torch_dtype" not in make_view("rope-precision", model=bf16).view.key.text
    assert opened("tiny-int8", torch_dtype="int8").torch_dtype is None
