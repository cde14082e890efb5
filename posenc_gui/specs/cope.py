"""CoPE (Golovneva et al. 2024): positions counted by gates instead of tokens. Each query i gives every key t at
or before it a gate g_it = σ(q_i·k_t/√d), and key j the position p_ij = Σ_{t=j..i} g_it. A typed sentence, a
gate rule (seeded q·k, gates open only at words that end a sentence, or only at a chosen word), the gates of
every query as a matrix, and the positions the last query gives each key against its distance in tokens: with
the sentence rule p counts sentences, with every gate open it is the token distance plus one."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.cope import cope_gates, cope_positions
from ..core.errors import ParamError
from ..core.tokens import token_embeddings, tokenize
from ..records import record
from .kit.arrays import Arrays, curves
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, text_option, whole_option

# The lesson's example (the Word order step's "the cat chased the mouse"), continued to three sentences so there is
# something to count: "The cat chased the mouse. The mouse ran away. The cat sat down."
EXAMPLE = "고양이가 쥐를 쫓았다. 쥐가 도망갔다. 고양이가 앉았다."
SENTENCE_ENDS = ".!?。！？…"
PUNCTUATION = ".,!?;:。！？…\"'()“”‘’"
RULES = (("qk", "seeded q·k"), ("sentence", "open at words ending a sentence"), ("word", "open at a chosen word"))
MAX_D = 256
SEED = 20240529  # the seeded projections (CoPE's paper, May 2024)


def bare(word: str) -> str:
    """A word without the punctuation around it, in lower case: how the chosen-word rule compares words."""
    return word.strip(PUNCTUATION).casefold()


@record
class CopeOptions(Options):
    sentence: str = text_option(
        EXAMPLE,
        label="Sentence:",
        tip=(
            "A text in any language; words are separated by spaces (at most 32). A word ending in . ! ? or … "
            "(or a full-width 。 ！ ？) ends a sentence. Enter applies it."
        ),
    )
    gate: str = choice_option(
        "sentence",
        RULES,
        label="&Gates:",
        tip=(
            "How each query opens the gates of the keys at or before it: σ(q·k/√d) of seeded q and k of unit "
            "variance (a head not trained); or 1 at the words that end a sentence and 0 elsewhere; or 1 at the chosen "
            "word"
        ),
    )
    word: str = text_option(
        "고양이가",
        label="&Word:",
        tip=("The word whose gates are open with the chosen-word rule (punctuation and case ignored)"),
    )
    d: int = whole_option(
        16,
        1,
        MAX_D,
        label="&d:",
        tip=("The width of the seeded queries and keys (their logits are divided by √d, as the reference code does)"),
    )
    seed: int = whole_option(
        0, 0, 2**31 - 1, label="S&eed:", tip=("The seed of the query and key projections of the seeded q·k rule")
    )
    npos: int = whole_option(
        0,
        0,
        64,
        label="&npos:",
        special="none",
        tip=("Positions are clamped to npos − 1 (the size of the position table); none: no clamp"),
    )

    def validate(self) -> None:
        tokenize(self.sentence)
        if not isinstance(self.word, str) or len(self.word.split()) != 1 or not bare(self.word):
            raise ParamError(
                "word must be one word with a letter or digit in it, not {value}.", value=repr(self.word)[:40]
            )


@record(eq=False)
class CopeResult(Result):
    tokens: tuple[str, ...]
    gates: np.ndarray  # (n, n) g of query i (row), key j; NaN for j > i (masked)
    positions: np.ndarray  # (n,) p of each key j from the last query
    token_distance: np.ndarray  # (n,) n − 1 − j
    gate: str
    npos: int  # 0: no clamp

    def data_table(self) -> tuple[list[str], np.ndarray]:
        n = len(self.tokens)
        return (
            ["token", "gate", "position", "token_distance"],
            np.column_stack([np.arange(n), self.gates[-1], self.positions, self.token_distance]),
        )

    def arrays(self) -> Arrays:
        """The last query's gate and position of each key and the key's token distance (the CSV); the gates of
        every query (query x key, NaN where masked) and the words."""
        return curves(*self.data_table(), gates=self.gates, words=np.array(self.tokens, dtype=str))

    @property
    def counted(self) -> tuple[int, ...]:
        """The keys whose gate from the last query is at least one half."""
        return tuple(int(j) for j in np.flatnonzero(self.gates[-1] >= 0.5))


def gate_logits(tokens: tuple[str, ...], options: CopeOptions) -> np.ndarray:
    """(n, n) gate logits of query i, key j: q·k/√d of seeded projections, or ±inf for a rule (σ gives 1 or 0);
    −inf for a key after its query (the causal mask)."""
    n = len(tokens)
    if options.gate == "qk":
        d = options.d
        rng = np.random.default_rng([SEED, options.seed])
        # embedding entries uniform in [-1, 1] (variance 1/3) times N(0, 3/d) weights: q and k of unit variance
        # per entry, so q·k/√d has unit variance too, as for an untrained head
        w_q, w_k = rng.standard_normal((2, d, d)) * np.sqrt(3.0 / d)
        e = token_embeddings(tokens, d)
        logits = (e @ w_q) @ (e @ w_k).T / np.sqrt(d)
    else:
        if options.gate == "sentence":
            open_ = np.array([t[-1] in SENTENCE_ENDS for t in tokens])
        else:
            open_ = np.array([bare(t) == bare(options.word) for t in tokens])
        logits = np.broadcast_to(np.where(open_, np.inf, -np.inf), (n, n)).copy()
    logits[np.triu_indices(n, 1)] = -np.inf
    return logits


def compute(params: Params, options: CopeOptions) -> CopeResult:
    tokens = tokenize(options.sentence)
    n = len(tokens)
    logits = gate_logits(tokens, options)
    gates = cope_gates(logits)
    gates[np.triu_indices(n, 1)] = np.nan
    positions = cope_positions(logits[-1], options.npos or None)
    distance = np.arange(n - 1, -1, -1, dtype=np.float64)
    return CopeResult(tokens, gates, positions, distance, options.gate, options.npos)


SPEC = ViewSpec(
    id="cope",
    chapter="relative",
    title="CoPE",
    description="CoPE: positions counted by gates, p_ij = Σ_{t=j..i} σ(q_i·k_t/√d). The gates of a typed sentence "
    "under a rule, and the positions the last word gives each word against its token distance.",
    area="right",
    reads=(),
    compute=compute,
    options=CopeOptions,
)
