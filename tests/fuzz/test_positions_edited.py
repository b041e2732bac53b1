"""A position the loader accepts can be played to the end (issue 24).

For every title and player count, positions taken at random points of random seeded games are
edited in one field (position_edits.py: a card moved between two hands or areas, the seat to act
moved on, a step or phase renamed, a flag flipped, a counter changed by one, two seats' data
swapped).  Each must be refused by the loader in one sentence, or random play from it must reach
the end of the game with no exception and never a state where nobody can move.

Deterministic in `make test` (seed 0, FUZZ_BUDGET × 2 edits per title and count); `make fuzz`
raises the budget and draws a fresh seed.
"""
from __future__ import annotations

import os
import random
import re

import pytest

from game.positions import state_from_json
from titles import AVAILABLE

from .mutate import BUDGET
from .position_edits import envelope, player_counts, run, sample

EDITS = BUDGET * 2
SEED = random.randrange(10 ** 6) if os.environ.get("FUZZ_RANDOM") else 0

CASES = [(title, n) for title in AVAILABLE for n in player_counts(title)]


def one_sentence(message: str) -> bool:
    return ("\n" not in message and message.endswith(".") and "edited.json" in message
            and len(message) < 700 and not re.search(r"\d{16,}", message))


@pytest.mark.parametrize("title, players", CASES)
def test_an_edited_position_is_refused_or_playable_to_the_end(title, players):
    for doc in sample(title, players, 2, 8, SEED).positions:   # unedited, each is accepted as it is
        assert state_from_json(envelope(title, doc), "real.json").to_position() == doc
    problems, refused = [], 0
    for what, result, detail, _doc in run(title, players, EDITS, SEED):
        if result == "refused":
            refused += 1
            assert one_sentence(detail), f"{what}: {detail}"
        elif result != "played":
            problems.append(f"{what}: {result} {detail}")
    assert not problems, f"{len(problems)} of {EDITS} edited {title} positions ({players} players, seed " \
                         f"{SEED}) are accepted but cannot be played:\n" + "\n".join(problems[:8])
    assert refused, "no edit was refused: the edits reach nothing the loader checks"

