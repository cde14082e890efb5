"""`posenc-gui bench`: the core's timings (numpy only) and, with --frames, the window's frame times."""
from __future__ import annotations

from .args import ArgumentParser, positive_int


def main(argv=None) -> int:
    parser = ArgumentParser(prog="posenc-gui bench",
                            description="Time the sinusoidal table against an array fill and a Python loop.")
    parser.add_argument("--no-loop", action="store_true", help="skip the slow Python double loop")
    parser.add_argument("--frames", action="store_true",
                        help="also time the window's frames for slider drags and the animation (offscreen)")
    parser.add_argument("--repeats", type=lambda t: positive_int(t, 1000), default=5, metavar="N",
                        help="best of N runs for fill and sinusoidal (1 to 1000, default 5)")
    args = parser.parse_args(argv)
    from ..bench import core

    core.run(loop=not args.no_loop, repeats=args.repeats)
    if args.frames:
        from ..bench import frames  # Qt is imported only here: the core benchmark stays Qt-free

        frames.run()
    return 0
