"""The vectors view: the chosen positions and the current one."""

import numpy as np
from helpers import pe_value, show_view
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from posenc_gui.testing import settle


def test_vectors_view_draws_the_chosen_positions_and_the_current_one(window, qtbot):
    window.store.apply({"d_model": 16, "max_len": 30, "position": 5.5, "vectors.positions": (0, 1, 25, 49),
                        "vectors.first_dims": 8})
    view = show_view(window, qtbot, "vectors")
    for n, pos in enumerate((0, 1, 25)):                                   # 49 lies beyond max_len = 30
        x, y = view.curves[n].getData()
        np.testing.assert_array_equal(x, np.arange(8))
        np.testing.assert_allclose(y, [pe_value(pos, d, 16) for d in range(8)], atol=1e-6)
        assert view.curves[n].isVisible()
    assert not view.curves[3].isVisible()
    _, current = view.current.getData()
    np.testing.assert_allclose(current, [pe_value(5.5, d, 16) for d in range(8)], atol=1e-6)
    assert "positions 49 lie beyond max_len = 30" in view.key.text and "current: pos 5.5" in view.key.text
    edit = view.control("positions")
    edit.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, "3, 7")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    settle(window, qtbot)
    assert window.store.options("vectors").positions == (3, 7)
    np.testing.assert_allclose(view.curves[1].getData()[1], [pe_value(7, d, 16) for d in range(8)], atol=1e-6)
