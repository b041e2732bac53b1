"""Run every benchmark, then print issue 16's figures in one table: each beside the reference
timed in the same run (or, for the download, the size before the issue), the ratio and the goal.
Nothing is asserted (benchmarks never run in the test suite, and no test asserts a time).

    make bench                     # installs python-chess (the [bench] extra) first
    .venv/bin/python bench/run_all.py [--quick]

--quick: 3 s idle windows, 6 games of memory, 3 s of rules per title (a look, not the figures).
Real-window figures need an X server: DISPLAY, or Xvfb (apt-get install xvfb xdotool), which
bench/xwindow.py starts on a free display and stops.
"""
import json
import runpy
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
QUICK = "--quick" in sys.argv
sys.argv = sys.argv[:1]  # the benchmarks read their own arguments from sys.argv


def bench(name: str) -> dict:
    return runpy.run_path(str(HERE / f"{name}.py"), run_name=f"bench_{name}")


def section(name: str) -> None:
    print(f"\n== {name} ==", flush=True)


def table(rows: list[dict]) -> None:
    print("\n== issue 16: every figure beside its same-run reference, the ratio and the goal ==")
    heads = ("figure", "measured", "reference", "ratio", "goal", "")
    cells = [[r["figure"], r["measured"], r["reference"], r["ratio"], r["goal"],
              {True: "ok", False: "MISSED", None: "-"}[r["ok"]]] for r in rows]
    widths = [max(len(h), *(len(c[i]) for c in cells)) if cells else len(h) for i, h in enumerate(heads)]
    line = "  ".join("{:%d}" % w for w in widths)
    print(line.format(*heads).rstrip())
    print(line.format(*("-" * w for w in widths)).rstrip())
    for c in cells:
        print(line.format(*c).rstrip())


def main() -> None:
    start = time.perf_counter()
    rows: list[dict] = []
    for name in ("startup", "paddy_placements", "pondscape_scoring", "results"):
        section(name)
        bench(name)["main"]()
    section("rules (throughput vs python-chess)")
    rules = bench("rules")["main"](3.0 if QUICK else bench("rules")["SECONDS"])
    rows += [r for r in rules if r["figure"].startswith("paddy")]
    section("download")
    rows += bench("download")["main"]()
    section("idle (real window under X)")
    rows += bench("idle")["main"](3.0 if QUICK else None, None)
    section("frames (real window under X, and the dummy driver)")
    rows += bench("frames")["main"]()
    section("paddy_frames")
    bench("paddy_frames")["main"]()
    section("memory (in a process of its own)")
    out = subprocess.run([sys.executable, str(HERE / "memory.py"), *(["6"] if QUICK else []), "--json"],
                         stdout=subprocess.PIPE, text=True, check=True).stdout.rstrip().splitlines()
    print("\n".join(out[:-1]))
    rows += json.loads(out[-1])
    table(rows)
    print(f"\n(make bench took {time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
