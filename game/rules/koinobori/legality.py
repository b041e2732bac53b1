"""What is legal now: every legal action, the reason an action is refused, and the
read-only queries a scene highlights with (so no scene re-implements a rule)."""
from __future__ import annotations

from typing import Any

from ...i18n import _
from ..base import Action
from .actions import Done, MoveTop, Pass, PlayCard, PlayToOwnPole, Refresh, Steal, TakeCard
from .data import (ABILITY_NAMES, CARD_ABILITY, LEVELS, MAX_PLAYERS, NUM_CARDS, NUM_FLAGS,
                   OWN_POLE_SIZE, POLE_SIZE, ROW_SIZE, ability_name)
from .scoring import resolve_pole, visible_tally

# Every action object is made once; legal_actions() hands out these shared instances
# (listing them allocates no new actions; equal actions are also identical).
_MAX_POLES = NUM_FLAGS
_MAX_ROW = ROW_SIZE + 8
_TAKE = tuple(TakeCard(i) for i in range(_MAX_ROW))
_PLAY = tuple(tuple((PlayCard(c, p, False), PlayCard(c, p, True)) for p in range(_MAX_POLES))
              for c in range(NUM_CARDS))
_OWN = tuple(PlayToOwnPole(c) for c in range(NUM_CARDS))
_MOVE = tuple(tuple(MoveTop(s, t) for t in range(_MAX_POLES)) for s in range(_MAX_POLES))
_STEAL = tuple(Steal(p) for p in range(MAX_PLAYERS))
_DONE, _PASS, _REFRESH = Done(), Pass(), Refresh()
_IS_STACK = tuple(a == "stack" for a in CARD_ABILITY)


def _is_int(value: Any) -> bool:
    return type(value) is int


class LegalityMixin:
    """legal_actions(), check() and the highlighting queries of KoinoboriState."""

    # ------------------------------------------------------------------ legal actions
    def _take_indices(self, player: int) -> range | tuple:
        row_len = len(self.row)
        lv = LEVELS[len(self.own_poles[player])]
        if not row_len or len(self.hands[player]) >= lv.hand:
            return ()
        if lv.take_anywhere:
            return range(row_len)
        return (0,) if row_len == 1 else (0, row_len - 1)

    def _play_actions(self, player: int, out: list) -> None:
        poles = self.poles
        open_poles = [i for i in range(len(poles)) if len(poles[i]) < POLE_SIZE]
        stackable = [i for i in open_poles if poles[i]]
        for card in self.hands[player]:
            table = _PLAY[card]
            for i in open_poles:
                out.append(table[i][0])
            if _IS_STACK[card]:
                for i in stackable:
                    out.append(table[i][1])

    def legal_actions(self) -> list[Action]:
        step = self.step
        if step == "over":
            return []
        p = self.current
        out: list[Action] = []
        if step == "start":
            for i in self._take_indices(p):
                out.append(_TAKE[i])
            self._play_actions(p, out)
            if len(self.own_poles[p]) < OWN_POLE_SIZE:
                for card in self.hands[p]:
                    out.append(_OWN[card])
            if not out:
                out.append(_PASS)
            return out
        if step == "play":
            self._play_actions(p, out)
        elif step == "take":
            for i in self._take_indices(p):
                out.append(_TAKE[i])
        else:
            ability = self.ability
            if ability == "take":
                for i in self._take_indices(p):
                    out.append(_TAKE[i])
            elif ability == "move":
                for s in self.move_sources():
                    for t in self.move_targets(s):
                        out.append(_MOVE[s][t])
            elif ability == "steal":
                for q in self.steal_targets():
                    out.append(_STEAL[q])
            elif ability == "refresh":
                out.append(_REFRESH)
        if not self.refresh_take_owed():
            out.append(_DONE)
        return out

    # helpers for highlighting ----------------------------------------------------
    def takeable_indices(self) -> list[int]:
        """Row positions the current player may take from right now (empty if not taking)."""
        if self.step == "start" or self.step == "take" or (self.step == "ability" and self.ability == "take"):
            return list(self._take_indices(self.current))
        return []

    def take_limit(self) -> int:
        """How many cards the current player may still take now (0: none): their take number
        (or what is left of it), no more than fits under the hand limit or lies in the row, so
        a prompt never offers a take the rules would refuse."""
        if not self.takeable_indices():
            return 0
        p = self.current
        lv = LEVELS[len(self.own_poles[p])]
        left = lv.take if self.step == "start" else self.takes_left
        return min(left, lv.hand - len(self.hands[p]), len(self.row))

    def play_targets(self, card: int) -> list[tuple[int, bool]]:
        """(pole, stack) pairs where the current player may play `card` now."""
        if self.step not in ("start", "play") or card not in self.hands[self.current]:
            return []
        return [(a.pole, a.stack) for a in self.legal_actions()
                if type(a) is PlayCard and a.card == card]

    def can_play_to_own_pole(self, card: int) -> bool:
        return self.check(_OWN[card] if _is_int(card) and 0 <= card < NUM_CARDS
                          else PlayToOwnPole(card)) is None

    def move_sources(self) -> list[int]:
        """Open poles with a carp card on top (for the Move ability), if another open pole exists."""
        opened = self.open_poles()
        if len(opened) < 2:
            return []
        return [i for i in opened if self.poles[i]]

    def move_targets(self, source: int) -> list[int]:
        return [i for i in self.open_poles() if i != source]

    def steal_targets(self) -> list[int]:
        p = self.current
        if len(self.hands[p]) >= LEVELS[len(self.own_poles[p])].hand:
            return []
        return [q for q in range(len(self.names)) if q != p and self.hands[q]]

    def playable_cards(self) -> set[int]:
        """Hand cards of the current player with some legal play now (festival or own pole)."""
        return {a.card for a in self.legal_actions() if type(a) is PlayCard or type(a) is PlayToOwnPole}

    def can_stack(self, card: int, pole: int) -> bool:
        """True when `card` may cover the top card of `pole` now (a Stack card on an open,
        non-empty pole during the current player's play)."""
        return (pole, True) in self.play_targets(card)

    def pole_leader(self, pole: int) -> dict | None:
        """The colour that would score `pole` if the game ended now (see scoring.resolve_pole),
        or None while the pole holds no carp card."""
        if not self.poles[pole]:
            return None
        return resolve_pole(visible_tally(self.poles[pole]), self.flags[pole])

    def ability_name(self, default: str = "") -> str:
        """Name of the ability waiting to be used ('Move', 'Take 2'...), else `default`."""
        source = self._ability_source()
        return ability_name(source) if source in ABILITY_NAMES else default

    # ------------------------------------------------------------------ check
    def _ability_first(self) -> str:
        source = self._ability_source()
        if source in ABILITY_NAMES:
            return _("First use or skip the {ability} ability.").format(ability=ability_name(source))
        return _("First use or skip the card ability.")

    def refresh_take_owed(self) -> bool:
        """After a Refresh the player takes 1 card from the new row by the normal rules (the
        rulebook: 「その後、通常のルールに従ってカードを1枚取ります」): the Refresh is optional,
        its take is not, whenever a card can be taken (the hand below its limit, the row not empty)."""
        return (self.step == "ability" and self.ability == "take" and not self.ability_taken
                and self._ability_source() == "refresh" and bool(self._take_indices(self.current)))

    def _ability_source(self) -> str:
        if self.ability_card is not None:
            return CARD_ABILITY[self.ability_card] or ""
        return self.ability or ""

    def check(self, action: Action) -> str | None:
        if self.step == "over":
            return _("The game is over.")
        checker = _CHECKERS.get(type(action))
        if checker is None:
            return _("That is not a Koinobori move.")
        return checker(self, action)

    def _check_take(self, action: TakeCard) -> str | None:
        index = action.index
        if not _is_int(index):
            return _("That is not a place in the draw row.")
        step = self.step
        if step == "play":
            return _("You are playing cards this turn, so you cannot take cards now.")
        if step == "ability" and self.ability != "take":
            return self._ability_first()
        p = self.current
        lv = LEVELS[len(self.own_poles[p])]
        row_len = len(self.row)
        if not row_len:
            return _("The draw row is empty.")
        if not 0 <= index < row_len:
            return _("There is no card at that place in the draw row.")
        if len(self.hands[p]) >= lv.hand:
            return _("Your hand limit is {limit}; you cannot take more cards.").format(limit=lv.hand)
        if not lv.take_anywhere and index != 0 and index != row_len - 1:
            return _("Take cards only from either end of the draw row (anywhere only from level 4).")
        return None

    def _check_play(self, action: PlayCard) -> str | None:
        card, pole, stack = action.card, action.pole, action.stack
        if not (_is_int(card) and _is_int(pole) and type(stack) is bool):
            return _("That is not a card and a festival pole.")
        step = self.step
        if step == "take":
            return _("You are taking cards this turn, so you cannot play cards now.")
        if step == "ability":
            return self._ability_first()
        if card not in self.hands[self.current]:
            return _("That card is not in your hand.")
        if not 0 <= pole < len(self.poles):
            return _("There is no such festival pole.")
        if len(self.poles[pole]) >= POLE_SIZE:
            return _("That pole is closed: it already has 5 carp cards.")
        if stack:
            if not _IS_STACK[card]:
                return _("Only a card with the Stack icon can cover another card.")
            if not self.poles[pole]:
                return _("There is no carp card on that pole to cover; a flag cannot be covered.")
        return None

    def _check_own(self, action: PlayToOwnPole) -> str | None:
        card = action.card
        if not _is_int(card):
            return _("That is not a card.")
        step = self.step
        if step == "take":
            return _("You are taking cards this turn, so you cannot play cards now.")
        if step == "ability":
            return self._ability_first()
        if step == "play":
            return _("A card on your own pole is a whole play action; you have already played "
                     "onto a festival pole this turn.")
        if card not in self.hands[self.current]:
            return _("That card is not in your hand.")
        if len(self.own_poles[self.current]) >= OWN_POLE_SIZE:
            return _("Your pole is full: it holds only 3 cards (the level-4 card is never covered).")
        return None

    def _check_move(self, action: MoveTop) -> str | None:
        if self.step != "ability" or self.ability != "move":
            return _("No Move ability is waiting to be used.")
        source, target = action.source, action.target
        if not (_is_int(source) and _is_int(target)):
            return _("Choose two festival poles.")
        count = len(self.poles)
        if not (0 <= source < count and 0 <= target < count):
            return _("There is no such festival pole.")
        if source == target:
            return _("Move the card to a different pole.")
        if len(self.poles[source]) >= POLE_SIZE:
            return _("The pole you move from is closed; abilities never touch closed poles.")
        if not self.poles[source]:
            return _("That pole has no carp card to move; flags stay where they are.")
        if len(self.poles[target]) >= POLE_SIZE:
            return _("The pole you move to is closed: it has no free space.")
        return None

    def _check_steal(self, action: Steal) -> str | None:
        if self.step != "ability" or self.ability != "steal":
            return _("No Steal ability is waiting to be used.")
        q = action.player
        if not _is_int(q) or not 0 <= q < len(self.names):
            return _("There is no such player.")
        p = self.current
        if q == p:
            return _("Steal from another player, not from yourself.")
        limit = LEVELS[len(self.own_poles[p])].hand
        if len(self.hands[p]) >= limit:
            return _("Your hand limit is {limit}; you cannot take more cards.").format(limit=limit)
        if not self.hands[q]:
            return _("{player} has no cards in hand.").format(player=self.names[q])
        return None

    def _check_refresh(self, action: Refresh) -> str | None:
        if self.step != "ability" or self.ability != "refresh":
            return _("No Refresh ability is waiting to be used.")
        return None

    def _check_done(self, action: Done) -> str | None:
        if self.step == "start":
            return _("First take or play a card (you may pass only when you can do neither).")
        if self.refresh_take_owed():
            return _("After a Refresh you take 1 card from the new draw row.")
        return None

    def _check_pass(self, action: Pass) -> str | None:
        if self.step != "start":
            return _("You have already started your turn; use Done to finish it.")
        if self.legal_actions() != [_PASS]:
            return _("You can still take or play a card, so you may not pass.")
        return None


_CHECKERS = {
    TakeCard: LegalityMixin._check_take,
    PlayCard: LegalityMixin._check_play,
    PlayToOwnPole: LegalityMixin._check_own,
    MoveTop: LegalityMixin._check_move,
    Steal: LegalityMixin._check_steal,
    Refresh: LegalityMixin._check_refresh,
    Done: LegalityMixin._check_done,
    Pass: LegalityMixin._check_pass,
}
