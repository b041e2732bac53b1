"""Koinobori's tooltips (the client's one tooltip system, `tooltip_at`): every card on the table
with its carp and its ability (what it does, when it triggers), the start flags, each festival
pole's tally and who would score it, the personal pole and its levels, the abilities panel, the
players panel, the deck, and at the end the scoring cards and each player's score.

The words come from the rules (`data.ability_help`, `help_text`, `level_help`, `via_words`) and
the figures from their queries; the hit rectangles are listed once per change in
`_prepare_tips()` (called by refresh), so `tooltip_at` only walks a short list.  Only what the
viewer may see is ever named: their own hand and personal pole, and the public table.
"""
from __future__ import annotations

from ...i18n import _, ngettext, pgettext
from ..common.words import count as count_of, listed
import pygame

from ...rules.koinobori import CARD_ABILITY, CARD_CARP, COLOUR_IDS, COLOUR_NAMES, TakeCard, card_name
from ...rules.koinobori.data import (OWN_POLE_SIZE, PENALTY, POLE_SIZE, ability_help, help_text, level_help,
                                     via_words)
from ...ui import numbers
from ...ui.tooltip import Tooltip
from ..common.computers import level_name
from .cards import ABILITY_FRAMES
from .endgame import FLIP_MS
from .layout import scoring_card_rects
from .panels import COL_END_HAND

SHEET = "koinobori"




def _colour(cid: str) -> str:
    return _(COLOUR_NAMES[COLOUR_IDS.index(cid)])   # the rules' English name, translated


def _ordinal(k: int) -> str:
    """"1st", "2nd"... of the cards on a personal pole ("1枚目" in Japanese)."""
    if k == 1:
        return pgettext("the nth card on a personal pole", "1st")
    if k == 2:
        return pgettext("the nth card on a personal pole", "2nd")
    if k == 3:
        return pgettext("the nth card on a personal pole", "3rd")
    return pgettext("the nth card on a personal pole", "{n}th").format(n=k)


class KoinoboriTips:
    """tooltip_at() of KoinoboriScene, with the hit list it walks."""

    # ------------------------------------------------------------------ the hit list
    def _prepare_tips(self) -> None:
        """Where each explained thing is, first match wins (after every change)."""
        st = self.state
        L = self.layout
        spots: list[tuple] = []
        if st.is_over():
            for cid, r in zip(COLOUR_IDS, scoring_card_rects(L.zone("row"), len(COLOUR_IDS))):
                spots.append((r, "scoring_card", cid))
            sz = L.zone("scores")
            n = st.num_players
            row_h = min(34, (sz.h - 36) // n)
            for p in range(n):
                spots.append((pygame.Rect(sz.x + 6, sz.y + 32 + p * row_h, sz.w - 12, row_h - 2), "score", p))
        else:
            for card, r in zip(self.hand_cards, self.hand_rects):
                spots.append((r, "hand", card))
            for k, card in enumerate(st.row):
                spots.append((self.row_rects[k], "row", k))
            for rect, seat, card in self.row_ghosts:
                spots.append((rect, "ghost", (seat, card)))
            rz = L.zone("row")
            spots.append((pygame.Rect(rz.x, rz.y, rz.w, 30), "deck", None))   # "Draw row ... deck n · discard n"
            if self.worth is not None and self.hand_owner == self.worth_seat:
                oz = L.zone("own_pole")
                spots.append((pygame.Rect(oz.x, oz.y, oz.w, 28), "worth", None))
            if self.hand_owner is not None:
                spots.append((self.level_rect, "level", None))
                for k, r in enumerate(self.own_rects):
                    spots.append((r, "own", k))
                spots.append((L.zone("info"), "abilities", None))
        for i, place in enumerate(self.pole_columns):
            for k in range(len(st.poles[i])):
                spots.append((place.slots[k], "space", (i, k)))
            spots.append((place.flag, "flag", i))
            spots.append((place.column, "pole", i))
        if st.is_over():   # each card of a hand shown after the game (its tiny carp are named)
            pz = L.zone("players")
            for q, r in enumerate(self.player_rects):
                for card, rect in zip(st.hands[q], self.end_hand_rects(len(st.hands[q]), pz.x + COL_END_HAND, r)):
                    spots.append((rect, "end_card", card))
        for q, r in enumerate(self.player_rects):
            spots.append((r, "player", q))
        self._tip_spots = spots
        self._tip_cache: dict = {}
        self.hover.refreshed(self.tooltip_at)

    def tooltip_at(self, pos):
        st = self.state
        if self.viewer is None and not st.is_over():
            return None   # the table is hidden behind the hand-off screen
        for rect, kind, arg in self._tip_spots:
            if rect.collidepoint(pos):
                key = (kind, arg, self.peek)   # peeking at your pole changes no state: part of the key
                tip = self._tip_cache.get(key)
                if tip is None:
                    tip = getattr(self, "_tip_" + kind)(arg)
                    if not st.is_over():   # the end's tooltips follow the timed reveal
                        self._tip_cache[key] = tip
                return tip
        return None

    # ------------------------------------------------------------------ cards
    def _card_tip(self, card: int, where: list[str], key) -> Tooltip:
        carp = CARD_CARP[card]
        lines = [ngettext("{n} carp: {colours}.", "{n} carp: {colours}.", len(carp)).format(
            n=len(carp), colours=pgettext("list separator", ", ").join(_(COLOUR_NAMES[c]) for c in carp))]
        ability = CARD_ABILITY[card]
        icon = None
        if ability:
            words = ability_help(ability)
            lines.append(_("{ability} ability — {does}").format(ability=words['name'], does=words['does']))
            lines.append(words["when"])
            icon = (SHEET, ABILITY_FRAMES[ability])
        return Tooltip(card_name(card), tuple(lines + where), icon=icon, key=key)

    def _tip_hand(self, card: int) -> Tooltip:
        where = [_("In your hand.")]
        if card in self.hand_ok and card == self.selected:   # (it said "choose it" of the chosen card)
            where.append(_("Chosen: now choose a glowing pole, or this card again to put it back."))
        elif card in self.hand_ok:
            where.append(_("You may play it now: choose it, then a glowing pole (or drag it)."))
        return self._card_tip(card, where, ("hand", card))

    def _tip_end_card(self, card: int) -> Tooltip:
        """A card of a hand shown after the game: its carp named (drawn too small for their
        letters, they told their colours apart by colour alone)."""
        return self._card_tip(card, [_("Left in hand at the end.")], ("end_card", card))

    def _tip_row(self, k: int) -> Tooltip:
        st = self.state
        card = st.row[k]
        where = [_("Draw row, card {card} of {cards}.").format(card=k + 1, cards=len(st.row))]
        if self.viewer is not None and self.viewer == st.current_player():
            if k in self.take_ok:
                where.append(_("You may take it now."))
            elif st.step in ("start", "take") or (st.step == "ability" and st.ability == "take"):
                reason = st.check(TakeCard(k))
                if reason:
                    where.append(reason)
        return self._card_tip(card, where, ("row", card))

    def _tip_ghost(self, arg) -> Tooltip:
        seat, card = arg
        where = [_("{name} took this card from here in their last turn; the row closes up once you act.").format(
            name=self.state.names[seat])]
        return self._card_tip(card, where, ("ghost", seat, card))

    def _tip_space(self, arg) -> Tooltip:
        i, k = arg
        space = self.state.poles[i][k]
        where = [_("Pole {pole}, space {space} of {spaces}.").format(pole=i + 1, space=k + 1, spaces=POLE_SIZE)]
        if len(space) > 1:
            under = listed(card_name(c) for c in reversed(space[:-1]))
            where.append(_("It covers {cards}. {rule}").format(cards=under, rule=help_text('covered')))
        return self._card_tip(space[-1], where, ("space", i, k, tuple(space)))

    def _tip_flag(self, i: int) -> Tooltip:
        colour = _(COLOUR_NAMES[self.state.flags[i]])
        return Tooltip(_("Start flag of pole {pole}: {colour}").format(pole=i + 1, colour=colour), (help_text("flag"),), key=("flag", i))

    # ------------------------------------------------------------------ poles
    def _tip_pole(self, i: int) -> Tooltip:
        st = self.state
        n = len(st.poles[i])
        closed = n >= POLE_SIZE
        title = (_("Pole {pole}: {cards} of {size} cards \u00b7 closed") if closed
                 else _("Pole {pole}: {cards} of {size} cards")).format(pole=i + 1, cards=n, size=POLE_SIZE)
        tally = st.pole_tally(i)
        lines = []
        if tally:
            counts = sorted(tally.items(), key=lambda kv: (-kv[1], COLOUR_IDS.index(kv[0])))
            lines.append(_("Visible carp: {counts}.").format(counts=listed(f"{_colour(c)} {v}" for c, v in counts)))
        else:
            lines.append(_("No carp card yet."))
        lines.append(_("Start flag: {colour}.").format(colour=_(COLOUR_NAMES[st.flags[i]])))
        if st.is_over():
            if self.reveal_ms >= self.pole_reveal[i]:
                entry = self.score["poles"][i]
                lines.append(_("Scored: {colour}, value {value} ({via}).").format(colour=entry['colour_name'], value=entry['value'], via=via_words(entry['via'])))
                gains = [f"{st.names[p]} {pts}" for p, pts in enumerate(entry["points"]) if pts]
                lines.append(_("Points: {gains}.").format(gains=listed(gains)) if gains
                             else _("Points: nobody had that colour."))
            else:
                lines.append(_("Being scored\u2026"))
        else:
            lead = self.leaders[i]
            if lead is not None:
                lines.append(_("If the game ended now: {colour} would score it, value {value} ({via}).").format(colour=_(COLOUR_NAMES[lead['colour']]), value=lead['value'], via=via_words(lead['via'])))
            lines.extend(self.worth_lines(i))
            lines.append(help_text("scores_now"))
            if not closed:
                lines.append(help_text("pole"))
        return Tooltip(title, tuple(lines), key=("pole", i))

    # ------------------------------------------------------------------ your side
    def _tip_own(self, k: int) -> Tooltip:
        st = self.state
        owner = self.hand_owner
        cards = st.own_poles[owner]
        if k < len(cards):
            where = [(_("On {name}'s personal pole, space {space} of {spaces}, face down: the others see only that a card is there.")
                      if self.watched else
                      _("On your personal pole, space {space} of {spaces}, face down: the others see only that a card is there.")
                      ).format(name=st.names[owner], space=k + 1, spaces=OWN_POLE_SIZE), help_text("own_scoring")]
            if not self.own_pole_face_up(owner):   # face down on screen too: the tooltip does not turn it over
                return Tooltip(_("Your personal pole, space {space}: a card face down").format(space=k + 1),
                               (*where, _("Choose your pole to look at it.")), key=("own", k, None))
            return self._card_tip(cards[k], where, ("own", k, cards[k]))
        level = k + 2
        lines = [(_("{name}'s {ordinal} card goes here, covering level card {number}: level {level}. {level_help}")
                  if self.watched else
                  _("Your {ordinal} card goes here, covering level card {number}: level {level}. {level_help}")
                  ).format(name=st.names[owner], ordinal=_ordinal(k + 1), number=k + 1, level=level,
                           level_help=level_help(level)), help_text("own_pole")]
        if self.own_ok and k == len(cards):
            lines.append(_("You may put the picked card here now."))
        return Tooltip(_("Personal pole, space {space}").format(space=k + 1), tuple(lines), key=("own", k, None))

    def _tip_worth(self, _arg) -> Tooltip:
        title = (_("{name}'s score now: {points}").format(name=self.state.names[self.worth_seat], points=numbers.score(self.worth["total"]))
                 if self.watched else _("Your score now: {points}").format(points=numbers.score(self.worth["total"])))
        return Tooltip(title, tuple(self.worth_tip_lines()),
                       key=("worth",))

    def _tip_level(self, _arg) -> Tooltip:
        st = self.state
        level = st.level(self.hand_owner)
        lines = [(_("Level {level} (now): {level_help}") if k == level else _("Level {level}: {level_help}")).format(
                     level=k, level_help=level_help(k)) for k in range(1, OWN_POLE_SIZE + 2)]
        lines.append(help_text("own_pole"))
        title = (_("{name}'s level card: level {level}").format(name=st.names[self.hand_owner], level=level)
                 if self.watched else _("Your level card: level {level}").format(level=level))   # (a replay names the seat)
        return Tooltip(title, tuple(lines), key=("level", level))

    def _tip_abilities(self, _arg) -> Tooltip:
        st = self.state
        lv = st.abilities(self.hand_owner)
        lines = [_("Take {take}: {rule}").format(take=lv.take, rule=help_text('take')),
                 _("Play {play}: {rule}").format(play=lv.play, rule=help_text('play')),
                 _("Hand limit {hand}: {rule}").format(hand=lv.hand, rule=help_text('hand')),
                 _("From anywhere in the draw row.") if lv.take_anywhere else _("From either end of the draw row.")]
        if lv.level <= OWN_POLE_SIZE:
            lines.append(_("One more card on your personal pole: level {level}. {level_help}").format(level=lv.level + 1, level_help=level_help(lv.level + 1)))
        title = (_("{name}'s abilities: level {level}").format(name=st.names[self.hand_owner], level=lv.level)
                 if self.watched else _("Your abilities: level {level}").format(level=lv.level))
        return Tooltip(title, tuple(lines), key=("abilities", lv.level))

    def _tip_deck(self, _arg) -> Tooltip:
        st = self.state
        return Tooltip(_("Draw row · deck {deck} · discard {discard}").format(deck=len(st.deck), discard=len(st.discard)),
                       (help_text("row"), _("The deck holds {deck}, face down; the discard pile {discard}.").format(deck=count_of(len(st.deck), 'card'), discard=count_of(len(st.discard), 'card')), help_text("deck")),
                       key=("deck", len(st.deck), len(st.discard)))

    # ------------------------------------------------------------------ players
    def _tip_player(self, q: int) -> Tooltip:
        st = self.state
        lv = st.abilities(q)
        you = q == self.viewer and not self.watched   # (a replay's seat shown is watched, not "you")
        hand = (_("Hand: {cards} of {limit} cards.") if q == self.viewer or self.open_hands
                else _("Hand: {cards} of {limit} cards (hidden).")).format(cards=len(st.hands[q]), limit=lv.hand)
        pole = (_("Personal pole: {cards} of {size} cards.") if st.is_over()
                else _("Personal pole: {cards} of {size} cards, face down.")).format(cards=len(st.own_poles[q]), size=OWN_POLE_SIZE)
        if st.is_over():   # the hand is shown face up after the game
            hand = (_("Hand at the end: {cards}.").format(cards=listed(card_name(c) for c in st.hands[q]))
                    if st.hands[q] else _("Hand at the end: no cards."))
        lines = [hand, pole, _("Level {level}: {level_help}").format(level=lv.level, level_help=level_help(lv.level))]
        if self.open_hands and st.hands[q] and not st.is_over():   # every hand face up (a replay)
            lines.insert(1, _("In the hand: {cards}.").format(cards=listed(card_name(c) for c in st.hands[q])))
        if self.computers.is_computer(q):
            lines.append(_("A computer player, level {level}.").format(level=level_name(self.computers.kind(q))))
        lines.extend(self.recent_player_lines(q))
        if self.seat_on_turn() == q:
            lines.append(_("Your turn now.") if you else _("Their turn now."))
        if q in self.steal_ok:
            lines.append(_("Steal: choose it to draw a random card from this hand."))
        name = _("{name} (you)").format(name=st.names[q]) if you else st.names[q]
        return Tooltip(name, tuple(lines), key=("player", q))

    # ------------------------------------------------------------------ the end
    def _tip_scoring_card(self, cid: str) -> Tooltip:
        at = self.flip_at.get(cid)
        positive = at is not None and self.reveal_ms >= at + FLIP_MS // 2
        name = _colour(cid)
        if positive:
            poles = [str(e["pole"] + 1) for e in self.score["poles"]
                     if e["colour"] == cid and self.reveal_ms >= self.pole_reveal[e["pole"]]]
            lines = (ngettext("{colour} scored on pole {poles}.", "{colour} scored on poles {poles}.", len(poles)).format(
                         colour=name.capitalize(), poles=listed(poles)), help_text("scoring_positive"))
            return Tooltip(_("{colour} scoring card: positive").format(colour=name.capitalize()), lines, key=("scoring", cid, True))
        if self.reveal_ms < self.totals_at:
            return Tooltip(_("{colour} scoring card: negative so far").format(colour=name.capitalize()),
                           (_("It turns positive the first time a pole scores this colour."),), key=("scoring", cid, None))
        return Tooltip(_("{colour} scoring card: negative").format(colour=name.capitalize()), (help_text("scoring_negative"),),
                       key=("scoring", cid, False))

    def _tip_score(self, p: int) -> Tooltip:
        st = self.state
        result = self.score
        lines = []
        own = st.own_poles[p]
        lines.append(_("Personal pole: {cards}.").format(cards=listed(card_name(c) for c in own)) if own
                     else _("Personal pole: no cards."))
        for i, entry in enumerate(result["poles"]):
            if self.reveal_ms < self.pole_reveal[i]:
                continue
            carp = entry["carp"][p]
            lines.append(_("Pole {pole}: {colour} value {value} × {carp} {colour} carp = {points}.").format(pole=i + 1, colour=entry['colour_name'], value=entry['value'], carp=carp, points=entry['points'][p]))
        done = self.reveal_ms >= self.totals_at
        if done:
            pen = result["penalties"][p]
            lines.append(_("Carp of colours that scored nowhere: {carp} × −{penalty} = {points}.").format(carp=pen['carp'], penalty=PENALTY, points=numbers.score(pen['points'])))
            title = (_("{name}: {points} points \u2605 wins") if p in result["winners"]
                     else _("{name}: {points} points")).format(name=st.names[p], points=numbers.score(result['totals'][p]))
        else:
            title = _("{name}: being scored…").format(name=st.names[p])
        return Tooltip(title, tuple(lines), key=("score", p, done))
