"""Issue "why position is needed", the window side: the word-order, naive-code, binary and embedding views
draw their results, their controls work with real keys both ways, and Korean text goes through them."""

import numpy as np
from helpers import pe_value, show_view
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from posenc_gui.core.naive_codes import bits
from posenc_gui.core.tokens import token_embeddings, tokenize
from posenc_gui.gui.plotting.fonts import unsupported_characters
from posenc_gui.gui.widgets.controls import TextOptionEdit
from posenc_gui.specs.order import EXAMPLES
from posenc_gui.testing import settle, type_text


def _type(window, qtbot, edit, text, end=Qt.Key.Key_Return):
    edit.setFocus()
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Delete)
    type_text(edit, text)
    QTest.keyClick(edit, end)
    settle(window, qtbot)


def test_this_system_draws_hangul(qapp):
    # Korean sentences are the default: a font with Hangul must be found (README names the package)
    assert unsupported_characters("고양이가 쥐를 쫓았다 나는 사과를 먹었다") == ""


def test_order_view_shows_the_bag_of_words_and_how_pe_breaks_it(make_view):
    shown = make_view("order")
    view = shown.view
    r = view.result
    assert r.tokens_a == ("고양이가", "쥐를", "쫓았다") and r.tokens_b == ("쥐를", "고양이가", "쫓았다")
    # the heatmaps hold the attention weights; without PE the reordered ones are the same, permuted
    a, b = view.maps[(False, "a")].image.image, view.maps[(False, "b")].image.image
    np.testing.assert_allclose(b, a[np.ix_([1, 0, 2], [1, 0, 2])], atol=1e-6)
    with_pe = view.maps[(True, "a")].image.image[np.ix_([1, 0, 2], [1, 0, 2])]
    assert not np.allclose(view.maps[(True, "b")].image.image, with_pe, atol=1e-3)
    assert view.maps[(False, "a")].cell_texts()[0] == f"{a[0, 0]:.2f}"
    # the bars are the matched-up differences: ~0 without PE, clearly above with it
    plain = view.bars[False].opts["height"]
    with_pe = view.bars[True].opts["height"]
    assert np.max(plain) < 1e-6 and np.min(with_pe) > 0.01
    np.testing.assert_array_equal(with_pe, r.diff_pe)
    key = view.key.text
    assert f"{np.max(plain):.1e}" in key and f"{np.max(with_pe):.3f}" in key and "bag of words" in key
    ticks = view.maps[(False, "b")].plot.getAxis("left")._tickLevels[0]
    assert [t[1] for t in ticks] == ["0: 쥐를", "1: 고양이가", "2: 쫓았다"]


def test_order_view_with_a_causal_mask_shows_order_matters_without_pe(make_view):
    shown = make_view("order")
    view = shown.view
    shown.store.apply({"order.mask": "causal"})
    shown.draw()
    assert view.controls["mask"].currentData() == "causal"  # the box follows the store
    r = view.result
    plain = view.bars[False].opts["height"]
    assert np.max(plain) > 1e-2 and np.all(np.triu(view.maps[(False, "a")].image.image, 1) == 0)
    key = view.key.text
    assert "causal mask" in key and f"{np.max(plain):.3f}" in key and "bag of words" not in key
    top = view.diff_plot.vb.viewRange()[1][1]
    assert top >= max(np.max(plain), np.max(r.diff_pe))  # both sets of bars fit
    shown.store.apply({"order.mask": "none"})
    shown.draw()
    assert "No PE, no mask" in view.key.text and np.max(view.bars[False].opts["height"]) < 1e-6


def test_order_view_takes_a_typed_korean_sentence_and_refuses_garbage(window, qtbot):
    view = show_view(window, qtbot, "order")
    edit = window.findChild(TextOptionEdit, "option.order.sentence")
    _type(window, qtbot, edit, "나는 사과를 먹었다")
    assert window.store.options("order").sentence == "나는 사과를 먹었다"
    assert window.store.options("order").order == ()  # a new sentence: first two swapped
    assert view.result.tokens_b == ("사과를", "나는", "먹었다")
    assert [view.words.item(k).text() for k in range(3)] == ["사과를", "나는", "먹었다"]
    error = window.findChild(QLabel, "params.error")
    for garbage, reason in (("", "empty"), ("가" * 41, "characters"), ("a " * 33, "at most 32")):
        _type(window, qtbot, edit, garbage)
        assert window.store.options("order").sentence == "나는 사과를 먹었다"
        assert edit.text() == "나는 사과를 먹었다"  # the box shows the stored sentence
        assert reason in error.text()
    edit.setFocus()
    type_text(edit, " 그리고")
    QTest.keyClick(edit, Qt.Key.Key_Escape)  # Esc drops the typing
    assert edit.text() == "나는 사과를 먹었다"


def test_words_move_with_ctrl_arrows_and_the_examples_and_reverse_set_the_order(window, qtbot):
    view = show_view(window, qtbot, "order")
    view.words.setFocus()
    view.words.setCurrentRow(0)
    QTest.keyClick(view.words, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    settle(window, qtbot)
    assert window.store.options("order").order == (0, 1, 2)  # the word moved back: the sentence
    assert view.result.diff_pe.max() == 0.0
    assert view.words.currentRow() == 1  # the moved word stays selected
    position = window.store.params.position
    view.words.setCurrentRow(0)
    QTest.keyClick(view.words, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    settle(window, qtbot)
    assert window.store.options("order").order == (0, 1, 2)  # already first: nothing moves
    assert window.store.params.position == position  # and the position did not step
    english, _order = EXAMPLES[1]
    view.examples.menu().actions()[1].trigger()
    settle(window, qtbot)
    assert window.store.options("order").sentence == english and view.result.tokens_b == (
        "the",
        "mouse",
        "chased",
        "the",
        "cat",
    )
    view.reverse.click()
    settle(window, qtbot)
    assert view.result.tokens_b == ("mouse", "the", "chased", "cat", "the")
    assert view.result.diff_plain.max() < 1e-6


def test_naive_view_draws_the_index_against_the_embedding_range_and_two_normalised_sentences(window, qtbot):
    window.store.apply({"max_len": 50})
    view = show_view(window, qtbot, "naive")
    assert list(view.index_line.yData) == [0.0, 49.0] and view.band.getRegion() == (-1.0, 1.0)
    np.testing.assert_allclose(view.norm_curves[0].yData, [0, 0.25, 0.5, 0.75, 1.0])
    np.testing.assert_allclose(view.norm_curves[1].yData, np.arange(10) / 9)
    assert [t.toPlainText() for t in view.highlight_labels] == ["0.250", "0.111"]
    assert "49×" in view.key.text and "0.250 among 5 words but 0.111 among 10" in view.key.text
    spin = window.findChild(QLabel, "params.error")
    box = view.control("highlight")
    box.setFocus()
    box.lineEdit().selectAll()
    QTest.keyClicks(box, "7")
    QTest.keyClick(box, Qt.Key.Key_Return)
    settle(window, qtbot)
    assert window.store.options("naive").highlight == 1 and "not in both sentences" in spin.text()
    assert box.value() == 1
    box.lineEdit().selectAll()
    QTest.keyClicks(box, "3")
    QTest.keyClick(box, Qt.Key.Key_Return)
    settle(window, qtbot)
    assert window.store.options("naive").highlight == 3 and view.highlight_line.value() == 3


def test_binary_view_shows_the_bits_their_sines_and_the_pe_columns(make_view):
    shown = make_view("binary", apply={"d_model": 64})
    view = shown.view
    image = view.bits_map.image.image
    np.testing.assert_array_equal(image, bits(8, 4)[:, ::-1])  # columns: bit 3 .. bit 0
    assert view.bits_map.cell_texts()[:8] == ["0", "0", "0", "0", "0", "0", "0", "1"]
    np.testing.assert_array_equal(view.waves_map.image.image < 0, image.astype(bool))
    pe = view.pe_map.image.image
    np.testing.assert_allclose(pe[:, -1], [pe_value(p, 0, 64) for p in range(8)], atol=1e-6)
    ticks = [t[1] for t in view.pe_map.plot.getAxis("bottom")._tickLevels[0]]
    assert ticks[-1] == "0\nλ 6.28" and ticks[0].startswith("14\n")  # pair 7's sin dimension
    assert "double their wavelength as the bits double their period" in view.key.text
    shown.store.apply({"d_model": 8})
    shown.draw()
    assert "double their wavelength" not in view.key.text + view.key.toolTip()
    shown.store.apply({"d_model": 64})
    shown.store.apply({"binary.bits": 3, "binary.count": 40})
    shown.draw()
    assert view.bits_map.image.image.shape == (40, 3) and view.bits_map.cell_texts() == []


def test_embedding_view_adds_or_concatenates_with_norms(make_view):
    shown = make_view("embedding", apply={"d_model": 16})
    view = shown.view
    e = token_embeddings(tokenize("나는 사과를 먹었다"), 16)
    pe = np.array([[pe_value(p, k, 16) for k in range(16)] for p in range(3)])
    np.testing.assert_allclose(view.maps["embedding"].image.image, e, atol=1e-6)
    np.testing.assert_allclose(view.maps["pe"].image.image, pe, atol=1e-6)
    np.testing.assert_allclose(view.maps["combined"].image.image, e + pe, atol=1e-6)
    norms = [float(t[1]) for t in view.maps["combined"].plot.getAxis("right")._tickLevels[0]]
    np.testing.assert_allclose(norms, np.linalg.norm(e + pe, axis=1), atol=0.006)
    combo = view.control("combine")
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    shown.draw()
    assert shown.store.options("embedding").combine == "concatenate"
    np.testing.assert_allclose(view.maps["combined"].image.image, np.hstack([e, pe]), atol=1e-6)
    assert "32 values" in view.maps["combined"].plot.titleLabel.text
    scale = view.control("scale")
    scale.setFocus()
    scale.lineEdit().selectAll()
    QTest.keyClicks(scale, "2.5")
    QTest.keyClick(scale, Qt.Key.Key_Return)
    shown.draw()
    np.testing.assert_allclose(view.maps["embedding"].image.image, 2.5 * e, atol=1e-5)


def test_hangul_reaches_the_screen(make_view):
    # the word axis of the order view, painted: the glyphs of 고양이가 leave ink where the label is
    shown = make_view("order")
    view = shown.view
    axis = view.maps[(False, "a")].plot.getAxis("left")
    rect = axis.boundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0xFFFFFFFF)
    painter = QPainter(image)
    axis.paint(painter, None, None)
    painter.end()
    dark = sum(1 for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y).value() < 128)
    assert dark > 100


def test_a_dragged_word_reorders_the_sentence(make_view):
    # a drop inside the list moves the row through its model (what InternalMove does)
    from PySide6.QtCore import QModelIndex

    shown = make_view("order")
    view = shown.view
    assert view.words.model().moveRow(QModelIndex(), 2, QModelIndex(), 0)
    shown.draw()
    assert shown.store.options("order").order == (2, 1, 0)
    assert view.result.tokens_b == ("쫓았다", "쥐를", "고양이가")


def test_cell_texts_follow_new_values_and_leave_unchanged_cells_alone(qtbot):
    import pyqtgraph as pg

    from posenc_gui.gui.plotting.style import diverging_colormap
    from posenc_gui.gui.plotting.token_plots import TokenHeatmap

    widget = pg.GraphicsLayoutWidget()
    qtbot.addWidget(widget)
    widget.resize(500, 400)
    cells = TokenHeatmap(widget.addPlot(), diverging_colormap(), "t", "row", "column", shading="diverging")
    values = np.array([[0.1, -0.9], [0.5, 0.95]])
    widget.show()
    qtbot.waitExposed(widget)
    cells.set_data(values, (-1, 1))
    assert cells.cell_texts() == ["0.10", "-0.90", "0.50", "0.95"]
    assert cells.cell_colours() == ["#000000", "#ffffff", "#000000", "#ffffff"]  # light on the saturated ends
    updates = []
    cells.cells.update = lambda *a: updates.append(a)
    cells.set_data(values, (-1, 1))
    assert updates == []  # nothing changed: nothing drawn again
    values[1, 0] = -0.97
    cells.set_data(values, (-1, 1))
    assert len(updates) == 1 and cells.cell_texts() == ["0.10", "-0.90", "-0.97", "0.95"]
    assert cells.cell_colours()[2] == "#ffffff"
    del cells.cells.update
    cells.set_data(values[:, :1], (-1, 1))  # a smaller grid: the cells move to their new places
    assert cells.cell_texts() == ["0.10", "-0.97"] and [c[2:] for c in cells.cells.cells] == [(0, 0), (0, 1)]
    # each value is printed on its cell, in its colour: white on the dark cell (row 1), black on the pale
    values = np.array([[0.0, 0.0], [-0.97, 0.0]])
    cells.set_data(values, (-1, 1))
    image = widget.grab().toImage()
    vb = cells.plot.vb

    def lightness(column, row):  # (the lightest and the darkest pixel around the cell's centre)
        centre = widget.mapFromScene(vb.mapViewToScene(pg.Point(column, row)))
        ratio = image.devicePixelRatio()
        seen = [
            image.pixelColor(int((centre.x() + dx) * ratio), int((centre.y() + dy) * ratio)).lightness()
            for dx in range(-14, 15)
            for dy in range(-6, 7)
        ]
        return max(seen), min(seen)

    assert lightness(0, 1)[0] > 230 and lightness(0, 1)[1] < 120  # white text on the dark blue cell
    assert lightness(1, 0)[1] < 60  # black text on the pale cell
    cells.cells.setVisible(False)
    image = widget.grab().toImage()
    assert lightness(0, 1)[0] < 200 and lightness(1, 0)[1] > 150  # (the text made the difference)


def test_embedding_presets_and_the_original_transformers_sqrt_d_model(make_view):
    shown = make_view("embedding", apply={"d_model": 16})
    view = shown.view
    e = token_embeddings(tokenize("나는 사과를 먹었다"), 16)
    actions = view.presets.menu().actions()
    assert [a.text().split(":")[0] for a in actions] == ["±1", "±0.0346"]
    actions[1].trigger()  # a standard deviation of 0.02: uniform within ±0.02·√3
    shown.draw()
    assert shown.store.options("embedding").scale == 0.0346 == round(0.02 * np.sqrt(3), 4)
    np.testing.assert_allclose(view.maps["embedding"].image.image, 0.0346 * e, atol=1e-6)
    assert "uniform within ±0.0346, standard deviation 0.02" in view.key.text + view.key.toolTip()
    combo = view.control("multiply")
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    shown.draw()
    assert shown.store.options("embedding").multiply == "sqrt_d"
    np.testing.assert_allclose(view.maps["embedding"].image.image, 4.0 * 0.0346 * e, atol=1e-6)  # √16
    np.testing.assert_allclose(
        view.maps["combined"].image.image - view.maps["pe"].image.image, 4.0 * 0.0346 * e, atol=1e-6
    )
    assert "then × √d_model = 4" in view.key.text + view.key.toolTip()
