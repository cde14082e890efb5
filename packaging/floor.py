"""The oldest system a built bundle starts on, read from its own binaries: on Linux the highest GLIBC_ symbol
version any of its ELF files needs (`objdump -T`, from binutils), on macOS the highest minimum macOS version
any of its Mach-O files was built for (LC_BUILD_VERSION's minos, or LC_VERSION_MIN_MACOSX; read here, no tool
needed). The release workflow runs it on every bundle it builds; docs/bundle.md's "Platforms" states what it found.

    python packaging/floor.py packaging/dist/posenc-gui              # prints e.g. "glibc 2.35 (_internal/...)"
    python packaging/floor.py packaging/dist/posenc-gui.app --at-most 14.0    # exit 1 when the floor is higher
"""

from __future__ import annotations

import argparse
import platform
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

Version = tuple[int, ...]

ELF_MAGIC = b"\x7fELF"
MACHO_THIN = {b"\xcf\xfa\xed\xfe": 32, b"\xce\xfa\xed\xfe": 28}  # 64- and 32-bit headers, little-endian
MACHO_FAT = {b"\xca\xfe\xba\xbe": False, b"\xca\xfe\xba\xbf": True}  # big-endian; True: 64-bit offsets
LC_VERSION_MIN_MACOSX, LC_BUILD_VERSION, PLATFORM_MACOS = 0x24, 0x32, 1
CPU_TYPES = {"arm64": 0x0100000C, "x86_64": 0x01000007}


def parse_version(text: str) -> Version:
    return tuple(int(part) for part in text.split("."))


def show(version: Version) -> str:
    return ".".join(map(str, version))


def glibc_needed(path: Path) -> Version | None:
    """The highest GLIBC_x.y version the ELF file `path` needs (None: it needs none)."""
    out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
    versions = [parse_version(v) for v in re.findall(r"\(GLIBC_(\d+(?:\.\d+)+)\)", out)]
    return max(versions, default=None)


def _thin_minos(data: bytes, start: int, arch: str | None) -> Version | None:
    header = MACHO_THIN.get(data[start : start + 4])
    if header is None:
        return None
    cputype, ncmds = struct.unpack_from("<i", data, start + 4)[0], struct.unpack_from("<I", data, start + 16)[0]
    if arch is not None and cputype != CPU_TYPES[arch]:
        return None
    offset, found = start + header, None
    for _ in range(ncmds):
        cmd, size = struct.unpack_from("<II", data, offset)
        raw = None
        if cmd == LC_BUILD_VERSION and struct.unpack_from("<I", data, offset + 8)[0] == PLATFORM_MACOS:
            raw = struct.unpack_from("<I", data, offset + 12)[0]
        elif cmd == LC_VERSION_MIN_MACOSX:
            raw = struct.unpack_from("<I", data, offset + 8)[0]
        if raw is not None:  # xxxx.yy.zz in nibbles
            version = (raw >> 16, (raw >> 8) & 0xFF)
            found = version if found is None else max(found, version)
        offset += size
    return found


def macos_needed(data: bytes, arch: str | None = None) -> Version | None:
    """The minimum macOS version a Mach-O file's bytes state for `arch` ("arm64" or "x86_64"; None: the highest
    over every slice of a universal file). None: not Mach-O, or no slice for `arch`."""
    if data[:4] in MACHO_FAT:
        wide = MACHO_FAT[data[:4]]
        count = struct.unpack_from(">I", data, 4)[0]
        if count > 16:  # a Java class file shares the magic
            return None
        entry, layout = (32, ">iiQQII") if wide else (20, ">iiIII")
        starts = [struct.unpack_from(layout, data, 8 + i * entry)[2] for i in range(count)]
        return max((v for v in (_thin_minos(data, at, arch) for at in starts) if v is not None), default=None)
    return _thin_minos(data, 0, arch)


def floor(bundle: Path, arch: str | None = None) -> tuple[str, Version | None, str]:
    """("glibc" | "macOS", the highest version any binary of the bundle needs, the first file needing it); on
    macOS for the slices of `arch` (a universal file's other slices do not run there)."""
    best: tuple[Version | None, str] = (None, "")
    system = "macOS" if bundle.suffix == ".app" or sys.platform == "darwin" else "glibc"
    if system == "glibc" and shutil.which("objdump") is None:
        raise SystemExit("objdump (binutils) is needed to read the ELF files' symbol versions")
    for path in sorted(p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()):
        with path.open("rb") as f:
            magic = f.read(4)
        if system == "glibc" and magic == ELF_MAGIC:
            needed = glibc_needed(path)
        elif system == "macOS" and (magic in MACHO_THIN or magic in MACHO_FAT):
            needed = macos_needed(path.read_bytes(), arch)
        else:
            continue
        if needed is not None and (best[0] is None or needed > best[0]):
            best = (needed, path.relative_to(bundle).as_posix())
    return system, best[0], best[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle", type=Path, help="the bundle's folder (on macOS the .app)")
    parser.add_argument("--at-most", help="fail (exit 1) when the floor is above this version, e.g. 2.35 or 14.0")
    parser.add_argument(
        "--arch",
        choices=sorted(CPU_TYPES),
        default=platform.machine() if sys.platform == "darwin" else None,
        help="macOS: the architecture whose slices count (default: this machine's)",
    )
    args = parser.parse_args(argv)
    system, version, where = floor(args.bundle, args.arch)
    if version is None:
        print(f"{system}: no binary in {args.bundle} states a version")
        return 1
    print(f"{system} {show(version)} (needed by {where})")
    if args.at_most and version > parse_version(args.at_most):
        print(
            f"above the documented floor, {system} {args.at_most}: docs/bundle.md's Platforms says otherwise",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
