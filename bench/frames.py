"""Frame cost per scene at 1280x720 (or `--size WxH`: 2560x1440 is a UI scale of 200 %), in a
real window (X, Xvfb if need be) and under the dummy driver: median and 95th percentile (wall
clock; the first frames are not counted).

- "hover": the pointer moves to a new spot and the app takes one pass of its loop (input,
  hover, draw, compare with the last frame, push the changed rects): what a pointer move costs.
  On Paddy's busiest table a card pair is picked, so the ghost tile follows the pointer.
- "full": the whole canvas is drawn and shown (as after a move that changes the table).
The references are timed in the same process, interleaved frame by frame with the frames
measured (so both see the same load on this shared machine): a full-canvas blit + flip into a
second window of the same size whose surface SDL backs
- "old way": with its default texture (SDL_FRAMEBUFFER_ACCELERATION unset; what the game's
  window used before issue 16, and what the goals were set against).  SDL decides this once
  per process, so this window lives in a child process driven in lockstep, frame by frame;
- "native": with its own X11 framebuffer, as the game's window now is.
Goals (issue 16), on the busiest table: hover <= 0.25x, full redraw <= 1.0x the reference.

    .venv/bin/python bench/frames.py [--dummy-only] [--size 2560x1440]
    BENCH_FRAMES_ONLY=ghost .venv/bin/python bench/frames.py   # only the rows naming it
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

FRAMES = 120
WARMUP = 10
HOVER_GOAL, FULL_GOAL = 0.25, 1.0


def size_from_argv(argv: list[str]) -> tuple[int, int]:
    """The window's size --size names (WxH), else 1280x720."""
    for i, arg in enumerate(argv):
        text = argv[i + 1] if arg == "--size" and i + 1 < len(argv) else arg[7:] if arg.startswith("--size=") else None
        if text:
            w, h = (int(v) for v in text.lower().split("x"))
            return w, h
    return 1280, 720


SIZE = size_from_argv(sys.argv[1:])


def _stats(times: list[float]) -> dict:
    times = sorted(t * 1000 for t in times)
    return {"median": statistics.median(times), "p95": times[int(0.95 * (len(times) - 1))]}


class Reference:
    """A second window, its surface backed the way `accel` says, and a full-canvas blit + flip."""

    def __init__(self, accel: str | None, position: tuple[int, int]) -> None:
        import pygame

        saved = os.environ.pop("SDL_FRAMEBUFFER_ACCELERATION", None)
        if accel is not None:
            os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = accel
        try:
            self.window = pygame.Window("reference", SIZE, position=position)
            self.surface = self.window.get_surface()  # SDL reads the hint here
        finally:
            os.environ.pop("SDL_FRAMEBUFFER_ACCELERATION", None)
            if saved is not None:
                os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = saved
        self.canvas = pygame.Surface(SIZE).convert()
        self.times: list[float] = []
        self.i = 0

    def frame(self, keep: bool) -> None:
        self.i += 1
        self.canvas.fill((30 + self.i % 2, 60, 30))
        start = time.perf_counter()
        self.surface.blit(self.canvas, (0, 0))
        self.window.flip()
        if keep:
            self.times.append(time.perf_counter() - start)

    def take(self) -> dict:
        out, self.times = _stats(self.times), []
        return out


class RemoteReference:
    """A Reference in a child process with SDL's defaults, one frame per request."""

    def __init__(self, position: tuple[int, int]) -> None:
        env = dict(os.environ, SDL_VIDEO_WINDOW_POS=f"{position[0]},{position[1]}")
        env.pop("SDL_FRAMEBUFFER_ACCELERATION", None)
        self.proc = subprocess.Popen([sys.executable, __file__, "--reference-child", "--size", "%dx%d" % SIZE], env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.times: list[float] = []

    def frame(self, keep: bool) -> None:
        self.proc.stdin.write("f\n")
        self.proc.stdin.flush()
        elapsed = float(self.proc.stdout.readline())
        if keep:
            self.times.append(elapsed)

    take = Reference.take


def reference_child() -> None:
    import pygame

    pygame.display.init()
    window = pygame.display.set_mode(SIZE)
    canvas = pygame.Surface(SIZE).convert()
    for i, _line in enumerate(sys.stdin):
        canvas.fill((30 + i % 2, 60, 30))
        start = time.perf_counter()
        window.blit(canvas, (0, 0))
        pygame.display.flip()
        print(time.perf_counter() - start, flush=True)


def _spots(area, count: int) -> list[tuple[int, int]]:
    return [(area.x + 8 + (i * 37) % (area.w - 16), area.y + 8 + (i * 53) % (area.h - 16)) for i in range(count)]


def scene_rows(app):
    """(name, scene, the area the pointer wanders over) for every measured scene."""
    import pygame

    from game.rules.registry import TITLES, title_info
    from game.scenes import registry
    from game.scenes.common.menu import MenuScene
    from game.smoke import busy_match
    from paddy_frames import busiest_match

    whole = pygame.Rect(0, 0, 1280, 720)
    rows = [("menu", lambda: MenuScene(app), whole)]
    for title in TITLES:
        if registry.playable(title):
            players = title_info(title).max_players
            rows.append((f"{title} table ({players}p, busy)",
                         lambda t=title, n=players: registry.scene_class(t)(app, busy_match(t, n)), whole))
    match = busiest_match()

    def paddy_busiest():
        scene = registry.scene_class("paddy")(app, match)
        return scene

    rows.append(("paddy busiest, ghost follows", paddy_busiest, None))
    only = os.environ.get("BENCH_FRAMES_ONLY")   # e.g. "ghost": measure only the rows naming it
    return [row for row in rows if not only or only in row[0]]


def measure_scene(app, make, area, refs: dict) -> dict:
    import pygame

    from game.smoke import show

    scene = make()
    show(app, scene)
    if area is None:  # Paddy's busiest: a card pair picked, the ghost under the pointer
        st = scene.state
        (card, half), _ = next((k, v) for k, v in st.placement_choices().items() if v)
        scene.sel_card, scene.sel_half = card, half
        scene.refresh()
        area = scene.layout.zone("board")
    app.render()
    out = {}
    hover = []
    for i, pos in enumerate(_spots(area, FRAMES + WARMUP)):
        for ref in refs.values():
            ref.frame(i >= WARMUP)
        at = (app.view.x + round(pos[0] * app.scale), app.view.y + round(pos[1] * app.scale))   # window pixels
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        start = time.perf_counter()
        app.step()
        if i >= WARMUP:
            hover.append(time.perf_counter() - start)
    out["hover"] = _stats(hover)
    out["hover_refs"] = {name: ref.take() for name, ref in refs.items()}
    full = []
    for i in range(FRAMES + WARMUP):
        for ref in refs.values():
            ref.frame(i >= WARMUP)
        app.full_frame = True
        start = time.perf_counter()
        app.render()
        if i >= WARMUP:
            full.append(time.perf_counter() - start)
    out["full"] = _stats(full)
    out["full_refs"] = {name: ref.take() for name, ref in refs.items()}
    return out


def run_here(real_window: bool) -> list[dict]:
    """Measure every scene in this process (the driver is whatever SDL_VIDEODRIVER says)."""
    from game.launch import make_app

    app = make_app(size=SIZE, headless=not real_window)
    if real_window:   # beside and under the game's window (the X screen is made to hold all three)
        refs = {"old way": RemoteReference((SIZE[0] + 10, 0)), "native": Reference("0", (0, SIZE[1] + 10))}
    else:
        refs = {"dummy": Reference(None, (0, 0))}
    return [{"name": name, **measure_scene(app, make, area, refs)} for name, make, area in scene_rows(app)]


def _fmt(stats: dict) -> str:
    return f"{stats['median']:6.2f} / {stats['p95']:6.2f}"


def report(label: str, rows: list[dict]) -> list[dict]:
    """Print the rows; return the summary rows (the goals, against the "old way" reference)."""
    print(f"  {label}: ms over {FRAMES} frames (median / 95th), and the ratio of medians to each "
          f"reference timed alongside (full-canvas blit + flip in a second window)")
    summary = []
    for row in rows:
        print(f"    {row['name']}")
        for kind in ("hover", "full"):
            refs = row[f"{kind}_refs"]
            ratios = "   ".join(f"{name} ref {_fmt(ref)} -> {row[kind]['median'] / ref['median']:5.2f}x"
                               for name, ref in refs.items())
            goal = ""
            if "busiest" in row["name"] and "old way" in refs:
                limit = HOVER_GOAL if kind == "hover" else FULL_GOAL
                ratio = row[kind]["median"] / refs["old way"]["median"]
                ok = ratio <= limit
                goal = f"   (goal <= {limit}x the old-way ref: {'ok' if ok else 'MISSED'})"
                native = refs.get("native")
                summary.append({
                    "figure": f"{'hover' if kind == 'hover' else 'full redraw'} frame, real window, "
                              f"paddy busiest{'' if SIZE == (1280, 720) else ' at %dx%d' % SIZE}, median/p95",
                    "measured": f"{_fmt(row[kind]).replace(' ', '')} ms",
                    "reference": f"blit+flip {_fmt(refs['old way']).replace(' ', '')} ms"
                                 + (f" (native fb {_fmt(native).replace(' ', '')}: "
                                    f"{row[kind]['median'] / native['median']:.1f}x)" if native else ""),
                    "ratio": f"{ratio:.2f}x", "goal": f"median <= {limit}x the reference", "ok": ok})
            print(f"      {kind:5s} {_fmt(row[kind])}   {ratios}{goal}")
    return summary


def child(mode: str) -> None:
    print(json.dumps(run_here(mode == "real")), flush=True)


def main(dummy: bool = True) -> list[dict]:
    from xwindow import x_display

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("TABLETOP_DATA_DIR", "/tmp/tabletop-bench-data")
    print("frames at %dx%d:" % SIZE)

    def run(mode: str, env: dict) -> list[dict]:
        out = subprocess.run([sys.executable, __file__, "--child", mode, "--size", "%dx%d" % SIZE], env=env, check=True,
                             capture_output=True, text=True).stdout
        return json.loads(out.strip().splitlines()[-1])

    summary: list[dict] = []
    if "--dummy-only" not in sys.argv:
        with x_display("%dx%dx24" % (max(2600, 2 * SIZE[0] + 20), max(1500, 2 * SIZE[1] + 20))) as display:
            if display is not None:
                env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_VIDEO_WINDOW_POS="0,0")
                env.pop("SDL_FRAMEBUFFER_ACCELERATION", None)
                summary = report("real window (X)", run("real", env))
            else:
                summary = [{"figure": "frames in a real window", "measured": "not measured (no X server)",
                            "reference": "", "ratio": "", "goal": "", "ok": None}]
    if dummy:
        report("dummy driver (no window system: showing a frame is nearly free)",
               run("dummy", dict(os.environ, SDL_VIDEODRIVER="dummy")))
    return summary


if __name__ == "__main__":
    if sys.argv[1:2] == ["--reference-child"]:
        reference_child()
    elif len(sys.argv) > 2 and sys.argv[1] == "--child":
        child(sys.argv[2])
    else:
        main()
