"""Read-only questions about a Ladybird position: what a column shows, whom a harlequin may
invade, which food tile a seat may take, what the pending draft unlocks.  The rules use them
and a scene highlights with them, so no scene re-implements a rule."""
from __future__ import annotations

from ...i18n import _, ngettext, pgettext
from . import data as D
from .actions import EndPicnic, FlowerBed
from .common import CARD_STAGE, CARD_TYPE, IS_HQ, NCOL, NSTAGE, ordinal


class QueryMixin:
    """Read-only queries of LadybirdState (they never change the state)."""

    def column_top(self, p: int, colour: int) -> int:
        col = self.cols[p][colour]
        return col[-1] if col else -1

    def column_complete(self, p: int, colour: int) -> bool:
        """True when the column shows egg, larva, pupa and adult (any order)."""
        seen = 0
        for card in self.cols[p][colour]:
            st = CARD_STAGE[card]
            if st >= 0:
                seen |= 1 << st
        return seen == (1 << NSTAGE) - 1

    def invade_targets(self, p: int) -> list[tuple[int, int]]:
        """(victim seat, colour index) pairs a harlequin of seat p may invade."""
        out = []
        solo = len(self.players) == 1
        for q in range(len(self.players)):
            if (q == p) != solo:
                continue
            cq = self.cols[q]
            for c in range(NCOL):
                col = cq[c]
                if col and not IS_HQ[col[-1]]:
                    out.append((q, c))
        return out

    def twenty_two_count(self, p: int) -> int:
        return sum(1 for col in self.cols[p] for card in col if CARD_TYPE[card] == D.TWENTY_TWO_TYPE)

    def mould_count(self, p: int) -> int:
        return sum(1 for t in self.food[p] if D.FOOD_MOULD[t])

    def food_reason(self, p: int, stack: int) -> str | None:
        """Why seat p cannot take the top tile of `stack` now (None: it can)."""
        st = self.stacks[stack]
        if not st:
            return _("That food stack is empty.")
        tile = st[-1]
        if D.FOOD_MOULD[tile]:
            need = self.mould_count(p) + 1
            have = self.twenty_two_count(p)
            if have < need:
                return ngettext("Your {ordinal} mould tile needs {n} twenty-two-spot card in your garden; you have "
                                "{have}.",
                                "Your {ordinal} mould tile needs {n} twenty-two-spot cards in your garden; you have "
                                "{have}.", need).format(ordinal=ordinal(need), n=need, have=have)
            return None
        cost = D.FOOD_COST[tile]
        if cost > self.aphids[p]:
            return ngettext("That tile costs {n} aphid; you have {have}.", "That tile costs {n} aphids; you have {have}.",
                            cost).format(n=cost, have=self.aphids[p])
        return None

    def takeable_stacks(self, p: int) -> list[int]:
        """The food stacks whose top tile seat p can take now (pay for, or meet a mould threshold)."""
        return [s for s in range(len(self.stacks)) if self.food_reason(p, s) is None]

    def no_food_why(self, p: int) -> str:
        """Why seat p can take no food tile, in a few words (for the log); assumes none is takeable."""
        tops = [st[-1] for st in self.stacks if st]
        if not tops:
            return _("every food stack is empty")
        name = self.players[p]
        parts = []
        costs = [D.FOOD_COST[t] for t in tops if not D.FOOD_MOULD[t]]
        if costs:
            cheapest = min(costs)
            parts.append(ngettext("the cheapest stack top costs {n} aphid and {player} has {have}",
                                  "the cheapest stack top costs {n} aphids and {player} has {have}",
                                  cheapest).format(n=cheapest, player=name, have=self.aphids[p]))
        if any(D.FOOD_MOULD[t] for t in tops):
            need = self.mould_count(p) + 1
            parts.append(ngettext("a mould tile needs {n} twenty-two-spot card and {player} has {have}",
                                  "a mould tile needs {n} twenty-two-spot cards and {player} has {have}",
                                  need).format(n=need, player=name, have=self.twenty_two_count(p)))
        return pgettext("between two reasons", "; ").join(parts)

    def picnic_end_refusal(self) -> str | None:
        """For the table: None when the picnic in progress may end now (after a honeydew tile, or
        when no tile can be taken), else why it may not (a food tile must be taken)."""
        if self.step != "picnic":
            return _("There is no picnic in progress.")
        return self.check(EndPicnic())

    def draft_slots(self) -> list[int]:
        """Pool spaces the current player may draft from now (for highlighting)."""
        if self.step != "draft":
            return []
        stage, pool = self.draft_stage, self.pool
        if stage == D.ANY_STAGE:
            return [s for s in range(len(pool)) if pool[s] >= 0]
        return [s for s in range(len(pool)) if pool[s] >= 0
                and (CARD_STAGE[pool[s]] == stage or IS_HQ[pool[s]])]

    def _stage_in_pool(self, stage: int) -> bool:
        if stage == D.ANY_STAGE:
            return any(c >= 0 for c in self.pool)
        for c in self.pool:
            if c >= 0 and CARD_STAGE[c] == stage:
                return True
        return False

    def unlocked_stage(self) -> str | None:
        """Name of the stage the pending draft unlocks ('any' for the solo harlequin)."""
        if self.step not in ("draft", "flowerbed"):
            return None
        return "any" if self.draft_stage == D.ANY_STAGE else D.STAGES[self.draft_stage]

    # ------------------------------------------------------------------ turn order and seats
    def seats_in_order(self) -> list[int]:
        """This round's seats in turn order, the sticky-leaf holder first."""
        n = len(self.players)
        return [(self.leaf + i) % n for i in range(n)]

    def last_to_choose(self) -> int:
        """The seat whose choice ends this round's reveal phase (the one before the leaf holder)."""
        return self.seats_in_order()[-1]

    def cards_over_limit(self, p: int) -> int:
        """How many cards seat p must discard at the end of the round (0 when within the limit)."""
        return max(0, len(self.hands[p]) - D.HAND_LIMIT)

    def food_per_type(self, p: int) -> dict[int, int]:
        """Ladybird type index -> points per card of that type from seat p's food tiles (types
        without a tile left out): the same sums score_details() multiplies by the cards."""
        totals: dict[int, int] = {}
        for tile in self.food[p]:
            t = D.FOOD_TYPE[tile]
            totals[t] = totals.get(t, 0) + D.FOOD_VALUE[tile]
        return totals

    def flowerbed_reason(self, seat: int, colour: str) -> str | None:
        """Why the pending flower bed may not go on `seat`'s `colour` column (None: it may)."""
        if seat != self.current_player():
            return _("Your flower bed goes on one of your own columns.")

        return self.check(FlowerBed(colour))
