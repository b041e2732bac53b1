"""F1: the rules summary of the current title (docs/rules/<title>.md), scrollable."""
from __future__ import annotations

import pygame

from ... import paths
from ..base import Scene
from ...rules.registry import TITLES
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons

LINE_H = 24


def _markdown_lines(text: str) -> list[tuple[str, str]]:
    """(style, text) pairs from a small subset of Markdown: headings, bullets, paragraphs."""
    out = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if line.startswith("#"):
            out.append(("heading", line.lstrip("#").strip()))
        elif line.lstrip().startswith(("- ", "* ")):
            out.append(("bullet", "\u2022 " + line.lstrip()[2:]))
        elif line.startswith("|") and set(line) <= set("|-: "):
            continue  # table separator rows
        else:
            out.append(("body", line.replace("**", "").replace("`", "")))
    return out


class RulesScene(Scene):
    """The rules page of a title (or the controls page); F1 or Esc closes it."""

    def __init__(self, app, title_id: str | None) -> None:
        super().__init__(app)
        self.title_id = title_id
        self.layout = layout.load("rules")
        self.scroll = 0
        if title_id:
            path = paths.resource("docs", "rules", f"{title_id}.md")
            self.heading = f"{TITLES[title_id].name} \u2014 rules summary"
        else:
            path = paths.resource("docs", "controls.md")
            self.heading = "How to use Tabletop"
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = "The rules summary is missing from this build."
        self.lines = self._layout_text(text)
        self.close = Button(self.layout.zone("close"), "Close", self.app.pop)

    def _layout_text(self, text: str) -> list[tuple[str, str]]:
        width = self.layout.zone("text").w
        lines = []
        for style, line in _markdown_lines(text):
            size = theme.BODY_SIZE + 4 if style == "heading" else theme.BODY_SIZE
            for part in (self.assets.wrap(line, width, size, style == "heading") if line else [""]):
                lines.append((style, part))
        return lines

    def _visible(self) -> int:
        return self.layout.zone("text").h // LINE_H

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.pop()
            return True
        step = 0
        if event.kind == "wheel":
            step = -3 * event.dy
        elif event.kind == "key" and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            step = 1 if event.key == pygame.K_DOWN else self._visible()
        elif event.kind == "key" and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            step = -1 if event.key == pygame.K_UP else -self._visible()
        if step:
            self.scroll = max(0, min(max(0, len(self.lines) - self._visible()), self.scroll + step))
            return True
        return handle_buttons([self.close], event) is not None

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        L = self.layout
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, self.assets, self.heading, L.zone("heading").midleft, theme.HEADING_SIZE,
                  theme.INK, bold=True, anchor="midleft")
        area = L.zone("text")
        y = area.y
        for style, line in self.lines[self.scroll: self.scroll + self._visible()]:
            size = theme.BODY_SIZE + 4 if style == "heading" else theme.BODY_SIZE
            x = area.x + (14 if style == "bullet" else 0)
            draw.text(surface, self.assets, line, (x, y), size, theme.INK, bold=style == "heading")
            y += LINE_H
        if len(self.lines) > self._visible():
            draw.text(surface, self.assets, "Scroll with the wheel or arrow keys", L.zone("hint").midleft,
                      theme.SMALL_SIZE, theme.INK_SOFT, anchor="midleft")
        self.close.draw(surface, self.assets, self.app.input.pointer)


class OffersRules:
    """Mixin for screens where F1 opens the rules of their title (the controls page if none)."""

    def help_screen(self) -> Scene:
        return RulesScene(self.app, self.title_id)
