"""Qt-free view specs: the registry every part of the app iterates over (View menu, default layout,
self-test, benchmark, export, tests). Never imports Qt (a test enforces it).

Adding a view: see ADDING_A_VIEW.md in this folder.
"""

from __future__ import annotations

from . import (
    alibi,
    attention_temperature,
    bias_by_distance,
    binary,
    cope,
    embedding,
    extrapolation,
    fire,
    formula,
    heatmap,
    learned,
    live_attention,
    live_bag,
    live_change,
    live_rope_pairs,
    model_compare,
    model_layers,
    mrope,
    naive,
    nope,
    order,
    packing,
    phase,
    relative_buckets,
    rope_context,
    rope_decay,
    rope_frequencies,
    rope_invariance,
    rope_precision,
    rope_rotation,
    rope_scores,
    shift,
    similarity,
    sinks,
    spectrum,
    transformer_xl,
    vectors,
    vision_rope,
    vision_sincos,
    waves,
    xpos,
)
from .kit.animation import OWNER as ANIMATION
from .kit.animation import AnimationOptions
from .kit.base import AREAS, NoOptions, Options, Result, ViewSpec
from .kit.chapters import ALL_VIEWS, CHAPTER_IDS, CHAPTERS, Chapter
from .kit.live_model import OWNER as LIVE
from .kit.live_model import LiveOptions
from .kit.long_context import OWNER as LONG_CONTEXT
from .kit.long_context import LongContextOptions

# In menu and default-layout order. Imported explicitly (not discovered) so a frozen bundle sees them all.
SPECS: dict[str, ViewSpec] = {
    m.SPEC.id: m.SPEC
    for m in (
        heatmap,
        waves,
        phase,
        similarity,
        vectors,
        shift,
        spectrum,
        formula,
        extrapolation,
        order,
        naive,
        binary,
        embedding,
        learned,
        rope_rotation,
        rope_scores,
        rope_decay,
        bias_by_distance,
        alibi,
        relative_buckets,
        xpos,
        transformer_xl,
        nope,
        fire,
        cope,
        rope_frequencies,
        rope_context,
        attention_temperature,
        rope_precision,
        packing,
        rope_invariance,
        model_layers,
        model_compare,
        sinks,
        vision_sincos,
        vision_rope,
        mrope,
        live_attention,
        live_change,
        live_bag,
        live_rope_pairs,
    )
}
VIEW_IDS = tuple(SPECS)


def _selections() -> dict[str, tuple[str, tuple[str, ...]]]:
    found: dict[str, tuple[str, tuple[str, ...]]] = {}
    for vid, spec in SPECS.items():
        for name, fields in spec.shares.items():
            if name in found:
                raise ValueError(f"views {found[name][0]!r} and {vid!r} both share {name!r}")
            found[name] = (vid, (fields,) if isinstance(fields, str) else tuple(fields))
    return found


# What one view picks for others: selection name -> (the view whose options hold it, its fields)
SELECTIONS = _selections()


def chapter_views(chapter_id: str) -> tuple[str, ...]:
    """The views of a chapter, in the registry's order (every view for ALL_VIEWS)."""
    return tuple(vid for vid, spec in SPECS.items() if chapter_id in (ALL_VIEWS, spec.chapter))


# Owners of options that are not a view: settings several views (or the window) share.
SHARED_OWNERS: dict[str, type[Options]] = {
    ANIMATION: AnimationOptions,
    LONG_CONTEXT: LongContextOptions,
    LIVE: LiveOptions,
}


def option_classes() -> dict[str, type[Options]]:
    """Every owner of options the store keeps: each view id, the animation and the Long context setting."""
    return {**{vid: spec.options for vid, spec in SPECS.items()}, **SHARED_OWNERS}


def default_options() -> dict[str, Options]:
    return {owner: cls() for owner, cls in option_classes().items()}


__all__ = [
    "ALL_VIEWS",
    "ANIMATION",
    "AREAS",
    "CHAPTERS",
    "CHAPTER_IDS",
    "LIVE",
    "LONG_CONTEXT",
    "SELECTIONS",
    "SHARED_OWNERS",
    "SPECS",
    "VIEW_IDS",
    "AnimationOptions",
    "Chapter",
    "LiveOptions",
    "NoOptions",
    "Options",
    "Result",
    "ViewSpec",
    "chapter_views",
    "default_options",
    "option_classes",
]
