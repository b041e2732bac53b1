"""Paddy's table: frame time in the busiest late-game 4-player position, at 1280x720.

The position: of the last-cycle placement steps of 40 random 4-player games, the one with the
most on the board (tiles + 4 per animal + 2 per waterfall: animals and water are drawn every
frame).  The seat to act has a paddy card and a
day/night card picked, so the ghost tile follows the pointer, which moves to a new spot of the
board every frame (hover, ghost and the info strip all change).  Also timed: `refresh()`, which
runs after every change and redraws the cached board picture.  Figures are the process's CPU
time per frame (the machine is shared: wall-clock time also counts waiting for a core), with the
wall-clock median beside them.

    .venv/bin/python bench/paddy_frames.py
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


def main() -> None:
    match = busiest_match()
    st = match.state
    app = make_app(headless=True)
    scene = registry.scene_class("paddy")(app, match)
    show(app, scene)
    (card, half), _ = next((k, v) for k, v in st.placement_choices().items() if v)
    scene.sel_card, scene.sel_half = card, half
    scene.refresh()
    board = scene.layout.zone("board")
    spots = [(board.x + 8 + (i * 37) % (board.w - 16), board.y + 8 + (i * 53) % (board.h - 16))
             for i in range(FRAMES)]
    app.render()                      # the first frame fills the caches (text, sprites at size)
    times, walls = [], []
    for pos in spots:
        app.input.pointer = pos
        start, wall = time.process_time(), time.perf_counter()
        app.render()
        times.append(time.process_time() - start)
        walls.append(time.perf_counter() - wall)
    refresh, refresh_walls = [], []
    for _ in range(40):
        scene.art._key = None  # force the board picture to be redrawn
        start, wall = time.process_time(), time.perf_counter()
        scene.refresh()
        refresh.append(time.process_time() - start)
        refresh_walls.append(time.perf_counter() - wall)
    print(f"paddy table, busiest last-cycle 4-player position ({len(st.tiles)} tiles, "
          f"{sum(c >= 0 for p in st.animals for c in p)} animals, {len(st.waterfalls)} waterfalls, "
          f"tallest {max(st.level)}), ghost under a moving pointer, {FRAMES} frames at 1280x720:")
    for name, values, wall, note in (("frame", times, walls, "(target < 8 ms)"),
                                     ("refresh", refresh, refresh_walls, "(after each change; board redrawn)")):
        values = sorted(v * 1000 for v in values)
        p95 = values[int(0.95 * (len(values) - 1))]
        print(f"  {name:8s} CPU median {statistics.median(values):5.2f} ms   95th {p95:5.2f} ms   "
              f"worst {values[-1]:5.2f} ms   (wall median {statistics.median(wall) * 1000:5.2f} ms)   {note}")


if __name__ == "__main__":
    main()
