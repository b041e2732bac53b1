"""The computer's second opinion on a finished game, kept in a small file beside its save.

`Review(match, path, iterations, seed)` knows which moves to review (game/ai/review.py:
every decision with a real choice of a human seat), what is already known (the file
`<save>.review` beside the save, when it fits) and how to do the rest:

    review = Review.of_save("game.json", iterations=600, seed=0)
    review.run()                           # in this process (the command line), or
    review.step_in(worker)                 # one move at a time in the worker (the viewer):
                                           #   call every frame; it never waits
    review.progress                        # (moves done, moves in all)
    review.moves                           # {index: MoveReview} so far

The file is JSON: {"format": "tabletop-review", "version": 1, "game": <SHA-256 of the save's
setup, seed and actions>, "engine", "iterations", "seed", "moves": [the command's rows]}.  It
is checked on reading (game/schemas.py REVIEW, then the key, then every row against the
replayed game: the move played, the seat, a best move the mover could make); anything that
does not fit is ignored and made again, never an error.  It is written atomically after every
few moves, so a review stopped half-way goes on where it stopped (each move's search has its
own seed, so the result is the same as one done at once).  A disk that refuses the write is
said (`problem`), and the review goes on in memory.
"""
from __future__ import annotations

import time
from pathlib import Path

from .ai.review import ENGINE, REVIEW_ITERATIONS, Decision, MoveReview, decisions, review_decision
from .files import DiskError, FileRefused, read_json, write_json_atomic
from .rules.base import action_from_json
from .rules.match import Match
from .saves import game_digest, load_match, review_path
from .schemas import REVIEW, REVIEW_FORMAT, schema_problem
from .tutorial.lesson import guided_actions

VERSION = 1
SAVE_EVERY_S = 2.0   # the viewer writes the file at most this often while it reviews
FOREIGN_WAIT_S = 10.0
"""How long the review waits for another question to the shared worker (a table's move or
hint, about 1 s) before asking anyway: a table closed while it waited never collects its
answer, and a live table asks again when its question was cancelled."""


cache_path = review_path   # `<name>.review` beside the save (saves.review_path)


def move_row(review: MoveReview) -> dict:
    """One move as the command prints it and the file keeps it (seat counted from 1)."""
    return {"index": review.index, "seat": review.seat + 1, "played": review.played.to_json(),
            "best": review.best.to_json(), "value_played": review.value_played,
            "value_best": review.value_best}


class Review:
    """The review of one finished match (see the module docstring)."""

    def __init__(self, match: Match, path: Path | str | None, iterations: int = REVIEW_ITERATIONS,
                 seed: int = 0) -> None:
        if not match.state.is_over():
            raise ValueError(_not_finished())
        self.match = match
        self.title = match.setup.title
        self.solo = len(match.setup.players) == 1
        self.path = cache_path(path) if path is not None else None
        self.iterations, self.seed = iterations, seed
        self.key = {"game": game_digest(match), "engine": ENGINE, "iterations": iterations, "seed": seed}
        # (a lesson played on: the moves it made or dictated are not the learner's to judge)
        guided = guided_actions(match)
        self.decisions: list[Decision] = [d for d in decisions(match.setup, match.seed, match.actions, match.start)
                                          if d.index >= guided]
        self.moves: dict[int, MoveReview] = self._read()
        self.problem: str | None = None     # a disk fault writing the file, in player words
        self._ticket = None
        self._waiting: float | None = None   # since when another question has held the worker
        self._dirty = False
        self._written = time.monotonic()

    @classmethod
    def of_save(cls, path: Path | str, iterations: int = REVIEW_ITERATIONS, seed: int = 0) -> "Review":
        """The review of the save at `path`; FileRefused for a bad save, ValueError for a game
        not finished."""
        return cls(load_match(path), path, iterations, seed)

    # --- progress ---------------------------------------------------------------------
    @property
    def progress(self) -> tuple[int, int]:
        return len(self.moves), len(self.decisions)

    @property
    def done(self) -> bool:
        return len(self.moves) == len(self.decisions)

    def rows(self) -> list[dict]:
        """The moves reviewed so far, in the order they were played."""
        return [move_row(self.moves[i]) for i in sorted(self.moves)]

    def _todo(self) -> Decision | None:
        for d in self.decisions:
            if d.index not in self.moves:
                return d
        return None

    # --- doing it ---------------------------------------------------------------------
    def run(self, progress=None) -> None:
        """Review every move left, in this process; `progress(done, total)` after each.
        The file is written at the end when anything was added (DiskError when the disk
        refuses)."""
        for d in self.decisions:
            if d.index in self.moves:
                continue
            self.moves[d.index] = review_decision(d, self.iterations, self.seed)
            self._dirty = True
            if progress is not None:
                progress(*self.progress)
        if self._dirty:   # (a review read whole from the file is not written again)
            self.save(strict=True)

    def step_in(self, worker) -> bool:
        """Advance the review through `worker` (game/ai/worker.py, the window's shared one)
        without waiting: collect an answer if one has arrived, ask for the next move.  A
        question of a table's (one that cancelled ours, or is waiting) is left alone; ours
        is asked again once the worker is free (or FOREIGN_WAIT_S later).  True when a move
        was added."""
        changed = False
        if self._ticket is not None:
            if worker.pending_ticket == self._ticket:   # (never take a table's answer)
                answer = worker.poll()
                if answer is None:
                    return False
                if answer.review is not None:
                    self.moves[answer.review.index] = answer.review
                else:   # the worker failed: review that move here rather than stop
                    d = self._todo()
                    self.moves[d.index] = review_decision(d, self.iterations, self.seed)
                self._dirty = changed = True
            self._ticket = None   # answered, or a newer question (a table's) cancelled ours
        if self._dirty and (self.done or time.monotonic() - self._written >= SAVE_EVERY_S):
            self.save()
        nxt = self._todo()
        if nxt is None:
            return changed
        if worker.busy:   # a table's question goes first, unless nobody came for its answer
            now = time.monotonic()
            self._waiting = self._waiting or now
            if now - self._waiting < FOREIGN_WAIT_S:
                return changed
        self._waiting = None
        self._ticket = worker.request_review(nxt, self.iterations, self.seed)
        return changed

    def cancel(self, worker) -> None:
        """Stop asking (the viewer closes); what is done so far is kept in the file."""
        if self._ticket is not None and worker.pending_ticket == self._ticket:
            worker.cancel()
        self._ticket = None
        if self._dirty:
            self.save()

    # --- the file ---------------------------------------------------------------------
    def save(self, strict: bool = False) -> None:
        """Write the file (atomically).  A disk fault is kept in `problem` (and raised when
        `strict`); the review itself is never lost from memory."""
        if self.path is None:
            return
        data = {"format": REVIEW_FORMAT, "version": VERSION, **self.key, "moves": self.rows()}
        try:
            write_json_atomic(self.path, data)
        except DiskError as error:
            self.problem = str(error)
            if strict:
                raise
            return
        self.problem = None
        self._dirty = False
        self._written = time.monotonic()

    def _read(self) -> dict[int, MoveReview]:
        """The moves the file beside the save already holds for this game, iterations, seed
        and engine; {} for a missing, damaged, foreign or stale file."""
        if self.path is None or not self.path.exists():
            return {}
        try:
            data = read_json(self.path, "review file")
        except FileRefused:
            return {}
        if schema_problem(data, REVIEW) is not None:
            return {}
        if any(data[k] != v for k, v in self.key.items()) or data["version"] != VERSION:
            return {}
        by_index = {d.index: d for d in self.decisions}
        types = type(self.match.state).ACTION_TYPES
        out = {}
        for row in data["moves"]:
            d = by_index.get(row["index"])
            if d is None or row["index"] in out or row["seat"] != d.seat + 1 or row["played"] != d.played.to_json():
                return {}
            try:
                best = action_from_json(row["best"], types)
            except (TypeError, ValueError):
                return {}
            if best not in d.info.legal_actions():
                return {}
            out[d.index] = MoveReview(d.index, d.seat, d.played, best, row["value_played"], row["value_best"])
        return out


def _not_finished() -> str:
    from .i18n import _

    return _("the game is not finished: only a finished game is reviewed, when every hand may be shown")
