"""Turn flow: carrying out a legal action, triggered abilities, refilling the draw row,
passing the turn and ending the game.  Every method here assumes check() said yes."""
from __future__ import annotations

from bisect import insort

from ...i18n import _, ngettext, pgettext
from ..base import Action
from .actions import Done, MoveTop, Pass, PlayCard, PlayToOwnPole, Refresh, Steal, TakeCard
from .data import (CARD_ABILITY, COLOUR_INDEX, LEVELS, POLE_SIZE, REFILL_AT, ROW_SIZE, ability_name, card_name,
                   colour_name)


class TurnFlowMixin:
    """apply() and the state changes behind it, for KoinoboriState."""

    def apply(self, action: Action) -> None:
        self.require_legal(action)
        _APPLIERS[type(action)](self, action)

    def _name(self) -> str:
        return self.names[self.current]

    def _apply_take(self, action: TakeCard) -> None:
        p = self.current
        card = self.row.pop(action.index)
        insort(self.hands[p], card)
        insort(self.seen[p], card)     # taken face up: everyone knows p holds it
        self.log.append(_("{player} takes {card} from the draw row.").format(player=self.names[p],
                                                                             card=card_name(card)))
        self.passes_in_a_row = 0
        lv = LEVELS[len(self.own_poles[p])]
        if self.step == "start":
            self.step = "take"
            self.takes_left = lv.take
        self.takes_left -= 1
        if self.step == "ability":
            self.ability_taken += 1
        if self.takes_left <= 0 or not self.row or len(self.hands[p]) >= lv.hand:
            self._finish_taking()

    def _finish_taking(self) -> None:
        self._refill()
        self.takes_left = 0
        if self.step == "take":
            self._end_turn()
        else:
            self._clear_ability()
            self._continue_play()

    def _draw(self) -> int | None:
        """The deck's top card; an empty deck is first rebuilt from the discard pile."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            self.log.append(_("The deck ran out: the discard pile is shuffled into a new deck."))
        return self.deck.pop()

    def _deal_row(self) -> int:
        """Draw cards into the row until it holds ROW_SIZE (or the cards run out); how many."""
        row = self.row
        drawn = 0
        while len(row) < ROW_SIZE:
            card = self._draw()
            if card is None:
                break
            row.append(card)
            self._shown(card)
            drawn += 1
        return drawn

    def _shown(self, card: int) -> None:
        """A card now face up is among nobody's face-down cards: off every `seen` list (a
        game played from its start never lists it there; a position made by hand, or a seat's
        re-deal of one, may)."""
        for cards in self.seen:
            if card in cards:
                cards.remove(card)

    def _refill(self) -> None:
        row = self.row
        if len(row) > REFILL_AT:
            return
        drawn = self._deal_row()
        if drawn:
            self.reveal_count += 1
            self.log.append(ngettext("The draw row slides down and is refilled with {count} card.",
                                     "The draw row slides down and is refilled with {count} cards.",
                                     drawn).format(count=drawn))
        elif len(row) < ROW_SIZE:
            self.log.append(_("The deck is empty: the draw row is not refilled."))

    def _apply_play(self, action: PlayCard) -> None:
        p, card, index = self.current, action.card, action.pole
        self.hands[p].remove(card)
        self._shown(card)
        if len(self.seen[p]) > len(self.hands[p]) + len(self.own_poles[p]):
            self.seen[p] = []     # more listed than it holds face down (a hand-made position)
        pole = self.poles[index]
        self.passes_in_a_row = 0
        if self.step == "start":
            self.step = "play"
            self.plays_left = LEVELS[len(self.own_poles[p])].play
        self.plays_left -= 1
        if action.stack:
            pole[-1].append(card)
            self.log.append(_("{player} stacks {card} over the top card of pole {pole}.").format(
                player=self.names[p], card=card_name(card), pole=index + 1))
        else:
            pole.append([card])
            self.log.append(_("{player} plays {card} on pole {pole}.").format(
                player=self.names[p], card=card_name(card), pole=index + 1))
        if len(pole) >= POLE_SIZE:
            if not self._close_pole(index):
                self._continue_play()
            return
        ability = CARD_ABILITY[card]
        if ability is not None and ability != "stack":
            self._trigger(ability, card, index)
        else:
            self._continue_play()

    def _trigger(self, ability: str, card: int, pole: int) -> None:
        p = self.current
        name = ability_name(ability)
        if ability == "extra_play":
            self.plays_left += 1
            self.log.append(_("{ability}: {player} may play one more card.").format(ability=name,
                                                                                   player=self.names[p]))
            self._continue_play()
            return
        if ability == "move":
            usable = bool(self.move_sources())
        elif ability == "steal":
            usable = bool(self.steal_targets())
        elif ability == "refresh":
            usable = bool(self.row or self.deck or self.discard)
        else:  # take1 / take2
            usable = bool(self._take_indices(p))
        if not usable:
            self.log.append(_("{ability} has no effect now.").format(ability=name))
            self._continue_play()
            return
        self.step = "ability"
        self.ability_card, self.ability_pole, self.ability_taken = card, pole, 0
        if ability == "take1" or ability == "take2":
            self.ability = "take"
            self.takes_left = 1 if ability == "take1" else 2
        else:
            self.ability = ability

    def _clear_ability(self) -> None:
        self.ability = self.ability_card = self.ability_pole = None
        self.ability_taken = 0
        self.takes_left = 0

    def _continue_play(self) -> None:
        """After a festival play (and its ability): go on playing or end the turn."""
        if self.plays_left > 0 and self.hands[self.current]:
            self.step = "play"
        else:
            self._end_turn()

    def _apply_own(self, action: PlayToOwnPole) -> None:
        p, card = self.current, action.card
        self.hands[p].remove(card)
        self.own_poles[p].append(card)
        self.passes_in_a_row = 0
        self.log.append(_("{player} puts a card face down on their pole and reaches level {level}.").format(
            player=self.names[p], level=len(self.own_poles[p]) + 1))
        self._end_turn()

    def _apply_move(self, action: MoveTop) -> None:
        space = self.poles[action.source].pop()
        target = self.poles[action.target]
        target.append(space)
        self.log.append(_("Move: {player} moves {card} from pole {source} to pole {target}.").format(
            player=self._name(), card=card_name(space[-1]), source=action.source + 1, target=action.target + 1))
        if len(target) >= POLE_SIZE and self._close_pole(action.target):
            return
        self._clear_ability()
        self._continue_play()

    def _apply_steal(self, action: Steal) -> None:
        victim = self.hands[action.player]
        card = victim.pop(self.rng.randrange(len(victim)))
        self.seen[action.player] = []   # the others cannot tell which card went
        insort(self.hands[self.current], card)
        self.reveal_count += 1
        self.log.append(_("Steal: {player} draws a random card from {victim}'s hand.").format(
            player=self._name(), victim=self.names[action.player]))
        self._clear_ability()
        self._continue_play()

    def _apply_refresh(self, action: Refresh) -> None:
        self.discard.extend(self.row)
        self.row = []
        self._deal_row()
        self.reveal_count += 1
        self.log.append(_("Refresh: {player} discards the draw row and lays out {count} new cards.").format(
            player=self._name(), count=len(self.row)))
        if self._take_indices(self.current):
            self.ability = "take"
            self.takes_left = 1
            self.ability_taken = 0
        else:
            self._clear_ability()
            self._continue_play()

    def _apply_done(self, action: Done) -> None:
        step = self.step
        if step == "take":
            self._finish_taking()
        elif step == "play":
            self._end_turn()
        else:
            if self.ability == "take" and self.ability_taken:
                self._finish_taking()
                return
            if self.ability:
                self.log.append(_("{player} does not use the {ability} ability.").format(
                    player=self._name(), ability=self.ability_name()))
            self._clear_ability()
            self._continue_play()

    def _apply_pass(self, action: Pass) -> None:
        self.log.append(_("{player} can neither take nor play, and passes.").format(player=self._name()))
        self.passes_in_a_row += 1
        if self.passes_in_a_row >= len(self.names):
            self.log.append(_("Every player passed in a row: the game ends."))
            self._game_over()
            return
        self._end_turn()

    def _end_turn(self) -> None:
        self.step = "start"
        self.plays_left = 0
        self._clear_ability()
        self.current = (self.current + 1) % len(self.names)
        self.turn_id += 1

    def _close_pole(self, index: int) -> bool:
        """A pole just got its last space: log it, and end the game when it was the last
        open pole.  True when the game ended."""
        self.log.append(_("Pole {pole} is complete and closes.").format(pole=index + 1))
        if self._all_complete():
            self._game_over()
            return True
        return False

    def _all_complete(self) -> bool:
        for pole in self.poles:
            if len(pole) < POLE_SIZE:
                return False
        return True

    def _game_over(self) -> None:
        self.step = "over"
        self.plays_left = 0
        self._clear_ability()
        self.turn_id += 1
        self.reveal_count += 1  # the personal poles are revealed
        self._scoring = None
        result = self.scoring()
        self.log.append(_("Every festival pole is complete: the game ends.") if self._all_complete()
                        else _("The game ends."))
        for entry in result["poles"]:
            self.log.append(_("Pole {pole} scores {colour} at {value}.").format(
                pole=entry["pole"] + 1, colour=colour_name(COLOUR_INDEX[entry["colour"]]), value=entry["value"]))
        best = max(result["totals"])
        if len(result["winners"]) == 1:
            self.log.append(ngettext("{player} wins with {points} point.", "{player} wins with {points} points.",
                                     abs(best)).format(player=self.names[result["winners"][0]], points=best))
        else:
            winners = pgettext("between the names of players who share a victory", " and ").join(
                self.names[w] for w in result["winners"])
            self.log.append(ngettext("{players} win with {points} point.", "{players} win with {points} points.",
                                     abs(best)).format(players=winners, points=best))



_APPLIERS = {
    TakeCard: TurnFlowMixin._apply_take,
    PlayCard: TurnFlowMixin._apply_play,
    PlayToOwnPole: TurnFlowMixin._apply_own,
    MoveTop: TurnFlowMixin._apply_move,
    Steal: TurnFlowMixin._apply_steal,
    Refresh: TurnFlowMixin._apply_refresh,
    Done: TurnFlowMixin._apply_done,
    Pass: TurnFlowMixin._apply_pass,
}
