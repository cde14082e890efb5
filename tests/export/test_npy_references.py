"""Every view's NPY file, written by `posenc-gui export --view all --formats npy,npz`, against the same numbers
computed here without posenc_gui: plain loops over the formulas, the documented seeds, the shipped table.

The options each reference reads come from the NPZ's `settings` (so a wrong setting fails too); the NPY must be
the main array alone, exactly its shape, without an index column. A view without a reference here fails
`test_every_view_has_a_reference`."""

import cmath
import hashlib
import json
import math
import os
import subprocess
import sys

import numpy as np
import pytest
from helpers import ROOT, pe_value

from posenc_gui.specs import SPECS

D, L, POSITION = 16, 40, 2.5
SET = (
    "extrapolation.trained = 10; rope-scores.length = 24; rope-decay.d = 16; rope-decay.r_max = 64; "
    "xpos.d = 16; xpos.r_max = 100; fire.span = 40; fire.c = 0.25; fire.L = 24"
)
REFERENCES = {}


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    folder = tmp_path_factory.mktemp("npy")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "posenc_gui",
            "export",
            "--view",
            "all",
            "--out",
            str(folder),
            "--formats",
            "npy,npz",
            "--d-model",
            str(D),
            "--max-len",
            str(L),
            "--position",
            str(POSITION),
            "--set",
            SET,
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    return folder


def reference(vid):
    def register(check):
        REFERENCES[vid] = check
        return check

    return register


def close(actual, expected, atol):
    """`actual` has `expected`'s shape and values; NaN in `expected`: not checked here (a seeded, illustrative
    value)."""
    expected = np.asarray(expected, dtype=np.float64)
    assert actual.shape == expected.shape, (actual.shape, expected.shape)
    known = ~np.isnan(expected)
    np.testing.assert_allclose(np.asarray(actual, dtype=np.float64)[known], expected[known], rtol=0, atol=atol)


def table(positions, dims, d=D, base=10000.0, layout="interleaved"):
    return np.array([[pe_value(p, k, d, base, layout) for k in dims] for p in positions]).reshape(
        len(positions), len(dims)
    )


def omega(i, d=D, base=10000.0):
    return base ** (-2 * i / d)


@pytest.mark.parametrize("vid", list(SPECS))
def test_each_views_npy_holds_its_numbers_computed_independently(exported, vid):
    npy = np.load(exported / f"{vid}.npy", allow_pickle=False)
    with np.load(exported / f"{vid}.npz", allow_pickle=False) as npz:
        arrays = {name: npz[name] for name in npz.files}
    settings = json.loads(str(arrays["settings"]))
    np.testing.assert_array_equal(arrays[str(arrays["main"])], npy)  # the NPZ holds the same main array
    assert npy.ndim == len(arrays["axes"])
    assert settings["d_model"] == D and settings["max_len"] == L and settings["position"] == POSITION
    REFERENCES[vid](npy, settings, arrays)


def test_every_view_has_a_reference():
    assert set(REFERENCES) == set(SPECS)


# -- the encoding and why it works ------------------------------------------------------------------------------
@reference("heatmap")
def _heatmap(npy, s, z):
    assert npy.dtype == np.float64
    close(npy, table(range(L), range(D)), 1e-12)


@reference("waves")
def _waves(npy, s, z):
    close(npy, table(range(L), [k for k in s["waves.dims"] if k < D]), 1e-6)


@reference("phase")
def _phase(npy, s, z):
    last = math.floor(POSITION)
    w = omega(s["phase.pair"])
    close(
        npy, [[math.cos(p * w), math.sin(p * w)] for p in range(max(0, last - s["phase.trail"] + 1), last + 1)], 1e-12
    )


@reference("similarity")
def _similarity(npy, s, z):
    t = table(range(L), range(D))
    matrix = t @ t.T
    if s["similarity.kind"] == "cosine":
        norms = np.linalg.norm(t, axis=1)
        matrix = matrix / np.outer(norms, norms)
    assert npy.dtype == np.float32 and npy.shape == (L, L)
    close(npy, matrix, 2e-5)


@reference("vectors")
def _vectors(npy, s, z):
    positions = [p for p in s["vectors.positions"] if p < L]
    close(npy, table(positions, range(min(s["vectors.first_dims"], D))), 1e-6)


@reference("shift")
def _shift(npy, s, z):
    k = s["shift.k"]
    shifted = [pe_value(POSITION + k, dim, D) for dim in range(D)]
    close(npy, np.column_stack([[pe_value(POSITION, dim, D) for dim in range(D)], shifted, shifted]), 1e-9)


@reference("spectrum")
def _spectrum(npy, s, z):
    rows = []
    for i in range((D + 1) // 2):
        w = omega(i)
        rows.append([w, 2 * math.pi / w, L / (2 * math.pi / w)])
    close(npy, rows, 1e-9)


@reference("formula")
def _formula(npy, s, z):
    pos = POSITION if s["formula.pos"] == -1 else s["formula.pos"]
    close(npy, [[k // 2, omega(k // 2), pos * omega(k // 2), pe_value(pos, k, D)] for k in range(min(8, D))], 1e-9)


@reference("extrapolation")
def _extrapolation(npy, s, z):
    shown = s["extrapolation.trained"] * s["extrapolation.factor"]
    assert s["extrapolation.extension"] == "none" and shown <= 1024  # one row per position: no averaging
    close(npy, table(range(shown), range(D)), 1e-6)


# -- why position is needed -------------------------------------------------------------------------------------
def embeddings(words, d):
    """Each word's row: uniform in [-1, 1] from the first 8 bytes of its BLAKE2b digest (little-endian)."""
    seeds = [int.from_bytes(hashlib.blake2b(w.encode("utf-8"), digest_size=8).digest(), "little") for w in words]
    return np.array([np.random.default_rng(seed).uniform(-1.0, 1.0, d) for seed in seeds])


def attention_output(x):
    """The toy head: W_q, W_k, W_v ~ N(0, 1/d) of width min(d, 32) from seed 2017, softmax(q k^T / sqrt(width)) v."""
    d = x.shape[1]
    width = min(d, 32)
    w = np.random.default_rng(2017).normal(0.0, 1.0 / math.sqrt(d), (3, d, width))
    q, k, v = x @ w[0], x @ w[1], x @ w[2]
    scores = q @ k.T / math.sqrt(width)
    out = np.empty((x.shape[0], width))
    for i in range(x.shape[0]):
        e = np.exp(scores[i] - scores[i].max())
        out[i] = (e / e.sum()) @ v
    return out


@reference("order")
def _order(npy, s, z):
    words = s["order.sentence"].split()
    order = list(s["order.order"]) or [1, 0, *range(2, len(words))]
    assert s["order.mask"] == "none"
    e, pe = embeddings(words, D), table(range(len(words)), range(D))
    columns = [order]
    for add in (0.0, pe):
        a, b = attention_output(e + add), attention_output(e[order] + add)
        columns.append([np.abs(b[j] - a[order[j]]).max() for j in range(len(words))])
    close(npy, np.column_stack(columns), 1e-12)
    assert npy[:, 1].max() < 1e-12 < npy[:, 2].min()  # a bag of words without PE, a sentence with it


@reference("naive")
def _naive(npy, s, z):
    rows = [[n, p, p, p / (n - 1)] for n in (s["naive.short"], s["naive.long"]) for p in range(n)]
    close(npy, rows, 1e-15)


@reference("binary")
def _binary(npy, s, z):
    bits = s["binary.bits"]
    close(npy, [[(p >> b) & 1 for b in reversed(range(bits))] for p in range(s["binary.count"])], 0)


@reference("embedding")
def _embedding(npy, s, z):
    words = s["embedding.sentence"].split()
    assert s["embedding.multiply"] == "none" and s["embedding.combine"] == "add"
    expected = embeddings(words, D) * s["embedding.scale"] + table(range(len(words)), range(D))
    close(npy, expected, 1e-12)


@reference("learned")
def _learned(npy, s, z):
    assert s["learned.kind"] == "minilm"
    shipped = np.load(ROOT / "resources" / "learned" / "all-MiniLM-L6-v2.position_embeddings.npy")
    assert npy.shape == (512, 384)
    np.testing.assert_array_equal(npy, shipped.astype(np.float32))


# -- RoPE ---------------------------------------------------------------------------------------------------------
def thetas(d, base=10000.0):
    return [base ** (-2 * i / d) for i in range(d // 2)]


def rotated(x, position, base=10000.0, pairing="interleaved"):
    """x with pair i, (x[2i], x[2i+1]) or (x[i], x[i + d/2]), turned by position * theta_i."""
    d, out = len(x), np.array(x, dtype=np.float64)
    for i, theta in enumerate(thetas(d, base)):
        a, b = (2 * i, 2 * i + 1) if pairing == "interleaved" else (i, i + d // 2)
        c, s = math.cos(position * theta), math.sin(position * theta)
        out[a], out[b] = x[a] * c - x[b] * s, x[a] * s + x[b] * c
    return out


@reference("rope-rotation")
def _rope_rotation(npy, s, z):
    assert s["rope-rotation.extension"] == "none"
    close(npy, [[s["rope-rotation.trained"] * t, s["rope-rotation.target"] * t] for t in thetas(D)], 1e-9)


@reference("rope-scores")
def _rope_scores(npy, s, z):
    # the seeds are inputs; the rotation and the products are computed here
    from posenc_gui.core import K_SEED, Q_SEED

    q, k = np.random.default_rng(Q_SEED).standard_normal(D), np.random.default_rng(K_SEED).standard_normal(D)
    n = s["rope-scores.length"]
    pairing = s["rope-scores.pairing"]
    expected = [[rotated(q, m, pairing=pairing) @ rotated(k, j, pairing=pairing) for j in range(n)] for m in range(n)]
    close(npy, expected, 1e-9)


@reference("rope-decay")
def _rope_decay(npy, s, z):
    d, base = s["rope-decay.d"], s["rope-decay.base"]
    assert s["rope-decay.extension"] == "none" and s["rope-decay.r_max"] < 2000
    rows = []
    for r in range(s["rope-decay.r_max"] + 1):
        turns = [cmath.exp(1j * r * t) for t in thetas(d, base)]
        partial = np.cumsum(turns)
        rows.append([np.abs(partial).mean(), np.mean([math.cos(r * t) for t in thetas(d, base)]), np.nan])
    close(npy, rows, 1e-9)


# -- relative biases ----------------------------------------------------------------------------------------------
def t5_bucket(rp, bidirectional, num_buckets, max_distance):
    """transformers' T5Attention._relative_position_bucket, with torch's float32 logarithm."""
    bucket = 0
    if bidirectional:
        num_buckets //= 2
        bucket += num_buckets if rp > 0 else 0
        n = abs(rp)
    else:
        n = -min(rp, 0)
    exact = num_buckets // 2
    if n < exact:
        return bucket + n
    ratio = np.log(np.float32(n) / np.float32(exact)) / np.float32(math.log(max_distance / exact))
    large = exact + int(np.float32(ratio * np.float32(num_buckets - exact)))
    return bucket + min(large, num_buckets - 1)


@reference("bias-by-distance")
def _bias_by_distance(npy, s, z):
    assert s["bias-by-distance.mode"] == "ones"
    slope = 2.0 ** -s["bias-by-distance.alibi_head"]
    rows = []
    for r in range(L):
        ws = thetas(D)
        zeta = [(2 * j / D + 0.4) / 1.4 for j in range(D // 2)]
        rows.append(
            [
                0.0,
                sum(math.cos(r * w) for w in ws) - D / 2,
                sum(2 * math.cos(r * w) for w in ws) - D,
                sum(2 * z ** (r / 512) * math.cos(r * w) for z, w in zip(zeta, ws)) - D,
                -slope * r,
                np.nan,
                -math.log(1 + r),
                -math.sqrt(r),
            ]
        )
    close(npy, rows, 1e-9)


@reference("alibi")
def _alibi(npy, s, z):
    n = s["alibi.heads"]
    assert n & (n - 1) == 0  # a power of two: the paper's geometric sequence
    slopes = [2.0 ** (-8 * h / n) for h in range(1, n + 1)]
    close(npy, [[m, math.log(10) / m] for m in slopes], 1e-12)


@reference("relative-buckets")
def _relative_buckets(npy, s, z):
    k, both = s["relative-buckets.shaw_k"], s["relative-buckets.t5_direction"] == "bidirectional"
    rows = [
        [
            min(max(rp, -k), k) + k,
            t5_bucket(rp, both, s["relative-buckets.t5_buckets"], s["relative-buckets.t5_max_distance"]),
            np.nan,
        ]
        for rp in range(-1024, 1025)
    ]
    close(npy, rows, 0)


@reference("xpos")
def _xpos(npy, s, z):
    d, gamma = s["xpos.d"], s["xpos.gamma"]
    close(npy, [[t, (2 * j / d + gamma) / (1 + gamma)] for j, t in enumerate(thetas(d))], 1e-12)


@reference("transformer-xl")
def _transformer_xl(npy, s, z):
    n, d = min(L, 64), D
    rng = np.random.default_rng(s["transformer-xl.seed"])
    w_q, w_ke, w_kr = rng.standard_normal((3, d, d)) / math.sqrt(d)
    u, v = rng.standard_normal((2, d))
    e = rng.standard_normal((n, d))
    w = np.array(thetas(d))

    def r_of(distance):  # Transformer-XL's R: all sines, then all cosines
        return np.concatenate([np.sin(distance * w), np.cos(distance * w)])

    terms = np.empty((4, n, n))
    for i in range(n):
        for j in range(n):
            query, key, rel = w_q @ e[i], w_ke @ e[j], w_kr @ r_of(i - j)
            terms[:, i, j] = query @ key, query @ rel, u @ key, v @ rel
    close(npy, terms, 1e-9)


@reference("fire")
def _fire(npy, s, z):
    # FIRE's module (mcleish7/arithmetic): log(|c(i - j)| + 1) / (log(|c max(i, L)| + 1) + 1e-6); keys after the
    # query are masked (NaN) in the view's map
    n, c, big_l = s["fire.span"], s["fire.c"], s["fire.L"]
    assert (n, c, big_l) == (40, 0.25, 24)
    x = [
        [math.log(c * (i - j) + 1) / (math.log(c * max(i, big_l) + 1) + 1e-6) if j <= i else np.nan for j in range(n)]
        for i in range(n)
    ]
    assert np.array_equal(np.isnan(npy), np.isnan(x))
    close(npy, x, 1e-12)


@reference("cope")
def _cope(npy, s, z):
    # the sentence rule: a gate of 1 at each word that ends a sentence, 0 elsewhere; p_j sums the gates from key j
    # to the last word (RAM's flip-cumsum-flip), token distance n - 1 - j
    assert s["cope.gate"] == "sentence" and s["cope.npos"] == 0
    words = s["cope.sentence"].split()
    gates = [1.0 if w[-1] in ".!?" else 0.0 for w in words]
    n = len(words)
    close(npy, [[gates[j], sum(gates[j:]), n - 1 - j] for j in range(n)], 0)
    assert list(z["words"]) == words


@reference("nope")
def _nope(npy, s, z):
    close(npy, [1 / (t + 1) for t in range(min(L, 1024))], 1e-12)


@reference("packing")
def _packing(npy, s, z):
    from packing_reference import packing  # the toy layer one number at a time, from its documented draws

    assert s["packing.documents"] == "12, 8, 10" and s["packing.positions"] == "reset"
    assert s["packing.mask"] == "document" and s["packing.encoding"] == "rope"
    weights, leak, _, leaks, diffs = packing((12, 8, 10), True, True, "rope", 64, s["packing.seed"])
    close(npy, weights, 1e-13)
    close(z["leak_by_document"], leaks, 1e-13)
    close(z["difference_by_document"], diffs, 1e-12)
    assert leak == 0 and max(diffs) < 1e-12


# -- long context: the columns that follow from the setting alone (each rule's scaling is tested with its view) ---
def _default_inv_freq(s):
    assert s["long-context.source"] == "manual" and s["long-context.partial"] == 1.0
    return np.array(thetas(D - D % 2))


@reference("rope-frequencies")
def _rope_frequencies(npy, s, z):
    inv = _default_inv_freq(s)
    nan = np.full(inv.size, np.nan)
    close(npy, np.column_stack([inv, nan, 2 * np.pi / inv, nan, nan]), 1e-9)
    np.testing.assert_allclose(npy[:, 4], npy[:, 0] / npy[:, 1], rtol=1e-12)  # ratio
    np.testing.assert_allclose(npy[:, 3], 2 * np.pi / npy[:, 1], rtol=1e-12)  # wavelength under the rule


@reference("rope-context")
def _rope_context(npy, s, z):
    inv = _default_inv_freq(s)
    nan = np.full(inv.size, np.nan)
    close(npy, np.column_stack([s["long-context.trained"] * inv / (2 * np.pi), nan, nan]), 1e-9)
    np.testing.assert_array_equal(npy[:, 2], (npy[:, 0] < 1) & (npy[:, 1] > npy[:, 0]))


@reference("attention-temperature")
def _attention_temperature(npy, s, z):
    lengths = z["length"]
    assert npy.shape == (lengths.size, 2) and lengths[0] == 2 and lengths[-1] == s["long-context.target"]
    assert np.all((npy >= 0) & (npy <= np.log(lengths)[:, None] + 1e-9))  # an entropy of L keys: 0 .. ln L


# -- images and video ------------------------------------------------------------------------------------------
def mae_row(r, c, dim):
    """MAE's get_2d_sincos_pos_embed row of the patch at row r, column c: emb_h (the first half) from the column
    (grid[0] of meshgrid(grid_w, grid_h)), emb_w from the row; each half sines then cosines."""

    def one_d(d, pos):
        om = [1.0 / 10000 ** (i / (d / 2.0)) for i in range(d // 2)]
        return [math.sin(pos * o) for o in om] + [math.cos(pos * o) for o in om]

    return np.array(one_d(dim // 2, c) + one_d(dim // 2, r))


@reference("vision-sincos")
def _vision_sincos(npy, s, z):
    h, w, dim = s["vision-sincos.grid_h"], s["vision-sincos.grid_w"], s["vision-sincos.dim"]
    k = min(s["vision-sincos.dimension"], dim - 1)
    close(npy, [[mae_row(r, c, dim)[k] for c in range(w)] for r in range(h)], 1e-12)
    pr, pc = min(s["vision-sincos.patch_row"], h - 1), min(s["vision-sincos.patch_col"], w - 1)
    ref = mae_row(pr, pc, dim)
    close(z["similarity"], [[mae_row(r, c, dim) @ ref / (dim / 2) for c in range(w)] for r in range(h)], 1e-12)


@reference("vision-rope")
def _vision_rope(npy, s, z):
    # the default scheme, rope-vit's RoPE-Axial (compute_axial_cis, theta 100), with all-ones q and k
    assert s["vision-rope.scheme"] == "axial" and s["vision-rope.vectors"] == "ones"
    h, w, d = s["vision-rope.grid_h"], s["vision-rope.grid_w"], s["vision-rope.head_dim"]
    pr, pc = min(s["vision-rope.patch_row"], h - 1), min(s["vision-rope.patch_col"], w - 1)
    freqs = [1.0 / 100.0 ** (k / d) for k in range(0, d, 4)][: d // 4]

    def pair_angles(r, c):
        return [c * f for f in freqs] + [r * f for f in freqs]

    q_angles = pair_angles(pr, pc)
    expected = [
        [sum(2 * math.cos(a - b) for a, b in zip(q_angles, pair_angles(r, c), strict=True)) for c in range(w)]
        for r in range(h)
    ]
    close(npy, expected, 1e-9)
    close(z["angle"], [a for a in q_angles for _ in (0, 1)], 1e-12)


@reference("mrope")
def _mrope(npy, s, z):
    # the default layout "text 3, image 1x4x4, text 2, video 2x4x4 @1.0 s" under Qwen2-VL, merge 2, by hand:
    # text 0 1 2; image block at 3 (2 x 2 tokens); text 5 6; video 2 frames of 2 x 2 at 7
    assert s["mrope.layout"] == "text 3, image 1x4x4, text 2, video 2x4x4 @1.0 s" and s["mrope.model"] == "qwen2-vl"
    kinds = [0, 0, 0, 1, 1, 1, 1, 0, 0] + [2] * 8
    t = [0, 1, 2, 3, 3, 3, 3, 5, 6, 7, 7, 7, 7, 8, 8, 8, 8]
    hh = [0, 1, 2, 3, 3, 4, 4, 5, 6, 7, 7, 8, 8, 7, 7, 8, 8]
    ww = [0, 1, 2, 3, 4, 3, 4, 5, 6, 7, 8, 7, 8, 7, 8, 7, 8]
    close(npy, np.column_stack([kinds, t, hh, ww]), 0)
    assert int(z["rope_delta"]) == 9 - 17
    assert z["freq_axis"].tolist() == [0] * 16 + [1] * 24 + [2] * 24


# -- RoPE in low precision: every pipeline one number at a time (tests/low_precision_reference.py) ----------------
def _wrap(x):
    return math.nan if math.isinf(x) else (x + math.pi) % (2 * math.pi) - math.pi


@reference("rope-precision")
def _rope_precision(npy, s, z):
    from low_precision_reference import angle_ref, inv_freq_ref

    pipelines = ["fp32", "bf16-legacy", "bf16-inv", "bf16-angles", "tf32", "fp16"]
    assert list(z["curve"]) == pipelines and s["rope-precision.pair"] == -1 and s["rope-precision.error"] == "wrapped"
    positions, top = z["position"], s["rope-precision.top"]
    assert positions[0] == 1 and positions[-1] == top and {257, 513, 2049, 8193} <= set(positions)
    assert np.all(positions == np.round(positions)) and np.all(np.diff(positions) > 0)
    inv, exact = inv_freq_ref(D, 10_000.0), [1.0 / 10_000.0 ** (j / D) for j in range(0, D, 2)]

    def worst(p, pipeline):  # the largest |wrapped error| over the pairs; NaN if float16 made one inf
        errors = [abs(_wrap(angle_ref(p, inv[i], exact[i], pipeline) - p * exact[i])) for i in range(D // 2)]
        return math.nan if any(math.isnan(e) for e in errors) else max(errors)

    expected = [[worst(float(p), pipeline) for pipeline in pipelines] for p in positions]
    expected = np.array(expected)
    np.testing.assert_array_equal(np.isnan(npy), np.isnan(expected))  # fp16 from 65,520 on
    close(npy, expected, 1e-8)


@reference("rope-invariance")
def _rope_invariance(npy, s, z):
    from low_precision_reference import shift_score_ref

    pipelines = ["exact", "fp32", "bf16-legacy", "bf16-inv", "bf16-angles", "tf32", "fp16", "hf-bf16"]
    assert list(z["curve"]) == pipelines
    seed, dist = s["rope-invariance.seed"], s["rope-invariance.distance"]
    q = np.random.default_rng(seed).standard_normal(D)
    k = np.random.default_rng(seed + 1).standard_normal(D)
    m = z["m"]
    assert m[0] == 1 and m[-1] == s["rope-invariance.top"]
    expected = np.array([[shift_score_ref(q, k, float(p), dist, 10_000.0, pl) for pl in pipelines] for p in m])
    np.testing.assert_array_equal(np.isnan(npy), np.isnan(expected))
    close(npy[:, :-1], expected[:, :-1], 1e-7)
    close(npy[:, -1:], expected[:, -1:], 1e-4)  # (hf-bf16: float32 sums in another order)


# -- models: the default presets, their layers and wavelengths written here from the families' code -------------
def _cited_strip(model):
    """Gemma 3 27B as Google's gemma/gm/nn/_gemma.py builds it: 62 layers, 5 local (sliding 1,024, base 10,000,
    no scaling) to 1 global (full, base 1,000,000, linear); every head 128 wide, all of it rotated. Columns:
    attention (0 full, 1 sliding), window (0: none), position (0 RoPE), base, rope_type (0 default, 1 linear),
    rotary_dim."""
    assert model == "gemma-3-27b"
    return np.array([[0, 0, 0, 1e6, 1, 128] if i % 6 == 5 else [1, 1024, 0, 1e4, 0, 128] for i in range(62)])


@reference("model-layers")
def _model_layers(npy, s, z):
    close(npy, _cited_strip(s["model-layers.model"]), 0)


def _llama3(inv, factor, low, high, original):
    """transformers' _compute_llama3_parameters, one frequency at a time."""
    out = []
    for f in inv:
        wavelength = 2 * math.pi / f
        if wavelength < original / high:
            out.append(f)
        elif wavelength > original / low:
            out.append(f / factor)
        else:
            smooth = (original / wavelength - low) / (high - low)
            out.append((1 - smooth) * f / factor + smooth * f)
    return np.array(out)


@reference("sinks")
def _sinks(npy, s, z):
    """The typed example's share e^s / (e^s + L e^c) of each head at each key count, and StreamingLLM's cache."""
    c, window, context = s["sinks.logit"], s["sinks.window"], s["sinks.context"]
    sinks = [-2.0, 0.0, 2.0, 4.0, 6.0, 8.0]
    keys = z["keys"]
    assert keys[0] == 1 and keys[-1] == 4 * max(window, context) and (np.diff(keys) > 0).all()
    close(npy, [[1 / (1 + n * math.exp(c - h)) for n in keys] for h in sinks], 1e-12)
    close(z["at_window"], [1 / (1 + window * math.exp(c - h)) for h in sinks], 1e-12)
    stream, start, recent = s["sinks.stream"], s["sinks.start"], s["sinks.recent"]
    kept = list(range(stream)) if stream <= start + recent else [*range(start), *range(stream - recent, stream)]
    assert z["stream_position"].tolist() == kept and z["cache_position"].tolist() == list(range(len(kept)))


@reference("model-compare")
def _model_compare(npy, s, z):
    assert [s[f"model-compare.{k}"] for k in ("first", "second", "third", "fourth")] == [
        "gemma-3-27b",
        "llama-3.1-8b",
        "gpt-oss",
        "none",
    ]
    model = z["model"]
    rows = []
    # Gemma 3 27B's global layers: base 1,000,000 over 128 dims, positions / 8; no original context stated
    inv = np.array([1e6 ** (-2 * k / 128) for k in range(64)])
    rows += [[k, k / 64, 2 * math.pi / (inv[k] / 8), -1, 131072 * inv[k] / 8 / (2 * math.pi)] for k in range(64)]
    # Llama 3.1 8B: base 500,000, llama3 ×8 with bands 1 and 4 over 8,192
    inv = np.array([500000.0 ** (-2 * k / 128) for k in range(64)])
    scaled = _llama3(inv, 8.0, 1.0, 4.0, 8192)
    rows += [
        [k, k / 64, 2 * math.pi / scaled[k], 8192 * inv[k] / (2 * math.pi), 131072 * scaled[k] / (2 * math.pi)]
        for k in range(64)
    ]
    # gpt-oss: base 150,000 over 64 dims; YaRN's scaled wavelengths are its view's test's (not checked here)
    inv = np.array([150000.0 ** (-2 * k / 64) for k in range(32)])
    rows += [[k, k / 32, np.nan, 4096 * inv[k] / (2 * math.pi), np.nan] for k in range(32)]
    np.testing.assert_array_equal(model, [0] * 64 + [1] * 64 + [2] * 32)
    assert list(z["names"]) == ["Gemma 3 27B", "Llama 3.1 8B", "gpt-oss (reference defaults)", ""]
    expected = np.array(rows)
    close(npy, expected, 1e-6)
    known = ~np.isnan(expected[:, 2])
    np.testing.assert_allclose(npy[known, 2], expected[known, 2], rtol=1e-12)  # (wavelengths up to 4·10⁷)


# -- inside a real model (the shipped all-MiniLM-L6-v2, run directly; the views' own arithmetic in loops) ---------
def _minilm_runs(s):
    from posenc_gui.live import open_model
    from posenc_gui.resources import resource_path

    assert s["live.model"] == "shipped" and s["live.experiment"] == "none"
    model = open_model(resource_path("live", "all-MiniLM-L6-v2"))
    ids = model.tokenize(s["live.sentence"])
    return model, ids, model.run(ids), model.run(ids, positions=False)


@reference("live-attention")
def _live_attention(npy, s, z):
    model, ids, trained, none = _minilm_runs(s)
    layer, head, n = s["live.layer"], s["live.head"], len(ids)
    close(npy, np.stack([trained.attentions[layer][head], none.attentions[layer][head]]), 1e-7)
    assert z["tokens"].tolist() == model.tokens(ids)
    for which, run in (("trained", trained), ("experiment", none)):
        expected = [
            [sum(float(a[i, j]) * abs(i - j) for i in range(n) for j in range(n)) / n for a in run.attentions[k]]
            for k in range(model.n_layers)
        ]
        close(z[f"mean_distance_{which}"], expected, 1e-9)


@reference("live-change")
def _live_change(npy, s, z):
    _, ids, trained, none = _minilm_runs(s)
    a, b = trained.hidden.astype(np.float64), none.hidden.astype(np.float64)
    cos = [float(a[i] @ b[i]) / math.sqrt(float(a[i] @ a[i]) * float(b[i] @ b[i])) for i in range(len(ids))]
    assert z["curve"].tolist()[:2] == ["cosine", "cosine_none"]
    close(npy[:, 0], cos, 1e-9)
    close(npy[:, 1], cos, 1e-9)  # (the chosen experiment's curve is its cosines)


@reference("live-bag")
def _live_bag(npy, s, z):
    model, ids, trained, none = _minilm_runs(s)
    order = [int(i) for i in npy[:, 0]]
    assert sorted(order) == list(range(len(ids))) and order != sorted(order)
    shuffled = [ids[i] for i in order]
    for column, plain, positions in ((1, none, False), (2, trained, True)):
        moved = model.run(shuffled, positions=positions).hidden
        close(
            npy[:, column],
            [float(np.abs(moved[j].astype(np.float64) - plain.hidden[order[j]]).max()) for j in range(len(ids))],
            1e-12,
        )
    assert npy[:, 1].max() < 1e-5 and npy[:, 2].max() > 1e-2


@reference("live-rope-pairs")
def _live_rope_pairs(npy, s, z):
    assert s["live.model"] == "shipped"
    np.testing.assert_array_equal(npy, [[0.0]] * 6)  # all-MiniLM-L6-v2's six layers rotate no pair
