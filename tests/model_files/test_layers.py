"""Every layer's positions, read from config.json as each family's modeling code in transformers builds them.

Each pattern is checked against a loop written here from the family's own code (the file is named over each loop),
on the published config.json files in `published/` (their sources in published/SOURCES.md) and on configs holding
the keys a family's published config writes. Frequencies are checked against loops written from the code, and
against values worked by hand. Damaged values at the new keys are refused with the file and the key named."""

import json
import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from posenc_gui.cli import main
from posenc_gui.core import ParamError, nope_query_scale, proportional_pairs, rope_inv_freq
from posenc_gui.model_files.inspection import as_json, inspect_model
from posenc_gui.model_files.layers import pattern_text
from posenc_gui.model_files.reading import ModelFileError

PUBLISHED = Path(__file__).parent / "published"


def write(tmp_path: Path, config: dict, name: str = "m") -> Path:
    folder = tmp_path / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    return folder / "config.json"


def refused(path: Path, *words: str) -> str:
    with pytest.raises(ModelFileError) as caught:
        inspect_model(path)
    message = str(caught.value)
    assert str(path) in message, message
    for word in words:
        assert word in message, message
    return message


def default_freqs(dim: int, base: float) -> np.ndarray:
    """_compute_default_rope_parameters: 1 / base^(arange(0, dim, 2) / dim), written as a loop."""
    return np.array([1.0 / base ** (i / dim) for i in range(0, dim, 2)])


# -- the layer-type loops, each from its family's code -------------------------------------------------------------


def gemma3_types(n: int, pattern: int = 6) -> list[str]:
    # configuration_gemma3.py: "sliding_attention" if bool((i + 1) % self._sliding_window_pattern) else "full_attention"
    out = []
    for i in range(n):
        out.append("sliding" if (i + 1) % pattern else "full")
    return out


def gpt_oss_types(n: int) -> list[str]:
    # configuration_gpt_oss.py: "sliding_attention" if bool((i + 1) % 2) else "full_attention"
    return ["sliding" if (i + 1) % 2 else "full" for i in range(n)]


def modernbert_types(n: int, every: int) -> list[str]:
    # modeling_modernbert.py: if layer_id % config.global_attn_every_n_layers != 0: local (sliding) attention
    return ["sliding" if i % every != 0 else "full" for i in range(n)]


def llama4_rope(n: int, interval: int) -> list[int]:
    # configuration_llama4.py: default_no_rope_layers = [int((layer_idx + 1) % no_rope_layer_interval != 0) ...]
    return [int((i + 1) % interval != 0) for i in range(n)]


# -- core: the proportional rule and the NoPE layers' query temperature ----------------------------------------------


@pytest.mark.parametrize(
    "head_dim, partial, base, factor",
    [(512, 0.25, 1e6, 1.0), (256, 0.3, 1e4, 2.0), (128, 1.0, 5e5, 1.0), (64, 0.1, 1e4, 1.0)],
)
def test_proportional_is_transformers_rule(head_dim, partial, base, factor):
    # _compute_proportional_rope_parameters: rope_angles = int(rope_proportion * head_dim // 2); the first
    # 2 * rope_angles / 2 pairs get 1 / base^(2k / head_dim); head_dim // 2 - rope_angles zeros; all / factor
    rope_angles = int(partial * head_dim // 2)
    expect = [1.0 / base ** (k / head_dim) for k in range(0, 2 * rope_angles, 2)]
    expect = np.array(expect + [0.0] * (head_dim // 2 - rope_angles)) / factor
    scaling = {"rope_type": "proportional", "partial_rotary_factor": partial, "factor": factor}
    got = rope_inv_freq(head_dim, base, scaling)
    assert got.inv_freq.shape == (head_dim // 2,) and got.attention_factor == 1.0
    np.testing.assert_allclose(got.inv_freq, expect, rtol=1e-13, atol=0)
    assert proportional_pairs(head_dim, partial) == rope_angles


def test_proportional_keeps_the_full_heads_exponents_where_the_default_rule_squeezes_them():
    # Gemma 4's global layers: 512 wide, a quarter: 64 pairs turn;
    # pair 1 at 1e6^(-2/512) = e^(-0.053967) (hand: 0.947463)
    prop = rope_inv_freq(512, 1e6, {"rope_type": "proportional", "partial_rotary_factor": 0.25}).inv_freq
    assert prop[1] == pytest.approx(0.947463, rel=1e-5) and np.count_nonzero(prop) == 64
    assert prop[63] == pytest.approx(1e6 ** (-126 / 512), rel=1e-12) and prop[64] == 0.0
    # the default rule with partial_rotary_factor 0.25: 64 pairs over exponents of 128: pair 1 at 1e6^(-2/128)
    squeezed = rope_inv_freq(512, 1e6, None, partial_rotary_factor=0.25).inv_freq
    assert squeezed.shape == (64,) and squeezed[1] == pytest.approx(0.805842, rel=1e-5)
    assert squeezed[63] == pytest.approx(1e6 ** (-126 / 128), rel=1e-12)


def test_proportional_refuses_bad_arguments_naming_them():
    with pytest.raises(ParamError, match="partial_rotary_factor"):
        rope_inv_freq(512, 1e6, {"rope_type": "proportional", "partial_rotary_factor": "a"})
    with pytest.raises(ParamError, match="partial_rotary_factor"):
        proportional_pairs(512, 1.5)
    with pytest.raises(ParamError, match="head_dim"):
        proportional_pairs(511, 0.25)


def test_nope_query_scale_by_hand():
    # log(floor((pos + 1) / 8192) + 1) * 0.1 + 1: 1 up to position 8190, log 2 from 8191, log 3 from 16383
    got = nope_query_scale([0, 8190, 8191, 16382, 16383, 10**6], 8192, 0.1)
    hand = [
        1.0,
        1.0,
        1 + 0.1 * math.log(2),
        1 + 0.1 * math.log(2),
        1 + 0.1 * math.log(3),
        1 + 0.1 * math.log(math.floor(1_000_001 / 8192) + 1),
    ]
    np.testing.assert_allclose(got, hand, rtol=1e-15)
    with pytest.raises(ParamError, match="positions"):
        nope_query_scale([-1], 8192, 0.1)
    with pytest.raises(ParamError, match="floor_scale"):
        nope_query_scale([1], 0, 0.1)


# -- published configs ---------------------------------------------------------------------------------------------


def test_gpt_oss_20b_published():
    info = inspect_model(PUBLISHED / "gpt-oss-20b.config.json")
    assert [layer.attention for layer in info.layers] == gpt_oss_types(24)
    for layer in info.layers:
        assert (layer.position, layer.base, layer.rope_type, layer.rotary_dim, layer.head_dim) == (
            "rope",
            150000,
            "yarn",
            64,
            64,
        )
        assert layer.window == (128 if layer.attention == "sliding" else None)
        assert layer.softmax_scale == pytest.approx(64**-0.5, rel=1e-15)
    assert info.softmax_scale_factor == 1.0
    assert pattern_text(info.layers) == (
        "1 × sliding 128, base 150,000, yarn : 1 × full, base 150,000, yarn (× 12: 24 layers)"
    )


def test_chatglm3_6b_published(tmp_path):
    info = inspect_model(PUBLISHED / "chatglm3-6b.config.json")
    # modeling_chatglm.py: rotary_dim = kv_channels (128); RotaryEmbedding(rotary_dim // 2): dim 64;
    # forward_impl: theta = 1 / (base ** (arange(0, n_elem, 2) / n_elem)), n_elem = 64, base = 10000 * rope_ratio
    assert (info.head_dim, info.rotary_dim, info.base, info.pairing) == (128, 64, 10000.0, "interleaved")
    np.testing.assert_allclose(info.inv_freq, default_freqs(64, 10000.0), rtol=1e-14)
    assert info.max_position_embeddings == 32768 and len(info.layers) == 28
    assert {(layer.attention, layer.position, layer.rotary_dim) for layer in info.layers} == {("full", "rope", 64)}
    assert info.layers[0].softmax_scale == pytest.approx(128**-0.5)
    config = json.loads((PUBLISHED / "chatglm3-6b.config.json").read_text()) | {"rope_ratio": 50}
    info = inspect_model(write(tmp_path, config))
    assert info.base == 500000.0
    np.testing.assert_allclose(info.inv_freq, default_freqs(64, 500000.0), rtol=1e-14)


# -- configs with the keys the published ones write ----------------------------------------------------------------

# google/gemma-3-4b-it's config.json: a gemma3 wrapper whose text_config writes only these keys; transformers'
# Gemma3TextConfig fills the rest (head_dim 256, 8 heads, rope_theta 1e6, rope_local_base_freq 1e4, pattern 6)
GEMMA3_4B = {
    "architectures": ["Gemma3ForConditionalGeneration"],
    "model_type": "gemma3",
    "text_config": {
        "hidden_size": 2560,
        "intermediate_size": 10240,
        "model_type": "gemma3_text",
        "num_hidden_layers": 34,
        "rope_scaling": {"factor": 8.0, "rope_type": "linear"},
        "sliding_window": 1024,
    },
    "vision_config": {"hidden_size": 1152, "model_type": "siglip_vision_model"},
}


def test_gemma3_4b_keys_as_published(tmp_path):
    info = inspect_model(write(tmp_path, GEMMA3_4B))
    kinds = gemma3_types(34)
    assert [layer.attention for layer in info.layers] == kinds
    for layer, kind in zip(info.layers, kinds):
        if kind == "sliding":  # rope_local_base_freq, no scaling (convert_rope_params_to_dict: rope_scaling -> full)
            assert (layer.window, layer.base, layer.rope_type) == (1024, 10000.0, "default")
            np.testing.assert_allclose(layer.inv_freq, default_freqs(256, 1e4), rtol=1e-13)
        else:
            assert (layer.window, layer.base, layer.rope_type) == (None, 1e6, "linear")
            np.testing.assert_allclose(layer.inv_freq, default_freqs(256, 1e6) / 8.0, rtol=1e-13)
    assert (info.head_dim, info.base, info.max_position_embeddings) == (256, 1e6, 131072)
    assert info.softmax_scale_factor == 1.0  # query_pre_attn_scalar 256 = head_dim
    assert pattern_text(info.layers) == (
        "5 × sliding 1,024, base 10,000 : 1 × full, base 1,000,000, linear (× 5, then the first 4: 34 layers)"
    )


def test_gemma3_27b_scales_queries_by_query_pre_attn_scalar(tmp_path):
    config = {
        "model_type": "gemma3_text",
        "head_dim": 128,
        "hidden_size": 5376,
        "num_attention_heads": 32,
        "num_hidden_layers": 62,
        "query_pre_attn_scalar": 168,
        "rope_local_base_freq": 10000.0,
        "rope_theta": 1000000.0,
        "sliding_window": 1024,
        "rope_scaling": {"factor": 8.0, "rope_type": "linear"},
    }
    info = inspect_model(write(tmp_path, config))
    assert [layer.attention for layer in info.layers] == gemma3_types(62)
    assert info.layers[0].softmax_scale == pytest.approx(168**-0.5, rel=1e-15)
    assert info.softmax_scale_factor == pytest.approx(math.sqrt(128 / 168), rel=1e-12)  # 0.87287


def test_gemma3_transformers5_rope_parameters_per_layer_type(tmp_path):
    config = {
        "model_type": "gemma3_text",
        "head_dim": 256,
        "num_hidden_layers": 7,
        "sliding_window": 512,
        "rope_parameters": {
            "full_attention": {"rope_type": "linear", "factor": 8.0, "rope_theta": 1000000},
            "sliding_attention": {"rope_type": "default", "rope_theta": 10000},
        },
    }
    info = inspect_model(write(tmp_path, config))
    assert [(layer.attention, layer.base, layer.rope_type) for layer in info.layers] == [
        ("sliding", 10000, "default")
    ] * 5 + [("full", 1000000, "linear"), ("sliding", 10000, "default")]


# answerdotai/ModernBERT-base's config.json keys
MODERNBERT_BASE = {
    "architectures": ["ModernBertForMaskedLM"],
    "model_type": "modernbert",
    "hidden_size": 768,
    "num_attention_heads": 12,
    "num_hidden_layers": 22,
    "max_position_embeddings": 8192,
    "global_attn_every_n_layers": 3,
    "local_attention": 128,
    "global_rope_theta": 160000.0,
    "local_rope_theta": 10000.0,
}


def test_modernbert_base(tmp_path):
    info = inspect_model(write(tmp_path, MODERNBERT_BASE))
    assert info.type == "rope" and (info.head_dim, info.rotary_dim, info.base) == (64, 64, 160000.0)
    kinds = modernbert_types(22, 3)
    assert [layer.attention for layer in info.layers] == kinds
    for layer, kind in zip(info.layers, kinds):
        assert layer.base == (160000.0 if kind == "full" else 10000.0)
        assert (layer.window, layer.bidirectional) == ((128, True) if kind == "sliding" else (None, False))
        np.testing.assert_allclose(layer.inv_freq, default_freqs(64, layer.base), rtol=1e-13)
    assert pattern_text(info.layers) == (
        "1 × full, base 160,000 : 2 × sliding ±64, base 10,000 (× 7, then the first 1: 22 layers)"
    )


# meta-llama/Llama-4-Scout's text_config keys, as the config.json quoted in vllm-project/vllm issue #20581 writes
# them (a text-only fine-tune of Llama-4-Scout-17B-16E): attn_temperature_tuning is the number 4 there
SCOUT = {
    "model_type": "llama4_text",
    "attention_chunk_size": 8192,
    "attn_scale": 0.1,
    "attn_temperature_tuning": 4,
    "floor_scale": 8192,
    "head_dim": 128,
    "hidden_size": 5120,
    "max_position_embeddings": 262144,
    "no_rope_layers": [1, 1, 1, 0] * 12,
    "num_attention_heads": 40,
    "num_hidden_layers": 48,
    "rope_scaling": {
        "factor": 8.0,
        "high_freq_factor": 4.0,
        "low_freq_factor": 1.0,
        "original_max_position_embeddings": 8192,
        "rope_type": "llama3",
    },
    "rope_theta": 500000.0,
}


def test_llama4_scout(tmp_path):
    info = inspect_model(write(tmp_path, SCOUT))
    assert info.pairing == "interleaved"  # modeling_llama4.py apply_rotary_emb: view_as_complex of adjacent pairs
    flags = SCOUT["no_rope_layers"]
    for layer, rope in zip(info.layers, flags):
        if rope:  # layer_types default: "chunked_attention" if no_rope else "full_attention"
            assert (layer.attention, layer.window, layer.position, layer.rope_type) == (
                "chunked",
                8192,
                "rope",
                "llama3",
            )
            assert layer.query_scale is None
        else:
            assert (layer.attention, layer.window, layer.position, layer.base) == ("full", None, "nope", None)
            assert layer.query_scale == {"floor_scale": 8192.0, "attn_scale": 0.1}
    assert pattern_text(info.layers) == (
        "3 × chunked 8,192, base 500,000, llama3 : 1 × full, no RoPE, query temperature (× 12: 48 layers)"
    )
    # an empty no_rope_layers is the library's default; attn_temperature_tuning false: no temperature
    info = inspect_model(
        write(
            tmp_path, SCOUT | {"no_rope_layers": [], "no_rope_layer_interval": 3, "attn_temperature_tuning": False}, "b"
        )
    )
    assert [layer.position == "rope" for layer in info.layers] == [bool(r) for r in llama4_rope(48, 3)]
    assert all(layer.query_scale is None for layer in info.layers)


def test_gemma4_global_layers_turn_a_quarter_of_a_wider_head(tmp_path):
    config = {
        "model_type": "gemma4",
        "text_config": {
            "model_type": "gemma4_text",
            "num_hidden_layers": 8,
            "num_attention_heads": 8,
            "head_dim": 256,
            "global_head_dim": 512,
            "sliding_window": 512,
            "rope_parameters": {
                "full_attention": {"partial_rotary_factor": 0.25, "rope_theta": 1000000.0, "rope_type": "proportional"},
                "sliding_attention": {"rope_theta": 10000.0, "rope_type": "default"},
            },
        },
    }
    info = inspect_model(write(tmp_path, config))
    # configuration_gemma4.py: the 5:1 rule, and the last layer forced to full attention
    kinds = gemma3_types(8)
    kinds[-1] = "full"
    assert [layer.attention for layer in info.layers] == kinds
    full = info.layers[5]
    assert (full.head_dim, full.rotary_dim, full.base, full.rope_type, full.softmax_scale) == (
        512,
        128,
        1e6,
        "proportional",
        1.0,
    )
    np.testing.assert_allclose(full.inv_freq, [1e6 ** (-k / 512) for k in range(0, 128, 2)], rtol=1e-13)
    local = info.layers[0]
    assert (local.head_dim, local.rotary_dim, local.base, local.window) == (256, 256, 1e4, 512)
    assert info.softmax_scale_factor is None  # 1 on 1/sqrt(512) and on 1/sqrt(256): not one factor
    assert (info.head_dim, info.rotary_dim) == (512, 128)


def test_deepseek_v3_mla(tmp_path):
    config = {
        "model_type": "deepseek_v3",
        "hidden_size": 7168,
        "num_attention_heads": 128,
        "num_hidden_layers": 61,
        "qk_nope_head_dim": 128,
        "qk_rope_head_dim": 64,
        "max_position_embeddings": 163840,
        "rope_theta": 10000,
        "rope_scaling": {
            "beta_fast": 32,
            "beta_slow": 1,
            "factor": 40,
            "mscale": 1.0,
            "mscale_all_dim": 1.0,
            "original_max_position_embeddings": 4096,
            "type": "yarn",
        },
    }
    info = inspect_model(write(tmp_path, config))
    mscale = 0.1 * 1.0 * math.log(40) + 1.0  # yarn_get_mscale(40, 1.0)
    assert info.softmax_scale_factor == pytest.approx(mscale**2, rel=1e-12)  # 1.87385
    layer = info.layers[0]
    assert (layer.head_dim, layer.rotary_dim, len(info.layers)) == (192, 64, 61)
    assert layer.softmax_scale == pytest.approx(192**-0.5 * mscale**2, rel=1e-12)
    assert info.head_dim == 64  # the part RoPE turns, as before


def test_qwen25_vl_mrope_section(tmp_path):
    config = {
        "model_type": "qwen2_5_vl",
        "hidden_size": 3584,
        "num_attention_heads": 28,
        "num_hidden_layers": 28,
        "rope_theta": 1000000.0,
        "max_position_embeddings": 128000,
        "sliding_window": 32768,
        "use_sliding_window": False,
        "rope_scaling": {"type": "mrope", "mrope_section": [16, 24, 24]},
    }
    info = inspect_model(write(tmp_path, config))
    assert info.mrope_section == (16, 24, 24) and info.scaling["type"] == "mrope"
    np.testing.assert_allclose(info.inv_freq, default_freqs(128, 1e6), rtol=1e-13)
    assert {layer.attention for layer in info.layers} == {"full"}  # use_sliding_window false
    assert as_json(info)["mrope_section"] == [16, 24, 24]
    config["rope_scaling"]["mrope_section"] = [16, 24, 23]
    refused(write(tmp_path, config, "b"), "rope_scaling.mrope_section", "63", "64")


def test_chatglm_6b_two_dimensional_positions(tmp_path):
    # THUDM/chatglm-6b: position_encoding_2d; RotaryEmbedding(hidden_size // (num_attention_heads * 2), base=10000):
    # each half of a 128-wide head turns in rotate_half pairs, by the position and by the block position
    config = {
        "model_type": "chatglm",
        "hidden_size": 4096,
        "num_attention_heads": 32,
        "num_layers": 28,
        "max_sequence_length": 2048,
        "position_encoding_2d": True,
    }
    info = inspect_model(write(tmp_path, config))
    assert (info.head_dim, info.rotary_dim, info.pairing, info.max_position_embeddings) == (128, 64, "split-half", 2048)
    np.testing.assert_allclose(info.inv_freq, default_freqs(64, 1e4), rtol=1e-14)
    assert info.layers[0].position == "rope-2d"


def test_a_sliding_window_this_reader_does_not_place_leaves_the_layers_unread(tmp_path):
    config = {
        "model_type": "mistral",
        "hidden_size": 4096,
        "num_attention_heads": 32,
        "num_hidden_layers": 32,
        "sliding_window": 4096,
        "rope_theta": 10000.0,
    }
    info = inspect_model(write(tmp_path, config))
    assert info.layers is None and info.softmax_scale_factor == 1.0
    info = inspect_model(write(tmp_path, config | {"sliding_window": None}, "b"))
    assert [layer.attention for layer in info.layers] == ["full"] * 32
    # a linear layer in a family whose code builds none, and a kind not known at all: refused naming the entry
    with pytest.raises(
        ModelFileError,
        match=r"layer_types\[0\] is linear_attention, a layer kind the code of "
        r"mistral does not build",
    ):
        inspect_model(write(tmp_path, config | {"layer_types": ["linear_attention"] * 32}, "c"))
    with pytest.raises(ModelFileError, match=r"layer_types\[31\] is mamba, a layer kind this reader does not know"):
        inspect_model(write(tmp_path, config | {"layer_types": ["full_attention"] * 31 + ["mamba"]}, "d"))


# -- inspect -----------------------------------------------------------------------------------------------------------


def test_inspect_prints_the_pattern_and_the_layers(capsys):
    assert main(["inspect", str(PUBLISHED / "gpt-oss-20b.config.json")]) == 0
    out = capsys.readouterr().out
    assert "layers: 1 × sliding 128, base 150,000, yarn : 1 × full, base 150,000, yarn (× 12: 24 layers)" in out
    assert main(["inspect", str(PUBLISHED / "gpt-oss-20b.config.json"), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["softmax_scale_factor"] == 1.0 and len(data["layers"]) == 24
    assert data["layers"][0] == {
        "attention": "sliding",
        "window": 128,
        "position": "rope",
        "base": 150000.0,
        "rope_type": "yarn",
        "rotary_dim": 64,
        "head_dim": 64,
        "softmax_scale": 0.125,
        "query_scale": None,
        "topk": None,
        "window_covers_context": False,
        "decay": None,
        "window_reach": "before",
    }
    assert data["layers"][1]["window_reach"] is None and data["attention_direction"] == "causal"


def test_inspect_names_chatglms_own_code_and_a_uniform_pattern(capsys):
    assert main(["inspect", str(PUBLISHED / "chatglm3-6b.config.json")]) == 0
    out = capsys.readouterr().out
    assert "(interleaved pairs, (x0, x1), (x2, x3), ..., as the model's own modeling_chatglm.py computes it)" in out
    assert "layers: 28 × full, base 10,000, 64 of 128 dims\n" in out


def test_inspect_names_the_query_temperature(tmp_path, capsys):
    assert main(["inspect", str(write(tmp_path, SCOUT))]) == 0
    out = capsys.readouterr().out
    assert "query temperature (layers without RoPE): log(floor((pos + 1) / 8,192) + 1) x 0.1 + 1" in out


# -- hardening ---------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "edit, words",
    [
        ({"layer_types": ["sliding_attention"] * 20}, ["layer_types", "20", "34"]),
        ({"layer_types": "sliding_attention"}, ["layer_types", "list"]),
        ({"layer_types": ["sliding_attention"] * 33 + [5]}, ["layer_types[33]", "text"]),
        ({"layer_types": ["full_attention"] * 5000}, ["layer_types", "5,000"]),
        ({"num_hidden_layers": 10**6}, ["num_hidden_layers"]),
        ({"num_hidden_layers": True}, ["num_hidden_layers"]),
        ({"sliding_window": "big"}, ["sliding_window"]),
        ({"sliding_window": 0}, ["sliding_window"]),
        ({"sliding_window_pattern": [6]}, ["sliding_window_pattern"]),
        ({"rope_local_base_freq": 1.0}, ["rope_local_base_freq"]),
        ({"query_pre_attn_scalar": "x"}, ["query_pre_attn_scalar"]),
    ],
)
def test_bad_gemma3_values_name_the_key(tmp_path, edit, words):
    config = json.loads(json.dumps(GEMMA3_4B))
    config["text_config"] |= edit
    refused(write(tmp_path, config), *words)


@pytest.mark.parametrize(
    "edit, words",
    [
        ({"no_rope_layers": [1, 1, 1]}, ["no_rope_layers", "3", "48"]),
        ({"no_rope_layers": [1, 2] * 24}, ["no_rope_layers[1]"]),
        ({"no_rope_layers": {"a": 1}}, ["no_rope_layers", "list"]),
        ({"attention_chunk_size": -5}, ["attention_chunk_size"]),
        ({"attn_temperature_tuning": "yes"}, ["attn_temperature_tuning"]),
        ({"floor_scale": 0}, ["floor_scale"]),
        ({"no_rope_layer_interval": 0, "no_rope_layers": None}, ["no_rope_layer_interval"]),
    ],
)
def test_bad_llama4_values_name_the_key(tmp_path, edit, words):
    refused(write(tmp_path, SCOUT | edit), *words)


@pytest.mark.parametrize(
    "edit, words",
    [
        ({"global_attn_every_n_layers": 0}, ["global_attn_every_n_layers"]),
        ({"local_attention": 1}, ["local_attention"]),
        ({"global_rope_theta": "x"}, ["global_rope_theta"]),
        ({"local_rope_theta": 0.5}, ["local_rope_theta"]),
    ],
)
def test_bad_modernbert_values_name_the_key(tmp_path, edit, words):
    refused(write(tmp_path, MODERNBERT_BASE | edit), *words)


@pytest.mark.parametrize(
    "edit, words",
    [
        ({"kv_channels": 3}, ["kv_channels"]),
        ({"kv_channels": 6}, ["kv_channels / 2"]),
        ({"rope_ratio": "x"}, ["rope_ratio"]),
        ({"num_layers": 0}, ["num_layers"]),
    ],
)
def test_bad_chatglm_values_name_the_key(tmp_path, edit, words):
    config = json.loads((PUBLISHED / "chatglm3-6b.config.json").read_text()) | edit
    refused(write(tmp_path, config), *words)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
NEW_KEYS = [
    "layer_types",
    "sliding_window",
    "sliding_window_pattern",
    "rope_local_base_freq",
    "rope_parameters",
    "num_hidden_layers",
    "num_layers",
    "global_attn_every_n_layers",
    "local_attention",
    "global_rope_theta",
    "local_rope_theta",
    "no_rope_layers",
    "no_rope_layer_interval",
    "attention_chunk_size",
    "attn_temperature_tuning",
    "floor_scale",
    "attn_scale",
    "qk_nope_head_dim",
    "global_head_dim",
    "query_pre_attn_scalar",
    "kv_channels",
    "rope_ratio",
    "position_encoding_2d",
    "use_sliding_window",
    "use_bidirectional_attention",
    "rope_scaling",
]
BASES = {
    "gemma3_text": GEMMA3_4B["text_config"],
    "modernbert": MODERNBERT_BASE,
    "llama4_text": SCOUT,
    "gpt_oss": json.loads((PUBLISHED / "gpt-oss-20b.config.json").read_text()),
    "chatglm": json.loads((PUBLISHED / "chatglm3-6b.config.json").read_text()),
    "gemma4_text": {"model_type": "gemma4_text", "num_hidden_layers": 6},
    "deepseek_v3": {
        "model_type": "deepseek_v3",
        "hidden_size": 1024,
        "num_attention_heads": 8,
        "num_hidden_layers": 3,
        "qk_rope_head_dim": 64,
        "qk_nope_head_dim": 128,
    },
}


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    family=st.sampled_from(sorted(BASES)),
    edits=st.lists(st.tuples(st.sampled_from(NEW_KEYS), json_values), min_size=1, max_size=3),
    mrope=st.one_of(st.none(), json_values),
)
def test_fuzz_the_new_keys(tmp_path, family, edits, mrope):
    config = json.loads(json.dumps(BASES[family]))
    for key, value in edits:
        config[key] = value
    if mrope is not None and isinstance(config.get("rope_scaling"), dict):
        config["rope_scaling"]["mrope_section"] = mrope
    path = write(tmp_path, config, "f")
    try:
        info = inspect_model(path)
        json.dumps(as_json(info), allow_nan=False)
        if info.layers is not None:
            assert len(info.layers) >= 1
            pattern_text(info.layers)
    except ModelFileError as exc:
        assert str(path) in str(exc)


def test_torch_dtype_is_read_from_the_root_or_the_text_config_and_checked(tmp_path):
    base = {"model_type": "llama", "hidden_size": 512, "num_attention_heads": 8, "num_hidden_layers": 2}
    assert inspect_model(write(tmp_path, {**base, "torch_dtype": "bfloat16"}, "a")).torch_dtype == "bfloat16"
    assert inspect_model(write(tmp_path, {**base, "dtype": "float32"}, "b")).torch_dtype == "float32"
    wrapped = {"model_type": "gemma3", "text_config": {**base, "model_type": "gemma3_text", "torch_dtype": "float16"}}
    assert inspect_model(write(tmp_path, wrapped, "c")).torch_dtype == "float16"
    assert inspect_model(write(tmp_path, {**base, "torch_dtype": None}, "d")).torch_dtype is None
    opened = inspect_model(write(tmp_path, {**base, "torch_dtype": "bfloat16"}, "e"))
    assert as_json(opened)["torch_dtype"] == "bfloat16"
    refused(write(tmp_path, {**base, "torch_dtype": 16}, "f"), "torch_dtype", "16")


# -- the attention's direction, and how far a layer's window reaches ------------------------------------------------


def test_modernbert_is_bidirectional_on_every_layer_and_its_local_windows_reach_both_sides(tmp_path, capsys):
    """An encoder: every layer sees both sides. The layers' window_reach says how far a local layer's window goes
    (window // 2 each side); a global layer has no window (null), which says nothing of causality: that is the
    model's attention_direction."""
    assert main(["inspect", str(write(tmp_path, MODERNBERT_BASE)), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["attention_direction"] == "bidirectional"
    kinds = modernbert_types(22, 3)
    assert [layer["window_reach"] for layer in data["layers"]] == [
        "both_sides" if kind == "sliding" else None for kind in kinds
    ]
    assert all("bidirectional" not in layer for layer in data["layers"])
    assert main(["inspect", str(write(tmp_path, MODERNBERT_BASE))]) == 0
    out = capsys.readouterr().out
    assert "attention: bidirectional (each token sees tokens on both sides, on every layer)\n" in out
    assert main(["inspect", str(PUBLISHED / "gpt-oss-20b.config.json")]) == 0
    assert "attention: causal (each token sees itself and tokens before it, none after it)\n" in capsys.readouterr().out


def _config(tmp_path, name, config):
    folder = tmp_path / name
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    return inspect_model(folder)


@pytest.mark.parametrize(
    ("name", "config", "direction"),
    [
        ("llama", {"model_type": "llama", "hidden_size": 64, "num_attention_heads": 4}, "causal"),
        ("gpt2", {"model_type": "gpt2", "n_embd": 8, "n_head": 2, "n_positions": 16}, "causal"),
        ("bloom", {"model_type": "bloom", "hidden_size": 64, "n_head": 4}, "causal"),
        ("gemma3", GEMMA3_4B, "causal"),
        ("scout", SCOUT, "causal"),
        (
            "qwen2.5-vl",
            {
                "model_type": "qwen2_5_vl",
                "hidden_size": 3584,
                "num_attention_heads": 28,
                "rope_scaling": {"type": "mrope", "mrope_section": [16, 24, 24]},
            },
            "causal",
        ),
        ("chatglm3", json.loads((PUBLISHED / "chatglm3-6b.config.json").read_text()), "causal"),
        (
            "chatglm-6b",
            {"model_type": "chatglm", "hidden_size": 4096, "num_attention_heads": 32, "position_encoding_2d": True},
            "prefix-lm",
        ),
        ("bert", {"model_type": "bert", "hidden_size": 64, "num_attention_heads": 4}, "bidirectional"),
        ("roberta", {"model_type": "roberta", "hidden_size": 64, "num_attention_heads": 4}, "bidirectional"),
        ("distilbert", {"model_type": "distilbert", "dim": 64, "n_heads": 4}, "bidirectional"),
        (
            "bert-decoder",
            {"model_type": "bert", "hidden_size": 64, "num_attention_heads": 4, "is_decoder": True},
            "causal",
        ),
        ("modernbert", MODERNBERT_BASE, "bidirectional"),
        ("embeddinggemma", {**GEMMA3_4B["text_config"], "use_bidirectional_attention": True}, "bidirectional"),
        ("t5", {"model_type": "t5", "d_model": 64, "num_heads": 4}, "encoder-decoder"),
        ("bart", {"model_type": "bart", "d_model": 64, "encoder_attention_heads": 4}, "encoder-decoder"),
        (
            "unknown",
            {"model_type": "somethingnew", "rope_theta": 10000.0, "hidden_size": 64, "num_attention_heads": 4},
            None,
        ),
    ],
)
def test_every_family_says_its_attention_direction(tmp_path, name, config, direction):
    info = _config(tmp_path, name, config)
    assert info.attention_direction == direction
    assert as_json(info)["attention_direction"] == direction


def test_bad_direction_keys_name_the_key(tmp_path):
    from posenc_gui.model_files.reading import ModelFileError

    with pytest.raises(ModelFileError, match="is_decoder"):
        _config(
            tmp_path, "bert", {"model_type": "bert", "hidden_size": 64, "num_attention_heads": 4, "is_decoder": "yes"}
        )


def test_readme_documents_the_json_fields_inspect_writes(tmp_path):
    """Every key of inspect --json, and of a layer's object, is named in the inspect section of docs/models.md."""
    from helpers import ROOT

    text = (ROOT / "docs" / "models.md").read_text(encoding="utf-8")
    section = text[text.index("posenc-gui inspect ./Llama-3.1-8B --json") : text.index("| Family (`model_type`) |")]
    data = as_json(inspect_model(write(tmp_path, MODERNBERT_BASE)))
    for key in (
        "type",
        "head_dim",
        "rotary_dim",
        "base",
        "scaling",
        "max_position_embeddings",
        "original_max_position_embeddings",
        "attention_factor",
        "softmax_scale_factor",
        "attention_direction",
        "inv_freq",
        "layers",
        "mrope_section",
        "torch_dtype",
        "tables",
    ):
        assert key in data and key in section, key
    for key in data["layers"][0]:
        assert f"`{key}`" in section, key
    assert "`bidirectional`;" not in section and "and `bidirectional`" not in section
    for value in ("`both_sides`", "`before`", "`causal`", "`bidirectional`", "`encoder-decoder`", "`prefix-lm`"):
        assert value in section, value
