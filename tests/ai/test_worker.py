"""The worker process: a request returns at once, the answer arrives by polling, and a
cancelled search neither blocks the next request nor delivers a stale answer."""
from game.ai import Budget, make_player
from game.ai.worker import Worker
from .positions import info_to_act

WAIT = 120.0  # a safety net for a stuck process, not a speed requirement


def test_a_request_returns_while_the_search_is_still_running(worker):
    info, _state = info_to_act()
    endless = Budget(iterations=10**9)           # would take hours in this process
    ticket = worker.request(info, "hard", endless, seed=1)
    assert ticket == 1 and worker.busy
    assert worker.poll() is None                 # nothing yet, and poll() did not wait
    worker.cancel()
    assert not worker.busy and worker.poll() is None
    # the worker gave up the endless search: the next request is answered
    worker.request(info, "easy", seed=1)
    result = worker.wait(WAIT)
    assert result is not None and result.ticket == 2 and result.error is None
    assert result.action == make_player("easy").choose(info, None, 1)


def test_the_answer_is_the_same_as_in_this_process(worker):
    info, state = info_to_act("ladybird", 3, steps=20, seed=4)
    worker.start()
    worker.request(info, "hard", Budget(iterations=40), seed=9)
    result = worker.wait(WAIT)
    assert result.error is None
    assert result.action == make_player("hard").choose(info, Budget(iterations=40), 9)
    assert state.check(result.action) is None
    assert result.ms >= 0


def test_a_new_request_replaces_a_pending_one(worker):
    info, _ = info_to_act("koinobori", 2, steps=5, seed=1)
    worker.request(info, "hard", Budget(iterations=10**9), seed=1)
    ticket = worker.request(info, "normal", Budget(iterations=10), seed=2)
    result = worker.wait(WAIT)
    assert result.ticket == ticket
    assert result.action == make_player("normal").choose(info, Budget(iterations=10), 2)


def test_an_error_in_the_worker_comes_back_as_a_message(worker):
    info, _ = info_to_act()
    worker.request(info, "grandmaster", seed=1)
    result = worker.wait(WAIT)
    assert result.action is None and "grandmaster" in result.error


def test_the_worker_survives_close_and_restart():
    info, _ = info_to_act()
    w = Worker()
    w.request(info, "random", seed=3)
    assert w.wait(WAIT).action in info.legal_actions()
    w.close()
    w.request(info, "random", seed=3)            # a closed worker starts again on demand
    assert w.wait(WAIT).action in info.legal_actions()
    w.close()
