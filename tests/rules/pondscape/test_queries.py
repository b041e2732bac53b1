"""The read-only queries a scene highlights and explains from, so it never decides a rule itself."""
from __future__ import annotations

from game.rules.pondscape import Done, Jump, Play, Take
from game.rules.pondscape.board import NEIGHBOURS, frog_after
from game.rules.pondscape.data import BACK_FOODS, FRONT_FOODS

from .helpers import F, arrange, new_game

PLAIN = 7          # horned frog, front: fly; back: 3 points, no food
FRONT_JUMP = 0     # horned frog, front leaf: jumping frog; back: butterfly
BACK_JUMP = 3      # horned frog, front: dragonfly; back: butterfly + jumping frog
DESERT_PLAIN = 77  # desert tree frog (front: butterfly), special tuck, no leaf


def test_jump_targets_follow_the_legal_jumps_and_wrap_round_the_food_row():
    s = arrange(new_game(), hands={0: [FRONT_JUMP, PLAIN]}, frog=4)
    assert s.jump_targets() == {}                       # not now: nothing to light
    s.apply(Take(0))
    s.apply(Play(FRONT_JUMP, 0, False))
    assert s.phase == "jump"
    assert s.jump_targets() == {0: 1, 1: 2}             # spider|fly -> fly|cricket, cricket|dragonfly
    assert {frog_after(s.frog, a.steps): a.steps for a in s.legal_actions() if isinstance(a, Jump)} \
        == s.jump_targets()
    s.apply(Jump(1))
    assert s.jump_targets() == {}


def test_can_finish_tucking_matches_check_of_done():
    s = arrange(new_game(), hands={0: [DESERT_PLAIN, PLAIN]})
    for step in (Take(0), Play(DESERT_PLAIN, 0, False)):
        assert s.can_finish_tucking() == (s.check(Done()) is None) == False  # noqa: E712
        s.apply(step)
    assert s.phase == "special_tuck"
    assert s.can_finish_tucking() and s.check(Done()) is None


def test_food_symbols_count_the_face_that_shows():
    s = arrange(new_game(), ponds={0: {0: (PLAIN, False), 1: (BACK_JUMP, True), 2: (DESERT_PLAIN, False)}},
                turns=[3, 3])
    expected = [0] * 5
    for card, down in ((PLAIN, False), (BACK_JUMP, True), (DESERT_PLAIN, False)):
        for f in (BACK_FOODS if down else FRONT_FOODS)[card]:
            expected[f] += 1
    assert s.food_symbols(0) == expected
    assert expected[F["fly"]] == 1 and expected[F["butterfly"]] == 2 and expected[F["dragonfly"]] == 0
    assert s.food_symbols(1) == [0] * 5
    # the same counts the end-game scoring multiplies the tucked cards by
    details = s.score_details(0)
    assert [row["symbols"] for row in details["tucked"]] == expected


def test_events_view_hides_what_view_hides():
    s = arrange(new_game(), hands={0: [PLAIN, FRONT_JUMP]})
    s.apply(Take(0))
    s.apply(Play(PLAIN, 3, True))
    for viewer in (None, 0, 1):
        assert s.events_view(viewer) == s.view(viewer)["events"]
    assert s.events_view(1)[0]["card"] is None and s.events_view(0)[0]["card"] == PLAIN


def test_neighbours_are_the_orthogonal_spaces_of_the_3x5_pond():
    assert NEIGHBOURS[0] == (1, 5)
    assert NEIGHBOURS[7] == (2, 6, 8, 12)
    assert NEIGHBOURS[14] == (9, 13)
    assert all(c in NEIGHBOURS[n] for c in range(15) for n in NEIGHBOURS[c])
