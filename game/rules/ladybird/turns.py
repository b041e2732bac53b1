"""Applying an action and the turn flow it drives: the reveal, placing a card (life cycles,
flower beds), the draft with its pool refills and childhood memories, the garden tiles, the
round's discards, and the end of the game.  apply() refuses what check() refuses."""
from __future__ import annotations

from ...i18n import _, ngettext, pgettext
from ..base import IllegalAction
from . import data as D
from .actions import (BeginTurn, Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed, Invade, PassLeaf,
                      PassReveal, PlaceCard, TakeFood, TakeOrchard, UseTile)
from .common import CARD_COLOUR, CARD_STAGE, COLOURS, IS_HQ, NCOL, NSTAGE, POOL_COLS
from .legality import DO_METHOD


class TurnFlowMixin:
    """apply() of LadybirdState; one _do_<Action> per action type, then the flow helpers."""

    # ------------------------------------------------------------------ apply
    def apply(self, action) -> None:
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(reason)
        p = (self.leaf + self.turn_pos) % len(self.players)
        getattr(self, DO_METHOD[type(action)])(p, action)

    # reveal phase
    def _do_Choose(self, p: int, a: Choose) -> None:
        self.hands[p].remove(a.card)
        self.revealed[p] = a.card
        self._chosen(p)

    def _do_PassReveal(self, p: int, a: PassReveal) -> None:
        self.revealed[p] = -1
        self._chosen(p)

    def _chosen(self, p: int) -> None:
        n = len(self.players)
        if n > 1:
            self.log.append(_("{player} chooses a card.").format(player=self.players[p]))
            self.turn_id += 1
        self.turn_pos += 1
        if self.turn_pos < n:
            return
        if n > 1:
            self.reveal_count += 1
            self.shown = list(self.revealed)   # public from now until the round ends
            # one entry a seat: four long names and cards in one entry were taller than the log
            # panel, and cut (a play-test, in Japanese)
            for q in self.seats_in_order():
                self.log.append(_("{player} reveals nothing.").format(player=self.players[q]) if self.revealed[q] == -1
                                else _("{player} reveals {card}.").format(player=self.players[q],
                                                                          card=D.a(D.card_name(self.revealed[q]))))
        self.turn_pos = 0
        self._start_garden_turn()

    # garden phase
    def _start_garden_turn(self) -> None:
        """The seat's garden turn begins.  What its revealed card does is its own automatic
        step ("begin", applied by the match once the previous turn is final); a seat that
        revealed nothing, or a harlequin that has a column to invade, decides at once."""
        p = self.current_player()
        card = self.revealed[p]
        self.ctx = "main"
        if card is None or card == -1:
            self.revealed[p] = None
            self.step = "garden"
        elif IS_HQ[card] and self.invade_targets(p):
            self.step = "invade"
        else:
            self.step = "begin"

    def _do_BeginTurn(self, p: int, a: BeginTurn) -> None:
        card = self.revealed[p]
        if IS_HQ[card]:
            if self.invade_targets(p):
                self.step = "invade"
            else:
                self.revealed[p] = None
                self.hands[p].append(card)
                self.log.append(_("{player}'s harlequin has nothing left to invade and goes back to the hand.").format(
                    player=self.players[p]))
                self.step = "garden"
        else:
            self.revealed[p] = None
            self._place(p, card)

    def _place(self, p: int, card: int) -> None:
        """Put a native card on its colour column, apply placement effects, go on to the draft."""
        c = CARD_COLOUR[card]
        if c not in self.order[p]:
            self.order[p].append(c)
        col = self.cols[p][c]
        col.append(card)
        name = self.players[p]
        self.log.append(_("{player} places {card}.").format(player=name, card=D.a(D.card_name(card))))
        self._check_lifecycle(p, c)
        nxt = (CARD_STAGE[card] + 1) % NSTAGE
        k = len(col)
        cols_p = self.cols[p]
        if all(len(cols_p[x]) >= k for x in range(NCOL)):
            if not self.flowerbed_supply:
                self.log.append(_("{player} completes row {row}, but no flower bed is left.").format(player=name, row=k))
            elif all(self.fb[p][x] >= 0 for x in range(NCOL)):
                self.log.append(_("{player} completes row {row}, but every column already has a flower bed.").format(
                    player=name, row=k))
            else:
                self.log.append(_("{player} completes row {row} and earns a flower bed.").format(player=name, row=k))
                self.step = "flowerbed"
                self.draft_stage = nxt
                return
        self._start_draft(nxt)

    def _check_lifecycle(self, p: int, c: int) -> None:
        if self.lc[p][c] < 0 and self.column_complete(p, c):
            supply = self.lifecycle_supply[c]
            if supply:
                self.lc[p][c] = supply.pop()
                self.log.append(_("{player} completes the {colour} life cycle (+3 per card).").format(
                    player=self.players[p], colour=D.colour_word(COLOURS[c])))
            else:
                self.log.append(_("{player} completes the {colour} life cycle, but no card is left.").format(
                    player=self.players[p], colour=D.colour_word(COLOURS[c])))

    def _start_draft(self, stage: int) -> None:
        self.step = "draft"
        self.draft_stage = stage

    def _do_Invade(self, p: int, a: Invade) -> None:
        q, c = a.player, COLOURS.index(a.colour)
        harlequin = self.revealed[p]
        self.revealed[p] = None
        col = self.cols[q][c]
        displaced = col[-1]
        col[-1] = harlequin
        if self.lc[q][c] >= 0 and not self.column_complete(q, c):
            self.lifecycle_supply[c].append(self.lc[q][c])
            self.lc[q][c] = -1
            self.log.append(_("{player} loses the {colour} life cycle card.").format(
                player=self.players[q], colour=D.colour_word(a.colour)))
        if self.solo:
            self.discard.append(displaced)
            self.log.append(_("{player}'s harlequin replaces their {card}, which is discarded.").format(
                player=self.players[q], card=D.card_name(displaced)))
            self._start_draft(D.ANY_STAGE)
        else:
            self.log.append(_("{player}'s harlequin invades {victim}'s {colour} column and takes the {card}.").format(
                player=self.players[p], victim=self.players[q], colour=D.colour_word(a.colour),
                card=D.card_name(displaced)))
            self._place(p, displaced)

    def _do_FlowerBed(self, p: int, a: FlowerBed) -> None:
        c = COLOURS.index(a.colour)
        self.fb[p][c] = self.flowerbed_supply.pop()
        self.log.append(_("{player} puts a flower bed on the {colour} column (+2 per card).").format(
            player=self.players[p], colour=D.colour_word(a.colour)))
        self._start_draft(self.draft_stage)

    def _do_Draft(self, p: int, a: Draft) -> None:
        card = self.pool[a.slot]
        self.pool[a.slot] = -1
        self.hands[p].append(card)
        self.log.append(_("{player} drafts {card}.").format(player=self.players[p], card=D.a(D.card_name(card))))
        self._after_take(p, a.slot)
        self._after_draft()

    def _do_DrawTwo(self, p: int, a: DrawTwo) -> None:
        got = 0
        for _n in range(D.DRAW_WHEN_NONE):
            card = self._draw()
            if card < 0:
                break
            self.hands[p].append(card)
            got += 1
        self.reveal_count += 1
        self.log.append(ngettext("{player} draws {n} card from the deck.", "{player} draws {n} cards from the deck.",
                                 got).format(player=self.players[p], n=got))
        self._after_draft()

    def _after_draft(self) -> None:
        self.draft_stage = -1
        if self.ctx == "main":
            self.step = "garden"
        else:
            self._end_turn()

    def _draw(self) -> int:
        if not self.deck:
            if not self.discard:
                return -1
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            self.reveal_count += 1
            self.log.append(_("The discards are shuffled into a new deck."))
        return self.deck.pop()

    def _after_take(self, p: int, slot: int) -> None:
        """Childhood memories and refills after a card left pool space `slot`."""
        pool, rows = self.pool, len(self.pool) // POOL_COLS
        r, c = divmod(slot, POOL_COLS)
        row = [r * POOL_COLS + i for i in range(POOL_COLS)]
        col = [i * POOL_COLS + c for i in range(rows)]
        row_empty = all(pool[s] < 0 for s in row)
        col_empty = all(pool[s] < 0 for s in col)
        if not row_empty and not col_empty:
            return
        if self.solo:
            gained = (1 if row_empty else 0) + (1 if row_empty and col_empty else 0)
        else:
            gained = (1 if row_empty else 0) + (1 if col_empty else 0)
        if gained:
            self.memories[p] += gained
            self.log.append(ngettext("{player} gains {n} childhood memory.", "{player} gains {n} childhood memories.",
                                     gained).format(player=self.players[p], n=gained))
        spaces = sorted(set((row if row_empty else []) + (col if col_empty else [])))
        filled = 0
        for s in spaces:
            if pool[s] < 0:
                card = self._draw()
                if card < 0:
                    break
                pool[s] = card
                filled += 1
        if filled:
            self.reveal_count += 1
        self.log.append(ngettext("The pool is refilled with {n} card.", "The pool is refilled with {n} cards.",
                                 filled).format(n=filled))

    # garden tiles
    def _do_UseTile(self, p: int, a: UseTile) -> None:
        self.used[p][a.tile - 1] = True
        self.ctx = "garden"
        name = self.players[p]
        if a.option:
            self.log.append(_("{player} uses the {tile} {option}.").format(player=name, tile=D.tile_name(a.tile),
                                                                            option=a.option))
        else:
            self.log.append(_("{player} uses the {tile}.").format(player=name, tile=D.tile_name(a.tile)))
        t, o = a.tile, a.option
        if t == D.ROSE or (t == D.SHED and o == "A"):
            if any(not IS_HQ[c] for c in self.hands[p]):
                self.step = "place"
            else:
                self.log.append(_("{player} has no card to place.").format(player=name))
                self._end_turn()
        elif t == D.ORCHARD or (t == D.SHED and o == "B"):
            if any(c >= 0 for c in self.orchard_row):
                self.step = "orchard"
            else:
                self.log.append(_("No orchard card is left."))
                self._end_turn()
        elif t == D.PICNIC or (t == D.TEA and o == "B"):
            self._picnic_or_end(p)
        else:  # Tea time A
            self.memories[p] += 1
            self.log.append(_("{player} gains a childhood memory.").format(player=name))
            self._end_turn()

    def _picnic_or_end(self, p: int, extra: bool = False) -> None:
        """Start a pick of the Picnic (Tea time B): the first pick must take a tile when one can
        be taken; a pick after a honeydew tile (`extra`) may stop.  With nothing takeable the
        picnic ends at once, and the log says why."""
        if self.takeable_stacks(p):
            self.step = "picnic"
            self.picnic_extra = extra
            return
        name = self.players[p]
        if extra:
            self.log.append(_("{player} can take no further food tile ({reason}): the picnic ends.").format(
                player=name, reason=self.no_food_why(p)))
        else:
            self.log.append(_("{player} can take no food tile ({reason}): the picnic ends without one.").format(
                player=name, reason=self.no_food_why(p)))
        self._end_turn()

    def _do_PlaceCard(self, p: int, a: PlaceCard) -> None:
        self.hands[p].remove(a.card)
        self._place(p, a.card)

    def _do_TakeOrchard(self, p: int, a: TakeOrchard) -> None:
        row, aph = self.orchard_row, self.orchard_aphids
        card, gained = row[a.slot], aph[a.slot]
        c = D.ORCHARD_COLOUR[card]
        if c not in self.order[p]:
            self.order[p].append(c)
        self.orch[p][c].append(card)
        self.aphids[p] += gained
        self.log.append(ngettext("{player} takes the {card} with {n} aphid.", "{player} takes the {card} with {n} aphids.",
                                 gained).format(player=self.players[p], card=D.orchard_name(card), n=gained))
        if self.orchard_deck:
            row[a.slot] = self.orchard_deck.pop()
            aph[a.slot] = D.SETUP["orchard_aphids_new"]
            self.reveal_count += 1
        else:
            row[a.slot] = -1
            aph[a.slot] = 0
        for s in range(len(row)):
            if s != a.slot and row[s] >= 0:
                aph[s] += D.SETUP["orchard_aphids_growth"]
        self._end_turn()

    def _do_TakeFood(self, p: int, a: TakeFood) -> None:
        stack = self.stacks[a.stack]
        tile = stack.pop()
        self.aphids[p] -= 0 if D.FOOD_MOULD[tile] else D.FOOD_COST[tile]
        self.food[p].append(tile)
        self.log.append(_("{player} takes {tile}.").format(player=self.players[p], tile=D.a(D.food_name(tile))))
        if stack:
            self.reveal_count += 1
        if D.FOOD_HONEYDEW[tile]:
            self._picnic_or_end(p, extra=True)
        else:
            self._end_turn()

    def _do_EndPicnic(self, p: int, a: EndPicnic) -> None:
        self.log.append(_("{player} takes no more food tiles.").format(player=self.players[p]) if self.picnic_extra
                        else _("{player} ends the picnic.").format(player=self.players[p]))
        self._end_turn()

    def _end_turn(self) -> None:
        self.step = "garden"
        self.ctx = "main"
        self.picnic_extra = False
        self.draft_stage = -1
        self.turn_id += 1
        self.turn_pos += 1
        if self.turn_pos < len(self.players):
            self._start_garden_turn()
            return
        if self.day == D.NUM_DAYS and self.round == self.day:
            self._finish()
            return
        self.turn_pos = 0
        self.step = "discard"
        self._next_discarder()

    # round end
    def _next_discarder(self) -> None:
        n = len(self.players)
        while self.turn_pos < n and len(self.hands[(self.leaf + self.turn_pos) % n]) <= D.HAND_LIMIT:
            self.turn_pos += 1
        if self.turn_pos >= n:
            if n == 1:
                self._end_round()
            else:  # the new leaf holder's automatic step (applied once the last turn is final)
                self.step = "leaf"
                self.turn_pos = 1

    def _do_PassLeaf(self, p: int, a: PassLeaf) -> None:
        self._end_round()

    def _do_Discard(self, p: int, a: Discard) -> None:
        self.hands[p].remove(a.card)
        self.discard.append(a.card)
        self.log.append(_("{player} discards {card}.").format(player=self.players[p], card=D.a(D.card_name(a.card))))
        if len(self.hands[p]) <= D.HAND_LIMIT:
            self.turn_id += 1
            self.turn_pos += 1
            self._next_discarder()

    def _end_round(self) -> None:
        n = len(self.players)
        self.leaf = (self.leaf + 1) % n
        self.turn_pos = 0
        self.revealed = [None] * n
        self.shown = [None] * n
        self.step = "choose"
        if self.round < self.day:
            self.round += 1
        else:
            self.day += 1
            self.round = 1
            self.used = [[False] * D.NUM_DAYS for _n in range(n)]
            if self.solo:
                self.log.append(_("Day {day} begins: {player} adds the {tile}.").format(
                    day=self.day, player=self.players[0], tile=D.tile_name(self.day)))
            else:
                self.log.append(_("Day {day} begins: everyone adds the {tile}.").format(
                    day=self.day, tile=D.tile_name(self.day)))
        if n > 1:
            self.log.append(_("{player} takes the sticky leaf.").format(player=self.players[self.leaf]))

    def _finish(self) -> None:
        self.step = "over"
        self.turn_pos = 0
        sheet = self.score_sheet()
        totals = sheet.totals()
        scores = pgettext("list separator", ", ").join(
            pgettext("a player and their score", "{player} {points}").format(player=self.players[p], points=totals[p])
            for p in range(len(self.players)))
        self.log.append(_("The game is over: {scores}.").format(scores=scores))

