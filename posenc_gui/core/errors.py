"""The one exception type the core raises for values a person typed or chose."""

from __future__ import annotations

from typing import Any


class ParamError(ValueError):
    """A parameter value that cannot be used; the message says what to change.

    The message is kept as an English template plus its fields, so the window can show it translated
    (the core itself never imports Qt): str(exc) is template.format(**fields)."""

    def __init__(self, template: str, **fields: Any):
        self.template, self.fields = template, fields
        super().__init__(template.format(**fields) if fields else template)
