"""Images and video: MAE's 2-D sin-cos table, the 2-D RoPE of vision encoders and Qwen-VL's M-RoPE position ids,
each against a plain-Python port of its reference code (written from the code, not from posenc_gui) and against
small tables worked out by hand; and the refusals."""

import math

import numpy as np
import pytest

from posenc_gui.core import (
    ParamError,
    mrope_axes,
    mrope_position_ids,
    mrope_token_kinds,
    qwen_patch_order,
    sincos_2d,
    vision_rope_angles,
    vision_rope_axes,
    vision_rope_scores,
)

# ---------------------------------------------------------------- MAE util/pos_embed.py


def mae_table(grid_h, grid_w, dim, cls_token=False):
    """get_2d_sincos_pos_embed with a (grid_h, grid_w) grid: grid = meshgrid(grid_w, grid_h) (w first), emb_h from
    grid[0], emb_w from grid[1], each get_1d_sincos_pos_embed_from_grid (sines, then cosines)."""

    def one_d(d, pos):
        omega = [1.0 / 10000 ** (i / (d / 2.0)) for i in range(d // 2)]
        return [math.sin(pos * o) for o in omega] + [math.cos(pos * o) for o in omega]

    rows = []
    for r in range(grid_h):
        for c in range(grid_w):
            grid0, grid1 = c, r  # meshgrid(grid_w, grid_h): grid[0] varies along the columns
            rows.append(one_d(dim // 2, grid0) + one_d(dim // 2, grid1))
    if cls_token:
        rows.insert(0, [0.0] * dim)
    return np.array(rows)


@pytest.mark.parametrize(("h", "w", "dim", "cls"), [(4, 4, 16, False), (3, 5, 8, True), (1, 7, 12, False)])
def test_sincos_2d_is_mae_table(h, w, dim, cls):
    got = sincos_2d(h, w, dim, cls_token=cls)
    assert got.dtype == np.float64 and got.shape == (h * w + cls, dim)
    np.testing.assert_allclose(got, mae_table(h, w, dim, cls), rtol=0, atol=1e-13)


def test_sincos_2d_by_hand_on_a_4x4_grid_with_dim_16():
    table = sincos_2d(4, 4, 16)
    # token 6 is row 1, column 2; omega = 1, 0.1, 0.01, 0.001. The first half (MAE's emb_h) holds the column.
    want = [
        math.sin(2),
        math.sin(0.2),
        math.sin(0.02),
        math.sin(0.002),
        math.cos(2),
        math.cos(0.2),
        math.cos(0.02),
        math.cos(0.002),
        math.sin(1),
        math.sin(0.1),
        math.sin(0.01),
        math.sin(0.001),
        math.cos(1),
        math.cos(0.1),
        math.cos(0.01),
        math.cos(0.001),
    ]
    np.testing.assert_allclose(table[6], want, rtol=0, atol=1e-15)
    # the first column (a sine of the column) is 0 down column 0, the same along every column
    assert table[[0, 4, 8, 12], 0].tolist() == [0.0, 0.0, 0.0, 0.0]
    np.testing.assert_allclose(table[[1, 5, 9, 13], 0], math.sin(1.0), atol=1e-15)


@pytest.mark.parametrize(
    ("args", "name"), [((0, 4, 16), "grid_h"), ((4, 2000, 16), "grid_w"), ((4, 4, 18), "dim"), ((4, 4, "x"), "dim")]
)
def test_sincos_2d_refuses(args, name):
    with pytest.raises(ParamError, match=name):
        sincos_2d(*args)
    with pytest.raises(ParamError, match="cls_token"):
        sincos_2d(2, 2, 8, cls_token="yes")


# ---------------------------------------------------------------- 2-D RoPE, one port per reference


def rope_vit_axial(h, w, dim, theta=100.0):
    """rope-vit compute_axial_cis: freqs 1/theta^(arange(0, dim, 4)[:dim//4] / dim) for x and for y;
    t = arange(end_x * end_y), t_x = t % end_x, t_y = t // end_x; cat([x angles, y angles]) per complex pair."""
    freqs = [1.0 / theta ** (k / dim) for k in range(0, dim, 4)][: dim // 4]
    out = np.zeros((h, w, dim))
    for t in range(h * w):
        tx, ty = t % w, t // w
        pairs = [tx * f for f in freqs] + [ty * f for f in freqs]
        for j, a in enumerate(pairs):  # view_as_complex: pair j is dims 2j, 2j + 1
            out[ty, tx, 2 * j] = out[ty, tx, 2 * j + 1] = a
    return out


def rope_vit_mixed(h, w, dim, angle, theta=10.0):
    """init_random_2d_freqs with the head's angle fixed, then compute_mixed_cis: t_x @ fx + t_y @ fy."""
    mag = [1.0 / theta ** (k / dim) for k in range(0, dim, 4)][: dim // 4]
    fx = [m * math.cos(angle) for m in mag] + [m * math.cos(math.pi / 2 + angle) for m in mag]
    fy = [m * math.sin(angle) for m in mag] + [m * math.sin(math.pi / 2 + angle) for m in mag]
    out = np.zeros((h, w, dim))
    for t in range(h * w):
        tx, ty = t % w, t // w
        for j in range(dim // 2):
            out[ty, tx, 2 * j] = out[ty, tx, 2 * j + 1] = tx * fx[j] + ty * fy[j]
    return out


def eva02(h, w, head_dim, pt=None, theta=10000.0):
    """VisionRotaryEmbeddingFast(dim=head_dim // 2, pt_seq_len=pt, ft_seq_len=grid): freqs 'lang', t = arange(ft)
    / ft * pt, each frequency repeated twice ('(n r)', r=2), broadcat((freqs[:, None], freqs[None, :])): the row's
    angles, then the column's."""
    dim = head_dim // 2
    freqs = [1.0 / theta ** (k / dim) for k in range(0, dim, 2)][: dim // 2]
    out = np.zeros((h, w, head_dim))
    for r in range(h):
        for c in range(w):
            tr = r if pt is None else r / h * pt
            tc = c if pt is None else c / w * pt
            fr = [a for f in freqs for a in (tr * f, tr * f)]
            fc = [a for f in freqs for a in (tc * f, tc * f)]
            out[r, c] = fr + fc
    return out


def dinov3(h, w, head_dim, theta=100.0):
    """DINOv3ViTRopePositionEmbedding: inv_freq = 1 / theta ** arange(0, 1, 4 / head_dim); coords of the patch
    centres, (y, x) in [-1, 1]; angles = 2 pi coords[:, :, None] * inv_freq, flatten(1, 2), tile(2)."""
    inv = [1.0 / theta ** (4 * f / head_dim) for f in range(head_dim // 4)]
    out = np.zeros((h, w, head_dim))
    for r in range(h):
        for c in range(w):
            y, x = 2.0 * ((r + 0.5) / h) - 1.0, 2.0 * ((c + 0.5) / w) - 1.0
            a = [2 * math.pi * y * f for f in inv] + [2 * math.pi * x * f for f in inv]
            out[r, c] = a + a
    return out


def pixtral(h, w, head_dim, theta=10000.0):
    """PixtralRotaryEmbedding: freqs = 1 / theta^(arange(0, dim, 2) / dim); freqs_h = h * freqs[::2], freqs_w =
    w * freqs[1::2]; cat([freqs_h, freqs_w]) then cat((inv_freq, inv_freq))."""
    freqs = [1.0 / theta ** (k / head_dim) for k in range(0, head_dim, 2)]
    out = np.zeros((h, w, head_dim))
    for r in range(h):
        for c in range(w):
            a = [r * f for f in freqs[::2]] + [c * f for f in freqs[1::2]]
            out[r, c] = a + a
    return out


def llama4(side, head_dim, theta=10000.0):
    """Llama4VisionRotaryEmbedding on a square grid: img_idx with the CLS (-2) last, x = idx % side + 1,
    y = idx // side + 1, rope_freq over freq_dim = head_dim // 2, repeat_interleave(2), cat, [..., ::2],
    masked to 0 for the CLS; complex pairs (interleaved). Returns (patches + CLS, head_dim)."""
    freq_dim = head_dim // 2
    rope_freq = [1.0 / theta ** (k / freq_dim) for k in range(0, freq_dim, 2)][: freq_dim // 2]
    idx = [*range(side * side), -2]
    out = np.zeros((len(idx), head_dim))
    for n, i in enumerate(idx):
        fx = [a for f in rope_freq for a in ((i % side + 1) * f,) * 2]
        fy = [a for f in rope_freq for a in ((i // side + 1) * f,) * 2]
        freqs = (fx + fy)[::2]
        if i < 0:
            freqs = [0.0] * len(freqs)
        for j, a in enumerate(freqs):
            out[n, 2 * j] = out[n, 2 * j + 1] = a
    return out


def qwen_vit(h, w, head_dim, theta=10000.0):
    """Qwen2/2.5/3-VL rot_pos_emb: table = outer(arange, 1/theta^(arange(0, dim, 2)/dim)) with dim = head_dim // 2;
    a patch takes cat(table[row], table[col]); the attention cat()s that twice (rotate_half)."""
    dim = head_dim // 2
    inv = [1.0 / theta ** (k / dim) for k in range(0, dim, 2)]
    out = np.zeros((h, w, head_dim))
    for r in range(h):
        for c in range(w):
            a = [r * f for f in inv] + [c * f for f in inv]
            out[r, c] = a + a
    return out


@pytest.mark.parametrize(("h", "w", "d"), [(4, 4, 16), (3, 5, 8), (6, 2, 32)])
def test_each_scheme_is_its_reference(h, w, d):
    tol = {"rtol": 1e-13, "atol": 1e-13}
    np.testing.assert_allclose(vision_rope_angles("axial", h, w, d), rope_vit_axial(h, w, d), **tol)
    np.testing.assert_allclose(
        vision_rope_angles("mixed", h, w, d, head_angle=0.7), rope_vit_mixed(h, w, d, 0.7), **tol
    )
    np.testing.assert_allclose(vision_rope_angles("eva02", h, w, d), eva02(h, w, d), **tol)
    np.testing.assert_allclose(vision_rope_angles("eva02", h, w, d, pt_grid=2), eva02(h, w, d, pt=2), **tol)
    np.testing.assert_allclose(vision_rope_angles("dinov3", h, w, d), dinov3(h, w, d), **tol)
    np.testing.assert_allclose(vision_rope_angles("pixtral", h, w, d), pixtral(h, w, d), **tol)
    np.testing.assert_allclose(vision_rope_angles("qwen-vit", h, w, d), qwen_vit(h, w, d), **tol)
    np.testing.assert_allclose(vision_rope_angles("axial", h, w, d, theta=7.0), rope_vit_axial(h, w, d, 7.0), **tol)


def test_llama4_vision_is_its_reference_with_the_cls_token_last_at_angle_0():
    ref = llama4(4, 16)
    got = vision_rope_angles("llama4-vision", 4, 4, 16)
    np.testing.assert_allclose(got.reshape(16, 16), ref[:-1], rtol=1e-13, atol=1e-13)
    assert not ref[-1].any()
    # 1-based: the top-left patch already turns by 1 * frequency
    np.testing.assert_allclose(got[0, 0, :2], [1.0, 1.0])


def test_angles_by_hand_axial_4x4_dim_16():
    # F = 4, frequencies 100^(-4f/16) = 1, 100^-0.25, 100^-0.5, 100^-0.75; cell (row 2, column 3)
    a = vision_rope_angles("axial", 4, 4, 16)[2, 3]
    f = [1.0, 100**-0.25, 0.1, 100**-0.75]
    want = []
    for v in [3 * x for x in f] + [2 * x for x in f]:
        want += [v, v]
    np.testing.assert_allclose(a, want, rtol=1e-15)


def test_axes_strips():
    assert vision_rope_axes("axial", 8).tolist() == [0, 0, 0, 0, 1, 1, 1, 1]
    assert vision_rope_axes("qwen-vit", 8).tolist() == [1, 1, 0, 0, 1, 1, 0, 0]
    assert vision_rope_axes("qwen-vit", 16).tolist() == [1] * 4 + [0] * 4 + [1] * 4 + [0] * 4
    assert vision_rope_axes("llama4-vision", 8).tolist() == [0, 0, 0, 0, 1, 1, 1, 1]
    assert vision_rope_axes("eva02", 8).tolist() == [1, 1, 1, 1, 0, 0, 0, 0]
    assert set(vision_rope_axes("mixed", 8).tolist()) == {2}


def scores_loop(angles, pairs, row, col, q, k):
    """Rotate q at (row, col) and k at every cell pair by pair, then dot: the rotation as the code applies it."""
    h, w, _d = angles.shape

    def rotate(v, ang):
        out = np.array(v, dtype=float)
        for a, b in pairs:
            c, s = math.cos(ang[a]), math.sin(ang[a])
            out[a], out[b] = v[a] * c - v[b] * s, v[a] * s + v[b] * c
        return out

    qr = rotate(q, angles[row, col])
    return np.array([[qr @ rotate(k, angles[r, c]) for c in range(w)] for r in range(h)])


@pytest.mark.parametrize("scheme", ["axial", "mixed", "qwen-vit", "dinov3"])
def test_scores_are_the_rotated_dot_products(scheme):
    rng = np.random.default_rng(3)
    q, k = rng.standard_normal(8), rng.standard_normal(8)
    angles = vision_rope_angles(scheme, 3, 4, 8, head_angle=0.4)
    pairs = [(2 * j, 2 * j + 1) for j in range(4)] if scheme in ("axial", "mixed") else [(j, j + 4) for j in range(4)]
    got = vision_rope_scores(scheme, 3, 4, 8, 1, 2, q, k, head_angle=0.4)
    np.testing.assert_allclose(got, scores_loop(angles, pairs, 1, 2, q, k), rtol=1e-12, atol=1e-12)


def test_axial_all_ones_scores_are_separable_and_mixed_are_not():
    ones = np.ones(16)
    ax = vision_rope_scores("axial", 9, 9, 16, 4, 4, ones, ones)
    # axial: a sum of a function of the column offset and one of the row offset -> rank 2 after centring
    centred = ax - ax.mean(axis=0, keepdims=True) - ax.mean(axis=1, keepdims=True) + ax.mean()
    assert np.abs(centred).max() < 1e-12
    mixed = vision_rope_scores("mixed", 9, 9, 16, 4, 4, ones, ones, head_angle=math.pi / 4)
    centred = mixed - mixed.mean(axis=0, keepdims=True) - mixed.mean(axis=1, keepdims=True) + mixed.mean()
    assert np.abs(centred).max() > 0.1


def test_qwen_patch_order_by_hand_and_by_loop():
    order = qwen_patch_order(4, 4)
    assert order[:8].tolist() == [[0, 0], [0, 1], [1, 0], [1, 1], [0, 2], [0, 3], [1, 2], [1, 3]]
    # rot_pos_emb: hpos = arange(h)[:, None].expand(h, w).reshape(h/m, m, w/m, m).permute(0, 2, 1, 3).flatten()
    h, w, m = 6, 4, 2
    want = [
        (bh * m + i, bw * m + j) for bh in range(h // m) for bw in range(w // m) for i in range(m) for j in range(m)
    ]
    assert [tuple(x) for x in qwen_patch_order(h, w, m).tolist()] == want
    with pytest.raises(ParamError, match="grid_w"):
        qwen_patch_order(4, 5)


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: vision_rope_angles("spiral", 4, 4, 16), "scheme"),
        (lambda: vision_rope_angles("axial", 4, 4, 18), "head_dim"),
        (lambda: vision_rope_angles("axial", 0, 4, 16), "grid_h"),
        (lambda: vision_rope_angles("axial", 4, 4, 16, theta=1.0), "theta"),
        (lambda: vision_rope_angles("axial", 4, 4, 16, theta=float("nan")), "theta"),
        (lambda: vision_rope_angles("axial", 4, 4, 16, spin=2), "spin"),
        (lambda: vision_rope_angles("eva02", 4, 4, 16, pt_grid=0), "pt_grid"),
        (lambda: vision_rope_angles("mixed", 4, 4, 16, head_angle="a"), "head_angle"),
        (lambda: vision_rope_scores("axial", 4, 4, 16, 4, 0, np.ones(16), np.ones(16)), "row"),
        (lambda: vision_rope_scores("axial", 4, 4, 16, 0, 0, np.ones(15), np.ones(16)), "q"),
    ],
)
def test_vision_rope_refuses(call, name):
    with pytest.raises(ParamError, match=name):
        call()


# ---------------------------------------------------------------- M-RoPE: get_rope_index ported

IMAGE_TOKEN, VIDEO_TOKEN, TEXT_TOKEN = -1, -2, 7


def processor_tokens(segments, model, m=2, stamp=6):
    """(input ids, image grids, video grids, seconds) as the processor writes the segments: image/video
    placeholders repeated t*h*w/m^2 times; Qwen3-VL's processor writes a video as <t1> <vision_start> <frame 1>
    <vision_end> <t2> <vision_start> <frame 2> ..., each <t> `stamp` text tokens (the outer vision start and end
    are the segments' text)."""
    tokens, image_grids, video_grids, seconds = [], [], [], []
    for seg in segments:
        if seg[0] == "text":
            tokens += [TEXT_TOKEN] * seg[1]
            continue
        t, h, w = seg[1:4]
        if seg[0] == "image":
            image_grids.append((t, h, w))
            tokens += [IMAGE_TOKEN] * (t * h * w // m // m)
            continue
        video_grids.append((t, h, w))
        seconds.append(seg[4] if len(seg) > 4 else 1.0)
        if model != "qwen3-vl":
            tokens += [VIDEO_TOKEN] * (t * h * w // m // m)
            continue
        for frame in range(t):
            between = [TEXT_TOKEN] if frame else []  # the previous frame's <vision_end>, this one's <vision_start>
            tokens += between + [TEXT_TOKEN] * stamp + between + [VIDEO_TOKEN] * (h * w // m // m)
    return tokens, image_grids, video_grids, seconds


def get_rope_index(segments, model, m=2, tokens_per_second=2, stamp=6):
    """A plain-Python port of get_rope_index for one sequence without padding, over the input ids the processor
    writes (processor_tokens): find the next image or video token from st, the text before it takes
    st_idx + arange, the vision block takes [t_index, h_index, w_index] + text_len + st_idx, st jumps past the
    block; trailing text after."""
    tokens, image_grids, video_grids, seconds = processor_tokens(segments, model, m, stamp)
    if model == "qwen3-vl":  # repeat_interleave(video_grid_thw, t); t = 1
        video_grids = [(1, h, w) for (t, h, w) in video_grids for _ in range(t)]
    columns, st, image_index, video_index = [], 0, 0, 0
    remain_images, remain_videos = len(image_grids), len(video_grids)

    def max_so_far():
        return max(max(col) for col in columns) if columns else -1

    for _ in range(len(image_grids) + len(video_grids)):
        ed_image = tokens.index(IMAGE_TOKEN, st) if remain_images > 0 else len(tokens) + 1
        ed_video = tokens.index(VIDEO_TOKEN, st) if remain_videos > 0 else len(tokens) + 1
        if ed_image < ed_video:
            t, h, w = image_grids[image_index]
            second = 0
            image_index, remain_images, ed = image_index + 1, remain_images - 1, ed_image
        else:
            t, h, w = video_grids[video_index]
            second = seconds[video_index] if model == "qwen2.5-vl" else 1.0
            video_index, remain_videos, ed = video_index + 1, remain_videos - 1, ed_video
        gt, gh, gw = t, h // m, w // m
        text_len = ed - st
        st_idx = max_so_far() + 1
        columns += [(st_idx + i,) * 3 for i in range(text_len)]
        for i in range(gt):
            ti = int(i * second * tokens_per_second) if model == "qwen2.5-vl" else i
            for r in range(gh):
                for c in range(gw):
                    columns.append((ti + text_len + st_idx, r + text_len + st_idx, c + text_len + st_idx))
        st = ed + gt * gh * gw
    if st < len(tokens):
        st_idx = max_so_far() + 1
        columns += [(st_idx + i,) * 3 for i in range(len(tokens) - st)]
    ids = np.array(columns, dtype=np.int64).T
    return ids, int(ids.max()) + 1 - len(tokens)


CASES = [
    [("text", 3), ("image", 1, 4, 4), ("text", 2)],
    [("text", 2), ("video", 3, 4, 6, 0.5), ("text", 1), ("image", 1, 2, 2), ("text", 4)],
    [("image", 1, 6, 4), ("image", 1, 2, 2), ("text", 1)],
    [("text", 1), ("video", 4, 2, 2, 1.5), ("video", 2, 4, 4), ("text", 3)],
    [("text", 5)],
]


@pytest.mark.parametrize("model", ["qwen2-vl", "qwen2.5-vl", "qwen3-vl"])
@pytest.mark.parametrize("segments", CASES)
def test_mrope_position_ids_are_get_rope_index(model, segments):
    ids, delta = mrope_position_ids(segments, model=model)
    want, want_delta = get_rope_index(segments, model)
    assert ids.dtype == np.int64
    np.testing.assert_array_equal(ids, want)
    assert delta == want_delta


def test_mrope_by_hand_three_text_an_image_of_4x4_patches_two_text():
    ids, delta = mrope_position_ids([("text", 3), ("image", 1, 4, 4), ("text", 2)])
    assert ids.tolist() == [[0, 1, 2, 3, 3, 3, 3, 5, 6], [0, 1, 2, 3, 3, 4, 4, 5, 6], [0, 1, 2, 3, 4, 3, 4, 5, 6]]
    assert delta == 7 - 9
    assert mrope_token_kinds([("text", 3), ("image", 1, 4, 4), ("text", 2)]).tolist() == [0, 0, 0, 1, 1, 1, 1, 0, 0]


def test_mrope_temporal_ids_by_model():
    video = [("video", 4, 2, 2, 0.5)]
    # Qwen2-VL: the grid index; Qwen2.5-VL: int(i * 0.5 s * 2 tokens/s) = i (not 0: the seconds stay fractional
    # until after the multiplication); Qwen3-VL: every frame its own block at t offset 0, each after the last
    assert mrope_position_ids(video, "qwen2-vl")[0][0].tolist() == [0, 1, 2, 3]
    assert mrope_position_ids(video, "qwen2.5-vl")[0][0].tolist() == [0, 1, 2, 3]
    assert mrope_position_ids([("video", 3, 2, 2, 1.5)], "qwen2.5-vl")[0][0].tolist() == [0, 3, 6]
    assert mrope_position_ids([("video", 3, 2, 2, 0.25)], "qwen2.5-vl")[0][0].tolist() == [0, 0, 1]
    # Qwen3-VL: each frame after its timestamp (here 1 token), from frame 2 on after a vision end and start too:
    # stamp 0, frame 1, end 2, stamp 3, start 4, frame 5, ..., frame 13
    assert mrope_position_ids(video, "qwen3-vl", timestamp_tokens=1)[0].tolist() == [list(range(14))] * 3
    # an image in Qwen2.5-VL keeps t = 0 whatever tokens_per_second is
    assert mrope_position_ids([("image", 1, 2, 2)], "qwen2.5-vl", tokens_per_second=25)[0][0].tolist() == [0]


def qwen3_video_loop(text_before, t, gh, gw, stamp):
    """Qwen3-VL's ids for `text_before` text tokens and a video of t frames of gh x gw merged tokens, written from
    get_rope_index: a text token takes max + 1 on all three ids; each frame is a vision block of its own, t index 0,
    starting at max + 1; between frames come the timestamp's text tokens and <vision_end>, <vision_start>."""
    ids, first = [], []

    def nxt():
        return max(max(c) for c in ids) + 1 if ids else 0

    def text(n):
        for _ in range(n):
            ids.append((nxt(),) * 3)

    text(text_before)
    for frame in range(t):
        text(stamp + (2 if frame else 0))
        s = nxt()
        first.append(len(ids))
        ids.extend((s, s + r, s + c) for r in range(gh) for c in range(gw))
    return np.array(ids).T, first


@pytest.mark.parametrize("stamp", [0, 1, 6, 7])
def test_qwen3_vl_frames_are_apart_by_their_timestamp_and_the_vision_end_and_start(stamp):
    ids, _ = mrope_position_ids([("text", 3), ("video", 3, 4, 6)], "qwen3-vl", timestamp_tokens=stamp)
    want, first = qwen3_video_loop(3, 3, 2, 3, stamp)
    np.testing.assert_array_equal(ids, want)
    for k in (1, 2):  # frame k starts at the previous frame's largest id + 1 + the timestamp + 2
        previous = ids[:, first[k - 1] : first[k - 1] + 6].max()
        assert ids[0, first[k]] == ids[1, first[k]] == previous + 1 + stamp + 2
    kinds = mrope_token_kinds([("text", 3), ("video", 3, 4, 6)], "qwen3-vl", timestamp_tokens=stamp)
    assert kinds.tolist() == [0] * (3 + stamp) + [2] * 6 + ([0] * (stamp + 2) + [2] * 6) * 2
    # Qwen2-VL and Qwen2.5-VL have no timestamps: the option changes nothing there
    for model in ("qwen2-vl", "qwen2.5-vl"):
        np.testing.assert_array_equal(
            mrope_position_ids([("text", 3), ("video", 3, 4, 6)], model, timestamp_tokens=stamp)[0],
            mrope_position_ids([("text", 3), ("video", 3, 4, 6)], model, timestamp_tokens=0)[0],
        )


def test_qwen3_vl_timestamps_default_to_six_tokens():
    ids, delta = mrope_position_ids([("video", 2, 2, 2)], "qwen3-vl")
    # "<0.5 seconds>" as 6 tokens, frame 1 at 6; vision end 7, "<1.5 seconds>" 8 .. 13, vision start 14; frame 2 at 15
    assert ids[0].tolist() == list(range(16))
    assert delta == 0


@pytest.mark.parametrize(
    ("segments", "kw", "name"),
    [
        ([], {}, "segments"),
        ([("text", 3)], {"timestamp_tokens": -1}, "timestamp_tokens"),
        ([("text", 3)], {"timestamp_tokens": 65}, "timestamp_tokens"),
        ("text 3", {}, "segments"),
        ([("audio", 3)], {}, r"segments\[0\]\[0\]"),
        ([("text", 0)], {}, "length"),
        ([("image", 1, 3, 4)], {}, "h"),
        ([("image", 1, 4, 4, 1.0)], {}, r"segments\[0\]"),
        ([("video", 1, 4, 4, -1.0)], {}, "second_per_grid_t"),
        ([("text", 3)], {"model": "qwen4"}, "model"),
        ([("text", 3)], {"spatial_merge_size": 0}, "spatial_merge_size"),
        ([("text", 3)], {"tokens_per_second": float("inf")}, "tokens_per_second"),
        ([("image", 1, 2000, 2000)], {}, "tokens"),
    ],
)
def test_mrope_refuses(segments, kw, name):
    with pytest.raises(ParamError, match=name):
        mrope_position_ids(segments, **kw)


def test_mrope_axes_chunked_and_interleaved():
    chunked = mrope_axes(128, [16, 24, 24])
    assert chunked.tolist() == [0] * 16 + [1] * 24 + [2] * 24
    inter = mrope_axes(128, [24, 20, 20], interleaved=True)
    assert inter[:9].tolist() == [0, 1, 2] * 3
    assert inter[57:].tolist() == [0, 1, 2, 0, 0, 0, 0]
    assert np.bincount(inter).tolist() == [24, 20, 20]

    # apply_interleaved_mrope: freqs_t = freqs[0]; freqs_t[..., slice(offset, section[dim] * 3, 3)] = freqs[dim]
    def port(half, section):
        axes = [0] * half
        for dim, offset in ((1, 1), (2, 2)):
            for i in range(offset, min(section[dim] * 3, half), 3):
                axes[i] = dim
        return axes

    assert inter.tolist() == port(64, [24, 20, 20])
    assert mrope_axes(16, [4, 2, 2], interleaved=True).tolist() == port(8, [4, 2, 2]) == [0, 1, 2, 0, 1, 2, 0, 0]


@pytest.mark.parametrize(
    ("args", "name"),
    [
        ((127, [16, 24, 24]), "head_dim"),
        ((128, [16, 24]), "section"),
        ((128, [16, 24, 25]), "section"),
        ((128, [16, -1, 49]), r"section\[1\]"),
        ((16, [0, 4, 4], True), "section"),
    ],
)
def test_mrope_axes_refuses(args, name):
    with pytest.raises(ParamError, match=name):
        mrope_axes(*args)
