"""A cycle's end (the growing phase over, Dew/Mud decisions, the harvest, the next cycle) is the
rules' automatic step `EndCycle` (state.forced_action), never part of the last mover's action:
a held turn end shows nothing of it, the match applies it once the turn is final and files its
log lines under no seat, and saves (decisions only) replay to the same games as before."""
from __future__ import annotations

import json
import random
from pathlib import Path

from game.rules.base import Setup
from game.rules.match import Match, actions_from_json
from game.rules.paddy import EndCycle

DATA = Path(__file__).parent / "data" / "games_before_cycle_end_step.json"


def last_move_of_a_cycle(seats=("human", "random"), mover: int = 0) -> tuple[Match, object]:
    """(match, action): a seeded game where seat `mover` has the move that ends cycle 1's growing."""
    setup = Setup("paddy", tuple(f"Seat {i + 1}" for i in range(len(seats))), 0, seats=seats)
    for seed in range(1, 60):
        match = Match(setup, seed)
        chooser = random.Random(seed)
        while match.state.cycle == 1 and not match.state.is_over():
            st = match.state
            if st.current_player() == mover:
                for action in st.legal_actions():
                    probe = st.clone()
                    probe.apply(action)
                    if probe.step == "harvest":
                        return match, action
            match.apply(chooser.choice(st.legal_actions()))
    raise AssertionError("no seed gives seat 0 the last move of a cycle")


def test_games_saved_before_the_step_replay_to_the_same_end():
    for game in json.loads(DATA.read_text()):
        setup = Setup.from_json(game["setup"])
        actions = actions_from_json("paddy", game["actions"])
        assert not any(isinstance(a, EndCycle) for a in actions)
        match = Match.replay(setup, game["seed"], actions)
        assert match.state.is_over()
        assert match.state.to_position() == game["position"]
        assert match.state.log == game["log"]
        assert not any(isinstance(a, EndCycle) for a in match.actions)   # never in the action list


def test_a_held_last_move_shows_nothing_of_the_harvest_until_confirmed():
    match, action = last_move_of_a_cycle()
    st = match.state
    scores, lines, cycle = list(st.scores), len(st.log), st.cycle
    match.apply(action, hold_turn_end=True)
    st = match.state
    assert st.step == "harvest" and st.current_player() is None and st.forced_action() == EndCycle()
    assert st.harvests == [] and st.scores == scores and st.cycle == cycle
    assert not any("harvest" in line or "growing phase" in line for line in st.log[lines:])
    assert all(seat == 0 for seat, _turn in match.log_marks[lines:])
    assert match.can_undo()          # nothing was revealed: the last move may still be taken back
    match.confirm_turn_end()
    st = match.state
    assert st.step != "harvest" and (st.harvests or st.step == "harvest_event")
    while st.step == "harvest_event":   # Dew / Mud decisions, when a seat may play one
        match.apply(next(a for a in st.legal_actions() if type(a).__name__ == "Done"))
    assert len(st.harvests) == 1 and st.cycle == cycle + 1


def test_the_harvest_is_filed_under_no_seat():
    match, action = last_move_of_a_cycle()
    match.apply(action)   # not held: the match applies the cycle's end at once (as for a computer)
    st = match.state
    while st.step == "harvest_event":
        match.apply(next(a for a in st.legal_actions() if type(a).__name__ == "Done"))
    groups = match.log_groups()
    harvest = [i for i, (_seat, lines) in enumerate(groups) if any(" harvest: " in line for line in lines)]
    assert len(harvest) == 1
    seat, lines = groups[harvest[0]]
    assert seat is None and harvest[0] > 0
    assert any("begins" in line for line in lines)     # the new cycle's deal, in the same group
    growing = next(i for i, (_s, ls) in enumerate(groups) if any("growing phase ends" in x for x in ls))
    assert groups[growing][0] is None                    # the end of growing: nobody's move either
    assert not any("harvest" in line for s, ls in groups[:growing] for line in ls)


def test_a_position_stopped_at_the_cycle_end_loads_and_plays_on():
    match, action = last_move_of_a_cycle()
    match.apply(action, hold_turn_end=True)
    doc = match.state.to_position()
    assert doc["step"] == "harvest" and doc["current"] is None
    loaded = Match(Setup("paddy", tuple(doc["setup"]["players"]), 0), 0, start=doc)
    assert loaded.state.step != "harvest"               # the match applies the automatic step on loading
    bad = dict(doc, current=0)
    try:
        Match(Setup("paddy", tuple(doc["setup"]["players"]), 0), 0, start=bad)
    except Exception as error:  # noqa: BLE001 - the loader's refusal
        assert "cycle ends" in str(error)
    else:
        raise AssertionError("a seat to act during the cycle's end was accepted")
