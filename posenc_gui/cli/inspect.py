"""`posenc-gui inspect`: a model's position settings, read from its files (none is run, none is written).

    posenc-gui inspect path/to/model                 a summary: encoding, head and rotary dimensions, base,
                                                     scaling rule, context lengths, wavelengths, tables
    posenc-gui inspect path/to/model/config.json --json
    posenc-gui inspect model.safetensors.index.json --json

PATH is a model's folder (its config.json and .safetensors weights), its config.json, a .safetensors file or
a sharded checkpoint's .safetensors.index.json. Of the weights, only the position tables are read (GPT-2's
wpe, BERT's position_embeddings, OPT's embed_positions, T5's relative_attention_bias); .bin, .pt, .pth and
.ckpt files are pickles and are never opened. --json prints one JSON object: type, head_dim, rotary_dim, base,
pairing, scaling, max_position_embeddings, original_max_position_embeddings, attention_factor,
softmax_scale_factor (what the attention multiplies 1/sqrt(query head width) by: DeepSeek-V3's mscale squared; null
when the layers differ, as Gemma 4's), attention_direction (causal, bidirectional, encoder-decoder or prefix-lm;
null for a family not known), inv_freq, layers (one object a layer: attention full/sliding/chunked/sparse/linear,
window, window_covers_context, position rope/nope/none/rope-2d, base, rope_type, rotary_dim, head_dim (the width
q.k is computed over), softmax_scale, topk, decay, query_scale (null, or its formula and constants), window_reach
both_sides/before, null without a window; null when the layers are not read), mrope_section (Qwen-VL), tables
(name, shape, dtype, offset_rows, file) and a few more. Exit 0, 1 when a file cannot be used (one line naming it
and what is wrong), 2 for bad arguments. Loads no Qt.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .args import ArgumentParser

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo

# what the attention_direction means, in the summary
DIRECTION_WORDS = {
    "causal": "causal (each token sees itself and tokens before it, none after it)",
    "bidirectional": "bidirectional (each token sees tokens on both sides, on every layer)",
    "encoder-decoder": "encoder-decoder (the encoder bidirectional, the decoder causal)",
    "prefix-lm": "prefix-LM (the prompt sees itself both ways; the tokens after it are causal)",
}
TYPE_NAMES = {
    "rope": "RoPE (rotary)",
    "learned": "learned absolute table",
    "alibi": "ALiBi (linear biases)",
    "t5-buckets": "T5 relative buckets",
    "sinusoidal": "sinusoidal (fixed)",
    "nope": "none (no layer turns positions: NoPE softmax layers and linear layers)",
}


def parser() -> ArgumentParser:
    p = ArgumentParser(prog="posenc-gui inspect", description=__doc__)
    p.add_argument(
        "path", metavar="PATH", help="a model's folder, config.json, .safetensors or .safetensors.index.json"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the summary")
    return p


def _number(value: float) -> str:
    """A whole number with thousands separators (500,000, also for 500000.0), any other as %g."""
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        value = int(value)
    return f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else f"{value:g}"


def _scaling_value(value: object) -> str:
    if isinstance(value, list):
        return f"[{len(value)} values]"
    if isinstance(value, dict):
        return "{" + f"{len(value)} keys" + "}"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return _number(value)
    return json.dumps(value)


def _scaling(scaling: dict[str, Any] | None) -> str:
    if not scaling:
        return "none"
    rule = scaling.get("rope_type", scaling.get("type", "default"))
    keys = [f"{k} {_scaling_value(v)}" for k, v in scaling.items() if k not in ("rope_type", "type")]
    return f"{rule}" + (f" ({', '.join(keys)})" if keys else "")


def _wavelength(inv_freq: float) -> str:
    return "never turns" if inv_freq <= 0 else f"{2 * math.pi / inv_freq:,.6g} positions"


# why a family's attention scales q.k otherwise than by 1/sqrt(query head width), as its code does
SOFTMAX_WHY = {
    "deepseek": "mscale squared",
    "gemma3": "query_pre_attn_scalar instead of head_dim",
    "gemma4": "q.k multiplied by 1, the queries and keys being normalised",
}


def _factor_lines(info: ModelInfo) -> list[str]:
    """The rule's attention factor (on cos and sin) and, where the model's attention has one, its softmax scale
    factor (on 1/sqrt(head_dim)): two different places, both shown."""
    from ..specs.kit.long_context import SOFTMAX_FAMILIES

    lines = []
    if info.attention_factor is not None:
        lines.append(f"attention factor: {info.attention_factor:.6g}")
    softmax = info.softmax_scale_factor
    if softmax is not None and abs(softmax - 1.0) > 1e-12:
        why = SOFTMAX_WHY.get(SOFTMAX_FAMILIES.get((info.model_type or "").lower(), ""), "as its attention code does")
        lines.append(
            f"softmax scale factor: {softmax:.6g} (the attention multiplies 1/sqrt(query head width) by it, "
            f"{why}; the attention factor multiplies cos and sin)"
        )
    elif softmax is None and info.layers:
        lines.append("softmax scale: differs by layer (see --json: layers' softmax_scale)")
    return lines


# How the transformers library turns a config's pairs: rotate_half unless the model type (or rope_interleave)
# says interleaved. Meta's Llama and Mistral's reference code pair interleaved dimensions; transformers' conversion
# of their checkpoints permuted the query and key weights so that rotate_half gives the same scores.
_PAIRING = {
    "split-half": "rotate_half, as transformers computes this config; checkpoints converted from "
    "interleaved reference code, as Meta's Llama, had their q and k weights permuted to fit",
    "interleaved": "(x0, x1), (x2, x3), ..., as transformers computes this config",
}


def _layer_lines(info: ModelInfo) -> list[str]:
    """The layers' pattern in one line, Llama 4's query temperature, Qwen-VL's mrope_section."""
    lines: list[str] = []
    if info.layers:
        from ..model_files.layers import pattern_text

        lines.append(f"layers: {pattern_text(info.layers)}")
        scaled = next((layer for layer in info.layers if layer.query_scale), None)
        if scaled is not None and scaled.query_scale is not None:
            q = scaled.query_scale
            if scaled.query_formula == "llama4_temperature":
                lines.append(
                    f"query temperature (layers without RoPE): log(floor((pos + 1) / "
                    f"{_number(q['floor_scale'])}) + 1) x {q['attn_scale']:g} + 1"
                )
            else:
                lines.append(
                    f"query scale (every layer): 1 + {q['beta']:g} x ln(1 + floor(pos / "
                    f"{_number(q['original_max_position_embeddings'])}))"
                )
    elif info.type == "rope" and info.layers is None:
        lines.append(
            "layers: not read (the config names a sliding window whose layers this reader does not place, "
            "or no layer count)"
        )
    if info.mrope_section is not None:
        lines.append(f"mrope_section: {', '.join(map(str, info.mrope_section))} pairs (time, height, width)")
    return lines


def _head_lines(info: ModelInfo, width: int | None) -> list[str]:
    """The head's width: a multi-head latent attention model's q.k width with its two parts, else head_dim."""
    if width is not None and info.head_dim is not None:  # (a width is only found with a head_dim)
        return [
            f"head dim: {width} (q.k over {width - info.head_dim} dimensions without positions and the "
            f"{info.head_dim} RoPE turns: multi-head latent attention)"
        ]
    return [] if info.head_dim is None else [f"head dim: {info.head_dim}"]


def _mla_width(info: ModelInfo) -> int | None:
    """The q.k width of a multi-head latent attention model (its layers', wider than the part RoPE turns, which
    is the model's head_dim), else None."""
    from ..model_files.config import MLA_MODELS

    if (info.model_type or "").lower() not in MLA_MODELS or not info.layers or info.head_dim is None:
        return None
    widths = {layer.head_dim for layer in info.layers if layer.attention != "linear"}
    width = widths.pop() if len(widths) == 1 else None
    return width if width is not None and width > info.head_dim else None


# ChatGLM runs its own modeling_chatglm.py (remote code), not transformers'
_REMOTE_PAIRING = {
    "split-half": "rotate_half within each half of the head, as the model's own modeling_chatglm.py computes it",
    "interleaved": "(x0, x1), (x2, x3), ..., as the model's own modeling_chatglm.py computes it",
}


def summary(info: ModelInfo) -> str:
    """The readable summary of a ModelInfo, a line for each thing the files say."""
    lines = [
        f"model: {info.name}" + (f" ({info.model_type})" if info.model_type else ""),
        f"encoding: {TYPE_NAMES.get(info.type, info.type)}",
    ]
    if info.attention_direction is not None:
        lines.append(f"attention: {DIRECTION_WORDS[info.attention_direction]}")
    width = _mla_width(info)
    lines += _head_lines(info, width)
    if info.num_heads is not None:
        lines.append(f"heads: {info.num_heads}")
    if info.type == "rope":
        pairing = (
            _REMOTE_PAIRING.get(info.pairing or "", "")
            if info.model_type == "chatglm"
            else _PAIRING.get(info.pairing or "", "")
        )
        lines.append(f"rotary dims: {info.rotary_dim} of {width or info.head_dim} ({info.pairing} pairs, {pairing})")
        assert info.base is not None  # a RoPE model's config always gives one (its default when it names none)
        lines.append(f"base: {_number(info.base)}")
        lines.append(f"scaling: {_scaling(info.scaling)}")
    if info.type == "t5-buckets":
        distance = "" if info.max_distance is None else f", up to distance {info.max_distance:,}"
        lines.append(f"buckets: {info.num_buckets}{distance}")
    # original_max_position_embeddings is the context before extension, not the length trained at: Llama 3.1 was
    # trained further at its long context
    if info.max_position_embeddings is not None:
        original = info.original_max_position_embeddings
        lines.append(
            f"context: {info.max_position_embeddings:,} positions"
            + (f" (original context {original:,}, before extension)" if original is not None else "")
        )
    elif info.original_max_position_embeddings is not None:
        lines.append(f"context: original {info.original_max_position_embeddings:,} positions (before extension)")
    lines += _factor_lines(info)
    lines += _layer_lines(info)
    if info.inv_freq is not None and len(info.inv_freq):
        fastest, slowest = float(max(info.inv_freq)), float(min(info.inv_freq))
        lines.append(
            f"wavelengths: fastest {_wavelength(fastest)}, slowest {_wavelength(slowest)} "
            f"({len(info.inv_freq)} frequencies)"
        )
    if info.tables:
        lines.append("tables:")
        for t in info.tables:
            offset = f", position 0 at row {t.offset_rows}" if t.offset_rows else ""
            lines.append(f"  {t.name}: {' x '.join(map(str, t.shape))} {t.dtype}{offset} ({t.file.name})")
    else:
        lines.append("tables: none")
    if info.not_opened:
        lines.append(f"not opened (pickles): {', '.join(info.not_opened)}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = parser()
    args = p.parse_args(argv)
    if not args.path.strip():
        p.error("PATH is empty")
    from ..model_files.inspection import as_json, inspect_model
    from ..model_files.reading import ModelFileError

    try:
        info = inspect_model(args.path)
    except ModelFileError as exc:
        message = str(exc).replace("\r", " ").replace("\n", " ")  # one line, whatever the file's name holds
        print(f"posenc-gui inspect: {message}", file=sys.stderr)
        return 1
    print(json.dumps(as_json(info), allow_nan=False) if args.json else summary(info))
    return 0
