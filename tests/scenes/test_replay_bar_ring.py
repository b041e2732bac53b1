"""The focus ring on the replay bar's "to the start" button (play-test 2026-12-06, session 2):
the button stood 6 from the window's top, nearer than the ring reaches (its band 5 out, its dark
edge 2 more), so the ring was clipped to the window and squeezed onto the button's top.  The
bar's buttons stand 8 from the top now: the ring round each is whole, as anywhere else."""
from __future__ import annotations

import pygame

from driver import make_app
from game.scenes.common.replay import open_replay
from game.ui import theme
from keyboard import go_to
from titles import random_match

DARK, LIGHT = theme.FOCUS_OUTER, theme.FOCUS_INNER


def test_the_ring_round_the_replay_bars_first_button_is_whole(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = make_app()
    try:
        replay = open_replay(app, random_match("ladybird", 2, steps=30, seed=3), 5)
        app.render()
        for button in replay.icon_buttons:
            go_to(app, lambda t, b=button: t.rect == b.rect, "a replay button")
            app.full_frame = True
            app.render()
            rect = button.rect
            assert rect.y - 7 >= 0 and rect.x - 7 >= 0, rect   # the ring's reach inside the window
            # from the ring's outer edge in to the button, across its top and its left side:
            # dark edge (2), light band (4), dark line (2) over the button's own edge
            across = [app.canvas.get_at((rect.centerx, rect.y - k))[:3] for k in range(7, -1, -1)]
            down = [app.canvas.get_at((rect.x - k, rect.centery))[:3] for k in range(7, -1, -1)]
            want = [DARK, DARK, LIGHT, LIGHT, LIGHT, LIGHT, DARK, DARK]
            assert across == want, (rect, across)
            assert down == want, (rect, down)
    finally:
        pygame.quit()
