"""`posenc-gui inspect`: its JSON object and its summary for models built here, one line and exit 1 for a file
that cannot be used, exit 2 for bad arguments; the command loads no Qt."""

import json
import math
import struct
import subprocess
import sys

import numpy as np
import pytest

from posenc_gui.cli import main

# (tests/model_files/test_inspection.py builds the same files; each test module stands alone)
LLAMA31 = {
    "model_type": "llama",
    "hidden_size": 4096,
    "num_attention_heads": 32,
    "max_position_embeddings": 131072,
    "rope_theta": 500000.0,
    "rope_scaling": {
        "factor": 8.0,
        "low_freq_factor": 1.0,
        "high_freq_factor": 4.0,
        "original_max_position_embeddings": 8192,
        "rope_type": "llama3",
    },
}
GPT2 = {"model_type": "gpt2", "n_embd": 4, "n_head": 2, "n_positions": 3}


def f32(values):
    values = np.asarray(values, dtype="<f4")
    return ("F32", values.shape, values.tobytes())


def write_model(folder, config=None, tensors=None):
    folder.mkdir(parents=True, exist_ok=True)
    if config is not None:
        (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    if tensors is not None:
        header, at = {}, 0
        for name, (dtype, shape, raw) in tensors.items():
            header[name] = {"dtype": dtype, "shape": list(shape), "data_offsets": [at, at + len(raw)]}
            at += len(raw)
        text = json.dumps(header).encode()
        data = b"".join(raw for _, _, raw in tensors.values())
        (folder / "model.safetensors").write_bytes(struct.pack("<Q", len(text)) + text + data)
    return folder


def llama3_reference(dim, base, factor, low, high, old):
    out = []
    for f in (base ** (-i / dim) for i in range(0, dim, 2)):
        wavelength = 2 * math.pi / f
        smooth = min(max((old / wavelength - low) / (high - low), 0.0), 1.0)
        out.append((1 - smooth) * f / factor + smooth * f)
    return out


def run(capsys, *args):
    code = main(["inspect", *map(str, args)])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_json_of_a_llama_3_1_config(tmp_path, capsys):
    folder = write_model(tmp_path / "Llama-3.1-8B", LLAMA31)
    code, out, err = run(capsys, folder / "config.json", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)  # exactly one JSON object, nothing else on stdout
    assert isinstance(data, dict) and out.count("\n") == 1
    assert {
        k: data[k]
        for k in (
            "type",
            "head_dim",
            "rotary_dim",
            "base",
            "pairing",
            "max_position_embeddings",
            "original_max_position_embeddings",
            "attention_factor",
            "tables",
        )
    } == {
        "type": "rope",
        "head_dim": 128,
        "rotary_dim": 128,
        "base": 500000.0,
        "pairing": "split-half",
        "max_position_embeddings": 131072,
        "original_max_position_embeddings": 8192,
        "attention_factor": 1.0,
        "tables": [],
    }
    assert data["scaling"] == LLAMA31["rope_scaling"]
    np.testing.assert_allclose(data["inv_freq"], llama3_reference(128, 500000.0, 8.0, 1.0, 4.0, 8192), rtol=1e-12)


def test_json_of_a_gpt2_folder_names_its_table(tmp_path, capsys):
    folder = write_model(tmp_path / "gpt2", GPT2, {"wpe.weight": f32(np.zeros((3, 4)))})
    code, out, _ = run(capsys, folder, "--json")
    data = json.loads(out)
    assert code == 0 and data["type"] == "learned" and data["inv_freq"] is None and data["base"] is None
    assert [(t["name"], t["shape"], t["dtype"]) for t in data["tables"]] == [("wpe.weight", [3, 4], "F32")]


def test_summary_of_a_llama_3_1_config(tmp_path, capsys):
    code, out, err = run(capsys, write_model(tmp_path / "Llama-3.1-8B", LLAMA31))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "model: Llama-3.1-8B (llama)"
    # the pairing as transformers computes the config (Meta's reference code pairs interleaved dimensions; the
    # conversion permuted q and k), and 8,192 as the context before extension (Llama 3.1 was trained further)
    for line in (
        "encoding: RoPE (rotary)",
        "head dim: 128",
        "rotary dims: 128 of 128 (split-half pairs, rotate_half, as transformers computes this config; "
        "checkpoints converted from interleaved reference code, as Meta's Llama, had their q and k weights "
        "permuted to fit)",
        "base: 500,000",
        "context: 131,072 positions (original context 8,192, before extension)",
        "attention factor: 1",
        "tables: none",
    ):
        assert line in lines, out
    assert "trained" not in out
    scaling = next(ln for ln in lines if ln.startswith("scaling: "))
    assert (
        scaling.startswith("scaling: llama3 (")
        and "factor 8" in scaling
        and "original_max_position_embeddings 8,192" in scaling
    )
    waves = next(ln for ln in lines if ln.startswith("wavelengths: "))
    assert "fastest 6.28319 positions" in waves and "(64 frequencies)" in waves


def test_summary_of_tables(tmp_path, capsys):
    config = {"model_type": "opt", "hidden_size": 4, "num_attention_heads": 2, "max_position_embeddings": 8}
    folder = write_model(tmp_path / "opt", config, {"model.decoder.embed_positions.weight": f32(np.zeros((10, 4)))})
    (folder / "pytorch_model.bin").write_bytes(b"\x80\x04")
    code, out, _ = run(capsys, folder)
    assert code == 0
    assert "encoding: learned absolute table" in out and "context: 8 positions" in out
    assert "  model.decoder.embed_positions.weight: 10 x 4 F32, position 0 at row 2 (model.safetensors)" in out
    assert "not opened (pickles): pytorch_model.bin" in out


def test_summary_of_t5_and_alibi(tmp_path, capsys):
    t5 = {
        "model_type": "t5",
        "d_model": 64,
        "d_kv": 16,
        "num_heads": 4,
        "relative_attention_num_buckets": 32,
        "relative_attention_max_distance": 128,
    }
    bias = {"encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight": f32(np.zeros((32, 4)))}
    code, out, _ = run(capsys, write_model(tmp_path / "t5", t5, bias))
    assert code == 0 and "encoding: T5 relative buckets" in out and "buckets: 32, up to distance 128" in out
    assert "heads: 4" in out and "32 x 4 F32" in out
    code, out, _ = run(capsys, write_model(tmp_path / "bloom", {"model_type": "bloom", "hidden_size": 64, "n_head": 4}))
    assert code == 0 and "encoding: ALiBi (linear biases)" in out and "head dim: 16" in out and "rotary" not in out


@pytest.mark.parametrize(
    "make,words",
    [
        (lambda d: d / "missing", "no such file"),
        (lambda d: (d / "pytorch_model.bin").write_bytes(b"\x80") and d / "pytorch_model.bin", "pickle"),
        (
            lambda d: (
                (d / "config.json").write_text('{"model_type": "llama", "hidden_size": "4096"}') and d / "config.json"
            ),
            "hidden_size must be a whole number",
        ),
        (
            lambda d: (d / "model.safetensors").write_bytes(b"\xff" * 16) and d / "model.safetensors",
            "more than the 100,000,000",
        ),
    ],
)
def test_a_file_that_cannot_be_used_exits_1_with_one_line(tmp_path, capsys, make, words):
    path = make(tmp_path)
    code, out, err = run(capsys, path)
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and err.startswith(f"posenc-gui inspect: {path}: ") and words in err, err


@pytest.mark.parametrize(
    "args,words",
    [
        ((), "the following arguments are required: PATH"),
        (("a", "b"), "unrecognized arguments: b"),
        (("a", "--frobnicate"), "unrecognized arguments: --frobnicate"),
        (("",), "PATH is empty"),
    ],
)
def test_bad_arguments_exit_2(capsys, args, words):
    with pytest.raises(SystemExit) as caught:
        main(["inspect", *args])
    err = capsys.readouterr().err
    assert caught.value.code == 2 and err.count("\n") == 1 and words in err and "--help" in err, err


def test_the_command_runs_without_qt(tmp_path):
    """As a user runs it (a fresh process): the summary prints, and neither Qt nor pyqtgraph is imported."""
    folder = write_model(tmp_path / "gpt2", GPT2, {"wpe.weight": f32(np.zeros((3, 4)))})
    script = (
        "import sys\nfrom posenc_gui.cli import main\ncode = main(['inspect', sys.argv[1], '--json'])\n"
        "qt = any(m.startswith(('PySide6', 'shiboken6', 'pyqtgraph')) for m in sys.modules)\n"
        "print('QT' if qt else 'NO-QT', file=sys.stderr)\nsys.exit(code)"
    )
    out = subprocess.run([sys.executable, "-c", script, str(folder)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and out.stderr.strip() == "NO-QT", out.stderr
    assert json.loads(out.stdout)["tables"][0]["name"] == "wpe.weight"
    bad = subprocess.run(
        [sys.executable, "-m", "posenc_gui", "inspect", str(tmp_path / "x.pt")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 1 and "pickle" in bad.stderr


def test_a_deepseek_v3_config_names_its_softmax_scale_factor_beside_the_attention_factor(tmp_path, capsys):
    """transformers' DeepseekV3Attention multiplies its softmax scale by mscale² (×1.874 for factor 40); the rope's
    attention factor (cos and sin) stays 1. --json carries both."""
    config = {
        "model_type": "deepseek_v3",
        "hidden_size": 7168,
        "num_attention_heads": 128,
        "qk_rope_head_dim": 64,
        "qk_nope_head_dim": 128,
        "max_position_embeddings": 163840,
        "rope_theta": 10000,
        "rope_scaling": {
            "type": "yarn",
            "factor": 40,
            "original_max_position_embeddings": 4096,
            "beta_fast": 32,
            "beta_slow": 1,
            "mscale": 1.0,
            "mscale_all_dim": 1.0,
        },
    }
    folder = write_model(tmp_path / "DeepSeek-V3", config)
    code, out, err = run(capsys, folder)
    assert (code, err) == (0, "")
    assert "attention factor: 1" in out.splitlines()
    assert "softmax scale factor: 1.87385 (the attention multiplies 1/sqrt(query head width) by it" in out
    code, out, err = run(capsys, folder, "--json")
    data = json.loads(out)
    assert data["attention_factor"] == pytest.approx(1.0)
    assert data["softmax_scale_factor"] == pytest.approx((0.1 * math.log(40) + 1) ** 2, rel=1e-12)
    code, out, err = run(capsys, write_model(tmp_path / "Llama", LLAMA31), "--json")
    assert json.loads(out)["softmax_scale_factor"] == 1.0


@pytest.mark.parametrize(
    ("scaling", "expected"),
    [
        (
            {
                "rope_type": None,
                "type": "yarn",
                "factor": 40,
                "original_max_position_embeddings": 4096,
                "mscale_all_dim": 1.0,
            },
            (0.1 * math.log(40) + 1) ** 2,
        ),  # null is as good as absent: the type names it
        ({"rope_type": None, "factor": 40, "mscale_all_dim": 1.0}, 1.0),  # no rule: no softmax factor
        ({"type": "linear", "factor": 4, "mscale_all_dim": "much"}, None),  # refused, naming the key
    ],
)
def test_a_deepseek_config_with_a_null_rule_or_a_bad_mscale_is_read_or_refused_never_crashes(
    tmp_path, capsys, scaling, expected
):
    config = {
        "model_type": "deepseek_v3",
        "hidden_size": 7168,
        "num_attention_heads": 128,
        "qk_rope_head_dim": 64,
        "max_position_embeddings": 163840,
        "rope_theta": 10000,
        "rope_scaling": scaling,
    }
    code, out, err = run(capsys, write_model(tmp_path / "m", config), "--json")
    if expected is None:
        assert code == 1 and "mscale_all_dim" in err
    else:
        assert code == 0 and json.loads(out)["softmax_scale_factor"] == pytest.approx(expected, rel=1e-12)


def test_summary_of_an_interleaved_config_and_of_an_original_context_alone(tmp_path, capsys):
    """GPT-J: transformers turns its pairs interleaved (no permutation to tell); a config with
    original_max_position_embeddings and no max_position_embeddings: the context before extension, not "trained"."""
    gptj = {"model_type": "gptj", "n_embd": 4096, "n_head": 16, "rotary_dim": 64, "n_positions": 2048}
    code, out, _ = run(capsys, write_model(tmp_path / "gpt-j", gptj))
    assert code == 0
    assert (
        "rotary dims: 64 of 256 (interleaved pairs, (x0, x1), (x2, x3), ..., as transformers computes this "
        "config)" in out.splitlines()
    ), out
    yarn = {
        "model_type": "qwen2",
        "hidden_size": 64,
        "num_attention_heads": 2,
        "rope_theta": 10000.0,
        "rope_scaling": {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 4096},
    }
    code, out, _ = run(capsys, write_model(tmp_path / "yarn", yarn))
    assert code == 0 and "context: original 4,096 positions (before extension)" in out.splitlines(), out
    assert "trained" not in out
