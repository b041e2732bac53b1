"""Settings: the player's preferences, changed at once and remembered in settings.json.

Reached from the title menu and the pause menu.  The first row is the language (each named in
itself); a new language applies at once to every screen on the stack (`App.apply_language`).
Each other option is a row with a switch; a change is saved immediately, and a disk that
refuses is said in one sentence."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ... import i18n, settings
from ...i18n import N_, _
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from ..base import Scene
from .background import draw_table_background
from .damage import buttons_damage
from .rules_help import OffersRules

ROW_H = 84


@dataclass(frozen=True)
class Option:
    key: str          # the settings.json key (an on/off flag in settings.DEFAULTS)
    label: str
    help: str


OPTIONS = (
    Option("confirm_turn_end", N_("Confirm the end of each turn"),
           N_("After a move that ends your turn you see the result with an End turn button and can still "
              "Undo it; turn this off to hand over at once.")),
    Option("paddy_level_numerals", N_("Paddy: level numbers on the board"),
           N_("Write each plot's level on its top face (also the N key at the table).")),
)
LANGUAGE_LABEL = N_("Language")
LANGUAGE_HELP = N_("Every screen, message and rules page; applied at once.")


class SettingsScene(OffersRules, Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout = layout.load("settings")
        self.values = settings.load()
        self.message = ""
        self.back = Button(self.layout.zone("back"), N_("Done"), self.app.pop, primary=True)
        self._build()

    def _options(self) -> list[Option]:
        return [o for o in OPTIONS if o.key in settings.DEFAULTS]

    def _build(self) -> None:
        area = self.layout.zone("options")
        self.switches: list[Button] = []          # one per on/off option, in OPTIONS order
        self.languages: list[Button] = []         # each language named in itself
        for k, lang in enumerate(reversed(i18n.LANGUAGES)):
            rect = pygame.Rect(area.right - 120 - k * 120, area.y + 8, 110, 40)
            self.languages.append(Button(rect, i18n.NAMES[lang], lambda lang=lang: self._set_language(lang),
                                         selected=i18n.language() == lang, size=theme.BODY_SIZE))
        for i, option in enumerate(self._options(), start=1):
            on = bool(self.values.get(option.key))
            rect = pygame.Rect(area.right - 120, area.y + i * ROW_H + 8, 110, 40)
            self.switches.append(Button(rect, N_("On") if on else N_("Off"), lambda k=option.key: self._toggle(k),
                                        selected=on, size=theme.BODY_SIZE))

    def _set_language(self, lang: str) -> None:
        """Switch every screen to `lang` now and remember it."""
        if lang == i18n.language():
            return
        self.values["language"] = lang
        problem = settings.save(self.values)
        i18n.set_language(lang)
        self.values["names"] = settings.load()["names"]   # untouched default names follow the language
        self.app.apply_language()
        self.message = problem or ""

    def language_changed(self) -> None:
        self._build()

    def _toggle(self, key: str) -> None:
        self.values[key] = not self.values.get(key)
        problem = settings.save(self.values)
        self.message = problem or ""
        self._build()

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.pop()
            return True
        return handle_buttons([*self.languages, *self.switches, self.back], event) is not None

    def pointer_damage(self, before, after) -> list[pygame.Rect]:
        """Only the buttons' hover looks follow the pointer (a click makes a whole frame)."""
        return buttons_damage([*self.languages, *self.switches, self.back], before, after)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L, a = self.layout, self.assets
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, a, _("Settings"), L.zone("heading").midleft, theme.HEADING_SIZE, theme.INK, True,
                  "midleft")
        area = L.zone("options")
        rows = [(LANGUAGE_LABEL, LANGUAGE_HELP, 260)] + [(o.label, o.help, 140) for o in self._options()]
        for i, (label, help_text, room) in enumerate(rows):
            y = area.y + i * ROW_H
            text = pygame.Rect(area.x, y, area.w - room, ROW_H)
            draw.text_fit(surface, a, _(label), (text.x, y + 6), text.w, theme.BODY_SIZE, theme.INK, True)
            draw.text_block(surface, a, _(help_text), pygame.Rect(text.x, y + 32, text.w, ROW_H - 34),
                            theme.SMALL_SIZE, theme.INK_SOFT, line_gap=2)
            pygame.draw.line(surface, theme.PAPER_EDGE, (area.x, y + ROW_H - 2), (area.right, y + ROW_H - 2))
        pointer = self.app.input.pointer
        for button in [*self.languages, *self.switches, self.back]:
            button.draw(surface, a, pointer)
        if self.message:
            draw.text_block(surface, a, self.message, L.zone("message"), theme.SMALL_SIZE, theme.ILLEGAL)
