"""Paddy's players panel: a seat that played its event this cycle shows a check on its event
back, and the two cards it just played, marked beside its row, never cover its event count
(a play-test saw "1✓" hidden under them)."""
from __future__ import annotations

import os
import random

import pygame
import pytest

from driver import advance, make_app
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import PlayEvent, PlacePaddy
from game.scenes import registry
from game.scenes.paddy import PaddyScene
from game.ui import textrecord


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def _computer_played_an_event_and_a_tile(seed: int) -> Match | None:
    """Seat 1 (a computer) has played an event card and then its paddy cards this turn."""
    match = Match(Setup("paddy", ("You", "Computer"), 0, seats=("human", "random")), seed)
    chooser = random.Random(seed)
    for _ in range(300):
        st = match.state
        if st.is_over():
            return None
        acts = st.legal_actions()
        if st.current_player() == 1 and st.step == "paddy":
            event = next((a for a in acts if isinstance(a, PlayEvent)), None)
            if event is not None:
                return match
        match.apply(chooser.choice(acts))
        match.confirm_turn_end()
    return None


def test_the_played_cards_never_cover_the_event_count_and_a_used_event_shows_a_check(app, monkeypatch, tmp_path):
    match = next(m for m in map(_computer_played_an_event_and_a_tile, range(1, 80)) if m is not None)
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    monkeypatch.setattr(scene.computers, "begin", lambda seat, pace: None)
    monkeypatch.setattr(scene.computers, "update", lambda dt: None)
    assert scene.act(next(a for a in match.state.legal_actions() if isinstance(a, PlayEvent)), by_viewer=False)
    for _ in range(10):   # the event's own steps, then the tile and its cards
        if match.state.step == "paddy" and match.state.current_player() == 1:
            break
        assert scene.act(match.state.legal_actions()[0], by_viewer=False)
    placed = next(a for a in match.state.legal_actions() if isinstance(a, PlacePaddy))
    assert scene.act(placed, by_viewer=False)
    assert match.state.event_used[1] and scene.last_moves[1]["cards"] == (placed.card, placed.half)
    advance(app, 1500)   # the played cards glide to their marks
    checks = []
    real = scene._draw_used_check
    monkeypatch.setattr(scene, "_draw_used_check", lambda surface, corner: (checks.append(corner),
                                                                             real(surface, corner)))
    with textrecord.recording() as rec:
        app.render()
    if os.environ.get("TABLETOP_SHOTS"):
        pygame.image.save(app.window, str(tmp_path / "paddy_event_check.png"))
    row = scene.player_rows[1]
    played = scene.played_rect(1)
    count = [t for t in rec.texts if t.string == str(scene.view["hand_sizes"][1]["events"])
             and row.contains(t.ink) and t.ink.x < played.x + 60]
    assert count, "the event count is drawn in the row"
    assert not any(t.ink.colliderect(played) for t in count), (count, played)
    assert len(checks) == 1 and row.collidepoint(checks[0])        # only seat 1's row has the check
    assert not played.collidepoint(checks[0])
