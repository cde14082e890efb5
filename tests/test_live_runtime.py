"""The numpy runtime of trained models (posenc_gui.live): each family run on small random models built here and
checked against a straightforward reference written from the papers and the modeling code (loops over tokens
and heads, float64, a 2 x 2 rotation per RoPE pair), sharing no code with the runtime; the position
experiments; and the refusals."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from live_models import BERT_BASE, GPT2_BASE, LLAMA_BASE, make_bert, make_gpt2, make_llama, write_safetensors

from posenc_gui.live import Cancelled, LiveError, Run, open_model
from posenc_gui.live.weights import Weights

IDS = [3, 17, 5, 40, 22, 9, 61, 0, 33, 12]


# -- the reference ----------------------------------------------------------------------------------------------


def _rms(x: np.ndarray, w: np.ndarray, eps: float) -> np.ndarray:
    return x / math.sqrt(float(np.mean(x * x)) + eps) * w


def _ln(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mu = float(np.mean(x))
    var = float(np.mean((x - mu) ** 2))
    return (x - mu) / math.sqrt(var + eps) * w + b


def _softmax(scores: list[float]) -> np.ndarray:
    top = max(scores)
    e = np.array([math.exp(s - top) for s in scores])
    return e / e.sum()


def _rotate(vec: np.ndarray, position: float, base: float, factor: float) -> np.ndarray:
    """RoPE as Su et al. write it, with the pairs of the Llama code: dimension i turns with i + d/2 by the angle
    position * base^(-2i/d) / factor."""
    d = len(vec)
    out = vec.copy()
    for i in range(d // 2):
        angle = position * base ** (-2.0 * i / d) / factor
        a, b = vec[i], vec[i + d // 2]
        out[i] = a * math.cos(angle) - b * math.sin(angle)
        out[i + d // 2] = a * math.sin(angle) + b * math.cos(angle)
    return out


def _attend(
    qs: list[list[np.ndarray]], ks: list[list[np.ndarray]], vs: list[list[np.ndarray]], scale: float, causal: bool
) -> tuple[list[np.ndarray], np.ndarray]:
    """qs[t][h], ks[t][g], vs[t][g]: each token's mix per head and the probabilities (heads, T, T); head h reads
    key head h // (heads / kv_heads)."""
    t_len, heads, kv_heads = len(qs), len(qs[0]), len(ks[0])
    probs = np.zeros((heads, t_len, t_len))
    mixed = []
    for t in range(t_len):
        row = []
        for h in range(heads):
            g = h // (heads // kv_heads)
            keys = range(t + 1) if causal else range(t_len)
            p = _softmax([float(qs[t][h] @ ks[s][g]) * scale for s in keys])
            probs[h, t, : len(p)] = p
            row.append(sum(p[j] * vs[s][g] for j, s in enumerate(keys)))
        mixed.append(np.concatenate(row))
    return mixed, probs


def _logprobs(out: list[np.ndarray], head: np.ndarray, ids: list[int]) -> np.ndarray:
    lp = []
    for t in range(len(ids) - 1):
        logits = head @ out[t]
        top = float(logits.max())
        lp.append(float(logits[ids[t + 1]]) - top - math.log(float(np.sum(np.exp(logits - top)))))
    return np.array(lp)


def _swiglu(w: dict[str, np.ndarray], p: str, y: np.ndarray) -> np.ndarray:
    """down(silu(gate y) * up y), silu(g) = g / (1 + e^-g), with the biases a config may give."""
    gate, up = w[p + "mlp.gate_proj.weight"] @ y, w[p + "mlp.up_proj.weight"] @ y
    if p + "mlp.gate_proj.bias" in w:
        gate, up = gate + w[p + "mlp.gate_proj.bias"], up + w[p + "mlp.up_proj.bias"]
    down = w[p + "mlp.down_proj.weight"] @ (gate / (1.0 + np.exp(-gate)) * up)
    if p + "mlp.down_proj.bias" in w:
        down = down + w[p + "mlp.down_proj.bias"]
    return down


def ref_llama(
    w: dict[str, np.ndarray],
    config: dict[str, Any],
    ids: list[int],
    pos: list[int] | None = None,
    rope_layers: set[int] | None = None,
    factor: float = 1.0,
) -> tuple[np.ndarray, dict[int, np.ndarray], np.ndarray]:
    w = {k: v.astype(np.float64) for k, v in w.items()}
    mt = config["model_type"]
    h, heads, kv = config["hidden_size"], config["num_attention_heads"], config["num_key_value_heads"]
    d = config.get("head_dim") or h // heads
    eps, base = config["rms_norm_eps"], config["rope_theta"]
    pos = list(range(len(ids))) if pos is None else pos
    n = config["num_hidden_layers"]
    if rope_layers is None:
        rope_layers = set(range(n))
        if mt == "smollm3":
            flags = config.get("no_rope_layers") or [
                int((i + 1) % config.get("no_rope_layer_interval", 4) != 0) for i in range(n)
            ]
            rope_layers = {i for i in range(n) if flags[i]}
    xs = [w["model.embed_tokens.weight"][i].copy() for i in ids]
    attentions = {}
    for layer in range(n):
        p = f"model.layers.{layer}."
        qs, ks, vs = [], [], []
        for t, x in enumerate(xs):
            y = _rms(x, w[p + "input_layernorm.weight"], eps)
            proj = {}
            for name in "qkv":
                proj[name] = w[p + f"self_attn.{name}_proj.weight"] @ y
                if p + f"self_attn.{name}_proj.bias" in w:
                    proj[name] = proj[name] + w[p + f"self_attn.{name}_proj.bias"]
            qh = [proj["q"][j * d : (j + 1) * d] for j in range(heads)]
            kh = [proj["k"][j * d : (j + 1) * d] for j in range(kv)]
            if mt == "qwen3":
                qh = [_rms(q, w[p + "self_attn.q_norm.weight"], eps) for q in qh]
                kh = [_rms(k, w[p + "self_attn.k_norm.weight"], eps) for k in kh]
            if layer in rope_layers:
                qh = [_rotate(q, pos[t], base, factor) for q in qh]
                kh = [_rotate(k, pos[t], base, factor) for k in kh]
            qs.append(qh)
            ks.append(kh)
            vs.append([proj["v"][j * d : (j + 1) * d] for j in range(kv)])
        mixed, attentions[layer] = _attend(qs, ks, vs, d**-0.5, True)
        for t in range(len(xs)):
            a = w[p + "self_attn.o_proj.weight"] @ mixed[t]
            if p + "self_attn.o_proj.bias" in w:
                a = a + w[p + "self_attn.o_proj.bias"]
            x = xs[t] + a
            xs[t] = x + _swiglu(w, p, _rms(x, w[p + "post_attention_layernorm.weight"], eps))
    out = [_rms(x, w["model.norm.weight"], eps) for x in xs]
    head = w.get("lm_head.weight", w["model.embed_tokens.weight"])
    return np.array(out), attentions, _logprobs(out, head, ids)


def _gelu_tanh(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))


def ref_gpt2(
    w: dict[str, np.ndarray],
    config: dict[str, Any],
    ids: list[int],
    pos: list[int] | None = None,
    positions: bool = True,
) -> tuple[np.ndarray, dict[int, np.ndarray], np.ndarray]:
    w = {k: v.astype(np.float64) for k, v in w.items()}
    h, heads, eps = config["n_embd"], config["n_head"], config["layer_norm_epsilon"]
    d = h // heads
    pos = list(range(len(ids))) if pos is None else pos
    xs = [
        w["transformer.wte.weight"][i] + (w["transformer.wpe.weight"][p] if positions else 0.0)
        for i, p in zip(ids, pos)
    ]
    attentions = {}
    for layer in range(config["n_layer"]):
        p = f"transformer.h.{layer}."
        qs, ks, vs = [], [], []
        for x in xs:
            y = _ln(x, w[p + "ln_1.weight"], w[p + "ln_1.bias"], eps)
            qkv = y @ w[p + "attn.c_attn.weight"] + w[p + "attn.c_attn.bias"]
            qs.append([qkv[j * d : (j + 1) * d] for j in range(heads)])
            ks.append([qkv[h + j * d : h + (j + 1) * d] for j in range(heads)])
            vs.append([qkv[2 * h + j * d : 2 * h + (j + 1) * d] for j in range(heads)])
        scale = d**-0.5 / ((layer + 1) if config.get("scale_attn_by_inverse_layer_idx") else 1)
        mixed, attentions[layer] = _attend(qs, ks, vs, scale, True)
        for t in range(len(xs)):
            x = xs[t] + mixed[t] @ w[p + "attn.c_proj.weight"] + w[p + "attn.c_proj.bias"]
            y = _ln(x, w[p + "ln_2.weight"], w[p + "ln_2.bias"], eps)
            m = _gelu_tanh(y @ w[p + "mlp.c_fc.weight"] + w[p + "mlp.c_fc.bias"])
            xs[t] = x + m @ w[p + "mlp.c_proj.weight"] + w[p + "mlp.c_proj.bias"]
    out = [_ln(x, w["transformer.ln_f.weight"], w["transformer.ln_f.bias"], eps) for x in xs]
    head = w.get("lm_head.weight", w["transformer.wte.weight"])
    return np.array(out), attentions, _logprobs(out, head, ids)


def ref_bert(
    w: dict[str, np.ndarray], config: dict[str, Any], ids: list[int], positions: bool = True
) -> tuple[np.ndarray, dict[int, np.ndarray]]:
    w = {k: v.astype(np.float64) for k, v in w.items()}
    h, heads, eps = config["hidden_size"], config["num_attention_heads"], config["layer_norm_eps"]
    d = h // heads
    e = "embeddings."
    xs = [
        _ln(
            w[e + "word_embeddings.weight"][i]
            + w[e + "token_type_embeddings.weight"][0]
            + (w[e + "position_embeddings.weight"][t] if positions else 0.0),
            w[e + "LayerNorm.weight"],
            w[e + "LayerNorm.bias"],
            eps,
        )
        for t, i in enumerate(ids)
    ]
    gelu = np.vectorize(lambda v: 0.5 * v * (1.0 + math.erf(v / math.sqrt(2.0))))
    attentions = {}
    for layer in range(config["num_hidden_layers"]):
        p = f"encoder.layer.{layer}."
        proj = {
            name: [w[p + f"attention.self.{name}.weight"] @ x + w[p + f"attention.self.{name}.bias"] for x in xs]
            for name in ("query", "key", "value")
        }
        split = {name: [[v[j * d : (j + 1) * d] for j in range(heads)] for v in vals] for name, vals in proj.items()}
        mixed, attentions[layer] = _attend(split["query"], split["key"], split["value"], d**-0.5, False)
        for t in range(len(xs)):
            a = w[p + "attention.output.dense.weight"] @ mixed[t] + w[p + "attention.output.dense.bias"]
            x = _ln(
                a + xs[t], w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"], eps
            )
            m = gelu(w[p + "intermediate.dense.weight"] @ x + w[p + "intermediate.dense.bias"])
            m = w[p + "output.dense.weight"] @ m + w[p + "output.dense.bias"]
            xs[t] = _ln(m + x, w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"], eps)
    return np.array(xs), attentions


def _close(
    run: Run, hidden: np.ndarray, attentions: dict[int, np.ndarray], logprobs: np.ndarray | None, tol: float = 1e-4
) -> None:
    assert run.hidden.dtype == np.float32
    np.testing.assert_allclose(run.hidden, hidden, atol=tol, rtol=tol)
    assert sorted(run.attentions) == sorted(attentions)
    for layer, probs in attentions.items():
        np.testing.assert_allclose(run.attentions[layer], probs, atol=tol, rtol=0)
    if logprobs is None:
        assert run.logprobs is None
    else:
        assert run.logprobs is not None and run.logprobs.shape == (len(run.ids) - 1,)
        np.testing.assert_allclose(run.logprobs, logprobs, atol=tol, rtol=tol)


# -- each family against the reference ------------------------------------------------------------------------

LLAMA_CASES = {
    "llama GQA untied": ("llama", {}),
    "llama biases tied": ("llama", {"attention_bias": True, "mlp_bias": True, "tie_word_embeddings": True}),
    "mistral": ("mistral", {"sliding_window": 4096}),
    "qwen2 q/k/v biases": ("qwen2", {"tie_word_embeddings": True}),
    "qwen3 qk-norm head_dim 16": ("qwen3", {"head_dim": 16, "num_attention_heads": 4, "num_key_value_heads": 1}),
    "smollm3 NoPE every 2nd": ("smollm3", {"no_rope_layer_interval": 2}),
    "smollm3 no_rope_layers": ("smollm3", {"no_rope_layers": [0, 1, 1], "tie_word_embeddings": False}),
    "llama MHA": ("llama", {"num_key_value_heads": 4}),
}


@pytest.mark.parametrize("case", LLAMA_CASES)
def test_llama_family_matches_the_reference(tmp_path: Path, case: str) -> None:
    model_type, overrides = LLAMA_CASES[case]
    tensors = make_llama(tmp_path, model_type, seed=len(case), **overrides)
    config = json.loads((tmp_path / "config.json").read_text())
    model = open_model(tmp_path)
    assert (model.family, model.model_type, model.causal, model.position_kind) == ("llama", model_type, True, "rope")
    assert model.pairing == "split-half" and model.rotary_dim == model.head_dim
    run = model.run(IDS)
    hidden, attentions, logprobs = ref_llama(tensors, config, IDS)
    _close(run, hidden, attentions, logprobs)
    if model_type == "smollm3":
        assert model.rope_layers == sorted(set(range(3)) - ({1} if case.endswith("2nd") else {0}))


def test_gpt2_matches_the_reference_tied_and_untied(tmp_path: Path) -> None:
    tensors = make_gpt2(tmp_path / "tied")
    run = open_model(tmp_path / "tied").run(IDS)
    _close(run, *ref_gpt2(tensors, GPT2_BASE, IDS))
    config = {
        **GPT2_BASE,
        "tie_word_embeddings": False,
        "scale_attn_by_inverse_layer_idx": True,
        "activation_function": "gelu_pytorch_tanh",
    }
    tensors = make_gpt2(tmp_path / "untied", seed=3, **config)
    model = open_model(tmp_path / "untied")
    assert (model.family, model.position_kind, model.max_positions, model.rope_layers) == ("gpt2", "absolute", 40, [])
    _close(model.run(IDS), *ref_gpt2(tensors, config, IDS))


def test_bert_matches_the_reference_and_is_bidirectional(tmp_path: Path) -> None:
    tensors = make_bert(tmp_path)
    model = open_model(tmp_path)
    assert (model.family, model.causal, model.n_kv_heads) == ("bert", False, 4)
    run = model.run(IDS)
    hidden, attentions = ref_bert(tensors, BERT_BASE, IDS)
    _close(run, hidden, attentions, None)
    assert run.attentions[0][:, 0, -1].min() > 0  # the first token attends to the last


def test_bert_with_prefix_and_layer_norms_named_gamma_and_beta(tmp_path: Path) -> None:
    tensors = make_bert(tmp_path)
    renamed = {}
    for name, array in tensors.items():
        name = name.replace("LayerNorm.weight", "LayerNorm.gamma").replace("LayerNorm.bias", "LayerNorm.beta")
        renamed["bert." + name] = array
    renamed["cls.predictions.bias"] = np.zeros(64, dtype=np.float32)
    write_safetensors(tmp_path / "model.safetensors", renamed)
    hidden, attentions = ref_bert(tensors, BERT_BASE, IDS)
    _close(open_model(tmp_path).run(IDS, positions=np.bool_(True)), hidden, attentions, None)


def test_bfloat16_and_float16_weights_are_converted(tmp_path: Path) -> None:
    tensors = make_llama(tmp_path / "bf16", dtype="BF16")
    config = json.loads((tmp_path / "bf16" / "config.json").read_text())
    _close(open_model(tmp_path / "bf16").run(IDS), *ref_llama(tensors, config, IDS))
    tensors = make_bert(tmp_path / "f16", dtype="F16")
    run = open_model(tmp_path / "f16").run(IDS)
    hidden, attentions = ref_bert(tensors, BERT_BASE, IDS)
    _close(run, hidden, attentions, None)


def test_sharded_weights_by_their_index(tmp_path: Path) -> None:
    tensors = make_llama(tmp_path)
    (tmp_path / "model.safetensors").unlink()
    names = sorted(tensors)
    half = len(names) // 2
    shards = {"model-00001-of-00002.safetensors": names[:half], "model-00002-of-00002.safetensors": names[half:]}
    for shard, chosen in shards.items():
        write_safetensors(tmp_path / shard, {n: tensors[n] for n in chosen})
    index = {"metadata": {}, "weight_map": {n: s for s, chosen in shards.items() for n in chosen}}
    (tmp_path / "model.safetensors.index.json").write_text(json.dumps(index))
    config = json.loads((tmp_path / "config.json").read_text())
    weights = Weights(tmp_path)
    assert len(weights.files) == 2 and sorted(weights.names()) == names
    _close(open_model(tmp_path).run(IDS[:4]), *ref_llama(tensors, config, IDS[:4]))


# -- position experiments --------------------------------------------------------------------------------------


def test_rope_experiments_match_the_reference(tmp_path: Path) -> None:
    tensors = make_llama(tmp_path, "llama", num_hidden_layers=3)
    config = json.loads((tmp_path / "config.json").read_text())
    model = open_model(tmp_path)
    shifted = [p + 7 for p in range(len(IDS))]
    run = model.run(IDS, position_ids=shifted)
    assert run.position_ids.tolist() == shifted and run.positions == "trained"
    _close(run, *ref_llama(tensors, config, IDS, pos=shifted))
    none = model.run(IDS, positions=False)
    assert none.rope_layers == () and none.positions == "none"
    _close(none, *ref_llama(tensors, config, IDS, rope_layers=set()))
    some = model.run(IDS, positions=[0, 2])
    assert some.rope_layers == (0, 2)
    _close(some, *ref_llama(tensors, config, IDS, rope_layers={0, 2}))
    stretched = model.run(IDS, rope_scaling={"rope_type": "linear", "factor": 2.5})
    _close(stretched, *ref_llama(tensors, config, IDS, factor=2.5))
    far = [1000 + 37 * p for p in range(len(IDS))]  # past max_position_embeddings (128): RoPE goes on
    _close(model.run(IDS, position_ids=far), *ref_llama(tensors, config, IDS, pos=far), tol=3e-4)


def test_rope_attention_depends_on_relative_positions_only(tmp_path: Path) -> None:
    make_llama(tmp_path)
    model = open_model(tmp_path)
    base = model.run(IDS)
    shifted = model.run(IDS, position_ids=[p + 11 for p in range(len(IDS))])
    for layer in range(model.n_layers):
        np.testing.assert_allclose(shifted.attentions[layer], base.attentions[layer], atol=2e-5)
    np.testing.assert_allclose(shifted.hidden, base.hidden, atol=2e-4)
    assert not np.allclose(model.run(IDS, position_ids=[2 * p for p in range(len(IDS))]).hidden, base.hidden, atol=1e-3)


def test_the_config_rope_scaling_is_applied_and_can_be_replaced(tmp_path: Path) -> None:
    tensors = make_llama(tmp_path, rope_scaling={"rope_type": "linear", "factor": 4.0})
    config = json.loads((tmp_path / "config.json").read_text())
    model = open_model(tmp_path)
    assert model.rope_scaling == {"rope_type": "linear", "factor": 4.0}
    _close(model.run(IDS), *ref_llama(tensors, config, IDS, factor=4.0))
    _close(model.run(IDS, rope_scaling={"rope_type": "default"}), *ref_llama(tensors, config, IDS))
    # transformers 5's rope_parameters read the same way
    make_llama(tmp_path / "v5", rope_parameters={"rope_type": "linear", "factor": 4.0, "rope_theta": 10000.0})
    np.testing.assert_allclose(open_model(tmp_path / "v5").run(IDS).hidden, model.run(IDS).hidden, atol=1e-6)


def test_smollm3_nope_layers_stay_without_rope_in_a_layer_list(tmp_path: Path) -> None:
    tensors = make_llama(tmp_path, "smollm3", no_rope_layer_interval=2)
    config = json.loads((tmp_path / "config.json").read_text())
    model = open_model(tmp_path)
    run = model.run(IDS, positions=[1, 2])  # layer 1 is NoPE as trained: only layer 2 turns
    assert run.rope_layers == (2,)
    _close(run, *ref_llama(tensors, config, IDS, rope_layers={2}))


def test_gpt2_positions_off_shifted_and_past_the_table(tmp_path: Path) -> None:
    tensors = make_gpt2(tmp_path)
    model = open_model(tmp_path)
    _close(model.run(IDS, positions=False), *ref_gpt2(tensors, GPT2_BASE, IDS, positions=False))
    shifted = [p + 5 for p in range(len(IDS))]
    _close(model.run(IDS, position_ids=shifted), *ref_gpt2(tensors, GPT2_BASE, IDS, pos=shifted))
    with pytest.raises(LiveError, match="n_positions") as info:
        model.run(IDS, position_ids=[p + 35 for p in range(len(IDS))])
    assert info.value.file == tmp_path / "config.json" and "44" in str(info.value)
    with pytest.raises(LiveError, match="n_positions"):
        model.run([1] * 41)
    model.run([1] * 41, positions=False)  # without the table any length within the limit runs


def test_bag_of_words_without_positions(tmp_path: Path) -> None:
    make_bert(tmp_path)
    model = open_model(tmp_path)
    order = np.random.default_rng(5).permutation(len(IDS))
    shuffled = [IDS[i] for i in order]
    plain, moved = model.run(IDS, positions=False), model.run(shuffled, positions=False)
    np.testing.assert_allclose(moved.hidden, plain.hidden[order], atol=1e-5)
    for layer in plain.attentions:
        np.testing.assert_allclose(moved.attentions[layer], plain.attentions[layer][:, order][:, :, order], atol=1e-6)
    trained, trained_moved = model.run(IDS), model.run(shuffled)
    assert np.abs(trained_moved.hidden - trained.hidden[order]).max() > 0.1


def test_keep_attention_progress_and_cancel(tmp_path: Path) -> None:
    make_llama(tmp_path, num_hidden_layers=4)
    model = open_model(tmp_path)
    seen: list[tuple[int, int]] = []
    run = model.run(IDS, keep_attention=[3, 1], progress=lambda done, total: seen.append((done, total)))
    assert sorted(run.attentions) == [1, 3] and run.attentions[1].shape == (4, 10, 10)
    np.testing.assert_allclose(run.attentions[3].sum(axis=-1), 1.0, atol=1e-6)
    assert np.all(np.triu(run.attentions[3], 1) == 0)
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]
    assert model.run(IDS, keep_attention=[]).attentions == {}
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 2

    with pytest.raises(Cancelled):
        model.run(IDS, cancel=cancel)


def test_long_causal_runs_cut_in_blocks_match_one_block(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from posenc_gui.live import attention

    make_llama(tmp_path, max_position_embeddings=512)
    model = open_model(tmp_path)
    ids = np.random.default_rng(1).integers(0, 64, 300).tolist()
    whole = model.run(ids, keep_attention=[2])
    monkeypatch.setattr(attention, "CAUSAL_BLOCK", 37)
    monkeypatch.setattr(attention, "SCORE_BUDGET_BYTES", 4 * 4 * 300 * 20)
    cut = model.run(ids, keep_attention=[2])
    np.testing.assert_allclose(cut.attentions[2], whole.attentions[2], atol=1e-5)
    np.testing.assert_allclose(cut.hidden, whole.hidden, atol=1e-5)
    np.testing.assert_allclose(cut.logprobs, whole.logprobs, atol=1e-5)


def test_tokenizer_is_read_and_checked_against_the_embedding(tmp_path: Path) -> None:
    make_bert(tmp_path)
    words = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "the", "cat", "sat", "on", "mat", "##s"]
    (tmp_path / "vocab.txt").write_text("\n".join(words + [f"w{i}" for i in range(64 - len(words))]) + "\n")
    model = open_model(tmp_path)
    ids = model.tokenize("The cats sat")
    assert ids == [2, 5, 6, 10, 7, 3]
    assert model.tokens(ids) == ["[CLS]", "the", "cat", "##s", "sat", "[SEP]"]
    (tmp_path / "vocab.txt").write_text("\n".join(words + [f"w{i}" for i in range(80)]) + "\n")
    with pytest.raises(LiveError, match="vocab_size"):
        open_model(tmp_path)
    (tmp_path / "vocab.txt").unlink()
    model = open_model(tmp_path)  # no tokenizer: runs on ids, tokenize says why not
    assert model.run([2, 5, 3]).hidden.shape == (3, 32)
    with pytest.raises(LiveError, match="tokenizer"):
        model.tokenize("the cat")


# -- refusals -------------------------------------------------------------------------------------------------


def _config(folder: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((folder / "config.json").read_text())
    return data


def _rewrite(folder: Path, **changes: Any) -> None:
    data = _config(folder)
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    (folder / "config.json").write_text(json.dumps(data))


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"model_type": "gemma"}, "model_type is 'gemma'"),
        ({"model_type": None}, "model_type"),
        ({"hidden_act": "xielu"}, "hidden_act"),
        ({"num_key_value_heads": 3}, "num_key_value_heads"),
        ({"partial_rotary_factor": 0.5}, "partial_rotary_factor"),
        ({"rope_scaling": {"rope_type": "wild", "factor": 2}}, "rope_type"),
        ({"rope_scaling": {"rope_type": "linear"}}, "factor"),
        ({"rms_norm_eps": "tiny"}, "rms_norm_eps"),
        ({"hidden_size": 48}, "model.embed_tokens.weight"),
        ({"quantization_config": {"bits": 4}}, "quantization_config"),
        ({"tie_word_embeddings": "yes"}, "tie_word_embeddings"),
        ({"num_hidden_layers": 0}, "num_hidden_layers"),
    ],
)
def test_configs_that_change_the_computation_are_refused(tmp_path: Path, changes: dict[str, Any], words: str) -> None:
    make_llama(tmp_path)
    _rewrite(tmp_path, **changes)
    with pytest.raises(LiveError) as info:
        open_model(tmp_path)
    assert words in str(info.value)
    assert str(tmp_path) in str(info.value)


def test_files_missing_malformed_or_wrong_are_refused(tmp_path: Path) -> None:
    with pytest.raises(LiveError, match="not a folder"):
        open_model(tmp_path / "nowhere")
    make_llama(tmp_path)
    (tmp_path / "config.json").write_text("{not json")
    with pytest.raises(LiveError, match="config.json.*not valid JSON"):
        open_model(tmp_path)
    (tmp_path / "config.json").unlink()
    with pytest.raises(LiveError, match="config.json: is missing"):
        open_model(tmp_path)
    tensors = make_llama(tmp_path)
    (tmp_path / "model.safetensors").unlink()
    with pytest.raises(LiveError, match="no model.safetensors"):
        open_model(tmp_path)
    bad = dict(tensors)
    bad["model.layers.1.self_attn.k_proj.weight"] = np.zeros((8, 32), dtype=np.float32)
    write_safetensors(tmp_path / "model.safetensors", bad)
    with pytest.raises(
        LiveError,
        match=r"model.safetensors: model.layers.1.self_attn.k_proj.weight has the shape "
        r"8 x 32, but the config needs 16 x 32",
    ):
        open_model(tmp_path)
    write_safetensors(tmp_path / "model.safetensors", tensors, dtypes={"model.norm.weight": "I8"})
    with pytest.raises(LiveError, match="model.norm.weight is stored as I8"):
        open_model(tmp_path)
    del tensors["lm_head.weight"]
    write_safetensors(tmp_path / "model.safetensors", tensors)
    with pytest.raises(LiveError, match="lm_head.weight: tie_word_embeddings is false"):
        open_model(tmp_path)
    del tensors["model.layers.2.mlp.up_proj.weight"]
    _rewrite(tmp_path, tie_word_embeddings=True)
    write_safetensors(tmp_path / "model.safetensors", tensors)
    with pytest.raises(LiveError, match="no tensor model.layers.2.mlp.up_proj.weight"):
        open_model(tmp_path)
    (tmp_path / "model.safetensors").write_bytes(b"\x10\x00\x00\x00\x00\x00\x00\x00{}")
    with pytest.raises(LiveError, match="model.safetensors"):
        open_model(tmp_path)


def test_runs_that_cannot_be_made_are_refused(tmp_path: Path) -> None:
    make_llama(tmp_path)
    model = open_model(tmp_path)
    for ids, words in (
        ([], "no tokens"),
        ([1] * 8193, "8,193 tokens"),
        ([1, 64], "token id 64"),
        ([1, -1], "token id -1"),
        ([1.5, 2.0], "whole numbers"),
        ([[1, 2]], "flat list"),
    ):
        with pytest.raises(LiveError, match=words):
            model.run(ids)
    with pytest.raises(LiveError, match="one position for each"):
        model.run(IDS, position_ids=[0, 1])
    with pytest.raises(LiveError, match="keep_attention lists 7"):
        model.run(IDS, keep_attention=[7])
    with pytest.raises(LiveError, match="positions lists -1"):
        model.run(IDS, positions=[-1])
    with pytest.raises(LiveError, match="rope_scaling"):
        model.run(IDS, rope_scaling={"rope_type": "linear", "factor": "two"})
    with pytest.raises(LiveError, match="keep fewer layers"):
        model.run([1] * 8192)
    make_bert(tmp_path / "bert")
    bert = open_model(tmp_path / "bert")
    with pytest.raises(LiveError, match="learned table"):
        bert.run(IDS, positions=[0])
    with pytest.raises(LiveError, match="rope_scaling applies to a RoPE model"):
        bert.run(IDS, rope_scaling={"rope_type": "linear", "factor": 2})
    with pytest.raises(LiveError, match="max_position_embeddings"):
        bert.run([1] * 41)


def test_a_sliding_window_in_effect_is_refused(tmp_path: Path) -> None:
    make_llama(tmp_path, "mistral", sliding_window=6)
    model = open_model(tmp_path)
    model.run(IDS[:6])
    with pytest.raises(LiveError, match="sliding_window is 6"):
        model.run(IDS)
    make_llama(tmp_path / "qwen", "qwen2", sliding_window=4, use_sliding_window=False, max_window_layers=1)
    open_model(tmp_path / "qwen").run(IDS)  # not used: runs
    _rewrite(tmp_path / "qwen", use_sliding_window=True)
    with pytest.raises(LiveError, match="layer 1"):
        open_model(tmp_path / "qwen").run(IDS)


def test_model_attributes(tmp_path: Path) -> None:
    make_llama(tmp_path / "models--org--tiny" / "snapshots" / "abc123", "qwen3", head_dim=16, rope_theta=5e5)
    model = open_model(tmp_path / "models--org--tiny" / "snapshots" / "abc123")
    assert model.name == "org/tiny"
    assert (model.n_layers, model.n_heads, model.n_kv_heads, model.hidden_size, model.head_dim) == (3, 4, 2, 32, 16)
    assert (model.max_positions, model.rope_base, model.rope_layers) == (128, 5e5, [0, 1, 2])
    assert model.folder == tmp_path / "models--org--tiny" / "snapshots" / "abc123"
    assert LLAMA_BASE["vocab_size"] == model.vocab_size
    assert open_model(model.folder / "config.json").folder == model.folder


def test_weights_read_each_dtype_and_refuse_what_they_cannot(tmp_path: Path) -> None:
    rng = np.random.default_rng(0)
    a = rng.standard_normal((3, 5)).astype(np.float32)
    write_safetensors(
        tmp_path / "model.safetensors", {"a": a, "b": a, "c": a, "d": a}, dtypes={"b": "BF16", "c": "F16", "d": "F64"}
    )
    w = Weights(tmp_path)
    assert w.names() == ["a", "b", "c", "d"] and w.shape("b") == (3, 5) and w.dtype("c") == "F16"
    view = w.get("a")
    assert view.dtype == np.float32 and not view.flags.writeable and np.array_equal(view, a)
    bits = a.view(np.uint32)
    bf16 = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16 << 16).view(np.float32)  # rounded to nearest even
    assert np.array_equal(w.get("b"), bf16)
    assert np.array_equal(w.get("c"), a.astype(np.float16).astype(np.float32))
    with pytest.raises(LiveError, match="d is stored as F64"):
        w.get("d")
    with pytest.raises(LiveError, match="a has the shape 3 x 5, but the config needs 5 x 3"):
        w.get("a", (5, 3))
    assert w.nbytes_float32(["a", "b"]) == 2 * 60
    (tmp_path / "model.safetensors").unlink()
    write_safetensors(tmp_path / "one.safetensors", {"a": a})
    write_safetensors(tmp_path / "two.safetensors", {"a": a})
    with pytest.raises(LiveError, match="holds the tensor a that one.safetensors holds too"):
        Weights(tmp_path)
    (tmp_path / "model.safetensors.index.json").write_text(json.dumps({"weight_map": {"a": "three.safetensors"}}))
    with pytest.raises(LiveError, match="three.safetensors: is missing"):
        Weights(tmp_path)
    (tmp_path / "model.safetensors.index.json").write_text(json.dumps({"weight_map": {"a": "../x.safetensors"}}))
    with pytest.raises(LiveError, match="not a .safetensors file of this folder"):
        Weights(tmp_path)
    (tmp_path / "model.safetensors.index.json").write_text(json.dumps({"weight_map": {"b": "one.safetensors"}}))
    with pytest.raises(LiveError, match="has no tensor b, which model.safetensors.index.json places there"):
        Weights(tmp_path)
