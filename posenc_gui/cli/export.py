"""`posenc-gui export`: a view's figure (PNG, SVG, PDF) or data (CSV, NPY, NPZ) written without a window.

    posenc-gui export --view heatmap --out pe.png --d-model 128 --max-len 100 --width 3840
    posenc-gui export --view heatmap --out pe.npy --d-model 64 --max-len 50
    posenc-gui export --view rope-decay --out decay.npz --set "rope-decay.d = 64; rope-decay.r_max = 512"
    posenc-gui export --view all --out figures/ --formats png,npz
    posenc-gui export --view phase --out turn.gif --from 0 --to 6.283 --frames 60 --fps 20
    posenc-gui export --view heatmap --out base.gif --sweep base=100:100000:log --frames 40
    posenc-gui export --view rope-decay --out d.mp4 --sweep rope-decay.d=16:256 --frames 30
    posenc-gui export --view rope-decay --out decay.pdf --preset paper --width-in 3.5 --font-pt 8
    posenc-gui export --view heatmap --out heatmap.png --preset slide
    posenc-gui export --list

The format follows the suffix of --out. CSV holds the view's data table (a header, the index column first); NPY the
view's main array alone, exactly as computed (the heatmap's max_len x d_model table); NPZ every named array and
`settings`, the parameters and options as JSON. --set takes the shared parameters and any view's options as a lesson
file's `set:` line does (applied after --session and the options above); --list names each view's options with their
ranges, arrays, axes and columns. Figures are drawn as the window draws the view, at 1200 x 800 logical pixels times
--scale (or --width pixels wide); GIF and MP4 (an ffmpeg program on the PATH) show an animated view over a range of
positions, or any view with --sweep NAME=START:STOP[:log]: --frames values of one number, a shared parameter
(d_model, max_len, base, position) or a numeric option (export --list names them), in equal steps or, with :log
(both ends above 0), equal ratios. Whole numbers are rounded (d_model kept even, an option kept to what its checks
take; a value may repeat); a range beyond the number's is refused before any frame is drawn (exit 2); each frame
names the value on a line above the figure unless the figure shows it. --preset paper makes a figure for a LaTeX
column at 100 %: --width-in inches wide (default 3.5), tick labels of --font-pt points (default 8), no notes,
captions or hints, curves clipped to their plots (a PNG at 300 dpi, or --width pixels); --preset slide a 16:9 canvas
of 1920 x 1080 pixels (or --width wide) filled by the view, without notes, under a title (the view's; --title sets
it, --title "" leaves it out). A paper figure of a view of several panels draws its main ones (--panel chooses;
export --list names them), stacked in a column figure that grows in height up to 4.5 in; a width at which a plot
would be under 0.2 in on its shorter side is refused (exit 2), naming a width that holds. Runs without a display. On
a terminal, an export that runs for more than a second shows which file and which frame it is at; Ctrl+C stops it,
leaves no partial file and names the files finished. Messages are in the app's language (POSENC_GUI_LANGUAGE=ko).
Exit 0 when every file was written, 1 when one could not be, 2 for bad arguments or a paper figure refused for
its size, 130 when stopped.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..export.presets import (
    DEFAULT_PRESET,
    FONT_PT_RANGE,
    PAPER_FONT_PT,
    PAPER_WIDTH_IN,
    PRESETS,
    WIDTH_IN_RANGE,
)
from .args import ArgumentParser, positive_int

if TYPE_CHECKING:
    from ..core import Params
    from ..export.presets import FigureLook
    from ..export.sweep import SweepFrames
    from ..specs.kit.base import Options

# a GIF's or MP4's positions and pace: (first, last or None, frames, frames per second)
Motion = tuple[float, float | None, int, int]


def _number(kind: type[float], name: str, low: float = -1e300, high: float = 1e300) -> Callable[[str], float]:
    """An argparse type that reads with the app's typed-number rules (no separators, no nan or inf); the
    parameters' own ranges are checked by Params, with its messages, a figure's sizes here."""

    def parse(text: str) -> float:
        from ..gui.widgets.number_text import parse

        parsed = parse(text, name, low, high, whole=kind is int)
        if parsed.problem:
            raise argparse.ArgumentTypeError(parsed.problem)
        assert parsed.value is not None  # a text taken (no problem) has its value
        return kind(parsed.value)

    return parse


def _scale(text: str) -> float:
    value = _number(float, "--scale")(text)
    if not 0.1 <= value <= 8:
        raise argparse.ArgumentTypeError(f"{text} is not between 0.1 and 8")
    return value


def parser() -> ArgumentParser:
    p = ArgumentParser(prog="posenc-gui export", description=__doc__)
    p.add_argument(
        "--list", action="store_true", help="list the views, their options (with ranges), arrays, axes and columns"
    )
    p.add_argument("--view", metavar="ID", help="the view to export, or 'all'")
    p.add_argument(
        "--out", metavar="PATH", help="the file to write (its suffix picks the format); a folder with --view all"
    )
    p.add_argument(
        "--formats",
        default="png,csv",
        metavar="LIST",
        help="with --view all: the suffixes to write for each view (default png,csv; e.g. png,npz)",
    )
    p.add_argument(
        "--session",
        metavar="FILE",
        help="start from a saved session's parameters and each view's "
        "options (the options below override its parameters)",
    )
    p.add_argument("--d-model", type=_number(int, "--d-model"), metavar="N")
    p.add_argument("--max-len", type=_number(int, "--max-len"), metavar="N")
    p.add_argument("--base", type=_number(float, "--base"), metavar="B")
    p.add_argument("--layout", choices=("interleaved", "concatenated"))
    p.add_argument("--position", type=_number(float, "--position"), metavar="P")
    p.add_argument(
        "--set",
        dest="settings",
        action="append",
        default=[],
        metavar="TEXT",
        help="parameters and view options, as a lesson file's set: line: \"d_model = 64; rope-decay.d = "
        '64; waves.dims = 0 4 8" (after --session and the options above; may be repeated)',
    )
    size = p.add_mutually_exclusive_group()
    size.add_argument("--scale", type=_scale, metavar="S", help="PNG: times the figure's 1200 x 800 (0.1 to 8)")
    size.add_argument(
        "--width",
        type=lambda t: positive_int(t, 16384),
        metavar="PX",
        help="PNG, GIF, MP4: the image's width in pixels (the height follows)",
    )
    p.add_argument(
        "--preset",
        choices=tuple(PRESETS),
        default=DEFAULT_PRESET,
        help="figures: screen (as the window shows the view; the default), paper (for a LaTeX column: "
        "physical size, no notes or hints) or slide (a 16:9 canvas, 1920 x 1080 by default)",
    )
    p.add_argument(
        "--width-in",
        type=_number(float, "--width-in", *WIDTH_IN_RANGE),
        metavar="IN",
        help=f"--preset paper: the figure's width in inches (default {PAPER_WIDTH_IN:g}, a LaTeX column)",
    )
    p.add_argument(
        "--font-pt",
        type=_number(float, "--font-pt", *FONT_PT_RANGE),
        metavar="PT",
        help=f"--preset paper: the tick labels' size in points (default {PAPER_FONT_PT:g}; axis labels and "
        "titles larger in the screen's proportions)",
    )
    p.add_argument(
        "--panel",
        dest="panels",
        action="append",
        default=[],
        metavar="NAMES",
        help="--preset paper: the panels of a view of several to draw, by name, separated by commas or "
        "the option repeated (default: the view's main ones; export --list names them)",
    )
    p.add_argument(
        "--title",
        metavar="TEXT",
        help='--preset slide: the title over the figure (default: the view\'s title; --title "" for none)',
    )
    p.add_argument(
        "--from",
        dest="start",
        type=_number(float, "--from"),
        metavar="P",
        help="GIF, MP4: the first position (default: --position)",
    )
    p.add_argument(
        "--to",
        dest="stop",
        type=_number(float, "--to"),
        metavar="P",
        help="GIF, MP4: the last position (default: 10 after the first)",
    )
    p.add_argument(
        "--sweep",
        metavar="NAME=START:STOP[:log]",
        help="GIF, MP4 of any view: change one number over the frames, a shared parameter (base=100:100000:log) "
        "or an option of the view (rope-decay.d=16:256), evenly or in equal ratios (:log); not with --from/--to",
    )
    p.add_argument(
        "--frames",
        type=lambda t: positive_int(t, 1000),
        default=50,
        metavar="N",
        help="GIF, MP4: frames from the first to the last position or value (2 to 1000, default 50)",
    )
    p.add_argument(
        "--fps",
        type=lambda t: positive_int(t, 60),
        default=20,
        metavar="N",
        help="GIF, MP4: frames per second (1 to 60, default 20)",
    )
    return p


def _params(args: argparse.Namespace, start: Params | None = None) -> Params:
    from ..core import ParamError, Params

    changes = {
        k: v
        for k, v in (
            ("d_model", args.d_model),
            ("max_len", args.max_len),
            ("base", args.base),
            ("layout", args.layout),
            ("position", args.position),
        )
        if v is not None
    }
    start = start or Params()
    try:
        return start.replace(**changes) if changes else start
    except ParamError as exc:
        raise SystemExit(_usage_error(_said(exc))) from None


def _with_settings(texts: list[str], params: Params, options: dict[str, Options]) -> tuple[Params, dict[str, Options]]:
    """(params, {owner: options}) with the --set texts applied (in order); one that cannot be used ends the
    command (exit 2) naming the setting."""
    from ..core import ParamError
    from ..specs.kit import assignments

    try:
        changes = assignments.parse(";".join(texts))
        return assignments.apply(changes, params, options)
    except assignments.SettingError as exc:
        said = _said(exc)
        # a shared parameter's own message starts with its name; an option's names only the field
        plain = len(exc.settings) == 1 and "." not in exc.settings[0] and said.startswith(exc.settings[0])
        shown = f"--set: {said}" if plain else f"--set: {', '.join(exc.settings)}: {said}"
        raise SystemExit(_usage_error(shown)) from None
    except ParamError as exc:
        raise SystemExit(_usage_error(f"--set: {_said(exc)}")) from None


def _said(exc: Exception) -> str:
    """An error's message in the user's language (see language.py)."""
    from ..gui.i18n import error_text

    return error_text(exc)


def _session(path: str | None) -> tuple[Params | None, dict[str, Options]]:
    """The session's (params, {owner: options}); a file that cannot be used ends the command (exit 2)."""
    if path is None:
        return None, {}
    from ..gui.files.session import SessionError, read

    try:
        session = read(path)
    except SessionError as exc:
        raise SystemExit(_usage_error(str(exc))) from None
    return session.params, session.options


def _usage_error(message: str) -> int:
    print(f"posenc-gui export: error: {message} (see posenc-gui export --help)", file=sys.stderr)
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    p = parser()
    args = p.parse_args(argv)
    from ..export import FORMATS
    from ..specs import SPECS

    if args.list:
        from .export_listing import listing

        print(listing())
        return 0
    from .language import speak

    speak()
    if not args.view or not args.out:
        p.error("--view and --out are needed (or --list)")
    if args.view != "all" and args.view not in SPECS:
        p.error(f"unknown view {args.view!r}; the views are: {', '.join(SPECS)}, all")
    session_params, session_options = _session(args.session)
    params = _params(args, session_params)
    if args.settings:
        params, session_options = _with_settings(args.settings, params, session_options)
    look = _look(args, p)
    sweep = _sweep(args, p, params, session_options)
    start = params.position if args.start is None else args.start
    motion = (start, args.stop, args.frames, args.fps)
    out = Path(args.out)
    jobs: list[tuple[str, Path]] = []
    if args.view == "all":
        suffixes = ["." + s.strip().lstrip(".").lower() for s in args.formats.split(",") if s.strip()]
        unknown = [s for s in suffixes if s not in FORMATS]
        if unknown or not suffixes:
            p.error(f"--formats: {', '.join(unknown) or 'nothing'} is not one of {' '.join(FORMATS)}")
        if out.exists() and not out.is_dir():
            p.error(f"--out {out} is a file; --view all writes into a folder")
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            print(f"posenc-gui export: cannot create the folder {out}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        jobs = [(vid, out / f"{vid}{suffix}") for vid in SPECS for suffix in suffixes]
    else:
        if out.suffix.lower() not in FORMATS:
            p.error(f"cannot tell the format of {out}: its suffix must be one of {' '.join(FORMATS)}")
        jobs = [(args.view, out)]
    return _run_jobs(jobs, params, args, motion, session_options, look, sweep)


def _sweep(
    args: argparse.Namespace, p: ArgumentParser, params: Params, options: dict[str, Options]
) -> SweepFrames | None:
    """The --sweep worked out, each frame's value checked, before any frame is drawn; a sweep that cannot be
    made ends the command (exit 2)."""
    if args.sweep is None:
        return None
    from ..core import ParamError
    from ..export import ExportError
    from ..export.sweep import parse, resolve

    if args.start is not None or args.stop is not None:
        p.error("--sweep changes one number over the frames; --from and --to move the position: use one of them")
    if args.view == "all":
        p.error("--sweep is for one view (--view ID)")
    if Path(args.out).suffix.lower() not in (".gif", ".mp4"):
        p.error(f"--sweep makes a GIF or an MP4, not {Path(args.out).suffix or args.out}")
    try:
        return resolve(parse(args.sweep), args.frames, args.view, params, options)
    except ExportError as exc:
        raise SystemExit(_usage_error(_said(exc))) from None
    except ParamError as exc:
        raise SystemExit(_usage_error(f"--sweep: {_said(exc)}")) from None


def _look(args: argparse.Namespace, p: ArgumentParser) -> FigureLook:
    """The figures' preset and sizes; a size that does not fit the preset ends the command (exit 2)."""
    from ..export import ExportError
    from ..export.presets import FigureLook, PaperSize, paper_panels

    paper = args.preset == "paper"
    for name, value in (("--width-in", args.width_in), ("--font-pt", args.font_pt)):
        if value is not None and not paper:
            p.error(f"{name} is for --preset paper")
    if args.scale is not None and args.preset != "screen":
        p.error(f"--scale is for --preset screen; --preset {args.preset} takes --width in pixels")
    panels = tuple(name.strip() for text in args.panels for name in text.split(",") if name.strip())
    if args.panels and not paper:
        p.error("--panel is for --preset paper")
    if args.panels and not panels:
        p.error("--panel: name at least one panel")
    if panels and args.view == "all":
        p.error("--panel is for one view: each view has panels of its own")
    if args.title is not None and args.preset != "slide":
        p.error("--title is for --preset slide")
    try:
        if panels:
            from ..specs import SPECS

            paper_panels(args.view, SPECS[args.view].paper, panels)
        size = PaperSize(
            PAPER_WIDTH_IN if args.width_in is None else args.width_in,
            PAPER_FONT_PT if args.font_pt is None else args.font_pt,
        )
        return FigureLook(args.preset, size, args.width, panels, args.title)
    except ExportError as exc:
        flag = {
            "the width": "--width-in" if args.width_in is not None else "--width",
            "the font": "--font-pt",
            "{view} has": "--panel",
            "a slide's title": "--title",
        }
        name = next((f for key, f in flag.items() if exc.template.startswith(key)), "--width-in")
        raise SystemExit(_usage_error(f"{name}: {_said(exc)}")) from None


def _run_jobs(
    jobs: list[tuple[str, Path]],
    params: Params,
    args: argparse.Namespace,
    motion: Motion,
    session_options: dict[str, Options],
    look: FigureLook,
    sweep: SweepFrames | None = None,
) -> int:
    """Write each (view, path); progress on stderr, Ctrl+C stops cleanly (exit 130)."""
    from ..core import ParamError
    from ..export import ExportError
    from ..export.presets import PaperRoomError
    from ..export.progress import Interrupted, Progress
    from ..gui.export.render import export_one

    progress = Progress(len(jobs))
    restore = progress.catch_interrupt()
    written: list[Path] = []
    failed, refused = 0, 0
    current: Path | None = None
    try:
        for index, (vid, path) in enumerate(jobs, start=1):
            current = path
            progress.file(index, path)
            try:
                export_one(
                    vid,
                    path,
                    params,
                    args.scale,
                    args.width,
                    motion,
                    session_options.get(vid),
                    on_frame=progress.frame,
                    shared=session_options,
                    look=look,
                    sweep=sweep,
                )
            except (ExportError, ParamError) as exc:
                progress.check()  # ffmpeg stopped by the same Ctrl+C: a stop, not a failure
                progress.clear()
                print(f"posenc-gui export: {vid}: {_said(exc)}", file=sys.stderr)
                if isinstance(exc, PaperRoomError):  # a size the figure cannot take, as a bad argument
                    refused += 1
                else:
                    failed += 1
                continue
            written.append(path)
            current = None
            progress.clear()
            print(f"wrote {path}", flush=True)
        progress.check()
    except (Interrupted, KeyboardInterrupt):
        progress.clear()
        print(_stopped(current, written, len(jobs)), file=sys.stderr, flush=True)
        return 130
    finally:
        restore()
    progress.finish(len(written), failed + refused)
    return 2 if refused else 1 if failed else 0


def _stopped(current: Path | None, written: list[Path], total: int) -> str:
    """What a Ctrl+C left: the file it stopped (not written) and the files already finished."""
    lines = [
        "posenc-gui export: stopped (Ctrl+C)"
        + (f" while writing {current}, which was not written" if current is not None else "")
        + "."
    ]
    if written:
        lines.append(f"{len(written)} of {total} file{'s' if total != 1 else ''} had been written:")
        lines += [f"  {path}" for path in written]
    else:
        lines.append("No file had been written.")
    return "\n".join(lines)
