"""Paddy's table: frame time in the busiest late-game 4-player position, at 1280x720 and
2560x1440 (a UI scale of 200 %; `--size WxH`, repeatable, picks others).

The position: of the last-cycle placement steps of 40 random 4-player games, the one with the
most on the board (tiles + 4 per animal + 2 per waterfall: animals and water are drawn every
frame).  The seat to act has a paddy card and a
day/night card picked, so the ghost tile follows the pointer, which moves to a new spot of the
board every frame (hover, ghost and the info strip all change).  Timed at each size:
- "whole": the whole canvas drawn again (`render()`: what a change of the table costs);
- "hover": one pass of the loop after a pointer move (the real event, `App.step`: only what the
  pointer changes is drawn and compared, `Scene.pointer_damage`);
- "refresh": runs after every change and redraws the cached board picture.
Figures are the process's CPU time per frame (the machine is shared: wall-clock time also
counts waiting for a core), with the wall-clock median beside them.  Dummy video driver: showing
a frame is nearly free here (bench/frames.py times real windows).

    .venv/bin/python bench/paddy_frames.py [--size 1280x720 --size 2560x1440] [--profile]

--profile: also print where the whole and hover frames' time goes at each size (cProfile, top 20
functions by own time).
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.launch import make_app  # noqa: E402
from game.rules.match import Match  # noqa: E402
from game.scenes import registry  # noqa: E402
from game.simulate import default_setup  # noqa: E402
from game.smoke import show  # noqa: E402

FRAMES = 240


def busiest_match(games: int = 40) -> Match:
    best, best_load = None, -1
    for seed in range(1, games + 1):
        match = Match(default_setup("paddy", 4), seed)
        chooser = random.Random(seed)
        while not match.state.is_over():
            st = match.state
            if st.cycle == 4 and st.step == "paddy" and st.placement_choices():
                load = len(st.tiles) + 4 * sum(c >= 0 for p in st.animals for c in p) + 2 * len(st.waterfalls)
                if load > best_load:
                    best, best_load = Match.replay(match.setup, match.seed, list(match.actions)), load
            match.apply(chooser.choice(st.legal_actions()))
    return best


SIZES = ((1280, 720), (2560, 1440))


def sizes_from_argv(argv: list[str]) -> list[tuple[int, int]]:
    """The sizes --size names (WxH, repeatable), else SIZES."""
    out = []
    for i, arg in enumerate(argv):
        text = argv[i + 1] if arg == "--size" and i + 1 < len(argv) else arg[7:] if arg.startswith("--size=") else None
        if text:
            w, h = (int(v) for v in text.lower().split("x"))
            out.append((w, h))
    return out or list(SIZES)


def table_at(match: Match, size: tuple[int, int]):
    """An app with a window of `size` showing the busiest table, a card pair picked (the ghost
    follows the pointer); the spots the pointer visits, in layout units."""
    st = match.state
    app = make_app(size=size, headless=True)
    scene = registry.scene_class("paddy")(app, match)
    show(app, scene)
    (card, half), _ = next((k, v) for k, v in st.placement_choices().items() if v)
    scene.sel_card, scene.sel_half = card, half
    scene.refresh()
    board = scene.layout.zone("board")
    spots = [(board.x + 8 + (i * 37) % (board.w - 16), board.y + 8 + (i * 53) % (board.h - 16))
             for i in range(FRAMES)]
    app.render()                      # the first frame fills the caches (text, sprites at size)
    return app, scene, spots


def whole_frames(app, scene, spots) -> tuple[list[float], list[float]]:
    """The pointer moved and the whole canvas is drawn: (CPU times, wall times), in seconds."""
    times, walls = [], []
    for pos in spots:
        app.input.pointer = pos
        start, wall = time.process_time(), time.perf_counter()
        app.full_frame = True
        app.render()
        times.append(time.process_time() - start)
        walls.append(time.perf_counter() - wall)
    return times, walls


def hover_frames(app, scene, spots) -> tuple[list[float], list[float]]:
    """A real pointer move and one pass of the loop (only what the move changes is drawn)."""
    import pygame

    app.render()
    times, walls = [], []
    for pos in spots:
        x, y = app.view.x + round(pos[0] * app.scale), app.view.y + round(pos[1] * app.scale)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
        start, wall = time.process_time(), time.perf_counter()
        app.step()
        times.append(time.process_time() - start)
        walls.append(time.perf_counter() - wall)
    return times, walls


def refreshes(app, scene, spots) -> tuple[list[float], list[float]]:
    """The board picture made again (after every change of the table)."""
    times, walls = [], []
    for _ in range(40):
        scene.art._key = None  # force the board picture to be redrawn
        start, wall = time.process_time(), time.perf_counter()
        scene.refresh()
        times.append(time.process_time() - start)
        walls.append(time.perf_counter() - wall)
    return times, walls


KINDS = {"whole": whole_frames, "hover": hover_frames, "refresh": refreshes}


def profile(app, scene, spots, kind: str) -> None:
    """Where `kind`'s frames spend their time (cProfile, top functions by own time)."""
    import cProfile
    import pstats

    profiler = cProfile.Profile(time.process_time)   # CPU time: the machine is shared
    profiler.enable()
    KINDS[kind](app, scene, spots[:80])
    profiler.disable()
    pstats.Stats(profiler, stream=sys.stdout).sort_stats("tottime").print_stats(20)


NOTES = {"whole": "(the whole canvas; target < 8 ms at 1280x720)",
         "hover": "(a pointer move: only what it changes)", "refresh": "(after each change; board redrawn)"}


def main() -> list[dict]:
    match = busiest_match()
    st = match.state
    rows = []
    print(f"paddy table, busiest last-cycle 4-player position ({len(st.tiles)} tiles, "
          f"{sum(c >= 0 for p in st.animals for c in p)} animals, {len(st.waterfalls)} waterfalls, "
          f"tallest {max(st.level)}), ghost under a moving pointer, {FRAMES} frames (dummy driver):")
    for size in sizes_from_argv(sys.argv[1:]):
        app, scene, spots = table_at(match, size)
        print(f"  at {size[0]}x{size[1]} (scale {app.scale:g}):")
        for name, timed in KINDS.items():
            values, wall = timed(app, scene, spots)
            values = sorted(v * 1000 for v in values)
            p95 = values[int(0.95 * (len(values) - 1))]
            row = {"size": f"{size[0]}x{size[1]}", "frame": name, "median": statistics.median(values), "p95": p95,
                   "wall": statistics.median(wall) * 1000}
            rows.append(row)
            print(f"    {name:8s} CPU median {row['median']:6.2f} ms   95th {p95:6.2f} ms   "
                  f"worst {values[-1]:6.2f} ms   (wall median {row['wall']:6.2f} ms)   {NOTES[name]}")
        if "--profile" in sys.argv:
            for kind in ("whole", "hover"):
                print(f"  where the time of 80 {kind} frames goes at {size[0]}x{size[1]}:")
                profile(app, scene, spots, kind)
    return rows


if __name__ == "__main__":
    main()
