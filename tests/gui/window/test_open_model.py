"""File > Open model…: what is opened feeds the views that use a model; sessions remember its path and say so
plainly when it is gone; files that cannot be used change nothing."""

import math

import numpy as np
import pytest
from helpers import LLAMA_31_CONFIG, f32, show_view, write_model

from posenc_gui.gui.files import session as sessions
from posenc_gui.specs.kit.long_context import OWNER


def test_an_opened_rope_model_drives_the_long_context_views(window, qtbot, tmp_path):
    folder = write_model(tmp_path / "my-llama", LLAMA_31_CONFIG)
    assert window.models.open_path(folder)
    assert window.store.model.name == "my-llama"
    assert window.store.options(OWNER).source == "opened"
    view = show_view(window, qtbot, "rope-frequencies")
    assert view.result.setting.label == "my-llama"
    preset = view.spec.run(
        window.store.params, None, setting=window.store.options(OWNER).replace(source="llama-3.1-8b"), model=None
    )
    np.testing.assert_allclose(view.scaled.yData, preset.wavelength_scaled, rtol=1e-12)
    assert "my-llama" in window.statusBar().currentMessage()


def test_a_learned_table_is_shown_beside_minilm(window, qtbot, tmp_path):
    table = np.arange(40 * 8, dtype=np.float32).reshape(40, 8) / 100.0
    folder = write_model(
        tmp_path / "tiny-gpt2",
        {"model_type": "gpt2", "n_embd": 8, "n_head": 2, "n_positions": 40},
        {"wpe.weight": f32(table)},
    )
    assert window.models.open_path(folder)
    window.store.update_options("learned", kind="opened")
    view = show_view(window, qtbot, "learned")
    np.testing.assert_array_equal(view.images[view.table_plot].image, table)
    assert view.images[view.sin_cos_plot].image.shape == (512, 512)  # MiniLM's trained table beside it
    assert view.sin_cos_plot.titleLabel.text.endswith("cosine, MiniLM")
    assert "tiny-gpt2" in view.key.text


def test_a_t5_model_gives_bias_by_distance_its_trained_head(window, qtbot, tmp_path):
    rng = np.random.default_rng(5)
    bias = rng.standard_normal((32, 4)).astype(np.float32)
    config = {
        "model_type": "t5",
        "d_model": 64,
        "d_kv": 16,
        "num_heads": 4,
        "relative_attention_num_buckets": 32,
        "relative_attention_max_distance": 128,
    }
    folder = write_model(
        tmp_path / "tiny-t5",
        config,
        {"decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight": f32(bias)},
    )
    assert window.models.open_path(folder)
    window.store.update(max_len=300)
    window.store.update_options("bias-by-distance", t5_bias="opened", t5_head=3)
    view = show_view(window, qtbot, "bias-by-distance")
    r, t5 = view.curves["t5"].getData()

    def causal_bucket(n):  # T5's decoder bucket of the relative position -n (keys before the query)
        if n < 16:
            return n
        return min(16 + int(math.log(n / 16) / math.log(128 / 16) * 16), 31)

    expected = [float(bias[causal_bucket(int(d)), 2]) - float(bias[0, 2]) for d in r]
    np.testing.assert_allclose(t5, expected, rtol=1e-6)
    assert "tiny-t5" in view.key.text


def test_a_session_remembers_the_model_and_says_when_it_is_gone(window, qtbot, tmp_path):
    folder = write_model(tmp_path / "kept", LLAMA_31_CONFIG)
    assert window.models.open_path(folder)
    path = tmp_path / "lecture.json"
    assert window.sessions.save_path(path)
    assert sessions.read(path).model == str(folder.resolve())
    window.models.close_model()
    assert window.store.model is None and window.store.options(OWNER).source == "manual"
    assert window.sessions.open_path(path)
    assert window.store.model is not None and window.store.options(OWNER).source == "opened"
    (folder / "config.json").unlink()
    window.models.close_model()
    assert window.sessions.open_path(path)
    assert window.store.model is None
    assert window.store.options(OWNER).source == "manual"
    message = window.sessions.last_problem
    assert str(folder.resolve()) in message and "cannot be opened" in message


@pytest.mark.parametrize(
    "name, content, words",
    [
        ("pytorch_model.bin", b"\x80\x04", "safetensors"),
        ("model.safetensors", b"\xff" * 4, "model.safetensors"),
        ("config.json", b"{not json", "config.json"),
    ],
)
def test_a_file_that_cannot_be_used_changes_nothing(window, qtbot, tmp_path, name, content, words):
    assert window.models.open_path(write_model(tmp_path / "ok", LLAMA_31_CONFIG))
    before = window.store.model, window.store.all_options()
    bad = tmp_path / "bad" / name
    bad.parent.mkdir()
    bad.write_bytes(content)
    assert not window.models.open_path(bad, quiet=True)
    assert (window.store.model, window.store.all_options()) == before
    assert words in window.models.last_problem and str(bad.name) in window.models.last_problem


def test_published_configs_and_a_proportional_model_open_and_drive_the_views(window, qtbot, tmp_path):
    from pathlib import Path

    published = Path(__file__).resolve().parents[2] / "model_files" / "published"
    for name in ("gpt-oss-20b.config.json", "chatglm3-6b.config.json"):
        assert window.models.open_path(published / name)
        assert window.store.model.layers is not None
        view = show_view(window, qtbot, "rope-frequencies")
        np.testing.assert_allclose(view.result.wavelength_scaled, 2 * math.pi / window.store.model.inv_freq, rtol=1e-12)
    # Gemma 4's global layers: proportional, 64 of 256 pairs turn; the views show those 64
    gemma4 = {
        "model_type": "gemma4_text",
        "num_hidden_layers": 6,
        "num_attention_heads": 8,
        "head_dim": 256,
        "global_head_dim": 512,
        "rope_parameters": {
            "full_attention": {"rope_type": "proportional", "partial_rotary_factor": 0.25, "rope_theta": 1e6},
            "sliding_attention": {"rope_type": "default", "rope_theta": 10000.0},
        },
    }
    assert window.models.open_path(write_model(tmp_path / "g4", gemma4))
    view = show_view(window, qtbot, "rope-frequencies")
    expect = [2 * math.pi * 1e6 ** (k / 512) for k in range(0, 128, 2)]
    np.testing.assert_allclose(view.result.wavelength_scaled, expect, rtol=1e-12)
