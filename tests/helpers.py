"""Independent references for the GUI tests: a plain loop over the formula, nothing from posenc_gui.core."""
import math
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
