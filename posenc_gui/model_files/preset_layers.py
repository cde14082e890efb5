"""A preset's layers, read by the same reader as an opened config.json.

A rope preset that cites its layer keys (`layers` in presets.json: model_type, num_hidden_layers, the sliding
window, ...) is spelled back into the config.json its family's configuration class would write, and read with
`config_info`: so every layer's scheme, and the model's softmax scale factor, follow the family's modeling code
(model_files/layers.py) exactly as for an opened model. A preset without `layers` has none (None).
"""

from __future__ import annotations

from typing import Any

from .config import ConfigInfo, config_info
from .presets import ModelPreset

# Where a family's config.json keeps the base of the global layers and of the local ones (configuration_gemma3.py:
# rope_theta and rope_local_base_freq; configuration_modernbert.py: global_rope_theta and local_rope_theta)
BASE_KEYS = {
    "gemma3_text": ("rope_theta", "rope_local_base_freq"),
    "modernbert": ("global_rope_theta", "local_rope_theta"),
}

_read: dict[str, ConfigInfo | None] = {}


def preset_config(p: ModelPreset) -> dict[str, Any] | None:
    """The config.json the preset's cited values spell, or None when the preset cites no layers."""
    if p.type != "rope" or p.layer_items is None:
        return None
    layers = dict(p.layer_items)
    mt = str(layers["model_type"])
    base_key, local_key = BASE_KEYS.get(mt, ("rope_theta", ""))
    config: dict[str, Any] = {
        "hidden_size": p.hidden_size,
        "num_attention_heads": p.heads,
        "partial_rotary_factor": p.partial_rotary_factor,
        base_key: p.base,
        "rope_scaling": p.scaling,
    }
    if mt == "deepseek_v3":  # (the preset's head_dim is the part RoPE turns: qk_rope_head_dim)
        config["qk_rope_head_dim"] = p.head_dim
    else:
        config["head_dim"] = p.head_dim
    if local_key and p.local_base is not None:
        config[local_key] = p.local_base
    if p.max_position_embeddings is not None:
        config["max_position_embeddings"] = p.max_position_embeddings
    config.update(layers)
    return {k: v for k, v in config.items() if v is not None}


def preset_info(p: ModelPreset) -> ConfigInfo | None:
    """The preset read as a config.json (layers, softmax scale factor), once; None without cited layers."""
    if p.id not in _read:
        config = preset_config(p)
        _read[p.id] = None if config is None else config_info(config, f"presets.json: {p.id}")
    return _read[p.id]
