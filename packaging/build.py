"""Build the one-folder bundle: packaging/dist/posenc-gui/posenc-gui (posenc-gui.exe on Windows,
posenc-gui.app on macOS). Run from a virtual environment holding the app and PyInstaller:

    python -m venv .venv-build && .venv-build/bin/pip install . pyinstaller
    .venv-build/bin/python packaging/build.py

It prints the bundle's size and what was pruned (the list is in packaging/build/pruned.txt). On Linux the
bundle also gets share/ with the .desktop file, the AppStream metainfo and the icons, laid out as under
/usr/share, so `cp -r packaging/dist/posenc-gui/share ~/.local/` integrates it with the desktop.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DIST = HERE / "dist"
WORK = HERE / "build"


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def desktop_files(bundle: Path) -> None:
    share = bundle / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    desktop = (HERE / "posenc-gui.desktop").read_text(encoding="utf-8")
    # the launcher inside the bundle, wherever it was unpacked (the user may edit Exec= after moving it)
    (share / "applications" / "posenc-gui.desktop").write_text(
        desktop.replace("Exec=posenc-gui", f"Exec={bundle / 'posenc-gui'}"), encoding="utf-8")
    shutil.copy(HERE / "io.github.posenc_gui.posenc_gui.metainfo.xml", share / "metainfo")
    for png in (HERE / "icons").glob("posenc-gui-*.png"):
        size = png.stem.rsplit("-", 1)[1]
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy(png, target / "posenc-gui.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy(HERE.parent / "resources" / "icons" / "posenc-gui.svg", scalable)


def main() -> int:
    if not (HERE / "icons" / "posenc-gui.ico").exists():
        subprocess.run([sys.executable, str(HERE / "make_icons.py")], check=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(WORK), str(HERE / "posenc-gui.spec")], check=True)
    bundle = DIST / "posenc-gui"
    if sys.platform.startswith("linux"):
        desktop_files(bundle)
    pruned = (WORK / "pruned.txt").read_text(encoding="utf-8").split()
    print(f"bundle: {bundle} ({folder_size(bundle) / 2**20:.0f} MiB unpacked); "
          f"{len(pruned)} unused Qt plugins, libraries and translations pruned (see {WORK / 'pruned.txt'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
