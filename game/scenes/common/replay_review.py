"""The computer's second opinion in the replay viewer: a finished game's review (game/reviews.py)
made in the background by the shared worker process, shown through the viewer's hook for
marks (docs/dev/architecture.md, "Hook for marks").

- A move that lost at least the title's thresholds gets a tick on the timeline (orange:
  doubtful "?!", red: mistake "?") and, while the step after it is shown, words in the caption:
  the mark, the value of the move played and Hard's move with its value.
- Hard's move is outlined on the table at the step before it (where its seat is to act), as
  the Hint outlines a move.
- The caption's right end says how far the review got ("Second opinion: 12 of 80 moves"), then
  how many moves it marked; a disk that refuses the review file is said there.

The viewer stays responsive: each frame only polls the worker (`Review.step_in`); the marks
are passed to the viewer at most every PUSH_MS and when the review ends.  The review file
beside the save makes it once: a viewer opened again shows the marks at once.
"""
from __future__ import annotations

from ...i18n import _, ngettext
from ...review_text import MARK_SIGNS, mark_name, move_mark, value_text
from ...ai.review import REVIEW_ITERATIONS
from ...reviews import Review
from ...ui import theme
from .computers import shared_worker
from .replay import MoveMark
from .words import sentences

ITERATIONS = REVIEW_ITERATIONS   # a move's search in the viewer (the command's default)
PUSH_MS = 1000     # marks passed to the viewer at most this often while the review runs
POLL_MS = 40       # how soon the frame loop comes back while a move is being judged

HIDDEN_CHECKS = 400   # the other legal moves at most tried to see whether the log tells a move apart
LINES = 1          # a move's log lines told in its note: its first (the next ones are often its automatic steps')

MARK_COLOURS = {"doubtful": theme.REVIEW_DOUBTFUL, "mistake": theme.REVIEW_MISTAKE}


class ReplayReview:
    """The review of the game a ReplayScene shows (see the module docstring)."""

    def __init__(self, scene, match, path=None) -> None:
        self.scene = scene
        self.review = Review(match, path, ITERATIONS)
        self.pushed = -1          # the number of moves judged when the marks were last passed on
        self.since_push = 0
        self.worker_problem = None
        self.words: dict[int, tuple[str, str]] = {}   # index -> (move played, Hard's move) told
        self._push()

    @property
    def running(self) -> bool:
        return not self.review.done

    def update(self, dt_ms: int) -> bool:
        """Poll the worker (never waits); True when the viewer must draw again."""
        review = self.review
        if review.done:
            if self.pushed != len(review.moves):
                self._push()
                return True
            return False
        try:
            review.step_in(shared_worker())
        except OSError as error:   # no process could start: say so, the replay goes on
            self.worker_problem = str(error)
            return False
        self.since_push += dt_ms
        if review.done or self.since_push >= PUSH_MS:
            changed = self.pushed != len(review.moves)
            self._push()
            return changed
        self.scene.app.wake_in(POLL_MS)
        return False

    def _push(self) -> None:
        """Pass the marks and the suggested moves to the viewer (its hook)."""
        self.since_push = 0
        self.pushed = len(self.review.moves)
        marks, suggestions, notes = {}, {}, {}
        review = self.review
        infos = {d.index: d.info for d in review.decisions}
        for index, r in review.moves.items():
            name = move_mark(review.title, review.solo, r)
            if name is None:
                continue
            marks[index + 1] = MoveMark(MARK_COLOURS[name], f"{MARK_SIGNS[name]} {mark_name(name)}")
            suggestions[index] = r.best
            if index not in self.words:
                self.words[index] = self._told(index, r, infos[index])
            played, best = self.words[index]
            # two sentences joined as the language joins them (no space after 「。」 in Japanese)
            first = (_("{sign} Move {number} is a mistake ({value}): {played}") if name == "mistake" else
                     _("{sign} Move {number} is doubtful ({value}): {played}"))
            second = _("The computer's move ({best_value}): {best}")
            notes[index] = sentences((
                first.format(sign=MARK_SIGNS[name], number=index + 1, played=played,
                             value=value_text(review.solo, r.value_played)),
                second.format(best=best, best_value=value_text(review.solo, r.value_best))))
        self.notes = notes
        self.scene.set_marks(marks, suggestions)

    def _told(self, index: int, r, info) -> tuple[str, str]:
        """The move played and Hard's move as the log tells them (the third person, the mover
        named: a note is read by whoever watches, never by "you"): the lines the move wrote
        in the replay, and those Hard's move writes on a copy of the match at that step.
        The move's button words are quoted where the log does not tell the move:
        - it writes nothing, or the same line as the other move ("chooses a card" both times);
        - its line is also another legal move's (a card put face down: "places a water card at
          row 3, column 4" whichever card): a finished game hides nothing, and the review only
          runs on one (`open_reviewed_replay`), so the card is named;
        - it ends a step ("Done"): its lines are what follows, not the move ("Ana can place no
          waterfall…"), so the move is named before them."""
        timeline = self.scene.timeline
        mover = timeline.mover(index + 1)
        final = timeline.final
        played = [final.state.log[i] for i in timeline.new_lines(index + 1)
                  if final.log_marks[i][0] == mover]
        best: list[str] = []
        at = None
        try:
            at = timeline.match_at(index)
            copy = timeline.match_at(index)
            before = len(copy.state.log)
            copy.apply(r.best)
            best = [line for line, (seat, _turn) in zip(copy.state.log[before:], copy.log_marks[before:])
                    if seat == mover]
        except Exception:   # (a move the rules refuse on the replayed match: its button words alone)
            best = []
        played_text, best_text = " ".join(played[:LINES]), " ".join(best[:LINES])
        same = played_text == best_text
        return (self._with_button(played_text, same or self._hides(at, r.played, played_text), r.played,
                                  info.describe_action(r.played), mover),
                self._with_button(best_text, same or self._hides(at, r.best, best_text), r.best,
                                  info.describe_action(r.best), mover))

    @staticmethod
    def _hides(match, action, said: str) -> bool:
        """Whether the log line `said` hides what the move is: a card put face down (its line
        never names it, even when the hand holds no other card), or another legal move of the
        same kind at `match` writes it too (the card chosen)."""
        if match is None or not said:
            return False
        if action.to_json().get("face_down") is True:   # (its line never names the card, whatever the hand)
            return True
        state = match.state
        kind = action.to_json()["type"]
        before = len(state.log)
        others = [a for a in state.legal_actions() if a != action and a.to_json()["type"] == kind]
        for other in others[:HIDDEN_CHECKS]:
            copy = state.clone()
            try:
                copy.apply(other)
            except Exception:
                continue
            if copy.log[before:before + LINES] and " ".join(copy.log[before:before + LINES]) == said:
                return True
        return False

    def _with_button(self, said: str, hidden: bool, action, button: str, mover) -> str:
        name = self.scene.seat_name(mover)
        if not said:
            return _("{name} chose “{button}”.").format(name=name, button=button)
        if action.to_json()["type"] == "Done":   # (every title's "end this step")
            return _("{name} chose “{button}”: {said}").format(name=name, button=button, said=said)
        if hidden:
            return _("{said} (“{button}”)").format(said=said, button=button)
        return said

    def note_at(self, step: int) -> tuple[str, tuple[int, int, int]] | None:
        """The words and colour shown on the table at `step` (before a marked move), or None."""
        text = getattr(self, "notes", {}).get(step)
        if text is None:
            return None
        mark = self.scene.marks.get(step + 1)
        return text, (mark.colour if mark is not None else theme.LEGAL)

    def status(self) -> str:
        """The progress line: how far the review got, then what it found."""
        review = self.review
        if self.worker_problem:
            return _("Second opinion stopped: {problem}").format(problem=self.worker_problem)
        if review.problem:
            return review.problem
        done, total = review.progress
        if not total:
            return ""
        if not review.done:
            return _("Review {done}/{total}").format(done=done, total=total)
        marked = len(self.scene.marks)
        return ngettext("Review: {n} marked", "Review: {n} marked", marked).format(n=marked)

    def language_changed(self) -> None:
        """The marks' words again, in the new language."""
        self.words = {}
        self._push()

    def close(self) -> None:
        """The viewer closes: stop asking; what is done is kept in the file."""
        try:
            self.review.cancel(shared_worker())
        except OSError:
            pass


def open_reviewed_replay(app, match, step: int | None = None, path=None):
    """The replay viewer of `match` (replay.open_replay), with the computer's second opinion
    when the game is finished, kept beside the save at `path` (None: in memory only)."""
    from .replay import open_replay

    scene = open_replay(app, match, step)
    if match.state.is_over():
        scene.review = ReplayReview(scene, match, path)
        scene._show()   # the note of the step shown, if any
    return scene
