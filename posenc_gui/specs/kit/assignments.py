"""Settings written as text, `d_model = 64; rope-decay.d = 64; waves.dims = 0 4 8`: the one reader behind a
lesson file's `set:` lines, `posenc-gui export --set` and the scripting API, and the writer of the `settings`
an NPZ export carries (which read back through it to the same numbers).

A name is a shared parameter (d_model, max_len, base, layout, position) or `owner.field`, an option of a view
or of a setting several views share (`long-context.rule`); the items are separated by semicolons. A value is
read as the type of the field's default: a whole number, a number, yes or no (true/false, on/off, 1/0), a list
of whole numbers separated by spaces (or commas), or a text as it stands. Numpy only: every problem is a
ParamError, an English template that the window and the command line show translated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ...core import PARAM_NAMES, ParamError, Params
from ...core.validation import shorten

if TYPE_CHECKING:
    from ...model_files.inspection import ModelInfo
    from .base import Options, ViewSpec

TRUE_WORDS = ("1", "true", "yes", "on")
FALSE_WORDS = ("0", "false", "no", "off")


class SettingError(ParamError):
    """A value that cannot be used, with the settings it is about (`settings`: ["alibi.head"], or every field of
    the owner when only their combination fails); the message is the field's own check's."""

    def __init__(self, settings: list[str], problem: ParamError):
        super().__init__(problem.template, **problem.fields)
        self.settings = list(settings)


def _owners() -> dict[str, type[Options]]:
    # imported on use: a spec module may use this one while the registry is still being built
    from .. import option_classes

    return option_classes()


_DEFAULTS: dict[type, Any] = {}  # Params or an Options class -> its default instance (frozen: shared)


def _default(cls: type) -> Any:
    """The default instance of `cls`, made once: a lesson's settings are each read against them, and made
    afresh each time they took half of reading the built-in lesson at start-up."""
    found = _DEFAULTS.get(cls)
    if found is None:
        found = _DEFAULTS[cls] = cls()
    return found


def default_of(name: str) -> Any:
    """The default value of setting `name` (its type is the type a text value is read as); ParamError for a
    name that is neither a shared parameter nor an option of an owner."""
    owner, _, field = name.rpartition(".")
    if not owner:
        if name not in PARAM_NAMES:
            raise ParamError("no parameter {name} (they are: {names}).", name=repr(name), names=", ".join(PARAM_NAMES))
        return getattr(_default(Params), name)
    classes = _owners()
    if owner not in classes:
        raise ParamError("no view {view} (views: {views}).", view=repr(owner), views=", ".join(classes))
    fields = classes[owner].field_names()
    if not fields:
        raise ParamError("{view} has no options.", view=owner)
    if field not in fields:
        raise ParamError(
            "{view} has no option {field} (it has {fields}).", view=owner, field=repr(field), fields=", ".join(fields)
        )
    return getattr(_default(classes[owner]), field)


def convert(name: str, raw: str) -> Any:
    """The text `raw` as setting `name` holds its value."""
    default = default_of(name)
    try:
        if isinstance(default, bool):
            if raw.lower() not in TRUE_WORDS + FALSE_WORDS:
                raise ValueError
            return raw.lower() in TRUE_WORDS
        if isinstance(default, int):
            return int(raw)
        if isinstance(default, float):
            return float(raw)
        if isinstance(default, tuple):
            return tuple(int(v) for v in raw.replace(",", " ").split())
    except ValueError:
        shown = repr(shorten(raw, 40))
        if isinstance(default, bool):
            raise ParamError(
                "{name} = {value} is not a yes or no (true/false, on/off, 1/0).", name=name, value=shown
            ) from None
        if isinstance(default, int):
            raise ParamError("{name} = {value} is not a whole number.", name=name, value=shown) from None
        if isinstance(default, float):
            raise ParamError("{name} = {value} is not a number.", name=name, value=shown) from None
        raise ParamError("{name} = {value} is not a list of whole numbers.", name=name, value=shown) from None
    return raw


def parse(text: str) -> dict[str, Any]:
    """{name: value} of `name = value; ...` (each value read as its field's type); ParamError for the first item
    that cannot be read. A later item of the same name wins."""
    changes = {}
    for item in (v.strip() for v in text.split(";") if v.strip()):
        target, equals, raw = item.partition("=")
        if not equals or not target.strip():
            raise ParamError("expected name = value, not {text}.", text=repr(shorten(item, 40)))
        changes[target.strip()] = convert(target.strip(), raw.strip())
    return changes


def value_of(name: str, value: Any) -> Any:
    """A value given in Python (a script's keyword, an NPZ's JSON) as setting `name` holds it: a text is read as
    `--set` reads it, a list becomes a tuple; anything else is left to the field's own check."""
    default = default_of(name)
    if isinstance(value, str) and not isinstance(default, str):
        return convert(name, value)
    if isinstance(value, list):
        return tuple(value)
    return value


def apply(changes: dict[str, Any], params: Params, options: dict[str, Options]) -> tuple[Params, dict[str, Options]]:
    """(params, {owner: options}) with `changes` applied to `params` and `options` (an owner not in `options`
    starts from its defaults) as the window's store applies them: the shared parameters first, then each owner's
    fields together, fitted to the new parameters and checked against them. A value that cannot be used raises
    SettingError, which names the setting."""
    shared: dict[str, Any] = {}
    by_owner: dict[str, dict[str, Any]] = {}
    for name, value in changes.items():
        default_of(name)
        owner, _, field = name.rpartition(".")
        if owner:
            by_owner.setdefault(owner, {})[field] = value
        else:
            shared[name] = value
    try:
        params = params.replace(**shared)
    except ParamError as exc:
        raise SettingError(_culprits(shared, lambda some: params.replace(**some)), exc) from None
    classes = _owners()
    result = dict(options)
    for owner, fields in by_owner.items():
        start = (options.get(owner) or _default(classes[owner])).fit(params)

        def attempt(some: dict[str, Any], start: Options = start) -> Options:
            changed = start.replace(**some)
            changed.check(params)
            return changed

        try:
            result[owner] = attempt(fields)
        except ParamError as exc:
            raise SettingError([f"{owner}.{f}" for f in _culprits(fields, attempt)], exc) from None
    return params, result


def _culprits(fields: dict[str, Any], attempt: Callable[[dict[str, Any]], object]) -> list[str]:
    """The one field that fails on its own, or every field when only their combination fails (a head shown
    beyond the number of heads) or several fail."""
    failing = []
    for name, value in fields.items():
        try:
            attempt({name: value})
        except ParamError:
            failing.append(name)
    return failing if len(failing) == 1 else list(fields)


def used_by(
    spec: ViewSpec, params: Params, options: dict[str, Options], model: ModelInfo | None = None
) -> dict[str, Any]:
    """The keyword arguments `spec`'s compute takes besides its own options (ViewSpec.uses): the options of each
    owner it uses from `options` ({owner: Options}; the defaults when missing) fitted to `params`, and for the
    owner MODEL the opened `model`."""
    from .base import MODEL

    return {
        kw: model if owner == MODEL else (options.get(owner) or _owners()[owner]()).fit(params)
        for kw, owner in spec.uses.items()
    }


def settings_of(owners: Iterable[str], params: Params, options: dict[str, Options]) -> dict[str, Any]:
    """{name: value} of the shared parameters and the options of `owners` (a view and the shared settings it
    uses), JSON-ready (lists for tuples): what an NPZ export stores as `settings`."""
    found = dict(params.to_dict())
    for owner in owners:
        values = (options.get(owner) or _owners()[owner]()).fit(params).to_dict()
        found |= {f"{owner}.{field}": value for field, value in values.items()}
    return found


def settings_text(settings: dict[str, Any]) -> str:
    """`name = value; ...`: `settings` as `parse` reads them back (a list as its numbers separated by spaces, yes
    or no as true or false). A text holding a semicolon cannot be written so: ParamError."""
    items = []
    for name, value in settings.items():
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, (list, tuple)):
            text = " ".join(str(int(v)) for v in value)
        elif isinstance(value, float):
            text = repr(value)
        else:
            text = str(value)
        if ";" in text or text != text.strip():
            raise ParamError(
                "{name}: a value with a semicolon or surrounding spaces cannot be written as name = value.", name=name
            )
        items.append(f"{name} = {text}")
    return "; ".join(items)
