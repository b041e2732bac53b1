"""Short animations so a player can follow what just happened (another seat's move, a score).

**Reduced motion** (a setting, issue 30): nothing travels.  `Animations.add` makes every Tween
land at once (it ends on the next tick, drawn at its end), and `motion_ms` gives 1 ms for the
scenes' own movements timed by a Flash (a card's flip).  Fades that mark what changed in place
(a Flash's outline or tint) stay: they move nothing, and they are how a player sees another
seat's move without watching it travel.  Pulses become steady (`reduced_motion()`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import theme


_reduced = False   # set from the settings at start and by the settings screen (set_reduced_motion)


def set_reduced_motion(on: bool) -> None:
    global _reduced
    _reduced = bool(on)


def reduced_motion() -> bool:
    """True when the player asked for reduced motion: tweens land at once, pulses hold still."""
    return _reduced


def motion_ms(ms: int) -> int:
    """The length of a movement a scene times itself (a flip): 1 ms with reduced motion."""
    return 1 if _reduced else ms


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    """Something travelling from `start` to `end` (logical pixels) over `duration` ms."""

    start: tuple[float, float]
    end: tuple[float, float]
    payload: Any = None
    duration: int = theme.MOVE_MS
    delay: int = 0
    elapsed: int = 0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def progress(self) -> float:
        t = (self.elapsed - self.delay) / self.duration
        return ease_out(min(1.0, max(0.0, t)))

    @property
    def pos(self) -> tuple[int, int]:
        p = self.progress
        return (round(self.start[0] + (self.end[0] - self.start[0]) * p),
                round(self.start[1] + (self.end[1] - self.start[1]) * p))


@dataclass
class Flash:
    """A highlight that fades out (a score change, the last move's target)."""

    payload: Any = None
    duration: int = theme.FLASH_MS
    elapsed: int = 0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def alpha(self) -> int:
        return max(0, round(255 * (1 - self.elapsed / self.duration)))


@dataclass
class Animations:
    items: list = field(default_factory=list)

    def add(self, item) -> None:
        if _reduced and isinstance(item, Tween):   # lands at once: drawn at its end, gone next tick
            item.delay, item.duration, item.elapsed = 0, 1, 1
        self.items.append(item)

    def update(self, dt_ms: int) -> bool:
        """Advance all and drop finished ones.  True while any ran this tick, so the frame
        after the last one ends is still drawn (otherwise the screen keeps a mid-motion frame)."""
        ran = bool(self.items)
        for item in self.items:
            item.elapsed += dt_ms
        self.items = [i for i in self.items if not i.done]
        return ran

    def of(self, kind: type) -> list:
        return [i for i in self.items if isinstance(i, kind)]

    def clear(self) -> None:
        self.items.clear()
