"""Relative positions in buckets: Shaw et al.'s clipped index, T5's bucket and DeBERTa's log bucket against the
relative position j - i (key minus query), and the chosen scheme's bucket of every query-key pair. Distances
within the exact range keep a bucket each; farther ones share logarithmically wider buckets, and past the
largest distance all share the last: the table of biases stays small however long the sequence."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.relative import deberta_bucket, shaw_index, t5_bucket
from ..model_files.presets import presets
from ..records import record
from .kit.arrays import Arrays, curves
from .kit.base import MarkAxis, Options, Result, ViewSpec
from .kit.fields import choice_option, whole_option

SCHEMES = (("t5", "T5 bucket"), ("shaw", "Shaw et al. clipped index"), ("deberta", "DeBERTa log bucket"))
SPAN = 1024  # the relative positions of the curves and of the data export: -SPAN .. SPAN
MAX_MATRIX = 512  # query and key positions of the matrix (the first max_len, at most this many)


CUSTOM = "custom"
# the T5 bucket presets (T5-small's encoder: resources/models/presets.json, its sources in SOURCES.md), by id
PRESETS = {p.id: p for p in presets() if p.type == "t5-buckets"}


@record
class RelativeBucketsOptions(Options):
    t5_model: str = choice_option(
        CUSTOM,
        ((CUSTOM, "custom"), *tuple((p.id, p.name) for p in PRESETS.values())),
        label="T5 &model:",
        tip=("A model's T5 buckets (num_buckets, max_distance, direction), or custom: the T5 boxes"),
    )
    scheme: str = choice_option(
        "t5",
        SCHEMES,
        label="Matri&x of:",
        tip=(
            "The scheme whose bucket of every query-key pair the matrix shows, and whose exact and logarithmic "
            "ranges are marked on the curves"
        ),
    )
    t5_buckets: int = whole_option(
        32,
        4,
        1024,
        step=2,
        label="T5 buc&kets:",
        tip=(
            "T5's num_buckets (32 in T5 and Flan-T5): half for each direction when bidirectional; of a "
            "direction's buckets, the first half hold distances exactly"
        ),
    )
    t5_max_distance: int = whole_option(
        128,
        2,
        100_000,
        label="T5 max dis&tance:",
        tip=(
            "T5's max_distance (128): the logarithmic buckets reach it; every farther distance shares the last bucket"
        ),
    )
    t5_direction: str = choice_option(
        "bidirectional",
        (("bidirectional", "bidirectional (encoder)"), ("causal", "causal (decoder)")),
        label="T5 &direction:",
        tip=(
            "An encoder tells keys before and after the query apart (half the "
            "buckets each); a decoder sees only keys before it, j ≤ i, and "
            "puts every later key in bucket 0"
        ),
    )
    shaw_k: int = whole_option(
        16,
        1,
        1024,
        label="Sha&w k:",
        tip=(
            "Shaw et al.'s clipping distance k: 2k + 1 learned vectors, one per j − i in −k .. k; farther pairs "
            "share the end ones"
        ),
    )
    deberta_buckets: int = whole_option(
        256,
        2,
        4096,
        step=2,
        label="DeBERTa b&uckets:",
        tip=("DeBERTa-v2/v3's position_buckets (256): |j − i| up to half of it keeps its own bucket"),
    )
    deberta_max_position: int = whole_option(
        512,
        3,
        100_000,
        label="DeBERTa max &position:",
        tip=(
            "DeBERTa's max_position (512, max_relative_positions): the logarithmic buckets reach the last one at "
            "a distance of max_position − 1"
        ),
    )

    def t5(self) -> RelativeBucketsOptions:
        """These options with the chosen T5 model's buckets in the T5 fields (the same options when custom)."""
        if self.t5_model == CUSTOM:
            return self
        p = PRESETS[self.t5_model]
        return replace(
            self,
            t5_buckets=cast(int, p.num_buckets),
            t5_max_distance=cast(int, p.max_distance),
            t5_direction="bidirectional" if p.bidirectional else "causal",
        )

    def validate(self) -> None:
        if self.t5_buckets % 2:
            raise ParamError("T5 halves its buckets: T5 buckets must be even, not {n}.", n=self.t5_buckets)
        per_direction = self.t5_buckets // 2 if self.t5_direction == "bidirectional" else self.t5_buckets
        if self.t5_max_distance <= per_direction // 2:
            raise ParamError(
                "T5 max distance must exceed {exact}, the distances that {n} buckets keep exact, not {value}.",
                exact=per_direction // 2,
                n=self.t5_buckets,
                value=self.t5_max_distance,
            )
        if self.deberta_buckets % 2:
            raise ParamError(
                "DeBERTa halves its buckets: DeBERTa buckets must be even, not {n}.", n=self.deberta_buckets
            )
        if self.deberta_max_position <= self.deberta_buckets // 2 + 1:
            raise ParamError(
                "DeBERTa max position must exceed {low} (half of its buckets, plus 1), not {value}.",
                low=self.deberta_buckets // 2 + 1,
                value=self.deberta_max_position,
            )


def buckets(scheme: str, relative_position: np.ndarray, options: RelativeBucketsOptions) -> np.ndarray:
    """The bucket (or Shaw's row) of the query-key pair at each relative position j - i under `scheme`."""
    if scheme == "t5":
        return t5_bucket(
            relative_position, options.t5_direction == "bidirectional", options.t5_buckets, options.t5_max_distance
        )
    if scheme == "shaw":
        return shaw_index(relative_position, options.shaw_k)
    # DeBERTa's code takes query minus key (build_relative_position): the pair at j - i gets the bucket of i - j;
    # its attention then clamps the index to its 2 x position_buckets table (disentangled_att_bias)
    span = options.deberta_buckets
    bucket = deberta_bucket(-np.asarray(relative_position), span, options.deberta_max_position)
    return np.clip(bucket, -span, span - 1)


def last_bucket_start(scheme: str, options: RelativeBucketsOptions) -> int:
    """The least distance d from which every key d or more positions before its query (j − i ≤ −d, the side
    every direction has) shares the scheme's last bucket, found from the bucket function itself: T5's
    logarithmic buckets fill up before max_distance (at 91 for 32 bidirectional buckets and 128, at 113
    causal), DeBERTa's before max_position (506 for 256 and 512)."""
    reach = max(options.t5_max_distance, options.deberta_max_position, options.shaw_k) + 2
    distances = np.arange(reach + 1, dtype=np.int64)
    bucket = np.asarray(buckets(scheme, -distances, options))
    before_last = np.flatnonzero(bucket != bucket[-1])
    return int(before_last[-1]) + 1 if before_last.size else 0


def exact_range(scheme: str, options: RelativeBucketsOptions) -> tuple[int, int]:
    """(the distances below which every distance has a bucket of its own, the distance from which all share
    the last bucket)."""
    if scheme == "t5":
        per_direction = options.t5_buckets // 2 if options.t5_direction == "bidirectional" else options.t5_buckets
        exact = per_direction // 2
    elif scheme == "shaw":
        exact = options.shaw_k + 1
    else:
        exact = options.deberta_buckets // 2 + 1
    return exact, last_bucket_start(scheme, options)


@record(eq=False)
class RelativeBucketsResult(Result):
    relative_position: np.ndarray  # -SPAN .. SPAN, key minus query
    shaw: np.ndarray
    t5: np.ndarray
    deberta: np.ndarray
    scheme: str
    matrix: np.ndarray  # (n, n): the bucket of query i, key j (rows i, columns j)
    exact: int  # |j - i| below it: a bucket each
    far: int  # |j - i| from it on: the last bucket
    count: int  # buckets (rows) the scheme has
    settings: RelativeBucketsOptions | None = None  # the options drawn: a chosen T5 model's buckets in the T5 fields

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return (
            ["relative_position", "shaw", "t5", "deberta"],
            np.column_stack([self.relative_position, self.shaw, self.t5, self.deberta]),
        )

    def arrays(self) -> Arrays:
        """The buckets against j - i (the CSV), and the chosen scheme's bucket of every pair (query x key)."""
        return curves(*self.data_table(), matrix=self.matrix, scheme=self.scheme)


def compute(params: Params, options: RelativeBucketsOptions) -> RelativeBucketsResult:
    options = options.t5()
    rp = np.arange(-SPAN, SPAN + 1, dtype=np.int64)
    curves = {name: buckets(name, rp, options) for name, _ in SCHEMES}
    n = min(params.max_len, MAX_MATRIX)
    positions = np.arange(n, dtype=np.int64)
    matrix = buckets(options.scheme, np.subtract.outer(positions, positions).T, options)  # [i, j]: j - i
    exact, far = exact_range(options.scheme, options)
    count = {"t5": options.t5_buckets, "shaw": 2 * options.shaw_k + 1, "deberta": 2 * options.deberta_buckets}
    shaw, t5, deberta = (curves[k].astype(np.float64) for k in ("shaw", "t5", "deberta"))
    return RelativeBucketsResult(
        rp.astype(np.float64),
        shaw,
        t5,
        deberta,
        options.scheme,
        matrix.astype(np.float32),
        exact,
        far,
        count[options.scheme],
        options,
    )


SPEC = ViewSpec(
    id="relative-buckets",
    chapter="relative",
    title="Relative buckets",
    description="Shaw et al.'s clipped index, T5's bucket and DeBERTa's log bucket against the relative "
    "position j − i, and the chosen scheme's bucket of every query-key pair.",
    area="top",
    reads=("max_len",),
    compute=compute,
    options=RelativeBucketsOptions,
    marks={"distance": MarkAxis("x")},  # on the buckets' plot: a relative position j − i
)
