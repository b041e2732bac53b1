"""A computer seat's mark: a small monitor drawn beside its level ("Hard"), so a panel says who is
a computer without a long word (the tooltip says it in full)."""
from __future__ import annotations

import pygame

from . import theme
from . import paint


def computer_icon(surface: pygame.Surface, midleft: tuple[int, int], colour=theme.INK_ON_DARK) -> pygame.Rect:
    """A 16×14 monitor on a foot, its left edge at `midleft`; returns the space it takes."""
    x, y = midleft
    screen = pygame.Rect(x, y - 7, 16, 11)
    paint.rect(surface, colour, screen, width=2, border_radius=2)
    paint.line(surface, colour, (x + 8, screen.bottom), (x + 8, screen.bottom + 2), 2)
    paint.line(surface, colour, (x + 4, screen.bottom + 3), (x + 12, screen.bottom + 3), 2)
    return pygame.Rect(x, y - 7, 16, 14)
