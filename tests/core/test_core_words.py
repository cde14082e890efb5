"""Issue "why position is needed", the numpy side: tokens and their embeddings, the toy attention head and
its permutation equivariance, the naive codes and the binary counter; checked against plain loops."""

import hashlib
import math

import numpy as np
import pytest
from helpers import pe_value
from hypothesis import given, settings
from hypothesis import strategies as st

from posenc_gui.core import ParamError, Params
from posenc_gui.core.naive_codes import bit_waves, bits, integer_index, normalised_index
from posenc_gui.core.tokens import MAX_TOKENS, token_embeddings, token_seed, tokenize
from posenc_gui.core.toy_attention import SEED, check_permutation, compare_orders, head_weights, self_attention
from posenc_gui.specs import SPECS
from posenc_gui.specs.order import EXAMPLES

KOREAN = "고양이가 쥐를 쫓았다"


def test_sentences_split_on_whitespace_in_any_script():
    assert tokenize(KOREAN) == ("고양이가", "쥐를", "쫓았다")
    assert tokenize("  the cat\tchased\nthe mouse ") == ("the", "cat", "chased", "the", "mouse")


@pytest.mark.parametrize(
    "bad, words",
    [
        ("", "empty"),
        ("   \t", "empty"),
        ("a " * (MAX_TOKENS + 1), "at most"),
        ("가" * 41, "characters"),
        (None, "text"),
        (42, "text"),
    ],
)
def test_unusable_sentences_are_refused_with_the_reason(bad, words):
    with pytest.raises(ParamError, match=words):
        tokenize(bad)


def test_a_tokens_embedding_depends_on_its_text_alone():
    a = token_embeddings(tokenize(KOREAN), 64)
    b = token_embeddings(tokenize("쥐를 고양이가 쫓았다 고양이가"), 64)
    np.testing.assert_array_equal(a[0], b[1])
    np.testing.assert_array_equal(b[1], b[3])
    np.testing.assert_array_equal(a[1], b[0])
    assert not np.allclose(a[0], a[1])
    assert np.abs(a).max() <= 1.0 and np.abs(a).max() > 0.9
    np.testing.assert_array_equal(token_embeddings(["cat"], 16, scale=3.0), 3.0 * token_embeddings(["cat"], 16))
    # the seed is the token's UTF-8 text hashed, the same on every machine
    assert token_seed("고양이가") == int.from_bytes(
        hashlib.blake2b("고양이가".encode(), digest_size=8).digest(), "little"
    )


def _softmax_attention(x, w_q, w_k, w_v, causal=False):
    """Plain loops: softmax(q_i . k_j / sqrt(d_head)) weighted sum of v_j (over j <= i when causal)."""
    n, d_head = len(x), len(w_q[0])
    proj = lambda w: [[sum(x[t][r] * w[r][c] for r in range(len(w))) for c in range(d_head)] for t in range(n)]  # noqa: E731
    q, k, v = proj(w_q), proj(w_k), proj(w_v)
    weights, out = [], []
    for i in range(n):
        keys = range(i + 1) if causal else range(n)
        s = [sum(q[i][c] * k[j][c] for c in range(d_head)) / math.sqrt(d_head) for j in keys]
        top = max(s)
        e = [math.exp(z - top) for z in s] + [0.0] * (n - len(s))
        total = sum(e)
        row = [z / total for z in e]
        weights.append(row)
        out.append([sum(row[j] * v[j][c] for j in range(n)) for c in range(d_head)])
    return np.array(weights), np.array(out)


@pytest.mark.parametrize("d_model", [1, 5, 16, 40])
def test_the_toy_head_is_softmax_attention(d_model):
    x = token_embeddings(tokenize("the cat chased the mouse"), d_model) + 0.3
    att = self_attention(x)
    w_q, w_k, w_v = head_weights(d_model, SEED)
    weights, out = _softmax_attention(x.tolist(), w_q.tolist(), w_k.tolist(), w_v.tolist())
    np.testing.assert_allclose(att.weights, weights, rtol=0, atol=1e-12)
    np.testing.assert_allclose(att.output, out, rtol=0, atol=1e-12)
    np.testing.assert_allclose(att.weights.sum(axis=1), 1.0, atol=1e-12)
    assert att.output.shape == (5, min(d_model, 32))


@pytest.mark.parametrize("d_model", [1, 16])
def test_the_causal_head_attends_to_the_words_before_only(d_model):
    x = token_embeddings(tokenize("the cat chased the mouse"), d_model) + 0.3
    att = self_attention(x, causal=True)
    w_q, w_k, w_v = head_weights(d_model, SEED)
    weights, out = _softmax_attention(x.tolist(), w_q.tolist(), w_k.tolist(), w_v.tolist(), causal=True)
    np.testing.assert_allclose(att.weights, weights, rtol=0, atol=1e-12)
    np.testing.assert_allclose(att.output, out, rtol=0, atol=1e-12)
    assert np.all(np.triu(att.weights, 1) == 0) and att.weights[0, 0] == 1.0


def test_a_causal_mask_tells_orders_apart_without_pe():
    """The NoPE point: with a decoder's mask the reordered outputs are no longer the same rows reordered."""
    e = token_embeddings(tokenize(EXAMPLES[1][0]), 64)
    c = compare_orders(e, EXAMPLES[1][1], causal=True)
    assert c.largest_difference(with_pe=False) > 1e-2
    assert compare_orders(e, EXAMPLES[1][1]).largest_difference(with_pe=False) < 1e-12


WORDS = ["고양이가", "쥐를", "쫓았다", "the", "cat", "chased", "mouse", "나는", "사과를", "먹었다", "a", "b"]


@settings(max_examples=60, deadline=None)
@given(n=st.integers(2, 12), d_model=st.sampled_from([2, 3, 8, 64, 512]), data=st.data())
def test_without_pe_reordering_only_reorders_the_outputs_and_with_pe_it_changes_them(n, d_model, data):
    order = tuple(data.draw(st.permutations(range(n))))
    e = token_embeddings(WORDS[:n], d_model)
    c = compare_orders(e, order)
    assert c.largest_difference(with_pe=False) < 1e-6  # permutation equivariance (in fact ~1e-16)
    np.testing.assert_allclose(c.plain_b.weights, c.plain_a.weights[np.ix_(order, order)], atol=1e-12)
    if order != tuple(range(n)):  # distinct words really moved
        assert c.largest_difference(with_pe=True) > 1e-3


def test_the_lessons_sentences_differ_clearly_once_pe_is_added():
    for sentence, order in EXAMPLES:
        for d_model in (8, 64, 512):
            c = compare_orders(token_embeddings(tokenize(sentence), d_model), order)
            assert c.largest_difference(False) < 1e-12
            assert c.largest_difference(True) > 0.05


def test_an_order_must_be_a_permutation_of_the_words():
    assert check_permutation([2, 0, 1], 3) == (2, 0, 1)
    for bad in ([0, 0, 1], [0, 1], [0, 1, 3], "abc", [0, 1, 2.5]):
        with pytest.raises(ParamError):
            check_permutation(bad, 3)


def test_naive_codes_are_the_lessons_numbers():
    np.testing.assert_array_equal(integer_index(5), [0, 1, 2, 3, 4])
    np.testing.assert_allclose(normalised_index(5), [0.0, 0.25, 0.5, 0.75, 1.0])
    np.testing.assert_allclose(normalised_index(10), [p / 9 for p in range(10)])
    assert round(normalised_index(10)[1], 2) == 0.11 and normalised_index(5)[1] == 0.25
    np.testing.assert_array_equal(normalised_index(1), [0.0])
    with pytest.raises(ParamError):
        integer_index(0)


def test_bits_are_the_binary_digits_and_the_sign_of_their_sines():
    table = bits(8, 4)
    expected = [[int(ch) for ch in reversed(format(p, "04b"))] for p in range(8)]
    np.testing.assert_array_equal(table, expected)
    big = bits(4096, 12)
    np.testing.assert_array_equal(big, [[(p >> b) & 1 for b in range(12)] for p in range(4096)])
    np.testing.assert_array_equal(bit_waves(np.arange(4096), 12) < 0, big.astype(bool))


def test_the_sum_view_holds_embedding_plus_pe():
    spec = SPECS["embedding"]
    params = Params(d_model=12, base=100.0, layout="concatenated")
    for combine in ("add", "concatenate"):
        options = spec.options(sentence="나는 사과를 먹었다 나는", scale=0.5, combine=combine)
        r = spec.run(params, options)
        pe = np.array([[pe_value(p, k, 12, 100.0, "concatenated") for k in range(12)] for p in range(4)])
        e = token_embeddings(tokenize("나는 사과를 먹었다 나는"), 12, 0.5)
        np.testing.assert_allclose(r.pe, pe, atol=1e-12)
        np.testing.assert_array_equal(r.embeddings, e)
        want = e + pe if combine == "add" else np.hstack([e, pe])
        np.testing.assert_allclose(r.combined, want, atol=1e-12)
        np.testing.assert_allclose(r.norms["combined"], np.linalg.norm(want, axis=1), atol=1e-12)
        names, table = r.data_table()
        assert table.shape == (4, 1 + 12 + 12 + want.shape[1]) and names[-1].startswith(
            "sum" if combine == "add" else "concat"
        )
    with pytest.raises(ParamError, match="combine"):
        spec.options(combine="multiply")
    with pytest.raises(ParamError, match="scale"):
        spec.options(scale=0.0)


def test_naive_options_refuse_a_position_missing_from_a_sentence():
    spec = SPECS["naive"]
    r = spec.run(Params(max_len=50), spec.options())
    assert r.ratio == 49 and r.short[r.highlight] == 0.25 and abs(r.long[1] - 1 / 9) < 1e-15
    with pytest.raises(ParamError, match="not in both sentences"):
        spec.options(short=5, long=10, highlight=5)


def test_the_binary_spec_sets_pe_columns_whose_wavelengths_double_as_the_bits_periods():
    r = SPECS["binary"].run(Params(d_model=64), None)
    np.testing.assert_array_equal(r.bits[:, ::-1], bits(8, 4))
    assert list(r.periods) == [16, 8, 4, 2]
    # the pairs whose wavelengths are nearest 2π·2^b: λ_i = 2π·10000^(i/32), so i = b·32·ln 2 / ln 10000
    expected = [round(b * 32 * math.log(2) / math.log(10000)) for b in (3, 2, 1, 0)]
    assert list(r.pairs) == expected == [7, 5, 2, 0]
    np.testing.assert_allclose(r.pe, [[pe_value(p, int(d), 64) for d in r.pe_dims] for p in range(8)], atol=1e-12)
    ratios = r.pe_wavelengths[:-1] / r.pe_wavelengths[1:]
    assert np.all(np.abs(np.log2(ratios) - 1) < 0.4)  # each about twice the next, as the bits' periods
    assert r.pe_wavelengths[-1] == pytest.approx(2 * math.pi)
    # the slowest column shown changes visibly over the 8 positions (spread over all pairs, it barely moved)
    assert np.ptp(r.pe[:, 0]) > 0.5
    assert r.doubles
    few = SPECS["binary"].run(Params(d_model=8), SPECS["binary"].options(bits=4))
    assert few.pairs.size == 2 and few.pe_wavelengths[0] / few.pe_wavelengths[1] == pytest.approx(10.0)
    assert not few.doubles  # two columns for four bits, tenfold apart: the key must not say they double
