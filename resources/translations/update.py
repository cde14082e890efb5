"""Keep the translations in step with the code, and build what Qt loads.

    python resources/translations/update.py          # refresh posenc_gui_ko.ts from the sources, build .qm
    python resources/translations/update.py --check  # exit 1 if the .ts or the .qm is out of date

The .ts files (Qt Linguist's XML, editable in `pyside6-linguist`) are the sources of the translations: every
string the user sees, found in the code (tr("..."), tr("...", "context"), ParamError("...") templates in
context "core") and in the registries whose entries are translated where they are shown (view titles and
descriptions, export formats and sizes, table kinds, extension rules, the shift view's series, themes,
the option controls' labels, tooltips, units and items, the chapters' titles and summaries). Strings that
vanished from the code are dropped; new ones are added unfinished. The .qm files are built from the .ts
files with lrelease (which PySide6 ships) and committed; the tests check that they are up to date.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PACKAGE = ROOT / "posenc_gui"
LANGUAGES = ("ko",)
DEFAULT_CONTEXT = "posenc_gui"


def code_messages() -> set[tuple[str, str]]:
    """(context, source) of every literal passed to tr() or noop(), and of ParamError templates."""
    found = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            if name in ("tr", "noop"):
                context = DEFAULT_CONTEXT
                if len(node.args) > 1 and isinstance(node.args[1], ast.Constant):
                    context = node.args[1].value
                found.add((context, first.value))
            elif name == "ParamError":
                found.add(("core", first.value))
    return found


def registry_messages() -> set[tuple[str, str]]:
    """Strings kept in tables and translated where they are shown (tr(spec.title, "views"), ...)."""
    sys.path.insert(0, str(ROOT))
    from posenc_gui.core.learned import KINDS
    from posenc_gui.export.formats import FORMATS
    from posenc_gui.gui.plotting.themes import THEMES
    from posenc_gui.gui.views.shift import SERIES
    from posenc_gui.gui.window.export_dialog import SIZES
    from posenc_gui.specs import SHARED_OWNERS, SPECS
    from posenc_gui.specs.rope_rotation import EXTENSION_NAMES

    found = {("views", s.title) for s in SPECS.values()} | {("views", s.description) for s in SPECS.values()}
    found |= {(DEFAULT_CONTEXT, f.name) for f in FORMATS.values()}
    found |= {(DEFAULT_CONTEXT, label) for label, _, _ in SIZES}
    found |= {(DEFAULT_CONTEXT, k.title) for k in KINDS.values()}
    found |= {(DEFAULT_CONTEXT, name) for name in EXTENSION_NAMES.values()}
    found |= {(DEFAULT_CONTEXT, series[1]) for series in SERIES}
    found |= {(DEFAULT_CONTEXT, t.title) for t in THEMES.values()}
    from posenc_gui.specs import CHAPTERS

    found |= {("chapters", c.title) for c in CHAPTERS} | {("chapters", c.summary) for c in CHAPTERS}
    for options in [s.options for s in SPECS.values()] + list(SHARED_OWNERS.values()):  # the controls' texts
        found |= {(DEFAULT_CONTEXT, text) for c in options.controls().values() for text in c.texts()}
    from posenc_gui.specs.kit.shared_params import PARAMS  # the shared parameters' controls

    found |= {(DEFAULT_CONTEXT, text) for c in PARAMS.values() for text in c.texts()}
    return found


def all_messages() -> set[tuple[str, str]]:
    return code_messages() | registry_messages()


def read_ts(path: Path) -> dict[tuple[str, str], str | None]:
    """(context, source) -> translation (None when unfinished)."""
    if not path.exists():
        return {}
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            done = translation is not None and translation.get("type") not in ("unfinished", "vanished", "obsolete")
            out[(name, message.findtext("source"))] = translation.text if done and translation.text else None
    return out


def write_ts(path: Path, language: str, translations: dict) -> None:
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    by_context: dict[str, list] = {}
    for (context, source), text in translations.items():
        by_context.setdefault(context, []).append((source, text))
    for context in sorted(by_context):
        element = ET.SubElement(root, "context")
        ET.SubElement(element, "name").text = context
        for source, text in sorted(by_context[context]):
            message = ET.SubElement(element, "message")
            ET.SubElement(message, "source").text = source
            translation = ET.SubElement(message, "translation")
            if text:
                translation.text = text
            else:
                translation.set("type", "unfinished")
    ET.indent(root, space=" ")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(root, encoding="unicode") + "\n",
        encoding="utf-8",
    )


def lrelease() -> str:
    for candidate in (shutil.which("pyside6-lrelease"), Path(sys.executable).parent / "pyside6-lrelease"):
        if candidate and Path(candidate).exists():
            return str(candidate)
    import PySide6

    found = list(Path(PySide6.__file__).parent.glob("lrelease*"))
    if found:
        return str(found[0])
    raise SystemExit("lrelease not found (it comes with PySide6)")


def build_qm(ts: Path, qm: Path) -> None:
    subprocess.run([lrelease(), "-silent", "-nounfinished", str(ts), "-qm", str(qm)], check=True)


def refreshed(language: str) -> dict:
    old = read_ts(HERE / f"posenc_gui_{language}.ts")
    return {key: old.get(key) for key in all_messages()}


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    check = "--check" in argv
    stale = []
    for language in LANGUAGES:
        ts, qm = HERE / f"posenc_gui_{language}.ts", HERE / f"posenc_gui_{language}.qm"
        new = refreshed(language)
        if check:
            if read_ts(ts) != new:
                stale.append(ts.name)
            continue
        write_ts(ts, language, new)
        build_qm(ts, qm)
        missing = sum(1 for v in new.values() if not v)
        print(f"{ts.name}: {len(new)} messages, {missing} untranslated; built {qm.name}")
    if stale:
        print("out of date: " + ", ".join(stale) + " (run resources/translations/update.py)")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
