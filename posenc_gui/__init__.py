"""posenc-gui: a desktop app for exploring Transformer positional encodings."""
import os

# pyqtgraph would pick PyQt first if it is installed too; this app is built on PySide6.
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")

__version__ = "0.1.0"
