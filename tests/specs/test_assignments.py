"""The settings reader behind lesson `set:` lines, `export --set` and the scripting API: every option of every
owner reads back what its settings' text says, and a value that cannot be used names its setting."""

import pytest

from posenc_gui.core import ParamError, Params
from posenc_gui.specs import SPECS, option_classes
from posenc_gui.specs.kit import assignments


@pytest.mark.parametrize("owner", list(option_classes()))
def test_every_owners_settings_read_back_through_their_text(owner):
    params = Params(d_model=10, max_len=30, base=123.5, layout="concatenated", position=2.25)
    settings = assignments.settings_of([owner], params, {})
    text = assignments.settings_text(settings)
    changes = assignments.parse(text)
    back, options = assignments.apply(changes, Params(), {})
    assert back == params
    assert assignments.settings_of([owner], back, options) == settings


def test_values_are_read_as_their_fields_types():
    changes = assignments.parse(
        "d_model = 32 ; base=500; layout = concatenated; waves.dims = 0, 4 8;"
        "order.sentence = 개가 = 고양이; embedding.scale = 0.5; order.order = "
    )
    assert changes == {
        "d_model": 32,
        "base": 500.0,
        "layout": "concatenated",
        "waves.dims": (0, 4, 8),
        "order.sentence": "개가 = 고양이",
        "embedding.scale": 0.5,
        "order.order": (),
    }
    assert assignments.parse("d_model = 8; d_model = 16") == {"d_model": 16}  # the later one wins


def test_apply_fits_options_to_the_new_parameters_and_checks_what_was_set():
    params, options = assignments.apply({"d_model": 8}, Params(), {"phase": SPECS["phase"].options(pair=20)})
    assert options["phase"].pair == 20  # not set here: left for the store to fit
    params, options = assignments.apply(
        {"d_model": 8, "phase.trail": 3}, Params(), {"phase": SPECS["phase"].options(pair=20)}
    )
    assert (params.d_model, options["phase"].pair, options["phase"].trail) == (8, 3, 3)  # fitted: 4 pairs
    with pytest.raises(assignments.SettingError) as refused:
        assignments.apply({"d_model": 8, "phase.pair": 5}, Params(), {})
    assert refused.value.settings == ["phase.pair"] and "pair must lie between 0 and 3" in str(refused.value)
    with pytest.raises(assignments.SettingError) as refused:  # only the two together fail
        assignments.apply({"alibi.heads": 4, "alibi.head": 6}, Params(), {})
    assert refused.value.settings == ["alibi.heads", "alibi.head"]


@pytest.mark.parametrize(
    "text,message",
    [
        ("d_model", "expected name = value, not 'd_model'."),
        ("= 4", "expected name = value, not '= 4'."),
        ("phase.pair = two", "phase.pair = 'two' is not a whole number."),
        ("heatmap.colour = red", "heatmap has no option 'colour' (it has rows)."),
        ("spectrum.x = 1", "spectrum has no options."),
        ("nowhere.x = 1", "no view 'nowhere' (views: heatmap,"),
    ],
)
def test_a_text_that_cannot_be_read_names_what_is_wrong(text, message):
    with pytest.raises(ParamError) as refused:
        assignments.parse(text)
    assert str(refused.value).startswith(message)


def test_a_text_with_a_semicolon_cannot_be_written_as_settings():
    with pytest.raises(ParamError, match="order.sentence: a value with a semicolon"):
        assignments.settings_text({"order.sentence": "a; b"})
