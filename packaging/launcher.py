"""The bundle's entry point: the same `posenc-gui` command as the installed console script."""

import sys

from posenc_gui.cli import main

if __name__ == "__main__":
    sys.exit(main())
