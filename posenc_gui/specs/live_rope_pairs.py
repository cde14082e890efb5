"""Which RoPE frequencies a trained model's weights use, from its safetensors files alone (no run): for each layer
and head, the norm of W_q's and W_k's rows of each RoPE pair (paired as the model's code pairs them), against the
pair's wavelength, with the model's context marked (Barbero et al. 2024, "Round and Round We Go! What makes Rotary
Positional Encodings useful?": Gemma puts its largest norms at high frequencies in positional heads and at the
lowest frequencies, which barely turn within the context, as semantic channels).

A model with absolute positions (all-MiniLM-L6-v2, BERT, GPT-2) has no RoPE pairs: the result says so and holds
no norms."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..records import record
from .kit.arrays import Arrays, curves, grid
from .kit.base import MODEL, NoOptions, Result, ViewSpec
from .kit.live_model import OWNER, LiveOptions, resolve_model

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo


@record(eq=False)
class LiveRopePairsResult(Result):
    model: str
    positions: str  # "absolute" or "rope"
    context: int  # the trained length (max_position_embeddings)
    layer: int
    head: int
    layers: int
    q: np.ndarray  # (layers, heads, pairs); empty for an absolute model
    k: np.ndarray  # (layers, kv_heads, pairs)
    wavelength: np.ndarray  # (pairs,)

    @property
    def kv_head(self) -> int:
        """The key head the chosen query head reads (GQA: query head h reads key head h // group)."""
        if self.k.size == 0:
            return 0
        return int(self.head // max(self.q.shape[1] // self.k.shape[1], 1))

    def data_table(self) -> tuple[list[str], np.ndarray]:
        if self.q.size == 0:  # (no layer rotates a pair: each layer's count of rotated pairs is 0)
            return ["layer", "rotated_pairs"], np.column_stack([np.arange(self.layers), np.zeros(self.layers)])
        pairs = np.arange(self.wavelength.size, dtype=np.float64)
        q, k = self.q[self.layer], self.k[self.layer]
        return (
            [
                "pair",
                "wavelength",
                *(f"q_head_{h}" for h in range(q.shape[0])),
                *(f"k_head_{h}" for h in range(k.shape[0])),
            ],
            np.column_stack([pairs, self.wavelength, q.T, k.T]),
        )

    def arrays(self) -> Arrays:
        """`q_norms` (layer x head x pair), `k_norms` (layer x kv_head x pair) and each pair's wavelength; for a
        model without RoPE its layers' count of rotated pairs (0 each)."""
        if self.q.size == 0:
            return curves(*self.data_table())
        return grid(
            "q_norms",
            self.q,
            ("layer", "head", "pair"),
            {"pair": np.arange(self.q.shape[-1])},
            k_norms=self.k,
            wavelength=self.wavelength,
        )


@functools.lru_cache(maxsize=4)
def _pair_norms(folder: str) -> dict[str, np.ndarray]:
    """A model's pair norms, read once per folder (every layer's W_q and W_k are read for them)."""
    from ..live.pair_norms import qk_pair_norms

    return dict(qk_pair_norms(folder))


def compute(
    params: Params, options: NoOptions, setting: LiveOptions | None = None, model: ModelInfo | None = None
) -> LiveRopePairsResult:
    s = setting or LiveOptions()
    m = resolve_model(s, model)
    layer = min(s.layer, m.n_layers - 1)
    head = min(s.head, m.n_heads - 1)
    if m.position_kind != "rope":
        empty = np.zeros((0, 0, 0))
        return LiveRopePairsResult(
            m.name, m.position_kind, m.max_positions, layer, head, m.n_layers, empty, empty, np.zeros(0)
        )
    norms = _pair_norms(str(m.folder))
    return LiveRopePairsResult(
        m.name,
        m.position_kind,
        m.max_positions,
        layer,
        head,
        m.n_layers,
        np.asarray(norms["q"], dtype=np.float64),
        np.asarray(norms["k"], dtype=np.float64),
        np.asarray(norms["wavelength"], dtype=np.float64),
    )


SPEC = ViewSpec(
    id="live-rope-pairs",
    chapter="live",
    title="RoPE pairs the weights use",
    description="For each layer and head of a RoPE model, the norm of W_q's and W_k's rows of each rotated pair "
    "against the pair's wavelength, read from the weights alone, with the model's context marked.",
    area="left",
    reads=(),
    compute=compute,
    options=NoOptions,
    uses={"setting": OWNER, "model": MODEL},
)
