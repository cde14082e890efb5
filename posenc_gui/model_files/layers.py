"""Every layer's positions, as each family's modeling code in transformers builds them from config.json.

Models mix schemes by layer: local layers with a sliding window and their own base, global layers over the whole
context, chunked layers, layers without RoPE. The layer types come from the config's `layer_types` when it writes
them, else from the family's own default (the rules below are the code's, named by file):

    gemma3, gemma3_text   layer i slides unless (i + 1) % sliding_window_pattern == 0 (pattern 6 when absent):
                          five sliding layers to one full (configuration_gemma3.py)
    gemma4, gemma4_text   the same rule, and the last layer is full whatever the config says
                          (configuration_gemma4.py forces it)
    gpt_oss               layer i slides unless (i + 1) % 2 == 0 (configuration_gpt_oss.py)
    llama4, llama4_text   no_rope_layers[i] == 1: a RoPE layer, chunked to attention_chunk_size; 0: a layer without
                          RoPE (NoPE), full attention; an empty or absent no_rope_layers means the library's default,
                          a NoPE layer wherever (i + 1) % no_rope_layer_interval == 0 (4 when absent)
                          (configuration_llama4.py, modeling_llama4.py)
    modernbert            layer i is global when i % global_attn_every_n_layers == 0, else local: each token sees
                          the tokens within local_attention // 2 on both sides (modeling_modernbert.py decides this
                          from the layer's index even when the config writes layer_types)
    qwen3_next, qwen3_5   layer i is full_attention when (i + 1) % full_attention_interval == 0 (4 when absent),
    (+ _text, _moe)       else linear_attention: a Gated DeltaNet layer (configuration_qwen3_next.py,
                          configuration_qwen3_5.py); the full layers turn partial_rotary_factor (0.25) of the head
    minimax, minimax_m1,  attn_type_list[i] 0: a lightning (linear) layer, 1: a softmax layer with RoPE (read in the
    minimax_text_01       models' own modeling_minimax_m1.py, as published with MiniMax-M1: MiniMaxM1Model builds
                          MiniMaxM1LightningAttention where attn_type_list[i] == 0, else MiniMaxM1FlashAttention2,
                          whose RoPE turns the first rotary_dim dimensions of each head in split halves with base
                          rope_theta); without it layer_types, else transformers' MiniMax default
                          (configuration_minimax.py: full when (i + 1) % 2, else linear). transformers' minimax
                          masks its full layers with a sliding window when sliding_window is set (MiniMaxModel's
                          causal_mask_mapping), so they are read as sliding then. A lightning layer's decay per head
                          h = 1 .. H is ALiBi's slope times a depth factor for layer l of L: transformers'
                          MiniMaxLightningAttention.get_slope_rate takes 2^(-8h/H) x (1 - l/(L - 1 + 1e-5) + 1e-5);
                          the models' own code ALiBi's get_slopes (the same for H a power of 2, ALiBi's interleaved
                          fill otherwise) x (1 - l/(L - 1) + 1e-5): the last layer barely decays
    kimi_linear           layer_types, else linear_attn_config's full_attn_layers and kda_layers (counted from 1),
                          else full when i > 0 and i % 4 == 0 (read in transformers 5.25.0's
                          configuration_kimi_linear.py: "full_attention" if i and i % 4 == 0); linear layers are KDA
                          (linear_attention, or kda_attention as another form of its code names them). The MLA layers
                          use no positions whatever mla_use_nope says: read in transformers 5.25.0's
                          modeling_kimi_linear.py, KimiLinearAttention splits off the qk_rope_head_dim part of q and
                          k and concatenates it back unrotated (the class has no rotary embedding, its config no
                          mla_use_nope); the model's own modeling_kimi.py asserts use_nope
    smollm3               no_rope_layers[i] 1: RoPE, 0: no RoPE (modeling_smollm3.py: use_rope =
                          config.no_rope_layers[layer_idx]); absent, a NoPE layer wherever (i + 1) %
                          no_rope_layer_interval == 0 (4); layer_types, else sliding for NoPE layers when
                          use_sliding_window and sliding_window are set, full otherwise (configuration_smollm3.py)
    cohere2               layer i slides unless (i + 1) % sliding_window_pattern == 0 (4 when absent); only the
                          sliding layers turn RoPE, the full layers have no positions (modeling_cohere2.py)
    glm_moe_dsa,          every layer sparse (indexed_attention, transformers 5.25.0's name; deepseek_sparse_attention
    deepseek_v32          an earlier one): each query keeps the index_topk (2048) keys an indexer scores highest,
                          chosen by content, on top of the causal mask (read in modeling_glm_moe_dsa.py and
                          modeling_deepseek_v32.py, transformers 5.25.0: the indexer's top-k indices set the mask).
                          GLM-5's indexer_types[i] says whose indexer: "full" runs the layer's own, "shared" reuses
                          the previous full layer's top-k (GlmMoeDsaAttention.skip_topk); absent, it follows
                          index_topk_pattern ("F"/"S" a layer), else index_topk_freq (1) and index_skip_topk_offset
                          (2): full when max(i - offset + 1, 0) % freq == 0 (configuration_glm_moe_dsa.py).
                          DeepSeek-V3.2 runs an indexer in every layer
    phi3                  every layer slides when sliding_window is set (read in transformers 5.25.0's
                          modeling_phi3.py: Phi3Model masks every layer with create_sliding_window_causal_mask when
                          config.sliding_window is not None, and the attention passes the same window on), else full
    any other family      every layer full attention, unless the config writes layer_types, or names a sliding
                          window (sliding_window set, use_sliding_window not false) whose layers this reader does
                          not place: then the layers are not read (None)

layer_types must have one entry a layer (else the config is refused, naming the key). A layer kind this reader does
not know, or one the family's code does not build (linear_attention in a family without linear layers), is refused
naming the key that holds it (layer_types[i], attn_type_list[i]): never drawn as another kind.

A window is a count of tokens: a sliding layer's query at position q sees the keys q - window + 1 .. q (transformers'
sliding-window mask); ModernBERT's sees q - window/2 .. q + window/2; a chunked layer's sees the keys of its own chunk
of `window` tokens, up to itself. A sliding window at least the context is in effect full attention
(covers_context). Gemma 3 and 4 with bidirectional attention (EmbeddingGemma) keep keys with |q - k| < w // 2 + 1
(configuration_gemma3.py halves sliding_window, _bidirectional_window_overlay's exclusive bound): w // 2 on each
side, stored as a window of 2 (w // 2) + 1 tokens.
"""

from __future__ import annotations

from typing import Any, cast

import numpy as np

from ..records import record
from .fields import MAX_LIST, Fields

MAX_CONTEXT = 10**9
LAYER_TYPES = {
    "full_attention": "full",
    "sliding_attention": "sliding",
    "chunked_attention": "chunked",
    "linear_attention": "linear",
    "kda_attention": "linear",
    "deepseek_sparse_attention": "sparse",
    "indexed_attention": "sparse",
}
SPARSE_TYPES = ("deepseek_sparse_attention", "indexed_attention")
INDEXERS = ("full", "shared")  # GLM-5's indexer_types: a layer's own indexer, or the previous full layer's top-k
LINEAR_TYPES = ("linear_attention", "kda_attention")  # (Kimi Linear's modular code names its KDA layers so)
# the families whose code builds linear (recurrent) layers, and those whose every layer is sparse
LINEAR_FAMILIES = frozenset(
    {
        "qwen3_next",
        "qwen3_5",
        "qwen3_5_text",
        "qwen3_5_moe",
        "qwen3_5_moe_text",
        "minimax",
        "minimax_m1",
        "minimax_text_01",
        "kimi_linear",
    }
)
# MiniMax's families: transformers' minimax, and the models' own code for MiniMax-M1 and MiniMax-Text-01
MINIMAX_FAMILIES = frozenset({"minimax", "minimax_m1", "minimax_text_01"})
SPARSE_FAMILIES = frozenset({"glm_moe_dsa", "deepseek_v32"})
QWEN_HYBRIDS = frozenset({"qwen3_next", "qwen3_5", "qwen3_5_text", "qwen3_5_moe", "qwen3_5_moe_text"})
LAYER_COUNT_KEYS = ("num_hidden_layers", "n_layer", "num_layers", "n_layers")


@record(eq=False)
class LayerInfo:
    """One layer's positions. Fields that do not apply (a NoPE layer's base) are None."""

    attention: str  # "full", "sliding", "chunked", "sparse" (top-k keys by content), "linear"
    window: int | None  # tokens (see the module's text), None for full, sparse and linear attention
    position: str  # "rope", "nope" (softmax attention without positions), "none" (a linear layer: no
    # explicit positions, only its recurrence and decay), "alibi", "rope-2d" (ChatGLM-6B)
    base: float | None
    rope_type: str | None  # the scaling rule: "default", "linear", "yarn", "proportional", ...
    rotary_dim: int | None  # the dimensions of a head RoPE turns (pairs with a nonzero frequency, x 2)
    head_dim: int | None  # the width q . k is computed over (MLA: qk_nope_head_dim + qk_rope_head_dim)
    softmax_scale: float | None  # what q . k is multiplied by before the softmax (None: a linear layer has none)
    query_scale: dict[str, float] | None = None  # a per-position multiplier on q: its constants (QUERY_FORMULAS)
    bidirectional: bool = False  # the window reaches both sides (ModernBERT's local layers); not the model's
    # attention direction (an encoder's full layers see both sides too: model_files.direction)
    inv_freq: np.ndarray | None = None  # the rotary_dim / 2 frequencies (shared between layers of one kind)
    query_formula: str | None = None  # the name of query_scale's formula (QUERY_FORMULAS)
    topk: int | None = None  # a sparse layer's keys kept per query
    covers_context: bool = False  # a sliding window at least the context: in effect full attention
    decay: dict[str, Any] | None = None  # a linear layer's decay where its family defines one (MiniMax)
    indexer: str | None = None  # a sparse layer's indexer: "full" (its own) or "shared" (the previous
    # full layer's top-k, GLM-5's indexer_types)

    def key(self) -> tuple[Any, ...]:
        """What tells two layers apart in a summary (frequencies follow from these; a decay that changes with
        depth does not split a kind)."""
        return (
            self.attention,
            self.window,
            self.position,
            self.base,
            self.rope_type,
            self.rotary_dim,
            self.head_dim,
            self.bidirectional,
            self.query_scale is not None,
            self.topk,
            self.indexer,
        )

    def as_json(self) -> dict[str, Any]:
        query = None if self.query_scale is None else {"formula": self.query_formula, **self.query_scale}
        return {
            "attention": self.attention,
            "window": self.window,
            "position": self.position,
            "base": self.base,
            "rope_type": self.rope_type,
            "rotary_dim": self.rotary_dim,
            "head_dim": self.head_dim,
            "softmax_scale": self.softmax_scale,
            "query_scale": query,
            "topk": self.topk,
            "window_covers_context": self.covers_context,
            "decay": self.decay,
            "window_reach": self.window_reach(),
            **({} if self.indexer is None else {"indexer": self.indexer}),
        }  # (sparse layers only)

    def window_reach(self) -> str | None:
        """Where a query's window reaches: "both_sides" (window // 2 each side, ModernBERT's local layers),
        "before" (the keys up to the query: a sliding layer's last `window`, a chunked layer's own chunk), None
        for full attention (no window: what it sees is the model's attention_direction)."""
        if self.window is None:
            return None
        return "both_sides" if self.bidirectional else "before"


# what a layer's query_scale multiplies q by at (0-based) position pos
QUERY_FORMULAS = {
    "llama4_temperature": "log(floor((pos + 1) / floor_scale) + 1) x attn_scale + 1 (Llama 4's layers without RoPE)",
    "llama4_scaling": "1 + beta x ln(1 + floor(pos / original_max_position_embeddings)) (Ministral 3's "
    "_get_llama_4_attn_scale, on every layer)",
}


def layer_count(cfg: Fields) -> int | None:
    key = cfg.first(LAYER_COUNT_KEYS)
    return cfg.whole(key, 1, MAX_LIST) if key else None


def _check_types(cfg: Fields, types: list[str], n: int, mt: str, key: str = "layer_types") -> list[str]:
    """The layer types, checked against the layer count; a kind this reader does not know, or one the family's code
    does not build, is refused naming the entry that holds it."""
    if len(types) != n:
        cfg.refuse("{name} has {given} entries for {n} layers.", name=cfg.name(key), given=len(types), n=n)
    for i, t in enumerate(types):
        if t not in LAYER_TYPES:
            cfg.refuse(
                "{name}[{i}] is {value}, a layer kind this reader does not know (it reads {known}).",
                name=cfg.name(key),
                i=i,
                value=t,
                known=", ".join(LAYER_TYPES),
            )
        builders = {
            "linear_attention": LINEAR_FAMILIES,
            "kda_attention": {"kimi_linear"},
            "deepseek_sparse_attention": SPARSE_FAMILIES,
            "indexed_attention": SPARSE_FAMILIES,
        }.get(t)
        if builders is not None and mt not in builders:
            cfg.refuse(
                "{name}[{i}] is {value}, a layer kind the code of {family} does not build.",
                name=cfg.name(key),
                i=i,
                value=t,
                family=mt or "this model type",
            )
    return types


def _rope_flags(cfg: Fields, key: str, n: int, interval_key: str) -> list[bool]:
    """Llama 4's and SmolLM3's no_rope_layers (1: RoPE, 0: no RoPE); empty or absent: a NoPE layer wherever
    (i + 1) % interval == 0."""
    interval = cfg.whole(interval_key, 1, MAX_LIST, default=4)
    flags = cfg.whole_list(key, 0, 1)
    if not flags:  # None or []: the library's default
        flags = [int((i + 1) % interval != 0) for i in range(n)]
    elif len(flags) < n:
        cfg.refuse("{name} has {given} entries for {n} layers.", name=cfg.name(key), given=len(flags), n=n)
    return [bool(f) for f in flags[:n]]


def _minimax_types(cfg: Fields, mt: str, n: int) -> list[str]:
    """MiniMax's layers: attn_type_list (0 lightning, 1 softmax), else layer_types, else the class default."""
    codes = cfg.whole_list("attn_type_list", -(2**31), 2**31)
    if codes is not None:
        if len(codes) != n:
            cfg.refuse(
                "{name} has {given} entries for {n} layers.", name=cfg.name("attn_type_list"), given=len(codes), n=n
            )
        bad = next((i for i, c in enumerate(codes) if c not in (0, 1)), None)
        if bad is not None:
            cfg.refuse(
                "{name}[{i}] is {value}, a layer kind this reader does not know (0: lightning, linear "
                "attention; 1: softmax attention).",
                name=cfg.name("attn_type_list"),
                i=bad,
                value=codes[bad],
            )
        return ["full_attention" if c else "linear_attention" for c in codes]
    written = cfg.text_list("layer_types")
    if written is not None:
        return _check_types(cfg, written, n, mt)
    return ["full_attention" if (i + 1) % 2 else "linear_attention" for i in range(n)]


def _kimi_types(cfg: Fields, n: int) -> list[str]:
    """Kimi Linear's layers: layer_types, else linear_attn_config's 1-based full_attn_layers and kda_layers."""
    written = cfg.text_list("layer_types")
    if written is not None:
        return _check_types(cfg, written, n, "kimi_linear")
    sub = cfg.sub("linear_attn_config")
    if sub is None or not (sub.present("full_attn_layers") and sub.present("kda_layers")):
        return ["full_attention" if i and i % 4 == 0 else "linear_attention" for i in range(n)]
    types: list[str | None] = [None] * n
    for key, kind in (("full_attn_layers", "full_attention"), ("kda_layers", "linear_attention")):
        for number in sub.whole_list(key, 1, n) or []:
            types[number - 1] = kind
    missing = next((i for i, t in enumerate(types) if t is None), None)
    if missing is not None:
        sub.refuse(
            "layer {number} is in neither {full} nor {kda}.",
            number=missing + 1,
            full=sub.name("full_attn_layers"),
            kda=sub.name("kda_layers"),
        )
    return [t for t in types if t is not None]


def _default_types(cfg: Fields, mt: str, n: int) -> list[str] | None:
    """The layer types of a family whose config does not write layer_types (None: not placed)."""
    if mt in QWEN_HYBRIDS:
        interval = cfg.whole("full_attention_interval", 1, MAX_LIST, default=4)
        return ["linear_attention" if (i + 1) % interval else "full_attention" for i in range(n)]
    if mt in SPARSE_FAMILIES:
        return ["indexed_attention"] * n
    pattern = {"gemma3": 6, "gemma3_text": 6, "gemma4": 6, "gemma4_text": 6, "cohere2": 4}.get(mt)
    if pattern is not None:
        pattern = cfg.whole("sliding_window_pattern", 1, MAX_LIST, default=pattern)
        return ["sliding_attention" if (i + 1) % pattern else "full_attention" for i in range(n)]
    if mt == "gpt_oss":
        return ["sliding_attention" if (i + 1) % 2 else "full_attention" for i in range(n)]
    if mt == "phi3":
        return ["sliding_attention" if cfg.present("sliding_window") else "full_attention"] * n
    if (
        cfg.present("sliding_window")
        and cfg.flag("use_sliding_window", True)
        and mt not in ("deepseek_v2", "deepseek_v3", "chatglm")
    ):
        return None
    return ["full_attention"] * n


def layer_types(cfg: Fields, mt: str, n: int) -> tuple[list[str], list[bool]] | None:
    """(each layer's type as transformers names it, whether it uses RoPE), or None when this reader does not
    place the layers (see the module's text)."""
    written = cfg.text_list("layer_types")
    rope = [True] * n
    if mt in ("llama4", "llama4_text"):
        rope = _rope_flags(cfg, "no_rope_layers", n, "no_rope_layer_interval")
        types = written if written is not None else ["chunked_attention" if r else "full_attention" for r in rope]
        return _check_types(cfg, types, n, mt), rope
    if mt == "smollm3":
        rope = _rope_flags(cfg, "no_rope_layers", n, "no_rope_layer_interval")
        if written is not None:
            return _check_types(cfg, written, n, mt), rope
        slides = cfg.flag("use_sliding_window", False) and cfg.present("sliding_window")
        return ["sliding_attention" if slides and not r else "full_attention" for r in rope], rope
    if mt == "modernbert":
        every = cfg.whole("global_attn_every_n_layers", 1, MAX_LIST, default=3)
        return ["full_attention" if i % every == 0 else "sliding_attention" for i in range(n)], rope
    if mt in MINIMAX_FAMILIES:
        types = _minimax_types(cfg, mt, n)
        if mt == "minimax" and cfg.present("sliding_window"):  # (MiniMaxModel's mask for its full layers)
            types = ["sliding_attention" if t == "full_attention" else t for t in types]
        return types, [t not in LINEAR_TYPES for t in types]
    if mt == "kimi_linear":  # (no layer turns RoPE: KimiLinearAttention has no rotary embedding)
        return _kimi_types(cfg, n), [False] * n
    found = _check_types(cfg, written, n, mt) if written is not None else _default_types(cfg, mt, n)
    if found is None:
        return None
    types = found
    if mt in ("gemma4", "gemma4_text") and types[-1] != "full_attention":
        types = [*types[:-1], "full_attention"]  # (configuration_gemma4.py forces the last layer to full)
    if mt == "cohere2":  # (Cohere2Attention turns RoPE only where it has a sliding window)
        rope = [t == "sliding_attention" for t in types]
    return types, [r and t not in LINEAR_TYPES for t, r in zip(types, rope)]


def indexers(cfg: Fields, mt: str, n: int) -> list[str] | None:
    """Each sparse layer's indexer, "full" (its own) or "shared" (the previous full layer's top-k): GLM-5's
    indexer_types, else index_topk_pattern, else index_topk_freq and index_skip_topk_offset
    (configuration_glm_moe_dsa.py); DeepSeek-V3.2 runs one in every layer. None for other families."""
    if mt not in SPARSE_FAMILIES:
        return None
    if mt != "glm_moe_dsa":
        return ["full"] * n
    key = "indexer_types"
    if cfg.present(key):
        kinds = cast(list[str], cfg.text_list(key))
    elif isinstance(cfg.data.get("index_topk_pattern"), str):
        key = "index_topk_pattern"
        pattern = cast(str, cfg.text(key))
        bad = next((i for i, c in enumerate(pattern) if c not in "FS"), None)
        if bad is not None:
            cfg.refuse(
                "{name}[{i}] is {value}; it holds F (a layer's own indexer) or S (the previous one's).",
                name=cfg.name(key),
                i=bad,
                value=pattern[bad],
            )
        kinds = ["full" if c == "F" else "shared" for c in pattern]
    elif cfg.present("index_topk_pattern"):
        key = "index_topk_pattern"
        kinds = cast(list[str], cfg.text_list(key))
    else:
        freq = max(cfg.whole("index_topk_freq", 0, MAX_LIST, default=1), 1)
        offset = cfg.whole("index_skip_topk_offset", -MAX_LIST, MAX_LIST, default=2)
        return ["full" if max(i - offset + 1, 0) % freq == 0 else "shared" for i in range(n)]
    if len(kinds) != n:
        cfg.refuse("{name} has {given} entries for {n} layers.", name=cfg.name(key), given=len(kinds), n=n)
    for i, kind in enumerate(kinds):
        if kind not in INDEXERS:
            cfg.refuse(
                "{name}[{i}] is {value}, an indexer kind this reader does not know (full, shared).",
                name=cfg.name(key),
                i=i,
                value=kind,
            )
        if kind == "shared" and "full" not in kinds[:i]:
            cfg.refuse(
                "{name}[{i}] is shared, but no earlier layer runs an indexer to share (GlmMoeDsaAttention needs one).",
                name=cfg.name(key),
                i=i,
            )
    return kinds


def window_of(cfg: Fields, mt: str, kind: str) -> tuple[int | None, bool]:
    """(window in tokens, reaches both sides) of a layer of transformers' type `kind`."""
    if kind in ("full_attention", *SPARSE_TYPES, *LINEAR_TYPES):
        return None, False
    if kind == "chunked_attention":
        return cfg.whole("attention_chunk_size", 1, MAX_CONTEXT, default=8192), False
    if mt == "modernbert":
        return cfg.whole("local_attention", 2, MAX_CONTEXT, default=128), True
    default = {
        "gemma3": 4096,
        "gemma3_text": 4096,
        "gemma4": 512,
        "gemma4_text": 512,
        "gpt_oss": 128,
        "cohere2": 4096,
    }.get(mt)
    if default is None and not cfg.present("sliding_window"):
        cfg.refuse("{name} is needed: layer_types names sliding layers.", name=cfg.name("sliding_window"))
    window = cfg.whole("sliding_window", 1, MAX_CONTEXT, default=default or 1)
    bidirectional = False
    # EmbeddingGemma: configuration_gemma3.py makes the window w // 2 + 1, and the mask keeps |q - k| below it
    # (an exclusive bound): w // 2 keys on each side, 2 (w // 2) + 1 in all
    if (mt in ("gemma3", "gemma3_text") and cfg.flag("use_bidirectional_attention", False)) or (
        mt in ("gemma4", "gemma4_text") and cfg.text("use_bidirectional_attention") == "all"
    ):
        window, bidirectional = 2 * (window // 2) + 1, True
    return window, bidirectional


def _group(layers: tuple[LayerInfo, ...]) -> tuple[int, list[tuple[int, LayerInfo]]]:
    """(period, runs of the period): the shortest p with layer i like layer i mod p, and that period's runs."""
    keys = [layer.key() for layer in layers]
    n = len(keys)
    period = next(p for p in range(1, n + 1) if all(keys[i] == keys[i % p] for i in range(n)))
    runs: list[tuple[int, LayerInfo]] = []
    for i in range(period):
        if runs and runs[-1][1].key() == keys[i]:
            runs[-1] = (runs[-1][0] + 1, runs[-1][1])
        else:
            runs.append((1, layers[i]))
    return period, runs


def describe(layer: LayerInfo) -> str:
    """One kind of layer in words: "sliding 512, base 10,000", "full, no RoPE, query temperature", "linear, no
    positions", "sparse top 2,048 keys by content, base 10,000"."""
    if layer.attention == "sparse" and layer.topk is not None:
        parts = [
            f"sparse top {layer.topk:,} keys by content"
            + (" (the previous indexer's)" if layer.indexer == "shared" else "")
        ]
    elif layer.window is None:
        parts = [layer.attention]
    elif layer.bidirectional:
        parts = [f"{layer.attention} ±{layer.window // 2:,}"]
    else:
        parts = [
            f"{layer.attention} {layer.window:,}"
            + (" (at least the context: in effect full)" if layer.covers_context else "")
        ]
    if layer.position == "none":
        parts.append("no positions" + (", decay by depth" if layer.decay else ""))
    elif layer.position == "nope":
        temperature = layer.query_scale and layer.query_formula == "llama4_temperature"
        parts.append("no RoPE" + (", query temperature" if temperature else ""))
    elif layer.position == "alibi":
        parts.append("ALiBi")
    elif layer.base is not None:
        parts.append(f"base {layer.base:,.10g}")
        if layer.rope_type and layer.rope_type != "default":
            parts.append(layer.rope_type)
        if layer.rotary_dim and layer.head_dim and layer.rotary_dim != layer.head_dim:
            parts.append(f"{layer.rotary_dim} of {layer.head_dim} dims")
        if layer.position == "rope-2d":
            parts.append("2-D")
        if layer.query_scale and layer.query_formula == "llama4_scaling":
            parts.append("query scale by position")
    return ", ".join(parts)


def pattern_text(layers: tuple[LayerInfo, ...], most_runs: int = 8) -> str:
    """The layers' pattern in one line: "5 × sliding 512, base 10,000 : 1 × full, base 1,000,000 (× 4, 24 layers)"."""
    if not layers:
        return ""
    period, runs = _group(layers)
    if period == 1:
        return f"{len(layers)} × {describe(layers[0])}"
    shown_runs = runs[:most_runs]
    text = " : ".join(f"{count} × {describe(layer)}" for count, layer in shown_runs)
    if len(runs) > most_runs:
        text += f" : … ({len(runs) - most_runs} more runs)"
    n = len(layers)
    repeats, rest = divmod(n, period)
    if repeats > 1 or rest:
        text += f" (× {repeats}" + (f", then the first {rest}" if rest else "") + f": {n} layers)"
    return text
