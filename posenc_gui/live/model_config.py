"""A model folder's config.json read for the runtime: the family, the shapes, and every key that changes what
the forward pass computes, each checked (a key the runtime does not implement refuses the model by name).

Families and the model_types they cover, as transformers 5's modeling code computes them:

    bert    bert                                  post-norm encoder, learned absolute positions, token type 0
    gpt2    gpt2                                  pre-norm decoder, learned absolute positions, Conv1D weights
    llama   llama, mistral, qwen2, qwen3, smollm3 pre-RMSNorm decoder, RoPE (split-half pairs), GQA, SwiGLU;
                                                  qwen2: q/k/v biases; qwen3: RMSNorm of q and k per head;
                                                  smollm3: NoPE layers (no_rope_layers / no_rope_layer_interval)

RoPE's settings are read as transformers 5 reads them: `rope_parameters` (rope_theta, rope_type and the rule's
keys), or the older `rope_theta` + `rope_scaling`; the rule's frequencies come from core.rope_scaling.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..core.errors import ParamError
from ..core.rope_scaling import rope_inv_freq, rule_of
from ..core.validation import shorten, shown
from ..model_files.reading import ModelFileError, read_json
from ..records import record
from .errors import LiveError
from .weights import as_live

CONFIG_NAME = "config.json"
CONFIG_MOST_BYTES = 4 * 2**20
FAMILIES = {
    "bert": "bert",
    "gpt2": "gpt2",
    "llama": "llama",
    "mistral": "llama",
    "qwen2": "llama",
    "qwen3": "llama",
    "smollm3": "llama",
}
# the activations implemented (transformers' ACT2FN names)
ACTIVATIONS = (
    "gelu",
    "gelu_python",
    "gelu_new",
    "gelu_pytorch_tanh",
    "gelu_python_tanh",
    "gelu_fast",
    "quick_gelu",
    "relu",
    "silu",
    "swish",
)
# each config class's defaults for the keys its config.json may leave out
DEFAULT_THETA = {"smollm3": 2_000_000.0}
DEFAULT_TIED = {"gpt2": True, "smollm3": True}
MOST_LAYERS = 1024
MOST_WIDTH = 1 << 17
MOST_VOCAB = 1 << 22


@record
class ModelConfig:
    """What the forward pass needs of a config.json (see the module's text)."""

    path: Path
    model_type: str
    family: str  # "bert", "gpt2" or "llama"
    n_layers: int
    hidden: int
    n_heads: int
    n_kv_heads: int
    head_dim: int
    intermediate: int
    vocab: int
    max_positions: int
    eps: float
    activation: str
    causal: bool
    position_kind: str  # "absolute" or "rope"
    rope_base: float
    rope_scaling: dict[str, Any] | None  # the rule's mapping as rope_inv_freq reads it (None: default)
    rope_layers: tuple[int, ...]  # layers that use RoPE as trained
    tied: bool  # the output layer is the input embedding
    qkv_bias: bool
    o_bias: bool
    mlp_bias: bool
    qk_norm: bool
    type_vocab: int  # BERT's token types
    attention_scale: bool  # GPT-2's scale_attn_weights
    inverse_layer_scale: bool  # GPT-2's scale_attn_by_inverse_layer_idx
    sliding_window: int | None  # a window some layers apply (None: none)
    sliding_layers: tuple[int, ...]
    name_or_path: str


class _Reader:
    """Typed reads of config.json's keys, each refusal naming the file and key."""

    def __init__(self, path: Path, data: dict[str, Any]) -> None:
        self.path, self.data = path, data

    def fail(self, template: str, **fields: Any) -> LiveError:
        return LiveError(self.path, template, **fields)

    def has(self, key: str) -> bool:
        return self.data.get(key) is not None

    def whole(self, key: str, low: int, high: int, default: Any = None) -> int:
        value = self.data.get(key, default)
        if value is None:
            raise self.fail("the key {key} is missing (a whole number is needed).", key=key)
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail("{key} must be a whole number, not {value}.", key=key, value=shown(value))
        if not low <= value <= high:
            raise self.fail(
                "{key} is {value}; the runtime takes {low:,} to {high:,}.", key=key, value=value, low=low, high=high
            )
        return value

    def real(self, key: str, low: float, high: float, default: Any = None) -> float:
        value = self.data.get(key, default)
        if value is None:
            raise self.fail("the key {key} is missing (a number is needed).", key=key)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise self.fail("{key} must be a number, not {value}.", key=key, value=shown(value))
        if not low <= value <= high:
            raise self.fail(
                "{key} is {value}; the runtime takes {low:g} to {high:g}.", key=key, value=value, low=low, high=high
            )
        return float(value)

    def flag(self, key: str, default: bool) -> bool:
        value = self.data.get(key, default)
        if value is None:
            return default
        if not isinstance(value, bool):
            raise self.fail("{key} must be true or false, not {value}.", key=key, value=shown(value))
        return value

    def text(self, key: str, default: str | None = None) -> str:
        value = self.data.get(key, default)
        if not isinstance(value, str):
            raise self.fail("{key} must be a text, not {value}.", key=key, value=shown(value))
        return value


def read_config(folder: Path) -> ModelConfig:
    """The config.json of `folder`, checked (LiveError naming the file and key for anything not run)."""
    path = folder / CONFIG_NAME
    if not path.is_file():
        raise LiveError(path, "is missing: a model folder needs its config.json.")
    try:
        data = read_json(path, CONFIG_MOST_BYTES, "model config")
    except LiveError:
        raise
    except ModelFileError as exc:
        raise as_live(exc) from None
    if not isinstance(data, dict):
        raise LiveError(path, "is not a JSON object of settings.")
    r = _Reader(path, data)
    model_type = data.get("model_type")
    if not isinstance(model_type, str):
        raise r.fail("has no model_type text; the runtime runs {types}.", types=", ".join(FAMILIES))
    if model_type not in FAMILIES:
        raise r.fail(
            "model_type is {value}; the runtime runs {types} only.",
            value=shorten(repr(model_type), 40),
            types=", ".join(FAMILIES),
        )
    if r.has("quantization_config"):
        raise r.fail("has a quantization_config: quantised weights are not run (float32, float16 and bfloat16 only).")
    family = FAMILIES[model_type]
    if family == "bert":
        return _bert(r, model_type)
    if family == "gpt2":
        return _gpt2(r, model_type)
    return _llama(r, model_type)


def _activation(r: _Reader, key: str, default: str) -> str:
    act = r.text(key, default)
    if act not in ACTIVATIONS:
        raise r.fail(
            "{key} is {value}; the runtime implements {known}.",
            key=key,
            value=shorten(repr(act), 40),
            known=", ".join(ACTIVATIONS),
        )
    return act


def _heads(r: _Reader, hidden: int, heads_key: str) -> int:
    heads = r.whole(heads_key, 1, 4096)
    if hidden % heads:
        raise r.fail(
            "{key} ({heads}) does not divide the hidden size {hidden}.", key=heads_key, heads=heads, hidden=hidden
        )
    return heads


def _name(r: _Reader) -> str:
    value = r.data.get("_name_or_path")
    return value if isinstance(value, str) else ""


def _bert(r: _Reader, model_type: str) -> ModelConfig:
    hidden = r.whole("hidden_size", 1, MOST_WIDTH)
    heads = _heads(r, hidden, "num_attention_heads")
    kind = r.data.get("position_embedding_type", "absolute")
    if kind not in (None, "absolute"):
        raise r.fail(
            "position_embedding_type is {value}; the runtime runs BERT's absolute table only.",
            value=shorten(repr(kind), 40),
        )
    if r.flag("is_decoder", False):
        raise r.fail("is_decoder is true: a BERT decoder (causal) is not run, only the encoder.")
    if r.has("embedding_size") and r.data["embedding_size"] != hidden:
        raise r.fail("embedding_size differs from hidden_size (a factorised embedding, as ALBERT's): not run.")
    return ModelConfig(
        path=r.path,
        model_type=model_type,
        family="bert",
        n_layers=r.whole("num_hidden_layers", 1, MOST_LAYERS),
        hidden=hidden,
        n_heads=heads,
        n_kv_heads=heads,
        head_dim=hidden // heads,
        intermediate=r.whole("intermediate_size", 1, MOST_WIDTH),
        vocab=r.whole("vocab_size", 1, MOST_VOCAB),
        max_positions=r.whole("max_position_embeddings", 1, 1 << 20),
        eps=r.real("layer_norm_eps", 1e-30, 1.0, 1e-12),
        activation=_activation(r, "hidden_act", "gelu"),
        causal=False,
        position_kind="absolute",
        rope_base=0.0,
        rope_scaling=None,
        rope_layers=(),
        tied=False,
        qkv_bias=True,
        o_bias=True,
        mlp_bias=True,
        qk_norm=False,
        type_vocab=r.whole("type_vocab_size", 1, 1 << 16, 2),
        attention_scale=True,
        inverse_layer_scale=False,
        sliding_window=None,
        sliding_layers=(),
        name_or_path=_name(r),
    )


def _gpt2(r: _Reader, model_type: str) -> ModelConfig:
    hidden = r.whole("n_embd", 1, MOST_WIDTH)
    heads = _heads(r, hidden, "n_head")
    inner = r.data.get("n_inner")
    return ModelConfig(
        path=r.path,
        model_type=model_type,
        family="gpt2",
        n_layers=r.whole("n_layer", 1, MOST_LAYERS),
        hidden=hidden,
        n_heads=heads,
        n_kv_heads=heads,
        head_dim=hidden // heads,
        intermediate=4 * hidden if inner is None else r.whole("n_inner", 1, MOST_WIDTH),
        vocab=r.whole("vocab_size", 1, MOST_VOCAB),
        max_positions=r.whole("n_positions", 1, 1 << 20),
        eps=r.real("layer_norm_epsilon", 1e-30, 1.0, 1e-5),
        activation=_activation(r, "activation_function", "gelu_new"),
        causal=True,
        position_kind="absolute",
        rope_base=0.0,
        rope_scaling=None,
        rope_layers=(),
        tied=r.flag("tie_word_embeddings", True),
        qkv_bias=True,
        o_bias=True,
        mlp_bias=True,
        qk_norm=False,
        type_vocab=0,
        attention_scale=r.flag("scale_attn_weights", True),
        inverse_layer_scale=r.flag("scale_attn_by_inverse_layer_idx", False),
        sliding_window=None,
        sliding_layers=(),
        name_or_path=_name(r),
    )


def _rope(r: _Reader, model_type: str, head_dim: int, max_positions: int) -> tuple[float, dict[str, Any] | None]:
    """(rope_theta, the scaling mapping or None) as transformers 5 standardises them."""
    params = r.data.get("rope_parameters")
    key = "rope_parameters"
    if params is None:
        params, key = r.data.get("rope_scaling"), "rope_scaling"
    if params is None:
        params = {}
    if not isinstance(params, Mapping):
        raise r.fail("{key} must be an object or null, not {value}.", key=key, value=shown(params))
    if any(isinstance(v, Mapping) for v in params.values()):
        raise r.fail("{key} holds one setting per layer type; the runtime runs one RoPE for every layer.", key=key)
    params = dict(params)
    theta = _theta_and_partial(r, model_type, params)
    try:
        rule = rule_of(params or None)
    except ParamError as exc:
        raise LiveError.about(r.path, exc) from None
    if rule == "default":
        return theta, None
    if "rope_type" not in params and "type" in params:
        params["rope_type"] = params.pop("type")
    if rule in ("llama3", "yarn", "longrope"):
        params.setdefault(
            "original_max_position_embeddings", r.data.get("original_max_position_embeddings", max_positions)
        )
    try:
        inv = rope_inv_freq(head_dim, theta, params, None, 1.0, max_positions).inv_freq
    except ParamError as exc:
        raise LiveError.about(r.path, exc) from None
    if inv.shape[0] * 2 != head_dim:
        raise r.fail(
            "the rule {rule} of {key} turns {pairs} pairs of a {dim}-dimensional head: only a full rotary head is run.",
            rule=rule,
            key=key,
            pairs=inv.shape[0],
            dim=head_dim,
        )
    return theta, params


def _theta_and_partial(r: _Reader, model_type: str, params: dict[str, Any]) -> float:
    """rope_theta (taken out of `params`), refusing a partial rotary factor."""
    theta = params.pop("rope_theta", r.data.get("rope_theta", DEFAULT_THETA.get(model_type, 10000.0)))
    if isinstance(theta, bool) or not isinstance(theta, (int, float)) or not 1.0 < theta < 1e12:
        raise r.fail("rope_theta is {value}; a RoPE base above 1 is needed.", value=shown(theta))
    partial = params.pop("partial_rotary_factor", r.data.get("partial_rotary_factor", 1.0))
    if partial not in (None, 1, 1.0):
        raise r.fail(
            "partial_rotary_factor is {value}: partial rotary is not run (every dimension turns in "
            "this family's code).",
            value=shown(partial),
        )
    return float(theta)


def _window(
    r: _Reader, model_type: str, n_layers: int, rope_layers: tuple[int, ...]
) -> tuple[int | None, tuple[int, ...]]:
    """(the sliding window, the layers using it) as each config class decides them."""
    if model_type == "llama":
        return None, ()
    if model_type == "mistral":
        if not r.has("sliding_window"):
            return None, ()
        return r.whole("sliding_window", 1, 1 << 30), tuple(range(n_layers))
    if model_type in ("qwen2", "qwen3", "smollm3"):
        if not r.flag("use_sliding_window", False) or not r.has("sliding_window"):
            return None, ()
        window = r.whole("sliding_window", 1, 1 << 30)
        types = r.data.get("layer_types")
        if types is not None:
            if not isinstance(types, list) or len(types) != n_layers:
                raise r.fail("layer_types must list one type per layer ({n}).", n=n_layers)
            return window, tuple(i for i, t in enumerate(types) if t == "sliding_attention")
        if model_type == "smollm3":
            return window, tuple(i for i in range(n_layers) if i not in rope_layers)
        first = r.whole("max_window_layers", 0, 1 << 20, 28)
        return window, tuple(i for i in range(n_layers) if i >= first)
    return None, ()


def _rope_layers(r: _Reader, model_type: str, n_layers: int) -> tuple[int, ...]:
    if model_type != "smollm3":
        return tuple(range(n_layers))
    flags = r.data.get("no_rope_layers")
    if flags is None:
        interval = r.whole("no_rope_layer_interval", 1, 1 << 20, 4)
        return tuple(i for i in range(n_layers) if (i + 1) % interval != 0)
    if (
        not isinstance(flags, list)
        or len(flags) < n_layers
        or any(f not in (0, 1) or isinstance(f, float) for f in flags)
    ):
        raise r.fail("no_rope_layers must list 1 (RoPE) or 0 (NoPE) for each of the {n} layers.", n=n_layers)
    return tuple(i for i in range(n_layers) if flags[i])


def _llama(r: _Reader, model_type: str) -> ModelConfig:
    hidden = r.whole("hidden_size", 1, MOST_WIDTH)
    heads = r.whole("num_attention_heads", 1, 4096)
    kv = r.whole("num_key_value_heads", 1, 4096, heads)
    if heads % kv:
        raise r.fail("num_key_value_heads ({kv}) does not divide num_attention_heads ({heads}).", kv=kv, heads=heads)
    head_dim = r.whole("head_dim", 2, 4096) if r.has("head_dim") else hidden // heads
    if model_type != "qwen3" and not r.has("head_dim") and hidden % heads:
        raise r.fail(
            "num_attention_heads ({heads}) does not divide the hidden size {hidden} (and there is no head_dim).",
            heads=heads,
            hidden=hidden,
        )
    if model_type == "qwen3" and not r.has("head_dim"):
        head_dim = 128
    if head_dim % 2:
        raise r.fail("head_dim is {dim}: RoPE turns dimensions in pairs, an even head_dim is needed.", dim=head_dim)
    n_layers = r.whole("num_hidden_layers", 1, MOST_LAYERS)
    max_positions = r.whole("max_position_embeddings", 1, 1 << 30, 2048)
    theta, scaling = _rope(r, model_type, head_dim, max_positions)
    rope_layers = _rope_layers(r, model_type, n_layers)
    window, sliding = _window(r, model_type, n_layers, rope_layers)
    attention_bias = r.flag("attention_bias", False) if model_type in ("llama", "qwen3", "smollm3") else False
    mlp_bias = r.flag("mlp_bias", False) if model_type in ("llama", "smollm3") else False
    return ModelConfig(
        path=r.path,
        model_type=model_type,
        family="llama",
        n_layers=n_layers,
        hidden=hidden,
        n_heads=heads,
        n_kv_heads=kv,
        head_dim=head_dim,
        intermediate=r.whole("intermediate_size", 1, MOST_WIDTH),
        vocab=r.whole("vocab_size", 1, MOST_VOCAB),
        max_positions=max_positions,
        eps=r.real("rms_norm_eps", 1e-30, 1.0, 1e-6),
        activation=_activation(r, "hidden_act", "silu"),
        causal=True,
        position_kind="rope",
        rope_base=theta,
        rope_scaling=scaling,
        rope_layers=rope_layers,
        tied=r.flag("tie_word_embeddings", DEFAULT_TIED.get(model_type, False)),
        qkv_bias=attention_bias or model_type == "qwen2",
        o_bias=attention_bias,
        mlp_bias=mlp_bias,
        qk_norm=model_type == "qwen3",
        type_vocab=0,
        attention_scale=True,
        inverse_layer_scale=False,
        sliding_window=window,
        sliding_layers=sliding,
        name_or_path=_name(r),
    )
