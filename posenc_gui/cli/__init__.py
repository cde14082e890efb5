"""The `posenc-gui` command: a launcher whose subcommands are modules loaded on use.

    posenc-gui                  start the app
    posenc-gui SESSION.json     start the app with a saved session
    posenc-gui --lesson FILE    start the app with a lesson file of one's own in the lesson panel
    posenc-gui <command> ...    run a subcommand: each is a module here with main(argv) -> int

Importing this module loads neither Qt nor numpy, so --version and --help answer at once. Errors in the
arguments print one line and exit 2, on every platform (this is a console program; a frozen bundle for
double-clicking is built separately).
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence

from .. import __version__
from .args import ArgumentParser

# name -> (module, one-line summary). Loaded only when the command is used.
COMMANDS = {
    "selftest": ("posenc_gui.cli.selftest", "build the window, draw every view, exit 0 if each drew something"),
    "bench": ("posenc_gui.cli.bench", "time the core (and, with --frames, the window's frames)"),
    "export": ("posenc_gui.cli.export", "write a view's figure (PNG, SVG, PDF) or data (CSV, NPY, NPZ), no window"),
    "inspect": ("posenc_gui.cli.inspect", "read a model's position settings from its files (--json: one object)"),
    "lesson": (
        "posenc_gui.cli.lesson",
        "write a lesson as a notebook, a handout or a deck (lesson export OUT.ipynb / OUT.pdf)",
    ),
}


def _parser() -> ArgumentParser:
    listing = "\n".join(f"  {name:<10} {summary}" for name, (_, summary) in COMMANDS.items())
    parser = ArgumentParser(
        prog="posenc-gui",
        description="Explore Transformer positional encodings. Without a command, the app starts.",
        epilog=f"commands:\n{listing}\n\n'posenc-gui <command> --help' describes a command.",
    )
    parser.add_argument("--version", action="version", version=f"posenc-gui {__version__}")
    parser.add_argument("--self-test", action="store_true", help="the same as the selftest command")
    parser.add_argument(
        "--lesson",
        metavar="FILE",
        help="show this lesson file in the lesson panel (a file that cannot be used is reported in the window)",
    )
    parser.add_argument(
        "command",
        nargs="?",
        metavar="command | SESSION.json",
        help="one of: " + ", ".join(COMMANDS) + "; or a session file to open",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in COMMANDS:
        module = importlib.import_module(COMMANDS[argv[0]][0])
        return int(module.main(argv[1:]) or 0)
    parser = _parser()
    args = parser.parse_args(argv)
    if args.self_test and (args.command or args.lesson):
        parser.error("--self-test cannot be combined with a command or --lesson")
    if args.self_test:
        return main(["selftest"])
    session = None
    if args.command:
        if not args.command.lower().endswith(".json"):
            parser.error(f"no command {args.command!r} (commands: {', '.join(COMMANDS)}; a session file ends in .json)")
        session = args.command
    from ..gui.app import run

    return run(session=session, lesson=args.lesson)
