"""A randomised session (posenc_gui.random_session): seeded random walks over the window with garbage typed,
docks moved, restarts with damaged settings... No exception, no Qt warning, flat memory, and at the end every
shown view and control agrees with the store. A failure names the seed; Walk(seed, folder) replays it."""

import os
import random

import pytest
from random_session import ACTIONS, LANE_WEIGHTS, MEMORY_GROWTH, STAGE_WEIGHTS, Walk


def _walk(tmp_path, seed: int, steps: int, window: int | None, warmup: int = 0, weights=None):
    with Walk(seed, tmp_path, warmup, weights) as walk:
        try:
            walk.run(steps)
            walk.check_agreement()
            walk.check_health(window, MEMORY_GROWTH)
        except AssertionError:
            raise
        except Exception as exc:  # an action that raised: say how to replay it
            raise AssertionError(f"{type(exc).__name__}: {exc} ({walk.where()})") from exc
        return walk


def test_every_kind_of_action_is_in_the_walk():
    names = {a.name for a in ACTIONS}
    assert {
        "change_parameters",
        "type_into_a_box",
        "change_options",
        "rearrange_docks",
        "play_pause_and_run",
        "step_the_position",
        "zoom_a_plot",
        "resize_the_window",
        "restart_with_damaged_settings",
        "export_a_view",
        "switch_chapters_and_stage",
        "open_a_model",
    } <= names


# The default lane's walks are as short as still catches what they catch (tests/walk_mutants.py puts back five
# kinds of bugs the walks found), measured with every chapter in: a box that stops following the store is caught
# by seeds 12 and 21 at 100 actions (seed 11 at 150); the stage's grid or paging raising and a late lesson step
# failing by none of them within 200 (seed 21 the late step at 100), and by the stage walk of seed 13 within 50. A
# compute failing at an odd d_model no walk catches within 200: tests/specs/test_every_spec_at_the_edges.py does.
@pytest.mark.parametrize("seed", [12, 21])
def test_a_short_random_session(qapp, tmp_path, seed):
    walk = _walk(tmp_path, seed, 100, None, weights=LANE_WEIGHTS)  # memory is judged on the long walk
    assert len(walk.done) == 100 and len(set(walk.done)) >= 7


def test_a_short_walk_on_the_stage_and_the_lesson(qapp, tmp_path):
    walk = _walk(tmp_path, 13, 50, None, weights=STAGE_WEIGHTS)
    assert len(walk.done) == 50 and walk.done.count("switch_chapters_and_stage") >= 10


@pytest.mark.long_session
def test_a_long_random_session(qapp, tmp_path):
    """5,000 actions measured after 500 to warm up; the seed is new each run (POSENC_GUI_WALK_SEED replays
    one) and is printed. Seed 1 found a layout that relaid itself out for ever (the phase view's axes, now
    fixed); seed 7 a stored base the base box could not show (its range now is the core's)."""
    seed = int(os.environ.get("POSENC_GUI_WALK_SEED", random.randrange(2**31)))
    print(f"random session seed {seed}")
    walk = _walk(tmp_path, seed, 5500, 1000, warmup=500)
    assert len(walk.done) == 5500 and len(walk.memory) == 20
