"""New-game setup: player count within the title's range, names, who plays each seat (a person
or a computer at one of three levels, remembered between games), first player, optional seed."""
from __future__ import annotations

from ...i18n import N_, _, pgettext
import pygame

from ... import settings
from ...files import NAME_NEEDS_INK, clean_name, name_key, shows_nothing
from ..base import Scene
from ...rules.base import Setup
from ...rules.registry import title_info
from ...ui import draw, layout, theme
from ...ui.focus import row_neighbour
from ...ui.tooltip import Hover, Tooltip, draw_tooltip
from .level_words import seat_tip_lines
from ...ui.widgets import NAME_LIMIT, NAME_PASTE_CUT, Button, TextField, handle_buttons
from .. import registry
from .background import draw_table_background
from .rules_help import OffersRules
from .tutorial import start_lesson
from ...tutorial import script as tutorial_script

# The seat kinds offered on screen, in order (the arena's "random" is not a level for people)
SEAT_CHOICES = (("human", N_("Human")), ("easy", N_("Easy")), ("normal", N_("Normal")), ("hard", N_("Hard")))
NAMES_ALIKE = N_("Each player needs a different name, so the hand-off screen is clear.")


class SeatButton(Button):
    """A first-player choice: the seat's mark (its colour and shape, as beside its name field)
    and the name, on two lines of readable type when it is long (a 16-character Japanese name
    needs them), the mark and name centred together on the button."""

    seat: int = 0
    MARK, GAP, PAD = 18, 6, 8   # the mark's size, the gap after it, the padding at each end

    def draw_label(self, surface: pygame.Surface, assets, ink) -> None:
        mark, gap, pad = self.MARK, self.GAP, self.PAD
        room = self.rect.w - 2 * pad - mark - gap
        width = min(room, assets.width(self.label, self.size, True))
        x = self.rect.centerx - (mark + gap + width) // 2
        draw.player_shape(surface, self.seat, (x + mark // 2, self.rect.centery), mark)
        draw.name_in_box(surface, assets, self.label,
                         pygame.Rect(x + mark + gap, self.rect.y + 2, room, self.rect.h - 4), ink, True, self.size)


class SetupScene(OffersRules, Scene):
    def __init__(self, app, title_id: str) -> None:
        super().__init__(app)
        self.title_id = title_id
        self.info = title_info(title_id)
        self.layout = layout.load("setup")
        stored = settings.load()
        names = stored["names"]
        self.kinds = [k if k in dict(SEAT_CHOICES) else "human" for k in stored["seats"]]
        # a name that meets its limit says so under its field (where the eye is while typing)
        self.fields = [TextField(self.layout.zone(f"name_{i}"), names[i], _("Player {n}").format(n=i + 1),
                                 limit_words=NAME_LIMIT, paste_cut_words=NAME_PASTE_CUT, needs_ink=True)
                       for i in range(5)]
        self.seed_field = TextField(self.layout.zone("seed"), "", pgettext("the seed field when empty", "random"), max_length=9,
                                    allowed=str.isdigit)
        last = stored["player_counts"].get(title_id)   # the count this title was last played with
        self.count = (last if last is not None and self.info.min_players <= last <= self.info.max_players
                      else max(self.info.min_players, min(2, self.info.max_players)))
        self.first: int | None = None  # None = random
        # the lesson is offered here until the title has been played once (settings "played")
        self.offers_lesson = title_id not in stored["played"] and tutorial_script.available(title_id)
        self.message = ""
        self.buttons: list[Button] = []
        self.hover = Hover()
        self._build()

    def language_changed(self) -> None:
        """Placeholders in the new language; a default name nobody changed follows it too."""
        defaults = settings.load()["names"]
        for i, field in enumerate(self.fields):
            field.placeholder = _("Player {n}").format(n=i + 1)
            if any(names[i] == field.text for names in settings.DEFAULT_NAMES.values()):
                field.text = defaults[i]
        self.seed_field.placeholder = pgettext("the seed field when empty", "random")
        self._build()

    def _build(self) -> None:
        L = self.layout
        self.buttons = []
        for k, n in enumerate(range(self.info.min_players, self.info.max_players + 1)):
            label = _("Solo") if n == 1 else str(n)
            self.buttons.append(Button(L.zone(f"count_{k}"), label, lambda n=n: self._set_count(n),
                                       selected=n == self.count))
        widths = self._kind_widths(L.zone("kind_0").w)
        # one type size for the four choices (the largest at which every label fits), so the
        # row reads as one control rather than four buttons of different sizes
        size = min(draw.fit_size(self.assets, _(label), width - 4 - 16, theme.SMALL_SIZE, True, 11)[0]
                   for (_kind, label), width in zip(SEAT_CHOICES, widths))
        self.kind_rects: list[tuple[pygame.Rect, str]] = []   # for the tooltips
        for i in range(self.count):
            zone = L.zone(f"kind_{i}")
            x = zone.x
            for k, ((kind, label), width) in enumerate(zip(SEAT_CHOICES, widths)):
                rect = pygame.Rect(x, zone.y, width - 4, zone.h)
                self.kind_rects.append((rect, kind))
                x += width
                self.buttons.append(Button(rect, label, lambda i=i, kind=kind: self._set_kind(i, kind),
                                           selected=self.kinds[i] == kind, size=size, min_size=size))
        if self.asks_first_player:
            self.buttons.append(Button(L.zone("first_random"), N_("Random"), lambda: self._set_first(None),
                                       selected=self.first is None))
            for i, rect in enumerate(self._first_rects()):
                button = SeatButton(rect, self._name(i), lambda i=i: self._set_first(i),
                                    selected=self.first == i, size=theme.SMALL_SIZE)
                button.seat = i
                self.buttons.append(button)
        self.buttons.append(Button(L.zone("start"), N_("Start game"), self._start, primary=True))
        if self.offers_lesson and L.has("learn"):
            self.buttons.append(Button(L.zone("learn"), N_("Learn to play first"),
                                       lambda: start_lesson(self.app, self.title_id), size=theme.SMALL_SIZE))
        if L.has("rules"):   # what F1 opens: a newcomer reads the rules before the first game
            rules = L.zone("rules").copy()
            if not (self.offers_lesson and L.has("learn")):
                rules.right = L.zone("learn").right   # at the panel's edge, with no gap where Learn would be
            self.buttons.append(Button(rules, N_("Rules"), lambda: self.app.push(self.help_screen()),
                                       size=theme.SMALL_SIZE))
        self.buttons.append(Button(L.zone("back"), N_("Back"), self.app.pop))

    def _first_rects(self) -> list[pygame.Rect]:
        """The seats' first-player buttons: each as wide as its name needs on one line, up to an
        even share of the row the layout gives five seats (first_0 to first_4), never narrower
        than its own zone.  With fewer seats a long name has the room (at 1024x600 a 16-character
        Japanese name was cut inside a word and with an ellipsis in a 150-unit button, the rest
        of the row empty); with five the row is full and the buttons are the layout's."""
        L = self.layout
        zones = [L.zone(f"first_{i}") for i in range(5)]
        gap = zones[1].x - zones[0].right
        share = (zones[-1].right - zones[0].x - gap * (self.count - 1)) // self.count
        rects, x = [], zones[0].x
        for i in range(self.count):
            need = 2 * SeatButton.PAD + SeatButton.MARK + SeatButton.GAP + 4 + draw.plan_width(
                self.assets, self._name(i), theme.SMALL_SIZE, True)
            width = max(zones[i].w, min(share, need))
            rects.append(pygame.Rect(x, zones[i].y, width, zones[i].h))
            x += width + gap
        return rects

    def _kind_widths(self, total: int) -> list[int]:
        """The Human/Easy/Normal/Hard buttons' widths (each with its 4 px gap): as wide as each
        label needs, the room left shared evenly; squeezed in proportion when it does not fit
        (むずかしい needs more than 人間)."""
        needs = [self.assets.font(theme.SMALL_SIZE, True, _(label)).size(_(label))[0] + 20 for _kind, label in SEAT_CHOICES]
        spare = total - sum(needs)
        if spare >= 0:
            return [n + spare // len(needs) for n in needs]
        return [total * n // sum(needs) for n in needs]

    def focus_neighbour(self, targets, here, step):
        """↑ / ↓ go row by row (players, names and seats, first player, seed and the buttons)."""
        return row_neighbour(targets, here, step)

    def focus_fields(self) -> list[TextField]:
        """The names of the seats shown (five are kept, for a change of count) and the seed."""
        return [*self.fields[: self.count], self.seed_field]

    @property
    def asks_first_player(self) -> bool:
        """A single player always goes first: the first-player row shows only for 2 or more."""
        return self.count > 1

    def _name(self, seat: int) -> str:
        """The typed name, cleaned so it can always be drawn (no control characters)."""
        return clean_name(self.fields[seat].text, _("Player {n}").format(n=seat + 1))

    # --- for the layout checks (game/layoutcheck.py): the screen as players fill it in ---------
    def seat_names(self, names) -> None:
        """Type `names` into the name fields (the first ones), as players would."""
        for field, name in zip(self.fields, names):
            field.text = name
        self._build()

    def player_counts(self) -> range:
        return range(self.info.min_players, self.info.max_players + 1)

    def choose_count(self, n: int) -> None:
        self._set_count(n)

    def _set_count(self, n: int) -> None:
        self.count = n
        if self.first is not None and (self.first >= n or n == 1):
            self.first = None
        self._build()
        self._forget_mended_refusal()   # (fewer seats may leave no two alike: a review)

    def _set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind
        self._build()

    def _set_first(self, seat: int | None) -> None:
        self.first = seat
        self._build()

    def setup(self) -> Setup:
        names = tuple(self._name(i) for i in range(self.count))
        seats = tuple(self.kinds[: self.count])
        return Setup(self.title_id, names, self.first, seats=seats if any(k != "human" for k in seats) else ())

    def _start(self) -> None:
        blank = next((f for f in self.fields[: self.count] if shows_nothing(f.text)), None)
        if blank is not None:   # (not "Player 2" in its place without a word)
            for field in self.focus_fields():
                field.focused = False
            blank.focus()
            self.message = _(NAME_NEEDS_INK)
            return
        if self._names_alike():
            self.message = _(NAMES_ALIKE)
            return
        stored = settings.load()
        stored["names"][: self.count] = [self._name(i) for i in range(self.count)]
        stored["seats"][: self.count] = self.kinds[: self.count]
        stored["player_counts"][self.title_id] = self.count
        if self.title_id not in stored["played"]:
            stored["played"] = [*stored["played"], self.title_id]   # played once: no more lesson offer here
        settings.save(stored)  # a disk that refuses only loses the remembered names
        seed = int(self.seed_field.text) if self.seed_field.text else None
        registry.start_new(self.app, self.setup(), seed)

    def _names_alike(self) -> bool:
        """Two seats have the same name, as the table server compares them (name_key)."""
        names = [self._name(i) for i in range(self.count)]
        return len({name_key(n) for n in names}) != len(names)

    def _forget_mended_refusal(self) -> None:
        """Start's refusal of the names goes once the names are mended (a play-test's stayed
        after the second name was changed)."""
        if self.message == _(NAMES_ALIKE) and not self._names_alike():
            self.message = ""
        elif self.message == _(NAME_NEEDS_INK) and not any(shows_nothing(f.text) for f in self.fields[: self.count]):
            self.message = ""

    def refusal_words(self) -> list[str]:
        """Every sentence this screen may say at its foot (for the layout checks: each must fit)."""
        return [_(NAME_NEEDS_INK), _(NAMES_ALIKE), *self._seed_words()]

    def _tip_at(self, pos) -> Tooltip | None:
        """What a seat choice means (the level names alone say little to a new player), and
        how strong a computer level measured in this title (level_words.py)."""
        for rect, kind in self.kind_rects:
            if rect.collidepoint(pos):
                return Tooltip(_(dict(SEAT_CHOICES)[kind]),
                               seat_tip_lines(self.title_id, self.info.name, kind, self.count), key=(kind, self.count))
        return None

    def update(self, dt_ms: int) -> bool:
        return self.hover.update(dt_ms)

    def handle(self, event) -> bool:
        if event.kind == "move":
            self.hover.moved(event.pos, self._tip_at(event.pos))
        seed_typed = event.kind == "text" and self.seed_field.focused
        used = False
        for field in [*self.fields[: self.count], self.seed_field]:
            used = field.handle(event) or used
        if used:
            if event.kind in ("text", "key"):
                self._build()  # first-player buttons show the names
                self._say_seed_limit(event.text if seed_typed else None)
                self._forget_mended_refusal()
            return True
        if event.kind == "key" and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._start()
            return True
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return handle_buttons(self.buttons, event) is not None

    def _say_seed_limit(self, typed: str | None) -> None:
        """The seed field takes digits only, and nine of them: a letter typed there is not
        dropped without a word (a play-test), nor a tenth digit.  `typed`: the text typed into
        it (None: the event was not typing there)."""
        words = self._seed_words()
        if typed is not None and any(not self.seed_field.allowed(ch) for ch in typed):
            self.message = words[0]
        elif typed is not None and self.seed_field.refused:
            self.message = words[1]
        elif self.message in words:
            self.message = ""

    def _seed_words(self) -> tuple[str, str]:
        return (_("The seed is a whole number: type digits only."),
                _("The seed has at most {n} digits.").format(n=self.seed_field.max_length))

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_background(surface, self.assets)
        L = self.layout
        draw.panel(surface, L.zone("panel"))
        a = self.assets
        heading = L.zone("heading")
        draw.text_fit(surface, a, _("{name} — new game").format(name=self.info.name), heading.midleft, heading.w,
                      theme.HEADING_SIZE, theme.INK, True, "midleft")
        draw.text(surface, a, _("Players"), L.zone("label_count").midleft, theme.BODY_SIZE, theme.INK, True, "midleft")
        draw.text(surface, a, _("Names, and who plays each seat"), L.zone("label_names").midleft, theme.BODY_SIZE, theme.INK, True, "midleft")
        if self.asks_first_player:
            question = _(self.info.first_player_question) or _("Who goes first?")
            # each title's rulebook names the first player its own way (ファーストプレイヤー in
            # Paddy's and Ladybird's, スタートプレイヤー in the others'): docs/glossary.md
            label = (pgettext("setup: a title whose rulebook says ファーストプレイヤー", "First player — {question}")
                     if self.title_id in ("paddy", "ladybird") else _("First player — {question}"))
            draw.text(surface, a, label.format(question=question), L.zone("label_first").midleft,
                      theme.BODY_SIZE, theme.INK, True, "midleft")
        draw.text(surface, a, _("Seed (optional: the same seed deals the same game)"), L.zone("label_seed").midleft,
                  theme.BODY_SIZE, theme.INK, True, "midleft")
        for i in range(self.count):
            field = self.fields[i]
            field.draw(surface, a)
            draw.player_shape(surface, i, (field.rect.x - 22, field.rect.centery), 24)
        self.seed_field.draw(surface, a)
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)
        for field in self.fields[: self.count]:   # a name stopped at its limit: the sentence under it
            field.draw_limit_note(surface, a, L.zone("panel"), self.message)
        if self.message:
            draw.text_block(surface, a, self.message, L.zone("message"), theme.BODY_SIZE, theme.ILLEGAL,
                            smallest=13)   # (smaller type before a line is left out: Japanese at 1024x600)
        if self.hover.visible is not None:
            draw_tooltip(surface, a, self.hover.visible, self.hover.pos)
