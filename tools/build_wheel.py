"""`make wheel`: the installable package (sdist and a pure-Python wheel) for every system.

    python tools/build_wheel.py [OUT_DIR]      (default dist/)

At run time the game reads assets/, levels/ and the rules pages, which sit beside the `game`
package in a checkout. An installed package must carry them inside itself, so this stages a
copy of the project in which they live under game/_resources/ (game/paths.py looks there first),
with only what the program reads: assets, levels, the rules and controls pages, the compiled
catalogs (`make catalogs` first). Tests, tools, benchmarks and developer documents stay out.
Then `python -m build` makes the sdist and the wheel of that copy, so the wheel can also be
rebuilt from the sdist.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOP_FILES = ("pyproject.toml", "README.md", "LICENSE")


def stage(into: Path) -> None:
    for name in TOP_FILES:
        shutil.copy2(ROOT / name, into / name)
    shutil.copytree(ROOT / "game", into / "game",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "_resources"))
    if not list((into / "game" / "locale").glob("*/LC_MESSAGES/*.mo")):
        sys.exit("wheel: no compiled catalogs (run `make catalogs` first)")
    resources = into / "game" / "_resources"
    shutil.copytree(ROOT / "assets", resources / "assets")
    shutil.copytree(ROOT / "levels", resources / "levels")
    (resources / "docs" / "rules").mkdir(parents=True)
    for page in sorted((ROOT / "docs" / "rules").glob("*.md")):
        shutil.copy2(page, resources / "docs" / "rules" / page.name)
    for page in sorted((ROOT / "docs").glob("controls*.md")):
        shutil.copy2(page, resources / "docs" / page.name)


def main(argv: list[str]) -> int:
    out = Path(argv[1]).resolve() if len(argv) > 1 else ROOT / "dist"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tabletop-wheel-") as folder:
        staged = Path(folder)
        stage(staged)
        done = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(staged)],
                              capture_output=True, text=True)
        if done.returncode:   # its long log only when it failed
            print(done.stdout[-6000:], done.stderr[-6000:], sep="\n", file=sys.stderr)
            sys.exit(f"wheel: python -m build failed (exit code {done.returncode})")
    for path in sorted(out.glob("tabletop-*")):
        if path.suffix in (".whl", ".gz"):
            print(f"wheel: wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} "
                  f"({path.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
