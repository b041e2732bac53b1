"""Playing by the keyboard alone in tests (issue 30): find the keys that bring the focus ring to
a target, press them as real key events, press Enter.

The keys are planned with the ring's own moves (`FocusRing.tab`, `FocusRing.move`) on a copy of
the ring, then pressed for real through pygame's event queue (`driver.key`); `go_to` checks the
real ring arrived where the plan said.  Nothing here clicks or calls a scene's handler."""
from __future__ import annotations

import copy
from collections import deque
from typing import Callable

import pygame

from driver import key
from game.ui.focus import ARROWS, Target

MOVES = [(pygame.K_TAB, 0), (pygame.K_TAB, pygame.KMOD_SHIFT), *((k, 0) for k in ARROWS)]


def targets(app) -> list[Target]:
    return app.top.focus_targets()


def focused(app) -> Target | None:
    return app.top.focus_ring.find(targets(app))


def _apply(ring, targets_now, move, nearest) -> None:
    k, mod = move
    if k == pygame.K_TAB:
        ring.tab(targets_now, backwards=bool(mod))
    else:
        ring.move(targets_now, ARROWS[k], nearest)


def _moves(app) -> list[tuple[int, int]]:
    """The ring's moves on the screen on top (not the keys it leaves to the screen)."""
    return [move for move in MOVES if move[0] not in app.top.own_keys]


def _copy(ring):
    """A copy of the ring to plan on: its own memory and trail, the rest shared (keys and
    targets are never changed in place; `_set` makes a new rect).  copy.deepcopy of every ring
    the plans tried took 33 s of 251 s in a profile of 25 scene test files (docs/dev/
    performance.md); a plan that strayed from the real ring would fail `go_to`'s check, never
    pass wrongly."""
    twin = copy.copy(ring)
    twin.memory = dict(ring.memory)
    twin.recent = list(ring.recent)
    return twin


def plan(app, want: Callable[[Target], bool]) -> list[tuple[int, int]] | None:
    """The shortest list of (key, mod) that moves the ring onto a target `want` accepts."""
    now = targets(app)
    start = _copy(app.top.focus_ring)
    # while nothing here has been focused, the first Tab lands where the screen says
    # (`Scene.focus_start`: where a table's move begins), not past where the ring is shown
    first = app.top.focus_start(now) if app.keyboard and start.held is None and start.key is None else None
    start.current(now)
    seen = {start.key}
    queue = deque([(start, [])])
    by_key = {t.key: t for t in now}
    while queue:
        ring, path = queue.popleft()
        if want(by_key[ring.key]):
            return path
        for move in _moves(app):
            nxt = _copy(ring)
            if not path and first is not None and move[0] == pygame.K_TAB:
                nxt.place(first)
            else:
                _apply(nxt, now, move, app.top.focus_neighbour)
            if nxt.key not in seen:
                seen.add(nxt.key)
                queue.append((nxt, path + [move]))
    return None


def go_to(app, want: Callable[[Target], bool], what: str = "the target") -> Target:
    """Show the ring (Tab) if hidden, then press the planned keys."""
    if not app.keyboard:
        key(app, pygame.K_TAB)
        assert app.keyboard, "Tab did not show the focus ring"
    keys = plan(app, want)
    assert keys is not None, f"the focus ring cannot reach {what} on {type(app.top).__name__}"
    for k, mod in keys:
        key(app, k, mod)
    here = focused(app)
    assert here is not None and want(here), f"the keys {keys} did not bring the ring to {what}"
    return here


def press(app, want: Callable[[Target], bool], what: str = "the target") -> None:
    """Go to a target and press Enter on it."""
    go_to(app, want, what)
    key(app, pygame.K_RETURN)


def on_rect(rect: pygame.Rect, among: list[Target]) -> Callable[[Target], bool]:
    """The target a click in `rect` means: of those whose click lands in it, the one it covers most."""
    rect = pygame.Rect(rect)
    landing = [t for t in among if rect.collidepoint(t.at)]
    assert landing, f"no focus target clicks inside {rect}"
    best = max(landing, key=lambda t: (t.rect.clip(rect).w * t.rect.clip(rect).h, -t.rect.w * t.rect.h))
    return lambda t: t.key == best.key


def with_key(k) -> Callable[[Target], bool]:
    return lambda t: t.key == k


def reachable(app) -> set:
    """The keys of every target the ring can reach from where it stands (Tab and the arrows)."""
    now = targets(app)
    start = _copy(app.top.focus_ring)
    start.current(now)
    seen = {start.key}
    queue = deque([start])
    while queue:
        ring = queue.popleft()
        for move in _moves(app):
            nxt = _copy(ring)
            _apply(nxt, now, move, app.top.focus_neighbour)
            if nxt.key not in seen:
                seen.add(nxt.key)
                queue.append(nxt)
    return seen
