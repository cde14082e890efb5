"""Which RoPE frequencies a model's weights use, read from its safetensors files alone (no run, any size).

    qk_pair_norms(path) -> {"q": (layers, heads, pairs), "k": (layers, kv_heads, pairs), "wavelength": (pairs,),
                            ...}

For each layer and head, the norm of the rows of W_q (and of W_k) that make the two dimensions of each RoPE pair:
sqrt(sum over the pair's two rows of the squared entries), the Frobenius norm of the 2 x input block. A pair whose
rows are small barely reaches q . k, whatever its frequency (Barbero et al. 2024, "Round and Round We Go! What
makes Rotary Positional Encodings useful?", read Gemma's this way). `path` is a model folder (or a file in it)
with config.json and *.safetensors; the weights are memory-mapped (posenc_gui.live.weights) and one layer's
W_q and W_k are read at a time (as float32), their squared row norms summed in float64 in slices of 32 MiB.

The config is read by posenc_gui.model_files (read_config): the encoding (a model without RoPE, BERT's or
GPT-2's learned table, ALiBi, T5's buckets, is refused by name), the head width, the rotated dimensions
(partial_rotary_factor, rotary_pct, rotary_dim), the pairing, the base and the scaling rule, and each layer's
positions. Pairs are taken as each family's modeling code in transformers pairs them (read in its
modeling_*.py):

    split-half   rotate_half (Llama, Mistral, Qwen, Gemma, SmolLM, Phi, GPT-NeoX, StableLM, ...): pair i is
                 dims i and i + r/2 of the head's rotated part (r = rotary_dim)
    interleaved  GPT-J's rotate_every_two, Cohere's and GLM's rotate_half on x[..., ::2] / x[..., 1::2] with
                 repeat_interleave'd cos/sin, DeepSeek-V2's view_as_complex, DeepSeek-V3's and GLM's MLA
                 apply_rotary_pos_emb_interleave (rope_interleave): pair i is dims 2i and 2i + 1
    partial      (Phi, GPT-NeoX, StableLM, GLM, GPT-J) the rotated part is the head's first rotary_dim dims
                 (apply_rotary_pos_emb: q[..., :rotary_dim])

Where W_q and W_k are found:

    q_proj / k_proj              <prefix>layers.N.self_attn.{q,k}_proj.weight (and GPT-J's h.N.attn.*): head h
                                 is rows h·d .. h·d + d of q_proj (d = head_dim), kv head g rows g·d .. of k_proj
    Phi-3's qkv_proj             rows: the heads' queries, then the kv heads' keys, then the values
                                 (Phi3Attention: qkv[..., :query_pos], ...)
    GPT-NeoX's query_key_value   viewed (heads, 3·d): head h's query rows h·3d .. h·3d + d, its key rows the next d
                                 (GPTNeoXAttention: view(..., -1, 3 * head_size).chunk(3))
    MLA (DeepSeek-V2/V3/V3.2, GLM-4.7-Flash glm4_moe_lite, GLM-5 glm_moe_dsa)
                                 q: q_b_proj (or q_proj without q_lora_rank), each head qk_nope_head_dim +
                                 qk_rope_head_dim rows, the rotated part last (torch.split(q, [nope, rope]));
                                 its input is the q_a_layernorm'd latent, not the hidden state. k: the last
                                 qk_rope_head_dim rows of kv_a_proj_with_mqa (split [kv_lora_rank, rope]), one
                                 key shared by every head: kv_heads = 1. (The sparse models' indexer, which has
                                 its own small rotated q and k, is not read.)

Refused by name, besides models without RoPE: ChatGLM's remote code (its own fused layout), Gemma 4 (layers of
two head widths, and the proportional rule turns pairs spread over the whole head), Qwen3-Next and Qwen3.5
(q_proj holds a gate beside each head's query), Kimi Linear (its MLA layers turn nothing in transformers' code);
any other layout is refused because its weights are not found where these are, or not of the shapes these have.

Layers without RoPE (SmolLM3's no_rope_layers, Llama 4's every fourth, linear-attention layers) are not read:
their rows of "q" and "k" are NaN, and "rope_layers" lists the layers that rotate. The norms are of the stored
weights: neither the gain of the norm before attention (which scales W_q's and W_k's columns) nor a qk-norm's
gain after the projection (Qwen3, OLMo 2, Gemma 3) is folded in. Weights stored in float32, float16 or bfloat16
are read; a quantised checkpoint (DeepSeek-V3's float8 blocks, int4) is refused by posenc_gui.live.weights,
naming the tensor.

Also returned: "layer_wavelength" (layers, pairs): each rotating layer's own wavelengths (Gemma 3's local layers
turn with base 10,000, its global ones with 1,000,000; NaN rows for layers without RoPE), "wavelength" being the
model's (its full-attention layers'); "context" (max_position_embeddings), "original_context" (a scaling rule's
original_max_position_embeddings, else None), "pairing", "rotary_dim", "head_dim" (the width of a query head),
"base", "rope_type", "model_type" and "layout" (which of the layouts above).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from ..core.validation import shorten
from ..model_files.config import FAMILY_DEFAULTS, MAX_CONFIG_BYTES, ConfigInfo, config_info
from ..model_files.fields import Fields
from ..model_files.reading import ModelFileError, read_json
from .errors import LiveError
from .weights import Weights, as_live

MAX_DIM = 2**20
SLICE_BYTES = 32 * 2**20  # the float64 copy of rows whose squares are summed at once

REFUSED = {
    "chatglm": "ChatGLM's own code fuses q, k and v in one query_key_value weight in a layout of its own",
    "gemma4": "Gemma 4's layers have two head widths, and its proportional rule turns pairs spread over the head",
    "gemma4_text": "Gemma 4's layers have two head widths, and its proportional rule turns pairs spread over the head",
    "qwen3_next": "its q_proj holds a gate beside each head's query",
    "qwen3_5": "its q_proj holds a gate beside each head's query",
    "qwen3_5_text": "its q_proj holds a gate beside each head's query",
    "qwen3_5_moe": "its q_proj holds a gate beside each head's query",
    "qwen3_5_moe_text": "its q_proj holds a gate beside each head's query",
    "kimi_linear": "its MLA layers apply no rotation in transformers' code",
}
MLA_FAMILIES = frozenset({"deepseek_v2", "deepseek_v3", "deepseek_v32", "glm4_moe_lite", "glm_moe_dsa"})
# parts of a tensor name that mark another tower of a multimodal checkpoint
OTHER_TOWERS = ("vision", "visual", "audio", "image", "speech", "mm_projector")


class _Slot(NamedTuple):
    """Where one layer's W_q and W_k rows of each head start, and the tensors they are in."""

    q_name: str
    k_name: str
    q_starts: np.ndarray  # (heads,) the first row of each query head's rotated part
    k_starts: np.ndarray  # (kv_heads,)


def qk_pair_norms(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The norms of W_q's and W_k's rows of each RoPE pair, per layer and head (see the module's text)."""
    folder = Path(path)
    if folder.is_file():
        folder = folder.parent
    config_path = folder / "config.json"
    raw, info = _read_config(config_path)
    mt = (info.model_type or "").lower()
    cfg = _fields(raw, config_path)
    if info.type != "rope":
        kind = {
            "learned": "a learned table of absolute positions",
            "alibi": "ALiBi",
            "t5-buckets": "T5's relative buckets",
            "sinusoidal": "a sinusoidal table",
            "nope": "no positions",
        }.get(info.type or "", "no RoPE its config names")
        raise LiveError(
            config_path,
            "model_type {model_type} uses {kind}, not RoPE: it has no rotated pairs to measure.",
            model_type=shorten(info.model_type or "(none)", 40),
            kind=kind,
        )
    if mt in REFUSED:
        raise LiveError(config_path, "model_type {model_type} is not read: {why}.", model_type=mt, why=REFUSED[mt])
    rotary, head_dim = info.rotary_dim, info.head_dim
    assert rotary is not None and head_dim is not None and info.inv_freq is not None  # (a RoPE config has them)
    pairs = rotary // 2
    inv_freq = np.asarray(info.inv_freq, dtype=np.float64)
    if inv_freq.shape != (pairs,) or not (inv_freq > 0).all():
        raise LiveError(
            config_path,
            "its RoPE frequencies ({count}) do not match its {pairs} rotated pairs.",
            count=int(inv_freq.size),
            pairs=pairs,
        )
    weights = _weights(folder)
    n_layers = _layer_count(cfg, info)
    rope_layers, layer_freq = _rope_layers(config_path, info, n_layers, pairs)
    heads = info.num_heads
    if heads is None:
        raise LiveError(config_path, "num_attention_heads is missing: the heads of W_q cannot be told apart.")
    width: int | None
    if mt in MLA_FAMILIES:
        nope = _whole(cfg, "qk_nope_head_dim", 0, MAX_DIM, 0)
        find, layout, width = _mla(cfg, weights, heads, head_dim, rotary, n_layers), "mla", head_dim + (nope or 0)
    else:
        find, layout, width = _plain(cfg, weights, mt, heads, head_dim, n_layers)
    q = np.full((n_layers, heads, pairs), np.nan)
    k: np.ndarray | None = None
    a, b = _pair_dims(info.pairing or "split-half", rotary)
    for layer in rope_layers:
        slot = find(layer)
        if k is None:
            k = np.full((n_layers, len(slot.k_starts), pairs), np.nan)
        q[layer] = _norms(weights, slot.q_name, slot.q_starts, a, b)
        k[layer] = _norms(weights, slot.k_name, slot.k_starts, a, b)
    if k is None:  # (no layer rotates: refused by _rope_layers)
        raise LiveError(config_path, "no layer turns RoPE.")
    layer_wavelength = np.full((n_layers, pairs), np.nan)
    for layer, freq in layer_freq.items():
        layer_wavelength[layer] = 2 * np.pi / freq
    return {
        "q": q,
        "k": k,
        "wavelength": 2 * np.pi / inv_freq,
        "layer_wavelength": layer_wavelength,
        "rope_layers": rope_layers,
        "pairing": info.pairing,
        "rotary_dim": rotary,
        "head_dim": width if width is not None else head_dim,
        "base": info.base,
        "rope_type": (info.scaling or {}).get("rope_type", (info.scaling or {}).get("type", "default")),
        "context": info.max_position_embeddings,
        "original_context": info.original_max_position_embeddings,
        "model_type": info.model_type,
        "layout": layout,
    }


# ---- the config ----------------------------------------------------------------------------------------------


def _read_config(path: Path) -> tuple[Any, ConfigInfo]:
    if not path.is_file():
        raise LiveError(path.parent, "has no config.json: the model's RoPE settings are not known.")
    try:
        raw = read_json(path, MAX_CONFIG_BYTES, "config.json")
        return raw, config_info(raw, path)
    except LiveError:
        raise
    except ModelFileError as exc:
        raise as_live(exc) from None


def _fields(raw: Any, path: Path) -> Fields:
    """The language model's settings (a multimodal wrapper's text_config), with the family's defaults."""
    cfg = Fields(raw, path)
    text = cfg.sub("text_config")
    if text is not None and not cfg.first(("num_attention_heads", "n_head", "n_heads", "num_heads", "head_dim")):
        cfg = text
    defaults = FAMILY_DEFAULTS.get(str(cfg.data.get("model_type") or "").lower())
    return Fields({**defaults, **cfg.data}, cfg.file, cfg.prefix) if defaults else cfg


def _whole(cfg: Fields, key: str, low: int, high: int, default: int | None = None) -> int | None:
    try:
        return cfg.whole(key, low, high) if cfg.present(key) else default
    except ModelFileError as exc:
        raise as_live(exc) from None


def _layer_count(cfg: Fields, info: ConfigInfo) -> int:
    if info.layers is not None:
        return len(info.layers)
    key = cfg.first(("num_hidden_layers", "n_layer", "n_layers", "num_layers"))
    count = _whole(cfg, key, 1, 100_000) if key else None
    if count is None:
        raise LiveError(cfg.file, "num_hidden_layers is missing: the layers to read are not known.")
    return count


def _rope_layers(path: Path, info: ConfigInfo, n: int, pairs: int) -> tuple[list[int], dict[int, np.ndarray]]:
    """(the layers that turn RoPE, each one's frequencies)."""
    assert info.inv_freq is not None
    if info.layers is None:
        return list(range(n)), {i: np.asarray(info.inv_freq, dtype=np.float64) for i in range(n)}
    rope, freq = [], {}
    for i, layer in enumerate(info.layers):
        if layer.position != "rope":
            continue
        own = np.asarray(layer.inv_freq if layer.inv_freq is not None else info.inv_freq, dtype=np.float64)
        if own.shape != (pairs,):
            raise LiveError(
                path,
                "layer {layer} turns {own} pairs, the model {pairs}: layers of different rotated widths are not read.",
                layer=i,
                own=int(own.size),
                pairs=pairs,
            )
        rope.append(i)
        freq[i] = own
    if not rope:
        raise LiveError(path, "no layer turns RoPE (every layer is without positions or linear).")
    return rope, freq


# ---- the weights ---------------------------------------------------------------------------------------------


def _weights(folder: Path) -> Weights:
    try:
        return Weights(folder)
    except LiveError:
        raise
    except ModelFileError as exc:
        raise as_live(exc) from None


def _layer_names(weights: Weights, pattern: str, n: int) -> dict[int, str] | None:
    """Layer index -> tensor name for the tensors matching `pattern` (groups: prefix, layer), from the one prefix
    that has layers 0 .. n - 1 (another tower of a multimodal checkpoint, or extra layers such as DeepSeek-V3's
    multi-token prediction layer, are left out). None if no prefix has them all."""
    found: dict[str, dict[int, str]] = {}
    regex = re.compile(pattern)
    for name in weights.names():
        match = regex.match(name)
        if match:
            found.setdefault(match.group(1), {})[int(match.group(2))] = name
    complete = {p: layers for p, layers in found.items() if all(i in layers for i in range(n))}
    if not complete:
        return None
    ranked = sorted(complete, key=lambda p: (any(t in p.lower() for t in OTHER_TOWERS), len(p)))
    return complete[ranked[0]]


def _plain(
    cfg: Fields, weights: Weights, mt: str, heads: int, head_dim: int, n: int
) -> tuple[Callable[[int], _Slot], str, int | None]:
    """Layers with per-head queries and keys of width head_dim, the rotated part first in each head."""
    layer = r"^(.*?)(\d+)\."
    attention = r"(?:self_attn|attn|attention)\."
    q_names = _layer_names(weights, layer + attention + r"q_proj\.weight$", n)
    k_names = _layer_names(weights, layer + attention + r"k_proj\.weight$", n)
    kv_config = _whole(cfg, "num_key_value_heads", 1, 1_000_000)
    if q_names is not None and k_names is not None:

        def separate(i: int) -> _Slot:
            _rows(weights, q_names[i], heads * head_dim, "num_attention_heads x head_dim")
            k_rows = _rows(weights, k_names[i], None, "a multiple of head_dim")
            if k_rows % head_dim or (kv_config is not None and k_rows != kv_config * head_dim):
                raise LiveError(
                    weights.file_of(k_names[i]),
                    "{name} has {rows} rows, not num_key_value_heads ({kv}) x head_dim ({d}).",
                    name=shorten(k_names[i], 80),
                    rows=k_rows,
                    kv=kv_config if kv_config is not None else "?",
                    d=head_dim,
                )
            return _Slot(q_names[i], k_names[i], np.arange(heads) * head_dim, np.arange(k_rows // head_dim) * head_dim)

        return separate, "q_proj/k_proj", None
    if mt in ("phi3", "phimoe"):
        found = _layer_names(weights, layer + attention + r"qkv_proj\.weight$", n)
        if found is not None:
            fused: dict[int, str] = found
            kv = kv_config if kv_config is not None else heads

            def phi3(i: int) -> _Slot:
                _rows(
                    weights,
                    fused[i],
                    (heads + 2 * kv) * head_dim,
                    "(num_attention_heads + 2 num_key_value_heads) x head_dim",
                )
                return _Slot(
                    fused[i], fused[i], np.arange(heads) * head_dim, heads * head_dim + np.arange(kv) * head_dim
                )

            return phi3, "qkv_proj", None
    if mt == "gpt_neox":
        found = _layer_names(weights, layer + r"attention\.query_key_value\.weight$", n)
        if found is not None:
            packed: dict[int, str] = found

            def neox(i: int) -> _Slot:
                _rows(weights, packed[i], 3 * heads * head_dim, "3 x num_attention_heads x head_dim")
                starts = np.arange(heads) * 3 * head_dim
                return _Slot(packed[i], packed[i], starts, starts + head_dim)

            return neox, "query_key_value", None
    raise LiveError(
        weights.folder,
        "has no W_q and W_k this reader knows for model_type {model_type} "
        "(layers.N.self_attn.q_proj.weight and k_proj.weight for layers 0 .. {last}).",
        model_type=shorten(mt or "(none)", 40),
        last=n - 1,
    )


def _mla(cfg: Fields, weights: Weights, heads: int, rope_dim: int, rotary: int, n: int) -> Callable[[int], _Slot]:
    """Multi-head latent attention (see the module's text)."""
    nope = _whole(cfg, "qk_nope_head_dim", 0, MAX_DIM)
    lora = _whole(cfg, "kv_lora_rank", 1, MAX_DIM)
    if nope is None or lora is None:
        raise LiveError(
            cfg.file,
            "qk_nope_head_dim and kv_lora_rank are needed to find the rotated rows of multi-head latent attention.",
        )
    if rotary != rope_dim:
        raise LiveError(
            cfg.file,
            "RoPE turns {rotary} of the {rope} dimensions of qk_rope_head_dim; MLA turns them all.",
            rotary=rotary,
            rope=rope_dim,
        )
    layer = r"^(.*?)(\d+)\.self_attn\."
    q_names = _layer_names(weights, layer + r"q_b_proj\.weight$", n) or _layer_names(
        weights, layer + r"q_proj\.weight$", n
    )
    k_names = _layer_names(weights, layer + r"kv_a_proj_with_mqa\.weight$", n)
    if q_names is None or k_names is None:
        raise LiveError(
            weights.folder,
            "has no q_b_proj (or q_proj) and kv_a_proj_with_mqa weights for layers "
            "0 .. {last} of its multi-head latent attention.",
            last=n - 1,
        )
    width = nope + rope_dim

    def mla(i: int) -> _Slot:
        _rows(weights, q_names[i], heads * width, "num_attention_heads x (qk_nope_head_dim + qk_rope_head_dim)")
        _rows(weights, k_names[i], lora + rope_dim, "kv_lora_rank + qk_rope_head_dim")
        return _Slot(q_names[i], k_names[i], np.arange(heads) * width + nope, np.array([lora]))

    return mla


def _rows(weights: Weights, name: str, want: int | None, what: str) -> int:
    """Tensor `name`'s row count: a matrix of floats with `want` rows (if given), else a LiveError."""
    shape = weights.shape(name)
    path = weights.file_of(name)
    if len(shape) != 2 or (want is not None and shape[0] != want):
        raise LiveError(
            path,
            "{name} has the shape {shape}, not {what} ({want}) rows by the input width.",
            name=shorten(name, 80),
            shape=" x ".join(str(s) for s in shape) or "scalar",
            what=what,
            want=want if want is not None else "?",
        )
    return int(shape[0])


def _pair_dims(pairing: str, rotary: int) -> tuple[np.ndarray, np.ndarray]:
    """The two dimensions (within a head's rotated part) of each pair."""
    i = np.arange(rotary // 2)
    if pairing == "interleaved":
        return 2 * i, 2 * i + 1
    return i, i + rotary // 2


def _row_squares(weights: Weights, name: str) -> np.ndarray:
    """The squared norm of each row of matrix `name`, summed in float64 a slice of rows at a time."""
    matrix = weights.get(name)
    out = np.empty(matrix.shape[0], dtype=np.float64)
    step = max(1, SLICE_BYTES // (8 * max(1, matrix.shape[1])))
    for start in range(0, matrix.shape[0], step):
        block = np.asarray(matrix[start : start + step], dtype=np.float64)
        out[start : start + step] = np.einsum("ij,ij->i", block, block)
    if not np.isfinite(out).all():
        raise LiveError(weights.file_of(name), "{name} holds values that are not finite.", name=shorten(name, 80))
    return out


def _norms(weights: Weights, name: str, starts: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """(heads, pairs): sqrt(|row start + a_i|^2 + |row start + b_i|^2) for each head's start."""
    squares = _row_squares(weights, name)
    return np.sqrt(squares[starts[:, None] + a[None, :]] + squares[starts[:, None] + b[None, :]])
