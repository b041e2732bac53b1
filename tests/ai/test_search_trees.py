"""Hard's root parallelisation (search.hard_choice, issue 31): a title may search two trees
from the same information state and add their root statistics; the window's worker runs
the second in its tree helper process at the same time, the ladder one after the other,
and both give the same action for an iteration budget."""
import multiprocessing as mp
import random
import threading
import time

from game.ai import Budget, make_player
from game.ai.knowledge import knowledge_for
from game.ai.search import ISMCTS, hard_choice, tree_stats
from game.ai import worker as worker_module
from .positions import info_to_act

WAIT = 180.0  # a safety net for a stuck process, not a speed requirement


def test_pondscape_hard_searches_two_trees_and_the_others_one():
    assert knowledge_for("pondscape").for_hard().search_trees == 2
    for title in ("koinobori", "ladybird"):
        assert knowledge_for(title).for_hard().search_trees == 1


def test_a_tree_spends_its_whole_iteration_budget_at_the_root():
    info, _ = info_to_act("pondscape")
    stats = tree_stats(info, knowledge_for("pondscape"), info.legal_actions(), Budget(iterations=60), seed=5)
    assert sum(chosen for _a, chosen, *_ in stats) == 60   # no prior visits in Pondscape
    assert {a for a, *_ in stats} <= set(info.legal_actions())


def test_the_other_trees_statistics_are_added_before_the_choice():
    info, _ = info_to_act("pondscape")
    legal = info.legal_actions()
    search = ISMCTS(info, knowledge_for("pondscape"), random.Random(3))
    assert search.search(legal, Budget(iterations=40)) is None
    own = search.decide()
    stats = search.root_stats()
    other = next(a for a, *_ in stats if a != own)
    # another tree that went through `other` far more often carries the choice
    assert search.decide([[(other, 10_000.0, 10_000.0, 5_000.0, 0.0)]]) == other
    # and one that agrees with this tree changes nothing
    assert search.decide([stats]) == own


def test_two_trees_choose_the_same_in_this_process_and_with_the_worker_helper(worker):
    info, state = info_to_act("pondscape", steps=12, seed=7)
    budget = Budget(iterations=80)
    here = make_player("hard").choose(info, budget, seed=11)
    worker.request(info, "hard", budget, seed=11)
    result = worker.wait(WAIT)
    assert result.error is None and result.action == here
    assert state.check(result.action) is None
    assert result.helper_trees == 1            # the second tree came from the helper process


def test_the_second_tree_changes_what_hard_sees():
    """Over a few positions, adding a second tree's statistics changes the choice of the
    same first tree at least once (the second tree is counted, not ignored).  Twelve positions:
    at 30 iterations two trees often agree (with Hard's ten-turn play-outs at two seats the
    first six agreed; 4 of the 12 differ)."""
    k = knowledge_for("pondscape")
    differ = 0
    for seed in range(12):
        info, _ = info_to_act("pondscape", steps=6 + 2 * seed, seed=seed)
        legal = info.legal_actions()
        search = ISMCTS(info, k, random.Random(seed))
        assert search.search(legal, Budget(iterations=30)) is None
        other = tree_stats(info, k, legal, Budget(iterations=30), seed=1000 + seed)
        differ += search.decide([other]) != search.decide()
    assert differ > 0


def test_the_helper_process_searches_exactly_the_tree_this_process_would(helper_conn):
    info = next(i for i in (info_to_act("pondscape", steps=s, seed=4)[0] for s in range(4, 60))
                if len(i.legal_actions()) > 20)          # a placement: many actions
    legal = info.legal_actions()
    k = knowledge_for("pondscape")
    for ticket, seed in enumerate((3, 77, 12345), start=1):
        helper = worker_module.TreeHelper(helper_conn, ticket)
        helper.start(info, legal, Budget(iterations=50), [seed], None)
        assert helper.collect() == [tree_stats(info, k, legal, Budget(iterations=50), seed)]


def test_a_helper_that_does_not_answer_is_dropped_and_the_choice_stays_the_same(monkeypatch):

    info, _ = info_to_act("pondscape", steps=12, seed=7)
    legal = info.legal_actions()
    k = knowledge_for("pondscape")
    silent, _other_end = mp.Pipe(duplex=True)           # nobody answers at the other end
    monkeypatch.setattr(worker_module, "HELPER_WAIT_ITERATIONS_S", 0.2)
    helper = worker_module.TreeHelper(silent, 1)
    with_silent = hard_choice(info, legal, k, Budget(iterations=40), random.Random(5), helper=helper)
    assert helper.conn is None and helper.answered == 0      # late once: not asked again
    # its tree was searched here instead: the same action as with no helper at all
    assert with_silent == hard_choice(info, legal, k, Budget(iterations=40), random.Random(5))


def test_a_cancelled_decision_does_not_wait_for_the_helper_nor_drop_it(monkeypatch):

    info, _ = info_to_act("pondscape", steps=12, seed=7)
    silent, _other_end = mp.Pipe(duplex=True)
    helper = worker_module.TreeHelper(silent, 1)
    helper.start(info, info.legal_actions(), Budget(time_ms=60_000), [1], stop=lambda: True)
    began = time.monotonic()
    assert helper.collect() == []
    assert time.monotonic() - began < 30          # not the minute's budget (a safety net, not a timing)
    assert helper.conn is silent                  # a cancelled decision says nothing about the helper


def test_without_its_helper_the_worker_still_answers_with_one_tree(worker):
    info, state = info_to_act("pondscape", steps=10, seed=3)
    worker.start()
    worker._helper.kill()
    worker._helper.join(5)
    worker.request(info, "hard", Budget(time_ms=200), seed=2)
    result = worker.wait(WAIT)
    assert result.error is None and state.check(result.action) is None and result.helper_trees == 0
    assert result.helper_problem.startswith("the pipe to the helper process failed")
    worker.request(info, "hard", Budget(iterations=30), seed=2)   # asked again: still answers
    result = worker.wait(WAIT)
    assert result.error is None and state.check(result.action) is None and result.helper_trees == 0


def test_a_timed_two_tree_search_answers_with_a_legal_action(worker):
    info, state = info_to_act("pondscape", steps=14, seed=9)
    worker.request(info, "hard", Budget(iterations=10), seed=4)   # waits for the helper to start
    assert worker.wait(WAIT).helper_trees == 1
    worker.request(info, "hard", Budget(time_ms=300), seed=4)
    result = worker.wait(WAIT)
    assert result.error is None and state.check(result.action) is None and result.helper_trees == 1


def test_a_one_tree_title_does_not_ask_the_helper(worker):
    info, state = info_to_act("ladybird", steps=10, seed=2)
    worker.request(info, "hard", Budget(iterations=30), seed=2)
    result = worker.wait(WAIT)
    assert result.error is None and result.helper_trees == 0
    assert result.action == make_player("hard").choose(info, Budget(iterations=30), 2)


def test_cancelling_stops_both_trees(worker):
    info, _ = info_to_act("pondscape", steps=10, seed=5)
    worker.request(info, "hard", Budget(iterations=10**9), seed=1)
    worker.cancel()
    worker.request(info, "easy", seed=1)
    result = worker.wait(WAIT)
    assert result is not None and result.error is None
    assert result.action == make_player("easy").choose(info, None, 1)


# --- a helper that starts slowly, fails, or cannot start at all -----------------------------
def test_an_iteration_budget_waits_for_a_helper_still_starting_and_keeps_it():
    """A spawned process can take many seconds to start (a loaded machine, Wine): it is asked
    nothing until its "ready" arrives, then asked and waited for as usual."""

    info, _ = info_to_act("pondscape", steps=12, seed=7)
    legal = info.legal_actions()
    k = knowledge_for("pondscape")
    ours, theirs = mp.Pipe(duplex=True)
    helper = worker_module.TreeHelper(ours, 4, ready=False)
    expected = [tree_stats(info, k, legal, Budget(iterations=30), 9)]
    seen = []

    def slow_helper():
        time.sleep(0.5)                                  # still starting
        seen.append(theirs.poll())                       # nothing was asked meanwhile
        theirs.send((0, "ready", [], None))
        if theirs.poll(60):
            seen.append(theirs.recv())
            theirs.send((4, "trees", expected, None))

    thread = threading.Thread(target=slow_helper, daemon=True)
    thread.start()
    helper.start(info, legal, Budget(iterations=30), [9], None)
    got = helper.collect()
    thread.join(60)
    assert seen[0] is False and seen[1][0] == 4 and seen[1][1][0] == "trees"
    assert got == expected and helper.ready and helper.conn is ours and helper.problem is None


def test_a_helper_that_never_starts_is_asked_nothing_and_dropped(monkeypatch):

    monkeypatch.setattr(worker_module, "HELPER_START_S", 0.3)
    info, _ = info_to_act("pondscape", steps=12, seed=7)
    ours, theirs = mp.Pipe(duplex=True)
    helper = worker_module.TreeHelper(ours, 1, ready=False)
    helper.start(info, info.legal_actions(), Budget(iterations=30), [1], None)
    assert not helper.asked and not theirs.poll() and helper.conn is None
    assert helper.problem == "the helper process had not started 0 s after it was asked"
    # a cancelled decision stops waiting at once and keeps the helper for the next one
    helper = worker_module.TreeHelper(ours, 2, ready=False)
    helper.start(info, info.legal_actions(), Budget(iterations=30), [1], stop=lambda: True)
    assert not helper.asked and helper.conn is ours and helper.problem is None


def test_a_timed_budget_does_not_ask_a_helper_still_starting():

    info, _ = info_to_act("pondscape", steps=12, seed=7)
    ours, theirs = mp.Pipe(duplex=True)
    helper = worker_module.TreeHelper(ours, 1, ready=False)
    helper.start(info, info.legal_actions(), Budget(time_ms=300), [1], None)
    assert not helper.asked and not theirs.poll()         # nothing waits in its pipe
    assert helper.collect() == [] and helper.conn is ours  # asked again next time
    assert helper.problem == "the helper process had not started yet"
    theirs.send((0, "ready", [], None))
    helper.start(info, info.legal_actions(), Budget(time_ms=300), [1], None)
    assert helper.ready and helper.asked and theirs.poll()


def test_a_helper_s_failure_is_told_with_its_error(helper_conn):
    from types import SimpleNamespace

    helper = worker_module.TreeHelper(helper_conn, 2, ready=False)
    # a deal whose generator state is not one: the helper's random.setstate raises
    helper.start_replies(SimpleNamespace(title="paddy"), [], [(1, "not a generator state")], None, None)
    assert helper.collect() == [] and helper.replied == 0
    assert helper.problem.startswith("the helper process failed (ValueError: state with version")
    assert helper.conn is helper_conn                     # it answered: still asked next time


def test_the_helper_does_only_the_newest_of_the_asks_waiting_for_it():

    ours, theirs = mp.Pipe(duplex=True)
    for ticket in (1, 2, 3):
        ours.send((ticket, ("trees",)))
    requests = worker_module._newest_requests(theirs)
    assert next(requests) == (3, ("trees",))
    ours.send((4, ("replies",)))
    assert next(requests) == (4, ("replies",))
    ours.send((5, ("trees",)))
    ours.send(None)                      # the first process left: nothing is awaited any more
    assert list(requests) == []


def test_a_helper_that_could_not_be_started_is_named_in_the_decision():
    """The worker falls back to one process when the helper's spawn fails (OSError); the
    decision still comes, with the reason, so the packaged build's smoke run can print it."""
    worker = worker_module.Worker()
    spawn = worker._ctx

    class NoHelper:
        def __getattr__(self, name):
            return getattr(spawn, name)

        def Process(self, *args, **kwargs):
            process = spawn.Process(*args, **kwargs)
            if kwargs.get("name") == "tabletop-ai-trees":
                def refuse():
                    raise OSError("no more processes")
                process.start = refuse
            return process

    worker._ctx = NoHelper()
    info, state = info_to_act("pondscape", steps=10, seed=3)
    with worker:
        worker.request(info, "hard", Budget(iterations=30), seed=2)
        result = worker.wait(WAIT)
    assert result.error is None and state.check(result.action) is None and result.helper_trees == 0
    assert result.helper_problem == "the helper process could not be started (no more processes)"
    assert result.action == make_player("hard").choose(info, Budget(iterations=30), 2)
