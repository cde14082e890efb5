"""Layers of the 2025-2026 families read as their code builds them: linear-attention hybrids, NoPE layers, sparse
top-k attention, MLA widths, per-position query scales, uniform sliding windows. Each config holds the keys the
family's code reads, typed in from the published config.json named beside it (trimmed to those keys)."""

from __future__ import annotations

import json

import pytest
from config_files import kinds, write

from posenc_gui.cli import main
from posenc_gui.model_files.inspection import as_json, inspect_model
from posenc_gui.model_files.layers import pattern_text
from posenc_gui.model_files.reading import ModelFileError

# Qwen3.5's text_config (Qwen/Qwen3.5 as quoted in a public test, trimmed): 4 layers written, 3 linear : 1 full
QWEN35 = {
    "model_type": "qwen3_5",
    "vision_config": {"model_type": "qwen3_5_vision"},
    "text_config": {
        "model_type": "qwen3_5_text",
        "full_attention_interval": 4,
        "head_dim": 256,
        "layer_types": ["linear_attention"] * 3 + ["full_attention"],
        "num_hidden_layers": 4,
        "num_attention_heads": 24,
        "partial_rotary_factor": 0.25,
        "rope_parameters": {
            "mrope_interleaved": True,
            "mrope_section": [11, 11, 10],
            "partial_rotary_factor": 0.25,
            "rope_theta": 10000000,
            "rope_type": "default",
        },
    },
}


def test_qwen35_linear_layers_three_in_four(tmp_path):
    info = inspect_model(write(tmp_path, QWEN35))
    assert kinds(info) == [("linear", "none")] * 3 + [("full", "rope")]
    full = info.layers[3]
    assert (full.head_dim, full.rotary_dim, full.base, full.softmax_scale) == (256, 64, 1e7, 1 / 16)
    linear = info.layers[0]
    assert (linear.head_dim, linear.softmax_scale, linear.base, linear.window) == (128, None, None, None)
    assert info.mrope_section == (11, 11, 10)
    assert pattern_text(info.layers) == "3 × linear, no positions : 1 × full, base 10,000,000, 64 of 256 dims"


def test_qwen3_next_layers_from_the_interval_and_the_class_defaults(tmp_path):
    """configuration_qwen3_next.py: full_attention_interval (4), head_dim 256, partial_rotary_factor 0.25."""
    info = inspect_model(
        write(
            tmp_path,
            {"model_type": "qwen3_next", "num_hidden_layers": 48, "full_attention_interval": 4, "rope_theta": 10000000},
        )
    )
    assert kinds(info) == ([("linear", "none")] * 3 + [("full", "rope")]) * 12
    assert (info.layers[3].rotary_dim, info.layers[3].head_dim) == (64, 256)
    info = inspect_model(
        write(tmp_path, {"model_type": "qwen3_next", "num_hidden_layers": 6, "full_attention_interval": 2}, "b")
    )
    assert kinds(info) == [("linear", "none"), ("full", "rope")] * 3


def test_minimax_m1_lightning_layers_and_their_decay(tmp_path, capsys):
    """MiniMax-M1 (MiniMaxAI/MiniMax-M1-80k config.json as quoted in public code): 80 layers, attn_type_list 7 x 0
    then 1, ten times; 70 lightning layers."""
    config = {
        "model_type": "minimax_m1",
        "hidden_size": 6144,
        "num_hidden_layers": 80,
        "num_attention_heads": 64,
        "head_dim": 128,
        "rotary_dim": 64,
        "rope_theta": 10000000,
        "max_position_embeddings": 10240000,
        "attn_type_list": ([0] * 7 + [1]) * 10,
    }
    info = inspect_model(write(tmp_path, config))
    assert sum(layer.attention == "linear" for layer in info.layers) == 70
    assert kinds(info)[:8] == [("linear", "none")] * 7 + [("full", "rope")]
    full = info.layers[7]
    assert (full.rotary_dim, full.head_dim, full.base) == (64, 128, 1e7)
    # decay (read in MiniMax-M1's modeling_minimax_m1.py: MiniMaxM1Model's slopes, ALiBi's get_slopes(64) =
    # 2^(-8h/64), times 1 - idx / (len(self.layers) - 1) + 1e-5 in its forward)
    first, last = info.layers[0].decay, info.layers[78].decay
    assert first["depth_factor"] == pytest.approx(1 + 1e-5, rel=1e-12)
    assert first["slopes"][0] == pytest.approx(2 ** (-8 / 64) * (1 + 1e-5), rel=1e-12)
    assert first["slopes"][63] == pytest.approx(2**-8 * (1 + 1e-5), rel=1e-12)
    assert last["depth_factor"] == pytest.approx(1 - 78 / 79 + 1e-5, rel=1e-12)
    assert len(first["slopes"]) == 64 and info.layers[7].decay is None
    assert main(["inspect", str(write(tmp_path, config, "b")), "--json"]) == 0
    layer = json.loads(capsys.readouterr().out)["layers"][1]
    assert (layer["attention"], layer["position"], layer["decay"]["rule"]) == (
        "linear",
        "none",
        "alibi_slopes_by_depth",
    )
    # MiniMax-Text-01's config names its own model type; the layers are read the same way
    info = inspect_model(write(tmp_path, {**config, "model_type": "minimax_text_01"}, "t"))
    assert kinds(info)[:8] == [("linear", "none")] * 7 + [("full", "rope")]
    with pytest.raises(ModelFileError, match=r"attn_type_list\[3\] is 2, a layer kind this reader does not know"):
        inspect_model(write(tmp_path, {**config, "attn_type_list": [0, 0, 0, 2] + [1] * 76}, "c"))


def test_kimi_linear_kda_layers_and_mla_without_positions(tmp_path, capsys):
    """moonshotai/Kimi-Linear-48B-A3B-Instruct (its config as quoted in public code): 27 layers, KDA but for the
    1-based full_attn_layers 4, 8, ..., 24, 27; mla_use_nope; the 1,048,576 context of its class."""
    config = {
        "model_type": "kimi_linear",
        "hidden_size": 2304,
        "num_hidden_layers": 27,
        "num_attention_heads": 32,
        "kv_lora_rank": 512,
        "qk_nope_head_dim": 128,
        "qk_rope_head_dim": 64,
        "v_head_dim": 128,
        "mla_use_nope": True,
        "linear_attn_config": {
            "full_attn_layers": [4, 8, 12, 16, 20, 24, 27],
            "head_dim": 128,
            "num_heads": 32,
            "short_conv_kernel_size": 4,
            "kda_layers": [1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15, 17, 18, 19, 21, 22, 23, 25, 26],
        },
    }
    info = inspect_model(write(tmp_path, config))
    assert info.type == "nope" and info.max_position_embeddings == 1_048_576
    assert sum(layer.attention == "linear" for layer in info.layers) == 20
    full = [i for i, layer in enumerate(info.layers) if layer.attention == "full"]
    assert full == [3, 7, 11, 15, 19, 23, 26]
    assert {(info.layers[i].position, info.layers[i].head_dim, info.layers[i].rotary_dim) for i in full} == {
        ("nope", 192, None)
    }
    assert info.layers[3].softmax_scale == pytest.approx(192**-0.5)
    assert main(["inspect", str(write(tmp_path, config, "b"))]) == 0
    out = capsys.readouterr().out
    assert "context: 1,048,576 positions" in out and "encoding: none (no layer turns positions" in out
    # another form of its code names the KDA layers kda_attention; elsewhere that kind is refused
    info = inspect_model(
        write(
            tmp_path,
            {**config, "layer_types": ["kda_attention"] * 3 + ["full_attention"] + ["kda_attention"] * 23},
            "c",
        )
    )
    assert kinds(info)[:4] == [("linear", "none")] * 3 + [("full", "nope")]
    with pytest.raises(ModelFileError, match=r"layer_types\[0\] is kda_attention, a layer kind the code of qwen3_next"):
        inspect_model(
            write(
                tmp_path,
                {
                    "model_type": "qwen3_next",
                    "num_hidden_layers": 2,
                    "layer_types": ["kda_attention", "full_attention"],
                },
                "d",
            )
        )


def test_smollm3_no_rope_layers(tmp_path):
    """modeling_smollm3.py: use_rope = config.no_rope_layers[layer_idx] (1: RoPE, 0: none); HuggingFaceTB/SmolLM3-3B
    writes a 0 every fourth layer."""
    flags = [int((i + 1) % 4 != 0) for i in range(36)]
    info = inspect_model(
        write(
            tmp_path,
            {
                "model_type": "smollm3",
                "num_hidden_layers": 36,
                "hidden_size": 2048,
                "num_attention_heads": 16,
                "rope_theta": 5000000.0,
                "no_rope_layers": flags,
                "use_sliding_window": False,
                "sliding_window": None,
            },
        )
    )
    assert [layer.position for layer in info.layers] == ["rope" if f else "nope" for f in flags]
    assert {layer.attention for layer in info.layers} == {"full"}
    assert pattern_text(info.layers) == "3 × full, base 5,000,000 : 1 × full, no RoPE (× 9: 36 layers)"


def test_cohere2_rotates_only_its_sliding_layers(tmp_path):
    """Cohere's Tiny Aya Global (cohere2; its config as quoted in public code): hidden 2048, 16 heads of 128,
    rope_theta 50,000, sliding_window 4096, sliding_window_pattern 4; here 32 layers. Pairs interleaved."""
    info = inspect_model(
        write(
            tmp_path,
            {
                "model_type": "cohere2",
                "hidden_size": 2048,
                "num_attention_heads": 16,
                "head_dim": 128,
                "num_hidden_layers": 32,
                "sliding_window": 4096,
                "sliding_window_pattern": 4,
                "rope_theta": 50000,
                "max_position_embeddings": 8192,
            },
        )
    )
    assert kinds(info) == [("sliding", "rope")] * 3 + [("full", "nope")] + kinds(info)[4:]
    assert kinds(info)[4:8] == [("sliding", "rope")] * 3 + [("full", "nope")]
    assert info.layers[0].window == 4096 and info.pairing == "interleaved"


@pytest.mark.parametrize(
    "model_type, layers, nope, width", [("glm_moe_dsa", 78, 192, 256), ("deepseek_v32", 61, 128, 192)]
)
def test_sparse_top_k_on_every_layer_with_mla_widths(tmp_path, model_type, layers, nope, width):
    """GLM-5.x (glm_moe_dsa, Infatoshi/GLM-5.3 config as quoted in public code) and DeepSeek-V3.2: every layer keeps
    the index_topk keys its indexer scores highest; q . k over qk_nope + qk_rope; pairs interleaved."""
    config = {
        "model_type": model_type,
        "num_hidden_layers": layers,
        "index_topk": 2048,
        "qk_rope_head_dim": 64,
        "qk_nope_head_dim": nope,
        "num_attention_heads": 64,
        "rope_parameters": {"rope_theta": 8000000, "rope_type": "default"},
    }
    info = inspect_model(write(tmp_path, config))
    assert kinds(info) == [("sparse", "rope")] * layers and info.pairing == "interleaved"
    layer = info.layers[0]
    assert (layer.topk, layer.head_dim, layer.rotary_dim, layer.window) == (2048, width, 64, None)
    assert layer.softmax_scale == pytest.approx(width**-0.5)
    assert pattern_text(info.layers) == (
        f"{layers} × sparse top 2,048 keys by content, base 8,000,000, 64 of {width} dims"
    )
    # rope_interleave false does not change what their attention calls
    assert inspect_model(write(tmp_path, {**config, "rope_interleave": False}, "b")).pairing == "interleaved"
    with pytest.raises(ModelFileError, match=r"layer_types\[1\] is mamba, a layer kind this reader does not know"):
        inspect_model(
            write(
                tmp_path,
                {
                    **config,
                    "layer_types": ["deepseek_sparse_attention", "mamba"]
                    + ["deepseek_sparse_attention"] * (layers - 2),
                },
                "c",
            )
        )


def test_glm47_flash_mla_width_and_scale(tmp_path):
    """GLM-4.7-Flash (glm4_moe_lite): 192 + 64 = 256 wide, scale 256^-0.5 = 0.0625, rope_interleave true by
    default (Glm4MoeLiteConfig)."""
    info = inspect_model(
        write(
            tmp_path,
            {
                "model_type": "glm4_moe_lite",
                "num_hidden_layers": 47,
                "num_attention_heads": 20,
                "qk_nope_head_dim": 192,
                "qk_rope_head_dim": 64,
                "rope_theta": 1000000,
            },
        )
    )
    assert {(layer.head_dim, layer.softmax_scale, layer.rotary_dim) for layer in info.layers} == {(256, 0.0625, 64)}
    assert info.pairing == "interleaved"
    assert (
        inspect_model(
            write(tmp_path, {"model_type": "glm4_moe_lite", "num_hidden_layers": 2, "rope_interleave": False}, "b")
        ).pairing
        == "split-half"
    )


def test_ministral3_query_scale(tmp_path, capsys):
    """Ministral 3 (ministral3; the text_config keys of Mistral 3 as quoted in public code: 34 layers, 32 heads of
    128, YaRN x16 over 16,384, base 1,000,000) with the class default's llama_4_scaling_beta 0.1: q x (1 + beta
    ln(1 + floor(pos / original)))."""
    config = {
        "model_type": "ministral3",
        "hidden_size": 4096,
        "num_attention_heads": 32,
        "num_hidden_layers": 34,
        "head_dim": 128,
        "max_position_embeddings": 262144,
        "rope_parameters": {
            "type": "yarn",
            "rope_theta": 1000000.0,
            "factor": 16.0,
            "original_max_position_embeddings": 16384,
            "beta_fast": 32.0,
            "beta_slow": 1.0,
            "mscale_all_dim": 1.0,
            "mscale": 1.0,
            "llama_4_scaling_beta": 0.1,
        },
    }
    info = inspect_model(write(tmp_path, config))
    layer = info.layers[0]
    assert layer.query_formula == "llama4_scaling" and layer.position == "rope"
    assert layer.query_scale == {"beta": 0.1, "original_max_position_embeddings": 16384.0}
    assert main(["inspect", str(write(tmp_path, config, "b")), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)["layers"][33]["query_scale"]
    assert data == {"formula": "llama4_scaling", "beta": 0.1, "original_max_position_embeddings": 16384.0}
    # the class default object holds the same beta
    info = inspect_model(write(tmp_path, {k: v for k, v in config.items() if k != "rope_parameters"}, "c"))
    assert info.layers[0].query_scale == {"beta": 0.1, "original_max_position_embeddings": 16384.0}
    # a config without the beta: no query scale
    params = {k: v for k, v in config["rope_parameters"].items() if k != "llama_4_scaling_beta"}
    info = inspect_model(write(tmp_path, {**config, "rope_parameters": params}, "d"))
    assert info.layers[0].query_scale is None


def test_phi3_uniform_sliding_window_and_one_wider_than_the_context(tmp_path):
    """microsoft/Phi-3-mini-4k-instruct: sliding_window 2047 on every layer (context 4096); microsoft/Phi-4-mini:
    262,144, wider than its 131,072 context: in effect full."""
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
                "rope_theta": 10000.0,
            },
        )
    )
    assert {(layer.attention, layer.window, layer.covers_context) for layer in info.layers} == {
        ("sliding", 2047, False)
    }
    info = inspect_model(
        write(
            tmp_path,
            {
                "model_type": "phi3",
                "hidden_size": 3072,
                "num_attention_heads": 24,
                "num_hidden_layers": 32,
                "sliding_window": 262144,
                "partial_rotary_factor": 0.75,
                "max_position_embeddings": 131072,
                "rope_theta": 10000.0,
            },
            "b",
        )
    )
    assert {(layer.attention, layer.covers_context) for layer in info.layers} == {("sliding", True)}
    assert pattern_text(info.layers).startswith("32 × sliding 262,144 (at least the context: in effect full)")
    assert as_json(info)["layers"][0]["window_covers_context"] is True


def test_embeddinggemma_window_reaches_half_the_window_each_side(tmp_path):
    """configuration_gemma3.py: sliding_window 512 becomes 512 // 2 + 1 = 257, and the mask keeps |q - k| < 257:
    256 keys on each side, 513 in all."""
    config = {
        "model_type": "gemma3_text",
        "num_hidden_layers": 6,
        "sliding_window": 512,
        "use_bidirectional_attention": True,
    }
    layer = inspect_model(write(tmp_path, config)).layers[0]
    assert (layer.window, layer.bidirectional, layer.window // 2) == (513, True, 256)
    assert pattern_text((layer,)).startswith("1 × sliding ±256")


def test_summary_reports_mla_and_hybrid_pattern(tmp_path, capsys):
    assert main(["inspect", str(write(tmp_path, QWEN35))]) == 0
    out = capsys.readouterr().out
    assert "layers: 3 × linear, no positions : 1 × full, base 10,000,000, 64 of 256 dims" in out


def test_summary_names_the_mla_width_and_ministral_s_query_scale(tmp_path, capsys):
    """GLM-4.7-Flash's summary: q . k over 256 dimensions, RoPE turning 64; Ministral 3's query scale line."""
    assert main(["inspect", str(write(tmp_path, {"model_type": "glm4_moe_lite", "num_hidden_layers": 47}))]) == 0
    out = capsys.readouterr().out
    assert "head dim: 256 (q.k over 192 dimensions without positions and the 64 RoPE turns" in out
    assert "rotary dims: 64 of 256 (interleaved pairs" in out
    assert (
        main(
            [
                "inspect",
                str(
                    write(
                        tmp_path,
                        {
                            "model_type": "ministral3",
                            "hidden_size": 4096,
                            "num_attention_heads": 32,
                            "num_hidden_layers": 4,
                        },
                        "b",
                    )
                ),
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "query scale (every layer): 1 + 0.1 x ln(1 + floor(pos / 16,384))" in out
    assert "layers: 4 × full, base 1,000,000, yarn, query scale by position" in out
