"""The only package that imports PySide6 and pyqtgraph: start-up, store, scheduler, bindings, settings,
style, the main window and its docks, and one Qt view per spec (views/)."""
