"""How each family's code pairs and turns the dimensions of a head, probed once with torch and transformers, for
qk_pair_norms (posenc_gui.live.pair_norms) to be checked against: tests/test_live_pair_norms.py reads what this
writes (tests/data/live_pair_norms/references.json).

Never run by the tests (it needs torch and transformers, which neither the app nor CI installs). To remake it:

    python -m venv VENV && VENV/bin/pip install torch transformers safetensors numpy
    VENV/bin/python tests/make_pair_norm_references.py

For each family a small model with random weights is made by transformers' own config class and save_pretrained;
stored are its config.json, the names and shapes of the tensors that hold W_q and W_k (from the safetensors
header), and the rotation its code applies, probed without reading it: the family's rotary embedding and its
apply function (sliced as its attention's forward slices for partial rotary) turn the basis vectors e_0 .. e_d-1 of
a head as a query at position 1 and as a key at position 0; M[a, b] = q_rot(e_a) . k_rot(e_b) is then cos θ on
the diagonal of a pair, ±sin θ between its two dimensions and the identity on dimensions that do not turn. From M:
each dimension's partner (-1: not turned) and its angle θ per position. Any reordering of the output the apply
function makes (DeepSeek-V3's interleaved one concatenates the even and the odd dimensions) cancels in the dot
product, so the probe sees the pairing the attention scores see.
"""

from __future__ import annotations

import importlib
import json
import math
import struct
import sys
import tempfile
from pathlib import Path

import numpy as np
import torch
import transformers as T

OUT = Path(__file__).resolve().parent / "data" / "live_pair_norms" / "references.json"
SMALL = dict(
    pad_token_id=0,
    hidden_size=64,
    num_attention_heads=4,
    num_hidden_layers=2,
    intermediate_size=64,
    vocab_size=100,
    max_position_embeddings=256,
)
MLA = dict(
    num_key_value_heads=4,
    kv_lora_rank=16,
    qk_rope_head_dim=8,
    qk_nope_head_dim=8,
    v_head_dim=8,
    n_routed_experts=4,
    num_experts_per_tok=2,
    first_k_dense_replace=2,
    moe_intermediate_size=32,
)


def configs() -> dict[str, object]:
    return {
        "llama": T.LlamaConfig(num_key_value_heads=2, **SMALL),
        "qwen3": T.Qwen3Config(num_key_value_heads=2, head_dim=16, **SMALL),
        "cohere": T.CohereConfig(num_key_value_heads=2, **SMALL),
        "glm": T.GlmConfig(num_key_value_heads=2, head_dim=16, **SMALL),
        "phi": T.PhiConfig(**SMALL),
        "phi3": T.Phi3Config(num_key_value_heads=2, **SMALL),
        "stablelm": T.StableLmConfig(num_key_value_heads=2, **SMALL),
        "gpt_neox": T.GPTNeoXConfig(**SMALL),
        "gptj": T.GPTJConfig(n_embd=64, n_head=4, n_layer=2, rotary_dim=8, vocab_size=100, n_positions=256),
        "smollm3": T.SmolLM3Config(num_key_value_heads=2, **SMALL),
        "deepseek_v2": T.DeepseekV2Config(q_lora_rank=None, **MLA, **SMALL),
        "deepseek_v3": T.DeepseekV3Config(q_lora_rank=32, n_group=1, topk_group=1, **MLA, **SMALL),
        "deepseek_v3_split": T.DeepseekV3Config(
            q_lora_rank=32, n_group=1, topk_group=1, rope_interleave=False, **MLA, **SMALL
        ),
        "glm4_moe_lite": T.Glm4MoeLiteConfig(q_lora_rank=32, **MLA, **SMALL),
    }


def rotation(name: str, model: torch.nn.Module, cfg: object) -> tuple[callable, int]:
    """(f(q, k) -> rotated q and k of shape (1, heads, positions, width), the width RoPE is applied to)."""
    mod = importlib.import_module(type(model).__module__)
    pos = torch.arange(2)[None]
    if name == "gptj":
        rd = cfg.rotary_dim
        sincos = mod.create_sinusoidal_positions(cfg.n_positions, rd)[pos].double()
        sin, cos = torch.split(sincos, sincos.shape[-1] // 2, dim=-1)

        def gptj(q: torch.Tensor, k: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
            # GPTJAttention.forward: (batch, positions, heads, width); the first rotary_dim dims turn
            q, k = q.transpose(1, 2), k.transpose(1, 2)
            qr, kr = mod.apply_rotary_pos_emb(q[..., :rd], sin, cos), mod.apply_rotary_pos_emb(k[..., :rd], sin, cos)
            return (torch.cat([qr, q[..., rd:]], -1).transpose(1, 2), torch.cat([kr, k[..., rd:]], -1).transpose(1, 2))

        return gptj, cfg.n_embd // cfg.n_head
    base = model.gpt_neox if name == "gpt_neox" else model.model
    x = torch.zeros(1, 2, cfg.hidden_size, dtype=torch.float64)
    if name.startswith(("deepseek", "glm4_moe_lite")):
        width = cfg.qk_rope_head_dim
        if name == "deepseek_v2":
            freqs = base.rotary_emb(x, pos)
            return (lambda q, k: mod.apply_rotary_emb(q, k, freqs)), width
        cos, sin = base.rotary_emb(x, pos)
        apply = mod.apply_rotary_pos_emb_interleave if cfg.rope_interleave else mod.apply_rotary_pos_emb
        return (lambda q, k: apply(q, k, cos, sin)), width
    width = getattr(cfg, "head_dim", None) or cfg.hidden_size // cfg.num_attention_heads
    cos, sin = base.rotary_emb(x, pos)
    if name in ("phi", "stablelm"):
        rn = base.layers[0].self_attn.rotary_ndims

        def sliced(q: torch.Tensor, k: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
            # PhiAttention / StableLmAttention.forward: query_states[..., :rotary_ndims] turns, the rest passes
            qr, kr = mod.apply_rotary_pos_emb(q[..., :rn], k[..., :rn], cos, sin)
            return torch.cat([qr, q[..., rn:]], -1), torch.cat([kr, k[..., rn:]], -1)

        return sliced, width
    return (lambda q, k: mod.apply_rotary_pos_emb(q, k, cos, sin)), width


def probe(f: callable, width: int) -> tuple[list[int], list[float]]:
    """(each dimension's partner, -1 if it does not turn; its angle per position, 0 if it does not turn)."""
    eye = torch.eye(width, dtype=torch.float64)
    basis = eye[None, :, None, :].expand(1, width, 2, width).contiguous()  # head j holds e_j at both positions
    q, k = f(basis, basis)
    m = (q[0, :, 1, :] @ k[0, :, 0, :].T).numpy()  # m[a, b] = q_rot(e_a, pos 1) . k_rot(e_b, pos 0)
    partner, theta = [], []
    for a in range(width):
        row = np.abs(m[a]).copy()
        row[a] = 0.0
        b = int(row.argmax())
        if row[b] < 1e-9:
            partner.append(-1)
            theta.append(0.0)
            assert abs(m[a, a] - 1) < 1e-9
        else:
            partner.append(b)
            theta.append(math.atan2(row[b], m[a, a]))
    return partner, theta


def header(path: Path) -> dict[str, list[int]]:
    with path.open("rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        head = json.loads(f.read(n))
    head.pop("__metadata__", None)
    return {k: v["shape"] for k, v in head.items()}


def main() -> int:
    torch.manual_seed(0)
    out: dict[str, object] = {"versions": {"torch": torch.__version__, "transformers": T.__version__}, "models": {}}
    keep = (
        "q_proj.weight",
        "k_proj.weight",
        "qkv_proj.weight",
        "query_key_value.weight",
        "q_b_proj.weight",
        "kv_a_proj_with_mqa.weight",
    )
    with tempfile.TemporaryDirectory() as tmp:
        for name, cfg in configs().items():
            model = T.AutoModelForCausalLM.from_config(cfg).eval()
            folder = Path(tmp) / name
            model.save_pretrained(folder)  # (float32, as made; probed in float64)
            model = model.double()
            f, width = rotation(name, model, cfg)
            with torch.no_grad():
                partner, theta = probe(f, width)
            tensors = {k: v for k, v in header(folder / "model.safetensors").items() if k.endswith(keep)}
            out["models"][name] = {
                "config": json.loads((folder / "config.json").read_text()),
                "tensors": tensors,
                "width": width,
                "partner": partner,
                "theta": theta,
            }
            print(name, width, partner, file=sys.stderr)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
