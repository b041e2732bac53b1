"""Setup, the event draft, sowing, turn order, cycles and the end of the game."""
import pytest

from game.rules.base import IllegalAction
from game.rules.paddy import Done, KeepEvents, PlacePaddy, component_census
from game.rules.paddy.data import EVENT_CARDS, EVENT_TWO_PLAYER_REMOVED

from .helpers import after_draft, build, cell, new_game, set_animals


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_reserves_decks_and_event_draw(n):
    s = new_game(n)
    assert s.step == "draft" and s.cycle == 1
    assert s.animals == [[-1, -1, -1]] * n and s.wf_reserve == [2] * n
    assert s.scores == [0] * n and s.supply == {1: 28, 3: 16, 4: 12}
    assert all(len(d) == 4 for d in s.event_draft)
    if n == 2:
        removed = [c for c in range(16) if EVENT_TWO_PLAYER_REMOVED[c]]
        assert sorted(s.event_box) == removed
        drawn = sorted(EVENT_CARDS[c] for d in s.event_draft for c in d)
        assert drawn == list("ABCDEFGH")
    assert component_census(s) == []


def test_keep_two_different_event_cards():
    s = new_game(4, seed=2)
    p = s.current
    letters = sorted({EVENT_CARDS[c] for c in s.event_draft[p]})
    acts = s.legal_actions()
    assert all(isinstance(a, KeepEvents) and a.letters[0] < a.letters[1] for a in acts)
    assert len(acts) == len(letters) * (len(letters) - 1) // 2
    assert s.check(KeepEvents((letters[0], letters[0]))) == "The two event cards you keep must be different."
    missing = next(x for x in "ABCDEFGH" if x not in letters)
    assert s.check(KeepEvents(tuple(sorted((letters[0], missing))))) == f"You did not draw event card {missing}."
    turn = s.turn_id
    s.apply(acts[0])
    assert s.turn_id == turn + 1 and s.current == (p + 1) % 4
    assert len(s.event_hands[p]) == 2 and s.event_draft[p] == []


@pytest.mark.parametrize("n", [2, 3, 4])
def test_first_sowing_deals_two_and_two_and_discards_one(n):
    s = after_draft(n, first=1)
    assert s.step == "paddy" and s.current == 1 and s.first_player == 1
    assert [len(h) for h in s.paddy_hands] == [2] * n
    assert [len(h) for h in s.dn_hands] == [2] * n
    assert len(s.paddy_facedown) == 1 and len(s.paddy_deck) == 12 - 2 * n
    assert len(s.dn_deck) == 12 - 2 * n
    assert component_census(s) == []


def test_random_first_player_comes_from_the_seed():
    firsts = {after_draft(4, seed=k, first=None).first_player for k in range(12)}
    assert len(firsts) > 1
    assert after_draft(4, seed=7, first=None).first_player == after_draft(4, seed=7, first=None).first_player


@pytest.mark.parametrize("scores, prev, expected", [
    ([5, 9, 3], 0, 1),     # most points
    ([5, 3, 5], 0, 2),     # tie: the tied player seated after the previous first player
    ([5, 3, 5], 2, 0),
    ([4, 4, 4], 1, 2),
])
def test_first_player_of_later_cycles(scores, prev, expected):
    s = after_draft(3)
    s.paddy_hands = [[], [], []]
    s.dn_hands = [[], [], []]
    s.paddy_played = [c for c in range(13) if c not in s.paddy_deck + s.paddy_facedown]
    s.dn_played = [c for c in range(12) if c not in s.dn_deck]
    s.scores = list(scores)
    s.score_rows = [{"Profile": v, "Irrigation": 0, "Highest terrace": 0} for v in scores]
    s.first_player = prev
    s.cycle = 2
    reveal = s.reveal_count
    s._sow()
    assert s.first_player == expected and s.current == expected
    assert s.reveal_count == reveal + 1
    assert len(s.paddy_deck) == 12 - 6 and len(s.paddy_facedown) == 1
    assert component_census(s) == []


def play_simple_cycle(s):
    turns = 0
    cycle = s.cycle
    while s.cycle == cycle and not s.is_over():
        if s.step == "harvest_event":
            s.apply(Done())
            continue
        if s.step == "harvest":   # the automatic step at the cycle's end (the match applies it)
            s.apply(s.forced_action())
            continue
        s.apply(next(a for a in s.legal_actions() if isinstance(a, PlacePaddy)))
        s.apply(Done())
        s.apply(Done())
        turns += 1
    return turns


@pytest.mark.parametrize("n", [2, 3, 4])
def test_twelve_turns_per_cycle_and_four_cycles(n):
    s = after_draft(n)
    for cycle in range(1, 5):
        assert s.cycle == cycle
        assert play_simple_cycle(s) == 12
    assert s.is_over() and s.current_player() is None and s.legal_actions() == []
    assert len(s.harvests) == 4 and len(s.phase_scores()) == 4
    assert s.check(Done()) == "The game is over."
    with pytest.raises(IllegalAction):
        s.apply(Done())
    assert len(s.tiles) == 48


def test_paddy_step_has_no_done_and_must_place():
    s = after_draft(2)
    assert s.check(Done()) == "You must place a tile (play a paddy card and a day/night card)."


def test_apply_leaves_state_unchanged_on_error():
    s = after_draft(2)
    before = s.to_position()
    with pytest.raises(IllegalAction) as info:
        s.apply(PlacePaddy(4, "day", 4, 0, cell("H8")))
    assert str(info.value)
    assert s.to_position() == before


def finished(scores, board_rows=None, animals=None):
    s = after_draft(2)
    if board_rows:
        build(s, board_rows)
    for p, cells in (animals or {}).items():
        set_animals(s, p, cells)
    s.scores = list(scores)
    s.score_rows = [{"Profile": v, "Irrigation": 0, "Highest terrace": 0} for v in scores]
    s.harvests = [s.harvests[-1]] if s.harvests else []
    from game.rules.paddy import harvest
    masks, levels, tof = s.terraces()
    s.harvests.append(harvest(s.level, masks, levels, tof, s.animals, s.waterfalls))
    s._decide_winners()
    s.step = "over"
    return s


def test_winner_has_most_points():
    s = finished([10, 12])
    assert s.score_sheet().winners == [1]


def test_tie_broken_by_majority_on_the_highest_terrace():
    s = finished([10, 10], ["3.2.....", "........"] + ["........"] * 6,
                 {0: [cell("C1")], 1: [cell("A1")]})
    sheet = s.score_sheet()
    assert sheet.winners == [1] and "highest terrace" in sheet.notes[0]


def test_full_tie_is_shared():
    s = finished([10, 10])
    assert s.score_sheet().winners == [0, 1]
