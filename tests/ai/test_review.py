"""The computer's second opinion (game/ai/review.py, game/reviews.py): which moves are judged,
that a judgement sees only the mover's information state, that the move played is always
searched, and that the same game, iterations and seed give the same review."""
import random

import pytest

from game.ai import InfoState
from game.ai.knowledge import knowledge_for
from game.ai.review import Decision, decisions, mark, review_decision
from game.ai.search import ISMCTS, Budget
from game.rules.base import AUTOMA, Setup
from game.rules.match import Match
from game.reviews import Review
from titles import AVAILABLE, every_title, random_match

from .swaps import other_deal
from .test_fairness import decisions as decision_states


def finished(title, players=None, seed=4, seats=()):
    match = random_match(title, players, steps=100000, seed=seed)
    if seats:
        setup = Setup(match.setup.title, match.setup.players, match.setup.first_player,
                      match.setup.options, tuple(seats))
        match = Match.replay(setup, match.seed, match.actions)
    assert match.state.is_over()
    return match


@every_title
def test_hidden_cards_of_other_seats_do_not_change_the_review(title):
    """Twins: the same decision in a state and in another deal of what the mover cannot see
    (swapped by hand in swaps.py) get the same best move and the same values."""
    compared = 0
    for state in decision_states(title):
        seat = state.current_player()
        other = other_deal(state, seat)
        legal = state.legal_actions()
        for played in (legal[0], legal[-1]):
            mine = review_decision(Decision(3, seat, InfoState(state, seat), played), 12, 5)
            theirs = review_decision(Decision(3, seat, InfoState(other, seat), played), 12, 5)
            assert mine == theirs
            compared += 1
    assert compared >= 4


@every_title
def test_the_move_played_is_searched_even_when_hard_would_never_look_at_it(title):
    """The worst-looking legal move gets play-outs of its own at the root (its value is the
    search's statistic, comparable with the best's), though the title's candidates or the
    widening alone would leave it out; without `include` the same search gives it none."""
    _check_searched(title)


def test_the_move_played_was_left_out_without_include_in_some_title():
    """(The contrast above is real somewhere.)"""
    assert any(_check_searched(t) for t in AVAILABLE)


def _check_searched(title) -> bool:
    state = max(decision_states(title), key=lambda s: len(s.legal_actions()))
    seat = state.current_player()
    info = InfoState(state, seat)
    legal = info.legal_actions()
    k = knowledge_for(title)
    base = info.canonical()
    worst = min(legal, key=lambda a: (_gain(k, base, a, seat), -legal.index(a)))
    widened = False
    search = ISMCTS(info, k, random.Random(1))
    best = search.run(legal, Budget(iterations=12), include=worst)
    assert search.root.children[worst].visits >= k.prior_visits + 1
    assert best in legal
    plain = ISMCTS(info, k, random.Random(1))
    plain.run(legal, Budget(iterations=12))
    if worst not in plain.order or plain.order.index(worst) >= plain._width(plain.root.visits):
        node = plain.root.children.get(worst)    # not a candidate, or beyond the widening
        assert node is None or node.visits <= k.prior_visits
        widened = True
    review = review_decision(Decision(7, seat, info, worst), 12, 1)
    assert review.played == worst and review.best in legal
    return widened


def _gain(k, base, action, seat):
    after = base.clone(rng=random.Random(0))
    after.apply(action)
    return k.gain(after, seat)


@every_title
def test_only_the_human_seats_decisions_with_a_choice_are_reviewed(title):
    match = finished(title, seats=("human", "hard"))
    found = decisions(match.setup, match.seed, match.actions)
    replay = Match(match.setup, match.seed)
    expected = []
    for index, action in enumerate(match.actions):
        state = replay.state
        if state.current_player() == 0 and len(state.legal_actions()) > 1:
            expected.append((index, action))
        replay.apply(action)
    assert [(d.index, d.played) for d in found] == expected
    assert expected and all(d.seat == 0 for d in found)


@pytest.mark.parametrize("title", ["pondscape", "ladybird"])
def test_the_automa_is_not_reviewed_and_solo_values_are_points(title):
    match = finished(title, players=1, seed=2)
    review = Review(match, None, iterations=6, seed=0)
    review.run()
    replay = Match(match.setup, match.seed)
    automa = set()
    for index, action in enumerate(match.actions):
        if replay.state.current_player() == AUTOMA:
            automa.add(index)
        replay.apply(action)
    assert review.done and review.moves and not automa & set(review.moves)
    # points of the solo score (rewards are score / solo_scale, about 0..1): far above 1
    assert max(r.value_best for r in review.moves.values()) > 5


def test_the_marks_follow_the_title_thresholds():
    k = knowledge_for("koinobori")
    doubtful, mistake = k.review_limits
    assert mark("koinobori", False, doubtful - 0.001) is None
    assert mark("koinobori", False, doubtful) == "doubtful"
    assert mark("koinobori", False, mistake) == "mistake"
    solo_doubtful, _ = knowledge_for("ladybird").review_solo
    assert mark("ladybird", True, solo_doubtful) == "doubtful"
    assert mark("ladybird", True, doubtful) is None   # points, not the 0..1 result


def test_an_unfinished_game_is_not_reviewed():
    match = random_match("koinobori", steps=10)
    with pytest.raises(ValueError, match="not finished"):
        Review(match, None, iterations=4)


def test_a_review_done_in_parts_is_the_review_done_at_once(tmp_path):
    """Each move has its own seed: stopping half-way and going on from the file beside the save
    gives what one run gives."""
    from game.saves import save_match

    match = finished("koinobori")
    path = tmp_path / "g.json"
    save_match(match, path)
    whole = Review(match, None, iterations=8, seed=3)
    whole.run()
    part = Review.of_save(path, iterations=8, seed=3)
    for d in part.decisions[:5]:
        part.moves[d.index] = review_decision(d, 8, 3)
    part.save()
    rest = Review.of_save(path, iterations=8, seed=3)
    assert rest.progress == (5, len(whole.decisions))
    rest.run()
    assert rest.rows() == whole.rows()


def test_the_worker_reviews_move_by_move_as_this_process_does(tmp_path):
    """The viewer's way: `step_in` never waits, asks the worker process one move at a time,
    counts progress, and writes the file beside the save; the result is run()'s."""
    import time

    from game.ai.worker import Worker
    from game.reviews import cache_path
    from game.saves import save_match

    match = finished("ladybird", seed=6)
    path = tmp_path / "g.json"
    save_match(match, path)
    here = Review(match, None, iterations=6, seed=2)
    here.run()
    review = Review.of_save(path, iterations=6, seed=2)
    seen = []
    table_state = random_match("koinobori", steps=6, seed=1).state
    with Worker() as worker:
        deadline = time.monotonic() + 240
        asked = False
        while not review.done and time.monotonic() < deadline:
            if review.step_in(worker):
                seen.append(review.progress[0])
            if len(seen) == 3 and not asked:   # a table asks the same worker for a move meanwhile
                asked = True
                ticket = worker.request(InfoState.to_act(table_state), "easy", seed=1)
                assert not review.step_in(worker)          # the review leaves the table's answer alone
                answer = worker.wait(60)
                assert answer.ticket == ticket and answer.review is None
                assert answer.action in table_state.legal_actions()
            time.sleep(0.005)
        review.step_in(worker)
    assert asked
    assert review.done and review.rows() == here.rows()
    assert seen == sorted(seen) and seen[-1] == len(here.decisions)
    assert Review.of_save(path, iterations=6, seed=2).rows() == here.rows()   # kept in the file
    assert cache_path(path).exists()
