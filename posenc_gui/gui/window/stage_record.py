"""Record the stage (R, or the Record button in the status bar): what the room sees, ink and laser included, taken
FPS times a second while the lecturer drags a slider or draws, then written as a GIF (or an MP4 where an ffmpeg
program is on the PATH) for the handout or the course page.

Frames are kept as PNG bytes (a stage's flat colours pack tightly: 60 KB for a 1280 x 690 stage, 2.6 MB raw),
packed by a thread of their own so that the stage stays quick while the lecturer drags; at most WIDTH pixels
wide, for at most MAX_SECONDS: the recording stops by itself there and says so."""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog

from ...export import motion
from ...export.atomic import ExportError
from ..i18n import error_text, tr

FPS = 10
WIDTH = 1280  # px: a wider stage is recorded at this width
MAX_SECONDS = 120


def _png(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # quality 80: zlib's fastest level (100 stores the pixels unpacked); the frame is kept, not published
    image.save(buffer, "PNG", 80)  # type: ignore[call-overload]
    buffer.close()
    return bytes(data.data())


class StageRecorder(QObject):
    recordingChanged = Signal(bool)

    def __init__(self, grab, window, status, folder=None) -> None:
        """`grab()` is the stage's image now; `status(text)` says a short message; `folder()` where the save
        dialog opens."""
        super().__init__(window)
        self.grab, self.window, self.status = grab, window, status
        self.folder = folder or (lambda: "")
        self.frames: list[Future[bytes]] = []  # each frame's PNG bytes, packed by the encoder
        self._encoder = ThreadPoolExecutor(max_workers=1, thread_name_prefix="stage-record")
        self.started = 0.0
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(round(1000 / FPS))
        self._timer.timeout.connect(self.take)

    @property
    def recording(self) -> bool:
        return self._timer.isActive()

    def record(self, on: bool) -> None:
        """R and the button: start, or stop and ask where the recording goes."""
        if on and not self.recording:
            self.start()
        elif not on and self.recording:
            self.stop()
            self.save_dialog()

    def start(self) -> None:
        self.frames = []
        self.started = time.monotonic()
        self.take()
        self._timer.start()
        self.recordingChanged.emit(True)
        self.status(tr("Recording the stage: R again stops"))

    def stop(self) -> None:
        self._timer.stop()
        self.recordingChanged.emit(False)

    def take(self) -> None:
        """One frame of the stage as it is now."""
        if len(self.frames) >= MAX_SECONDS * FPS:
            self.stop()
            self.status(tr("The recording stopped at {seconds} s, its longest").format(seconds=MAX_SECONDS))
            self.save_dialog()
            return
        image = self.grab()
        if image.width() > WIDTH:
            image = image.scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation)
        self.frames.append(self._encoder.submit(_png, image))  # (the grab is the stage's; the packing is not)

    def images(self):
        """The frames as images, decoded one at a time as the writer takes them."""
        for frame in self.frames:
            yield QImage.fromData(frame.result(), "PNG")

    def save_dialog(self) -> None:
        if not self.frames:
            return
        filters = [tr("GIF animations (*.gif)")]
        if not motion.unavailable(".mp4"):
            filters.append(tr("MP4 videos (*.mp4)"))
        path, chosen = QFileDialog.getSaveFileName(
            self.window, tr("Save the recording"), f"{self.folder() or '.'}/stage.gif", ";;".join(filters)
        )
        if path:
            if not path.lower().endswith((".gif", ".mp4")):
                path += ".mp4" if "mp4" in chosen else ".gif"
            self.save(path)

    def save(self, path) -> bool:
        """The recording written to `path` (.gif or .mp4), whole or not at all; the frames are kept until the next
        recording (a failed save may be tried again)."""
        from ..export.animation import write_gif, write_mp4

        write = write_mp4 if str(path).lower().endswith(".mp4") else write_gif
        try:
            write(self.images(), path, fps=FPS)
        except ExportError as exc:
            self.status(tr("Could not save the recording: {why}").format(why=error_text(exc)))
            return False
        seconds = len(self.frames) / FPS
        self.status(tr("Saved {seconds:.1f} s of the stage: {path}").format(seconds=seconds, path=path))
        return True
