"""bench/paddy_planner_screen.py: the screened planner picks one of its seat's best-looking
tiles by playing every seat on to the cycle's harvest, decides from its InfoState alone, and
takes the greedy animal steps its plan assumes."""
import random

from game.ai import Budget, InfoState
from game.rules.base import AUTOMA
from titles import random_match

from .bench import load_bench
from .swaps import other_deal


def tile_position(seed: int):
    """A four-seat position where a seat is to place a tile, with a few tiles down."""
    state = random_match("paddy", 4, steps=8, seed=seed).state
    while state.step != "paddy" or state.turn_event is not None or state.current_player() == AUTOMA:
        state.apply(state.legal_actions()[0])
    return state


def test_each_of_the_top_tiles_is_played_on_to_the_harvest_and_the_best_lead_wins(monkeypatch):
    screen = load_bench("paddy_planner_screen")
    state = tile_position(5)
    info = InfoState.to_act(state)
    top = screen.tile_looks(info.canonical(), info.seat)[:3]
    assert len(top) == 3
    pick = screen.planned_tile(info, 3, 1, random.Random(1))
    assert pick in top and pick in info.legal_actions()
    # one play-on a tile and deal, in the best-looking order, each to the cycle's harvest;
    # the one whose banked lead is best is taken (here, by fiat, the third)
    played = []

    def lead(deal, seat):
        assert deal.cycle == state.cycle + 1 or deal.is_over()
        assert seat == info.seat
        played.append(deal)
        return 100.0 if len(played) == 3 else 0.0

    monkeypatch.setattr(screen, "lead", lead)
    assert screen.planned_tile(info, 3, 1, random.Random(1)) == top[2]
    assert len(played) == 3


def test_the_planner_decides_from_what_its_seat_may_see():
    """Another deal of everything hidden from the seat (made by hand, tests/ai/swaps.py)
    leaves the planner's tile unchanged, given the same seed."""
    screen = load_bench("paddy_planner_screen")
    player = screen.planner_class(3, 2)()
    compared = 0
    for seed in (5, 9):
        state = tile_position(seed)
        seat = state.current_player()
        other = other_deal(state, seat)
        assert other.to_position() != state.to_position()
        mine = player.choose(InfoState(state, seat), Budget(iterations=24), 3)
        theirs = player.choose(InfoState(other, seat), Budget(iterations=24), 3)
        assert mine == theirs and type(mine).__name__ == "PlacePaddy"
        compared += 1
    assert compared == 2


def test_after_its_tile_the_planner_takes_the_greedy_animal_step_it_planned_with():
    screen = load_bench("paddy_planner_screen")
    player = screen.planner_class(3, 1)()
    state = tile_position(7)
    info = InfoState.to_act(state)
    state.apply(player.choose(info, Budget(iterations=24), 1))
    assert state.step == "animals"
    info = InfoState.to_act(state)
    greedy = screen.K._policy(info.canonical(), random.Random(2), info.seat, best_tile=True)
    assert player.choose(info, Budget(iterations=24), 2) == greedy


def test_the_timing_reports_each_planned_tile_it_measured():
    screen = load_bench("paddy_planner_screen")
    lines = []
    times = screen.time_tiles(2, 2, 1, out=lines.append)
    assert len(times) == 2 and all(t > 0 for t in times)
    assert lines[0].startswith("planned tile, top 2 x 1 deals, 2 positions: CPU median")
