"""A trained model opened from its folder and run in numpy on a list of token ids, its positions as trained or
changed: removed, given as any list of integers (shifted, shuffled, past the trained length), stretched or
rescaled by a RoPE rule, or RoPE kept in some layers only.

    model = open_model(folder)              # config.json, *.safetensors, the tokenizer (all checked first)
    run = model.run(model.tokenize("The cat sat."), positions=False, keep_attention=[0])
    run.attentions[0]   # (heads, T, T) the attention probabilities of layer 0
    run.hidden          # (T, hidden) after the last layer (and the final norm of a decoder)
    run.logprobs        # (T - 1,) log p(ids[t + 1] | ids[..t]) of a causal LM; None for an encoder

Everything is float32 as in the library's float32 run (weights stored as float16 or bfloat16 converted once, on
the first run, and kept). Every refusal is a LiveError naming the file and the key or argument; `cancel()`
returning True between two layers stops a run with Cancelled.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..core.errors import ParamError
from ..core.rope_scaling import rope_inv_freq, rule_of
from ..core.validation import shorten, shown
from ..records import record
from .attention import ACTIVATION_FUNCTIONS, apply_rope, attention, default_inv_freq, layer_norm, rms_norm, rope_tables
from .errors import LiveError
from .model_config import ModelConfig, read_config
from .weights import Weights

# The longest run: the attention of one layer over T tokens is heads x T x T numbers (a 32-head model at 8,192
# tokens: 8.6 GB if kept), and the scores, cut in blocks, still grow with T^2 in time
MAX_TOKENS = 8192
# what the kept attention of one run may take
KEEP_BUDGET_BYTES = 2 * 2**30
# the logits of this many bytes at a time (the rows of T x vocabulary are never all made at once)
LOGIT_BLOCK_BYTES = 16 * 2**20
TOKENIZER_FILES = ("tokenizer.json", "vocab.txt")


class Cancelled(Exception):
    """A run stopped because its cancel() callback returned True."""


@record(eq=False)
class Run:
    """One forward pass: what went in, and what came out."""

    ids: np.ndarray  # (T,) int64
    position_ids: np.ndarray  # (T,) int64, as given (or 0 .. T-1)
    positions: str  # "trained", "none" or "layers"
    rope_layers: tuple[int, ...]  # layers that turned q and k in this run (empty for an absolute model)
    attentions: dict[int, np.ndarray]  # layer -> (heads, T, T) float32 probabilities
    hidden: np.ndarray  # (T, hidden) float32
    logprobs: np.ndarray | None  # (T - 1,) float64, or None for an encoder


def _folder_name(folder: Path, config: ModelConfig) -> str:
    """models--org--name/snapshots/<hash> (the Hugging Face cache) as org/name, else the folder's name."""
    if folder.parent.name == "snapshots" and folder.parent.parent.name.startswith("models--"):
        return folder.parent.parent.name[len("models--") :].replace("--", "/")
    return folder.name or config.name_or_path or config.model_type


def _physical_memory() -> int | None:
    try:
        return int(os.sysconf("SC_PAGE_SIZE")) * int(os.sysconf("SC_PHYS_PAGES"))
    except (AttributeError, ValueError, OSError):
        return None


class LiveModel:
    """A model folder opened for runs (see the module's text). Use open_model()."""

    def __init__(self, folder: Path, config: ModelConfig, weights: Weights, tokenizer: Any) -> None:
        self.folder = folder
        self.config = config
        self.weights = weights
        self._tokenizer = tokenizer
        self.family = config.family
        self.model_type = config.model_type
        self.name = _folder_name(folder, config)
        self.causal = config.causal
        self.n_layers = config.n_layers
        self.n_heads = config.n_heads
        self.n_kv_heads = config.n_kv_heads
        self.hidden_size = config.hidden
        self.head_dim = config.head_dim
        self.vocab_size = config.vocab
        self.max_positions = config.max_positions
        self.position_kind = config.position_kind
        self.rope_layers = list(config.rope_layers)
        self.rope_base = config.rope_base if config.position_kind == "rope" else None
        self.rotary_dim = config.head_dim if config.position_kind == "rope" else None
        self.pairing = "split-half" if config.position_kind == "rope" else None
        self.rope_scaling = dict(config.rope_scaling) if config.rope_scaling else None
        self._names = _layout(config, weights)
        self._cache: dict[str, np.ndarray] = {}

    def __repr__(self) -> str:
        return (
            f"LiveModel({self.name!r}, {self.model_type}, {self.n_layers} layers, {self.n_heads} heads, "
            f"hidden {self.hidden_size})"
        )

    # -- text ---------------------------------------------------------------------------------------------------

    @property
    def tokenizer(self) -> Any:
        if self._tokenizer is None:
            from .tokenizer_files import load_tokenizer

            self._tokenizer = load_tokenizer(self.folder)  # raises: the folder has none
            _check_vocab(self._tokenizer, self.config, self.folder)
        return self._tokenizer

    def tokenize(self, text: str) -> list[int]:
        """The ids of `text`, with the special tokens the model's tokenizer adds by default."""
        if not isinstance(text, str):
            raise LiveError(self.folder, "a text to tokenize is needed, not {value}.", value=shown(text))
        return list(self.tokenizer.encode(text))

    def tokens(self, ids: Iterable[int]) -> list[str]:
        """Each id as a readable piece (see tokenizer_files)."""
        try:
            whole = [int(i) for i in ids]
        except (TypeError, ValueError, OverflowError):
            raise LiveError(self.folder, "token ids must be whole numbers.") from None
        return list(self.tokenizer.tokens(whole))

    # -- weights ------------------------------------------------------------------------------------------------

    def _w(self, role: str) -> np.ndarray:
        name = self._names[role]
        array = self._cache.get(name)  # by name: a tied output layer is the embedding, converted once
        if array is None:
            array = self.weights.get(name)
            self._cache[name] = array
        return array

    def _joined(self, *roles: str) -> np.ndarray:
        """The weights (or biases) of `roles` stacked along their first axis, made once and kept in place of
        the parts (one matrix product instead of several: q, k and v; gate and up)."""
        names = [self._names[r] for r in roles]
        key = "+".join(names)
        array = self._cache.get(key)
        if array is None:
            array = np.concatenate([self.weights.get(n) for n in names])
            for n in names:
                self.weights.release(n)
            self._cache[key] = array
        return array

    def float32_bytes(self) -> int:
        """What the weights the runs use take as float32 (the cache they are converted into)."""
        return self.weights.nbytes_float32(set(self._names.values()))

    def _check_memory(self) -> None:
        if self._cache:
            return
        need, have = self.float32_bytes(), _physical_memory()
        if have is not None and need > 0.8 * have:
            raise LiveError(
                self.folder,
                "its weights take {need:.1f} GiB as float32, more than this computer's "
                "memory allows ({have:.1f} GiB): the model is too large to run here "
                "(its RoPE pairs can still be read).",
                need=need / 2**30,
                have=have / 2**30,
            )

    # -- running ------------------------------------------------------------------------------------------------

    def run(
        self,
        ids: Sequence[int] | np.ndarray,
        position_ids: Sequence[int] | np.ndarray | None = None,
        positions: bool | Sequence[int] = True,
        keep_attention: Iterable[int] | None = None,
        rope_scaling: Mapping[str, Any] | None = None,
        progress: Callable[[int, int], None] | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> Run:
        """One forward pass over `ids` (see the module's text).

        position_ids: the position of each token (default 0 .. T-1); any integers (a learned table refuses a
        position it has no row for). positions: True as trained; False none (a learned table not added, RoPE
        off in every layer: q and k not turned, nor scaled by a rule's attention factor); or the layers that
        keep RoPE (the others run without it; a layer without RoPE as trained, as SmolLM3's NoPE layers, stays
        without). keep_attention: the layers whose attention probabilities are kept (None: all; they take
        heads x T x T x 4 bytes each). rope_scaling: a rope_scaling mapping used instead of the config's (any
        rule of core.rope_scaling; {"rope_type": "default"} for none). progress(done, total) after each layer;
        cancel() polled before each layer."""
        c = self.config
        token_ids = self._ids(ids)
        t = token_ids.shape[0]
        pos = self._positions(position_ids, t)
        rope_on, kind = self._rope_choice(positions)
        keep = self._keep(keep_attention, t)
        if c.sliding_window is not None and c.sliding_layers and t > c.sliding_window:
            raise LiveError(
                c.path,
                "sliding_window is {window} and this run has {t} tokens: the window would "
                "hide keys from layer {layer} on, which the runtime does not do.",
                window=c.sliding_window,
                t=t,
                layer=c.sliding_layers[0],
            )
        if c.position_kind == "absolute" and kind != "none":
            self._check_table(pos)
        rope = self._rope(pos, rope_scaling) if c.position_kind == "rope" and rope_on else None
        if rope_scaling is not None and c.position_kind != "rope":
            raise LiveError(
                c.path,
                "rope_scaling applies to a RoPE model; {model_type}'s positions are a learned table.",
                model_type=c.model_type,
            )
        self._check_memory()
        stop = cancel if cancel is not None else (lambda: False)
        attentions: dict[int, np.ndarray] = {}
        if c.family == "bert":
            hidden = self._bert(token_ids, pos, kind != "none", keep, attentions, progress, stop)
        elif c.family == "gpt2":
            hidden = self._gpt2(token_ids, pos, kind != "none", keep, attentions, progress, stop)
        else:
            hidden = self._llama(token_ids, rope, rope_on, keep, attentions, progress, stop)
        logprobs = None
        if c.causal:
            if stop():
                raise Cancelled()
            logprobs = self._logprobs(hidden, token_ids)
        used = tuple(rope_on) if c.position_kind == "rope" else ()
        return Run(token_ids, pos, kind, used, attentions, hidden, logprobs)

    # -- checks of the arguments ------------------------------------------------------------------------------

    def _ids(self, ids: Sequence[int] | np.ndarray) -> np.ndarray:
        try:
            array = np.asarray(ids)
        except (TypeError, ValueError):
            raise LiveError(self.folder, "the token ids must be a list of whole numbers.") from None
        if array.ndim != 1:
            raise LiveError(
                self.folder,
                "the token ids must be a flat list, not an array of shape {shape}.",
                shape=shorten(str(array.shape), 40),
            )
        if array.shape[0] == 0:
            raise LiveError(self.folder, "there are no tokens to run: an empty text or list of ids.")
        if array.shape[0] > MAX_TOKENS:
            raise LiveError(
                self.folder,
                "{n:,} tokens: a run takes at most {most:,}, since each layer's attention "
                "is heads x tokens x tokens numbers (memory and time grow with the square "
                "of the length).",
                n=array.shape[0],
                most=MAX_TOKENS,
            )
        if array.dtype.kind not in "iu":
            raise LiveError(
                self.folder, "the token ids must be whole numbers, not {kind} values.", kind=str(array.dtype)
            )
        low, high = int(array.min()), int(array.max())
        if low < 0 or high >= self.config.vocab:
            bad = low if low < 0 else high
            raise LiveError(
                self.config.path,
                "the token id {id} is outside vocab_size ({vocab}): the embedding has no row for it.",
                id=bad,
                vocab=self.config.vocab,
            )
        return array.astype(np.int64)

    def _positions(self, position_ids: Sequence[int] | np.ndarray | None, t: int) -> np.ndarray:
        if position_ids is None:
            return np.arange(t, dtype=np.int64)
        try:
            pos = np.asarray(position_ids)
        except (TypeError, ValueError):
            raise LiveError(self.folder, "position_ids must be a list of whole numbers.") from None
        if pos.ndim != 1 or pos.shape[0] != t:
            raise LiveError(
                self.folder,
                "position_ids must give one position for each of the {t} tokens, not {shape}.",
                t=t,
                shape=shorten(str(pos.shape), 40),
            )
        if pos.dtype.kind not in "iu":
            raise LiveError(self.folder, "position_ids must be whole numbers, not {kind} values.", kind=str(pos.dtype))
        if int(np.abs(pos.astype(np.int64)).max()) > 10**9:
            raise LiveError(self.folder, "position_ids must lie within -1,000,000,000 .. 1,000,000,000.")
        return pos.astype(np.int64)

    def _check_table(self, pos: np.ndarray) -> None:
        c = self.config
        key = "n_positions" if c.family == "gpt2" else "max_position_embeddings"
        low, high = int(pos.min()), int(pos.max())
        if low < 0:
            raise LiveError(c.path, "position {p} is negative: the learned position table starts at 0.", p=low)
        if high >= c.max_positions:
            raise LiveError(
                c.path,
                "position {p} is past the learned table's {n} rows ({key}): the model never learned a vector for it.",
                p=high,
                n=c.max_positions,
                key=key,
            )

    def _rope_choice(self, positions: bool | Sequence[int]) -> tuple[tuple[int, ...], str]:
        """(the layers that turn q and k, the kind: "trained", "none" or "layers")."""
        c = self.config
        if isinstance(positions, (bool, np.bool_)):
            return (c.rope_layers, "trained") if positions else ((), "none")
        if isinstance(positions, (str, bytes)) or not isinstance(positions, Iterable):
            raise LiveError(
                self.folder, "positions must be true, false or a list of layers, not {value}.", value=shown(positions)
            )
        if c.position_kind != "rope":
            raise LiveError(
                c.path,
                "positions as a list of layers keeps RoPE in those layers; {model_type}'s "
                "positions are a learned table, added once (true or false only).",
                model_type=c.model_type,
            )
        chosen = self._layer_list(positions, "positions")
        return tuple(i for i in c.rope_layers if i in chosen), "layers"

    def _layer_list(self, layers: Iterable[Any], what: str) -> set[int]:
        out = set()
        for layer in layers:
            if (
                isinstance(layer, bool)
                or not isinstance(layer, (int, np.integer))
                or not 0 <= int(layer) < self.n_layers
            ):
                raise LiveError(
                    self.folder,
                    "{what} lists {value}; the layers are 0 .. {last}.",
                    what=what,
                    value=shown(layer),
                    last=self.n_layers - 1,
                )
            out.add(int(layer))
        return out

    def _keep(self, keep_attention: Iterable[int] | None, t: int) -> set[int]:
        if keep_attention is None:
            keep = set(range(self.n_layers))
        elif isinstance(keep_attention, (str, bytes)) or not isinstance(keep_attention, Iterable):
            raise LiveError(
                self.folder,
                "keep_attention must be a list of layers or None, not {value}.",
                value=shown(keep_attention),
            )
        else:
            keep = self._layer_list(keep_attention, "keep_attention")
        need = len(keep) * self.n_heads * t * t * 4
        if need > KEEP_BUDGET_BYTES:
            raise LiveError(
                self.folder,
                "keeping the attention of {n} layers over {t:,} tokens takes {gib:.1f} GiB "
                "(the limit is {most:.0f} GiB): keep fewer layers.",
                n=len(keep),
                t=t,
                gib=need / 2**30,
                most=KEEP_BUDGET_BYTES / 2**30,
            )
        return keep

    def _rope(self, pos: np.ndarray, rope_scaling: Mapping[str, Any] | None) -> tuple[np.ndarray, np.ndarray]:
        c = self.config
        if rope_scaling is None:
            scaling: dict[str, Any] | None = dict(c.rope_scaling) if c.rope_scaling else None
        elif isinstance(rope_scaling, Mapping):
            scaling = dict(rope_scaling)
            if "rope_type" not in scaling and "type" in scaling:
                scaling["rope_type"] = scaling.pop("type")
            if scaling.get("rope_type") in ("llama3", "yarn", "longrope"):
                scaling.setdefault("original_max_position_embeddings", c.max_positions)
        else:
            raise LiveError(
                c.path,
                "rope_scaling must be a mapping (as a config's) or None, not {value}.",
                value=shown(rope_scaling),
            )
        seq_len = max(1, int(pos.max()) + 1)
        try:
            inv, factor = rope_inv_freq(c.head_dim, c.rope_base, scaling, seq_len, 1.0, c.max_positions)
        except ParamError as exc:
            raise LiveError.about(c.path, exc) from None
        rule = rule_of(scaling)
        if rule in ("default", "linear"):  # as the library computes them, in float32: the same roundings
            inv = default_inv_freq(c.rope_base, c.head_dim)
            if rule == "linear" and scaling is not None:
                inv /= np.float32(scaling["factor"])
        if inv.shape[0] * 2 != c.head_dim:
            raise LiveError(
                c.path,
                "this rope_scaling turns {pairs} pairs of a {dim}-dimensional head: only a full rotary head is run.",
                pairs=inv.shape[0],
                dim=c.head_dim,
            )
        return rope_tables(pos, inv, factor)

    # -- the families ---------------------------------------------------------------------------------------------

    def _step(self, layer: int, progress: Callable[[int, int], None] | None, stop: Callable[[], bool]) -> None:
        if progress is not None:
            progress(layer, self.n_layers)
        if layer < self.n_layers and stop():
            raise Cancelled()

    def _bert(
        self,
        ids: np.ndarray,
        pos: np.ndarray,
        with_positions: bool,
        keep: set[int],
        attentions: dict[int, np.ndarray],
        progress: Callable[[int, int], None] | None,
        stop: Callable[[], bool],
    ) -> np.ndarray:
        c = self.config
        t = ids.shape[0]
        if stop():
            raise Cancelled()
        x = self._w("embed")[ids] + self._w("token_type")[0]
        if with_positions:
            x += self._w("position")[pos]
        x = layer_norm(x, self._w("embed_norm.w"), self._w("embed_norm.b"), c.eps)
        act = ACTIVATION_FUNCTIONS[c.activation]
        for i in range(c.n_layers):
            p = f"{i}."
            qkv = x @ self._joined(p + "q", p + "k", p + "v").T
            qkv += self._joined(p + "q.b", p + "k.b", p + "v.b")
            hd = c.hidden
            q = qkv[:, :hd].reshape(t, c.n_heads, c.head_dim)
            k = qkv[:, hd : 2 * hd].reshape(t, c.n_heads, c.head_dim)
            v = qkv[:, 2 * hd :].reshape(t, c.n_heads, c.head_dim)
            kept = self._kept(i, keep, t, attentions)
            a = attention(q, k, v, c.head_dim**-0.5, False, kept)
            a = a @ self._w(p + "o").T
            a += self._w(p + "o.b")
            a += x
            x = layer_norm(a, self._w(p + "attn_norm.w"), self._w(p + "attn_norm.b"), c.eps)
            h = x @ self._w(p + "up").T
            h += self._w(p + "up.b")
            h = act(h)
            h = h @ self._w(p + "down").T
            h += self._w(p + "down.b")
            h += x
            x = layer_norm(h, self._w(p + "mlp_norm.w"), self._w(p + "mlp_norm.b"), c.eps)
            self._step(i + 1, progress, stop)
        return x

    def _gpt2(
        self,
        ids: np.ndarray,
        pos: np.ndarray,
        with_positions: bool,
        keep: set[int],
        attentions: dict[int, np.ndarray],
        progress: Callable[[int, int], None] | None,
        stop: Callable[[], bool],
    ) -> np.ndarray:
        c = self.config
        t, hd = ids.shape[0], c.hidden
        if stop():
            raise Cancelled()
        x = self._w("embed")[ids]
        if with_positions:
            x = x + self._w("position")[pos]
        act = ACTIVATION_FUNCTIONS[c.activation]
        for i in range(c.n_layers):
            p = f"{i}."
            h = layer_norm(x, self._w(p + "ln_1.w"), self._w(p + "ln_1.b"), c.eps)
            qkv = h @ self._w(p + "c_attn")
            qkv += self._w(p + "c_attn.b")
            q = qkv[:, :hd].reshape(t, c.n_heads, c.head_dim)
            k = qkv[:, hd : 2 * hd].reshape(t, c.n_heads, c.head_dim)
            v = qkv[:, 2 * hd :].reshape(t, c.n_heads, c.head_dim)
            scale = c.head_dim**-0.5 if c.attention_scale else 1.0
            if c.inverse_layer_scale:
                scale /= float(i + 1)
            a = attention(q, k, v, scale, True, self._kept(i, keep, t, attentions))
            a = a @ self._w(p + "c_proj")
            a += self._w(p + "c_proj.b")
            x = a + x
            h = layer_norm(x, self._w(p + "ln_2.w"), self._w(p + "ln_2.b"), c.eps)
            h = h @ self._w(p + "c_fc")
            h += self._w(p + "c_fc.b")
            h = act(h)
            h = h @ self._w(p + "mlp_proj")
            h += self._w(p + "mlp_proj.b")
            x = h + x
            self._step(i + 1, progress, stop)
        return layer_norm(x, self._w("final_norm.w"), self._w("final_norm.b"), c.eps)

    def _llama(
        self,
        ids: np.ndarray,
        rope: tuple[np.ndarray, np.ndarray] | None,
        rope_on: tuple[int, ...],
        keep: set[int],
        attentions: dict[int, np.ndarray],
        progress: Callable[[int, int], None] | None,
        stop: Callable[[], bool],
    ) -> np.ndarray:
        c = self.config
        t = ids.shape[0]
        if stop():
            raise Cancelled()
        x = self._w("embed")[ids]
        act = ACTIVATION_FUNCTIONS[c.activation]
        for i in range(c.n_layers):
            p = f"{i}."
            h = rms_norm(x, self._w(p + "input_norm"), c.eps)
            qkv = h @ self._joined(p + "q", p + "k", p + "v").T
            if c.qkv_bias:
                qkv += self._joined(p + "q.b", p + "k.b", p + "v.b")
            qn, kvn = c.n_heads * c.head_dim, c.n_kv_heads * c.head_dim
            q = qkv[:, :qn].reshape(t, c.n_heads, c.head_dim)
            k = qkv[:, qn : qn + kvn].reshape(t, c.n_kv_heads, c.head_dim)
            v = qkv[:, qn + kvn :].reshape(t, c.n_kv_heads, c.head_dim)
            if c.qk_norm:
                q = rms_norm(q, self._w(p + "q_norm"), c.eps)
                k = rms_norm(k, self._w(p + "k_norm"), c.eps)
            if rope is not None and i in rope_on:
                q = apply_rope(q, *rope)
                k = apply_rope(k, *rope)
            a = attention(q, k, v, c.head_dim**-0.5, True, self._kept(i, keep, t, attentions))
            a = a @ self._w(p + "o").T
            if c.o_bias:
                a += self._w(p + "o.b")
            x = a + x
            h = rms_norm(x, self._w(p + "post_norm"), c.eps)
            both = h @ self._joined(p + "gate", p + "up").T
            if c.mlp_bias:
                both += self._joined(p + "gate.b", p + "up.b")
            gate = act(both[:, : c.intermediate])
            gate *= both[:, c.intermediate :]
            del both
            m = gate @ self._w(p + "down").T
            if c.mlp_bias:
                m += self._w(p + "down.b")
            x = m + x
            self._step(i + 1, progress, stop)
        return rms_norm(x, self._w("final_norm"), c.eps)

    def _kept(self, layer: int, keep: set[int], t: int, attentions: dict[int, np.ndarray]) -> np.ndarray | None:
        if layer not in keep:
            return None
        array = np.zeros((self.n_heads, t, t), dtype=np.float32)
        attentions[layer] = array
        return array

    def _logprobs(self, hidden: np.ndarray, ids: np.ndarray) -> np.ndarray:
        """log p(ids[t + 1]) at each t < T - 1: the log-softmax of the output layer's logits, a block of rows at
        a time (the T x vocabulary logits are never all made at once)."""
        t = hidden.shape[0]
        out = np.empty(max(0, t - 1), dtype=np.float64)
        if t < 2:
            return out
        head = self._w("lm_head")  # (vocab, hidden)
        rows = max(1, LOGIT_BLOCK_BYTES // (4 * head.shape[0]))
        for start in range(0, t - 1, rows):
            stop = min(t - 1, start + rows)
            logits = hidden[start:stop] @ head.T
            target = logits[np.arange(stop - start), ids[start + 1 : stop + 1]].astype(np.float64)
            top = logits.max(axis=1, keepdims=True)
            logits -= top
            np.exp(logits, out=logits)
            total = logits.sum(axis=1, dtype=np.float64)
            out[start:stop] = target - top[:, 0].astype(np.float64) - np.log(total)
            del logits  # before the next block's are made
        return out


# -- tensor names ---------------------------------------------------------------------------------------------


def _prefix(weights: Weights, config: ModelConfig, probe: str, prefixes: Sequence[str]) -> str:
    for prefix in prefixes:
        if weights.has(prefix + probe):
            return prefix
    raise LiveError(
        weights.folder,
        "has no tensor {name} (nor with the prefix {others}): these are not the "
        "weights of a {model_type} model as its config says.",
        name=prefixes[0] + probe,
        others=" or ".join(repr(p) for p in prefixes[1:]) or "none",
        model_type=config.model_type,
    )


def _layout(config: ModelConfig, weights: Weights) -> dict[str, str]:
    """role -> tensor name of every weight a run reads, each checked (present, shape, dtype) before any run."""
    if config.family == "bert":
        names, shapes = _bert_names(config, weights)
    elif config.family == "gpt2":
        names, shapes = _gpt2_names(config, weights)
    else:
        names, shapes = _llama_names(config, weights)
    for role, name in names.items():
        if not weights.has(name):
            names[role] = name = _older_name(weights, name)
        weights.check(name, shapes[role])
    return names


def _older_name(weights: Weights, name: str) -> str:
    """A LayerNorm's gamma and beta, as checkpoints converted from TensorFlow name its weight and bias (the
    library renames them when it loads them); else `name` (whose absence check() then reports)."""
    for new, old in ((".LayerNorm.weight", ".LayerNorm.gamma"), (".LayerNorm.bias", ".LayerNorm.beta")):
        if name.endswith(new) and weights.has(name[: -len(new)] + old):
            return name[: -len(new)] + old
    return name


def _bert_names(c: ModelConfig, w: Weights) -> tuple[dict[str, str], dict[str, tuple[int, ...]]]:
    pre = _prefix(w, c, "embeddings.word_embeddings.weight", ("", "bert.", "model."))
    h, inter = c.hidden, c.intermediate
    names = {
        "embed": "embeddings.word_embeddings.weight",
        "position": "embeddings.position_embeddings.weight",
        "token_type": "embeddings.token_type_embeddings.weight",
        "embed_norm.w": "embeddings.LayerNorm.weight",
        "embed_norm.b": "embeddings.LayerNorm.bias",
    }
    shapes: dict[str, tuple[int, ...]] = {
        "embed": (c.vocab, h),
        "position": (c.max_positions, h),
        "token_type": (c.type_vocab, h),
        "embed_norm.w": (h,),
        "embed_norm.b": (h,),
    }
    for i in range(c.n_layers):
        p, r = f"encoder.layer.{i}.", f"{i}."
        for role, name, shape in (
            ("q", "attention.self.query", (h, h)),
            ("k", "attention.self.key", (h, h)),
            ("v", "attention.self.value", (h, h)),
            ("o", "attention.output.dense", (h, h)),
            ("up", "intermediate.dense", (inter, h)),
            ("down", "output.dense", (h, inter)),
        ):
            names[r + role], shapes[r + role] = p + name + ".weight", shape
            names[r + role + ".b"], shapes[r + role + ".b"] = p + name + ".bias", (shape[0],)
        for role, name in (("attn_norm", "attention.output.LayerNorm"), ("mlp_norm", "output.LayerNorm")):
            names[r + role + ".w"], shapes[r + role + ".w"] = p + name + ".weight", (h,)
            names[r + role + ".b"], shapes[r + role + ".b"] = p + name + ".bias", (h,)
    return {k: pre + v for k, v in names.items()}, shapes


def _gpt2_names(c: ModelConfig, w: Weights) -> tuple[dict[str, str], dict[str, tuple[int, ...]]]:
    pre = _prefix(w, c, "wte.weight", ("transformer.", ""))
    h, inter = c.hidden, c.intermediate
    names = {
        "embed": pre + "wte.weight",
        "position": pre + "wpe.weight",
        "final_norm.w": pre + "ln_f.weight",
        "final_norm.b": pre + "ln_f.bias",
    }
    shapes: dict[str, tuple[int, ...]] = {
        "embed": (c.vocab, h),
        "position": (c.max_positions, h),
        "final_norm.w": (h,),
        "final_norm.b": (h,),
    }
    for i in range(c.n_layers):
        p, r = f"{pre}h.{i}.", f"{i}."
        for role in ("ln_1", "ln_2"):
            names[r + role + ".w"], shapes[r + role + ".w"] = p + role + ".weight", (h,)
            names[r + role + ".b"], shapes[r + role + ".b"] = p + role + ".bias", (h,)
        for role, name, shape in (
            ("c_attn", "attn.c_attn", (h, 3 * h)),
            ("c_proj", "attn.c_proj", (h, h)),
            ("c_fc", "mlp.c_fc", (h, inter)),
            ("mlp_proj", "mlp.c_proj", (inter, h)),
        ):
            names[r + role], shapes[r + role] = p + name + ".weight", shape
            names[r + role + ".b"], shapes[r + role + ".b"] = p + name + ".bias", (shape[1],)
    _lm_head(c, w, names, shapes, ("lm_head.weight",))
    return names, shapes


def _lm_head(
    c: ModelConfig, w: Weights, names: dict[str, str], shapes: dict[str, tuple[int, ...]], candidates: Sequence[str]
) -> None:
    shapes["lm_head"] = (c.vocab, c.hidden)
    if c.tied:
        names["lm_head"] = names["embed"]
        return
    for name in candidates:
        if w.has(name):
            names["lm_head"] = name
            return
    raise LiveError(
        w.folder,
        "has no tensor {name}: tie_word_embeddings is false, so the output layer is a weight of its own.",
        name=candidates[0],
    )


def _llama_names(c: ModelConfig, w: Weights) -> tuple[dict[str, str], dict[str, tuple[int, ...]]]:
    pre = _prefix(w, c, "embed_tokens.weight", ("model.", ""))
    h, inter, d = c.hidden, c.intermediate, c.head_dim
    qn, kvn = c.n_heads * d, c.n_kv_heads * d
    names = {"embed": pre + "embed_tokens.weight", "final_norm": pre + "norm.weight"}
    shapes: dict[str, tuple[int, ...]] = {"embed": (c.vocab, h), "final_norm": (h,)}
    for i in range(c.n_layers):
        p, r = f"{pre}layers.{i}.", f"{i}."
        parts: list[tuple[str, str, tuple[int, ...]]] = [
            ("input_norm", "input_layernorm.weight", (h,)),
            ("post_norm", "post_attention_layernorm.weight", (h,)),
            ("q", "self_attn.q_proj.weight", (qn, h)),
            ("k", "self_attn.k_proj.weight", (kvn, h)),
            ("v", "self_attn.v_proj.weight", (kvn, h)),
            ("o", "self_attn.o_proj.weight", (h, qn)),
            ("gate", "mlp.gate_proj.weight", (inter, h)),
            ("up", "mlp.up_proj.weight", (inter, h)),
            ("down", "mlp.down_proj.weight", (h, inter)),
        ]
        if c.qkv_bias:
            parts += [
                ("q.b", "self_attn.q_proj.bias", (qn,)),
                ("k.b", "self_attn.k_proj.bias", (kvn,)),
                ("v.b", "self_attn.v_proj.bias", (kvn,)),
            ]
        if c.o_bias:
            parts.append(("o.b", "self_attn.o_proj.bias", (h,)))
        if c.mlp_bias:
            parts += [
                ("gate.b", "mlp.gate_proj.bias", (inter,)),
                ("up.b", "mlp.up_proj.bias", (inter,)),
                ("down.b", "mlp.down_proj.bias", (h,)),
            ]
        if c.qk_norm:
            parts += [("q_norm", "self_attn.q_norm.weight", (d,)), ("k_norm", "self_attn.k_norm.weight", (d,))]
        for role, name, shape in parts:
            names[r + role], shapes[r + role] = p + name, shape
    _lm_head(c, w, names, shapes, ("lm_head.weight",))
    return names, shapes


# -- opening --------------------------------------------------------------------------------------------------


def _check_vocab(tokenizer: Any, config: ModelConfig, folder: Path) -> None:
    size = int(getattr(tokenizer, "vocab_size", 0))
    if size > config.vocab:
        raise LiveError(
            getattr(tokenizer, "file", folder),
            "the tokenizer gives ids up to {top}, but vocab_size in "
            "config.json is {vocab}: the embedding has no row for "
            "them (a tokenizer of another model?).",
            top=size - 1,
            vocab=config.vocab,
        )


def open_model(path: str | os.PathLike[str]) -> LiveModel:
    """The model in folder `path` (or the folder of `path` if that is its config.json or a safetensors file):
    config.json, its safetensors weights (every tensor a run reads checked for presence, shape and dtype) and
    its tokenizer (tokenizer.json or vocab.txt, if the folder has one; a folder without one runs on ids, and
    tokenize() says why not). LiveError naming the file and key for anything that cannot run."""
    folder = Path(path)
    if folder.is_file() and (folder.name == "config.json" or folder.suffix == ".safetensors"):
        folder = folder.parent  # a file of the folder chosen: the folder is meant
    if not folder.is_dir():
        raise LiveError(folder, "is not a folder: a model folder holds config.json and *.safetensors.")
    config = read_config(folder)
    weights = Weights(folder)
    tokenizer = None
    if any((folder / name).is_file() for name in TOKENIZER_FILES):
        from .tokenizer_files import load_tokenizer

        tokenizer = load_tokenizer(folder)
        _check_vocab(tokenizer, config, folder)
    return LiveModel(folder, config, weights, tokenizer)
