"""End turn waits, with computers at the table too (issue 24): after a person's turn-ending
move nothing of the next seat happens — no automatic step (Ladybird's placement of a revealed
card, the sticky leaf passing on), no log line — until End turn, and Undo works until then.
Once the turn end is confirmed, the next seat's automatic steps are applied and filed in the
log under that seat."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import button_pos, click, key, make_app
from game import settings
from game.rules.base import AUTOMA, Setup
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common.pacing import HINT_AFTER_MOVE
from titles import AVAILABLE

# (title, seats): a person first, computers after (and a second person in the larger mixes)
MIXES = [(t, ("human", "easy")) for t in AVAILABLE] + [
    ("ladybird", ("human", "easy", "human")),
    ("ladybird", ("human", "random", "random", "easy")),
    ("koinobori", ("human", "easy", "human")),
    ("paddy", ("human", "random", "human")),
]


def move_where(setup: Setup, wanted, seeds=range(1, 80), steps: int = 400):
    """(match, action): the first position of a seeded random game where seat 0 (a person) has
    a move that `wanted(state, probe)` accepts (`probe`: the state after it); None if none."""
    for seed in seeds:
        match = Match(setup, seed)
        chooser = random.Random(seed)
        for _n in range(steps):
            state = match.state
            if state.is_over():
                break
            if state.current_player() == 0:
                for action in state.legal_actions():
                    probe = state.clone()
                    probe.apply(action)
                    if wanted(state, probe):
                        return match, action
            match.apply(chooser.choice(state.legal_actions()))
    return None


def turn_end(title: str, seats: tuple[str, ...], automatic: bool | None, revealing: bool = False):
    """(match, action): a seeded game stopped where seat 0 (a person) has a move that ends its
    turn without revealing anything and hands over to a computer; with `automatic`, one after
    which that computer seat's turn begins with an automatic step."""
    setup = Setup(title, tuple(f"Seat {i + 1}" for i in range(len(seats))), 0, seats=seats)

    def wanted(state, probe) -> bool:
        nxt = probe.current_player()
        return ((probe.reveal_count != state.reveal_count) == revealing and probe.turn_id != state.turn_id
                and not probe.is_over() and nxt not in (None, AUTOMA, 0) and seats[nxt] != "human"
                and (automatic is None or (probe.forced_action() is not None) == automatic))
    found = move_where(setup, wanted)
    assert found is not None, f"{title} {seats}: no such turn end found"
    return found


@pytest.fixture
def app():
    before = settings.load()
    yield make_app()
    settings.save(before)


def open_at(app, match):
    table = app.push(registry.scene_class(match.setup.title)(app, match))
    table.show_to(0)
    return table


def check_waits(app, match, action) -> None:
    table = open_at(app, match)
    before, lines = match.state.to_position(), len(match.state.log)
    alone = match.state.clone()
    alone.apply(action)                     # the person's move, and nothing after it
    assert table.act(action, (640, 360))
    nxt = match.state.current_player()
    assert table.turn_done and table.computers.is_computer(nxt)
    assert match.state.to_position() == alone.to_position()      # nothing of the next seat
    assert all(seat == 0 for seat, _turn in match.log_marks[lines:])
    for _n in range(20):                    # time passes: the computer waits for End turn
        app.step()
    assert match.state.to_position() == alone.to_position() and table.computers.seat is None
    # Undo works (no "A computer player is moving")
    click(app, button_pos(table, "Undo"))
    assert not table.turn_done and match.state.to_position() == before
    assert "computer" not in (table.message[0] if table.message else "")
    # the click that worked says so: Undo, disabled by its own undo, is not then refused
    assert table.message is not None and table.message[0].startswith("Undone"), table.message
    # the undone move is quoted as the move's name, not read as an order ("Undone: Draft the ...")
    assert table.message[0] == f"Undone: \u201c{match.state.describe_action(action)}\u201d"
    # again, then End turn: now the next seat's automatic steps happen, filed under that seat
    assert table.act(action, (640, 360))
    assert match.state.to_position() == alone.to_position()
    forced = match.state.forced_action()
    click(app, button_pos(table, "End turn"))
    assert not table.turn_done and not match.can_undo()
    assert match.state.forced_action() is None
    marks = match.log_marks[lines:]
    mine = [seat for seat, _turn in marks]
    assert mine == sorted(mine, key=lambda s: s != 0)           # the person's lines first
    if forced is not None:
        theirs = [line for line, (seat, _t) in zip(match.state.log[lines:], marks) if seat == nxt]
        assert theirs, "the automatic step's log lines are filed under its own seat"
        assert len(match.state.log) > len(alone.log)


@pytest.mark.parametrize("title,seats", MIXES, ids=lambda v: v if isinstance(v, str) else "-".join(v))
def test_a_turn_end_before_a_computer_waits_and_undoes(title, seats, app):
    match, action = turn_end(title, seats, automatic=False)
    check_waits(app, match, action)


@pytest.mark.parametrize("seats", [("human", "easy"), ("human", "random", "human"),
                                   ("human", "random", "random", "easy")], ids="-".join)
def test_ladybird_the_next_seats_revealed_card_waits_for_end_turn(seats, app):
    """The reported case: the next (computer) seat's revealed native card was placed inside the
    person's move, so Undo was refused; now it is that seat's own step, after End turn."""
    match, action = turn_end("ladybird", seats, automatic=True)
    check_waits(app, match, action)


def test_ladybird_the_sticky_leaf_passes_after_end_turn(app):
    """The last garden turn of a round: the leaf passes (and the new round starts) only after
    End turn, in the log under the seat that takes the leaf."""
    seats = ("human", "easy", "easy")   # Ann plays last (Bot leads), so Cat takes the leaf next
    setup = Setup("ladybird", ("Ann", "Bot", "Cat"), 1, seats=seats)
    found = move_where(setup, lambda state, probe: probe.step == "leaf" and probe.reveal_count == state.reveal_count
                       and probe.current_player() == 2, steps=300)
    assert found is not None, "no round end by the person found"
    match, found = found
    table = open_at(app, match)
    lines, round_before = len(match.state.log), match.state.round_number()
    assert table.act(found, (640, 360))
    assert match.state.step == "leaf" and match.state.round_number() == round_before
    assert not any("sticky leaf" in line for line in match.state.log[lines:])
    click(app, button_pos(table, "Undo"))
    assert not table.turn_done
    assert table.act(found, (640, 360))
    click(app, button_pos(table, "End turn"))
    assert match.state.step != "leaf"
    leaf = [(line, seat) for line, (seat, _t) in zip(match.state.log[lines:], match.log_marks[lines:])
            if "sticky leaf" in line]
    assert leaf and all(seat == 2 for _line, seat in leaf)   # Cat takes the leaf, filed under Cat


def test_ladybird_a_days_last_discard_waits_for_end_turn_when_the_discarder_takes_the_leaf(app):
    """The round's last move is the person's discard and the leaf comes to them: the new round
    or day (their own automatic step) waits for End turn, and Undo takes the discard back until then
    (a play-test: the new day began at once and a mis-pressed discard was lost)."""
    setup = Setup("ladybird", ("Ann", "Bot"), 1, seats=("human", "easy"))
    found = move_where(setup, lambda state, probe: state.step == "discard" and probe.step == "leaf"
                       and probe.current_player() == 0, seeds=range(1, 120))
    assert found is not None, "no last discard by the new leaf holder found"
    match, found = found
    table = open_at(app, match)
    before, day = match.state.to_position(), match.state.day
    assert table.act(found, (640, 360))
    assert table.turn_done and match.state.step == "leaf" and match.state.day == day
    click(app, button_pos(table, "Undo"))
    assert not table.turn_done and match.state.to_position() == before
    assert table.act(found, (640, 360))
    click(app, button_pos(table, "End turn"))
    assert not table.turn_done and match.state.step == "choose" and match.state.current_player() == 0
    assert match.state.round_number() > 1 and not match.can_undo()


def test_old_saves_replay_to_the_same_game():
    """Saves hold decisions only: the automatic steps are applied by the match, so an action
    list made before they were split out replays to the same position (and the same log)."""
    setup = Setup("ladybird", ("A", "B", "C"), 0)
    match = Match(setup, 3)
    chooser = random.Random(3)
    while not match.state.is_over() and len(match.actions) < 250:
        match.apply(chooser.choice(match.state.legal_actions()))
    again = Match.replay(setup, 3, list(match.actions))
    assert again.state.to_position() == match.state.to_position()
    assert not any(type(a).__name__ in ("BeginTurn", "PassLeaf") for a in match.actions)


def bar_text(table) -> str:
    return " ".join(table._bar_lines[1])


@pytest.mark.parametrize("title", AVAILABLE)
def test_the_bar_offers_undo_only_when_it_is_possible(title, app):
    """After a turn-ending move that revealed something, Undo is impossible: the bar and the
    explanation of a table click say only "End turn"; after a quiet one they offer Undo too."""
    match, action = turn_end(title, ("human", "easy"), None, revealing=True)
    table = open_at(app, match)
    assert table.act(action, (640, 360)) and table.turn_done and not match.can_undo()
    assert "End turn" in bar_text(table) and "Undo" not in bar_text(table)
    click(app, (640, 400))
    assert table.message is not None and "End turn" in table.message[0] and "Undo" not in table.message[0]
    quiet, action = turn_end(title, ("human", "easy"), None)
    table = open_at(app, quiet)
    assert table.act(action, (640, 360)) and quiet.can_undo()
    assert "Undo" in bar_text(table)


def test_pondscape_solo_help_offers_undo_only_when_possible(app):
    """Pondscape's help panel after the solo player's turn: Undo is named only when it works."""
    match, action = turn_end_solo()
    table = open_at(app, match)
    assert table.act(action, (640, 360)) and table.turn_done
    assert ("Undo" in table._hint()) == match.can_undo()


def test_pondscape_help_names_the_next_seat_not_the_croaker_at_a_table_of_several(app):
    """With other seats (not the solo game's Croaker), the help panel after the turn-ending move
    names who plays next, as the bar does."""
    match, action = turn_end("pondscape", ("human", "easy"), None)
    table = open_at(app, match)
    assert table.act(action, (640, 360)) and table.turn_done
    assert "Croaker" not in table._hint() and "hands over to Seat 2" in table._hint()
    assert ("Undo" in table._hint()) == match.can_undo()


def turn_end_solo():
    setup = Setup("pondscape", ("Ann",), 0)
    for seed in range(1, 40):
        match = Match(setup, seed)
        chooser = random.Random(seed)
        for _n in range(60):
            state = match.state
            if state.current_player() == 0:
                for action in state.legal_actions():
                    probe = state.clone()
                    reveals = probe.reveal_count
                    probe.apply(action)
                    if probe.current_player() == AUTOMA and probe.reveal_count != reveals:
                        return match, action
                match.apply(chooser.choice(state.legal_actions()))
            else:
                match.apply(state.legal_actions()[0])
    raise AssertionError("no revealing solo turn end")


@pytest.mark.parametrize("title", AVAILABLE)
def test_a_refusal_made_while_the_turn_waits_goes_with_end_turn(title, app):
    """H while the turn waits for End turn says there is no hint now; End turn ends the wait,
    and the words about it go too (a play-test saw them over the next turn's prompt)."""
    match, action = turn_end(title, ("human", "easy"), automatic=False)
    table = open_at(app, match)
    assert table.act(action, (640, 360)) and table.turn_done
    key(app, pygame.K_h)
    assert table.message is not None and table.message[0] == HINT_AFTER_MOVE
    click(app, button_pos(table, "End turn"))
    assert not table.turn_done and table.message is None
