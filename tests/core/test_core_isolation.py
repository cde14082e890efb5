"""The core, the view specs and the core benchmark never pull in Qt: checked in a fresh interpreter."""

import subprocess
import sys
import textwrap

import pytest

CHECK = textwrap.dedent("""
    import sys
    {body}
    qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6", "pyqtgraph")))
    print("LOADED:" + ",".join(qt))
""")

CORE = """
import numpy as np
import posenc_gui.core as core
t = core.sinusoidal(16, 8)
assert t.shape == (16, 8) and abs(float(t[1, 0]) - 0.8414709848) < 1e-6
m, e = core.block_means(10000, 8, rows=64)
assert m.shape == (64, 8)
core.Params().replace(max_len=10)
"""

SPECS = """
from posenc_gui.core import Params
from posenc_gui.specs import SPECS
for spec in SPECS.values():
    names, table = spec.run(Params(max_len=20, d_model=8)).data_table()
    assert table.shape[1] == len(names)
"""

BENCH = """
import io
import posenc_gui.bench.core as bench
bench.run(loop=False, repeats=1, out=io.StringIO())
"""


def _loaded_qt_modules(body: str) -> list:
    proc = subprocess.run(
        [sys.executable, "-c", CHECK.format(body=body.strip())], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    line = [ln for ln in proc.stdout.splitlines() if ln.startswith("LOADED:")]
    assert len(line) == 1, proc.stdout
    names = line[0][len("LOADED:") :]
    return [n for n in names.split(",") if n]


def test_check_detects_qt_when_present():
    """The probe itself works: a module that is imported is reported (so an empty answer means something)."""
    pytest.importorskip("pyqtgraph")
    assert any(n.startswith("pyqtgraph") for n in _loaded_qt_modules("import pyqtgraph"))


def test_core_imports_no_qt():
    assert _loaded_qt_modules(CORE) == []


def test_specs_compute_without_qt():
    assert _loaded_qt_modules(SPECS) == []


def test_bench_imports_no_qt():
    assert _loaded_qt_modules(BENCH) == []
