"""The scores of a whole game: each pond's five steps (scoring.py), the tie-break on cards left in
hand, the solo achievement, and the live food-symbol count a scene shows beside the tucked cards."""
from __future__ import annotations

from ...i18n import _, language, pgettext
from ..base import ScoreSheet
from .board import TIEBREAK
from .data import ACHIEVEMENTS, NUM_FOODS, achievement, achievement_bounds, achievement_name
from .scoring import STEP_NAMES, score_pond, tuck_value


class Scores:
    """Mixin of PondscapeState: read-only; the sheet is cached until the next applied action."""

    def score_details(self, player: int) -> dict:
        """The five scoring steps of one pond, with the cells of each scoring group, solitary
        frog, water card and habitat, and the wild foods chosen: what a score scene highlights."""
        return score_pond(self.ponds[player], self.downs[player], [len(t) for t in self.tucked[player]])

    def score_sheet(self) -> ScoreSheet:
        key = (self._version, language())
        if self._score_cache is not None and self._score_cache[0] == key:
            return self._score_cache[1]
        n = len(self.names)
        rows = [{_(step): points for step, points in self.score_details(p)["steps"].items()} for p in range(n)]
        sheet = ScoreSheet(players=list(self.names), categories=[_(step) for step in STEP_NAMES], rows=rows,
                           tiebreak=_(TIEBREAK))
        totals = sheet.totals()
        best = max(totals)
        tied = [p for p in range(n) if totals[p] == best]
        most = max(len(self.hands[p]) for p in tied)
        sheet.winners = [p for p in tied if len(self.hands[p]) == most]
        if len(tied) > 1:
            counts = pgettext("list separator", ", ").join(
                pgettext("a player and their cards in hand", "{player} {cards}").format(
                    player=self.names[p], cards=len(self.hands[p])) for p in tied)
            sheet.notes.append(_("Tied on points; cards left in hand: {counts}.").format(counts=counts))
        if self.solo:
            level = achievement(totals[0])
            low, high = achievement_bounds(level)
            name = achievement_name(level)
            if high is None:
                sheet.notes.append(_("Solo achievement: {level} ({low}+ points).").format(level=name, low=low))
            elif low:
                sheet.notes.append(_("Solo achievement: {level} ({low}–{high} points).").format(
                    level=name, low=low, high=high - 1))
            else:
                sheet.notes.append(_("Solo achievement: {level} (under {limit} points).").format(
                    level=name, limit=high))
        self._score_cache = (key, sheet)
        return sheet

    def solo_achievement(self) -> str | None:
        """The solo game's achievement in the current language (None in a game for several)."""
        return achievement_name(achievement(self.score_sheet().totals()[0])) if self.solo else None

    def solo_ranks(self) -> list[tuple[str, int]]:
        """The solo achievements as (name, lowest score), lowest first (data: "achievements"), named
        in the current language as solo_achievement() names them."""
        return [(achievement_name(name), threshold) for threshold, name in ACHIEVEMENTS]


    def food_symbols(self, seat: int) -> list[int]:
        """Per food, what each card tucked under that food card of `seat` would score at the end
        if the pond stayed as it is: its symbols counted as the final scoring counts them (printed
        symbols of the shown faces and the wild desert tree frogs, scoring.tuck_value).  Public:
        a water card shows its back, and the tucked cards are counted, not named."""
        pond, downs = self.ponds[seat], self.downs[seat]
        tucked = [len(t) for t in self.tucked[seat]]
        return [tuck_value(pond, downs, tucked, f) for f in range(NUM_FOODS)]
