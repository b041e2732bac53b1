"""The keyboard focus ring (issue 30): every action reachable without a mouse.

A screen names what can be clicked on it as `Target`s (`Scene.focus_targets()`): a rectangle,
the group (area) it belongs to, and where a click on it is made.  The ring remembers which one
has the focus (by the target's `key`, so it survives the screen rebuilding its rects) and moves:

- the arrow keys go to the nearest target in that direction, in the same group when there is
  one (a board's plots, a row of cards), else in any group;
- Space on what a mouse would drag (Paddy's animals on the board) picks it up; it follows the
  ring, and Enter or Space puts it down where the ring stands (Esc: back where it was);
- Tab / Shift+Tab go to the next / previous group (to the one target it prefers, such as an
  enabled primary button, else back to the target last focused in it); a screen with a single
  group steps through its targets in reading order;
- Enter or Space acts on the focused target (the app makes the click a mouse would make there,
  so a refusal is explained exactly as a click's is); Esc backs out of a choice first.

The ring is drawn only while the keyboard is in use: the first mouse move hides it, the first
key shows it again.  It is drawn black and white (a dark outer line and a light inner one), so
it shows on the wood, on paper and on cards, and is never taken for the yellow glow of what is
legal or the sky blue of what is picked up; its square corners carry thick brackets, so it is
never taken for a hint's rounded, pulsing outline either.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Hashable, Iterable, Sequence

import pygame

from . import theme
from . import paint

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ACROSS_WEIGHT = 3   # how much a step sideways costs against a step in the arrow's direction


@dataclass
class Target:
    """One thing the ring can stand on.  `activate` None: a click at `point` (else the rect's
    centre) is made, the same click a mouse makes there; otherwise the callable is what a click
    would call."""
    rect: pygame.Rect
    key: Hashable
    group: str = "main"
    point: tuple[int, int] | None = None
    activate: Callable[[], None] | None = field(default=None, compare=False)
    preferred: bool = False   # where the ring goes when the target it stood on has gone
    place: tuple[int, int] | None = None   # where the arrows take it to be (a raised plot: its ground)
    drag: bool = False        # Space picks it up as a mouse drag would (Enter still clicks it)
    ring: pygame.Rect | None = None   # where the ring is drawn round it, when not round `rect`
    #                                   (clear of a heading just above the place: a play-test)
    spare: tuple = ()         # the target's own labels the ring leaves drawn over it (a badge on
    #                           a card's edge, "Moving": the ring hid it, a play-test)

    @property
    def at(self) -> tuple[int, int]:
        return self.point if self.point is not None else self.rect.center

    @property
    def where(self) -> tuple[int, int]:
        return self.place if self.place is not None else self.rect.center


def button_targets(buttons: Iterable, group: str = "buttons", tag: str | None = None) -> list[Target]:
    """Targets for `Button`s (game/ui/widgets.py); a disabled one too: Enter on it says why,
    as a click does.  `tag` (default: the group) names them apart from the same buttons
    offered in another situation (see scenes/common/tablefocus.py)."""
    return [Target(pygame.Rect(b.rect), ("button", tag or group, b.rect.topleft), group,
                   preferred=b.primary and b.enabled) for b in buttons]


def visible_parts(rects: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """For a fanned row of overlapping cards (each drawn over the one before), the part of each
    that shows: the ring goes round it and the click lands on it, not on the card above."""
    out = []
    for i, rect in enumerate(rects):
        rect = pygame.Rect(rect)
        nxt = rects[i + 1] if i + 1 < len(rects) else None
        if nxt is not None and nxt.colliderect(rect) and rect.x < nxt.x < rect.right:
            rect.w = nxt.x - rect.x
        out.append(rect)
    return out


def _groups(targets: Sequence[Target]) -> list[str]:
    seen: list[str] = []
    for target in targets:
        if target.group not in seen:
            seen.append(target.group)
    return seen


ROW_SLACK = 12   # px: targets whose centres lie this close in height stand in one row (`row_neighbour`)


def row_neighbour(targets: Sequence[Target], current: Target, step: tuple[int, int]) -> Target | None:
    """For a form laid out in rows (setup, settings): ↑ / ↓ go to the nearest row that way, to
    its target nearest in x, however far sideways (the nearest-target rule went from the last
    seat's Hard down to Back, past the rows of First player and Seed); ← / → stay in the row
    while it has a target that way (Settings went from "Paddy: level numbers" to the Sound +
    below it, not to Full screen beside it), else as ever."""
    dx, dy = step
    cx, cy = current.where
    if dy == 0:
        same_row = [t for t in targets if t.key != current.key and abs(t.where[1] - cy) <= ROW_SLACK
                    and (t.where[0] - cx) * dx > 0]
        if same_row:
            return min(same_row, key=lambda t: (t.where[0] - cx) * dx)
        return neighbour(targets, current, step)
    ahead = [t for t in targets if t.key != current.key and (t.where[1] - cy) * dy > ROW_SLACK]
    if not ahead:
        return None
    row_y = min((t.where[1] for t in ahead), key=lambda y: (y - cy) * dy)
    row = [t for t in ahead if abs(t.where[1] - row_y) <= ROW_SLACK]
    return min(row, key=lambda t: abs(t.where[0] - current.where[0]))


def neighbour(targets: Sequence[Target], current: Target, step: tuple[int, int]) -> Target | None:
    """The nearest target from `current` in the direction `step` ((-1, 0) is left): in
    `current`'s group if any lies that way, else in any group; None if nothing does."""
    cx, cy = current.where
    dx, dy = step

    def score(target: Target) -> float | None:
        tx, ty = target.where
        along = (tx - cx) * dx + (ty - cy) * dy
        across = abs((tx - cx) * dy) + abs((ty - cy) * dx)
        if along <= 0:
            return None
        return along + ACROSS_WEIGHT * across

    for pool in ([t for t in targets if t.group == current.group], targets):
        scored = [(s, i) for i, t in enumerate(pool) if t.key != current.key and (s := score(t)) is not None]
        if scored:
            return pool[min(scored)[1]]
    return None


class FocusRing:
    """Which target of one screen has the focus, and the moves between targets."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.last_rect: pygame.Rect | None = None
        self.memory: dict[str, Hashable] = {}    # group -> the key last focused in it (Tab back)
        self.held: Target | None = None          # picked up with Space: a drag under way
        self.recent: list[Hashable] = []          # the keys it stood on, the latest last (a few)

    def current(self, targets: Sequence[Target]) -> Target | None:
        """The focused target (see `find`), kept as the ring's place."""
        target = self.find(targets)
        return self._set(target) if target is not None else None

    def find(self, targets: Sequence[Target]) -> Target | None:
        """The focused target; when it has gone (the screen changed), the preferred one, else
        the one nearest where the ring stood, else the first.  Changes nothing (for drawing)."""
        if not targets:
            return None
        for target in targets:
            if target.key == self.key:
                return target
        preferred = [t for t in targets if t.preferred]
        if preferred:
            return preferred[0]
        if self.last_rect is not None:
            x, y = self.last_rect.center
            return min(targets, key=lambda t: (t.rect.centerx - x) ** 2 + (t.rect.centery - y) ** 2)
        return targets[0]

    def _set(self, target: Target) -> Target:
        self.key = target.key
        self.last_rect = pygame.Rect(target.rect)
        self.memory[target.group] = target.key
        if not self.recent or self.recent[-1] != target.key:
            self.recent = [k for k in self.recent if k != target.key][-15:] + [target.key]
        return target

    def place(self, target: Target) -> Target:
        """The ring put on `target` (a screen's choice: `Scene.focus_start`)."""
        return self._set(target)

    def move(self, targets: Sequence[Target], step: tuple[int, int], nearest=neighbour) -> Target | None:
        """An arrow key: the neighbour that way (None: nothing lies that way, the ring stays);
        `nearest(targets, here, step)` finds it (a screen's own: `Scene.focus_neighbour`)."""
        here = self.current(targets)
        if here is None:
            return None
        there = nearest(targets, here, step)
        return self._set(there) if there is not None else None

    def tab(self, targets: Sequence[Target], backwards: bool = False) -> Target | None:
        """Tab: the next group (Shift: the previous), at the target last focused there; with one
        group, the next target in reading order."""
        here = self.current(targets)
        if here is None:
            return None
        groups = _groups(targets)
        if len(groups) == 1:
            order = sorted(targets, key=lambda t: (t.rect.y // 8, t.rect.x))
            k = next(i for i, t in enumerate(order) if t.key == here.key)
            return self._set(order[(k + (-1 if backwards else 1)) % len(order)])
        k = groups.index(here.group)
        group = groups[(k + (-1 if backwards else 1)) % len(groups)]
        members = [t for t in targets if t.group == group]
        preferred = [t for t in members if t.preferred]
        if len(preferred) == 1:
            # the one thing the area asks for now (a table's enabled primary button: Keep these
            # two, Done) before the one last focused there (a play-test's Tab kept landing on
            # Paddy's look-only "Harvest now?" beside it)
            return self._set(preferred[0])
        # with several asked for (the poles a chosen card may go to), the one last focused there
        # if it is one of them, else the first of them (a play-test's Tab went back to a pole
        # the chosen card could not go to)
        remembered = self.memory.get(group)
        for target in preferred or members:
            if target.key == remembered:
                return self._set(target)
        return self._set((preferred or members)[0])


def first_at(targets: Sequence[Target], rects: Sequence[pygame.Rect]) -> Target | None:
    """The first of `targets` in Tab's order (by area, then as listed) whose point lies in one
    of `rects` (a table's: where a legal move begins), or None."""
    for group in _groups(targets):
        for target in targets:
            if target.group == group and any(pygame.Rect(r).collidepoint(target.at) for r in rects):
                return target
    return None


def draw_held(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Where a picked-up thing came from: a dashed ring in the same two tones."""
    outer = pygame.Rect(rect).inflate(2 * theme.FOCUS_GAP, 2 * theme.FOCUS_GAP)
    edges = [((outer.x + i, outer.y), (min(outer.x + i + 6, outer.right), outer.y)) for i in range(0, outer.w, 12)]
    edges += [((outer.x + i, outer.bottom), (min(outer.x + i + 6, outer.right), outer.bottom)) for i in range(0, outer.w, 12)]
    edges += [((outer.x, outer.y + i), (outer.x, min(outer.y + i + 6, outer.bottom))) for i in range(0, outer.h, 12)]
    edges += [((outer.right, outer.y + i), (outer.right, min(outer.y + i + 6, outer.bottom))) for i in range(0, outer.h, 12)]
    for start, end in edges:
        paint.line(surface, theme.FOCUS_OUTER, start, end, 5)
        paint.line(surface, theme.FOCUS_INNER, start, end, 3)


BRACKET = 6    # px: how thick the ring's corner brackets are (its light part; the band is 4)


def bracket_length(rect: pygame.Rect) -> int:
    """How far each corner bracket of the ring runs along a side of `rect` (the ring's outer rect)."""
    return max(8, min(22, min(rect.w, rect.h) // 4))


def draw_ring_spared(surface: pygame.Surface, rect: pygame.Rect, spare: Sequence[pygame.Rect] = ()) -> None:
    """The ring round `rect` (`draw_ring`), the places `spare` (labels of the target's own, such
    as a badge on a card's upper edge) left as they were drawn: they stand over the ring."""
    kept = []
    for place in spare:
        place = pygame.Rect(place).clip(surface.get_rect())
        if place.w and place.h:
            kept.append((surface.subsurface(place).copy(), place.topleft))
    draw_ring(surface, rect)
    for image, at in kept:
        surface.blit(image, at)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The ring round `rect`: a light band 4 px wide between two dark lines, a few pixels
    outside it (light on the wood, dark on paper and cards), with square corners held by thick
    corner brackets.  A hint's outline (scenes/common/outline.py) is a rounded line that pulses
    yellow; the brackets tell the two apart even at the pulse's white (a keyboard play-test
    could not tell "what Enter does" from "what the hint suggests")."""
    outer = pygame.Rect(rect).inflate(2 * theme.FOCUS_GAP, 2 * theme.FOCUS_GAP)
    outer = outer.clip(surface.get_rect().inflate(-6, -6)) or outer
    paint.rect(surface, theme.FOCUS_OUTER, outer.inflate(4, 4), width=8)
    paint.rect(surface, theme.FOCUS_INNER, outer, width=4)
    arm = bracket_length(outer)
    # a bracket is the band grown inwards at each corner, with the dark line round it; it
    # reaches no further out than the band's own dark line (what floating boxes keep clear of)
    box = outer
    edge = outer.inflate(4, 4)
    for corner in ("topleft", "topright", "bottomleft", "bottomright"):
        cx, cy = getattr(box, corner)
        sx = 1 if corner.endswith("left") else -1
        sy = 1 if corner.startswith("top") else -1
        x0 = cx if sx > 0 else cx - arm
        y0 = cy if sy > 0 else cy - arm
        x1 = cx if sx > 0 else cx - BRACKET
        y1 = cy if sy > 0 else cy - BRACKET
        across = pygame.Rect(x0, y1, arm, BRACKET)     # along the top or bottom
        down = pygame.Rect(x1, y0, BRACKET, arm)       # along the left or right side
        for part in (across, down):
            paint.rect(surface, theme.FOCUS_OUTER, part.inflate(4, 4).clip(edge))
        for part in (across, down):
            paint.rect(surface, theme.FOCUS_INNER, part)
