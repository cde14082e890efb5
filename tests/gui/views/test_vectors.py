"""The vectors view: the chosen positions and the current one."""

import numpy as np
from helpers import pe_value
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def test_vectors_view_draws_the_chosen_positions_and_the_current_one(make_view):
    shown = make_view(
        "vectors",
        apply={
            "d_model": 16,
            "max_len": 30,
            "position": 5.5,
            "vectors.positions": (0, 1, 25, 49),
            "vectors.first_dims": 8,
        },
    )
    view = shown.view
    rows = view.image.image  # 49 lies beyond max_len = 30
    assert rows.shape == (3, 8) and tuple(view.image.levels) == (-1.0, 1.0)
    for n, pos in enumerate((0, 1, 25)):
        np.testing.assert_allclose(rows[n], [pe_value(pos, d, 16) for d in range(8)], atol=1e-6)
    np.testing.assert_allclose(view.current_image.image[0], [pe_value(5.5, d, 16) for d in range(8)], atol=1e-6)
    labels = [text for _, text in view.rows()]
    assert labels == ["pos 0", "pos 1", "pos 25", "current: 5.5"]
    # each label at its row's centre; the current row (framed) under the others
    centres = [y for y, _ in view.rows()]
    assert (
        centres[:3] == [0, 1, 2]
        and view.current_image.mapRectToParent(view.current_image.boundingRect()).center().y() == centres[3] > 2.5
    )
    fx, fy = view.frame.getData()
    assert (fx.min(), fx.max()) == (-0.5, 7.5) and (fy.min(), fy.max()) == (centres[3] - 0.5, centres[3] + 0.5)
    assert "positions 49 lie beyond max_len = 30" in view.key.text and "dimensions 0 to 7" in view.key.text
    edit = view.control("positions")
    edit.setFocus()
    edit.selectAll()
    QTest.keyClicks(edit, "3, 7")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    shown.draw()
    assert shown.store.options("vectors").positions == (3, 7)
    np.testing.assert_allclose(view.image.image[1], [pe_value(7, d, 16) for d in range(8)], atol=1e-6)
