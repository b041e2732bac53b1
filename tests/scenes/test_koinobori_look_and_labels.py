"""Koinobori's table after a play-test: looking at your own pole is no move (it works while the
turn waits for End turn), a click on the pole says what it does, the score words count in
singular and plural, the scores under the poles stay in their own columns, and the glowing
space's label fits its box in both languages."""
from __future__ import annotations

import pygame
import pytest

from driver import button_pos, click, make_app
from driver import recorded_texts as recorded
from game import i18n
from game.rules.base import Setup
from game.rules.koinobori import PlayCard, PlayToOwnPole
from game.rules.match import Match
from game.scenes.koinobori import KoinoboriScene
from rules.koinobori.helpers import BK, DG, OR, PK, PU, YG, Cards, build


@pytest.fixture(scope="module")
def app():
    return make_app()


def table(app, state) -> KoinoboriScene:
    names = ("Ann", "Ben", "Cy", "Dee", "Eve")[:state.num_players]
    seats = ("human",) + ("normal",) * (state.num_players - 1)
    match = Match(Setup("koinobori", names, 0, seats=seats), 0, start=state.to_position())
    scene = KoinoboriScene(app, match)
    app.reset(scene)
    app.render()
    assert scene.viewer == 0
    return scene




def own_pole_position():
    """Ann holds a black card and has one black card face down on her pole; the poles are empty."""
    c = Cards()
    state = build(2, flags=[DG, OR, PK], own=[[c.get(BK)], []], hands=[[c.get(BK)], [c.get(YG)]],
                  row=c.any(7), cards=c)
    return state


# --- 4: "1 point", not "1 points" ---------------------------------------------------------------
def test_one_point_is_said_in_the_singular(app):
    scene = table(app, own_pole_position())
    assert scene.worth_title() == "\u22123 points now"    # black scores nowhere yet: the penalty
    click(app, scene.hand_rects[0].center)
    click(app, scene.slot_rects[0][0].center)           # black onto pole 1: it leads there, value 1
    assert isinstance(scene.match.actions[-1], PlayCard)
    assert scene.worth["total"] == 1
    assert scene.worth_title() == "1 point now (+4)"


# --- 1: looking at your own pole is no move -------------------------------------------------------
def test_your_own_pole_can_be_looked_at_while_the_turn_waits_for_end_turn(app):
    scene = table(app, own_pole_position())
    state = scene.state
    hidden = state.own_poles[0][0]
    click(app, scene.hand_rects[0].center)
    click(app, scene.own_rects[1].center)                # the black card face down: the turn is over
    assert isinstance(scene.match.actions[-1], PlayToOwnPole) and scene.turn_done
    moves, message = len(scene.match.actions), scene.message
    click(app, scene.own_rects[0].center)                # look at the pole
    assert scene.peek and scene.message is message       # no "Your turn is over" refusal
    drawn = []
    original = scene.art.face
    scene.art.face = lambda card, size: drawn.append(card) or original(card, size)
    try:
        app.render()
    finally:
        scene.art.face = original
    assert hidden in drawn
    label = (scene.level_rect.x + 20, scene.layout.zone("own_pole").bottom - 10)
    click(app, label)                                    # the words under it hide the cards again
    assert not scene.peek and scene.message is message
    assert len(scene.match.actions) == moves and scene.turn_done
    click(app, scene.row_rects[0].center)                # a move still waits for End turn
    assert "End turn" in scene.message[0] and len(scene.match.actions) == moves
    click(app, button_pos(scene, "End turn"))
    assert not scene.turn_done


# --- 2: a click on your pole says what it does -----------------------------------------------------
def test_the_words_under_your_pole_say_what_a_click_does(app, monkeypatch):
    scene = table(app, own_pole_position())
    seen = recorded(monkeypatch)
    app.render()
    assert "choose the pole to see your cards" in [t for t, _r in seen]
    click(app, scene.own_rects[0].center)
    assert scene.peek
    seen.clear()
    app.render()
    words = [(t, r) for t, r in seen if t == "choose the pole to hide your cards"]
    assert words and scene.layout.zone("own_pole").contains(words[0][1])


def test_a_click_on_an_empty_pole_without_a_card_explains_itself(app):
    c = Cards()
    state = build(2, flags=[DG, OR, PK], hands=[[c.get(BK)], [c.get(YG)]], row=c.any(7), cards=c)
    scene = table(app, state)
    click(app, scene.own_rects[0].center)
    assert not scene.peek and len(scene.match.actions) == 0
    assert scene.message[0] == "Pick a card from your hand first (or drag it), then a glowing pole."
    c = Cards()
    state = build(2, flags=[DG, OR, PK], hands=[[], [c.get(YG)]], row=c.any(7), cards=c)
    scene = table(app, state)
    click(app, scene.own_rects[0].center)
    assert not scene.peek
    assert scene.message[0] == "Your personal pole holds no cards yet: there is nothing to look at."


# --- 3: the scores under the poles stay in their own columns ---------------------------------------
def five_player_position():
    """Six poles (the narrowest columns); black leads poles 1 and 2 at value 4 and Ann has three
    black carp on her pole: each is worth +12 to her, the widest figure a pole shows beside a pill."""
    c = Cards()
    poles = [[[c.get(BK, OR)], [c.get(BK, PU)], [c.get(BK, YG)], [c.get(BK)]],
             [[c.get(BK, DG)], [c.get(BK, PK)], [c.get(BK, OR, PU)], [c.get(BK, YG, PK)]],
             [[c.get(PU)]], [], [], []]
    own = [[c.get(BK, DG, OR), c.get(BK, PU, PK), c.get(BK, YG, DG)], [], [], [], []]
    hands = [[c.get(OR, PU)]] + [c.any(1) for _ in range(4)]
    return build(5, flags=[DG, OR, PK, YG, PU, BK], poles=poles, own=own, hands=hands, row=c.any(7), cards=c)


def test_the_scores_under_the_poles_stay_in_their_columns_and_apart(app, monkeypatch):
    scene = table(app, five_player_position())
    assert scene.worth["poles"][:2] == [12, 12]
    seen = recorded(monkeypatch)
    app.render()
    zone = scene.layout.zone("poles")
    band = pygame.Rect(zone.x, scene.flag_rects[0].bottom - 24, zone.w, zone.bottom - scene.flag_rects[0].bottom + 24)
    under = [(t, r) for t, r in seen if band.colliderect(r)]
    for i, place in enumerate(scene.pole_columns):   # the number, the leading colour's value, the worth
        mine = [(t, r) for t, r in under if place.column.x <= r.centerx < place.column.right]
        assert str(i + 1) in [t for t, _r in mine]
        outside = [t for t, r in mine if r.left < place.column.left or r.right > place.column.right]
        assert not outside, (i, outside)
        if scene.leaders[i] is not None:
            assert scene.lead_pill(i).right <= place.column.right
    overlapping = [(a, b) for k, (a, ra) in enumerate(under) for b, rb in under[k + 1:] if ra.colliderect(rb)]
    assert not overlapping


# --- 6: the glowing space's label fits it ----------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_play_here_fits_its_space_on_six_poles(app, monkeypatch, lang):
    i18n.set_language(lang)
    try:
        scene = table(app, five_player_position())
        click(app, scene.hand_rects[0].center)            # every open pole's free space glows
        assert scene.selected is not None and len(scene.targets) == 6
        seen = recorded(monkeypatch)
        app.render()
        word = i18n._("Play here")
        labels = [r for t, r in seen if t == word]
        assert len(labels) == 6
        spaces = [scene.slot_rects[i][len(scene.state.poles[i])] for i in sorted(scene.targets)]
        for space in spaces:
            assert any(space.contains(r) for r in labels), (lang, space, labels)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_turn_line_under_the_abilities_fits_whole_at_the_smallest_type(lang):
    """The yellow line under "Your abilities" is drawn in one line, in smaller type down to 12
    before an ellipsis: each of its sentences must fit whole at 12 (play-test, round 2: the
    Japanese Move line ended "次に竿…")."""
    from game import i18n
    from game.ui import layout

    i18n.set_language(lang)
    try:
        app = make_app()
        width = layout.load("koinobori").zone("info").w - 20
        for text in (i18n._("Move: pick a glowing top card, then a pole"), i18n._("Move: pick the pole to move it to"),
                     i18n._("Steal: choose a glowing player"), i18n._("Refresh: replace the draw row?"),
                     i18n._("{ability_name}: take {takes_left} more from the row").format(ability_name="Extra take",
                                                                                       takes_left=2),
                     i18n._("Plays left this turn: {plays_left}").format(plays_left=2),
                     i18n._("Takes left this turn: {takes_left}").format(takes_left=2)):
            assert app.assets.width(text, 12, True) <= width, (lang, text)
    finally:
        i18n.set_language("en")


def test_the_keyboard_reaches_your_own_pole_while_the_turn_waits(app):
    """Keyboard play: while the turn waits for End turn the ring offers the bar's buttons and
    your own pole, whose Enter only looks (a play-test could not reach it by keys)."""
    from driver import key
    from game.scenes.common.tablefocus import WAITING
    from keyboard import focused, press

    scene = table(app, own_pole_position())
    click(app, scene.hand_rects[0].center)
    click(app, scene.own_rects[1].center)                # the turn is over: it waits for End turn
    assert scene.turn_done
    moves = len(scene.match.actions)
    own = [t for t in scene.focus_targets() if t.key == ("own", WAITING)]
    assert own and own[0].rect == scene.own_zone
    press(app, lambda t: t.key == ("own", WAITING), "your own pole")
    assert scene.peek and len(scene.match.actions) == moves and scene.turn_done
    key(app, pygame.K_RETURN)                            # again: face down again
    assert not scene.peek and focused(app).key == ("own", WAITING)
    assert len(scene.match.actions) == moves and scene.turn_done
