"""Well-known open models' position settings, read from resources/models/presets.json.

Every value there is cited: each preset lists its sources (repository, file, commit) and which of its fields each
source gives, and resources/models/SOURCES.md says where in each file the value stands. The file format is
described at the top of SOURCES.md; a RoPE preset's `scaling` is a mapping in the form transformers'
`rope_scaling` takes (rope_type, factor, original_max_position_embeddings, beta_fast, ...).

The file is checked field by field before anything is used: a file that does not fit (a wrong type, a value out of
range, an unknown or missing key, a value no source gives) raises a ParamError that names the file and the field,
and no other exception gets out. numpy-only (the checks of the core), never Qt.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn, cast

from ..core.errors import ParamError
from ..core.relative import MAX_HEADS, t5_settings
from ..core.rope import PAIRINGS
from ..core.validation import shorten, shown
from ..records import record
from ..resources import resource_path
from .json_reader import JSONTextError, TooDeep, loads

PRESETS_FILE = ("models", "presets.json")
FORMAT = 1
TYPES = ("rope", "alibi", "t5-buckets")
ROPE_TYPES = ("linear", "dynamic", "yarn", "longrope", "llama3")

MOST_BYTES = 4 << 20  # the file is read whole: a bound on what a damaged or foreign file can cost
MOST_PRESETS = 1000
MOST_SOURCES = 32
MAX_CONTEXT = 10**9  # max_position_embeddings and original_max_position_embeddings
MAX_HEAD_DIM = 2**16
MAX_HIDDEN = 2**24
MAX_BASE = 1e12
MAX_FACTOR = 1e6

_ID = re.compile(r"[a-z0-9][a-z0-9.\-]{0,63}")
_REPO = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,99}/[A-Za-z0-9][A-Za-z0-9_.\-]{0,99}")
_COMMIT = re.compile(r"[0-9a-f]{40}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")

_COMMON = ("id", "name", "type", "source", "hidden_size")
_REQUIRED = {
    "rope": ("head_dim", "partial_rotary_factor", "pairing", "base", "scaling", "max_position_embeddings"),
    "alibi": ("heads", "max_position_embeddings"),
    "t5-buckets": ("heads", "num_buckets", "max_distance", "bidirectional"),
}
_OPTIONAL = {"rope": ("heads", "local_base", "layers"), "alibi": ("alibi_bias_max",), "t5-buckets": ()}
# rope_type -> (required keys, optional keys) of a scaling mapping, as transformers' rope functions read them
_SCALING_KEYS = {
    "linear": (("factor",), ()),
    "dynamic": (("factor",), ("original_max_position_embeddings",)),
    "yarn": (
        ("factor",),
        (
            "original_max_position_embeddings",
            "beta_fast",
            "beta_slow",
            "mscale",
            "mscale_all_dim",
            "attention_factor",
            "truncate",
        ),
    ),
    "longrope": (("short_factor", "long_factor"), ("original_max_position_embeddings", "factor", "attention_factor")),
    "llama3": (("factor", "low_freq_factor", "high_freq_factor", "original_max_position_embeddings"), ()),
}
# fields a preset holds besides its name and id: what its sources must give between them
_VALUE_FIELDS = (
    "type",
    "hidden_size",
    "heads",
    "head_dim",
    "partial_rotary_factor",
    "pairing",
    "base",
    "local_base",
    "scaling",
    "layers",
    "max_position_embeddings",
    "alibi_bias_max",
    "num_buckets",
    "max_distance",
    "bidirectional",
)


# A rope preset's optional `layers`: the config.json keys its family's modeling code builds the layers from (see
# model_files/layers.py), each cited; the model type names the family whose rules place them.
LAYER_FAMILIES = (
    "llama",
    "mistral",
    "qwen2",
    "gpt_neox",
    "gptj",
    "gemma3_text",
    "modernbert",
    "gpt_oss",
    "deepseek_v3",
    "llama4_text",
)
_LAYER_KEYS: dict[str, tuple[str, int, int]] = {  # key -> (kind, low, high); kind "whole" or "real"
    "num_hidden_layers": ("whole", 1, 4096),
    "sliding_window": ("whole", 1, MAX_CONTEXT),
    "sliding_window_pattern": ("whole", 1, 4096),
    "query_pre_attn_scalar": ("real", 1, 10**9),
    "global_attn_every_n_layers": ("whole", 1, 4096),
    "local_attention": ("whole", 2, MAX_CONTEXT),
    "no_rope_layer_interval": ("whole", 1, 4096),
    "attention_chunk_size": ("whole", 1, MAX_CONTEXT),
    "floor_scale": ("real", 1, MAX_CONTEXT),
    "attn_temperature_tuning": ("whole", 0, 2**31 - 1),  # (Llama 4's configuration writes the number 4)
    "attn_scale": ("real", 0, 10**6),
    "qk_nope_head_dim": ("whole", 0, MAX_HEAD_DIM),
}


@record
class Source:
    """Where some of a preset's values were read: a file of a public repository at a commit."""

    repo: str  # "owner/name"
    file: str  # the path inside the repository
    commit: str  # 40 hex digits
    gives: tuple[str, ...]  # the preset's fields it gives: "base", "scaling.factor", ...


@record
class ModelPreset:
    """One model's position settings. Fields that do not apply to the preset's type are None.

    rope: head_dim, partial_rotary_factor, pairing ("interleaved" or "split-half", as the cited reference code
    pairs dimensions), base (for Gemma the global layers' base, local_base the sliding-window layers'), the
    rope_scaling mapping (`scaling`, which applies to the layers using `base`), max_position_embeddings (None
    where no source states one). alibi: heads, max_position_embeddings, alibi_bias_max. t5-buckets: heads,
    num_buckets, max_distance, bidirectional."""

    id: str
    name: str
    type: str
    sources: tuple[Source, ...]
    hidden_size: int | None = None
    heads: int | None = None
    head_dim: int | None = None
    partial_rotary_factor: float | None = None
    pairing: str | None = None
    base: float | None = None
    local_base: float | None = None
    # the scaling mapping frozen: ((key, value), ...), lists as tuples
    scaling_items: tuple[tuple[str, Any], ...] | None = None
    max_position_embeddings: int | None = None
    alibi_bias_max: float | None = None
    num_buckets: int | None = None
    max_distance: int | None = None
    bidirectional: bool | None = None
    # rope: the config.json keys the layers are built from ((key, value), ...): model_type, num_hidden_layers, ...
    layer_items: tuple[tuple[str, Any], ...] | None = None

    @property
    def scaling(self) -> dict[str, Any] | None:
        """The rope_scaling mapping as transformers takes it (a new dict each time, lists as lists), or None."""
        if self.scaling_items is None:
            return None
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.scaling_items}

    @property
    def layers(self) -> dict[str, Any] | None:
        """The config.json keys its layers are built from (model_type, num_hidden_layers, ...), or None."""
        return None if self.layer_items is None else dict(self.layer_items)

    @property
    def rope_type(self) -> str | None:
        """The scaling rule's name, "default" for RoPE without scaling, None for a preset of another type."""
        if self.type != "rope":
            return None
        return "default" if self.scaling_items is None else dict(self.scaling_items)["rope_type"]

    @property
    def original_max_position_embeddings(self) -> int | None:
        """The context before extension the scaling rule names, if it names one (not a trained length: Llama 3.1
        was trained further at its long context)."""
        return dict(self.scaling_items or ()).get("original_max_position_embeddings")

    @property
    def rotary_dim(self) -> int | None:
        """The rotated dimensions of a head, int(head_dim * partial_rotary_factor) as transformers computes it."""
        if self.type != "rope":
            return None
        return int(cast(int, self.head_dim) * cast(float, self.partial_rotary_factor))  # (set for rope)


def _join(field: str, key: str) -> str:
    return f"{field}.{key}" if field else key


class _Checker:
    """The checks, each failure a ParamError naming the file and the field (its path in the document)."""

    def __init__(self, file: str):
        self.file = file

    def fail(self, field: str, template: str, **fields: Any) -> NoReturn:
        raise ParamError("{file}: {field} " + template, file=self.file, field=field, **fields)

    def mapping(self, field: str, value: Any, required: Sequence[str], optional: Sequence[str] = ()) -> dict[str, Any]:
        """An object with the `required` keys and no others than `optional` ones; field "" is the document."""
        if not isinstance(value, dict):
            self.fail(field or "the document", "must be an object (a JSON mapping), not {value}.", value=shown(value))
        for key in value:
            if not isinstance(key, str):
                self.fail(field or "the document", "has a key that is not a text: {key}.", key=shown(key))
            if key not in required and key not in optional:
                self.fail(
                    _join(field, shorten(key, 40)),
                    "is not a key this object takes (it takes {keys}).",
                    keys=", ".join((*required, *optional)),
                )
        for key in required:
            if key not in value:
                self.fail(_join(field, key), "is missing.")
        return value

    def array(self, field: str, value: Any, low: int, high: int) -> list[Any]:
        if not isinstance(value, list):
            self.fail(field, "must be a list, not {value}.", value=shown(value))
        if not low <= len(value) <= high:
            self.fail(
                field, "must have from {low} to {high} entries, not {count}.", low=low, high=high, count=len(value)
            )
        return value

    def text(self, field: str, value: Any, most: int = 200) -> str:
        if not isinstance(value, str):
            self.fail(field, "must be a text, not {value}.", value=shown(value))
        if not value.strip() or len(value) > most or _CONTROL.search(value):
            self.fail(
                field, "must be a text of 1 to {most} printable characters, not {value}.", most=most, value=shown(value)
            )
        return value

    def pattern(self, field: str, value: Any, regex: re.Pattern[str], what: str) -> str:
        if not isinstance(value, str) or not regex.fullmatch(value):
            self.fail(field, "must be {what}, not {value}.", what=what, value=shown(value))
        return value

    def word(self, field: str, value: Any, choices: Sequence[str]) -> str:
        if not isinstance(value, str) or value not in choices:
            self.fail(field, "must be one of {choices}, not {value}.", choices=", ".join(choices), value=shown(value))
        return value

    def whole(self, field: str, value: Any, low: int, high: int) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail(field, "must be a whole number, not {value}.", value=shown(value))
        if not low <= value <= high:
            self.fail(
                field,
                "must lie between {low} and {high}; {value} is out of range.",
                low=low,
                high=high,
                value=shown(value),
            )
        return value

    def real(self, field: str, value: Any, low: float, high: float, above_low: bool = False) -> float:
        """A number in [low, high] ((low, high] with above_low); a JSON integer counts as a number."""
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            self.fail(field, "must be a number, not {value}.", value=shown(value))
        try:
            f = float(value)
        except OverflowError:
            f = math.inf
        if not math.isfinite(f):
            self.fail(field, "must be a finite number, not {value}.", value=shown(value))
        if above_low and not low < f <= high:
            self.fail(
                field,
                "must be greater than {low:g} and at most {high:g}; {value:g} is out of range.",
                low=low,
                high=high,
                value=f,
            )
        if not low <= f <= high:
            self.fail(
                field, "must lie between {low:g} and {high:g}; {value:g} is out of range.", low=low, high=high, value=f
            )
        return f

    def flag(self, field: str, value: Any) -> bool:
        if not isinstance(value, bool):
            self.fail(field, "must be true or false, not {value}.", value=shown(value))
        return value

    def rewrap(self, exc: ParamError) -> NoReturn:
        """A check of another core module (which names the field) as a failure naming the file too."""
        fields = dict(exc.fields)
        template = exc.template
        if "file" in fields:
            template, fields["file_"] = template.replace("{file}", "{file_}"), fields.pop("file")
        if not fields:
            template = template.replace("{", "{{").replace("}", "}}")
        raise ParamError("{file}: " + template, file=self.file, **fields) from None


def _decode(data: bytes, file: str) -> Any:
    try:
        return loads(data.decode("utf-8-sig"), unique_keys=True, constants=False)
    except UnicodeDecodeError as exc:
        raise ParamError("{file}: is not UTF-8 text (byte {at}).", file=file, at=exc.start) from None
    except TooDeep:
        raise ParamError("{file}: nests too deeply to read.", file=file) from None
    except JSONTextError as exc:  # not JSON, a duplicate key, NaN or Infinity, an integer of 4300+ digits
        raise ParamError(
            "{file}: is not valid JSON: {why}{where}.", file=file, why=exc.why[:200], where=exc.where
        ) from None


def _scaling(  # noqa: C901 - one check a key
    c: _Checker,
    field: str,
    value: Any,
    rotary_dim: int,
) -> tuple[tuple[str, Any], ...] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        c.fail(field, "must be an object (a rope_scaling mapping) or null, not {value}.", value=shown(value))
    if "rope_type" not in value:
        c.fail(f"{field}.rope_type", "is missing.")
    rule = c.word(f"{field}.rope_type", value["rope_type"], ROPE_TYPES)
    required, optional = _SCALING_KEYS[rule]
    c.mapping(field, value, ("rope_type", *required), optional)
    out: dict[str, Any] = {"rope_type": rule}
    for key, item in value.items():
        path = f"{field}.{key}"
        if key == "rope_type":
            continue
        if key == "factor":
            out[key] = c.real(path, item, 1.0, MAX_FACTOR)
        elif key == "original_max_position_embeddings":
            out[key] = c.whole(path, item, 1, MAX_CONTEXT)
        elif key in ("low_freq_factor", "high_freq_factor", "beta_fast", "beta_slow"):
            out[key] = c.real(path, item, 0.0, 1e4, above_low=True)
        elif key in ("mscale", "mscale_all_dim", "attention_factor"):
            out[key] = c.real(path, item, 0.0, 100.0, above_low=True)
        elif key == "truncate":
            out[key] = c.flag(path, item)
        else:  # short_factor, long_factor: one number per rotated pair
            items = c.array(path, item, rotary_dim // 2, rotary_dim // 2)
            out[key] = tuple(c.real(f"{path}[{i}]", v, 0.0, MAX_FACTOR, above_low=True) for i, v in enumerate(items))
    if rule == "llama3" and not out["low_freq_factor"] <= out["high_freq_factor"]:
        # (equal factors: no smoothed band, as Llama 4 Scout's 1 and 1 in Meta's models/llama4/args.py)
        c.fail(
            f"{field}.high_freq_factor",
            "must not be less than low_freq_factor ({low:g}), not {value:g}.",
            low=out["low_freq_factor"],
            value=out["high_freq_factor"],
        )
    if "beta_fast" in out and "beta_slow" in out and not out["beta_slow"] < out["beta_fast"]:
        c.fail(
            f"{field}.beta_fast",
            "must be greater than beta_slow ({low:g}), not {value:g}.",
            low=out["beta_slow"],
            value=out["beta_fast"],
        )
    return tuple(out.items())


def _layers(c: _Checker, field: str, value: Any) -> tuple[tuple[str, Any], ...]:
    """A preset's `layers`: model_type, num_hidden_layers and the family's own layer keys, each checked."""
    c.mapping(
        field, value, ("model_type", "num_hidden_layers"), tuple(k for k in _LAYER_KEYS if k != "num_hidden_layers")
    )
    out: list[tuple[str, Any]] = [("model_type", c.word(f"{field}.model_type", value["model_type"], LAYER_FAMILIES))]
    for key, item in value.items():
        if key == "model_type":
            continue
        kind, low, high = _LAYER_KEYS[key]
        path = f"{field}.{key}"
        if kind == "whole":
            out.append((key, c.whole(path, item, low, high)))
        else:
            out.append((key, c.real(path, item, low, high, above_low=low > 0)))
    return tuple(out)


def _sources(c: _Checker, field: str, value: Any, preset: dict[str, Any]) -> tuple[Source, ...]:
    """The sources, each naming fields the preset has; between them they must give every value it holds."""
    known = {k for k in _VALUE_FIELDS if k in preset}
    needed = set(known)
    for name in ("scaling", "layers"):  # a mapping is given key by key, or whole by a source naming it
        mapping = preset.get(name)
        if isinstance(mapping, dict):
            known |= {f"{name}.{k}" for k in mapping}
            needed = (needed - {name}) | {f"{name}.{k}" for k in mapping}
    out = []
    choices = sorted(known)
    for i, entry in enumerate(c.array(field, value, 1, MOST_SOURCES)):
        path = f"{field}[{i}]"
        c.mapping(path, entry, ("repo", "file", "commit", "gives"))
        repo = c.pattern(f"{path}.repo", entry["repo"], _REPO, 'a repository as "owner/name"')
        file = c.text(f"{path}.file", entry["file"], 300)
        if file.startswith("/") or "\\" in file or ".." in file.split("/"):
            c.fail(f"{path}.file", "must be a path inside the repository, not {value}.", value=shown(file))
        commit = c.pattern(f"{path}.commit", entry["commit"], _COMMIT, "a commit's 40 lowercase hex digits")
        gives = c.array(f"{path}.gives", entry["gives"], 1, len(known) or 1)
        for j, name in enumerate(gives):
            if not isinstance(name, str) or name not in known:  # (the field's name is spelt only for the error)
                c.word(f"{path}.gives[{j}]", name, choices)
        if len(set(gives)) != len(gives):
            c.fail(f"{path}.gives", "names a field twice.")
        out.append(Source(repo, file, commit, tuple(gives)))
    given = {name for source in out for name in source.gives}
    for name in sorted(needed):
        if name not in given and not ("." in name and name.split(".")[0] in given):
            c.fail(f"{field[: -len('.source')]}.{name}", "is given by none of the preset's sources.")
    return tuple(out)


def _preset(c: _Checker, field: str, value: Any) -> ModelPreset:  # noqa: C901 - one check a field
    if not isinstance(value, dict):
        c.fail(field, "must be an object (a JSON mapping), not {value}.", value=shown(value))
    if "type" not in value:
        c.fail(f"{field}.type", "is missing.")
    kind = c.word(f"{field}.type", value["type"], TYPES)
    c.mapping(field, value, (*_COMMON[:4], *_REQUIRED[kind]), (_COMMON[4], *_OPTIONAL[kind]))
    got: dict[str, Any] = {
        "id": c.pattern(
            f"{field}.id", value["id"], _ID, "an id of lowercase letters, digits, dots and dashes (at most 64)"
        ),
        "name": c.text(f"{field}.name", value["name"], 80),
        "type": kind,
    }
    if "hidden_size" in value:
        got["hidden_size"] = c.whole(f"{field}.hidden_size", value["hidden_size"], 1, MAX_HIDDEN)
    if "heads" in value:
        got["heads"] = c.whole(f"{field}.heads", value["heads"], 1, MAX_HEADS)
    if kind == "rope":
        head_dim = c.whole(f"{field}.head_dim", value["head_dim"], 2, MAX_HEAD_DIM)
        if head_dim % 2:
            c.fail(f"{field}.head_dim", "must be even (RoPE turns pairs of dimensions), not {value}.", value=head_dim)
        partial = c.real(f"{field}.partial_rotary_factor", value["partial_rotary_factor"], 0.0, 1.0, above_low=True)
        rotary_dim = int(head_dim * partial)
        if rotary_dim < 2 or rotary_dim % 2:
            c.fail(
                f"{field}.partial_rotary_factor",
                "leaves {rotary} rotated dimensions of {head_dim}, which is not an even number of at least 2.",
                rotary=rotary_dim,
                head_dim=head_dim,
            )
        got |= {
            "head_dim": head_dim,
            "partial_rotary_factor": partial,
            "pairing": c.word(f"{field}.pairing", value["pairing"], PAIRINGS),
            "base": c.real(f"{field}.base", value["base"], 1.0, MAX_BASE, above_low=True),
            "scaling_items": _scaling(c, f"{field}.scaling", value["scaling"], rotary_dim),
        }
        if "layers" in value:
            got["layer_items"] = _layers(c, f"{field}.layers", value["layers"])
        if "local_base" in value:
            got["local_base"] = c.real(f"{field}.local_base", value["local_base"], 1.0, MAX_BASE, above_low=True)
        if value["max_position_embeddings"] is not None:
            got["max_position_embeddings"] = c.whole(
                f"{field}.max_position_embeddings", value["max_position_embeddings"], 1, MAX_CONTEXT
            )
    elif kind == "alibi":
        got["max_position_embeddings"] = c.whole(
            f"{field}.max_position_embeddings", value["max_position_embeddings"], 1, MAX_CONTEXT
        )
        if "alibi_bias_max" in value:
            got["alibi_bias_max"] = c.real(
                f"{field}.alibi_bias_max", value["alibi_bias_max"], 0.0, 1000.0, above_low=True
            )
    else:
        names = (f"{field}.bidirectional", f"{field}.num_buckets", f"{field}.max_distance")
        bidirectional = c.flag(names[0], value["bidirectional"])
        num_buckets = c.whole(names[1], value["num_buckets"], 2, 2**16)
        max_distance = c.whole(names[2], value["max_distance"], 1, MAX_CONTEXT)
        try:  # T5's own constraints (an even count, a max_distance past the exact range), as the core checks them
            t5_settings(bidirectional, num_buckets, max_distance, names=names)
        except ParamError as exc:
            c.rewrap(exc)
        got |= {"bidirectional": bidirectional, "num_buckets": num_buckets, "max_distance": max_distance}
    got["sources"] = _sources(c, f"{field}.source", value["source"], value)
    return ModelPreset(**got)


def parse_presets(data: Any, file: str = "presets.json") -> tuple[ModelPreset, ...]:
    """The presets of an already decoded document (what json.loads gives), checked; `file` names it in errors."""
    c = _Checker(str(file))
    c.mapping("", data, ("format", "presets"))
    if not isinstance(data["format"], int) or isinstance(data["format"], bool) or data["format"] != FORMAT:
        c.fail(
            "format",
            "must be {format}, the format this version reads, not {value}.",
            format=FORMAT,
            value=shown(data["format"]),
        )
    out: list[ModelPreset] = []
    ids: dict[str, int] = {}
    names: dict[str, int] = {}
    for i, entry in enumerate(c.array("presets", data["presets"], 1, MOST_PRESETS)):
        preset = _preset(c, f"presets[{i}]", entry)
        if preset.id in ids:
            c.fail(
                f"presets[{i}].id",
                "repeats the id of presets[{other}]: {value}.",
                other=ids[preset.id],
                value=preset.id,
            )
        if preset.name in names:
            c.fail(
                f"presets[{i}].name",
                "repeats the name of presets[{other}]: {value}.",
                other=names[preset.name],
                value=shown(preset.name),
            )
        ids[preset.id], names[preset.name] = i, i
        out.append(preset)
    return tuple(out)


def load_presets(path: str | os.PathLike[str] | None = None) -> tuple[ModelPreset, ...]:
    """The presets of `path` (by default the shipped resources/models/presets.json), checked."""
    path = Path(resource_path(*PRESETS_FILE) if path is None else path)
    try:
        with open(path, "rb") as f:
            data = f.read(MOST_BYTES + 1)
    except OSError as exc:
        raise ParamError(
            "{file}: cannot be read: {why}.", file=path.name, why=exc.strerror or type(exc).__name__
        ) from None
    if len(data) > MOST_BYTES:
        raise ParamError(
            "{file}: is larger than {most:,} bytes, more than a presets file can be.", file=path.name, most=MOST_BYTES
        )
    return parse_presets(_decode(data, path.name), path.name)


_shipped: list[tuple[ModelPreset, ...]] = []


def presets() -> tuple[ModelPreset, ...]:
    """The shipped presets, read and checked once."""
    if not _shipped:
        _shipped.append(load_presets())
    return _shipped[0]


def rope_presets() -> tuple[ModelPreset, ...]:
    """The shipped presets that use RoPE, in the file's order."""
    return tuple(p for p in presets() if p.type == "rope")


def preset(preset_id: str) -> ModelPreset:
    """The shipped preset with this id."""
    for p in presets():
        if p.id == preset_id:
            return p
    raise ParamError(
        "There is no model preset {value}; the presets are {ids}.",
        value=shown(preset_id),
        ids=", ".join(p.id for p in presets()),
    )
