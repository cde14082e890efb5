"""A layer's reach and a scaling rule in words, as the Models views print them (Layers of a model, Models
compared)."""

from __future__ import annotations

from ....specs.kit.long_context import RULE_NAMES
from ...i18n import tr


def reach_words(attention: str, window: int | None, both: bool, topk: int | None = None) -> str:
    """A layer's reach in words, translated: "full", "sliding 1,024", "chunked 8,192", "sliding ±64", "linear",
    "sparse top 2,048 keys by content"."""
    if attention == "sparse":
        return tr("sparse top {k:,} keys by content").format(k=topk) if topk else tr("sparse")
    if attention == "linear":
        return tr("linear")
    if window is None:
        return tr("full") if attention == "full" else tr("sliding") if attention == "sliding" else tr("chunked")
    if both:
        return tr("sliding ±{n:,}").format(n=window // 2)
    return {"sliding": tr("sliding {n:,}"), "chunked": tr("chunked {n:,}")}.get(attention, "{n:,}").format(n=window)


def rule_words(rule: str) -> str:
    """A scaling rule's name as the Long context chooser shows it (YaRN, Llama 3, linear (PI), ...)."""
    return tr(RULE_NAMES.get(rule, rule))
