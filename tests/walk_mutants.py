"""How long must the default lane's randomised sessions be? Each mutant puts back a kind of bug the walks
have found (a box that stops showing the store, a compute that fails for a valid setting, a slot that
raises in a rare state of the stage or the lesson); the seeds of the default lane walk with it at growing
lengths, and the first length whose checks fail is printed. The default length is the shortest at which
every mutant the longest walk catches is caught.

    python tests/walk_mutants.py [lengths: 50,100,150,200,250] [seeds: 11,12] [stage walk seeds: 13]
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Callable, Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@contextlib.contextmanager
def _patched(owner, name: str, make: Callable) -> Iterator[None]:
    real = getattr(owner, name)
    setattr(owner, name, make(real))
    try:
        yield
    finally:
        setattr(owner, name, real)


def stale_box():
    """The max_len box no longer follows the store (a binding lost on the way back)."""
    from posenc_gui.gui.widgets.controls import Binder

    def make(real):
        def bind(self, name, widget, *args, **kwargs):
            real(self, name, widget, *args, **kwargs)
            if name == "max_len":
                for binding in self._bindings:
                    if binding.widget is widget:
                        binding.setter = lambda value: None

        return bind

    return _patched(Binder, "bind", make)


def odd_d_model_fails():
    """The extrapolation view's compute fails for an odd d_model (as RoPE's rule once made it)."""
    from posenc_gui.specs import SPECS

    spec = SPECS["extrapolation"]
    real = spec.compute

    def compute(params, options, **hints):
        if params.d_model % 2:
            raise ValueError("pairs wanted")
        return real(params, options, **hints)

    @contextlib.contextmanager
    def swap() -> Iterator[None]:
        object.__setattr__(spec, "compute", compute)
        try:
            yield
        finally:
            object.__setattr__(spec, "compute", real)

    return swap()


def grid_raises_with_two_views():
    """The stage's grid key raises when the stage holds more than one view."""
    from posenc_gui.gui.window.stage import Stage

    def make(real):
        def toggle_grid(self):
            if len(self.views()) > 1:
                raise RuntimeError("grid of many")
            real(self)

        return toggle_grid

    return _patched(Stage, "toggle_grid", make)


def page_back_from_the_first():
    """Paging back from the stage's first page raises (an off-by-one)."""
    from posenc_gui.gui.window.stage import Stage

    def make(real):
        def page(self, step):
            views = self.views()
            if step < 0 and not self.lesson_mode and views and self.current == views[0]:
                raise IndexError("page -1")
            real(self, step)

        return page

    return _patched(Stage, "page", make)


def late_lesson_step():
    """A lesson step past the tenth fails to apply."""
    from posenc_gui.gui.window.lesson_panel import LessonPanel

    def make(real):
        def go_to(self, step, apply=True):
            if int(step) >= 10:
                raise KeyError(f"step {step}")
            real(self, step, apply)

        return go_to

    return _patched(LessonPanel, "go_to", make)


MUTANTS = [stale_box, odd_d_model_fails, grid_raises_with_two_views, page_back_from_the_first, late_lesson_step]


def caught(seed: int, steps: int, weights: dict[str, float] | None) -> str | None:
    """What the default lane's test of `steps` actions with `seed` would fail on, or None."""
    from random_session import Walk

    with tempfile.TemporaryDirectory() as folder:
        try:
            with Walk(seed, folder, weights=weights) as walk:
                walk.run(steps)
                walk.check_agreement()
                walk.check_health(None)
        except Exception as exc:  # noqa: BLE001 - any failure is a catch; say which
            return f"{type(exc).__name__}: {str(exc)[:90]}"
    return None


def main(argv: list[str]) -> int:
    from random_session import LANE_WEIGHTS, STAGE_WEIGHTS

    from posenc_gui.gui.app import ensure_app

    lengths = [int(n) for n in (argv[1] if len(argv) > 1 else "50,100,150,200,250").split(",")]
    walks = [(int(n), LANE_WEIGHTS) for n in (argv[2] if len(argv) > 2 else "11,12").split(",") if n]
    walks += [(int(n), STAGE_WEIGHTS) for n in (argv[3] if len(argv) > 3 else "13").split(",") if n]
    ensure_app()
    for mutant in MUTANTS:
        for seed, weights in walks:
            kind = "stage walk" if weights is STAGE_WEIGHTS else "walk"
            with mutant():
                for steps in lengths:
                    why = caught(seed, steps, weights)
                    if why is not None:
                        print(f"{mutant.__name__}, {kind} seed {seed}: caught at {steps} ({why})", flush=True)
                        break
                else:
                    print(f"{mutant.__name__}, {kind} seed {seed}: not caught in {lengths[-1]}", flush=True)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    raise SystemExit(main(sys.argv))
