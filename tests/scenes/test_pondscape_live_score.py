"""Pondscape's score as you play: a group whose condition fails now is framed on the pond with
the reason in its tooltip, and the running score says what the last change was (+5 / −5), all
from the rules' own scoring; the food cards' estimate counts wild frogs as the end does."""
from __future__ import annotations

import pygame
import pytest

from driver import advance, click, make_app
from game.scenes.common.turnflow import INPUT_GRACE_MS
from test_koipond_text_layout import recorded
from game.rules.base import Setup
from game.rules.match import Match
from game.rules.pondscape import STATE_CLASS
from game.scenes.pondscape import PondscapeScene
from game.scenes.pondscape.scorelive import signed
from rules.pondscape.helpers import arrange

HORNED, RED_EYED, GOLDEN, TOMATO = 7, 16, 26, 37


@pytest.fixture(scope="module")
def app():
    return make_app()


def table(app, state) -> PondscapeScene:
    """Seat 0 a person, seat 1 a computer, from `state` (seat 0 to take a card)."""
    start = state.to_position()
    match = Match(Setup("pondscape", ("Ann", "Ben"), 0, seats=("human", "easy")), 0, start=start)
    scene = PondscapeScene(app, match)
    app.reset(scene)
    assert scene.viewer == 0
    return scene


def three_species(app) -> PondscapeScene:
    s = STATE_CLASS.new(Setup("pondscape", ("Ann", "Ben"), 0), 3)
    s = arrange(s, ponds={0: {0: (HORNED, False), 5: (RED_EYED, False), 10: (GOLDEN, False)}},
                hands={0: [TOMATO]}, turns=[3, 3])
    return table(app, s)


def test_the_fourth_species_frames_the_red_eyed_group_and_says_minus_five(app):
    scene = three_species(app)
    state = scene.state
    red = next(g for g in state.score_details(0)["groups"] if g["species"] == "red_eyed")
    assert red["met"] and [5] not in scene.failing
    before = state.score_details(0)["steps"]
    click(app, scene.slot_rects[0].center)                  # take (the frog stays)
    click(app, (scene.hand_rects[scene.hand.index(TOMATO)].x + 8, scene.hand_rects[0].centery))
    assert scene.selected == TOMATO
    click(app, scene.cell_rects[14].center)                 # a fourth species, face up
    assert state.ponds[0][14] == TOMATO
    after = state.score_details(0)["steps"]
    red = next(g for g in state.score_details(0)["groups"] if g["species"] == "red_eyed")
    assert not red["met"]
    # the pond marks it, the tooltip says why, the change is the rules' own difference
    assert [5] in scene.failing
    assert any(f.payload == ("stopped", 0, 5) for f in scene.anims.items)
    tip = scene.tooltip_at(scene.cell_rects[5].center)
    assert "Scores nothing now: The pond holds 4 frog species (at most 3 allowed)." in tip.lines
    diff = {k: after[k] - before[k] for k in after if after[k] != before[k]}
    assert scene.score_changes[0] == diff and diff["Frog groups"] <= -5
    assert scene.change_total(0) == sum(diff.values())
    title = scene.tooltip_at((scene.layout.zone("pond").x + 40, scene.layout.zone("pond").y - 16))
    assert any(signed(diff["Frog groups"]) in line and line.startswith("Last change") for line in title.lines)
    advance(app, 2000)
    assert [5] in scene.failing                              # the frame stays once the pulse is over


def test_a_met_group_says_what_it_scores_now(app):
    scene = three_species(app)
    tip = scene.tooltip_at(scene.cell_rects[5].center)
    assert "Its group of 1 scores +5 now. The pond holds 3 frog species (at most 3 allowed)." in tip.lines
    assert scene.score_changes == {}                        # nothing changed yet: no +/− shown


def test_the_food_card_estimate_counts_wild_frogs(app):
    s = STATE_CLASS.new(Setup("pondscape", ("Ann", "Ben"), 0), 3)
    pond = {0: (103, False), 1: (13, False), 2: (18, False), 3: (27, False), 5: (89, False), 6: (93, False)}
    s = arrange(s, ponds={0: pond}, tucked={0: {4: [40]}}, turns=[6, 6])
    scene = table(app, s)
    rect = scene.food_rects[4]
    tip = scene.tooltip_at(rect.center)
    assert scene.symbols[4] == 6 == s.food_symbols(0)[4]
    assert tip.lines[0].startswith("6 spider symbols count in the pond now, wild frogs included: "
                                   "one more tucked card would score 6.")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hint_takes_the_help_texts_place_instead_of_covering_it(app, monkeypatch, lang):
    from game import i18n
    from game.ui import theme
    i18n.set_language(lang)
    try:
        scene = three_species(app)
        app.render()
        scene.inform("Hint: take the golden frog from the middle slot and place it face up at row 2, column 3.")
        seen = recorded(monkeypatch)
        app.render()
        box = scene.layout.zone("preview")
        assert scene.layout.zone("message").topleft == box.topleft
        lines = scene.assets.wrap(scene.message[0], scene.layout.zone("message").w - 24, theme.BODY_SIZE)
        inside = [t for t, r in seen if r.colliderect(box)]
        assert inside == lines                         # the message only: no help text under it
        seen.clear()
        advance(app, 4000)                             # the message's time is up
        app.render()
        assert [t for t, r in seen if r.colliderect(box)]   # and the help text is back once it has gone
    finally:
        i18n.set_language("en")


def test_another_seats_box_says_it_is_a_computer_and_its_level(app, monkeypatch):
    scene = three_species(app)
    seen = recorded(monkeypatch)
    app.render()
    box = scene.other_rects[1]
    assert "Easy" in [t for t, r in seen if box.contains(r)]
    assert scene.tooltip_at(box.center).lines[0] == "A computer player, level Easy."


def test_the_other_seats_last_move_stays_marked_until_the_person_acts(app):
    """Ben (a computer) takes, places and jumps: his space, his slot and the frog's move stay
    marked on Ann's table until Ann takes a card."""
    import random
    from game.rules.pondscape import Take
    scene = three_species(app)
    state = scene.state
    click(app, scene.slot_rects[0].center)                   # Ann: take, then place
    click(app, (scene.hand_rects[0].x + 8, scene.hand_rects[0].centery))
    click(app, scene.cell_rects[14].center)
    scene.end_turn()
    assert state.current_player() == 1
    assert scene.shown_trail() == {}                         # Ann's own move is not marked for Ann
    rng = random.Random(2)
    take = next(a for a in state.legal_actions() if isinstance(a, Take) and a.slot == 2)
    scene.act(take, by_viewer=False)
    while state.current_player() == 1:
        scene.act(rng.choice(state.legal_actions()), by_viewer=False)
    marks = scene.shown_trail()[1]
    placed = [c for c in range(15) if state.ponds[1][c] >= 0]
    assert marks["cells"] == set(placed) and 2 in marks["slots"]
    assert marks["frog"] is not None and marks["frog"][2] >= 2   # slot 2 moved the frog two borders
    tip = scene.tooltip_at(scene.move_rects[2].center)
    assert tip.lines[0].startswith("Ben took the ")
    app.render()
    assert tuple(app.canvas.get_at(scene.move_rects[2].inflate(6, 6).midleft))[:3] == scene.seat_colour(1)
    advance(app, INPUT_GRACE_MS + 50)                        # (clicks just after his move only hurry)
    click(app, scene.slot_rects[0].center)                   # Ann acts: the marks go
    assert scene.shown_trail() == {}


def finished(title: str, players: int, seed: int = 13):
    import random
    from game.rules.base import Setup as S
    m = Match(S(title, ("Ann", "Ben", "Cy")[:players], 0, seats=("human",) + ("easy",) * (players - 1)), seed)
    rng = random.Random(seed)
    while not m.state.is_over():
        m.apply(rng.choice(m.state.legal_actions()))
        m.confirm_turn_end()
    return m


def test_after_the_game_the_hand_of_the_pond_shown_is_face_up(app):
    match = finished("pondscape", 3)
    scene = PondscapeScene(app, match)
    app.reset(scene)
    scene.settle()
    for seat in range(3):
        scene.focus_override = seat
        scene.refresh()
        app.render()
        hand = match.state.hands[seat]
        assert scene.hand == hand and len(scene.hand_rects) == len(hand)
        fronts = [card for side, card, s in scene.drawn if s == seat and side == "front"]
        assert all(card in fronts for card in hand)
        assert not any(side == "back" and s == seat for side, _c, s in scene.drawn)
        assert scene.hand_label.startswith(f"{match.setup.players[seat]}'s hand at the end")


def test_with_two_people_each_sees_what_came_since_their_own_last_move(app):
    """Ann and Ben share the screen, Cy is a computer: Cy's move, made after Ben's turn, is still
    marked for Ben when his turn comes back, although Ann acted (and saw it) in between."""
    from game.scenes.common.handoff import HandoffScene

    match = Match(Setup("pondscape", ("Ann", "Ben", "Cy"), 0, seats=("human", "human", "easy")), 3)
    scene = PondscapeScene(app, match)
    app.reset(scene)
    state = scene.state

    def arrive(seat):
        advance(app, 1000)
        if isinstance(app.top, HandoffScene):
            click(app, app.top.button.rect.center)
        assert scene.viewer == seat

    def person_turn(seat):
        while not scene.turn_done:
            assert scene.act(state.legal_actions()[0], (640, 360))
        scene.end_turn()

    arrive(0)
    person_turn(0)
    arrive(1)
    assert sorted(scene.shown_trail()) == [0]
    person_turn(1)
    while state.current_player() == 2:
        scene.act(state.legal_actions()[0], by_viewer=False)
    arrive(0)
    assert sorted(scene.shown_trail()) == [1, 2]
    assert scene.act(state.legal_actions()[0], (640, 360))
    assert scene.shown_trail() == {}                      # Ann acted: she has seen them
    person_turn(0)
    arrive(1)
    assert sorted(scene.shown_trail()) == [0, 2]          # Cy's move is news to Ben
