"""The model presets file (resources/models/presets.json): it loads, every preset cites its sources, the values are
the ones read in those sources (typed here by hand from them, see resources/models/SOURCES.md), and the loader
refuses anything else with a ParamError naming the file and the field, never with another exception."""

import json
import math

import pytest
from helpers import ROOT
from hypothesis import given, settings
from hypothesis import strategies as st

from posenc_gui.core import ParamError
from posenc_gui.model_files.presets import (
    MOST_BYTES,
    ModelPreset,
    load_presets,
    parse_presets,
    preset,
    presets,
    rope_presets,
)

MODELS = ROOT / "resources" / "models"
FILE = MODELS / "presets.json"
SOURCES_MD = MODELS / "SOURCES.md"

# The values as the sources state them (SOURCES.md says where in each file). A preset's every field is here.
EXPECTED = {
    "llama-3.1-8b": dict(
        name="Llama 3.1 8B",
        type="rope",
        hidden_size=4096,
        heads=32,
        head_dim=128,
        partial_rotary_factor=1.0,
        pairing="interleaved",
        base=500000.0,
        max_position_embeddings=131072,
        scaling={
            "rope_type": "llama3",
            "factor": 8.0,
            "low_freq_factor": 1.0,
            "high_freq_factor": 4.0,
            "original_max_position_embeddings": 8192,
        },
    ),
    "llama-3.2-1b": dict(
        name="Llama 3.2 1B",
        type="rope",
        hidden_size=2048,
        heads=32,
        head_dim=64,
        partial_rotary_factor=1.0,
        pairing="interleaved",
        base=500000.0,
        max_position_embeddings=131072,
        scaling={
            "rope_type": "llama3",
            "factor": 32.0,
            "low_freq_factor": 1.0,
            "high_freq_factor": 4.0,
            "original_max_position_embeddings": 8192,
        },
    ),
    "mistral-7b-v0.1": dict(
        name="Mistral 7B v0.1",
        type="rope",
        hidden_size=4096,
        heads=32,
        head_dim=128,
        partial_rotary_factor=1.0,
        pairing="interleaved",
        base=10000.0,
        scaling=None,
        max_position_embeddings=32768,
    ),
    "qwen2.5-7b-instruct-yarn": dict(
        name="Qwen2.5 7B Instruct, YaRN x4",
        type="rope",
        hidden_size=3584,
        heads=28,
        head_dim=128,
        partial_rotary_factor=1.0,
        pairing="split-half",
        base=1000000.0,
        max_position_embeddings=32768,
        scaling={"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32768},
    ),
    "gemma-3-1b": dict(
        name="Gemma 3 1B",
        type="rope",
        hidden_size=1152,
        heads=4,
        head_dim=256,
        partial_rotary_factor=1.0,
        pairing="split-half",
        base=1000000.0,
        local_base=10000.0,
        scaling=None,
        max_position_embeddings=32768,
    ),
    "gemma-3-4b": dict(
        name="Gemma 3 4B",
        type="rope",
        hidden_size=2560,
        heads=8,
        head_dim=256,
        partial_rotary_factor=1.0,
        pairing="split-half",
        base=1000000.0,
        local_base=10000.0,
        scaling={"rope_type": "linear", "factor": 8.0},
        max_position_embeddings=131072,
    ),
    "gpt-neox-20b": dict(
        name="GPT-NeoX-20B",
        type="rope",
        hidden_size=6144,
        heads=64,
        head_dim=96,
        partial_rotary_factor=0.25,
        pairing="split-half",
        base=10000.0,
        scaling=None,
        max_position_embeddings=2048,
    ),
    "pythia-160m": dict(
        name="Pythia 160M",
        type="rope",
        hidden_size=768,
        heads=12,
        head_dim=64,
        partial_rotary_factor=0.25,
        pairing="split-half",
        base=10000.0,
        scaling=None,
        max_position_embeddings=2048,
    ),
    "gpt-j-6b": dict(
        name="GPT-J 6B",
        type="rope",
        hidden_size=4096,
        heads=16,
        head_dim=256,
        partial_rotary_factor=0.25,
        pairing="interleaved",
        base=10000.0,
        scaling=None,
        max_position_embeddings=2048,
    ),
    "gpt-oss": dict(
        name="gpt-oss (reference defaults)",
        type="rope",
        hidden_size=2880,
        heads=64,
        head_dim=64,
        partial_rotary_factor=1.0,
        pairing="split-half",
        base=150000.0,
        max_position_embeddings=131072,
        scaling={
            "rope_type": "yarn",
            "factor": 32.0,
            "beta_fast": 32.0,
            "beta_slow": 1.0,
            "original_max_position_embeddings": 4096,
            "truncate": False,
        },
        # gpt_oss/torch/model.py at 0568dfc: num_hidden_layers: int = 36, sliding_window: int = 128 (every other
        # layer); configuration_gpt_oss.py: model_type = "gpt_oss"
        layers={"model_type": "gpt_oss", "num_hidden_layers": 36, "sliding_window": 128},
    ),
    "deepseek-v3": dict(
        name="DeepSeek-V3 (671B)",
        type="rope",
        hidden_size=7168,
        heads=128,
        head_dim=64,
        partial_rotary_factor=1.0,
        pairing="interleaved",
        base=10000.0,
        max_position_embeddings=None,
        scaling={
            "rope_type": "yarn",
            "factor": 40.0,
            "original_max_position_embeddings": 4096,
            "beta_fast": 32.0,
            "beta_slow": 1.0,
            "mscale": 1.0,
            "mscale_all_dim": 1.0,
        },
        # inference/configs/config_671B.json: "n_layers": 61, "qk_nope_head_dim": 128; configuration_deepseek_v3.py:
        # model_type = "deepseek_v3"
        layers={"model_type": "deepseek_v3", "num_hidden_layers": 61, "qk_nope_head_dim": 128},
    ),
    # google-deepmind/gemma _gemma.py Gemma3_27B: embed_dim=5376, num_heads=32, head_dim=128,
    # local_base_frequency=10_000, global_base_frequency=1_000_000, global_scale_factor=8.0
    "gemma-3-27b": dict(
        name="Gemma 3 27B",
        type="rope",
        hidden_size=5376,
        heads=32,
        head_dim=128,
        partial_rotary_factor=1.0,
        pairing="split-half",
        base=1000000.0,
        local_base=10000.0,
        scaling={"rope_type": "linear", "factor": 8.0},
        max_position_embeddings=131072,
        # _gemma.py: _NUM_LAYERS_GEMMA3_27B = 62, sliding_window_size=1024, GEMMA3_ATTENTION_PATTERN (5 local, 1
        # global), queries × (5376 / 32)^-1/2; configuration_gemma3.py: Gemma3TextConfig's model_type "gemma3_text"
        layers={
            "model_type": "gemma3_text",
            "num_hidden_layers": 62,
            "sliding_window": 1024,
            "sliding_window_pattern": 6,
            "query_pre_attn_scalar": 168.0,
        },
    ),
    # ModernBertConfig's defaults ("similar ... to answerdotai/ModernBERT-base"): hidden_size=768,
    # num_attention_heads=12, global_rope_theta=160000.0, local_rope_theta=10000.0, max_position_embeddings=8192
    "modernbert-base": dict(
        name="ModernBERT-base",
        type="rope",
        hidden_size=768,
        heads=12,
        head_dim=64,
        partial_rotary_factor=1.0,
        pairing="split-half",
        base=160000.0,
        local_base=10000.0,
        scaling=None,
        max_position_embeddings=8192,
        # and num_hidden_layers=22, global_attn_every_n_layers=3, local_attention=128
        layers={
            "model_type": "modernbert",
            "num_hidden_layers": 22,
            "global_attn_every_n_layers": 3,
            "local_attention": 128,
        },
    ),
    # Meta's models/llama4/args.py (Scout: rope_scaling_factor 16, rope_high_freq_factor 1, rope_theta 500000) and
    # model.py (apply_scaling: low_freq_factor = 1, old_context_len = 8192; complex pairs); transformers'
    # Llama4TextConfig (hidden_size=5120, num_attention_heads=40, head_dim=128)
    "llama-4-scout": dict(
        name="Llama 4 Scout (RoPE layers)",
        type="rope",
        hidden_size=5120,
        heads=40,
        head_dim=128,
        partial_rotary_factor=1.0,
        pairing="interleaved",
        base=500000.0,
        max_position_embeddings=None,
        scaling={
            "rope_type": "llama3",
            "factor": 16.0,
            "low_freq_factor": 1.0,
            "high_freq_factor": 1.0,
            "original_max_position_embeddings": 8192,
        },
        # Llama4TextConfig: num_hidden_layers=48, no_rope_layer_interval=4, attention_chunk_size=8192,
        # attn_temperature_tuning=4, floor_scale=8192, attn_scale=0.1
        layers={
            "model_type": "llama4_text",
            "num_hidden_layers": 48,
            "no_rope_layer_interval": 4,
            "attention_chunk_size": 8192,
            "attn_temperature_tuning": 4,
            "floor_scale": 8192,
            "attn_scale": 0.1,
        },
    ),
    "bloom-176b": dict(name="BLOOM 176B", type="alibi", hidden_size=14336, heads=112, max_position_embeddings=2048),
    "mpt-7b": dict(
        name="MPT-7B", type="alibi", hidden_size=4096, heads=32, max_position_embeddings=2048, alibi_bias_max=8.0
    ),
    "t5-small": dict(
        name="T5 small (encoder)",
        type="t5-buckets",
        hidden_size=512,
        heads=8,
        num_buckets=32,
        max_distance=128,
        bidirectional=True,
    ),
}

# The repositories each preset cites (SOURCES.md has the files, commits and licences).
EXPECTED_REPOS = {
    "llama-3.1-8b": {"meta-llama/llama-models", "pytorch/torchtune"},
    "llama-3.2-1b": {"meta-llama/llama-models", "pytorch/torchtune"},
    "mistral-7b-v0.1": {"mistralai/mistral-inference", "huggingface/transformers", "pytorch/torchtune"},
    "qwen2.5-7b-instruct-yarn": {"pytorch/torchtune", "QwenLM/Qwen2.5"},
    "gemma-3-1b": {"google-deepmind/gemma", "huggingface/transformers"},
    "gemma-3-4b": {"google-deepmind/gemma", "huggingface/transformers"},
    "gpt-neox-20b": {"EleutherAI/gpt-neox"},
    "pythia-160m": {"EleutherAI/pythia", "EleutherAI/gpt-neox"},
    "gpt-j-6b": {"kingoflolz/mesh-transformer-jax"},
    "gpt-oss": {"openai/gpt-oss", "huggingface/transformers"},
    "deepseek-v3": {"deepseek-ai/DeepSeek-V3", "huggingface/transformers"},
    "gemma-3-27b": {"google-deepmind/gemma", "huggingface/transformers"},
    "modernbert-base": {"huggingface/transformers"},
    "llama-4-scout": {"meta-llama/llama-models", "huggingface/transformers"},
    "bloom-176b": {"bigscience-workshop/bigscience"},
    "mpt-7b": {"mosaicml/llm-foundry", "huggingface/transformers"},
    "t5-small": {"google-research/text-to-text-transfer-transformer", "tensorflow/mesh", "huggingface/transformers"},
}

TYPE_FIELDS = {
    "rope": {"head_dim", "partial_rotary_factor", "pairing", "base", "scaling", "max_position_embeddings"},
    "alibi": {"heads", "max_position_embeddings"},
    "t5-buckets": {"heads", "num_buckets", "max_distance", "bidirectional"},
}
NOT_SET = (
    "hidden_size",
    "heads",
    "head_dim",
    "partial_rotary_factor",
    "pairing",
    "base",
    "local_base",
    "max_position_embeddings",
    "alibi_bias_max",
    "num_buckets",
    "max_distance",
    "bidirectional",
    "layers",
)


def _doc() -> dict:
    return json.loads(FILE.read_text(encoding="utf-8"))


DOC = _doc()
AT = {p["id"]: i for i, p in enumerate(DOC["presets"])}  # each preset's index in the file


# -- the shipped file ----------------------------------------------------------------------------------------------


def test_the_file_loads():
    loaded = load_presets(FILE)
    assert [p.id for p in loaded] == list(EXPECTED)
    assert presets() == loaded == load_presets()  # the default location is the shipped file
    assert all(isinstance(p, ModelPreset) for p in loaded)
    assert [p.id for p in rope_presets()] == [k for k, v in EXPECTED.items() if v["type"] == "rope"]
    assert preset("gpt-j-6b").head_dim == 256
    assert len({hash(p) for p in loaded}) == len(loaded)  # frozen: usable as keys


def test_every_preset_has_a_source():
    text = SOURCES_MD.read_text(encoding="utf-8")
    for p in presets():
        assert p.sources, p.id
        assert {s.repo for s in p.sources} == EXPECTED_REPOS[p.id]
        assert f"`{p.id}`" in text, f"SOURCES.md has no section for {p.id}"
        for s in p.sources:
            assert len(s.commit) == 40 and s.gives
            assert s.repo in text and s.file in text and s.commit in text, (p.id, s)


def test_every_value_is_given_by_a_source():
    for entry, p in zip(DOC["presets"], presets()):
        fields = set(entry) - {"id", "name", "source"}
        given = {name for s in p.sources for name in s.gives}
        for mapping in ("scaling", "layers"):
            if isinstance(entry.get(mapping), dict):
                fields = (fields - {mapping}) | {f"{mapping}.{k}" for k in entry[mapping]}
        for name in fields:
            assert name in given or ("." in name and name.split(".")[0] in given), (p.id, name)


@pytest.mark.parametrize("preset_id", list(EXPECTED))
def test_values_match_the_sources(preset_id):
    p, want = preset(preset_id), EXPECTED[preset_id]
    entry = next(e for e in DOC["presets"] if e["id"] == preset_id)
    assert set(entry) - {"id", "source"} == set(want)  # nothing in the file that the test does not check
    for field, value in want.items():
        got = getattr(p, field)
        assert got == value and type(got) is type(value), (field, got, value)
        assert entry[field] == value and type(entry[field]) is type(value), field
    for field in set(NOT_SET) - set(want):
        assert getattr(p, field) is None, field


def test_derived_values():
    assert preset("gpt-neox-20b").rotary_dim == 24 and preset("pythia-160m").rotary_dim == 16
    assert preset("gpt-j-6b").rotary_dim == 64  # pe_rotary_dims of the 6B config
    assert preset("llama-3.1-8b").original_max_position_embeddings == 8192
    assert preset("mistral-7b-v0.1").rope_type == "default" and preset("mpt-7b").rope_type is None
    assert preset("gemma-3-4b").original_max_position_embeddings is None
    s = preset("deepseek-v3").scaling
    s["factor"] = 2.0  # a copy: the preset keeps its value
    assert preset("deepseek-v3").scaling["factor"] == 40.0
    assert preset("t5-small").rotary_dim is None


def test_the_scaling_mappings_are_in_transformers_form():
    keys = {
        "linear": {"factor"},
        "yarn": {
            "factor",
            "original_max_position_embeddings",
            "beta_fast",
            "beta_slow",
            "mscale",
            "mscale_all_dim",
            "truncate",
        },
        "llama3": {"factor", "low_freq_factor", "high_freq_factor", "original_max_position_embeddings"},
    }
    for p in rope_presets():
        if p.scaling is not None:
            assert "type" not in p.scaling  # the current key, rope_type, not the legacy one
            assert set(p.scaling) - {"rope_type"} <= keys[p.scaling["rope_type"]]
            assert isinstance(p.scaling["factor"], float)


def test_unknown_preset():
    with pytest.raises(ParamError, match="no model preset"):
        preset("gpt-5")


# -- the loader against damaged documents --------------------------------------------------------------------------


def _field(path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _paths(value, (*path, i))


def _get(doc, path):
    for part in path:
        doc = doc[part]
    return doc


def _edited(doc, path, edit):
    """A copy of `doc` (copied along `path` only) with edit(container_at_path_parent, last) applied."""
    if not path:
        return edit(None, None)
    head = doc.copy()
    node = head
    for part in path[:-1]:
        node[part] = node[part].copy()
        node = node[part]
    edit(node, path[-1])
    return head


def _replace(doc, path, value):
    def edit(node, last):
        if node is None:
            return value
        node[last] = value

    return _edited(doc, path, edit)


def _category(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    return {str: "text", list: "array", dict: "object"}[type(value)]


# one value of every JSON type (and a few of the same type that are out of range or of another meaning)
VALUES = (
    None,
    True,
    False,
    0,
    1,
    -1,
    3,
    2.5,
    -0.5,
    1e300,
    10**30,
    "",
    "x",
    "interleaved",
    "llama3",
    "rope",
    "a" * 500,
    [],
    [1],
    [1.0, 2.0],
    ["a"],
    [None],
    {},
    {"a": 1},
    {"rope_type": "linear", "factor": 2.0},
)
NULLABLE = {"scaling", "max_position_embeddings"}  # null is a valid value of these keys of a RoPE preset


def _outcome(doc):
    try:
        return parse_presets(doc, "presets.json")
    except ParamError as exc:
        assert str(exc).startswith("presets.json: "), str(exc)
        assert "{file}" in exc.template  # the file is a field: the template translates
        return exc


def test_every_json_type_at_every_field():
    """Each value at each place of the document: either the document still loads (the value fits), or a
    ParamError that names the file; a value of another JSON type than the field takes is refused, naming the
    field. No other exception."""
    checked = 0
    for path in _paths(DOC):
        original = _get(DOC, path)
        for value in VALUES:
            result = _outcome(_replace(DOC, path, value))
            checked += 1
            if _category(value) == _category(original):
                continue
            if None in (value, original) and len(path) == 3 and path[-1] in NULLABLE:
                continue  # null for a value, or a value for null: either may fit a RoPE preset
            assert isinstance(result, ParamError), (_field(path), value)
            assert (_field(path) or "the document") in str(result), (_field(path), value, str(result))
    assert checked > 10_000


def test_every_key_removed_or_added():
    for path in _paths(DOC):
        node = _get(DOC, path)
        if not isinstance(node, dict):
            continue
        for key in node:

            def drop(parent, last, key=key):
                target = parent[last] if parent is not None else None
                if target is None:
                    return
                parent[last] = {k: v for k, v in target.items() if k != key}

            doc = {k: v for k, v in DOC.items() if k != key} if not path else _edited(DOC, path, drop)
            result = _outcome(doc)
            assert isinstance(result, ParamError), (_field(path), key)  # every field is needed or cited
        extra = _outcome(_replace(DOC, (*path, "unheard_of"), 1))
        assert isinstance(extra, ParamError) and _field((*path, "unheard_of")) in str(extra)


def test_a_field_no_source_gives_is_refused():
    doc = _replace(DOC, ("presets", 0, "source"), [DOC["presets"][0]["source"][0]])
    result = _outcome(doc)
    assert isinstance(result, ParamError) and "given by none of the preset's sources" in str(result)


def test_cross_field_checks():
    base = ("presets", 0)
    cases = [
        ((*base, "id"), "llama-3.2-1b", "repeats the id"),
        ((*base, "name"), "Llama 3.2 1B", "repeats the name"),
        ((*base, "head_dim"), 127, "must be even"),
        ((*base, "partial_rotary_factor"), 0.001, "rotated dimensions"),
        ((*base, "scaling", "high_freq_factor"), 0.5, "not be less than low_freq_factor"),
        ((*base, "scaling", "rope_type"), "yarn", "is not a key this object takes"),
        (("presets", AT["gpt-oss"], "scaling", "beta_slow"), 64.0, "greater than beta_slow"),
        (("presets", AT["t5-small"], "num_buckets"), 31, "must be even"),
        (("presets", AT["t5-small"], "max_distance"), 8, "must be greater than"),
        ((*base, "source", 0, "commit"), "8C88B8C0D75DBD136B6895220C4F56CCBE2F2D24", "40 lowercase hex"),
        ((*base, "source", 0, "file"), "../x.py", "inside the repository"),
        ((*base, "source", 0, "gives"), ["base", "base"], "twice"),
        (("format",), 2, "format this version reads"),
    ]
    for path, value, words in cases:
        result = _outcome(_replace(DOC, path, value))
        assert isinstance(result, ParamError) and words in str(result), (path, str(result))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, len(DOC["presets"]) - 1), st.sampled_from(["", "scaling", "source"]), JSON)
def test_random_json_in_a_preset(index, where, value):
    path = ("presets", index) + ((where,) if where else ())
    _outcome(_replace(DOC, path, value))


@settings(max_examples=100, deadline=None)
@given(JSON)
def test_random_json_as_the_document(value):
    _outcome(value)


# -- the loader against damaged files ------------------------------------------------------------------------------


def _load_bytes(tmp_path, data: bytes):
    path = tmp_path / "presets.json"
    path.write_bytes(data)
    try:
        return load_presets(path)
    except ParamError as exc:
        assert str(exc).startswith("presets.json: "), str(exc)
        return exc


def test_damaged_files(tmp_path):
    good = FILE.read_bytes()
    assert not isinstance(_load_bytes(tmp_path, b"\xef\xbb\xbf" + good), ParamError)  # a byte-order mark is fine
    for cut in range(0, len(good) - 1, max(1, len(good) // 60)):  # truncated anywhere
        assert isinstance(_load_bytes(tmp_path, good[:cut]), ParamError), cut
    bad = [
        b"",
        b"\xff\xfe{}",
        b"[" * 200_000,
        b"1" * 5000,
        b'{"format": 1, "format": 1, "presets": []}',
        good.replace(b'"base": 500000.0', b'"base": NaN', 1),
        good.replace(b'"base": 500000.0', b'"base": Infinity', 1),
        good.replace(b'"heads": 32', b'"heads": 32, "heads": 32', 1),
        b"null",
        b'"presets"',
    ]
    for data in bad:
        result = _load_bytes(tmp_path, data)
        assert isinstance(result, ParamError), data[:40]
    assert "twice" in str(_load_bytes(tmp_path, bad[-3]))
    assert "NaN" in str(_load_bytes(tmp_path, bad[5]))


def test_missing_and_oversized_files(tmp_path):
    with pytest.raises(ParamError, match="presets.json: cannot be read"):
        load_presets(tmp_path / "presets.json")
    with pytest.raises(ParamError, match="cannot be read"):
        load_presets(tmp_path)  # a folder
    (tmp_path / "presets.json").write_bytes(b" " * (MOST_BYTES + 1))
    with pytest.raises(ParamError, match="larger than"):
        load_presets(tmp_path / "presets.json")


def test_non_finite_numbers_given_directly():
    for value in (math.nan, math.inf, -math.inf):
        for path in (
            ("presets", 0, "base"),
            ("presets", 0, "scaling", "factor"),
            ("presets", AT["mpt-7b"], "alibi_bias_max"),
            ("presets", 0, "head_dim"),
        ):
            result = _outcome(_replace(DOC, path, value))
            assert isinstance(result, ParamError) and _field(path) in str(result)
