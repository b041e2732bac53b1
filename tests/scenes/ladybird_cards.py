"""Every Ladybird card drawn on the window's canvas, for tests that check where cards land."""
from __future__ import annotations

import pygame

from game.scenes.ladybird.art import LadybirdArt
from game.ui.canvas import Canvas


def record_drawn_cards(monkeypatch) -> list[tuple[int, pygame.Rect, pygame.Rect]]:
    """From now on, each ladybird card blitted whole: (card, its rect, the canvas's clip then)."""
    made: dict[int, int] = {}
    seen: list[tuple[int, pygame.Rect, pygame.Rect]] = []
    card = LadybirdArt.card

    def card_image(self, number, size):
        image = card(self, number, size)
        made[id(image)] = number
        return image

    blit = Canvas.blit

    def blit_seen(self, source, dest, area=None, special_flags=0):
        if id(source) in made and area is None:
            seen.append((made[id(source)], pygame.Rect((dest[0], dest[1]), source.get_size()), self.get_clip()))
        return blit(self, source, dest, area, special_flags)

    monkeypatch.setattr(LadybirdArt, "card", card_image)
    monkeypatch.setattr(Canvas, "blit", blit_seen)
    return seen
