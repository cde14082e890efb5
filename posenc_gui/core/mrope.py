"""Qwen-VL's multimodal RoPE (M-RoPE): each token's temporal, height and width position ids, and which of the
three each frequency follows.

mrope_position_ids follows ``get_rope_index`` of transformers' models/qwen2_vl, qwen2_5_vl and qwen3_vl (read at
the releases named in README, without the regressions it lists):

- a text token takes t = h = w = the next position: one more than the largest id so far (0 first);
- an image or a video of grid (t, h, w) (the processor's ``image_grid_thw`` / ``video_grid_thw``: the encoder's
  patches before the merge) becomes t x (h/m) x (w/m) tokens (m = spatial_merge_size), frame by frame, row-major;
  token (i, r, c) takes (s + T_i, s + r, s + c) with s the next position;
- qwen2-vl: T_i = i; qwen2.5-vl: T_i = int(i * second_per_grid_t * tokens_per_second) for a video (truncated after
  the multiplication; second_per_grid_t 1.0 unless given), 0 for an image; qwen3-vl: each video frame is its own
  block of t = 1 (so T_i = 0);
- rope_delta = (largest id + 1) - number of tokens (what later generated tokens add to their position).

The vision start and end tokens are text tokens: the caller counts them in the text segments around a picture.
Qwen3-VL's processor writes a video as "<t1> <vision_start> <frame 1> <vision_end> <t2> <vision_start> <frame 2>
<vision_end> ...", each <t> a timestamp text such as "<1.5 seconds>" (processing_qwen3_vl.py): so a qwen3-vl video
becomes `timestamp_tokens` text tokens, frame 1, then for each later frame a vision end, `timestamp_tokens` text
tokens and a vision start before it; the first vision start and the last vision end stay the caller's, in the text
around the video as for any picture (text tokens only count: where among them the first timestamp sits changes no
id).

mrope_axes gives, for each of the head_dim/2 frequencies, the axis whose id it turns with: Qwen2/2.5-VL's chunked
``mrope_section`` [s_t, s_h, s_w] (``apply_multimodal_rotary_pos_emb``: the first s_t frequencies follow t, the
next s_h h, the last s_w w) or Qwen3-VL's interleaved layout (``apply_interleaved_mrope``: frequency 3j + 1
follows h for j < s_h, 3j + 2 follows w for j < s_w, the rest t).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from .errors import ParamError
from .validation import choice, real, whole

MROPE_MODELS = ("qwen2-vl", "qwen2.5-vl", "qwen3-vl")
# mrope_section of the released configs (Qwen2-VL and Qwen2.5-VL: [16, 24, 24], head_dim 128;
# Qwen3-VL: [24, 20, 20], interleaved, the default of Qwen3VLTextRotaryEmbedding)
MROPE_SECTIONS = {"qwen2-vl": (16, 24, 24), "qwen2.5-vl": (16, 24, 24), "qwen3-vl": (24, 20, 20)}
MROPE_INTERLEAVED = {"qwen2-vl": False, "qwen2.5-vl": False, "qwen3-vl": True}
MAX_MROPE_TOKENS = 200_000
# "<1.5 seconds>" in Qwen's tokenizer, which splits digits one by one: <, 1, ., 5, " seconds", > (one more a digit
# from 10 s on)
TIMESTAMP_TOKENS = 6
MAX_TIMESTAMP_TOKENS = 64
TEXT, IMAGE, VIDEO = 0, 1, 2
SEGMENT_KINDS = ("text", "image", "video")


def check_segments(segments: Any) -> list[tuple[Any, ...]]:
    """A list of ("text", n), ("image", t, h, w) and ("video", t, h, w[, second_per_grid_t]) tuples."""
    if isinstance(segments, (str, bytes)) or not isinstance(segments, Sequence) or not segments:
        raise ParamError(
            "{name} must be a non-empty list of segments such as ('text', 3) or ('image', 1, 4, 4).", name="segments"
        )
    out: list[tuple[Any, ...]] = []
    for k, seg in enumerate(segments):
        where = f"segments[{k}]"
        if isinstance(seg, (str, bytes)) or not isinstance(seg, Sequence) or not seg:
            raise ParamError(
                "{name} must be a tuple such as ('text', 3), not {value}.", name=where, value=repr(seg)[:40]
            )
        kind = choice(f"{where}[0]", seg[0], SEGMENT_KINDS)
        sizes = {"text": (2,), "image": (4,), "video": (4, 5)}[kind]
        if len(seg) not in sizes:
            raise ParamError(
                "{name} ({kind}) must have {sizes} entries, not {n}.",
                name=where,
                kind=kind,
                sizes=" or ".join(map(str, sizes)),
                n=len(seg),
            )
        if kind == "text":
            out.append(("text", whole(f"{where} length", seg[1], 1, MAX_MROPE_TOKENS)))
            continue
        t = whole(f"{where} t", seg[1], 1, 10_000)
        h = whole(f"{where} h", seg[2], 1, 10_000)
        w = whole(f"{where} w", seg[3], 1, 10_000)
        seconds = real(f"{where} second_per_grid_t", seg[4], 0.0, 1e6) if len(seg) == 5 else None
        out.append((kind, t, h, w, seconds))
    return out


def _temporal(model: str, kind: str, t: int, seconds: float | None, tokens_per_second: float) -> np.ndarray:
    i = np.arange(t)
    if model == "qwen2.5-vl":
        if kind == "image":
            return np.zeros(t, dtype=np.int64)
        step = 1.0 if seconds is None else seconds
        return np.trunc(i * step * tokens_per_second).astype(np.int64)
    return i.astype(np.int64)


def mrope_position_ids(
    segments: Any,
    model: str = "qwen2-vl",
    spatial_merge_size: int = 2,
    tokens_per_second: float = 2,
    timestamp_tokens: int = TIMESTAMP_TOKENS,
) -> tuple[np.ndarray, int]:
    """(ids, rope_delta): ids is (3, N) int64, the temporal, height and width position ids of the N tokens the
    segments make, as get_rope_index computes them for ``model`` (one of MROPE_MODELS); rope_delta is
    max(ids) + 1 - N. ``timestamp_tokens``: the text tokens of each frame's timestamp in a qwen3-vl video (the
    other models have none). See the module's docstring for the rules and mrope_token_kinds for each token's
    kind."""
    ids, _ = _build(segments, model, spatial_merge_size, tokens_per_second, timestamp_tokens)
    delta = int(ids.max()) + 1 - ids.shape[1]
    return ids, delta


def mrope_token_kinds(
    segments: Any, model: str = "qwen2-vl", spatial_merge_size: int = 2, timestamp_tokens: int = TIMESTAMP_TOKENS
) -> np.ndarray:
    """(N,) int: the kind of each token mrope_position_ids numbers: 0 text (a qwen3-vl video's timestamps and the
    vision end and start tokens between its frames too), 1 image, 2 video."""
    return _build(segments, model, spatial_merge_size, 2, timestamp_tokens)[1]


def _text(start: int, n: int) -> np.ndarray:
    return np.broadcast_to(start + np.arange(n, dtype=np.int64), (3, n))


def _build(
    segments: Any, model: str, spatial_merge_size: Any, tokens_per_second: Any, timestamp_tokens: Any
) -> tuple[np.ndarray, np.ndarray]:
    model = choice("model", model, MROPE_MODELS)
    m = whole("spatial_merge_size", spatial_merge_size, 1, 16)
    tps = real("tokens_per_second", tokens_per_second, 0.0, 1e6)
    stamp = whole("timestamp_tokens", timestamp_tokens, 0, MAX_TIMESTAMP_TOKENS)
    segs = check_segments(segments)
    total = 0
    for k, seg in enumerate(segs):
        if seg[0] == "text":
            total += seg[1]
            continue
        kind, t, h, w, _ = seg
        for name, n in (("h", h), ("w", w)):
            if n % m:
                raise ParamError(
                    "{name} must be a multiple of spatial_merge_size ({m}), not {value}.",
                    name=f"segments[{k}] {name}",
                    m=m,
                    value=n,
                )
        total += t * (h // m) * (w // m)
        if model == "qwen3-vl" and kind == "video":
            total += t * stamp + 2 * (t - 1)  # the timestamps, and a vision end and start between frames
    if total > MAX_MROPE_TOKENS:
        raise ParamError("The segments make {n:,} tokens; the limit is {most:,}.", n=total, most=MAX_MROPE_TOKENS)
    parts: list[np.ndarray] = []
    kinds: list[np.ndarray] = []
    start = 0
    for seg in segs:
        if seg[0] == "text":
            n = seg[1]
            parts.append(_text(start, n))
            kinds.append(np.full(n, TEXT))
        else:
            kind, t, h, w, seconds = seg
            gh, gw = h // m, w // m
            framed = model == "qwen3-vl" and kind == "video"
            blocks = [(1, None)] * t if framed else [(t, seconds)]
            for i, (bt, bs) in enumerate(blocks):
                if framed:
                    # the frame's timestamp; from frame 2 on, the previous frame's vision end and this one's start
                    n = stamp + (2 if i else 0)
                    parts.append(_text(start, n))
                    kinds.append(np.full(n, TEXT))
                    start += n
                tt = _temporal(model, kind, bt, bs, tps)
                ti = np.repeat(tt, gh * gw)
                hi = np.tile(np.repeat(np.arange(gh), gw), bt)
                wi = np.tile(np.arange(gw), bt * gh)
                block = np.stack([ti, hi, wi]).astype(np.int64) + start
                parts.append(block)
                kinds.append(np.full(block.shape[1], IMAGE if kind == "image" else VIDEO))
                start = int(block.max()) + 1
            continue
        start = int(parts[-1].max()) + 1
    return np.concatenate(parts, axis=1), np.concatenate(kinds)


def check_section(section: Any, head_dim: int) -> tuple[int, int, int]:
    """Three whole numbers >= 0 that add up to head_dim / 2."""
    if isinstance(section, (str, bytes)) or not isinstance(section, Sequence) or len(section) != 3:
        raise ParamError(
            "{name} must be three whole numbers (t, h, w), not {value}.", name="section", value=repr(section)[:40]
        )
    s = tuple(whole(f"section[{i}]", v, 0, MAX_MROPE_TOKENS) for i, v in enumerate(section))
    if sum(s) != head_dim // 2:
        raise ParamError(
            "{name} must add up to head_dim / 2 = {half}; {value} adds up to {total}.",
            name="section",
            half=head_dim // 2,
            value=list(s),
            total=sum(s),
        )
    return s[0], s[1], s[2]


def mrope_axes(head_dim: int, section: Any, interleaved: bool = False) -> np.ndarray:
    """(head_dim/2,) int: for each frequency index, the axis whose position id turns it: 0 t, 1 h, 2 w.
    Chunked (Qwen2/2.5-VL): section[0] t's, then section[1] h's, then section[2] w's. Interleaved (Qwen3-VL):
    index 3j + 1 is h for j < section[1], 3j + 2 is w for j < section[2], every other index t."""
    head_dim = whole("head_dim", head_dim, 2, 4096)
    if head_dim % 2:
        raise ParamError("{name} must be even, not {value}.", name="head_dim", value=head_dim)
    if not isinstance(interleaved, (bool, np.bool_)):
        raise ParamError("{name} must be True or False, not {value}.", name="interleaved", value=repr(interleaved))
    s = check_section(section, head_dim)
    half = head_dim // 2
    if not interleaved:
        return np.repeat(np.arange(3), s).astype(np.int64)
    axes = np.zeros(half, dtype=np.int64)
    axes[1 : 3 * s[1] : 3] = 1
    axes[2 : 3 * s[2] : 3] = 2
    if np.count_nonzero(axes == 1) != s[1] or np.count_nonzero(axes == 2) != s[2]:
        raise ParamError(
            "{name} {value} does not fit the interleaved layout of {half} frequencies (h and w take "
            "every third one from 1 and 2).",
            name="section",
            value=list(s),
            half=half,
        )
    return axes
