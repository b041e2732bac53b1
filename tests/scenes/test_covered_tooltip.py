"""A tooltip waiting under the pointer goes when a menu opens over its screen: Esc opens the
pause menu before the table hears the key, and a play-test saw the table's tooltip ("Ana,
online (you)") stand over the pause menu."""
from __future__ import annotations

import pygame
import pytest

from driver import advance, click, key, make_app
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.pause import PauseScene
from game.simulate import default_setup
from game.scenes import registry
from game.scenes.koinobori.table import KoinoboriScene


@pytest.fixture
def app():
    app = make_app()
    yield app
    pygame.quit()


def test_esc_over_a_shown_tooltip_opens_the_menu_without_it(app):
    registry.start_new(app, default_setup("koinobori", 2), seed=3)
    if isinstance(app.top, HandoffScene):
        click(app, app.top.button.rect.center)
    table = app.find(KoinoboriScene)
    assert app.top is table
    spot = table.player_rects[0].center
    assert table.tooltip_at(spot) is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    advance(app, 100)
    advance(app, 2000)
    assert table.hover.shown and table.hover.tip is not None   # the tooltip is up
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert table.hover.tip is None and not table.hover.shown
    advance(app, 2000)
    assert table.hover.tip is None                               # and does not come back under the menu
