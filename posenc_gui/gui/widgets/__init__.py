"""Controls bound to the store: number boxes, option rows, the parameter panel."""
