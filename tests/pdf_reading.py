"""What a test reads of a PDF Qt wrote (QPdfWriter): its pages' sizes and the text it shows (a test harness)."""

import re
import unicodedata
import zlib

# a lesson of three steps: one with a headline, notes and a try; one that reveals three curves and marks a number;
# one that asks a question
TINY = """lesson: Tiny lesson
author: Test Author
[step]
title: First
headline: The heatmap headline
views: heatmap
set: d_model = 32; max_len = 40
try: Drag d_model down.
text:
  Notes of the first step.
[step]
title: Built
views: rope-invariance
set: rope-invariance.distance = 16; rope-invariance.top = 1000000
reveal: rope-invariance = exact, fp32, bf16-legacy
mark: rope-invariance.m = 2072 "two thousand seventy-two"
[step]
title: Asked
headline: 위치 인코딩 질문
views: heatmap
predict: Which one is right?
answers: left | *middle | right
"""


def pdf_pages(data: bytes) -> list[tuple[float, float]]:
    """Each page's MediaBox width and height in points."""
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    return [
        (float(m[2]) - float(m[0]), float(m[3]) - float(m[1]))
        for m in re.findall(rb"/Type /Page\b.*?/MediaBox \[([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)\]", data, re.S)
    ]


def _objects(data: bytes) -> dict[int, bytes]:
    return {int(m[1]): m[2] for m in re.finditer(rb"(?s)(\d+) 0 obj\s*(.*?)endobj", data)}


def _stream(body: bytes) -> bytes:
    raw = re.search(rb"(?s)stream\r?\n(.*?)\r?\nendstream", body)[1]
    return zlib.decompress(raw) if b"/FlateDecode" in body else raw


def pdf_text(data: bytes) -> str:  # noqa: C901 - a reader of the few forms Qt writes, one branch each
    """The text the PDF shows, page after page, glyphs mapped back to characters by each font's ToUnicode map (Qt
    writes each glyph run as <hex> Tj under /Fn size Tf), without spaces: what a reader's search finds."""
    objects = _objects(data)
    maps: dict[int, dict[int, str]] = {}
    for number, body in objects.items():
        found = re.search(rb"/ToUnicode (\d+) 0 R", body)
        if found is None:
            continue
        cmap, mapping = _stream(objects[int(found[1])]).decode("latin-1"), {}
        for start, _end, targets in re.findall(r"<([0-9A-F]+)> <([0-9A-F]+)> \[([^\]]*)\]", cmap):
            for k, target in enumerate(re.findall(r"<([0-9A-F]+)>", targets)):
                mapping[int(start, 16) + k] = bytes.fromhex(target).decode("utf-16-be")
        for source, target in re.findall(r"<([0-9A-F]+)> <([0-9A-F]+)>\n", cmap.split("beginbfchar")[-1]):
            mapping.setdefault(int(source, 16), bytes.fromhex(target).decode("utf-16-be"))
        maps[number] = mapping
    text = []
    for body in objects.values():
        if not re.search(rb"/Type /Page\b", body):
            continue
        fonts = {name.decode(): int(ref) for name, ref in re.findall(rb"/(F\d+) (\d+) 0 R", body)}
        if not fonts:  # (the fonts in a resource dictionary of their own)
            resources = re.search(rb"/Resources (\d+) 0 R", body)
            if resources is not None:
                fonts = {
                    name.decode(): int(ref)
                    for name, ref in re.findall(rb"/(F\d+) (\d+) 0 R", objects[int(resources[1])])
                }
        contents = re.search(rb"/Contents (\d+) 0 R", body)
        stream = _stream(objects[int(contents[1])]).decode("latin-1")
        font = None
        for token in re.finditer(r"/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj", stream):
            if token[1]:
                font = maps.get(fonts.get(token[1], -1), {})
            elif font is not None:
                hexes = token[2]
                text += [font.get(int(hexes[i : i + 4], 16), "?") for i in range(0, len(hexes), 4)]
    return re.sub(r"\s", "", unicodedata.normalize("NFKC", "".join(text)))  # (ligatures: "ﬁ" is "fi")


def squeezed(text: str) -> str:
    return re.sub(r"\s", "", text)


def cli(*args, timeout: float = 300):
    """`posenc-gui lesson export ARGS` in a fresh process without a display, its words in English."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", POSENC_GUI_LANGUAGE="en")
    return subprocess.run(
        [sys.executable, "-m", "posenc_gui", "lesson", "export", *map(str, args)],
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
    )
