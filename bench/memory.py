"""Memory over a session: 20 games played through the scenes, headless, RSS after each.

Each game is started the way the setup screen starts one (`registry.start_new`: title menu
below, an autosave slot of its own), played to the end by random legal actions given to the
table scene (`act`, End turn, hand-off screens, the automa's pauses), with the pointer moved
and tooltips shown between moves and a frame drawn after each, then the results screen is
opened and the player goes back to the title menu (the table closes).  The titles take turns
at their largest player counts, with a solo game of each title that has one.  The reference
is the RSS after the first game; goal (issue 16): growth <= 10 MiB over the next 19.

    .venv/bin/python bench/memory.py [GAMES]
"""
from __future__ import annotations

import gc
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("TABLETOP_DATA_DIR", tempfile.mkdtemp(prefix="tabletop-bench-memory-", dir="/dev/shm"
                                                              if os.path.isdir("/dev/shm") else None))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.launch import make_app, open_menu  # noqa: E402
from game.rules.base import AUTOMA, Setup  # noqa: E402
from game.rules.registry import TITLES, title_info  # noqa: E402
from game.scenes import registry  # noqa: E402
from game.scenes.common.table import AUTOMA_STEP_MS, TableScene  # noqa: E402
from game.ui import cache  # noqa: E402
from game.ui.tooltip import REST_MS  # noqa: E402

GAMES = 20
GOAL_MIB = 10.0


def rss_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def games_plan(count: int) -> list[tuple[str, int]]:
    plan = []
    for title in TITLES:
        if registry.playable(title):
            info = title_info(title)
            plan.append((title, info.max_players))
            if info.has_solo:
                plan.append((title, 1))
    return [plan[i % len(plan)] for i in range(count)]


def setup_for(title: str, players: int) -> Setup:
    return Setup(title, tuple(f"Player {i + 1}" for i in range(players)))


def play(app, title: str, players: int, seed: int) -> int:
    registry.start_new(app, setup_for(title, players), seed)
    table = app.find(TableScene)
    assert table is not None
    rng = random.Random(seed)
    moves = 0
    while not table.state.is_over():
        if app.top is not table:            # a hand-off screen: the next player clicks through
            table.show_to(table.state.current_player())
        if table.turn_done:
            table.end_turn()
            continue
        seat = table.state.current_player()
        if seat == AUTOMA:
            table.update(AUTOMA_STEP_MS + 1)
        elif table.handoff_wait > 0:
            table.update(table.handoff_wait + 1)
            continue
        else:
            table.act(rng.choice(table.state.legal_actions()))
        moves += 1
        # the pointer wanders and rests: hovers, glows and a tooltip are drawn
        pos = (rng.randrange(1280), rng.randrange(720))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.step()
        for scene in list(app.stack):
            scene.update(REST_MS + 1)
        app.render()
    table.show_to(None)
    table.show_results()                     # the final reveal, then the results screen
    if app.top is table:
        table.show_results()
    app.render()
    app.go_home()                            # back to the title menu: the table closes
    app.render()
    return moves


def main(games: int | None = None) -> list[dict]:
    games = games or (int(sys.argv[1]) if len(sys.argv) > 1 else GAMES)
    app = open_menu(make_app(headless=True))
    app.render()
    print(f"memory over {games} games played through the scenes (RSS after each, MiB; "
          f"reference: after game 1; goal: growth <= {GOAL_MIB:.0f} MiB):")
    print(f"  start: {rss_mib():6.1f} MiB")
    first = None
    rows = []
    start = time.perf_counter()
    for i, (title, players) in enumerate(games_plan(games)):
        moves = play(app, title, players, seed=1000 + i)
        gc.collect()
        rss = rss_mib()
        first = rss if first is None else first
        rows.append(rss)
        print(f"  game {i + 1:2d} {title:10s} {players}p {moves:4d} moves: RSS {rss:6.1f} MiB "
              f"({rss - first:+5.1f} vs game 1)   caches {cache.total_bytes() / 2**20:5.1f} MiB", flush=True)
    growth = max(rows) - first
    # Each title's first game loads its modules, sprite sheet and fonts once; after one game of
    # every kind in the plan, growth is the leak the goal is about: each later game beside the
    # first game of its own kind (the plan repeats with that period).
    kinds = len(set(games_plan(games)))
    later = (f"; each later game vs the first of its kind: max "
             f"{max(rows[i] - rows[i % kinds] for i in range(kinds, games)):+.1f} MiB" if games > kinds else "")
    print(f"  growth after the first game: max {growth:+.1f} MiB, last {rows[-1] - first:+.1f} MiB{later} "
          f"(goal <= {GOAL_MIB:.0f} MiB: {'ok' if growth <= GOAL_MIB else 'MISSED'}); "
          f"{time.perf_counter() - start:.0f} s")
    return [{"figure": f"RSS over {games} games (scenes, headless)",
             "measured": f"max growth {growth:+.1f} MiB (last {rows[-1] - first:+.1f} MiB{later})",
             "reference": f"RSS after game 1: {first:.1f} MiB", "ratio": f"{max(rows) / first:.2f}x",
             "goal": f"growth <= {GOAL_MIB:.0f} MiB after the first game", "ok": growth <= GOAL_MIB}]


if __name__ == "__main__":
    if "--json" in sys.argv:  # bench/run_all.py: its own process, so the figures are this bench's alone
        sys.argv.remove("--json")
        import json

        print(json.dumps(main()))
    else:
        main()
