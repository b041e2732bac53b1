"""Pick a save from the user data folder; a bad file is refused with its reason shown."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from ... import paths
from ..base import Scene
from ...rules.registry import TITLES
from ...saves import SaveError, load_match, read_json_file
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from .. import registry
from .background import draw_table_background
from .rules_help import OffersRules

ROW_H = 44


class LoadScene(OffersRules, Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout = layout.load("load")
        self.message = ""
        self.scroll = 0
        self.files = self._list()
        self.back = Button(self.layout.zone("back"), "Back", self.app.pop)

    @staticmethod
    def _list() -> list[tuple[Path, str]]:
        """Saves, newest first, each with a one-line description (or why it looks wrong)."""
        rows = []
        for path in sorted(paths.saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
            try:
                data = read_json_file(path, "save")
                title = TITLES.get(data.get("title")) if isinstance(data, dict) else None
                players = ", ".join(data["setup"]["players"]) if title else ""
                state = "finished" if data.get("finished") else f"{len(data['actions'])} moves"
                label = f"{title.name} \u00b7 {players} \u00b7 {state}" if title else "not a Tabletop save"
            except (SaveError, KeyError, TypeError, AttributeError):
                label = "unreadable"
            stamp = time.strftime("%d %b %H:%M", time.localtime(path.stat().st_mtime))
            rows.append((path, f"{stamp}  {path.name}  \u2014  {label}"))
        return rows

    def _rows(self) -> list[tuple[pygame.Rect, Path, str]]:
        area = self.layout.zone("list")
        out = []
        for i, (path, label) in enumerate(self.files[self.scroll:]):
            rect = pygame.Rect(area.x, area.y + i * ROW_H, area.w, ROW_H - 6)
            if rect.bottom > area.bottom:
                break
            out.append((rect, path, label))
        return out

    def _open(self, path: Path) -> None:
        try:
            match = load_match(path)
        except SaveError as error:
            self.message = str(error)
            return
        registry.open_table(self.app, match)

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if event.kind == "wheel":
            self.scroll = max(0, min(len(self.files) - 1, self.scroll - event.dy))
            return True
        if handle_buttons([self.back], event):
            return True
        if event.kind == "click":
            for rect, path, _ in self._rows():
                if rect.collidepoint(event.pos):
                    self._open(path)
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L = self.layout
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, self.assets, "Load a saved game", L.zone("heading").midleft, theme.HEADING_SIZE,
                  theme.INK, bold=True, anchor="midleft")
        draw.text(surface, self.assets, f"Saves folder: {paths.saves_dir()}", L.zone("folder").midleft,
                  theme.SMALL_SIZE, theme.INK_SOFT, anchor="midleft")
        pointer = self.app.input.pointer
        rows = self._rows()
        if not rows:
            draw.text(surface, self.assets, "No saves yet. Use \u201cSave game\u201d in the pause menu (Esc).",
                      L.zone("list").topleft, theme.BODY_SIZE, theme.INK_SOFT)
        for rect, _path, label in rows:
            hover = rect.collidepoint(pointer)
            pygame.draw.rect(surface, theme.PAPER_SHADE if hover else theme.PAPER, rect, border_radius=6)
            pygame.draw.rect(surface, theme.PAPER_EDGE, rect, 1, border_radius=6)
            draw.text(surface, self.assets, label, (rect.x + 12, rect.centery), theme.SMALL_SIZE, theme.INK,
                      anchor="midleft")
            if hover:
                draw.glow(surface, rect, radius=6, strength=1)
        if self.message:
            draw.text_block(surface, self.assets, self.message, L.zone("message"), theme.BODY_SIZE, theme.ILLEGAL)
        self.back.draw(surface, self.assets, pointer)
