"""A Japanese play-test: Pondscape's results, "What each player held", showed a player's 9 hand
cards and then the 5 face-down pond cards in one line, unlabelled and barely apart, beside the
tie-break "the player with the most cards left in hand wins": players counted a hand of 14.

At 1 to 4 players with 16-character names, in English and in Japanese: each row shows the hand
and the face-down pond cards as two groups, each under its own label ("Hand 9", "Face down in the
pond 5") with the numbers the rules give (the seat's hand, its face-down pond cards), the groups
well apart, everything inside the panel, no text cut or over another."""
from __future__ import annotations

import random

import pytest

from driver import click, make_app
from game import i18n, layoutcheck
from game.i18n import _
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.common.results import ResultsScene
from game.simulate import default_setup
from game.ui import textrecord

GAP = 16   # px at least between the hand's last card and the first face-down card


def finished(players: int, names, seed: int) -> Match:
    base = default_setup("pondscape", players)
    match = Match(Setup("pondscape", tuple(names[:players]), base.first_player, base.options), seed)
    rng = random.Random(seed)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("lang, names", [("en", layoutcheck.LONG_NAMES), ("ja", layoutcheck.LONG_NAMES_JA)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_hand_and_the_face_down_pond_cards_are_two_labelled_groups(lang, names, players, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    i18n.set_language(lang)
    app = make_app()
    match = finished(players, names, 5)
    state = match.state
    scene = ResultsScene(app, match)
    app.reset(scene)
    app.render()
    click(app, scene.tabs[1].rect.center)
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    assert rec.findings(names) == [], [str(f) for f in rec.findings(names)]
    panel = scene.lower_zone("chart")   # (moved up into what the score table leaves empty)
    texts = [(t.string, t.pos, t.ink) for t in rec.texts]
    both = 0
    for seat in range(players):
        hand = [r for r, s, e in scene.held_rects if s == seat and e[0] == "hand"]
        down = [r for r, s, e in scene.held_rects if s == seat and e[0] == "face down"]
        pond = [cell for cell in state.view(seat)["ponds"][seat] if cell and cell["face_down"]]
        assert len(hand) == len(state.hands[seat]) and len(down) == len(pond)
        for rect in hand + down:
            assert panel.contains(rect), (rect, panel)
        labels = {}
        for cards, words, count in ((hand, _("Hand {n}"), len(state.hands[seat])),
                                    (down, _("Face down in the pond {n}"), len(pond))):
            if not cards:
                continue
            label = words.format(n=count)   # the rules' number, in the words drawn
            found = [(pos, ink) for string, pos, ink in texts if string == label
                     and min(r.x for r in cards) <= pos[0] <= min(r.x for r in cards) + 1
                     and ink.bottom <= min(r.y for r in cards) and ink.bottom >= min(r.y for r in cards) - 16]
            assert found, (seat, label, min(r.x for r in cards), min(r.y for r in cards), [t for t in texts if "Face" in t[0] or "Hand" in t[0]])
            labels[label] = found[0][1]
        if hand and down:
            both += 1
            hand_end = max(max(r.right for r in hand), list(labels.values())[0].right)
            assert min(r.x for r in down) - hand_end >= GAP, (seat, hand_end, min(r.x for r in down))
    assert both, "no seat had both a hand and face-down pond cards"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_one_player_against_the_croaker_has_no_held_tab(lang, tmp_path, monkeypatch):
    """At one player (against the Croaker) the results have no "What each player held" view."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    i18n.set_language(lang)
    app = make_app()
    match = finished(1, layoutcheck.LONG_NAMES_JA if lang == "ja" else layoutcheck.LONG_NAMES, 5)
    scene = ResultsScene(app, match)
    app.reset(scene)
    app.render()
    assert not scene.tabs and not scene.held_rects


def test_an_empty_hand_beside_face_down_cards_still_shows_its_count():
    """A play-test saw a seat with no card left in hand show only "Face down in the pond 6"
    (Pondscape's tie-break counts the cards left in hand): its hand group says "Hand 0"."""
    from game.scenes.common.held import held_groups, held_label

    pond = [("face down", 1, None), ("face down", 2, None)]
    assert held_groups(pond) == [("hand", []), ("face down", pond)]
    assert held_label("hand", 0) == "Hand 0"
    assert held_groups([]) == []   # nothing held at all: "nothing", as before
