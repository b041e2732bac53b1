"""The second opinion's note names the move played and the computer's move (play-test
2026-12-06, session 3): a Paddy "Done" that ends Place animals read as "Ana can place no
waterfall…", the line its automatic step wrote, never the move; a Pondscape card put face down
read "places a water card at row 3, column 4" both for the move and the computer's, the card
never named although a finished game's replay hides nothing; and in Japanese the note's two
sentences were joined with a half-width space after 「。」."""
import pygame
import pytest

from driver import advance, key, make_app
from game import i18n
from game.rules.pondscape.data import card_name
from game.scenes.common import replay_review
from test_replay_review import ITERATIONS, saved_game, until_reviewed, watch  # noqa: F401


@pytest.fixture(autouse=True)
def few_iterations(monkeypatch):
    monkeypatch.setattr(replay_review, "ITERATIONS", ITERATIONS)


def notes_by_move(replay):
    """{index: (note, played action, best action)} of every marked move."""
    review = replay.review.review
    return {index: (text, review.moves[index].played, review.moves[index].best)
            for index, text in replay.review.notes.items()}


def test_a_paddy_done_is_named_before_the_lines_its_automatic_step_wrote():
    match, path = saved_game("paddy", seed=3)
    app = make_app()
    replay = watch(app, path)
    until_reviewed(app, replay)
    names = replay.timeline.setup.players
    dones = {i: t for i, (t, played, _best) in notes_by_move(replay).items() if played.to_json()["type"] == "Done"}
    assert dones, "a random Paddy game has a marked Done"
    skipped = 0
    for index, text in dones.items():
        name = names[replay.timeline.mover(index + 1)]
        assert f": {name} chose “Done”" in text, text
        if "can place no waterfall" in text.split("The computer's move")[0]:
            skipped += 1
            assert f"{name} chose “Done”: {name} can place no waterfall" in text, text
    assert skipped, "a marked Done that skips the waterfall step"
    # the note is the one shown on the table before the move
    step = min(dones)
    key(app, pygame.K_HOME)
    for _ in range(step):
        key(app, pygame.K_RIGHT)
    advance(app, 40)
    assert replay.table.message[0].startswith(dones[step].split(" Outlined")[0][:60])


def test_a_pondscape_card_put_face_down_is_named_in_a_finished_games_note():
    match, path = saved_game("pondscape", seed=5)
    app = make_app()
    replay = watch(app, path)
    until_reviewed(app, replay)
    down = 0
    for index, (text, played, best) in notes_by_move(replay).items():
        for action, part in ((played, text.split("The computer's move")[0]),
                             (best, text.split("The computer's move")[1])):
            data = action.to_json()
            if data["type"] == "Play" and data["face_down"]:
                down += 1
                assert "places a water card at" in part and card_name(data["card"]) in part, text
    assert down, "a marked move or a computer's move that puts a card face down"


def test_the_japanese_note_joins_its_sentences_without_a_space():
    i18n.set_language("ja")
    match, path = saved_game("pondscape", seed=5)
    app = make_app()
    replay = watch(app, path)
    until_reviewed(app, replay)
    notes = replay.review.notes
    assert notes
    for text in notes.values():
        assert "。 " not in text, text
