"""The RoPE setting the Long context chapter's views share: a model preset, the opened model, or a rule typed in
key by key ("manual"), and how it turns into per-pair inverse frequencies.

The setting is an owner of options of its own (like the animation), so the three views show and bind the same
controls, sessions and lesson `set:` lines reach it as `long-context.<key>`, and each view's compute gets it as
a hint. A manual rule uses the shared d_model (its even part) as the head dimension and the shared base.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import numpy as np

from ...core import Params
from ...core.errors import ParamError
from ...core.rope import rope_width
from ...core.rope_scaling import RopeInvFreq, rope_inv_freq, softmax_scale_factor
from ...core.validation import real, shown
from ...model_files.preset_layers import preset_info
from ...model_files.presets import ModelPreset, rope_presets
from ...records import record
from .base import Options
from .fields import choice_option, real_option, text_option, whole_option

if TYPE_CHECKING:
    from ...model_files.inspection import ModelInfo

OWNER = "long-context"
MANUAL, OPENED = "manual", "opened"
RULE_NAMES = {
    "default": "none (default)",
    "linear": "linear (PI)",
    "dynamic": "dynamic NTK",
    "yarn": "YaRN",
    "longrope": "LongRoPE",
    "llama3": "Llama 3",
}
PRESETS = {p.id: p for p in rope_presets()}
# The presets whose attention code scales the softmax besides RoPE, by the model type that code has: DeepSeek-V3's
# (its inference/model.py, which the preset cites, multiplies softmax_scale by mscale²)
PRESET_MODEL_TYPES = {"deepseek-v3": "deepseek_v3"}
# The presets whose reference code pairs interleaved dimensions ((x0, x1), (x2, x3), …) while the transformers
# library's port of their checkpoints turns split halves (rotate_half): its conversion scripts permute the query and
# key weights to fit ("permute for sliced rotary" in models/llama/convert_llama_weights_to_hf.py, permute_for_rope in
# models/mistral/convert_mistral_weights_to_hf.py at commit 15ea02a2add1672acbeee158a9448720d6093de1), so a config
# of the same model reads split-half and gives the same scores.
PERMUTED_IN_TRANSFORMERS = frozenset({"llama-3.1-8b", "llama-3.2-1b", "mistral-7b-v0.1"})
MAX_CONTEXT = 10**8
MAX_FACTOR_ENTRIES = 4096


def _factor_list(name: str, value: Any) -> str:
    """A LongRoPE factor list as typed: numbers separated by spaces or commas (one number: every pair)."""
    if not isinstance(value, str):
        raise ParamError("{name} must be a text of numbers, not {value}.", name=name, value=shown(value))
    parts = value.replace(",", " ").split()
    if not parts or len(parts) > MAX_FACTOR_ENTRIES:
        raise ParamError(
            "{name} needs between 1 and {most} numbers, not {count}.",
            name=name,
            most=MAX_FACTOR_ENTRIES,
            count=len(parts),
        )
    for part in parts:
        try:
            number = float(part)
        except ValueError:
            raise ParamError("{name}: {value} is not a number.", name=name, value=shown(part)) from None
        real(name, number, 1e-6, 1e6)
    return value.strip()  # (kept as typed: a lesson or session gives back what it set)


@record
class LongContextOptions(Options):
    source: str = choice_option(
        MANUAL,
        ((MANUAL, "manual"), *tuple((p.id, p.name) for p in PRESETS.values()), (OPENED, "opened model")),
        label="&Model:",
        tip="A model's shipped RoPE settings, the model opened with File > Open model…, or a rule "
        "typed in key by key (manual: head dimension d_model, the shared base)",
    )
    rule: str = choice_option(
        "yarn",
        tuple(RULE_NAMES.items()),
        label="R&ule:",
        tip="rope_scaling's rope_type, as the transformers library computes it",
    )
    factor: float = real_option(
        4.0,
        1.0,
        1000.0,
        decimals=2,
        step=1,
        label="&Factor:",
        tip="rope_scaling's factor: the target context over the original one",
    )
    # (the original context, not "the trained length": Llama 3.1 was trained further at its long context)
    trained: int = whole_option(
        4096,
        16,
        MAX_CONTEXT,
        step=1024,
        label="&Original:",
        tip="original_max_position_embeddings: the context before extension, which the "
        "rule's arithmetic starts from (a model may be trained further at the longer "
        "context, as Llama 3.1 was)",
    )
    target: int = whole_option(
        16384,
        16,
        MAX_CONTEXT,
        step=1024,
        label="T&arget:",
        tip="The context the model runs at (max_position_embeddings; dynamic NTK's sequence length)",
    )
    partial: float = real_option(
        1.0,
        0.01,
        1.0,
        decimals=3,
        step=0.25,
        label="Rotar&y:",
        tip="partial_rotary_factor: the share of the head's dimensions that are rotated",
    )
    beta_fast: float = real_option(
        32.0,
        0.01,
        1e4,
        decimals=2,
        step=1,
        label="β fast:",
        tip="YaRN's beta_fast: pairs that turn more often than this within the original context keep their frequency",
    )
    beta_slow: float = real_option(
        1.0,
        0.0,
        1e4,
        decimals=2,
        step=1,
        label="β slow:",
        tip="YaRN's beta_slow: pairs that turn less often than this are interpolated fully",
    )
    truncate: str = choice_option(
        "yes",
        (("yes", "truncate"), ("no", "exact edges")),
        tip="YaRN's truncate: round the ramp's edges to whole dimensions (the default) or keep them exact (gpt-oss)",
    )
    mscale: float = real_option(
        0.0,
        0.0,
        100.0,
        decimals=3,
        step=0.1,
        label="mscale:",
        special="not set",
        tip="YaRN's mscale (DeepSeek); not set: the attention factor is 0.1·ln(factor) + 1",
    )
    mscale_all_dim: float = real_option(
        0.0,
        0.0,
        100.0,
        decimals=3,
        step=0.1,
        label="all dims:",
        special="not set",
        tip="YaRN's mscale_all_dim (DeepSeek)",
    )
    attention: float = real_option(
        0.0,
        0.0,
        100.0,
        decimals=4,
        step=0.05,
        label="Attention factor:",
        special="from the rule",
        tip="rope_scaling's attention_factor: cos and sin are multiplied by it (YaRN, LongRoPE)",
    )
    low_freq_factor: float = real_option(
        1.0,
        0.01,
        1000.0,
        decimals=2,
        step=0.5,
        label="Low:",
        tip="Llama 3's low_freq_factor: wavelengths over original / low are divided by the factor",
    )
    high_freq_factor: float = real_option(
        4.0,
        0.01,
        1000.0,
        decimals=2,
        step=0.5,
        label="High:",
        tip="Llama 3's high_freq_factor: wavelengths under original / high are kept",
    )
    short_factor: str = text_option(
        "1",
        convert=_factor_list,
        label="Short:",
        tip="LongRoPE's short_factor: each pair's wavelength factor up to the original "
        "context (one number: every pair)",
    )
    long_factor: str = text_option(
        "4",
        convert=_factor_list,
        label="Long:",
        tip="LongRoPE's long_factor: each pair's wavelength factor past the original context (one number: every pair)",
    )

    def validate(self) -> None:
        if self.rule == "llama3" and self.low_freq_factor >= self.high_freq_factor:
            raise ParamError(
                "Llama 3 scaling needs low_freq_factor below high_freq_factor, not {low:g} and {high:g}.",
                low=self.low_freq_factor,
                high=self.high_freq_factor,
            )
        if self.rule == "yarn" and self.beta_slow >= self.beta_fast:
            raise ParamError(
                "YaRN needs beta_slow below beta_fast, not {slow:g} and {fast:g}.",
                slow=self.beta_slow,
                fast=self.beta_fast,
            )


# The keys each rule reads (the controls shown for it; the rest are hidden).
RULE_FIELDS = {
    "default": (),
    "linear": ("factor",),
    "dynamic": ("factor",),
    "yarn": ("factor", "beta_fast", "beta_slow", "truncate", "mscale", "mscale_all_dim", "attention"),
    "longrope": ("short_factor", "long_factor", "attention"),
    "llama3": ("factor", "low_freq_factor", "high_freq_factor"),
}
RULE_CONTROLS = tuple(dict.fromkeys(f for fields in RULE_FIELDS.values() for f in fields))


@record(eq=False)
class Setting:
    """A RoPE setting resolved: what rope_inv_freq takes, and the context lengths the views mark."""

    label: str  # "Llama 3.1 8B", "manual", or the opened model's name
    head_dim: int
    base: float
    partial: float  # partial_rotary_factor
    scaling: dict[str, Any] | None  # a rope_scaling mapping as a config writes it
    trained: int | None  # the original context (original_max_position_embeddings); None: not stated
    target: int  # the context it runs at
    pairing: str = "split-half"
    softmax_scale: float = 1.0  # what the model's attention multiplies 1/√(query width) by (see softmax_factor)
    origin: str = MANUAL  # "preset", OPENED or MANUAL: whose pairing `pairing` is (see PERMUTED_IN_TRANSFORMERS)
    permuted: bool = False  # a preset whose transformers port permuted q and k to turn split halves instead
    softmax_family: str = ""  # whose attention code sets softmax_scale: a key of SOFTMAX_FAMILIES, or ""

    @property
    def rotary_dim(self) -> int:
        return int(self.head_dim * self.partial)

    @property
    def rule(self) -> str:
        s = self.scaling or {}
        return str(s.get("rope_type", s.get("type", "default")))

    def inv_freq(self, scaled: bool = True, seq_len: int | None = None) -> RopeInvFreq:
        """(inv_freq, attention_factor) under the rule (scaled) or without it."""
        if not scaled:
            return rope_inv_freq(self.head_dim, self.base, None, partial_rotary_factor=self.partial)
        # dynamic NTK grows the base past max_position_embeddings: the original length; the others read the
        # config's, which is the context the model runs at (a dynamic setting always has its original length)
        config_length = self.trained if self.rule == "dynamic" else self.target
        result = rope_inv_freq(
            self.head_dim,
            self.base,
            self.scaling,
            seq_len=seq_len or self.target,
            partial_rotary_factor=self.partial,
            max_position_embeddings=config_length,
        )
        if self.rule == "proportional":  # (Gemma 4's global layers: the pairs past rotary_dim / 2 do not turn)
            return RopeInvFreq(result.inv_freq[: self.rotary_dim // 2], result.attention_factor)
        return result


def _numbers(text: str, count: int, name: str) -> list[float]:
    values = [float(v) for v in text.split()]
    if len(values) == 1:
        return values * count
    if len(values) != count:
        raise ParamError(
            "{name} needs one number or {count} (one per rotated pair), not {given}.",
            name=name,
            count=count,
            given=len(values),
        )
    return values


def manual_scaling(o: LongContextOptions, rotary_dim: int) -> dict[str, Any] | None:
    """The rope_scaling mapping the manual keys spell, as a config would write it."""
    if o.rule == "default":
        return None
    out: dict[str, Any] = {"rope_type": o.rule}
    if o.rule in ("linear", "dynamic", "yarn", "llama3"):
        out["factor"] = o.factor
    if o.rule in ("yarn", "longrope", "llama3", "dynamic"):
        out["original_max_position_embeddings"] = o.trained
    if o.rule == "yarn":
        out |= {"beta_fast": o.beta_fast, "beta_slow": o.beta_slow, "truncate": o.truncate == "yes"}
        if o.mscale:
            out["mscale"] = o.mscale
        if o.mscale_all_dim:
            out["mscale_all_dim"] = o.mscale_all_dim
    if o.rule == "llama3":
        out |= {"low_freq_factor": o.low_freq_factor, "high_freq_factor": o.high_freq_factor}
    if o.rule == "longrope":
        out["short_factor"] = _numbers(o.short_factor, rotary_dim // 2, "short_factor")
        out["long_factor"] = _numbers(o.long_factor, rotary_dim // 2, "long_factor")
    if o.rule in ("yarn", "longrope") and o.attention:
        out["attention_factor"] = o.attention
    return out


# The families whose attention multiplies q·k by something other than 1/√(query head width), by model type (their
# code: transformers' DeepseekV3Attention and DeepSeek's inference/model.py MLA: mscale²; Gemma2Attention, which
# Gemma3Attention keeps: query_pre_attn_scalar^-1/2; Gemma4TextAttention: scaling 1.0, queries and keys normalised)
SOFTMAX_FAMILIES = {
    "deepseek_v2": "deepseek",
    "deepseek_v3": "deepseek",
    "deepseek_v32": "deepseek",
    "glm_moe_dsa": "deepseek",
    "glm4_moe_lite": "deepseek",
    "gemma3": "gemma3",
    "gemma3_text": "gemma3",
    "gemma4": "gemma4",
    "gemma4_text": "gemma4",
}


def softmax_factor(overall: float | None, layers: tuple[Any, ...] | None, model_type: str | None) -> tuple[float, str]:
    """(what the attention of the layers the chapter shows multiplies 1/√(query width) by, the family whose code
    says so): the model's factor when every layer has the same one, else its full-attention RoPE layers' (Gemma 4:
    1/√512 of its global layers → √512), from what model_files read per layer."""
    factor = overall
    if factor is None:
        full = [
            layer
            for layer in layers or ()
            if layer.attention == "full"
            and layer.position == "rope"
            and layer.softmax_scale is not None
            and layer.head_dim
        ]
        factor = full[0].softmax_scale * float(np.sqrt(full[0].head_dim)) if full else 1.0
    factor = float(factor)
    return factor, (SOFTMAX_FAMILIES.get((model_type or "").lower(), "") if abs(factor - 1.0) > 1e-12 else "")


def preset_softmax(p: ModelPreset, scaling: dict[str, Any] | None) -> tuple[float, str]:
    """A preset's softmax factor: read from its cited layers (model_files.preset_layers) when it cites them, else
    from the scaling for the presets whose attention code is DeepSeek's (PRESET_MODEL_TYPES)."""
    info = preset_info(p)
    if info is not None:
        return softmax_factor(info.softmax_scale_factor, info.layers, info.model_type)
    model_type = PRESET_MODEL_TYPES.get(p.id)
    return softmax_factor(softmax_scale_factor(model_type, scaling), None, model_type)


def resolve(params: Params, o: LongContextOptions, model: ModelInfo | None = None) -> Setting:
    """The setting `o` names: a preset's, the opened `model`'s (a ModelInfo), or the manual keys'."""
    if o.source == OPENED:
        if model is None:
            raise ParamError("No model is open: open one with File > Open model…, or choose a preset.")
        if model.type != "rope" or not model.head_dim:
            raise ParamError(
                "The opened model {name} does not use RoPE ({kind}); choose a preset.", name=model.name, kind=model.type
            )
        original = original_context(
            model.scaling, model.original_max_position_embeddings, model.max_position_embeddings
        )
        target = _target(model.name, model.scaling, original, model.max_position_embeddings)
        # (a RoPE model's config.json gives its base, rotated dimensions and pairing: none is None)
        factor, family = softmax_factor(model.softmax_scale_factor, model.layers, model.model_type)
        return Setting(
            model.name,
            model.head_dim,
            cast(float, model.base),
            cast(int, model.rotary_dim) / model.head_dim,
            model.scaling,
            original,
            target,
            cast(str, model.pairing),
            factor,
            OPENED,
            softmax_family=family,
        )
    if o.source != MANUAL:
        p = PRESETS[o.source]
        scaling = preset_scaling(p)
        original = original_context(
            scaling, (scaling or {}).get("original_max_position_embeddings"), p.max_position_embeddings
        )
        head_dim, base = cast(int, p.head_dim), cast(float, p.base)  # (set for rope presets)
        factor, family = preset_softmax(p, scaling)
        return Setting(
            p.name,
            head_dim,
            base,
            p.partial_rotary_factor or 1.0,
            scaling,
            original,
            _target(p.name, scaling, original, p.max_position_embeddings),
            p.pairing or "split-half",
            factor,
            "preset",
            p.id in PERMUTED_IN_TRANSFORMERS,
            family,
        )
    head_dim = rope_width(params.d_model)
    return Setting(
        "manual", head_dim, params.base, o.partial, manual_scaling(o, int(head_dim * o.partial)), o.trained, o.target
    )


# Rules for which the transformers library takes max_position_embeddings as the original context when the mapping
# names none (dynamic NTK and YaRN read config.max_position_embeddings so); without scaling the configured context
# is the only one. A linear (or other) rule's original context is not max_position_embeddings, which is the
# context after extension (Gemma 3 4B: 131,072 with linear ×8): unknown unless a key states it.
MAX_POSITIONS_IS_ORIGINAL = ("default", "dynamic", "yarn")


def original_context(scaling: dict[str, Any] | None, original: int | None, max_positions: int | None) -> int | None:
    """The context before extension: original_max_position_embeddings where stated, else what the rule takes
    for it (MAX_POSITIONS_IS_ORIGINAL), else None (not known)."""
    if original:
        return int(original)
    rule = str((scaling or {}).get("rope_type", (scaling or {}).get("type", "default")))
    return int(max_positions) if max_positions and rule in MAX_POSITIONS_IS_ORIGINAL else None


def preset_scaling(p: ModelPreset) -> dict[str, Any] | None:
    """A preset's scaling as a config writes it (the preset keeps it frozen: lists as tuples)."""
    if p.scaling_items is None:
        return None
    return {k: list(v) if isinstance(v, tuple) else v for k, v in p.scaling_items}


def _target(name: str, scaling: dict[str, Any] | None, original: int | None, max_positions: int | None) -> int:
    """The context a shipped setting runs at: its max_position_embeddings when that is past the original context
    (or the original is not known); else original × factor (Qwen2.5's card adds YaRN ×4 to a config whose
    max_position_embeddings stays at the original 32768; DeepSeek-V3's reference code states no length)."""
    factor = (scaling or {}).get("factor")
    if max_positions and (original is None or max_positions > original):
        return int(max_positions)
    if original is None:
        raise ParamError("{name} states neither its context before extension nor max_position_embeddings.", name=name)
    # (YaRN without the key takes max_position_embeddings as its original context, as transformers does, and runs
    # at factor times it; dynamic NTK without it grows past max_position_embeddings only as a sequence does)
    dynamic = (scaling or {}).get("rope_type", (scaling or {}).get("type")) == "dynamic"
    if (
        isinstance(factor, (int, float))
        and not isinstance(factor, bool)
        and factor > 1
        and ("original_max_position_embeddings" in (scaling or {}) or not max_positions or not dynamic)
    ):
        return round(original * factor)
    return int(max_positions or original)


def pair_axis(setting: Setting) -> np.ndarray:
    return np.arange(setting.rotary_dim // 2, dtype=np.float64)
