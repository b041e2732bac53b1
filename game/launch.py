"""Builds the app with its home screen: the one place that ties the app to concrete scenes.

The window (`python -m game`), the smoke run, the screenshot command, the benchmarks and the
tests all start here, so each of them gets the same title menu as home.
"""
from __future__ import annotations

from . import i18n
from .app import App
from .scenes.common.menu import MenuScene


def make_app(size: tuple[int, int] | None = None, headless: bool = False) -> App:
    """An app whose home screen is the title menu (the stack starts empty).  The language is
    the one already chosen (`python -m game` chose it from --lang), else chosen now.  `size`:
    the window's pixels; None: the player's UI scale sets it (a headless app: 1280x720)."""
    if not i18n.started():
        from .settings import start_language

        start_language()
    return App(size=size, headless=headless, home=MenuScene)


def open_menu(app: App) -> App:
    """Show the title menu alone."""
    app.go_home()
    return app
