"""Determinism, replay and the undo policy, across every title."""
import random

import pytest

from game.rules.base import IllegalAction, Setup
from game.rules.match import Match
from titles import every_title, random_match


@every_title
def test_same_seed_and_actions_give_the_same_game(title):
    a = random_match(title, steps=80, seed=5)
    b = Match.replay(a.setup, a.seed, list(a.actions))
    assert b.state.to_position() == a.state.to_position()
    assert b.state.view(0) == a.state.view(0)


@every_title
def test_different_seeds_deal_different_games(title):
    a = Match(random_match(title, steps=0).setup, 1)
    positions = {str(Match(a.setup, seed).state.to_position()) for seed in range(1, 6)}
    assert len(positions) > 1


@every_title
def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing(title):
    match = random_match(title, steps=10)
    state = match.state
    legal = set(state.legal_actions())
    before = state.to_position()
    # take a legal action of another decision, or any action type with odd values
    for cls in state.ACTION_TYPES.values():
        import dataclasses

        values = {f.name: 999 if f.type in ("int", int) else None for f in dataclasses.fields(cls)}
        try:
            odd = cls(**values)
        except TypeError:
            continue
        if odd in legal:
            continue
        reason = state.check(odd)
        assert isinstance(reason, str) and reason
        with pytest.raises(IllegalAction):
            match.apply(odd)
        assert match.state.to_position() == before
        return
    pytest.skip("no action type accepts placeholder values")


@every_title
def test_actions_round_trip_through_json(title):
    match = random_match(title, steps=80)
    from game.rules.match import actions_from_json

    assert actions_from_json(title, match.actions_to_json()) == match.actions


@every_title
def test_undo_takes_back_only_own_moves_of_this_turn(title):
    """BGA policy: undo within the current player's turn, never past a reveal or a turn change."""
    chooser = random.Random(9)
    match = random_match(title, steps=0, seed=9)
    barriers = undone = 0
    for _ in range(200):
        if match.state.is_over():
            break
        state = match.state
        before = (state.to_position(), state.turn_id, state.reveal_count, state.current_player())
        match.apply(chooser.choice(state.legal_actions()))
        after = (match.state.turn_id, match.state.reveal_count, match.state.current_player())
        if after == before[1:]:
            assert match.can_undo()
            match.undo()
            assert match.state.to_position() == before[0]
            undone += 1
            match.apply(chooser.choice(match.state.legal_actions()))
        else:
            barriers += 1
            assert not match.can_undo()
            with pytest.raises(IllegalAction):
                match.undo()
    assert barriers > 0


def test_player_count_outside_the_title_range_is_refused():
    from game.rules.registry import TITLES
    from titles import AVAILABLE

    if not AVAILABLE:
        pytest.skip("no title")
    info = TITLES[AVAILABLE[0]]
    with pytest.raises(ValueError):
        Match(Setup(info.id, tuple(f"P{i}" for i in range(info.max_players + 1))), 1)


def test_the_log_is_grouped_by_turn_and_player_and_survives_undo():
    from game.rules.base import Setup

    match = Match(Setup("koinobori", ("Ana", "Ben", "Cy"), 0), 4)
    chooser = random.Random(4)
    for _ in range(40):
        match.apply(chooser.choice(match.state.legal_actions()))
    groups = match.log_groups()
    assert sum(len(lines) for _seat, lines in groups) == len(match.state.log)
    assert groups[0][0] is None  # the setup lines belong to nobody
    seats = [seat for seat, _ in groups[1:]]
    assert set(seats) <= {0, 1, 2} and len(seats) > 3
    # since a seat's last turn (one not moving now): the lines after it, none of its own
    seat = next(q for q in (1, 0, 2) if match.log_marks[-1][0] != q)
    since = match.lines_since_turn_of(seat)
    last = max(i for i, (who, _t) in enumerate(match.log_marks) if who == seat)
    assert since == match.state.log[last + 1:]
    marks = list(match.log_marks)
    if match.can_undo():
        match.undo()
        assert match.log_marks == marks[:len(match.state.log)]


def test_a_turn_begun_by_an_automatic_step_still_hears_what_the_others_did():
    """Ladybird's automatic first placement is logged under the seat whose turn it begins (once
    the previous seat ends its turn): that seat's hand-off must still list the others' moves
    since its last turn (it listed nothing), and the automatic placement too."""
    from game.rules.base import Setup

    match = Match(Setup("ladybird", ("A", "B", "C", "D"), 0), 5)
    chooser = random.Random(1)
    for _ in range(200):
        st = match.state
        seat = st.current_player()
        match.apply(chooser.choice(st.legal_actions()))
        if match.turn_end_held:
            match.confirm_turn_end()
        nxt = match.state.current_player()
        marks = match.log_marks
        if nxt != seat and marks and marks[-1][0] == nxt and len({w for w, _t in marks[-8:]}) > 1 \
                and any(w == nxt and t != marks[-1][1] for w, t in marks[:-1]):
            break
    else:
        raise AssertionError("no turn begun by an automatic step")
    since = match.lines_since_turn_of(nxt)
    others = [line for (who, _t), line in zip(marks, match.state.log) if who not in (nxt, None)]
    assert others[-1] in since, since
    assert since[-1] == match.state.log[-1]    # its own automatic placement, as news


@every_title
@pytest.mark.parametrize("players", [2, 4])
def test_undo_restores_exactly_what_replaying_all_but_the_last_action_gives(title, players):
    """Undo restores the state kept before the action (a replay per undo let one client of a
    table server spend its only thread, a security review); that state is the one a replay
    of the rest gives: position, log, log marks and the generator, at every undoable moment of
    random games, held turn ends included, and play goes on from it identically."""
    checked = 0
    for seed in range(3):
        setup = Setup(title, tuple(f"P{i}" for i in range(players)), 0)
        match = Match(setup, seed)
        chooser = random.Random(seed)
        while not match.state.is_over() and len(match.actions) < 120:
            action = chooser.choice(match.state.legal_actions())
            hold = chooser.random() < 0.5
            before = match.state.to_position()
            match.apply(action, hold_turn_end=hold)
            if match.can_undo() and chooser.random() < 0.5:
                replayed = Match.replay(setup, seed, match.actions[:-1])
                assert len(match.actions) - 1 in match._snapshots   # (the copy is what is compared)
                assert match.undo() == action
                assert match.state.to_position() == replayed.state.to_position() == before
                assert match.state.log == replayed.state.log and match.log_marks == replayed.log_marks
                assert match.state.rng.getstate() == replayed.state.rng.getstate()
                checked += 1
                match.apply(action, hold_turn_end=hold)
            if match.turn_end_held or match.forced_waiting:
                match.confirm_turn_end()
    assert checked > 5, checked
    again = Match.replay(match.setup, match.seed, list(match.actions))
    assert again.state.to_position() == match.state.to_position()
