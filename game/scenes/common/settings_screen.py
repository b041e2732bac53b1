"""Settings: the player's preferences, changed at once and remembered in settings.json.

Reached from the title menu and the pause menu.  Each option is a row: its name, its control
(the language's two buttons, each language named in itself; an On/Off switch; or a row of
choices) and a line or two of help under them.  The rows fill two columns (ROWS_PER_COLUMN
each, in OPTIONS order), so the screen holds eight options readably at 1280x720 in both
languages.  A change is saved and applied immediately (a new language to every screen on the
stack, `App.apply_language`; full screen to the window; reduced motion to the animations), and
a disk that refuses is said in one sentence.  F11 switches full screen from any screen: this
one follows it (`update`).  The sound effects' row also sets their volume (− and +, in tenths;
each step plays a sound at the new volume), applied to the app's player at once; the M key
pressed here turns its switch too (`sound_switched`).  The UI scale's row (− and +, 100-200 %
in quarters) resizes the window at once (`App.set_ui_scale`): the screen is drawn again at the
new size, sharp."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ... import i18n, settings
from ...i18n import N_, _
from ...ui import anim, draw, layout, sound, theme, uiscale
from ...ui.focus import row_neighbour
from ...ui.widgets import Button, handle_buttons
from ..base import Scene
from .background import draw_table_background
from .damage import buttons_damage
from .rules_help import OffersRules
from ...ui import paint

ROW_H = 118            # a row: its name and control (44 px), then up to three lines of help
ROWS_PER_COLUMN = 4
COLUMN_GAP = 40
CONTROL_H = 40
SWITCH_W = 110
LANGUAGE = "language"  # the row of the language: a choice that applies to every screen


@dataclass(frozen=True)
class Option:
    key: str          # the settings.json key (in settings.DEFAULTS, or LANGUAGE)
    label: str
    help: str
    # the values it can take with their labels (msgids); empty: an on/off switch
    choices: tuple[tuple[object, str], ...] = ()
    choice_w: int = 110   # the width of each choice's button


OPTIONS = (
    Option(LANGUAGE, N_("Language"), N_("Every screen, message and rules page; applied at once."),
           tuple((lang, i18n.NAMES[lang]) for lang in i18n.LANGUAGES)),
    Option("fullscreen", N_("Full screen"),
           N_("The table fills the whole screen (also the F11 key). Off: a window you can resize.")),
    Option("ui_scale", N_("UI scale"),
           N_("The size of the window and of everything in it: at 100% the window is 1280×720, no "
              "larger than the screen. Full screen always fills the screen.")),
    Option("reduced_motion", N_("Reduced motion"),
           N_("Cards and pieces land at once instead of travelling, and outlines hold still; "
              "what changed is still marked.")),
    Option("confirm_turn_end", N_("Confirm the end of each turn"),
           N_("After a move that ends your turn you see the result with an End turn button and can still "
              "Undo it; turn this off to hand over at once.")),
    Option("paddy_level_numerals", N_("Paddy: level numbers on the board"),
           N_("Write each plot's level on its top face (also the N key at the table).")),
    Option("sound_effects", N_("Sound effects"),
           N_("Quiet sounds for cards, tiles, scores and your turn, at this volume (M turns them off or on).")),
)
SOUND_KEY = "sound_effects"   # its row also has the volume: − 50 % + before its switch
# the UI scale's help while in full screen, where the table fills the screen whatever the scale:
# a + or − there changes only the window given back after (a play-test took it for broken)
FULL_SCREEN_SCALE_HELP = N_("In full screen the table always fills the screen: this sets the size "
                            "of the window you get back when you leave it (F11).")
UI_SCALE_KEY = "ui_scale"     # its row is − 150 % + alone (game/ui/uiscale.py)
# the UI scale's help while its + is greyed because the screen is too small for the next step:
# read without hovering or the ring (a play-test at 150 % on a 1920x1080 screen saw a greyed +
# and no reason); {scale} the next step, {size} the window it needs, {room} the screen's room
SCREEN_TOO_SMALL_HELP = N_("The size of the window and of everything in it. {scale}% would need a "
                           "window of {size}; this screen has room for {room}.")
VOLUME_W = 44                 # the − and + buttons
VOLUME_TEXT_W = 80            # the percentage between them, clear of the ring round − or +


class SettingsScene(OffersRules, Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout = layout.load("settings")
        self.values = settings.load()
        self.message = ""
        self.refused_at: pygame.Rect | None = None   # the greyed button the message answers
        self.back = Button(self.layout.zone("back"), N_("Done"), self.app.pop, primary=True)
        self._build()

    def _options(self) -> list[Option]:
        return [o for o in OPTIONS if o.key == LANGUAGE or o.key in settings.DEFAULTS]

    def row_rect(self, index: int) -> pygame.Rect:
        """Where the option at `index` is drawn: down the left column, then the right one."""
        area = self.layout.zone("options")
        column_w = (area.w - COLUMN_GAP) // 2
        column, row = divmod(index, ROWS_PER_COLUMN)
        return pygame.Rect(area.x + column * (column_w + COLUMN_GAP), area.y + row * ROW_H, column_w, ROW_H)

    def _value(self, key: str):
        return i18n.language() if key == LANGUAGE else self.values.get(key)

    def _build(self) -> None:
        self.controls: dict[str, list[Button]] = {}   # each option's buttons, by key
        for i, option in enumerate(self._options()):
            row = self.row_rect(i)
            value = self._value(option.key)
            if option.key == UI_SCALE_KEY:   # − and + at the row's right, the percentage between
                self.controls[option.key] = self._scale_buttons(row)
            elif option.choices:
                buttons = []
                for k, (choice, label) in enumerate(reversed(option.choices)):
                    rect = pygame.Rect(row.right - (k + 1) * (option.choice_w + 8) + 8, row.y + 2,
                                       option.choice_w, CONTROL_H)
                    buttons.append(Button(rect, label, lambda key=option.key, c=choice: self._choose(key, c),
                                          selected=value == choice, size=theme.BODY_SIZE))
                self.controls[option.key] = buttons[::-1]
            else:
                on = bool(value)
                rect = pygame.Rect(row.right - SWITCH_W, row.y + 2, SWITCH_W, CONTROL_H)
                self.controls[option.key] = [Button(rect, N_("On") if on else N_("Off"),
                                                    lambda key=option.key: self._choose(key, not self.values.get(key)),
                                                    selected=on, size=theme.BODY_SIZE)]
                if option.key == SOUND_KEY:   # − 50 % + before the switch
                    self.controls[option.key][:0] = self._volume_buttons(rect)
        # every button in exactly one list (the keyboard's ring finds a screen's lists of buttons)
        self.languages = self.controls[LANGUAGE]    # each language named in itself
        self.switches = [b for o in self._options() if not o.choices for b in self.controls[o.key]]
        self.choices = [b for o in self._options() if o.choices and o.key != LANGUAGE for b in self.controls[o.key]]

    def _volume_buttons(self, switch: pygame.Rect) -> list[Button]:
        volume = self.values.get("effects_volume", sound.DEFAULT_VOLUME)
        plus_x = switch.x - 8 - VOLUME_W
        minus_x = plus_x - VOLUME_TEXT_W - VOLUME_W
        return [Button(pygame.Rect(minus_x, switch.y, VOLUME_W, CONTROL_H), "−", lambda: self._set_volume(-1),
                       enabled=volume > 0, hint=N_("The volume is at its lowest."), size=theme.BODY_SIZE),
                Button(pygame.Rect(plus_x, switch.y, VOLUME_W, CONTROL_H), "+", lambda: self._set_volume(+1),
                       enabled=volume < sound.LEVELS, hint=N_("The volume is at its highest."),
                       size=theme.BODY_SIZE)]

    def _scale_buttons(self, row: pygame.Rect) -> list[Button]:
        scale = self.ui_scale
        larger = next((s for s in settings.UI_SCALES if s > scale), None)
        # a larger scale only where the window really grows: on a small screen it is already as
        # large as the screen holds, and a + that changes nothing reads as broken
        grows = larger is not None and self.app.window_size_at(larger) != self.app.window_size_at(scale)
        plus_x = row.right - VOLUME_W
        minus_x = plus_x - VOLUME_TEXT_W - VOLUME_W
        return [Button(pygame.Rect(minus_x, row.y + 2, VOLUME_W, CONTROL_H), "−", lambda: self._step_scale(-1),
                       enabled=scale > settings.UI_SCALES[0], hint=N_("The UI scale is at its smallest."),
                       size=theme.BODY_SIZE),
                Button(pygame.Rect(plus_x, row.y + 2, VOLUME_W, CONTROL_H), "+", lambda: self._step_scale(+1),
                       enabled=grows, hint=N_("The UI scale is at its largest.") if larger is None else
                       N_("The window is already as large as this screen holds."),
                       size=theme.BODY_SIZE)]

    @property
    def ui_scale(self) -> int:
        """The UI scale in use (%): the app's (the stored one, else the one it chose from the
        DPI, or the one a --size window is at)."""
        return self.app.ui_scale

    def help_text(self, option: Option) -> str:
        """The line under an option: the UI scale's says why its + is greyed when the screen
        is too small for the next step (always, not only on hover), and what it does in full
        screen there."""
        if option.key == UI_SCALE_KEY:
            too_small = self.screen_too_small()
            if too_small is not None:
                scale, size, room = too_small
                return _(SCREEN_TOO_SMALL_HELP).format(scale=scale, size=size, room=room)
            if self.app.fullscreen:
                return _(FULL_SCREEN_SCALE_HELP)
        return _(option.help)

    def screen_too_small(self) -> tuple[int, str, str] | None:
        """While the UI scale's + is greyed because this screen cannot hold a larger window
        (not at the largest scale): the next scale, the window it needs and the screen's room
        ("2240×1260", pixels); else None."""
        scale = self.ui_scale
        larger = next((s for s in settings.UI_SCALES if s > scale), None)
        plus = self.scale_buttons[1] if len(self.scale_buttons) == 2 else None
        usable = uiscale.usable_area()
        if larger is None or plus is None or plus.enabled or usable is None:
            return None
        needs = uiscale.window_size(larger, None)
        return larger, f"{needs[0]}×{needs[1]}", f"{usable.w}×{usable.h}"

    @property
    def scale_buttons(self) -> list[Button]:
        """− and + of the UI scale (empty when the option is not shown)."""
        return self.controls.get(UI_SCALE_KEY, [])

    def _step_scale(self, step: int) -> None:
        """One step larger or smaller: the window takes its size now, and it is remembered."""
        steps = settings.UI_SCALES
        index = steps.index(uiscale.nearest(self.ui_scale))
        scale = steps[max(0, min(len(steps) - 1, index + step))]
        self.values[UI_SCALE_KEY] = scale
        self.app.set_ui_scale(scale)
        self.message = settings.save(self.values) or ""
        self._build()

    @property
    def volume_buttons(self) -> list[Button]:
        """− and + of the sound effects' volume (empty when the option is not shown)."""
        return self.controls.get(SOUND_KEY, [])[:-1]

    def switch(self, key: str) -> Button:
        """The On/Off button of the option `key`."""
        return self.controls[key][-1]

    def _buttons(self) -> list[Button]:
        return [b for buttons in self.controls.values() for b in buttons] + [self.back]

    def _choose(self, key: str, value) -> None:
        """Set option `key` to `value`: applied at once, then remembered."""
        if key == LANGUAGE:
            self._set_language(value)
            return
        self.values[key] = value
        self._apply(key, value)
        self.message = settings.save(self.values) or ""
        self._build()

    def _apply(self, key: str, value) -> None:
        """What a change does now, besides being remembered (the others are read where used)."""
        if key == "fullscreen":
            self.app.set_fullscreen(value)
        elif key == "reduced_motion":
            anim.set_reduced_motion(value)
        elif key == SOUND_KEY and self.app.sound.on != bool(value):
            self.app.sound.toggle()

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
        """Switch every screen to `lang` now and remember it (the language in use, chosen, is
        remembered too: until then each start follows TABLETOP_LANG or the system's)."""
        if lang == i18n.language():
            if self.values.get("language") != lang:
                self.values["language"] = lang
                self.message = settings.save(self.values) or ""
            return
        self.values["language"] = lang
        problem = settings.save(self.values)
        i18n.set_language(lang)
        self.values["names"] = settings.load()["names"]   # untouched default names follow the language
        self.app.apply_language()
        self.message = problem or ""

    def language_changed(self) -> None:
        self._build()

    def update(self, dt_ms: int) -> bool:
        """F11 switched full screen while this screen is up: its switch follows."""
        if bool(self.values.get("fullscreen")) != self.app.fullscreen:
            self.values["fullscreen"] = self.app.fullscreen
            self._build()
            return True
        return False

    def focus_neighbour(self, targets, here, step):
        """Rows of two options side by side: ← / → stay in the row, ↑ / ↓ go row by row."""
        return row_neighbour(targets, here, step)

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.pop()
            return True
        if (event.kind == "move" and self.refused_at is not None
                and not self.refused_at.inflate(24, 24).collidepoint(event.pos)):
            # the reason beside a greyed button goes when the pointer or the ring leaves it (a
            # play-test's stayed over the next column, the ring long gone)
            self.message, self.refused_at = "", None
            return True
        hit = handle_buttons(self._buttons(), event)
        if hit is not None:
            self.refused_at = None
        if hit is not None and hit.refused and hit.hint:
            # said beside the button (a play-test pressed Enter on the greyed UI scale + and
            # saw nothing: the line at the panel's foot is far from where one looks)
            self.message = _(hit.hint)
            self.refused_at = pygame.Rect(hit.rect)
        return hit is not None

    def _draw_between(self, surface, buttons: list[Button], text: str, box: str) -> None:
        """A stepper's value, between its − and + buttons."""
        minus, plus = buttons
        between = pygame.Rect(minus.rect.right, minus.rect.y, plus.rect.x - minus.rect.right, minus.rect.h)
        with draw.box(surface, between, box):
            draw.text(surface, self.assets, text, between.center, theme.BODY_SIZE, theme.INK, True, "center")

    def pointer_damage(self, before, after) -> list[pygame.Rect]:
        """Only the buttons' hover looks follow the pointer (a click makes a whole frame)."""
        return buttons_damage(self._buttons(), before, after)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L, a = self.layout, self.assets
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, a, _("Settings"), L.zone("heading").midleft, theme.HEADING_SIZE, theme.INK, True,
                  "midleft")
        for i, option in enumerate(self._options()):
            row = self.row_rect(i)
            control = self.controls[option.key][0].rect.x - row.x - 12
            with draw.box(surface, pygame.Rect(row.x, row.y, control, CONTROL_H + 4), "label"):
                draw.text_fit(surface, a, _(option.label), (row.x, row.y + 11), control, theme.BODY_SIZE,
                              theme.INK, True)
            help_rect = pygame.Rect(row.x, row.y + CONTROL_H + 8, row.w, ROW_H - CONTROL_H - 12)
            with draw.box(surface, help_rect, "help"):
                draw.text_block(surface, a, self.help_text(option), help_rect, theme.SMALL_SIZE, theme.INK_SOFT,
                                line_gap=2)
            paint.line(surface, theme.PAPER_EDGE, (row.x, row.bottom - 2), (row.right, row.bottom - 2))
        if self.volume_buttons:
            volume = self.values.get("effects_volume", sound.DEFAULT_VOLUME)
            self._draw_between(surface, self.volume_buttons, f"{volume * 10}%", "volume")
        if self.scale_buttons:
            self._draw_between(surface, self.scale_buttons, f"{self.ui_scale}%", "ui scale")
        pointer = self.app.input.pointer
        for button in self._buttons():
            button.draw(surface, a, pointer)
        if self.message and self.refused_at is not None:
            at = self.refused_at
            draw.callout(surface, a, self.message, (at.centerx - 160, at.bottom - 4))
        elif self.message:
            draw.text_block(surface, a, self.message, L.zone("message"), theme.SMALL_SIZE, theme.ILLEGAL)
