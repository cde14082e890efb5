"""Documents packed into one row for training: the attention of the packed row (a toy causal layer with seeded
weights), how much of a later document's attention goes to earlier documents, and how far each document's outputs
are from the same document run alone, with positions reset at each document or running on, a document mask or the
causal mask alone, under RoPE or absolute PE (core/packing.py)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.packing import MAX_DOCUMENTS, MAX_TOKENS, check_lengths, packed_attention
from ..core.validation import shown
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, text_option, whole_option
from .kit.paper import PaperLayout

D_MODEL = 64  # the toy layer's width (core/packing.py's default)


def parse_lengths(text: str) -> tuple[int, ...]:
    """ "12, 8, 10" as the documents' lengths (numbers separated by commas or spaces), checked by the core."""
    if not isinstance(text, str):
        raise ParamError("The documents must be a text of lengths such as 12, 8, 10, not {value}.", value=shown(text))
    parts = text.replace(",", " ").split()
    values = []
    for part in parts:
        try:
            values.append(int(part))
        except ValueError:
            raise ParamError(
                "{value} is not a whole number of tokens: write lengths such as 12, 8, 10.", value=shown(part)
            ) from None
    return check_lengths(values)


def _lengths(name: str, value: Any) -> str:
    parse_lengths(value)
    return str(value).strip()  # (kept as typed: a lesson or session gives back what it set)


@record
class PackingOptions(Options):
    documents: str = text_option(
        "12, 8, 10",
        convert=_lengths,
        label="&Documents:",
        tip=(
            "Each document's length in tokens, in their order along the packed row: whole numbers separated by commas "
            "or spaces (at most {documents} documents and {tokens} tokens in all)"
        ),
        tip_fields=(("documents", MAX_DOCUMENTS), ("tokens", MAX_TOKENS)),
    )
    positions: str = choice_option(
        "reset",
        (("reset", "reset at each document"), ("running", "running on")),
        label="&Positions:",
        tip=(
            "The position ids: 0, 1, 2, … again at each document's first token (as transformers' "
            "DataCollatorWithFlattening writes them), or counted on along the whole row"
        ),
    )
    mask: str = choice_option(
        "document",
        (("document", "document mask"), ("causal", "causal only")),
        label="&Mask:",
        tip=(
            "A document mask lets a token attend only to its own document's earlier tokens (block-diagonal and "
            "causal, as flash-attention's varlen kernels compute it); causal only lets it attend to every earlier "
            "token of the row"
        ),
    )
    encoding: str = choice_option(
        "rope",
        (("rope", "RoPE"), ("absolute", "absolute (sinusoidal added)")),
        label="E&ncoding:",
        tip=(
            "RoPE turns q and k by their positions; absolute PE adds the sinusoidal table to the tokens before "
            "q, k and v"
        ),
    )
    seed: int = whole_option(
        0, 0, 2**31 - 2, label="S&eed:", tip="The seed of the layer's weights and of the documents' tokens"
    )


@record(eq=False)
class PackingResult(Result):
    lengths: tuple[int, ...]
    encoding: str
    reset: bool
    mask: bool
    positions: np.ndarray  # (n,) position ids along the row
    document: np.ndarray  # (n,) each token's document (0, 1, ...)
    weights: np.ndarray  # (n, n) the packed row's attention (query x key)
    earlier: np.ndarray  # (n,) each query's share on earlier documents
    token_difference: np.ndarray  # (n,) largest |packed − alone| over each token's output
    share: np.ndarray  # (D, D) mean share of document i's queries on document j's keys
    leak_by_document: np.ndarray  # (D,)
    difference: np.ndarray  # (D,)
    leak: float
    max_diff: float

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n = self.positions.size
        return (
            ["token", "document", "position", "share_on_earlier_documents", "difference_from_alone"],
            np.column_stack([np.arange(n), self.document, self.positions, self.earlier, self.token_difference]),
        )

    def arrays(self) -> Arrays:
        """`weights` (query x key) the packed row's attention; the token-by-token and document-by-document
        numbers beside it."""
        return grid(
            "weights",
            self.weights,
            ("query", "key"),
            positions=self.positions,
            document=self.document,
            share_on_earlier_documents=self.earlier,
            difference_from_alone=self.token_difference,
            document_share=self.share,
            leak_by_document=self.leak_by_document,
            difference_by_document=self.difference,
            lengths=np.array(self.lengths),
        )


def compute(params: Params, options: PackingOptions) -> PackingResult:
    lengths = parse_lengths(options.documents)
    reset, mask = options.positions == "reset", options.mask == "document"
    p = packed_attention(lengths, reset, mask, options.encoding, D_MODEL, options.seed)
    return PackingResult(
        lengths,
        options.encoding,
        reset,
        mask,
        p.positions,
        p.document,
        p.weights,
        p.earlier,
        p.token_difference,
        p.share,
        p.leak_by_document,
        p.difference,
        p.leak,
        p.max_diff,
    )


SPEC = ViewSpec(
    id="packing",
    paper=PaperLayout(("attention", "documents"), shown=("attention", "documents")),
    chapter="long-context",
    title="Packed sequences",
    description="Documents packed into one row: the attention that leaks to earlier documents and how far each "
    "document's outputs are from the same document alone, with positions reset or not and a document "
    "mask or not, under RoPE or absolute PE.",
    area="bottom",
    reads=(),
    compute=compute,
    options=PackingOptions,
)
