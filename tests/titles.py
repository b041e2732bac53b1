"""The titles whose rules are present, for tests that run across every title."""
import random

import pytest

from game.rules.match import Match
from game.rules.registry import TITLES, is_available, title_info
from game.simulate import default_setup

import os

# TABLETOP_TEST_TITLES=koinobori,paddy narrows a local run; CI always tests every title present.
_only = [t for t in os.environ.get("TABLETOP_TEST_TITLES", "").split(",") if t]
AVAILABLE = [t for t in TITLES if is_available(t) and (not _only or t in _only)]

every_title = pytest.mark.parametrize("title", AVAILABLE)


def random_match(title: str, players: int | None = None, steps: int = 60, seed: int = 3) -> Match:
    """A match advanced by `steps` random legal actions (or to its end)."""
    info = title_info(title)
    players = players or min(max(2, info.min_players), info.max_players)
    match = Match(default_setup(title, players), seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        if match.state.is_over():
            break
        match.apply(chooser.choice(match.state.legal_actions()))
    return match
