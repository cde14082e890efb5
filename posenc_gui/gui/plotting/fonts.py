"""Whether the fonts on this system can show a text: Korean sentences need a font with Hangul, which many
minimal Linux systems lack (the words then show as empty boxes)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QTextLayout

FONT_HINT = "fonts-noto-cjk"  # the Debian/Ubuntu package README names for Hangul


def unsupported_characters(text: str, font: QFont | None = None) -> str:
    """The characters of `text` that neither `font` nor any font Qt falls back to can draw (it draws glyph 0,
    the empty box, for them), each once; empty when every character shows."""
    units = text.encode("utf-16-le")  # Qt indexes UTF-16 code units
    length = len(units) // 2
    layout = QTextLayout(text, font or QFont())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    flags = QTextLayout.GlyphRunRetrievalFlag
    missing = []
    for run in layout.glyphRuns(0, length, flags.RetrieveGlyphIndexes | flags.RetrieveStringIndexes):
        for glyph, index in zip(run.glyphIndexes(), run.stringIndexes()):
            if glyph == 0:
                unit = units[2 * index : 2 * index + 4].decode("utf-16-le", errors="ignore")[:1]
                if unit and not unit.isspace() and unit not in missing:
                    missing.append(unit)
    return "".join(missing)


_notes: dict[str, str] = {}


def missing_font_note(text: str) -> str:
    """HTML to append to a view's key when some characters of `text` cannot be drawn (cached per text)."""
    if text not in _notes:
        from ..i18n import tr

        missing = unsupported_characters(text)
        _notes[text] = (
            ""
            if not missing
            else tr(
                "<br><span style='color:#b2182b'>No font on this system draws {chars}: those words show as "
                "boxes. Install one (Korean on Debian/Ubuntu: <b>{package}</b>).</span>"
            ).format(chars=" ".join(missing[:8]), package=FONT_HINT)
        )
        if len(_notes) > 256:
            _notes.pop(next(iter(_notes)))
    return _notes[text]
