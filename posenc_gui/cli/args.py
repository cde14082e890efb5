"""argparse with one-line errors, shared by the launcher and every subcommand."""

from __future__ import annotations

import argparse
import sys
from typing import Any, NoReturn


class ArgumentParser(argparse.ArgumentParser):
    """Bad arguments print `prog: error: ...` and a pointer to --help on one line, then exit 2."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: error: {message} (see {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


def positive_int(text: str, most: int = 10**6) -> int:
    """An argparse type: a whole number from 1 to `most`."""
    shown = text if len(text) <= 24 else f"{text[:10]}...{text[-6:]} ({len(text)} characters)"
    if not (text.isascii() and text.strip().isdigit()):  # no signs, exponents or separators on a command line
        raise argparse.ArgumentTypeError(f"{shown!r} is not a whole number from 1 to {most}")
    digits = text.strip().lstrip("0") or "0"
    if len(digits) > len(str(most)) or not 1 <= int(digits) <= most:  # compared before int() of 5000 digits
        raise argparse.ArgumentTypeError(f"{shown} is not between 1 and {most}")
    return int(digits)
