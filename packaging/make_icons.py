"""Render the app icon (resources/icons/posenc-gui.svg, the one source) to the PNG sizes desktops use and
to packaging/icons/posenc-gui.ico (Windows) and .icns (macOS). Run by build.py; the results are kept in
the repository so a build needs no renderer beyond what the app itself uses (Qt's SVG module, Pillow).

    python packaging/make_icons.py
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent / "resources" / "icons" / "posenc-gui.svg"
OUT = HERE / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(size: int):
    """The icon as a Pillow image of size x size pixels (transparent corners)."""
    from PIL import Image
    from PySide6.QtCore import QBuffer, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(SOURCE)).render(painter)
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return Image.open(io.BytesIO(bytes(buffer.data()))).convert("RGBA")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (fonts, image plugins)
    OUT.mkdir(exist_ok=True)
    images = {size: render(size) for size in SIZES}
    for size, image in images.items():
        image.save(OUT / f"posenc-gui-{size}.png")
    images[256].save(OUT / "posenc-gui.ico", sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])
    images[512].save(OUT / "posenc-gui.icns")
    print(f"wrote {len(SIZES)} PNGs, posenc-gui.ico and posenc-gui.icns into {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
