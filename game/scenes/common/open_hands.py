"""Every seat's hand face up in one panel, a row per seat (its shape, its name, its cards):
how Ladybird and Pondscape show the hands when a table's `open_hands` is on (the replay of a
finished game shows every seat's cards at every step; Paddy and Koinobori draw the hands the
way they do at the end of a game)."""
from __future__ import annotations

from typing import Callable

import pygame

from ...i18n import _
from ...ui import draw, theme

NAME_W = 120


def draw_open_hands(surface: pygame.Surface, assets, zone: pygame.Rect, names: list[str], hands: list[list[int]],
                    image: Callable[[int, tuple[int, int]], pygame.Surface], aspect: float,
                    ink=theme.INK_ON_DARK, soft=theme.INK_ON_DARK_SOFT) -> list[tuple[int, int, pygame.Rect]]:
    """Draw `hands[q]` of every seat q in `zone` (cards `image(card, size)`, `aspect` = height /
    width) under the heading "Every hand, face up"; returns (seat, card, rect) of what was drawn."""
    drawn: list[tuple[int, int, pygame.Rect]] = []
    draw.text(surface, assets, _("Every hand, face up"), (zone.x + 8, zone.y + 4), theme.SMALL_SIZE, ink, True)
    top = zone.y + 28
    count = max(1, len(hands))
    row_h = min(64, (zone.bottom - 4 - top) // count)
    card_h = max(16, row_h - 6)
    card_w = max(12, round(card_h / aspect))
    for q, hand in enumerate(hands):
        y = top + q * row_h
        draw.player_shape(surface, q, (zone.x + 16, y + row_h // 2), 16)
        draw.name_in_box(surface, assets, names[q], pygame.Rect(zone.x + 30, y, NAME_W - 30, row_h - 4), ink)
        x = zone.x + NAME_W + 6
        if not hand:
            draw.text(surface, assets, _("no cards"), (x, y + row_h // 2), theme.SMALL_SIZE, soft, anchor="midleft")
            continue
        room = zone.right - 8 - x
        step = min(card_w + 4, max(8, (room - card_w) // max(1, len(hand) - 1)))   # overlapped when many
        for card in hand:
            rect = pygame.Rect(x, y + (row_h - card_h) // 2, card_w, card_h)
            surface.blit(image(card, rect.size), rect)
            drawn.append((q, card, rect))
            x += step
    return drawn
