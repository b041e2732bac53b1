"""Frame time of every scene in a busy late-game position at 1280x720 (median and worst)."""
from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.launch import make_app  # noqa: E402
from game.rules.registry import TITLES, title_info  # noqa: E402
from game.scenes import registry  # noqa: E402
from game.scenes.common.menu import MenuScene  # noqa: E402
from game.scenes.common.results import ResultsScene  # noqa: E402
from game.smoke import busy_match, finished_match, show  # noqa: E402

FRAMES = 120


def frame_times(app, scene) -> tuple[float, float]:
    show(app, scene)
    times = []
    for _ in range(FRAMES):
        start = time.perf_counter()
        app.render()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, max(times) * 1000


def main() -> None:
    app = make_app(headless=True)
    rows = [("menu", MenuScene(app))]
    for title in TITLES:
        if registry.playable(title):
            players = title_info(title).max_players
            rows.append((f"{title} table ({players}p, busy)", registry.scene_class(title)(app, busy_match(title, players))))
            rows.append((f"{title} results", ResultsScene(app, finished_match(title, players))))
    print(f"frame time at 1280x720 over {FRAMES} frames (target < 8 ms):")
    for name, scene in rows:
        median, worst = frame_times(app, scene)
        print(f"  {name:34s} median {median:5.2f} ms   worst {worst:5.2f} ms")


if __name__ == "__main__":
    main()
