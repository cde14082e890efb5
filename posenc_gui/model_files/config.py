"""A model's position settings read from its config.json (Hugging Face transformers' format).

Which encoding a model uses follows from its model_type, then from its keys (for model types not listed):

    rope        llama, mistral, mixtral, qwen2/3 (+ _moe), gemma/2/3, phi, phi3, gpt_neox, gptj, codegen,
                deepseek_v2/v3, gpt_oss, falcon (alibi false), stablelm, starcoder2, olmo/2, cohere, granite ...;
                any other config with rope_theta, rope_scaling, rope_parameters, rotary_dim, rotary_pct,
                rotary_emb_base or partial_rotary_factor
    learned     gpt2, gpt_neo, gpt_bigcode, bert, roberta, xlm-roberta, electra, albert, opt, bart, mbart, biogpt,
                distilbert (unless sinusoidal_pos_embds), xlm (unless sinusoidal_embeddings), mpt without ALiBi
    alibi       bloom; mpt (attn_config.alibi, true unless written false); falcon with alibi true;
                any other config with alibi true
    t5-buckets  t5, mt5, umt5, longt5, switch_transformers; any other config with relative_attention_num_buckets
    sinusoidal  marian, m2m_100, pegasus, fsmt, speech_to_text, xglm; distilbert with sinusoidal_pos_embds true,
                xlm with sinusoidal_embeddings true (encoder-decoder models with other rules per side, such as
                Whisper, are not told apart: they read as their keys say)

A config that none of these decides (a model type not listed, with none of the keys) gives type None: the
position tensors of the weights, if any, then decide (see model_files).

RoPE settings: head_dim (the key, else hidden_size / num_attention_heads, with GPT-2's n_embd / n_head and
others' d_model / n_heads names; DeepSeek's rotated part is qk_rope_head_dim), the rotated dimensions
(partial_rotary_factor, GPT-NeoX's rotary_pct, GPT-J's rotary_dim), the base (rope_theta, GPT-NeoX's
rotary_emb_base, else 10000), the pairing (GPT-J, CodeGen and DeepSeek turn interleaved pairs, the others
split halves as rotate_half does; rope_interleave says so where a config has it), and the scaling rule as the
config writes it: rope_scaling, or rope_parameters as transformers 5 writes it (which also holds rope_theta,
partial_rotary_factor and original_max_position_embeddings; rope_scaling wins when both are there, as in
transformers). The model's setting is its full_attention layers' when rope_parameters is written per layer type
(Gemma 3, Gemma 4); every layer's own (local bases, sliding and chunked windows, layers without RoPE) is in
`layers`, read as layers.py describes. Also read: ModernBERT (global_rope_theta, local_rope_theta), Gemma 4's
global_head_dim and transformers 5's proportional rule, Llama 4, DeepSeek's MLA (the query heads are
qk_nope_head_dim + qk_rope_head_dim wide), ChatGLM's remote code (kv_channels, rope_ratio, position_encoding_2d) and
Qwen-VL's mrope_section. A key a family's configuration class fills in when config.json leaves it out takes that
default (FAMILY_DEFAULTS).

Every value read is checked for its type before it is compared (a list, a text, true, null, an object, NaN
or 10^400 where a number belongs are all refused with the field's name); keys not read are not looked at.
"""

from __future__ import annotations

import dataclasses
import math
import os
from pathlib import Path
from typing import Any, TypeVar, cast

import numpy as np

from ..core.errors import ParamError
from ..core.relative import MAX_HEADS, t5_settings
from ..core.rope_scaling import rope_inv_freq, softmax_scale_factor
from ..core.validation import shorten, shown
from ..records import record
from .direction import attention_direction
from .fields import Fields as _Fields
from .layers import (
    LAYER_TYPES,
    MINIMAX_FAMILIES,
    SPARSE_FAMILIES,
    SPARSE_TYPES,
    LayerInfo,
    indexers,
    layer_count,
    layer_types,
    window_of,
)
from .reading import ModelFileError, read_json

ENCODINGS = ("rope", "learned", "alibi", "t5-buckets", "sinusoidal", "nope")
MAX_CONFIG_BYTES = 16 * 2**20  # a config.json is a few kilobytes; LongRoPE's factor lists make it tens
MAX_CONTEXT = 10**9  # context lengths (max_position_embeddings and the like): rope_scaling's limit
MAX_HEAD_DIM = 2**16

ROPE_MODELS = frozenset(
    {
        "llama",
        "llama4_text",
        "mistral",
        "mixtral",
        "ministral",
        "qwen2",
        "qwen2_moe",
        "qwen3",
        "qwen3_moe",
        "gemma",
        "gemma2",
        "gemma3",
        "gemma3_text",
        "gemma4",
        "gemma4_text",
        "modernbert",
        "llama4",
        "chatglm",
        "qwen2_vl",
        "qwen2_5_vl",
        "qwen3_vl",
        "qwen3_vl_text",
        "phi",
        "phi3",
        "phimoe",
        "gpt_neox",
        "gpt_neox_japanese",
        "gptj",
        "codegen",
        "deepseek_v2",
        "deepseek_v3",
        "gpt_oss",
        "stablelm",
        "starcoder2",
        "olmo",
        "olmo2",
        "olmoe",
        "cohere",
        "cohere2",
        "granite",
        "granitemoe",
        "persimmon",
        "internlm2",
        "nemotron",
        "glm",
        "glm4",
        "exaone",
        "helium",
        "smollm3",
        "minicpm",
        "jetmoe",
        "dbrx",
        "arcee",
        "hunyuan_v1_dense",
        "ernie4_5",
        "seed_oss",
        "qwen3_next",
        "qwen3_5",
        "qwen3_5_text",
        "qwen3_5_moe",
        "qwen3_5_moe_text",
        "minimax",
        "minimax_m1",
        "minimax_text_01",
        "glm_moe_dsa",
        "deepseek_v32",
        "glm4_moe_lite",
        "ministral3",
        "kimi_linear",
    }
)
LEARNED_MODELS = frozenset(
    {
        "gpt2",
        "gpt_neo",
        "gpt_bigcode",
        "bert",
        "roberta",
        "xlm-roberta",
        "camembert",
        "electra",
        "albert",
        "opt",
        "bart",
        "mbart",
        "biogpt",
        "layoutlm",
        "ernie",
        "megatron-bert",
        "data2vec-text",
        "longformer",
        "roberta-prelayernorm",
        "xmod",
        "splinter",
        "mobilebert",
        "squeezebert",
        "blenderbot",
        "blenderbot-small",
    }
)
ALIBI_MODELS = frozenset({"bloom"})
T5_MODELS = frozenset({"t5", "mt5", "umt5", "longt5", "switch_transformers"})
SINUSOIDAL_MODELS = frozenset({"marian", "m2m_100", "pegasus", "fsmt", "speech_to_text", "xglm"})
FALCON_MODELS = frozenset({"falcon", "refinedweb", "refinedwebmodel"})  # the last two: Falcon's first configs
# (Llama 4's apply_rotary_emb views adjacent pairs as complex numbers: interleaved)
INTERLEAVED_MODELS = frozenset(
    {"gptj", "codegen", "deepseek_v2", "deepseek_v3", "llama4", "llama4_text", "glm4_moe_lite"}
)  # (Glm4MoeLiteConfig: rope_interleave true by default)
# families whose attention interleaves whatever the config says: DeepSeek-V3.2's and GLM-5's MLA call
# apply_rotary_pos_emb_interleave (their configs drop rope_interleave); Cohere's and GLM-4's rotate_half pairs
# x[..., ::2] with x[..., 1::2]
# (read in transformers 5.25.0: DeepseekV32Attention and GlmMoeDsaAttention call apply_rotary_pos_emb_interleave
# whatever the config says, their configuration classes have no rope_interleave; DeepSeek-V2's apply_rotary_emb views
# adjacent pairs as complex numbers)
ALWAYS_INTERLEAVED = frozenset({"deepseek_v2", "deepseek_v32", "glm_moe_dsa", "cohere", "cohere2", "glm", "glm4"})
# Multi-head latent attention: q . k runs over qk_nope_head_dim + qk_rope_head_dim, RoPE turns the second part
MLA_MODELS = frozenset({"deepseek_v2", "deepseek_v3", "deepseek_v32", "glm_moe_dsa", "glm4_moe_lite", "kimi_linear"})
# Learned tables whose row 0 is not position 0: OPT and BART keep two rows before it (their offset of 2),
# RoBERTa's family starts its positions at padding_idx + 1 = 2.
ROW_OFFSETS = {
    "opt": 2,
    "bart": 2,
    "mbart": 2,
    "roberta": 2,
    "xlm-roberta": 2,
    "camembert": 2,
    "longformer": 2,
    "roberta-prelayernorm": 2,
    "data2vec-text": 2,
    "xmod": 2,
}
# What each family's configuration class in transformers sets when config.json leaves a key out (published configs
# lean on this: google/gemma-3-4b-it's text_config names neither head_dim nor num_attention_heads). Only the keys
# this reader uses. configuration_gemma3.py (Gemma3TextConfig), configuration_gemma4.py (Gemma4TextConfig),
# configuration_gpt_oss.py (GptOssConfig), configuration_modernbert.py (ModernBertConfig), configuration_llama4.py
# (Llama4TextConfig); commits in README.
_GEMMA3 = {
    "hidden_size": 2304,
    "num_hidden_layers": 26,
    "num_attention_heads": 8,
    "head_dim": 256,
    "max_position_embeddings": 131072,
    "rope_theta": 1_000_000.0,
    "query_pre_attn_scalar": 256,
    "sliding_window": 4096,
    "rope_local_base_freq": 10_000.0,
    "sliding_window_pattern": 6,
}
_GEMMA4 = {
    "hidden_size": 2304,
    "num_hidden_layers": 30,
    "num_attention_heads": 8,
    "head_dim": 256,
    "global_head_dim": 512,
    "max_position_embeddings": 131072,
    "sliding_window": 512,
}
_LLAMA4 = {
    "hidden_size": 5120,
    "num_hidden_layers": 48,
    "num_attention_heads": 40,
    "head_dim": 128,
    "max_position_embeddings": 131072,
    "rope_theta": 500_000.0,
    "no_rope_layer_interval": 4,
    "attention_chunk_size": 8192,
    "floor_scale": 8192,
    "attn_scale": 0.1,
}
_QWEN_HYBRID = {
    "head_dim": 256,
    "partial_rotary_factor": 0.25,
    "max_position_embeddings": 32768,
    "num_attention_heads": 16,
    "linear_key_head_dim": 128,
}
_MLA_GLM = {"qk_rope_head_dim": 64, "qk_nope_head_dim": 192, "max_position_embeddings": 202752}
FAMILY_DEFAULTS: dict[str, dict[str, Any]] = {
    # configuration_qwen3_next.py, configuration_qwen3_5.py (Qwen3_5TextConfig), configuration_glm_moe_dsa.py,
    # configuration_glm4_moe_lite.py, configuration_deepseek_v32.py, configuration_kimi_linear.py,
    # configuration_cohere2.py, configuration_smollm3.py, configuration_ministral3.py
    "qwen3_next": {**_QWEN_HYBRID, "num_hidden_layers": 48, "hidden_size": 2048},
    "qwen3_5_text": {**_QWEN_HYBRID, "num_hidden_layers": 32, "hidden_size": 4096},
    "qwen3_5_moe_text": _QWEN_HYBRID,  # (Qwen3_5MoeTextConfig extends Qwen3_5TextConfig)
    "glm_moe_dsa": {**_MLA_GLM, "num_hidden_layers": 78, "num_attention_heads": 64, "index_topk": 2048},
    "glm4_moe_lite": {**_MLA_GLM, "num_hidden_layers": 47, "num_attention_heads": 20},
    "deepseek_v32": {
        "qk_rope_head_dim": 64,
        "qk_nope_head_dim": 128,
        "max_position_embeddings": 163840,
        "num_hidden_layers": 61,
        "num_attention_heads": 128,
        "index_topk": 2048,
    },
    "kimi_linear": {
        "qk_rope_head_dim": 64,
        "qk_nope_head_dim": 128,
        "num_hidden_layers": 27,
        "num_attention_heads": 32,
        "hidden_size": 2304,
    },
    "cohere2": {
        "hidden_size": 8192,
        "num_attention_heads": 64,
        "num_hidden_layers": 40,
        "sliding_window": 4096,
        "max_position_embeddings": 8192,
    },
    "smollm3": {
        "hidden_size": 2048,
        "num_attention_heads": 16,
        "num_hidden_layers": 36,
        "max_position_embeddings": 32768,
    },
    "ministral3": {
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
    },
    "gemma3": _GEMMA3,
    "gemma3_text": _GEMMA3,
    "gemma4": _GEMMA4,
    "gemma4_text": _GEMMA4,
    "llama4": _LLAMA4,
    "llama4_text": _LLAMA4,
    "gpt_oss": {
        "num_hidden_layers": 36,
        "hidden_size": 2880,
        "head_dim": 64,
        "num_attention_heads": 64,
        "sliding_window": 128,
        "rope_theta": 150000.0,
        "max_position_embeddings": 131072,
        "rope_scaling": {
            "rope_type": "yarn",
            "factor": 32.0,
            "beta_fast": 32.0,
            "beta_slow": 1.0,
            "truncate": False,
            "original_max_position_embeddings": 4096,
        },
    },
    "modernbert": {
        "hidden_size": 768,
        "num_hidden_layers": 22,
        "num_attention_heads": 12,
        "max_position_embeddings": 8192,
        "global_rope_theta": 160000.0,
        "local_rope_theta": 10000.0,
        "global_attn_every_n_layers": 3,
        "local_attention": 128,
    },
}
ROPE_KEYS = (
    "rope_theta",
    "rope_scaling",
    "rope_parameters",
    "rotary_dim",
    "rotary_pct",
    "rotary_emb_base",
    "partial_rotary_factor",
)
# keys of a rope_parameters dict that this reader takes itself; the rest is the scaling rule's
OWN_ROPE_KEYS = ("rope_theta", "partial_rotary_factor", "rope_type", "type")
LONG_RULES = ("llama3", "yarn", "longrope")  # the rules whose original_max_position_embeddings matters
MAX_SCALING_DEPTH = 8  # a scaling object holds numbers and lists of them; deeper is no scaling rule

_T = TypeVar("_T")


@record
class ConfigInfo:
    """What config.json says about positions; None where it does not say (or the encoding has no such thing)."""

    type: str | None
    model_type: str | None
    head_dim: int | None
    rotary_dim: int | None
    base: float | None
    pairing: str | None
    scaling: dict[str, Any] | None
    max_position_embeddings: int | None
    original_max_position_embeddings: int | None
    attention_factor: float | None
    inv_freq: np.ndarray | None
    num_heads: int | None
    num_buckets: int | None
    max_distance: int | None
    row_offset: int  # rows of a learned table before position 0's
    layers: tuple[LayerInfo, ...] | None = None  # every layer's positions (see layers.py); None: not read
    softmax_scale_factor: float | None = 1.0  # on 1/sqrt(query width), when every layer has the same one
    mrope_section: tuple[int, ...] | None = None  # Qwen-VL: the rotated pairs given to time, height, width
    torch_dtype: str | None = None  # the dtype its weights are stored and run in (DTYPES), when config.json says
    attention_direction: str | None = None  # causal, bidirectional, encoder-decoder or prefix-lm (direction.py)


# torch_dtype (transformers 4) or dtype (transformers 5) as the low-precision views know them; others are not read
DTYPES = ("float32", "bfloat16", "float16")


def _dtype(root: _Fields) -> str | None:
    """The model's dtype as config.json names it (the root's, else its text_config's); None for another one."""
    for fields in (root, root.sub("text_config")):
        if fields is None:
            continue
        for key in ("torch_dtype", "dtype"):
            if fields.present(key) and fields.data[key] is not None:
                name = fields.text(key)  # (a text, or the file is refused naming the key)
                return name if name in DTYPES else None
    return None


def read_config(path: str | os.PathLike[str]) -> ConfigInfo:
    """The position settings of the config.json at `path` (a ModelFileError naming it if it cannot be used)."""
    path = Path(path)
    return config_info(read_json(path, MAX_CONFIG_BYTES, "config.json"), path)


def config_info(config: Any, file: str | os.PathLike[str]) -> ConfigInfo:
    """The position settings of a parsed config.json (`file` names it in messages)."""
    file = Path(file)
    if not isinstance(config, dict):
        raise ModelFileError(file, "is not a JSON object of settings.")
    cfg = _Fields(config, file)
    text = cfg.sub("text_config")
    if text is not None and not cfg.first(("num_attention_heads", "n_head", "n_heads", "num_heads", "head_dim")):
        cfg = text  # a multimodal wrapper (Gemma 3, Llava, Mistral 3): the language model's settings
    model_type = cfg.text("model_type")
    defaults = FAMILY_DEFAULTS.get((model_type or "").lower())
    if defaults:  # keys the family's configuration class fills in when config.json leaves them out
        cfg = _Fields({**defaults, **cfg.data}, cfg.file, cfg.prefix)
    mt = (model_type or "").lower()
    kind = _encoding(cfg, mt)
    dtype = _dtype(_Fields(config, file))
    direction = attention_direction(cfg, mt, mt in ROPE_MODELS)
    if kind == "rope":
        info = _rope(cfg, mt, model_type)
    elif kind == "nope":
        info = _kimi_nope_info(cfg, model_type)
    else:
        info = _other(cfg, kind, model_type)
    return dataclasses.replace(info, torch_dtype=dtype, attention_direction=direction)


def _encoding(cfg: _Fields, mt: str) -> str | None:
    """The encoding's type (see the table in the module's docstring), or None when the config does not say."""
    if mt in FALCON_MODELS:
        return "alibi" if cfg.flag("alibi", False) else "rope"
    if mt == "mpt":
        attn = cfg.sub("attn_config")
        return "alibi" if (attn is None or attn.flag("alibi", True)) else "learned"
    if mt == "distilbert":
        return "sinusoidal" if cfg.flag("sinusoidal_pos_embds", False) else "learned"
    if mt == "xlm":
        return "sinusoidal" if cfg.flag("sinusoidal_embeddings", False) else "learned"
    if mt == "kimi_linear":  # (its MLA layers turn no pair whatever mla_use_nope says: layers.py)
        return "nope"
    for models, kind in (
        (ROPE_MODELS, "rope"),
        (LEARNED_MODELS, "learned"),
        (ALIBI_MODELS, "alibi"),
        (T5_MODELS, "t5-buckets"),
        (SINUSOIDAL_MODELS, "sinusoidal"),
    ):
        if mt in models:
            return kind
    if cfg.first(ROPE_KEYS):
        return "rope"
    if cfg.present("relative_attention_num_buckets"):
        return "t5-buckets"
    if cfg.flag("alibi", False):
        return "alibi"
    if cfg.flag("sinusoidal_pos_embds", False):
        return "sinusoidal"
    return None


def _heads(cfg: _Fields) -> tuple[str | None, int | None]:
    key = cfg.first(("num_attention_heads", "n_head", "n_heads", "num_heads"))
    return key, (cfg.whole(key, 1, MAX_HEADS) if key else None)


def _head_dim(cfg: _Fields, mt: str) -> int | None:
    """The width of one attention head (for DeepSeek: of the part RoPE turns), or None if the config has none."""
    if cfg.present("qk_rope_head_dim"):  # DeepSeek's heads: a part without positions, and a part RoPE turns
        return cfg.whole("qk_rope_head_dim", 1, MAX_HEAD_DIM)
    key = cfg.first(("head_dim", "d_kv"))
    if key:
        return cfg.whole(key, 1, MAX_HEAD_DIM)
    hidden_key = cfg.first(("hidden_size", "n_embd", "d_model", "dim"))
    hidden = cfg.whole(hidden_key, 1, MAX_HEADS * MAX_HEAD_DIM) if hidden_key else None  # checked if there
    heads_key, heads = _heads(cfg)
    if hidden is None or heads is None:
        return None
    assert hidden_key is not None and heads_key is not None  # (each value came from its key)
    if hidden % heads:
        cfg.refuse(
            "{hidden_name} ({hidden}) is not a multiple of {heads_name} ({heads}): the heads' width is not "
            "a whole number; give head_dim.",
            hidden_name=cfg.name(hidden_key),
            hidden=hidden,
            heads_name=cfg.name(heads_key),
            heads=heads,
        )
    if hidden // heads > MAX_HEAD_DIM:
        cfg.refuse(
            "{hidden_name} / {heads_name} = {value:,} is wider than {limit:,}, more than a head can be.",
            hidden_name=cfg.name(hidden_key),
            heads_name=cfg.name(heads_key),
            value=hidden // heads,
            limit=MAX_HEAD_DIM,
        )
    return hidden // heads


def _context(cfg: _Fields) -> int | None:
    key = cfg.first(("max_position_embeddings", "n_positions", "max_seq_len", "seq_length", "max_sequence_length"))
    return cfg.whole(key, 1, MAX_CONTEXT) if key else None


def _rope_parameters(cfg: _Fields) -> _Fields | None:
    """The scaling object as the config writes it: rope_scaling, else rope_parameters (per layer type: the
    full_attention layers', else the first layer type's). None when there is neither."""
    per_type = _per_type(cfg)
    if per_type is not None:
        layer = per_type.get("full_attention") if "full_attention" in per_type else next(iter(per_type.values()))
        return layer if layer is not None and layer.data else None
    for key in ("rope_scaling", "rope_parameters"):
        params = cfg.sub(key)
        if params is None or not params.data:  # {} is no rule (transformers: `rope_scaling or ...`)
            continue
        return params
    return None


def _per_type(cfg: _Fields) -> dict[str, _Fields | None] | None:
    """rope_parameters (or rope_scaling) written per layer type ({"full_attention": {...}, "sliding_attention":
    {...}}, transformers 5), each type's object (None where it is null); None when the config writes no such thing."""
    for key in ("rope_scaling", "rope_parameters"):
        params = cfg.sub(key)
        if params is None or not params.data:
            continue
        if all(isinstance(v, dict) or v is None for v in params.data.values()) and any(
            isinstance(v, dict) for v in params.data.values()
        ):
            return {k: params.sub(k) for k in params.data}
        return None
    return None


@record
class _RopeSetting:
    """One kind of layer's RoPE, resolved."""

    head_dim: int
    rotary_dim: int
    base: float
    rule: str
    scaling: dict[str, Any] | None  # as written
    inv_freq: np.ndarray  # the rotary_dim / 2 turning frequencies
    attention_factor: float
    original: int | None


# Where a family keeps the base of its local (sliding) layers when rope_parameters is not written per layer type,
# and the base it falls back to: Gemma 3's rope_local_base_freq (configuration_gemma3.py), ModernBERT's
# local_rope_theta / global_rope_theta (configuration_modernbert.py)
LOCAL_BASE_KEYS = {
    "gemma3": ("rope_local_base_freq", 10000.0),
    "gemma3_text": ("rope_local_base_freq", 10000.0),
    "modernbert": ("local_rope_theta", 10000.0),
}
GLOBAL_BASE_DEFAULTS = {
    "gemma3": 1_000_000.0,
    "gemma3_text": 1_000_000.0,
    "gemma4": 1_000_000.0,
    "gemma4_text": 1_000_000.0,
    "modernbert": 160_000.0,
    "llama4": 500_000.0,
    "llama4_text": 500_000.0,
    "smollm3": 2_000_000.0,
    "minimax": 1_000_000.0,
}
# Gemma 4's rope_parameters when the config writes none (configuration_gemma4.py)
GEMMA4_DEFAULTS = {
    "sliding_attention": {"rope_type": "default", "rope_theta": 10_000.0},
    "full_attention": {"rope_type": "proportional", "partial_rotary_factor": 0.25, "rope_theta": 1_000_000.0},
}


def _layer_params(cfg: _Fields, mt: str, kind: str, local: bool) -> _Fields | None:
    """The rope parameters object of layers of type `kind`: their own when the config writes them per layer type
    (else the full_attention layers'), none for a family's local layers that keep only a base, else the model's."""
    per_type = _per_type(cfg)
    if per_type is None and mt in ("gemma4", "gemma4_text"):
        per_type = {
            k: _Fields(dict(v), cfg.file, f"{cfg.prefix}rope_parameters.{k}.") for k, v in GEMMA4_DEFAULTS.items()
        }
    if per_type is None:
        return None if local else _rope_parameters(cfg)
    if kind not in per_type and "full_attention" not in per_type:
        cfg.refuse("{name} gives no parameters for the layer type {kind}.", name=cfg.name("rope_parameters"), kind=kind)
    params = per_type.get(kind) if kind in per_type else per_type.get("full_attention")
    return params if params is not None and params.data else None


def _rope_setting(cfg: _Fields, mt: str, head_dim: int, kind: str, max_positions: int | None) -> _RopeSetting:
    """The RoPE of layers of transformers' type `kind` (full_attention, sliding_attention, chunked_attention)."""
    local = kind == "sliding_attention" and mt in LOCAL_BASE_KEYS
    params = _layer_params(cfg, mt, kind, local)
    if mt in ("gemma4", "gemma4_text") and kind == "full_attention" and cfg.present("global_head_dim"):
        # (Gemma4TextAttention: the global layers' width)
        head_dim = cfg.whole("global_head_dim", 2, MAX_HEAD_DIM, default=head_dim)
    if local and params is None:
        key, fallback = LOCAL_BASE_KEYS[mt]
        base = _checked_base(cfg, key) if cfg.present(key) else fallback
    elif mt == "modernbert" and params is None:
        base = _checked_base(cfg, "global_rope_theta") if cfg.present("global_rope_theta") else 160_000.0
    else:
        base = _base(cfg, params, GLOBAL_BASE_DEFAULTS.get(mt, 10000.0))
    original = cfg.whole("original_max_position_embeddings", 1, MAX_CONTEXT)
    scaling, rule_input, rule = None, None, "default"
    if params is not None:
        scaling = dict(params.data)
        rule_key = params.first(("rope_type", "type"))
        named = params.text(rule_key) if rule_key else None
        rule = named if named is not None else "default"
        if rule == "mrope":
            rule = "default"  # (Qwen2-VL's older name: the default frequencies, split by mrope_section)
        if mt == "phi3" and rule in ("su", "yarn"):
            # (read in transformers 5.25.0's configuration_phi3.py: "For backward compatibility if previous version
            # used "su" or "yarn"", rope_type becomes "longrope"; the scaling is kept so, as the library keeps it)
            rule = "longrope"
            scaling = {k: v for k, v in scaling.items() if k != "type"} | {"rope_type": "longrope"}
        if original is None:
            original = params.whole("original_max_position_embeddings", 1, MAX_CONTEXT)
        rule_input = {k: v for k, v in scaling.items() if k not in OWN_ROPE_KEYS}
        rule_input["rope_type"] = rule
        if rule in LONG_RULES and cfg.present("original_max_position_embeddings"):
            # Phi-3 writes the original context at the top; transformers lets it win over the rule's own
            rule_input["original_max_position_embeddings"] = original
        _check_finite(params, scaling)
    if rule == "proportional":
        assert params is not None  # (a rule is named in a parameters object)
        return _proportional_setting(cfg, params, head_dim, base, scaling, rule_input or {}, original)
    rotary_dim = _rotary_dim(cfg, params, head_dim, mt)
    inv_freq, attention_factor = _frequencies(cfg.file, rotary_dim, base, rule, rule_input, max_positions)
    return _RopeSetting(head_dim, rotary_dim, base, rule, scaling, inv_freq, attention_factor, original)


def _proportional_setting(
    cfg: _Fields,
    params: _Fields,
    head_dim: int,
    base: float,
    scaling: dict[str, Any] | None,
    rule_input: dict[str, Any],
    original: int | None,
) -> _RopeSetting:
    """transformers 5's proportional rule: the first int(p · head_dim // 2) pairs turn with exponents over the whole
    head, the others not at all (their frequencies 0 are left out of inv_freq; rotary_dim counts the turning ones)."""
    key = "partial_rotary_factor"
    partial = params.real(key, 0.0, 1.0) if params.present(key) else cfg.real(key, 0.0, 1.0, 1.0)
    try:
        result = rope_inv_freq(head_dim, base, scaling=dict(rule_input, partial_rotary_factor=partial))
    except ParamError as exc:
        raise ModelFileError.about(cfg.file, exc) from None
    pairs = int(np.count_nonzero(result.inv_freq))
    if pairs < 1:
        cfg.refuse(
            "{name} = {factor:g} of a head of {head_dim} turns no pair.",
            name=params.name(key),
            factor=cast(float, partial),
            head_dim=head_dim,
        )
    return _RopeSetting(
        head_dim,
        2 * pairs,
        base,
        "proportional",
        scaling,
        np.asarray(result.inv_freq[:pairs]),
        float(result.attention_factor),
        original,
    )


def _rope(cfg: _Fields, mt: str, model_type: str | None) -> ConfigInfo:
    if mt == "chatglm":
        return _chatglm(cfg, model_type)
    head_dim = _head_dim(cfg, mt)
    if head_dim is None:
        cfg.refuse(
            "cannot tell the width of the attention heads: head_dim, or hidden_size and "
            "num_attention_heads, are missing."
        )
    interleaved = mt in ALWAYS_INTERLEAVED or cfg.flag("rope_interleave", mt in INTERLEAVED_MODELS)
    pairing = "interleaved" if interleaved else "split-half"
    max_positions = _kimi_context(cfg) if mt == "kimi_linear" else _context(cfg)
    top = _rope_setting(cfg, mt, head_dim, "full_attention", max_positions)
    try:  # (what inspect and the views read from the scaling as it is written: refused here, with the file)
        factor = softmax_scale_factor(mt, top.scaling)
    except ParamError as exc:
        raise ModelFileError.about(cfg.file, exc) from None
    _, heads = _heads(cfg)
    mrope = _mrope_section(cfg, top)
    layers, overall = _rope_layers(cfg, mt, head_dim, max_positions, factor)
    return ConfigInfo(
        "rope",
        model_type,
        top.head_dim,
        top.rotary_dim,
        top.base,
        pairing,
        top.scaling,
        max_positions,
        top.original,
        top.attention_factor,
        top.inv_freq,
        heads,
        None,
        None,
        0,
        layers,
        overall,
        mrope,
    )


def _kimi_nope_info(cfg: _Fields, model_type: str | None) -> ConfigInfo:
    """Kimi Linear: no layer turns RoPE (the MLA layers run without positions whatever mla_use_nope says, the KDA
    layers are linear: layers.py), so the model has no rotary settings; its layers and context are read."""
    width = cfg.whole("qk_nope_head_dim", 0, MAX_HEAD_DIM, default=128) + cfg.whole(
        "qk_rope_head_dim", 0, MAX_HEAD_DIM, default=64
    )
    if width < 1:
        cfg.refuse("qk_nope_head_dim + qk_rope_head_dim is 0: the query heads have no width.")
    _, heads = _heads(cfg)
    n = layer_count(cfg)
    layers = None
    if n is not None:
        placed = layer_types(cfg, "kimi_linear", n)
        assert placed is not None  # (Kimi's layers are always placed)
        full = LayerInfo("full", None, "nope", None, None, None, width, 1 / math.sqrt(width), None)
        linear = LayerInfo("linear", None, "none", None, None, None, _linear_width(cfg, "kimi_linear", width), None)
        layers = tuple(linear if LAYER_TYPES[kind] == "linear" else full for kind in placed[0])
    return ConfigInfo(
        "nope",
        model_type,
        width,
        None,
        None,
        None,
        None,
        _kimi_context(cfg),
        None,
        None,
        None,
        heads,
        None,
        None,
        0,
        layers,
        1.0,
    )


def _kimi_context(cfg: _Fields) -> int:
    """Kimi Linear's context: max_position_embeddings, which its class maps to model_max_length (1,048,576 when
    neither is written: configuration_kimi_linear.py)."""
    key = cfg.first(("max_position_embeddings", "model_max_length"))
    return cfg.whole(key, 1, MAX_CONTEXT, default=1_048_576) if key else 1_048_576


def _query_width(cfg: _Fields, mt: str, head_dim: int) -> int:
    """The width of a query head, which the softmax scale divides by: multi-head latent attention (MLA_MODELS)
    adds the part without positions (qk_nope_head_dim) to the part RoPE turns."""
    if mt in MLA_MODELS and cfg.present("qk_nope_head_dim"):
        return head_dim + cfg.whole("qk_nope_head_dim", 0, MAX_HEAD_DIM, default=0)
    return head_dim


def _softmax_scale(cfg: _Fields, mt: str, width: int, factor: float) -> float:
    """What the family's attention multiplies q . k by: 1/sqrt(width) x factor (DeepSeek-V3: mscale²), Gemma 3's
    query_pre_attn_scalar^-1/2 (Gemma2Attention, which Gemma3Attention keeps), Gemma 4's 1 (its queries and keys
    are normalised instead: Gemma4TextAttention's scaling = 1.0)."""
    if mt in ("gemma3", "gemma3_text"):
        return cast(float, cfg.real("query_pre_attn_scalar", 1e-6, 1e9, 256.0)) ** -0.5
    if mt in ("gemma4", "gemma4_text"):
        return 1.0
    return factor / math.sqrt(width)


def _rope_layers(
    cfg: _Fields, mt: str, head_dim: int, max_positions: int | None, factor: float
) -> tuple[tuple[LayerInfo, ...] | None, float | None]:
    """(every layer's positions, the softmax factor on 1/sqrt(query width) when every layer has the same one; else
    None). Without a layer count, (None, the model's factor)."""
    n = layer_count(cfg)
    if n is None:
        return None, factor
    placed = layer_types(cfg, mt, n)
    if placed is None:
        return None, factor
    kinds, uses_rope = placed
    settings: dict[str, _RopeSetting] = {}
    made: dict[tuple[str, bool], LayerInfo] = {}
    query, formula = _query_scale(cfg, mt)
    topk = cfg.whole("index_topk", 1, MAX_CONTEXT, default=2048) if mt in SPARSE_FAMILIES else None
    indexer = indexers(cfg, mt, n)
    out = []
    for i, (kind, rope) in enumerate(zip(kinds, uses_rope)):
        if (kind, rope) not in made:
            if LAYER_TYPES[kind] == "linear":
                made[kind, rope] = LayerInfo(
                    "linear", None, "none", None, None, None, _linear_width(cfg, mt, head_dim), None
                )
            else:
                window, both = window_of(cfg, mt, kind)
                if kind not in settings:
                    settings[kind] = _rope_setting(cfg, mt, head_dim, kind, max_positions)
                s = settings[kind]
                width = _query_width(cfg, mt, s.head_dim)
                scale = _softmax_scale(cfg, mt, width, factor)
                covers = window is not None and not both and max_positions is not None and window >= max_positions
                sparse = topk if kind in SPARSE_TYPES else None
                if rope:
                    made[kind, rope] = LayerInfo(
                        LAYER_TYPES[kind],
                        window,
                        "rope",
                        s.base,
                        s.rule,
                        s.rotary_dim,
                        width,
                        scale,
                        query if formula == "llama4_scaling" else None,
                        both,
                        s.inv_freq,
                        formula if formula == "llama4_scaling" else None,
                        sparse,
                        covers,
                    )
                else:
                    temperature = formula == "llama4_temperature"
                    made[kind, rope] = LayerInfo(
                        LAYER_TYPES[kind],
                        window,
                        "nope",
                        None,
                        None,
                        None,
                        width,
                        scale,
                        query if temperature else None,
                        both,
                        None,
                        formula if temperature else None,
                        sparse,
                        covers,
                    )
        layer = made[kind, rope]
        if LAYER_TYPES[kind] == "linear" and mt in MINIMAX_FAMILIES:
            layer = dataclasses.replace(layer, decay=_lightning_decay(cfg, mt, i, n))
        elif LAYER_TYPES[kind] == "sparse" and indexer is not None:
            layer = dataclasses.replace(layer, indexer=indexer[i])
        out.append(layer)
    factors = {
        round(layer.softmax_scale * math.sqrt(cast(int, layer.head_dim)), 12)
        for layer in out
        if layer.softmax_scale is not None
    }
    return tuple(out), (factors.pop() if len(factors) == 1 else None)


def _linear_width(cfg: _Fields, mt: str, head_dim: int) -> int:
    """The key width of a linear layer's heads: Qwen's Gated DeltaNet linear_key_head_dim (128), Kimi's KDA
    linear_attn_config.head_dim (128), MiniMax's lightning layers the model's head_dim."""
    if mt == "kimi_linear":  # (KimiLinearConfig: linear_attn_config's head_dim, else linear_head_dim, else 128)
        sub = cfg.sub("linear_attn_config")
        if sub is not None and sub.present("head_dim"):
            return sub.whole("head_dim", 1, MAX_HEAD_DIM, default=128)
        return cfg.whole("linear_head_dim", 1, MAX_HEAD_DIM, default=128)
    if mt in MINIMAX_FAMILIES:
        return head_dim
    return cfg.whole("linear_key_head_dim", 1, MAX_HEAD_DIM, default=128)


def _lightning_decay(cfg: _Fields, mt: str, layer: int, n: int) -> dict[str, Any]:
    """MiniMax's lightning decay for layer `layer` of `n`: head h = 1 .. H decays by exp(-slope_h) a token, ALiBi's
    slopes scaled down with depth. transformers' minimax (MiniMaxLightningAttention.get_slope_rate): 2^(-8h/H) x
    (1 - layer / (n - 1 + 1e-5) + 1e-5). The models' own code (MiniMax-M1's modeling_minimax_m1.py, MiniMax-Text-01's
    the same: MiniMaxM1Model._build_slope_tensor and its forward): ALiBi's get_slopes(H) (2^(-8h/H) for H a power of
    2, else those of the power below and every other of twice it) x (1 - layer / (n - 1) + 1e-5)."""
    _, heads = _heads(cfg)
    heads = heads or 1
    if mt == "minimax":
        depth = 1 - layer / (n - 1 + 1e-5) + 1e-5
        base = 1 / 2 ** (8 / heads)
        slopes = [base**h for h in range(1, heads + 1)]
    else:
        depth = (1 - layer / (n - 1) if n > 1 else 1.0) + 1e-5
        slopes = _alibi_slopes(heads)
    return {"rule": "alibi_slopes_by_depth", "depth_factor": depth, "slopes": [slope * depth for slope in slopes]}


def _alibi_slopes(heads: int) -> list[float]:
    """ALiBi's get_slopes(n), as MiniMax-M1's code copies it: for n a power of 2, start^(i+1) with start =
    2^(-8/n); else the closest power of 2 below n's slopes, then every other slope of twice that power."""

    def power_of_2(n: int) -> list[float]:
        start = 2 ** (-(2 ** -(math.log2(n) - 3)))
        return [start * start**i for i in range(n)]

    if math.log2(heads).is_integer():
        return power_of_2(heads)
    closest = 2 ** math.floor(math.log2(heads))
    return power_of_2(closest) + _alibi_slopes(2 * closest)[0::2][: heads - closest]


def _query_scale(cfg: _Fields, mt: str) -> tuple[dict[str, float] | None, str | None]:
    """(the constants, the formula's name in QUERY_FORMULAS) of a per-position multiplier on q, or (None, None):
    Llama 4's temperature on its layers without RoPE; Ministral 3's 1 + beta ln(1 + floor(pos / original)) on
    every layer (rope_parameters' llama_4_scaling_beta and original_max_position_embeddings)."""
    if mt in ("llama4", "llama4_text") and _temperature_tuning(cfg):
        return (
            {
                "floor_scale": cast(float, cfg.real("floor_scale", 1e-6, MAX_CONTEXT, 8192.0)),
                "attn_scale": cast(float, cfg.real("attn_scale", 0.0, 1e6, 0.1)),
            },
            "llama4_temperature",
        )
    if mt == "ministral3":
        params = _rope_parameters(cfg)
        if params is not None and params.present("llama_4_scaling_beta"):
            beta = cast(float, params.real("llama_4_scaling_beta", 0.0, 1e6))
            if not params.present("original_max_position_embeddings"):
                params.refuse(
                    "{name} is needed: llama_4_scaling_beta divides the position by it.",
                    name=params.name("original_max_position_embeddings"),
                )
            original = params.whole("original_max_position_embeddings", 1, MAX_CONTEXT, default=1)
            return {"beta": beta, "original_max_position_embeddings": float(original)}, "llama4_scaling"
    return None, None


def _temperature_tuning(cfg: _Fields) -> bool:
    """Llama 4's attn_temperature_tuning: true or false, as transformers 5 types it; Meta's published Scout config
    writes the number 4, which the library's code read as true (`if self.attn_temperature_tuning`) before the key
    became a boolean, so a number other than 0 reads as true here."""
    key = "attn_temperature_tuning"
    if cfg.present(key) and not isinstance(cfg.data[key], bool):
        return cfg.whole(key, 0, 2**31, default=0) != 0
    return cfg.flag(key, True)


def _mrope_section(cfg: _Fields, top: _RopeSetting) -> tuple[int, ...] | None:
    """Qwen-VL's mrope_section (pairs given to time, height and width), checked to add up to the rotated pairs."""
    params = _rope_parameters(cfg)
    if params is None or not params.present("mrope_section"):
        return None
    section = cast(list[int], params.whole_list("mrope_section", 0, MAX_HEAD_DIM, most=8))
    if sum(section) != top.rotary_dim // 2:
        params.refuse(
            "{name} adds up to {total} pairs, but RoPE turns {pairs}.",
            name=params.name("mrope_section"),
            total=sum(section),
            pairs=top.rotary_dim // 2,
        )
    return tuple(section)


def _chatglm(cfg: _Fields, model_type: str | None) -> ConfigInfo:
    """ChatGLM's own modeling_chatglm.py (remote code). ChatGLM2 and 3 (kv_channels in the config): RotaryEmbedding
    (kv_channels // 2) turns the first kv_channels / 2 dimensions of each head in interleaved pairs, with
    base 10000 · rope_ratio; ChatGLM-6B (position_encoding_2d): each half of a head turns in split halves with
    base 10000, the first half by the token's position, the second by its block position."""
    _, heads = _heads(cfg)
    n = layer_count(cfg)
    max_positions = _context(cfg)
    if cfg.present("kv_channels"):
        width = cfg.whole("kv_channels", 4, MAX_HEAD_DIM, default=4)
        rotary = _even(cfg, width // 2, "kv_channels / 2")
        ratio = cast(float, cfg.real("rope_ratio", 1e-6, 1e9, 1.0))
        base, pairing, position = 10000.0 * ratio, "interleaved", "rope"
    else:
        found = _head_dim(cfg, "chatglm")
        if found is None:
            cfg.refuse("cannot tell the width of the attention heads: hidden_size and num_attention_heads are missing.")
        width = found
        two_d = cfg.flag("position_encoding_2d", True)
        rotary = _even(cfg, width // 2 if two_d else width, "the head's half" if two_d else "head_dim")
        base, pairing, position = 10000.0, "split-half", "rope-2d" if two_d else "rope"
    inv_freq = 1.0 / base ** (np.arange(0, rotary, 2, dtype=np.float64) / rotary)
    layers = None
    if n is not None:
        one = LayerInfo(
            "full", None, position, base, "default", rotary, width, 1.0 / math.sqrt(width), None, False, inv_freq
        )
        layers = (one,) * n
    return ConfigInfo(
        "rope",
        model_type,
        width,
        rotary,
        base,
        pairing,
        None,
        max_positions,
        None,
        1.0,
        inv_freq,
        heads,
        None,
        None,
        0,
        layers,
        1.0,
        None,
    )


def _checked_base(cfg: _Fields, key: str) -> float:
    base = cast(float, cfg.real(key, 1.0, 1e12))
    if base <= 1:
        cfg.refuse(
            "{name} must be greater than 1 (the frequencies base^(-2i/d) would not fall), not {value:g}.",
            name=cfg.name(key),
            value=base,
        )
    return base


def _base(cfg: _Fields, params: _Fields | None, default: float = 10000.0) -> float:
    if params is not None and params.present("rope_theta"):  # transformers 5: rope_parameters holds it
        where = params
    elif cfg.first(("rope_theta", "rotary_emb_base")):
        where = cfg
    else:
        return default
    key = where.first(("rope_theta", "rotary_emb_base"))
    assert key is not None  # (where was chosen for having one)
    return _checked_base(where, key)


def _rotary_dim(cfg: _Fields, params: _Fields | None, head_dim: int, mt: str) -> int:
    """The dimensions RoPE turns, of head_dim: all, or int(head_dim x factor) as transformers computes it.
    transformers' minimax turns the whole head whatever rotary_dim or partial_rotary_factor say (read in
    modeling_minimax.py, 5.25.0: MiniMaxRotaryEmbedding.compute_default_rope_parameters takes dim = head_dim, and
    apply_rotary_pos_emb rotates all of q and k); MiniMax-M1's and MiniMax-Text-01's own code turns rotary_dim."""
    if mt == "minimax":
        return _even(cfg, head_dim, "head_dim")
    if mt in ("gptj", "codegen") or cfg.present("rotary_dim"):
        dim = cfg.whole("rotary_dim", 2, head_dim, default=head_dim)
        name = cfg.name("rotary_dim")
    else:
        # the scaling object's own first: read in transformers 5.25.0's modeling_rope_utils.py
        # (convert_rope_params_to_dict, standardize_rope_params) and configuration_phi3.py, a top-level
        # partial_rotary_factor only fills in rope_parameters' (setdefault), which the rotary embedding reads
        where = next(
            (c for c in (params, cfg) if c is not None and c.first(("partial_rotary_factor", "rotary_pct"))), None
        )
        if where is None:
            return _even(cfg, head_dim, "head_dim")
        key = where.first(("partial_rotary_factor", "rotary_pct"))
        assert key is not None  # (where was chosen for having one)
        factor = cast(float, where.real(key, 0.0, 1.0))  # (not None: the key is there)
        dim, name = int(head_dim * factor), where.name(key)
        if dim < 2:
            cfg.refuse(
                "{name} = {factor:g} of a head of {head_dim} turns {dim} dimensions; RoPE needs at least 2.",
                name=name,
                factor=factor,
                head_dim=head_dim,
                dim=dim,
            )
    return _even(cfg, dim, name)


def _even(cfg: _Fields, dim: int, name: str) -> int:
    if dim % 2:
        cfg.refuse("RoPE turns dimensions in pairs, but {name} gives {dim} rotated dimensions.", name=name, dim=dim)
    return dim


def _check_finite(params: _Fields, scaling: dict[str, Any]) -> None:
    """No NaN or infinity anywhere in the scaling object, and no deep nesting: it is passed on as written, and
    JSON has no such numbers (a result holding one could not be written back out)."""
    todo = [(key, value, 1) for key, value in scaling.items()]
    while todo:
        path, value, depth = todo.pop()
        if isinstance(value, float) and not math.isfinite(value):
            params.refuse(
                "{name} must be a finite number, not {value}.",
                name=params.prefix + shorten(path, 60),
                value=shown(value),
            )
        items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        if items and depth >= MAX_SCALING_DEPTH:
            params.refuse(
                "{name} nests more than {most} levels deep.",
                name=params.prefix + shorten(path, 60),
                most=MAX_SCALING_DEPTH,
            )
        for key, item in items:
            todo.append((f"{path}.{key}" if isinstance(value, dict) else f"{path}[{key}]", item, depth + 1))


def _frequencies(
    file: Path, rotary_dim: int, base: float, rule: str, rule_input: dict[str, Any] | None, max_positions: int | None
) -> tuple[np.ndarray, float]:
    """(inv_freq float64, attention factor) by the scaling rule: rope_scaling's rope_inv_freq, its ParamErrors
    (an unknown rule, a factor of the wrong type) named after the file."""
    scaling = None if rule == "default" else rule_input
    try:
        # the frequencies depend on the rotated dimensions only: they are passed as the width, fully rotated
        result = rope_inv_freq(rotary_dim, base, scaling=scaling, max_position_embeddings=max_positions)
    except ParamError as exc:
        raise ModelFileError.about(file, exc) from None
    return np.asarray(result.inv_freq, dtype=np.float64), float(result.attention_factor)


def _other(cfg: _Fields, kind: str | None, model_type: str | None) -> ConfigInfo:
    """The settings of an encoding other than RoPE (or of a config that does not say which)."""
    mt = (model_type or "").lower()
    head_dim = _head_dim(cfg, mt)
    _, heads = _heads(cfg)
    buckets = distance = None
    if kind == "t5-buckets":
        buckets = cfg.whole("relative_attention_num_buckets", 1, 2**16, default=32)
        distance = cfg.whole("relative_attention_max_distance", 1, 10**7, default=128)
        try:
            t5_settings(
                True,
                buckets,
                distance,
                names=(
                    "bidirectional",
                    cfg.name("relative_attention_num_buckets"),
                    cfg.name("relative_attention_max_distance"),
                ),
            )
        except ParamError as exc:
            raise ModelFileError.about(cfg.file, exc) from None
    return ConfigInfo(
        kind,
        model_type,
        head_dim,
        None,
        None,
        None,
        None,
        _context(cfg),
        None,
        None,
        None,
        heads,
        buckets,
        distance,
        ROW_OFFSETS.get(mt, 0),
    )
