"""numpy-only core of posenc-gui: shared parameters and encodings. Never imports Qt (a test enforces it).

Also the scripting API:  ``from posenc_gui.core import sinusoidal``.
"""
from .budget import TABLE_BUDGET_BYTES, check_allocation, format_bytes
from .errors import ParamError
from .naive_codes import bit_waves, bits, integer_index, normalised_index
from .params import MAX_D_MODEL, MAX_LEN, MAX_SELECTED, PARAM_NAMES, Params
from .relative import alibi_bias, alibi_slopes, deberta_bucket, kerple_log, kerple_power, shaw_index, t5_bucket
from .relative_attention import (
    BIAS_COLUMNS,
    BIAS_MODES,
    TRANSFORMER_XL_TERMS,
    NopeSignal,
    TransformerXLTerms,
    bias_by_distance,
    nope_signal,
    transformer_xl_terms,
)
from .screen import block_means, column_envelope
from .sinusoidal import LAYOUTS, columns, dim_pair, frequencies, n_pairs, pair_dims, sinusoidal, values, wavelengths
from .tokens import token_embeddings, tokenize
from .toy_attention import compare_orders, self_attention
from .validation import index_set
from .xpos import rope_score_ones, xpos_decay, xpos_score_ones, xpos_zeta

__all__ = ["ParamError", "Params", "PARAM_NAMES", "MAX_D_MODEL", "MAX_LEN", "MAX_SELECTED",
           "TABLE_BUDGET_BYTES", "check_allocation", "format_bytes", "LAYOUTS", "block_means",
           "column_envelope", "columns", "dim_pair", "frequencies", "index_set", "n_pairs", "pair_dims",
           "sinusoidal", "values", "wavelengths", "bit_waves", "bits", "integer_index", "normalised_index",
           "token_embeddings", "tokenize", "compare_orders", "self_attention",
           "alibi_bias", "alibi_slopes", "deberta_bucket", "kerple_log", "kerple_power", "shaw_index", "t5_bucket",
           "xpos_zeta", "xpos_decay", "rope_score_ones", "xpos_score_ones",
           "BIAS_COLUMNS", "BIAS_MODES", "TRANSFORMER_XL_TERMS", "NopeSignal", "TransformerXLTerms",
           "bias_by_distance", "nope_signal", "transformer_xl_terms"]
