"""The import graph under game/: no module imports another that imports it back, and the
app knows no concrete scene.  Every import counts (top level, inside functions, under
TYPE_CHECKING): a circle hidden in a function is still a circle a reader has to untangle."""
from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parent.parent / "game"


def module_names(root: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every .py under `root` (a package named like its folder)."""
    names = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names[".".join(parts)] = path
    return names


def import_graph(root: Path) -> dict[str, set[str]]:
    """module -> the modules of the same tree it imports.

    `from pkg import name` depends on `pkg.name` when that is a module, else on `pkg`
    itself; a module's own parent packages are imported by Python before it anyway, so
    `from . import sibling` is an edge to the sibling only."""
    modules = module_names(root)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        package = name if is_package else name.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                deps.update(alias.name for alias in node.names if alias.name in modules)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                for alias in node.names:
                    sub = f"{target}.{alias.name}"
                    dep = sub if sub in modules else target
                    if dep in modules:
                        deps.add(dep)
        deps.discard(name)
        graph[name] = deps
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circles_under_game():
    assert circles(import_graph(GAME)) == []


def test_the_app_imports_no_concrete_scene():
    graph = import_graph(GAME)
    scenes = {m for m in graph["game.app"] if m.startswith("game.scenes")}
    assert scenes == {"game.scenes.base"}


def test_each_title_has_a_scene_package_mirroring_its_rules_package():
    rules = {p.name for p in (GAME / "rules").iterdir() if (p / "__init__.py").exists()}
    scenes = {p.name for p in (GAME / "scenes").iterdir() if (p / "__init__.py").exists()} - {"common", "online"}
    assert rules == scenes == {"paddy", "koinobori", "pondscape", "ladybird"}
    flat = [p.name for p in (GAME / "scenes").glob("*.py")
            if p.stem.split("_")[0] in rules]
    assert flat == []  # no title-prefixed modules left beside the packages


def test_the_check_finds_a_circle_through_a_function_level_import(tmp_path):
    pkg = tmp_path / "game"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "sub" / "a.py").write_text("from . import b\n")
    (pkg / "sub" / "b.py").write_text("def f():\n    from .a import thing\n")
    (pkg / "sub" / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .d import X\n")
    (pkg / "sub" / "d.py").write_text("from game.sub.c import Y\n")
    (pkg / "sub" / "e.py").write_text("from . import a\n")  # importing a sibling is no circle
    assert circles(import_graph(pkg)) == [["game.sub.a", "game.sub.b"], ["game.sub.c", "game.sub.d"]]


def crossings(graph: dict[str, set[str]], side: str, others: tuple[str, ...]) -> list[str]:
    """'a imports b' for each module of package `side` that imports one of `others`."""
    return sorted(f"{name} imports {dep}" for name, deps in graph.items() if name.startswith(side)
                  for dep in deps if dep.startswith(others))


def test_the_online_server_store_and_client_never_import_across():
    """game/online's folders are its architecture (game/online/__init__.py): the server and its
    store never import the client, the client never the server nor the store; both share only
    protocol.py and codes.py."""
    graph = import_graph(GAME)
    server, store, client = "game.online.server", "game.online.store", "game.online.client"
    assert crossings(graph, server, (client,)) == []
    assert crossings(graph, store, (client, server)) == []
    assert crossings(graph, client, (server, store)) == []


def test_the_crossing_check_sees_a_function_level_import_across(tmp_path):
    pkg = tmp_path / "game"
    for sub in ("online", "online/client", "online/server"):
        (pkg / sub).mkdir(parents=True, exist_ok=True)
        (pkg / sub / "__init__.py").write_text("")
    (pkg / "online" / "server" / "tables.py").write_text("")
    (pkg / "online" / "client" / "bad.py").write_text("def f():\n    from ..server import tables\n")
    assert crossings(import_graph(pkg), "game.online.client", ("game.online.server",)) == [
        "game.online.client.bad imports game.online.server.tables"]
