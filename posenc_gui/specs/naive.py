"""Naive position codes and why they fail: the integer index outgrows embedding values; the normalised
index gives the same position different values in sentences of different lengths."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.naive_codes import normalised_index
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import whole_option

EMBEDDING_RANGE = (-1.0, 1.0)  # where word-embedding values usually lie
MAX_WORDS = 1000


@record
class NaiveOptions(Options):
    # the lesson's two sentence lengths
    short: int = whole_option(5, 2, MAX_WORDS, label="Sentence lengths:", tip="Words in the first sentence")
    long: int = whole_option(10, 2, MAX_WORDS, tip="Words in the second sentence")
    highlight: int = whole_option(
        1,
        0,
        MAX_WORDS - 1,
        label="Hi&ghlight position:",  # 1: the second word
        tip="The position compared in both sentences (1: the second word)",
    )

    def validate(self) -> None:
        if self.highlight >= min(self.short, self.long):
            raise ParamError(
                "position {pos} is not in both sentences: the shorter has {n} words (positions 0 .. {last}).",
                pos=self.highlight,
                n=min(self.short, self.long),
                last=min(self.short, self.long) - 1,
            )


@record(eq=False)
class NaiveResult(Result):
    length: int  # max_len: the integer index runs 0 .. length-1
    ratio: float  # the largest index over the largest embedding value
    short: np.ndarray  # pos / (short - 1)
    long: np.ndarray  # pos / (long - 1)
    highlight: int

    def data_table(self) -> tuple[list[str], np.ndarray]:
        """One row per word of each sentence: its length, the position, the integer and normalised index."""
        rows = [(v.size, p, p, v[p]) for v in (self.short, self.long) for p in range(v.size)]
        return ["words", "position", "integer_index", "normalised_index"], np.array(rows, dtype=np.float64)

    def arrays(self) -> Arrays:
        """`table` (row x column): the data table as it is (it has no index column: a row per word of each
        sentence); `short` and `long` each sentence's normalised index."""
        names, table = self.data_table()
        return grid(
            "table",
            table,
            ("row", "column"),
            {"row": None, "column": np.array(names)},
            short=self.short,
            long=self.long,
            max_len=self.length,
            ratio=self.ratio,
        )


def compute(params: Params, options: NaiveOptions) -> NaiveResult:
    length = params.max_len
    ratio = (length - 1) / EMBEDDING_RANGE[1]
    return NaiveResult(
        length, ratio, normalised_index(options.short), normalised_index(options.long), options.highlight
    )


SPEC = ViewSpec(
    id="naive",
    chapter="why-position",
    title="Naive position codes",
    description="The integer index grows far past embedding values; the normalised index pos/(n-1) gives "
    "the same position different values in sentences of different lengths.",
    area="bottom",
    reads=("max_len",),
    compute=compute,
    options=NaiveOptions,
)
