"""Entry points: the GUI, `--version`, `--self-test` and the `bench` command."""
from __future__ import annotations

import argparse
import sys

from . import __version__


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="posenc-gui", description="Explore Transformer positional encodings.",
                                 epilog="posenc-gui bench [--no-loop] [--repeats N] [--frames]: print the "
                                        "benchmark (posenc-gui bench --help).")
    ap.add_argument("--version", action="version", version=f"posenc-gui {__version__}")
    ap.add_argument("--self-test", action="store_true",
                    help="build the window, render every view, check each drew something, exit 0 if so")
    return ap


def ensure_app(argv=None):
    """The QApplication, created once with the app's names and pyqtgraph's options."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(list(argv) if argv is not None else [sys.argv[0]])
    app.setApplicationName("posenc-gui")
    app.setOrganizationName("posenc-gui")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("posenc-gui")
    return app


def create_window(settings=None):
    """A ready main window (not yet shown). The QApplication must already exist."""
    from .main_window import MainWindow
    from .settings import open_settings
    from .style import configure_pyqtgraph

    configure_pyqtgraph()
    return MainWindow(settings if settings is not None else open_settings())


def self_test() -> int:
    """Render every registered view offscreen-capable and check that each drew something."""
    from PySide6.QtCore import QSettings, QTemporaryDir

    app = ensure_app()
    tmp = QTemporaryDir()  # never touch the user's settings
    window = create_window(QSettings(tmp.filePath("self-test.ini"), QSettings.Format.IniFormat))
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    window.scheduler.render_now()
    failures = []
    params = window.store.params
    for vid, view in window.views.items():
        try:
            view.invalidate()
            view.render(params)
            app.processEvents()
            image = view.widget.grab().toImage()
            colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
            if not view.has_content():
                failures.append(f"{vid}: no data in its plot items")
            elif len(colours) < 4:
                failures.append(f"{vid}: the rendered image is blank ({len(colours)} colours)")
            else:
                print(f"{vid}: ok ({image.width()}x{image.height()} px, {len(colours)} colours sampled)")
        except Exception as exc:  # report every view, not only the first failure
            failures.append(f"{vid}: {type(exc).__name__}: {exc}")
    window.close()
    for line in failures:
        print(f"FAILED {line}", file=sys.stderr)
    print("self-test " + ("failed" if failures else f"passed: {len(window.views)} views"))
    return 1 if failures else 0


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["bench"]:
        from . import bench
        return bench.main(argv[1:]) or 0
    args = _parser().parse_args(argv)
    if args.self_test:
        return self_test()
    app = ensure_app()
    window = create_window()
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
