"""A lesson in play: which step a match has reached, and whether a move is the one taught.

The step is read from the match itself (its number of actions since the prelude, and the
notes read), so Undo takes the lesson back with the moves.  Legality is always the rules'
answer: an illegal move is refused with the rules' own reason, a legal move that is not the
taught one with the step's words (why this one is asked now).
"""
from __future__ import annotations

from ..i18n import _
from ..rules.base import Action, Setup
from ..rules.match import Match
from .script import PERSON, Script, Step

COMPUTER_LEVEL = "normal"   # who plays the computer's seat once the lesson is over (play on)
NOT_NOW = "not now"


class Lesson:
    def __init__(self, script: Script) -> None:
        self.script = script
        self.read: set[int] = set()   # the notes read (their step numbers)
        self.base = len(script.prelude)

    def start(self, person: str) -> Match:
        """The lesson's match: the learner `person` at seat 0 against the scripted computer,
        dealt from the script's seed, its prelude played (and final: Undo stops there)."""
        script = self.script
        setup = Setup(script.title, (person, _(script.opponent)), script.first_player,
                      seats=("human", COMPUTER_LEVEL))
        match = Match(setup, script.seed)
        for action in script.prelude:
            match.apply(action)
        match.confirm_turn_end()
        return match

    # --- where the lesson is ----------------------------------------------------------------
    def index(self, match: Match) -> int | None:
        """The current step's number, or None once every step is done."""
        done = len(match.actions) - self.base
        made = 0
        for number, step in enumerate(self.script.steps):
            if step.action is None:
                if number not in self.read:
                    return number
            elif made >= done:
                return number
            else:
                made += 1
        return None

    def shown_number(self, number: int) -> tuple[int, int]:
        """(n, total) for the panel's "step n of total": only the learner's steps are counted
        (the notes and the learner's moves); the computer's moves go by too fast to be read as
        steps, so while one is made the panel keeps the number of the learner's step before it
        (a play-test saw the count jump from 4 to 7 over the computer's turn)."""
        learner = self._learner_steps()
        return max(1, sum(learner[:number + 1])), sum(learner)

    def _learner_steps(self) -> list[bool]:
        """For each step, whether it is the learner's: a note, or a move made at seat 0."""
        if getattr(self, "_learner", None) is None:
            match = self.start("learner")
            out = []
            for step in self.script.steps:
                if step.action is None:
                    out.append(True)
                    continue
                out.append(match.state.current_player() == PERSON)
                match.apply(step.action)
                match.confirm_turn_end()
            self._learner = out
        return self._learner

    def step(self, match: Match) -> Step | None:
        number = self.index(match)
        return None if number is None else self.script.steps[number]

    def over(self, match: Match) -> bool:
        return self.index(match) is None

    def note_read(self, match: Match) -> None:
        """The learner clicked Next under a note."""
        number = self.index(match)
        if number is not None and self.script.steps[number].action is None:
            self.read.add(number)

    def waiting_note(self, match: Match) -> bool:
        step = self.step(match)
        return step is not None and step.action is None

    def computer_move(self, match: Match) -> Action | None:
        """The computer's scripted move now (None: not the computer's step)."""
        step = self.step(match)
        if step is None or step.action is None or match.state.current_player() == PERSON:
            return None
        return step.action

    def expected(self, match: Match) -> Action | None:
        """The learner's taught move now (None: a note, the computer's step, or the end)."""
        step = self.step(match)
        if step is None or step.action is None or match.state.current_player() != PERSON:
            return None
        return step.action

    def refusal(self, match: Match, action: Action) -> str | None:
        """None when `action` is the taught move; else why not, in the rules' words (illegal)
        or the lesson's (legal, but another move is taught now)."""
        if self.over(match):
            return match.check(action)
        step = self.step(match)
        if step.action is None:
            return _("Read the lesson's note first, then choose Next.")
        reason = match.check(action)
        if reason is not None:
            return reason
        if action == step.action:
            return None
        if not step.why and step.say:
            # the step's own words are in the lesson's note beside it: not said twice (a
            # play-test's refusal repeated the note it stood over); the move itself is named,
            # so the difference shows (a play-test's frog was placed face up where the lesson
            # asked for it face down, and read only "the one its note describes")
            try:
                move = match.state.describe_action(step.action)
            except Exception:   # (a title that cannot word it: the note's words)
                move = ""
            if move:
                return _("That move is allowed, but the lesson asks for another one now: “{move}”.").format(move=move)
            return _("That move is allowed, but the lesson asks for another one now: the one its note describes.")
        return _("That move is allowed, but the lesson asks for another one now: {why}").format(
            why=_(step.why or step.say or ""))


def guided_actions(match: Match) -> int:
    """How many of `match`'s first actions a lesson made or dictated (its prelude and every
    step's move, both seats'), when `match` is a lesson played on ("Play on" after "Lesson
    complete" makes it an ordinary game, saved with all its moves); 0 for any other game.
    A save does not say it came from a lesson: the lesson's own deal (its seed, first player,
    seats) and its exact moves from the start do.  The replay's second opinion judges only
    the moves after these (a play-test's marked the taught moves "?! doubtful")."""
    from .script import available, load

    setup = match.setup
    if match.start is not None or not available(setup.title):
        return 0
    try:
        script = load(setup.title)
    except Exception:   # (a damaged lesson file: no lesson to recognise)
        return 0
    if (match.seed != script.seed or setup.first_player != script.first_player
            or tuple(setup.seats) != ("human", COMPUTER_LEVEL) or len(setup.players) != 2):
        return 0
    guided = list(script.prelude) + [step.action for step in script.steps if step.action is not None]
    return len(guided) if list(match.actions[:len(guided)]) == guided else 0
