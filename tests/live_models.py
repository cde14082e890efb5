"""Small model folders for the live runtime's tests: a safetensors writer in a few lines, and random models of
each family (config.json + model.safetensors) built with numpy."""

from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any

import numpy as np

DTYPES = {
    "F32": np.dtype("<f4"),
    "F16": np.dtype("<f2"),
    "F64": np.dtype("<f8"),
    "I8": np.dtype("i1"),
    "I64": np.dtype("<i8"),
}


def bf16_bits(values: np.ndarray) -> np.ndarray:
    """float32 values rounded to bfloat16 (to nearest even), as their 16 bits."""
    bits = np.ascontiguousarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return rounded.astype(np.uint16)


def bf16_values(values: np.ndarray) -> np.ndarray:
    """float32 values after a round trip through bfloat16."""
    return (bf16_bits(values).astype(np.uint32) << 16).view(np.float32)


def write_safetensors(
    path: Path,
    tensors: dict[str, np.ndarray],
    dtype: str = "F32",
    dtypes: dict[str, str] | None = None,
    metadata: dict[str, str] | None = None,
) -> None:
    """Write `tensors` as a safetensors file, each stored as `dtype` (or dtypes[name]): F32, F16, BF16, ..."""
    header: dict[str, Any] = {}
    if metadata is not None:
        header["__metadata__"] = metadata
    blobs, offset = [], 0
    for name, array in tensors.items():
        kind = (dtypes or {}).get(name, dtype)
        if kind == "BF16":
            data = bf16_bits(array).astype("<u2").tobytes()
        else:
            data = np.ascontiguousarray(array, dtype=DTYPES[kind]).tobytes()
        header[name] = {"dtype": kind, "shape": list(array.shape), "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    path.write_bytes(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def _normal(rng: np.random.Generator, shape: tuple[int, ...], scale: float) -> np.ndarray:
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def _norm_weight(rng: np.random.Generator, n: int) -> np.ndarray:
    return (1.0 + 0.1 * rng.standard_normal(n)).astype(np.float32)


LLAMA_BASE: dict[str, Any] = {
    "hidden_size": 32,
    "intermediate_size": 48,
    "num_hidden_layers": 3,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "vocab_size": 64,
    "max_position_embeddings": 128,
    "rms_norm_eps": 1e-5,
    "rope_theta": 10000.0,
    "hidden_act": "silu",
    "tie_word_embeddings": False,
}


def make_llama(
    folder: Path, model_type: str = "llama", seed: int = 0, dtype: str = "F32", **overrides: Any
) -> dict[str, np.ndarray]:
    """A random model of the Llama family (llama, mistral, qwen2, qwen3, smollm3) in `folder`: its config and
    weights; returns the tensors (float32, before any rounding to `dtype`)."""
    config = {**LLAMA_BASE, "model_type": model_type, **overrides}
    rng = np.random.default_rng(seed)
    h, inter = config["hidden_size"], config["intermediate_size"]
    heads, kv = config["num_attention_heads"], config["num_key_value_heads"]
    d = config.get("head_dim") or h // heads
    v = config["vocab_size"]
    bias_qkv = model_type == "qwen2" or (
        model_type in ("llama", "qwen3", "smollm3") and config.get("attention_bias", False)
    )
    bias_o = model_type in ("llama", "qwen3", "smollm3") and config.get("attention_bias", False)
    bias_mlp = model_type in ("llama", "smollm3") and config.get("mlp_bias", False)
    t: dict[str, np.ndarray] = {
        "model.embed_tokens.weight": _normal(rng, (v, h), 1.0),
        "model.norm.weight": _norm_weight(rng, h),
    }
    for i in range(config["num_hidden_layers"]):
        p = f"model.layers.{i}."
        t[p + "input_layernorm.weight"] = _norm_weight(rng, h)
        t[p + "post_attention_layernorm.weight"] = _norm_weight(rng, h)
        t[p + "self_attn.q_proj.weight"] = _normal(rng, (heads * d, h), 0.3)
        t[p + "self_attn.k_proj.weight"] = _normal(rng, (kv * d, h), 0.3)
        t[p + "self_attn.v_proj.weight"] = _normal(rng, (kv * d, h), 0.2)
        t[p + "self_attn.o_proj.weight"] = _normal(rng, (h, heads * d), 0.2)
        t[p + "mlp.gate_proj.weight"] = _normal(rng, (inter, h), 0.2)
        t[p + "mlp.up_proj.weight"] = _normal(rng, (inter, h), 0.2)
        t[p + "mlp.down_proj.weight"] = _normal(rng, (h, inter), 0.2)
        if bias_qkv:
            for name, n in (("q", heads * d), ("k", kv * d), ("v", kv * d)):
                t[p + f"self_attn.{name}_proj.bias"] = _normal(rng, (n,), 0.1)
        if bias_o:
            t[p + "self_attn.o_proj.bias"] = _normal(rng, (h,), 0.1)
        if bias_mlp:
            t[p + "mlp.gate_proj.bias"] = _normal(rng, (inter,), 0.1)
            t[p + "mlp.up_proj.bias"] = _normal(rng, (inter,), 0.1)
            t[p + "mlp.down_proj.bias"] = _normal(rng, (h,), 0.1)
        if model_type == "qwen3":
            t[p + "self_attn.q_norm.weight"] = _norm_weight(rng, d)
            t[p + "self_attn.k_norm.weight"] = _norm_weight(rng, d)
    if not config["tie_word_embeddings"]:
        t["lm_head.weight"] = _normal(rng, (v, h), 0.3)
    return _write(folder, config, t, dtype)


def _write(folder: Path, config: dict[str, Any], tensors: dict[str, np.ndarray], dtype: str) -> dict[str, np.ndarray]:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text(json.dumps(config, indent=1))
    write_safetensors(folder / "model.safetensors", tensors, dtype=dtype, metadata={"format": "pt"})
    if dtype == "BF16":
        return {k: bf16_values(a) for k, a in tensors.items()}
    if dtype == "F16":
        return {k: a.astype(np.float16).astype(np.float32) for k, a in tensors.items()}
    return tensors


GPT2_BASE: dict[str, Any] = {
    "model_type": "gpt2",
    "n_embd": 32,
    "n_layer": 2,
    "n_head": 4,
    "n_positions": 40,
    "vocab_size": 64,
    "layer_norm_epsilon": 1e-5,
    "activation_function": "gelu_new",
    "n_inner": None,
}


def make_gpt2(folder: Path, seed: int = 0, dtype: str = "F32", **overrides: Any) -> dict[str, np.ndarray]:
    config = {**GPT2_BASE, **overrides}
    rng = np.random.default_rng(seed)
    h, v = config["n_embd"], config["vocab_size"]
    inner = config["n_inner"] or 4 * h
    t: dict[str, np.ndarray] = {
        "transformer.wte.weight": _normal(rng, (v, h), 1.0),
        "transformer.wpe.weight": _normal(rng, (config["n_positions"], h), 0.5),
        "transformer.ln_f.weight": _norm_weight(rng, h),
        "transformer.ln_f.bias": _normal(rng, (h,), 0.1),
    }
    for i in range(config["n_layer"]):
        p = f"transformer.h.{i}."
        for ln in ("ln_1", "ln_2"):
            t[p + ln + ".weight"] = _norm_weight(rng, h)
            t[p + ln + ".bias"] = _normal(rng, (h,), 0.1)
        for name, shape in (
            ("attn.c_attn", (h, 3 * h)),
            ("attn.c_proj", (h, h)),
            ("mlp.c_fc", (h, inner)),
            ("mlp.c_proj", (inner, h)),
        ):
            t[p + name + ".weight"] = _normal(rng, shape, 0.3)
            t[p + name + ".bias"] = _normal(rng, (shape[1],), 0.1)
    if config.get("tie_word_embeddings", True) is False:
        t["lm_head.weight"] = _normal(rng, (v, h), 0.3)
    return _write(folder, config, t, dtype)


BERT_BASE: dict[str, Any] = {
    "model_type": "bert",
    "hidden_size": 32,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "intermediate_size": 48,
    "vocab_size": 64,
    "max_position_embeddings": 40,
    "type_vocab_size": 2,
    "layer_norm_eps": 1e-12,
    "hidden_act": "gelu",
}


def make_bert(folder: Path, seed: int = 0, dtype: str = "F32", **overrides: Any) -> dict[str, np.ndarray]:
    config = {**BERT_BASE, **overrides}
    rng = np.random.default_rng(seed)
    h, inter, v = config["hidden_size"], config["intermediate_size"], config["vocab_size"]
    t: dict[str, np.ndarray] = {
        "embeddings.word_embeddings.weight": _normal(rng, (v, h), 1.0),
        "embeddings.position_embeddings.weight": _normal(rng, (config["max_position_embeddings"], h), 0.5),
        "embeddings.token_type_embeddings.weight": _normal(rng, (config["type_vocab_size"], h), 0.5),
        "embeddings.LayerNorm.weight": _norm_weight(rng, h),
        "embeddings.LayerNorm.bias": _normal(rng, (h,), 0.1),
    }
    for i in range(config["num_hidden_layers"]):
        p = f"encoder.layer.{i}."
        for name, shape in (
            ("attention.self.query", (h, h)),
            ("attention.self.key", (h, h)),
            ("attention.self.value", (h, h)),
            ("attention.output.dense", (h, h)),
            ("intermediate.dense", (inter, h)),
            ("output.dense", (h, inter)),
        ):
            t[p + name + ".weight"] = _normal(rng, shape, 0.3)
            t[p + name + ".bias"] = _normal(rng, (shape[0],), 0.1)
        for name in ("attention.output.LayerNorm", "output.LayerNorm"):
            t[p + name + ".weight"] = _norm_weight(rng, h)
            t[p + name + ".bias"] = _normal(rng, (h,), 0.1)
    t["pooler.dense.weight"] = _normal(rng, (h, h), 0.3)
    t["pooler.dense.bias"] = _normal(rng, (h,), 0.1)
    return _write(folder, config, t, dtype)
