"""2-D RoPE of vision encoders: for a scheme, which dimensions turn with the column x and which with the row y,
the angles at a chosen patch, and q . k of that patch with every other as a map (axial schemes give a separable,
cross-shaped map; RoPE-Mixed's diagonal directions do not)."""

from __future__ import annotations

import math

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.rope import K_SEED, Q_SEED, seeded_vector
from ..core.vision_rope import (
    VISION_ROPE_THETA,
    qwen_patch_order,
    vision_rope_angles,
    vision_rope_axes,
    vision_rope_scores,
)
from ..records import record
from .kit.arrays import Arrays, grid
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, whole_option
from .kit.paper import PaperLayout

MAX_SIDE = 64
SCHEMES = (
    ("axial", "RoPE-Axial (rope-vit)"),
    ("mixed", "RoPE-Mixed (rope-vit, at initialisation)"),
    ("eva02", "EVA-02"),
    ("dinov3", "DINOv3"),
    ("pixtral", "Pixtral"),
    ("llama4-vision", "Llama 4 vision"),
    ("qwen-vit", "Qwen2/2.5/3-VL vision encoder"),
)
VECTORS = (("ones", "all ones"), ("seeded", "seeded q and k"))


@record
class VisionRopeOptions(Options):
    scheme: str = choice_option(
        "axial",
        SCHEMES,
        label="&Scheme:",
        tip=("Whose 2-D RoPE: each reference's coordinates, frequencies and layout of the head dimensions"),
    )
    grid_h: int = whole_option(16, 1, MAX_SIDE, label="&Rows:", tip="Patches down the image")
    grid_w: int = whole_option(16, 1, MAX_SIDE, label="Col&umns:", tip="Patches across the image")
    head_dim: int = whole_option(
        64,
        4,
        256,
        step=4,
        label="&Head width:",
        tip="Dimensions of one attention head, a multiple of 4 (64 in most encoders)",
    )
    patch_row: int = whole_option(
        8, 0, MAX_SIDE - 1, label="Patch ro&w:", tip="The row of the query patch (the last row when past it)"
    )
    patch_col: int = whole_option(
        8, 0, MAX_SIDE - 1, label="Patch co&lumn:", tip="The column of the query patch (the last column when past it)"
    )
    vectors: str = choice_option(
        "ones",
        VECTORS,
        label="&q, k:",
        tip=(
            "All ones (the score is the sum of cos of the angle differences) or q and k of N(0, 1) entries drawn "
            "from fixed seeds"
        ),
    )
    head_angle: int = whole_option(
        45,
        0,
        359,
        label="Mixed an&gle:",
        unit="°",
        tip=(
            "RoPE-Mixed: the head's direction at initialisation (the reference draws one per head; training moves "
            "the frequencies)"
        ),
    )
    pt_grid: int = whole_option(
        0,
        0,
        1024,
        label="EVA-02 &pretrain grid:",
        special="no rescaling",
        tip=(
            "EVA-02: the pretraining grid's side; fine-tuning on this grid squeezes the coordinates onto it "
            "(index × pretrain / grid)"
        ),
    )

    def validate(self) -> None:
        if self.head_dim % 4:
            raise ParamError(
                "The head width must be a multiple of 4 (half of the pairs each for x and y), not {value}.",
                value=self.head_dim,
            )


@record(eq=False)
class VisionRopeResult(Result):
    axes: np.ndarray  # (head_dim,): 0 column (x), 1 row (y), 2 both
    angles: np.ndarray  # (head_dim,): the angle of each dimension at the chosen patch, radians
    scores: np.ndarray  # (grid_h, grid_w): q at the chosen patch . k at each patch
    patch: tuple[int, int]
    scheme: str
    theta: float
    visit: np.ndarray  # (N, 2) (row, column) in the order Qwen's encoder holds the patches; (0, 2) otherwise

    def data_table(self) -> tuple[list[str], np.ndarray]:
        return ["dim", "axis", "angle"], np.column_stack([np.arange(self.angles.size), self.axes, self.angles])

    def arrays(self) -> Arrays:
        """`scores` (row x col): q at the chosen patch dotted with k at each patch; `angle` and `axis` per
        dimension."""
        return grid(
            "scores",
            self.scores,
            ("row", "col"),
            angle=self.angles,
            axis=self.axes,
            dim=np.arange(self.angles.size),
            patch=np.array(self.patch),
            visit_order=self.visit,
        )


def compute(params: Params, options: VisionRopeOptions) -> VisionRopeResult:
    h, w, d = options.grid_h, options.grid_w, options.head_dim
    r, c = min(options.patch_row, h - 1), min(options.patch_col, w - 1)
    extra = {"head_angle": math.radians(options.head_angle)} if options.scheme == "mixed" else {}
    if options.scheme == "eva02" and options.pt_grid:
        extra["pt_grid"] = options.pt_grid
    angles = vision_rope_angles(options.scheme, h, w, d, **extra)[r, c]
    if options.vectors == "ones":
        q = k = np.ones(d)
    else:
        q, k = seeded_vector(d, Q_SEED), seeded_vector(d, K_SEED)
    scores = vision_rope_scores(options.scheme, h, w, d, r, c, q, k, **extra)
    # Qwen's encoder holds the patches 2 x 2 merge block by block (a grid the merge divides)
    visit = (
        qwen_patch_order(h, w, 2)
        if options.scheme == "qwen-vit" and h % 2 == 0 and w % 2 == 0
        else np.empty((0, 2), dtype=np.int64)
    )
    return VisionRopeResult(
        vision_rope_axes(options.scheme, d),
        angles,
        scores,
        (r, c),
        options.scheme,
        VISION_ROPE_THETA[options.scheme],
        visit,
    )


SPEC = ViewSpec(
    id="vision-rope",
    paper=PaperLayout(("scores", "angles", "axes"), shown=("scores", "angles", "axes")),
    chapter="images",
    title="2-D RoPE in vision encoders",
    description="For a vision encoder's 2-D RoPE: which head dimensions turn with x and which with y, the "
    "angles at a patch, and q · k of that patch with every other.",
    area="right",
    reads=(),
    compute=compute,
    options=VisionRopeOptions,
)
