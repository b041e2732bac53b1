"""The computer's second opinion in the replay viewer (issue 28): opened from the Load screen
with real clicks, the review runs in the worker process while the viewer answers keys at once,
a progress line says how far it got, marked moves get ticks, words and Hard's move outlined
as the Hint outlines it, the review is kept beside the save (a second viewer shows it at once),
and an unfinished game is not reviewed."""
import json
import re
import time

import pygame
import pytest

from driver import advance, click, key, make_app
from game import paths
from game.ai.review import mark
from game.review_text import MARK_SIGNS
from game.reviews import Review, cache_path
from game.saves import save_match
from game.scenes.common import replay_review
from game.scenes.common.load import LoadScene
from game.scenes.common.replay import ReplayScene
from game.scenes.common.results import ResultsScene
from game.ui import theme, textrecord
from titles import random_match

ITERATIONS = 8


@pytest.fixture(autouse=True)
def few_iterations(monkeypatch):
    monkeypatch.setattr(replay_review, "ITERATIONS", ITERATIONS)


def saved_game(title="koinobori", seed=4, players=2):
    match = random_match(title, players, steps=100_000, seed=seed)
    assert match.state.is_over()
    path = paths.saves_dir() / f"{title}-review.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_match(match, path)
    return match, path


def watch(app, path) -> ReplayScene:
    load = app.push(LoadScene(app))
    rect, _row = next((r, w) for r, w in load._rows() if w.path == path)
    click(app, load.watch_rect(rect).center)
    assert isinstance(app.top, ReplayScene)
    return app.top


def until_reviewed(app, replay, seconds=180):
    deadline = time.monotonic() + seconds
    while not replay.review.review.done and time.monotonic() < deadline:
        advance(app, 40)
        time.sleep(0.01)
    advance(app, 40)
    assert replay.review.review.done


def drawn_texts(app) -> list[str]:
    """Every text the scene on top draws now (whole, where one was cut with an ellipsis)."""
    with textrecord.recording() as record:
        app.top.draw(app.canvas)
    return [t.full or t.string for t in record.texts]


def test_the_review_runs_in_the_background_and_marks_the_moves_that_lost_much():
    match, path = saved_game()
    app = make_app()
    replay = watch(app, path)
    review = replay.review.review
    total = len(review.decisions)
    assert total > 10 and review.progress == (0, total)
    # the viewer answers at once while the worker judges the moves
    key(app, pygame.K_HOME)
    key(app, pygame.K_RIGHT)
    assert replay.step == 1 and not review.done
    advance(app, 40)
    assert any(t.startswith("Review ") and t.endswith(f"/{total}") for t in drawn_texts(app))
    until_reviewed(app, replay)
    # the file beside the save holds every judged move: the command's rows
    kept = json.loads(cache_path(path).read_text())
    assert kept["iterations"] == ITERATIONS and len(kept["moves"]) == total
    fresh = Review(match, None, ITERATIONS)
    fresh.run()
    assert kept["moves"] == fresh.rows()                  # the worker's review is this process's
    # the marks are the title's thresholds applied to those values, on the move's step
    expected = {}
    for row in fresh.rows():
        name = mark("koinobori", False, max(0.0, row["value_best"] - row["value_played"]))
        if name is not None and row["best"] != row["played"]:
            expected[row["index"] + 1] = name
    assert expected, "a random game has moves the computer marks"
    assert {k: m.colour for k, m in replay.marks.items()} == {
        k: (theme.REVIEW_MISTAKE if name == "mistake" else theme.REVIEW_DOUBTFUL) for k, name in expected.items()}
    by_index = {row["index"]: row for row in fresh.rows()}
    assert {k: a.to_json() for k, a in replay.suggestions.items()} == {k - 1: by_index[k - 1]["best"] for k in expected}
    marked = len(expected)
    assert f"Review: {marked} marked" in drawn_texts(app)


def test_a_marked_move_shows_its_words_and_the_computers_move_outlined():
    match, path = saved_game()
    app = make_app()
    replay = watch(app, path)
    until_reviewed(app, replay)
    step = min(replay.marks) - 1            # the step before the first marked move
    key(app, pygame.K_HOME)
    for _ in range(step):
        key(app, pygame.K_RIGHT)
    assert replay.step == step
    table = replay.table
    best = replay.suggestions[step]
    assert table.hinted == best and table.hint_rects(best)      # outlined where it is clicked
    # ...on the mover's own table (its hand where the title's hint_rects find it), not the open hands
    assert not table.open_hands and table.viewer == replay.timeline.facts[step].to_act
    text, colour = table.message[0], table.message[1]
    told = first_line_of(replay.timeline.match_at(step), best, replay.timeline.mover(step + 1))
    assert told in text and f"Move {step + 1} " in text
    assert colour == replay.marks[step + 1].colour
    drawn = " ".join(drawn_texts(app))
    assert all(word in drawn for word in text.split()[:4])     # the note is drawn on the table
    key(app, pygame.K_RIGHT)                 # the marked move itself: its sign in the caption
    sign = MARK_SIGNS["mistake" if replay.marks[step + 1].colour == theme.REVIEW_MISTAKE else "doubtful"]
    assert sign in replay.caption()
    assert replay.table.hinted is None or replay.step in replay.suggestions
    plain = next(k for k in range(replay.timeline.steps) if k not in replay.suggestions)
    replay.go(plain)
    assert replay.table.open_hands and replay.table.hinted is None and replay.table.message is None


def first_line_of(match, action, mover) -> str:
    """The first log line `action` writes under `mover` on `match` (the note's words)."""
    before = len(match.state.log)
    match.apply(action)
    return next((line for line, (seat, _turn) in zip(match.state.log[before:], match.log_marks[before:])
                 if seat == mover), None)


def outside_quotes(text: str) -> str:
    """`text` without its quoted button words (“...”)."""
    return re.sub("“[^”]*”", "", text)


def test_a_note_tells_both_moves_as_the_log_does_naming_the_mover_never_you():
    """A play-test read "? Move 2 is a mistake: Put yellow-green + pink face down on your own
    pole ... The computer's move: Play on pole 2" as instructions to "you": the buttons' words.
    A note tells the move played with the line it wrote in the log, and the computer's move with
    the line it writes on the match at that step: the mover named, in the third person."""
    match, path = saved_game("koinobori", seed=4, players=5)
    app = make_app()
    replay = watch(app, path)
    until_reviewed(app, replay)
    timeline = replay.timeline
    names = timeline.setup.players
    assert replay.suggestions
    for step, best in replay.suggestions.items():
        replay.go(step)
        text = replay.table.message[0]
        mover = timeline.mover(step + 1)
        played = next((timeline.final.state.log[i] for i in timeline.new_lines(step + 1)
                      if timeline.final.log_marks[i][0] == mover), None)
        assert names[mover] in text and (played or "chose \u201c") in text, text   # (no line: its button quoted)
        assert (first_line_of(timeline.match_at(step), best, mover) or "") in text, text
        assert not re.search(r"\b(you|your)\b", outside_quotes(text), re.IGNORECASE), text


def test_a_second_viewer_reads_the_review_kept_beside_the_save():
    match, path = saved_game(seed=7)
    app = make_app()
    first = watch(app, path)
    until_reviewed(app, first)
    marks = dict(first.marks)
    click(app, first.close_button.rect.center)
    second = watch(app, path)
    assert second.review.review.done                  # nothing left to judge: no worker asked
    advance(app, 40)
    assert second.marks == marks


def test_the_results_screen_keeps_the_review_beside_the_games_autosave():
    from game.autosaves import start_game

    match = random_match("koinobori", steps=100_000, seed=2)
    saver = start_game(match)
    app = make_app()
    results = app.push(ResultsScene(app, match))
    results.save_path = saver.path          # as the table's end of game sets it
    results._replay()
    replay = app.top
    until_reviewed(app, replay)
    assert cache_path(saver.path).exists()


def test_an_unfinished_game_is_not_reviewed():
    match = random_match("koinobori", steps=12, seed=3)
    path = paths.saves_dir() / "half.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_match(match, path)
    app = make_app()
    replay = watch(app, path)
    assert replay.review is None and replay.marks == {} and replay.suggestions == {}
    advance(app, 40)
    assert not cache_path(path).exists()


def test_the_view_button_and_the_note_say_which_table_a_notes_move_is_outlined_on():
    """A play-test: with "every seat" the table switched to the mover's view at a note while
    View still said "every seat"; pinned to another seat the note showed with no outline and
    no word why.  Every seat: the View button says the table is the mover's, for the note.
    Pinned elsewhere: the note says where the computer's move is outlined."""
    match, path = saved_game("koinobori", seed=4, players=3)
    app = make_app()
    replay = watch(app, path)
    until_reviewed(app, replay)
    step = min(replay.suggestions)
    key(app, pygame.K_HOME)
    for _ in range(step):
        key(app, pygame.K_RIGHT)
    mover = replay.timeline.facts[step].to_act
    name = replay.timeline.setup.players[mover]
    assert replay.pinned is None and replay.table.viewer == mover and replay.table.hinted is not None
    assert replay.view_button.label == f"View, for the note: {name}"
    drawn = drawn_texts(app)
    assert "View, for the note" in drawn and name in drawn
    assert "every seat" not in drawn
    # a step with no note: every seat again
    plain = next(k for k in range(step + 1, replay.timeline.steps) if k not in replay.suggestions)
    for _ in range(plain - step):
        key(app, pygame.K_RIGHT)
    assert replay.view_button.label == "View: every seat" and "View" in drawn_texts(app)
    for _ in range(plain - step):
        key(app, pygame.K_LEFT)
    # pinned to another seat: no outline, and the note says where it is
    other = (mover + 1) % 3
    while replay.pinned != other:
        click(app, replay.view_button.rect.center)
    assert replay.step == step and replay.table.viewer == other and replay.table.hinted is None
    text = replay.table.message[0]
    assert f"Outlined with View on {name} or every seat." in text
    assert replay.view_button.label == f"View: {replay.timeline.setup.players[other]}"
    # pinned to the mover: outlined there, and the note has no such sentence
    while replay.pinned != mover:
        click(app, replay.view_button.rect.center)
    assert replay.table.hinted is not None and "Outlined with View" not in replay.table.message[0]
