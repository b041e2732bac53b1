"""Ladybird's tooltips (the client's one tooltip system, `tooltip_at`): every ladybird card (its
colour, its stage and what placing it unlocks, its type and how the type scores), the bonus cards
above each column with what they are worth now, each column, the food tiles and every seat's food,
the orchard cards, the garden tiles with their A/B options, the pool, the decks, and each seat's
sticky leaf, hand, aphids and memories.

The rule words come from the rules' data (`data.help_text`, `tile_help`, `unlock_help`,
`type_help`, `food_help`) and the figures from their queries (`score_details`, `check`); the hit
rectangles are listed once per change in `_prepare_tips()`, so `tooltip_at` walks a short list.
Only what the viewer may see is named: the view hides other seats' hands and secret choices.
"""
from __future__ import annotations

from ...i18n import _, ngettext, pgettext
from ..common.words import count as count_of, count_kind, listed
import pygame

from ...rules.ladybird import Draft, TakeFood
from ...rules.ladybird import data as D
from ...ui.tooltip import Tooltip
from ..common.open_hands import name_spots, name_tooltip, open_hand_places
from .art import CARD_ASPECT, SHEET, stage_frame, type_frame




def _memories(k: int) -> str:
    return ngettext("{n} childhood memory", "{n} childhood memories", k).format(n=k)


class LadybirdTips:
    """tooltip_at() of LadybirdScene, with the hit list it walks."""

    # ------------------------------------------------------------------ the hit list
    def _prepare_tips(self) -> None:
        st = self.state
        L = self.layout
        spots: list[tuple] = []
        add = spots.append
        open_hands = self.open_hands and self.column_points is None   # every hand face up (the replay's "every seat")
        for card, r in ([] if open_hands else reversed(list(zip(self.hand, self.hand_rects)))):   # later cards on top
            add((r, "card", ("hand", card)))   # (not drawn under the every-hand panel: its tooltip hid that one's)
        if open_hands:
            for q, (_cell, _line, cards, more) in enumerate(open_hand_places(L.zone("hand"), st.hands, CARD_ASPECT)):
                for card, r in cards:
                    add((r, "card", ("open", q, card)))
                if more is not None:   # the cards its "+N" stands for, named
                    add((more[0], "open_more", (q, tuple(more[1]))))
            spots.extend(name_spots(L.zone("hand"), st.hands, CARD_ASPECT))   # a name cut with "…": whole here
        for s, r in enumerate(self.pool_rects):
            if st.pool[s] >= 0:
                add((r, "card", ("pool", s)))
        pool = L.zone("pool")
        add((pygame.Rect(self.deck_rect.x - 8, self.deck_rect.y, self.deck_rect.w + 16, pool.bottom - self.deck_rect.y),
             "deck", None))
        add((pygame.Rect(pool.x, pool.y, pool.w, 28), "pool", None))
        for k, r in enumerate(self.orchard_rects):
            if st.orchard_row[k] >= 0:
                add((r, "orchard", k))
        add((self.orchard_deck_rect, "orchard_deck", None))
        for k, r in enumerate(self.stack_rects):
            add((pygame.Rect(r.x, r.y, r.w + 4, r.h + 26), "stack", k))
        if self.viewer is not None:
            for k, r in enumerate(self.tile_rects):
                add((r, "tile", (self.viewer, k + 1)))
        for q, seat in enumerate(self.seats):
            rect = seat.rect
            add((seat.counters["hand"], "seat_hand", q))
            add((seat.counters["aphids"], "aphids", q))
            add((seat.counters["memories"], "memories", q))
            for k, r in enumerate(seat.tile_rects):
                add((r, "tile", (q, k + 1)))
            if q == st.leaf and st.num_players > 1:
                add((pygame.Rect(rect.x + 28, seat.name_box.centery - 12, 24, 24), "leaf", q))
            for k, (_c, area) in enumerate(seat.columns):
                for i, (_card, r) in reversed(list(enumerate(seat.card_rects[k]))):
                    add((r, "card", ("column", q, k, i)))
                add((seat.bonus[k], "bonus", (q, k)))
                add((area, "column", (q, k)))
            if seat.revealed.h:
                add((seat.revealed, "revealed", q))
            add((seat.score, "score", q))
            for t, r in seat.food_rects.items():
                add((pygame.Rect(r.x, r.y, r.w + 2 + seat.food_text_w, r.h), "food", (q, t)))
            add((seat.header, "seat", q))
        self._tip_spots = spots
        self._tip_cache: dict = {}
        self.hover.refreshed(self.tooltip_at)

    def _seat_name(self, q: int) -> str:
        return (_("{name}  (you)").format(name=self.player_name(q)) if q == self.viewer and self.hot_seat
                else self.player_name(q))

    def tooltip_at(self, pos):
        if self.viewer is None and not self.state.is_over():
            return None   # the table is hidden behind the hand-off screen
        for rect, kind, arg in self._tip_spots:
            if rect.collidepoint(pos):
                key = (kind, arg)
                tip = self._tip_cache.get(key)
                if tip is None:
                    tip = self._tip_cache[key] = getattr(self, "_tip_" + kind)(arg)
                return tip
        return None

    # ------------------------------------------------------------------ ladybird cards
    def _card_words(self, card: int, where: list[str], key) -> Tooltip:
        st = self.state
        if D.IS_HARLEQUIN[card]:
            rule = D.help_text("harlequin_solo" if st.solo else "harlequin")
            return Tooltip(_("Harlequin ladybird"), (rule, *where), icon=(SHEET, "ladybird_harlequin"), key=key)
        colour = D.COLOURS[D.CARD_COLOUR[card]]
        stage, kind = D.CARD_STAGE[card], D.CARD_TYPE[card]
        lines = [_("Colour: {colour_name}: it goes on the {colour} column.").format(colour_name=_(D.COLOUR_NAMES[colour]),
                                                                                 colour=_(colour)),
                 _("Stage: {stage}. {unlocks}").format(stage=_(D.STAGES[stage]), unlocks=D.unlock_help(stage)),
                 _("Type: {type}. {scoring}").format(type=_(D.TYPES[kind]), scoring=D.type_help(kind))]
        return Tooltip(D.card_name(card), (*lines, *where), icon=(SHEET, stage_frame(stage, kind)), key=key)

    def _tip_card(self, arg) -> Tooltip:
        st = self.state
        where = arg[0]
        if where == "hand":
            card = arg[1]
            lines = [_("In your hand.")]
            if card in self.hand_ok and st.step == "choose" and st.solo:   # alone: no reveal, one click
                lines.append(_("You may place it this round: choose it."))
            elif card in self.hand_ok and st.step == "choose":
                lines.append(_("You may reveal it this round: choose it, then confirm."))
            elif card in self.hand_ok and st.step == "discard":   # over the hand limit at the round's end
                lines.append(_("You may discard it: choose it."))
            elif card in self.hand_ok:
                lines.append(_("You may play it now: choose it."))
            return self._card_words(card, lines, ("card", card))
        if where == "open":
            return self._card_words(arg[2], [_("In {name}'s hand.").format(name=self.player_name(arg[1]))],
                                    ("card", arg[2], arg[1]))
        if where == "pool":
            s = arg[1]
            card = st.pool[s]
            cols = D.SETUP["pool_columns"]
            lines = [_("Pool, row {row}, column {column}.").format(row=s // cols + 1, column=s % cols + 1)]
            if self.my_turn and st.step == "draft":
                reason = st.check(Draft(s))
                lines.append(_("You may draft it now.") if reason is None else reason)
            return self._card_words(card, lines, ("card", card))
        _kind, q, k, i = arg
        tab = self.tableaux[q][k]
        card = tab["cards"][i]
        place = (_("{player_name}'s {colour} column, card {card} of {cards} (the top one).") if i == len(tab["cards"]) - 1
                 else _("{player_name}'s {colour} column, card {card} of {cards}."))
        lines = [place.format(player_name=self.player_name(q), colour=_(tab['colour']), card=i + 1, cards=len(tab['cards']))]
        if D.IS_HARLEQUIN[card]:
            lines.insert(0, D.help_text("harlequin_column"))
        return self._card_words(card, lines, ("card", card))

    def _tip_open_name(self, q: int) -> Tooltip:
        return name_tooltip(self.player_name(q), len(self.state.hands[q]))

    def _tip_open_more(self, arg) -> Tooltip:
        """The "+N" of a hand too long for its cell in the every-hand panel: the cards it stands for."""
        q, cards = arg
        title = ngettext("{n} more card in {name}'s hand", "{n} more cards in {name}'s hand", len(cards))
        return Tooltip(title.format(n=len(cards), name=self.player_name(q)), tuple(D.card_name(c) for c in cards),
                       key=("open_more", q, cards))

    def _tip_revealed(self, q: int) -> Tooltip:
        shown = self.view["seats"][q]["revealed"]
        name = self.player_name(q)
        if shown == "hidden":
            return Tooltip(_("{name}'s secret choice").format(name=name), (D.help_text("secret"),), key=("revealed", q, "hidden"))
        if isinstance(shown, int) and shown >= 0:
            return self._card_words(shown, [_("{name} revealed it this round. {rule}").format(name=name, rule=D.help_text("revealed"))],
                                    ("revealed", q, shown))
        played = self.round_reveal.get(q)
        if played is not None and played >= 0:
            return self._card_words(played, [_("{name} revealed it this round. {rule}").format(name=name, rule=D.help_text("played"))],
                                    ("revealed", q, played))
        if shown == -1 or played == -1:
            return Tooltip(_("{name} revealed nothing this round").format(name=name), (), key=("revealed", q, -1))
        if self.state.step == "choose":
            return Tooltip(_("{name} has not chosen yet").format(name=name), (D.help_text("secret"),), key=("revealed", q, None))
        return Tooltip(_("{name}'s revealed card").format(name=name), (_("Empty until the next reveal."),), key=("revealed", q, None))

    # ------------------------------------------------------------------ columns and bonus cards
    def _column_score(self, q: int, colour: str) -> dict:
        return next(c for c in self.state.score_details(q)["columns"] if c["colour"] == colour)

    def _bonus_lines(self, tab: dict) -> list[str]:
        lines = []
        orchard = tab["orchard"]
        if orchard:
            value = sum(D.ORCHARD_VALUE[o] for o in orchard)
            lines.append(_("{cards} ({name}): +{value}. {rule}").format(
                cards=count_of(len(orchard), 'orchard card'), name=_(D.ORCHARD_CARDS[orchard[0]]['name']), value=value,
                rule=D.help_text("orchard", value=D.ORCHARD_VALUE[orchard[0]])))
        if tab["lifecycle"] is not None:
            lines.append(D.help_text("lifecycle", value=D.LIFECYCLE_VALUE[tab["lifecycle"]]))
        if tab["flowerbed"] is not None:
            lines.append(D.help_text("flowerbed", value=D.FLOWERBED_VALUE[tab["flowerbed"]]))
        return lines

    def _now_line(self, q: int, colour: str) -> str:
        c = self._column_score(q, colour)
        if not c["per_card"]:
            return _("Worth 0 points now: no bonus card above its {cards} yet.").format(cards=count_of(c['cards'], 'card'))
        return _("Worth {points} points now: {cards} × {per_card}.").format(points=c['points'], cards=count_of(c['cards'], 'card'), per_card=c['per_card'])

    def _tip_bonus(self, arg) -> Tooltip:
        q, k = arg
        tab = self.tableaux[q][k]
        lines = [*self._bonus_lines(tab), self._now_line(q, tab["colour"])]
        return Tooltip(_("Bonus cards above {player_name}'s {colour} column").format(player_name=self.player_name(q), colour=_(tab['colour'])), tuple(lines),
                       key=("bonus", q, k))

    def _tip_column(self, arg) -> Tooltip:
        q, k = arg
        tab = self.tableaux[q][k]
        cards = tab["cards"]
        stages = {D.STAGES[D.CARD_STAGE[c]] for c in cards if not D.IS_HARLEQUIN[c]}
        missing = [s for s in D.STAGES if s not in stages]
        cycle = (_("Life cycle complete: egg, larva, pupa and adult.") if not missing
                 else _("Life cycle: {stages} (missing: {missing}).").format(
                     stages=pgettext("list separator", ", ").join(_(s) for s in D.STAGES if s in stages) or _("no stage"),
                     missing=pgettext("list separator", ", ").join(_(s) for s in missing)))
        lines = [D.help_text("column"), cycle, *self._bonus_lines(tab), self._now_line(q, tab["colour"])]
        title = _("{player_name}'s {colour} column: {cards}").format(player_name=self.player_name(q), colour=_(D.COLOUR_NAMES[tab['colour']]), cards=count_of(len(cards), 'card'))
        return Tooltip(title, tuple(lines), key=("column", q, k))

    def _tip_score(self, q: int) -> Tooltip:
        """Everything seat q scores now, part by part, from the rules' own breakdown."""
        st = self.state
        d = st.score_details(q)
        lines = []
        for col in d["columns"]:
            lines.append(_("{colour} column: {cards} × {per_card} = {points}").format(
                colour=_(D.COLOUR_NAMES[col['colour']]), cards=count_of(col['cards'], 'card'),
                per_card=col['per_card'], points=col['points']))
        for row in d["types"]:
            if row["points"]:
                lines.append(_("{kind}: {cards} × {per_card} = {points}").format(
                    kind=_(row['type']), cards=count_of(row['cards'], 'card'), per_card=row['per_card'],
                    points=row['points']))
        lines.append(_("{memories}: {points}").format(memories=_memories(d['memories']['count']),
                                                      points=d['memories']['points']))
        lines.append(_("{aphids}: {points}").format(aphids=count_of(d['aphids']['count'], 'aphid'),
                                                    points=d['aphids']['points']))
        delta = self.deltas.get(q, {}).get("total", 0)
        if delta:
            lines.append(_("The last change: {delta}.").format(delta=f"{delta:+d}"))
        title = (_("{name}'s final score: {points}") if st.is_over() else _("{name}'s score now: {points}")).format(
            name=self.player_name(q), points=self.totals[q])
        return Tooltip(title, tuple(lines), key=("score", q, self.totals[q], delta))

    # ------------------------------------------------------------------ the supply
    def _tip_pool(self, _arg) -> Tooltip:
        st = self.state
        lines = [D.help_text("pool_solo" if st.solo else "pool")]
        unlocked = self.view["unlocked"]
        if unlocked and self.my_turn:
            lines.append(_("You may draft now: {unlocked}.").format(unlocked=_(unlocked)))
        return Tooltip(_("Pool: {cards}").format(cards=count_of(sum(1 for c in st.pool if c >= 0), 'card')), tuple(lines), key=("pool",))

    def _tip_deck(self, _arg) -> Tooltip:
        st = self.state
        return Tooltip(_("Ladybird deck: {cards}").format(cards=count_of(len(st.deck), 'card')),
                       (_("Discards: {cards}; they are shuffled into a new deck when it runs out.").format(cards=count_of(len(st.discard), 'card')), _("Cards are drawn face down: to refill the pool, or 2 at a time when the pool "
                        "holds no card of the stage you unlocked.")), key=("deck",))

    def _tip_orchard(self, k: int) -> Tooltip:
        st = self.state
        card = st.orchard_row[k]
        info = D.ORCHARD_CARDS[card]
        aphids = st.orchard_aphids[k]
        lines = [_("{rule} It goes above the {colour} column.").format(rule=D.help_text("orchard", value=info["value"]),
                                                                     colour=_(info['colour'])),
                 _("{aphids} on it: they come with it.").format(aphids=count_of(aphids, 'aphid')), D.tile_help(D.ORCHARD)]
        if self.my_turn and k in self.orchard_ok:
            lines.append(_("You may take it now."))
        return Tooltip(_("{name}: {colour} orchard card").format(name=_(info['name']), colour=_(info['colour'])), tuple(lines),
                       key=("orchard", card, aphids))

    def _tip_orchard_deck(self, _arg) -> Tooltip:
        n = len(self.state.orchard_deck)
        return Tooltip(_("Orchard deck: {cards}").format(cards=count_of(n, 'card')), (_("A taken orchard card's space is refilled from it."),),
                       key=("orchard_deck",))

    def _tip_stack(self, k: int) -> Tooltip:
        st = self.state
        stack = st.stacks[k]
        if not stack:
            return Tooltip(_("Food stack {stack}: empty").format(stack=k + 1), (), key=("stack", k, None))
        top = stack[-1]
        lines = [*D.food_help(top), _("{tiles} in this stack; only the top one can be taken.").format(tiles=count_of(len(stack), 'tile'))]
        if self.my_turn and st.step == "picnic":
            reason = st.check(TakeFood(k))
            lines.append(_("You may take it now.") if reason is None else reason)
        return Tooltip(D.food_name(top).capitalize(), tuple(lines), icon=(SHEET, type_frame(D.FOOD_TYPE[top])),
                       key=("stack", k, top))

    def _tip_food(self, arg) -> Tooltip:
        q, t = arg
        st = self.state
        kind = _(D.TYPES[t])
        tiles = [f for f in st.food[q] if D.FOOD_TYPE[f] == t]
        row = st.score_details(q)["types"][t]
        lines = [_("{tiles}: {names}.").format(tiles=count_of(len(tiles), 'food tile'), names=listed(D.food_name(f) for f in tiles)),
                 _("{cards} in the garden × {per_card} = {points} points now.").format(cards=count_kind(row['cards'], kind), per_card=row['per_card'], points=row['points']), D.type_help(t)]
        return Tooltip(_("{player_name}'s {kind} food: +{per_card} per card").format(player_name=self.player_name(q), kind=kind, per_card=row['per_card']), tuple(lines),
                       icon=(SHEET, type_frame(t)), key=("food", q, t))

    # ------------------------------------------------------------------ tiles and seats
    def _tip_tile(self, arg) -> Tooltip:
        q, number = arg
        tiles = self.view["seats"][q]["tiles"]
        name = _(D.TILE_NAMES[number - 1])
        yours = q == self.viewer
        if number > len(tiles):
            title = (_("Your {tile} (from day {day})") if yours else _("{name}'s {tile} (from day {day})")).format(
                name=self.player_name(q), tile=name, day=number)
            return Tooltip(title, (D.tile_help(number), D.help_text("tile_use")),
                           key=("tile", q, number, None))
        used = tiles[number - 1]["used"]
        lines = [D.tile_help(number), D.help_text("tile_use")]
        if used:
            lines.insert(0, _("Used today: it turns back at the start of the next day."))
        elif q == self.viewer and number in self.tile_ok:
            lines.append(_("You may use it now: choose it."))
        if used:
            title = _("Your {tile} (used today)") if yours else _("{name}'s {tile} (used today)")
        else:
            title = _("Your {tile}") if yours else _("{name}'s {tile}")
        return Tooltip(title.format(name=self.player_name(q), tile=name), tuple(lines),
                       key=("tile", q, number, used))

    def _tip_seat_hand(self, q: int) -> Tooltip:
        n = self.view["seats"][q]["hand_count"]
        title = (_("{player_name}'s hand: {cards}") if q == self.viewer or self._hands_face_up()
                 else _("{player_name}'s hand: {cards} (hidden)"))
        return Tooltip(title.format(player_name=self.player_name(q), cards=count_of(n, 'card')), (D.help_text("hand_limit"),),
                       key=("seat_hand", q, n))

    def _tip_aphids(self, q: int) -> Tooltip:
        n = self.view["seats"][q]["aphids"]
        return Tooltip(_("{name}: {aphids}").format(name=self.player_name(q), aphids=count_of(n, 'aphid')), (D.help_text("aphids"),), key=("aphids", q, n))

    def _tip_memories(self, q: int) -> Tooltip:
        n = self.view["seats"][q]["memories"]
        return Tooltip(_("{player_name}: {memories} ({points} points)").format(player_name=self.player_name(q), memories=_memories(n), points=D.memories_points(n)),
                       (D.help_text("memories"),), key=("memories", q, n))

    def _tip_leaf(self, q: int) -> Tooltip:
        return Tooltip(_("Sticky leaf: {player_name}").format(player_name=self.player_name(q)), (D.help_text("leaf"),), icon=(SHEET, "sticky_leaf"),
                       key=("leaf", q))

    def _hands_face_up(self) -> bool:
        """Every hand is shown: the game is over (the seat panels show them), or the replay of a
        finished game shows every seat's cards."""
        return self.state.is_over() or self.open_hands

    def _tip_seat(self, q: int) -> Tooltip:
        st = self.state
        sv = self.view["seats"][q]
        if q == self.viewer:
            hand = _("Hand: {cards}.").format(cards=count_of(sv['hand_count'], 'card'))
        elif self._hands_face_up():   # the game is over (or its replay opens every hand): no secret left
            hand = _("Hand: {cards}, face up: {names}.").format(cards=count_of(len(st.hands[q]), 'card'),
                                                                names=listed(D.card_name(c) for c in st.hands[q]))
        else:
            hand = _("Hand: {cards} (hidden).").format(cards=count_of(sv['hand_count'], 'card'))
        lines = [hand,
                 _("Garden: {cards} in {columns}; {food_tiles}.").format(cards=count_of(sum(len(t['cards']) for t in sv['tableau']), 'card'), columns=count_of(len(sv['tableau']), 'column'), food_tiles=count_of(len(sv['food']), 'food tile')),
                 _("{aphids}; {memories}.").format(aphids=count_of(sv['aphids'], 'aphid'), memories=_memories(sv['memories']))]
        if q == st.leaf and st.num_players > 1 and not st.is_over():   # no round left to play first in
            lines.append(_("Holds the sticky leaf: plays first in this round's garden phase."))
        if q == self.seat_on_turn():
            lines.append(_("Your turn now.") if q == self.viewer else _("Their turn now."))
        return Tooltip(self._seat_name(q).strip(), tuple(lines), key=("seat", q))
