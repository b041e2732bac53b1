"""What is legal now: every legal action of the seat to act, and the reason any other action
is refused (in words a player understands)."""
from __future__ import annotations

import sys

from ...i18n import N_, _, pgettext
from . import data as D
from .actions import (BeginTurn, Choose, Discard, Draft, DrawTwo, EndPicnic, FlowerBed, Invade, PassLeaf,
                      PassReveal, PlaceCard, TakeFood, TakeOrchard, UseTile)
from .common import CARD_STAGE, COLOURS, IS_HQ, NCOL, POOL_COLS, is_int

# Pre-built action objects: listing legal actions allocates nothing.
_CHOOSE = tuple(Choose(c) for c in range(D.NUM_CARDS))
_PLACE = tuple(PlaceCard(c) for c in range(D.NUM_CARDS))
_DISCARD = tuple(Discard(c) for c in range(D.NUM_CARDS))
_DRAFT = tuple(Draft(s) for s in range(D.SETUP["pool_rows"] * POOL_COLS))
_FOOD = tuple(TakeFood(s) for s in range(D.NUM_STACKS))
_ORCH = tuple(TakeOrchard(s) for s in range(D.SETUP["orchard_row"]))
_FLOWER = tuple(FlowerBed(c) for c in COLOURS)
_USE = {(t, o): UseTile(t, o) for t in range(1, D.NUM_DAYS + 1) for o in D.TILE_OPTIONS[t - 1]}
_PASS, _DRAW2, _ENDPIC = PassReveal(), DrawTwo(), EndPicnic()
BEGIN, LEAF = BeginTurn(), PassLeaf()
FORCED = {"begin": BEGIN, "leaf": LEAF}  # the automatic steps: their only action

ACTION_STEP = {Choose: "choose", PassReveal: "choose", Invade: "invade", FlowerBed: "flowerbed",
               Draft: "draft", DrawTwo: "draft", UseTile: "garden", PlaceCard: "place",
               TakeOrchard: "orchard", TakeFood: "picnic", EndPicnic: "picnic", Discard: "discard",
               BeginTurn: "begin", PassLeaf: "leaf"}
# The methods check() and apply() hand each action type to, named once: a name built per call
# would miss Python's method cache and search every mixin of the state each time.
CHECK_METHOD = {cls: sys.intern("_check_" + cls.__name__) for cls in ACTION_STEP}
DO_METHOD = {cls: sys.intern("_do_" + cls.__name__) for cls in ACTION_STEP}
WRONG_STEP = {
    "choose": N_("First choose the card you will reveal this round."),
    "invade": N_("First choose the column your harlequin invades."),
    "flowerbed": N_("First choose a column for your flower bed."),
    "draft": N_("First draft a card."),
    "garden": N_("First choose a garden tile to use."),
    "place": N_("First place a card from your hand."),
    "orchard": N_("First take a face-up orchard card."),
    "picnic": N_("First finish the picnic."),
    "discard": N_("First discard down to the hand limit."),
    "begin": N_("First the revealed card is placed."),
    "leaf": N_("First the sticky leaf passes on."),
}


class LegalityMixin:
    """legal_actions() and check() of LadybirdState; one _check_<Action> per action type."""

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list:
        step = self.step
        if step == "over":
            return []
        p = (self.leaf + self.turn_pos) % len(self.players)
        if step == "choose":
            hand = self.hands[p]
            hq_ok = None
            out = []
            for card in sorted(hand):
                if IS_HQ[card]:
                    if hq_ok is None:
                        hq_ok = bool(self.invade_targets(p))
                    if not hq_ok:
                        continue
                out.append(_CHOOSE[card])
            return out or [_PASS]
        if step == "draft":
            out = [_DRAFT[s] for s in self.draft_slots()]
            if not self._stage_in_pool(self.draft_stage):
                out.append(_DRAW2)
            return out
        if step == "garden":
            used = self.used[p]
            return [_USE[(t, o)] for t in range(1, self.day + 1) if not used[t - 1]
                    for o in D.TILE_OPTIONS[t - 1]]
        if step == "picnic":
            out = [_FOOD[s] for s in self.takeable_stacks(p)]
            if self.picnic_extra or not out:
                out.append(_ENDPIC)
            return out
        if step == "place":
            return [_PLACE[c] for c in sorted(self.hands[p]) if not IS_HQ[c]]
        if step == "orchard":
            return [_ORCH[s] for s in range(len(self.orchard_row)) if self.orchard_row[s] >= 0]
        if step == "discard":
            return [_DISCARD[c] for c in sorted(self.hands[p])]
        if step == "invade":
            return [Invade(q, COLOURS[c]) for q, c in self.invade_targets(p)]
        if step == "flowerbed":
            return [_FLOWER[c] for c in range(NCOL) if self.fb[p][c] < 0 and c in self.order[p]]
        if step in FORCED:
            return [FORCED[step]]
        return []

    def forced_action(self):
        """The automatic steps "begin" (the revealed card) and "leaf" (the round's end)."""
        return FORCED.get(self.step)

    # ------------------------------------------------------------------ check
    def check(self, action) -> str | None:
        if self.step == "over":
            return _("The game is over.")
        want = ACTION_STEP.get(type(action))
        if want is None:
            return _("That is not a Ladybird move.")
        if want != self.step:
            if self.solo and self.step == "choose":
                return _("First choose the card you will place this round.")
            return _(WRONG_STEP[self.step])
        p = (self.leaf + self.turn_pos) % len(self.players)
        return getattr(self, CHECK_METHOD[type(action)])(p, action)

    def _check_Choose(self, p: int, a: Choose) -> str | None:
        if not is_int(a.card) or a.card not in self.hands[p]:
            return _("That card is not in your hand.")
        if IS_HQ[a.card] and not self.invade_targets(p):
            if self.solo:
                return _("A harlequin needs one of your columns whose top card it can replace.")
            return _("A harlequin needs another player's column to invade, and no one has one.")
        return None

    def _check_BeginTurn(self, p: int, a: BeginTurn) -> str | None:
        return None

    def _check_PassLeaf(self, p: int, a: PassLeaf) -> str | None:
        return None

    def _check_PassReveal(self, p: int, a: PassReveal) -> str | None:
        for card in self.hands[p]:
            if self._check_Choose(p, _CHOOSE[card]) is None:
                if self.solo:
                    return _("You have a card you can place.")
                return _("You have a card you can reveal.")
        return None

    def _check_Invade(self, p: int, a: Invade) -> str | None:
        if a.colour not in COLOURS:
            return _("There is no such colour.")
        if not is_int(a.player) or not 0 <= a.player < len(self.players):
            return _("There is no such player.")
        if self.solo:
            if a.player != p:
                return _("In solo play the harlequin goes into one of your own columns.")
        elif a.player == p:
            return _("A harlequin must invade another player's garden.")
        c = COLOURS.index(a.colour)
        col = self.cols[a.player][c]
        if not col:
            if a.player == p:
                return _("You have no {colour} column.").format(colour=D.colour_word(a.colour))
            return _("{player} has no {colour} column.").format(player=self.players[a.player],
                                                                colour=D.colour_word(a.colour))
        if IS_HQ[col[-1]]:
            return _("The top card of that column is already a harlequin; it stays there.")
        return None

    def _check_FlowerBed(self, p: int, a: FlowerBed) -> str | None:
        if a.colour not in COLOURS:
            return _("There is no such colour.")
        c = COLOURS.index(a.colour)
        if c not in self.order[p]:
            return _("You have no {colour} column.").format(colour=D.colour_word(a.colour))
        if self.fb[p][c] >= 0:
            return _("That column already has a flower bed; a column holds only one.")
        return None

    def _check_Draft(self, p: int, a: Draft) -> str | None:
        if not is_int(a.slot) or not 0 <= a.slot < len(self.pool):
            return _("There is no such space in the pool.")
        card = self.pool[a.slot]
        if card < 0:
            return _("That pool space is empty.")
        stage = self.draft_stage
        if stage == D.ANY_STAGE or IS_HQ[card] or CARD_STAGE[card] == stage:
            return None
        st = D.a(D.stage_word(stage))
        return _("Your card unlocked {stage}: draft {stage} or a harlequin, not {other}.").format(
            stage=st, other=D.a(D.stage_word(CARD_STAGE[card])))

    def _check_DrawTwo(self, p: int, a: DrawTwo) -> str | None:
        stage = self.draft_stage
        if stage == D.ANY_STAGE:
            if self._stage_in_pool(stage):
                return _("You may take any card from the pool, so you cannot draw from the deck.")
            return None
        if self._stage_in_pool(stage):
            return _("There is {stage} in the pool: you must draft one (or a harlequin).").format(
                stage=D.a(D.stage_word(stage)))
        return None

    def _check_UseTile(self, p: int, a: UseTile) -> str | None:
        if not is_int(a.tile) or not 1 <= a.tile <= D.NUM_DAYS:
            return _("There is no such garden tile.")
        name = D.tile_name(a.tile)
        if a.tile > self.day:
            return _("You do not have the {tile} yet; it arrives on day {day}.").format(tile=name, day=a.tile)
        if self.used[p][a.tile - 1]:
            return _("You have already used the {tile} today.").format(tile=name)
        options = D.TILE_OPTIONS[a.tile - 1]
        if a.option not in options:
            if len(options) > 1:
                return _("Choose option {first} or {second} for the {tile}.").format(
                    first=options[0], second=options[1], tile=name)
            return _("The {tile} has no options.").format(tile=name)
        return None

    def _check_PlaceCard(self, p: int, a: PlaceCard) -> str | None:
        if not is_int(a.card) or a.card not in self.hands[p]:
            return _("That card is not in your hand.")
        if IS_HQ[a.card]:
            if self.solo:
                return _("A harlequin can only be played as the card you choose at the start of a round.")
            return _("A harlequin can only be played in the reveal phase.")
        return None

    def _check_TakeOrchard(self, p: int, a: TakeOrchard) -> str | None:
        if not is_int(a.slot) or not 0 <= a.slot < len(self.orchard_row):
            return _("There is no such orchard space.")
        if self.orchard_row[a.slot] < 0:
            return _("That orchard space is empty.")
        return None

    def _check_TakeFood(self, p: int, a: TakeFood) -> str | None:
        if not is_int(a.stack) or not 0 <= a.stack < len(self.stacks):
            return _("There is no such food stack.")
        return self.food_reason(p, a.stack)

    def _check_EndPicnic(self, p: int, a: EndPicnic) -> str | None:
        if self.picnic_extra:
            return None  # after a honeydew tile further tiles are optional
        stacks = self.takeable_stacks(p)
        if not stacks:
            return None
        numbers = [str(s + 1) for s in stacks]
        if len(numbers) == 1:
            return _("The picnic adds a food tile, and you can take one: take the top tile of stack {number}.").format(
                number=numbers[0])
        return _("The picnic adds a food tile, and you can take one: take the top tile of stacks {numbers} or "
                 "{last}.").format(numbers=pgettext("list separator", ", ").join(numbers[:-1]), last=numbers[-1])

    def _check_Discard(self, p: int, a: Discard) -> str | None:
        if not is_int(a.card) or a.card not in self.hands[p]:
            return _("That card is not in your hand.")
        return None
