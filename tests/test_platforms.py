"""Three systems: the release workflow (.github/workflows/release.yml) builds the bundle on Linux, Windows and
macOS (arm64 and Intel) with the versions packaging/constraints.txt pins. Here, without those machines: the
workflow is read as GitHub would read it, and pip resolves the pins for each of its runners from PyPI, wheels
only, so a pin without a wheel for one of them fails here; the oldest system each bundle starts on is read from
the wheels the resolution picks (docs/bundle.md's "Platforms" states it). The resolutions need PyPI and are marked
`bundle` (the long lane); the workflow and floor-reader checks that need no network run in the default lane."""

import importlib.util
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
CONSTRAINTS = ROOT / "packaging" / "constraints.txt"
PYTHON = "3.11"  # the workflow's setup-python version

# Each runner of the workflow as pip's --platform tags: the Linux runner (Ubuntu 22.04) has glibc 2.35, so it
# installs manylinux wheels up to manylinux_2_35; the macOS runners run macOS 15.
MANYLINUX = [f"manylinux_2_{minor}_x86_64" for minor in range(35, 16, -1)] + [
    "manylinux2014_x86_64",
    "manylinux2010_x86_64",
    "manylinux1_x86_64",
]
PLATFORMS = {
    "linux-x86_64": ("ubuntu-22.04", MANYLINUX),
    "windows-x86_64": ("windows-2022", ["win_amd64"]),
    "macos-arm64": ("macos-15", ["macosx_15_0_arm64"]),
    "macos-x86_64": ("macos-15-intel", ["macosx_15_0_x86_64"]),
}
# The newest glibc / macOS version the picked wheels are tagged for (docs/bundle.md's "Platforms"; a new pin that moves
# one fails here until docs/bundle.md says so). Windows wheels carry no version: Qt 6 needs Windows 10 1809 or later.
WHEEL_FLOORS = {"linux-x86_64": (2, 34), "windows-x86_64": None, "macos-arm64": (14, 0), "macos-x86_64": (14, 0)}
# What the workflow's floor step enforces on the built bundle (Linux: the runner's own glibc, which its Python
# and the system libraries the bundle carries were built against).
BUNDLE_FLOORS = {"linux-x86_64": "2.35", "macos-arm64": "14.0", "macos-x86_64": "14.0"}
RUNTIME = {"pyside6-essentials", "pyqtgraph", "numpy", "pillow"}


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _floor_module():
    spec = importlib.util.spec_from_file_location("posenc_floor", ROOT / "packaging" / "floor.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pins() -> dict[str, str]:
    pins = {}
    for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, version = line.split("==")
            pins[_normal(name.strip())] = version.strip()
    return pins


def _runtime_requirements() -> list[str]:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11, the bundle's

    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]


def _workflow() -> dict:
    yaml = pytest.importorskip("yaml")
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


# -- the workflow, as written ---------------------------------------------------------------------------------


def test_the_release_workflow_builds_on_the_four_runners_on_a_tag_and_on_demand():
    flow = _workflow()
    triggers = flow.get("on", flow.get(True))  # YAML 1.1 reads the bare key `on` as true
    assert triggers["push"]["tags"] == ["v*"] and "workflow_dispatch" in triggers
    job = flow["jobs"]["bundle"]
    matrix = {entry["name"]: entry for entry in job["strategy"]["matrix"]["include"]}
    assert {name: entry["runner"] for name, entry in matrix.items()} == {n: r for n, (r, _) in PLATFORMS.items()}
    assert {name: entry.get("floor") for name, entry in matrix.items() if "floor" in entry} == BUNDLE_FLOORS
    assert job["runs-on"] == "${{ matrix.runner }}"
    steps = job["steps"]
    python = next(s for s in steps if s.get("uses", "").startswith("actions/setup-python@"))
    assert python["with"]["python-version"] == PYTHON
    runs = "\n".join(s.get("run", "") for s in steps)
    assert "pip install -c packaging/constraints.txt . pyinstaller" in runs
    assert "python packaging/build.py" in runs
    assert '"$exe" --self-test' in runs and '"$exe" --version' in runs
    assert 'packaging/floor.py "${{ matrix.bundle }}" --at-most "${{ matrix.floor }}"' in runs
    for entry in matrix.values():  # the executable lies inside the bundle the floor step reads
        assert entry["exe"].startswith(entry["bundle"] + "/")
    release = flow["jobs"]["release"]
    assert release["needs"] == "bundle" and release["if"] == "github.ref_type == 'tag'"
    assert release["permissions"] == {"contents": "write"} and flow["permissions"] == {"contents": "read"}
    uses = [s["uses"] for j in flow["jobs"].values() for s in j["steps"] if "uses" in s]
    assert len(uses) == 4 and all(re.fullmatch(r"actions/[\w-]+@v\d+", u) for u in uses), uses


def test_the_pins_are_exact_and_cover_the_apps_runtime_dependencies():
    pins = _pins()
    assert RUNTIME | {"shiboken6", "pyinstaller"} <= set(pins)
    assert pins["shiboken6"] == pins["pyside6-essentials"]  # PySide6 requires its own shiboken exactly
    named = {_normal(re.match(r"[\w.-]+", r).group(0)) for r in _runtime_requirements()}
    assert named == RUNTIME


# -- the floor reader on binaries at hand ---------------------------------------------------------------------


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("objdump") is None, reason="reads ELF files with objdump"
)
def test_the_glibc_a_wheel_needs_is_within_its_manylinux_tag():
    import numpy

    floor = _floor_module()
    wheel = next(Path(numpy.__file__).parent.parent.glob("numpy-*.dist-info")) / "WHEEL"
    tags = re.findall(r"manylinux_(\d+)_(\d+)_x86_64", wheel.read_text(encoding="utf-8"))
    if not tags:
        pytest.skip("numpy here was not installed from a manylinux wheel")
    ceiling = max((int(a), int(b)) for a, b in tags)
    needed = [floor.glibc_needed(p) for p in Path(numpy.__file__).parent.rglob("*.so")]
    assert max(v for v in needed if v) <= ceiling
    assert min(v for v in needed if v) >= (2, 2)


# -- the pins resolved for each runner (PyPI) -----------------------------------------------------------------


def _resolve(platforms: list[str], tmp_path: Path) -> list[dict]:
    report = tmp_path / "report.json"
    command = [
        sys.executable,
        "-m",
        "pip",
        "install",
        "--dry-run",
        "--ignore-installed",
        "--quiet",
        "--target",
        str(tmp_path / "target"),  # (pip before 24 asks for it beside --platform)
        "--only-binary=:all:",
        "--python-version",
        PYTHON,
        "--implementation",
        "cp",
        *[f"--platform={p}" for p in platforms],
        "--report",
        str(report),
        "-c",
        str(CONSTRAINTS),
        *_runtime_requirements(),
        "pyinstaller",
    ]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(report.read_text(encoding="utf-8"))["install"]


def _wheel_floor(filename: str) -> tuple[int, int] | None:
    found = [(int(a), int(b)) for a, b in re.findall(r"(?:manylinux|macosx)_(\d+)_(\d+)_", filename)]
    return max(found, default=None)


@pytest.mark.bundle
@pytest.mark.parametrize("platform", list(PLATFORMS))
def test_the_pins_have_wheels_for_each_runner(platform, tmp_path):
    picked = _resolve(PLATFORMS[platform][1], tmp_path)
    versions = {_normal(item["metadata"]["name"]): item["metadata"]["version"] for item in picked}
    wheels = {_normal(item["metadata"]["name"]): item["download_info"]["url"].rsplit("/", 1)[1] for item in picked}
    print(platform, {name: wheels[name] for name in sorted(wheels)})
    assert set(versions) >= RUNTIME
    for name, version in _pins().items():
        assert versions[name] == version, (name, wheels[name])
        assert wheels[name].endswith(".whl")
    binary = [w for n, w in wheels.items() if n in RUNTIME | {"shiboken6"} and not w.endswith("-any.whl")]
    assert len(binary) == 4  # PySide6, shiboken6, numpy, Pillow: built for this platform
    floors = [f for f in map(_wheel_floor, wheels.values()) if f]
    assert max(floors, default=None) == WHEEL_FLOORS[platform]


@pytest.mark.bundle
def test_a_pin_without_a_wheel_for_a_runner_fails_to_resolve(tmp_path):
    """The check bites: no PySide6-Essentials release has a 32-bit Windows wheel."""
    constraints = tmp_path / "constraints.txt"
    constraints.write_text(CONSTRAINTS.read_text(encoding="utf-8"), encoding="utf-8")
    command = [
        sys.executable,
        "-m",
        "pip",
        "install",
        "--dry-run",
        "--ignore-installed",
        "--quiet",
        "--target",
        str(tmp_path / "target"),
        "--only-binary=:all:",
        "--python-version",
        PYTHON,
        "--implementation",
        "cp",
        "--platform=win32",
        "-c",
        str(constraints),
        f"PySide6-Essentials=={_pins()['pyside6-essentials']}",
    ]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert proc.returncode != 0 and "PySide6-Essentials" in proc.stderr


@pytest.mark.bundle
def test_the_macos_floor_reader_agrees_with_the_wheels_tags(tmp_path):
    """packaging/floor.py reads a Mach-O file's minimum macOS: numpy's arm64 wheel (thin files) says what its tag
    says; PyInstaller's universal2 wheel (fat bootloaders) is tagged for its Intel slices' 10.13, its arm64 slices
    say 11.0 (the first macOS on Apple silicon)."""
    floor = _floor_module()
    pins = _pins()
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary=:all:",
            "--platform=macosx_15_0_arm64",
            "--python-version",
            PYTHON,
            "--implementation",
            "cp",
            "-d",
            str(tmp_path),
            f"numpy=={pins['numpy']}",
            f"pyinstaller=={pins['pyinstaller']}",
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]

    def needed(wheel: str, arch: str) -> set:
        with zipfile.ZipFile(next(tmp_path.glob(wheel))) as archive:
            found = {
                floor.macos_needed(archive.read(name), arch)
                for name in archive.namelist()
                if name.endswith((".so", ".dylib")) or "/bootloader/" in name
            }
        return found - {None}

    numpy_wheel = next(tmp_path.glob("numpy-*.whl")).name
    assert numpy_wheel.endswith("macosx_14_0_arm64.whl")
    assert max(needed("numpy-*.whl", "arm64")) == _wheel_floor(numpy_wheel) == (14, 0)
    assert needed("numpy-*.whl", "x86_64") == set()
    assert next(tmp_path.glob("pyinstaller-*.whl")).name.endswith("macosx_10_13_universal2.whl")
    assert needed("pyinstaller-*.whl", "x86_64") == {(10, 13)}
    assert needed("pyinstaller-*.whl", "arm64") == {(11, 0)}
