"""A lesson step's show: and mark: lines as the views draw them: the curves left out hold their data but are hidden
and leave the key, a mark is a labelled line at its number, both go when the learner changes what the step set up
and when the next step comes; and the low-precision views' colours are told apart, the curve underneath visible."""

import colorsys
import math

import numpy as np
import pytest
from PySide6.QtCore import Qt

from posenc_gui.core.low_precision import SCORE_PIPELINES
from posenc_gui.gui.files.lesson_steps import MAX_MARKS, read, step_marks
from posenc_gui.resources import resource_path
from posenc_gui.specs import SPECS
from posenc_gui.testing import settle

STEP_23 = read(resource_path("lessons", "en.lesson"))[22]


def step_23_settings(vid):
    return {k: v for k, v in STEP_23.changes.items() if "." not in k or k.split(".")[0] in (vid, "long-context")}


def emphasise(view, step, vid):
    """The step's figure on `vid` as the stage shows it built: its show: line's curves, or all its reveal: line's."""
    built = step.reveal[1] if step.reveal is not None and step.reveal[0] == vid else None
    view.emphasise(step.shows.get(vid, built), [(m.name, m.value, m.label) for m in step_marks(step, vid)])


def test_the_scores_view_draws_the_chosen_curves_and_marks_2072(make_view):
    shown = make_view("rope-invariance", apply=step_23_settings("rope-invariance"))
    view = shown.view
    emphasise(view, STEP_23, "rope-invariance")
    visible = {p for p, c in view.curves.items() if c.isVisible()}
    assert visible == {"exact", "fp32", "bf16-legacy"}
    for p in SCORE_PIPELINES:  # the hidden ones still hold the result: a change of step shows them at once
        np.testing.assert_array_equal(view.curves[p].yData, view.result.scores[p])
    assert "tf32" not in view.key.text and "bf16-legacy" in view.key.text and "fp16" not in view.key.text
    assert view.mark_lines["m"].shown() == [
        (pytest.approx(2072.0, rel=1e-12), "2,072: key and query one bfloat16 number")
    ]
    line = view.mark_lines["m"].lines[0]
    assert line.angle == 90 and line.value() == pytest.approx(math.log10(2072))  # (the x axis is log10)
    assert view.result.shared["bf16-legacy"] == 2072  # the view's own number, where the mark stands
    # the label lies within the plot (its room on one side of the line), not cut at its edge
    shown.host.grab()  # (a text item takes its pixel size when painted)
    box = view.plot.getViewBox().sceneBoundingRect()
    label = line.label.textItem.mapRectToScene(line.label.textItem.boundingRect())
    assert box.left() - 0.5 <= label.left() < label.right() <= box.right() + 0.5, (label, box)
    # the learner changes the distance: the step's numbers no longer hold, every curve is back, no mark
    shown.store.apply({"rope-invariance.distance": 1000})
    shown.draw()
    assert all(c.isVisible() for c in view.curves.values()) and view.mark_lines["m"].shown() == []
    assert "tf32" in view.key.text
    shown.store.apply({"rope-invariance.distance": 16})  # back to what the step set up: they hold again
    shown.draw()
    assert len(view.mark_lines["m"].shown()) == 1 and not view.curves["tf32"].isVisible()
    view.emphasise(None, ())  # a step without them
    assert all(c.isVisible() for c in view.curves.values()) and view.mark_lines["m"].shown() == []


def test_the_angle_error_view_draws_the_chosen_curves_their_marks_and_range(make_view):
    shown = make_view("rope-precision", apply=step_23_settings("rope-precision"))
    view = shown.view
    emphasise(view, STEP_23, "rope-precision")
    assert {p for p, c in view.curves.items() if c.isVisible()} == {"fp32", "bf16-legacy"}
    # the alias circles of the pipelines left out go with them: only bfloat16's octaves, from 257
    texts = list(view.marks.data["data"])
    assert texts and all(t.endswith(" in bfloat16") for t in texts) and "257 is held as 256 in bfloat16" in texts
    low = min(min(c.yData[c.yData > 0]) for p, c in view.curves.items() if p in ("fp32", "bf16-legacy"))
    assert view.plot.getViewBox().viewRange()[1][0] == pytest.approx(math.log10(low) - 0.3)
    assert "TF32 from" not in view.key.text and "bfloat16 from 257" in view.key.text
    assert view.mark_lines["m"].shown() == []  # (step 23 marks the scores' view)


def test_a_mark_on_a_linear_and_a_horizontal_axis(make_view):
    steps = read(resource_path("lessons", "en.lesson"))
    buckets = make_view("relative-buckets", apply={k: v for k, v in steps[13].changes.items()})
    emphasise(buckets.view, steps[13], "relative-buckets")
    (line,) = [ln for ln in buckets.view.mark_lines["distance"].lines if ln.isVisible()]
    assert line.angle == 90 and line.value() == 91 == buckets.view.result.far
    compare = make_view("model-compare", apply=dict(steps[25].changes))
    emphasise(compare.view, steps[25], "model-compare")
    lines = [ln for ln in compare.view.mark_lines["wavelength"].lines if ln.isVisible()]
    assert [ln.angle for ln in lines] == [0, 0]
    assert [10 ** ln.value() for ln in lines] == [pytest.approx(50.27), pytest.approx(6.283)]
    # reveal: the first three models; ModernBERT's curve, context lines, key entry and table row are left out
    assert [c.isVisible() and c.xData is not None and len(c.xData) > 0 for c in compare.view.curves] == [
        True,
        True,
        True,
        False,
    ]
    assert not compare.view.target[3].isVisible() and "ModernBERT" not in compare.view.key.text
    assert "ModernBERT" not in compare.view.table.text


def test_model_layers_marks_the_reach_with_its_turning_pairs(make_view):
    step = read(resource_path("lessons", "en.lesson"))[24]
    shown = make_view("model-layers", apply=dict(step.changes))
    emphasise(shown.view, step, "model-layers")
    marked = shown.view.mark_lines["distance"].shown()
    local, full = shown.view.result.kinds
    assert [round(v) for v, _ in marked] == [local.distance, full.distance] == [1023, 131_071]
    for (_, label), kind in zip(marked, (local, full), strict=True):
        assert f"{int((kind.wavelengths <= kind.distance).sum())} of {kind.wavelengths.size}" in label


def test_the_lesson_applies_a_steps_marks_and_the_next_step_clears_them(window, qtbot):
    panel = window.lesson
    panel.language_box.setCurrentIndex(panel.language_box.findData("en"))
    panel.go_to(22)
    panel.answer()  # (the step asks the room first: its marks wait for the answer)
    settle(window, qtbot)
    invariance, precision = window.views["rope-invariance"], window.views["rope-precision"]
    assert [round(v) for v, _ in invariance.mark_lines["m"].shown()] == [2072]
    assert not invariance.curves["tf32"].isVisible() and not precision.curves["tf32"].isVisible()
    panel.go_to(24)  # (Gemma 3's layers, after the packing step)
    panel.answer()
    settle(window, qtbot)
    assert invariance.emphasis is None and invariance.mark_lines["m"].shown() == []
    assert all(c.isVisible() for c in invariance.curves.values())
    assert len(window.views["model-layers"].mark_lines["distance"].shown()) == 2
    panel.go_to(22)  # back: the step's own again
    panel.answer()
    settle(window, qtbot)
    assert len(invariance.mark_lines["m"].shown()) == 1 and window.views["model-layers"].emphasis is None


def test_every_shown_name_and_mark_axis_is_one_the_view_draws(make_view):
    for vid, spec in SPECS.items():
        if not (spec.shows or spec.marks):
            continue
        view = make_view(vid).view
        assert set(view.mark_lines) == set(spec.marks), vid
        for name, axis in spec.marks.items():
            lines = view.mark_lines[name]
            assert (lines.axis, lines.log) == (axis.axis, axis.log), vid
            assert len(lines.lines) == MAX_MARKS  # (as many lines as the lesson format lets a step mark)
        if vid == "model-compare":
            assert spec.shows == ("first", "second", "third", "fourth")
        elif spec.shows:
            assert set(view.curves) == set(spec.shows), vid


# -- colours told apart ------------------------------------------------------------------------------------------


def hue(colour: str) -> float:
    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return colorsys.rgb_to_hsv(r, g, b)[0] * 360


def hue_distance(a: str, b: str) -> float:
    d = abs(hue(a) - hue(b)) % 360
    return min(d, 360 - d)


def saturated(colour: str) -> bool:
    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return colorsys.rgb_to_hsv(r, g, b)[1] > 0.3


@pytest.mark.parametrize("vid", ["rope-precision", "rope-invariance"])
def test_the_pipelines_colours_differ_in_hue(make_view, vid):
    view = make_view(vid).view
    colours = {p: c.opts["pen"].color().name() for p, c in view.curves.items()}
    # bf16-legacy (#D55E00) and TF32 were two oranges 15 degrees of hue apart
    assert hue_distance(colours["bf16-legacy"], colours["tf32"]) >= 30
    hued = {p: c for p, c in colours.items() if saturated(c)}
    for a in hued:
        for b in hued:
            if a < b:
                assert hue_distance(hued[a], hued[b]) >= 30, (vid, a, b, hued[a], hued[b])
    assert len(set(colours.values())) == len(colours)


def test_the_curve_drawn_underneath_shows_beside_or_between_the_one_over_it(make_view):
    view = make_view("rope-precision").view
    z = {p: c.zValue() for p, c in view.curves.items()}
    pens = {p: c.opts["pen"] for p, c in view.curves.items()}
    # bf16-legacy under TF32, which is dashed and narrower; TF32 under float16 (they coincide up to 65,504),
    # which is narrower still
    assert z["bf16-legacy"] < z["tf32"] < z["fp16"]
    assert pens["tf32"].style() == Qt.PenStyle.DashLine and pens["bf16-legacy"].style() == Qt.PenStyle.SolidLine
    assert pens["bf16-legacy"].widthF() > pens["tf32"].widthF() > pens["fp16"].widthF()
    # each curve is narrower than every curve drawn under it
    order = sorted(z, key=z.get)
    hued = [p for p in order if p != "fp32"]  # (fp32 lies decades below the others)
    widths = [pens[p].widthF() for p in hued]
    assert widths == sorted(widths, reverse=True)
    scores = make_view("rope-invariance").view
    assert scores.curves["bf16-legacy"].zValue() < min(
        c.zValue() for p, c in scores.curves.items() if p != "bf16-legacy"
    )
    assert scores.curves["tf32"].opts["pen"].style() == Qt.PenStyle.DashLine


@pytest.mark.parametrize("size", [(1200, 800), (1000, 540)])
def test_mark_labels_lie_within_the_plot_and_over_no_other(make_view, size):
    """Step 26's two horizontal marks are a decade apart: on a low plot their labels would overlap, so the second
    goes left of the first; step 25's two vertical ones, under each other where they would meet."""
    steps = read(resource_path("lessons", "en.lesson"))
    for number, vid, plot in ((26, "model-compare", "plot"), (25, "model-layers", "reach")):
        step = steps[number - 1]
        shown = make_view(vid, size=size, apply=dict(step.changes))
        emphasise(shown.view, step, vid)
        shown.host.grab()  # (a text item takes its pixel size when painted)
        box = getattr(shown.view, plot).getViewBox().sceneBoundingRect()
        assert box.height() > 100, (number, box)  # (at 1000 x 540 step 26's plot is about 150 px high)
        lines = [ln for ln in shown.view.mark_lines[next(iter(shown.view.mark_lines))].lines if ln.isVisible()]
        for ln in lines:
            ln.label.updateTransform(force=True)  # (as a paint does: the label's size in pixels)
        labels = [ln.label.textItem.mapRectToScene(ln.label.textItem.boundingRect()) for ln in lines]
        assert len(labels) == 2
        assert not labels[0].intersects(labels[1]), (number, labels)
        for rect in labels:
            assert box.left() - 0.5 <= rect.left() and rect.right() <= box.right() + 0.5, (number, rect, box)
            assert box.top() - 0.5 <= rect.top() and rect.bottom() <= box.bottom() + 0.5, (number, rect, box)
