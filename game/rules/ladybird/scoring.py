"""Ladybird's end-of-game scoring: per column (cards x its bonus cards), per ladybird type
(cards x the food tiles of that type), childhood memories and aphids; ties go to memories."""
from __future__ import annotations

from ...i18n import N_, _
from ..base import ScoreSheet
from . import data as D
from .common import CARD_TYPE, COLOURS


class ScoringMixin:
    """score_details() (the breakdown a score screen shows) and score_sheet() of LadybirdState."""

    # ------------------------------------------------------------------ scoring
    def score_details(self, p: int) -> dict:
        """Structured breakdown of seat p's score, for a step-by-step score screen."""
        columns = []
        for c in self.order[p]:
            cards = len(self.cols[p][c])
            orchard = sum(D.ORCHARD_VALUE[o] for o in self.orch[p][c])
            life = D.LIFECYCLE_VALUE[self.lc[p][c]] if self.lc[p][c] >= 0 else 0
            flower = D.FLOWERBED_VALUE[self.fb[p][c]] if self.fb[p][c] >= 0 else 0
            per = orchard + life + flower
            columns.append({"colour": COLOURS[c], "cards": cards, "orchard": orchard, "lifecycle": life,
                            "flowerbed": flower, "per_card": per, "points": per * cards})
        counts = [0] * len(D.TYPES)
        for col in self.cols[p]:
            for card in col:
                counts[CARD_TYPE[card]] += 1
        food = self.food_per_type(p)
        per_type = [food.get(t, 0) for t in range(len(D.TYPES))]
        types = [{"type": D.TYPES[t], "cards": counts[t], "per_card": per_type[t],
                  "points": counts[t] * per_type[t]} for t in range(len(D.TYPES))]
        mem = self.memories[p]
        return {
            "columns": columns,
            "types": types,
            "memories": {"count": mem, "points": D.memories_points(mem)},
            "aphids": {"count": self.aphids[p], "points": self.aphids[p]},
        }

    # The score sheet's rows (English keys; the sheet shows them translated).
    CATEGORIES = [N_("Colours"), N_("Ladybirds"), N_("Memories"), N_("Aphids")]

    def score_sheet(self) -> ScoreSheet:
        rows = []
        for p in range(len(self.players)):
            d = self.score_details(p)
            rows.append({
                _("Colours"): sum(c["points"] for c in d["columns"]),
                _("Ladybirds"): sum(t["points"] for t in d["types"]),
                _("Memories"): d["memories"]["points"],
                _("Aphids"): d["aphids"]["points"],
            })
        sheet = ScoreSheet(list(self.players), [_(c) for c in self.CATEGORIES], rows,
                           tiebreak=_("Tie: the player with more childhood memories wins; "
                                      "if still tied, the victory is shared."))
        totals = sheet.totals()
        best = max(totals)
        tied = [p for p in range(len(totals)) if totals[p] == best]
        most = max(self.memories[p] for p in tied)
        sheet.winners = [p for p in tied if self.memories[p] == most]
        if self.solo:
            sheet.notes.append(_("Solo score: {points}. Try to beat your high score!").format(points=totals[0]))
        elif len(tied) > 1:
            sheet.notes.append(_("Totals tied: decided by childhood memories."))

        return sheet
