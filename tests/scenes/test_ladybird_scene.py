"""Ladybird's table driven like a player would: real mouse events at the positions of the
cards, pool spaces, tiles and columns the scene draws."""
import random

import pygame
import pytest

from game.rules.ladybird import (Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed, Invade,
                                 PassReveal, PlaceCard, TakeFood, TakeOrchard, UseTile)
from game.rules.ladybird.data import COLOURS
from game.rules.match import Match
from game.scenes.common.handoff import HandoffScene
from game.scenes.ladybird import LadybirdScene
from game.scenes.common.results import ResultsScene
from game.scenes.common.table import HANDOFF_DELAY_MS
from game.simulate import default_setup
from driver import advance, button_pos, click, end_turn, make_app


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def open_table(app, players: int, seed: int) -> LadybirdScene:
    scene = LadybirdScene(app, Match(default_setup("ladybird", players), seed))
    app.push(scene)
    pass_handoff(app)
    return scene


def pass_handoff(app) -> None:
    end_turn(app)
    scene = app.stack[-1]
    if getattr(scene, "handoff_wait", 0) > 0:
        advance(app, HANDOFF_DELAY_MS + 100)  # the mover sees the move land, then the table hides
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)


def hand_pos(scene, card):
    r = scene.hand_rects[scene.hand.index(card)]
    return (r.x + 6, r.centery)  # the left edge: later cards overlap from the right


def column_pos(scene, seat, colour):
    c = scene.state.tableau(seat)
    k = [t["colour"] for t in c].index(colour)
    return scene.seats[seat].card_rects[k][-1][1].center


def perform(app, scene, action) -> None:
    """Carry out `action` with the clicks a player would make (after the moment just after a
    computer's move, when a click only hurries)."""
    if scene.input_grace:
        advance(app, scene.input_grace + 10)
    if isinstance(action, Choose):
        click(app, hand_pos(scene, action.card))
        if scene.hot_seat:
            click(app, button_pos(scene, "Choose this card"))
    elif isinstance(action, (PlaceCard, Discard)):
        click(app, hand_pos(scene, action.card))
    elif isinstance(action, PassReveal):
        click(app, button_pos(scene, "Reveal nothing" if scene.hot_seat else "Play nothing"))
    elif isinstance(action, Draft):
        click(app, scene.pool_rects[action.slot].center)
    elif isinstance(action, DrawTwo):
        click(app, button_pos(scene, "Draw 2"))
    elif isinstance(action, UseTile):
        click(app, scene.tile_rects[action.tile - 1].center)
        if action.option:
            click(app, button_pos(scene, action.option + ":"))
    elif isinstance(action, TakeOrchard):
        click(app, scene.orchard_rects[action.slot].center)
    elif isinstance(action, TakeFood):
        click(app, scene.stack_rects[action.stack].center)
    elif isinstance(action, EndPicnic):
        label = "Stop: no more tiles" if scene.state.picnic_extra else "No tile can be taken"
        click(app, button_pos(scene, label))
    elif isinstance(action, Invade):
        click(app, column_pos(scene, action.player, action.colour))
    elif isinstance(action, FlowerBed):
        click(app, column_pos(scene, scene.state.current_player(), action.colour))
    else:
        raise AssertionError(action)
    pass_handoff(app)


def play_until(app, scene, chooser, done, limit=2000):
    for _ in range(limit):
        if done(scene.state):
            return
        before = len(scene.match.actions)
        action = chooser.choice(scene.state.legal_actions())
        perform(app, scene, action)
        assert len(scene.match.actions) == before + 1, (action, scene.message)
        assert scene.match.actions[-1] == action
    raise AssertionError("condition never reached")


def test_a_legal_draft_click_takes_the_card_and_an_illegal_one_says_why(app):
    scene = open_table(app, 2, 5)
    play_until(app, scene, random.Random(1), lambda s: s.step == "draft" and len(s.draft_slots()) < 9)
    st = scene.state
    seat = st.current_player()
    legal = st.draft_slots()
    illegal = [s for s in range(len(st.pool)) if st.pool[s] >= 0 and s not in legal]
    assert illegal
    # the legal spaces glow, the others do not
    assert scene.pool_ok == set(legal)
    before = st.to_position()
    click(app, scene.pool_rects[illegal[0]].center)
    assert scene.message is not None and "unlocked" in scene.message[0]
    assert scene.state.to_position() == before
    slot = legal[0]
    card = st.pool[slot]
    click(app, scene.pool_rects[slot].center)
    assert card in scene.state.hands[seat]
    assert scene.state.pool[slot] != card
    assert scene.state.step != "draft" or scene.state.current_player() != seat


def test_garden_tile_with_options_asks_a_or_b_and_an_unused_day_is_refused(app):
    scene = open_table(app, 1, 3)
    play_until(app, scene, random.Random(2), lambda s: s.step == "garden" and s.day >= 4
               and not s.used[0][3])
    before = scene.state.to_position()
    if scene.state.day == 4:
        click(app, scene.tile_rects[4].center)  # Tea time arrives on day 5
        assert "day 5" in scene.message[0]
        assert scene.state.to_position() == before
    click(app, scene.tile_rects[3].center)  # the Shed: pick A or B first
    assert scene.tile_pick == 4 and scene.state.to_position() == before
    click(app, button_pos(scene, "B:"))
    assert scene.state.used[0][3]
    assert scene.match.actions[-1] == UseTile(4, "B")


def test_secret_choice_then_handoff_then_all_flip_at_once(app):
    scene = open_table(app, 2, 11)
    st = scene.state
    first = st.current_player()
    assert scene.viewer == first
    card = next(a.card for a in st.legal_actions() if isinstance(a, Choose))
    click(app, hand_pos(scene, card))
    assert scene.selected == card and st.step == "choose" and st.revealed[first] is None  # only picked
    click(app, button_pos(scene, "Choose this card"))
    assert st.revealed[first] == card
    # the seat changed in hot-seat: the chooser may still take it back, until "End turn"
    assert scene.turn_done and scene.match.can_undo()
    end_turn(app)
    assert isinstance(app.top, HandoffScene) and scene.viewer is None
    assert scene.hand == []
    pass_handoff(app)
    second = st.current_player()
    assert scene.viewer == second != first
    # the first seat's choice is drawn face down for the second seat
    assert scene.view["seats"][first]["revealed"] == "hidden"
    assert ("c", card) not in scene.card_rects
    other = next(a for a in st.legal_actions() if isinstance(a, Choose))
    click(app, hand_pos(scene, other.card))
    click(app, button_pos(scene, "Choose this card"))
    assert st.step != "choose"
    # both revealed together: a flip animation runs over both seats' cards
    flips = [f for f in scene.anims.items if getattr(f, "payload", (None,))[0] == "flip"]
    assert flips and first in flips[0].payload[1]


def test_other_seats_hands_are_never_drawn_face_up(app):
    scene = open_table(app, 3, 4)
    play_until(app, scene, random.Random(3), lambda s: s.round_number() >= 3 and s.step == "draft")
    st = scene.state
    viewer = scene.viewer
    assert viewer == st.current_player()
    faces = {key[1] for key in scene.card_rects if key[0] == "c"}
    for q in range(st.num_players):
        if q != viewer:
            assert not faces & set(st.hands[q]), "another seat's hand card is drawn face up"
    assert sorted(scene.hand) == sorted(st.hands[viewer])
    for q, seat in enumerate(scene.view["seats"]):
        assert (seat["hand"] is None) == (q != viewer)


def test_harlequin_invasion_highlights_the_victim_columns(app):
    # find a seed and moves where a harlequin is revealed and must pick a column
    for seed in range(40):
        match = Match(default_setup("ladybird", 2), seed)
        chooser = random.Random(seed)
        for _ in range(600):
            if match.state.step == "invade" or match.state.is_over():
                break
            match.apply(chooser.choice(match.state.legal_actions()))
        if match.state.step == "invade":
            break
    else:
        pytest.skip("no invasion found")
    scene = LadybirdScene(app, match)
    app.push(scene)
    pass_handoff(app)
    st = scene.state
    me = st.current_player()
    targets = {(q, c) for q, c in st.invade_targets(me)}
    assert scene.column_ok == targets
    # clicking one of your own columns is refused with the reason
    if st.tableau(me):
        before = st.to_position()
        click(app, column_pos(scene, me, st.tableau(me)[0]["colour"]))
        assert "another player" in scene.message[0]
        assert st.to_position() == before
    q, c = sorted(targets)[0]
    victim = st.cols[q][c][-1]
    perform(app, scene, Invade(q, COLOURS[c]))
    assert scene.match.actions[-1] == Invade(q, COLOURS[c])
    assert victim not in scene.state.cols[q][c]


def test_a_whole_game_through_the_scene_reaches_the_results(app):
    scene = open_table(app, 2, 21)
    play_until(app, scene, random.Random(21), lambda s: s.is_over(), limit=1000)
    advance(app, 5000)
    assert app.top is scene  # the results wait for a click
    click(app, (640, 400))
    assert isinstance(app.top, ResultsScene)
    sheet = app.top.sheet
    from game import i18n

    if i18n.language() == "en":   # tests/scenes/test_japanese.py plays this game in Japanese too
        assert sheet.categories == ["Colours", "Ladybirds", "Memories", "Aphids"]
    assert len(sheet.categories) == 4
    app.render()


def test_a_flower_bed_click_on_another_seats_column_is_refused_with_the_rules_reason(app):
    for seed in range(60):
        match = Match(default_setup("ladybird", 2), seed)
        chooser = random.Random(seed)
        for _ in range(600):
            st = match.state
            if st.is_over() or (st.step == "flowerbed" and st.tableau(1 - st.current_player())):
                break
            match.apply(chooser.choice(st.legal_actions()))
        if match.state.step == "flowerbed":
            break
    else:
        pytest.skip("no flower bed found")
    scene = LadybirdScene(app, match)
    app.push(scene)
    pass_handoff(app)
    st = scene.state
    me = st.current_player()
    other = 1 - me
    before = st.to_position()
    click(app, column_pos(scene, other, st.tableau(other)[0]["colour"]))
    assert scene.message[0] == st.flowerbed_reason(other, st.tableau(other)[0]["colour"])
    assert "your own columns" in scene.message[0]
    assert st.to_position() == before
    action = scene.state.legal_actions()[0]
    perform(app, scene, action)
    assert scene.match.actions[-1] == action


def test_the_picnic_offers_no_end_while_a_tile_can_be_taken(app):
    scene = open_table(app, 2, 11)
    chooser = random.Random(11)
    play_until(app, scene, chooser, lambda st: st.step == "picnic" and st.takeable_stacks(st.current_player())
               and not st.picnic_extra, limit=4000)
    st = scene.state
    labels = [b.label for b in scene.buttons]
    assert not any("picnic" in label or "Stop" in label for label in labels)
    assert st.picnic_end_refusal() is not None and EndPicnic() not in st.legal_actions()
    stack = st.takeable_stacks(st.current_player())[0]
    before = len(scene.match.actions)
    click(app, scene.stack_rects[stack].center)
    assert len(scene.match.actions) == before + 1  # the tile is taken by a click on its stack
