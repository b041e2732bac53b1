"""Paddy's Hard checks its best moves against the next player's reply (issue 31): a tile's
worth at the end of its own turn counts the terraces as kept, but the next player can join a
terrace with a tile of its level and outnumber the animals on it.

The position is from a ladder game Hard lost to Normal (seed 6, game 5, cycle 1): Normal's
tile (Hard's too, without the check) leaves the seat 12.5 points behind at the end of its
turn and 47.5 behind after the next player's greedy reply; the tile Hard now places, 15
behind at the end of the turn, 20 ahead after the reply."""
from __future__ import annotations

import json
import os
import random

import pytest

from game.ai.infostate import InfoState
from game.ai.players import NORMAL_WIDTH
from game.ai.search import ISMCTS, Budget, flat_monte_carlo
from game.ai.titles.paddy import KNOWLEDGE, PaddyKnowledge
from game.rules.registry import state_class

HERE = os.path.join(os.path.dirname(__file__), "data", "paddy_reply_steal.json")
ITERATIONS = 300


@pytest.fixture(scope="module")
def position():
    with open(HERE, encoding="utf-8") as f:
        return state_class("paddy").from_position(json.load(f))


def after_reply(state, seat: int, action) -> float:
    """The seat's margin once its turn is finished and the next player, who holds the cards
    it really holds (the whole state, a bench view), has replied greedily."""
    s = state.clone(rng=random.Random(1))
    s.apply(action)
    return KNOWLEDGE.reply_reward(s, seat, random.Random(1))


def at_turn_end(state, seat: int, action) -> float:
    """The seat's margin at the end of its own turn (what the play-outs see)."""
    s = state.clone(rng=random.Random(1))
    s.apply(action)
    turn = s.turn_id
    while s.turn_id == turn:
        legal = s.legal_actions()
        s.apply(legal[0] if len(legal) == 1 else KNOWLEDGE.playout_action(s, legal, random.Random(1)))
    return KNOWLEDGE.gain(s, seat)


class NoCheck(PaddyKnowledge):
    reply_top = 0


def test_hard_places_the_tile_the_reply_cannot_exploit_where_normal_did_not(position):
    seat = position.current_player()
    info = InfoState(position, seat)
    legal = info.legal_actions()
    hard = ISMCTS(info, KNOWLEDGE, random.Random(7)).run(legal, Budget(iterations=ITERATIONS))
    normal = flat_monte_carlo(info, legal, KNOWLEDGE, Budget(iterations=ITERATIONS), random.Random(7), NORMAL_WIDTH)
    unchecked = ISMCTS(info, NoCheck(), random.Random(7)).run(legal, Budget(iterations=ITERATIONS))
    # at the end of the turn Normal's tile looks at least as good as Hard's ...
    assert at_turn_end(position, seat, normal) >= at_turn_end(position, seat, hard)
    # ... but the reply takes far more after it, and after Hard's own tile without the check
    assert after_reply(position, seat, hard) >= after_reply(position, seat, normal) + 20
    assert after_reply(position, seat, hard) >= after_reply(position, seat, unchecked) + 20


class Recording(PaddyKnowledge):
    """Paddy's knowledge noting what each reply is played on: the other seats' hands (the
    hidden cards a deal samples) and the generator's state."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = []

    def reply_reward(self, state, seat, rng):
        others = [q for q in range(state.num_players) if q != seat]
        self.asked.append((tuple(tuple(state.paddy_hands[q]) for q in others),
                           tuple(tuple(state.dn_hands[q]) for q in others), rng.getstate()))
        return super().reply_reward(state, seat, rng)


def test_the_check_looks_only_at_the_searchs_best_moves_and_the_same_deals(position):
    seat = position.current_player()
    info = InfoState(position, seat)
    knowledge = Recording()
    search = ISMCTS(info, knowledge, random.Random(7))
    chosen = search.run(info.legal_actions(), Budget(iterations=ITERATIONS))
    # the search's own order: most visited first, then the better mean, then the look
    kids = sorted(search.root.children.values(), reverse=True,
                  key=lambda n: (n.visits, n.total / n.visits if n.visits else 0.0, n.bias))
    assert list(search.reply_totals) == [n.action for n in kids[:knowledge.reply_top]]
    assert chosen in search.reply_totals
    assert search.reply_totals[chosen] == max(search.reply_totals.values())
    # every checked action is played on each deal, and each deal is one deal for all of them
    top, deals = knowledge.reply_top, knowledge.reply_deals
    assert len(knowledge.asked) == top * deals
    per_deal = [knowledge.asked[d * top:(d + 1) * top] for d in range(deals)]
    assert all(len(set(asked)) == 1 for asked in per_deal)
    assert len({asked[0] for asked in per_deal}) == deals


def test_other_titles_do_not_check():
    """Hard searches with the title's `for_hard()` knowledge: none but Paddy's checks."""
    from game.ai.knowledge import Knowledge, knowledge_for
    assert Knowledge.reply_top == 0
    for title in ("koinobori", "pondscape", "ladybird"):
        assert knowledge_for(title).for_hard().reply_top == 0
    assert knowledge_for("paddy").for_hard().reply_top > 0


def test_a_timed_search_keeps_time_for_the_check(position):
    """The search stops at (1 - reply_share) of a timed budget, and the check still runs."""
    seat = position.current_player()
    info = InfoState(position, seat)
    search = ISMCTS(info, KNOWLEDGE, random.Random(7))
    chosen = search.run(info.legal_actions(), Budget(time_ms=200))
    assert search.end is not None and search.clock.deadline < search.end
    assert chosen in search.reply_totals


class Replies(PaddyKnowledge):
    """Paddy's knowledge noting which seats place their best-looking tile in a reply."""

    def __init__(self) -> None:
        super().__init__()
        self.repliers = []

    def _policy(self, state, rng, seat, best_tile=False):
        if best_tile and state.step == "paddy" and state.current == seat:
            self.repliers.append(seat)
        return super()._policy(state, rng, seat, best_tile)


@pytest.mark.parametrize("players, replies", [(2, 1), (3, 2), (4, 1)])
def test_at_three_seats_both_following_seats_reply_and_elsewhere_the_next_one(players, replies):
    """Three seats: a tile the next seat leaves alone can still be taken by the one after it,
    so the check hears both (the ladder's screen: Hard's 3-player wins 17 -> 26 of 42 paired
    games); two and four seats keep the next seat's reply only."""
    from titles import random_match

    state = random_match("paddy", players, steps=players, seed=5).state   # cycle 1, placing
    seat = state.current_player()
    assert state.step == "paddy" and seat is not None
    knowledge = Replies()
    after = state.clone(rng=random.Random(1))
    after.apply(after.legal_actions()[0])
    knowledge.reply_reward(after, seat, random.Random(1))
    assert knowledge.repliers == [(seat + n) % players for n in range(1, replies + 1)]
    assert after.turn_id == state.turn_id + 1 + replies
    if players == 3:
        assert after.current == seat and after.step == "paddy"   # the seat is to place again


def test_the_check_keeps_more_of_a_timed_budget_at_three_seats():
    """At three seats the search stops at 0.6 of the budget (the wider check costs about
    three times as much); at two and four at 0.8, as before.  Only Paddy's share changes."""
    from titles import random_match

    from game.ai.knowledge import knowledge_for
    assert [KNOWLEDGE.reply_share_for(n) for n in (2, 3, 4)] == [0.2, 0.4, 0.2]
    for title in ("koinobori", "pondscape", "ladybird"):
        k = knowledge_for(title).for_hard()
        assert {k.reply_share_for(n) for n in (2, 3, 4)} == {k.reply_share}
    for players, kept in ((2, 0.2), (3, 0.4)):
        state = random_match("paddy", players, steps=players, seed=5).state
        info = InfoState(state, state.current_player())
        search = ISMCTS(info, KNOWLEDGE, random.Random(7))
        search.run(info.legal_actions(), Budget(time_ms=150))
        clock = search.clock
        budget = (search.end - clock.start) / (1.0 + KNOWLEDGE.reply_grace)
        assert (clock.deadline - clock.start) / budget == pytest.approx(1.0 - kept)


def test_the_shared_default_reply_plays_the_turn_and_the_next_players_then_rewards():
    """No title uses Knowledge.reply_reward's default yet; a title that sets `reply_top` alone
    gets it: the seat's turn and the next player's, with the play-out policy."""
    from game.ai.knowledge import Knowledge, knowledge_for
    from titles import random_match

    class Checking(type(knowledge_for("koinobori").for_hard())):
        reply_top = 3

    state = random_match("koinobori", 2, steps=9, seed=3).state
    seat = state.current_player()
    after = state.clone(rng=random.Random(1))
    reward = Knowledge().reply_reward(after, seat, random.Random(1))
    assert after.is_over() or after.turn_id == state.turn_id + 2
    assert 0.0 <= reward <= 1.0
    info = InfoState(state, seat)
    search = ISMCTS(info, Checking(), random.Random(2))
    legal = info.legal_actions()
    chosen = search.run(legal, Budget(iterations=40))
    assert len(search.reply_totals) == min(3, len(legal)) and chosen in search.reply_totals


# --- the check on two cores (the window's worker and its helper process) ----------------------
def test_the_helper_process_plays_its_deals_exactly_as_this_process_would(position, helper_conn):
    """The odd-numbered deals go to the helper process; each reward it sends back is the one
    this process computes on the same deal, so the check's sums and choice are the same."""
    from game.ai import worker as worker_module

    info = InfoState(position, position.current_player())
    legal = info.legal_actions()
    alone = ISMCTS(info, KNOWLEDGE, random.Random(7))
    chosen_alone = alone.run(legal, Budget(iterations=ITERATIONS))
    helper = worker_module.TreeHelper(helper_conn, 1)
    split = ISMCTS(info, KNOWLEDGE, random.Random(7))
    assert split.search(legal, Budget(iterations=ITERATIONS)) is None
    chosen_split = split.decide(helper=helper)
    deals = KNOWLEDGE.reply_deals
    assert deals >= 2 and helper.replied == deals // 2          # they came from the helper
    assert split.reply_deals == alone.reply_deals == list(range(deals))
    assert split.reply_totals == alone.reply_totals              # to the last bit
    assert chosen_split == chosen_alone


def test_a_silent_helper_leaves_the_check_to_this_process(position, monkeypatch):
    import multiprocessing as mp

    from game.ai import worker as worker_module

    monkeypatch.setattr(worker_module, "HELPER_WAIT_ITERATIONS_S", 0.2)
    info = InfoState(position, position.current_player())
    legal = info.legal_actions()
    silent, _other_end = mp.Pipe(duplex=True)            # nobody answers at the other end
    helper = worker_module.TreeHelper(silent, 1)
    split = ISMCTS(info, KNOWLEDGE, random.Random(7))
    assert split.search(legal, Budget(iterations=60)) is None
    chosen = split.decide(helper=helper)
    alone = ISMCTS(info, KNOWLEDGE, random.Random(7))
    assert chosen == alone.run(legal, Budget(iterations=60))
    assert helper.conn is None and helper.replied == 0          # late once: not asked again
    assert split.reply_totals == alone.reply_totals


def test_the_window_s_hard_checks_half_the_deals_in_the_helper_process(position, worker):
    info = InfoState(position, position.current_player())
    worker.request(info, "hard", Budget(iterations=ITERATIONS), seed=3)
    result = worker.wait(120)
    assert result.error is None and result.helper_deals == KNOWLEDGE.reply_deals // 2
    assert result.helper_trees == 0                              # Paddy searches one tree
    from game.ai.players import make_player
    assert result.action == make_player("hard").choose(info, Budget(iterations=ITERATIONS), 3)
    worker.request(info, "hard", Budget(time_ms=400), seed=3)   # the window's kind of budget
    result = worker.wait(120)
    assert result.error is None and position.check(result.action) is None
    assert result.helper_deals >= 1


def test_a_decision_cancelled_after_its_search_plays_no_deal_of_the_check(position):
    info = InfoState(position, position.current_player())
    cancelled = []
    search = ISMCTS(info, KNOWLEDGE, random.Random(7))
    assert search.search(info.legal_actions(), Budget(iterations=60), stop=lambda: bool(cancelled)) is None
    cancelled.append(True)                 # the player left the table as the search ended
    chosen = search.decide()
    assert not hasattr(search, "reply_totals")       # nothing checked: it answers at once
    assert chosen == max(search.root.children.values(), key=lambda n: n.visits).action


def test_a_late_answer_to_another_ask_is_not_taken_for_the_checks(position):
    """The helper's answers carry the ticket and what was asked: a tree that comes back late
    under the same ticket must not be read as the reply check's deals."""
    import multiprocessing as mp

    from game.ai import worker as worker_module

    ours, theirs = mp.Pipe(duplex=True)
    helper = worker_module.TreeHelper(ours, 5)
    info = InfoState(position, position.current_player())
    helper.start_replies(info, info.legal_actions()[:2], [(1, random.Random(1).getstate())], None, None)
    theirs.recv()                                             # the request
    theirs.send((5, "trees", [[("a tree's root statistics",)]], None))
    theirs.send((5, "replies", [(1, [0.5, 0.25])], None))
    assert helper.collect() == [(1, [0.5, 0.25])]
    assert helper.replied == 1 and helper.answered == 0


def test_with_its_helper_gone_the_check_plays_every_deal_here(position):
    import multiprocessing as mp

    from game.ai import worker as worker_module

    info = InfoState(position, position.current_player())
    legal = info.legal_actions()
    ours, theirs = mp.Pipe(duplex=True)
    theirs.close()
    ours.close()                                              # sending to it fails
    helper = worker_module.TreeHelper(ours, 1)
    split = ISMCTS(info, KNOWLEDGE, random.Random(7))
    assert split.search(legal, Budget(iterations=60)) is None
    chosen = split.decide(helper=helper)
    assert helper.conn is None and helper.replied == 0
    assert split.reply_deals == list(range(KNOWLEDGE.reply_deals))   # all of them, here
    assert chosen == ISMCTS(info, KNOWLEDGE, random.Random(7)).run(legal, Budget(iterations=60))
