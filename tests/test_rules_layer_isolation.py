"""The rules layer must never import pygame: scenes ask, rules decide."""
import ast
import subprocess
import sys
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "game" / "rules"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_no_module_under_rules_imports_pygame():
    offenders = [str(p.relative_to(RULES)) for p in RULES.rglob("*.py") if "pygame" in _imports(p)]
    assert offenders == []


def test_importing_every_title_leaves_pygame_unloaded():
    code = (
        "import sys, importlib\n"
        "from game.rules.registry import TITLES, is_available\n"
        "for t, info in TITLES.items():\n"
        "    if is_available(t): importlib.import_module(info.module)\n"
        "import game.rules.match, game.simulate\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_check_itself_detects_a_pygame_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("from pygame import Rect\n")
    assert "pygame" in _imports(bad)


def test_the_rules_import_nothing_of_the_game_outside_the_rules_but_i18n():
    """The rules layer stands alone (python-chess style): of the rest of `game`, only the
    gettext helpers (game/i18n.py), which state reasons in the chosen language."""
    game = RULES.parent
    offenders = []
    for path in RULES.rglob("*.py"):
        package = path.parent
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level > 0:
                base = package
                for _ in range(node.level - 1):
                    base = base.parent
                target = base.joinpath(*(node.module or "").split(".")) if node.module else base
                inside = RULES in target.parents or target == RULES
                if not inside and target != game / "i18n":
                    offenders.append(f"{path.relative_to(game)}: from {'.' * node.level}{node.module or ''}")
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                offenders += [f"{path.relative_to(game)}: {n}" for n in names
                              if n.split(".")[0] == "game" and not n.startswith(("game.rules", "game.i18n"))]
    assert offenders == []
