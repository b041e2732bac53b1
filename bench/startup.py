"""Start-up time: process start to the first title-menu frame, from source and packaged.

Prints median and worst of several runs (wall clock around the whole process).
"""
from __future__ import annotations

import os
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
        subprocess.run(command, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times)


def main() -> None:
    median, worst = measure([sys.executable, "-m", "game", "--first-frame"])
    print(f"start-up to first menu frame, from source: median {median * 1000:.0f} ms, worst {worst * 1000:.0f} ms"
          f" (target < 500 ms)")
    packaged = ROOT / "dist" / "tabletop" / "tabletop"
    if packaged.exists():
        median, worst = measure([str(packaged), "--first-frame"])
        print(f"start-up to first menu frame, packaged:   median {median * 1000:.0f} ms, "
              f"worst {worst * 1000:.0f} ms (target < 1000 ms)")
    else:
        print("packaged build not found (make package), packaged start-up not measured")


if __name__ == "__main__":
    main()
