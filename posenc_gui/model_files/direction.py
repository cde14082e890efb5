"""Which tokens a model's tokens see: its attention's direction, by family, as the family's modeling code masks it.

    causal           a decoder (GPT-2, Llama, Qwen, Gemma, gpt-oss, BLOOM, ...): each token sees itself and the
                     tokens before it, on every layer (a sliding or chunked layer sees fewer of them)
    bidirectional    an encoder (BERT's family, ModernBERT, ...): each token sees the tokens on both sides, on
                     every layer (ModernBERT's local layers the local_attention // 2 nearest on each side); also
                     Gemma 3 with use_bidirectional_attention true and Gemma 4 with it "all" (embedding models)
    encoder-decoder  T5's, BART's and Marian's families: the encoder bidirectional, the decoder causal
    prefix-lm        ChatGLM-6B (its own modeling_chatglm.py, get_masks): the prompt, up to the bos token, sees
                     itself both ways; the tokens after it are causal
    None             a family not listed here (the config does not say)

A BERT-family config with is_decoder true (BERT used as a decoder) is causal, and XLM with causal true.
"""

from __future__ import annotations

from .fields import Fields

DIRECTIONS = ("causal", "bidirectional", "encoder-decoder", "prefix-lm")
ENCODERS = frozenset(
    {
        "bert",
        "roberta",
        "xlm-roberta",
        "camembert",
        "electra",
        "albert",
        "distilbert",
        "layoutlm",
        "ernie",
        "megatron-bert",
        "data2vec-text",
        "longformer",
        "roberta-prelayernorm",
        "xmod",
        "splinter",
        "mobilebert",
        "squeezebert",
        "deberta",
        "deberta-v2",
        "mpnet",
        "modernbert",
    }
)
ENCODER_DECODERS = frozenset(
    {
        "t5",
        "mt5",
        "umt5",
        "longt5",
        "switch_transformers",
        "bart",
        "mbart",
        "marian",
        "m2m_100",
        "pegasus",
        "fsmt",
        "speech_to_text",
        "blenderbot",
        "blenderbot-small",
    }
)
# decoders whose position encoding is not RoPE (the RoPE families the config reader knows are decoders but
# ModernBERT and ChatGLM-6B)
OTHER_DECODERS = frozenset(
    {
        "gpt2",
        "gpt_neo",
        "gpt_bigcode",
        "opt",
        "biogpt",
        "xglm",
        "bloom",
        "mpt",
        "falcon",
        "refinedweb",
        "refinedwebmodel",
    }
)


def attention_direction(cfg: Fields, mt: str, rope_family: bool) -> str | None:
    """One of DIRECTIONS for a config of model type `mt` (lower case), or None; `rope_family`: `mt` is one of the
    RoPE families the config reader lists."""
    if mt in ENCODERS:
        return "causal" if cfg.flag("is_decoder", False) else "bidirectional"
    if mt == "xlm":
        return "causal" if cfg.flag("causal", False) else "bidirectional"
    if mt in ENCODER_DECODERS:
        return "encoder-decoder"
    if mt in ("gemma3", "gemma3_text") and cfg.flag("use_bidirectional_attention", False):
        return "bidirectional"
    if mt in ("gemma4", "gemma4_text") and cfg.text("use_bidirectional_attention") == "all":
        return "bidirectional"
    if mt == "chatglm" and not cfg.present("kv_channels"):
        return "prefix-lm"
    return "causal" if rope_family or mt in OTHER_DECODERS else None
