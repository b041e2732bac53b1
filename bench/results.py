"""What opening the results screen costs: the score history (a replay of the whole match,
game/rules/history.py), the chart drawn once, and the whole ResultsScene, for the longest of
many random 4-player Paddy games and a finished game of every other title."""
from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("TABLETOP_DATA_DIR", "/tmp/tabletop-bench-data")  # nothing is entered, but be safe
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.launch import make_app  # noqa: E402
from game.rules.history import match_history  # noqa: E402
from game.rules.match import Match  # noqa: E402
from game.rules.registry import TITLES, title_info  # noqa: E402
from game.scenes.common.results import ResultsScene  # noqa: E402
from game.simulate import default_setup  # noqa: E402
from game.smoke import finished_match  # noqa: E402
from game.ui.chart import score_chart  # noqa: E402

SEEDS = 40
REPEAT = 7


def longest(title: str, players: int, seeds: int = SEEDS) -> Match:
    best = None
    for seed in range(1, seeds + 1):
        match = Match(default_setup(title, players), seed)
        chooser = random.Random(seed)
        while not match.state.is_over():
            match.apply(chooser.choice(match.state.legal_actions()))
        if best is None or len(match.actions) > len(best.actions):
            best = match
    return best


def median_ms(job) -> float:
    times = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    app = make_app(headless=True)
    print("results screen, computed once when it opens (median of 7):")
    games = [("paddy", longest("paddy", 4))]
    games += [(t, finished_match(t, title_info(t).max_players)) for t in TITLES if t != "paddy"]
    for title, match in games:
        history = match_history(match)
        replay = median_ms(lambda: match_history(match))
        chart = median_ms(lambda: score_chart(app.assets, (660, 246), history))
        scene = median_ms(lambda: ResultsScene(app, match))
        print(f"  {title:10s} {len(match.setup.players)}p {len(match.actions):4d} actions: history {replay:6.1f} ms, "
              f"chart {chart:5.1f} ms, whole screen {scene:6.1f} ms")


if __name__ == "__main__":
    main()
