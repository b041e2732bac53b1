"""A play-test (2026-12-06): Enter at "The game is over", then Enter again, dealt a new game at
once: the ring on the results started on "Play again".  It starts on "Look at the table" (a
stray Enter goes back to the finished table, where Enter brings the results again), and Play
again is one Tab away; for every title, solo and not."""
from __future__ import annotations

import pygame
import pytest

from driver import advance, key, make_app
from game.rules.registry import TITLES
from game.scenes.common.results import ResultsScene
from game.scenes.registry import scene_class
from keyboard import focused
from titles import AVAILABLE, random_match

CASES = [(t, n) for t in AVAILABLE for n in ((1, 2) if TITLES[t].has_solo else (2, 3))]


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    yield app
    pygame.quit()


def label_of(results: ResultsScene, target) -> str:
    return next(b.label for b in results.buttons if pygame.Rect(b.rect) == target.rect)


@pytest.mark.parametrize("title,players", CASES)
def test_a_second_enter_at_the_results_does_not_deal_a_new_game(app, title, players):
    match = random_match(title, players=players, steps=100_000, seed=5)
    assert match.state.is_over()
    app.go_home()
    table = app.push(scene_class(title)(app, match))
    advance(app, 60_000)          # the final reveal, if any, is over: "The game is over"
    key(app, pygame.K_TAB)        # the keyboard in use: the ring shows
    key(app, pygame.K_RETURN)     # the results
    results = app.top
    assert isinstance(results, ResultsScene)
    assert label_of(results, focused(app)) == "Look at the table"
    key(app, pygame.K_TAB)
    assert label_of(results, focused(app)) == "Play again"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_RETURN)     # the stray Enter: back to the same finished table
    assert app.top is table and table.match is match and table.state.is_over()
    key(app, pygame.K_RETURN)     # and Enter there brings the same results again
    assert app.top is results


def test_enter_with_the_ring_hidden_shows_it_on_the_safe_button_and_the_next_enter_acts(app):
    """The results opened by a click (the mouse used last: the ring hidden).  Enter did nothing
    and said nothing there (the screen has no Enter of its own); it shows the ring where it
    stands, on "Look at the table", and the next Enter acts on it.  Space likewise."""
    match = random_match("pondscape", players=2, steps=100_000, seed=5)
    app.go_home()
    table = app.push(scene_class("pondscape")(app, match))
    advance(app, 60_000)
    results = app.push(ResultsScene(app, match))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.step()
    assert not app.focus.shown
    key(app, pygame.K_RETURN)
    assert app.focus.shown and app.top is results
    assert label_of(results, focused(app)) == "Look at the table"
    key(app, pygame.K_RETURN)
    assert app.top is table
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.step()
    key(app, pygame.K_SPACE)      # the table's "The game is over" bar: Space shows the ring too
    assert app.focus.shown and app.top is table
