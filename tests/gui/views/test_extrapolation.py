"""The extrapolation view: the trained range shaded, the learned table's end."""

import numpy as np
from helpers import pe_value


def test_extrapolation_view_shades_the_trained_range_and_ends_the_learned_table(make_view):
    view = make_view(
        "extrapolation", apply={"d_model": 16, "extrapolation.trained": 64, "extrapolation.factor": 3}
    ).view
    sin_image = view.images[view.sin_plot]
    assert sin_image.image.shape == (192, 16)  # 3 x 64 positions, one row each
    np.testing.assert_allclose(sin_image.image[150], [pe_value(150, d, 16) for d in range(16)], atol=1e-6)
    learned = view.images[view.learned_plot]
    assert learned.image.shape == (64, 16) and learned.mapRectToView(learned.boundingRect()).bottom() == 63.5
    assert view.trained_region.getRegion() == (-0.5, 63.5)
    assert "no rows for positions ≥ 64" in view.undefined.toPlainText()
    assert "goes on to 191" in view.key.text


def test_extrapolation_says_defined_is_not_working_and_ntk_on_a_table_is_a_thought_experiment(make_view):
    shown = make_view(
        "extrapolation",
        apply={"d_model": 16, "extrapolation.trained": 64, "extrapolation.factor": 3, "extrapolation.extension": "ntk"},
        notes=False,
    )
    view = shown.view
    caption = view.key.text  # the caption keeps the condition: a value is defined, the model still degrades
    assert "defined and within [−1, 1]" in caption and "trained models still degrade" in caption
    assert "A thought experiment for an added table" in view.key.toolTip()
    shown.notes.set_shown(True)
    assert "NTK scaling was made for RoPE" in view.key.text


def test_rope_rotation_says_its_vectors_are_drawn_at_unit_length_and_names_the_orange_curve(make_view):
    view = make_view("rope-rotation", notes=False).view
    assert "Drawn at unit length (q·k uses their lengths)" in view.key.text
    assert view.target_curve.opts["pen"].color().name().upper() == "#D55E00"  # orange in the palette
    assert "orange)" in view.key.toolTip() and "red" not in view.key.toolTip()


def test_rope_rotation_says_angles_never_seen_only_for_a_pair_under_one_turn_in_training(make_view, qtbot):
    """A slowest pair that turned a full turn or more in training has seen every angle, however far the target
    takes it (d = 8, base 10: θ = 10^(−6/8), about 58 turns in the 2,048 trained positions)."""
    shown = make_view("rope-rotation", apply={"d_model": 8, "base": 10.0}, notes=False)
    view = shown.view
    assert "within what training saw" in view.key.text and "never seen" not in view.key.text
    shown.store.apply({"d_model": 64, "base": 10000.0})
    shown.draw()
    qtbot.waitUntil(lambda: "angles never seen in training" in view.key.text)
