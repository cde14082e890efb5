"""The Models chapter: model-layers (a model's layers by kind, each kind's reach, the NoPE query temperature) and
model-compare (up to four models' wavelengths on one axis, their contexts and keys), against strips and numbers
written here by hand from each family's code, and the softmax scale factor the Long context views take per model."""

import json
import math

import numpy as np
import pytest

from posenc_gui.core import ParamError, Params
from posenc_gui.model_files.inspection import inspect_model
from posenc_gui.specs import SPECS
from posenc_gui.specs.kit.long_context import LongContextOptions, resolve
from posenc_gui.specs.model_compare import ModelCompareOptions
from posenc_gui.specs.model_layers import ATTENTION, POSITION, RULES, ModelLayersOptions


def strip(kinds):
    """A hand-made table: one row a layer, kinds given as (attention, window, position, base, rule, rotary)."""
    return np.array(
        [
            [i, ATTENTION.index(a), w or 0, POSITION.index(p), b or 0, -1 if r is None else RULES.index(r), d or 0]
            for i, (a, w, p, b, r, d) in enumerate(kinds)
        ],
        dtype=float,
    )


def layers(model, opened=None):
    return SPECS["model-layers"].run(Params(), ModelLayersOptions(model=model), model=opened)


def test_gemma_3_27b_is_62_layers_five_local_to_one_global():
    """Google's gemma/gm/nn/_gemma.py: GEMMA3_ATTENTION_PATTERN (5 local sliding 1,024 with base 10,000, then 1
    global with base 1,000,000 and linear ×8) over 62 layers; transformers: (i + 1) % 6 == 0 is global."""
    local = ("sliding", 1024, "rope", 10_000.0, "default", 128)
    glob = ("full", None, "rope", 1_000_000.0, "linear", 128)
    expected = strip([glob if i % 6 == 5 else local for i in range(62)])
    result = layers("gemma-3-27b")
    np.testing.assert_array_equal(result.table, expected)
    assert [len(k.indexes) for k in result.kinds] == [52, 10]
    assert result.pattern.startswith("5 × sliding 1,024, base 10,000 : 1 × full, base 1,000,000, linear")
    sliding, full = result.kinds
    assert (sliding.keys, sliding.distance) == (1024, 1023) and (full.keys, full.distance) == (131072, 131071)
    # the longest wavelength that turns within 1,023 positions: 2π · 10000^(2k/128) for the largest k with it ≤ 1023
    waves = [2 * math.pi * 10000 ** (2 * k / 128) for k in range(64)]
    assert sliding.longest_turning == pytest.approx(max(w for w in waves if w <= 1023), rel=1e-12)
    glob_waves = [8 * 2 * math.pi * 1e6 ** (2 * k / 128) for k in range(64)]  # (linear ×8: positions / 8)
    assert full.longest_turning == pytest.approx(max(w for w in glob_waves if w <= 131071), rel=1e-12)
    assert result.positions.size == 0


def test_modernbert_base_alternates_one_global_with_two_local_windows_of_64_each_side():
    """modeling_modernbert.py: layer_id % 3 == 0 is global (base 160,000), else local (base 10,000), each token
    seeing local_attention // 2 = 64 tokens on either side."""
    expected = strip(
        [
            ("full", None, "rope", 160_000.0, "default", 64)
            if i % 3 == 0
            else ("sliding", 128, "rope", 10_000.0, "default", 64)
            for i in range(22)
        ]
    )
    result = layers("modernbert-base")
    np.testing.assert_array_equal(result.table, expected)
    local = result.kinds[1]
    assert local.layer.bidirectional and (local.keys, local.distance) == (129, 64)


def test_llama_4_scout_every_fourth_layer_without_rope_and_its_query_temperature():
    """configuration_llama4.py: no_rope_layers default int((i + 1) % 4 != 0); RoPE layers chunked to 8,192;
    Llama4TextAttention: the NoPE layers' queries × log(floor((pos + 1) / 8192) + 1) · 0.1 + 1."""
    chunk = ("chunked", 8192, "rope", 500_000.0, "llama3", 128)
    nope = ("full", None, "nope", None, None, None)
    result = layers("llama-4-scout")
    np.testing.assert_array_equal(result.table, strip([nope if (i + 1) % 4 == 0 else chunk for i in range(48)]))
    assert result.context == 8192 * 16
    expected = [math.log(math.floor((p + 1) / 8192) + 1) * 0.1 + 1 for p in result.positions]
    np.testing.assert_allclose(result.temperature, expected, rtol=0, atol=1e-12)
    assert 8190 in result.positions and 8191 in result.positions  # the first step, drawn sharp
    assert math.isnan(result.kinds[1].longest_turning) and result.kinds[1].wavelengths.size == 0


def test_gpt_oss_alternates_128_token_windows_with_full_layers():
    """gpt_oss/torch/model.py: sliding_window if layer_idx % 2 == 0 else 0, over 36 layers; YaRN on every layer."""
    expected = strip(
        [
            ("sliding", 128, "rope", 150_000.0, "yarn", 64)
            if i % 2 == 0
            else ("full", None, "rope", 150_000.0, "yarn", 64)
            for i in range(36)
        ]
    )
    np.testing.assert_array_equal(layers("gpt-oss").table, expected)


def write_config(tmp_path, config):
    folder = tmp_path / "m"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    return inspect_model(folder)


def test_an_opened_gemma_3_config_draws_its_strip_and_scales_its_softmax_by_query_pre_attn_scalar(tmp_path):
    """The Long context views took their softmax factor from a DeepSeek-only function: an opened Gemma 3 27B
    showed 1 while inspect said 0.873. Now both come from model_files: √128 / √168."""
    model = write_config(
        tmp_path,
        {
            "model_type": "gemma3_text",
            "num_hidden_layers": 12,
            "head_dim": 128,
            "num_attention_heads": 32,
            "hidden_size": 5376,
            "sliding_window": 1024,
            "query_pre_attn_scalar": 168,
        },
    )
    result = layers("opened", model)
    assert [int(v) for v in result.table[:, 1]] == [1, 1, 1, 1, 1, 0] * 2
    setting = resolve(Params(), LongContextOptions(source="opened"), model)
    assert setting.softmax_scale == pytest.approx(math.sqrt(128 / 168), rel=1e-12) == pytest.approx(0.8729, abs=1e-4)
    assert setting.softmax_family == "gemma3"
    preset = resolve(Params(), LongContextOptions(source="gemma-3-27b"))
    assert preset.softmax_scale == pytest.approx(math.sqrt(128 / 168), rel=1e-12)
    assert resolve(Params(), LongContextOptions(source="gemma-3-4b")).softmax_scale == 1.0  # (256 = head_dim)
    temperature = SPECS["attention-temperature"].run(
        Params(), None, setting=LongContextOptions(source="opened"), model=model
    )
    assert temperature.softmax_scale == pytest.approx(0.8729, abs=1e-4)


def test_the_attention_temperature_key_names_each_familys_reason(qtbot, tmp_path):
    from posenc_gui.gui.export.standalone import StandaloneView
    from posenc_gui.specs.attention_temperature import AttentionTemperatureOptions

    model = write_config(
        tmp_path,
        {
            "model_type": "gemma3_text",
            "num_hidden_layers": 6,
            "head_dim": 128,
            "num_attention_heads": 32,
            "hidden_size": 5376,
            "query_pre_attn_scalar": 168,
        },
    )
    shown = StandaloneView(
        "attention-temperature",
        Params(),
        AttentionTemperatureOptions(),
        model=model,
        shared={"long-context": LongContextOptions(source="opened")},
    )
    qtbot.addWidget(shown.host)
    text = shown.view.key.text + shown.view.key.toolTip()
    assert "softmax scale 1/√d by 0.8729 (Gemma 3's attention code divides by √query_pre_attn_scalar" in text
    assert "mscale" not in text and "DeepSeek" not in text
    shown.binder.detach()


def test_a_model_without_read_layers_or_none_open_is_refused_with_a_reason(tmp_path):
    with pytest.raises(ParamError, match="No model is open"):
        layers("opened")
    model = write_config(
        tmp_path,
        {
            "model_type": "mistral",
            "hidden_size": 4096,
            "num_attention_heads": 32,
            "num_hidden_layers": 4,
            "sliding_window": 4096,
            "max_position_embeddings": 32768,
        },
    )
    with pytest.raises(ParamError, match="layers of m are not read"):
        layers("opened", model)
    with pytest.raises(ParamError):
        ModelLayersOptions(model="bogus")
    with pytest.raises(ParamError):
        ModelLayersOptions(model="llama-3.1-8b")  # (its sources cite no layers)
    with pytest.raises(ParamError):
        ModelCompareOptions(first=3)


def test_model_layers_view_draws_one_cell_a_layer_coloured_by_kind(make_view):
    shown = make_view("model-layers", Params(), ModelLayersOptions(model="gemma-3-27b"))
    view = shown.view
    x = view.cells.opts["x"]
    brushes = [b.color().name() for b in view.cells.opts["brushes"]]
    assert len(x) == 62 and list(x) == list(range(62))
    assert {brushes[i] for i in range(62) if i % 6 == 5} == {"#0072b2"}  # global RoPE: blue
    assert {brushes[i] for i in range(62) if i % 6 != 5} == {"#009e73"}  # local RoPE: green
    # the reach bars: 1 .. 1,023 positions back for the sliding kind, 1 .. 131,071 for the global one
    assert list(view.reach_bars[0].xData) == [1.0, 1023.0] and list(view.reach_bars[1].xData) == [1.0, 131071.0]
    assert not view.temperature_shown
    assert "62 layers" in view.key.text and "sliding 1,024, base 10,000 (52 layers)" in view.key.text
    shown.store.update_options("model-layers", model="llama-4-scout")
    shown.draw()
    assert view.temperature_shown and view.temp_curve.yData.max() == pytest.approx(math.log(17) * 0.1 + 1)


def test_model_compare_puts_each_models_pairs_on_one_axis_with_its_contexts(make_view):
    options = ModelCompareOptions(first="llama-3.1-8b", second="none", third="gemma-3-27b", fourth="none")
    result = SPECS["model-compare"].run(Params(), options)
    names, table = result.data_table()
    assert names == ["model", "pair", "fraction", "wavelength", "turns_original", "turns_target"]
    llama = table[table[:, 0] == 0]
    k = np.arange(64)
    theta = 500000.0 ** (-2 * k / 128)
    assert np.array_equal(llama[:, 1], k) and np.allclose(llama[:, 2], 2 * k / 128)
    np.testing.assert_allclose(llama[:, 4], 8192 * theta / (2 * np.pi), rtol=1e-12)
    gemma = table[table[:, 0] == 2]
    np.testing.assert_allclose(gemma[:, 3], 8 * 2 * np.pi / (1e6 ** (-2 * k / 128)), rtol=1e-12)  # linear ×8
    assert (gemma[:, 4] == -1).all()  # no source states Gemma 3's context before extension
    np.testing.assert_allclose(gemma[:, 5], 131072 * 1e6 ** (-2 * k / 128) / 8 / (2 * np.pi), rtol=1e-12)
    shown = make_view("model-compare", Params(), options)
    view = shown.view
    assert view.curves[1].xData is None or len(view.curves[1].xData) == 0
    assert view.target[0].isVisible() and view.target[0].value() == pytest.approx(math.log10(131072))
    assert view.original[0].value() == pytest.approx(math.log10(8192)) and not view.original[2].isVisible()
    html = view.table.text
    assert "sliding 1,024: 10,000" in html and "full: 1,000,000" in html and "? → 131,072" in html
    with pytest.raises(ParamError, match="at least one model"):
        ModelCompareOptions(first="none", second="none", third="none", fourth="none").validate()


def test_each_presets_strip_is_what_the_reading_functions_give_layer_by_layer():
    """The view's rows are the layers model_files reads (as `inspect --json` gives them), one row a layer."""
    from posenc_gui.model_files.preset_layers import preset_info
    from posenc_gui.specs.kit.long_context import PRESETS
    from posenc_gui.specs.kit.models import LAYERED

    assert set(LAYERED) == {"gemma-3-27b", "modernbert-base", "gpt-oss", "llama-4-scout", "deepseek-v3"}
    for pid in LAYERED:
        read = preset_info(PRESETS[pid]).layers
        rows = [
            [
                i,
                ATTENTION.index(x.attention),
                x.window or 0,
                POSITION.index(x.position),
                x.base or 0,
                -1 if x.rope_type is None else RULES.index(x.rope_type),
                x.rotary_dim or 0,
            ]
            for i, x in enumerate(read)
        ]
        np.testing.assert_array_equal(layers(pid).table, np.array(rows, dtype=float), err_msg=pid)


def test_an_opened_llama_4_config_with_its_own_no_rope_layers_list(tmp_path):
    """no_rope_layers[i] == 0: a layer without RoPE, full attention; 1: RoPE, chunked (modeling_llama4.py)."""
    flags = [1, 0, 1, 1, 0, 1]
    model = write_config(
        tmp_path,
        {
            "model_type": "llama4_text",
            "num_hidden_layers": 6,
            "no_rope_layers": flags,
            "attention_chunk_size": 4096,
            "attn_temperature_tuning": False,
        },
    )
    result = layers("opened", model)
    chunk = ("chunked", 4096, "rope", 500_000.0, "default", 128)
    nope = ("full", None, "nope", None, None, None)
    np.testing.assert_array_equal(result.table, strip([chunk if f else nope for f in flags]))
    assert result.positions.size == 0  # (attn_temperature_tuning false: no query temperature)


def test_chatglm_6b_s_two_dimensional_rope_is_one_kind_of_full_layer(tmp_path):
    """ChatGLM-6B's modeling_chatglm.py (position_encoding_2d): every layer full, each half of a head turned by one
    of two positions: position code 3, rotary_dim half the head."""
    model = write_config(
        tmp_path,
        {
            "model_type": "chatglm",
            "hidden_size": 4096,
            "num_attention_heads": 32,
            "num_layers": 4,
            "max_sequence_length": 2048,
            "position_encoding_2d": True,
        },
    )
    result = layers("opened", model)
    np.testing.assert_array_equal(result.table, strip([("full", None, "rope-2d", 10_000.0, "default", 64)] * 4))


def _made(folder):
    folder.mkdir()
    return folder


def test_hybrids_draw_linear_and_sparse_kinds_in_their_own_colours(make_view, tmp_path):
    """Qwen3-Next's linear layers (wine) and full RoPE layers (blue); GLM-5's sparse layers (vermillion) reach the
    top 2,048 keys anywhere in the context; MiniMax's lightning layers show their decay lengths 1/slope."""
    qwen = write_config(_made(tmp_path / "q"), {"model_type": "qwen3_next", "num_hidden_layers": 8})
    result = layers("opened", qwen)
    assert [(k.layer.attention, k.layer.position, k.keys, k.distance) for k in result.kinds] == [
        ("linear", "none", 32768, 32767),
        ("full", "rope", 32768, 32767),
    ]
    assert [int(v) for v in result.table[:, 1]] == [ATTENTION.index("linear")] * 3 + [0] + [4] * 3 + [0]
    assert [int(v) for v in result.table[:, 3]] == [POSITION.index("none")] * 3 + [0] + [4] * 3 + [0]
    glm = write_config(_made(tmp_path / "g"), {"model_type": "glm_moe_dsa", "num_hidden_layers": 4})
    (kind,) = layers("opened", glm).kinds
    assert (kind.layer.attention, kind.keys, kind.distance) == ("sparse", 2048, 202751)
    minimax = write_config(
        _made(tmp_path / "x"),
        {
            "model_type": "minimax_m1",
            "hidden_size": 6144,
            "num_hidden_layers": 16,
            "num_attention_heads": 64,
            "head_dim": 128,
            "rotary_dim": 64,
            "rope_theta": 10000000,
            "max_position_embeddings": 10240000,
            "attn_type_list": ([0] * 7 + [1]) * 2,
        },
    )
    linear = layers("opened", minimax).kinds[0]
    # layer 1: slopes 2^(-8h/64) (x (1 + 1e-5)); 1/slope from 2^(1/8) / (1 + 1e-5) to 2^8 / (1 + 1e-5)
    assert linear.decay_first.min() == pytest.approx(2**0.125 / (1 + 1e-5), rel=1e-12)
    assert linear.decay_first.max() == pytest.approx(256 / (1 + 1e-5), rel=1e-12)
    depth = 1 - 14 / 15 + 1e-5  # layer 15 (index 14), the kind's last (modeling_minimax_m1.py's depth factor)
    assert linear.decay_last.max() == pytest.approx(256 / depth, rel=1e-9)

    shown = make_view("model-layers", Params(), ModelLayersOptions(model="opened"), model=minimax)
    view = shown.view
    brushes = [b.color().name() for b in view.cells.opts["brushes"]]
    assert brushes[:8] == ["#882255"] * 7 + ["#0072b2"]
    assert list(view.decay_dots[0].xData) == list(np.concatenate([linear.decay_first, linear.decay_last]))
    assert "a key 1/slope back weighs 1/e, 1 to 256 positions by head in layer 0" in view.key.text
    assert "linear, no positions (14 layers)" in view.key.text


def test_ministral_query_scale_is_drawn_for_every_layer(make_view, tmp_path):
    """Ministral 3: q x (1 + 0.1 ln(1 + floor(pos / 16,384))), a step at each multiple of 16,384."""
    ministral = write_config(
        _made(tmp_path / "m"),
        {"model_type": "ministral3", "hidden_size": 4096, "num_attention_heads": 32, "num_hidden_layers": 4},
    )
    result = layers("opened", ministral)
    assert result.query_formula == "llama4_scaling" and result.positions[-1] == 262143
    at = dict(zip(result.positions.tolist(), result.temperature.tolist()))
    assert at[16383.0] == 1.0 and at[16384.0] == pytest.approx(1 + 0.1 * math.log(2), rel=1e-15)
    assert at[262143.0] == pytest.approx(1 + 0.1 * math.log(16), rel=1e-15)
    shown = make_view("model-layers", Params(), ModelLayersOptions(model="opened"), model=ministral)
    assert shown.view.temperature_shown and shown.view.temp_curve.yData.max() == pytest.approx(1 + 0.1 * math.log(16))
    assert "1 + 0.1 · ln(1 + ⌊position / 16,384⌋): 1.277 at position 262,143" in shown.view.key.text


def test_kimi_linear_without_any_rope_draws_its_kda_and_nope_layers(make_view, tmp_path):
    """Kimi Linear: no layer turns RoPE, yet its layers are drawn, over its own 1,048,576 context (without
    linear_attn_config's lists, full where i > 0 and i % 4 == 0, as transformers 5.25.0's KimiLinearConfig places
    them); the models compared, which draw RoPE pairs, refuse it with the reason."""
    kimi = write_config(
        _made(tmp_path / "k"), {"model_type": "kimi_linear", "num_hidden_layers": 8, "mla_use_nope": True}
    )
    result = layers("opened", kimi)
    assert result.context == 1_048_576
    assert [(k.layer.attention, k.layer.position, k.keys) for k in result.kinds] == [
        ("linear", "none", 1_048_576),
        ("full", "nope", 1_048_576),
    ]
    shown = make_view("model-layers", Params(), ModelLayersOptions(model="opened"), model=kimi)
    brushes = [b.color().name() for b in shown.view.cells.opts["brushes"]]
    assert brushes == ["#882255"] * 4 + ["#808080"] + ["#882255"] * 3
    assert "order reaches these layers only through the recurrence and its gates" in shown.view.key.text
    with pytest.raises(ParamError, match="does not use RoPE"):
        SPECS["model-compare"].run(
            Params(), ModelCompareOptions(first="opened", second="none", third="none"), model=kimi
        )


def test_the_compare_table_shows_the_q_k_width_and_the_softmax_scale(make_view):
    """DeepSeek-V3: q . k over 192 dimensions, 64 of them turned, scaled by 192^-1/2 x mscale² = 0.1352."""
    shown = make_view("model-compare", Params(), ModelCompareOptions("deepseek-v3", "gpt-oss", "none"))
    text = shown.view.table.text
    cells = [c.split("<td>")[-1] for c in text.split("&nbsp;&nbsp;</td>")]
    start = next(i for i, c in enumerate(cells) if "DeepSeek-V3" in c)
    assert cells[start + 1] == "192 / 64<br>q·k × 0.1352"  # (one cell: the table leaves the plot its height)
