"""The caption under the stage: the numbers the views on it use, and only those. A view that reads no shared
parameter (Relative buckets reads max_len alone) is not captioned with d_model and base it ignores, and a
Long context view names its setting's head width and base (Llama 3.1 8B: head dim 128, base 500,000), which
are not the shared d_model and base."""

from __future__ import annotations

from ...core import PARAM_NAMES, ParamError, Params
from ...specs import SPECS
from ...specs.kit.long_context import OWNER, resolve
from ..i18n import tr
from ..views.kit.long_context_controls import setting_name


def _shared(name: str, params: Params) -> str:
    value = getattr(params, name)
    if name == "layout":
        return tr(value)
    if name == "position":
        return tr("pos {value}").format(value=f"{value:.2f}")
    if name == "max_len":
        return f"max_len {value:,}"
    return f"{name} {value:g}" if isinstance(value, float) else f"{name} {value}"


def shared_reads(view_ids) -> set[str]:
    """The shared parameters the views read (a Long context view reads its setting's head width and base,
    not the shared d_model and base); views the app does not have read nothing."""
    reads: set[str] = set()
    for vid in view_ids:
        spec = SPECS.get(vid)
        if spec is not None and OWNER not in spec.uses.values():
            reads.update(spec.reads)
    return reads


def stage_caption(view_ids: list[str], params: Params, used) -> str:
    """`used(spec)` gives the keyword arguments a spec's compute takes besides its options (the store's)."""
    reads: set[str] = set()
    settings: list[str] = []
    for vid in view_ids:
        spec = SPECS[vid]
        if OWNER in spec.uses.values():  # its d_model and base are the manual setting's: said by the setting
            kwargs = used(spec)
            try:
                setting = resolve(params, kwargs["setting"], kwargs.get("model"))
            except ParamError:
                continue  # (the view says why it has nothing to show)
            text = tr("{name}: head dim {head}, base {base}").format(
                name=setting_name(setting),
                head=setting.head_dim,
                base=f"{setting.base:,.0f}" if setting.base >= 1e5 else f"{setting.base:g}",
            )
            if text not in settings:
                settings.append(text)
        else:
            reads.update(spec.reads)
    return " · ".join([*(_shared(name, params) for name in PARAM_NAMES if name in reads), *settings])
