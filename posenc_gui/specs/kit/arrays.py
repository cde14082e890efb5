"""A view's data as named numpy arrays: what NPY and NPZ files hold and what a script gets.

One array is the main one: an NPY file holds it alone, exactly as computed (no index column), so it compares
with a reader's own computation without an off-by-one column. Each of its axes has a name; an axis whose name
is also one of the arrays has its coordinates there (the heatmap's `table` has the axes `position` and `dim`,
and the arrays `position` = 0 .. max_len-1 and `dim` = 0 .. d_model-1). The other arrays are the rest of the
view's data; an NPZ file holds them all.

A result whose data table is a table of curves (the first column the coordinate they run along, one column per
curve: the spectrum's pair, omega, wavelength, ...) needs no declaration: `curves()` reads it so, and that is
`Result.arrays()`'s default.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from ...records import record

if TYPE_CHECKING:
    import numpy.typing as npt

# An NPZ file's own entries: no view may name an array so.
RESERVED = ("settings", "view", "main", "axes")


@record(eq=False)
class Arrays:
    """Named arrays, one of them `main`, whose axes are named `axes` (one name per dimension)."""

    main: str
    axes: tuple[str, ...]
    arrays: dict[str, np.ndarray]

    def __post_init__(self) -> None:
        arrays = {name: np.asarray(value) for name, value in self.arrays.items()}
        object.__setattr__(self, "arrays", arrays)
        object.__setattr__(self, "axes", tuple(self.axes))
        if self.main not in arrays:
            raise ValueError(f"the main array {self.main!r} is not among the arrays {list(arrays)}")
        pickled = [name for name, a in arrays.items() if a.dtype.hasobject]
        if pickled:
            raise ValueError(f"arrays {pickled} hold Python objects: numpy.load(allow_pickle=False) cannot read them")
        clash = set(arrays) & set(RESERVED)
        if clash:
            raise ValueError(f"arrays may not be named {sorted(clash)}: an NPZ file uses those names")
        if arrays[self.main].ndim != len(self.axes) or len(set(self.axes)) != len(self.axes):
            raise ValueError(f"the main array {self.main!r} has {arrays[self.main].ndim} axes, named {self.axes}")
        for k, axis in enumerate(self.axes):
            coords = arrays.get(axis)
            if coords is not None and (coords.ndim != 1 or coords.size != self.array.shape[k]):
                raise ValueError(
                    f"the coordinates {axis!r} of shape {coords.shape} do not fit axis {k} of "
                    f"{self.main!r}, of length {self.array.shape[k]}"
                )

    @property
    def array(self) -> np.ndarray:
        """The main array."""
        return self.arrays[self.main]

    def coordinates(self, axis: str) -> np.ndarray | None:
        """The coordinates along `axis` of the main array, None for an axis that has none."""
        return self.arrays.get(axis) if axis in self.axes else None

    def describe(self) -> str:
        """`table (position x dim)`: the main array and its axes, as `posenc-gui export --list` prints them; an
        axis whose coordinates are names lists them (`curves (pair x curve: omega, wavelength)`)."""
        named = [
            f"{axis}: {', '.join(c.tolist())}"
            for axis in self.axes
            if (c := self.coordinates(axis)) is not None and c.dtype.kind == "U"
        ]
        return f"{self.main} ({' x '.join(self.axes)}{'; ' if named else ''}{'; '.join(named)})"


def curves(
    names: Iterable[str],
    table: npt.ArrayLike,
    axis: str | None = None,
    curve: str = "curve",
    main: str = "curves",
    **extra: Any,
) -> Arrays:
    """A table of curves as arrays: `main` is every column but the first, with the axes (the first column's
    name, or `axis`) and `curve`; the first column is the first axis's coordinates, `curve` the other columns'
    names, and each column is also an array of its own name. `extra` adds arrays (an extra with a column's name
    replaces it, e.g. to keep its own dtype)."""
    names = list(names)
    table = np.asarray(table)
    axis = names[0] if axis is None else axis
    arrays = {main: table[:, 1:], axis: table[:, 0], curve: np.array(names[1:], dtype=str)}
    arrays |= {name: table[:, k] for k, name in enumerate(names) if k and name not in arrays}
    return Arrays(main, (axis, curve), arrays | extra)


def grid(
    main: str,
    array: npt.ArrayLike,
    axes: tuple[str, ...],
    coordinates: Mapping[str, np.ndarray | None] | None = None,
    **extra: Any,
) -> Arrays:
    """A main array that is not a table of curves (a matrix, a stack of matrices), with the coordinates of
    those of its axes that have any; by default each axis without given coordinates counts 0, 1, 2, ..."""
    array = np.asarray(array)
    coordinates = dict(coordinates or {})
    for k, name in enumerate(axes):
        coordinates.setdefault(name, np.arange(array.shape[k]))
    return Arrays(main, tuple(axes), {main: array, **{k: v for k, v in coordinates.items() if v is not None}, **extra})
