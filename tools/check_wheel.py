"""`make check-wheel`: the wheel runs from a fresh environment (CI calls it after `make wheel`).

    python tools/check_wheel.py [dist/tabletop-X-py3-none-any.whl]

A new virtual environment installs only the wheel (and the libraries it names, from the package
index), then `tabletop --smoke --report F` runs from an empty folder in English and in
Japanese: each report must say 0 failed. Proves the wheel carries everything the game reads
(assets, layouts, fonts, compiled catalogs, rules pages) and finds it without the checkout.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    wheels = [Path(argv[1])] if len(argv) > 1 else sorted((ROOT / "dist").glob("tabletop-*-py3-none-any.whl"))
    if not wheels or not wheels[-1].exists():
        sys.exit("check-wheel: no wheel in dist/ (make wheel)")
    wheel = wheels[-1].resolve()
    with tempfile.TemporaryDirectory(prefix="tabletop-wheelcheck-") as folder:
        work = Path(folder)
        venv.create(work / "env", with_pip=True)
        bindir = work / "env" / ("Scripts" if os.name == "nt" else "bin")
        subprocess.run([str(bindir / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                        str(wheel)], check=True)
        empty = work / "empty"
        empty.mkdir()
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="disk", TABLETOP_DATA_DIR=str(work / "data"))
        for lang in ("en", "ja"):
            report = work / f"smoke-{lang}.txt"
            subprocess.run([str(bindir / "tabletop"), "--smoke", "--lang", lang, "--report", str(report)],
                           cwd=empty, env=env, check=True, stdout=subprocess.DEVNULL)
            line = report.read_text(encoding="utf-8").splitlines()[0]
            print(f"check-wheel: {wheel.name}, {lang}: {line}")
            if not line.endswith(" 0 failed"):
                sys.exit(f"check-wheel: the smoke run failed in {lang}")
        leftovers = sorted(p.name for p in empty.iterdir())
        if leftovers:
            sys.exit(f"check-wheel: the game wrote into the folder it was started from: {leftovers}")
    print(f"download size: {wheel.name}: {wheel.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
