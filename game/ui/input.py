"""The one place that reads pygame's event queue.

Raw events become `Input` values in logical table coordinates (1280x720), whatever the
window's size, so scenes hit-test with the event's own position and never see pygame
event types.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

CLICK_SLOP = 8  # a press and release closer than this is a click, not a drag
_transform = (1.0, (0, 0))  # the window's scale and offset, for the input method's rect


def set_ime_rect(rect: pygame.Rect) -> None:
    """Tell the system input method where the text being typed is (`rect` in table
    coordinates), so its candidate window opens beside the field, not over it."""
    scale, (ox, oy) = _transform
    window_rect = pygame.Rect(round(rect.x * scale) + ox, round(rect.y * scale) + oy,
                              round(rect.w * scale), round(rect.h * scale))
    try:
        pygame.key.set_text_input_rect(window_rect)
    except pygame.error:  # no window (some headless drivers)
        pass


@dataclass(frozen=True)
class Input:
    kind: str  # down, up, click, right_click, move, wheel, key, text, editing, quit, resize
    pos: tuple[int, int] = (0, 0)
    button: int = 0
    key: int = 0
    mod: int = 0
    text: str = ""   # text: what was typed; editing: the input method's composition so far
    start: int = 0   # editing: the cursor within the composition
    dy: int = 0
    dragging: bool = False  # for move/up: the left button is held and has travelled

    @property
    def ctrl(self) -> bool:
        return bool(self.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))


class InputReader:
    def __init__(self) -> None:
        self.scale = 1.0
        self.offset = (0, 0)
        self._down_pos: tuple[int, int] | None = None
        self._dragging = False
        self.pointer = (0, 0)

    def set_transform(self, scale: float, offset: tuple[int, int]) -> None:
        global _transform
        self.scale, self.offset = scale, offset
        _transform = (scale, offset)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        """The layout unit a window pixel shows: the one its middle falls in (rounding the
        pixel's corner instead put the last pixel row and column of a thing drawn at 2x on
        the unit after it, where a click missed it)."""
        (ox, oy), s = self.offset, self.scale
        return (math.floor((pos[0] - ox + 0.5) / s), math.floor((pos[1] - oy + 0.5) / s))

    def translate(self, event: pygame.event.Event) -> list[Input]:
        """Zero or more Inputs for one pygame event."""
        t = event.type
        if t == pygame.QUIT:
            return [Input("quit")]
        if t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED):
            return [Input("resize")]
        if t == pygame.KEYDOWN:
            return [Input("key", key=event.key, mod=event.mod)]
        if t == pygame.TEXTINPUT:
            return [Input("text", text=event.text)]
        if t == pygame.TEXTEDITING:  # an input method composing (Japanese): shown, not yet typed
            return [Input("editing", text=event.text, start=getattr(event, "start", len(event.text)))]
        if t == pygame.MOUSEWHEEL:
            return [Input("wheel", pos=self.pointer, dy=event.y)]
        if t == pygame.MOUSEMOTION:
            pos = self.pointer = self.to_logical(event.pos)
            if self._down_pos is not None and not self._dragging:
                dx, dy = pos[0] - self._down_pos[0], pos[1] - self._down_pos[1]
                self._dragging = dx * dx + dy * dy > CLICK_SLOP * CLICK_SLOP
            return [Input("move", pos=pos, dragging=self._dragging)]
        if t == pygame.MOUSEBUTTONDOWN:
            pos = self.pointer = self.to_logical(event.pos)
            if event.button in (4, 5):  # old-style wheel; MOUSEWHEEL covers it
                return []
            if event.button == 1:
                self._down_pos, self._dragging = pos, False
            return [Input("down", pos=pos, button=event.button)]
        if t == pygame.MOUSEBUTTONUP:
            pos = self.pointer = self.to_logical(event.pos)
            if event.button in (4, 5):
                return []
            out = [Input("up", pos=pos, button=event.button, dragging=self._dragging)]
            if event.button == 1:
                if self._down_pos is not None and not self._dragging:
                    out.append(Input("click", pos=pos, button=1))
                self._down_pos, self._dragging = None, False
            elif event.button == 3:
                out.append(Input("right_click", pos=pos, button=3))
            return out
        return []
