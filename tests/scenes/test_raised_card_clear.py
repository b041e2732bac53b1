"""A selected hand card is raised; neither its frame nor the keyboard ring drawn round it may touch
the hand's heading above (a play-test saw the ring run over "Your hand" in Koinobori and
Ladybird)."""
from __future__ import annotations

import pygame
import pytest

from driver import click, make_app, recorded_texts
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.koinobori import KoinoboriScene
from game.scenes.ladybird import LadybirdScene
from game.simulate import default_setup
from game.ui import theme

# The ring's dark edge lies FOCUS_GAP + 2 px outside its target (game/ui/focus.py draw_ring).
RING_REACH = theme.FOCUS_GAP + 2


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def heading_rect(texts, start: str) -> pygame.Rect:
    rects = [r for s, r in texts if s.startswith(start)]
    assert rects, f"no heading starting {start!r} was drawn"
    return rects[-1]


def ring_of(card: pygame.Rect) -> pygame.Rect:
    return card.inflate(2 * RING_REACH, 2 * RING_REACH)


def test_koinobori_raised_card_and_its_ring_keep_clear_of_the_heading(app, monkeypatch):
    scene = KoinoboriScene(app, Match(Setup("koinobori", ("Ana", "Ben"), 0), 4))
    app.reset(scene)
    app.step()
    if scene.viewer is None:   # the hand-off first: show the cards
        click(app, app.top.button.rect.center)
    first = scene.hand_rects[0]
    click(app, first.center)
    assert scene.selected == scene.hand_cards[0]
    texts = recorded_texts(monkeypatch)
    scene.draw(app.canvas)
    raised = scene.hand_rects[0]
    assert raised.y < first.y   # it is raised
    heading = heading_rect(texts, "Your hand")
    assert not ring_of(raised).colliderect(heading), (ring_of(raised), heading)
    assert ring_of(raised).bottom <= scene.layout.zone("hand").bottom   # nor below its panel
    # its tooltip no longer says "choose it" of the chosen card (a play-test)
    words = " ".join(scene.tooltip_at(raised.center).lines)
    assert "Chosen" in words and "choose it" not in words


@pytest.mark.parametrize("players", [2, 4])   # (solo has no secret choice to raise a card for)
def test_ladybird_raised_card_and_its_ring_keep_clear_of_the_heading(app, monkeypatch, players):
    scene = LadybirdScene(app, Match(default_setup("ladybird", players), 3))
    app.push(scene)
    app.step()
    top = app.top
    if top is not scene:   # the hand-off first
        click(app, top.button.rect.center)
    card = scene.hand[0]
    first = pygame.Rect(scene.hand_rects[0])
    click(app, (first.x + 6, first.centery))
    assert scene.selected == card
    texts = recorded_texts(monkeypatch)
    scene.draw(app.canvas)
    raised = scene.hand_rects[0]
    assert raised.y < first.y
    heading = heading_rect(texts, "Your hand")
    assert not ring_of(raised).colliderect(heading), (ring_of(raised), heading)
    names = [r for s, r in texts if r.y > raised.bottom]   # the pointed card's name under the hand
    assert all(not ring_of(raised).colliderect(r) for r in names)
