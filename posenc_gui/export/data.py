"""A view's data as CSV or NPY, from its spec's typed result (numpy only, no Qt).

Both hold the same 2-D table: one row per position (or run of positions, pair, ...), one column per name
that `Result.data_table()` gives. CSV has the names as its header and every value in full precision (a
float64 read back is the number written); NPY is the float64 array alone (np.load gives it back), and its
columns are those of the CSV header, listed per view by `posenc-gui export --list`.
"""
from __future__ import annotations

import numpy as np

from .atomic import ExportError, atomic_path

# Text costs about a microsecond and 20 bytes a value: past this a CSV would keep the window busy for
# seconds and take hundreds of megabytes, where the same table as NPY is written at disk speed.
CSV_MAX_VALUES = 5_000_000


def write_csv(path, names: list, table: np.ndarray) -> None:
    table = np.asarray(table, dtype=np.float64)
    if table.size > CSV_MAX_VALUES:
        raise ExportError(f"a CSV of {table.shape[0]:,} x {table.shape[1]:,} values is more than "
                          f"{CSV_MAX_VALUES:,} values: write .npy instead (numpy.load reads it), or fewer rows")
    with atomic_path(path) as temp:
        with open(temp, "w", encoding="utf-8", newline="\n") as f:
            f.write(",".join(names) + "\n")
            # repr-exact: integers print as integers, other values with the digits a float64 needs
            for row in table.tolist():
                f.write(",".join(_number(v) for v in row) + "\n")


def _number(value: float) -> str:
    return str(int(value)) if value.is_integer() and abs(value) < 2**53 else repr(value)


def write_npy(path, names: list, table: np.ndarray) -> None:
    table = np.asarray(table, dtype=np.float64)
    with atomic_path(path) as temp:
        with open(temp, "wb") as f:
            np.save(f, table, allow_pickle=False)
