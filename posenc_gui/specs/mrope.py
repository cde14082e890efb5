"""Qwen-VL's M-RoPE: a layout of text, images and videos as the tokens the language model sees, each with its
temporal, height and width position ids and the rope_delta, for Qwen2-VL, Qwen2.5-VL or Qwen3-VL; and which
frequencies of a head turn with t, with h and with w."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.mrope import (
    MAX_TIMESTAMP_TOKENS,
    MROPE_INTERLEAVED,
    MROPE_SECTIONS,
    TIMESTAMP_TOKENS,
    mrope_axes,
    mrope_position_ids,
    mrope_token_kinds,
)
from ..core.validation import shorten
from ..records import record
from .kit.arrays import Arrays, curves
from .kit.base import MODEL, Options, Result, ViewSpec
from .kit.fields import choice_option, real_option, text_option, whole_option
from .kit.paper import PaperLayout

MAX_TOKENS = 600  # tokens a strip draws
HEAD_DIM = 128  # Qwen2-VL, Qwen2.5-VL and Qwen3-VL (7B/8B): 128 dimensions a head, 64 frequencies
MODELS = (("qwen2-vl", "Qwen2-VL"), ("qwen2.5-vl", "Qwen2.5-VL"), ("qwen3-vl", "Qwen3-VL"), ("opened", "Opened model"))
# an opened config's model_type -> whose get_rope_index and frequency layout (Qwen3-VL's text rotary embedding
# always interleaves, apply_interleaved_mrope; Qwen2-VL's and Qwen2.5-VL's split mrope_section in chunks)
OPENED_FAMILIES = {
    "qwen2_vl": "qwen2-vl",
    "qwen2_5_vl": "qwen2.5-vl",
    "qwen3_vl": "qwen3-vl",
    "qwen3_vl_text": "qwen3-vl",
    "qwen3_vl_moe": "qwen3-vl",
    "qwen3_vl_moe_text": "qwen3-vl",
}
EXAMPLE = "text 3, image 1x4x4, text 2, video 2x4x4 @1.0 s"
_ITEM = re.compile(
    r"^(text)\s+(\d+)$|^(image|video)\s+(\d+)\s*[x×]\s*(\d+)\s*[x×]\s*(\d+)"
    r"(?:\s*@\s*(\d+(?:\.\d*)?|\.\d+)\s*s?)?$",
    re.IGNORECASE,
)


def parse_layout(text: str) -> list[tuple[Any, ...]]:
    """ "text 3, image 1x4x4, video 2x4x4 @1.0 s" as segments ("text", 3), ("image", 1, 4, 4),
    ("video", 2, 4, 4, 1.0): items separated by commas or semicolons; (t, h, w) is the processor's grid of
    patches before the merge; "@ s" a video's seconds per temporal patch (second_per_grid_t)."""
    if not isinstance(text, str):
        raise ParamError("The layout must be a text such as {example}.", example=EXAMPLE)
    items = [item.strip() for item in re.split(r"[,;]", text) if item.strip()]
    if not items:
        raise ParamError("The layout is empty: write items such as {example}.", example=EXAMPLE)
    segments: list[tuple[Any, ...]] = []
    for item in items:
        match = _ITEM.match(item)
        if match is None:
            raise ParamError("Cannot read “{item}”: write text N, image TxHxW or video TxHxW @S s.", item=shorten(item))
        if match.group(1):
            segments.append(("text", int(match.group(2))))
            continue
        kind = match.group(3).lower()
        t, h, w = (int(match.group(k)) for k in (4, 5, 6))
        if match.group(7) is not None:
            if kind == "image":
                raise ParamError("An image has no seconds (“{item}”); only a video takes @S s.", item=shorten(item))
            segments.append((kind, t, h, w, float(match.group(7))))
        else:
            segments.append((kind, t, h, w))
    return segments


def _layout(name: str, value: Any) -> str:
    parse_layout(value)
    return str(value).strip()


@record
class MropeOptions(Options):
    layout: str = text_option(
        EXAMPLE,
        convert=_layout,
        label="&Layout:",
        tip=(
            "Text, images and videos in order: text N (vision start and end tokens included), image TxHxW, "
            "video TxHxW @S s (the processor's grid of patches before the 2 × 2 merge; S the seconds per temporal "
            "patch)"
        ),
    )
    model: str = choice_option(
        "qwen2-vl",
        MODELS,
        label="&Model:",
        tip=(
            "Whose get_rope_index: Qwen2.5-VL counts a video's time in seconds; Qwen3-VL gives each frame a block "
            "of its own. Opened model: a Qwen-VL config opened with File > Open model…, with its mrope_section and "
            "head width"
        ),
    )
    merge: int = whole_option(
        2,
        1,
        8,
        label="M&erge:",
        tip="spatial_merge_size: patches merged into one token along each side (2 in every Qwen-VL)",
    )
    tokens_per_second: float = real_option(
        2.0,
        0.0,
        1000.0,
        decimals=2,
        step=1.0,
        label="&Tokens per second:",
        tip="Qwen2.5-VL's tokens_per_second (2): temporal ids per second of video",
    )
    timestamp_tokens: int = whole_option(
        TIMESTAMP_TOKENS,
        0,
        MAX_TIMESTAMP_TOKENS,
        label="Time&stamp tokens:",
        tip=(
            "Qwen3-VL: the text tokens of the timestamp its processor writes before each frame of a video, "
            "“<1.5 seconds>”: 6 in Qwen's tokenizer, which splits digits one by one (<, 1, ., 5, “ seconds”, >), one "
            "more a digit from 10 s on. Between frames come the vision end and start tokens too"
        ),
    )

    def validate(self) -> None:
        segments = parse_layout(self.layout)
        # (an opened model's family is known only when it is computed: counted as Qwen3-VL, which makes the most)
        family = "qwen3-vl" if self.model == "opened" else self.model
        ids = mrope_token_kinds(segments, family, self.merge, self.timestamp_tokens)
        if ids.size > MAX_TOKENS:
            raise ParamError(
                "The layout makes {n:,} tokens; the strip draws at most {most}.", n=ids.size, most=MAX_TOKENS
            )


@record(eq=False)
class MropeResult(Result):
    ids: np.ndarray  # (3, N): t, h, w position ids
    kinds: np.ndarray  # (N,): 0 text, 1 image, 2 video
    rope_delta: int
    freq_axis: np.ndarray  # (HEAD_DIM/2,): 0 t, 1 h, 2 w for each frequency
    section: tuple[int, int, int]
    interleaved: bool
    family: str = "qwen2-vl"  # whose get_rope_index (the opened model's, when one is chosen)
    head_dim: int = HEAD_DIM
    opened: str = ""  # the opened model's name, when chosen

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n = self.kinds.size
        return ["token", "kind", "t", "h", "w"], np.column_stack([np.arange(n), self.kinds, *self.ids])

    def arrays(self) -> Arrays:
        """`curves` (token x curve: kind, t, h, w); `rope_delta`; `freq_axis` the axis of each frequency."""
        return curves(
            *self.data_table(), rope_delta=self.rope_delta, freq_axis=self.freq_axis, section=np.array(self.section)
        )


def opened_family(model: Any) -> tuple[str, tuple[int, int, int], int]:
    """(whose get_rope_index, mrope_section, head width) of an opened Qwen-VL config."""
    if model is None:
        raise ParamError("No model is open: open a Qwen-VL config with File > Open model…, or choose a model.")
    family = OPENED_FAMILIES.get(model.model_type or "")
    section = model.mrope_section
    if family is None or section is None or len(section) != 3:
        raise ParamError(
            "The opened model {name} ({kind}) has no M-RoPE of Qwen2-VL, Qwen2.5-VL or Qwen3-VL: "
            "its config gives no mrope_section of three parts.",
            name=model.name,
            kind=model.model_type or model.type,
        )
    width = model.rotary_dim or 2 * sum(section)
    return family, (int(section[0]), int(section[1]), int(section[2])), int(width)


def compute(params: Params, options: MropeOptions, model: Any = None) -> MropeResult:
    segments = parse_layout(options.layout)
    if options.model == "opened":
        family, section, width = opened_family(model)
        name = str(model.name)
    else:
        family, section, width, name = options.model, MROPE_SECTIONS[options.model], HEAD_DIM, ""
    ids, delta = mrope_position_ids(
        segments, family, options.merge, options.tokens_per_second, options.timestamp_tokens
    )
    kinds = mrope_token_kinds(segments, family, options.merge, options.timestamp_tokens)
    interleaved = MROPE_INTERLEAVED[family]
    return MropeResult(
        ids, kinds, delta, mrope_axes(width, section, interleaved), section, interleaved, family, width, name
    )


SPEC = ViewSpec(
    id="mrope",
    paper=PaperLayout(("tokens", "ids", "frequencies"), shown=("tokens", "ids", "frequencies")),
    chapter="images",
    title="M-RoPE position ids",
    description="Qwen-VL's multimodal RoPE: text, images and videos as tokens with temporal, height and width "
    "position ids and rope_delta, and which frequencies follow each.",
    area="bottom",
    reads=(),
    compute=compute,
    options=MropeOptions,
    uses={"model": MODEL},
)
