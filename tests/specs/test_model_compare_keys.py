"""Models compared: its table of keys holds what `posenc-gui inspect --json` reads per layer (head_dim, the width
q . k is computed over; rotary_dim; softmax_scale) for every preset whose layers are cited, and for opened
multi-head latent attention configs (DeepSeek-V3: 128 + 64 = 192; GLM-5 and GLM-4.7-Flash: 192 + 64 = 256), never
the 64 dimensions RoPE turns."""

from __future__ import annotations

import json
import math

import pytest

from posenc_gui.cli import main
from posenc_gui.core import Params
from posenc_gui.model_files.inspection import inspect_model
from posenc_gui.model_files.preset_layers import preset_config
from posenc_gui.specs.kit.long_context import OPENED, PRESETS
from posenc_gui.specs.kit.models import LAYERED
from posenc_gui.specs.model_compare import ModelCompareOptions, compute


def inspected(tmp_path, config: dict, capsys) -> dict:
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    assert main(["inspect", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def drawn(layers: list[dict]) -> dict:
    """The layer whose pairs the curve draws: the first full-attention RoPE layer, else the first RoPE layer."""
    rope = [layer for layer in layers if layer["position"] == "rope"]
    return next((layer for layer in rope if layer["attention"] == "full"), rope[0])


@pytest.mark.parametrize("preset_id", LAYERED)
def test_every_layered_preset_s_keys_are_inspect_s(tmp_path, capsys, preset_id):
    row = compute(Params(), ModelCompareOptions(first=preset_id, second="none", third="none")).key_rows()[0]
    layer = drawn(inspected(tmp_path, preset_config(PRESETS[preset_id]), capsys)["layers"])
    assert (row["head_dim"], row["rotary_dim"]) == (layer["head_dim"], layer["rotary_dim"])
    assert row["softmax_scale"] == pytest.approx(layer["softmax_scale"], rel=1e-12)


def test_the_presets_keys_as_the_table_shows_them():
    ids = ("deepseek-v3", "gemma-3-27b", "gpt-oss", "llama-4-scout")
    rows = {r["name"]: r for r in compute(Params(), ModelCompareOptions(*ids)).key_rows()}
    deepseek = rows["DeepSeek-V3 (671B)"]
    # q . k over qk_nope 128 + qk_rope 64; scale 192^-1/2 x mscale², mscale = 0.1 ln 40 + 1 (mscale_all_dim 1)
    assert (deepseek["head_dim"], deepseek["rotary_dim"]) == (192, 64)
    assert deepseek["softmax_scale"] == pytest.approx(192**-0.5 * (0.1 * math.log(40) + 1) ** 2, rel=1e-12)
    gemma = rows["Gemma 3 27B"]  # query_pre_attn_scalar 168
    assert (gemma["head_dim"], gemma["rotary_dim"], gemma["softmax_scale"]) == (128, 128, pytest.approx(168**-0.5))
    assert gemma["bases"] == ((("sliding", 1024, False), 10000.0), (("full", None, False), 1_000_000.0))
    oss = rows["gpt-oss (reference defaults)"]
    assert (oss["head_dim"], oss["rotary_dim"], oss["softmax_scale"], oss["rule"], oss["factor"]) == (
        64,
        64,
        0.125,
        "yarn",
        32.0,
    )
    assert (oss["original"], oss["target"]) == (4096, 131072)
    scout = rows["Llama 4 Scout (RoPE layers)"]  # (its full layers have no RoPE: the chunked ones are drawn)
    assert (scout["head_dim"], scout["rotary_dim"], scout["windows"]) == (128, 128, (("chunked", 8192, False),))
    # a preset without cited layers: its RoPE setting's width, 1/sqrt(width)
    row = compute(Params(), ModelCompareOptions(first="llama-3.1-8b", second="none", third="none")).key_rows()[0]
    assert (row["head_dim"], row["rotary_dim"], row["softmax_scale"]) == (128, 128, pytest.approx(128**-0.5))


@pytest.mark.parametrize(
    "config, width, scale",
    [
        # GLM-5 (glm_moe_dsa): configuration_glm_moe_dsa.py's qk_nope_head_dim 192, qk_rope_head_dim 64
        ({"model_type": "glm_moe_dsa", "num_hidden_layers": 78, "rope_theta": 1000000}, 256, 0.0625),
        # GLM-4.7-Flash (glm4_moe_lite)
        ({"model_type": "glm4_moe_lite", "num_hidden_layers": 47, "rope_theta": 1000000}, 256, 0.0625),
        # DeepSeek-V3's config.json keys, YaRN x40 with mscale_all_dim 1: 192^-1/2 x mscale²
        (
            {
                "model_type": "deepseek_v3",
                "num_hidden_layers": 61,
                "num_attention_heads": 128,
                "qk_nope_head_dim": 128,
                "qk_rope_head_dim": 64,
                "rope_theta": 10000,
                "max_position_embeddings": 163840,
                "rope_scaling": {
                    "type": "yarn",
                    "factor": 40,
                    "original_max_position_embeddings": 4096,
                    "beta_fast": 32,
                    "beta_slow": 1,
                    "mscale": 1.0,
                    "mscale_all_dim": 1.0,
                },
            },
            192,
            192**-0.5 * (0.1 * math.log(40) + 1) ** 2,
        ),
    ],
)
def test_an_opened_mla_model_s_width_and_scale(tmp_path, config, width, scale):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    model = inspect_model(path)
    row = compute(Params(), ModelCompareOptions(first=OPENED, second="none", third="none"), model).key_rows()[0]
    assert (row["head_dim"], row["rotary_dim"]) == (width, 64)
    assert row["softmax_scale"] == pytest.approx(scale, rel=1e-12)
    assert model.head_dim == 64  # (inspect's top-level head_dim is the rotated part; its layers' the q . k width)
