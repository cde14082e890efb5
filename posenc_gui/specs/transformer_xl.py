"""Transformer-XL's relative attention (Dai et al. 2019, section 3.3) split into its four terms, for seeded
stand-ins of the learned weights: content-content, content-position (the query's content against the
sinusoidal encoding R of i − j), a global content bias u and a global position bias v. The global position
term depends on i − j only (constant along every diagonal); the content-position term on the query's content
and i − j; the global content term on the key alone."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.relative_attention import TRANSFORMER_XL_TERMS, transformer_xl_terms
from ..core.rope import rope_width
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import whole_option
from .kit.paper import PaperLayout

MAX_MATRIX = 64  # query and key positions (the first max_len, at most this many: four matrices and a sum)
MAX_WIDTH = 256  # the stand-ins' width: d_model's even part, at most this (three d x d matrices)


@record
class TransformerXLOptions(Options):
    seed: int = whole_option(
        0,
        0,
        2**31 - 1,
        label="S&eed:",
        tip=("The seed of the random stand-ins for the learned W_q, W_kE, W_kR, u, v and the token embeddings"),
    )


@record(eq=False)
class TransformerXLResult(Result):
    content: np.ndarray  # (n, n), rows: query i, columns: key j
    content_position: np.ndarray
    global_content: np.ndarray
    global_position: np.ndarray
    total: np.ndarray
    d: int  # the width used (d_model's even part, at most MAX_WIDTH)

    def diagonal_spread(self, name: str) -> float:
        """The largest difference along any diagonal of a term: 0 when it depends on i − j only."""
        m = getattr(self, name)
        return float(np.abs(m[1:, 1:] - m[:-1, :-1]).max()) if m.shape[0] > 1 else 0.0

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n = self.total.shape[0]
        i, j = np.divmod(np.arange(n * n), n)
        return (
            ["query", "key", *TRANSFORMER_XL_TERMS],
            np.column_stack([i, j, *(getattr(self, t).ravel() for t in TRANSFORMER_XL_TERMS)]),
        )

    def arrays(self) -> Arrays:
        """`terms` (term x query x key): the four terms stacked; each also on its own, and their sum `total`."""
        terms = {t: getattr(self, t) for t in TRANSFORMER_XL_TERMS}
        return grid(
            "terms",
            np.stack(list(terms.values())),
            ("term", "query", "key"),
            {"term": np.array(TRANSFORMER_XL_TERMS)},
            total=self.total,
            **terms,
        )


def compute(params: Params, options: TransformerXLOptions) -> TransformerXLResult:
    n = min(params.max_len, MAX_MATRIX)
    d = min(rope_width(params.d_model), MAX_WIDTH)
    terms = transformer_xl_terms(n, d, options.seed, params.base)
    return TransformerXLResult(
        terms.content, terms.content_position, terms.global_content, terms.global_position, terms.total, d
    )


SPEC = ViewSpec(
    id="transformer-xl",
    paper=PaperLayout(
        ("sum", "content", "content-position", "global-content", "global-position"),
        shown=("sum", "content", "content-position", "global-content", "global-position"),
        columns=2,
    ),
    chapter="relative",
    title="Transformer-XL terms",
    description="Transformer-XL's relative attention score split into content, content-position, global "
    "content and global position terms, and their sum.",
    area="bottom",
    reads=("max_len", "d_model", "base"),
    compute=compute,
    options=TransformerXLOptions,
)
