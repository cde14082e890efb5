"""pyqtgraph items and plot widgets, and how they look: fast items, the quick axis, style and themes."""
