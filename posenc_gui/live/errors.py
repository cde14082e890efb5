"""The error every refusal of the runtime raises: a ModelFileError, so it names the file (and the field)."""

from __future__ import annotations

from ..model_files.reading import ModelFileError


class LiveError(ModelFileError):
    """A model, tokenizer or input the runtime cannot use, named with the file and field that hold it."""
