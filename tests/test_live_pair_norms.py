"""qk_pair_norms on small models with random weights written to temporary safetensors files: every norm checked
against a plain loop over layers, heads, pairs and the pair's two rows (written from the modeling code's
pairing, not from the module's index arrays), for split-half and interleaved pairs, partial rotary, fused q/k/v
layouts, MLA, a bfloat16 file, NoPE layers, a multimodal checkpoint; and the refusals."""

from __future__ import annotations

import json
import math
import struct
from pathlib import Path

import numpy as np
import pytest

from posenc_gui.live.errors import LiveError
from posenc_gui.live.pair_norms import qk_pair_norms

DTYPE_CODES = {"F32": "<f4", "F16": "<f2"}


def write_safetensors(path, tensors, dtype="F32"):
    """A safetensors file of float tensors stored as `dtype` (F32, F16 or BF16: the top half of float32)."""
    header, blobs, offset = {"__metadata__": {"format": "pt"}}, [], 0
    for name, array in tensors.items():
        array = np.asarray(array, dtype=np.float32)
        if dtype == "BF16":
            blob = (np.ascontiguousarray(array).view(np.uint32) >> 16).astype("<u2").tobytes()
        else:
            blob = np.ascontiguousarray(array, dtype=DTYPE_CODES[dtype]).tobytes()
        header[name] = {"dtype": dtype, "shape": list(array.shape), "data_offsets": [offset, offset + len(blob)]}
        blobs.append(blob)
        offset += len(blob)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    path.write_bytes(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def stored(array, dtype):
    """The float32 values a file of `dtype` holds for `array`."""
    array = np.asarray(array, dtype=np.float32)
    if dtype == "BF16":
        return ((array.view(np.uint32) >> 16) << 16).astype(np.uint32).view(np.float32)
    return array.astype(DTYPE_CODES[dtype]).astype(np.float32)


def make(folder, config, tensors, dtype="F32"):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    write_safetensors(folder / "model.safetensors", tensors, dtype)
    return folder


def loop_norm(matrix, row_a, row_b):
    """sqrt of the sum of squares over two rows, one entry at a time (float64)."""
    total = 0.0
    for row in (row_a, row_b):
        for value in matrix[row]:
            total += float(value) ** 2
    return math.sqrt(total)


def expected(weights, layers, heads, rotary, pairing, row_of):
    """(layers, heads, rotary / 2) by loops; row_of(layer, head, dim) -> (tensor name, row)."""
    out = np.full((len(layers), heads, rotary // 2), np.nan)
    for layer_index, layer in enumerate(layers):
        if layer is None:
            continue
        for h in range(heads):
            for i in range(rotary // 2):
                # interleaved: rotate_every_two / x[..., ::2], x[..., 1::2]; split-half: rotate_half's
                # x1 = x[..., :d/2], x2 = x[..., d/2:]
                dims = (2 * i, 2 * i + 1) if pairing == "interleaved" else (i, i + rotary // 2)
                (name, ra), (_, rb) = row_of(layer, h, dims[0]), row_of(layer, h, dims[1])
                out[layer_index, h, i] = loop_norm(weights[name], ra, rb)
    return out


def llama_like(
    tmp_path,
    model_type="llama",
    heads=4,
    kv=2,
    head_dim=8,
    hidden=24,
    layers=3,
    dtype="F32",
    extra=None,
    seed=0,
    prefix="model.layers.",
    sub="x",
):
    rng = np.random.default_rng(seed)
    config = {
        "model_type": model_type,
        "hidden_size": hidden,
        "num_attention_heads": heads,
        "num_key_value_heads": kv,
        "head_dim": head_dim,
        "num_hidden_layers": layers,
        "max_position_embeddings": 4096,
        "rope_theta": 10000.0,
        **(extra or {}),
    }
    tensors = {}
    for i in range(layers):
        # rows of different scales, so that a wrong row would show
        tensors[f"{prefix}{i}.self_attn.q_proj.weight"] = rng.normal(size=(heads * head_dim, hidden)) * rng.uniform(
            0.1, 3.0, size=(heads * head_dim, 1)
        )
        tensors[f"{prefix}{i}.self_attn.k_proj.weight"] = rng.normal(size=(kv * head_dim, hidden)) * rng.uniform(
            0.1, 3.0, size=(kv * head_dim, 1)
        )
        tensors[f"{prefix}{i}.self_attn.v_proj.weight"] = rng.normal(size=(kv * head_dim, hidden))
    folder = make(tmp_path / sub, config, tensors, dtype)
    values = {name: stored(array, dtype) for name, array in tensors.items()}
    return folder, values, config


def test_llama_split_half_norms_match_a_loop_and_the_wavelengths_the_base(tmp_path):
    folder, w, _ = llama_like(tmp_path)
    result = qk_pair_norms(folder)
    assert result["q"].shape == (3, 4, 4) and result["k"].shape == (3, 2, 4) and result["wavelength"].shape == (4,)
    q = expected(
        w,
        [0, 1, 2],
        4,
        8,
        "split-half",
        lambda layer, h, d: (f"model.layers.{layer}.self_attn.q_proj.weight", h * 8 + d),
    )
    k = expected(
        w,
        [0, 1, 2],
        2,
        8,
        "split-half",
        lambda layer, h, d: (f"model.layers.{layer}.self_attn.k_proj.weight", h * 8 + d),
    )
    np.testing.assert_allclose(result["q"], q, rtol=1e-12)
    np.testing.assert_allclose(result["k"], k, rtol=1e-12)
    # wavelength 2π / θ_i, θ_i = 10000^(-2i/8)
    np.testing.assert_allclose(result["wavelength"], [2 * np.pi * 10000 ** (2 * i / 8) for i in range(4)], rtol=1e-12)
    assert result["pairing"] == "split-half" and result["rope_layers"] == [0, 1, 2]
    assert result["context"] == 4096 and result["layout"] == "q_proj/k_proj" and result["rotary_dim"] == 8
    np.testing.assert_allclose(result["layer_wavelength"], np.tile(result["wavelength"], (3, 1)))
    # a file path in the folder is as good as the folder
    np.testing.assert_array_equal(qk_pair_norms(folder / "config.json")["q"], result["q"])


def test_interleaved_pairs_are_not_split_halves(tmp_path):
    """Cohere's rotate_half pairs x[..., ::2] with x[..., 1::2]: the same weights give other norms."""
    split, w, _ = llama_like(tmp_path, sub="split")
    cohere, _, _ = llama_like(tmp_path, model_type="cohere", sub="cohere")
    a, b = qk_pair_norms(split), qk_pair_norms(cohere)
    assert b["pairing"] == "interleaved"
    q = expected(
        w,
        [0, 1, 2],
        4,
        8,
        "interleaved",
        lambda layer, h, d: (f"model.layers.{layer}.self_attn.q_proj.weight", h * 8 + d),
    )
    np.testing.assert_allclose(b["q"], q, rtol=1e-12)
    assert np.abs(a["q"] - b["q"]).max() > 0.1
    # the same rows, paired otherwise: each head's sum of squared pair norms is the same
    np.testing.assert_allclose((a["q"] ** 2).sum(-1), (b["q"] ** 2).sum(-1), rtol=1e-12)
    # a Llama config that says rope_interleave reads as interleaved too
    flagged, _, _ = llama_like(tmp_path, extra={"rope_interleave": True}, sub="flagged")
    np.testing.assert_allclose(qk_pair_norms(flagged)["q"], b["q"], rtol=1e-12)


def test_partial_rotary_reads_the_first_rotary_dims_of_each_head(tmp_path):
    """Phi and StableLM turn the first int(head_dim x partial_rotary_factor) dims (q[..., :rotary_ndims])."""
    for model_type in ("phi", "stablelm"):
        folder, w, _ = llama_like(
            tmp_path,
            model_type=model_type,
            head_dim=16,
            kv=4,
            hidden=32,
            sub=model_type,
            extra={"partial_rotary_factor": 0.5},
        )
        result = qk_pair_norms(folder)
        assert result["rotary_dim"] == 8 and result["q"].shape == (3, 4, 4) and result["k"].shape == (3, 4, 4)
        q = expected(
            w,
            [0, 1, 2],
            4,
            8,
            "split-half",
            lambda layer, h, d: (f"model.layers.{layer}.self_attn.q_proj.weight", h * 16 + d),
        )
        np.testing.assert_allclose(result["q"], q, rtol=1e-12)
        np.testing.assert_allclose(
            result["wavelength"], [2 * np.pi * 10000 ** (2 * i / 8) for i in range(4)], rtol=1e-12
        )


def test_glm_partial_and_interleaved(tmp_path):
    folder, w, _ = llama_like(
        tmp_path, model_type="glm", head_dim=16, kv=2, hidden=32, extra={"partial_rotary_factor": 0.5}
    )
    result = qk_pair_norms(folder)
    assert result["pairing"] == "interleaved" and result["rotary_dim"] == 8
    k = expected(
        w,
        [0, 1, 2],
        2,
        8,
        "interleaved",
        lambda layer, h, d: (f"model.layers.{layer}.self_attn.k_proj.weight", h * 16 + d),
    )
    np.testing.assert_allclose(result["k"], k, rtol=1e-12)


def test_rope_scaling_stretches_the_wavelengths_as_the_config_says(tmp_path):
    plain, _, _ = llama_like(tmp_path, sub="plain")
    linear, _, _ = llama_like(tmp_path, sub="linear", extra={"rope_scaling": {"rope_type": "linear", "factor": 4.0}})
    a, b = qk_pair_norms(plain), qk_pair_norms(linear)
    np.testing.assert_allclose(b["wavelength"], 4 * a["wavelength"], rtol=1e-12)
    np.testing.assert_array_equal(a["q"], b["q"])
    assert b["rope_type"] == "linear"
    base, _, _ = llama_like(tmp_path, sub="base", extra={"rope_theta": 500000.0})
    np.testing.assert_allclose(qk_pair_norms(base)["wavelength"][-1], 2 * np.pi * 500000.0 ** (6 / 8), rtol=1e-12)


@pytest.mark.parametrize("dtype", ["BF16", "F16"])
def test_a_low_precision_file_is_read_through_its_bits(tmp_path, dtype):
    folder, w, _ = llama_like(tmp_path, dtype=dtype)
    result = qk_pair_norms(folder)
    q = expected(
        w,
        [0, 1, 2],
        4,
        8,
        "split-half",
        lambda layer, h, d: (f"model.layers.{layer}.self_attn.q_proj.weight", h * 8 + d),
    )
    np.testing.assert_allclose(result["q"], q, rtol=1e-12)  # the stored bf16 values, exactly widened
    full, _, _ = llama_like(tmp_path, sub="f32")
    relative = np.abs(qk_pair_norms(full)["q"] / result["q"] - 1).max()
    assert 0 < relative < (2.0**-8 if dtype == "BF16" else 2.0**-11)  # within the format's rounding


def test_nope_layers_are_nan_rows_and_left_out_of_rope_layers(tmp_path):
    """SmolLM3's no_rope_layers: 1 turns RoPE, 0 does not (modeling_smollm3: use_rope = no_rope_layers[i])."""
    folder, w, _ = llama_like(
        tmp_path, model_type="smollm3", layers=4, extra={"no_rope_layers": [1, 1, 1, 0], "rope_theta": 2000000.0}
    )
    result = qk_pair_norms(folder)
    assert result["rope_layers"] == [0, 1, 2]
    assert np.isnan(result["q"][3]).all() and np.isnan(result["k"][3]).all()
    assert np.isnan(result["layer_wavelength"][3]).all() and np.isfinite(result["layer_wavelength"][:3]).all()
    q = expected(
        w,
        [0, 1, 2, None],
        4,
        8,
        "split-half",
        lambda layer, h, d: (f"model.layers.{layer}.self_attn.q_proj.weight", h * 8 + d),
    )
    np.testing.assert_allclose(result["q"], q, rtol=1e-12)  # (assert_allclose: NaN rows equal NaN rows)


def test_gemma3_local_layers_keep_their_own_base(tmp_path):
    folder, _, _ = llama_like(
        tmp_path,
        model_type="gemma3_text",
        layers=6,
        extra={
            "rope_theta": 1000000.0,
            "rope_local_base_freq": 10000.0,
            "sliding_window": 512,
            "sliding_window_pattern": 6,
        },
    )
    result = qk_pair_norms(folder)
    wave = result["layer_wavelength"]
    np.testing.assert_allclose(wave[5], result["wavelength"], rtol=1e-12)  # the global layer
    np.testing.assert_allclose(wave[0], [2 * np.pi * 10000 ** (2 * i / 8) for i in range(4)], rtol=1e-12)
    np.testing.assert_allclose(result["wavelength"], [2 * np.pi * 1e6 ** (2 * i / 8) for i in range(4)], rtol=1e-12)


def test_a_multimodal_checkpoint_reads_the_language_model_not_the_vision_tower(tmp_path):
    rng = np.random.default_rng(3)
    folder, w, config = llama_like(tmp_path, prefix="model.language_model.layers.")
    tensors = {name: array for name, array in w.items()}
    for i in range(3):  # a vision tower with layers of its own, 4 heads of 6
        tensors[f"model.vision_tower.encoder.layers.{i}.self_attn.q_proj.weight"] = rng.normal(size=(24, 24))
        tensors[f"model.vision_tower.encoder.layers.{i}.self_attn.k_proj.weight"] = rng.normal(size=(24, 24))
    wrapped = {"model_type": "llava", "text_config": config, "vision_config": {"hidden_size": 24}}
    folder = make(tmp_path / "mm", wrapped, tensors)
    result = qk_pair_norms(folder)
    q = expected(
        w,
        [0, 1, 2],
        4,
        8,
        "split-half",
        lambda layer, h, d: (f"model.language_model.layers.{layer}.self_attn.q_proj.weight", h * 8 + d),
    )
    np.testing.assert_allclose(result["q"], q, rtol=1e-12)


def test_phi3_fused_qkv(tmp_path):
    """Phi3Attention: q = qkv[..., :heads·d], k = qkv[..., heads·d : heads·d + kv·d]."""
    rng = np.random.default_rng(1)
    heads, kv, d, hidden = 4, 2, 8, 32
    config = {
        "model_type": "phi3",
        "hidden_size": hidden,
        "num_attention_heads": heads,
        "num_key_value_heads": kv,
        "num_hidden_layers": 2,
        "max_position_embeddings": 4096,
        "rope_theta": 10000.0,
    }
    tensors = {
        f"model.layers.{i}.self_attn.qkv_proj.weight": rng.normal(size=((heads + 2 * kv) * d, hidden))
        * rng.uniform(0.1, 3, size=((heads + 2 * kv) * d, 1))
        for i in range(2)
    }
    folder = make(tmp_path / "phi3", config, tensors)
    w = {n: stored(a, "F32") for n, a in tensors.items()}
    result = qk_pair_norms(folder)
    name = "model.layers.{}.self_attn.qkv_proj.weight"
    q = expected(w, [0, 1], heads, d, "split-half", lambda layer, h, dim: (name.format(layer), h * d + dim))
    k = expected(w, [0, 1], kv, d, "split-half", lambda layer, g, dim: (name.format(layer), heads * d + g * d + dim))
    np.testing.assert_allclose(result["q"], q, rtol=1e-12)
    np.testing.assert_allclose(result["k"], k, rtol=1e-12)
    assert result["layout"] == "qkv_proj"


def test_gpt_neox_fused_per_head_with_partial_rotary(tmp_path):
    """GPTNeoXAttention: qkv.view(..., heads, 3·d).chunk(3): head h's query rows h·3d .. h·3d + d, key the next d;
    rotary_pct 0.25 turns the first d/4 dims."""
    rng = np.random.default_rng(2)
    heads, d, hidden = 4, 16, 64
    config = {
        "model_type": "gpt_neox",
        "hidden_size": hidden,
        "num_attention_heads": heads,
        "num_hidden_layers": 2,
        "max_position_embeddings": 2048,
        "rotary_pct": 0.25,
        "rotary_emb_base": 10000,
    }
    tensors = {
        f"gpt_neox.layers.{i}.attention.query_key_value.weight": rng.normal(size=(3 * hidden, hidden))
        * rng.uniform(0.1, 3, size=(3 * hidden, 1))
        for i in range(2)
    }
    folder = make(tmp_path / "neox", config, tensors)
    w = {n: stored(a, "F32") for n, a in tensors.items()}
    result = qk_pair_norms(folder)
    name = "gpt_neox.layers.{}.attention.query_key_value.weight"
    q = expected(w, [0, 1], heads, 4, "split-half", lambda layer, h, dim: (name.format(layer), h * 3 * d + dim))
    k = expected(w, [0, 1], heads, 4, "split-half", lambda layer, h, dim: (name.format(layer), h * 3 * d + d + dim))
    np.testing.assert_allclose(result["q"], q, rtol=1e-12)
    np.testing.assert_allclose(result["k"], k, rtol=1e-12)
    assert result["q"].shape == (2, 4, 2) and result["layout"] == "query_key_value"


@pytest.mark.parametrize("interleave", [True, False])
def test_deepseek_v3_mla_reads_the_rope_part_of_q_b_proj_and_the_shared_key(tmp_path, interleave):
    """DeepseekV3Attention: q_b_proj rows per head [nope | rope] (torch.split(q, [nope, rope])); k_rot the last
    qk_rope_head_dim rows of kv_a_proj_with_mqa; rope_interleave pairs (2i, 2i + 1), else rotate_half."""
    rng = np.random.default_rng(4)
    heads, nope, rope, lora_q, lora_kv, hidden, v = 4, 6, 8, 12, 10, 32, 6
    config = {
        "model_type": "deepseek_v3",
        "hidden_size": hidden,
        "num_attention_heads": heads,
        "num_key_value_heads": heads,
        "num_hidden_layers": 2,
        "qk_nope_head_dim": nope,
        "qk_rope_head_dim": rope,
        "v_head_dim": v,
        "q_lora_rank": lora_q,
        "kv_lora_rank": lora_kv,
        "max_position_embeddings": 4096,
        "rope_theta": 10000.0,
        "rope_interleave": interleave,
    }
    tensors = {}
    for i in range(3):  # layer 2: a multi-token prediction layer, past num_hidden_layers
        tensors[f"model.layers.{i}.self_attn.q_a_proj.weight"] = rng.normal(size=(lora_q, hidden))
        tensors[f"model.layers.{i}.self_attn.q_b_proj.weight"] = rng.normal(
            size=(heads * (nope + rope), lora_q)
        ) * rng.uniform(0.1, 3, size=(heads * (nope + rope), 1))
        tensors[f"model.layers.{i}.self_attn.kv_a_proj_with_mqa.weight"] = rng.normal(
            size=(lora_kv + rope, hidden)
        ) * rng.uniform(0.1, 3, size=(lora_kv + rope, 1))
    folder = make(tmp_path / "dsv3", config, tensors)
    w = {n: stored(a, "F32") for n, a in tensors.items()}
    result = qk_pair_norms(folder)
    pairing = "interleaved" if interleave else "split-half"
    assert result["pairing"] == pairing and result["layout"] == "mla" and result["head_dim"] == nope + rope
    q = expected(
        w,
        [0, 1],
        heads,
        rope,
        pairing,
        lambda layer, h, d: (f"model.layers.{layer}.self_attn.q_b_proj.weight", h * (nope + rope) + nope + d),
    )
    k = expected(
        w,
        [0, 1],
        1,
        rope,
        pairing,
        lambda layer, h, d: (f"model.layers.{layer}.self_attn.kv_a_proj_with_mqa.weight", lora_kv + d),
    )
    assert result["q"].shape == (2, heads, 4) and result["k"].shape == (2, 1, 4)
    np.testing.assert_allclose(result["q"], q, rtol=1e-12)
    np.testing.assert_allclose(result["k"], k, rtol=1e-12)


# ---- refusals -----------------------------------------------------------------------------------------------


def refused(folder):
    with pytest.raises(LiveError) as caught:
        qk_pair_norms(folder)
    return str(caught.value)


def test_models_without_rope_are_refused_by_name(tmp_path):
    bert = make(
        tmp_path / "bert",
        {
            "model_type": "bert",
            "hidden_size": 8,
            "num_attention_heads": 2,
            "num_hidden_layers": 1,
            "max_position_embeddings": 16,
        },
        {"embeddings.position_embeddings.weight": np.zeros((16, 8))},
    )
    message = refused(bert)
    assert "bert" in message and "not RoPE" in message and "config.json" in message
    gpt2 = make(
        tmp_path / "gpt2",
        {"model_type": "gpt2", "n_embd": 8, "n_head": 2, "n_layer": 1, "n_positions": 16},
        {"wpe.weight": np.zeros((16, 8))},
    )
    assert "gpt2" in refused(gpt2) and "learned" in refused(gpt2)


@pytest.mark.parametrize("model_type", ["chatglm", "qwen3_next", "kimi_linear", "gemma4_text"])
def test_families_whose_layout_is_not_read_are_refused_by_name(tmp_path, model_type):
    folder, _, _ = llama_like(tmp_path, model_type=model_type, extra={"kv_channels": 8, "mla_use_nope": False})
    message = refused(folder)
    assert model_type in message


def test_bad_folders_are_refused_naming_the_file(tmp_path):
    (tmp_path / "empty").mkdir()
    assert "config.json" in refused(tmp_path / "empty")
    _, w, config = llama_like(tmp_path)
    broken = dict(w)
    broken["model.layers.1.self_attn.q_proj.weight"] = np.zeros((30, 24))
    message = refused(make(tmp_path / "shape", config, broken))
    assert "model.layers.1.self_attn.q_proj.weight" in message and "30 x 24" in message
    k_wrong = dict(w)
    k_wrong["model.layers.0.self_attn.k_proj.weight"] = np.zeros((24, 24))
    assert "num_key_value_heads" in refused(make(tmp_path / "kv", config, k_wrong))
    renamed = {n.replace("self_attn", "mixer"): a for n, a in w.items()}
    assert "q_proj" in refused(make(tmp_path / "names", config, renamed))
    missing = {n: a for n, a in w.items() if ".2." not in n}
    assert "layers 0 .. 2" in refused(make(tmp_path / "missing", config, missing))
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "config.json").write_text("{not json", encoding="utf-8")
    assert "config.json" in refused(tmp_path / "bad")
    nan = dict(w)
    nan["model.layers.0.self_attn.q_proj.weight"] = np.full((32, 24), np.nan)
    assert "not finite" in refused(make(tmp_path / "nan", config, nan))
    no_weights = tmp_path / "noweights"
    no_weights.mkdir()
    (no_weights / "config.json").write_text(json.dumps(config), encoding="utf-8")
    assert "noweights" in refused(no_weights)


# ---- against transformers' own rotation (probed once: tests/make_pair_norm_references.py) --------------------

REFERENCES = json.loads(
    (Path(__file__).resolve().parent / "data" / "live_pair_norms" / "references.json").read_text(encoding="utf-8")
)


# the tensor holding W_q (W_k): q_b_proj before q_proj (MLA with a query latent has both q_a_proj and q_b_proj)
_ENDINGS = {
    "q": ("q_b_proj.weight", "qkv_proj.weight", "query_key_value.weight", ".q_proj.weight"),
    "k": ("kv_a_proj_with_mqa.weight", "qkv_proj.weight", "query_key_value.weight", ".k_proj.weight"),
}


def _head_rows(name, cfg, tensor, which, head):
    """The first row of query head (or kv head) `head` in `tensor`, as each family's attention slices it."""
    heads = cfg.get("num_attention_heads", cfg.get("n_head"))
    width = cfg.get("head_dim") or cfg.get("hidden_size", cfg.get("n_embd")) // heads
    if name.startswith(("deepseek", "glm4_moe_lite")):
        nope, rope = cfg["qk_nope_head_dim"], cfg["qk_rope_head_dim"]
        return head * (nope + rope) + nope if which == "q" else cfg["kv_lora_rank"]
    if tensor.endswith("qkv_proj.weight"):
        return head * width if which == "q" else heads * width + head * width
    if tensor.endswith("query_key_value.weight"):
        return head * 3 * width + (0 if which == "q" else width)
    return head * width


@pytest.mark.parametrize("name", sorted(REFERENCES["models"]))
def test_pairs_and_frequencies_are_the_ones_transformers_turns(tmp_path, name):
    ref = REFERENCES["models"][name]
    cfg = ref["config"]
    rng = np.random.default_rng(7)
    tensors = {
        t: rng.normal(size=shape) * rng.uniform(0.1, 3.0, size=(shape[0], 1)) for t, shape in ref["tensors"].items()
    }
    folder = make(tmp_path / name, cfg, tensors)
    w = {t: stored(a, "F32") for t, a in tensors.items()}
    result = qk_pair_norms(folder)
    partner, theta = ref["partner"], ref["theta"]
    pairs = sorted(((a, b) for a, b in enumerate(partner) if b > a), key=lambda p: -theta[p[0]])
    # the frequencies, fastest first, as transformers' rotary embedding makes them (in float32)
    np.testing.assert_allclose(2 * np.pi / result["wavelength"], [theta[a] for a, _ in pairs], rtol=2e-6)
    for which in ("q", "k"):
        found = result[which]
        for layer in range(found.shape[0]):
            names = [t for t in ref["tensors"] if f".{layer}." in t]
            tensor = next(t for t in names if t.endswith(_ENDINGS[which]))
            for head in range(found.shape[1]):
                start = _head_rows(name, cfg, tensor, which, head)
                want = [loop_norm(w[tensor], start + a, start + b) for a, b in pairs]
                np.testing.assert_allclose(found[layer, head], want, rtol=1e-12, err_msg=f"{which} {layer} {head}")


def test_a_quantised_checkpoint_is_refused_naming_the_tensor(tmp_path):
    folder, w, _ = llama_like(tmp_path)
    header, blobs, offset = {}, [], 0
    for name, array in w.items():
        quantised = name.endswith("q_proj.weight")
        blob = np.zeros(array.size, np.uint8).tobytes() if quantised else np.ascontiguousarray(array, "<f4").tobytes()
        header[name] = {
            "dtype": "F8_E4M3" if quantised else "F32",
            "shape": list(array.shape),
            "data_offsets": [offset, offset + len(blob)],
        }
        blobs.append(blob)
        offset += len(blob)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    (folder / "model.safetensors").write_bytes(struct.pack("<Q", len(text)) + text + b"".join(blobs))
    message = refused(folder)
    assert "q_proj.weight" in message and "F8_E4M3" in message and "model.safetensors" in message
