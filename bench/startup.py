"""Start-up time: process start to the first title-menu frame, from source, packaged for Linux,
and packaged for Windows under Wine (make package-windows), side by side.

Prints median and worst of several runs (wall clock around the whole process). The Windows
figure includes Wine's own start (a wineserver kept running between runs, as on a desktop
where it is already up); it says how the build behaves here, not on a real Windows machine.
"""
from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7


def measure(command: list[str]) -> tuple[float, float]:
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(command, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL,
                       stdin=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times)


LANGUAGES = ("en", "ja")  # Japanese loads the bundled CJK font (lazily, at the first text drawn)


def main() -> None:
    for lang in LANGUAGES:
        median, worst = measure([sys.executable, "-m", "game", "--first-frame", "--lang", lang])
        print(f"start-up to first menu frame, from source, {lang}: median {median * 1000:.0f} ms, "
              f"worst {worst * 1000:.0f} ms (target < 500 ms)")
    packaged = ROOT / "dist" / "tabletop" / "tabletop"
    if packaged.exists():
        for lang in LANGUAGES:
            median, worst = measure([str(packaged), "--first-frame", "--lang", lang])
            print(f"start-up to first menu frame, packaged, {lang}:   median {median * 1000:.0f} ms, "
                  f"worst {worst * 1000:.0f} ms (target < 1000 ms)")
    else:
        print("packaged build not found (make package), packaged start-up not measured")
    windows = ROOT / "dist" / "windows" / "tabletop" / "tabletop.exe"
    if windows.exists() and shutil.which("wine"):
        prefix = os.environ.get("WINEPREFIX") or str(Path.home() / ".cache" / "tabletop-windows" / "wineprefix")
        os.environ.update(WINEPREFIX=prefix, WINEDEBUG="-all")
        keep = subprocess.Popen(["wineserver", "--persistent=60"])   # one server for all the runs
        try:
            for lang in LANGUAGES:
                median, worst = measure(["wine", str(windows), "--first-frame", "--lang", lang])
                print(f"start-up to first menu frame, Windows under Wine, {lang}: median {median * 1000:.0f} ms, "
                      f"worst {worst * 1000:.0f} ms (reported beside the Linux build)")
        finally:
            keep.wait()
    else:
        print("Windows build or wine not found (make package-windows), its start-up not measured")


if __name__ == "__main__":
    main()
