"""View specs without Qt: options validate on their own, fit the shared parameters, round-trip through
dicts; cache keys react to what a view reads and to its own options only; results are typed and their data
tables hold the numbers of an independent computation."""

import dataclasses
import math

import numpy as np
import pytest
from helpers import omega, pe_value

from posenc_gui.core import ParamError, Params
from posenc_gui.specs import AREAS, SPECS, AnimationOptions, Options, Result, default_options, option_classes
from posenc_gui.specs.learned import LearnedOptions
from posenc_gui.specs.phase import PhaseOptions
from posenc_gui.specs.waves import WavesOptions


@pytest.mark.parametrize("vid", list(SPECS))
def test_every_spec_is_complete(vid):
    spec = SPECS[vid]
    assert spec.id == vid and spec.title and spec.description and spec.area in AREAS
    assert issubclass(spec.options, Options)
    result = spec.run(Params(max_len=30, d_model=10))
    assert isinstance(result, Result) and dataclasses.is_dataclass(result)
    names, table = result.data_table()
    assert table.ndim == 2 and table.shape[1] == len(names) == len(set(names)) and table.shape[0] > 0
    if vid in FLOAT16_COLUMNS:  # float16 holds positions from 65,520 on as inf: NaN there and only there
        fp16 = names.index("fp16")
        overflow = table[:, 0] + (result.distance if vid == "rope-invariance" else 0) >= 65_520
        assert np.isnan(table[overflow, fp16]).all() and np.isfinite(table[~overflow, fp16]).all()
        table = np.delete(table, fp16, axis=1)
    assert np.isfinite(table).all()


# the views whose fp16 column is NaN where float16 overflows (see test_every_spec_is_complete)
FLOAT16_COLUMNS = ("rope-precision", "rope-invariance")


@pytest.mark.parametrize(
    "cls,kwargs,pattern",
    [
        (WavesOptions, dict(dims=[0, 4096]), r"dims must lie between 0 and 4095"),
        (WavesOptions, dict(dims=5), r"dims must be a list of whole numbers"),
        (WavesOptions, dict(dims=list(range(11))), r"at most 10 entries"),
        (WavesOptions, dict(dims=[1.5]), r"dims must be a whole number"),
        (PhaseOptions, dict(pair=-1), r"pair must lie between 0 and 2047"),
        (PhaseOptions, dict(pair=float("inf")), r"pair must be a whole number"),
        (PhaseOptions, dict(trail=1001), r"trail must lie between 0 and 1000"),
        (PhaseOptions, dict(clock_pairs=[2048]), r"clock_pairs must lie between 0 and 2047"),
        (AnimationOptions, dict(speed=0), r"speed must lie between 0\.01 and 1000"),
        (AnimationOptions, dict(speed=float("nan")), r"speed must be a finite number"),
    ],
)
def test_options_validate_each_field(cls, kwargs, pattern):
    with pytest.raises(ParamError, match=pattern):
        cls(**kwargs)


def test_options_are_frozen_normalised_and_hashable():
    a, b = WavesOptions(dims=[0, 4, 4, 8]), WavesOptions(dims=(0, 4, 8))
    assert a.dims == (0, 4, 8) and a == b and hash(a) == hash(b)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.dims = (1,)
    with pytest.raises(ParamError, match="unknown option"):
        a.replace(colour="red")


def test_pair_is_checked_against_and_fitted_to_d_model():
    p16 = Params(d_model=16)
    with pytest.raises(ParamError, match="pair must lie between 0 and 7; 10 is out of range"):
        PhaseOptions(pair=10).check(p16)
    assert PhaseOptions(pair=20).fit(p16).pair == 7
    assert PhaseOptions(pair=20).fit(Params(d_model=7)).pair == 3  # odd d: ceil(7/2) = 4 pairs
    same = PhaseOptions(pair=3)
    assert same.fit(p16) is same  # nothing to clamp: the same object


def test_visible_selections_drop_what_d_model_does_not_have():
    assert WavesOptions(dims=(0, 4, 9, 10, 16, 32)).visible_dims(Params(d_model=10)) == (0, 4, 9)
    assert PhaseOptions(clock_pairs=(0, 2, 3, 4, 8)).visible_hands(Params(d_model=7)) == (0, 2, 3)


@pytest.mark.parametrize("owner", list(option_classes()))
def test_options_round_trip_through_dicts(owner):
    cls = option_classes()[owner]
    opts = cls()
    assert cls.from_dict(opts.to_dict()) == opts
    assert cls.from_dict({"unknown": 1}) == cls()  # old or foreign keys are ignored
    with pytest.raises(ParamError, match="mapping"):
        cls.from_dict([1, 2])


def test_phase_options_round_trip_with_values():
    opts = PhaseOptions(pair=16, trail=5, clock_pairs=(0, 3))
    d = opts.to_dict()
    assert d == {"pair": 16, "trail": 5, "clock_pairs": [0, 3]}
    assert PhaseOptions.from_dict(d) == opts


def test_a_cache_key_reacts_to_what_its_view_reads_and_its_own_options_only():
    p = Params()
    opts = default_options()
    keys = {vid: spec.cache_key(p, opts[vid]) for vid, spec in SPECS.items()}

    def changed(params=p, **owner_options):
        o = opts | owner_options
        return {vid for vid, spec in SPECS.items() if spec.cache_key(params, o[vid]) != keys[vid]}

    assert changed(waves=WavesOptions(dims=(1, 2))) == {"waves"}
    assert changed(phase=PhaseOptions(pair=5)) == {"phase"}
    assert changed(phase=PhaseOptions(trail=3)) == {"phase"}
    assert changed(animation=AnimationOptions(speed=9)) == set()
    assert not changed(p.replace(position=0.5)) & {"heatmap", "waves", "phase"}  # overlays only
    assert changed(p.replace(position=1.0)) & {"heatmap", "waves", "phase"} == {"phase"}  # the trail moves
    for name, value in (("d_model", 32), ("max_len", 50), ("base", 99.0), ("layout", "concatenated")):
        readers = {vid for vid, spec in SPECS.items() if name in spec.reads}
        if name == "d_model":  # the trained table (the default) has its own width: d_model changes nothing
            readers.discard("learned")
        assert changed(p.replace(**{name: value})) == readers, name
    init = LearnedOptions(kind="bert-init")  # ... but an initialisation is d_model wide
    assert SPECS["learned"].cache_key(p.replace(d_model=32), init) != SPECS["learned"].cache_key(p, init)
    assert "window" in str(SPECS["waves"].cache_key(p, opts["waves"], {"window": (0, 10)}))


def test_heatmap_result_is_the_table_and_exports_it():
    result = SPECS["heatmap"].run(Params(max_len=12, d_model=6, base=100.0))
    ref = np.array([[pe_value(p, d, 6, 100.0) for d in range(6)] for p in range(12)])
    np.testing.assert_allclose(result.table, ref, atol=1e-6)
    names, table = result.data_table()
    assert names == ["position"] + [f"dim_{k}" for k in range(6)]
    np.testing.assert_array_equal(table[:, 0], np.arange(12))
    np.testing.assert_allclose(table[:, 1:], ref, atol=1e-6)
    assert not result.averaged


def test_heatmap_result_of_a_long_table_exports_its_blocks():
    from posenc_gui.specs.heatmap import HeatmapOptions

    result = SPECS["heatmap"].run(Params(max_len=5000, d_model=4), HeatmapOptions(rows="mean"))
    names, table = result.data_table()
    assert names[:3] == ["first_position", "last_position", "centre"] and result.averaged
    first, last = int(table[3, 0]), int(table[3, 1])
    assert (first, last) == (15, 19) and table[3, 2] == 17.0  # rows of 5 positions
    assert table[0, 0] == 0 and table[-1, 1] == 4999 and table[4, 0] == last + 1
    ref = np.mean([pe_value(p, 1, 4) for p in range(first, last + 1)])
    assert table[3, 4] == pytest.approx(ref, abs=1e-6)


def test_heatmap_envelope_rows_hold_each_runs_min_and_max_and_export_both():
    from posenc_gui.specs.heatmap import HeatmapOptions

    result = SPECS["heatmap"].run(Params(max_len=5000, d_model=4), HeatmapOptions(rows="envelope"), rows=300)
    assert result.envelope and result.table.shape == (200, 4)  # a run for every three pixel rows: 100 runs
    full = np.array([[pe_value(p, d, 4) for d in range(4)] for p in range(5000)])
    edges = result.row_edges
    assert len(edges) == 101 and edges[0] == 0 and edges[-1] == 5000
    np.testing.assert_allclose(result.table[0::2], np.minimum.reduceat(full, edges[:-1]), atol=2e-7)
    np.testing.assert_allclose(result.table[1::2], np.maximum.reduceat(full, edges[:-1]), atol=2e-7)
    names, table = result.data_table()
    assert names[:5] == ["first_position", "last_position", "centre", "dim_0_min", "dim_0_max"]
    assert names[-1] == "dim_3_max" and table.shape == (100, 3 + 8)
    a, b = int(table[7, 0]), int(table[7, 1])
    assert table[7, 9] == pytest.approx(full[a : b + 1, 3].min(), abs=2e-7)
    assert table[7, 10] == pytest.approx(full[a : b + 1, 3].max(), abs=2e-7)
    short = SPECS["heatmap"].run(Params(max_len=50, d_model=4), HeatmapOptions(rows="envelope"))
    assert not short.envelope and short.table.shape == (50, 4)  # one row per position: the table itself


def test_waves_result_exports_positions_and_dimensions():
    result = SPECS["waves"].run(Params(max_len=1000, d_model=16), WavesOptions(dims=(3, 15, 40)))
    names, table = result.data_table()
    assert names == ["position", "dim_3", "dim_15"]  # 40 lies beyond d_model
    assert table[777, 0] == 777
    assert table[777, 1] == pytest.approx(pe_value(777, 3, 16), abs=1e-12)


def test_waves_of_a_short_table_export_the_integer_positions_not_the_smooth_samples():
    result = SPECS["waves"].run(Params(max_len=50, d_model=16), WavesOptions(dims=(0, 5)))
    assert result.positions.size > 50  # drawn as smooth curves ...
    names, table = result.data_table()  # ... exported at the positions that exist
    assert names == ["position", "dim_0", "dim_5"] and table.shape == (50, 3)
    np.testing.assert_array_equal(table[:, 0], np.arange(50))
    np.testing.assert_allclose(table[:, 2], [pe_value(p, 5, 16) for p in range(50)], atol=1e-12)


def test_waves_envelope_exports_min_and_max_columns():
    result = SPECS["waves"].run(Params(max_len=100_000, d_model=8), WavesOptions(dims=(7,)))
    names, table = result.data_table()
    assert names == ["position", "dim_7_min", "dim_7_max"]
    assert table.shape == (4000, 3)
    run = [pe_value(p, 7, 8) for p in range(25 * 10, 25 * 11)]  # bucket 10: positions 250 .. 274
    assert (table[10, 1], table[10, 2]) == pytest.approx((min(run), max(run)), abs=1e-9)


def test_phase_result_is_the_trail_and_turns_exactly():
    p = Params(d_model=64, position=7.25)
    result = SPECS["phase"].run(p, PhaseOptions(pair=2, trail=5, clock_pairs=(0, 40)))
    w = omega(2, 64)
    np.testing.assert_array_equal(result.trail_positions, [3, 4, 5, 6, 7])
    np.testing.assert_allclose(result.trail[:, 0], [math.cos(k * w) for k in range(3, 8)], atol=1e-12)
    assert result.hand_pairs.tolist() == [0]  # pair 40 does not exist at d_model 64
    assert result.vector_at(7.25) == pytest.approx([math.cos(7.25 * w), math.sin(7.25 * w)], abs=1e-12)
    names, table = result.data_table()
    assert names == ["position", "cos", "sin"] and table[-1, 2] == pytest.approx(math.sin(7 * w), abs=1e-12)


def test_run_fits_default_options_to_the_parameters():
    result = SPECS["phase"].run(Params(d_model=2), PhaseOptions(pair=0))
    assert result.pair == 0
    assert SPECS["phase"].run(Params(d_model=2)).pair == 0


def test_similarity_follows_the_position_only_at_integer_steps():
    from posenc_gui.specs.similarity import SimilarityOptions

    spec, opts = SPECS["similarity"], SimilarityOptions()
    p = Params(max_len=50, d_model=64, position=10.25)
    assert spec.cache_key(p, opts) == spec.cache_key(p.replace(position=10.75), opts)
    assert spec.cache_key(p, opts) != spec.cache_key(p.replace(position=11.0), opts)
    fixed = opts.replace(reference=3)
    assert spec.cache_key(p, fixed) == spec.cache_key(p.replace(position=30.0), fixed)
    result = spec.run(p, fixed)
    assert result.reference == 3 and result.distances.tolist() == [1, 2, 5, 10, 20]  # 3 + 49 is past 49
    ref = np.array([[pe_value(a, d, 64) for d in range(64)] for a in range(50)])
    np.testing.assert_allclose(result.marked, [ref[3] @ ref[3 + k] for k in (1, 2, 5, 10, 20)], atol=1e-9)
    np.testing.assert_allclose(result.curve, ref @ ref[3], atol=1e-9)
    assert result.diagonal_spread < 1e-4


def test_similarity_exports_the_whole_matrix():
    from posenc_gui.specs.similarity import SimilarityOptions

    names, table = SPECS["similarity"].export_data(Params(max_len=30, d_model=8), SimilarityOptions(kind="cosine"))
    assert names[:3] == ["position", "q_0", "q_1"] and table.shape == (30, 31)
    pe = np.array([[pe_value(a, d, 8) for d in range(8)] for a in range(30)])
    norms = np.linalg.norm(pe, axis=1)
    np.testing.assert_allclose(table[:, 1:], pe @ pe.T / np.outer(norms, norms), atol=1e-6)
    with pytest.raises(ParamError, match="exported similarity matrix"):
        SPECS["similarity"].export_data(Params(max_len=10**5, d_model=8))


@pytest.mark.parametrize("bad", [dict(kind="l2"), dict(reference=-2), dict(reference=10**7)])
def test_similarity_options_refuse_what_they_cannot_show(bad):
    from posenc_gui.specs.similarity import SimilarityOptions

    with pytest.raises(ParamError):
        SimilarityOptions(**bad)
    assert SimilarityOptions(reference=80).fit(Params(max_len=50)).reference == 49


def test_shift_exports_pe_of_pos_of_pos_plus_k_and_the_rotation_per_dimension():
    from posenc_gui.specs.shift import ShiftOptions

    names, table = SPECS["shift"].export_data(Params(d_model=9, position=2.0), ShiftOptions(k=4))
    assert names == ["dim", "pe_pos", "pe_pos_plus_k", "rotated"] and table.shape == (9, 4)
    np.testing.assert_allclose(table[:, 1], [pe_value(2, d, 9) for d in range(9)], atol=1e-6)
    np.testing.assert_allclose(table[:, 2], [pe_value(6, d, 9) for d in range(9)], atol=1e-6)
    np.testing.assert_allclose(table[:8, 3], table[:8, 2], atol=1e-6)  # every complete pair
    assert table[8, 3] == table[8, 1]  # the lone sin is kept as it was
    near_the_end = SPECS["shift"].run(Params(max_len=10**7, position=10**7 - 1), ShiftOptions(k=5))
    assert near_the_end.position == 10**7 - 5 and near_the_end.error < 1e-6  # pos + k stays exact


def test_vectors_export_one_column_per_position_and_the_current_one():
    from posenc_gui.specs.vectors import VectorsOptions

    names, table = SPECS["vectors"].export_data(
        Params(max_len=50, d_model=64, position=3.0), VectorsOptions(positions=(0, 10, 99), first_dims=64)
    )
    assert names == ["dim", "pos_0", "pos_10", "current"] and table.shape == (64, 4)
    np.testing.assert_allclose(table[:, 2], [pe_value(10, d, 64) for d in range(64)], atol=1e-6)
    np.testing.assert_allclose(table[:, 3], [pe_value(3, d, 64) for d in range(64)], atol=1e-6)


def test_formula_works_out_the_cell_and_the_first_eight_values():
    from posenc_gui.specs.formula import FormulaOptions

    result = SPECS["formula"].run(Params(d_model=64, position=5.0), FormulaOptions(dim=4))
    assert (result.pair, result.kind, result.follows) == (2, "sin", True)
    assert result.omega == pytest.approx(10000 ** (-4 / 64)) and result.angle == pytest.approx(5 * result.omega)
    assert result.value == pytest.approx(pe_value(5, 4, 64), abs=1e-12)
    np.testing.assert_allclose(result.vector, [pe_value(5, d, 64) for d in range(8)], atol=1e-6)
    fixed = SPECS["formula"].run(
        Params(d_model=8, max_len=50, position=5.0, layout="concatenated"), FormulaOptions(dim=5, pos=12)
    )
    assert (fixed.pos, fixed.follows, fixed.pair, fixed.kind) == (12.0, False, 1, "cos")
    assert fixed.value == pytest.approx(pe_value(12, 5, 8, layout="concatenated"), abs=1e-12)
    names, table = fixed.data_table()
    assert names == ["dim", "pair", "omega", "angle", "value"] and table.shape == (8, 5)
    assert FormulaOptions(dim=70, pos=80).fit(Params(d_model=64, max_len=50)) == FormulaOptions(dim=63, pos=49)


def test_extrapolation_shows_sinusoidal_rows_past_the_trained_length_and_none_learned():
    from posenc_gui.specs.extrapolation import ExtrapolationOptions, learned_stand_in

    result = SPECS["extrapolation"].run(Params(d_model=8), ExtrapolationOptions(trained=100, factor=4), rows=400)
    assert result.shown == 400 and result.edges[-1] == 400 and result.sinusoidal.shape == (400, 8)
    np.testing.assert_allclose(result.sinusoidal[250], [pe_value(250, d, 8) for d in range(8)], atol=1e-6)
    assert np.abs(result.sinusoidal[100:]).max() <= 1.0  # defined and bounded past 100
    assert result.learned.shape == (100, 8) and result.learned_edges[-1] == 100  # no learned row past 100
    np.testing.assert_array_equal(result.learned, learned_stand_in(100, 8))  # seeded: the same every time
    assert abs(float(result.learned.std()) - 0.02) < 0.005
    names, table = result.data_table()
    assert names[:3] == ["first_position", "learned_defined", "dim_0"]
    assert table[99, 1] == 1.0 and table[100, 1] == 0.0
    with pytest.raises(ParamError):
        ExtrapolationOptions(factor=9)


def test_an_opened_linear_config_without_an_original_context_has_none():
    """A config with linear scaling and no original_max_position_embeddings (Gemma 3 4B's): max_position_embeddings
    is the context after extension, so the context before it is unknown, not max_position_embeddings again
    (which showed trained = target); YaRN without the key takes max_position_embeddings, as transformers does."""
    from types import SimpleNamespace

    from posenc_gui.core import ParamError
    from posenc_gui.specs.kit.long_context import OPENED, LongContextOptions, resolve

    def model(scaling, max_positions, original=None):
        return SimpleNamespace(
            name="m",
            type="rope",
            head_dim=64,
            rotary_dim=64,
            base=10000.0,
            pairing="split-half",
            model_type="gemma3_text",
            scaling=scaling,
            max_position_embeddings=max_positions,
            original_max_position_embeddings=original,
            layers=None,
            softmax_scale_factor=1.0,
        )

    opened = LongContextOptions(source=OPENED)
    s = resolve(Params(), opened, model({"rope_type": "linear", "factor": 8.0}, 131072))
    assert (s.trained, s.target, s.origin) == (None, 131072, OPENED)
    s = resolve(Params(), opened, model({"rope_type": "yarn", "factor": 4.0}, 32768))
    assert (s.trained, s.target) == (32768, 131072)
    with pytest.raises(ParamError, match="states neither its context before extension nor max_position_embeddings"):
        resolve(Params(), opened, model(None, None))


@pytest.mark.parametrize("owner", list(option_classes()))
def test_no_options_range_follows_the_position(owner):
    """The store fits no options when only the position moved (each frame of the animation): that holds
    while no live range and no fit reads the position."""
    cls = option_classes()[owner]
    for d_model, max_len in ((1, 1), (7, 50), (64, 100), (4096, 10**7)):
        first, last = (
            Params(d_model=d_model, max_len=max_len),
            Params(d_model=d_model, max_len=max_len, position=max_len - 1),
        )
        for name, control in cls.live_controls():
            assert control.live(first) == control.live(last), (owner, name)
        assert cls().fit(first) == cls().fit(last)
