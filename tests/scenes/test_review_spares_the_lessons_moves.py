"""The replay's second opinion after a lesson (a play-test): Koinobori's lesson, played to its
end and watched again from the results, had the moves the lesson told the learner to make marked
"?! doubtful", and its scripted opening moves judged as the learner's.  The moves a lesson made
or dictated are not judged: the review starts after the lesson's last guided move (a lesson
played on is recognised by its own deal and its exact moves from the start)."""
from __future__ import annotations

import pygame

from driver import advance, button_pos, click, key, make_app
from game.reviews import Review
from game.rules.match import Match
from game.rules.base import Setup
from game.tutorial.lesson import Lesson, guided_actions
from game.tutorial.script import load
from test_tutorial_scene import open_lesson, play_through


def test_a_lesson_watched_again_has_none_of_its_moves_judged():
    from game.scenes.common.replay import ReplayScene
    from game.scenes.common.results import ResultsScene

    app = make_app()
    table = open_lesson(app, "koinobori")
    play_through(app, table)
    assert table.state.is_over() and table.lesson.finished()
    assert guided_actions(table.match) == len(table.match.actions)
    app.render()
    for _ in range(3):   # "click the table ... to see the results" (the first ends the final reveal)
        if isinstance(app.top, ResultsScene):
            break
        click(app, (300, 100))
    results = app.top
    assert isinstance(results, ResultsScene), type(app.top)
    button = next(b for b in results.buttons if b.label == "Watch the replay")
    click(app, button.rect.center)
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.review is not None
    decisions = replay.review.review.decisions
    assert decisions == [], f"the review judges {len(decisions)} of the lesson's moves"
    advance(app, 2000)
    assert not replay.marks


def test_after_play_on_only_the_learners_own_moves_are_judged():
    """Paddy's lesson ends mid-game: after "Play on" the learner's next moves are theirs."""
    app = make_app()
    table = open_lesson(app, "paddy")
    play_through(app, table)
    guided = len(table.match.actions)
    assert guided_actions(table.match) == guided
    click(app, button_pos(table.lesson, "Play on"))
    assert not table.lesson.active
    # the game played on to its end, every seat by the rules' first legal move (the test's
    # stand-in for the players: only which moves the review takes is proved here)
    match = Match.replay(table.match.setup, table.match.seed, table.match.actions)
    while not match.state.is_over():
        match.apply(match.state.legal_actions()[0])
        match.confirm_turn_end()
    assert guided_actions(match) == guided
    review = Review(match, None, iterations=1)
    assert review.decisions and all(d.index >= guided for d in review.decisions)
    # an ordinary game of the same title is judged from its first move
    other = Match(Setup("paddy", ("Ana", "Kai"), 0, seats=("human", "normal")), load("paddy").seed + 1)
    assert guided_actions(other) == 0
    assert Lesson(load("paddy")).start("Ana").setup.seats == ("human", "normal")
