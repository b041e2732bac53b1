"""No doc tells anyone to `pip install tabletop` from PyPI: the project is not there, and a
PyPI project of that name is an unrelated one (a play-tester followed docs/online.md's
`pip install 'tabletop[postgresql]'`).  The wheel from `make wheel` or `pip install -e .` it is."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# `pip install tabletop`, `pip install 'tabletop[postgresql]'`, `pipx install "tabletop"` ...
FROM_PYPI = re.compile(r"\bpipx? install\s+(?:-\S+\s+)*['\"]?tabletop(?:\[[^\]]*\])?['\"]?(?=[\s`]|$)")


def doc_files() -> list[Path]:
    files = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    files += [p for p in sorted((ROOT / "tools").rglob("*")) if p.suffix in (".md", ".py", ".txt", ".nsi")]
    return files


def test_no_doc_installs_tabletop_from_pypi():
    found = []
    for path in doc_files():
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            for m in FROM_PYPI.finditer(line):
                if "never" not in line[max(0, m.start() - 10):m.start()]:
                    found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []


def test_the_pattern_finds_what_the_play_tester_followed():
    assert FROM_PYPI.search("pip install 'tabletop[postgresql]'            # psycopg 3")
    assert FROM_PYPI.search("pipx install tabletop")
    assert not FROM_PYPI.search("pip install 'dist/tabletop-0.1.0-py3-none-any.whl[postgresql]'")
    assert not FROM_PYPI.search("pipx install tabletop-X-py3-none-any.whl")
    assert not FROM_PYPI.search("pip install -e '.[postgresql]'")
