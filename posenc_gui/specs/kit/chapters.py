"""The chapters the window is organised by: each a topic with its views laid out for them.

A chapter is data: an id, a title, its views (the specs that name it, in the registry's order) and an
arrangement: rows of views right of the parameters (each row split across the width), and the views that
sit under the parameters; a view of the chapter that the rows do not name joins the last row. Adding a
chapter is a line here; a spec joins it by naming its id.
"""

from __future__ import annotations

from ...records import record


@record
class Chapter:
    id: str  # stable, untranslated (action objectName chapter.<id>, sessions, settings)
    title: str  # English source; shown through translate() in context "chapters"
    summary: str  # one line: what the chapter shows (the tab's tooltip)
    rows: tuple[tuple[str, ...], ...]  # ((view id, ...), ...): rows of views right of the parameters, top to bottom
    under_params: tuple[str, ...] = ()  # views stacked under the parameters (narrow ones: a formula, a spectrum)


ALL_VIEWS = "all"  # the arrangement of every view at once (the desk of earlier versions)

CHAPTERS: tuple[Chapter, ...] = (
    Chapter(
        "why-position",
        "Why position",
        "Attention alone does not see word order; naive position codes and what PE adds to embeddings",
        (("order", "naive"), ("binary", "embedding")),
    ),
    Chapter(
        "sinusoidal",
        "Sinusoidal PE",
        "The table, its waves, the rotating phase of each pair, the formula and the spectrum",
        (("heatmap", "phase"), ("waves", "spectrum")),
        under_params=("formula",),
    ),
    Chapter(
        "why-it-works",
        "Why it works",
        "Similarity by distance, the vectors, the shift as a rotation, positions past the trained length",
        (("similarity", "vectors"), ("shift", "extrapolation")),
    ),
    Chapter("learned", "Learned positions", "Position tables as trained and as initialised", (("learned",),)),
    Chapter(
        "rope",
        "RoPE",
        "Rotary position embedding: the rotation, the scores it gives, their decay",
        (("rope-rotation",), ("rope-scores", "rope-decay")),
    ),
    Chapter(
        "relative",
        "Relative biases",
        "Biases by distance instead of a position table: buckets, ALiBi, xPos, NoPE, Transformer-XL, compared; "
        "FIRE's learned function of the distance and CoPE's positions counted by gates",
        (("bias-by-distance", "alibi"), ("relative-buckets", "xpos"), ("transformer-xl", "nope"), ("fire", "cope")),
    ),
    Chapter(
        "long-context",
        "Long context",
        "RoPE scaling as models ship it: each pair's wavelength and turns under a rule, the attention factor, and "
        "RoPE's angles and scores in low precision",
        (
            ("rope-frequencies",),
            ("rope-context", "attention-temperature"),
            ("rope-precision", "rope-invariance"),
            ("packing",),
        ),
    ),
    Chapter(
        "models",
        "Models",
        "Models as they ship: every layer's positions (local and global, windows, layers without RoPE), "
        "models side by side, and attention sinks (gpt-oss's, StreamingLLM's cache)",
        (("model-layers",), ("model-compare", "sinks")),
    ),
    Chapter(
        "images",
        "Images and video",
        "Positions on a patch grid and in time: MAE's 2-D sin-cos table, vision encoders' 2-D RoPE, Qwen-VL's M-RoPE",
        (("vision-sincos", "vision-rope"), ("mrope",)),
    ),
    Chapter(
        "live",
        "Inside a real model",
        "A trained model (the shipped all-MiniLM-L6-v2, or one opened) run on your sentence with its positions "
        "removed, shuffled, shifted or stretched; and which RoPE frequencies its weights use",
        (("live-attention", "live-change"), ("live-bag", "live-rope-pairs")),
    ),
)

CHAPTER_IDS = tuple(c.id for c in CHAPTERS)


def chapter(chapter_id: str) -> Chapter:
    return next(c for c in CHAPTERS if c.id == chapter_id)


def arranged(ch: Chapter) -> tuple[str, ...]:
    """The views a chapter's arrangement places, rows first."""
    return tuple(v for row in ch.rows for v in row) + tuple(ch.under_params)
