"""The pause menu over a table: resume, save, load, rules, quit to the title menu."""
from __future__ import annotations

from ...i18n import N_, _
import pygame

from ..base import Scene
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from .load import LoadScene
from .rules_help import OffersRules, RulesScene
from .save_name import SaveNameScene
from .settings_screen import SettingsScene
from .unsaved import ask, unsaved


class PauseScene(OffersRules, Scene):
    opaque = False
    pauses_table = True   # (a question over its table goes back past it: common/question.py)
    standing_note = ""   # a marked text shown under the buttons when no message is (online tables)

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.title_id = table.title_id
        self.layout = layout.load("pause")
        self.message = ""
        L = self.layout
        lesson = getattr(table, "lesson", None)
        in_lesson = lesson is not None and lesson.active   # a lesson is not saved (docs/controls.md)
        self.buttons = [
            Button(L.zone("resume"), N_("Resume"), self.app.pop, primary=True),
            Button(L.zone("save"), N_("Save game"), self._save, enabled=not in_lesson,
                   hint=N_("A lesson is not saved; after its last step, “Play on” makes it a game you can save.")),
            Button(L.zone("load"), N_("Load game"), self._load),
            Button(L.zone("rules"), N_("Rules (F1)"), self._rules),
            Button(L.zone("settings"), N_("Settings"), lambda: self.app.push(SettingsScene(self.app))),
            Button(L.zone("menu"), N_("Quit to menu"), self._menu),
        ]

    def _save(self) -> None:
        """Ask for the save's name first (game/scenes/common/save_name.py), then write it."""
        self.app.push(SaveNameScene(self.app, self.table.match, self._saved))

    def _saved(self, sentence: str) -> None:
        """The save by name is written: the disk works again, so a failed autosave is tried
        again at once (a play-test's "Not saved" mark stayed after a successful save until the
        next move); if it still fails, the sentence says so beside the mark."""
        saver = getattr(self.table, "saver", None)
        if saver is not None and saver.problem:
            self.table.autosave()   # (its success clears the problem: the banner and the mark go)
            if saver.problem:
                sentence = _("{saved}; the autosave still fails.").format(saved=sentence)
        self.message = sentence

    def _load(self) -> None:
        self.app.push(LoadScene(self.app))

    def _rules(self) -> None:
        self.app.push(RulesScene(self.app, self.title_id))

    def _menu(self) -> None:
        """The title menu (the autosave keeps the game for "Continue"); a game the autosave
        could not keep asks first (scenes/common/unsaved.py)."""
        table = getattr(self, "table", None)
        if table is not None and unsaved(table):
            ask(table, self.app.go_home, quitting=False)
            return
        self.app.go_home()

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return handle_buttons(self.buttons, event) is not None

    def heading_text(self) -> str:
        """The panel's heading (an online table's menu pauses nothing: online/pause.py)."""
        return _("Paused")

    def shown_message(self) -> str:
        """The sentence under the buttons: the last save's, or the standing note (online)."""
        return self.message or (_(self.standing_note) if self.standing_note else "")

    def panel_rect(self) -> pygame.Rect:
        """The panel: the layout's top and sides, and its end a margin (the one at its sides)
        below the last button, or below the sentence under them when one shows (the layout's
        panel keeps room for a sentence: without one, a play-tester saw an empty band)."""
        L = self.layout
        panel = L.zone("panel")
        margin = min(b.rect.x for b in self.buttons) - panel.x
        bottom = max(b.rect.bottom for b in self.buttons) + margin
        message = self.shown_message()
        if message:
            zone = L.zone("message")
            used = draw.block_height(self.assets, message, zone.w, theme.SMALL_SIZE)
            bottom = max(bottom, zone.y + min(used, zone.h) + margin // 2)
        panel.h = bottom - panel.y
        return panel

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface)
        L = self.layout
        draw.panel(surface, self.panel_rect())
        draw.text(surface, self.assets, self.heading_text(), L.zone("heading").center, theme.HEADING_SIZE, theme.INK,
                  bold=True, anchor="center")
        for button in self.buttons:
            button.draw(surface, self.assets, self.app.input.pointer)
        message = self.shown_message()
        if message:  # a disk error can be a long sentence: wrap it inside the panel
            draw.text_block(surface, self.assets, message, L.zone("message"), theme.SMALL_SIZE,
                            theme.INK_SOFT)
