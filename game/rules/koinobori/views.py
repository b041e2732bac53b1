"""What the players read: the prompt and Done caption, the JSON view a seat may see, action
descriptions for the log, and the end-of-game scoring as data and as a score sheet."""
from __future__ import annotations

from ...i18n import N_, _, ngettext
from ..base import Action, ScoreSheet
from .actions import Done, PlayCard, PlayToOwnPole, Steal, TakeCard
from .data import COLOUR_IDS, COLOUR_INDEX, LEVELS, NUM_CARDS, POLE_SIZE, card_name, colour_name
from .legality import _PASS, _is_int
from .scoring import score_game


# The start of a turn offers only what the rules allow now, one whole sentence for each case:
# (may take, may play onto festival poles, may put a card on the own pole).  A card in hand can
# always go onto some open festival pole, so the own pole is never offered without them.
_START_PROMPTS = {
    (True, True, True): N_("{player}: take up to {take} from the draw row, play up to {play} onto festival poles, "
                           "or put 1 card on your own pole."),
    (True, True, False): N_("{player}: take up to {take} from the draw row, or play up to {play} onto festival "
                            "poles."),
    (True, False, False): N_("{player}: take up to {take} from the draw row."),
    (False, True, True): N_("{player}: play up to {play} onto festival poles, or put 1 card on your own pole."),
    (False, True, False): N_("{player}: play up to {play} onto festival poles."),
}


class ViewMixin:
    """Read-only presentation of KoinoboriState: nothing here changes the state
    (scoring() only caches the final result)."""

    def prompt(self) -> str:
        if self.step == "over":
            return _("The game is over.")
        name = self.names[self.current]
        lv = LEVELS[len(self.own_poles[self.current])]
        if self.step == "start":
            legal = self.legal_actions()
            if legal == [_PASS]:
                return _("{player}: you can neither take nor play a card, so you pass.").format(player=name)
            take = self.take_limit()
            can = (take > 0, any(type(a) is PlayCard for a in legal), any(type(a) is PlayToOwnPole for a in legal))
            prompt = _START_PROMPTS.get(can, _START_PROMPTS[(True, True, True)])   # (never met: a card in hand can always be played)
            return _(prompt).format(player=name, take=take, play=lv.play)
        if self.step == "take":
            count = self.take_limit()
            return ngettext("{player}: take up to {count} more card, or finish.",
                            "{player}: take up to {count} more cards, or finish.",
                            count).format(player=name, count=count)
        if self.step == "play":
            return ngettext("{player}: play up to {count} more card onto festival poles, or end your turn.",
                            "{player}: play up to {count} more cards onto festival poles, or end your turn.",
                            self.plays_left).format(player=name, count=self.plays_left)
        if self.ability == "move":
            return _("{player}: Move: choose a pole's top card and the pole to move it to, or skip.").format(
                player=name)
        if self.ability == "steal":
            return _("{player}: Steal: choose a player to draw a random card from, or skip.").format(player=name)
        if self.ability == "refresh":
            return _("{player}: Refresh: replace the whole draw row with 7 new cards, or skip.").format(player=name)
        if self.refresh_take_owed():
            return _("{player}: take 1 card from the new draw row.").format(player=name)
        if self.ability == "take":
            count = self.take_limit()
            return ngettext("{player}: take up to {count} card from the draw row, or stop.",
                            "{player}: take up to {count} cards from the draw row, or stop.",
                            count).format(player=name, count=count)
        return _("{player}: your move.").format(player=name)

    def public_prompt(self) -> str:
        """What the seat to act is doing, in words every seat may read."""
        if self.step == "over":
            return self.prompt()
        name = self.names[self.current]
        if self.step == "start":
            if self.legal_actions() == [_PASS]:
                return _("{player} can neither take nor play a card, and passes.").format(player=name)
            return _("{player} takes cards from the draw row, plays cards onto festival poles, or puts a card "
                     "on their personal pole.").format(player=name)
        if self.step == "take":
            return _("{player} takes more cards from the draw row, or finishes.").format(player=name)
        if self.step == "play":
            return _("{player} plays more cards onto festival poles, or ends the turn.").format(player=name)
        if self.refresh_take_owed():
            return _("{player} takes a card from the new draw row (Refresh).").format(player=name)
        text = {"move": N_("{player} may move a pole's top card to another pole (Move)."),
                "steal": N_("{player} may draw a random card from another player (Steal)."),
                "refresh": N_("{player} may replace the whole draw row (Refresh)."),
                "take": N_("{player} may take cards from the draw row (Take).")}.get(self.ability)
        return _(text).format(player=name) if text else self.prompt()

    def done_label(self) -> str | None:
        """Caption for the Done button, or None when Done is not legal now."""
        if self.step == "take":
            return _("Stop taking (end turn)")
        if self.step == "play":
            return _("End turn")
        if self.step == "ability":
            if self.refresh_take_owed():
                return None
            if self.ability == "take" and self.ability_taken:
                return _("Stop taking")
            return _("Skip ability")
        return None

    # ------------------------------------------------------------------ scoring
    def scoring(self) -> dict:
        """Structured end-of-game scoring (see scoring.score_game); before the end it is
        the provisional result if the game ended now."""
        if self.step == "over":
            if self._scoring is None:
                self._scoring = score_game(self.poles, self.flags, self.own_poles)
            return self._scoring
        return score_game(self.poles, self.flags, self.own_poles)

    def score_sheet(self) -> ScoreSheet:
        result = self.scoring()
        def pole(number: int) -> str:
            return _("Pole {number}").format(number=number)

        unscored = _("Unscored carp")
        categories = [pole(i + 1) for i in range(len(self.poles))] + [unscored]
        rows = []
        for p in range(len(self.names)):
            row = {pole(e["pole"] + 1): e["points"][p] for e in result["poles"]}
            row[unscored] = result["penalties"][p]["points"]
            rows.append(row)
        notes = []
        for e in result["poles"]:
            values = dict(pole=e["pole"] + 1, colour=colour_name(COLOUR_INDEX[e["colour"]]), value=e["value"])
            if e["via"] == "cascade":
                notes.append(_("Pole {pole}: {colour} scores, value {value} (after ties)").format(**values))
            elif e["via"] == "flag":
                notes.append(_("Pole {pole}: {colour} scores, value {value} (all tied: flag colour)").format(**values))
            else:
                notes.append(_("Pole {pole}: {colour} scores, value {value}").format(**values))
        if self.step != "over":
            notes.insert(0, _("Provisional: the game is not over."))
        return ScoreSheet(players=list(self.names), categories=categories, rows=rows,
                          winners=list(result["winners"]),
                          tiebreak=_("The rulebook has no tie-break: tied players share the victory."),
                          notes=notes)

    # ------------------------------------------------------------------ views
    def view(self, player: int | None) -> dict:
        over = self.step == "over"
        n = len(self.names)
        data = {
            "title": self.TITLE,
            "players": list(self.names),
            "viewer": player,
            "current": self.current_player(),
            "step": self.step,
            "prompt": self.prompt(),
            "done_label": self.done_label(),
            "ability": self.ability,
            "ability_card": self.ability_card,
            "ability_pole": self.ability_pole,
            "plays_left": self.plays_left,
            "takes_left": self.takes_left,
            "flags": [COLOUR_IDS[f] for f in self.flags],
            "poles": [[list(space) for space in pole] for pole in self.poles],
            "pole_closed": [len(pole) >= POLE_SIZE for pole in self.poles],
            "row": list(self.row),
            "deck_count": len(self.deck),
            "discard": list(self.discard),
            "hands": [list(self.hands[q]) if q == player else None for q in range(n)],
            "hand_counts": [len(h) for h in self.hands],
            "own_poles": [list(self.own_poles[q]) if (over or q == player) else None for q in range(n)],
            "own_pole_heights": [len(o) for o in self.own_poles],
            "levels": [self.level(q) for q in range(n)],
            "abilities": [self.abilities(q)._asdict() for q in range(n)],
            "turn_id": self.turn_id,
            "reveal_count": self.reveal_count,
        }
        data["scoring_cards"] = (self.scoring()["scoring_cards"] if over
                                 else {c: "negative" for c in COLOUR_IDS})
        if player is not None and player == self.current_player():
            data["legal_actions"] = [a.to_json() for a in self.legal_actions()]
            data["takeable"] = self.takeable_indices()
        if over:
            data["scoring"] = self.scoring()
        return data

    def describe_action(self, action: Action) -> str:
        """Action text with card names, for the client's log or tooltips."""
        if type(action) is PlayCard and _is_int(action.card) and 0 <= action.card < NUM_CARDS:
            if action.stack:
                return _("Stack over the top card of pole {pole}: {card}").format(pole=action.pole + 1,
                                                                                  card=card_name(action.card))
            return _("Play on pole {pole}: {card}").format(pole=action.pole + 1, card=card_name(action.card))
        if type(action) is TakeCard and _is_int(action.index) and 0 <= action.index < len(self.row):
            return _("Take {card}").format(card=card_name(self.row[action.index]))
        if type(action) is Done:
            return self.done_label() or _("Done")
        if type(action) is Steal and _is_int(action.player) and 0 <= action.player < len(self.names):
            return _("Steal a random card from {player}").format(player=self.names[action.player])

        return action.describe()
