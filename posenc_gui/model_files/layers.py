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
    any other family      every layer full attention, unless the config writes layer_types, or names a sliding
                          window (sliding_window set, use_sliding_window not false) whose layers this reader does
                          not place: then the layers are not read (None)

layer_types must have one entry a layer (else the config is refused, naming the key); a layer type other than
full_attention, sliding_attention and chunked_attention (Qwen3.5's linear_attention) leaves the layers unread.

A window is a count of tokens: a sliding layer's query at position q sees the keys q - window + 1 .. q (transformers'
sliding-window mask); ModernBERT's sees q - window/2 .. q + window/2; a chunked layer's sees the keys of its own chunk
of `window` tokens, up to itself.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..records import record
from .fields import MAX_LIST, Fields

MAX_CONTEXT = 10**9
LAYER_TYPES = {"full_attention": "full", "sliding_attention": "sliding", "chunked_attention": "chunked"}
LAYER_COUNT_KEYS = ("num_hidden_layers", "n_layer", "num_layers", "n_layers")


@record(eq=False)
class LayerInfo:
    """One layer's positions. Fields that do not apply (a NoPE layer's base) are None."""
    attention: str               # "full", "sliding" or "chunked"
    window: int | None           # tokens (see the module's text), None for full attention
    position: str                # "rope", "nope" (no positions in this layer), "alibi", "rope-2d" (ChatGLM-6B)
    base: float | None
    rope_type: str | None        # the scaling rule: "default", "linear", "yarn", "proportional", ...
    rotary_dim: int | None       # the dimensions of a head RoPE turns (pairs with a nonzero frequency, x 2)
    head_dim: int | None         # the width of this layer's query heads
    softmax_scale: float | None  # what q . k is multiplied by before the softmax
    query_scale: dict[str, float] | None = None   # Llama 4's NoPE layers: {"floor_scale", "attn_scale"}
    bidirectional: bool = False  # the window reaches both sides (ModernBERT's local layers); not the model's
    # attention direction (an encoder's full layers see both sides too: model_files.direction)
    inv_freq: np.ndarray | None = None   # the rotary_dim / 2 frequencies (shared between layers of one kind)

    def key(self) -> tuple[Any, ...]:
        """What tells two layers apart in a summary (frequencies follow from these)."""
        return (self.attention, self.window, self.position, self.base, self.rope_type, self.rotary_dim,
                self.head_dim, self.bidirectional, self.query_scale is not None)

    def as_json(self) -> dict[str, Any]:
        return {"attention": self.attention, "window": self.window, "position": self.position, "base": self.base,
                "rope_type": self.rope_type, "rotary_dim": self.rotary_dim, "head_dim": self.head_dim,
                "softmax_scale": self.softmax_scale, "query_scale": self.query_scale,
                "window_reach": self.window_reach()}

    def window_reach(self) -> str | None:
        """Where a query's window reaches: "both_sides" (window // 2 each side, ModernBERT's local layers),
        "before" (the keys up to the query: a sliding layer's last `window`, a chunked layer's own chunk), None
        for full attention (no window: what it sees is the model's attention_direction)."""
        if self.window is None:
            return None
        return "both_sides" if self.bidirectional else "before"


def layer_count(cfg: Fields) -> int | None:
    key = cfg.first(LAYER_COUNT_KEYS)
    return cfg.whole(key, 1, MAX_LIST) if key else None


def _check_types(cfg: Fields, types: list[str], n: int) -> list[str] | None:
    """The layer types, checked against the layer count; None when one is a kind this reader does not read (Qwen3.5's
    linear_attention layers, say: their layers are then not read, the rest of the config is)."""
    if len(types) != n:
        cfg.refuse("{name} has {given} entries for {n} layers.", name=cfg.name("layer_types"), given=len(types), n=n)
    return types if all(t in LAYER_TYPES for t in types) else None


def layer_types(cfg: Fields, mt: str, n: int) -> tuple[list[str], list[bool]] | None:
    """(each layer's type as transformers names it, whether it uses RoPE), or None when this reader does not
    place the layers (see the module's text)."""
    written = cfg.text_list("layer_types")
    rope = [True] * n
    if mt in ("llama4", "llama4_text"):
        interval = cfg.whole("no_rope_layer_interval", 1, MAX_LIST, default=4)
        flags = cfg.whole_list("no_rope_layers", 0, 1)
        if not flags:   # None or []: the library's default
            flags = [int((i + 1) % interval != 0) for i in range(n)]
        elif len(flags) < n:
            cfg.refuse("{name} has {given} entries for {n} layers.", name=cfg.name("no_rope_layers"),
                       given=len(flags), n=n)
        rope = [bool(f) for f in flags[:n]]
        types = written if written is not None else ["chunked_attention" if r else "full_attention" for r in rope]
        checked = _check_types(cfg, types, n)
        return None if checked is None else (checked, rope)
    if mt == "modernbert":
        every = cfg.whole("global_attn_every_n_layers", 1, MAX_LIST, default=3)
        return ["full_attention" if i % every == 0 else "sliding_attention" for i in range(n)], rope
    if written is not None:
        checked = _check_types(cfg, written, n)
        if checked is None:
            return None
        types = checked
    elif mt in ("gemma3", "gemma3_text", "gemma4", "gemma4_text"):
        pattern = cfg.whole("sliding_window_pattern", 1, MAX_LIST, default=6)
        types = ["sliding_attention" if (i + 1) % pattern else "full_attention" for i in range(n)]
    elif mt == "gpt_oss":
        types = ["sliding_attention" if (i + 1) % 2 else "full_attention" for i in range(n)]
    elif cfg.present("sliding_window") and cfg.flag("use_sliding_window", True) and mt not in (
            "deepseek_v2", "deepseek_v3", "chatglm"):
        return None
    else:
        types = ["full_attention"] * n
    if mt in ("gemma4", "gemma4_text") and types[-1] != "full_attention":
        types = [*types[:-1], "full_attention"]   # (configuration_gemma4.py forces the last layer to full)
    return types, rope


def window_of(cfg: Fields, mt: str, kind: str) -> tuple[int | None, bool]:
    """(window in tokens, reaches both sides) of a layer of transformers' type `kind`."""
    if kind == "full_attention":
        return None, False
    if kind == "chunked_attention":
        return cfg.whole("attention_chunk_size", 1, MAX_CONTEXT, default=8192), False
    if mt == "modernbert":
        return cfg.whole("local_attention", 2, MAX_CONTEXT, default=128), True
    default = {"gemma3": 4096, "gemma3_text": 4096, "gemma4": 512, "gemma4_text": 512, "gpt_oss": 128}.get(mt)
    if default is None and not cfg.present("sliding_window"):
        cfg.refuse("{name} is needed: layer_types names sliding layers.", name=cfg.name("sliding_window"))
    window = cfg.whole("sliding_window", 1, MAX_CONTEXT, default=default or 1)
    bidirectional = False
    if mt in ("gemma3", "gemma3_text") and cfg.flag("use_bidirectional_attention", False):
        window, bidirectional = window // 2 + 1, True   # (configuration_gemma3.py: an exclusive bound each side)
    if mt in ("gemma4", "gemma4_text") and cfg.text("use_bidirectional_attention") == "all":
        window, bidirectional = window // 2 + 1, True
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
    """One kind of layer in words: "sliding 512, base 10,000", "full, no RoPE, query temperature"."""
    if layer.window is None:
        parts = [layer.attention]
    elif layer.bidirectional:
        parts = [f"{layer.attention} ±{layer.window // 2:,}"]
    else:
        parts = [f"{layer.attention} {layer.window:,}"]
    if layer.position == "nope":
        parts.append("no RoPE" + (", query temperature" if layer.query_scale else ""))
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
