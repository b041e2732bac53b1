"""A play-test (2026-12-06, o8): Join with a code, a watch link pasted, and the button still said
"Join the table", though the link only opens the table to watch.  It says "Watch the table" for
a watch link (in the link field or the address field) and "Join the table" again for an invite."""
from __future__ import annotations

import pygame

from driver import click, key, make_app
from game import i18n
from online_windows import press, type_into


def _labels(join) -> list[str]:
    return [i18n._(b.label) for b in join.buttons]


def _clear(app, field) -> None:
    click(app, field.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)


def test_the_button_says_watch_for_a_watch_link_and_join_for_an_invite():
    app = make_app()
    try:
        app.go_home()
        press(app, "Play online")
        press(app, "Join with a code")
        join = app.top
        assert "Join the table" in _labels(join)
        type_into(app, join.link, "tabletop://127.0.0.1:8765/watch/" + "Q" * 32)
        assert "Watch the table" in _labels(join) and "Join the table" not in _labels(join)
        _clear(app, join.link)
        assert "Join the table" in _labels(join)
        type_into(app, join.link, "tabletop://127.0.0.1:8765/watch/QQQQ")   # cut short in copying: still to watch
        assert "Watch the table" in _labels(join)
        press(app, "Watch the table")
        assert "cut short" in join.message and "copy the whole link again" in join.message, join.message
        _clear(app, join.link)
        type_into(app, join.link, "tabletop://127.0.0.1:8765/ABCDE-FGHJK")
        assert "Join the table" in _labels(join)
        _clear(app, join.link)
        type_into(app, join.address, "tabletop://127.0.0.1:8765/watch/" + "Q" * 32)
        assert "Watch the table" in _labels(join)
        _clear(app, join.address)
        type_into(app, join.address, "127.0.0.1:8765")
        type_into(app, join.code, "ABCDE-FGHJK")
        assert "Join the table" in _labels(join)
    finally:
        pygame.quit()
