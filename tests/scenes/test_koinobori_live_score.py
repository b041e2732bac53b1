"""Koinobori's score as you play: each open pole's count toward closing (stacked cards do not
count), the colour leading each pole on a light pill (black shows on the dark wood), what each
pole is worth to the person at the screen now and what a move changed (the rules' provisional
scoring), who plays each seat; and nothing drawn over the poles' tops or past its panel."""
from __future__ import annotations

import pygame
import pytest

from driver import advance, click, make_app
from driver import recorded_texts as recorded
from game.scenes.common.turnflow import INPUT_GRACE_MS
from game.rules.base import Setup
from game.rules.match import Match
from game.scenes.koinobori import KoinoboriScene
from game.ui import theme
from rules.koinobori.helpers import BK, DG, OR, PK, PU, YG, Cards, build


@pytest.fixture(scope="module")
def app():
    return make_app()




def ink(rect: pygame.Rect) -> pygame.Rect:
    """A drawn text's box without the font's line spacing above and below the glyphs (a fifth of
    its height each side: Japanese type's boxes are tall)."""
    return rect.inflate(-2, -2 * (rect.h // 5))


def table(app, state, seats=("human", "hard")) -> KoinoboriScene:
    names = ("Ann", "Ben", "Cy")[:state.num_players]
    match = Match(Setup("koinobori", names, 0, seats=seats), 0, start=state.to_position())
    scene = KoinoboriScene(app, match)
    app.reset(scene)
    assert scene.viewer == 0
    return scene


def position():
    """Pole 0: four spaces, the top one holding two cards (a stack); black leads pole 1.
    Ann (seat 0) holds two black carp on her pole and an orange + black card in hand."""
    c = Cards()
    stack = [c.get(PK), c.get(PU, ability="stack")]
    poles = [[[c.get(OR)], [c.get(OR, DG)], [c.get(YG)], stack],
             [[c.get(BK)], [c.get(BK, PU)]],
             []]
    own = [[c.get(BK), c.get(BK, DG)], []]
    hand = c.get(OR, PU)
    state = build(2, flags=[DG, OR, PK], poles=poles, own=own, hands=[[hand], [c.get(YG)]],
                  row=c.any(7), current=0, cards=c)
    return state, hand


def test_an_open_pole_says_how_far_it_is_from_closing_and_stacks_do_not_count(app, monkeypatch):
    state, _hand = position()
    scene = table(app, state)
    seen = recorded(monkeypatch)
    app.render()
    texts = [t for t, _r in seen]
    assert "4/5" in texts and "2/5" in texts and "0/5" in texts   # pole 0 shows 5 cards, 4 spaces
    assert sum(len(space) for space in state.poles[0]) == 5


def test_the_lead_colour_sits_on_a_light_pill(app):
    state, _hand = position()
    scene = table(app, state)
    assert scene.leaders[1]["colour"] == BK
    app.render()
    pill = scene.lead_pill(1)
    assert tuple(app.canvas.get_at((pill.right - 4, pill.centery)))[:3] == theme.PAPER


def test_each_pole_is_worth_what_the_rules_score_and_a_move_says_what_it_changed(app):
    state, hand = position()
    scene = table(app, state)
    app.render()
    state = scene.state
    result = state.scoring()
    assert scene.worth["poles"] == [e["points"][0] for e in result["poles"]]
    assert scene.worth["total"] == result["totals"][0]
    assert scene.worth["poles"][1] == result["poles"][1]["value"] * 2 > 0   # black: two black carp of Ann's
    assert scene.last_change() is None
    # play the orange + purple card onto pole 1: purple ties black there, so the lead changes
    click(app, scene.hand_rects[0].center)
    assert scene.selected == hand
    free = scene.slot_rects[1][len(state.poles[1])]
    click(app, free.center)
    assert state.poles[1][-1] == [hand]
    after = state.scoring()
    assert scene.worth["poles"] == [e["points"][0] for e in after["poles"]]
    before_total, after_total = result["totals"][0], after["totals"][0]
    assert after_total != before_total
    change = scene.last_change()
    assert change["total"] == after_total - before_total
    assert change["poles"] == {1: after["poles"][1]["points"][0] - result["poles"][1]["points"][0]}
    tip = scene.tooltip_at(scene.columns[1].center)
    assert any(line.startswith("Worth to you now: ") for line in tip.lines)
    assert any(line.startswith("Last change: ") for line in tip.lines)
    assert scene.worth_title().endswith(f"({'+' if change['total'] >= 0 else '−'}{abs(change['total'])})")


def test_the_players_panel_says_who_is_a_computer_and_at_which_level(app, monkeypatch):
    state, _hand = position()
    scene = table(app, state, seats=("human", "normal"))
    seen = recorded(monkeypatch)
    app.render()
    panel = scene.layout.zone("players")
    inside = [t for t, r in seen if panel.contains(r)]
    assert "Normal" in inside and "you" in inside
    tip = scene.tooltip_at(scene.player_rects[1].center)
    assert "A computer player, level Normal." in tip.lines


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hint_never_covers_the_poles_and_texts_stay_in_their_panels(app, monkeypatch, lang):
    from game import i18n
    i18n.set_language(lang)
    try:
        state, _hand = position()
        scene = table(app, state)
        app.render()   # the app applies the language switch at its next frame
        scene.inform("Hint: Ann plays the orange and purple card onto pole 2, then ends the turn.")
        seen = recorded(monkeypatch)
        app.render()
        box = scene.layout.zone("message")
        for place in scene.pole_columns:
            assert not box.colliderect(place.column)
        drawn = [(t, r) for t, r in seen if t]
        # nothing else is drawn where the message is (the log gives way while it shows)
        under = [t for t, r in drawn if r.colliderect(box) and not t.startswith(("Hint", "ヒント")) and t not in
                 scene.assets.wrap(scene.message[0], box.w - 24, theme.BODY_SIZE)]
        assert under == []
        overlapping = [(a, b) for i, (a, ra) in enumerate(drawn) for b, rb in drawn[i + 1:]
                       if ink(ra).colliderect(ink(rb))]
        assert overlapping == []
        info = scene.layout.zone("info")
        scene.turn_line = "Move: pick a glowing top card, then a pole"   # the longest line of that panel
        seen.clear()
        app.render()
        assert [t for t, r in seen if t == scene.turn_line or r.colliderect(info)] and \
            all(info.contains(r) for t, r in seen if r.colliderect(info))
    finally:
        i18n.set_language("en")


def test_the_other_seats_last_move_stays_marked_until_the_person_acts(app):
    from game.rules.koinobori import Done, PlayCard, TakeCard
    from game.ui.anim import Tween
    state, hand = position()
    scene = table(app, state)
    app.render()                                                 # (a language switch replays the match)
    state = scene.state
    click(app, scene.hand_rects[0].center)                       # Ann plays onto pole 3 (empty)
    click(app, scene.slot_rects[2][0].center)
    if state.current_player() == 0 and state.step == "play":
        scene.act(Done())
    scene.end_turn()
    assert state.current_player() == 1 and scene.shown_trail() == {}, (scene.match.actions, state.step, scene.message)
    ben = state.hands[1][0]
    scene.act(PlayCard(ben, 1), by_viewer=False)                  # Ben (a computer) plays onto pole 2
    assert any(t.payload == ben and t.start == scene.seat_origin(1).topleft
               for t in scene.anims.of(Tween))                    # it travels from Ben's hand in the panel
    if state.current_player() == 1:
        scene.act(Done(), by_viewer=False)
    assert scene.shown_trail()[1]["played"] == [ben]
    rect = scene._visible_top(ben)
    assert rect == scene.slot_rects[1][len(state.poles[1]) - 1]
    app.render()
    assert tuple(app.canvas.get_at((rect.inflate(6, 6).right - 2, rect.centery)))[:3] == scene.seat_colour(1)
    tip = scene.tooltip_at(scene.player_rects[1].center)
    assert any(line.startswith("Last turn it played ") for line in tip.lines)
    # Ann takes a card: the marks have been seen
    end = len(state.row) - 1
    advance(app, INPUT_GRACE_MS + 50)                             # (clicks just after its move only hurry)
    click(app, scene.row_rects[end].center)
    assert scene.match.actions[-1] == TakeCard(end) and scene.shown_trail() == {}


def test_after_the_game_every_hand_is_shown_face_up(app):
    import random
    m = Match(Setup("koinobori", ("Ann", "Ben", "Cy"), 0, seats=("human", "easy", "easy")), 5)
    rng = random.Random(5)
    while not m.state.is_over():
        m.apply(rng.choice(m.state.legal_actions()))
        m.confirm_turn_end()
    scene = KoinoboriScene(app, m)
    app.reset(scene)
    scene.settle()
    app.render()
    pz = scene.layout.zone("players")
    shown = 0
    for q, line in enumerate(scene.player_rects):
        hand = m.state.hands[q]
        for rect in scene.end_hand_rects(len(hand), pz.x + 196, line):
            assert tuple(app.canvas.get_at((rect.x + 1, rect.centery)))[:3] == theme.PAPER
            shown += 1
        # the row's own tooltip, off its cards (each card has its own tooltip, naming it)
        cards = scene.end_hand_rects(len(hand), pz.x + 196, line)
        spot = next((x, line.centery) for x in range(line.x + 4, line.right, 4)
                    if not any(r.collidepoint(x, line.centery) for r in cards))
        tip = scene.tooltip_at(spot)
        assert tip.lines[0].startswith("Hand at the end: ")
    assert shown == sum(len(h) for h in m.state.hands) > 0
