"""A view's drawn state (`result`, `drawn_params`, `drawn_options`, `drawn_key`) has one writer, View.accept: the
scheduler and a standalone copy hand it what they drew, and nothing else in the package assigns them."""

import ast
from pathlib import Path

import posenc_gui
from posenc_gui.gui.views.kit.base import View

DRAWN = {"result", "drawn_params", "drawn_options", "drawn_key"}
PACKAGE = Path(posenc_gui.__file__).parent
ACCEPT = ("gui/views/kit/base.py", "View.accept")


def _targets(node):
    if isinstance(node, ast.Assign):
        return node.targets
    if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        return [node.target]
    return []


def _flat(target):
    if isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            yield from _flat(element)
    elif isinstance(target, ast.Starred):
        yield from _flat(target.value)
    else:
        yield target


def _writes(node, scope: list[str]):
    """(enclosing class.function, line) of each assignment to a drawn-state attribute under `node`, and each
    setattr or delattr that names one."""
    if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
        scope = [*scope, node.name]
    for target in (t for tgt in _targets(node) for t in _flat(tgt)):
        if isinstance(target, ast.Attribute) and target.attr in DRAWN:
            yield ".".join(scope), node.lineno
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("setattr", "delattr")
        and len(node.args) >= 2
        and isinstance(node.args[1], ast.Constant)
        and node.args[1].value in DRAWN
    ):
        yield ".".join(scope), node.lineno
    for child in ast.iter_child_nodes(node):
        yield from _writes(child, scope)


def drawn_state_writes() -> list[tuple[str, str, int]]:
    """(file, enclosing class.function, line) of every write of a drawn-state attribute in the package."""
    return [
        (path.relative_to(PACKAGE).as_posix(), scope, line)
        for path in sorted(PACKAGE.rglob("*.py"))
        for scope, line in _writes(ast.parse(path.read_text(encoding="utf-8")), [])
    ]


def test_only_view_accept_writes_what_a_view_has_drawn():
    writes = drawn_state_writes()
    assert {(rel, scope) for rel, scope, _ in writes} == {ACCEPT}, writes


def test_the_scan_sees_an_assignment_of_drawn_state():
    tree = ast.parse(
        "class Frame:\n    def draw(self, view, r):\n        view.result, view.drawn_key = r, None\n"
        "        setattr(view, 'drawn_params', r)\n"
    )
    assert [scope for scope, _ in _writes(tree, [])] == ["Frame.draw"] * 3


def test_accept_takes_a_drawn_result_a_failure_and_a_forgetting():
    class Request:
        key, params, options = ("k",), "params", "options"

    view = View.__new__(View)  # (the drawn state only: no widgets)
    assert view.result is None and view.drawn_key is None
    View.accept(view, "result", Request)
    assert (view.result, view.drawn_params, view.drawn_options, view.drawn_key) == (
        "result",
        "params",
        "options",
        ("k",),
    )
    Request.key = ("failed",)
    View.accept(view, None, Request)  # a failure: what was drawn stays, the key is kept (not retried)
    assert (view.result, view.drawn_key) == ("result", ("failed",))
    View.accept(view, None, None)  # forgotten: the next frame computes again
    assert (view.result, view.drawn_key) == ("result", None)
