"""Independent references for the GUI tests: a plain loop over the formula, nothing from posenc_gui.core."""

import math
import os
import subprocess
import sys
from pathlib import Path


def pe_value(pos: float, dim: int, d_model: int, base: float = 10000.0, layout: str = "interleaved") -> float:
    half = (d_model + 1) // 2
    if layout == "interleaved":
        i, kind = dim // 2, ("sin" if dim % 2 == 0 else "cos")
    else:
        i, kind = (dim, "sin") if dim < half else (dim - half, "cos")
    angle = pos / base ** (2 * i / d_model)
    return math.sin(angle) if kind == "sin" else math.cos(angle)


def omega(i: int, d_model: int, base: float = 10000.0) -> float:
    return 1.0 / base ** (2 * i / d_model)


def stored(window, name: str):
    """The stored value of a shared field ("d_model") or of an option ("phase.pair")."""
    owner, _, field = name.rpartition(".")
    return getattr(window.store.options(owner) if owner else window.store.params, field)


def control_name(name: str) -> str:
    """objectName of the widget bound to `name`."""
    return f"option.{name}" if "." in name else f"param.{name}"


def spy_compute(monkeypatch, view_cls, record=lambda params, options, hints: params):
    """Record every compute of `view_cls` (through its spec, as the scheduler calls it); returns the list."""
    import dataclasses

    calls = []
    original = view_cls.spec.compute

    def compute(params, options, **hints):
        calls.append(record(params, options, hints))
        return original(params, options, **hints)

    monkeypatch.setattr(view_cls, "spec", dataclasses.replace(view_cls.spec, compute=compute))
    return calls


def show_view(window, qtbot, vid):
    """The view in front of its tab group (several are tabbed behind others by default), drawn."""
    from posenc_gui.testing import settle

    view = window.show_view(vid)
    settle(window, qtbot)
    return view


# the checkout: tests in subfolders find the package, resources and README from here
ROOT = Path(__file__).resolve().parent.parent


# -- model files as the tests build them -------------------------------------------------------------------


def safetensors_bytes(tensors: dict, metadata=None) -> bytes:
    """A safetensors file of `tensors` (name -> (dtype, shape, raw bytes)), as the safetensors library lays
    one out: the header padded with spaces to a multiple of 8, then the tensors' bytes in order."""
    import json
    import struct

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
    """A model folder: its config.json (a dict) and one safetensors file of `tensors`."""
    import json

    folder.mkdir(parents=True, exist_ok=True)
    if config is not None:
        (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    if tensors is not None:
        (folder / name).write_bytes(safetensors_bytes(tensors))
    return folder


def f32(values):
    """A float32 tensor for safetensors_bytes."""
    import numpy as np

    values = np.asarray(values, dtype="<f4")
    return ("F32", values.shape, values.tobytes())


LLAMA_31_CONFIG = {
    "model_type": "llama",
    "hidden_size": 4096,
    "num_attention_heads": 32,
    "head_dim": 128,
    "rope_theta": 500000.0,
    "max_position_embeddings": 131072,
    "rope_scaling": {
        "rope_type": "llama3",
        "factor": 8.0,
        "low_freq_factor": 1.0,
        "high_freq_factor": 4.0,
        "original_max_position_embeddings": 8192,
    },
}


def placed_labels(axis) -> list:
    """(rectangle, text) of every tick label the axis draws."""
    from PySide6.QtGui import QImage, QPainter

    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return [(rect, text) for rect, _, text in specs[2]] if specs else []


def overlaps(labels, gap: float | None = None) -> list:
    """Pairs of labels nearer each other than `gap` px (default: what a log axis keeps between them)."""
    from posenc_gui.gui.plotting.quick_axis import LABEL_GAP

    gap = LABEL_GAP if gap is None else gap
    return [
        (a, b)
        for k, (ra, a) in enumerate(labels)
        for rb, b in labels[k + 1 :]
        if ra.adjusted(-gap + 0.5, 0, gap - 0.5, 0).intersects(rb)
    ]


def run_export(*args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    """`posenc-gui export ARGS` in a process of its own, offscreen, as a user runs it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "posenc_gui", "export", *args], capture_output=True, text=True, env=env, timeout=timeout
    )


def chapter_specs(chapter_id: str) -> tuple[str, ...]:
    """The ids of the specs that name `chapter_id`, in the registry's order: what a chapter holds, read from the
    specs (a view added as ADDING_A_VIEW.md says joins it without a test to edit)."""
    from posenc_gui.specs import SPECS

    return tuple(vid for vid, spec in SPECS.items() if spec.chapter == chapter_id)


def front_views() -> list[str]:
    """The views All views first shows in front, in the registry's order: the first of each area's tab group
    (the desk's arrange_default)."""
    from posenc_gui.specs import SPECS

    first: dict[str, str] = {}
    for vid, spec in SPECS.items():
        first.setdefault(spec.area, vid)
    return [vid for vid in SPECS if vid in first.values()]
