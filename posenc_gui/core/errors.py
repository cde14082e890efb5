"""The one exception type the core raises for values a person typed or chose."""


class ParamError(ValueError):
    """A parameter value that cannot be used; the message says what to change."""
