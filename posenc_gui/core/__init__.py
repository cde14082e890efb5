"""numpy-only core of posenc-gui: parameters and encodings. Never imports Qt (a test enforces it).

Also the scripting API:  ``from posenc_gui.core import sinusoidal``.
"""
from .errors import ParamError
from .params import (MAX_D_MODEL, MAX_LEN, MAX_SELECTED, PARAM_NAMES, TABLE_BUDGET_BYTES, Params,
                     format_bytes)
from .screen import block_means, column_envelope
from .sinusoidal import (LAYOUTS, columns, dim_pair, frequencies, n_pairs, pair_dims, sinusoidal, values,
                         wavelengths)

__all__ = ["ParamError", "Params", "PARAM_NAMES", "MAX_D_MODEL", "MAX_LEN", "MAX_SELECTED",
           "TABLE_BUDGET_BYTES", "format_bytes", "LAYOUTS", "block_means", "column_envelope", "columns",
           "dim_pair", "frequencies", "n_pairs", "pair_dims", "sinusoidal", "values", "wavelengths"]
