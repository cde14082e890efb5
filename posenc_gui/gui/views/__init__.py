"""The Qt views, one module per spec in posenc_gui.specs. The View menu, the default layout, the
self-test and the tests iterate over view_classes(), in the specs' order.

Adding a view: see posenc_gui/specs/ADDING_A_VIEW.md.
"""
from __future__ import annotations

from ...specs import VIEW_IDS
from . import (
    binary,
    embedding,
    extrapolation,
    formula,
    heatmap,
    learned,
    naive,
    order,
    phase,
    rope_decay,
    rope_rotation,
    rope_scores,
    shift,
    similarity,
    spectrum,
    vectors,
    waves,
)
from .base import View, ViewContext

# Imported explicitly (not discovered) so a frozen bundle sees every module.
VIEW_CLASSES: dict[str, type[View]] = {cls.spec.id: cls for cls in (heatmap.HeatmapView, waves.WavesView,
                                                                     phase.PhaseView,
                                                                     similarity.SimilarityView,
                                                                     vectors.VectorsView,
                                                                     shift.ShiftView,
                                                                     spectrum.SpectrumView,
                                                                     formula.FormulaView,
                                                                     extrapolation.ExtrapolationView,
                                                                     order.OrderView,
                                                                     naive.NaiveView,
                                                                     binary.BinaryView,
                                                                     embedding.EmbeddingView,
                                                                     learned.LearnedView,
                                                                     rope_rotation.RopeRotationView,
                                                                     rope_scores.RopeScoresView,
                                                                     rope_decay.RopeDecayView)}


def view_classes() -> list[type[View]]:
    """Every view class, in the order of the specs registry."""
    return [VIEW_CLASSES[vid] for vid in VIEW_IDS]


__all__ = ["VIEW_CLASSES", "View", "ViewContext", "view_classes"]
