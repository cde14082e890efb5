"""Token embedding + PE: each word's vector, the PE row of its position and their sum, aligned; or what
concatenation would do instead (twice the width, and the position kept apart from the meaning)."""

from __future__ import annotations

from typing import Any, cast

import numpy as np

from ..core import Params
from ..core.sinusoidal import sinusoidal
from ..core.tokens import token_embeddings, tokenize
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, real_option, text_option
from .kit.paper import PaperLayout

COMBINES = ("add", "concatenate")


@record
class EmbeddingOptions(Options):
    sentence: str = text_option(
        "나는 사과를 먹었다",
        label="Sentence:",
        tip=(  # the lesson's example
            "A sentence in any language; words are separated by spaces (at most 32). Each word always gets the "
            "same embedding."
        ),
    )
    scale: float = real_option(
        1.0,
        0.01,
        100.0,
        decimals=4,
        step=0.1,
        label="Scale:",
        tip=(
            "Embedding values are uniform in [−scale, scale] (their standard deviation is scale/√3); PE values lie "
            "in [−1, 1]. A large scale drowns the position, a tiny one the meaning. Presets: ±1, PE's own range; "
            "0.0346, a standard deviation of 0.02, as BERT and GPT-2 initialise their embeddings."
        ),
    )
    multiply: str = choice_option(
        "none",
        (("none", "× 1"), ("sqrt_d", "× √d_model")),
        label="Mul&tiply:",
        tip=(
            "The original Transformer multiplies the embedding by √d_model before it adds PE (Vaswani et al. 2017, "
            "section 3.4): the embedding then outweighs the position more."
        ),
    )
    combine: str = choice_option(
        "add",
        (("add", "add (d values)"), ("concatenate", "concatenate (2d values)")),
        label="Combine:",
        tip=(
            "Add PE to the embedding (what Transformers do), or concatenate the two: the width doubles and position "
            "stays apart from meaning."
        ),
    )

    def validate(self) -> None:
        tokenize(self.sentence)


@record(eq=False)
class EmbeddingResult(Result):
    tokens: tuple[str, ...]
    embeddings: np.ndarray  # (n, d)
    pe: np.ndarray  # (n, d) PE(0 .. n-1)
    combined: np.ndarray  # (n, d) the sum, or (n, 2d) [embedding | PE]
    combine: str
    norms: dict[str, np.ndarray]  # "embedding", "pe", "combined" -> (n,) Euclidean norms per word

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n, d = self.embeddings.shape
        names = (
            ["position"]
            + [f"embedding_{k}" for k in range(d)]
            + [f"pe_{k}" for k in range(d)]
            + [f"{'sum' if self.combine == 'add' else 'concat'}_{k}" for k in range(self.combined.shape[1])]
        )
        return names, np.column_stack([np.arange(n), self.embeddings, self.pe, self.combined])

    def arrays(self) -> Arrays:
        """`combined` (position x dim): what the model gets, the sum (or the concatenation, 2d wide); the
        embeddings and PE rows it is made of, each row's norms and the words."""
        return grid(
            "combined",
            self.combined,
            ("position", "dim"),
            embeddings=self.embeddings,
            pe=self.pe,
            words=np.array(self.tokens, dtype=str),  # (the cast: extras, which mypy would fit to coordinates)
            **cast("dict[str, Any]", {f"norm_{name}": norm for name, norm in self.norms.items()}),
        )


def factor(options: EmbeddingOptions, d_model: int) -> float:
    """What the embedding is multiplied by before PE is added."""
    return float(np.sqrt(d_model)) if options.multiply == "sqrt_d" else 1.0


def compute(params: Params, options: EmbeddingOptions) -> EmbeddingResult:
    tokens = tokenize(options.sentence)
    e = token_embeddings(tokens, params.d_model, options.scale) * factor(options, params.d_model)
    pe = sinusoidal(len(tokens), params.d_model, params.base, params.layout, dtype=np.float64)
    combined = e + pe if options.combine == "add" else np.concatenate([e, pe], axis=1)
    norms = {name: np.linalg.norm(a, axis=1) for name, a in (("embedding", e), ("pe", pe), ("combined", combined))}
    return EmbeddingResult(tokens, e, pe, combined, options.combine, norms)


SPEC = ViewSpec(
    id="embedding",
    paper=PaperLayout(("embedding", "pe", "input"), shown=("embedding", "pe", "input")),
    chapter="why-position",
    title="Embedding + PE",
    description="Token embeddings, the PE rows of their positions and their sum, aligned with the norm of "
    "each; or concatenation instead, which doubles the width.",
    area="bottom",
    reads=("d_model", "base", "layout"),
    compute=compute,
    options=EmbeddingOptions,
)
