"""A view drawn outside any window, at a chosen size: what the headless export renders.

The view is built as the window builds it (its own store and binder), laid out in a plain widget of the
figure's size, and drawn once from its spec's result, so the figure is what the window would show for
the same parameters, without a dock layout deciding its size.
"""

from __future__ import annotations

FIGURE_SIZE = (1200, 800)  # logical pixels: readable on a slide, 4K at scale 3.2


class StandaloneView:
    def __init__(
        self,
        vid: str,
        params,
        options=None,
        size: tuple[int, int] = FIGURE_SIZE,
        shared=None,
        model=None,
        notes: bool = True,
        prepare=None,
    ):
        """Needs a QApplication (the window's, or the one the command line made). `shared`: options of the other
        owners the view uses ({owner: Options}), `model`: the opened model, if the view uses one; `notes`:
        whether the view shows its notes (else only its captions); `prepare(view)` is called once the view is
        built, before it is first drawn."""
        from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

        from ..state.notes import NotesSwitch
        from ..state.store import ParamStore
        from ..views import ViewContext, view_class
        from ..widgets.controls import Binder

        if QApplication.instance() is None:
            raise RuntimeError("a QApplication must exist before a view is drawn")
        cls = view_class(vid)
        options = cls.spec.options().fit(params) if options is None else options
        self.store = ParamStore(params, dict(shared or {}) | {vid: options})
        self.store.set_model(model)
        self.binder = Binder(self.store)
        self.notes = NotesSwitch(notes)
        self.view = cls(ViewContext(self.store, self.binder, {}, notes=self.notes))
        self.host = QWidget()
        layout = QVBoxLayout(self.host)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view.widget)
        self.host.resize(*size)
        self.host.show()
        self.view.ensure_built()
        if prepare is not None:
            prepare(self.view)
        for _ in range(3):  # layout, then the plots learn their pixel sizes (which feed the compute)
            QApplication.processEvents()
        self.draw()

    def draw(self) -> None:
        """Compute with the view's hints (its pixel size, its zoom) and draw, as a frame of the window does."""
        from PySide6.QtWidgets import QApplication

        from ..state.scheduler import Request

        view, params = self.view, self.store.params
        options = self.store.options(view.spec.id)
        if view.failure:  # (drawn again after a failure shown by frame())
            view.end_failure()
        for _ in range(2):  # the first draw may change what the plot's size asks for (an envelope's lines)
            hints = view.compute_hints(params)
            result = view.spec.run(params, options, **hints)
            view.draw(result, params, options)
            view.accept(result, Request(0, view.spec.cache_key(params, options, hints), params, options, hints))
            view.update_overlay(params, options)
            QApplication.processEvents()

    def frame(self) -> None:
        """Draw as a window's frame does: a compute or draw that fails is not raised but shown in the view
        (`show_failure`), as the window shows it; the next draw that succeeds ends it."""
        from ..i18n import error_text

        try:
            self.draw()
        except Exception as exc:  # noqa: BLE001 - shown in the view, as the window's frame shows it
            self.view.show_failure(error_text(exc))

    def figure(self):
        return self.view.figure_widget()

    def fit_figure(self, size: tuple[int, int]) -> None:
        """Hide the option rows around the figure (they would keep the host wider than a paper figure), resize
        the host so that the figure itself is `size`, and draw again at that size."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QWidget

        chain, widget = [], self.figure()
        while widget is not None and widget is not self.host:
            chain.append(widget)
            widget = widget.parentWidget()
        for kept in chain:
            parent = kept.parentWidget()
            for sibling in (
                parent.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
                if parent is not None
                else ()
            ):
                if sibling not in chain and not sibling.isWindow():
                    sibling.hide()

        for _ in range(3):  # the option rows may wrap differently at the new width: settle in a few steps
            figure = self.figure()
            dw, dh = size[0] - figure.width(), size[1] - figure.height()
            if not dw and not dh:
                break
            self.host.resize(self.host.width() + dw, self.host.height() + dh)
            for _ in range(3):
                QApplication.processEvents()
        self.draw()

    def close(self) -> None:
        """Detach and close the copy. Panels a paper figure left out (page_layout.py) are deleted now: out of
        every layout, Qt resized them as the process ended, calling into a Python side already gone (a crash)."""
        import shiboken6
        from PySide6.QtCore import QCoreApplication, QEvent

        self.binder.detach()
        self.host.close()
        for item in getattr(self.view, "left_out", ()):
            if shiboken6.isValid(item):
                shiboken6.delete(item)
        self.host.deleteLater()
        # deleted now, not as the process ends: a paper figure refused makes several copies, and Qt tore the
        # leftovers down after Python's side of them had gone (a crash one run in a few)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
