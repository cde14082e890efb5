"""argparse with one-line errors, shared by the launcher and every subcommand."""
from __future__ import annotations

import argparse
import sys


class ArgumentParser(argparse.ArgumentParser):
    """Bad arguments print `prog: error: ...` and a pointer to --help on one line, then exit 2."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str):
        print(f"{self.prog}: error: {message} (see {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


def positive_int(text: str, most: int = 10**6) -> int:
    """An argparse type: a whole number from 1 to `most`."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 1 <= value <= most:
        raise argparse.ArgumentTypeError(f"{value} is not between 1 and {most}")
    return value
