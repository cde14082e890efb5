"""The packing view: the packed row's attention with its documents' edges, each document's leak and difference from
alone, its options both ways, typed lengths refused with a message and nothing changed, and its key's sentences
true for the setting drawn."""

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from posenc_gui.core import ParamError, packed_attention
from posenc_gui.specs.packing import PackingOptions
from posenc_gui.testing import type_text


def key_of(view) -> str:
    return view.key.text + view.key.toolTip()


def test_the_matrix_holds_the_packed_rows_attention_blank_where_masked(make_view):
    shown = make_view("packing", options=PackingOptions(documents="4, 3, 5", positions="running", mask="document"))
    view = shown.view
    expected = packed_attention((4, 3, 5), False, True, "rope")
    image = view.matrix.image.image
    assert image.shape == (12, 12)
    doc = np.repeat([0, 1, 2], [4, 3, 5])
    i, j = np.indices((12, 12))
    allowed = (j <= i) & (doc[:, None] == doc[None, :])
    np.testing.assert_allclose(image[allowed], expected.weights[allowed], rtol=1e-6)
    assert np.isnan(image[~allowed]).all()  # other documents and later keys
    x, y = view.edges.getData()
    assert x.tolist() == [3.5, 3.5, -0.5, 11.5, 6.5, 6.5, -0.5, 11.5]  # the edges at tokens 4 and 7
    assert y.tolist() == [-0.5, 11.5, 3.5, 3.5, -0.5, 11.5, 6.5, 6.5]
    np.testing.assert_array_equal(view.bars[0].opts["height"], [0.0, 0.0, 0.0])
    assert max(view.bars[1].opts["height"]) < 1e-14
    np.testing.assert_allclose(view.bars[0].opts["x"], [0.8, 1.8, 2.8])
    key = key_of(view)
    assert "12 tokens in 3 documents, positions running on, a document mask, RoPE" in key
    assert "Here every document's outputs are those it gets alone (to float64 rounding)." in key
    assert "With RoPE the document mask alone makes each document exact, reset or not" in key


def test_without_the_mask_the_bars_show_the_leak_and_the_difference(make_view):
    shown = make_view("packing", options=PackingOptions(documents="12 8 10", mask="causal", encoding="absolute"))
    view = shown.view
    expected = packed_attention((12, 8, 10), True, False, "absolute")
    np.testing.assert_allclose(view.bars[0].opts["height"], expected.leak_by_document, rtol=1e-12)
    np.testing.assert_allclose(view.bars[1].opts["height"], expected.difference, rtol=1e-12)
    assert expected.leak_by_document[0] == 0 and expected.leak_by_document[1:].min() > 0.3
    image = view.matrix.image.image
    assert np.isfinite(image[np.tril_indices(30)]).all() and np.isnan(image[np.triu_indices(30, 1)]).all()
    key = key_of(view)
    assert f"on earlier documents: {expected.leak:.3f}" in key
    assert "Here 2 of 3 documents' outputs differ from those they get alone." in key
    lo, hi = view.doc_plot.viewRange()[1]
    assert lo == 0 and hi == pytest.approx(max(1.0, expected.max_diff) * 1.08)


def test_absolute_pe_with_the_mask_needs_the_reset_too(make_view):
    shown = make_view("packing", options=PackingOptions(documents="6, 6", positions="running", encoding="absolute"))
    view = shown.view
    heights = view.bars[1].opts["height"]
    assert heights[0] < 1e-14 and heights[1] > 0.1  # the second starts at position 6
    assert "Here 1 of 2 documents' outputs differ" in key_of(view)
    shown.store.update_options("packing", positions="reset")
    shown.draw()
    assert max(view.bars[1].opts["height"]) < 1e-14
    assert "Here every document's outputs are those it gets alone" in key_of(view)


def test_the_controls_follow_the_store_both_ways(make_view):
    shown = make_view("packing")
    view = shown.view
    combo = view.control("mask")
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)  # causal only
    assert shown.store.options("packing").mask == "causal"
    combo = view.control("encoding")
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert shown.store.options("packing").encoding == "absolute"
    edit = view.control("documents")
    edit.selectAll()
    type_text(edit, "5, 5, 5, 5")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert shown.store.options("packing").documents == "5, 5, 5, 5"
    shown.draw()
    assert view.matrix.image.image.shape == (20, 20) and len(view.bars[0].opts["height"]) == 4
    shown.store.update_options("packing", positions="running")
    shown.draw()
    assert view.control("positions").currentIndex() == 1


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("", "Give at least one document length."),
        ("4, 0, 3", "a document length must lie between 1 and 512; 0 is out of range."),
        ("4, -1", "a document length must lie between 1 and 512; -1 is out of range."),
        ("300, 300", "The documents make 600 tokens; the packed row holds at most 512."),
        ("4, three", "'three' is not a whole number of tokens"),
    ],
)
def test_bad_lengths_are_refused_and_nothing_changes(make_view, typed, message):
    shown = make_view("packing")
    before = shown.store.options("packing")
    with pytest.raises(ParamError) as caught:
        shown.store.update_options("packing", documents=typed)
    assert str(caught.value).startswith(message)
    edit = shown.view.control("documents")
    edit.selectAll()
    type_text(edit, typed)
    QTest.keyClick(edit, Qt.Key.Key_Return)
    assert shown.store.options("packing") == before


def test_the_export_holds_the_tokens_and_the_matrix(make_view):
    shown = make_view("packing", options=PackingOptions(documents="3, 2", positions="running", mask="causal"))
    result = shown.view.result
    names, table = result.data_table()
    assert names == ["token", "document", "position", "share_on_earlier_documents", "difference_from_alone"]
    assert table[:, 0].tolist() == [0, 1, 2, 3, 4] and table[:, 1].tolist() == [0, 0, 0, 1, 1]
    assert table[:, 2].tolist() == [0, 1, 2, 3, 4]
    np.testing.assert_allclose(table[3:, 3], result.weights[3:, :3].sum(axis=1), rtol=1e-13)
    arrays = result.arrays()
    assert arrays.main == "weights" and arrays.axes == ("query", "key")
    assert arrays.arrays["weights"].shape == (5, 5) and arrays.arrays["lengths"].tolist() == [3, 2]
