"""A lesson step's `show:` and `mark:` lines: read and checked like the rest of a lesson file (a problem names the
file and the line), and the shipped lessons' marks are the numbers their headlines name, computed here again from
the formats and the models' configs, not from the app."""

import math
from fractions import Fraction

import pytest

from posenc_gui.gui.files.lesson_steps import LessonError, Mark, parse, parse_lesson, read
from posenc_gui.resources import resource_path

LANGS = ("en", "ko")
STEP = "[step]\ntitle: T\nviews: rope-precision, rope-invariance\n"


def test_a_step_reads_its_show_and_mark_lines():
    (step,) = parse(
        STEP + "show: rope-invariance = exact, bf16-legacy\n"
        "show: rope-precision = fp32\n"
        'mark: rope-invariance.m = 2072 "from here: one number"\n'
        'mark: rope-invariance.m = 1.5e4 "{value} stays text"\n'
    )
    assert step.shows == {"rope-invariance": ("exact", "bf16-legacy"), "rope-precision": ("fp32",)}
    assert step.marks == [
        Mark("rope-invariance", "m", 2072.0, "from here: one number", 6),
        Mark("rope-invariance", "m", 15000.0, "{value} stays text", 7),
    ]


def test_a_file_without_show_or_mark_loads_as_before():
    lesson = parse_lesson("lesson: L\n[step]\ntitle: A\nviews: waves\nset: d_model = 32\ntext: notes\n")
    (step,) = lesson.steps
    assert (step.title, step.views, step.changes, step.text) == ("A", ["waves"], {"d_model": 32}, "notes")
    assert step.shows == {} and step.marks == []


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("show: rope-invariance", "expected <view> = <curve>"),
        ("show: nowhere = fp32", "no view 'nowhere' that shows chosen curves"),
        ("show: waves = fp32", "no view 'waves' that shows chosen curves"),
        ("show: rope-invariance = fp32, bf17", "rope-invariance has no curve 'bf17' (curves: exact, fp32"),
        ("show: rope-invariance = ", "name at least one curve of rope-invariance"),
        ("show: rope-invariance = fp32, fp32", "a curve is named twice"),
        ("mark: rope-invariance.m = 2072", 'expected <view>.<axis> = <number> "<label>"'),
        ('mark: rope-invariance.m 2072 "x"', 'expected <view>.<axis> = <number> "<label>"'),
        ('mark: rope-invariance.q = 2072 "x"', "rope-invariance has no axis 'q' (axes: m)"),
        ('mark: waves.x = 2 "x"', "no view 'waves' that takes marks"),
        ('mark: rope-invariance.m = 2,072 "x"', "'2,072' is not a number"),
        ('mark: rope-invariance.m = nan "x"', "'nan' is not a number"),
        ('mark: rope-invariance.m = 1e999 "x"', "'1e999' is not a number"),
        ('mark: rope-invariance.m = 1_000 "x"', "'1_000' is not a number"),
        ('mark: rope-invariance.m = 0 "x"', "logarithmic axis: the number must be above 0, not 0"),
        ('mark: rope-invariance.m = -5 "x"', "logarithmic axis: the number must be above 0, not -5"),
        ('mark: rope-invariance.m = 5 ""', "the label has 0 characters; it takes 1 to 48"),
        ('mark: rope-invariance.m = 5 "' + "x" * 49 + '"', "the label has 49 characters; it takes 1 to 48"),
    ],
)
def test_a_bad_show_or_mark_line_names_the_file_and_the_line(line, why):
    with pytest.raises(LessonError) as caught:
        parse(STEP + line + "\n", "mine.lesson")
    assert str(caught.value).startswith("mine.lesson line 4: ") and why in str(caught.value)


def test_show_and_mark_name_the_steps_own_views_and_at_most_three_marks_a_view():
    with pytest.raises(
        LessonError,
        match=r"^mine.lesson line 4: show: model-compare is not among the step's views "
        r"\(rope-precision, rope-invariance\)$",
    ):
        parse(STEP + "show: model-compare = first\n", "mine.lesson")
    with pytest.raises(LessonError, match="^mine.lesson line 5: mark: model-layers is not among the step's views"):
        parse(STEP + "text: notes\n" + 'mark: model-layers.distance = 5 "x"\n', "mine.lesson")
    with pytest.raises(LessonError, match="^mine.lesson line 4: show: rope-precision has a show: line already"):
        parse(
            "[step]\ntitle: T\nshow: rope-precision = fp32\nshow: rope-precision = tf32\nviews: rope-precision\n",
            "mine.lesson",
        )
    marks = "".join(f'mark: rope-invariance.m = {m} "x"\n' for m in (1, 2, 3, 4))
    with pytest.raises(LessonError, match="^mine.lesson line 7: mark: at most 3 marks a view in one step$"):
        parse(STEP + marks, "mine.lesson")
    # (a views: line after the show: line counts: the check runs once the step is read)
    (step,) = parse("[step]\ntitle: T\nshow: rope-precision = fp32\nviews: rope-precision\n")
    assert step.shows == {"rope-precision": ("fp32",)}


# -- the shipped lessons: each mark is the number its headline names ---------------------------------------------


def bf16(m: int) -> int:
    """A whole number as bfloat16 holds it: 8 significant bits, ties to even (worked in exact fractions)."""
    ulp = 2 ** max(m.bit_length() - 8, 0)
    return round(Fraction(m, ulp)) * ulp  # (Python rounds a Fraction's ties to even)


def first_shared_in_bf16(distance: int) -> int:
    return next(m for m in range(1, 10**6) if bf16(m) == bf16(m + distance))


def t5_bucket(r: int, buckets: int = 32, max_distance: int = 128) -> int:
    """T5's relative_position_bucket for a key r after the query, bidirectional (its code, one number at a time)."""
    half = buckets // 2
    exact = half // 2
    if r < exact:
        return half + r
    large = exact + int(math.log(r / exact) / math.log(max_distance / exact) * (half - exact))
    return half + min(large, half - 1)


def turning(base: float, head_dim: int, reach: int, factor: float = 1.0) -> int:
    """The pairs whose wavelength 2π·factor/θ_k (θ_k = base^(−2k/d)) is at most `reach` positions."""
    return sum(2 * math.pi * factor * base ** (2 * k / head_dim) <= reach for k in range(head_dim // 2))


# Gemma 3 27B (its config.json): head_dim 128, sliding window 1,024 with rope_local_base_freq 10,000, global layers
# rope_theta 1,000,000 with linear scaling factor 8, 131,072 positions
GEMMA_LOCAL_FARTHEST, GEMMA_GLOBAL_FARTHEST = 1024 - 1, 131_072 - 1
FIRST_BUCKET_OF_THE_LAST = next(r for r in range(1, 1000) if t5_bucket(r) == t5_bucket(10**6))
EXPECTED = {  # (step, view) -> the marks' numbers, and what each label must say
    14: ("relative-buckets", [(FIRST_BUCKET_OF_THE_LAST, ["91"])]),
    23: ("rope-invariance", [(first_shared_in_bf16(16), ["2,072"])]),
    25: (
        "model-layers",
        [(GEMMA_LOCAL_FARTHEST, ["36", "64", "1,024"]), (GEMMA_GLOBAL_FARTHEST, ["37", "64", "131,072"])],
    ),
    26: ("model-compare", [(16 * math.pi, ["50", "×8"]), (2 * math.pi, ["6.3"])]),
}


def test_the_numbers_marked_are_those_the_maths_gives():
    assert first_shared_in_bf16(16) == 2072 and FIRST_BUCKET_OF_THE_LAST == 91
    assert turning(10_000, 128, GEMMA_LOCAL_FARTHEST) == 36 and turning(1e6, 128, GEMMA_GLOBAL_FARTHEST, 8) == 37


@pytest.mark.parametrize("lang", LANGS)
def test_every_shipped_mark_is_the_number_its_headline_names(lang):
    steps = read(resource_path("lessons", f"{lang}.lesson"))
    marked = {k + 1 for k, s in enumerate(steps) if s.marks}
    assert marked == set(EXPECTED)
    for number, (view, marks) in EXPECTED.items():
        step = steps[number - 1]
        assert [m.view for m in step.marks] == [view] * len(marks), number
        for mark, (value, words) in zip(step.marks, marks, strict=True):
            assert mark.value == pytest.approx(value, rel=5e-4, abs=0), (number, mark)
            assert all(w in mark.label for w in words), (number, mark.label)
    # the numbers the headlines name, on the slide as the marks draw them
    assert "2,072" in steps[22].headline and "16" in steps[22].headline
    assert "91" in steps[13].headline


def test_both_languages_show_and_mark_the_same():
    en, ko = (read(resource_path("lessons", f"{lang}.lesson")) for lang in LANGS)
    assert [(s.shows, s.reveal, [(m.view, m.name, m.value) for m in s.marks]) for s in en] == [
        (s.shows, s.reveal, [(m.view, m.name, m.value) for m in s.marks]) for s in ko
    ]
    step23 = en[22]
    assert step23.shows == {
        "rope-precision": ("fp32", "bf16-legacy"),
        "rope-invariance": ("exact", "fp32", "bf16-legacy"),
    }
    # ModernBERT, no rule, left out: the three others one at a time
    assert next(s for s in en if s.views == ["model-compare"]).reveal == ("model-compare", ("first", "second", "third"))
    xl = next(s for s in en if s.views == ["transformer-xl"])  # the four terms, then their sum
    assert xl.reveal == ("transformer-xl", ("content", "content-position", "global-content", "global-position", "sum"))


OLD_25 = "a pair above a context line turns less than once within it"


def _compare_step(lang):
    """The step of Models side by side (step 25 when these tests were written, 27 since two steps came in)."""
    return next(s for s in read(resource_path("lessons", f"{lang}.lesson")) if s.views == ["model-compare"])


@pytest.mark.parametrize("lang", LANGS)
def test_step_25s_headline_says_what_its_figure_shows(lang):
    """Linear ×8 (Gemma 3) moves every pair, the fastest from 2π to 16π; llama3 (Llama 3.1) and YaRN (gpt-oss)
    keep the fast pairs. The numbers are worked out here from the models' configs."""
    step = _compare_step(lang)
    assert OLD_25 not in step.headline and "문맥 선보다 위에 있는 쌍은" not in step.headline
    for words in ("×8", "6.3", "50", "llama3", "YaRN", "Gemma 3"):
        assert words in step.headline, words
    assert (
        step.changes["model-compare.first"] == "llama-3.1-8b"
        and step.changes["model-compare.second"] == "gemma-3-27b"
        and step.changes["model-compare.third"] == "gpt-oss"
    )
    fastest = 2 * math.pi  # θ_0 = base^0 = 1 for every base
    assert f"{fastest:.1f}" == "6.3" and f"{8 * fastest:.0f}" == "50"
    # llama3 (factor 8, low_freq_factor 1, high_freq_factor 4, original 8,192) keeps wavelengths under 8192/4
    assert fastest < 8192 / 4
    # YaRN (gpt-oss: factor 32, beta_fast 32, original 4,096) keeps the pairs that turn more than beta_fast
    # times within the original context
    assert 4096 / fastest > 32


def test_the_figure_of_step_25_holds_those_wavelengths():
    """The model-compare view's curves (its result) start where the marks are."""
    from posenc_gui.core import Params
    from posenc_gui.specs.model_compare import ModelCompareOptions, compute

    step = _compare_step("en")
    options = ModelCompareOptions(**{k.split(".")[1]: v for k, v in step.changes.items()})
    first = {m.model.name: float(m.wavelength[0]) for m in compute(Params(), options).models}
    assert first["Gemma 3 27B"] == pytest.approx(16 * math.pi, rel=1e-12)
    assert first["Llama 3.1 8B"] == pytest.approx(2 * math.pi, rel=1e-12)
    assert first["gpt-oss (reference defaults)"] == pytest.approx(2 * math.pi, rel=1e-12)


def test_readme_lists_what_each_view_offers_and_what_the_shipped_lesson_marks():
    from helpers import ROOT

    from posenc_gui.specs import SPECS

    readme = (ROOT / "docs" / "lessons.md").read_text(encoding="utf-8")
    rows = {
        line.split("|")[1].strip(): line.split("|")[2:4]
        for line in readme.splitlines()
        if line.startswith("| ") and line.count("|") == 4
    }
    offering = {vid for vid, spec in SPECS.items() if spec.shows or spec.marks}
    assert offering <= set(rows)
    for vid in offering:
        shows, marks = rows[vid]
        listed = [n.strip() for n in shows.split("(")[0].split(",") if n.strip()]
        assert listed == list(SPECS[vid].shows), vid
        assert [m.split("`")[1] for m in marks.split(";")] == list(SPECS[vid].marks), vid
    assert (
        "T5's 91 (step 14), bfloat16's 2,072 (step 23), the 36 of 64 and 37 of 64 pairs that turn within "
        "Gemma 3's\n1,024 and 131,072 keys (step 25), and the fastest wavelength, 6.3 kept by llama3 and YaRN "
        "and 50 under\nGemma 3's linear ×8 (step 26)"
    ) in readme
    assert set(EXPECTED) == {14, 23, 25, 26}


def test_any_show_or_mark_line_is_read_whole_or_refused_with_its_line():
    """Lesson files come from others: whatever follows show: or mark:, it is read into checked values or refused
    with the file and the line, never raised as anything else."""
    from hypothesis import HealthCheck, given
    from hypothesis import settings as hyp_settings
    from hypothesis import strategies as st

    from posenc_gui.specs import SPECS

    pieces = st.sampled_from(
        [
            "rope-invariance",
            "rope-precision",
            "model-compare",
            ".",
            "m",
            "=",
            " ",
            ",",
            '"',
            "2072",
            "-1",
            "0",
            "1e999",
            "nan",
            "fp32",
            "first",
            "{",
            "}",
            "{value}",
            "\t",
            "×",
        ]
    )
    text = st.one_of(st.text(max_size=60), st.lists(pieces, max_size=12).map("".join))

    @hyp_settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
    @given(key=st.sampled_from(["show", "mark"]), value=text)
    def check(key, value):
        if "\n" in value or "\r" in value or any(c in value for c in "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"):
            return  # (a line break ends the line: that is another file)
        try:
            (step,) = parse(STEP + f"{key}: {value}\n", "mine.lesson")
        except LessonError as exc:
            assert str(exc).startswith("mine.lesson line 4: "), str(exc)
            return
        for view, names in step.shows.items():
            assert view in step.views and names and set(names) <= set(SPECS[view].shows)
        for mark in step.marks:
            axis = SPECS[mark.view].marks[mark.name]
            assert math.isfinite(mark.value) and (mark.value > 0 or not axis.log)
            assert 1 <= len(mark.label) <= 48

    check()


def test_readmes_show_and_mark_example_is_a_step_the_app_reads():
    from helpers import ROOT

    readme = (ROOT / "docs" / "lessons.md").read_text(encoding="utf-8")
    block = readme.split("Part of step 23 of the shipped\nlesson:\n\n```\n", 1)[1].split("```", 1)[0]
    (example,) = parse(block, "README")
    shipped = read(resource_path("lessons", "en.lesson"))[22]
    assert example.title == shipped.title and example.views == shipped.views
    assert (
        example.shows["rope-invariance"] == shipped.shows["rope-invariance"]
        and example.marks[0].value == shipped.marks[0].value
        and example.marks[0].label == shipped.marks[0].label
    )
