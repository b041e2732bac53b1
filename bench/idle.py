"""Idle CPU, input latency and timer accuracy of the real window, under X (Xvfb if need be).

For the title menu and a busy table of every title, a child process opens the game's real
window and runs the app's own loop.  This process then
- measures the child's CPU time over IDLE_S seconds with no input (goal <= 0.5 % of a core),
- moves the real pointer through the X server (XTest) at random moments, while the loop is
  asleep, and times how long until the app dispatches the motion (goal <= 20 ms),
- asks the loop for a wake-up TIMER_MS ahead (`App.wake_in`) and times how late it comes.
The reference, run the same way: a bare pygame-ce loop around `pygame.event.wait(500)` (what
the app did before; pygame's wait polls every millisecond, pygame-ce issue #1541).

    .venv/bin/python bench/idle.py [SECONDS] [TARGET ...]
    TABLETOP_IDLE_WAIT=poll:10 .venv/bin/python bench/idle.py 10 menu   # another way of waiting
"""
from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

IDLE_S = 10.0
PROBES = 15
TIMER_MS = 250
CPU_GOAL = 0.5      # % of a core
LATENCY_GOAL = 20   # ms
TARGETS = ("menu", "paddy", "koinobori", "pondscape", "ladybird")


# --- the child: a real window ------------------------------------------------------------------
def _say(*words) -> None:
    print(*words, flush=True)


def child_bare() -> None:
    import pygame

    pygame.display.init()
    window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    window.fill((40, 60, 40))
    pygame.display.flip()
    _say("ready")
    while True:
        event = pygame.event.wait(500)
        if event.type == pygame.MOUSEMOTION:
            _say("H", time.monotonic(), *event.pos)
        elif event.type == pygame.QUIT:
            return


def child_app(target: str) -> None:
    from game.launch import make_app
    from game.rules.registry import title_info
    from game.scenes import registry
    from game.scenes.common.menu import MenuScene
    from game.smoke import busy_match, show

    app = make_app()
    if target == "menu":
        show(app, MenuScene(app))
    else:
        show(app, registry.scene_class(target)(app, busy_match(target, title_info(target).max_players)))
    dispatch = app.dispatch

    def timed_dispatch(event):
        if event.kind == "move":
            _say("H", time.monotonic(), *event.pos)
        elif event.kind == "key" and event.key == ord("t") and hasattr(app, "wake_in"):
            due = time.monotonic() + TIMER_MS / 1000
            app.wake_in(TIMER_MS)
            step = app.step

            def timed_step(*args, **kwargs):
                now = time.monotonic()
                if now >= due - 0.0005:
                    _say("T", (now - due) * 1000)
                    app.step = step
                return step(*args, **kwargs)

            app.step = timed_step
            return
        dispatch(event)

    app.dispatch = timed_dispatch
    for _ in range(5):  # let the first frames and the scene's own timers settle
        app.step()
        time.sleep(0.05)
    _say("ready")
    app.run()


# --- the parent ----------------------------------------------------------------------------------
def hasattr_wake_in() -> bool:
    from game.app import App

    return hasattr(App, "wake_in")


def measure(target: str, display: str, seconds: float) -> dict:
    from xwindow import XInput, cpu_seconds

    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_VIDEO_WINDOW_POS="0,0",
               PYGAME_HIDE_SUPPORT_PROMPT="1", TABLETOP_DATA_DIR="/tmp/tabletop-bench-data")
    proc = subprocess.Popen([sys.executable, __file__, "--child", target], env=env,
                            stdout=subprocess.PIPE, text=True, bufsize=1)
    try:
        def wait_for(*words) -> list[str]:
            while True:
                line = proc.stdout.readline()
                if not line:
                    raise RuntimeError(f"{target}: the window closed")
                got = line.split()
                if got[:len(words)] == list(words):
                    return got

        wait_for("ready")
        xin = XInput(display)
        xin.move(3, 3)
        time.sleep(1.5)  # any hover timer runs out
        start = cpu_seconds(proc.pid)
        time.sleep(seconds)
        cpu = (cpu_seconds(proc.pid) - start) / seconds * 100
        rng = random.Random(1)
        latencies = []
        for i in range(PROBES):
            time.sleep(rng.uniform(0.25, 0.6))
            # a new spot each time, near the window's corner (the table's edge)
            sent = xin.move(6 + i, 6)
            words = wait_for("H")
            while words[2:] != [str(6 + i), "6"]:
                words = wait_for("H")
            latencies.append((float(words[1]) - sent) * 1000)
        late = None
        if target != "bare":
            time.sleep(0.5)
            xin.key(ord("t"))
            late = float(wait_for("T")[1]) if hasattr_wake_in() else None
        xin.close()
        latencies.sort()
        return {"cpu": cpu, "lat_median": statistics.median(latencies), "lat_worst": latencies[-1], "late": late}
    finally:
        proc.kill()
        proc.wait()


def main(seconds: float | None = None, targets: tuple | list | None = None) -> list[dict]:
    from xwindow import x_display

    seconds = seconds if seconds is not None else (float(sys.argv[1]) if len(sys.argv) > 1 else IDLE_S)
    targets = targets or sys.argv[2:] or TARGETS
    rows: list[dict] = []
    print(f"idle in a real window (X): CPU over {seconds:.0f} s without input, then {PROBES} pointer moves "
          f"through the X server while asleep (reference: a bare pygame loop around event.wait(500)):")
    with x_display() as display:
        if display is None:
            rows.append({"figure": "idle CPU, real window", "measured": "not measured (no X server)",
                         "reference": "", "ratio": "", "goal": f"<= {CPU_GOAL} % of a core", "ok": None})
            return rows
        ref = measure("bare", display, seconds)
        print(f"  {'reference: bare event.wait loop':34s} CPU {ref['cpu']:5.2f} % of a core   "
              f"input latency median {ref['lat_median']:5.1f} ms, worst {ref['lat_worst']:5.1f} ms")
        for target in targets:
            got = measure(target, display, seconds)
            ratio = got["cpu"] / ref["cpu"] if ref["cpu"] > 0 else float("nan")
            ok = got["cpu"] <= CPU_GOAL and got["lat_worst"] <= LATENCY_GOAL
            timer = (f", wake_in({TIMER_MS}) {got['late']:+.1f} ms" if got["late"] is not None else "")
            print(f"  {target:34s} CPU {got['cpu']:5.2f} % of a core ({ratio:4.2f}x ref; goal <= {CPU_GOAL} %)   "
                  f"input latency median {got['lat_median']:5.1f} ms, worst {got['lat_worst']:5.1f} ms "
                  f"(goal <= {LATENCY_GOAL} ms){timer}  {'ok' if ok else 'MISSED'}")
            rows.append({"figure": f"idle CPU, real window, {seconds:.0f} s, {target}",
                         "measured": f"{got['cpu']:.2f} % of a core",
                         "reference": f"bare event.wait loop {ref['cpu']:.2f} %", "ratio": f"{ratio:.2f}x",
                         "goal": f"<= {CPU_GOAL} % of a core", "ok": got["cpu"] <= CPU_GOAL})
            rows.append({"figure": f"input latency, real window, {target}",
                         "measured": f"median {got['lat_median']:.1f}, worst {got['lat_worst']:.1f} ms",
                         "reference": f"bare loop worst {ref['lat_worst']:.1f} ms",
                         "ratio": (f"{got['lat_worst'] / ref['lat_worst']:.2f}x" if ref["lat_worst"] > 0 else ""),
                         "goal": f"worst <= {LATENCY_GOAL} ms", "ok": got["lat_worst"] <= LATENCY_GOAL})
    return rows


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        if sys.argv[2] == "bare":
            child_bare()
        else:
            child_app(sys.argv[2])
    else:
        main()
