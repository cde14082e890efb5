"""Trained models run in numpy: their tokenizers, their weights memory-mapped from safetensors, and their
forward pass with positions as trained or changed (removed, shuffled, shifted, stretched).

Qt-free, like core and model_files; nothing here downloads or imports torch.
"""

from __future__ import annotations

from .errors import LiveError
from .pair_norms import qk_pair_norms
from .runtime import Cancelled, LiveModel, Run, open_model

__all__ = ["Cancelled", "LiveError", "LiveModel", "Run", "open_model", "qk_pair_norms"]
