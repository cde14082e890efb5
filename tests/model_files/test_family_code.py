"""Each rule checked against the family's modeling code, transformers 5.25.0 (the wheel's source) unless a model's own
code is named. Each test says what was read where ("read in <file>: <what>"), and on which config: a published
config.json's keys where one was found (named), else a config holding the keys the code reads."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from config_files import kinds, write

from posenc_gui.cli import main
from posenc_gui.model_files.inspection import inspect_model
from posenc_gui.model_files.layers import pattern_text
from posenc_gui.model_files.reading import ModelFileError

# -- Kimi Linear -------------------------------------------------------------------------------------------------------

KIMI = {
    "model_type": "kimi_linear",
    "hidden_size": 2304,
    "num_hidden_layers": 27,
    "num_attention_heads": 32,
    "kv_lora_rank": 512,
    "qk_nope_head_dim": 128,
    "qk_rope_head_dim": 64,
    "v_head_dim": 128,
    "linear_attn_config": {
        "full_attn_layers": [4, 8, 12, 16, 20, 24, 27],
        "head_dim": 128,
        "num_heads": 32,
        "kda_layers": [1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19, 21, 22, 23, 25, 26],
    },
}


@pytest.mark.parametrize("use_nope", [True, False, None])
def test_kimi_linear_mla_layers_never_turn_rope(tmp_path, use_nope):
    """Read in modeling_kimi_linear.py: KimiLinearAttention splits compressed_kv into kv_nope and k_rot
    (qk_rope_head_dim wide) and copies k_rot into the keys unrotated; the class builds no rotary embedding and
    configuration_kimi_linear.py has no mla_use_nope key. So with mla_use_nope false (or absent) the MLA layers are as
    position-free as with it true: nope, q . k over 128 + 64 = 192, scale 192^-1/2 (self.scaling = qk_head_dim **
    -0.5, no mscale). Keys: moonshotai/Kimi-Linear-48B-A3B-Instruct's config as quoted in public code."""
    config = dict(KIMI) if use_nope is None else {**KIMI, "mla_use_nope": use_nope}
    info = inspect_model(write(tmp_path, config))
    assert info.type == "nope" and info.pairing is None and info.rotary_dim is None
    full = [i for i, layer in enumerate(info.layers) if layer.attention == "full"]
    assert full == [3, 7, 11, 15, 19, 23, 26]
    assert {
        (info.layers[i].position, info.layers[i].head_dim, info.layers[i].rotary_dim, info.layers[i].base) for i in full
    } == {("nope", 192, None, None)}
    assert info.layers[3].softmax_scale == pytest.approx(192**-0.5, rel=1e-15)
    assert {(layer.position, layer.head_dim) for layer in info.layers if layer.attention == "linear"} == {("none", 128)}


def test_kimi_linear_default_layers_and_linear_head_width(tmp_path):
    """Read in configuration_kimi_linear.py: without linear_attn_config's lists, layer_types = "full_attention" if i
    and i % 4 == 0 else "linear_attention" (0-based layers 4, 8, ...); linear_head_dim = linear_attn_config's
    head_dim, else the linear_head_dim key (128)."""
    info = inspect_model(write(tmp_path, {"model_type": "kimi_linear", "num_hidden_layers": 13, "linear_head_dim": 96}))
    assert [i for i, layer in enumerate(info.layers) if layer.attention == "full"] == [4, 8, 12]
    assert {layer.head_dim for layer in info.layers if layer.attention == "linear"} == {96}
    info = inspect_model(
        write(
            tmp_path,
            {
                "model_type": "kimi_linear",
                "num_hidden_layers": 4,
                "linear_head_dim": 96,
                "linear_attn_config": {"head_dim": 64},
            },
            "b",
        )
    )
    assert {layer.head_dim for layer in info.layers} == {64}  # (all four linear: no i > 0 with i % 4 == 0)


# -- Phi-3 / Phi-4-mini ------------------------------------------------------------------------------------------------

# microsoft/Phi-4-mini-instruct's config.json (transformers_version 4.45.0), as quoted in full in a public
# repository's survey of model configs; the keys the reader uses
PHI4_LONG = [
    1,
    1.118320672,
    1.250641126,
    1.398617824,
    1.564103225,
    1.74916897,
    1.956131817,
    2.187582649,
    2.446418898,
    2.735880826,
    3.059592084,
    3.421605075,
    3.826451687,
    4.279200023,
    4.785517845,
    5.351743533,
    5.984965424,
    6.693110555,
    7.485043894,
    8.370679318,
    9.36110372,
    10.4687158,
    11.70738129,
    13.09260651,
    14.64173252,
    16.37415215,
    18.31155283,
    20.47818807,
    22.90118105,
    25.61086418,
    28.64115884,
    32.03,
    32.1,
    32.13,
    32.23,
    32.6,
    32.61,
    32.64,
    32.66,
    32.7,
    32.71,
    32.93,
    32.97,
    33.28,
    33.49,
    33.5,
    44.16,
    47.77,
]
PHI4_MINI = {
    "model_type": "phi3",
    "hidden_size": 3072,
    "max_position_embeddings": 131072,
    "num_attention_heads": 24,
    "num_hidden_layers": 32,
    "num_key_value_heads": 8,
    "original_max_position_embeddings": 4096,
    "partial_rotary_factor": 0.75,
    "rope_theta": 10000.0,
    "sliding_window": 262144,
    "rope_scaling": {"long_factor": PHI4_LONG, "short_factor": [1.0] * 48, "type": "longrope"},
}


def test_phi4_mini_every_layer_slides_wider_than_its_context_and_turns_three_quarters(tmp_path):
    """Read in modeling_phi3.py: Phi3Model masks every layer with create_sliding_window_causal_mask when
    config.sliding_window is not None (masking_utils' sliding_window_overlay keeps kv_idx > q_idx - window), and
    apply_rotary_pos_emb turns q[..., :rotary_dim] in split halves, rotary_dim = int(head_dim x
    partial_rotary_factor) = 96 of 128, under longrope with the top-level original_max_position_embeddings (4096,
    which standardize_rope_params lets win)."""
    info = inspect_model(write(tmp_path, PHI4_MINI))
    assert {(layer.attention, layer.window, layer.covers_context) for layer in info.layers} == {
        ("sliding", 262144, True)
    }
    layer = info.layers[0]
    assert (layer.head_dim, layer.rotary_dim, layer.rope_type) == (128, 96, "longrope")
    assert layer.softmax_scale == pytest.approx(128**-0.5, rel=1e-15)
    assert info.pairing == "split-half" and info.original_max_position_embeddings == 4096
    # longrope past the original context: the long factors divide the 48 default frequencies
    default = 10000.0 ** (-np.arange(0, 96, 2) / 96)
    np.testing.assert_allclose(layer.inv_freq, default / np.array(PHI4_LONG), rtol=1e-12)
    # Phi-3-mini-4k: a window of 2,047 below its 4,096 context
    info = inspect_model(
        write(
            tmp_path,
            {
                "model_type": "phi3",
                "hidden_size": 3072,
                "num_attention_heads": 32,
                "num_hidden_layers": 32,
                "sliding_window": 2047,
                "max_position_embeddings": 4096,
            },
            "b",
        )
    )
    assert {(layer.attention, layer.window, layer.covers_context, layer.rotary_dim) for layer in info.layers} == {
        ("sliding", 2047, False, 96)
    }
    info = inspect_model(write(tmp_path, {k: v for k, v in PHI4_MINI.items() if k != "sliding_window"}, "c"))
    assert {layer.attention for layer in info.layers} == {"full"}


def test_rope_parameters_own_partial_factor_wins_over_the_top_level_one(tmp_path):
    """Read in modeling_rope_utils.py (convert_rope_params_to_dict: rope_parameters.setdefault("partial_rotary_factor",
    partial_rotary_factor)) and configuration_phi3.py (the same setdefault): the top-level key only fills in a
    rope_parameters (or rope_scaling) without one; Phi3RotaryEmbedding reads rope_parameters' value."""
    config = {
        **PHI4_MINI,
        "rope_scaling": {
            **PHI4_MINI["rope_scaling"],
            "partial_rotary_factor": 0.5,
            "short_factor": [1.0] * 32,
            "long_factor": PHI4_LONG[:32],
        },
    }
    assert inspect_model(write(tmp_path, config)).layers[0].rotary_dim == 64
    assert inspect_model(write(tmp_path, PHI4_MINI, "b")).layers[0].rotary_dim == 96


def test_phi3_yarn_and_su_scaling_read_as_longrope(tmp_path):
    """Read in configuration_phi3.py: "For backward compatibility if previous version used "su" or "yarn"", a
    rope_scaling type su or yarn becomes rope_type longrope (its short and long factors)."""
    for rule in ("yarn", "su"):
        config = {**PHI4_MINI, "rope_scaling": {**PHI4_MINI["rope_scaling"], "type": rule}}
        info = inspect_model(write(tmp_path, config, rule))
        assert info.layers[0].rope_type == "longrope" and info.scaling["rope_type"] in ("longrope", "su")
        np.testing.assert_allclose(
            info.layers[0].inv_freq, inspect_model(write(tmp_path, PHI4_MINI, rule + "-l")).layers[0].inv_freq
        )


# -- GLM-5 (glm_moe_dsa), DeepSeek-V3.2, GLM-4.7-Flash -----------------------------------------------------------------

# Infatoshi/GLM-5.3's config.json (glm_moe_dsa) as quoted in public code, trimmed to the keys read
GLM5 = {
    "model_type": "glm_moe_dsa",
    "index_topk": 2048,
    "num_attention_heads": 64,
    "num_hidden_layers": 78,
    "rope_parameters": {"rope_theta": 8000000, "rope_type": "default"},
}


def test_glm5_layers_are_indexed_attention_with_their_own_or_a_shared_indexer(tmp_path, capsys):
    """Read in configuration_glm_moe_dsa.py: layer_types default ["indexed_attention"] x layers; indexer_types[i]
    "full" runs the layer's indexer, "shared" reuses the previous full layer's top-k (GlmMoeDsaAttention.skip_topk;
    a shared layer with none before raises); absent: index_topk_pattern, else "full" if max(i - offset + 1, 0) %
    freq == 0 (index_topk_freq 1, index_skip_topk_offset 2). modeling_glm_moe_dsa.py masks every key outside the
    indexer's topk (index_topk, 2048) indices."""
    info = inspect_model(write(tmp_path, GLM5))
    assert kinds(info) == [("sparse", "rope")] * 78 and {layer.indexer for layer in info.layers} == {"full"}
    assert {layer.topk for layer in info.layers} == {2048}
    written = inspect_model(write(tmp_path, {**GLM5, "layer_types": ["indexed_attention"] * 78}, "w"))
    assert kinds(written) == kinds(info)
    info = inspect_model(write(tmp_path, {**GLM5, "num_hidden_layers": 8, "index_topk_freq": 3}, "f"))
    assert [layer.indexer for layer in info.layers] == [
        "full",
        "full",
        "shared",
        "shared",
        "full",
        "shared",
        "shared",
        "full",
    ]
    assert pattern_text(info.layers).startswith(
        "2 × sparse top 2,048 keys by content, base 8,000,000, 64 of 256 "
        "dims : 2 × sparse top 2,048 keys by content (the previous "
        "indexer's)"
    )
    info = inspect_model(write(tmp_path, {**GLM5, "num_hidden_layers": 4, "index_topk_pattern": "FSSF"}, "p"))
    assert [layer.indexer for layer in info.layers] == ["full", "shared", "shared", "full"]
    path = write(tmp_path, {**GLM5, "num_hidden_layers": 3, "indexer_types": ["full", "shared", "full"]}, "t")
    assert main(["inspect", str(path), "--json"]) == 0
    assert [layer["indexer"] for layer in json.loads(capsys.readouterr().out)["layers"]] == ["full", "shared", "full"]
    with pytest.raises(ModelFileError, match=r"indexer_types\[0\] is shared, but no earlier layer runs an indexer"):
        inspect_model(write(tmp_path, {**GLM5, "num_hidden_layers": 2, "indexer_types": ["shared", "full"]}, "s"))
    with pytest.raises(ModelFileError, match=r"indexer_types\[1\] is partial, an indexer kind"):
        inspect_model(write(tmp_path, {**GLM5, "num_hidden_layers": 2, "indexer_types": ["full", "partial"]}, "u"))
    with pytest.raises(ModelFileError, match=r"indexer_types has 1 entries for 2 layers"):
        inspect_model(write(tmp_path, {**GLM5, "num_hidden_layers": 2, "indexer_types": ["full"]}, "v"))
    with pytest.raises(ModelFileError, match=r"layer_types\[0\] is indexed_attention, a layer kind the code of llama"):
        inspect_model(
            write(
                tmp_path,
                {
                    "model_type": "llama",
                    "hidden_size": 64,
                    "num_attention_heads": 2,
                    "num_hidden_layers": 1,
                    "layer_types": ["indexed_attention"],
                },
                "l",
            )
        )


@pytest.mark.parametrize(
    "model_type, nope, layers",
    [("glm_moe_dsa", 192, 78), ("deepseek_v32", 128, 61), ("glm4_moe_lite", 192, 47), ("deepseek_v2", 128, 27)],
)
def test_mla_softmax_scale_takes_yarn_s_mscale_squared(tmp_path, model_type, nope, layers):
    """Read in modeling_glm_moe_dsa.py, modeling_deepseek_v32.py, modeling_glm4_moe_lite.py, modeling_deepseek_v2.py:
    self.scaling = yarn_apply_mscale(config.rope_parameters, self.qk_head_dim ** (-0.5)), which multiplies by
    mscale² (mscale = 0.1 mscale_all_dim ln(factor) + 1) when the rule is not default and mscale_all_dim is set;
    q . k over qk_nope_head_dim + qk_rope_head_dim (configuration_*.py: head_dim = qk_rope_head_dim, the part RoPE
    turns). Their default configs scale by the plain 1/sqrt(width): GLM-5 256^-1/2 = 0.0625."""
    width = nope + 64
    base = {
        "model_type": model_type,
        "num_hidden_layers": layers,
        "qk_nope_head_dim": nope,
        "qk_rope_head_dim": 64,
        "num_attention_heads": 16,
        "max_position_embeddings": 163840,
    }
    plain = inspect_model(write(tmp_path, {**base, "rope_theta": 10000}, "plain"))
    assert {(layer.head_dim, layer.rotary_dim) for layer in plain.layers} == {(width, 64)}
    assert plain.layers[0].softmax_scale == pytest.approx(width**-0.5, rel=1e-15)
    yarn = {
        "rope_type": "yarn",
        "rope_theta": 10000,
        "factor": 40,
        "original_max_position_embeddings": 4096,
        "beta_fast": 32,
        "beta_slow": 1,
        "mscale": 1.0,
        "mscale_all_dim": 1.0,
    }
    info = inspect_model(write(tmp_path, {**base, "rope_parameters": yarn}, "yarn"))
    mscale = 0.1 * math.log(40) + 1
    assert len({layer.softmax_scale for layer in info.layers}) == 1
    assert info.layers[0].softmax_scale == pytest.approx(width**-0.5 * mscale**2, rel=1e-12)
    assert info.softmax_scale_factor == pytest.approx(mscale**2, rel=1e-12)
    assert info.pairing == "interleaved"  # (glm4_moe_lite: rope_interleave true by default)


def test_published_deepseek_v3_2_config(capsys):
    """deepseek-ai/DeepSeek-V3.2's config.json (published/SOURCES.md): 61 layers, every one indexed_attention keeping
    index_topk 2048 keys (configuration_deepseek_v32.py: layer_types default ["indexed_attention"] x layers, an
    indexer in every DeepseekV32Attention); q . k over 128 + 64 = 192, interleaved pairs
    (apply_rotary_pos_emb_interleave), scale 192^-1/2 x mscale² under YaRN x40 with mscale_all_dim 1
    (yarn_apply_mscale)."""
    from helpers import ROOT

    path = ROOT / "tests" / "model_files" / "published" / "deepseek-v3.2.config.json"
    assert main(["inspect", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["layers"]) == 61 and data["pairing"] == "interleaved"
    assert {
        (
            layer["attention"],
            layer["position"],
            layer["topk"],
            layer["indexer"],
            layer["head_dim"],
            layer["rotary_dim"],
            layer["window"],
        )
        for layer in data["layers"]
    } == {("sparse", "rope", 2048, "full", 192, 64, None)}
    mscale = 0.1 * math.log(40) + 1
    assert data["layers"][0]["softmax_scale"] == pytest.approx(192**-0.5 * mscale**2, rel=1e-12)
    assert data["softmax_scale_factor"] == pytest.approx(mscale**2, rel=1e-12)
    assert (data["max_position_embeddings"], data["original_max_position_embeddings"]) == (163840, 4096)


def test_deepseek_v2_turns_interleaved_pairs_whatever_rope_interleave_says(tmp_path):
    """Read in modeling_deepseek_v2.py: apply_rotary_emb views adjacent pairs as complex numbers
    (torch.view_as_complex(xq.float().reshape(*xq.shape[:-1], -1, 2))), with no rope_interleave switch;
    DeepseekV32Attention and GlmMoeDsaAttention call apply_rotary_pos_emb_interleave unconditionally."""
    for model_type in ("deepseek_v2", "deepseek_v32", "glm_moe_dsa"):
        info = inspect_model(
            write(
                tmp_path,
                {
                    "model_type": model_type,
                    "num_hidden_layers": 2,
                    "num_attention_heads": 4,
                    "qk_nope_head_dim": 128,
                    "qk_rope_head_dim": 64,
                    "rope_interleave": False,
                },
                model_type,
            )
        )
        assert info.pairing == "interleaved", model_type


# -- MiniMax -----------------------------------------------------------------------------------------------------------


def test_minimax_lightning_decay_as_each_code_computes_it(tmp_path):
    """Read in MiniMax-M1's modeling_minimax_m1.py (published with the model; a copy in Mind-Vault-AI/MiniMax-M1 at
    7232a4eb): MiniMaxM1Model builds MiniMaxM1LightningAttention where attn_type_list[i] == 0 and
    MiniMaxM1FlashAttention2 otherwise; its slopes are ALiBi's get_slopes(H) (for H not a power of 2: the closest
    power's slopes, then every other of twice it) times 1 - idx / (layers - 1) + 1e-5. Read in transformers'
    modeling_minimax.py: get_slope_rate = (1 / 2^(8/H))^h x (1 - layer_idx / (layers - 1 + 1e-5) + 1e-5)."""
    config = {
        "hidden_size": 1536,
        "num_hidden_layers": 8,
        "num_attention_heads": 12,
        "head_dim": 128,
        "rotary_dim": 64,
        "rope_theta": 10000000,
        "attn_type_list": [0, 0, 0, 1] * 2,
    }
    m1 = inspect_model(write(tmp_path, {**config, "model_type": "minimax_m1"}, "m1"))
    # ALiBi for 12 heads: the 8 slopes 2^(-1) .. 2^(-8), then every other of the 16 slopes 2^(-1/2 k): 2^(-1/2),
    # 2^(-3/2), 2^(-5/2), 2^(-7/2)
    alibi = [2.0**-k for k in range(1, 9)] + [2.0 ** -(k - 0.5) for k in range(1, 5)]
    depth = 1 - 2 / 7 + 1e-5
    np.testing.assert_allclose(m1.layers[2].decay["slopes"], np.array(alibi) * depth, rtol=1e-12)
    assert m1.layers[2].decay["depth_factor"] == pytest.approx(depth, rel=1e-15)
    full = m1.layers[3]
    assert (full.attention, full.position, full.rotary_dim, full.head_dim, full.base) == ("full", "rope", 64, 128, 1e7)
    assert full.softmax_scale == pytest.approx(128**-0.5) and m1.pairing == "split-half"
    hf = inspect_model(write(tmp_path, {**config, "model_type": "minimax"}, "hf"))
    # transformers' MiniMaxRotaryEmbedding: dim = head_dim, rotary_dim not read; base default_theta 1,000,000
    assert (hf.layers[3].rotary_dim, hf.layers[3].head_dim, hf.layers[3].base) == (128, 128, 1e7)
    assert (
        inspect_model(
            write(tmp_path, {k: v for k, v in config.items() if k != "rope_theta"} | {"model_type": "minimax"}, "hf0")
        )
        .layers[3]
        .base
        == 1e6
    )
    depth = 1 - 2 / (7 + 1e-5) + 1e-5
    np.testing.assert_allclose(hf.layers[2].decay["slopes"], (2.0 ** (-8 / 12)) ** np.arange(1, 13) * depth, rtol=1e-12)


def test_transformers_minimax_slides_its_softmax_layers_when_a_window_is_set(tmp_path):
    """Read in modeling_minimax.py: MiniMaxModel's causal_mask_mapping["full_attention"] is
    create_sliding_window_causal_mask when config.sliding_window is not None; the lightning layers get the recurrent
    mask. Without a window (MiniMaxConfig's default None) the softmax layers are full."""
    config = {
        "model_type": "minimax",
        "hidden_size": 512,
        "num_attention_heads": 8,
        "num_hidden_layers": 4,
        "layer_types": ["linear_attention", "full_attention"] * 2,
        "max_position_embeddings": 131072,
    }
    info = inspect_model(write(tmp_path, {**config, "sliding_window": 4096}))
    assert [(layer.attention, layer.window) for layer in info.layers] == [("linear", None), ("sliding", 4096)] * 2
    info = inspect_model(write(tmp_path, config, "b"))
    assert [(layer.attention, layer.window) for layer in info.layers] == [("linear", None), ("full", None)] * 2
