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
