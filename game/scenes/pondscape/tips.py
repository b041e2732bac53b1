"""Pondscape's tooltips (the client's one tooltip system, `tooltip_at`): every card in your hand,
the display and your pond with both of its sides (what it gives face up and as water), the
movement cards, the food row and the jumping frog, your food cards with their tucked cards, the
deck, the Croaker, and every other seat's pond: its 28-pixel cells are shown full size in the
tooltip, drawn with the table's own card art (water cards water side up, as everyone sees them).

The rule words come from the rules' data (`data.help_text`, the card tables through
`art.side_lines`); the hit rectangles are listed once per change in `_prepare_tips()`.  Only the
view is read, so another seat's hand and the fronts of its water cards are never named or drawn.
"""
from __future__ import annotations

from ...i18n import N_, _, ngettext
from ..common.words import count as count_of, count_symbols, full_stop, listed, sentences
import pygame

from ...rules.base import AUTOMA
from ...rules.pondscape.board import COLS, ROWS, frog_foods
from ...rules.pondscape.data import CROAKER_CARDS, FOOD_INDEX, FOOD_NAMES, NUM_FOODS, card_name, help_text
from ...ui import theme
from ...ui.tooltip import Tooltip
from ..common.computers import level_name
from .art import short_leaf, side_lines
from ..common.open_hands import name_spots, name_tooltip
from .board import HEADING_ABOVE
from .geometry import HAND_CARD
from ...ui import paint

PICTURE_CELL = (64, 84)   # an opponent's pond in the tooltip: a cell this size (28x34 on the table)
PICTURE_GAP = 4
SLOT_WORDS = (N_("left"), N_("middle"), N_("right"))   # translated where shown




def _side(card: int, water: bool) -> str:
    heading, lines = side_lines(card, water)
    text = sentences(line if line.endswith((".", "\u3002")) else line + full_stop() for line in lines)
    return _("{heading} \u2014 {text}").format(heading=heading, text=text)


def _public_water(back: dict) -> str:
    """A water card seen from across the table: its water side only."""
    foods = listed(_(FOOD_NAMES[FOOD_INDEX[f]]) for f in back.get("foods", ())) or _("no food")
    words = [_("Food: {foods}.").format(foods=foods)]
    if back.get("leaf"):
        words.append(_("Effect: {effect}").format(effect=short_leaf(back["leaf"])))
    if back.get("points"):
        words.append(_("Scores {points} points at the end.").format(points=back['points']))
    return _("Water side \u2014 {text}").format(text=sentences(words))


class PondscapeTips:
    """tooltip_at() of PondscapeScene, the hit list it walks and the pond picture it shows."""

    def _prepare_tips(self) -> None:
        view = self.view
        spots: list[tuple] = []
        add = spots.append
        seat = self.focus
        if self.open_hands:   # every hand face up (the replay's "every seat"): a name cut with "…" whole here
            spots.extend(name_spots(self.hand_zone, self.state.hands, HAND_CARD[1] / HAND_CARD[0]))
        elif self.hand_shown:
            for card, rect in reversed(list(zip(self.hand, self.hand_rects))):
                add((rect, "hand", card))
        elif self.hand_rects:
            add((self.hand_rects[0].unionall(self.hand_rects), "hand_back", seat))
        for s, rect in enumerate(self.slot_rects):
            if view["display"][s] is not None:
                add((rect, "display", s))
            add((self.move_rects[s], "movement", s))
        add((self.layout.zone("deck"), "deck", None))
        add((self.boundary_rect(view["frog"]), "frog", None))
        for f, rect in enumerate(self.row_rects):
            add((rect, "row_food", f))
        for c, rect in enumerate(self.cell_rects):
            add((rect, "cell", c))
        pond = self.layout.zone("pond")
        width = self.assets.font(theme.BODY_SIZE, True, text=self.pond_title).size(self.pond_title)[0]
        add((pygame.Rect(pond.x, pond.y - HEADING_ABOVE - 14, width + 40 + self.change_width(seat, theme.BODY_SIZE), 28),
             "score", seat))
        for f, rect in enumerate(self.food_rects):
            add((rect.inflate(24, 8), "tucked", f))
        if self.details is not None:   # the end's score summary: every group, also those cut with "…"
            add((self.layout.zone("preview"), "summary", None))
        if view["solo"]:
            add((self.others_zone, "croaker", None))
        else:
            for p, rect in self.other_rects.items():
                add((rect, "pond", p))
        self._tip_spots = spots
        self._tip_cache: dict = {}
        self.hover.refreshed(self.tooltip_at)

    def tooltip_at(self, pos):
        if self.viewer is None and not self.state.is_over():
            return None   # the table is hidden behind the hand-off screen
        for rect, kind, arg in self._tip_spots:
            if rect.collidepoint(pos):
                key = (kind, arg, self.selected)   # a picked card changes what a pond space says
                tip = self._tip_cache.get(key)
                if tip is None:
                    tip = self._tip_cache[key] = getattr(self, "_tip_" + kind)(arg)
                return tip
        return None

    # ------------------------------------------------------------------ cards
    def _tip_hand(self, card: int) -> Tooltip:
        where = (_("Left in hand at the end.") if self.state.is_over()
                 else _("In {name}'s hand.").format(name=self.player_name(self.viewer)) if self.watched
                 else _("In your hand."))
        lines = [where, _side(card, False), _side(card, True)]
        if self.phase in ("play",):
            lines.append(_("Pick it, then choose an empty pond space (face down as water: right click, or F first)."))
        return Tooltip(card_name(card), tuple(lines), key=("hand", card))

    def _tip_open_name(self, q: int) -> Tooltip:
        return name_tooltip(self.player_name(q), len(self.state.hands[q]))

    def _tip_summary(self, _arg) -> Tooltip:
        return Tooltip(self.score_heading, (self.groups_text,), key=("summary", self.focus, self.groups_text))

    def _tip_hand_back(self, seat: int) -> Tooltip:
        name = self.view["players"][seat]
        n = self.view["hand_counts"][seat]
        return Tooltip(_("{name}'s hand: {cards} (hidden)").format(name=name, cards=count_of(n, 'card')), (help_text("hand"),), key=("hand_back", seat))

    def _tip_display(self, s: int) -> Tooltip:
        card = self.view["display"][s]
        where = (_("Display, {slot} slot: taking it does not move the jumping frog.") if s == 0 else
                 _("Display, {slot} slot: taking it moves the jumping frog {borders} forward.")).format(
                     slot=_(SLOT_WORDS[s]), borders=count_of(s, 'border'))
        lines = [where, _side(card, False), _side(card, True)]
        if s in self.legal_slots:
            lines.append(_("You may take it now."))
        return Tooltip(card_name(card), tuple(lines), key=("display", s, card))

    def _tip_cell(self, cell: int) -> Tooltip:
        view, seat = self.view, self.focus
        entry = view["ponds"][seat][cell]
        where = _("row {row}, column {column}").format(row=cell // COLS + 1, column=cell % COLS + 1)
        whose = _("Your pond") if seat == self.viewer and not self.watched else _("{name}'s pond").format(name=view['players'][seat])
        if entry is None:
            lines = [help_text("pond")]
            if self.selected is not None and cell in self.legal_cells:
                lines.append(_("Choose it to place the picked card here (face down as water: right click, or F "
                               "first)."))
            return Tooltip(_("{whose}: empty space ({where})").format(whose=whose, where=where), tuple(lines), key=("cell", cell, None))
        card = entry["card"]
        note = self.cell_notes.get(cell) if not self.state.is_over() else None
        if not entry["face_down"]:
            lines = (_("{whose}, {where}, face up.").format(whose=whose, where=where), _side(card, False), _side(card, True))
            return Tooltip(card_name(card), (note, *lines) if note else lines, key=("cell", cell, card))
        if card is None:   # another seat's water card: its front stays hidden
            return Tooltip(_("Water card ({where})").format(where=where), (whose + full_stop(), _public_water(entry["back"]), help_text("water")),
                           key=("cell", cell, "water"))
        return Tooltip(_("Water card: {card_name} face down").format(card_name=card_name(card)),
                       (_("{whose}, {where}: only its water side counts; the others see only that side.").format(whose=whose, where=where),
                        _side(card, True), _("Its hidden front: {side}").format(side=_side(card, False))),
                       key=("cell", cell, card))

    # ------------------------------------------------------------------ the shared table
    def _tip_movement(self, s: int) -> Tooltip:
        text = help_text("movement_0") if s == 0 else help_text("movement", n=s, s="s" if s != 1 else "")
        return Tooltip(_("Movement card {number}").format(number=s), (*self.recent_tip_lines(s), text, help_text("display")),
                       key=("movement", s))

    def _tip_deck(self, _arg) -> Tooltip:
        return Tooltip(_("Pond deck: {cards}").format(cards=count_of(self.view['deck_count'], 'card')), (help_text("deck"),), key=("deck",))

    def _tip_frog(self, _arg) -> Tooltip:
        a, b = frog_foods(self.view["frog"])
        return Tooltip(_("The jumping frog: between the {food} and the {other_food}").format(food=_(FOOD_NAMES[a]).lower(), other_food=_(FOOD_NAMES[b]).lower()),
                       tuple(line for line in (self.frog_tip_line(), help_text("frog"), help_text("food_row")) if line),
                       key=("frog", self.view["frog"]))

    def _tip_row_food(self, f: int) -> Tooltip:
        lines = [help_text("food_row")]
        if f in self.straddled:
            lines.insert(0, _("The jumping frog straddles it now."))
        return Tooltip(_("{food} (the central food row)").format(food=_(FOOD_NAMES[f])), tuple(lines), key=("row_food", f))

    def _tip_tucked(self, f: int) -> Tooltip:
        view, seat = self.view, self.focus
        count = view["tucked"][seat][f]["count"]
        symbols = self.symbols[f]
        name = _(FOOD_NAMES[f])
        total = self.live_tucked[f]
        if self.state.is_over():   # nothing more can be tucked: what they scored
            said = _("{symbols} count in the pond at the end, wild frogs included: the tucked cards scored {total}.")
        else:
            said = _("{symbols} count in the pond now, wild frogs included: one more tucked card would score {points}. "
                     "The tucked cards score {total} now.")
        lines = [said.format(symbols=count_symbols(symbols, name.lower()), points=symbols, total=total), help_text("tucked")]
        if f in self.legal_foods:
            lines.append(_("You may tuck a card from your hand under it now."))
        title = (_("Your {food}: {cards} tucked") if seat == self.viewer and not self.watched else _("{name}'s {food}: {cards} tucked")).format(
            name=view['players'][seat], food=name.lower(), cards=count_of(count, 'card'))
        return Tooltip(title, tuple(lines), key=("tucked", f))

    def _tip_score(self, seat: int) -> Tooltip:
        """The pond's score now, step by step, and its last change."""
        steps = self.state.score_details(seat)["steps"]
        lines = [_("If the game ended now: {steps}.").format(steps=listed(
            _("{step} {points}").format(step=_(step), points=points) for step, points in steps.items()))]
        if seat in self.change_text:
            lines.append(_("Last change: {steps}.").format(steps=self.change_text[seat]))
        lines.append(_("A red frame and 0: a group whose condition is not met now (point at it to see why)."))
        return Tooltip(self.pond_title, tuple(lines), key=("score", seat))

    def _tip_croaker(self, _arg) -> Tooltip:
        croaker = self.view["croaker"]
        flipped = listed(f"+{CROAKER_CARDS[c][0]} {_(SLOT_WORDS[CROAKER_CARDS[c][1]])}" for c in croaker["flipped"])
        lines = [help_text("croaker"),
                 _("Its deck: {cards}; flipped since the shuffle: {flipped}.").format(cards=count_of(croaker['deck_count'], 'card'), flipped=flipped or _('none')),
                 _("Cards it removed from the game: {n}.").format(n=len(croaker['taken'])), help_text("achievement")]
        if self.view["current"] == AUTOMA and not self.watched:
            lines.append(_("It is taking its turn: click to hurry it."))
        return Tooltip(_("The Croaker"), tuple(lines), key=("croaker",))

    # ------------------------------------------------------------------ another seat's pond, full size
    def _tip_pond(self, seat: int) -> Tooltip:
        view = self.view
        tucked = listed(f"{_(FOOD_NAMES[f]).lower()} {view['tucked'][seat][f]['count']}" for f in range(NUM_FOODS))
        lines = (_("Hand: {cards} (hidden). Tucked: {tucked}.").format(cards=count_of(view['hand_counts'][seat], 'card'), tucked=tucked),
                 _("Water cards show their water side, as on the table."))
        if self.computers.is_computer(seat):
            lines = (_("A computer player, level {level}.").format(level=level_name(self.computers.kind(seat))), *lines)
        w = COLS * PICTURE_CELL[0] + (COLS - 1) * PICTURE_GAP
        h = ROWS * PICTURE_CELL[1] + (ROWS - 1) * PICTURE_GAP
        if seat in self.change_text:
            lines = (*lines, _("Last change of its score: {steps}.").format(steps=self.change_text[seat]))
        title = ngettext("{name}'s pond · {points} point", "{name}'s pond · {points} points", self.totals[seat]).format(
            name=view['players'][seat], points=self.totals[seat])
        if self.state.is_over() and not self.watched:
            lines = (*lines, _("Choose it to see it large."))
        return Tooltip(title, lines, picture=lambda surface, rect, seat=seat: self._draw_pond_picture(surface, rect, seat),
                       picture_size=(w, h), key=("pond", seat))

    def _draw_pond_picture(self, surface: pygame.Surface, rect: pygame.Rect, seat: int) -> None:
        """Seat `seat`'s pond drawn full size into `rect`, from the view (what everyone may see);
        every card drawn is recorded in `picture_drawn` as the table records `drawn`."""
        self.picture_drawn: list[tuple[str, int | None, int]] = []
        pond = self.view["ponds"][seat]
        cw, ch = PICTURE_CELL
        for cell in range(COLS * ROWS):
            r = pygame.Rect(rect.x + (cell % COLS) * (cw + PICTURE_GAP), rect.y + (cell // COLS) * (ch + PICTURE_GAP),
                            cw, ch)
            entry = pond[cell]
            if entry is None:
                surface.blit(self.art.empty(PICTURE_CELL), r)
                continue
            if entry["face_down"]:
                image = (self.art.water(entry["card"], PICTURE_CELL) if entry["card"] is not None
                         else self.art.public_water(entry["back"], PICTURE_CELL))
                self.picture_drawn.append(("water", entry["card"], seat))
            else:
                image = self.art.front(entry["card"], PICTURE_CELL)
                self.picture_drawn.append(("front", entry["card"], seat))
            surface.blit(image, r)
        paint.rect(surface, theme.PAPER_EDGE, rect.inflate(6, 6), 1, border_radius=6)
