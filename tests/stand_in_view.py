"""A stand-in for a view, as the scheduler sees one (gui/state/view_protocol.ScheduledView): a test's view
subclasses it and gives its spec, draw and whatever it records."""


class StandInView:
    result = drawn_params = drawn_options = drawn_key = None
    failure = ""

    def title_text(self):
        return "stand-in"

    def is_shown(self):
        return True

    def compute_hints(self, params):
        return {}

    def waits_while_playing(self, params, options, paced=True):
        return False

    def update_overlay(self, params, options):
        pass

    def prepare_paint(self):
        pass

    def accept(self, result, request):
        """As View.accept."""
        if request is None:
            self.drawn_key = None
            return
        if result is not None:
            self.result, self.drawn_params, self.drawn_options = result, request.params, request.options
        self.drawn_key = request.key

    def show_progress(self, done, total):
        pass

    def show_failure(self, message):
        self.failure = message

    def end_failure(self):
        self.failure = ""
