"""The scripting API: posenc_gui.compute and posenc_gui.figure, with the settings `--set` takes; no Qt until a
figure is made; posenc_gui.core exports every encoding function, each with a docstring."""

import ast
import inspect
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from helpers import ROOT, pe_value

import posenc_gui
from posenc_gui.core import ParamError

QT = ("PySide6", "pyqtgraph", "shiboken6")


def _run(code: str) -> str:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=180)
    assert out.returncode == 0, out.stderr[-3000:]
    return out.stdout


def test_importing_the_package_and_computing_load_no_qt():
    code = (
        "import sys\nimport posenc_gui\nqt = lambda: sorted(m for m in sys.modules if m.split('.')[0] in "
        f"{QT!r})\nprint(qt(), 'numpy' in sys.modules)\n"
        "from posenc_gui import compute\nr = compute('heatmap', d_model=8, max_len=5)\nprint(qt())\n"
        "f = posenc_gui.figure('nope', max_len=20)\nprint(bool(qt()), sys.modules['PySide6.QtWidgets']"
        ".QApplication.instance().platformName())\n"
    )
    lines = _run(code).strip().splitlines()
    assert lines == ["[] False", "[]", "True offscreen"]


def test_compute_gives_the_views_numbers_for_the_settings():
    pe = posenc_gui.compute("heatmap", d_model=12, max_len=30, base=100.0, layout="concatenated")
    expected = [[pe_value(p, k, 12, 100.0, "concatenated") for k in range(12)] for p in range(30)]
    np.testing.assert_allclose(pe.table, expected, rtol=0, atol=1e-12)
    np.testing.assert_array_equal(pe.arrays().array, pe.table)
    # a view's own options by their bare names, or as --set names them; texts are read as --set reads them
    bare = posenc_gui.compute("waves", dims=[1, 3], max_len=20)
    named = posenc_gui.compute("waves", **{"waves.dims": "1 3", "max_len": "20"})
    np.testing.assert_array_equal(bare.arrays().array, named.arrays().array)
    np.testing.assert_allclose(
        bare.arrays().array, [[pe_value(p, k, 64) for k in (1, 3)] for p in range(20)], atol=1e-6
    )
    # rope-decay reads no shared base: a bare `base` is its own option (the shared one changes nothing there)
    own = posenc_gui.compute("rope-decay", base=500.0, r_max=10)
    assert own.bound[1] != posenc_gui.compute("rope-decay", r_max=10).bound[1]
    np.testing.assert_array_equal(
        own.bound, posenc_gui.compute("rope-decay", r_max=10, **{"rope-decay.base": 500.0}).bound
    )


@pytest.mark.parametrize(
    "view,settings,message",
    [
        ("heatmaps", {}, "no view 'heatmaps'"),
        (
            "waves",
            {"dimz": [1]},
            "'dimz' is neither a parameter (d_model, max_len, base, layout, position) nor an option of waves (dims)",
        ),
        ("waves", {"dims": [1, 5000]}, "dims must lie between 0 and 4095; 5000 is out of range"),
        ("nope", {"x": 1}, "nor an option of nope (it has none)"),
        ("heatmap", {"d_model": 0}, "d_model must lie between 1 and 4096"),
        ("heatmap", {"waves.dimz": 1}, "waves has no option 'dimz'"),
    ],
)
def test_compute_names_a_setting_it_cannot_use(view, settings, message):
    with pytest.raises(ParamError) as refused:
        posenc_gui.compute(view, **settings)
    assert message in str(refused.value)


def test_a_figure_is_drawn_as_the_export_draws_it_and_shows_itself_in_jupyter(qapp, tmp_path):
    from PIL import Image
    from PySide6.QtGui import QImage

    fig = posenc_gui.figure("rope-decay", d=64, r_max=100)
    assert "rope-decay.d=64" in repr(fig) and fig.settings["rope-decay.r_max"] == 100
    png = fig._repr_png_()
    image = QImage.fromData(png, "PNG")
    assert png.startswith(b"\x89PNG") and 1100 < image.width() <= 1200 and 700 < image.height() <= 800
    from posenc_gui.cli.export import main

    assert (
        main(
            [
                "--view",
                "rope-decay",
                "--out",
                str(tmp_path / "cli.png"),
                "--set",
                "rope-decay.d = 64; rope-decay.r_max = 100",
            ]
        )
        == 0
    )
    assert QImage(str(tmp_path / "cli.png")) == image  # the command line's figure, pixel for pixel
    assert fig._repr_png_() is png  # drawn once, however often it is shown
    svg = ET.fromstring(fig._repr_svg_().encode("utf-8"))
    assert svg.tag.endswith("svg") and "r" in "".join(e.text or "" for e in svg.iter())
    assert QImage(str(fig.save(tmp_path / "d.png", width=600))).width() == 600
    assert (fig.save(tmp_path / "d.pdf").read_bytes()[:5]) == b"%PDF-"
    with np.load(fig.save(tmp_path / "d.npz"), allow_pickle=False) as npz:
        np.testing.assert_array_equal(npz["curves"], posenc_gui.compute("rope-decay", d=64, r_max=100).arrays().array)
    phase = posenc_gui.figure("phase", position=1.0)  # a view that moves: GIF frames
    with Image.open(phase.save(tmp_path / "p.gif", stop=3.0, frames=3, width=200)) as gif:
        assert gif.n_frames == 3 and gif.size[0] == 200


# -- posenc_gui.core ------------------------------------------------------------------------------------------
NOT_ENCODINGS = ("budget", "errors", "validation", "params", "zoom", "band_raster")  # the core's own machinery
FILE_READERS = ("model_", "safetensors")  # reading a model's files is not an encoding


def _encoding_functions():
    for path in sorted((ROOT / "posenc_gui" / "core").glob("*.py")):
        name = path.stem
        if name.startswith("_") or name in NOT_ENCODINGS or name.startswith(FILE_READERS):
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and not node.name.startswith(("_", "check_")):
                yield name, node.name


def test_the_core_exports_every_encoding_function_with_a_docstring():
    import importlib

    import posenc_gui.core as core

    exported = {id(getattr(core, name)) for name in core.__all__}
    # argument readers of relative.py and toy_attention.py: checks, as check_* are
    readers = {"integer_values", "distance_values", "t5_settings", "check_permutation"}
    missing, undocumented = [], []
    for module, name in _encoding_functions():
        function = getattr(importlib.import_module(f"posenc_gui.core.{module}"), name)
        if name not in readers and id(function) not in exported:
            missing.append(f"{module}.{name}")
        if not inspect.getdoc(function):
            undocumented.append(f"{module}.{name}")
    assert not missing, f"not exported from posenc_gui.core: {missing}"
    assert not undocumented, f"without a docstring: {undocumented}"
    assert {"sinusoidal", "similarity_matrix", "shift_matrix", "learned_table", "rope_rotate", "t5_bucket"} <= set(
        core.__all__
    )


def _tiny_gpt_oss(tmp_path):
    from helpers import f32, write_model

    config = {
        "model_type": "gpt_oss",
        "num_hidden_layers": 2,
        "num_attention_heads": 3,
        "head_dim": 8,
        "hidden_size": 24,
        "rope_theta": 150000.0,
        "sliding_window": 128,
        "layer_types": ["sliding_attention", "full_attention"],
    }
    return write_model(
        tmp_path / "tiny-gpt-oss",
        config,
        {
            "model.layers.0.self_attn.sinks": f32([0.0, 1.0, 2.0]),
            "model.layers.1.self_attn.sinks": f32([3.0, 5.0, 7.5]),
        },
    )


def test_compute_and_figure_open_a_model_as_the_window_does(qapp, tmp_path):
    folder = _tiny_gpt_oss(tmp_path)
    result = posenc_gui.compute("sinks", model=folder, layer=1, head=2)
    assert result.source == "tiny-gpt-oss" and result.sinks.tolist() == [3.0, 5.0, 7.5] and result.head == 2
    assert result.at_window[2] == pytest.approx(1 / (1 + 128 * np.exp(-7.5)), rel=1e-12)
    assert posenc_gui.compute("sinks").source == ""  # no model: the typed example
    figure = posenc_gui.figure("sinks", model=str(folder / "config.json"), layer=1)
    assert "of model tiny-gpt-oss" in repr(figure)
    table = np.loadtxt(figure.save(tmp_path / "sinks.csv"), delimiter=",", skiprows=1)
    np.testing.assert_allclose(table[:, 1:], 1 / (1 + table[:, :1] * np.exp(-np.array([3.0, 5.0, 7.5]))), rtol=1e-9)
    assert figure.save(tmp_path / "sinks.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_rope_model_makes_the_long_context_source_the_opened_one_unless_given(tmp_path):
    from helpers import LLAMA_31_CONFIG, write_model

    folder = write_model(tmp_path / "llama-3.1", LLAMA_31_CONFIG)
    assert posenc_gui.figure("rope-frequencies", model=folder).settings["long-context.source"] == "opened"
    given = posenc_gui.figure("rope-frequencies", model=folder, **{"long-context.source": "manual"})
    assert given.settings["long-context.source"] == "manual"
    assert posenc_gui.figure("rope-frequencies").settings["long-context.source"] == "manual"


def test_a_model_path_that_cannot_be_opened_is_refused_by_name(tmp_path):
    from posenc_gui.model_files.reading import ModelFileError

    with pytest.raises(ModelFileError, match="no-such-model.*no such file"):
        posenc_gui.compute("sinks", model=tmp_path / "no-such-model")
    (tmp_path / "weights.bin").write_bytes(b"\x80")
    with pytest.raises(ModelFileError, match=r"weights\.bin.*pickle"):
        posenc_gui.figure("sinks", model=tmp_path / "weights.bin")


def test_a_views_own_model_option_is_set_by_its_full_name_beside_model_path(tmp_path):
    from helpers import write_model

    # a preset's name that is no file is the view's own option, as before model= opened files
    assert posenc_gui.compute("model-layers", model="gemma-3-27b").data_table()[1].shape[0] == 62
    assert posenc_gui.compute("model-layers", model="modernbert-base").data_table()[1].shape[0] == 22
    with pytest.raises(ParamError, match=r"no file or folder 'no-such-model'.*model-layers\.model"):
        posenc_gui.compute("model-layers", model="no-such-model")
    folder = write_model(
        tmp_path / "gpt-oss-like",
        {
            "model_type": "gpt_oss",
            "num_hidden_layers": 4,
            "num_attention_heads": 4,
            "head_dim": 8,
            "hidden_size": 32,
            "sliding_window": 128,
            "layer_types": ["sliding_attention", "full_attention"] * 2,
        },
    )
    result = posenc_gui.compute("model-layers", model=folder / "config.json", **{"model-layers.model": "opened"})
    _, table = result.data_table()
    assert table[:, 0].tolist() == [0, 1, 2, 3]  # the opened model's 4 layers (the default preset has 62)
    assert posenc_gui.compute("model-layers").data_table()[1].shape[0] == 62
