"""The tile following the pointer covers the plot the info line names (a play-test, 2026-12-06
session 3, the lesson's step 2 at 1024x600): with the 3-plot card turned once (R), pointing at
the outlined B6 at window (112, 340) showed the tile on B5, C5 and C6 while the line said "B6";
5 px lower it lay on B6, C6 and C7.  The corner nearest the pointer chose the tile's 2×2 box,
and a 3-plot tile leaves one corner of its box free: that corner was the plot pointed at.
Now the box is the nearest one whose tile covers the plot; a click places the tile shown."""
from __future__ import annotations

import pygame

from at_scale import app_at, click, move_px, window_px
from driver import button_pos, key, recorded_texts
from game.rules.paddy import PlacePaddy
from game.rules.paddy.geometry import SHAPES
from game.rules.registry import TITLES
from game.scenes.common.table import TableScene


def to_the_first_tile(app):
    app.go_home()
    app.render()
    click(app, app.top.layout.zone(f"learn_{list(TITLES).index('paddy')}").center)   # Learn to play
    table = app.find(TableScene)
    guide = table.lesson
    for _ in range(10):
        if isinstance(guide.expected(), PlacePaddy):
            break
        click(app, button_pos(guide, "Next"))
    action = guide.expected()
    assert isinstance(action, PlacePaddy) and action.tile == 3
    click(app, table.hint_rects(action)[0].center)
    click(app, table.hint_rects(action)[0].center)
    assert (table.sel_card, table.sel_half) == (action.card, action.half)
    return table, action


def tile_cells(anchor, rotation):
    r0, c0 = divmod(anchor, 8)
    return {(r0 + dr) * 8 + c0 + dc for dr, dc in SHAPES[3][rotation]}


def test_the_ghost_covers_the_plot_the_info_line_names_at_1024x600(monkeypatch):
    app = app_at((1024, 600))
    table, action = to_the_first_tile(app)
    key(app, pygame.K_r)                        # the learner's R pressed once
    b6 = 5 * 8 + 1
    texts = recorded_texts(monkeypatch)
    for pixel in ((112, 340), (112, 345)):      # the tester's two points on B6
        texts.clear()
        move_px(app, pixel)
        app.render()
        assert table.art.cell_at(app.input.pointer) == b6
        assert any(t.startswith("B6 (Day)") for t, _r in texts), [t for t, _r in texts]
        cells, _reason, anchor = table._ghost_state(app.input.pointer)
        assert b6 in cells, (pixel, sorted(cells))
    # every point of the board: the tile shown covers the plot pointed at, in each turn
    board = table.art.rect
    for rotation in range(4):
        while table.rotation != rotation:
            key(app, pygame.K_r)
        for y in range(board.top, board.bottom, 3):
            for x in range(board.left, board.right, 3):
                cell = table.art.cell_at((x, y))
                ghost = table._ghost_state((x, y))
                if cell is None or ghost is None:
                    continue
                r, c = divmod(cell, 8)
                boxes = [ra * 8 + ca for ra in (r - 1, r) for ca in (c - 1, c) if 0 <= ra < 8 and 0 <= ca < 8]
                if any(cell in tile_cells(box, rotation) for box in boxes):   # (a corner plot may have none)
                    assert cell in ghost[0], (rotation, (x, y), cell, sorted(ghost[0]))


def test_a_click_on_the_outlined_plots_places_the_tile_shown():
    app = app_at((1024, 600))
    table, action = to_the_first_tile(app)
    while table.rotation != action.rotation:
        key(app, pygame.K_r)
    pixel = window_px(app, table.art.anchor_point(action.cell, 3, action.rotation))
    move_px(app, pixel)
    cells, reason, anchor = table._ghost_state(app.input.pointer)
    assert reason is None and anchor == action.cell and set(cells) == tile_cells(action.cell, action.rotation)
    done = len(table.match.actions)
    click(app, table.art.anchor_point(action.cell, 3, action.rotation))
    assert table.match.actions[done:] == [action]
