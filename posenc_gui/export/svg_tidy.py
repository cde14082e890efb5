"""Finishing touches to an SVG that Qt wrote, for a figure that goes into a paper (text only, no Qt).

Qt's SVG writer gives the size in millimetres rounded to its whole-number resolution, names the font as Qt
knows it with no fallback, and marks cosmetic (fixed-width) strokes `vector-effect="non-scaling-stroke"`,
which browsers honour and librsvg does not, so one file drew hairlines in one and bands in the other. The
paper preset draws every stroke as a plain width in the figure's units, so the mark says nothing true there
and is left out; the size is set to the exact inches asked for, and the font falls back to a generic family.
A matrix is an embedded image with a pixel a cell: Qt draws its cells as squares, librsvg and browsers
smoothed an 8 x 4 matrix into a blur, so images ask for their pixels as they are (image-rendering).
"""

from __future__ import annotations

import re

NON_SCALING = re.compile(r'\s*vector-effect="non-scaling-stroke"')
FONT = re.compile(r'font-family="([^"]*)"')


def tidy(svg: str, width_in: float, height_in: float) -> str:
    """`svg` (as QSvgGenerator writes it) with its width and height in inches, no non-scaling strokes and a
    generic fallback after each font family."""
    head, sep, body = svg.partition("<svg")
    tag_end = body.index(">")
    tag = body[:tag_end]
    tag = re.sub(r'\bwidth="[^"]*"', f'width="{width_in:.4g}in"', tag, count=1)
    tag = re.sub(r'\bheight="[^"]*"', f'height="{height_in:.4g}in"', tag, count=1)
    body = tag + body[tag_end:]
    body = NON_SCALING.sub("", body)
    body = FONT.sub(lambda m: f'font-family="{_with_fallback(m.group(1))}"', body)
    body = re.sub(r'<image(?: image-rendering="[^"]*")?', '<image style="image-rendering:pixelated"', body)
    body = re.sub(r'(<image style="image-rendering:pixelated"[^>]*?) image-rendering="[^"]*"', r"\1", body)
    return head + sep + body


def _with_fallback(family: str) -> str:
    if "sans-serif" in family:
        return family
    return f"{family}, sans-serif" if family else "sans-serif"
