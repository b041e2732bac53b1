"""Koinobori after a docs reader's screenshots (2026-12-06): the hint's filled "Play here" space
and its outline covered the "Cover" badge on the pole's top card just below it; and after Enter
on the draw row put the chosen card back, the red-bordered message that says so stood under the
row card's tooltip (the ring's, shown after a rest) and faded before it could be read.  Real key
events (tests/keyboard.py) and the real drawing; the tests only watch where things are drawn."""
from __future__ import annotations

import pygame
import pytest

from driver import advance, key, make_app
from game import i18n
from game.rules.base import Setup
from game.rules.koinobori import PlayCard
from game.rules.match import Match
from game.scenes.common import table as table_module
from game.scenes.koinobori import KoinoboriScene
from game.scenes.koinobori.focus import CHOICE_PUT_BACK
from game.ui import draw, paint
from game.ui.tooltip import REST_MS
from keyboard import go_to
from rules.koinobori.helpers import BK, DG, OR, PK, PU, YG, Cards, build


@pytest.fixture
def app():
    i18n.set_language("en")
    return make_app()


def table(app, state) -> KoinoboriScene:
    match = Match(Setup("koinobori", ("Ann", "Ben"), 0, seats=("human", "normal")), 0, start=state.to_position())
    scene = KoinoboriScene(app, match)
    app.reset(scene)
    app.render()
    assert scene.viewer == 0 and scene.state.current_player() == 0
    return scene


def a_card_that_may_play_or_cover():
    """Ann holds a purple Stack card; pole 2 holds one card, which it may go above or cover."""
    c = Cards()
    return build(2, flags=[DG, OR, PK], poles=[[], [c.get(BK)], []], own=[[], []],
                 hands=[[c.get(PU, ability="stack")], [c.get(YG)]], row=c.any(7), cards=c)


def choose_the_hand_card(app, scene) -> int:
    card = scene.hand_cards[0]
    go_to(app, lambda t: t.key == ("hand", card), "the hand's card")
    key(app, pygame.K_RETURN)
    assert scene.selected == card
    return card


def watch(monkeypatch, owner, method: str, into: list) -> None:
    """Every rectangle `owner.method` paints, gathered while it draws (nothing else changes)."""
    inside, real_rect, real_method = [], paint.rect, getattr(owner, method)

    def rect(surface, colour, shape, *args, **kwargs):
        if inside:
            into.append(pygame.Rect(shape))
        return real_rect(surface, colour, shape, *args, **kwargs)

    def wrapped(*args, **kwargs):
        inside.append(True)
        try:
            return real_method(*args, **kwargs)
        finally:
            inside.pop()

    monkeypatch.setattr(paint, "rect", rect)
    monkeypatch.setattr(owner, method, wrapped)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hints_outline_of_a_free_space_leaves_the_cover_badge_below_it_clear(app, lang, monkeypatch):
    i18n.set_language(lang)
    scene = table(app, a_card_that_may_play_or_cover())
    card = choose_the_hand_card(app, scene)
    assert scene.targets.get(1) == {False, True}          # above the card, or over it
    scene.hinted = PlayCard(card, 1, False)               # what H shows: "Play here" on pole 2
    strokes: list[pygame.Rect] = []
    watch(monkeypatch, scene, "_draw_hint", strokes)
    app.full_frame = True
    app.render()
    badge = scene.cover_badge(1)
    free = scene.slot_rects[1][1]
    assert strokes and badge.colliderect(free.inflate(10, 10))   # the badge stands at the space's edge
    assert not [s for s in strokes if s.colliderect(badge)], (badge, strokes)


def placed_messages(monkeypatch) -> list[pygame.Rect]:
    """Where each red-bordered message beside a place is drawn (draw.callout), frame by frame."""
    seen, real = [], draw.callout

    def callout(surface, assets, string, pos, colour=draw.theme.ILLEGAL, avoid=()):
        real(surface, assets, string, pos, colour, avoid)
        if string == i18n._(CHOICE_PUT_BACK):
            seen.append(draw.callout_rect(assets, string, pos, surface.get_rect(), avoid))

    monkeypatch.setattr(draw, "callout", callout)
    return seen


def tooltips(monkeypatch) -> list[pygame.Rect]:
    seen, real = [], table_module.draw_tooltip

    def drawn(*args, **kwargs):
        rect = real(*args, **kwargs)
        seen.append(rect)
        return rect

    monkeypatch.setattr(table_module, "draw_tooltip", drawn)
    return seen


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_put_back_message_is_never_under_the_row_cards_tooltip(app, lang, monkeypatch):
    i18n.set_language(lang)
    scene = table(app, a_card_that_may_play_or_cover())
    choose_the_hand_card(app, scene)
    go_to(app, lambda t: t.key == ("row", 0), "the draw row")
    messages, tips = placed_messages(monkeypatch), tooltips(monkeypatch)
    key(app, pygame.K_RETURN)
    assert scene.selected is None and scene.message[0] == i18n._(CHOICE_PUT_BACK)
    for _ in range(12):                      # the message's whole time, and the tooltip's rest
        messages.clear(), tips.clear()
        advance(app, REST_MS)
        app.full_frame = True
        app.render()
        if scene.message is None:
            break
        assert messages, "the message is not drawn while it shows"
        for tip in tips:
            assert not tip.colliderect(messages[-1]), (messages[-1], tip)
    assert scene.message is None
    advance(app, REST_MS)
    tips.clear()
    app.full_frame = True
    app.render()
    assert tips, "the row card's tooltip never came back after the message"
