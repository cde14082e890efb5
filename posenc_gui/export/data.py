"""A view's data as CSV, NPY or NPZ, from the result its spec exports (numpy only, no Qt).

CSV is the table `Result.data_table()` gives: the names as its header, the index column (position, pair, ...)
first, every value in full precision (a float64 read back is the number written). NPY is the view's main array
alone, exactly as computed, with no index column (the heatmap's max_len x d_model table, the similarity's L x L
matrix); NPZ holds every named array of the view's data (the main array, its axes' coordinates, the other
columns) and `settings`, the shared parameters and the options the numbers were computed with, as a JSON text
whose names are those `posenc-gui export --set` and `posenc_gui.compute` take. Both load with
`numpy.load(path, allow_pickle=False)`; `posenc-gui export --list` names each view's arrays and axes.
"""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING, Any

import numpy as np

from ..records import record
from .atomic import ExportError, atomic_path, noop

if TYPE_CHECKING:
    from ..core import Params
    from ..model_files.inspection import ModelInfo
    from ..specs.kit.base import Options, Result

# where a file is written: what open() takes
PathLike = str | os.PathLike[str]

# Text costs about a microsecond and 20 bytes a value: past this a CSV would keep the window busy for
# seconds and take hundreds of megabytes, where the same table as NPY is written at disk speed.
CSV_MAX_VALUES = 5_000_000


@record(eq=False)
class ViewData:
    """What a data file of a view is written from: the view's id, the result its export holds (specs'
    ViewSpec.exported) and the settings it was computed with ({--set name: value})."""

    view: str
    result: Result
    settings: dict[str, Any]


def view_data(
    vid: str, params: Params, options: dict[str, Options] | None = None, model: ModelInfo | None = None
) -> ViewData:
    """The data of view `vid` for `params` and `options` ({owner: Options}: the view's own and those of the shared
    settings it uses; an owner missing there has its defaults), and the opened `model` if it uses one."""
    from ..specs import SPECS
    from ..specs.kit.assignments import settings_of, used_by

    spec = SPECS[vid]
    options = dict(options or {})
    own = (options.get(vid) or spec.options()).fit(params)
    used = used_by(spec, params, options, model)
    owners = [vid, *spec.shared_owners()]
    settings = settings_of(owners, params, options | {vid: own})
    return ViewData(vid, spec.exported(params, own, **used), settings)


def write_csv(path: PathLike, names: list[str], table: np.ndarray) -> None:
    table = np.asarray(table, dtype=np.float64)
    if table.size > CSV_MAX_VALUES:
        raise ExportError(
            noop(
                "a CSV of {rows} x {columns} values is more than {most} values: write .npy instead "
                "(numpy.load reads it), or fewer rows"
            ),
            rows=f"{table.shape[0]:,}",
            columns=f"{table.shape[1]:,}",
            most=f"{CSV_MAX_VALUES:,}",
        )
    with atomic_path(path) as temp, open(temp, "w", encoding="utf-8", newline="\n") as f:
        f.write(",".join(names) + "\n")
        # repr-exact: integers print as integers, other values with the digits a float64 needs
        for row in table.tolist():
            f.write(",".join(_number(v) for v in row) + "\n")


def _number(value: float) -> str:
    return str(int(value)) if value.is_integer() and abs(value) < 2**53 else repr(value)


def write_npy(path: PathLike, array: np.ndarray) -> None:
    """`array` as it is (its dtype kept)."""
    with atomic_path(path) as temp, open(temp, "wb") as f:
        np.save(f, np.asarray(array), allow_pickle=False)


def npz_entries(data: ViewData) -> dict[str, np.ndarray]:
    """What an NPZ of `data` holds: each named array, `settings` (JSON), `view` (its id), `main` (the main array's
    name) and `axes` (the names of the main array's axes)."""
    arrays = data.result.arrays()
    return arrays.arrays | {
        "settings": np.array(json.dumps(data.settings, ensure_ascii=False)),
        "view": np.array(data.view),
        "main": np.array(arrays.main),
        "axes": np.array(arrays.axes, dtype=str),
    }


def write_npz(path: PathLike, entries: dict[str, Any]) -> None:
    # (values typed Any: mypy takes a ** of arrays as possibly filling savez's allow_pickle: bool)
    with atomic_path(path) as temp, open(temp, "wb") as f:
        np.savez(f, **entries)


# -- the registry's writers (formats.FORMATS): each takes the path and the ViewData --------------------------------
def save_csv(path: PathLike, data: ViewData) -> None:
    write_csv(path, *data.result.data_table())


def save_npy(path: PathLike, data: ViewData) -> None:
    write_npy(path, data.result.arrays().array)


def save_npz(path: PathLike, data: ViewData) -> None:
    write_npz(path, npz_entries(data))
