"""What the players read: the prompt and Done caption, the JSON view a seat may see, action
descriptions for the log, and the end-of-game scoring as data and as a score sheet."""
from __future__ import annotations

from ..base import Action, ScoreSheet
from .actions import Done, PlayCard, Steal, TakeCard
from .data import COLOUR_IDS, LEVELS, NUM_CARDS, POLE_SIZE, card_name
from .legality import _PASS, _is_int
from .scoring import score_game


class ViewMixin:
    """Read-only presentation of KoinoboriState: nothing here changes the state
    (scoring() only caches the final result)."""

    def prompt(self) -> str:
        if self.step == "over":
            return "The game is over."
        name = self.names[self.current]
        lv = LEVELS[len(self.own_poles[self.current])]
        if self.step == "start":
            if self.legal_actions() == [_PASS]:
                return f"{name}: you can neither take nor play a card, so you pass."
            return (f"{name}: take up to {lv.take} card(s) from the draw row, play up to "
                    f"{lv.play} card(s) onto festival poles, or put 1 card on your own pole.")
        if self.step == "take":
            return f"{name}: take up to {self.takes_left} more card(s), or finish."
        if self.step == "play":
            return f"{name}: play up to {self.plays_left} more card(s) onto festival poles, or end your turn."
        if self.ability == "move":
            return f"{name}: Move: choose a pole's top card and the pole to move it to, or skip."
        if self.ability == "steal":
            return f"{name}: Steal: choose a player to draw a random card from, or skip."
        if self.ability == "refresh":
            return f"{name}: Refresh: replace the whole draw row with 7 new cards, or skip."
        if self.ability == "take":
            return f"{name}: take up to {self.takes_left} card(s) from the draw row, or stop."
        return f"{name}: your move."

    def done_label(self) -> str | None:
        """Caption for the Done button, or None when Done is not legal now."""
        if self.step == "take":
            return "Stop taking (end turn)"
        if self.step == "play":
            return "End turn"
        if self.step == "ability":
            if self.ability == "take" and self.ability_taken:
                return "Stop taking"
            return "Skip ability"
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
        categories = [f"Pole {i + 1}" for i in range(len(self.poles))] + ["Unscored carp"]
        rows = []
        for p in range(len(self.names)):
            row = {f"Pole {e['pole'] + 1}": e["points"][p] for e in result["poles"]}
            row["Unscored carp"] = result["penalties"][p]["points"]
            rows.append(row)
        notes = [f"Pole {e['pole'] + 1}: {e['colour_name']} scores, value {e['value']}"
                 + {"majority": "", "cascade": " (after ties)", "flag": " (all tied: flag colour)"}[e["via"]]
                 for e in result["poles"]]
        if self.step != "over":
            notes.insert(0, "Provisional: the game is not over.")
        return ScoreSheet(players=list(self.names), categories=categories, rows=rows,
                          winners=list(result["winners"]),
                          tiebreak="The rulebook has no tie-break: tied players share the victory.",
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
            how = "stack over the top card of" if action.stack else "play on"
            return f"{how.capitalize()} pole {action.pole + 1}: {card_name(action.card)}"
        if type(action) is TakeCard and _is_int(action.index) and 0 <= action.index < len(self.row):
            return f"Take {card_name(self.row[action.index])}"
        if type(action) is Done:
            return self.done_label() or "Done"
        if type(action) is Steal and _is_int(action.player) and 0 <= action.player < len(self.names):
            return f"Steal a random card from {self.names[action.player]}"
        return action.describe()
