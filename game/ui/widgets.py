"""Buttons and text fields: the few controls the menus and tables need."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from ..files import NAME_NEEDS_INK, shows_nothing
from ..i18n import N_, _
from . import clipboard, draw, theme
from .assets import Assets
from .input import Input, set_ime_rect
from . import paint


@dataclass
class Button:
    """A button.  Its `label` may be an English msgid marked with N_ (translated when drawn,
    so a change of language shows at once) or a text already made (a name, a number)."""
    rect: pygame.Rect
    label: str
    on_click: Callable[[], None]
    enabled: bool = True
    primary: bool = False
    selected: bool = False
    hint: str = ""  # shown when a disabled button is clicked: why it cannot be used
    size: int = theme.BODY_SIZE
    min_size: int = 13  # a long label shrinks down to this size before it is cut
    refused: bool = False  # the last click found it disabled (its action may disable it: ask this)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, assets: Assets, pointer: tuple[int, int]) -> None:
        hover = self.enabled and self.hit(pointer)
        if not self.enabled:
            fill, ink = theme.BUTTON_DISABLED, theme.INK_ON_DARK_SOFT
        elif self.selected:
            fill, ink = theme.SELECTED, theme.INK
        elif self.primary:
            fill, ink = (theme.LEGAL if not hover else (250, 240, 120)), theme.INK
        else:
            fill, ink = (theme.BUTTON_HOVER if hover else theme.BUTTON), theme.INK_ON_DARK
        paint.rect(surface, (20, 18, 16), self.rect.move(0, 3), border_radius=10)
        paint.rect(surface, fill, self.rect, border_radius=10)
        edge = theme.INK if self.selected or hover else (30, 28, 26)
        paint.rect(surface, edge, self.rect, width=2, border_radius=10)
        with draw.box(surface, self.rect, "button"):
            self.draw_label(surface, assets, ink)

    def draw_label(self, surface: pygame.Surface, assets: Assets, ink) -> None:
        """The label, centred (a subclass may draw something else on the button's face): on one
        line, smaller if it must; on two lines when one would be drawn below the readable least
        in the window's pixels and the button is tall enough for two (Paddy's "Harvest now?",
        10 real pixels at 1024x600, a play-test); cut with an ellipsis only last."""
        text, width = _(self.label), self.rect.w - 16
        size, label = fitted_label(assets, text, width, self.size, self.min_size)
        least = draw.readable_size()
        if size < least:
            lines = two_line_label(assets, text, width, self.rect.h - 8, max(self.size, least), least)
            if lines is not None:
                size, pair = lines
                step = assets.font(size, True, text).get_linesize() - 2
                for i, line in enumerate(pair):
                    draw.text(surface, assets, line, (self.rect.centerx, self.rect.centery + (2 * i - 1) * step // 2),
                              size, ink, bold=True, anchor="center")
                return
        draw.text(surface, assets, label, self.rect.center, size, ink, bold=True, anchor="center")


def two_line_label(assets: Assets, text: str, width: int, height: int, size: int,
                   least: int) -> tuple[int, list[str]] | None:
    """(size, two lines) of a button's label that fit `width` and, together, `height`, in the
    largest size from `size` down to `least`; None when no size does."""
    for at in range(size, least - 1, -1):
        lines = assets.wrap(text, width, at, True)
        if len(lines) == 2 and 2 * (assets.font(at, True, text).get_linesize() - 2) <= height \
                and all(assets.width(line, at, True) <= width for line in lines):
            return at, lines
    return None


def fitted_label(assets: Assets, label: str, width: int, size: int, smallest: int = 13) -> tuple[int, str]:
    """A label that fits `width`: the given size if it fits, else smaller type down to
    `smallest`, and only then cut with an ellipsis (long names, long translations)."""
    return draw.fit_size(assets, label, width, size, True, smallest)


def handle_buttons(buttons: list[Button], event: Input) -> Button | None:
    """Route a click to the button under it; returns the button hit (enabled or not: its
    `refused` says which, since a click that worked may have disabled it, as Undo does)."""
    if event.kind != "click":
        return None
    for button in buttons:
        if button.hit(event.pos):
            button.refused = not button.enabled
            if button.enabled:
                button.on_click()
            return button
    return None


# What a name field says under itself when typing or a paste met its limit (the setup screen's;
# a play-tester typed "Wilhelmina-Maximiliane" and missed the sentence at the panel's foot)
NAME_LIMIT = N_("A name has at most {n} characters.")
NAME_PASTE_CUT = N_("A name has at most {n} characters: the paste was cut.")


@dataclass
class TextField:
    """A one-line text field.  Typing goes through the system input method: while a Japanese
    input method composes (pygame TEXTEDITING), the composition is shown underlined after the
    text; the committed text arrives as TEXTINPUT.  The input method's window is placed under
    the field (`set_ime_rect`)."""
    rect: pygame.Rect
    text: str = ""
    placeholder: str = ""   # an English msgid, translated when drawn
    max_length: int = 16
    focused: bool = False
    allowed: Callable[[str], bool] = field(default=lambda ch: ch.isprintable())

    all_selected: bool = False  # Ctrl+A: the next key replaces (or Backspace clears) the whole text
    composition: str = ""       # what the input method is composing, not yet committed
    refused: bool = False       # the last typing met `max_length`: some of it was not taken
    pasted: bool = False        # ... and that typing was a paste (Ctrl+V), cut to fit
    # the sentence said under the field while `refused` (English msgids with {n}, the limit;
    # "" says nothing there: the screen says it its own way), for typing and for a cut paste
    limit_words: str = ""
    paste_cut_words: str = ""
    # a player's name: a text that shows nothing (only marks, variation selectors, blank-looking
    # letters: files.shows_nothing) is drawn as nothing, edged in red, and while the field is
    # focused it says NAME_NEEDS_INK under itself, the sentence its screen refuses it with (a
    # play-test's pasted U+3164 stood in the field as a box until Start refused the name)
    needs_ink: bool = False

    def focus(self) -> None:
        self.focused = True
        set_ime_rect(self.rect)

    def paste(self, text: str) -> None:
        """Ctrl+V: the pasted text on one line, the characters the field takes, after the text,
        or in place of all of it once Ctrl+A selected it (as typing does)."""
        text = "".join(ch for ch in " ".join(text.split()) if self.allowed(ch))
        base = "" if self.all_selected else self.text
        self.all_selected = False
        self.refused = self.pasted = len(base + text) > self.max_length
        self.text = (base + text)[: self.max_length]

    def handle(self, event: Input) -> bool:
        """Returns True when the event was for this field."""
        if event.kind == "click":
            self.focused = self.rect.collidepoint(event.pos)
            self.all_selected = self.refused = False
            self.composition = ""
            if self.focused:
                set_ime_rect(self.rect)
            return self.focused
        if not self.focused:
            return False
        if event.kind == "editing":
            self.composition = event.text
            return True
        if event.kind == "text":
            self.composition = ""
            if self.all_selected:
                self.text, self.all_selected = "", False
            self.refused = self.pasted = False
            for ch in event.text:
                if not self.allowed(ch):
                    continue
                if len(self.text) < self.max_length:
                    self.text += ch
                else:
                    self.refused = True
            return True
        if event.kind == "key":
            if self.composition:
                return True   # keys belong to the input method while it composes
            if event.key == pygame.K_a and event.ctrl:
                self.all_selected = bool(self.text)
                return True
            if event.key == pygame.K_v and event.ctrl:
                self.paste(clipboard.pasted_text())
                return True
            if event.key == pygame.K_BACKSPACE:
                self.refused = False
                self.text = "" if self.all_selected else self.text[:-1]
                self.all_selected = False
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                # left by keys, as by a click elsewhere: the limit's sentence and red edge go
                # (the sentence stood over the next seat's buttons, where the ring went next)
                self.focused = self.refused = False
                return True
            if not event.ctrl and pygame.K_SPACE <= event.key <= pygame.K_z:
                return True   # a letter typed (it arrives as text): never a shortcut, such as M
        return False

    def blank_name(self) -> bool:
        """A name (`needs_ink`) whose text shows nothing: drawn as nothing, and said why."""
        return self.needs_ink and shows_nothing(self.text)

    def limit_note(self) -> str:
        """What the field says under itself now: that a name needs a visible letter while it is
        typed in showing nothing; its limit, while the last typing or paste met it ("" otherwise,
        or when the field has no words of its own)."""
        if self.focused and self.blank_name():
            return _(NAME_NEEDS_INK)
        words = (self.paste_cut_words or self.limit_words) if self.pasted else self.limit_words
        return _(words).format(n=self.max_length) if self.refused and words else ""

    def draw_limit_note(self, surface: pygame.Surface, assets: Assets, within: pygame.Rect,
                        said: str = "") -> pygame.Rect | None:
        """The limit note in a small box just under the field, where the eye is while typing
        (over what lies there, such as the seat's buttons: a screen draws it after them), inside
        `within` (the screen's panel), wrapped if it must; above the field if there is no room
        under it.  Not when the screen says the same already (`said`, its message: Start refused
        a name that shows nothing).  Returns the box (None: nothing to say)."""
        note = self.limit_note()
        if not note or note == said:
            return None
        pad, gap, edge, size = 8, 4, 12, theme.SMALL_SIZE
        room = within.inflate(-2 * edge, -2 * edge)
        lines = assets.wrap(note, min(assets.width(note, size), room.w - 2 * pad), size)
        width = max(assets.width(line, size) for line in lines)
        height = draw.block_height(assets, note, width, size, line_gap=2) - 2
        box = pygame.Rect(self.rect.x, self.rect.bottom + gap, width + 2 * pad, height + 2 * pad)
        if box.bottom > room.bottom:
            box.bottom = self.rect.y - gap
        box.right = min(box.right, room.right)
        box.x = max(box.x, room.x)
        draw.layer()   # over the buttons under it, for the layout checks as for the eye
        draw.panel(surface, box, theme.PAPER, radius=6, edge=theme.ILLEGAL)
        draw.text_block(surface, assets, note, box.inflate(-2 * pad, 2 - 2 * pad), size,
                        theme.ILLEGAL, line_gap=2)
        return box

    def draw(self, surface: pygame.Surface, assets: Assets, now_ms: int = 0) -> None:
        """The box, its text and caret, all inside the box: a text too wide for it (16 wide
        Japanese characters are) is drawn in smaller type, like names everywhere else, and,
        should even the smallest not do, shows its end while typed (the caret stays in view)
        or is cut with an ellipsis."""
        paint.rect(surface, theme.PAPER, self.rect, border_radius=6)
        edge = theme.SELECTED if self.focused else theme.PAPER_EDGE
        blank = self.blank_name()   # (its characters drawn as nothing: no boxes, no stray accents)
        if self.refused or blank:   # typing met the limit, or a name shows nothing: the edge says so, beside the words
            edge = theme.ILLEGAL
        paint.rect(surface, edge, self.rect, width=2, border_radius=6)
        typed = "" if blank else self.text
        shown = typed if self.text else ("" if self.composition else _(self.placeholder))
        colour = theme.INK if self.text else theme.INK_SOFT
        inner = self.rect.inflate(-16, -4)
        x = self.rect.x + 10
        room = inner.right - x - 4                     # (the caret after the text)
        size = draw.fit_size(assets, shown + self.composition, room, theme.BODY_SIZE)[0]
        if self.focused:
            x = min(x, inner.right - 4 - assets.width(typed + self.composition, size))
        elif assets.width(shown, size) > room:
            shown = draw.fit_text(assets, shown, room, size)
        outer_clip = surface.get_clip()
        surface.set_clip(inner.clip(outer_clip))
        if self.all_selected and typed:
            w, h = assets.font(size, text=typed).size(typed)
            paint.rect(surface, theme.SELECTED, (x - 2, self.rect.centery - h // 2, w + 4, h))
        r = draw.text(surface, assets, shown, (x, self.rect.centery), size, colour, anchor="midleft")
        x = r.right + 2 if typed else x
        if self.composition:  # the input method's text: underlined, after what is typed
            c = draw.text(surface, assets, self.composition, (x, self.rect.centery), size, theme.INK,
                          anchor="midleft")
            paint.line(surface, theme.INK, (c.x, c.bottom - 1), (c.right, c.bottom - 1), 2)
            x = c.right + 2
        if self.focused:
            paint.line(surface, theme.INK, (x, self.rect.y + 8), (x, self.rect.bottom - 8), 2)
        surface.set_clip(outer_clip)
