"""The Images and video chapter's views: what their plot items hold, against plain loops written from the
reference code (MAE's table, rope-vit's axial angles, get_rope_index), and their controls both ways with key
events; typed garbage is refused with a message and leaves the store as it was."""

import math

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from posenc_gui.core import ParamError
from posenc_gui.specs.mrope import MropeOptions
from posenc_gui.specs.vision_rope import VisionRopeOptions
from posenc_gui.specs.vision_sincos import VisionSincosOptions
from posenc_gui.testing import type_text


def mae_row(r, c, dim):
    """MAE's row for the patch at row r, column c: emb_h from the column, emb_w from the row."""

    def one_d(d, pos):
        omega = [1.0 / 10000 ** (i / (d / 2.0)) for i in range(d // 2)]
        return [math.sin(pos * o) for o in omega] + [math.cos(pos * o) for o in omega]

    return np.array(one_d(dim // 2, c) + one_d(dim // 2, r))


def bar_x(bar):
    return list(bar.opts["x"])


def test_vision_sincos_maps_and_halves(make_view):
    shown = make_view(
        "vision-sincos", options=VisionSincosOptions(grid_h=4, grid_w=5, dim=16, dimension=9, patch_row=2, patch_col=1)
    )
    view = shown.view
    value = view.value_panel.image.image
    assert value.shape == (4, 5)
    want = np.array([[mae_row(r, c, 16)[9] for c in range(5)] for r in range(4)])
    np.testing.assert_allclose(value, want, atol=1e-6)  # (float32 image)
    sim = view.similarity_panel.image.image
    ref = mae_row(2, 1, 16)
    np.testing.assert_allclose(sim, [[mae_row(r, c, 16) @ ref / 8 for c in range(5)] for r in range(4)], atol=1e-6)
    assert view.similarity_panel.bar.levels() == pytest.approx((float(sim.min()), 1.0), abs=1e-6)  # positive: own range
    assert sim[2, 1] == pytest.approx(1.0, abs=1e-6)
    assert shown.view.result.halves.tolist() == [0] * 8 + [1] * 8
    assert "Dimensions 0 … 7 (MAE's emb_h) encode the column, 8 … 15 (emb_w) the row" in view.key.text
    assert view.patch_mark._x.tolist() == [1.0] and view.patch_mark._y.tolist() == [2.0]
    assert "emb_h" in view.key.text and "dimension 9 encodes the row" in view.key.text


def test_vision_sincos_clamps_the_patch_and_refuses_a_width_not_a_multiple_of_4(make_view, qtbot):
    shown = make_view("vision-sincos", options=VisionSincosOptions(grid_h=3, grid_w=3, patch_row=20, patch_col=20))
    assert shown.view.result.patch == (2, 2)
    box = shown.view.control("dim")
    edit = box.lineEdit()
    edit.selectAll()
    type_text(edit, "30")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert shown.store.options("vision-sincos").dim == 64  # unchanged
    edit.selectAll()
    type_text(edit, "32")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert shown.store.options("vision-sincos").dim == 32


def test_vision_rope_axial_strip_angles_and_cross_shaped_scores(make_view):
    shown = make_view(
        "vision-rope",
        options=VisionRopeOptions(scheme="axial", grid_h=9, grid_w=7, head_dim=16, patch_row=4, patch_col=3),
    )
    view = shown.view
    # rope-vit's axial: pairs 0..3 (dims 0..7) turn with x, pairs 4..7 (dims 8..15) with y, theta 100
    assert bar_x(view.strip_bars[0]) == list(range(8)) and bar_x(view.strip_bars[1]) == list(range(8, 16))
    assert bar_x(view.strip_bars[2]) == []
    freqs = [100 ** (-4 * f / 16) for f in range(4)]
    want = [a for v in [3 * f for f in freqs] + [4 * f for f in freqs] for a in (v, v)]
    np.testing.assert_allclose(view.angle_dots._y, want, rtol=1e-12)
    scores = view.score_panel.image.image
    assert scores.shape == (9, 7)
    # all-ones q and k: sum over pairs of 2 cos(angle difference); separable in the row and column offsets
    loop = np.array(
        [
            [
                sum(2 * math.cos(f * (3 - c)) for f in freqs) + sum(2 * math.cos(f * (4 - r)) for f in freqs)
                for c in range(7)
            ]
            for r in range(9)
        ]
    )
    np.testing.assert_allclose(scores, loop, rtol=1e-5)
    assert scores[4, 3] == pytest.approx(16.0)


def test_vision_rope_schemes_change_the_strip_and_the_key(make_view):
    shown = make_view("vision-rope", options=VisionRopeOptions(scheme="qwen-vit", head_dim=16))
    view = shown.view
    assert bar_x(view.strip_bars[1]) == [0, 1, 2, 3, 8, 9, 10, 11]  # the row first, in both halves
    assert "split in halves" in view.key.text and "10000" in view.key.text
    shown.store.update_options("vision-rope", scheme="mixed")
    shown.draw()
    assert bar_x(view.strip_bars[2]) == list(range(16))
    assert "Mixed" in view.key.text
    # mixed at 45°: the map is not a sum of a row part and a column part
    s = view.score_panel.image.image.astype(float)
    centred = s - s.mean(axis=0, keepdims=True) - s.mean(axis=1, keepdims=True) + s.mean()
    assert np.abs(centred).max() > 0.1


def test_vision_rope_scheme_drop_down_both_ways(make_view):
    shown = make_view("vision-rope")
    combo = shown.view.control("scheme")
    combo.setCurrentIndex([combo.itemData(i) for i in range(combo.count())].index("dinov3"))
    assert shown.store.options("vision-rope").scheme == "dinov3"
    shown.store.update_options("vision-rope", scheme="pixtral")
    assert combo.currentData() == "pixtral"


def get_rope_index(tokens, grids, m=2):
    """Qwen2-VL's get_rope_index loop for text (0) and image (1) tokens, one image grid each block."""
    columns, st, k = [], 0, 0
    while 1 in tokens[st:]:
        ed = tokens.index(1, st)
        t, h, w = grids[k]
        k += 1
        st_idx = max(max(c) for c in columns) + 1 if columns else 0
        text_len = ed - st
        columns += [(st_idx + i,) * 3 for i in range(text_len)]
        columns += [
            (i + text_len + st_idx, r + text_len + st_idx, c + text_len + st_idx)
            for i in range(t)
            for r in range(h // m)
            for c in range(w // m)
        ]
        st = ed + t * (h // m) * (w // m)
    if st < len(tokens):
        st_idx = max(max(c) for c in columns) + 1 if columns else 0
        columns += [(st_idx + i,) * 3 for i in range(len(tokens) - st)]
    return np.array(columns).T


def test_mrope_labels_dots_and_delta(make_view):
    shown = make_view("mrope", options=MropeOptions(layout="text 3, image 1x4x4, text 2"))
    view = shown.view
    want = get_rope_index([0, 0, 0, 1, 1, 1, 1, 0, 0], [(1, 4, 4)])
    assert [item.toPlainText() for item in view.labels["t"][:9]] == [str(v) for v in want[0]]
    assert [item.toPlainText() for item in view.labels["h"][:9]] == [str(v) for v in want[1]]
    assert [item.toPlainText() for item in view.labels["w"][:9]] == [str(v) for v in want[2]]
    assert not view.labels["t"][9].isVisible() and len(view.labels["t"]) == 32
    np.testing.assert_array_equal(view.id_dots["w"]._y, want[2])
    assert bar_x(view.kind_bars[0]) == [0, 1, 2, 7, 8] and bar_x(view.kind_bars[1]) == [3, 4, 5, 6]
    assert "rope_delta = -2" in view.key.text
    # Qwen2-VL's chunked [16, 24, 24]
    assert bar_x(view.freq_bars[0]) == list(range(16)) and bar_x(view.freq_bars[2]) == list(range(40, 64))
    shown.store.update_options("mrope", model="qwen3-vl")
    shown.draw()
    assert bar_x(view.freq_bars[1])[:3] == [1, 4, 7] and "interleaved" in view.key.text


def test_mrope_key_says_where_each_models_section_comes_from(make_view):
    """Qwen2-VL's and Qwen2.5-VL's code read mrope_section from the config; only Qwen3-VL's has a default."""
    shown = make_view("mrope", options=MropeOptions(layout="text 3, image 1x4x4, text 2"))
    for model, name in (("qwen2-vl", "Qwen2-VL"), ("qwen2.5-vl", "Qwen2.5-VL")):
        shown.store.update_options("mrope", model=model)
        shown.draw()
        key = shown.view.key.text
        assert "preset" not in key and "the model code's" not in key
        assert (
            f"[16, 24, 24] of head width 128 (read from the config by the model's code: the value {name} 7B's "
            "config gives)"
        ) in key
    shown.store.update_options("mrope", model="qwen3-vl")
    shown.draw()
    assert (
        "[24, 20, 20] of head width 128 (the default of Qwen3-VL's code, used when the config gives none)"
        in shown.view.key.text
    )


def qwen3_loop(items, stamp, m=2):
    """Qwen3-VL's ids written from get_rope_index: a text token takes max + 1 on all three ids; a vision block's
    (t, h, w) start at max + 1; each video frame is a block of its own with t index 0, after its timestamp's text
    tokens, and from frame 2 on after the previous frame's <vision_end> and its own <vision_start> (text too)."""
    ids = []

    def nxt():
        return max(max(c) for c in ids) + 1 if ids else 0

    def text(n):
        for _ in range(n):
            ids.append((nxt(),) * 3)

    for item in items:
        if item[0] == "text":
            text(item[1])
            continue
        _, t, h, w = item
        frames = range(t) if item[0] == "video" else [None]
        for frame in frames:
            if frame is not None:
                text(stamp + (2 if frame else 0))
            s = nxt()
            ids.extend((s, s + r, s + c) for r in range(h // m) for c in range(w // m))
    return np.array(ids).T


def test_mrope_qwen3_vl_puts_each_frames_timestamp_and_the_vision_tokens_between_frames(make_view, qtbot):
    layout = "text 3, image 1x4x4, text 2, video 2x4x4 @1.0 s"
    shown = make_view("mrope", options=MropeOptions(layout=layout, model="qwen3-vl"))
    view = shown.view
    items = [("text", 3), ("image", 1, 4, 4), ("text", 2), ("video", 2, 4, 4)]
    want = qwen3_loop(items, 6)
    np.testing.assert_array_equal(view.result.ids, want)
    np.testing.assert_array_equal(view.id_dots["t"]._y, want[0])
    # text 0 1 2, image 3..4, text 5 6, timestamp 7..12, frame 1 at 13 (13..14), vision end 15, timestamp 16..21,
    # vision start 22: frame 2 at 23 = frame 1's largest id 14 + 1 + 6 + 2
    # (tokens 15 .. 18 and 27 .. 30)
    assert want[0].tolist()[27:31] == [23, 23, 23, 23] and view.result.ids[:, :27].max() == 22
    assert view.result.ids[:, 15:19].max() == 14 and view.result.kinds.size == 31
    assert [item.toPlainText() for item in view.labels["h"][27:31]] == ["23", "23", "24", "24"]
    assert bar_x(view.kind_bars[2]) == [15, 16, 17, 18, 27, 28, 29, 30]
    assert (
        "Each frame follows its timestamp text (6 tokens); between frames the vision end and start tokens too."
        in view.key.text
    )
    # the count typed in its box, both ways
    box = view.control("timestamp_tokens")
    edit = box.lineEdit()
    edit.selectAll()
    type_text(edit, "7")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert shown.store.options("mrope").timestamp_tokens == 7
    shown.draw()
    np.testing.assert_array_equal(view.result.ids, qwen3_loop(items, 7))
    assert "(7 tokens)" in view.key.text
    shown.store.update_options("mrope", timestamp_tokens=0)
    assert box.value() == 0
    shown.draw()
    np.testing.assert_array_equal(view.result.ids, qwen3_loop(items, 0))
    # Qwen2-VL has no timestamps: its frames follow one another and the key says nothing of them
    shown.store.update_options("mrope", model="qwen2-vl", timestamp_tokens=6)
    shown.draw()
    assert view.result.kinds.size == 17 and "timestamp" not in view.key.text


def test_mrope_typed_layout_buttons_and_garbage(make_view):
    shown = make_view("mrope", options=MropeOptions(layout="text 1"))
    edit = shown.view.control("layout")
    edit.selectAll()
    type_text(edit, "text 2; image 1x2x2")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert shown.store.options("mrope").layout == "text 2; image 1x2x2"
    for garbage in ("text two", "image 1x3x4", "image 1x2x2 @1 s", "", "video 1000x64x64"):
        edit.selectAll()
        type_text(edit, garbage)
        QTest.keyClick(edit, Qt.Key.Key_Return)
        assert shown.store.options("mrope").layout == "text 2; image 1x2x2", garbage
    shown.view.add_buttons[2].click()
    assert shown.store.options("mrope").layout == "text 2; image 1x2x2, video 2x4x4 @1.0 s"
    shown.draw()
    assert shown.view.result.kinds.tolist() == [0, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2]


@pytest.mark.parametrize(
    ("layout", "message"),
    [
        ("text two", "Cannot read"),
        ("image 1x2x2 @1 s", "no seconds"),
        ("image 1x3x4", "multiple of spatial_merge_size"),
        ("video 20x16x16", "at most 600"),
    ],
)
def test_mrope_options_refuse_with_a_message(layout, message):
    with pytest.raises(ParamError, match=message):
        MropeOptions(layout=layout)


def test_vision_rope_key_names_the_learned_tables_beside_the_rope(make_view):
    """Qwen3-VL's encoder adds an interpolated learned 2-D table (pos_embed, fast_pos_embed_interpolate); Llama 4's
    a learned table of its own; the view says so, and that it draws the RoPE alone."""
    shown = make_view("vision-rope", options=VisionRopeOptions(scheme="qwen-vit", head_dim=16))
    key = shown.view.key.text
    assert "Qwen3-VL's encoder also adds a learned 2-D table to the patches (pos_embed, 48 × 48 by default" in key
    assert "fast_pos_embed_interpolate" in key and "Only the RoPE is drawn." in key
    shown.store.update_options("vision-rope", scheme="llama4-vision")
    shown.draw()
    assert "positional_embedding_vlm" in shown.view.key.text
    shown.store.update_options("vision-rope", scheme="pixtral")
    shown.draw()
    assert "learned" not in shown.view.key.text


def test_vision_rope_draws_qwens_visiting_order_through_the_merge_blocks(make_view):
    shown = make_view("vision-rope", options=VisionRopeOptions(scheme="qwen-vit", grid_h=4, grid_w=6, head_dim=16))
    x, y = shown.view.visit_path.getData()
    # rot_pos_emb: arange(h)[:, None].expand(h, w).reshape(h/2, 2, w/2, 2).permute(0, 2, 1, 3): block by block
    order = [(2 * bh + i, 2 * bw + j) for bh in range(2) for bw in range(3) for i in range(2) for j in range(2)]
    assert list(zip(y.tolist(), x.tolist())) == [(float(r), float(c)) for r, c in order]
    assert shown.view.visit_path.isVisible() and "merge block by block" in shown.view.key.text
    shown.store.update_options("vision-rope", grid_w=5)
    shown.draw()
    assert not shown.view.visit_path.isVisible() and "has none" in shown.view.key.text
    shown.store.update_options("vision-rope", scheme="axial")
    shown.draw()
    assert not shown.view.visit_path.isVisible()
    shown.store.update_options("vision-rope", scheme="llama4-vision")
    shown.draw()
    assert "CLS token, last in the sequence, turns by 0" in shown.view.key.text
    # 1-based: the patch at row 3, column 4 (the query clamped into the 4 x 5 grid) turns its first pair by
    # (4 + 1) x 1 and its first y pair (dimension 8) by (3 + 1) x 1
    assert shown.view.result.patch == (3, 4)
    assert shown.view.result.angles[[0, 1, 8, 9]].tolist() == [5.0, 5.0, 4.0, 4.0]


def test_mrope_reads_an_opened_qwen_vl_configs_section_and_head_width(make_view, tmp_path):
    """Opened model: the config's mrope_section and head width, its family's get_rope_index and layout."""
    import json

    from posenc_gui.model_files.inspection import inspect_model

    folder = tmp_path / "Qwen3-VL-small"
    folder.mkdir()
    (folder / "config.json").write_text(
        json.dumps(
            {
                "model_type": "qwen3_vl_text",
                "hidden_size": 2048,
                "num_attention_heads": 32,
                "head_dim": 64,
                "num_hidden_layers": 4,
                "rope_theta": 5000000.0,
                "max_position_embeddings": 32768,
                "rope_scaling": {"rope_type": "default", "mrope_section": [12, 10, 10], "mrope_interleaved": True},
            }
        )
    )
    info = inspect_model(folder)
    assert info.mrope_section == (12, 10, 10)
    shown = make_view("mrope", options=MropeOptions(layout="text 3, image 1x4x4, text 2", model="opened"), model=info)
    view = shown.view
    axis = view.spec.compute(shown.store.params, shown.store.options("mrope"), model=info).freq_axis
    assert axis.size == 32 and axis.tolist()[:6] == [0, 1, 2, 0, 1, 2] and axis.tolist()[30:] == [0, 0]
    assert bar_x(view.freq_bars[1]) == list(range(1, 30, 3))  # h at 1, 4, ..., 28: ten of them
    assert "Qwen3-VL-small (Qwen3-VL)" in view.key.text
    assert "[12, 10, 10] of head width 64 (its config's)" in view.key.text
    # no model open, or one without M-RoPE: the view says why
    with pytest.raises(ParamError, match="No model is open"):
        view.spec.compute(shown.store.params, shown.store.options("mrope"), model=None)


def test_readme_says_where_each_mrope_section_comes_from_and_what_qwen3_vl_adds():
    from helpers import ROOT

    text = (ROOT / "docs" / "models.md").read_text(encoding="utf-8")
    section = text[
        text.index("## Images and video") : text.index(
            "Every function is in the scripting API (`from posenc_gui.core import sincos_2d"
        )
    ]
    assert "their code's `mrope_section`" not in section and "is a\npreset" not in section
    assert "Qwen2-VL's and Qwen2.5-VL's code reads it from the config" in section
    assert "Qwen3-VL's [24, 20, 20] is its code's default" in section
    assert "`pos_embed`" in section and "`fast_pos_embed_interpolate`" in section
    assert "frame 2 starts at frame 1's largest id + 1 + 6 + 2" in section and "**Timestamp tokens**" in section


def test_mrope_writes_the_ids_under_the_tokens_only_where_they_have_room(make_view):
    """Each token's width must hold its widest id with a few pixels to spare; narrower, the ids would run into
    each other ("10111213"): they are not written and a line says where they are."""
    from PySide6.QtGui import QFontMetricsF

    layout = "text 3, image 1x4x4, text 2, video 2x4x4 @1.0 s"
    shown = make_view("mrope", options=MropeOptions(layout=layout, model="qwen3-vl"), size=(2400, 800))
    view = shown.view
    font = view.labels["t"][0].textItem.font()
    widest = QFontMetricsF(font).horizontalAdvance("24")
    per_token = view.token_plot.vb.width() / 31
    assert per_token >= widest + 4
    assert all(item.isVisible() for item in view.labels["w"][:31]) and not view.labels["w"][31].isVisible()
    assert not view.ids_elsewhere.isVisible()
    shown.host.resize(700, 800)
    QApplication.processEvents()
    assert view.token_plot.vb.width() / 31 < widest + 4
    assert not any(item.isVisible() for item in view.labels["t"])
    assert view.ids_elsewhere.isVisible() and "position ids plot" in view.ids_elsewhere.textItem.toPlainText()
    # Qwen2-VL's 17 tokens fit there
    shown.store.update_options("mrope", model="qwen2-vl")
    shown.draw()
    assert view.token_plot.vb.width() / 17 >= QFontMetricsF(font).horizontalAdvance("8") + 4
    assert all(item.isVisible() for item in view.labels["h"][:17]) and not view.ids_elsewhere.isVisible()
