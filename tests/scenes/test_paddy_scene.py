"""Paddy's table driven with real mouse events: cards, the ghost tile, animals, waterfalls, events,
refusals in words, hot-seat hand-offs, hidden hands, and a whole game to the results screen."""
import random

import pygame
import pytest

from game.rules.base import Setup
from game.rules.match import Match
from game.rules.paddy import (Done, KeepEvents, PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent,
                              RemoveTile, ReturnAnimal)
from game.scenes import registry
from game.scenes.common.handoff import HandoffScene
from game.scenes.paddy import PaddyScene
from game.scenes.common.results import ResultsScene
from game.scenes.common.table import HANDOFF_DELAY_MS
from driver import advance, click, drag, end_turn, key, make_app


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def open_scene(app, match) -> PaddyScene:
    registry.open_table(app, match)
    scene = app.find(PaddyScene)
    reveal(app)
    return scene


def reveal(app) -> None:
    """End the mover's turn, then click through the hand-off screen if it comes up."""
    end_turn(app)
    scene = app.find(PaddyScene)
    if scene is not None and scene.handoff_wait > 0:
        advance(app, HANDOFF_DELAY_MS + 50)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)


def advanced(players: int, seed: int, until) -> Match:
    match = Match(Setup("paddy", tuple(f"P{i + 1}" for i in range(players))), seed)
    chooser = random.Random(seed)
    while not until(match.state):
        match.apply(chooser.choice(match.state.legal_actions()))
    return match


def card_pos(scene, kind, value):
    for k, v, rect in scene.hand_cards:
        if k == kind and v == value:
            return rect.center
    raise AssertionError(f"no {kind} card {value!r} in the hand")


def perform(app, scene: PaddyScene, action) -> None:
    """Carry out `action` the way a player would: clicks, drags and keys on the table."""
    if scene.show_harvest is not None:
        click(app, scene.layout.zone("btn_alt").center)       # back to the hand
    done_at = scene.layout.zone("btn_done").center
    if isinstance(action, KeepEvents):
        for letter in action.letters:
            click(app, card_pos(scene, "event", letter))
        click(app, done_at)
    elif isinstance(action, PlacePaddy):
        if scene.sel_card != action.card:
            click(app, card_pos(scene, "paddy", action.card))
        if scene.sel_half != action.half:
            click(app, card_pos(scene, "half", action.half))
        assert (scene.sel_card, scene.sel_half) == (action.card, action.half)
        if action.tile == 0:
            click(app, done_at)
            return
        while action.tile == 3 and scene.rotation != action.rotation:
            key(app, pygame.K_r)
        click(app, scene.art.anchor_point(action.cell, action.tile, action.rotation))   # (the point of a turned tile)
    elif isinstance(action, PlaceAnimal):
        if action.src < 0:
            if scene.sel_animal is not None:
                click(app, scene.art.cell_rect(scene.sel_animal).center)   # put it down again
            click(app, scene.art.cell_rect(action.dst).center)
        else:
            drag(app, scene.art.cell_rect(action.src).center, scene.art.cell_rect(action.dst).center)
    elif isinstance(action, ReturnAnimal):
        drag(app, scene.art.cell_rect(action.cell).center, scene.reserve_rect.center)
    elif isinstance(action, PlaceWaterfall):
        click(app, scene.art.edge_mark(action.cell, action.side).center)
    elif isinstance(action, PlayEvent):
        click(app, card_pos(scene, "event", action.letter))
        if action.cell >= 0:
            click(app, scene.art.cell_rect(action.cell).center)
    elif isinstance(action, RemoveTile):
        cell = scene.state.tiles[action.tile][3][0]
        click(app, scene.art.cell_rect(cell).center)
    elif isinstance(action, Done):
        click(app, done_at)
    else:
        raise AssertionError(action)


def test_keeping_two_events_by_clicks_and_the_handoff_to_the_next_seat(app):
    match = Match(Setup("paddy", ("Ana", "Ben", "Cy")), 5)
    scene = open_scene(app, match)
    seat = match.state.current_player()
    assert scene.viewer == seat
    letters = sorted(set(scene.view["hand"]["event_draft"]))[:2]
    for letter in letters:
        click(app, card_pos(scene, "event", letter))
    click(app, scene.layout.zone("btn_done").center)
    assert match.actions[-1] == KeepEvents(tuple(letters))
    assert match.state.current_player() != seat
    assert scene.turn_done and app.top is scene        # the mover sees the move, then ends the turn
    # until then the hand shows the two kept, not an empty draw
    assert [label for label, _x in scene.group_labels] == ["Events kept"]
    assert sorted(value for kind, value, _rect in scene.hand_cards) == letters
    end_turn(app)
    assert isinstance(app.top, HandoffScene) and app.top.seat == match.state.current_player()
    assert scene.viewer is None and scene.face_up == []
    reveal(app)
    assert scene.viewer == match.state.current_player()


def test_placing_a_tile_with_the_ghost_and_refusing_an_illegal_spot(app):
    match = advanced(2, 4, lambda s: s.step == "paddy" and s.cycle == 1 and s.level.count(0) < 60)
    scene = open_scene(app, match)
    st = match.state
    action = next(a for a in st.legal_actions() if isinstance(a, PlacePaddy) and a.tile)
    click(app, card_pos(scene, "paddy", action.card))
    if scene.sel_half != action.half:
        click(app, card_pos(scene, "half", action.half))
    while action.tile == 3 and scene.rotation != action.rotation:
        key(app, pygame.K_r)
    # an illegal anchor: the rules' reason appears and nothing changes
    bad = next(a for a in range(64) if a not in scene.anchors
               and scene.board.collidepoint(scene.art.anchor_point(a, scene.tile_size)))
    count = len(match.actions)
    before = list(st.level)
    rot = scene.rotation
    click(app, scene.art.anchor_point(bad, scene.tile_size, rot))
    reason = st.placement_reason(action.card, action.half, rot, bad)
    assert reason and scene.message is not None and scene.message[0] == reason
    assert len(match.actions) == count and st.level == before
    # the legal anchor: the tile lands
    click(app, scene.art.anchor_point(action.cell, action.tile, action.rotation))
    assert match.actions[-1] == action
    assert st.step == "animals"
    assert sum(st.level) == sum(before) + action.tile


def test_illegal_waterfall_edge_is_refused_in_words(app):
    match = advanced(2, 21, lambda s: s.step == "waterfall" and any(isinstance(a, PlaceWaterfall)
                                                                   for a in s.legal_actions()))
    scene = open_scene(app, match)
    st = match.state
    legal = {(a.cell, a.side) for a in st.legal_actions() if isinstance(a, PlaceWaterfall)}
    bad = next((c, s) for c in range(64) for s in "NESW" if (c, s) not in legal)
    count = len(match.actions)
    click(app, scene.art.edge_mark(*bad).center)
    assert scene.message is not None and scene.message[0] == st.check(PlaceWaterfall(*bad))
    assert len(match.actions) == count
    good = sorted(legal)[0]
    mover = st.current_player()
    click(app, scene.art.edge_mark(*good).center)
    # the waterfall placed, step 2.4 has nothing to decide: the same click ends the turn, which waits
    assert match.actions[-2:] == [PlaceWaterfall(*good), Done()] and scene.turn_done
    assert (mover, good[0], good[1]) in [tuple(w) for w in match.state.waterfalls]


def test_other_seats_cards_are_never_drawn_face_up(app):
    match = advanced(3, 9, lambda s: s.step == "paddy" and s.cycle == 2)
    scene = open_scene(app, match)
    app.render()
    viewer = scene.viewer
    assert viewer == match.state.current_player()
    assert scene.face_up and all(owner == viewer for owner, _k, _v in scene.face_up)
    hand = match.state.view(viewer)["hand"]
    shown = sorted(v for _o, k, v in scene.face_up if k == "paddy")
    assert shown == sorted(hand["paddy"])


def test_a_whole_game_through_the_scene_reaches_the_results(app):
    match = Match(Setup("paddy", ("Ana", "Ben")), 17)
    scene = open_scene(app, match)
    chooser = random.Random(17)
    for _ in range(2000):
        if match.state.is_over():
            break
        reveal(app)
        st = match.state
        if st.is_over():   # End turn after the last move brought the final harvest
            break
        assert scene.viewer == st.current_player()
        action = chooser.choice(st.legal_actions())
        count = len(match.actions)
        perform(app, scene, action)
        # a click that leads to step 2.4 (nothing to decide there) also ends the turn
        folded = len(match.actions) == count + 2 and match.actions[-1] == Done()
        assert len(match.actions) == count + 1 or folded, (action, scene.message)
        assert match.actions[count] == action
    assert match.state.is_over()
    advance(app, 5000)
    assert app.top is scene  # the results wait for a click
    click(app, (640, 400))
    assert isinstance(app.top, ResultsScene)


def test_an_unplayable_event_card_is_refused_with_the_rules_reason(app):
    def blocked_event(s):
        if s.step != "paddy":
            return None
        legal = {a.letter for a in s.legal_actions() if isinstance(a, PlayEvent)}
        held = sorted(s.view(s.current_player())["hand"]["events"])
        return next((x for x in held if x not in legal), None)

    match = advanced(3, 2, lambda s: blocked_event(s) is not None)
    scene = open_scene(app, match)
    st = match.state
    letter = blocked_event(st)
    count = len(match.actions)
    click(app, card_pos(scene, "event", letter))
    assert scene.message is not None and scene.message[0] == st.event_refusal(letter)
    assert len(match.actions) == count and scene.sel_event is None


def paddy_rule_helpers():
    """tests/rules/paddy/helpers.py (position builders), loaded by path."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "rules" / "paddy" / "helpers.py"
    spec = importlib.util.spec_from_file_location("paddy_rule_helpers", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tie_ahead(names=None):
    """Seat 0 has just placed a 4-plot tile beside seat 1's terrace (C1, one animal of seat 1):
    one animal from the reserve onto A1 makes the merged terrace tied, 1 to 1."""
    from game.rules.paddy import PlaceAnimal, PlacePaddy

    h = paddy_rule_helpers()
    if names is not None:
        h.NAMES = tuple(names)   # (the builders seat their NAMES)
    s = h.after_draft(2)
    h.build(s, ["..1....."] + ["........"] * 7)
    h.set_animals(s, 1, [h.cell("C1")])
    h.set_animals(s, 0, [])
    h.at_step(s, "paddy", 0)
    h.give_hand(s, 0, [4, 1], ["day", "night"])
    s.apply(PlacePaddy(4, "day", 4, 0, h.cell("A1")))
    return s, PlaceAnimal(-1, h.cell("A1"))


def test_a_tied_terrace_is_marked_and_done_says_why_it_is_refused(app):
    """The tie rule is judged when step 2.2 ends: an in-between tie shows on the board, and
    clicking Done names the terrace and the counts instead of ending the step."""
    h = paddy_rule_helpers()   # (its cell names)
    s, animal = tie_ahead()
    s.apply(animal)          # 1 vs Ben's 1 on the merged terrace
    match = Match.from_state(s)
    scene = open_scene(app, match)
    assert any(t["tied"] for t in scene.terraces)
    app.render()
    done = scene.layout.zone("btn_done").center
    click(app, done)
    assert match.actions == []
    assert scene.message is not None and scene.message[0].startswith("Tie rule: on the level-1 terrace at A1")
    click(app, scene.art.cell_rect(h.cell("B2")).center)   # a second animal: 2 vs 1
    assert match.actions and not any(t["tied"] for t in scene.terraces)


@pytest.mark.parametrize("held", ["G", "H"])
def test_the_harvest_prompt_names_only_the_event_the_seat_can_play(app, held):
    """A Japanese keyboard tester held only Mud in the ditch (H) and was asked to play "Dew on
    the peaks or Mud in the ditch"."""
    other = {"G": "Mud in the ditch", "H": "Dew on the peaks"}[held]
    for seed in range(1, 80):
        match = Match(Setup("paddy", ("Ana", "Ben")), seed)
        chooser = random.Random(seed)
        for _ in range(900):
            st = match.state
            if st.is_over():
                break
            if st.step == "harvest_event":
                letters = {a.letter for a in st.legal_actions() if isinstance(a, PlayEvent)}
                if letters == {held}:
                    scene = open_scene(app, match)
                    scene.show_to(st.current_player())
                    scene.settle()
                    named = "Dew on the peaks" if held == "G" else "Mud in the ditch"
                    for words in (scene._hand_hint(None), scene.bar_text):   # the help line and the top bar
                        assert other not in words and named in words
                    return
            match.apply(chooser.choice(st.legal_actions()))
    pytest.fail("no harvest with only that event playable")


def test_the_harvest_prompt_of_a_seat_holding_neither_dew_nor_mud_says_to_pass(app):
    """A seat holding neither Dew on the peaks nor Mud in the ditch is still asked at the harvest
    (being asked must give nothing away) and may only pass; a play-test holding D and F was told
    to "play Dew on the peaks or Mud in the ditch now, or pass".  Its bar and help line now say it
    holds neither, and the Pass button, clicked, moves on."""
    for seed in range(1, 80):
        match = Match(Setup("paddy", ("Ana", "Ben")), seed)
        chooser = random.Random(seed)
        for _ in range(900):
            st = match.state
            if st.is_over():
                break
            if st.step == "harvest_event" and not any(isinstance(a, PlayEvent) for a in st.legal_actions()):
                scene = open_scene(app, match)
                scene.show_to(st.current_player())
                scene.settle()
                for words in (scene._hand_hint(None), scene.bar_text):   # the help line and the top bar
                    assert "play Dew on the peaks" not in words and "play Mud in the ditch" not in words
                    assert "you hold neither Dew on the peaks nor Mud in the ditch" in words
                app.render()
                before = len(match.actions)
                click(app, scene.layout.zone("btn_done").center)
                assert match.actions[before:] == [Done()]
                return
            match.apply(chooser.choice(st.legal_actions()))
    pytest.fail("no harvest where a seat could play neither event")


def test_clicking_an_animal_that_may_not_go_back_says_why(app):
    """Before placing the tile, a click on one of your animals picks it to return it to the
    reserve; where that return would leave its terrace tied, the click fell through to the tile
    and said "First choose a paddy card…" (a referee's play-test): now it gives the rules' reason."""
    h = paddy_rule_helpers()
    s = h.after_draft(2)
    h.build(s, ["111....."] + ["........"] * 7)
    h.set_animals(s, 0, [h.cell("A1"), h.cell("B1")])
    h.set_animals(s, 1, [h.cell("C1")])
    h.at_step(s, "paddy", 0)
    h.give_hand(s, 0, [4, 1], ["day", "night"])
    assert s.check(ReturnAnimal(h.cell("A1"))) is not None   # 1 against Ben's 1: a tie
    match = Match.from_state(s)
    scene = open_scene(app, match)
    app.render()
    click(app, scene.art.cell_rect(h.cell("A1")).center)
    assert match.actions == [] and scene.sel_animal is None
    assert scene.message is not None and scene.message[0] == s.check(ReturnAnimal(h.cell("A1"))), scene.message
    assert scene.message[0].startswith("Tie rule")
