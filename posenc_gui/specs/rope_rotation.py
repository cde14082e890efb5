"""RoPE in two dimensions: one pair of a query at position m (the current position) and of a key at
position n, each turned by its position times theta_i; the angle between them is (m - n) theta_i, whatever
m and n are. Beside it, context extension: the angle each pair reaches at a target length against the
angles it turned through in training, without scaling, with position interpolation or with NTK-aware base
scaling."""

from __future__ import annotations

import numpy as np

from ..core import Params
from ..core.errors import ParamError
from ..core.rope import (
    K_SEED,
    PAIRINGS,
    Q_SEED,
    as_complex,
    interpolated_positions,
    ntk_base,
    rope_rotate,
    rope_thetas,
    rope_width,
    seeded_vector,
)
from ..core.validation import MAX_POSITION
from ..records import record
from .kit.base import Options, Result, ViewSpec
from .kit.fields import choice_option, whole_option

EXTENSIONS = ("none", "interpolation", "ntk")
# what the views call them (English; translated where shown)
EXTENSION_NAMES = {"none": "no scaling", "interpolation": "position interpolation", "ntk": "NTK-aware base"}


def scaled(base: float, d: int, extension: str, trained: int, target: int) -> tuple[float, float]:
    """(position factor, base) that an extension rule applies when running at the target length."""
    if extension == "interpolation":
        return trained / target, base
    if extension == "ntk":
        return 1.0, ntk_base(base, d, trained, target)
    return 1.0, base


@record
class RopeRotationOptions(Options):
    pair: int = whole_option(
        0,
        0,
        2**15,
        live=lambda p: (0, max(0, rope_width(p.d_model) // 2 - 1)),
        label="Pair:",
        tip="The pair of dimensions drawn (i: speed θ_i = base^(−2i/d))",
    )
    key: int = whole_option(
        0,
        0,
        MAX_POSITION,
        label="Key at n:",  # (the query's is the current position)
        tip="The key's position n; the query's is the current position m",
    )
    pairing: str = choice_option(
        "interleaved",
        PAIRINGS,
        tip=(
            "interleaved: pairs (x0, x1), (x2, x3), … as in RoFormer; split-half: (x_j, x_j+d/2) as GPT-NeoX and "
            "Hugging Face's rotate_half"
        ),
    )
    extension: str = choice_option(
        "none",
        tuple(EXTENSION_NAMES.items()),
        tip=(
            "Running at the target length: no scaling, position interpolation (positions × trained/target) or "
            "NTK-aware scaling (base × s^(d/(d−2)), s = target/trained)"
        ),
    )
    trained: int = whole_option(2048, 2, 10**6, label="Length:", tip="Context length seen in training")
    target: int = whole_option(8192, 2, 10**7, label="→", tip="Context length wanted (longer than trained)")

    def validate(self) -> None:
        if self.target <= self.trained:
            raise ParamError(
                "the target length ({target}) must exceed the trained length ({trained}).",
                target=self.target,
                trained=self.trained,
            )

    def check(self, params: Params) -> None:
        pairs = rope_width(params.d_model) // 2
        if self.pair >= pairs:
            raise ParamError(
                "pair must lie between 0 and {last} for d_model {d}; {value} is out of range.",
                last=pairs - 1,
                d=params.d_model,
                value=self.pair,
            )

    def fit(self, params: Params) -> RopeRotationOptions:
        pairs = rope_width(params.d_model) // 2
        return self if self.pair < pairs else self.replace(pair=pairs - 1)


@record(eq=False)
class RopeRotationResult(Result):
    d: int
    pair: int
    theta: float  # the pair's angular speed (after the extension's base)
    m: float  # query position (after the extension's scaling)
    n: float  # key position (after scaling)
    q_pair: np.ndarray  # (2,) the query's pair before rotation
    k_pair: np.ndarray
    q_rot: np.ndarray  # (2,) after rotation by m theta
    k_rot: np.ndarray  # (2,) after rotation by n theta
    angle: float  # (m - n) theta, the angle from k_rot to q_rot
    score: float  # q_m . k_n over all d dimensions
    pair_score: float  # this pair's share of it
    trained_angles: np.ndarray  # per pair: trained * theta_i (radians), the largest angle seen in training
    target_angles: np.ndarray  # per pair: the angle reached at the target length under the extension
    extension: str

    def data_table(self) -> tuple[list[str], np.ndarray]:
        pairs = np.arange(self.trained_angles.size)
        return (
            ["pair", "trained_angle", "target_angle"],
            np.column_stack([pairs, self.trained_angles, self.target_angles]),
        )


def compute(params: Params, options: RopeRotationOptions) -> RopeRotationResult:
    d = rope_width(params.d_model)
    q = seeded_vector(d, Q_SEED)
    k = seeded_vector(d, K_SEED)
    factor, base = scaled(params.base, d, options.extension, options.trained, options.target)
    m, n = params.position * factor, options.key * factor
    pairing = options.pairing
    q_m, k_n = rope_rotate(q, m, base, pairing), rope_rotate(k, n, base, pairing)
    i = options.pair
    theta = float(rope_thetas(d, base)[i])
    zq, zk = as_complex(q, pairing)[i], as_complex(k, pairing)[i]
    zqm, zkn = as_complex(q_m, pairing)[i], as_complex(k_n, pairing)[i]
    trained = options.trained * rope_thetas(d, params.base)
    target_positions = (
        interpolated_positions([options.target], options.trained, options.target)[0]
        if options.extension == "interpolation"
        else options.target
    )
    target = target_positions * rope_thetas(d, base)
    return RopeRotationResult(
        d,
        i,
        theta,
        m,
        n,
        np.array([zq.real, zq.imag]),
        np.array([zk.real, zk.imag]),
        np.array([zqm.real, zqm.imag]),
        np.array([zkn.real, zkn.imag]),
        (m - n) * theta,
        float(q_m @ k_n),
        float((zqm * np.conj(zkn)).real),
        trained,
        target,
        options.extension,
    )


SPEC = ViewSpec(
    id="rope-rotation",
    chapter="rope",
    title="RoPE rotation",
    description="Rotary position embedding in 2-D: a query pair at the current position and a key pair at "
    "position n, each turned by position × θ_i; their angle is (m − n)θ_i. Beside it, the angle "
    "each pair reaches at a longer context, with and without position interpolation or NTK "
    "scaling.",
    area="right",
    reads=("d_model", "base", "position"),
    compute=compute,
    options=RopeRotationOptions,
    animated=True,
)
