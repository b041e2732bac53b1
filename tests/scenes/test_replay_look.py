"""The replay viewer and the table as a play-tester saw them (fixer "look"): what each step
shows of every seat's cards and whose pond is large, the second opinion's outline only round
what is drawn, Koinobori's hinted pole singled out and its pole heading whole, and a Japanese
review note broken between phrases, not inside a label."""
from __future__ import annotations

import pygame
import pytest

from driver import key, make_app
from game import i18n
from game.scenes.common.replay import open_replay
from game.ui import textrecord
from titles import random_match


@pytest.fixture
def app():
    app = make_app()
    yield app
    i18n.set_language("en")
    app.apply_language()


def drawn_texts(app) -> list[str]:
    with textrecord.recording() as rec:
        app.input.pointer = (-10_000, -10_000)
        app.render()
    return [t.full or t.string for t in rec.texts]


def test_paddy_every_seat_shows_the_event_cards_drawn_at_the_start(app):
    """At the start each seat holds four drawn event cards (the draft): "every seat" shows them,
    not "no cards left"; after the first seat keeps two, the other still shows its four."""
    match = random_match("paddy", players=2, steps=10_000, seed=6)
    replay = open_replay(app, match)
    key(app, pygame.K_HOME)
    assert replay.step == 0 and replay.pinned is None and replay.table.open_hands
    state = replay.table.state
    drafts = [state.view(q)["hand"]["event_draft"] for q in range(2)]
    assert all(len(d) == 4 for d in drafts)
    texts = drawn_texts(app)
    assert "no cards left" not in texts
    assert texts.count("Drawn events: keep two") == 2
    for q in range(2):   # each seat's drawn cards are drawn face up in its row
        assert sorted(v for o, k, v in replay.table.face_up if o == q and k == "event") == drafts[q]
    key(app, pygame.K_RIGHT)
    state = replay.table.state
    mover = replay.timeline.mover(1)
    other = 1 - mover
    assert len(state.view(mover)["hand"]["events"]) == 2 and len(state.view(other)["hand"]["event_draft"]) == 4
    texts = drawn_texts(app)
    assert "no cards left" not in texts and texts.count("Drawn events: keep two") == 1
    assert sum(1 for o, k, _v in replay.table.face_up if o == other and k == "event") == 4
