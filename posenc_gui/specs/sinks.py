"""Attention sinks: the share of attention gpt-oss's learned sink logit takes from its keys, against how many keys
there are (a sliding window of 128 against a long context), per head; and StreamingLLM's cache, which keeps the
first tokens and a window of recent ones and numbers them by their place in the cache.

The keys' logits depend on a model's inputs; the share is computed with all of them equal to one number c
(an option): e^s / (e^s + L e^c). Without an opened model that has sinks the logits s are a typed example,
EXAMPLE_SINKS, not a model's."""

from __future__ import annotations

import functools
from typing import cast

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.sinks import sink_share, streaming_cache
from ..model_files.inspection import ModelInfo
from ..model_files.sinks import read_sinks
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import MODEL, Options, Result, ViewSpec
from .kit.fields import real_option, whole_option
from .kit.paper import PaperLayout

# Typed example sink logits, one per head (no model's): from a sink that takes little to one that takes most
EXAMPLE_SINKS = (-2.0, 0.0, 2.0, 4.0, 6.0, 8.0)
MAX_HEADS = 4096
MAX_KEYS = 1 << 30
CURVE_POINTS = 240  # key counts the curves are evaluated at, spaced evenly in log L
MAX_CACHE = 1 << 16  # start + recent: the kept tokens are drawn one by one


@record
class SinksOptions(Options):
    layer: int = whole_option(
        0,
        0,
        4095,
        label="&Layer:",
        tip="The layer of the opened model whose sinks are shown (the last one when the model has fewer)",
    )
    head: int = whole_option(
        0,
        0,
        MAX_HEADS - 1,
        label="&Head:",
        tip="The head drawn bold and named in the key (the last one when there are fewer)",
    )
    logit: float = real_option(
        0.0,
        -30.0,
        30.0,
        label="Key lo&gits c:",
        step=0.5,
        tip="The logit every key is assumed to have: a model's logits depend on its input, "
        "so the share is e^s / (e^s + L e^c)",
    )
    window: int = whole_option(
        128, 1, MAX_KEYS, label="&Window:", unit=" keys", tip="The keys a sliding-window layer sees (gpt-oss: 128)"
    )
    context: int = whole_option(
        131072,
        1,
        MAX_KEYS,
        label="&Context:",
        unit=" keys",
        tip="The keys a full layer sees at a long context (gpt-oss: 131,072)",
    )
    start: int = whole_option(
        4,
        0,
        MAX_CACHE,
        label="&Start:",
        unit=" tokens",
        tip="StreamingLLM: the first tokens the cache always keeps (start_size, 4 by default)",
    )
    recent: int = whole_option(
        512,
        0,
        MAX_CACHE,
        label="&Recent:",
        unit=" tokens",
        tip="StreamingLLM: the most recent tokens the cache keeps (recent_size, 512 by default)",
    )
    stream: int = whole_option(
        2048, 0, 1 << 30, label="Stream &T:", unit=" tokens", tip="StreamingLLM: the tokens seen so far (0 .. T - 1)"
    )

    def validate(self) -> None:
        if self.start + self.recent > MAX_CACHE:
            raise ParamError(
                "start + recent must be at most {most}, not {n}.", most=MAX_CACHE, n=self.start + self.recent
            )


@record(eq=False)
class SinksResult(Result):
    source: str  # the opened model's name, or "" for the typed example
    layer: int  # the layer shown (0 for the example)
    layers: int  # the model's layers with sinks (1 for the example)
    head: int  # the head drawn bold
    sinks: np.ndarray  # (heads,) the layer's sink logits
    keys: np.ndarray  # (points,) key counts L the curves are evaluated at
    share: np.ndarray  # (heads, points) the sinks' shares at each L
    at_window: np.ndarray  # (heads,) the share at the window's keys
    at_context: np.ndarray  # (heads,) the share at the context's keys
    original: np.ndarray  # StreamingLLM: the kept tokens' positions in the stream
    cache: np.ndarray  # their positions in the cache

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return (["keys", *(f"head_{h}" for h in range(self.sinks.size))], np.column_stack([self.keys, self.share.T]))

    def arrays(self) -> Arrays:
        """`share` (head x keys); beside it the sink logits, the shares at the window and the context, and the
        StreamingLLM cache's kept tokens (their positions in the stream and in the cache)."""
        return grid(
            "share",
            self.share,
            ("head", "keys"),
            {"keys": self.keys},
            sinks=self.sinks,
            at_window=self.at_window,
            at_context=self.at_context,
            stream_position=self.original,
            cache_position=self.cache,
        )


@functools.lru_cache(maxsize=4)
def _sinks_of(model: ModelInfo | None) -> np.ndarray | None:
    """The opened model's sinks, read once per opened model (a ModelInfo is hashed by identity) rather than at
    every change of an option."""
    return None if model is None else read_sinks(model)


def compute(params: Params, options: SinksOptions, model: ModelInfo | None = None) -> SinksResult:
    table = _sinks_of(model)
    if table is None:
        source, layers, layer, sinks = "", 1, 0, np.array(EXAMPLE_SINKS)
    else:
        layers = table.shape[0]
        layer = min(options.layer, layers - 1)
        source, sinks = cast(ModelInfo, model).name, table[layer].astype(np.float64)
    top = max(options.window, options.context) * 4
    keys = np.unique(np.round(np.geomspace(1, top, CURVE_POINTS)))
    share = sink_share(sinks, keys, options.logit)
    marks = sink_share(sinks, [options.window, options.context], options.logit)
    original, cache = streaming_cache(options.stream, options.start, options.recent)
    return SinksResult(
        source,
        layer,
        layers,
        min(options.head, sinks.size - 1),
        sinks,
        keys,
        share,
        marks[:, 0],
        marks[:, 1],
        original.astype(np.float64),
        cache.astype(np.float64),
    )


SPEC = ViewSpec(
    id="sinks",
    paper=PaperLayout(("share", "cache"), shown=("share", "cache")),
    chapter="models",
    title="Attention sinks",
    description="gpt-oss's learned sink logit per head: the share of attention it takes against the number of "
    "keys (a 128-key window, a long context); and StreamingLLM's cache of first and recent tokens, "
    "renumbered inside the cache.",
    area="bottom",
    reads=(),
    compute=compute,
    options=SinksOptions,
    uses={"model": MODEL},
)
