"""Independent references for the GUI tests: a plain loop over the formula, nothing from posenc_gui.core."""
import math


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
