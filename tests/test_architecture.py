"""The package's shape, read from its source: imports point one way (core <- model_files <- specs <- export <- gui
<- bench, scripting <- cli), nothing imports in a circle (neither modules nor packages), and the Qt-free layers
name no Qt module. Lazy imports inside functions count."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "posenc_gui"
QT = ("PySide6", "shiboken6", "pyqtgraph")
# Top-level part of the package -> layer. A module may import its own layer and those below.
LAYERS = {
    "__init__": 0,
    "core": 0,
    "records": 0,
    "resources": 0,
    "model_files": 1,
    "live": 1,
    "specs": 2,
    "export": 3,
    "gui": 4,
    "bench": 5,
    "scripting": 5,
    "cli": 6,
    "app": 7,
    "__main__": 7,
    "testing": 7,
}
QT_FREE = 3  # this layer and those below it import no Qt
# The package's __getattr__ (PEP 562) hands out the scripting API on first use, once the package is complete: the
# one import that points up, never run while the package is imported (so not a cycle), and nowhere else.
LAZY_API = ("posenc_gui", "posenc_gui.scripting")


def _module_name(path: Path) -> str:
    parts = ["posenc_gui", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _imports(name: str, path: Path, known: set) -> tuple[set, set]:
    """(modules of the package that `name` imports, top-level names of outside modules it imports)."""
    is_package = path.name == "__init__.py"
    inside, outside = set(), set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module
            targets = [module] + [f"{module}.{a.name}" for a in node.names]
        else:
            continue
        for target in targets:
            if target.split(".")[0] == "posenc_gui":
                while target not in known:  # a name imported from a module: the module itself
                    target = target.rpartition(".")[0]
                inside.add(target)
            else:
                outside.add(target.split(".")[0])
    inside.discard(name)
    return inside, outside


# Inside gui, the roles in order: a subpackage may import its own role and those before it. The base modules
# (translations, the crash net) serve every role; app.py, the one start-up path, builds the window.
GUI_ROLES = {
    "gui": 0,
    "collection": 0,
    "i18n": 0,
    "crash_net": 0,
    "pyside_private": 0,
    "state": 1,
    "plotting": 2,
    "qt_app": 2,
    "_vendor": 2,
    "widgets": 3,
    "files": 4,
    "views": 5,
    "export": 6,
    "window": 7,
    "app": 8,
}


def _layer(module: str) -> int:
    part = module.split(".")[1] if "." in module else "__init__"
    return LAYERS[part]


def _gui_role(module: str) -> int:
    parts = module.split(".")
    return GUI_ROLES[parts[2]] if len(parts) > 2 else GUI_ROLES["gui"]


GRAPH = {}
OUTSIDE = {}
for _name, _path in _modules().items():
    GRAPH[_name], OUTSIDE[_name] = _imports(_name, _path, set(_modules()))
GRAPH[LAZY_API[0]].discard(LAZY_API[1])


def test_the_package_imports_the_scripting_api_only_inside_its_getattr():
    tree = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    inside = {
        id(n) for f in tree.body if isinstance(f, ast.FunctionDef) and f.name == "__getattr__" for n in ast.walk(f)
    }
    imports = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert imports and all(id(n) in inside for n in imports if isinstance(n, ast.ImportFrom))
    assert _imports("posenc_gui", PACKAGE / "__init__.py", set(_modules()))[0] == {LAZY_API[1]}


def test_the_graph_was_read():
    assert "posenc_gui.specs.heatmap" in GRAPH["posenc_gui.specs"]
    assert "posenc_gui.gui.app" in GRAPH["posenc_gui.cli"]  # a lazy import, inside main()
    assert "PySide6" in OUTSIDE["posenc_gui.gui.state.store"]


def test_every_module_has_a_layer():
    for module in GRAPH:
        _layer(module)


@pytest.mark.parametrize("module", sorted(GRAPH))
def test_imports_point_down_only(module):
    upward = [t for t in GRAPH[module] if _layer(t) > _layer(module)]
    assert not upward, f"{module} (layer {_layer(module)}) imports {upward}"


GUI = sorted(m for m in GRAPH if m.startswith("posenc_gui.gui."))


def test_every_gui_module_has_a_role():
    for module in GUI:
        _gui_role(module)
    assert {m.split(".")[2] for m in GUI} >= {"state", "plotting", "widgets", "files", "views", "export", "window"}


@pytest.mark.parametrize("module", GUI)
def test_gui_roles_import_earlier_roles_only(module):
    later = [t for t in GRAPH[module] if t.startswith("posenc_gui.gui.") and _gui_role(t) > _gui_role(module)]
    assert not later, f"{module} (role {_gui_role(module)}) imports {later}"


@pytest.mark.parametrize("module", sorted(m for m in GRAPH if _layer(m) <= QT_FREE))
def test_core_and_specs_name_no_qt(module):
    assert not OUTSIDE[module] & set(QT), f"{module} imports {OUTSIDE[module] & set(QT)}"


def _cycle(graph: dict) -> list | None:
    """A cycle of `graph` ({node: nodes it imports}) as the nodes along it, or None."""
    state, stack = {}, []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                return [*stack[stack.index(nxt) :], nxt]
            found = None if nxt in state else visit(nxt)
            if found:
                return found
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        found = None if node in state else visit(node)
        if found:
            return found
    return None


def test_the_cycle_finder_finds_one():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycles():
    cycle = _cycle(GRAPH)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def _package(module: str) -> str:
    """The package a module belongs to, as the layers and roles count them: gui's subpackages apart."""
    parts = module.split(".")
    if len(parts) > 2 and parts[1] == "gui":
        return ".".join(parts[:3])
    return ".".join(parts[:2])


PACKAGES = {}
for _name, _targets in GRAPH.items():
    PACKAGES.setdefault(_package(_name), set()).update(_package(t) for t in _targets)
for _name, _targets in PACKAGES.items():
    _targets.discard(_name)


def test_the_package_graph_was_read():
    assert "posenc_gui.core" in PACKAGES["posenc_gui.model_files"]
    assert "posenc_gui.gui.views" in PACKAGES["posenc_gui.gui.export"]
    assert "posenc_gui.export" in PACKAGES["posenc_gui.gui.files"]


def test_no_import_cycles_between_packages():
    """Two packages that import each other (gui and export did, by lazy imports) are one package in two
    folders: whichever is read first needs the other."""
    cycle = _cycle(PACKAGES)
    assert cycle is None, "package import cycle: " + " -> ".join(cycle or [])


def test_the_scripting_api_does_not_import_the_command_line():
    assert not [
        t
        for t in GRAPH
        if t.startswith("posenc_gui.scripting")
        for target in GRAPH[t]
        if target.startswith("posenc_gui.cli")
    ]


def test_core_holds_only_maths():
    """Model files (config.json, safetensors, presets) are read in model_files; core reads no file."""
    readers = [m for m in GRAPH if m.startswith("posenc_gui.core.") and {"json", "struct"} & OUTSIDE[m]]
    assert not readers, f"core modules that read files: {readers}"


def test_the_spec_and_view_folders_hold_specs_and_views_only():
    """A folder lists what it holds: every module of specs/ is one view's spec and every module of gui/views/ one
    view, both named as the registry's ids are; what they are made of lives in their kit/ folders."""
    from posenc_gui.specs import SPECS

    modules = {vid.replace("-", "_") for vid in SPECS}
    specs = {p.stem for p in (PACKAGE / "specs").glob("*.py")} - {"__init__"}
    views = {p.stem for p in (PACKAGE / "gui" / "views").glob("*.py")} - {"__init__"}
    assert specs == modules, (specs - modules, modules - specs)
    assert views == modules, (views - modules, modules - views)
    for folder in (PACKAGE / "specs" / "kit", PACKAGE / "gui" / "views" / "kit"):
        held = [ast.parse(p.read_text(encoding="utf-8")) for p in folder.glob("*.py")]
        assert not [
            n.targets[0].id
            for tree in held
            for n in tree.body
            if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name) and n.targets[0].id == "SPEC"
        ], f"a view's spec in {folder}"
