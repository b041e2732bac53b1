"""Koinobori's table scene, driven headless with real mouse events at the places drawn."""
from __future__ import annotations

import random

import pytest

from driver import advance, button_pos, click, drag, end_turn, make_app
from game.rules.base import Setup
from game.rules.koinobori import (CARD_ABILITY, Done, MoveTop, PlayCard, PlayToOwnPole, Steal, TakeCard)
from game.rules.match import Match
from game.scenes.common.handoff import HandoffScene
from game.scenes.koinobori import KoinoboriScene
from game.scenes.common.results import ResultsScene
from game.ui.anim import Flash

NAMES = ("Ana", "Ben", "Cy")


@pytest.fixture(scope="module")
def app():
    return make_app()


def open_table(app, match: Match) -> KoinoboriScene:
    scene = KoinoboriScene(app, match)
    app.reset(scene)
    pass_device(app)
    assert app.top is scene and scene.viewer == match.state.current_player()
    return scene


def pass_device(app) -> None:
    """End the mover's turn, then click the hand-off button as the next player would."""
    end_turn(app)
    if getattr(app.top, "handoff_wait", 0) > 0:
        advance(app, 1000)
    top = app.top
    assert isinstance(top, HandoffScene)
    click(app, top.button.rect.center)


def new_match(seed: int = 4, players=NAMES) -> Match:
    return Match(Setup("koinobori", players, 0), seed)


def match_where(pred, players=NAMES, seeds=range(1, 200)) -> Match:
    """The first position of a seeded random game that satisfies `pred` (the game stays open)."""
    for seed in seeds:
        match = new_match(seed, players)
        chooser = random.Random(seed)
        for _ in range(400):
            if match.state.is_over():
                break
            if pred(match.state):
                return match
            match.apply(chooser.choice(match.state.legal_actions()))
    raise AssertionError("no such position found")


def snapshot(match: Match) -> dict:
    return match.state.to_position()


def test_click_on_a_takeable_row_card_takes_it(app):
    match = new_match()
    scene = open_table(app, match)
    assert 0 in scene.take_ok  # the ends of the row glow
    card = match.state.row[0]
    click(app, scene.row_rects[0].center)
    assert card in match.state.hands[0]
    assert isinstance(match.actions[-1], TakeCard)


def test_illegal_click_on_the_row_explains_and_changes_nothing(app):
    match = new_match()
    scene = open_table(app, match)
    assert 3 not in scene.take_ok
    before = snapshot(match)
    click(app, scene.row_rects[3].center)  # middle of the row at level 1
    assert scene.message is not None and "either end" in scene.message[0]
    assert snapshot(match) == before


def test_select_a_hand_card_then_click_a_glowing_pole(app):
    match = new_match()
    scene = open_table(app, match)
    card = scene.hand_cards[0]
    click(app, scene.hand_rects[0].center)
    assert scene.selected == card
    assert 0 in scene.targets and False in scene.targets[0]
    click(app, scene.slot_rects[0][0].center)
    assert match.state.poles[0] and match.state.poles[0][0][-1] == card
    assert card not in match.state.hands[0]


def test_drag_a_card_onto_a_pole(app):
    match = new_match()
    scene = open_table(app, match)
    card = scene.hand_cards[1]
    drag(app, scene.hand_rects[1].center, scene.slot_rects[2][0].center)
    assert match.actions[-1] == PlayCard(card, 2, False)


def test_drop_on_the_own_pole_and_a_refused_drop(app):
    match = new_match()
    scene = open_table(app, match)
    card = scene.hand_cards[0]
    click(app, scene.hand_rects[0].center)
    assert scene.own_ok
    drag(app, scene.hand_rects[0].center, scene.own_rects[0].center)
    assert match.actions[-1] == PlayToOwnPole(card)
    assert card in match.state.own_poles[0]


def test_pole_click_without_a_card_says_what_to_do(app):
    match = new_match()
    scene = open_table(app, match)
    before = snapshot(match)
    click(app, scene.slot_rects[1][0].center)
    assert scene.message is not None and "hand first" in scene.message[0]
    assert snapshot(match) == before


def test_closed_pole_refuses_with_the_rules_reason(app):
    match = match_where(lambda s: s.step == "start" and s.current == 0 and s.hands[0]
                        and any(s.pole_closed(i) for i in range(len(s.poles))))
    scene = open_table(app, match)
    closed = next(i for i in range(len(match.state.poles)) if match.state.pole_closed(i))
    assert closed not in scene.targets
    before = snapshot(match)
    click(app, scene.hand_rects[0].center)
    click(app, scene.slot_rects[closed][2].center)
    assert "closed" in scene.message[0]
    assert snapshot(match) == before


def test_hand_off_when_the_seat_changes(app):
    match = new_match()
    scene = open_table(app, match)
    click(app, scene.row_rects[0].center)         # take 1 (level 1): the turn ends
    assert match.state.current_player() == 1
    assert app.top is scene and scene.turn_done   # the mover first sees their move...
    click(app, scene.row_rects[0].center)         # ...but cannot act for the next seat
    assert match.state.current_player() == 1 and len(match.actions) == 1
    assert "End turn" in scene.message[0]
    advance(app, 5000)
    assert app.top is scene and scene.viewer == 0  # nothing hands over by itself
    click(app, button_pos(scene, "End turn"))
    assert isinstance(app.top, HandoffScene) and scene.viewer is None
    assert scene.hand_cards == []                 # nobody's hand is face up behind the screen
    pass_device(app)
    assert scene.viewer == 1 and scene.hand_cards == match.state.hands[1]


def test_other_seats_private_cards_are_never_drawn_face_up(app):
    match = match_where(lambda s: s.step == "start" and all(s.own_poles[q] for q in range(3))
                        and all(s.hands[q] for q in range(3)))
    scene = open_table(app, match)
    me = scene.viewer
    drawn = []
    original = scene.art.face
    scene.art.face = lambda card, size: drawn.append(card) or original(card, size)
    try:
        app.render()
        private = {c for q in range(3) if q != me for c in match.state.hands[q] + match.state.own_poles[q]}
        assert not private & set(drawn)
        assert not set(match.state.own_poles[me]) & set(drawn)   # own pole face down until peeked
        assert set(match.state.hands[me]) <= set(drawn)
        click(app, scene.own_rects[0].center)                   # peek
        assert scene.peek
        drawn.clear()
        app.render()
        assert set(match.state.own_poles[me]) <= set(drawn)
        assert not private & set(drawn)
    finally:
        scene.art.face = original


def test_move_ability_prompts_for_poles_with_skip(app):
    match = match_where(lambda s: s.step == "ability" and s.ability == "move")
    scene = open_table(app, match)
    state = match.state
    assert button_pos(scene, state.done_label())
    source = sorted(scene.move_sources)[0]
    top = scene.slot_rects[source][len(state.poles[source]) - 1]
    moved = state.poles[source][-1][-1]
    click(app, top.center)
    assert scene.move_source == source and scene.move_targets
    target = sorted(scene.move_targets)[0]
    click(app, scene.slot_rects[target][len(state.poles[target])].center)
    assert match.actions[-1] == MoveTop(source, target)
    assert match.state.poles[target][-1][-1] == moved


def test_skip_button_uses_the_rules_label(app):
    match = match_where(lambda s: s.step == "ability")
    scene = open_table(app, match)
    label = match.state.done_label()
    click(app, button_pos(scene, label))
    assert match.actions[-1] == Done()


def test_a_whole_game_through_the_scene_reaches_the_results(app):
    match = new_match(seed=9)
    scene = open_table(app, match)
    chooser = random.Random(9)
    for _ in range(2000):
        state = match.state
        if state.is_over():
            break
        end_turn(app)
        if scene.handoff_wait > 0:
            advance(app, 1000)
        if isinstance(app.top, HandoffScene):
            pass_device(app)
        assert scene.viewer == state.current_player()
        action = chooser.choice(state.legal_actions())
        count = len(match.actions)
        if isinstance(action, TakeCard):
            click(app, scene.row_rects[action.index].center)
        elif isinstance(action, PlayCard):
            click(app, scene.hand_rects[scene.hand_cards.index(action.card)].center)
            height = len(state.poles[action.pole])
            slot = height - 1 if action.stack else height
            click(app, scene.slot_rects[action.pole][slot].center)
        elif isinstance(action, PlayToOwnPole):
            click(app, scene.hand_rects[scene.hand_cards.index(action.card)].center)
            click(app, scene.own_rects[0].center)
        elif isinstance(action, Done):
            click(app, button_pos(scene, state.done_label()))
        else:
            assert scene.act(action)
        assert len(match.actions) == count + 1, (action, scene.message)
        assert match.actions[-1] == action
    assert match.state.is_over()
    assert scene.score["totals"] == match.state.scoring()["totals"]
    advance(app, 30_000)
    assert app.top is scene  # the reveal has played; the results wait for a click
    click(app, scene.layout.zone("poles").center)
    assert isinstance(app.top, ResultsScene)


@pytest.mark.parametrize("where", ["card", "badge"])
def test_stack_card_covers_the_top_card(app, where):
    """A click on the top card covers it; so does one on its "Cover" badge, which stands out
    above the card (a click on the badge's upper half, over the pole's free space, played the
    card above instead)."""
    match = match_where(lambda s: s.step in ("start", "play") and s.current == 0
                        and any(CARD_ABILITY[c] == "stack" for c in s.hands[0])
                        and any(p and len(p) < 5 for p in s.poles))
    scene = open_table(app, match)
    state = match.state
    card = next(c for c in state.hands[0] if CARD_ABILITY[c] == "stack")
    pole = next(i for i, p in enumerate(state.poles) if p and len(p) < 5)
    height = len(state.poles[pole])
    click(app, scene.hand_rects[scene.hand_cards.index(card)].center)
    assert scene.targets[pole] == {False, True}
    top = scene.slot_rects[pole][height - 1]
    if where == "card":
        click(app, top.center)
    else:
        app.render()
        badge = scene.cover_badge(pole)
        above = (badge.centerx, badge.top + 2)
        assert not top.collidepoint(above) and scene._pole_at(above) == pole
        click(app, above)
    assert match.actions[-1] == PlayCard(card, pole, True)
    assert len(match.state.poles[pole]) == height


def test_steal_ability_highlights_players_and_steals_on_click(app):
    match = match_where(lambda s: s.step == "ability" and s.ability == "steal")
    scene = open_table(app, match)
    me = scene.viewer
    victim = sorted(scene.steal_ok)[0]
    before = len(match.state.hands[me])
    click(app, scene.player_rects[victim].center)
    assert match.actions[-1] == Steal(victim)
    assert len(match.state.hands[me]) == before + 1


def test_next_player_sees_which_poles_changed(app):
    match = match_where(lambda s: s.step == "start" and s.level(s.current) == 1 and not s.poles[1]
                        and any(CARD_ABILITY[c] is None for c in s.hands[s.current]))
    scene = open_table(app, match)
    card = next(c for c in scene.hand_cards if CARD_ABILITY[c] is None)
    k = scene.hand_cards.index(card)
    drag(app, scene.hand_rects[k].center, scene.slot_rects[1][0].center)  # play 1 ends the turn
    assert match.actions[-1] == PlayCard(card, 1, False)
    pass_device(app)
    assert ("pole", 1) in {f.payload for f in scene.anims.of(Flash)}


def test_plain_card_dropped_on_the_top_card_goes_above_it(app):
    match = match_where(lambda s: s.step in ("start", "play") and s.current == 0
                        and any(CARD_ABILITY[c] != "stack" for c in s.hands[0])
                        and any(p and len(p) < 5 for p in s.poles))
    scene = open_table(app, match)
    state = match.state
    card = next(c for c in state.hands[0] if CARD_ABILITY[c] != "stack")
    pole = next(i for i, p in enumerate(state.poles) if p and len(p) < 5)
    height = len(state.poles[pole])
    click(app, scene.hand_rects[scene.hand_cards.index(card)].center)
    assert scene.targets[pole] == {False}         # the rules offer no cover for a plain card
    click(app, scene.slot_rects[pole][height - 1].center)
    assert match.actions[-1] == PlayCard(card, pole, False)
    assert len(match.state.poles[pole]) == height + 1
