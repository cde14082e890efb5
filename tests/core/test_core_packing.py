"""Documents packed into one row: the toy layer against a loop written one number at a time, and the facts the
packing view states (RoPE: the document mask alone makes a packed document exact; absolute PE: it takes the mask
and the reset; no mask: attention leaks to earlier documents)."""

import itertools

import numpy as np
import pytest
from packing_reference import packing

from posenc_gui.core import ParamError, document_tokens, packed_attention, packing_effect

LENGTHS = (5, 3, 4)
CASES = list(itertools.product((True, False), (True, False), ("rope", "absolute")))


@pytest.mark.parametrize(("reset", "mask", "encoding"), CASES)
def test_the_packed_row_matches_the_loop_written_one_number_at_a_time(reset, mask, encoding):
    weights, leak, max_diff, leaks, diffs = packing(LENGTHS, reset, mask, encoding, d=16, seed=3)
    got = packed_attention(LENGTHS, reset, mask, encoding, d_model=16, seed=3)
    np.testing.assert_allclose(got.weights, weights, rtol=0, atol=1e-13)
    np.testing.assert_allclose(got.leak_by_document, leaks, rtol=0, atol=1e-13)
    np.testing.assert_allclose(got.difference, diffs, rtol=0, atol=1e-12)
    assert got.leak == pytest.approx(leak, abs=1e-13)
    assert packing_effect(LENGTHS, reset, mask, encoding, 16, 3) == (got.leak, got.max_diff)
    assert got.max_diff == pytest.approx(max_diff, abs=1e-12)


def test_the_default_layer_matches_the_loop_at_64_dimensions():
    _, leak, max_diff, _, _ = packing((4, 3), False, False, "rope")
    got_leak, got_diff = packing_effect((4, 3), False, False, "rope")
    assert got_leak == pytest.approx(leak, abs=1e-13) and got_diff == pytest.approx(max_diff, abs=1e-12)
    assert got_leak > 0.1 and got_diff > 0.1


@pytest.mark.parametrize("reset", [True, False])
def test_with_rope_the_document_mask_alone_makes_each_document_exact(reset):
    leak, max_diff = packing_effect((12, 8, 10), reset, True, "rope")
    assert leak == 0.0 and max_diff < 1e-14


def test_with_absolute_pe_it_takes_the_mask_and_the_reset():
    assert packing_effect((12, 8, 10), True, True, "absolute") == (0.0, pytest.approx(0.0, abs=1e-14))
    leak, max_diff = packing_effect((12, 8, 10), False, True, "absolute")
    assert leak == 0.0 and max_diff > 0.5  # masked, but the later documents' tokens carry other positions
    result = packed_attention((12, 8, 10), False, True, "absolute")
    assert result.difference[0] < 1e-14 and result.difference[1:].min() > 0.5  # the first starts at 0 anyway


@pytest.mark.parametrize(("reset", "encoding"), list(itertools.product((True, False), ("rope", "absolute"))))
def test_without_the_document_mask_attention_leaks_to_earlier_documents(reset, encoding):
    result = packed_attention((12, 8, 10), reset, False, encoding)
    assert result.leak_by_document[0] == 0.0 and result.leak_by_document[1:].min() > 0.3
    assert result.difference[0] < 1e-14 and result.difference[1:].min() > 0.1
    # the token-by-token table: a query's share on earlier documents is the sum of its row left of its document
    starts = np.cumsum([0, 12, 8])
    for q in range(30):
        doc = int(result.document[q])
        assert result.earlier[q] == pytest.approx(result.weights[q, : starts[doc]].sum(), abs=1e-15)
    np.testing.assert_allclose(result.share.sum(axis=1), 1.0, atol=1e-14)
    np.testing.assert_allclose(np.triu(result.share, 1), 0.0, atol=0)  # causal: nothing on later documents


def test_positions_reset_at_each_document_or_run_on():
    assert packed_attention((3, 2, 4), True, True, "rope").positions.tolist() == [0, 1, 2, 0, 1, 0, 1, 2, 3]
    assert packed_attention((3, 2, 4), False, True, "rope").positions.tolist() == list(range(9))
    assert packed_attention((3, 2, 4), False, True, "rope").document.tolist() == [0, 0, 0, 1, 1, 2, 2, 2, 2]


def test_one_document_leaks_nothing_and_is_its_own_run_alone():
    for reset, mask, encoding in CASES:
        leak, max_diff = packing_effect((9,), reset, mask, encoding)
        assert leak == 0.0 and max_diff < 1e-14


def test_a_documents_tokens_are_the_same_packed_or_alone():
    a = document_tokens(5, 1, 8, seed=4)
    np.testing.assert_array_equal(a, np.random.default_rng([4, 2]).uniform(-1.0, 1.0, (5, 8)))
    assert not np.array_equal(a, document_tokens(5, 2, 8, seed=4))


@pytest.mark.parametrize(
    ("lengths", "message"),
    [
        ((), "Give at least one document length."),
        ((4, 0, 3), "a document length must lie between 1 and 512; 0 is out of range."),
        ((4, -2), "a document length must lie between 1 and 512; -2 is out of range."),
        ((300, 300), "The documents make 600 tokens; the packed row holds at most 512."),
        ((1,) * 33, "33 documents are too many: at most 32 are packed."),
        ((2.5,), "a document length must be a whole number, not 2.5."),
        ("4 3", "document lengths must be a list"),
    ],
)
def test_bad_lengths_are_refused_with_what_to_change(lengths, message):
    with pytest.raises(ParamError) as caught:
        packing_effect(lengths, True, True, "rope")
    assert str(caught.value).startswith(message)


def test_bad_settings_are_refused():
    with pytest.raises(ParamError, match="encoding must be one of rope, absolute, not 'alibi'"):
        packing_effect((3,), True, True, "alibi")
    with pytest.raises(ParamError, match="d_model must be even"):
        packing_effect((3,), True, True, "rope", d_model=15)
