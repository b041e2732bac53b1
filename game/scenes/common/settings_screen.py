"""Settings: the player's preferences, changed at once and remembered in settings.json.

Reached from the title menu and the pause menu.  The first row is the language (each named in
itself); a new language applies at once to every screen on the stack (`App.apply_language`).
Each other option is a row with a switch; a change is saved immediately, and a disk that
refuses is said in one sentence.  The sound effects' row also sets their volume (− and +, in
tenths; each step plays a sound at the new volume), applied to the app's player at once."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ... import i18n, settings
from ...i18n import N_, _
from ...ui import draw, layout, sound, theme
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
    Option("sound_effects", N_("Sound effects"),
           N_("Quiet sounds for cards, tiles, scores and your turn, at this volume (M turns them off or on).")),
)
SOUND_KEY = "sound_effects"   # its row also has the volume: − 50 % +
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
        self.volume_buttons: list[Button] = []    # − and + of the sound effects' volume
        for i, option in enumerate(self._options(), start=1):
            on = bool(self.values.get(option.key))
            rect = pygame.Rect(area.right - 120, area.y + i * ROW_H + 8, 110, 40)
            self.switches.append(Button(rect, N_("On") if on else N_("Off"), lambda k=option.key: self._toggle(k),
                                        selected=on, size=theme.BODY_SIZE))
            if option.key == SOUND_KEY:
                volume = self.values.get("effects_volume", sound.DEFAULT_VOLUME)
                y = rect.y
                self.volume_buttons = [
                    Button(pygame.Rect(area.right - 290, y, 44, 40), "−", lambda: self._set_volume(-1),
                           enabled=volume > 0, hint=N_("The volume is at its lowest."), size=theme.BODY_SIZE),
                    Button(pygame.Rect(area.right - 174, y, 44, 40), "+", lambda: self._set_volume(+1),
                           enabled=volume < sound.LEVELS, hint=N_("The volume is at its highest."),
                           size=theme.BODY_SIZE)]

    def _buttons(self) -> list[Button]:
        return [*self.languages, *self.switches, *self.volume_buttons, self.back]

    def _set_volume(self, step: int) -> None:
        """One tenth louder or quieter, applied and remembered; the new volume is heard."""
        volume = max(0, min(sound.LEVELS, self.values.get("effects_volume", sound.DEFAULT_VOLUME) + step))
        self.values["effects_volume"] = volume
        self.app.sound.set_volume(volume)
        self.message = settings.save(self.values) or ""
        self._build()
        self.app.sound.play("token")

    def sound_switched(self, on: bool, problem: str | None) -> None:
        """The M key pressed here: the switch follows."""
        self.values[SOUND_KEY] = on
        self.message = problem or ""
        self._build()

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
        if key == SOUND_KEY and self.app.sound.on != self.values[key]:
            self.app.sound.toggle()
        problem = settings.save(self.values)
        self.message = problem or ""
        self._build()

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.pop()
            return True
        hit = handle_buttons(self._buttons(), event)
        if hit is not None and hit.refused and hit.hint:
            self.message = _(hit.hint)
        return hit is not None

    def pointer_damage(self, before, after) -> list[pygame.Rect]:
        """Only the buttons' hover looks follow the pointer (a click makes a whole frame)."""
        return buttons_damage(self._buttons(), before, after)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L, a = self.layout, self.assets
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, a, _("Settings"), L.zone("heading").midleft, theme.HEADING_SIZE, theme.INK, True,
                  "midleft")
        area = L.zone("options")
        rows = [(LANGUAGE_LABEL, LANGUAGE_HELP, 260)] + [
            (o.label, o.help, 310 if o.key == SOUND_KEY else 140) for o in self._options()]
        for i, (label, help_text, room) in enumerate(rows):
            y = area.y + i * ROW_H
            text = pygame.Rect(area.x, y, area.w - room, ROW_H)
            draw.text_fit(surface, a, _(label), (text.x, y + 6), text.w, theme.BODY_SIZE, theme.INK, True)
            draw.text_block(surface, a, _(help_text), pygame.Rect(text.x, y + 32, text.w, ROW_H - 34),
                            theme.SMALL_SIZE, theme.INK_SOFT, line_gap=2)
            pygame.draw.line(surface, theme.PAPER_EDGE, (area.x, y + ROW_H - 2), (area.right, y + ROW_H - 2))
        if self.volume_buttons:
            minus, plus = self.volume_buttons
            volume = self.values.get("effects_volume", sound.DEFAULT_VOLUME)
            between = pygame.Rect(minus.rect.right, minus.rect.y, plus.rect.x - minus.rect.right, minus.rect.h)
            with draw.box(surface, between, "volume"):
                draw.text(surface, a, f"{volume * 10}%", between.center, theme.BODY_SIZE, theme.INK, True, "center")
        pointer = self.app.input.pointer
        for button in self._buttons():
            button.draw(surface, a, pointer)
        if self.message:
            draw.text_block(surface, a, self.message, L.zone("message"), theme.SMALL_SIZE, theme.ILLEGAL)
