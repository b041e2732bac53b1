"""Issue 13 point 9: smaller things seen on screenshots, each driven like a player would."""
import pygame
import pytest

from driver import button_pos, click, make_app
from game.rules.registry import TITLES, is_available, title_info
from game.scenes.common.setup import SetupScene


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def _first_player_buttons(setup):
    zones = {setup.layout.zone("first_random").topleft}
    zones |= {setup.layout.zone(f"first_{i}").topleft for i in range(5)}
    return [b for b in setup.buttons if b.rect.topleft in zones]


@pytest.mark.parametrize("title", [t for t in TITLES if is_available(t) and title_info(t).min_players == 1])
def test_a_single_player_is_never_asked_who_goes_first(app, title):
    setup = app.push(SetupScene(app, title))
    assert _first_player_buttons(setup)  # two players: the rulebook's question and its buttons
    click(app, button_pos(setup, "Solo"))
    assert setup.count == 1
    assert _first_player_buttons(setup) == []
    app.render()
    question = title_info(title).first_player_question or "Who goes first?"
    assert not any(question in text for text in _texts_drawn(app, setup))
    click(app, button_pos(setup, "2"))
    assert len(_first_player_buttons(setup)) == 3  # Random and both seats come back


def _texts_drawn(app, scene):
    """Every string the scene draws (by wrapping draw.text while it renders)."""
    from game.ui import draw
    seen = []
    original = draw.text

    def spy(surface, assets, string, *args, **kwargs):
        seen.append(string)
        return original(surface, assets, string, *args, **kwargs)

    draw.text = spy
    try:
        scene.draw(app.canvas)
    finally:
        draw.text = original
    return seen
