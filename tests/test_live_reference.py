"""The numpy runtime (posenc_gui.live) against transformers: every stored case and experiment of tests/data/live/
(made once by tests/make_live_references.py with torch and transformers; README.md there) run again here and
compared, attention of every layer, the final hidden state and the next-token log-probabilities, within 1e-4
(float32 arithmetic on float32, float16 or bfloat16 weights) and, for the bfloat16 model, within what bfloat16
arithmetic itself moves them from transformers' own bfloat16 run."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from posenc_gui.live import LiveModel, open_model
from posenc_gui.resources import resource_path

DATA = Path(__file__).resolve().parent / "data" / "live"
TOLERANCE = 1e-4  # absolute, float32; meta.json says the same and the test holds it to this one
BF16_QUANTITIES = ("attentions", "hidden", "logprobs")


def _meta(case: str) -> dict[str, Any]:
    return json.loads((DATA / case / "meta.json").read_text())


CASES = sorted(path.parent.name for path in DATA.glob("*/meta.json"))
RUNS = [
    (case, name, experiment)
    for case in CASES
    for name, spec in _meta(case)["inputs"].items()
    for experiment in spec["runs"]
]


def _folder(case: str) -> Path:
    meta = _meta(case)
    if "model" in meta:  # MiniLM: the app's shipped model, not a copy here
        return resource_path(*Path(meta["model"]).parts[1:])
    return DATA / case


@functools.cache
def _model(case: str) -> LiveModel:
    folder = _folder(case)
    assert (folder / "config.json").is_file(), f"{case}: no model at {folder}"
    return open_model(folder)


@functools.cache
def _reference(case: str) -> dict[str, np.ndarray]:
    with np.load(DATA / case / "reference.npz") as data:
        return {key: data[key] for key in data.files}


def _run_kwargs(spec: dict[str, Any]) -> dict[str, Any]:
    kwargs = dict(spec)
    if "position_ids" in kwargs:
        kwargs["position_ids"] = np.asarray(kwargs["position_ids"], dtype=np.int64)
    return kwargs


def _worst(got: np.ndarray, want: np.ndarray) -> str:
    diff = np.abs(np.asarray(got, dtype=np.float64) - want)
    where = np.unravel_index(int(np.argmax(diff)), diff.shape)
    return (
        f"largest difference {diff.max():.3g} at {tuple(int(i) for i in where)} (got {got[where]:.6g}, "
        f"transformers {want[where]:.6g})"
    )


def _compare(
    run: Any, ref: dict[str, np.ndarray], prefix: str, tolerance: dict[str, float], causal: bool, label: str
) -> None:
    want_attn = ref[f"{prefix}.attentions"]
    layers, heads, t, _ = want_attn.shape
    assert sorted(run.attentions) == list(range(layers)), label
    failures = []
    for layer in range(layers):
        got = np.asarray(run.attentions[layer])
        assert got.shape == (heads, t, t), (label, layer, got.shape)
        if not np.all(np.abs(got - want_attn[layer]) <= tolerance["attentions"]):
            failures.append(f"attention of layer {layer}: {_worst(got, want_attn[layer])}")
    hidden = np.asarray(run.hidden)
    assert hidden.shape == ref[f"{prefix}.hidden"].shape, label
    if not np.all(np.abs(hidden - ref[f"{prefix}.hidden"]) <= tolerance["hidden"]):
        failures.append(f"hidden: {_worst(hidden, ref[f'{prefix}.hidden'])}")
    if causal:
        assert run.logprobs is not None, label
        logprobs = np.asarray(run.logprobs)
        assert logprobs.shape == (t - 1,), label
        if not np.all(np.abs(logprobs - ref[f"{prefix}.logprobs"]) <= tolerance["logprobs"]):
            failures.append(f"logprobs: {_worst(logprobs, ref[f'{prefix}.logprobs'])}")
    else:
        assert run.logprobs is None, label
        assert f"{prefix}.logprobs" not in ref
    assert not failures, f"{label} (tolerance {tolerance}):\n" + "\n".join(failures)


@pytest.mark.parametrize(("case", "name", "experiment"), RUNS, ids=[f"{c}-{n}-{e}" for c, n, e in RUNS])
def test_run_matches_transformers(case: str, name: str, experiment: str) -> None:
    meta, ref = _meta(case), _reference(case)
    assert meta["tolerance"] == TOLERANCE
    ids = ref[f"{name}.ids"]
    assert ids.tolist() == meta["inputs"][name]["ids"]
    model = _model(case)
    run = model.run(ids.astype(np.int64), **_run_kwargs(meta["inputs"][name]["runs"][experiment]))
    _compare(
        run,
        ref,
        f"{name}.{experiment}",
        dict.fromkeys(BF16_QUANTITIES, TOLERANCE),
        meta["attributes"]["causal"],
        f"{case} {name} {experiment}",
    )


BF16_RUNS = [(case, name, experiment) for case, name, experiment in RUNS if "bf16_tolerance" in _meta(case)]


@pytest.mark.parametrize(("case", "name", "experiment"), BF16_RUNS, ids=[f"{c}-{n}-{e}" for c, n, e in BF16_RUNS])
def test_bfloat16_model_within_bfloat16_rounding_of_transformers_bfloat16_run(
    case: str, name: str, experiment: str
) -> None:
    meta, ref = _meta(case), _reference(case)
    tolerance = meta["bf16_tolerance"]
    assert set(tolerance) == set(BF16_QUANTITIES)
    # what bfloat16's rounding moves: a few of its steps (2^-8 relative) on values of order one, not more
    assert all(0 < value < 0.5 for value in tolerance.values()), tolerance
    native = {key.removeprefix("bf16:"): value for key, value in ref.items() if key.startswith("bf16:")}
    model = _model(case)
    run = model.run(ref[f"{name}.ids"].astype(np.int64), **_run_kwargs(meta["inputs"][name]["runs"][experiment]))
    _compare(run, native, f"{name}.{experiment}", tolerance, True, f"{case} {name} {experiment} (bfloat16 run)")


def test_bfloat16_case_holds_bfloat16_weights() -> None:
    header = (DATA / "llama_bf16" / "model.safetensors").read_bytes()
    size = int.from_bytes(header[:8], "little")
    tensors = {k: v for k, v in json.loads(header[8 : 8 + size]).items() if k != "__metadata__"}
    assert len(tensors) == 21
    assert {v["dtype"] for v in tensors.values()} == {"BF16"}


@pytest.mark.parametrize("case", CASES)
def test_opened_model_describes_itself_as_transformers_builds_it(case: str) -> None:
    model, want = _model(case), _meta(case)["attributes"]
    got = {key: getattr(model, key) for key in want}
    assert got == want


@pytest.mark.parametrize("name", ["s0", "s1", "s2"])
def test_shipped_minilm_tokenizes_the_sentences_as_the_tokenizers_package(name: str) -> None:
    spec = _meta("minilm")["inputs"][name]
    assert _model("minilm").tokenize(spec["text"]) == spec["ids"]


def test_references_are_complete_and_small() -> None:
    """Every case has its experiments (RoPE models also a linear stretch), every attention row sums to one and
    a causal model's is lower-triangular, all float32; the folder stays under 3 MB."""
    assert set(CASES) == {
        "bert",
        "gpt2",
        "llama_gqa",
        "llama_tied",
        "llama_bf16",
        "mistral",
        "qwen2",
        "qwen3",
        "smollm3",
        "minilm",
    }
    for case in CASES:
        meta, ref = _meta(case), _reference(case)
        rope = meta["attributes"]["position_kind"] == "rope"
        want = {"trained", "shift3", "stretch2", "no_positions"} | ({"linear2"} if rope else set())
        if case == "llama_gqa":
            want.add("rope_layers_1")
        assert set(meta["experiments"]) == want, case
        assert {"torch", "transformers"} <= set(meta["versions"]), case
        for key, value in ref.items():
            if key.endswith(".ids"):
                assert value.dtype == np.int32
                continue
            assert value.dtype == np.float32, key
            assert np.all(np.isfinite(value)), key
            if key.endswith(".attentions"):
                np.testing.assert_allclose(value.sum(-1), 1.0, atol=2e-2 if key.startswith("bf16:") else 1e-5)
                if meta["attributes"]["causal"]:
                    assert np.all(np.triu(value, 1) == 0.0), key
    total = sum(path.stat().st_size for path in DATA.rglob("*") if path.is_file())
    assert total < 3 * 2**20, total
