"""The setting the "Inside a real model" chapter's views share: which trained model runs (the shipped
all-MiniLM-L6-v2 or the model opened with File > Open model), the sentence, and the position experiment; and the
runs themselves, each made once and shared by the views (one LiveModel per folder, its weights memory-mapped).

The setting is an owner of options of its own (like the Long context setting), so the views show and bind the same
controls, and sessions, lessons and scripts reach it as `live.<field>`. Every refusal is a ParamError (a LiveError
of the runtime names its file): the window shows it and keeps its state.

An experiment is one switch on the positions:
    trained      as trained
    none         no positions: a learned table not added; RoPE off in every layer (without recalibration)
    rope-layers  RoPE off in the chosen layers only (a RoPE model)
    shuffled     the sentence's tokens in another order (seeded; the special tokens stay where they are)
    shifted      positions k .. k + T - 1
    stretched    positions round(i * s) (s > 1 spreads the tokens apart; s < 1 squeezes them)
    <rule>       a RoPE scaling rule of core.rope_scaling with factor s, instead of the config's (a RoPE model)
    past         positions past the trained length: max_positions .. max_positions + T - 1 (a learned table has
                 no rows there: refused with the reason; RoPE goes on)
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ...core.errors import ParamError
from ...core.validation import shown
from ...records import record
from ...resources import resource_path
from .base import Options
from .fields import choice_option, index_option, real_option, text_option, whole_option

if TYPE_CHECKING:
    from ...live import LiveModel, Run
    from ...model_files.inspection import ModelInfo

OWNER = "live"
SHIPPED, OPENED = "shipped", "opened"
SHIPPED_NAME = "all-MiniLM-L6-v2"
DEFAULT_SENTENCE = "The cat sat on the mat because it was tired."
MAX_CHARACTERS = 8000  # a longer text is refused before it is tokenized
MAX_TOKENS = 1024  # a run of the chapter: its attention maps are T x T
RULES = ("default", "linear", "dynamic", "yarn", "longrope", "llama3")  # core.rope_scaling's, Gemma 4's aside
RULE_LABELS = {
    "default": "scaling rule removed",
    "linear": "scaling: linear (PI) × s",
    "dynamic": "scaling: dynamic NTK × s",
    "yarn": "scaling: YaRN × s",
    "longrope": "scaling: LongRoPE × s",
    "llama3": "scaling: Llama 3 × s",
}
EXPERIMENTS = (
    ("trained", "as trained"),
    ("none", "no positions"),
    ("rope-layers", "RoPE off in chosen layers"),
    ("shuffled", "words shuffled"),
    ("shifted", "shifted by k"),
    ("stretched", "stretched by s"),
    *tuple((rule, RULE_LABELS[rule]) for rule in RULES),
    ("past", "past the trained length"),
)
EXPERIMENT_LABELS = dict(EXPERIMENTS)
ROPE_ONLY = frozenset({"rope-layers", *RULES})


def _sentence(name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise ParamError("{name} must be a text, not {value}.", name=name, value=shown(value))
    if not value.strip():
        raise ParamError("Type a sentence for the model to read.")
    if len(value) > MAX_CHARACTERS:
        raise ParamError(
            "The text has {n:,} characters; the chapter reads at most {most:,}.", n=len(value), most=MAX_CHARACTERS
        )
    return value


@record
class LiveOptions(Options):
    model: str = choice_option(
        SHIPPED,
        ((SHIPPED, "all-MiniLM-L6-v2 (shipped)"), (OPENED, "opened model")),
        label="&Model:",
        tip="The shipped sentence encoder all-MiniLM-L6-v2, or the model "
        "folder opened with File > Open model… (BERT, GPT-2 or the "
        "Llama family)",
    )
    sentence: str = text_option(
        DEFAULT_SENTENCE,
        convert=_sentence,
        label="&Sentence:",
        tip="What the model reads; the views redraw as you type",
    )
    experiment: str = choice_option(
        "none",
        EXPERIMENTS,
        label="E&xperiment:",
        tip="What is done to the positions; each view compares it with the model as trained",
    )
    k: int = whole_option(
        8, -100000, 1000000, step=1, label="&k:", tip="Shifted by k: the tokens sit at positions k .. k + T - 1"
    )
    s: float = real_option(
        2.0,
        0.05,
        64.0,
        decimals=2,
        step=0.5,
        label="&s:",
        tip="Stretched by s: token i sits at position round(i·s); a scaling rule's factor",
    )
    off_layers: tuple[int, ...] = index_option(
        (0,), 1023, 1024, label="&RoPE off in:", tip="The layers that run without RoPE (RoPE off in chosen layers)"
    )
    seed: int = whole_option(0, 0, 2**31 - 1, label="S&eed:", tip="The seed of the shuffled order")
    layer: int = whole_option(
        0, 0, 1023, label="&Layer:", tip="The layer whose attention is drawn (the last one when the model has fewer)"
    )
    head: int = whole_option(
        2,
        0,
        4095,
        label="&Head:",
        tip="The head whose attention is drawn (the last one when the layer has fewer); "
        "all-MiniLM-L6-v2's head 2 of layer 0 looks at its neighbours",
    )


# -- the model --------------------------------------------------------------------------------------------------

_MODELS: OrderedDict[Path, LiveModel] = OrderedDict()
_MODELS_LOCK = threading.Lock()
MOST_MODELS = 2  # models kept open besides the shipped one (each holds its weights converted to float32)


def shipped_folder() -> Path:
    return resource_path("live", SHIPPED_NAME)


def model_folder(info: ModelInfo) -> Path:
    """The folder of an opened model (it was opened from the folder, its config.json or a weights file)."""
    return info.path if info.path.is_dir() else info.path.parent


def live_model(folder: Path) -> LiveModel:
    """The model in `folder`, opened once (its weights stay memory-mapped, converted once on its first run)."""
    from ...live import open_model

    key = Path(folder).resolve()
    shipped = shipped_folder().resolve()
    with _MODELS_LOCK:
        model = _MODELS.get(key)
        if model is None:
            model = _MODELS[key] = open_model(key)
        _MODELS.move_to_end(key)
        others = [k for k in _MODELS if k != shipped]
        for old in others[: max(0, len(others) - MOST_MODELS)]:  # the least recently used go, with their runs
            del _MODELS[old]
            with _RUNS_LOCK:
                for run_key in [k for k in _RUNS if k[0] == str(old)]:
                    del _RUNS[run_key]
        return model


def runnable(path: Path) -> bool:
    """Whether the runtime reads the config of the model at `path` (a folder, or a file in it): its family and every
    key that changes the forward pass (the weights and tokenizer are checked when it is opened)."""
    from ...live.model_config import read_config

    folder = Path(path) if Path(path).is_dir() else Path(path).parent
    try:
        read_config(folder)
    except (ParamError, OSError):
        return False
    return True


def resolve_model(options: LiveOptions, info: ModelInfo | None) -> LiveModel:
    """The model the setting names: the shipped one, or the opened one when it is a family the runtime runs."""
    if options.model == SHIPPED:
        return live_model(shipped_folder())
    if info is None:
        raise ParamError(
            "No model is open: open a model folder with File > Open model…, or choose the shipped all-MiniLM-L6-v2."
        )
    return live_model(model_folder(info))


# -- the sentence and the experiment ------------------------------------------------------------------------------


def special_edges(model: LiveModel) -> tuple[int, int]:
    """(tokens the tokenizer puts before a text, tokens after it): [CLS] and [SEP] for BERT, BOS for Llama."""
    try:
        empty = model.tokenize("")
        probe = model.tokenize("a")
    except ParamError:
        return 0, 0
    before = 0
    while before < len(empty) and before < len(probe) and empty[before] == probe[before]:
        before += 1
    after = 0
    while after < len(empty) - before and after < len(probe) - before and empty[-1 - after] == probe[-1 - after]:
        after += 1
    return before, after


def token_ids(model: LiveModel, sentence: str) -> list[int]:
    ids = model.tokenize(sentence)
    if len(ids) > MAX_TOKENS:
        raise ParamError(
            "The sentence is {n:,} tokens long; the chapter runs at most {most:,} (each layer's attention is T x T).",
            n=len(ids),
            most=MAX_TOKENS,
        )
    if not ids:
        raise ParamError("The sentence gave no tokens.")
    return ids


def shuffled_order(n: int, edges: tuple[int, int], seed: int) -> tuple[int, ...]:
    """A seeded order of 0 .. n-1 that keeps the special tokens at both ends in place and moves the others (never
    the same order while two or more can move)."""
    before, after = edges
    inner = np.arange(before, n - after)
    if inner.size < 2:
        return tuple(range(n))
    rng = np.random.default_rng(seed)
    order = rng.permutation(inner)
    while np.array_equal(order, inner):
        order = rng.permutation(inner)
    return (*range(before), *(int(i) for i in order), *range(n - after, n))


@record
class Plan:
    """One run: the ids in the order they are run, their positions and what is kept of RoPE."""

    name: str  # the experiment's id ("trained", "none", ...)
    ids: tuple[int, ...]
    order: tuple[int, ...]  # run token j is the sentence's token order[j]
    position_ids: tuple[int, ...] | None  # None: 0 .. T-1
    positions: bool | tuple[int, ...]  # True, False or the layers that keep RoPE
    scaling: tuple[tuple[str, Any], ...] | None  # a rope_scaling mapping's items, instead of the config's

    @property
    def rope_scaling(self) -> dict[str, Any] | None:
        return None if self.scaling is None else {k: list(v) if isinstance(v, tuple) else v for k, v in self.scaling}

    @property
    def inverse(self) -> np.ndarray:
        """The run's rows in the sentence's order: rows[inverse] (sentence token i was run at inverse[i])."""
        return np.argsort(np.asarray(self.order))


def rule_scaling(model: LiveModel, rule: str, factor: float) -> tuple[tuple[str, Any], ...]:
    """The rope_scaling mapping of `rule` with `factor` for `model`, as a config would write it."""
    if rule == "default":
        return (("rope_type", "default"),)
    if factor < 1:
        raise ParamError("A scaling rule's factor s must be at least 1, not {s:g}.", s=factor)
    items: list[tuple[str, Any]] = [("rope_type", rule), ("factor", float(factor))]
    if rule in ("yarn", "longrope", "llama3", "dynamic"):
        items.append(("original_max_position_embeddings", int(model.max_positions)))
    if rule == "llama3":
        items += [("low_freq_factor", 1.0), ("high_freq_factor", 4.0)]
    if rule == "longrope":
        pairs = int(model.head_dim) // 2
        items = [
            ("rope_type", rule),
            ("short_factor", (1.0,) * pairs),
            ("long_factor", (float(factor),) * pairs),
            ("original_max_position_embeddings", int(model.max_positions)),
        ]
    return tuple(items)


def plan(model: LiveModel, ids: list[int], experiment: str, options: LiveOptions) -> Plan:
    """The run `experiment` makes of `ids` (ParamError with the reason when the model cannot take it)."""
    n = len(ids)
    same = tuple(range(n))
    rope = model.position_kind == "rope"
    if experiment in ROPE_ONLY and not rope:
        raise ParamError(
            "{name} has no RoPE (its positions are a learned table, added once): choose another experiment.",
            name=model.name,
        )
    if experiment == "trained":
        return Plan(experiment, tuple(ids), same, None, True, None)
    if experiment == "none":
        return Plan(experiment, tuple(ids), same, None, False, None)
    if experiment == "rope-layers":
        off = set(options.off_layers)
        bad = sorted(i for i in off if i >= model.n_layers)
        if bad:
            raise ParamError(
                "{name} has layers 0 .. {last}, not {bad}.",
                name=model.name,
                last=model.n_layers - 1,
                bad=", ".join(map(str, bad)),
            )
        return Plan(experiment, tuple(ids), same, None, tuple(i for i in model.rope_layers if i not in off), None)
    if experiment == "shuffled":
        order = shuffled_order(n, special_edges(model), options.seed)
        return Plan(experiment, tuple(ids[i] for i in order), order, None, True, None)
    if experiment in ("shifted", "stretched", "past"):
        if experiment == "shifted":
            pos = np.arange(n) + options.k
        elif experiment == "stretched":
            pos = np.round(np.arange(n) * options.s).astype(np.int64)
        else:
            pos = np.arange(n) + int(model.max_positions)
        if not rope and (int(pos.min()) < 0 or int(pos.max()) >= model.max_positions):
            raise ParamError(
                "{name}'s position table has {rows:,} rows (0 .. {last:,}); this experiment puts the "
                "tokens at {low:,} .. {high:,}, where the model never learned a vector: refused.",
                name=model.name,
                rows=model.max_positions,
                last=model.max_positions - 1,
                low=int(pos.min()),
                high=int(pos.max()),
            )
        return Plan(experiment, tuple(ids), same, tuple(int(p) for p in pos), True, None)
    if experiment in RULES:
        return Plan(experiment, tuple(ids), same, None, True, rule_scaling(model, experiment, options.s))
    raise ParamError("unknown experiment {value}.", value=shown(experiment))


def plan_label(p: Plan, options: LiveOptions) -> str:
    """The experiment's English label with its number (translated where shown)."""
    return EXPERIMENT_LABELS.get(p.name, p.name)


# -- runs, shared by the views --------------------------------------------------------------------------------

KEEP_ALL_BYTES = 96 * 2**20  # every layer's attention is kept when it takes at most this
CACHE_BYTES = 384 * 2**20  # what the runs kept for the views may take together

_RUNS: OrderedDict[tuple[Any, ...], tuple[frozenset[int], Run, int]] = OrderedDict()
_RUNS_LOCK = threading.Lock()
_JOB = threading.local()


_stops = [0]  # how many times the runs in progress were told to stop (stop_runs)


def stop_runs() -> None:
    """The runs in progress stop between two layers, each with a ParamError that says where (the views' Stop
    button); a run started after this goes on."""
    _stops[0] += 1


@contextmanager
def job(progress: Callable[[int, int], None] | None = None, cancel: Callable[[], bool] | None = None) -> Iterator[None]:
    """Within it, the runs this thread makes report their layers to `progress` and stop (Cancelled) when `cancel`
    returns True: the render scheduler's worker wraps each compute in one."""
    old = getattr(_JOB, "hooks", None)
    _JOB.hooks = (progress, cancel)
    try:
        yield
    finally:
        _JOB.hooks = old


def hooks() -> tuple[Callable[[int, int], None] | None, Callable[[], bool] | None]:
    """(progress, cancel) of the job this thread runs, (None, None) outside one."""
    found = getattr(_JOB, "hooks", None)
    return found if found is not None else (None, None)


def keep_layers(model: LiveModel, n: int, layer: int) -> frozenset[int]:
    """The layers whose attention a run keeps: all of them when that is small, else the one on screen."""
    if model.n_layers * model.n_heads * n * n * 4 <= KEEP_ALL_BYTES:
        return frozenset(range(model.n_layers))
    return frozenset({min(layer, model.n_layers - 1)})


def run(model: LiveModel, p: Plan, keep: frozenset[int] = frozenset()) -> Run:
    """The run `p` of `model`, made once (and again only when it kept too few layers' attention)."""
    key = (str(model.folder), p.ids, p.position_ids, p.positions, p.scaling)
    with _RUNS_LOCK:
        found = _RUNS.get(key)
        if found is not None and keep <= found[0]:
            _RUNS.move_to_end(key)
            return found[1]
    progress, cancel = hooks()
    started, reached = _stops[0], [0, model.n_layers]

    def reached_layer(done: int, total: int) -> None:
        reached[:] = [done, total]
        if progress is not None:
            progress(done, total)

    def stop() -> bool:
        return _stops[0] != started or (cancel is not None and cancel())

    from ...live import Cancelled

    try:
        result = model.run(
            list(p.ids),
            position_ids=None if p.position_ids is None else list(p.position_ids),
            positions=p.positions if isinstance(p.positions, bool) else list(p.positions),
            keep_attention=sorted(keep),
            rope_scaling=p.rope_scaling,
            progress=reached_layer,
            cancel=stop,
        )
    except Cancelled:
        if _stops[0] == started:
            raise  # (replaced by a newer request: nobody sees this one)
        raise ParamError(
            "Stopped at layer {done} of {total}. Change the sentence or an option to run the model again.",
            done=reached[0],
            total=reached[1],
        ) from None
    size = result.hidden.nbytes + sum(a.nbytes for a in result.attentions.values())
    with _RUNS_LOCK:
        _RUNS[key] = (keep, result, size)
        _RUNS.move_to_end(key)
        total = sum(entry[2] for entry in _RUNS.values())
        while total > CACHE_BYTES and len(_RUNS) > 1:
            _, (_, _, dropped) = _RUNS.popitem(last=False)
            total -= dropped
    return result


def mean_distance(attention: np.ndarray, position_ids: np.ndarray | None = None) -> np.ndarray:
    """Each head's mean attended distance: sum_j a_ij |i - j| averaged over the queries i, for (heads, T, T)
    probabilities (distances in token places: the order the tokens were run in)."""
    n = attention.shape[-1]
    places = np.arange(n, dtype=np.float64)
    distance = np.abs(places[:, None] - places[None, :])
    return np.asarray((attention.astype(np.float64) * distance).sum(axis=-1).mean(axis=-1))


@record(eq=False)
class Sentence:
    """The model and the sentence as tokens: what every view of the chapter starts from."""

    model: LiveModel
    ids: list[int]
    tokens: list[str]
    unknown: int  # tokens that are the tokenizer's unknown token
    pieces: int  # tokens that continue a word (WordPiece's ##, or a piece without a leading space)


def read_sentence(options: LiveOptions, info: ModelInfo | None) -> Sentence:
    model = resolve_model(options, info)
    ids = token_ids(model, options.sentence)
    tokens = model.tokens(ids)
    unknown = sum(1 for t in tokens if t in ("[UNK]", "<unk>", "<|unk|>"))
    pieces = sum(1 for t in tokens if t.startswith("##"))
    return Sentence(model, ids, tokens, unknown, pieces)


def model_summary(model: LiveModel) -> dict[str, Any]:
    """The fields the views' keys name: the model's name, family, sizes and positions."""
    return {
        "name": model.name,
        "family": model.family,
        "layers": model.n_layers,
        "heads": model.n_heads,
        "hidden": model.hidden_size,
        "positions": model.position_kind,
        "context": model.max_positions,
        "causal": model.causal,
    }
