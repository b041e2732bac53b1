"""The replay of a finished game, "every seat": every hand face up at one card size, each seat's
name right over its own cards.  A play-test (2026-12-06, Ladybird) saw Ana's four cards drawn
smaller than Kai's three beside them, centred far under the names, and read the seven as one
row with "Kai" over the wrong cards.  Checked on the rects the cards are drawn at, in
Ladybird's and Pondscape's "Every hand, face up" panel and Koinobori's players panel."""
from __future__ import annotations

import pygame
import pytest

from driver import make_app
from game import i18n
from game.scenes.common.replay import open_replay
from game.scenes.koinobori.panels import SidePanels
from game.scenes.ladybird.art import LadybirdArt
from game.scenes.pondscape.art import CardArt
from game.ui import textrecord
from game.ui.canvas import Canvas
from titles import random_match

SIZES = [(1280, 720), (1024, 600)]


def record_cards(monkeypatch, art_class) -> list[tuple[int, pygame.Rect]]:
    """From now on, (card, rect) of each card image `art_class` makes and the canvas blits whole."""
    method = "card" if art_class is LadybirdArt else "front"
    made: dict[int, int] = {}
    seen: list[tuple[int, pygame.Rect]] = []
    real_image, real_blit = getattr(art_class, method), Canvas.blit

    def image(self, card, size):
        out = real_image(self, card, size)
        made[id(out)] = card
        return out

    def blit(self, source, dest, area=None, special_flags=0):
        if id(source) in made and area is None:
            seen.append((made[id(source)], pygame.Rect((dest[0], dest[1]), source.get_size())))
        return real_blit(self, source, dest, area, special_flags)

    monkeypatch.setattr(art_class, method, image)
    monkeypatch.setattr(Canvas, "blit", blit)
    return seen


def uneven_steps(replay, most: int = 3, longest: int = 0) -> list[int]:
    """Steps whose hands (every one face up) are of different lengths, two at least held (and
    one of `longest` cards or more)."""
    out = []
    for step in range(1, replay.timeline.steps):
        lengths = [len(hand) for hand in replay.timeline.match_at(step).state.hands]
        if sum(1 for n in lengths if n) >= 2 and len(set(lengths)) > 1 and max(lengths) >= longest:
            out.append(step)
            if len(out) == most:
                break
    return out


def frame(app) -> textrecord.Recorder:
    app.input.pointer = (-10_000, -10_000)
    app.full_frame = True
    with textrecord.recording() as rec:
        app.render()
    return rec


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("title, art_class, players", [("ladybird", LadybirdArt, 2), ("ladybird", LadybirdArt, 3),
                                                       ("pondscape", CardArt, 3)])
def test_every_seats_cards_are_one_size_under_its_own_name(monkeypatch, title, art_class, players, size, lang):
    i18n.set_language(lang)
    match = random_match(title, players, steps=100_000, seed=4)
    assert match.state.is_over()
    names = list(match.setup.players)
    drawn = record_cards(monkeypatch, art_class)
    app = make_app(size)
    replay = open_replay(app, match, 0)
    steps = uneven_steps(replay)
    assert steps
    for step in steps:
        replay.go(step)
        table = replay.table
        assert table.open_hands
        zone = table.layout.zone("hand") if title == "ladybird" else table.hand_zone
        hands = table.state.hands
        drawn.clear()
        rec = frame(app)
        owner = {card: q for q, hand in enumerate(hands) for card in hand}
        cards = [(owner[card], rect) for card, rect in drawn if zone.contains(rect) and card in owner]
        assert len(cards) == sum(len(hand) for hand in hands), (step, cards, hands)
        assert len({rect.size for _q, rect in cards}) == 1, (step, [(q, rect) for q, rect in cards])
        for q, name in enumerate(names):
            mine = [rect for seat, rect in cards if seat == q]
            if not mine:
                continue
            label = [t.ink for t in rec.texts if t.string == name and zone.contains(t.ink)]
            assert len(label) == 1, (step, name, [t.string for t in rec.texts if zone.contains(t.ink)])
            label = label[0]
            own = mine[0].unionall(mine)
            # over its own cards, from their left, right above them, and over no other seat's card
            assert own.left <= label.left < own.right, (step, name, label, own)
            assert 0 <= own.top - label.bottom <= 12, (step, name, label, own)
            others = [rect for seat, rect in cards if seat != q and rect.top == own.top]
            assert not [rect for rect in others if rect.left < label.right and label.left < rect.right], \
                (step, name, label, others)


@pytest.mark.parametrize("size", SIZES)
def test_koinobori_every_seats_cards_are_one_size(monkeypatch, size):
    cards: list[pygame.Rect] = []
    real = SidePanels._draw_small_card

    def seen(self, surface, card, rect):
        cards.append(pygame.Rect(rect))
        return real(self, surface, card, rect)

    monkeypatch.setattr(SidePanels, "_draw_small_card", seen)
    for players in (3, 4, 5):   # (four seats: a hand of four beside hands of one, their cards narrower)
        match = random_match("koinobori", players, steps=100_000, seed=4)
        app = make_app(size)
        replay = open_replay(app, match, 0)
        steps = uneven_steps(replay) + uneven_steps(replay, 2, longest=4)
        assert steps
        for step in steps:
            replay.go(step)
            cards.clear()
            frame(app)
            panel = replay.table.layout.zone("players")
            shown = [r for r in cards if panel.contains(r)]
            assert len(shown) == sum(len(h) for h in replay.table.state.hands), (players, step)
            assert len({r.size for r in shown}) == 1, (players, step, shown)
