"""Attention sinks: the share a sink logit takes (gpt-oss), StreamingLLM's kept tokens, and the sinks read from a
safetensors file the test writes (8-byte little-endian header length, JSON header, raw data)."""

import json
import math
import struct

import numpy as np
import pytest
from helpers import f32, safetensors_bytes, write_model

from posenc_gui.core import ParamError, sink_share, sink_share_of_logits, streaming_cache
from posenc_gui.model_files.inspection import inspect_model
from posenc_gui.model_files.reading import ModelFileError
from posenc_gui.model_files.sinks import read_sinks

# a gpt-oss config holding the keys the reader uses (the published gpt-oss-20b has 24 layers of 64 heads)
TINY_GPT_OSS = {
    "model_type": "gpt_oss",
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "head_dim": 8,
    "hidden_size": 32,
    "rope_theta": 150000.0,
    "sliding_window": 128,
    "max_position_embeddings": 131072,
    "layer_types": ["sliding_attention", "full_attention"],
}


def _softmax_with_sink(sink, logits):
    """gpt-oss's eager attention for one query row: the sink's logit appended, softmax, its column's weight."""
    row = [*logits, sink]
    top = max(row)
    weights = [math.exp(v - top) for v in row]
    return weights[-1] / sum(weights)


def test_the_share_is_the_sinks_softmax_weight_beside_l_equal_logits():
    sinks = [-2.0, 0.0, 0.5, 3.0]
    for c in (0.0, -1.5, 2.0):
        keys = [0, 1, 2, 7, 128, 300]
        share = sink_share(sinks, keys, c)
        assert share.shape == (4, 6)
        for h, s in enumerate(sinks):
            for k, n in enumerate(keys):
                assert share[h, k] == pytest.approx(_softmax_with_sink(s, [c] * n), rel=1e-12, abs=0)
                assert share[h, k] == pytest.approx(sink_share_of_logits(s, [c] * n), rel=1e-12, abs=0)


def test_the_share_at_a_window_and_a_long_context_in_closed_form():
    share = sink_share([0.0, 4.0], [128, 131072])
    assert share[0, 0] == pytest.approx(1 / 129, rel=1e-14)
    assert share[1, 0] == pytest.approx(math.exp(4) / (math.exp(4) + 128), rel=1e-14)
    assert share[1, 1] == pytest.approx(math.exp(4) / (math.exp(4) + 131072), rel=1e-14)
    assert share[0, 1] == pytest.approx(1 / 131073, rel=1e-14)


def test_extreme_logits_give_finite_shares_that_neither_overflow_nor_vanish_early():
    share = sink_share([800.0, -800.0], [1, 2**40], logit=0.0)
    assert np.isfinite(share).all()
    assert share[0, 0] == 1.0 and share[1, 1] == 0.0
    assert sink_share([30.0], [2**40])[0, 0] == pytest.approx(1 / (1 + 2**40 * math.exp(-30)), rel=1e-12)
    assert sink_share_of_logits(900.0, [0.0, 1.0]) == 1.0


def test_the_share_refuses_what_is_not_a_sink_or_a_key_count():
    with pytest.raises(ParamError, match="sink logits"):
        sink_share([], [1])
    with pytest.raises(ParamError, match="sink logits"):
        sink_share([float("nan")], [1])
    with pytest.raises(ParamError, match="keys"):
        sink_share([0.0], [1.5])
    with pytest.raises(ParamError, match="keys"):
        sink_share([0.0], [-1])


def _cache_by_loop(length, start, recent):
    """StartRecentKVCache applied after every token (as its perplexity script does): the cache a token at a time."""
    cache = []
    for token in range(length):
        cache.append(token)
        if len(cache) > start + recent:
            cache = cache[:start] + cache[len(cache) - recent :]
    return cache


@pytest.mark.parametrize(
    "length, start, recent",
    [(0, 4, 8), (5, 4, 8), (12, 4, 8), (13, 4, 8), (100, 4, 8), (100, 0, 10), (100, 3, 0), (2048, 4, 512), (9, 1, 1)],
)
def test_the_cache_keeps_the_first_and_the_recent_tokens_and_numbers_them_in_order(length, start, recent):
    original, cache = streaming_cache(length, start, recent)
    expected = _cache_by_loop(length, start, recent)
    assert original.tolist() == expected
    assert cache.tolist() == list(range(len(expected)))
    assert original.dtype == np.int64 and cache.dtype == np.int64


def test_the_cache_of_a_long_stream_renumbers_its_recent_tokens():
    original, cache = streaming_cache(2048, 4, 512)
    assert original[:5].tolist() == [0, 1, 2, 3, 1536] and original[-1] == 2047 and cache[-1] == 515
    with pytest.raises(ParamError, match="start"):
        streaming_cache(10, -1, 3)


def _tiny_model(tmp_path, sinks, dtype="F32", config=TINY_GPT_OSS, name="tiny-gpt-oss"):
    tensors = {}
    for layer, row in enumerate(sinks):
        values = np.asarray(row, dtype="<f4")
        if dtype == "F32":
            tensors[f"model.layers.{layer}.self_attn.sinks"] = f32(values)
        elif dtype == "F16":
            tensors[f"model.layers.{layer}.self_attn.sinks"] = ("F16", values.shape, values.astype("<f2").tobytes())
        else:  # bfloat16: the top 16 bits of the float32
            bits = (values.view("<u4") >> 16).astype("<u2")
            tensors[f"model.layers.{layer}.self_attn.sinks"] = ("BF16", values.shape, bits.tobytes())
    tensors["model.layers.0.self_attn.q_proj.weight"] = f32(np.zeros((2, 2)))
    return write_model(tmp_path / name, config, tensors)


@pytest.mark.parametrize("dtype", ["F32", "F16", "BF16"])
def test_sinks_are_read_from_the_safetensors_of_an_opened_model(tmp_path, dtype):
    rows = [[0.5, 1.0, 2.0, 3.0], [-1.0, 0.0, 1.25, 2.5]]  # exact in all three dtypes
    folder = _tiny_model(tmp_path, rows, dtype)
    table = read_sinks(inspect_model(folder))
    assert table.dtype == np.float32 and table.shape == (2, 4)
    assert table.tolist() == rows
    assert read_sinks(inspect_model(folder / "config.json")).tolist() == rows  # opened from its config.json


def test_the_file_is_the_format_a_reader_expects():
    """The test's own writer: 8-byte little-endian header length, the JSON header, then the raw data."""
    data = safetensors_bytes({"model.layers.0.self_attn.sinks": f32([1.0, 2.0])})
    (length,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8 : 8 + length])
    assert header["model.layers.0.self_attn.sinks"] == {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}
    assert np.frombuffer(data[8 + length :], "<f4").tolist() == [1.0, 2.0]


def test_a_model_without_sinks_reads_none(tmp_path):
    folder = write_model(
        tmp_path / "llama",
        {"model_type": "llama", "num_attention_heads": 4, "hidden_size": 32},
        {"model.layers.0.self_attn.q_proj.weight": f32(np.zeros((2, 2)))},
    )
    assert read_sinks(inspect_model(folder)) is None


def test_sinks_of_a_sharded_model_are_found_through_its_index(tmp_path):
    folder = tmp_path / "sharded"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(TINY_GPT_OSS))
    (folder / "a.safetensors").write_bytes(safetensors_bytes({"model.layers.0.self_attn.sinks": f32([1, 2, 3, 4])}))
    (folder / "b.safetensors").write_bytes(safetensors_bytes({"model.layers.1.self_attn.sinks": f32([5, 6, 7, 8])}))
    (folder / "model.safetensors.index.json").write_text(
        json.dumps(
            {
                "weight_map": {
                    "model.layers.0.self_attn.sinks": "a.safetensors",
                    "model.layers.1.self_attn.sinks": "b.safetensors",
                }
            }
        )
    )
    assert read_sinks(inspect_model(folder)).tolist() == [[1, 2, 3, 4], [5, 6, 7, 8]]
    (folder / "model.safetensors.index.json").write_text(
        json.dumps({"weight_map": {"model.layers.0.self_attn.sinks": "../a.safetensors"}})
    )
    with pytest.raises(ModelFileError, match=r"model\.safetensors\.index\.json.*model\.layers\.0\.self_attn\.sinks"):
        read_sinks(inspect_model(folder))


def test_bad_sinks_are_refused_with_the_file_and_the_tensor_named(tmp_path):
    name = "model.layers.0.self_attn.sinks"
    cases = {
        "i32": ({name: ("I32", (4,), np.zeros(4, "<i4").tobytes())}, r"model\.safetensors.*sinks.*I32"),
        "matrix": ({name: f32(np.zeros((2, 2)))}, r"model\.safetensors.*sinks has shape 2 x 2"),
        "heads": ({name: f32(np.zeros(3))}, r"model\.safetensors.*sinks holds 3 heads.*num_attention_heads 4"),
        "nan": ({name: f32([0.0, np.nan, 0.0, 0.0])}, r"model\.safetensors.*sinks holds a value that is not"),
        "gap": (
            {name: f32(np.zeros(4)), "model.layers.2.self_attn.sinks": f32(np.zeros(4))},
            r"none for layer 1 \(model\.layers\.1\.self_attn\.sinks\)",
        ),
    }
    for case, (tensors, message) in cases.items():
        folder = write_model(tmp_path / case, TINY_GPT_OSS, tensors)
        with pytest.raises(ModelFileError, match=message):
            read_sinks(inspect_model(folder))
