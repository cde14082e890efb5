"""numpy-only core of posenc-gui: shared parameters and encodings. Never imports Qt (a test enforces it).

Also the scripting API: every encoding function the views use is here, each with a docstring that gives its
shapes (``from posenc_gui.core import sinusoidal, similarity_matrix, shift_matrix, rope_rotate``); a test fails
when a public function of an encoding module is not. Argument checks (check_*) stay in their modules.
"""

from .budget import TABLE_BUDGET_BYTES, check_allocation, format_bytes
from .cope import cope_gates, cope_interpolate, cope_positions
from .errors import ParamError
from .fire import FIRE_PRESETS, FireMLP, fire_bias, fire_distance, fire_mlp, fire_preset, interpolating_mlp
from .learned import cosine_matrix, learned_table, pca_2d, trained_table
from .low_precision import PIPELINES as ROPE_PIPELINES
from .low_precision import SCORE_PIPELINES as ROPE_SCORE_PIPELINES
from .low_precision import (
    angle_error,
    error_passes,
    first_alias,
    first_shared_position,
    held_positions,
    inv_freq_float32,
    rope_angles,
    rope_shift_scores,
    round_bfloat16,
    round_float16,
    round_tf32,
    wrap_angle,
)
from .mrope import (
    MROPE_INTERLEAVED,
    MROPE_MODELS,
    MROPE_SECTIONS,
    mrope_axes,
    mrope_position_ids,
    mrope_token_kinds,
)
from .naive_codes import bit_periods, bit_waves, bits, integer_index, normalised_index
from .packing import document_tokens, packed_attention, packing_effect
from .params import MAX_D_MODEL, MAX_LEN, MAX_SELECTED, PARAM_NAMES, Params
from .relative import alibi_bias, alibi_slopes, deberta_bucket, kerple_log, kerple_power, shaw_index, t5_bucket
from .relative_attention import (
    BIAS_COLUMNS,
    BIAS_MODES,
    TRANSFORMER_XL_TERMS,
    NopeSignal,
    TransformerXLTerms,
    bias_by_distance,
    causal_softmax,
    nope_signal,
    relative_encoding,
    t5_illustrative_bias,
    transformer_xl_terms,
)
from .rope import (
    K_SEED,
    PAIRINGS,
    Q_SEED,
    as_complex,
    diagonal_deviation,
    from_complex,
    interpolated_positions,
    mean_cos,
    ntk_base,
    pair_indices,
    random_score_mean,
    rope_decay_bound,
    rope_rotate,
    rope_scores,
    rope_thetas,
    rope_width,
    seeded_vector,
)
from .rope_scaling import RULES as ROPE_SCALING_RULES
from .rope_scaling import (
    RopeInvFreq,
    attention_entropy,
    get_mscale,
    llama3_band_wavelengths,
    nope_query_scale,
    proportional_pairs,
    rope_inv_freq,
    rotary_dim,
    rule_of,
    softmax_scale_factor,
    turns,
    unrotated_dims,
    yarn_band,
)
from .rope_scaling import wavelengths as rope_wavelengths
from .screen import block_means, column_envelope, dirichlet, row_envelope, run_reduce, screen_rows
from .shift import lone_dim, shift_apply, shift_error, shift_matrix, shown_dims
from .similarity import dot, shift_profile, similarity_matrix, similarity_to, squared_norm, toeplitz_defect
from .sinks import sink_share, sink_share_of_logits, streaming_cache
from .sinusoidal import (
    LAYOUTS,
    arrange,
    columns,
    dim_pair,
    frequencies,
    n_pairs,
    ntk_table_base,
    pair_dims,
    sinusoidal,
    values,
    wavelengths,
)
from .tokens import token_embeddings, token_seed, tokenize
from .toy_attention import compare_orders, head_weights, head_width, self_attention
from .validation import index_set
from .vision_rope import (
    VISION_ROPE_PAIRING,
    VISION_ROPE_SCHEMES,
    VISION_ROPE_THETA,
    qwen_patch_order,
    vision_pair_dims,
    vision_rope_angles,
    vision_rope_axes,
    vision_rope_scores,
)
from .vision_sincos import sincos_1d, sincos_2d
from .xpos import rope_score_ones, xpos_decay, xpos_score_ones, xpos_zeta

__all__ = [
    "BIAS_COLUMNS",
    "BIAS_MODES",
    # FIRE and CoPE
    "FIRE_PRESETS",
    # RoPE and xPos
    "K_SEED",
    # sinusoidal
    "LAYOUTS",
    "MAX_D_MODEL",
    "MAX_LEN",
    "MAX_SELECTED",
    # images and video: MAE's 2-D sin-cos table, the 2-D RoPE of vision encoders, Qwen-VL's M-RoPE
    "MROPE_INTERLEAVED",
    "MROPE_MODELS",
    "MROPE_SECTIONS",
    "PAIRINGS",
    "PARAM_NAMES",
    "Q_SEED",
    # RoPE in low precision
    "ROPE_PIPELINES",
    # RoPE scaling as models ship it
    "ROPE_SCALING_RULES",
    "ROPE_SCORE_PIPELINES",
    "TABLE_BUDGET_BYTES",
    "TRANSFORMER_XL_TERMS",
    "VISION_ROPE_PAIRING",
    "VISION_ROPE_SCHEMES",
    "VISION_ROPE_THETA",
    "FireMLP",
    "NopeSignal",
    "ParamError",
    "Params",
    "RopeInvFreq",
    "TransformerXLTerms",
    # relative biases
    "alibi_bias",
    "alibi_slopes",
    "angle_error",
    "arrange",
    "as_complex",
    "attention_entropy",
    "bias_by_distance",
    # why position: naive codes, tokens, the toy attention head
    "bit_periods",
    "bit_waves",
    "bits",
    # screen-resolution reductions
    "block_means",
    "causal_softmax",
    "check_allocation",
    "column_envelope",
    "columns",
    "compare_orders",
    "cope_gates",
    "cope_interpolate",
    "cope_positions",
    # learned tables
    "cosine_matrix",
    "deberta_bucket",
    "diagonal_deviation",
    "dim_pair",
    "dirichlet",
    "document_tokens",
    # similarity and the relative shift
    "dot",
    "error_passes",
    "fire_bias",
    "fire_distance",
    "fire_mlp",
    "fire_preset",
    "first_alias",
    "first_shared_position",
    "format_bytes",
    "frequencies",
    "from_complex",
    "get_mscale",
    "head_weights",
    "head_width",
    "held_positions",
    "index_set",
    "integer_index",
    "interpolated_positions",
    "interpolating_mlp",
    "inv_freq_float32",
    "kerple_log",
    "kerple_power",
    "learned_table",
    "llama3_band_wavelengths",
    "lone_dim",
    "mean_cos",
    "mrope_axes",
    "mrope_position_ids",
    "mrope_token_kinds",
    "n_pairs",
    "nope_query_scale",
    "nope_signal",
    "normalised_index",
    "ntk_base",
    "ntk_table_base",
    # packed sequences: documents in one row, position ids reset or not, a document mask or not
    "packed_attention",
    "packing_effect",
    "pair_dims",
    "pair_indices",
    "pca_2d",
    "proportional_pairs",
    "qwen_patch_order",
    "random_score_mean",
    "relative_encoding",
    "rope_angles",
    "rope_decay_bound",
    "rope_inv_freq",
    "rope_rotate",
    "rope_score_ones",
    "rope_scores",
    "rope_shift_scores",
    "rope_thetas",
    "rope_wavelengths",
    "rope_width",
    "rotary_dim",
    "round_bfloat16",
    "round_float16",
    "round_tf32",
    "row_envelope",
    "rule_of",
    "run_reduce",
    "screen_rows",
    "seeded_vector",
    "self_attention",
    "shaw_index",
    "shift_apply",
    "shift_error",
    "shift_matrix",
    "shift_profile",
    "shown_dims",
    "similarity_matrix",
    "similarity_to",
    "sincos_1d",
    "sincos_2d",
    # attention sinks: gpt-oss's learned sink logits, StreamingLLM's cache
    "sink_share",
    "sink_share_of_logits",
    "sinusoidal",
    "softmax_scale_factor",
    "squared_norm",
    "streaming_cache",
    "t5_bucket",
    "t5_illustrative_bias",
    "toeplitz_defect",
    "token_embeddings",
    "token_seed",
    "tokenize",
    "trained_table",
    "transformer_xl_terms",
    "turns",
    "unrotated_dims",
    "values",
    "vision_pair_dims",
    "vision_rope_angles",
    "vision_rope_axes",
    "vision_rope_scores",
    "wavelengths",
    "wrap_angle",
    "xpos_decay",
    "xpos_score_ones",
    "xpos_zeta",
    "yarn_band",
]
