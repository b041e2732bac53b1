"""Koinobori: the card another seat took from the draw row leaves a lasting mark where it lay
(a faint ghost of it, outlined in the taker's colour with its shape; the row keeps the gap) until
the person at the screen acts, and it travels to the taker's line in the players panel.  Driven
with real clicks and the table's own drawing."""
from __future__ import annotations

import pytest

from driver import advance, click, make_app
from game.rules.koinobori import TakeCard
from game.scenes.common.turnflow import INPUT_GRACE_MS
from game.scenes.koinobori.layout import row_slot
from game.ui.anim import Tween
from rules.koinobori.helpers import BK, DG, OR, PK, PU, YG, Cards, build
from scenes.test_koinobori_live_score import table


@pytest.fixture(scope="module")
def app():
    return make_app()


def three_seats(row_cards: int):
    """Ben (seat 1, a computer at level 3: he takes two) is to act, then Cy (a computer at level 1:
    one), then Ann, the person at the screen; the draw row holds `row_cards` cards."""
    c = Cards()
    own = [[], [c.get(BK), c.get(BK, DG)], []]
    hands = [[c.get(OR, PU)], [c.get(YG)], [c.get(PK)]]
    state = build(3, flags=[DG, OR, PK, BK], own=own, hands=hands, row=c.any(row_cards), current=1, cards=c)
    return state


def test_a_card_taken_by_another_seat_leaves_its_place_marked_until_the_person_acts(app):
    scene = table(app, three_seats(7), seats=("human", "hard", "hard"))
    app.render()
    state = scene.state
    zone = scene.layout.zone("row")
    row = list(state.row)
    scene.act(TakeCard(0), by_viewer=False)            # Ben takes the left end card, then the next one
    assert any(t.payload == ("taken", row[0]) and t.start == row_slot(zone, 0).topleft
               and t.end == scene.seat_origin(1).topleft for t in scene.anims.of(Tween))   # it travels to Ben
    scene.act(TakeCard(0), by_viewer=False)
    assert state.current_player() == 2
    scene.act(TakeCard(len(state.row) - 1), by_viewer=False)   # Cy takes the right end
    assert state.current_player() == 0 and state.row == row[2:6]   # no refill above 3 cards
    # the places stay empty: ghosts of what was taken in the taker's colour; the row does not close up
    assert scene.row_ghosts == [(row_slot(zone, 0), 1, row[0]), (row_slot(zone, 1), 1, row[1]),
                                (row_slot(zone, 6), 2, row[6])]
    assert scene.row_rects == [row_slot(zone, k) for k in range(2, 6)]
    advance(app, 2000)
    app.render()
    for ghost, seat, _card in scene.row_ghosts:
        assert tuple(app.canvas.get_at((ghost.x + 2, ghost.centery)))[:3] == scene.seat_colour(seat)
    tip = scene.tooltip_at(row_slot(zone, 6).center)
    assert tip is not None and any(line.startswith(state.names[2] + " took this card from here") for line in tip.lines), tip
    # a click on a ghost takes nothing; a click on the card at the left end takes it, and the marks go
    before = len(scene.match.actions)
    advance(app, INPUT_GRACE_MS + 50)
    click(app, row_slot(zone, 0).center)
    assert len(scene.match.actions) == before
    assert scene.message[0] == "B took the card that lay here; take one of the cards in the row."
    left_end = state.row[0]
    click(app, scene.row_rects[0].center)
    assert scene.match.actions[-1] == TakeCard(0) and left_end in state.hands[0]
    assert scene.row_ghosts == [] and scene.row_rects == [row_slot(zone, k) for k in range(len(state.row))]
    # the remaining cards close up with a short glide from where they lay
    assert any(t.payload == state.row[0] and t.start == row_slot(zone, 3).topleft for t in scene.anims.of(Tween))


def test_a_refilled_row_keeps_no_gap_and_the_persons_own_take_leaves_no_ghost_for_them(app):
    scene = table(app, three_seats(5), seats=("human", "hard", "hard"))
    app.render()
    state = scene.state
    zone = scene.layout.zone("row")
    scene.act(TakeCard(0), by_viewer=False)
    scene.act(TakeCard(0), by_viewer=False)            # Ben leaves 3 cards: the row slides down and refills
    assert len(state.row) == 7 and scene.row_ghosts == [] and len(scene.row_rects) == 7
    assert scene.shown_trail()[1]["took"]               # the players panel still frames Ben's hand
    scene.act(TakeCard(6), by_viewer=False)             # Cy takes the right end: its place is marked
    assert [(seat, r) for r, seat, _c in scene.row_ghosts] == [(2, row_slot(zone, 6))]
    advance(app, INPUT_GRACE_MS + 50)
    click(app, scene.row_rects[-1].center)              # Ann takes the right end: no ghost for herself
    assert scene.match.actions[-1] == TakeCard(5) and scene.row_ghosts == []
    assert scene.row_rects == [row_slot(zone, k) for k in range(5)]


def test_with_two_people_each_sees_what_happened_since_their_own_last_move(app):
    """Ann and Ben share the screen, Cy is a computer: Cy's take, made after Ben's turn, stays
    marked for Ben even though Ann acted (and saw it) before Ben's turn came back."""
    from driver import end_turn
    from game.scenes.common.handoff import HandoffScene

    c = Cards()
    hands = [[c.get(OR, PU)], [c.get(YG)], [c.get(PK)]]
    state = build(3, flags=[DG, OR, PK, BK], hands=hands, row=c.any(7), current=0, cards=c)
    from game.rules.base import Setup
    from game.rules.match import Match
    from game.scenes.koinobori import KoinoboriScene

    match = Match(Setup("koinobori", ("Ann", "Ben", "Cy"), 0, seats=("human", "human", "hard")), 0,
                  start=state.to_position())
    scene = KoinoboriScene(app, match)
    app.reset(scene)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    assert scene.viewer == 0
    state = scene.state
    zone = scene.layout.zone("row")

    def hand_over():
        end_turn(app)
        advance(app, 1000)
        assert isinstance(app.top, HandoffScene)
        click(app, app.top.button.rect.center)
        advance(app, INPUT_GRACE_MS + 50)

    app.render()
    click(app, scene.row_rects[-1].center)               # Ann takes the right end (one take at level 1)
    hand_over()
    assert scene.viewer == 1 and [(r, q) for r, q, _c in scene.row_ghosts] == [(row_slot(zone, 6), 0)]
    click(app, scene.row_rects[0].center)                # Ben takes the left end
    assert scene.row_ghosts == []                        # Ben acted: Ann's take has been seen
    end_turn(app)
    scene.act(TakeCard(len(state.row) - 1), by_viewer=False)   # Cy takes the right end
    advance(app, 1000)
    click(app, app.top.button.rect.center)               # the hand-off to Ann
    advance(app, INPUT_GRACE_MS + 50)
    assert scene.viewer == 0 and sorted(scene.shown_trail()) == [1, 2]
    assert [(r, q) for r, q, _c in scene.row_ghosts] == [(row_slot(zone, 0), 1), (row_slot(zone, 5), 2)]
    click(app, scene.row_rects[0].center)                # Ann takes: she has seen Ben's and Cy's moves
    assert scene.shown_trail() == {}
    hand_over()
    assert scene.viewer == 1 and sorted(scene.shown_trail()) == [0, 2]   # Cy's take is news to Ben
    assert len(state.row) == 7 and scene.row_ghosts == []   # (Ann's take left 3: the row was refilled)
