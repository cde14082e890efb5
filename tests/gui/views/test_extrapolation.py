"""The extrapolation view: the trained range shaded, the learned table's end."""

import numpy as np
from helpers import pe_value, show_view


def test_extrapolation_view_shades_the_trained_range_and_ends_the_learned_table(window, qtbot):
    window.store.apply({"d_model": 16, "extrapolation.trained": 64, "extrapolation.factor": 3})
    view = show_view(window, qtbot, "extrapolation")
    sin_image = view.images[view.sin_plot]
    assert sin_image.image.shape == (192, 16)                               # 3 x 64 positions, one row each
    np.testing.assert_allclose(sin_image.image[150], [pe_value(150, d, 16) for d in range(16)], atol=1e-6)
    learned = view.images[view.learned_plot]
    assert learned.image.shape == (64, 16) and learned.mapRectToView(learned.boundingRect()).bottom() == 63.5
    assert view.trained_region.getRegion() == (-0.5, 63.5)
    assert "no rows for positions ≥ 64" in view.undefined.toPlainText()
    assert "goes on to 191" in view.key.text
