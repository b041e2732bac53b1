"""Place Waterfall: where a waterfall may stand and flow, and why one is refused."""
from __future__ import annotations

from ...i18n import N_, _
from .actions import PlaceWaterfall
from .data import EVENT_CARDS, EVENT_TWO_PLAYER_REMOVED, WATERFALL_MIN_LEVEL
from .geometry import SIDE_TARGETS, SIDES, bits, side_target
from .lines import player_line

_WATERFALL: dict[tuple[int, str], PlaceWaterfall] = {}

# The log's sentence for a skipped Place Waterfall step, by `_waterfall_skip` kind (English;
# lines.player_line translates them).
_SKIP_LINES = {
    "reserve": N_("{player} can place no waterfall (no waterfall left in the reserve)."),
    "any": N_("{player} can place no waterfall (no free plot at any level with a lower neighbour or the "
              "board's edge, on a terrace without a waterfall)."),
    "min": N_("{player} can place no waterfall (no free plot of level {level}+ with a lower neighbour or "
              "the board's edge, on a terrace without a waterfall)."),
}
_SKIP_VALUES = {"level": WATERFALL_MIN_LEVEL}


def _waterfall(cell: int, side: str) -> PlaceWaterfall:
    a = _WATERFALL.get((cell, side))
    if a is None:
        a = _WATERFALL[(cell, side)] = PlaceWaterfall(cell, side)
    return a


class WaterfallsMixin:
    """Legal waterfall spots (fast, for the listing) and the rule-by-rule refusal."""

    __slots__ = ()   # the fields are PaddyState.__slots__

    def _waterfall_options(self, minlvl: int | None = None, own_free: bool = False,
                           first: bool = False) -> list[tuple[int, str]]:
        """(plot, side) where the current player may place a waterfall now.  `minlvl` overrides
        the lowest level; `own_free` counts the player's own animals as gone (they may return
        them first); `first` stops at the first one found (whether there is any)."""
        p = self.current
        if self.wf_reserve[p] <= 0:
            return []
        if minlvl is None:
            minlvl = 1 if self.turn_event == "E" else WATERFALL_MIN_LEVEL
        if minlvl > self.maxlevel:
            return []
        high = 0
        for m in self.lvmask[minlvl:self.maxlevel + 1]:
            high |= m
        # Mostly nothing stands high enough (step 2.2's end asks for level 4+) or it is taken:
        # then no plot's terrace needs looking at.  Without a waterfall on the board no plot is
        # taken by one nor on a terrace holding one: then neither the waterfall look-ups nor
        # the terraces are built.
        out: list[tuple[int, str]] = []
        if not high:
            return out
        wfs = self.waterfalls
        taken = self._animal_mask(p if own_free else None)
        if wfs:
            taken |= self._wf_plot_mask()
        free = high & ~taken
        if not free:
            return out
        if wfs:
            tof = self.terraces()[2]
            wts = self._wf_terrace_set()
        lv = self.level
        for c in bits(free):
            if wfs and tof[c] in wts:
                continue
            for s, y in SIDE_TARGETS[c]:
                if y < 0 or lv[y] < lv[c]:
                    out.append((c, s))
                    if first:
                        return out
        return out

    def waterfall_skip_reason(self) -> str | None:
        """Why the current player can place no waterfall at all this turn, in the log's words, or
        None when they could place one.  Speaks to the mover, from what they know (their own
        event cards): generous on purpose, their own animals count as returnable and Monsoon
        rains (E), if they hold it and can still play it, as played."""
        kind = self._waterfall_skip(self._holds_monsoon(self.current))
        if kind == "reserve":
            return _("no waterfall left in the reserve")
        if kind == "any":
            return _("no free plot at any level with a lower neighbour or the board's edge, on a terrace "
                     "without a waterfall")
        if kind == "min":
            return _("no free plot of level {level}+ with a lower neighbour or the board's edge, on a terrace "
                     "without a waterfall").format(level=WATERFALL_MIN_LEVEL)
        return None

    def waterfall_skip_line(self) -> str | None:
        """The log's sentence when the Place Waterfall step is skipped for the current player, or
        None when it is entered.  Decided from public facts only (`_may_hold_monsoon`), so that
        neither the step nor the sentence shows whether the player holds Monsoon rains (E): a
        player who cannot place one still gets the step, and ends it with Done."""
        kind = self._waterfall_skip(self._may_hold_monsoon(self.current))
        if kind is None:
            return None
        return player_line(_SKIP_LINES[kind], self.names[self.current], _SKIP_VALUES)

    def _holds_monsoon(self, p: int) -> bool:
        """p has played Monsoon rains (E) this turn, or holds it and may still play it this cycle
        (what p knows)."""
        return self.turn_event == "E" or (not self.event_used[p] and self._holds(p, "E") >= 0)

    def _may_hold_monsoon(self, p: int) -> bool:
        """What every seat knows of `_holds_monsoon(p)`: p has played E this turn, or has an event
        card left, none played this cycle, while a copy of E in the game is still unplayed."""
        if self.turn_event == "E":
            return True
        if self.event_used[p] or not self.event_hands[p]:
            return False
        two = self.num_players == 2
        in_game = sum(1 for c, letter in enumerate(EVENT_CARDS)
                      if letter == "E" and not (two and EVENT_TWO_PLAYER_REMOVED[c]))
        played = sum(1 for c in self.event_played if EVENT_CARDS[c] == "E")
        return played < in_game

    def _waterfall_skip(self, monsoon: bool) -> str | None:
        """Which `waterfall_skip_reason` applies: "reserve", "any" (any level), "min" or None,
        with Monsoon rains counted as playable or not (`monsoon`)."""
        p = self.current
        if self.wf_reserve[p] <= 0:
            return "reserve"
        minlvl = 1 if monsoon else WATERFALL_MIN_LEVEL
        if minlvl <= self.maxlevel and self._waterfall_options(minlvl, True, True):   # (own_free, first)
            return None
        return "any" if monsoon else "min"

    def _waterfall_actions(self) -> list[PlaceWaterfall]:
        return [_waterfall(c, s) for c, s in self._waterfall_options()]

    def _why_waterfall(self, a: PlaceWaterfall) -> str | None:
        p = self.current
        if self.step == "draw":
            return _("You have already placed a waterfall this turn.")
        if self.step != "waterfall":
            return _("Waterfalls are placed in the Place Waterfall step, after your tile and animals.")
        if a.side not in SIDES:
            return _("Choose the north, east, south or west edge.")
        if not 0 <= a.cell < 64:
            return _("That is not a plot on the board.")
        if self.wf_reserve[p] <= 0:
            return _("You have no waterfall left in your reserve.")
        lv = self.level
        if lv[a.cell] == 0:
            return _("A waterfall must stand on a paddy tile.")
        if self.waterfall_at(a.cell) >= 0:
            return _("That plot already has a waterfall.")
        if any(a.cell in pawns for pawns in self.animals):
            return _("That plot must be empty: it holds an animal.")
        if self.turn_event != "E" and lv[a.cell] < WATERFALL_MIN_LEVEL:
            return _("A waterfall goes on a plot at level {minimum} or higher (this one is level {level}).").format(
                minimum=WATERFALL_MIN_LEVEL, level=lv[a.cell])
        y = side_target(a.cell, a.side)
        if y >= 0 and lv[y] >= lv[a.cell]:
            if lv[y] == lv[a.cell]:
                return _("Water must fall: the plot across that edge is at the same level.")
            return _("Water must fall: the plot across that edge is higher.")
        tof = self.terraces()[2]
        if tof[a.cell] in self._wf_terrace_set():
            return _("That terrace already holds a waterfall.")
        return None

