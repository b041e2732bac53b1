"""Koinobori's lesson step 4 (a play-test, 2026-12-06 session 3) taught a move that drops the
learner's score by 1 ("every count there then ties, so the flag's colour scores at 1, not pink
at 2") and never said why one would make it.  The step now says what it gains, and the rules
bear the words out: dark green is on the learner's own pole, the card ties it with pink on pole
3, one more dark green carp there makes the pole score dark green at 3, and at the lesson's end
it does (3 points to the learner, more than pink's 2 before the move)."""
from __future__ import annotations

from game.rules.koinobori.data import CARD_CARP, COLOUR_IDS, COLOUR_NAMES
from game.rules.koinobori.scoring import score_game
from game.tutorial.lesson import Lesson
from game.tutorial.script import PERSON, load

DARK_GREEN, PINK = COLOUR_NAMES.index("dark green"), COLOUR_NAMES.index("pink")


def test_the_move_that_drops_the_score_says_what_it_gains_and_the_rules_agree():
    lesson = Lesson(load("koinobori"))
    match = lesson.start("Ana")
    steps = lesson.script.steps
    number = next(i for i, step in enumerate(steps) if step.say and "score by 1" in step.say)
    for step in steps[:number]:
        if step.action is not None:
            match.apply(step.action)
    state = match.state
    before = state.scoring()["poles"][2]
    assert before["colour"] == COLOUR_IDS[PINK] and before["value"] == 2
    match.apply(steps[number].action)
    state = match.state
    pole = state.scoring()["poles"][2]
    assert pole["points"][PERSON] == before["points"][PERSON] - 1          # "drops your score by 1"
    say = steps[number].say
    assert "It pays later" in say and "dark green is on your own pole" in say and "dark green at 3" in say, say
    # dark green is on the learner's own pole, and ties pink on pole 3 now
    assert any(DARK_GREEN in CARD_CARP[card] for card in state.own_poles[PERSON])
    assert pole["tally"][COLOUR_IDS[DARK_GREEN]] == pole["tally"][COLOUR_IDS[PINK]]
    # one more dark green carp there: the pole scores dark green at 3
    one_dark_green = next(card for card, carp in enumerate(CARD_CARP) if carp == (DARK_GREEN,))
    poles = [[list(space) for space in p] for p in state.poles]
    poles[2].append([one_dark_green])
    then = score_game(poles, state.flags, state.own_poles)["poles"][2]
    assert then["colour"] == COLOUR_IDS[DARK_GREEN] and then["value"] == 3
    # ...as it does by the lesson's end
    for step in steps[number + 1:]:
        if step.action is not None:
            match.apply(step.action)
    assert match.state.is_over()
    end = match.state.scoring()["poles"][2]
    assert end["colour"] == COLOUR_IDS[DARK_GREEN] and end["value"] == 3
    assert end["points"][PERSON] == 3 > before["points"][PERSON]
