"""A randomised session: a seeded random walk over the window, as a restless student would drive it.

Actions (weighted): parameter changes through the store, extremes and garbage included; texts typed into
every number and list box with real key events (valid, extreme, malformed, other scripts); each view's
options; docks closed, shown, floated and tabbed; layout resets; play/pause and letting it run; position
steps with the keys; zooms; resizes; and restarts with the settings file damaged in random ways.

What must hold (`Walk.check_health` and `Walk.check_agreement`): no uncaught exception, no Qt warning,
memory that does not grow, and at the end every shown view drawn from the current parameters and options
and every bound control showing the stored value.

Later views join by being registered (their option boxes and docks are found by name); new kinds of
action are added with `@action(weight)`. A failure names the seed and the last actions, so
`Walk(seed=...)` replays it.
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import os
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QPixmapCache
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QDoubleSpinBox, QLineEdit, QMessageBox, QWidget

from posenc_gui.core import ParamError, Params
from posenc_gui.gui.app import OFFSCREEN_NOISE, create_window, settle
from posenc_gui.gui.state.throttle import READABLE_HZ
from posenc_gui.gui.widgets.controls import TextOptionEdit
from posenc_gui.specs import CHAPTER_IDS, default_options
from posenc_gui.testing import each_view_in_front, type_text

TEXTS = [
    "0",
    "1",
    "2",
    "7",
    "8",
    "63",
    "64",
    "100",
    "512",
    "4096",
    "4097",
    "10000000",
    "10000001",
    "1e3",
    "2.5e1",
    "+5",
    "64.0",
    "12.5",
    "0.01",
    "1000",
    "1e6",
    "1e12",
    "-1",
    "\u22125",
    "0x10",
    "1,000",
    "1_000",
    "1,,2",
    "nan",
    "inf",
    "-inf",
    "1e309",
    "9" * 309,
    "",
    " ",
    "abc",
    "\uff11\uff12\uff18",
    "\u0661\u0662\u0668",
    "..",
    "e",
    "1e",
    "0, 4, 8",
    "1;2;3",
    "0 1 2 3 4 5 6 7 8 9 10",
    "5, 5, 5",
    "{}",
    "%s",
    "\u4e00",
    "3.14159",
    "0.5",
    # sentences for the word views: Korean, English, one word, too many words, a word too long
    "고양이가 쥐를 쫓았다",
    "the mouse chased the cat",
    "나는",
    " 쥐를  고양이가 ",
    "a " * 40,
    "가" * 41,
    "\t\t",
    # token layouts for the M-RoPE view: valid, a grid the merge cannot split, an image with seconds, too long
    "text 3, image 1x4x4, text 2",
    "video 2x4x4 @0.5 s; text 1",
    "image 1x3x3",
    "image 1x2x2 @1 s",
    "video 64x32x32",
]


def resident_bytes() -> int | None:
    """The process's resident memory now (Linux), after handing freed heap back to the system (glibc keeps
    freed blocks mapped: without the trim, big tables allocated and freed look like growth); None elsewhere."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


# A walk that mostly presents, pages the stage and steps the lesson (in a walk with the actions' own weights
# they come a few times in 250 actions): with it a short walk reaches the stage's and the lesson's rarer paths
# The default lane's walks leave out opening a model (weight 0 picks the same actions as before it existed, so
# their lengths, chosen with tests/walk_mutants.py, still hold); the long walk and a walk run by hand open models.
LANE_WEIGHTS = {"open_a_model": 0.0}
STAGE_WEIGHTS = {"switch_chapters_and_stage": 12.0, "present_restyle_and_teach": 8.0, **LANE_WEIGHTS}
MEMORY_EVERY = 250  # steps between memory checkpoints
# Resident memory may grow this much between the first and the last thousand steps. Measured over 5,500
# steps: under 1 %. (It was 12 % while pyqtgraph's ScatterPlotItem drew the dots; the Dots item replaced it.)
MEMORY_GROWTH = 0.10


@dataclass
class Action:
    name: str
    weight: float
    run: Callable[[Walk], None]


ACTIONS: list[Action] = []


def action(weight: float):
    """Register a kind of step: `fn(walk)` does one random thing to walk.window."""

    def register(fn):
        ACTIONS.append(Action(fn.__name__, weight, fn))
        return fn

    return register


class Walk:
    """One seeded session over a window whose settings live in `folder`."""

    def __init__(self, seed: int, folder: str | os.PathLike, warmup: int = 0, weights: dict[str, float] | None = None):
        """`warmup`: steps before memory is sampled (caches, fonts and numpy's pools fill up at first);
        `weights`: {action name: weight} instead of the actions' own (a walk that stays on the stage)."""
        self.seed = seed
        self.weights = [(weights or {}).get(a.name, a.weight) for a in ACTIONS]
        self.warmup = warmup
        self.rng = random.Random(seed)
        self.folder = Path(folder)
        self.settings_path = str(self.folder / "posenc-gui.ini")
        self.done: list[str] = []
        self.warnings: list[str] = []
        self.exceptions: list[str] = []
        self.memory: list[int] = []
        self._previous_handler = None
        self._previous_hook = sys.excepthook
        self.window = None
        self.trace = sys.stderr if os.environ.get("POSENC_GUI_WALK_TRACE") else None  # each step, as it starts

    # -- lifecycle ------------------------------------------------------------------------------------
    def __enter__(self) -> Walk:
        self._previous_handler = qInstallMessageHandler(self._on_qt_message)
        self._previous_hook = sys.excepthook
        sys.excepthook = self._on_exception  # what escapes a slot, timer or paint lands here
        self.open()
        return self

    def close_window(self) -> None:
        """Close the window (it saves) and delete it now: outside a running event loop deleteLater() alone
        never happens, and each restart would keep a whole window alive."""
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            self.window = None
        QApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()  # a window's Python side is a web of cycles: freed now, not at some later collection

    def __exit__(self, *exc) -> None:
        self.close_window()
        qInstallMessageHandler(self._previous_handler)
        sys.excepthook = self._previous_hook

    def _on_exception(self, exc_type, exc, tb) -> None:
        self.exceptions.append(f"{exc_type.__name__}: {exc} ({self.where()})")
        self._previous_hook(exc_type, exc, tb)

    def _on_qt_message(self, kind, context, message) -> None:
        offscreen = QApplication.platformName() == "offscreen"
        if kind != QtMsgType.QtDebugMsg and not (offscreen and any(n in message for n in OFFSCREEN_NOISE)):
            self.warnings.append(f"{kind.name}: {message}")

    def open(self) -> None:
        window = create_window(QSettings(self.settings_path, QSettings.Format.IniFormat), threaded=False)
        self._watch_failures(window)
        window.resize(1400, 900)
        window.show()
        # a view is built when first shown; built all at once here, memory samples compare like with like
        # (a view first shown late in the walk would count as growth)
        for view in window.views.values():
            view.ensure_built()
        settle(window)
        self.window = window

    def _watch_failures(self, window) -> None:
        """A view whose compute or draw fails with a ParamError says why and is not broken (a setting that
        cannot be drawn); any other exception there is a bug, though the window goes on."""
        report = window.scheduler._report

        def watched(view, exc: Exception) -> None:
            if not isinstance(exc, ParamError):
                self.exceptions.append(f"{view.spec.id}: {type(exc).__name__}: {exc} ({self.where()})")
            report(view, exc)

        window.scheduler._report = watched

    def where(self) -> str:
        """The seed and the last actions: what a failure message needs to replay the walk."""
        return f"seed {self.seed}; last actions: {', '.join(self.done[-8:])}"

    # -- walking --------------------------------------------------------------------------------------
    def step(self) -> None:
        chosen = self.rng.choices(ACTIONS, weights=self.weights)[0]
        self.done.append(chosen.name)
        if self.trace is not None:
            print(len(self.done), chosen.name, file=self.trace, flush=True)
        chosen.run(self)
        settle(self.window)
        # what a running event loop does between events; processEvents() alone leaves deleteLater() undone
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if len(self.done) > self.warmup and len(self.done) % MEMORY_EVERY == 0:
            self.checkpoint()

    def checkpoint(self) -> None:
        """Back to the default state (parameters, options, size, off the stage, the first chapter in its
        layout, every view drawn), then sample memory: resident memory
        depends on the state (a 10^7 x 1024 table's buffers, the window's size), so a leak shows only when
        like is compared with like."""
        window = self.window
        window.animator.set_playing(False)
        with window.store.batch():
            window.store.update(**Params().to_dict())
            for owner, options in default_options().items():
                window.store.set_options(owner, options)
        if window.presentation.active:
            window.presentation.leave()
        window.resize(1400, 900)
        # every view computed and drawn in this state, chapter by chapter (a view keeps its last result, and
        # one first drawn late in the walk, or first after a restart, counted as growth), then the first
        # chapter in its own arrangement
        for _ in each_view_in_front(window):
            pass
        window.chapters.show_chapter(CHAPTER_IDS[0])
        window.reset_layout()
        settle(window)
        gc.collect()
        # Qt's pixmap cache (items' cached renderings; bounded, see style.py) holds whatever the last states
        # and exports left in it: emptied, like is compared with like (the views repaint it at once)
        QPixmapCache.clear()
        rss = resident_bytes()
        if rss is not None:
            self.memory.append(rss)

    def run(self, steps: int) -> None:
        for _ in range(steps):
            self.step()

    # -- what must hold -------------------------------------------------------------------------------
    def check_health(self, window_size: int | None, growth: float = MEMORY_GROWTH) -> None:
        """No exception and no Qt warning so far; resident memory over the last `window_size` steps within
        `growth` of the first's (None: no memory check; a short walk measures the warm-up of caches)."""
        assert not self.exceptions, f"uncaught exceptions: {self.exceptions[:3]}"
        assert not self.warnings, f"Qt warnings ({self.where()}): {self.warnings[:5]}"
        samples = (window_size or 0) // MEMORY_EVERY
        if samples and len(self.memory) >= 2 * samples:
            first = sum(self.memory[:samples]) / samples
            last = sum(self.memory[-samples:]) / samples
            assert last <= (1 + growth) * first, (
                f"memory grew from {first / 2**20:.0f} MiB to {last / 2**20:.0f} MiB ({self.where()})"
            )

    def check_agreement(self) -> None:
        """Every shown view was drawn from the current parameters and options; every control shows them."""
        window = self.window
        window.animator.set_playing(False)  # a moving position would never agree
        window.scheduler.render_now()
        settle(window)
        QTest.qWait(int(1000 / READABLE_HZ) + 50)  # the position's mirrors follow at that rate, ending on the last one
        store = window.store
        for vid, view in window.views.items():
            if not view.is_shown():
                continue
            options = store.options(vid)
            key = view.spec.cache_key(store.params, options, view.compute_hints(store.params))
            assert view.drawn_key == key, f"view {vid} shows another state ({self.where()})"
            # (a setting that cannot be drawn, as "opened model" with none open, empties a view and says why)
            assert view.has_content() or view.failure, f"view {vid} is empty ({self.where()})"
        for edit in window.findChildren(TextOptionEdit):
            stored = getattr(store.options(edit.objectName().split(".")[1]), edit.objectName().split(".")[2])
            assert edit.text() == stored, (
                f"{edit.objectName()} shows {edit.text()!r}, the store holds {stored!r} ({self.where()})"
            )
        for widget in window.findChildren(QAbstractSpinBox):
            name = widget.objectName()
            if name.startswith(("param.", "option.")):
                stored = _stored(window, name)
                tolerance = 0.5 * 10 ** -widget.decimals() if isinstance(widget, QDoubleSpinBox) else 0
                if stored is not None:
                    assert abs(widget.value() - stored) <= tolerance, (
                        f"{name} shows {widget.value()}, the store holds {stored} ({self.where()})"
                    )


def _stored(window, name: str):
    kind, _, rest = name.partition(".")
    owner, _, field = rest.rpartition(".")
    source = window.store.options(owner) if kind == "option" else window.store.params
    value = getattr(source, field if kind == "option" else rest, None)
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _boxes(window) -> list[QWidget]:
    """Every visible number or list box bound to a field."""
    return [
        w
        for w in window.findChildren(QWidget)
        if w.objectName().startswith(("param.", "option."))
        and isinstance(w, (QAbstractSpinBox, QLineEdit))
        and w.isVisible()
    ]


# -- the actions ---------------------------------------------------------------------------------------
@action(6)
def change_parameters(walk: Walk) -> None:
    """Through the store, as a slider or a script would: valid values, extremes and garbage."""
    rng = walk.rng
    field = rng.choice(["d_model", "max_len", "base", "layout", "position"])
    candidates = {
        "d_model": [1, 2, 3, 8, 64, 127, 512, 1024, 4096, 0, -1, 4097, 10**400, 2.5, float("nan")],
        "max_len": [1, 2, 50, 100, 2048, 10**5, 10**6, 10**7, 0, 10**7 + 1, float("inf")],
        "base": [1.5, 10.0, 100.0, 1e4, 1e6, 1e12, 1.0, 0.5, -3.0, 1e13, float("nan")],
        "layout": ["interleaved", "concatenated", "diagonal", ""],
        "position": [0.0, 0.5, 1.0, 17.25, 99.0, 1e6, -1.0, float("inf")],
    }[field]
    value = rng.choice(candidates)
    if field == "position" and rng.random() < 0.5:
        value = rng.uniform(0, walk.window.store.params.max_len - 1)
    with contextlib.suppress(ParamError):
        walk.window.store.update(**{field: value})


@action(8)
def type_into_a_box(walk: Walk) -> None:
    """A text typed with key events, then Enter, Esc or Tab (focus out)."""
    boxes = _boxes(walk.window)
    if not boxes:
        return
    box = walk.rng.choice(boxes)
    edit = box if isinstance(box, QLineEdit) else box.lineEdit()
    if not walk.window.isActiveWindow():  # (a person types into the window they clicked: after the stage's
        walk.window.activateWindow()  # windows closed no window may be active, and an unfocused box
        QApplication.processEvents()  # takes the keys but never loses a focus it never had on Tab)
    box.setFocus()
    edit.selectAll()
    type_text(edit, walk.rng.choice(TEXTS))
    end = walk.rng.choice([Qt.Key.Key_Return, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Tab])
    QTest.keyClick(edit, end)


@action(3)
def change_options(walk: Walk) -> None:
    """A view's options through the store: a random field set to a plausible or absurd value."""
    window, rng = walk.window, walk.rng
    owner = rng.choice(sorted(window.store.all_options()))
    options = window.store.options(owner)
    fields = options.field_names()
    if not fields:
        return
    field = rng.choice(fields)
    current = getattr(options, field)
    control = type(options).controls().get(field)
    if control is not None and rng.random() < 0.5:  # at and just past the declared edges, or a listed choice
        if control.kind == "choice":
            value = rng.choice((*control.values, "bogus", 3))
        elif control.kind in ("whole", "real") and control.low is not None:
            value = rng.choice([control.low, control.high, control.low - 1, control.high + 1])
        else:
            value = current
        with contextlib.suppress(ParamError):
            window.store.update_options(owner, **{field: value})
        return
    if isinstance(current, tuple):
        value = tuple(rng.randrange(-2, 80) for _ in range(rng.randrange(0, 12)))
    elif isinstance(current, float):
        value = rng.choice([0.001, 0.5, 2.0, 60.0, 999.0, 1e9, float("nan")])
    elif isinstance(current, int):
        value = rng.choice([0, 1, 3, 31, 1000, -1, 10**30])
    else:
        value = rng.choice(
            ["smooth", "mean", 1024, 64, "bogus", "나는 사과를 먹었다", "", "x " * 33, "add", "concatenate"]
        )
    with contextlib.suppress(ParamError):
        window.store.update_options(owner, **{field: value})


@action(3)
def rearrange_docks(walk: Walk) -> None:
    window, rng = walk.window, walk.rng
    dock = rng.choice(list(window.docks.values()))
    what = rng.choice(["close", "show", "float", "dock", "tab", "reset"])
    if what == "close":
        dock.close()
    elif what == "show":
        dock.show()
    elif what == "float":
        dock.setFloating(True)
    elif what == "dock":
        dock.setFloating(False)
    elif what == "tab":
        other = rng.choice(list(window.docks.values()))
        if other is not dock:
            window.tabifyDockWidget(other, dock)
    else:
        window.reset_layout()


@action(3)
def play_pause_and_run(walk: Walk) -> None:
    window = walk.window
    window.play_action.trigger()
    if window.animator.playing:
        QTest.qWait(walk.rng.choice([0, 20, 60]))


@action(4)
def step_the_position(walk: Walk) -> None:
    window, rng = walk.window, walk.rng
    target = rng.choice(list(window.views.values())).focus_widget()
    if target.isVisible():
        target.setFocus()
        key = rng.choice([Qt.Key.Key_Left, Qt.Key.Key_Right])
        modifier = rng.choice([Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier])
        QTest.keyClick(target, key, modifier)
    else:
        window.step_position(rng.choice([-1, 1]))


@action(2)
def zoom_a_plot(walk: Walk) -> None:
    import pyqtgraph as pg

    plots = [p for p in walk.window.findChildren(pg.GraphicsView) if p.isVisible()]
    if not plots:
        return
    view = walk.rng.choice(plots)
    boxes = [item for item in view.scene().items() if isinstance(item, pg.ViewBox)]
    if boxes:
        box = walk.rng.choice(boxes)
        factor = walk.rng.choice([0.1, 0.5, 2.0, 10.0])
        box.scaleBy(x=factor, y=1.0)
        if walk.rng.random() < 0.3:
            box.autoRange()


@action(1)
def present_restyle_and_teach(walk: Walk) -> None:
    """Presentation mode in and out (F5, Esc, a scale), a theme or colour maps, a lesson step (PageDown,
    PageUp, or one picked at random)."""
    from posenc_gui.gui.plotting.style import DIVERGING, SEQUENTIAL
    from posenc_gui.gui.plotting.themes import THEMES

    window, rng = walk.window, walk.rng
    what = rng.choice(["present", "present", "scale", "theme", "colours", "lesson", "lesson"])
    if what == "present":
        QTest.keyClick(window, rng.choice([Qt.Key.Key_F5, Qt.Key.Key_Escape]))
    elif what == "scale":
        QTest.keyClick(window, rng.choice([Qt.Key.Key_Equal, Qt.Key.Key_Minus]), Qt.KeyboardModifier.ControlModifier)
    elif what == "theme":
        window.set_theme(rng.choice(list(THEMES)))
    elif what == "colours":
        window.look.set_colormaps(rng.choice(list(DIVERGING)), rng.choice(SEQUENTIAL))
    elif rng.random() < 0.5:
        QTest.keyClick(window, rng.choice([Qt.Key.Key_PageDown, Qt.Key.Key_PageUp]))
    else:
        window.lesson.go_to(rng.randrange(-1, len(window.lesson.steps) + 1))  # (and one past each end)


@action(2)
def switch_chapters_and_stage(walk: Walk) -> None:
    """A chapter by its key or the bar, All views, a Reset; on the stage, its keys: page, jump, grid, the
    parameter strip, the notes."""
    window, rng = walk.window, walk.rng
    what = rng.choice(["key", "key", "bar", "next", "reset", "stage", "stage", "stage", "notes"])
    if what == "key":
        QTest.keyClick(
            window,
            rng.choice([Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5, Qt.Key.Key_6]),
            Qt.KeyboardModifier.ControlModifier,
        )
    elif what == "bar":
        bar = window.chapters.bar
        bar.setCurrentIndex(rng.randrange(bar.count()))
    elif what == "next":
        QTest.keyClick(
            window, rng.choice([Qt.Key.Key_PageDown, Qt.Key.Key_PageUp]), Qt.KeyboardModifier.ControlModifier
        )
    elif what == "reset":
        window.reset_layout()
    elif what == "notes":
        QTest.keyClick(window, Qt.Key.Key_N)
    else:
        if not window.presentation.active:
            QTest.keyClick(window, Qt.Key.Key_F5)
        QTest.keyClick(
            window,
            rng.choice(
                [
                    Qt.Key.Key_PageDown,
                    Qt.Key.Key_PageUp,
                    Qt.Key.Key_G,
                    Qt.Key.Key_P,
                    Qt.Key.Key_1,
                    Qt.Key.Key_3,
                    Qt.Key.Key_9,
                    Qt.Key.Key_Escape,
                ]
            ),
        )


@action(2)
def resize_the_window(walk: Walk) -> None:
    width, height = walk.rng.choice([(200, 150), (640, 480), (1024, 700), (1400, 900), (1900, 1200)])
    walk.window.resize(width, height)


@action(1)
def hover_and_choose(walk: Walk) -> None:
    """Combo boxes (layout, heatmap rows ...) set through their items, as a mouse pick does."""
    combos = [c for c in walk.window.findChildren(QComboBox) if c.isVisible() and c.count()]
    if combos:
        combo = walk.rng.choice(combos)
        combo.setCurrentIndex(walk.rng.randrange(combo.count()))


# config.json files of the families whose layers differ (sliding and global bases, chunks and layers without RoPE,
# a bidirectional window), one whose layers are not placed and one that is refused, for open_a_model
MODEL_CONFIGS = (
    {
        "model_type": "gemma3_text",
        "num_hidden_layers": 62,
        "head_dim": 128,
        "num_attention_heads": 32,
        "hidden_size": 5376,
        "sliding_window": 1024,
        "query_pre_attn_scalar": 168,
        "rope_scaling": {"rope_type": "linear", "factor": 8.0},
    },
    {
        "model_type": "llama4_text",
        "num_hidden_layers": 12,
        "no_rope_layers": [],
        "rope_scaling": {
            "rope_type": "llama3",
            "factor": 16.0,
            "low_freq_factor": 1.0,
            "high_freq_factor": 1.0,
            "original_max_position_embeddings": 8192,
        },
    },
    {"model_type": "modernbert", "num_hidden_layers": 7},
    {
        "model_type": "mistral",
        "hidden_size": 4096,
        "num_attention_heads": 32,
        "sliding_window": 4096,
        "max_position_embeddings": 32768,
    },
    {"model_type": "gemma3_text", "num_hidden_layers": 6, "layer_types": ["full_attention"]},
)


@action(0.5)
def open_a_model(walk: Walk) -> None:
    """File > Open model… with a config.json of a family whose layers differ, a config whose layers are not read,
    or one that is refused (wrong layer_types length): the Models and Long context views follow or say why."""
    import json

    config = walk.rng.choice(MODEL_CONFIGS)
    folder = walk.folder / f"model-{MODEL_CONFIGS.index(config)}"
    folder.mkdir(exist_ok=True)
    (folder / "config.json").write_text(json.dumps(config), encoding="utf-8")
    walk.window.models.open_path(str(folder / "config.json"), quiet=True)


@action(0.5)
def export_a_view(walk: Walk) -> None:
    """Through the export dialog: any view, any format it takes, any size, into the walk's folder, a missing
    folder or nowhere. A file the dialog closed on must exist; a refusal keeps the dialog open, with a
    message. The dialog is always closed again."""
    from posenc_gui.gui.window.export_dialog import SIZES

    window, rng = walk.window, walk.rng
    dialog = window.exporter.open_dialog(rng.choice(list(window.views)))
    try:
        dialog.format_combo.setCurrentIndex(rng.randrange(dialog.format_combo.count()))  # disabled: falls back
        dialog.size_combo.setCurrentIndex(rng.randrange(len(SIZES)))
        dialog.frames_spin.setValue(rng.randrange(2, 5))  # an animation of a few frames
        folder = walk.folder / "exports"
        folder.mkdir(exist_ok=True)
        where = rng.choice(["folder", "folder", "missing", "empty", "wrong_suffix"])
        name = f"{dialog.view_id}{dialog.suffix}"
        path = {
            "folder": folder / name,
            "missing": folder / "missing" / name,
            "empty": "",
            "wrong_suffix": folder / f"{dialog.view_id}.txt",
        }[where]
        dialog.path_edit.setText(str(path))
        dialog.accept()
        if dialog.isVisible():
            assert dialog.message.text(), f"the export dialog stayed open without a message ({where}, {path})"
        else:
            assert where == "folder" and Path(path).is_file(), f"the dialog closed but {path} was not written"
    finally:
        dialog.reject()
        dialog.deleteLater()


@action(0.5)
def restart_with_damaged_settings(walk: Walk) -> None:
    """Close (which saves), damage the file one way or another, start again."""
    walk.close_window()
    path = Path(walk.settings_path)
    harm = walk.rng.choice(["none", "truncate", "garbage", "field", "deep", "lock", "delete", "huge_entry"])
    text = path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""
    if harm == "truncate" and text:
        path.write_text(text[: walk.rng.randrange(len(text))], encoding="utf-8")
    elif harm == "garbage":
        path.write_bytes(bytes(walk.rng.randrange(256) for _ in range(500)))
    elif harm in ("field", "deep", "huge_entry"):
        settings = QSettings(walk.settings_path, QSettings.Format.IniFormat)
        value = {
            "field": '{"d_model": -5, "max_len": 77}',
            "deep": "[" * 5000 + "]" * 5000,
            "huge_entry": '{"base": "' + "9" * 30000 + '"}',
        }[harm]
        settings.setValue(walk.rng.choice(["params", "options/phase", "options/waves"]), value)
        settings.sync()
        del settings
    elif harm == "lock":
        Path(walk.settings_path + ".lock").write_text("")
    elif harm == "delete" and path.exists():
        path.unlink()
    walk.open()
    for notice in walk.window.findChildren(QMessageBox, "notice"):
        notice.close()  # it said its piece; a student closes it


def main(argv=None) -> int:
    """python tests/random_session.py [steps] [seed]: a walk outside pytest (prints the seed)."""
    import tempfile

    from posenc_gui.gui.app import ensure_app

    args = list(sys.argv[1:] if argv is None else argv)
    steps = int(args[0]) if args else 1000
    seed = int(args[1]) if len(args) > 1 else random.randrange(2**32)
    ensure_app()
    with tempfile.TemporaryDirectory() as folder, Walk(seed, folder, warmup=500) as walk:
        print(f"random session: {steps} steps, seed {seed}")
        walk.run(steps)
        walk.check_agreement()
        walk.check_health(1000 if steps >= 2000 else None)
    print("ok")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
