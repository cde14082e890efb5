"""Every action of the window, declared once: the menus, the toolbar, Help > Keyboard shortcuts and the
translation list are built from this table (actions.py builds it). The order of the rows is the order in the
menus; a Separator starts a new group, a Submenu or an Inline entry takes what a feature provides there.

A slot is "<target>.<method>": the targets are the window and its features (see MainWindow._build_features;
a test resolves every slot). A checkable action's slot gets the new state; any other gets `args`. The
chapters' rows and the stage's keys are made from the chapters' list and GRID_KEYS.
"""

from __future__ import annotations

from ...records import record
from ...specs import ALL_VIEWS, CHAPTER_IDS
from ...specs.kit.chapters import chapter
from ..i18n import noop


@record
class Action:
    id: str  # objectName "action.<id>" (stable, untranslated)
    text: str  # English source text; "&" marks the Alt letter
    slot: str  # "<target>.<method>"
    keys: str = ""  # a QKeySequence text: works wherever the focus is in the window
    tip: str = ""  # the tooltip (the keys are added to it)
    args: tuple = ()
    menu: str = ""  # "file", "view", "animation", "help"; "" for a key without a menu entry
    icon: str = ""  # a QStyle.StandardPixmap name
    checkable: bool = False
    enabled: bool = True
    toolbar: bool = False  # also on the animation toolbar
    name: str = ""  # its objectName when not action.<id> (a chapter's is chapter.<id>)
    context: str = ""  # the translation context of text and tip when not the app's (a chapter's title)
    group: str = ""  # one of an exclusive group: checked, and triggering gets `args`
    stage: bool = False  # a key of presentation mode's stage: enabled only there, listed by the stage
    listed: bool = True  # in Help > Keyboard shortcuts with its own text
    text_fields: tuple = ()  # ((name, value), ...) filled into the translated text

    @property
    def object_name(self) -> str:
        return self.name or f"action.{self.id}"


@record
class Separator:
    menu: str


@record
class Submenu:
    menu: str
    provider: str  # "<target>.<method>" returning the QMenu


@record
class Inline:
    menu: str
    provider: str  # "<target>.<method>" returning a list of QActions, placed here


ALL_TITLE = noop("All views")
ALL_SUMMARY = noop("Every view at once, grouped as in earlier versions")
CHAPTER_ORDER = (*CHAPTER_IDS, ALL_VIEWS)
NUMBERED_CHAPTERS = 9  # Ctrl+1 ... Ctrl+9: the first nine chapters; Ctrl+0: All views; the others by tab or menu


def _chapter_row(n: int, cid: str) -> Action:
    """Show chapter `cid` (Ctrl+1 ... Ctrl+9 the first nine in the chapters' order, Ctrl+0 All views; the bar's
    tabs are the same chapters)."""
    title, summary, context = (
        (ALL_TITLE, ALL_SUMMARY, "") if cid == ALL_VIEWS else (chapter(cid).title, chapter(cid).summary, "chapters")
    )
    keys = "Ctrl+0" if cid == ALL_VIEWS else f"Ctrl+{n + 1}" if n < NUMBERED_CHAPTERS else ""
    return Action(
        f"chapter_{cid}",
        title,
        "chapters.show_chapter",
        keys,
        summary,
        args=(cid,),
        menu="chapter",
        name=f"chapter.{cid}",
        context=context,
        group="chapter",
        listed=False,
    )


GRID_KEYS = 9  # 1 ... 9 bring a view of the chapter to the stage


MENUS = (
    ("file", noop("&File")),
    ("chapter", noop("&Chapter")),
    ("view", noop("&View")),
    ("animation", noop("&Animation")),
    ("help", noop("&Help")),
)

ACTIONS: tuple[Action | Separator | Submenu | Inline, ...] = (
    # File
    Action(
        "open_session",
        noop("&Open session…"),
        "sessions.open_dialog",
        "Ctrl+O",
        noop("Open a session file"),
        menu="file",
    ),
    Action(
        "save_session",
        noop("&Save session…"),
        "sessions.save_dialog",
        "Ctrl+S",
        noop(
            "Write the parameters, every view's options and the arrangement to a file that opens the same way elsewhere"
        ),
        menu="file",
    ),
    Submenu("file", "sessions.recent_menu_widget"),
    Separator("file"),
    Action(
        "open_lesson",
        noop("Open &lesson…"),
        "lesson.open_dialog",
        "Ctrl+Shift+O",
        noop("Open a lesson file of your own (or one a lecturer gave you) in the lesson panel"),
        menu="file",
    ),
    Action(
        "save_lesson",
        noop("Save lesso&n as…"),
        "lesson.save_dialog",
        "",
        noop("Write the lesson shown to a file of your own, to edit and open again"),
        menu="file",
    ),
    Action(
        "notebook_lesson",
        noop("Export lesson as note&book…"),
        "lesson.notebook_dialog",
        "",
        noop("Write the lesson shown as a Jupyter notebook: each step's notes, and code that makes its figures"),
        menu="file",
    ),
    Action(
        "handout_lesson",
        noop("Export lesson as hando&ut…"),
        "lesson.handout_dialog",
        "",
        noop("Write the lesson shown as a PDF to print: each step's headline, figures, question, notes and marks"),
        menu="file",
    ),
    Action(
        "deck_lesson",
        noop("Export lesson as dec&k…"),
        "lesson.deck_dialog",
        "",
        noop("Write the lesson shown as a 16:9 PDF of the stage: a page a step, a part revealed and an answer"),
        menu="file",
    ),
    Separator("file"),
    Action(
        "open_model",
        noop("Open &model…"),
        "models.open_dialog",
        "Ctrl+Shift+M",
        noop(
            "Open a model's config.json or safetensors files: its position settings feed the RoPE, Long "
            "context, learned and T5 views (only headers and position tables are read)"
        ),
        menu="file",
    ),
    Submenu("file", "models.cache_menu_widget"),
    Action(
        "close_model",
        noop("Close mo&del"),
        "models.close_model",
        "",
        noop("Forget the opened model: the views go back to their presets"),
        menu="file",
    ),
    Separator("file"),
    Action(
        "export",
        noop("&Export view…"),
        "exporter.open_dialog",
        "Ctrl+E",
        noop("Write the current view as a figure, data or animation"),
        menu="file",
    ),
    Action(
        "export_all",
        noop("Export &all open views…"),
        "exporter.open_all_dialog",
        "Ctrl+Shift+E",
        noop("Write every open view into a folder"),
        menu="file",
    ),
    Action(
        "copy_image",
        noop("&Copy view as image"),
        "exporter.copy_image",
        "Ctrl+Shift+C",
        noop("Put the current view on the clipboard as an image"),
        menu="file",
    ),
    Separator("file"),
    Action("quit", noop("&Quit"), "window.close", "Ctrl+Q", menu="file"),
    # Chapter
    *(_chapter_row(n, cid) for n, cid in enumerate(CHAPTER_ORDER)),
    Separator("chapter"),
    Action("chapter_next", noop("&Next chapter"), "chapters.step", "Ctrl+PgDown", args=(+1,), menu="chapter"),
    Action("chapter_previous", noop("&Previous chapter"), "chapters.step", "Ctrl+PgUp", args=(-1,), menu="chapter"),
    # View
    Inline("view", "desk.view_toggles"),
    Separator("view"),
    Inline("view", "lesson.toggle_actions"),
    Action("lesson_show", noop("Show the lesson"), "lesson.bring_forward", "Ctrl+L", menu="view"),
    Action("lesson_next", noop("&Next lesson step"), "stage.page_or_step", "PgDown", args=(+1,), menu="view"),
    Action("lesson_previous", noop("Previ&ous lesson step"), "stage.page_or_step", "PgUp", args=(-1,), menu="view"),
    Action(
        "notes",
        noop("Sho&w notes"),
        "notes.set_shown",
        "N",
        noop("Show each view's explanation under its caption, or only the caption and its numbers"),
        menu="view",
        checkable=True,
    ),
    Separator("view"),
    Action("presentation", noop("&Presentation mode"), "presentation.toggle", "F5", menu="view"),
    Action("presentation_leave", noop("Leave presentation mode"), "presentation.leave", "Esc", enabled=False),
    Action("fullscreen", noop("&Full screen"), "presentation.toggle_full_screen", "F11", menu="view"),
    Action("zoom_in", noop("Larger text and lines"), "presentation.step_scale", "Ctrl+=", args=(+1,), menu="view"),
    Action("zoom_out", noop("Smaller text and lines"), "presentation.step_scale", "Ctrl+-", args=(-1,), menu="view"),
    Submenu("view", "presentation.scale_menu_widget"),
    Separator("view"),
    Submenu("view", "look.theme_menu"),
    Submenu("view", "look.colormap_menu"),
    Submenu("view", "look.language_menu"),
    Action(
        "reset_layout",
        noop("&Reset layout"),
        "window.reset_layout",
        "",
        noop("Put the chapter's views back where they start"),
        menu="view",
    ),
    # Animation (the play action's text has no Alt letter: a tool button showing it would take Alt+P)
    Action(
        "play",
        noop("Play"),
        "animator.set_playing",
        "Space",
        noop("Play or pause the position animation"),
        menu="animation",
        icon="SP_MediaPlay",
        checkable=True,
        toolbar=True,
    ),
    Action(
        "step_back",
        noop("Step &back"),
        "store.step_position",
        "Left",
        noop("Previous integer position"),
        args=(-1,),
        menu="animation",
        icon="SP_MediaSeekBackward",
        toolbar=True,
    ),
    Action(
        "step_forward",
        noop("Step &forward"),
        "store.step_position",
        "Right",
        noop("Next integer position"),
        args=(+1,),
        menu="animation",
        icon="SP_MediaSeekForward",
        toolbar=True,
    ),
    Action("step_back_10", noop("Back 10 positions"), "store.step_position", "Shift+Left", args=(-10,)),
    Action("step_forward_10", noop("Forward 10 positions"), "store.step_position", "Shift+Right", args=(+10,)),
    Action("pair_up", noop("Next frequency pair"), "store.step_pair", "Up", args=(+1,)),
    Action("pair_down", noop("Previous frequency pair"), "store.step_pair", "Down", args=(-1,)),
    # The stage (presentation mode)
    Action("stage_grid", noop("One view or all of the chapter's"), "stage.toggle_grid", "G", stage=True),
    Action("stage_strip", noop("Parameters on the stage"), "stage.toggle_strip", "P", stage=True),
    Action("stage_options", noop("The views' options on the stage"), "stage.toggle_options", "O", stage=True),
    *(
        Action(
            f"stage_view_{n}",
            noop("View {n} of the chapter"),
            "stage.jump",
            str(n),
            args=(n - 1,),
            stage=True,
            text_fields=(("n", n),),
        )
        for n in range(1, GRID_KEYS + 1)
    ),
    Action("stage_answer", noop("The answer to the step's question"), "lesson.answer", "A", stage=True),
    # ink on the stage (stage_ink.py) and its recording (stage_record.py)
    Action("stage_pen", noop("Pen"), "ink.use_pen", "D", tip=noop("Draw on the stage"), checkable=True, stage=True),
    Action("stage_laser", noop("Laser"), "ink.use_laser", "L", tip=noop("A laser pointer"), checkable=True, stage=True),
    Action(
        "stage_zoom",
        noop("Zoom"),
        "ink.use_zoom",
        "Z",
        tip=noop("Zoom into a plot: drag a rectangle over it"),
        checkable=True,
        stage=True,
    ),
    Action("stage_zoom_back", noop("Zoom back"), "ink.zoom_back", "Shift+Z", stage=True),
    Action("stage_colour", noop("The pen's next colour"), "ink.next_colour", "C", stage=True),
    Action("stage_undo", noop("Take back the last stroke"), "ink.undo", "Ctrl+Z", stage=True),
    Action("stage_clear", noop("Clear the ink of the page"), "ink.clear", "E", stage=True),
    Action("stage_keep_ink", noop("Keep the ink when paging"), "ink.keep", "K", checkable=True, stage=True),
    Action("stage_save_slide", noop("Save the slide with its ink…"), "ink.save_slide_dialog", "S", stage=True),
    Action(
        "stage_record",
        noop("Record"),
        "recorder.record",
        "R",
        tip=noop("Record the stage as a GIF or MP4"),
        checkable=True,
        stage=True,
    ),
    # Help
    Action("shortcuts", noop("&Keyboard shortcuts"), "window.show_shortcuts", menu="help"),
    Action("about", noop("&About posenc-gui"), "window.show_about", menu="help"),
)

# The toolbar's order (the table's is the menu's)
TOOLBAR = ("step_back", "play", "step_forward")
