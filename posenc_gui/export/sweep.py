"""A sweep: one numeric setting of a view changed over the frames of a GIF or MP4 (`export --sweep
NAME=START:STOP[:log]`), worked out before any frame is drawn and without Qt.

NAME is a shared parameter (d_model, max_len, base, position) or an option, `<owner>.<field>`, of the view or
of a setting the view uses (`long-context.factor`). The values run from START to STOP, evenly or (`:log`, both
ends above 0) in equal ratios. Whole numbers are rounded, to a neighbour the field's own checks take when the
nearest one is refused (an even RoPE head dimension); the sweep keeps d_model even. Rounding may give the same
value to several frames: they are kept, so the motion keeps its pace. A range beyond the field's, a name the
view does not use, a choice or a yes or no is refused with an ExportError; a value the field's own checks
refuse, with its ParamError. The frames themselves are drawn by gui/export/animation.py.
"""

from __future__ import annotations

import difflib
import itertools
import math
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from ..core import ParamError, Params
from ..records import record
from .atomic import ExportError, noop
from .motion import MAX_FRAMES

if TYPE_CHECKING:
    from ..specs.kit.base import Options
    from ..specs.kit.fields import Control

SYNTAX = "NAME=START:STOP[:log]"
MULTIPLE = {"d_model": 2}  # swept over multiples only (an odd d_model ends in a lone sin column: frames jump)
NEIGHBOURS = 8  # how many multiples away from a refused whole value a sweep looks for one the field takes
_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?", re.ASCII)


@record
class Sweep:
    """What `--sweep` names: the setting, its first and last values, and whether the values are spaced evenly
    on a log scale."""

    name: str
    start: float
    stop: float
    log: bool = False


@record
class SweepFrames:
    """A sweep worked out: the setting and its value at each frame (whole numbers for a whole field)."""

    name: str
    values: tuple[float, ...]
    log: bool = False

    @property
    def owner(self) -> str:
        """The owner of an option ("rope-decay"), "" for a shared parameter."""
        return self.name.rpartition(".")[0]

    @property
    def field(self) -> str:
        return self.name.rpartition(".")[2]

    def caption(self, value: float) -> str:
        """`NAME = value` as a frame shows it."""
        return f"{self.name} = {shown_value(value, self.values, self.log)}"


def parse(text: str) -> Sweep:
    """The sweep `NAME=START:STOP[:log]` names (spaces around the parts are allowed); ExportError when it
    cannot be read."""
    name, equals, rest = text.partition("=")
    parts = [p.strip() for p in rest.split(":")]
    log = len(parts) == 3 and parts[2].lower() == "log"
    if not equals or not name.strip() or len(parts) not in (2, 3) or (len(parts) == 3 and not log):
        raise ExportError(
            noop("--sweep takes {syntax} (e.g. base=100:100000:log), not {text}"), syntax=SYNTAX, text=repr(text)
        )
    ends = []
    for part in parts[:2]:
        if not _NUMBER.fullmatch(part) or not math.isfinite(float(part)):
            raise ExportError(
                noop("--sweep: {text} is not a number (digits, a point and an exponent; no separators)"),
                text=repr(part),
            )
        ends.append(float(part))
    start, stop = ends
    if start == stop:
        raise ExportError(
            noop("--sweep: the first and last values must differ, not {start} to {stop}"), start=parts[0], stop=parts[1]
        )
    if log and min(start, stop) <= 0:
        raise ExportError(
            noop("--sweep: a log sweep needs both ends above 0, not {start} to {stop}"), start=parts[0], stop=parts[1]
        )
    return Sweep(name.strip(), start, stop, log)


def sweepable(vid: str) -> dict[str, Control]:
    """{name: its control} of the numbers view `vid` can be swept over: the shared parameters it reads (a view of a
    Long context setting reads the setting's head width and base instead of d_model and base) and the position
    (which a view may draw over its figure: whether it does, the frames tell, see gui/export/animation.py), its
    options and those of the settings it uses, the numeric ones only (whole or real)."""
    from ..specs import LONG_CONTEXT, SPECS, option_classes
    from ..specs.kit.shared_params import PARAMS

    spec = SPECS[vid]
    reads = {"position"} | (set() if LONG_CONTEXT in spec.uses.values() else set(spec.reads))
    found = {name: control for name, control in PARAMS.items() if control.kind in ("whole", "real") and name in reads}
    classes = option_classes()
    for owner in (vid, *spec.shared_owners()):
        for field, control in classes[owner].controls().items():
            if control.kind in ("whole", "real"):
                found[f"{owner}.{field}"] = control
    return found


def _control(sweep: Sweep, vid: str) -> Control:
    """The control of the swept field; ExportError for a name that is not a number `vid` uses."""
    from ..specs import SPECS, option_classes
    from ..specs.kit.fields import control_of
    from ..specs.kit.shared_params import PARAMS

    numbers = sweepable(vid)
    if sweep.name in numbers:
        return numbers[sweep.name]
    owner, _, field = sweep.name.rpartition(".")
    classes = option_classes()
    if not owner and field in PARAMS and PARAMS[field].kind in ("whole", "real"):
        raise ExportError(
            noop("--sweep: {view} does not read {name} (its figure would not change); it can sweep: {names}"),
            view=vid,
            name=field,
            names=", ".join(numbers),
        )
    if not owner and field in PARAMS:
        control: Control | None = PARAMS[field]
    elif owner in (vid, *SPECS[vid].shared_owners()) and field in classes[owner].field_names():
        control = control_of(classes[owner], field)
    else:
        close = difflib.get_close_matches(sweep.name, list(numbers), n=1)
        if close:
            raise ExportError(
                noop("--sweep: {view} has no number {name} (did you mean {closest}?); it can sweep: {names}"),
                view=vid,
                name=repr(sweep.name),
                closest=close[0],
                names=", ".join(numbers),
            )
        raise ExportError(
            noop("--sweep: {view} has no number {name}; it can sweep: {names}"),
            view=vid,
            name=repr(sweep.name),
            names=", ".join(numbers),
        )
    if control is not None and control.kind == "choice":
        raise ExportError(
            noop("--sweep: {name} is a choice ({choices}), not a number: it cannot be swept"),
            name=sweep.name,
            choices=" | ".join(control.values),
        )
    raise ExportError(
        noop("--sweep: {name} is not a number (a list, a text or a yes or no): it cannot be swept"), name=sweep.name
    )


def bounds(name: str, control: Control, params: Params) -> tuple[float, float]:
    """The range a value of `name` must lie in, for `params` (a position below max_len, a pair below d/2)."""
    if control.live is not None:
        return control.live(params)
    return cast(float, control.low), cast(float, control.high)  # (set for whole and real controls)


def spaced(start: float, stop: float, frames: int, log: bool = False) -> list[float]:
    """`frames` values from start to stop, both included: in equal steps, or in equal ratios (`log`)."""
    if not 2 <= frames <= MAX_FRAMES:
        raise ExportError(
            noop("the number of frames must lie between 2 and {most}, not {frames}"), most=MAX_FRAMES, frames=frames
        )
    if log:
        a, b = math.log(start), math.log(stop)
        values = [math.exp(a + (b - a) * k / (frames - 1)) for k in range(frames)]
    else:
        values = [start + (stop - start) * k / (frames - 1) for k in range(frames)]
    values[0], values[-1] = start, stop  # (the ends exactly as given)
    return values


def resolve(
    sweep: Sweep, frames: int, vid: str, params: Params, options: dict[str, Options] | None = None
) -> SweepFrames:
    """The value of each of `frames` frames of view `vid` swept by `sweep`, from `params` and the `options`
    ({owner: Options}; the defaults for an owner not in it), each one checked as the frame will set it."""
    control = _control(sweep, vid)
    low, high = bounds(sweep.name, control, params)
    if not (low <= min(sweep.start, sweep.stop) and max(sweep.start, sweep.stop) <= high):
        raise ExportError(
            noop("--sweep: {name} = {start} .. {stop} leaves its range {low} .. {high}"),
            name=sweep.name,
            start=_plain(sweep.start),
            stop=_plain(sweep.stop),
            low=_plain(low),
            high=_plain(high),
        )
    attempt = _attempt(sweep.name, params, options or {})
    values = spaced(sweep.start, sweep.stop, frames, sweep.log)
    if control.kind == "whole":
        taken: dict[int, int] = {}
        ends = (min(sweep.start, sweep.stop), max(sweep.start, sweep.stop))
        whole = []
        for v in values:
            m = MULTIPLE.get(sweep.name, 1)
            near = m * round(v / m)
            if near not in taken:
                taken[near] = _taken_whole(near, m, ends, (low, high), attempt)
            whole.append(taken[near])
        return SweepFrames(sweep.name, tuple(whole), sweep.log)
    for v in values:
        attempt(v)
    return SweepFrames(sweep.name, tuple(values), sweep.log)


def _plain(number: float) -> str:
    """A number as a message shows it: a whole one with all its digits (10000000, not 1e+07)."""
    return str(int(number)) if float(number).is_integer() and abs(number) < 1e9 else f"{number:g}"


def _attempt(name: str, params: Params, options: dict[str, Options]) -> Callable[[float], None]:
    """A check of one value of setting `name`, as a frame sets it: ParamError when it is refused."""
    owner, _, field = name.rpartition(".")
    if not owner:

        def replaced(value: float) -> None:
            params.replace(**{name: value})

        return replaced
    from ..specs import option_classes

    start = (options.get(owner) or option_classes()[owner]()).fit(params)

    def attempt(value: float) -> None:
        start.replace(**{field: value}).check(params)

    return attempt


def _taken_whole(
    near: int, m: int, ends: tuple[float, float], bounds: tuple[float, float], attempt: Callable[[float], None]
) -> int:
    """`near`, or the closest multiple of `m` the field takes (within the sweep's ends if one is, else within
    the field's range); the ParamError of `near` when none within NEIGHBOURS multiples is."""
    candidates = sorted(
        (near + m * k for k in range(-NEIGHBOURS, NEIGHBOURS + 1) if bounds[0] <= near + m * k <= bounds[1]),
        key=lambda v: (not ends[0] <= v <= ends[1], abs(v - near), v),
    )
    first: ParamError | None = None
    for value in candidates:
        try:
            attempt(value)
        except ParamError as exc:
            first = first or exc
            continue
        return value
    attempt(near)  # raises the field's own message for the value nearest the sweep
    if first is not None:
        raise first
    return near


def shown_value(value: float, values: tuple[float, ...] | list[float], log: bool = False) -> str:
    """`value` as a frame's caption shows it: a whole number as it is; on a log sweep three significant digits;
    on an even one as many decimals as tell one step from the next (at least three significant digits)."""
    if isinstance(value, int):  # (a whole field's values)
        return str(value)
    if log:
        return _significant(value, 3)
    step = min((abs(b - a) for a, b in itertools.pairwise(values) if b != a), default=abs(value) or 1.0)
    top = max(abs(v) for v in values)
    if not 1e-3 <= top < 1e6:
        digits = max(3, math.ceil(math.log10(top / step)) + 1)
        return f"{value:.{digits - 1}e}"
    decimals = max(0, 1 - math.floor(math.log10(step)), 2 - math.floor(math.log10(top)))
    return f"{value:.{decimals}f}"


def _significant(value: float, digits: int) -> str:
    """`value` to `digits` significant digits, without an exponent from 0.001 to a million."""
    rounded = float(f"{value:.{digits - 1}e}")
    if rounded == 0 or not 1e-3 <= abs(rounded) < 1e6:
        return f"{value:.{digits - 1}e}" if rounded else "0"
    decimals = max(0, digits - 1 - math.floor(math.log10(abs(rounded))))
    return f"{rounded:.{decimals}f}"


def number_in(text: str, field: str) -> list[float]:
    """The numbers `text` gives as `field = number` (a caption's "d = 64"): how a frame's drawing tells whether
    the view shows the swept value already."""
    pattern = r"(?<![\w.])" + re.escape(field) + r"\s*=\s*([+\-\u2212]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)"
    return [float(m.replace("\u2212", "-")) for m in re.findall(pattern, text)]


def shows(text: str, field: str, value: float) -> bool:
    """Whether `text` says `field = value` (to the digits it shows, or within half a percent)."""
    return any(abs(number - value) <= max(5e-3 * abs(value), 1e-12) for number in number_in(text, field))
