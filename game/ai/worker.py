"""Computer decisions in a worker process, so the window never waits for a search.

CPython threads share one interpreter lock, so a search in a thread would steal the frame
loop's time; a process does not.  The table scene owns one Worker for the whole game:

    worker = Worker()                      # cheap; nothing starts yet
    worker.start()                         # optional: start the process now (about 0.2 s
                                           #   of its own start-up, not the window's)
    ticket = worker.request(InfoState(state, seat), "hard", seed=n)   # returns at once
    ...every frame:
    result = worker.poll()                 # None while thinking, else a Decision
    if result: match.apply(result.action)  # (result.error is set instead if it failed)
    worker.cancel()                        # undo / leave / new game: drop the pending request
    worker.close()                         # when the table scene closes

The replay viewer asks it for the review of one move at a time the same way
(`request_review(decision, iterations, seed)`; the Decision's `review` holds the MoveReview).

Only the InfoState crosses to the other process (never the game state), so the worker can
see no more than the seat.  A second process, the tree helper, searches Hard's other tree
at the same time where a title asks for two (Knowledge.search_trees, search.hard_choice):
the first process sends it the same InfoState, the budget and a seed, and adds the root
statistics it sends back to its own before choosing, so Hard uses both cores of a two-core
laptop in the same second; where Hard checks its best moves against the next player's
reply (Paddy, search.ISMCTS._reply_check), the helper plays half of the check's deals while
the first process plays the other half.  The helper sees what the first process sees,
nothing more.  The process is started with "spawn" (safe with pygame's threads
and in a PyInstaller build, where game/__main__.py calls multiprocessing.freeze_support()),
is a daemon (it dies with the window), and leaves when its pipe closes.
"""
from __future__ import annotations

import multiprocessing
import time
from dataclasses import dataclass

from ..rules.base import Action, action_from_json
from ..rules.registry import state_class
from .infostate import InfoState
from .review import Decision as ReviewDecision, MoveReview
from .search import Budget


@dataclass(frozen=True)
class Decision:
    """A finished request: the action (None when `error` says why not) and the search time;
    for a review request, `review` too (its `best` is the action)."""

    ticket: int
    action: Action | None
    error: str | None
    ms: float
    review: "MoveReview | None" = None
    helper_trees: int = 0
    """Trees the tree helper process searched for this decision and sent back in time (0:
    the first process decided with its own tree alone)."""
    helper_deals: int = 0
    """Deals of Hard's reply check the helper process played for this decision and sent back
    in time (Paddy; 0: the first process checked alone)."""
    helper_problem: str | None = None
    """Why the helper's part did not come back, in one sentence (None: it did, or it was not
    asked): it had not started yet, was late, failed or its pipe broke; and on every decision
    of a worker whose helper could not be started at all, that."""


HELPER_GRACE_S = 5.0
"""How long past a timed search's budget the first process waits for the helper's tree (or
its deals of the reply check)."""
HELPER_WAIT_ITERATIONS_S = 30.0
"""With an iteration budget, the first process waits for the helper at least this long, or
three times its own search's time if longer, then searches the helper's trees itself."""
HELPER_START_S = 60.0
"""With an iteration budget (tools, tests, the packaged build's smoke run), how long the first
process waits for a helper that has not yet said it is ready before it asks it anything: a
spawned process can take many seconds to start on a loaded machine or under Wine.  A timed
budget (the window's) does not ask a helper still starting; it asks again at the next decision."""
HELPER_POLL_S = 0.05


class TreeHelper:
    """The first process's side of the tree helper (see the module docstring): `start` (or
    `start_replies`) sends one request, `collect` returns the root statistics of the trees it
    searched (or the rewards of the deals it played), or fewer (none) if the helper is gone,
    late or the decision was cancelled; `problem` then says why.  A helper that was late
    once is not asked again (`conn` becomes None; the worker then searches one tree and plays
    every deal of a reply check itself).  A helper that has not yet said it is ready (`ready`,
    its first message after its imports) is not late but still starting, and is only asked
    once ready: a timed budget does not wait for it (it is asked again at the next decision),
    an iteration budget waits up to HELPER_START_S (`_wait_ready`)."""

    def __init__(self, conn, ticket: int, ready: bool = True) -> None:
        self.conn = conn
        self.ticket = ticket
        self.ready = ready
        self.problem: str | None = None
        self.asked = False
        self.answered = 0          # trees whose statistics came back
        self.replied = 0           # reply-check deals whose rewards came back
        self.kind = None           # what was asked last: "trees" or "replies"
        self.seconds = None        # the time the asked part may take (None: an iteration budget)
        self.stop = None
        self.began = 0.0
        self._got = None           # the answer to the last ask, once read

    def start(self, info, legal, budget, seeds, stop) -> None:
        """Ask for the root statistics of trees searched with `seeds` (search.hard_choice)."""
        if budget.time_ms is not None:
            seeds = seeds[:1]      # one helper process: one more tree in the same time
        seconds = None if budget.time_ms is None else budget.time_ms / 1000.0
        self._ask(("trees", info, budget, list(seeds)), seconds, stop)

    def start_replies(self, info, actions, deals, seconds, stop) -> None:
        """Ask for the reply check's rewards on `deals` ((number, generator state) pairs;
        search.ISMCTS._reply_check), within `seconds` when the budget is a time."""
        self._ask(("replies", info, list(actions), list(deals), seconds), seconds, stop)

    def _ask(self, job, seconds, stop) -> None:
        if self.conn is None:
            return
        self.kind = job[0]
        self.seconds, self.stop = seconds, stop
        try:
            if not self._wait_ready(seconds, stop):
                return
            self.began = time.monotonic()
            self.conn.send((self.ticket, job))
            self.asked = True
        except (EOFError, OSError, BrokenPipeError) as error:
            self._gone(error)

    def _wait_ready(self, seconds, stop) -> bool:
        """Whether the helper has said it is ready, so an ask can go to it now.  Only a ready
        helper is asked, so asks never pile up in a pipe nobody reads (that would one day
        block this process).  A timed budget does not wait (the next decision asks again);
        an iteration budget waits up to HELPER_START_S, then drops a helper that never
        started.  A cancelled decision stops waiting and says nothing about the helper."""
        self._read()
        if self.ready:
            return True
        if seconds is not None:
            self.problem = self.problem or "the helper process had not started yet"
            return False
        began = time.monotonic()
        while not self.ready:
            if stop is not None and stop():
                return False
            if time.monotonic() - began >= HELPER_START_S:
                self.conn = None
                self.problem = self.problem or f"the helper process had not started {HELPER_START_S:.0f} s after it was asked"
                return False
            self.conn.poll(HELPER_POLL_S)
            self._read()
        return True

    def _gone(self, error: Exception) -> None:
        self.conn = None
        self.problem = self.problem or f"the pipe to the helper process failed ({type(error).__name__})"

    def _deadline(self) -> float:
        if self.seconds is not None:
            return self.began + self.seconds + HELPER_GRACE_S
        own = time.monotonic() - self.began     # collect() is called when the own part is done
        return self.began + max(HELPER_WAIT_ITERATIONS_S, 3.0 * own)

    def _read(self) -> None:
        """Take the answers waiting on the pipe, keeping the one to this ask in `self._got`."""
        while self.conn.poll():
            ticket, kind, result, error = self.conn.recv()
            if kind == "ready":
                self.ready = True
            elif self.asked and ticket == self.ticket and kind == self.kind:   # not a late answer to another ask
                if error is not None:
                    self.problem = self.problem or f"the helper process failed ({error})"
                self._got = result

    def collect(self) -> list:
        if not self.asked or self.conn is None:
            return []
        end = self._deadline()
        stopped_at = None
        self._got = None
        try:
            while True:
                self._read()
                if self._got is not None:
                    self.asked = False
                    if self.kind == "trees":
                        self.answered += len(self._got)
                    else:
                        self.replied += len(self._got)
                    return self._got
                now = time.monotonic()
                if stopped_at is None and self.stop is not None and self.stop():
                    stopped_at = now            # cancelled: the helper stops too; a moment for it
                    end = min(end, now + 1.0)
                if now >= end:
                    self.asked = False
                    if stopped_at is None:
                        self.conn = None        # late, not cancelled: not asked again
                        self.problem = self.problem or (
                            f"the helper process was late (no answer {now - self.began:.0f} s after it was asked)")
                    return []
                self.conn.poll(min(HELPER_POLL_S, end - now))
        except (EOFError, OSError) as error:
            self.asked = False
            self._gone(error)
            return []


def _requests(conn):
    """The requests arriving on a worker process's pipe, until it closes or None arrives."""
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        yield request


def _send(conn, reply) -> bool:
    """Send a process's reply; False when the other end is gone (the process then leaves)."""
    try:
        conn.send(reply)
    except (EOFError, OSError, BrokenPipeError):
        return False
    return True


def _serve_trees(conn, cancelled) -> None:
    """The tree helper process: search the trees, or play the reply-check deals, asked for
    until the pipe closes."""
    from .knowledge import knowledge_for
    from .search import helper_reply_rewards, tree_stats

    if not _send(conn, (0, "ready", [], None)):    # the first process waits for this, not a deadline
        return
    for ticket, job in _newest_requests(conn):
        stop = lambda: cancelled.value >= ticket  # noqa: E731
        kind, info = job[0], job[1]
        error = None
        try:
            knowledge = knowledge_for(info.title)
            if kind == "trees":
                _kind, _info, budget, seeds = job
                legal = info.legal_actions()
                result = [tree_stats(info, knowledge, legal, budget, seed, stop) for seed in seeds]
            else:
                _kind, _info, actions, deals, seconds = job
                result = helper_reply_rewards(info, knowledge, actions, deals, seconds, stop)
        except Exception as failure:  # the first process then decides with its own part
            result, error = [], f"{type(failure).__name__}: {failure}"
        if not _send(conn, (ticket, kind, result, error)):
            return


def _newest_requests(conn):
    """The tree helper's requests, skipping any that a newer one waiting behind it replaced:
    the first process asks again only once it has stopped waiting for the last answer (a
    cancelled decision does not wait), so only the newest ask can still be awaited."""
    for request in _requests(conn):
        while True:
            try:
                if not conn.poll():
                    break
                newer = conn.recv()
            except (EOFError, OSError):
                return
            if newer is None:
                return
            request = newer
        yield request


def _answer(job, stop, helper=None):
    """Do one job in the worker process: ("choose", info, level, budget, seed) gives the
    action's JSON; ("review", decision, iterations, seed) the MoveReview's fields in JSON.
    `helper` (a TreeHelper) searches Hard's second tree, or plays half of its reply check's
    deals, in the helper process."""
    if job[0] == "review":
        from .review import review_decision

        _kind, decision, iterations, seed = job
        r = review_decision(decision, iterations, seed, stop=stop)
        return {"best": r.best.to_json(), "value_played": r.value_played, "value_best": r.value_best}
    from .players import make_player

    _kind, info, level, budget, seed = job
    return make_player(level).choose(info, budget, seed, stop=stop, helper=helper).to_json()


def _serve(conn, cancelled, helper_conn=None) -> None:
    """The worker process: answer requests until the pipe closes or None arrives;
    `helper_conn` is its pipe to the tree helper process."""
    helper_ready = False          # the helper's first message says it is; until then it is starting
    for ticket, job in _requests(conn):
        start = time.perf_counter()
        helper = TreeHelper(helper_conn, ticket, helper_ready) if helper_conn is not None else None
        try:
            reply = (ticket, _answer(job, lambda: cancelled.value >= ticket, helper), None,
                     helper.answered if helper is not None else 0,
                     helper.replied if helper is not None else 0,
                     helper.problem if helper is not None else None)
        except Exception as error:  # a bug must reach the window as a message, not a hang
            reply = (ticket, None, f"{type(error).__name__}: {error}", 0, 0, None)
        if helper is not None:
            helper_ready = helper.ready
            if helper.conn is None:
                helper_conn = None     # the helper is gone: one tree from now on
        if not _send(conn, reply + ((time.perf_counter() - start) * 1000.0,)):
            return


class Worker:
    """One worker process answering one request at a time (see the module docstring)."""

    def __init__(self, tree_helper: bool = True) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._tree_helper = tree_helper
        self._helper = None       # the tree helper process
        self._process = None
        self._conn = None
        self._cancelled = None
        self._ticket = 0          # the last ticket handed out
        self._pending: tuple[int, str, object] | None = None   # (ticket, title, the review's decision) awaited
        self._helper_problem: str | None = None    # why the helper could not be started

    # --- life cycle -------------------------------------------------------------------
    def start(self) -> None:
        """Start the process if it is not running (request() does this too)."""
        if self._process is not None and self._process.is_alive():
            return
        if self._cancelled is not None:
            self._cancelled.value = self._ticket     # an old helper still searching stops at once
        self._stop_helper()
        self._cancelled = self._ctx.Value("q", 0, lock=False)
        ours, theirs = self._ctx.Pipe(duplex=True)
        first_end = helper_end = None
        if self._tree_helper:
            first_end, helper_end = self._ctx.Pipe(duplex=True)
            self._helper = self._ctx.Process(target=_serve_trees, args=(helper_end, self._cancelled),
                                             name="tabletop-ai-trees", daemon=True)
            try:
                self._helper.start()
                self._helper_problem = None
            except OSError as error:     # no second process: Hard searches one tree
                self._helper_problem = f"the helper process could not be started ({error})"
                first_end.close()
                helper_end.close()
                first_end = helper_end = self._helper = None
        self._process = self._ctx.Process(target=_serve, args=(theirs, self._cancelled, first_end),
                                          name="tabletop-ai", daemon=True)
        self._process.start()
        theirs.close()
        for end in (first_end, helper_end):   # the two processes hold their own copies
            if end is not None:
                end.close()
        self._conn = ours

    def _stop_helper(self) -> None:
        """End the tree helper (it leaves by itself when the first process's pipe closes)."""
        helper, self._helper = self._helper, None
        if helper is not None:
            helper.join(timeout=2.0)
            if helper.is_alive():
                helper.terminate()
                helper.join(timeout=2.0)

    def close(self) -> None:
        """Stop the process (a search in progress is cancelled first)."""
        if self._process is None:
            return
        self.cancel()
        try:
            self._conn.send(None)
        except (OSError, BrokenPipeError):
            pass
        self._process.join(timeout=2.0)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(timeout=2.0)
        self._conn.close()
        self._process = self._conn = None
        self._stop_helper()

    def __enter__(self) -> "Worker":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # --- requests ---------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while a request is waiting for its answer."""
        return self._pending is not None

    @property
    def pending_ticket(self) -> int | None:
        """The ticket of the request waiting for its answer (None: nothing asked)."""
        return self._pending[0] if self._pending is not None else None

    def request(self, info: InfoState, level: str, budget: Budget | None = None, seed: int = 0) -> int:
        """Ask for `info.seat`'s move at `level`; returns a ticket at once.  A request still
        pending is cancelled first (its answer is never returned by poll)."""
        return self._send(("choose", info, level, budget, seed), info.title, None)

    def request_review(self, decision: "ReviewDecision", iterations: int, seed: int = 0) -> int:
        """Ask for the review of one decision (game/ai/review.py); returns a ticket at once.
        Only the decision's InfoState and move cross to the process, as for a move."""
        return self._send(("review", decision, iterations, seed), decision.info.title, decision)

    def _send(self, job: tuple, title: str, decision) -> int:
        if self._pending is not None:
            self.cancel()
        self.start()
        self._ticket += 1
        try:
            self._conn.send((self._ticket, job))
        except (OSError, BrokenPipeError):   # the process died: start a new one, once
            self._process = None
            self.start()
            self._conn.send((self._ticket, job))
        self._pending = (self._ticket, title, decision)
        return self._ticket

    def cancel(self) -> None:
        """Forget the pending request; the worker stops its search at the next iteration."""
        if self._pending is not None and self._cancelled is not None:
            self._cancelled.value = self._pending[0]
        self._pending = None

    def poll(self) -> Decision | None:
        """The pending request's Decision if it has arrived, else None.  Never waits."""
        if self._pending is None or self._conn is None:
            return None
        while True:
            try:
                if not self._conn.poll():
                    if not self._process.is_alive():
                        ticket = self._pending[0]
                        self._pending = None
                        return Decision(ticket, None, "the computer player's process stopped", 0.0)
                    return None
                ticket, data, error, helper_trees, helper_deals, helper_problem, ms = self._conn.recv()
            except (EOFError, OSError):
                ticket = self._pending[0]
                self._pending = None
                return Decision(ticket, None, "the computer player's process stopped", 0.0)
            if ticket != self._pending[0]:
                continue                        # the answer to a cancelled request
            _ticket, title, decision = self._pending
            self._pending = None
            helper = dict(helper_trees=helper_trees, helper_deals=helper_deals,
                          helper_problem=helper_problem or self._helper_problem)
            if data is None:
                return Decision(ticket, None, error, ms, **helper)
            types = state_class(title).ACTION_TYPES
            if decision is None:
                return Decision(ticket, action_from_json(data, types), error, ms, **helper)
            best = action_from_json(data["best"], types)
            review = MoveReview(decision.index, decision.seat, decision.played, best,
                                data["value_played"], data["value_best"])
            return Decision(ticket, best, error, ms, review)

    def wait(self, timeout: float | None = None) -> Decision | None:
        """Block until the pending Decision arrives (for tools and tests, never the window)."""
        end = None if timeout is None else time.monotonic() + timeout
        while self._pending is not None:
            result = self.poll()
            if result is not None:
                return result
            if end is not None and time.monotonic() >= end:
                return None
            self._conn.poll(0.01)
        return None
