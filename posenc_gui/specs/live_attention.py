"""A trained model's attention on the sentence: one layer and head as trained and under the experiment, side by
side, and each head's mean attended distance (sum_j a_ij |i - j|, averaged over the queries i) in both runs.

A shuffled run's map is drawn in the sentence's order (its rows and columns put back), so the two maps compare
cell by cell; its distances are those of the order it was run in."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import MODEL, NoOptions, Result, ViewSpec
from .kit.live_model import OWNER, LiveOptions, keep_layers, mean_distance, plan, read_sentence, run

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo


@record(eq=False)
class LiveAttentionResult(Result):
    model: str
    family: str
    positions: str  # "absolute" or "rope"
    causal: bool
    experiment: str  # the experiment's id
    tokens: tuple[str, ...]
    unknown: int  # tokens that are the unknown token
    pieces: int  # tokens that continue a word
    order: tuple[int, ...]  # the experiment's run order (the identity unless shuffled)
    layer: int
    head: int
    layers: int
    heads: int
    trained: np.ndarray  # (T, T) the head's attention as trained
    changed: np.ndarray  # (T, T) under the experiment, in the sentence's order
    distance_trained: np.ndarray  # (heads,) the layer's heads' mean attended distance as trained
    distance_changed: np.ndarray  # (heads,) under the experiment
    distances_trained: np.ndarray  # (layers, heads) every layer's (NaN where a layer's attention was not kept)
    distances_changed: np.ndarray
    previous: np.ndarray  # (heads,) as trained: each head's mean share on the token just before (queries 1..)
    first: np.ndarray  # (heads,) as trained: each head's mean share on the first token

    def data_table(self) -> tuple[list[str], np.ndarray]:
        heads = np.arange(self.heads, dtype=np.float64)
        return (
            [
                "head",
                "mean_distance_trained",
                "mean_distance_experiment",
                "share_on_previous_trained",
                "share_on_first_trained",
            ],
            np.column_stack([heads, self.distance_trained, self.distance_changed, self.previous, self.first]),
        )

    def arrays(self) -> Arrays:
        """`attention` (run x query x key): the head as trained (run 0) and under the experiment (run 1, in the
        sentence's order); every layer's and head's mean attended distance in both runs; the tokens."""
        return grid(
            "attention",
            np.stack([self.trained, self.changed]),
            ("run", "query", "key"),
            {"run": np.array(["trained", self.experiment], dtype=str)},
            tokens=np.array(self.tokens, dtype=str),
            order=np.array(self.order, dtype=np.int64),
            mean_distance_trained=self.distances_trained,
            mean_distance_experiment=self.distances_changed,
        )


def shares(attention: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(each head's mean share on the token just before its query (queries 1 .. T-1; 0 for one token), its mean
    share on the first token) for (heads, T, T) probabilities."""
    n = attention.shape[-1]
    a = attention.astype(np.float64)
    previous = a[:, np.arange(1, n), np.arange(n - 1)].mean(axis=1) if n > 1 else np.zeros(a.shape[0])
    return np.asarray(previous), np.asarray(a[:, :, 0].mean(axis=1))


def _distances(model_layers: int, heads: int, attentions: dict[int, np.ndarray]) -> np.ndarray:
    out = np.full((model_layers, heads), np.nan)
    for layer, attention in attentions.items():
        out[layer] = mean_distance(attention)
    return out


def compute(
    params: Params, options: NoOptions, setting: LiveOptions | None = None, model: ModelInfo | None = None
) -> LiveAttentionResult:
    s = setting or LiveOptions()
    sentence = read_sentence(s, model)
    m = sentence.model
    layer = min(s.layer, m.n_layers - 1)
    head = min(s.head, m.n_heads - 1)
    keep = keep_layers(m, len(sentence.ids), layer)
    base = plan(m, sentence.ids, "trained", s)
    changed_plan = plan(m, sentence.ids, s.experiment, s)
    trained_run = run(m, base, keep)
    changed_run = run(m, changed_plan, keep)
    inverse = changed_plan.inverse
    changed = changed_run.attentions[layer][head][np.ix_(inverse, inverse)]
    distances_trained = _distances(m.n_layers, m.n_heads, {i: trained_run.attentions[i] for i in keep})
    distances_changed = _distances(m.n_layers, m.n_heads, {i: changed_run.attentions[i] for i in keep})
    previous, first = shares(trained_run.attentions[layer])
    return LiveAttentionResult(
        m.name,
        m.family,
        m.position_kind,
        m.causal,
        s.experiment,
        tuple(sentence.tokens),
        sentence.unknown,
        sentence.pieces,
        changed_plan.order,
        layer,
        head,
        m.n_layers,
        m.n_heads,
        np.asarray(trained_run.attentions[layer][head], dtype=np.float64),
        np.asarray(changed, dtype=np.float64),
        distances_trained[layer],
        distances_changed[layer],
        distances_trained,
        distances_changed,
        previous,
        first,
    )


SPEC = ViewSpec(
    id="live-attention",
    chapter="live",
    title="Attention of a trained model",
    description="A trained model's attention on your sentence, one layer and head, as trained and under a position "
    "experiment, side by side; each head's mean attended distance in both.",
    area="top",
    reads=(),
    compute=compute,
    options=NoOptions,
    uses={"setting": OWNER, "model": MODEL},
)
