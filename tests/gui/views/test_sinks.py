"""The Attention sinks view: each head's share curve, the window and context marks, StreamingLLM's kept tokens,
and an opened model's sinks; posenc_gui.compute and figure with model=."""

import math

import numpy as np
import pytest
from helpers import f32, write_model

from posenc_gui.core import Params
from posenc_gui.model_files.inspection import inspect_model
from posenc_gui.specs import SPECS
from posenc_gui.specs.sinks import EXAMPLE_SINKS, SinksOptions

TINY_GPT_OSS = {
    "model_type": "gpt_oss",
    "num_hidden_layers": 2,
    "num_attention_heads": 3,
    "head_dim": 8,
    "hidden_size": 24,
    "rope_theta": 150000.0,
    "sliding_window": 128,
    "layer_types": ["sliding_attention", "full_attention"],
}


def _model(tmp_path):
    return write_model(
        tmp_path / "tiny-gpt-oss",
        TINY_GPT_OSS,
        {
            "model.layers.0.self_attn.sinks": f32([0.0, 1.0, 2.0]),
            "model.layers.1.self_attn.sinks": f32([3.0, 5.0, 7.5]),
        },
    )


def test_the_example_draws_one_curve_a_head_the_chosen_one_bold_and_the_cache(make_view):
    shown = make_view("sinks")
    view, result = shown.view, shown.view.result
    assert result.source == "" and result.sinks.tolist() == list(EXAMPLE_SINKS)
    visible = [c for c in view.heads if c.isVisible()]
    assert len(visible) == len(EXAMPLE_SINKS)
    for h, s in enumerate(EXAMPLE_SINKS):
        keys = visible[h].xData
        np.testing.assert_allclose(visible[h].yData, 1 / (1 + keys * math.exp(-s)), rtol=1e-12)
    np.testing.assert_array_equal(view.chosen.yData, result.share[0])
    assert view.window_line.value() == pytest.approx(math.log10(128))
    assert view.context_line.value() == pytest.approx(math.log10(131072))
    assert view.first.xData.tolist() == [0, 1, 2, 3] and view.first.yData.tolist() == [0, 1, 2, 3]
    assert view.recent.xData.tolist() == list(range(1536, 2048)) and view.recent.yData.tolist() == list(range(4, 516))
    text = view.key.text
    assert "typed (not a model's)" in text and "logit c = 0" in text
    assert f"{1 / (1 + 128 * math.exp(2)):.3g} at 128 keys" in text
    assert "numbered 0 to 515" in text and "token 2,047 is at 515" in text


def test_a_short_stream_is_kept_whole_and_the_key_says_so(make_view):
    shown = make_view("sinks", options=SinksOptions(stream=10, start=4, recent=8))
    view = shown.view
    assert view.first.xData.tolist() == [0, 1, 2, 3] and view.recent.xData.tolist() == list(range(4, 10))
    assert view.recent.yData.tolist() == list(range(4, 10))
    assert "keeps all T = 10 tokens" in view.key.text


def test_an_opened_model_draws_its_layers_sinks_and_the_head_follows_the_store(make_view, tmp_path):
    info = inspect_model(_model(tmp_path))
    shown = make_view("sinks", options=SinksOptions(layer=1, head=2, logit=1.0), model=info)
    view = shown.view
    assert [c.isVisible() for c in view.heads] == [True, True, True]
    keys = view.chosen.xData
    np.testing.assert_allclose(view.chosen.yData, 1 / (1 + keys * math.exp(1.0 - 7.5)), rtol=1e-12)
    assert "tiny-gpt-oss" in view.key.text and "layer 1 (layers 0 to 1), 3 heads" in view.key.text
    shown.store.update_options("sinks", head=0, layer=7)  # a layer past the model's: its last one
    shown.draw()
    assert view.result.layer == 1 and view.result.head == 0
    np.testing.assert_allclose(view.chosen.yData, 1 / (1 + keys * math.exp(1.0 - 3.0)), rtol=1e-12)


def test_the_data_export_holds_each_heads_share_by_key_count():
    result = SPECS["sinks"].run(Params(), SinksOptions(window=128, context=4096))
    names, table = result.data_table()
    assert names == ["keys", *(f"head_{h}" for h in range(len(EXAMPLE_SINKS)))]
    assert table[0, 0] == 1 and table[-1, 0] == 4 * 4096
    np.testing.assert_allclose(table[:, 3], 1 / (1 + table[:, 0] * math.exp(-2.0)), rtol=1e-12)
    arrays = result.arrays()
    assert arrays.axes == ("head", "keys") and arrays.array.shape == (6, table.shape[0])
