"""`posenc-gui export --list`: the formats, the shared parameters, and for each view its options (the names
`--set` takes, with their ranges and defaults), its NPY array with the names of its axes, its NPZ arrays and its
CSV columns (numbered runs folded into `<k>` templates). Read from the specs' declarations, so a new view or
option is listed without a line here."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..specs.kit.base import Options
    from ..specs.kit.fields import Control

INDENT = " " * 11
# A number that counts a column (dim_12, rope_n3, dim_4_min, q_7), not one that is part of a word (pc1_learned)
_NUMBERED = re.compile(r"(?<=_)(n?)\d+(?=_|$)")
# the parameters the arrays' names are read at (cheap for every view)
SMALL: dict[str, Any] = {"max_len": 4, "d_model": 4}


def fold_columns(names: Iterable[str]) -> list[str]:
    """Column names with numbered runs folded: dim_0, dim_1, ... -> dim_<k>; rope_n0, ... -> rope_n<k>."""
    out: list[str] = []
    for name in names:
        folded = _NUMBERED.sub(r"\1<k>", name)
        if folded not in out:
            out.append(folded)
    return out


def _value(value: object) -> str:
    if isinstance(value, (tuple, list)):
        return " ".join(str(v) for v in value) if value else "(none)"
    if isinstance(value, bool):
        return "true" if value else "false"
    return f"{value:g}" if isinstance(value, float) else str(value)


def describe_field(control: Control | None, default: object) -> str:
    """What a field takes, as `--set` reads it, and its default."""
    from ..core import Params

    if control is None:
        kind = {bool: "yes or no", int: "whole number", float: "number", tuple: "whole numbers separated by spaces"}
        what = kind.get(type(default), "text")
    elif control.kind == "whole":
        what = f"whole number {control.low} .. {control.high}"
    elif control.kind == "real":
        what = f"number {control.low:g} .. {control.high:g}"
    elif control.kind == "choice":
        what = " | ".join(control.values)
    elif control.kind == "indices":
        what = f"whole numbers 0 .. {control.high} separated by spaces, at most {control.most}"
    else:
        what = "text"
    if control is not None and control.live is not None:
        low, high = control.live(Params())
        what += f" ({low} .. {high} at the default d_model and max_len)"
    if control is not None and control.special:
        what += f"; {control.low} is {control.special}"
    return f"{what} (default {_value(default)})"


def _options(owner: str, cls: type[Options]) -> list[str]:
    from ..specs.kit.fields import control_of

    defaults = cls()
    names = cls.field_names()
    width = max((len(owner) + 1 + len(n) for n in names), default=0)
    return [
        f"{INDENT}  {f'{owner}.{n}':<{width}}  {describe_field(control_of(cls, n), getattr(defaults, n))}"
        for n in names
    ]


def _parameters() -> list[str]:
    from ..core import Params
    from ..specs.kit.shared_params import PARAMS, describe

    p = Params()
    return [f"  {name:<10} {describe(name)} (default {_value(getattr(p, name))})" for name in PARAMS]


def listing() -> str:
    from ..core import Params
    from ..export import FORMATS
    from ..specs import SHARED_OWNERS, SPECS
    from ..specs.kit.assignments import used_by

    small = Params(**SMALL)
    lines = [
        f"formats: {' '.join(FORMATS)}",
        "",
        'parameters (--d-model, --max-len, --base, --layout, --position, or --set "name = value; ..."):',
        *_parameters(),
        "",
        'views (options: --set "view.option = value"; npy: the main array and its axes; npz: every array, '
        "and settings):",
    ]
    for vid, spec in SPECS.items():
        used = used_by(spec, small, {})
        arrays = spec.export_arrays(small, None, **used)
        names, _ = spec.export_data(small, None, **used)
        lines.append(f"{vid:<10} {spec.title}: {spec.description}")
        option_lines = _options(vid, spec.options)
        if option_lines:
            lines += [f"{INDENT}options:", *option_lines]
        if spec.shared_owners():
            lines.append(f"{INDENT}uses the shared settings: {', '.join(spec.shared_owners())}")
        lines.append(f"{INDENT}npy: {arrays.describe()}")
        lines.append(f"{INDENT}npz: {', '.join(fold_columns(arrays.arrays))}, settings")
        lines.append(f"{INDENT}csv columns: {', '.join(fold_columns(names))}")
        if spec.paper is not None:
            lines.append(
                f"{INDENT}paper panels (--panel): {', '.join(spec.paper.panels)} (default: "
                f"{', '.join(spec.paper.shown)})"
            )
    lines += ["", 'shared settings (several views use them; --set "owner.option = value"):']
    for owner, cls in SHARED_OWNERS.items():
        lines.append(owner)
        lines += _options(owner, cls)
    return "\n".join(lines)
