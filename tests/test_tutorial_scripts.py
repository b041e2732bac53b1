"""Every lesson script (game/tutorial/data/<title>.json) is played through the rules to its
end: each scripted move is legal where it stands, the learner's steps say what to do, the
computer's are the computer's, and every text is translated.  A rules change that breaks a
lesson fails here."""
from __future__ import annotations

import pytest

from game import i18n
from game.tutorial import script as tutorial_script
from game.tutorial.lesson import Lesson
from game.tutorial.script import PERSON

TITLES = sorted(path.stem for path in tutorial_script.DATA_DIR.glob("*.json"))


def test_there_are_lessons():
    assert "paddy" in TITLES


@pytest.mark.parametrize("title", TITLES)
def test_the_script_plays_through_the_rules_to_its_end(title):
    script = tutorial_script.load(title)
    assert script.title == title
    lesson = Lesson(script)
    match = lesson.start("Learner")
    assert match.state.current_player() is not None
    moves = 0
    while not lesson.over(match):
        number = lesson.index(match)
        step = script.steps[number]
        if step.action is None:
            lesson.note_read(match)
            continue
        seat = match.state.current_player()
        if seat == PERSON:
            assert step.say, f"step {number + 1}: the learner's move without words"
            assert lesson.expected(match) == step.action
        else:
            assert lesson.computer_move(match) == step.action
        reason = match.check(step.action)
        assert reason is None, f"step {number + 1} ({step.action!r}) is illegal: {reason}"
        assert lesson.refusal(match, step.action) is None or seat != PERSON
        match.apply(step.action, hold_turn_end=seat == PERSON)
        match.confirm_turn_end()
        moves += 1
    assert moves == sum(1 for s in script.steps if s.action is not None)


@pytest.mark.parametrize("title", TITLES)
def test_another_legal_move_is_answered_with_the_lessons_words(title):
    script = tutorial_script.load(title)
    lesson = Lesson(script)
    match = lesson.start("Learner")
    tried = 0
    while not lesson.over(match):
        step = lesson.step(match)
        if step.action is None:
            lesson.note_read(match)
            continue
        if match.state.current_player() == PERSON:
            others = [a for a in match.state.legal_actions() if a != step.action]
            if others:
                refusal = lesson.refusal(match, others[0])
                if step.why:
                    assert refusal and i18n._(step.why) in refusal
                else:   # the step's words are in the note beside it: not repeated; the move is named
                    assert refusal == i18n._("That move is allowed, but the lesson asks for another one now: "
                                             "“{move}”.").format(move=match.state.describe_action(step.action))
                tried += 1
        match.apply(step.action)
    assert tried >= 1


@pytest.mark.parametrize("title", TITLES)
def test_every_text_is_translated(title):
    texts = tutorial_script.load(title).texts()
    i18n.set_language("ja")
    try:
        missing = [text for text in texts if i18n._(text) == text]
    finally:
        i18n.set_language("en")
    assert not missing, missing


@pytest.mark.parametrize("title", TITLES)
def test_the_panel_counts_the_learners_steps_one_by_one(title):
    """"Step n of N" counts the notes and the learner's moves, never the computer's: walking
    the lesson, n goes up by one at each of the learner's steps and stands still while the
    computer moves, from 1 to N (a play-test saw 4 jump to 7 over the computer's turn)."""
    lesson = Lesson(tutorial_script.load(title))
    match = lesson.start("Learner")
    seen = []
    while not lesson.over(match):
        number = lesson.index(match)
        shown, total = lesson.shown_number(number)
        step = lesson.script.steps[number]
        learners = step.action is None or match.state.current_player() == PERSON
        seen.append((shown, learners))
        if step.action is None:
            lesson.note_read(match)
            continue
        match.apply(step.action)
        match.confirm_turn_end()
    learner_numbers = [n for n, mine in seen if mine]
    assert learner_numbers == list(range(1, total + 1))
    for (before, _), (n, mine) in zip(seen, seen[1:]):
        assert n == (before + 1 if mine else before) or (n == 1 and before == 1)
    assert total < len(lesson.script.steps) or all(mine for _n, mine in seen)
