"""Why position is needed: a toy self-attention head without a causal mask sees a sentence and its reordering
as the same bag of words (the outputs are the same rows in another order) until PE is added to the
embeddings; with a causal mask the outputs differ even without PE."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.tokens import token_embeddings, tokenize
from ..core.toy_attention import Attention, check_permutation, compare_orders, head_width
from ..core.validation import number_list
from ..records import record
from .kit.arrays import Arrays, curves
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, text_option
from .kit.paper import PaperLayout

# The lesson's example and its English twin (the View's examples menu offers both).
EXAMPLES = (
    ("고양이가 쥐를 쫓았다", (1, 0, 2)),  # "쥐를 고양이가 쫓았다"
    ("the cat chased the mouse", (3, 4, 2, 0, 1)),
)  # "the mouse chased the cat"


def default_order(n: int) -> tuple[int, ...]:
    """The first two words swapped (the lesson's first reordering); one word stays as it is."""
    return (1, 0, *range(2, n)) if n > 1 else (0,)


@record
class OrderOptions(Options):
    sentence: str = text_option(
        EXAMPLES[0][0],
        label="Sentence:",
        tip=(
            "A sentence in any language; words are separated by spaces (at most 32). Enter applies it; the first two "
            "words are then swapped."
        ),
    )
    order: tuple[int, ...] = EXAMPLES[0][1]  # reordered word j is word order[j] of the sentence; () = first two swapped
    mask: str = choice_option(
        "none",
        (("none", "none (an encoder)"), ("causal", "causal (a decoder)")),
        label="Mas&k:",
        tip=(
            "A causal mask lets each word attend only to itself and the words before it, as in a decoder: "
            "then the outputs depend on the order even without PE."
        ),
    )

    def validate(self) -> None:
        tokens = tokenize(self.sentence)
        order = number_list("order", self.order)
        object.__setattr__(self, "order", check_permutation(order, len(tokens)) if order else ())

    @property
    def tokens(self) -> tuple[str, ...]:
        return tokenize(self.sentence)

    @property
    def permutation(self) -> tuple[int, ...]:
        return self.order or default_order(len(self.tokens))


@record(eq=False)
class OrderResult(Result):
    tokens_a: tuple[str, ...]  # the sentence's words
    tokens_b: tuple[str, ...]  # the reordering
    order: tuple[int, ...]  # tokens_b[j] == tokens_a[order[j]]
    plain_a: Attention  # without PE
    plain_b: Attention
    pe_a: Attention  # with PE(0 .. n-1) added to the embeddings
    pe_b: Attention
    diff_plain: np.ndarray  # per word of b: largest |out_b[j] - out_a[order[j]]|
    diff_pe: np.ndarray
    scale: float  # the outputs' largest magnitude, to read the differences against
    d_head: int

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n = len(self.order)
        return (
            ["reordered_index", "original_index", "largest_difference_without_pe", "largest_difference_with_pe"],
            np.column_stack([np.arange(n), self.order, self.diff_plain, self.diff_pe]).astype(np.float64),
        )

    def arrays(self) -> Arrays:
        return curves(
            *self.data_table(),
            words=np.array(self.tokens_a, dtype=str),
            reordered_words=np.array(self.tokens_b, dtype=str),
        )


def compute(params: Params, options: OrderOptions) -> OrderResult:
    tokens = options.tokens
    order = options.permutation
    e = token_embeddings(tokens, params.d_model)
    c = compare_orders(e, order, params.base, params.layout, causal=options.mask == "causal")
    scale = float(max(np.abs(c.plain_a.output).max(), np.abs(c.pe_a.output).max()))
    return OrderResult(
        tokens,
        tuple(tokens[i] for i in order),
        order,
        c.plain_a,
        c.plain_b,
        c.pe_a,
        c.pe_b,
        c.row_differences(False),
        c.row_differences(True),
        scale,
        head_width(params.d_model),
    )


SPEC = ViewSpec(
    id="order",
    paper=PaperLayout(
        ("difference", "sentence", "reordered", "sentence-pe", "reordered-pe"),
        shown=("difference", "sentence", "reordered", "sentence-pe", "reordered-pe"),
        columns=2,
    ),
    chapter="why-position",
    title="Word order",
    description="A toy self-attention head on a sentence and on its words reordered: without position "
    "information and without a causal mask the outputs are the same rows in another order; with PE "
    "added, or a causal mask, they differ.",
    area="bottom",
    reads=("d_model", "base", "layout"),
    compute=compute,
    options=OrderOptions,
)
