"""RoPE in two dimensions: one pair of a query at position m (the current position) and of a key at
position n, each turned by its position times theta_i; the angle between them is (m - n) theta_i, whatever
m and n are. Beside it, context extension: the angle each pair reaches at a target length against the
angles it turned through in training, without scaling, with position interpolation or with NTK-aware base
scaling."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

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
from ..core.validation import MAX_POSITION, choice, whole
from .base import Options, Result, ViewSpec

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


@dataclass(frozen=True)
class RopeRotationOptions(Options):
    pair: int = 0
    key: int = 0                    # the key's position n (the query's is the current position)
    pairing: str = "interleaved"
    extension: str = "none"
    trained: int = 2048             # context length seen in training
    target: int = 8192              # context length wanted

    def __post_init__(self):
        object.__setattr__(self, "pair", whole("pair", self.pair, 0, 2**15))
        object.__setattr__(self, "key", whole("key", self.key, 0, MAX_POSITION))
        choice("pairing", self.pairing, PAIRINGS)
        choice("extension", self.extension, EXTENSIONS)
        object.__setattr__(self, "trained", whole("trained", self.trained, 2, 10**6))
        object.__setattr__(self, "target", whole("target", self.target, 2, 10**7))
        if self.target <= self.trained:
            raise ParamError("the target length ({target}) must exceed the trained length ({trained}).",
                             target=self.target, trained=self.trained)

    def check(self, params) -> None:
        pairs = rope_width(params.d_model) // 2
        if self.pair >= pairs:
            raise ParamError("pair must lie between 0 and {last} for d_model {d}; {value} is out of range.",
                             last=pairs - 1, d=params.d_model, value=self.pair)

    def fit(self, params) -> "RopeRotationOptions":
        pairs = rope_width(params.d_model) // 2
        return self if self.pair < pairs else self.replace(pair=pairs - 1)


@dataclass(frozen=True, eq=False)
class RopeRotationResult(Result):
    d: int
    pair: int
    theta: float            # the pair's angular speed (after the extension's base)
    m: float                # query position (after the extension's scaling)
    n: float                # key position (after scaling)
    q_pair: np.ndarray      # (2,) the query's pair before rotation
    k_pair: np.ndarray
    q_rot: np.ndarray       # (2,) after rotation by m theta
    k_rot: np.ndarray       # (2,) after rotation by n theta
    angle: float            # (m - n) theta, the angle from k_rot to q_rot
    score: float            # q_m . k_n over all d dimensions
    pair_score: float       # this pair's share of it
    trained_angles: np.ndarray   # per pair: trained * theta_i (radians), the largest angle seen in training
    target_angles: np.ndarray    # per pair: the angle reached at the target length under the extension
    extension: str

    def data_table(self):
        pairs = np.arange(self.trained_angles.size)
        return (["pair", "trained_angle", "target_angle"],
                np.column_stack([pairs, self.trained_angles, self.target_angles]))


def compute(params, options: RopeRotationOptions) -> RopeRotationResult:
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
    target_positions = interpolated_positions([options.target], options.trained, options.target)[0] \
        if options.extension == "interpolation" else options.target
    target = target_positions * rope_thetas(d, base)
    return RopeRotationResult(d, i, theta, m, n, np.array([zq.real, zq.imag]), np.array([zk.real, zk.imag]),
                              np.array([zqm.real, zqm.imag]), np.array([zkn.real, zkn.imag]), (m - n) * theta,
                              float(q_m @ k_n), float((zqm * np.conj(zkn)).real), trained, target,
                              options.extension)


SPEC = ViewSpec(
    id="rope-rotation",
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
