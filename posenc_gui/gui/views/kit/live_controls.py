"""The "Inside a real model" setting's controls, shared by the chapter's views: the model, the sentence (which
redraws as it is typed), the experiment and only the number it reads (k, s, the layers, the seed); and the texts
the views' keys share (the experiment's name, the tokens the sentence became)."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QLabel, QToolButton

from ....core.errors import ParamError
from ....specs.kit.live_model import EXPERIMENT_LABELS, OWNER, RULES, LiveOptions, stop_runs
from ...i18n import tr

# the number each experiment reads (the others are hidden with their labels)
READS = {
    "shifted": ("k",),
    "stretched": ("s",),
    "rope-layers": ("off_layers",),
    "shuffled": ("seed",),
    **{rule: ("s",) for rule in RULES if rule != "default"},
}
NUMBERS = ("k", "s", "off_layers", "seed")
MOST_TOKENS_SHOWN = 48  # the key lists the tokens up to this many


def name(field: str) -> str:
    return f"{OWNER}.{field}"


def finish(view, box):
    """The view's option box, its numbers shown as the experiment wants from the start (all shown, the rows
    would ask for more width than a dock beside another has)."""
    show_relevant(view, view.store.options(OWNER))
    return box


def experiment_rows(view, first: list, always: tuple[str, ...] = ()) -> list:
    """Option rows for `view`: `first` (names of the view's own or of the setting's fields), then the experiment
    and its numbers (those of `always` shown whatever the experiment), and the view's Stop button."""
    view.always_shown = set(always)
    return view.option_rows(first, [name("experiment"), *(name(f) for f in NUMBERS), view.make_stop_button()])


def show_relevant(view, options: LiveOptions) -> None:
    """Show the numbers the chosen experiment reads (and the view's `always_shown`), hide the others."""
    wanted = set(READS.get(options.experiment, ())) | getattr(view, "always_shown", set())
    for field in NUMBERS:
        widget = view.controls.get(name(field))
        if widget is None:
            continue
        shown = field in wanted
        if widget.isHidden() == shown:
            widget.setVisible(shown)
            for label in widget.parentWidget().findChildren(QLabel):
                if label.buddy() is widget:
                    label.setVisible(shown)


def sentence_box(view):
    """The sentence's text box, bound to the setting; it commits on Enter as every text box does, and also as it
    is typed (a text the setting refuses, an empty one, waits for the next key or for Enter, which says why)."""
    box = view.bind_control(name("sentence"))
    box.setMinimumWidth(300)

    def typed(text: str) -> None:
        if text == view.store.options(OWNER).sentence:
            return
        try:
            view.store.options(OWNER).replace(sentence=text)
        except ParamError:
            return
        cursor, selection = box.cursorPosition(), (box.selectionStart(), len(box.selectedText()))
        view.binder.commit(**{name("sentence"): text})
        if box.text() != text:  # (refreshed from the store: the store holds it as typed)
            box.setText(text)
        box.setCursorPosition(cursor)
        if selection[0] >= 0 and selection[1]:
            box.setSelection(selection[0], selection[1])

    box.textEdited.connect(typed)
    return box


def experiment_name(experiment: str, options: LiveOptions | None = None) -> str:
    """The experiment in words, with its number."""
    text = tr(EXPERIMENT_LABELS.get(experiment, experiment))
    if options is None:
        return text
    if experiment == "shifted":
        return tr("shifted by k = {k:,}").format(k=options.k)
    if experiment == "stretched":
        return tr("stretched by s = {s:g}").format(s=options.s)
    if experiment == "rope-layers":
        return tr("RoPE off in layers {layers}").format(layers=", ".join(map(str, options.off_layers)) or "–")
    if experiment == "shuffled":
        return tr("words shuffled (seed {seed})").format(seed=options.seed)
    if experiment in RULES and experiment != "default":
        return text.replace("× s", f"× {options.s:g}") if "× s" in text else f"{text} (s = {options.s:g})"
    return text


def token_line(tokens, unknown: int = 0, pieces: int = 0) -> str:
    """The tokens the sentence became, as chips, and what [UNK] and pieces mean for the model."""
    shown = tokens[:MOST_TOKENS_SHOWN]
    chips = " ".join(f'<span style="background-color:#ececec">&nbsp;{html.escape(t)}&nbsp;</span>' for t in shown)
    if len(tokens) > len(shown):
        chips += " " + tr("… ({n} tokens in all)").format(n=len(tokens))
    line = tr("Tokens ({n}):").format(n=len(tokens)) + " " + chips
    notes = []
    if unknown:
        notes.append(
            tr(
                "{n} [UNK]: the vocabulary has no piece for it, so the model reads one token that means "
                "nothing (all-MiniLM-L6-v2's vocabulary is English: a Korean sentence mostly becomes [UNK])"
            ).format(n=unknown)
        )
    if pieces:
        notes.append(tr("{n} pieces (##…) continue a word the vocabulary does not hold whole").format(n=pieces))
    if notes:
        line += '<br><span style="color:#A04000">' + "; ".join(notes) + ".</span>"
    return line


def show_progress(view, done: int, total: int) -> None:
    """A run that takes a while (a large opened model) says how far it got; changing the sentence or an option
    stops it between two layers and starts the new one (the scheduler's cancel), and Stop stops it."""
    view.show_key(
        tr(
            "Running the model: layer {done} of {total}… (Stop stops it; a change of the sentence or an "
            "option stops it and starts the new one)"
        ).format(done=done, total=total)
    )


class StoppableRun:
    """Mixed into the chapter's views that run the model (before View): a Stop button, enabled while a run of
    the view reports its progress, that stops the runs in progress between two layers; the view then says where
    it stopped, and a change of the sentence or an option runs again."""

    stop_button: QToolButton | None = None

    def make_stop_button(self) -> tuple[None, QToolButton]:
        """The button, as an option row's (label, widget) entry."""
        button = self.stop_button = QToolButton()
        button.setObjectName("live.stop")
        button.setText(tr("Stop"))
        button.setToolTip(tr("Stop the model's run: it stops between two layers (enabled while a run takes a while)"))
        button.setEnabled(False)
        button.clicked.connect(stop_runs)
        return (None, button)

    def show_progress(self, done: int, total: int) -> None:
        show_progress(self, done, total)
        if self.stop_button is not None:
            self.stop_button.setEnabled(True)

    def accept(self, result, request) -> None:
        super().accept(result, request)  # type: ignore[misc]
        if self.stop_button is not None:  # (drawn, failed or stopped: nothing of this view runs now)
            self.stop_button.setEnabled(False)


def refit(flow) -> None:
    """Choose the panels' columns again once the key just drawn has its height (a flow chooses them as its widget
    is resized: with the key empty, as first laid out, a room looks taller than it is and the panels went under
    one another in strips)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QResizeEvent
    from shiboken6 import isValid

    def again() -> None:
        if isValid(flow) and isValid(flow.widget):
            size = flow.widget.size()
            flow.eventFilter(flow.widget, QResizeEvent(size, size))

    QTimer.singleShot(0, again)
