"""The figure presets' numbers and checks, the polyline clipping and the SVG's finishing touches: no Qt."""

import numpy as np
import pytest

from posenc_gui.export import ExportError
from posenc_gui.export.polyline_clip import clip_runs, links_for
from posenc_gui.export.presets import PRESETS, FigureLook, PaperSize, preset_named, slide_size
from posenc_gui.export.svg_tidy import tidy


def test_a_paper_figure_is_laid_out_where_its_text_comes_out_at_the_points_asked_for():
    size = PaperSize()  # 3.5 in, 8 pt
    assert size.layout_dpi == 132 and size.layout_size == (462, 308)
    # the views' 11 pt tick labels, laid out at 96 logical pixels an inch, printed 462 pixels to 3.5 in
    assert 11 * 96 / size.layout_dpi == pytest.approx(8, abs=0.01)
    wide = PaperSize(7.0, 10.0)
    assert wide.layout_dpi == round(96 * 11 / 10) and wide.layout_width == round(7 * wide.layout_dpi)


@pytest.mark.parametrize(
    "width,font,says",
    [
        (0.0, 8.0, "the width must lie between 1 and 20 inches, not 0"),
        (-3.0, 8.0, "not -3"),
        (float("nan"), 8.0, "not nan"),
        (3.5, 0.0, "the font size must lie between 4 and 24 points, not 0"),
        (3.5, 99.0, "not 99"),
    ],
)
def test_sizes_a_paper_figure_cannot_have_are_refused_saying_why(width, font, says):
    with pytest.raises(ExportError) as caught:
        PaperSize(width, font)
    assert says in str(caught.value)


def test_a_narrow_width_is_judged_by_the_laid_out_plots_not_refused_by_the_size_alone():
    """(A width guard passed 5-px plots and refused figures that were fine: the page layout measures each plot
    box and refuses there, naming the width that would hold them.)"""
    narrow = PaperSize(1.0, 11.0)
    assert narrow.width_in == 1.0 and narrow.font_pt == 11.0


def test_presets_are_named_and_a_wrong_name_is_refused():
    assert list(PRESETS) == ["screen", "paper", "slide"]
    assert FigureLook().preset == "screen"
    with pytest.raises(ExportError, match="unknown preset poster: the presets are screen, paper, slide"):
        preset_named("poster")
    with pytest.raises(ExportError, match="unknown preset"):
        FigureLook("poster")
    assert slide_size(None) == (1920, 1080) and slide_size(3840) == (3840, 2160)
    with pytest.raises(ExportError, match="between 160 and 16384 pixels, not 100"):
        FigureLook("slide", width=100)


def test_a_polyline_is_cut_to_the_rectangle_into_the_runs_inside():
    square = (0.0, 0.0, 10.0, 10.0)
    points = np.array([[-5, 5], [5, 5], [15, 5], [15, -5], [5, 5]], dtype=float)
    runs = clip_runs(points, links_for(5, "all"), square)
    assert len(runs) == 2
    np.testing.assert_allclose(runs[0], [[0, 5], [10, 5]])  # (the point at 5, on the straight line, drops)
    np.testing.assert_allclose(runs[1], [[10, 0], [5, 5]])
    assert clip_runs(np.array([[20.0, 20], [30, 30]]), links_for(2, "all"), square) == []
    # a gap (NaN) and connect="pairs" break the line
    gap = np.array([[1, 1], [2, 2], [np.nan, np.nan], [3, 3], [4, 4]], dtype=float)
    assert len(clip_runs(gap, links_for(5, "all"), square)) == 2
    pairs = np.array([[1, 1], [2, 2], [3, 3], [4, 4]], dtype=float)
    assert [len(r) for r in clip_runs(pairs, links_for(4, "pairs"), square)] == [2, 2]


def test_a_step_curve_keeps_only_its_corners_and_every_point_stays_inside():
    rng = np.random.default_rng(3)
    x = np.repeat(np.arange(2000.0), 2)[1:]
    y = np.repeat(rng.integers(0, 5, 2000).astype(float), 2)[:-1]
    rect = (100.0, 1.0, 1500.0, 3.0)
    runs = clip_runs(np.column_stack((x, y)), links_for(len(x), "all"), rect)
    inside = np.vstack(runs)
    assert (inside[:, 0] >= 100 - 1e-9).all() and (inside[:, 0] <= 1500 + 1e-9).all()
    assert (inside[:, 1] >= 1 - 1e-9).all() and (inside[:, 1] <= 3 + 1e-9).all()
    for run in runs:  # no point lies between two others on one horizontal or vertical line
        d = np.diff(run, axis=0)
        straight = ((d[:-1, 0] == 0) & (d[1:, 0] == 0)) | ((d[:-1, 1] == 0) & (d[1:, 1] == 0))
        assert not straight.any()


def test_tidy_sets_inches_drops_non_scaling_strokes_names_a_fallback_font_and_keeps_cells_square():
    qt = (
        '<?xml version="1.0"?>\n<svg width="123.4mm" height="82.3mm" viewBox="0 0 462 308">\n'
        '<g stroke-width="2" font-family="DejaVu Sans">'
        '<polyline vector-effect="non-scaling-stroke" points="0,0 1,1"/>'
        '<image image-rendering="optimizeSpeed" x="0" width="4" height="8"/></g></svg>'
    )
    out = tidy(qt, 3.5, 2.333)
    assert '<svg width="3.5in" height="2.333in"' in out
    assert "non-scaling-stroke" not in out and 'stroke-width="2"' in out
    assert 'font-family="DejaVu Sans, sans-serif"' in out
    assert out.count("image-rendering") == 1 and 'style="image-rendering:pixelated"' in out
