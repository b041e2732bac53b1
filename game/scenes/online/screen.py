"""What the online screens share: a layout of their own (levels/online*.tmx), buttons, text
fields (Ctrl+V pastes, as in every text field), a message line and Esc to go back."""
from __future__ import annotations

import pygame

from ...i18n import N_, _
from ...ui import draw, layout, theme
from ...ui.widgets import Button, TextField, handle_buttons
from ..base import Scene
from ..common.background import draw_table_background
from ..common.rules_help import OffersRules


# The server's `unknown` refusal has one sentence for a wrong code and a wrong token alike (a
# guesser learns nothing from it); the screen knows which one the person gave, and says that.
UNKNOWN_WORDS = {
    "join": N_("No table has that code."),                      # Join with a code: a typed code
    "attach": N_("This server no longer has this table."),     # a saved seat reopened
}
UNKNOWN_WATCH = N_("No table on that server has this watch link.")   # a pasted watch link


def refusal(event: dict, watch_link: bool = False) -> str | None:
    """What a session event says went wrong (a refusal, or no server reachable any more), in
    one sentence; None for every other event.  A table or seat the server does not know is
    worded by what the person did (`watch_link`: a watch link pasted on Join with a code)."""
    kind = event.get("type")
    if kind == "error" and event.get("code") == "unknown" and event.get("re") in UNKNOWN_WORDS:
        words = UNKNOWN_WATCH if watch_link and event["re"] == "attach" else UNKNOWN_WORDS[event["re"]]
        return _(words)
    if kind == "error" or (kind == "status" and event.get("status") == "offline"):
        return str(event.get("message") or event.get("problem") or _("The server refused that."))
    return None


# the offline setup screen's words (common/setup.py), said when a name field's typing or paste
# met its limit (a play-tester's field only turned red)


class OnlineScreen(OffersRules, Scene):
    """A panel with a heading, buttons and fields; subclasses fill `build` and `draw_content`."""

    layout_name = "online"
    heading = ""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout = layout.load(self.layout_name)
        self.buttons: list[Button] = []
        self.fields: list[TextField] = []
        self.message = ""
        self.message_bad = True

    def enter(self) -> None:
        self.build()

    def resume(self) -> None:
        self.build()

    def language_changed(self) -> None:
        self.build()

    def build(self) -> None:
        """Make the buttons (again, after any change)."""

    def say(self, text: str, bad: bool = True) -> None:
        self.message, self.message_bad = text, bad

    def back(self) -> None:
        self.app.pop()

    # --- input ------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        used = False
        for field in self.fields:
            used = field.handle(event) or used
        if used:
            if event.kind in ("text", "key"):
                self._edited()
            return True
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()
            return True
        hit = handle_buttons(self.buttons, event)
        if hit is not None:
            if hit.refused and hit.hint:
                self.say(_(hit.hint))
            return True
        return False

    def _edited(self) -> None:
        """A field's text changed: a refusal of the text before it no longer stands."""
        if self.message and self.message_bad:
            self.message = ""
        self.changed()

    def typed_names(self) -> list[TextField]:
        """The fields shown that hold a player's name (their limit is said under them when met:
        at the panel's foot a play-tester missed it, the setup screen's way)."""
        return []

    def changed(self) -> None:
        """A field's text changed."""

    def submit(self) -> None:
        """Enter: the screen's main button."""

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L, a = self.layout, self.assets
        draw.panel(surface, L.zone("panel"))
        draw.text_fit(surface, a, _(self.heading), L.zone("heading").midleft if self.left_heading else L.zone("heading").center,
                      L.zone("heading").w, theme.HEADING_SIZE, theme.INK, True,
                      "midleft" if self.left_heading else "center")
        self.draw_content(surface)
        for field in self.fields:
            field.draw(surface, a)
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)
        if self.message and L.has("message"):
            draw.text_block(surface, a, self.message, L.zone("message"), theme.SMALL_SIZE,
                            theme.ILLEGAL if self.message_bad else theme.INK, line_gap=2)
        for field in self.typed_names():   # a name at its limit says so just under its field
            field.draw_limit_note(surface, a, L.zone("panel"), self.message)

    left_heading = False

    def draw_content(self, surface: pygame.Surface) -> None:
        pass

    def label(self, surface, zone: str, text: str, size: int = theme.BODY_SIZE, colour=theme.INK,
              bold: bool = True) -> None:
        rect = self.layout.zone(zone)
        draw.text_fit(surface, self.assets, text, rect.midleft, rect.w, size, colour, bold, "midleft")
