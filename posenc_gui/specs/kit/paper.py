"""How a view of several panels goes into a paper figure: which panels it has, which a paper figure draws when
none are chosen (`export --panel`), and how many columns they stack in when the figure is a column's width.

A view's screen layout puts its panels side by side in a wide dock; squeezed into a 3.5-inch column, each got a
few hundredths of an inch. On paper the panels chosen stack in `columns` columns and the figure grows in height
(gui/export/preset_figures.py lays it out and measures it)."""

from __future__ import annotations

from collections.abc import Iterable

from ...records import record


@record
class PaperLayout:
    """`panels`: the panels' names, in the order the view lays them out (its panel flow's order); `shown`: those
    a paper figure draws by default (the others are secondary: left out unless chosen); `columns`: the columns
    the panels stack in when the figure is a column's width (small multiples two by two)."""

    panels: tuple[str, ...]
    shown: tuple[str, ...]
    columns: int = 1

    def __post_init__(self) -> None:
        if len(set(self.panels)) != len(self.panels) or not self.panels:
            raise ValueError(f"a paper layout names its panels once each, not {self.panels}")
        if not self.shown or set(self.shown) - set(self.panels):
            raise ValueError(f"a paper layout shows some of its panels {self.panels}, not {self.shown}")
        if self.columns < 1:
            raise ValueError(f"a paper layout stacks in one column or more, not {self.columns}")

    def unknown(self, names: Iterable[str]) -> list[str]:
        """The names among `names` that are not panels of this layout."""
        return [name for name in names if name not in self.panels]

    def chosen(self, names: Iterable[str] = ()) -> tuple[str, ...]:
        """The panels drawn for the names chosen (in the layout's order; none chosen: `shown`)."""
        picked = set(names)
        return tuple(p for p in self.panels if p in picked) if picked else self.shown
