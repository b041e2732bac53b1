"""The score over a game (game/rules/history.py): a replay sampled at every round's end."""
import pytest

from game.rules.base import IllegalAction, Setup
from game.rules.history import match_history, score_history
from game.rules.koinobori import Done
from game.rules.match import Match
from game.rules.paddy.data import CYCLES
from game.rules.pondscape.board import ROUNDS
from titles import every_title, random_match

ROUNDS_OF = {"paddy": CYCLES, "pondscape": ROUNDS, "ladybird": 15}


@every_title
def test_the_history_of_a_finished_game_runs_from_the_opening_to_the_final_score(title):
    match = random_match(title, steps=100_000, seed=4)
    assert match.state.is_over()
    before = match.state.to_position()
    history = match_history(match)
    assert match.state.to_position() == before and match.actions  # the match is not touched
    assert history.players == tuple(match.setup.players)
    assert history.totals[0] == tuple(Match(match.setup, match.seed).state.score_sheet().totals())
    assert history.totals[-1] == tuple(match.state.score_sheet().totals())
    assert len(history.rounds) == len(history.totals)
    assert list(history.rounds) == list(range(history.rounds[0], history.rounds[0] + len(history.rounds)))
    if title in ROUNDS_OF:  # every round (Paddy: cycle) of the game is a sample, after the opening
        assert history.rounds == tuple(range(ROUNDS_OF[title] + 1))


def test_paddy_samples_each_cycle_at_its_harvest():
    match = random_match("paddy", players=3, steps=100_000, seed=8)
    history = match_history(match)
    assert history.word == "Cycle"
    harvests = [h["scores_after"] for h in match.state.harvests]
    assert [list(t) for t in history.totals[1:]] == harvests


def test_an_unfinished_game_is_sampled_up_to_its_last_finished_round():
    match = random_match("pondscape", players=2, steps=60, seed=2)
    assert not match.state.is_over()
    history = match_history(match)
    assert history.word == "Round"
    assert history.rounds[-1] == match.state.round_number() - 1


def test_a_koinobori_round_is_one_turn_of_every_seat():
    match = random_match("koinobori", players=3, steps=0)
    state = match.state
    assert state.round_number() == 1
    turns = 0
    while turns < 4:
        turn = state.turn_id
        match.apply(state.legal_actions()[0])
        turns += state.turn_id - turn
    assert state.round_number() == 2  # three turns make round 1, the fourth is in round 2


def test_koinobori_names_its_samples_by_the_turn_for_it_has_no_rounds():
    """Two play-tests read "Scores round by round" on a game whose rulebook has no rounds."""
    match = random_match("koinobori", players=3, steps=100_000, seed=3)
    history = match_history(match)
    assert history.word == "Turn"
    assert len(history.rounds) > 3 and history.rounds[:3] == (0, 1, 2)


def test_a_history_replays_from_a_start_position():
    played = random_match("ladybird", players=2, steps=40, seed=6)
    start = Match.from_state(played.state)
    more = random_match("ladybird", players=2, steps=70, seed=6).actions[40:]
    history = score_history(start.setup, start.seed, more, start.start)
    assert history.totals[0] == tuple(played.state.score_sheet().totals())


def test_the_solo_ranks_come_from_the_data_and_name_the_achievement():
    match = random_match("pondscape", players=1, steps=100_000)
    state = match.state
    ranks = state.solo_ranks()
    assert [name for name, _low in ranks] == ["Tadpole", "Froglet", "Pond Keeper", "Marsh Guardian", "Pond Legend"]
    assert [low for _name, low in ranks] == sorted(low for _name, low in ranks)
    score = state.score_sheet().totals()[0]
    assert state.solo_achievement() == [name for name, low in ranks if score >= low][-1]
    ladybird = random_match("ladybird", players=1, steps=0).state
    assert ladybird.solo_ranks() == [] and ladybird.solo_achievement() is None  # "beat your high score"


def test_an_action_list_the_rules_refuse_raises():
    setup = Setup("koinobori", ("Ana", "Ben"))
    with pytest.raises(IllegalAction):
        score_history(setup, 1, [Done(), Done(), Done()])
