"""A click on the replay's table shows "This is a replay: the table cannot be changed…"; a
play-test saw a card's tooltip stacked on that box once the pointer moved a pixel.  No tooltip
shows while the box does; after it, tooltips come back."""
import pygame

from driver import advance, click, make_app
from game.scenes.common.overlays import MESSAGE_MS
from game.scenes.common.replay import open_replay
from game.scenes.common.replay_table import READ_ONLY
from game.ui.tooltip import REST_MS
from titles import random_match


def move(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
    app.step()
    advance(app, REST_MS + 10)


def test_no_tooltip_over_the_replay_box():
    match = random_match("koinobori", 3, steps=100_000, seed=4)
    app = make_app()
    replay = open_replay(app, match, 20)
    pos = replay.table.row_rects[0].center
    move(app, pos)
    assert replay.table.hover.visible is not None      # the card's tooltip
    click(app, pos)
    assert replay.table.message is not None and replay.table.message[0] == READ_ONLY
    for dx in (1, 3, 40):
        move(app, (pos[0] + dx, pos[1]))
        assert replay.table.message is not None and replay.table.hover.visible is None, dx
    advance(app, MESSAGE_MS + 100)
    assert replay.table.message is None
    move(app, pos)
    assert replay.table.hover.visible is not None      # the box gone: tooltips again
