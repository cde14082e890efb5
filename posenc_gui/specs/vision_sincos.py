"""MAE's 2-D sin-cos table over an image's patch grid: one dimension's value at every patch, the similarity of a
chosen patch to every other, and which half of the dimensions encodes the column and which the row (the half MAE
names emb_h encodes the column, MAE issue #18)."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.vision_sincos import sincos_2d
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import whole_option

MAX_SIDE = 64


@record
class VisionSincosOptions(Options):
    grid_h: int = whole_option(
        14, 1, MAX_SIDE, label="&Rows:", tip="Patches down the image (14 for a 224-pixel image in patches of 16)"
    )
    grid_w: int = whole_option(14, 1, MAX_SIDE, label="Col&umns:", tip="Patches across the image")
    dim: int = whole_option(
        64,
        4,
        1024,
        step=4,
        label="&Width:",
        tip="The table's width (MAE: the embedding width, 768 or 1024), a multiple of 4",
    )
    dimension: int = whole_option(
        0,
        0,
        1023,
        label="Dime&nsion:",
        tip="The dimension whose value the first map shows (the last one when past the width)",
    )
    patch_row: int = whole_option(
        3,
        0,
        MAX_SIDE - 1,
        label="Patch ro&w:",
        tip="The row of the patch compared with every other (the last row when past it)",
    )
    patch_col: int = whole_option(
        5,
        0,
        MAX_SIDE - 1,
        label="Patch co&lumn:",
        tip="The column of the patch compared with every other (the last column when past it)",
    )

    def validate(self) -> None:
        if self.dim % 4:
            raise ParamError(
                "The width must be a multiple of 4 (two halves of sines and cosines), not {value}.", value=self.dim
            )


@record(eq=False)
class VisionSincosResult(Result):
    value: np.ndarray  # (grid_h, grid_w): the chosen dimension's value at each patch
    similarity: np.ndarray  # (grid_h, grid_w): cosine similarity of the chosen patch's vector with each patch's
    halves: np.ndarray  # (dim,): 0 the dimension encodes the column, 1 the row
    dimension: int  # the dimension shown (clamped into the width)
    patch: tuple[int, int]  # (row, column) of the chosen patch (clamped into the grid)
    dim: int

    def data_table(self) -> tuple[list[str], np.ndarray]:
        rows, cols = np.divmod(np.arange(self.value.size), self.value.shape[1])
        return ["row", "col", "value", "similarity"], np.column_stack(
            [rows, cols, self.value.ravel(), self.similarity.ravel()]
        )

    def arrays(self) -> Arrays:
        """`value` (row x col): the dimension's value at each patch; `similarity` the cosine similarity with the
        chosen patch; `encodes` per dimension 0 (column) or 1 (row)."""
        return grid(
            "value",
            self.value,
            ("row", "col"),
            similarity=self.similarity,
            encodes=self.halves,
            dimension=self.dimension,
            patch=np.array(self.patch),
        )


def compute(params: Params, options: VisionSincosOptions) -> VisionSincosResult:
    h, w, dim = options.grid_h, options.grid_w, options.dim
    table = sincos_2d(h, w, dim)
    k = min(options.dimension, dim - 1)
    r, c = min(options.patch_row, h - 1), min(options.patch_col, w - 1)
    # every row has |v|^2 = dim/2 (sin^2 + cos^2 per frequency): the cosine similarity is v . u / (dim/2)
    similarity = (table @ table[r * w + c]) / (dim / 2)
    halves = (np.arange(dim) >= dim // 2).astype(np.int64)
    return VisionSincosResult(table[:, k].reshape(h, w), similarity.reshape(h, w), halves, k, (r, c), dim)


SPEC = ViewSpec(
    id="vision-sincos",
    chapter="images",
    title="2-D sin-cos table",
    description="MAE's fixed 2-D table over the patch grid: one dimension's value at every patch, a patch's "
    "similarity to every other, and which half of the dimensions encodes columns and which rows.",
    area="top",
    reads=(),
    compute=compute,
    options=VisionSincosOptions,
)
