"""A finished game's replay shows every hand face up ("every seat"): a play-test (2026-12-06)
read the names there broken mid-word ("Bartholome-w-Smit", "WWWWWWWW-WWWWWWW…") and cut, in
type about 7 px high, beside hand cards 12-24 px wide, in Koinobori's players panel and in the
"Every hand, face up" panel of Ladybird and Pondscape, in English and Japanese, at 1280x720
and 1024x600.  Each seat now has a cell: its name whole on a line of its own, in type no
smaller than the readable least in real pixels (cut with "…" only where even that cannot hold
it, the tooltip over it giving it whole), its cards under it."""
import dataclasses

import pygame
import pytest

from driver import make_app
from game import i18n
from game.rules.match import Match
from game.scenes.common import open_hands
from game.scenes.common.replay import open_replay
from game.scenes.koinobori.panels import SidePanels
from game.ui import textrecord
from game.ui.canvas import current_scale
from titles import random_match

NAMES = ["Bartholomew-Smit", "WWWWWWWWWWWWWWWW", "\u68da\u7530\u306e\u6c34\u5b88\u308a\u5c71\u672c\u3055\u304f\u3089\u4e4b\u4ecb\u69d8\u3067\u3059",
         "Alexandrina Wu", "Konstantinos Pap"]


@pytest.fixture(params=["en", "ja"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def long_named(title: str, players: int, seed: int = 4) -> Match:
    """A finished random game whose seats carry the play-test's 16-character names."""
    match = random_match(title, players, steps=100_000, seed=seed)
    assert match.state.is_over()
    setup = dataclasses.replace(match.setup, players=NAMES[:players])
    return Match.replay(setup, match.seed, match.actions, match.start)


def every_hand_shown(app, match: Match):
    """The viewer at a step where every hand is face up and some seat holds cards."""
    replay = open_replay(app, match, 0)
    for step in range(4, replay.timeline.steps):
        replay.go(step)
        st = replay.table.state
        hands = st.hands
        if replay.table.open_hands and sum(1 for h in hands if h) >= 2:
            return replay
    raise AssertionError("no step with two hands")


def drawn(app):
    app.full_frame = True
    with textrecord.recording() as rec:
        app.render()
    return rec.texts


def assert_names_whole(texts, names, table):
    """Each name on one line in type at least READABLE real pixels high: whole, or (where even
    that cannot hold it: sixteen W at 1024x600) cut with "…" and given whole by the tooltip
    over it.  (Drawn whole at 9 px before, the readable least counted on the 1280x720 plan.)"""
    for name in names:
        shown = [t for t in texts if (t.string == name and not t.full) or (t.full == name and (
            t.string.endswith("\u2026") and len(t.string) > 2 and name.startswith(t.string[:-1])))]
        assert shown, (name, [t.string for t in texts if t.string and t.string[0] in name[:2]])
        assert min(round(t.size * current_scale()) for t in shown) >= textrecord.READABLE, (name, [t.size for t in shown])
        for cut in (t for t in shown if t.string != name):
            tip = table.tooltip_at(cut.ink.center)
            assert tip is not None and tip.title == name, (name, tip)
    # and no piece of a name on a line of its own (a name broken in two)
    pieces = [t.string for t in texts if t.string not in names and len(t.string) >= 3 and not t.string.endswith("\u2026")
              and any(t.string.rstrip("-") in name and t.string.rstrip("-") != name for name in names)]
    assert not pieces, pieces


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_koinobori_players_panel_shows_every_hand_with_whole_names_and_cards_to_tell_apart(size, language, monkeypatch):
    cards: list[pygame.Rect] = []
    real = SidePanels._draw_small_card

    def seen(self, surface, card, rect):
        cards.append(pygame.Rect(rect))
        return real(self, surface, card, rect)

    monkeypatch.setattr(SidePanels, "_draw_small_card", seen)
    for players, least_h in ((5, 28), (3, 44)):
        app = make_app(size)
        replay = every_hand_shown(app, long_named("koinobori", players))
        cards.clear()
        texts = drawn(app)
        panel = replay.table.layout.zone("players")
        assert_names_whole([t for t in texts if panel.contains(t.ink) or panel.colliderect(t.ink)],
                           NAMES[:players], replay.table)
        shown = [r for r in cards if panel.contains(r)]
        assert len(shown) == sum(len(h) for h in replay.table.state.hands), players
        assert min(r.h for r in shown) >= least_h and min(r.w for r in shown) >= 21, (players, shown)


@pytest.mark.parametrize("title, players", [("ladybird", 4), ("pondscape", 4)])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_every_hand_panel_has_whole_names_and_cards_to_tell_apart(title, players, size, language, monkeypatch):
    rects: list[pygame.Rect] = []
    real = open_hands.card_rects

    def seen(count, area, aspect):
        out = real(count, area, aspect)
        rects.extend(out)
        return out

    monkeypatch.setattr(open_hands, "card_rects", seen)
    app = make_app(size)
    replay = every_hand_shown(app, long_named(title, players))
    rects.clear()
    texts = drawn(app)
    zone = replay.table.layout.zone("hand")
    assert "Every hand, face up" in [t.string for t in texts] or language == "ja"
    assert_names_whole([t for t in texts if zone.colliderect(t.ink)], NAMES[:players], replay.table)
    assert rects and min(r.h for r in rects) >= 48 and min(r.w for r in rects) >= 34, rects


def test_ladybird_every_hand_cards_tell_whose_hand_they_are_in():
    """Each card of the every-hand panel names its seat's hand (the viewer's own hand, not drawn
    under the panel, kept its tooltip spots there and answered "In your hand." over others' cards)."""
    app = make_app((1280, 720))
    replay = every_hand_shown(app, long_named("ladybird", 4))
    table = replay.table
    drawn(app)
    from game.scenes.common.open_hands import open_hand_places
    from game.scenes.ladybird.art import CARD_ASPECT
    checked = 0
    for q, (_cell, _line, cards, _more) in enumerate(open_hand_places(table.layout.zone("hand"), table.state.hands, CARD_ASPECT)):
        for _card, rect in cards:
            tip = table.tooltip_at(rect.center)
            assert tip is not None and f"In {NAMES[q]}'s hand." in tip.lines, (q, tip)
            checked += 1
    assert checked >= 4
