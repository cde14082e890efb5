"""The only package that imports PySide6 and pyqtgraph: start-up, store, scheduler, bindings, settings,
style, the main window and its docks, and one Qt view per spec (views/)."""

from .collection import collection_held
from .plotting.pg_private import import_pyqtgraph
from .pyside_private import quicker_feature_check

with collection_held():  # (see collection)
    quicker_feature_check()  # before the modules below and pyqtgraph are imported (see pyside_private)
    import_pyqtgraph()  # its Qt copies filled as names are used (see pg_private)
