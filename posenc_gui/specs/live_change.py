"""What a position experiment changes in a trained model's output: per token, the cosine between its final hidden
state as trained and under the experiment (1: unchanged); for a causal LM, the log-probability of each next token
along the sentence as trained and under each experiment (no positions, shifted by k, stretched by s, past the
trained length, and the chosen one), the curve that shows a model losing the thread; for an encoder, which predicts
no next token, each of those experiments' cosines along the sentence instead."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..records import record
from .kit.base import MODEL, NoOptions, Result, ViewSpec
from .kit.live_model import OWNER, LiveOptions, plan, read_sentence, run

if TYPE_CHECKING:
    from ..model_files.inspection import ModelInfo

# the experiments a causal LM's curves always show (the chosen one joins them)
CURVES = ("trained", "none", "shifted", "stretched", "past")


@record(eq=False)
class LiveChangeResult(Result):
    model: str
    positions: str
    causal: bool
    experiment: str
    tokens: tuple[str, ...]
    cosine: np.ndarray  # (T,) per sentence token: cos(h_trained, h_experiment)
    curves: dict[str, np.ndarray]  # experiment id -> (T,) a causal LM's log p(token t | tokens before), NaN at
    # t = 0; an encoder's cosine of each token with its output as trained
    refused: dict[str, ParamError]  # experiment id -> why the model refuses it

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n = self.cosine.size
        kind = "logprob" if self.causal else "cosine"
        names = ["token", "cosine", *(f"{kind}_{name}" for name in self.curves)]
        return names, np.column_stack([np.arange(n, dtype=np.float64), self.cosine, *self.curves.values()])


def cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    norms = np.linalg.norm(a64, axis=1) * np.linalg.norm(b64, axis=1)
    return np.asarray(np.sum(a64 * b64, axis=1) / np.maximum(norms, 1e-30))


def compute(
    params: Params, options: NoOptions, setting: LiveOptions | None = None, model: ModelInfo | None = None
) -> LiveChangeResult:
    s = setting or LiveOptions()
    sentence = read_sentence(s, model)
    m = sentence.model
    base = plan(m, sentence.ids, "trained", s)
    chosen = plan(m, sentence.ids, s.experiment, s)
    trained_run = run(m, base)
    chosen_run = run(m, chosen)
    cosine = cosines(trained_run.hidden, chosen_run.hidden[chosen.inverse])
    curves: dict[str, np.ndarray] = {}
    refused: dict[str, ParamError] = {}
    for name in dict.fromkeys((*CURVES, s.experiment)):
        if name == "trained" and not m.causal:
            continue  # (an encoder's cosine as trained is 1 everywhere)
        try:
            p = plan(m, sentence.ids, name, s)
        except ParamError as exc:
            refused[name] = exc
            continue
        r = run(m, p)
        if m.causal:
            curves[name] = np.concatenate([[np.nan], np.asarray(r.logprobs, dtype=np.float64)])
        else:
            curves[name] = cosines(trained_run.hidden, r.hidden[p.inverse])
    return LiveChangeResult(
        m.name, m.position_kind, m.causal, s.experiment, tuple(sentence.tokens), cosine, curves, refused
    )


SPEC = ViewSpec(
    id="live-change",
    chapter="live",
    title="What changed",
    description="Per token, the cosine between a trained model's final hidden states as trained and under a "
    "position experiment; for a causal LM the next-token log-probability along the sentence for each "
    "experiment.",
    area="right",
    reads=(),
    compute=compute,
    options=NoOptions,
    uses={"setting": OWNER, "model": MODEL},
)
