"""Drive the real client headless by posting real pygame mouse and key events."""
from __future__ import annotations

import pygame

from game.app import App
from game.launch import make_app as _make_app


def make_app(size: tuple[int, int] | None = None) -> App:
    """A headless app with the title menu as home and an empty stack (`size`: the window's
    pixels, None: 1280x720).  The window's creation events (shown, focus, its size) are
    dropped: SDL queues them when a window is made after an earlier test's pygame.quit(), and
    the test's first input would otherwise also handle a resize (a whole frame, as the first
    frame is anyway), so a test would behave differently by what ran before it."""
    app = _make_app(size=size, headless=True)
    pygame.event.clear()
    return app


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """Press and release at a logical position (the window is 1280x720, so 1:1)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step()


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (mid, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step()


def key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.step()


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step()


def advance(app: App, ms: int) -> None:
    """Let scene timers run as if `ms` had passed (without sleeping)."""
    for scene in list(app.stack):
        scene.update(ms)
    app.step()


def button_pos(scene, label: str) -> tuple[int, int]:
    bar = scene._live_bar_buttons() if hasattr(scene, "_live_bar_buttons") else []
    for button in [*getattr(scene, "buttons", []), *bar]:
        if button.label == label or button.label.startswith(label):
            return button.rect.center
    raise AssertionError(f"no button {label!r} on {type(scene).__name__}")


def end_turn(app: App) -> bool:
    """If the table waits for "End turn" (the mover's turn is over), press Enter; True if it did."""
    from game.scenes.common.table import TableScene

    table = app.find(TableScene)
    if table is None or not table.turn_done or app.top is not table:
        return False
    key(app, pygame.K_RETURN)
    return True


def recorded_texts(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every (text, rect) `draw.text` draws from now on (the tests' eye on what a screen says
    and where)."""
    from game.ui import draw, theme

    seen: list[tuple[str, pygame.Rect]] = []
    real = draw.text

    def record(surface, assets, string, pos, size=theme.BODY_SIZE, colour=theme.INK, bold=False, anchor="topleft"):
        rect = real(surface, assets, string, pos, size, colour, bold, anchor)
        seen.append((string, rect))
        return rect

    monkeypatch.setattr(draw, "text", record)
    return seen
