"""Ladybird's replay of a finished game, "every seat" (play-test 2026-12-06, session 2): on the
step after "Ana chooses a card", before Ben has chosen, Ana's card showed as a card back under
"Revealed", although a finished game hides nothing (docs/controls.md).  It shows face up now;
an unfinished game's replay still shows a card back there."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game import i18n
from game.rules.match import Match
from game.scenes.common.replay import open_replay
from game.ui.canvas import pixels
from titles import random_match


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    i18n.set_language("en")


def steps_with_a_secret_choice(match: Match) -> list[int]:
    """The steps (moves made) where a seat has chosen its card and another has not yet."""
    out = []
    for step in range(1, len(match.actions)):
        state = Match.replay(match.setup, match.seed, match.actions[:step]).state
        if state.step == "choose" and any(card is not None for card in state.revealed):
            out.append(step)
    return out


def backs_shown(app, replay, step: int) -> dict[int, bool]:
    """Seat -> whether its "Revealed" place shows a card back, for the seats that have chosen
    (the window's average colour there, that of the card back's picture within a few levels)."""
    replay.go(step)
    app.input.pointer = (-10_000, -10_000)
    app.full_frame = True
    app.render()
    table = replay.table
    window = pixels(app.window)
    out = {}
    for q, seat in enumerate(table.seats):
        r = seat.revealed
        if table.state.revealed[q] is None or not r.h:
            continue
        inner = r.inflate(-8, -8)   # (its rounded, blended edge left out)
        here = pygame.transform.average_color(window, inner)[:3]
        back = pixels(table.art.back(r.size))
        face_down = pygame.transform.average_color(back, back.get_rect().inflate(-8, -8))[:3]
        out[q] = all(abs(x - y) <= 6 for x, y in zip(here, face_down))
    return out


def test_a_finished_games_replay_shows_a_secretly_chosen_card_face_up(app):
    match = random_match("ladybird", 2, steps=100_000, seed=3)
    assert match.state.is_over()
    steps = steps_with_a_secret_choice(match)
    assert len(steps) >= 5
    replay = open_replay(app, match, 0)
    assert replay.timeline.finished
    for step in steps[:8]:
        backs = backs_shown(app, replay, step)
        assert replay.table.open_hands
        assert backs and not any(backs.values()), (step, backs)   # its face, not a back
        for q in backs:   # and its tooltip names the card, not "a secret choice"
            tip = replay.table.tooltip_at(replay.table.seats[q].revealed.center)
            assert tip is not None and "secret" not in tip.title, (step, q, tip)


def test_an_unfinished_games_replay_still_hides_a_secretly_chosen_card(app):
    finished = random_match("ladybird", 2, steps=100_000, seed=3)
    step = steps_with_a_secret_choice(finished)[2]
    match = Match.replay(finished.setup, finished.seed, finished.actions[:step + 2])
    assert not match.state.is_over()
    replay = open_replay(app, match, 0)
    assert not replay.timeline.finished
    backs = backs_shown(app, replay, step)
    assert not replay.table.open_hands
    assert backs and all(backs.values()), backs
