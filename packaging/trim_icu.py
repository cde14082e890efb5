"""Trim the ICU data library that Qt links on Linux (libicudata.so.NN, 31 MiB, the bundle's largest file) to
what Qt's ICU code uses, and rebuild it with the system C compiler (build.py calls this; without a compiler
the bundle keeps the full library and the build says so).

Qt 6 on Linux calls ICU for collation (QCollator, which also sorts the file dialog), locale-aware case mapping
(QLocale::toUpper, whose data is compiled into libicuuc), time-zone display names and legacy text codecs
(QStringDecoder("Shift-JIS")). Its locale formatting, text boundaries and IDN are Qt's own, and the app reads
and writes only UTF-8 (the spec leaves Python's legacy CJK codecs out for the same reason). So the collation
tree, the zone names, the normalisation and property files and the locale-tree indexes stay; ICU's
formatting data goes (units, currencies, language and region display names, transliteration, rule-based
number spelling, break-iterator dictionaries, the per-locale formatting bundles but root, English and
Korean), and so do the legacy codecs' tables (*.cnv; the UTF and Latin-1 converters are code, not data).

The library holds one "common data" package under the symbol icudtNN_dat: a header, a table of contents
sorted by item name (ICU binary-searches it) and the items. A subset of a sorted table stays sorted.

    python packaging/trim_icu.py path/to/libicudata.so.73     # rewrites it in place, prints the sizes
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

DROP_TREES = {"brkitr", "unit", "curr", "lang", "region", "translit", "rbnf"}
KEEP_LOCALES = re.compile(r"(root|en|en_US|en_001|ko|ko_KR)\.res$")
LOCALE_BUNDLE = re.compile(r"[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$")
ALIGN = 16


def kept(name: str) -> bool:
    """name as in the table of contents, e.g. icudt73l/coll/ko.res"""
    parts = name.split("/")
    if len(parts) > 2:
        return parts[1] not in DROP_TREES
    leaf = parts[-1]
    if leaf.endswith(".cnv"):
        return False
    return bool(KEEP_LOCALES.match(leaf)) or not LOCALE_BUNDLE.match(leaf)


def _readelf(*args: str) -> str:
    return subprocess.run(["readelf", "-W", *args], check=True, capture_output=True, text=True).stdout


def package_of(library: Path) -> tuple[str, bytes]:
    """The data symbol's name and bytes, found through the ELF symbol and program headers."""
    for line in _readelf("--dyn-syms", str(library)).splitlines():
        fields = line.split()
        if len(fields) >= 8 and re.fullmatch(r"icudt\d+_dat", fields[7]):
            symbol, address, size = fields[7], int(fields[1], 16), int(fields[2], 0)
            break
    else:
        raise ValueError(f"{library} has no icudtNN_dat symbol")
    for line in _readelf("--program-headers", str(library)).splitlines():
        fields = line.split()
        if fields[:1] == ["LOAD"]:
            offset, vaddr, filesz = int(fields[1], 16), int(fields[2], 16), int(fields[4], 16)
            if vaddr <= address < vaddr + filesz:
                with open(library, "rb") as f:
                    f.seek(offset + address - vaddr)
                    return symbol, f.read(size)
    raise ValueError(f"{library}: {symbol} is in no loaded segment")


def items_of(package: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    header_size, magic1, magic2 = struct.unpack_from("<HBB", package, 0)
    if (magic1, magic2) != (0xDA, 0x27):
        raise ValueError("not an ICU common data package")
    toc = package[header_size:]
    count = struct.unpack_from("<I", toc, 0)[0]
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_at, data_at) in enumerate(entries):
        name = toc[name_at : toc.index(b"\0", name_at)].decode("ascii")
        end = entries[i + 1][1] if i + 1 < count else len(toc)
        items.append((name, toc[data_at:end]))
    return package[:header_size], items


def package_from(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    data_start = -(-(toc_size + len(names)) // ALIGN) * ALIGN
    entries, blobs, name_at, data_at = [], [], toc_size, data_start
    for name, data in items:
        entries.append(struct.pack("<II", name_at, data_at))
        name_at += len(name) + 1
        padded = data + b"\0" * (-len(data) % ALIGN)
        blobs.append(padded)
        data_at += len(padded)
    toc = struct.pack("<I", len(items)) + b"".join(entries) + names
    return header + toc + b"\0" * (data_start - len(toc)) + b"".join(blobs)


def build_library(symbol: str, package: bytes, soname: str, out: Path, compiler: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        dat = Path(tmp) / "data.dat"
        dat.write_bytes(package)
        asm = Path(tmp) / "data.S"
        asm.write_text(
            f".section .rodata\n.globl {symbol}\n.type {symbol}, @object\n.balign {ALIGN}\n"
            f'{symbol}:\n.incbin "{dat}"\n.size {symbol}, .-{symbol}\n'
            '.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        subprocess.run(
            [compiler, "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-o", str(out), str(asm)],
            check=True,
            capture_output=True,
        )


def trim(library: Path, compiler: str | None = None) -> tuple[int, int] | None:
    """Rewrite library with the trimmed package; (bytes before, bytes after), or None without a compiler."""
    compiler = compiler or shutil.which("cc") or shutil.which("gcc")
    if compiler is None or shutil.which("readelf") is None:
        return None
    symbol, package = package_of(library)
    header, items = items_of(package)
    smaller = package_from(header, [(name, data) for name, data in items if kept(name)])
    before = library.stat().st_size
    out = library.with_name(library.name + ".trimmed")
    build_library(symbol, smaller, library.name, out, compiler)
    out.replace(library)
    return before, library.stat().st_size


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    sizes = trim(Path(argv[0]))
    if sizes is None:
        print("no C compiler or readelf: ICU data left as it is", file=sys.stderr)
        return 1
    print(f"ICU data: {sizes[0] / 2**20:.1f} MiB -> {sizes[1] / 2**20:.1f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
