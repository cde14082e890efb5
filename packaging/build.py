"""Build the one-folder bundle: packaging/dist/posenc-gui/posenc-gui (posenc-gui.exe on Windows,
posenc-gui.app on macOS). Run from a virtual environment holding the app and PyInstaller:

    python -m venv .venv-build && .venv-build/bin/pip install . pyinstaller
    .venv-build/bin/python packaging/build.py

It prints the bundle's size and what was pruned (the list is in packaging/build/pruned.txt). On Linux the
bundle also gets share/ with the .desktop file, the AppStream metainfo and the icons, laid out as under
/usr/share, so `cp -r packaging/dist/posenc-gui/share ~/.local/` integrates it with the desktop.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

import trim_icu  # beside this script

HERE = Path(__file__).resolve().parent
DIST = HERE / "dist"
WORK = HERE / "build"


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def strip_symbols(bundle: Path) -> int:
    """Drop debugging symbols from the bundle's shared libraries (the Python library alone carries 17 MB of
    them), except those wheels vendor in *.libs/ folders, which auditwheel has rewritten and which stripping
    breaks. Returns the bytes saved."""
    strip = shutil.which("strip")
    if strip is None:
        return 0
    before = folder_size(bundle)
    for path in bundle.rglob("*.so*"):
        if path.is_file() and not path.is_symlink() and not any(p.endswith(".libs") for p in path.parts):
            subprocess.run([strip, "--strip-unneeded", str(path)], check=False, capture_output=True)
    return before - folder_size(bundle)


def desktop_files(bundle: Path) -> None:
    share = bundle / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    desktop = (HERE / "posenc-gui.desktop").read_text(encoding="utf-8")
    # the launcher inside the bundle, wherever it was unpacked (the user may edit Exec= after moving it)
    (share / "applications" / "posenc-gui.desktop").write_text(
        desktop.replace("Exec=posenc-gui", f"Exec={bundle / 'posenc-gui'}"), encoding="utf-8"
    )
    shutil.copy(HERE / "io.github.posenc_gui.posenc_gui.metainfo.xml", share / "metainfo")
    for png in (HERE / "icons").glob("posenc-gui-*.png"):
        size = png.stem.rsplit("-", 1)[1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy(png, target / "posenc-gui.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy(HERE.parent / "resources" / "icons" / "posenc-gui.svg", scalable)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Build the one-folder posenc-gui bundle with PyInstaller.")
    parser.add_argument("--dist", type=Path, default=DIST, help=f"where the bundle goes (default {DIST})")
    parser.add_argument("--work", type=Path, default=WORK, help=f"PyInstaller's work folder (default {WORK})")
    args = parser.parse_args(argv)
    if not (HERE / "icons" / "posenc-gui.ico").exists():
        subprocess.run([sys.executable, str(HERE / "make_icons.py")], check=True)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(args.dist),
            "--workpath",
            str(args.work),
            str(HERE / "posenc-gui.spec"),
        ],
        check=True,
    )
    bundle = args.dist / "posenc-gui"
    if sys.platform.startswith("linux"):
        saved = strip_symbols(bundle)
        print(f"stripped {saved / 2**20:.0f} MiB of debugging symbols")
        for icu in (p for p in bundle.rglob("libicudata.so.*") if not p.is_symlink()):
            sizes = trim_icu.trim(icu)
            print(
                f"ICU data trimmed to what Qt uses: {sizes[0] / 2**20:.1f} -> {sizes[1] / 2**20:.1f} MiB"
                if sizes
                else "ICU data left whole: no C compiler (cc) or readelf found"
            )
        desktop_files(bundle)
    pruned = (args.dist.parent / "build" / "pruned.txt").read_text(encoding="utf-8").split()
    size = folder_size(bundle)
    print(
        f"bundle: {bundle} ({size / 2**20:.0f} MiB = {size / 1e6:.0f} MB unpacked); {len(pruned)} unused Qt "
        f"plugins, libraries and translations pruned (see {args.dist.parent / 'build' / 'pruned.txt'})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
