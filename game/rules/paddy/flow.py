"""Carrying out actions and the turn/cycle flow: draft, turns, Fallow order, harvest, sowing, end.

`apply` bumps `_ver` (every cached listing is stale) and each board change bumps `_bver` through
`_push_tile` / `_pop_tile` / `_bump_board` (terraces and waterfall look-ups are stale).
"""
from __future__ import annotations

from itertools import repeat
from operator import is_

from ...i18n import N_, _, pgettext
from ..base import Action
from .actions import Done, EndCycle, KeepEvents, PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent, RemoveTile, ReturnAnimal
from .data import CYCLES, DN_CARDS, EVENT_CARDS, HAND_DN, HAND_PADDY, PADDY_CARDS, event_name
from .geometry import FOOTPRINTS, cell_name, half_name, plots_name, side_word
from .lines import LINES, MOVE_LINES, RETURN_LINES, player_line, remember, row_of
from .scoring import CATEGORIES, harvest

# "harvest" is the automatic step (forced_action: EndCycle) at a cycle's end, no one's decision:
# with the harvest queue still full the growing phase has just ended (the Dew/Mud decisions
# follow, or the harvest itself), with it empty the harvest is counted and the next cycle sown.
STEPS = ("draft", "paddy", "erode", "animals", "waterfall", "draw", "harvest_event", "harvest", "over")

# The log's sentences written most often, in English: lines.py translates and keeps them.
PLACED_FROM_RESERVE = N_("{player} places an animal on {cell} from the reserve.")
PLACED_FROM_PLOT = N_("{player} places an animal on {cell} from {source}.")
RETURNED = N_("{player} returns an animal from {cell} to the reserve.")
DREW_AND_ENDED = N_("{player} draws cards and ends the turn.")
ENDED = N_("{player} ends the turn.")
PLACED_TILE = N_("{player} places a {tile}-plot tile on {plots} ({half} card), level {level}.")
PLACED_OTHER_TILE = N_("{player} places a {tile}-plot tile (instead of {card} plots) on {plots} ({half} card), "
                       "level {level}.")


class FlowMixin:
    """apply() and everything that moves the game from one decision to the next."""

    __slots__ = ()   # the fields are PaddyState.__slots__

    def apply(self, action: Action) -> None:
        # the very object just listed is legal without asking check()
        if self._legal_ver != self._ver or not any(map(is_, self._legal, repeat(action))):
            self.require_legal(action)
        p = self.current
        self._ver += 1
        handler = _HANDLERS.get(type(action))
        if handler is not None:
            handler(self, p, action)
            return
        if isinstance(action, KeepEvents):
            self._apply_keep(p, action)
        elif isinstance(action, PlacePaddy):
            self._apply_place(p, action)
        elif isinstance(action, PlaceAnimal):
            self._apply_place_animal(p, action)
        elif isinstance(action, ReturnAnimal):
            self._apply_return_animal(p, action)
        elif isinstance(action, PlaceWaterfall):
            self._apply_waterfall(p, action)
        elif isinstance(action, PlayEvent):
            self._apply_event(p, action)
        elif isinstance(action, RemoveTile):
            self._apply_remove(p, action.tile)
        elif isinstance(action, Done):
            self._apply_done(p)

    def _apply_place_animal(self, p: int, a: PlaceAnimal) -> None:
        src, dst = a.src, a.dst
        pawns = self.animals[p]
        pawns[pawns.index(src)] = dst
        self._record_arrangement()
        name = self.names[p]
        row = MOVE_LINES.get(name) or row_of(MOVE_LINES, name, 65 * 64)   # (lines.py)
        i = (src + 1) * 64 + dst
        line = row[i]
        if line is None:
            line = row[i] = _(PLACED_FROM_PLOT if src >= 0 else PLACED_FROM_RESERVE).format(
                player=name, cell=cell_name(dst), source=cell_name(src))
        self.log.append(line)

    def _apply_return_animal(self, p: int, a: ReturnAnimal) -> None:
        cell = a.cell
        pawns = self.animals[p]
        pawns[pawns.index(cell)] = -1
        if self.step == "animals":
            self._record_arrangement()
        name = self.names[p]
        row = RETURN_LINES.get(name) or row_of(RETURN_LINES, name, 64)   # (lines.py)
        line = row[cell]
        if line is None:
            line = row[cell] = _(RETURNED).format(player=name, cell=cell_name(cell))
        self.log.append(line)

    def _apply_waterfall(self, p: int, a: PlaceWaterfall) -> None:
        self.waterfalls.append((p, a.cell, a.side))
        self.wf_reserve[p] -= 1
        self.step = "draw"
        self._bump_board()
        self.log.append(_("{player} places a waterfall on the {side} edge of {cell} (level {level}).").format(
            player=self.names[p], side=side_word(a.side), cell=cell_name(a.cell), level=self.level[a.cell]))

    def _apply_done(self, p: int, _action: Done | None = None) -> None:
        if self.step == "animals":
            self.arrangements = []
            why = self.waterfall_skip_line()
            if why is None:
                self.step = "waterfall"
            else:  # nothing to offer: straight on to drawing and ending the turn
                self.step = "draw"
                self.log.append(why)
        elif self.step in ("waterfall", "draw"):
            self._end_turn()
        elif self.step == "harvest_event":
            self.log.append(_("{player} plays no harvest event.").format(player=self.names[p]))
            self._next_harvest_decision()

    def _apply_keep(self, p: int, a: KeepEvents) -> None:
        kept = []
        for letter in a.letters:
            cid = min(c for c in self.event_draft[p] if EVENT_CARDS[c] == letter)
            self.event_draft[p].remove(cid)
            kept.append(cid)
        self.event_hands[p] = sorted(kept)
        self.event_box.extend(self.event_draft[p])
        self.event_draft[p] = []
        self.log.append(_("{player} keeps two event cards.").format(player=self.names[p]))
        self.draft_queue.pop(0)
        self.turn_id += 1
        if self.draft_queue:
            self.current = self.draft_queue[0]
        else:
            self._sow()

    def _apply_place(self, p: int, a: PlacePaddy) -> None:
        self._play_card(self.paddy_hands[p], self.paddy_played, PADDY_CARDS, a.card)
        self._play_card(self.dn_hands[p], self.dn_played, DN_CARDS, a.half)
        name = self.names[p]
        if a.tile == 0:
            self.new_tile = None
            self.log.append(_("{player} plays a {card}-plot card and a {half} card; no tile can be placed.").format(
                player=name, card=a.card, half=half_name(a.half)))
        else:
            cells = FOOTPRINTS[a.tile, a.rotation][a.cell]   # on the board: the action is legal
            covered = set(cells)
            for q, pawns in enumerate(self.animals):
                if not covered.isdisjoint(pawns):
                    self._return_covered(p, q, pawns, cells)
            tid = self.next_tile_id
            self.next_tile_id += 1
            self._push_tile(tid, a.tile, a.rotation, a.cell, cells)
            self.new_tile = tid
            self.log.append(self._placement_line(name, a, self.level[cells[0]]))
        self.step = "animals"
        self._start_animal_step()

    @staticmethod
    def _play_card(hand: list[int], played: list[int], faces: tuple, face) -> None:
        """Move the first card of `hand` showing `face` to `played`."""
        for c in hand:
            if faces[c] == face:
                hand.remove(c)
                played.append(c)
                return

    def _return_covered(self, p: int, q: int, pawns: list[int], cells: tuple) -> None:
        """Seat q's animals on `cells` (a tile p places covers them) go back to q's reserve."""
        for i, c in enumerate(pawns):
            if c in cells:
                pawns[i] = -1
                if q != p:
                    self.log.append(_("{player}'s animal on {cell} is covered and returns to the "
                                      "reserve.").format(player=self.names[q], cell=cell_name(c)))
                else:
                    self.log.append(_("{player}'s covered animal on {cell} returns to the reserve.").format(
                        player=self.names[p], cell=cell_name(c)))

    @staticmethod
    def _placement_line(name: str, a: PlacePaddy, level: int) -> str:
        """The log's line for a placed tile (made once per distinct line: lines.py)."""
        key = (PLACED_TILE if a.tile == a.card else PLACED_OTHER_TILE, name, a.tile, a.card, a.cell, a.rotation, a.half,
               level)
        line = LINES.get(key)
        if line is None:
            line = remember(key, _(key[0]).format(player=name, tile=a.tile, card=a.card,
                                                  plots=plots_name(FOOTPRINTS[a.tile, a.rotation][a.cell]),
                                                  half=half_name(a.half), level=level))
        return line

    def _apply_event(self, p: int, a: PlayEvent) -> None:
        cid = self._holds(p, a.letter)
        self.event_hands[p].remove(cid)
        self.event_played.append(cid)
        self.event_used[p] = True
        if self._step is not None:   # step 2.2's facts offer Summer migration only while no event is used
            self._step.bver = -1
        name = self.names[p]
        ename = event_name(a.letter)
        if a.letter == "G":
            self.dew.append(a.cell)
            self.log.append(_("{player} plays {event} on the terrace of {cell}.").format(
                player=name, event=ename, cell=cell_name(a.cell)))
            self._next_harvest_decision()
            return
        if a.letter == "H":
            self.mud.append(a.cell)
            self.log.append(_("{player} plays {event} on the waterfall of {cell}.").format(
                player=name, event=ename, cell=cell_name(a.cell)))
            self._next_harvest_decision()
            return
        self.log.append(_("{player} plays {event}.").format(player=name, event=ename))
        if a.letter == "F":
            self.f_queue.append(p)
        elif a.letter == "C":
            self.step = "erode"
        else:
            self.turn_event = a.letter

    def _apply_remove(self, p: int, tid: int) -> None:
        size, rot, anchor, cells = self._pop_tile(tid)
        for q, pawns in enumerate(self.animals):
            for i, c in enumerate(pawns):
                if c in cells:
                    pawns[i] = -1
                    self.log.append(_("{player}'s animal on {cell} returns to the reserve.").format(
                        player=self.names[q], cell=cell_name(c)))
        kept = []
        for w in self.waterfalls:
            if w[1] in cells:
                self.wf_box += 1
                self.log.append(_("The waterfall on {cell} goes back to the box.").format(cell=cell_name(w[1])))
            else:
                kept.append(w)
        self.waterfalls = kept
        self._bump_board()
        self.log.append(_("{player} removes the {size}-plot tile on {plots}.").format(
            player=self.names[p], size=size, plots=plots_name(cells)))
        self.step = "paddy"

    def _start_turn(self, seat: int) -> None:
        self.current = seat
        self.step = "paddy"
        self.turn_event = None
        self.new_tile = None

    def _next_seat(self) -> int | None:
        n = len(self.names)
        cur = self.current
        for k in range(1, n + 1):
            s = (cur + k) % n
            if self.paddy_hands[s] and s not in self.f_queue:
                return s
        for s in self.f_queue:
            if self.paddy_hands[s]:
                return s
        return None

    def draws_at_turn_end(self) -> bool:
        """The turn's end draws cards (step 2.4): only while a deck has some (no draw is
        promised once both are empty).  The prompts and the table's Done ask this."""
        return bool(self.paddy_deck or self.dn_deck)

    def _end_turn(self) -> None:
        p = self.current
        drew = False
        if self.paddy_deck:
            self.paddy_hands[p].append(self.paddy_deck.pop())
            drew = True
        if self.dn_deck:
            self.dn_hands[p].append(self.dn_deck.pop())
            drew = True
        if drew:
            self.reveal_count += 1
            self.log.append(player_line(DREW_AND_ENDED, self.names[p]))
        else:
            self.log.append(player_line(ENDED, self.names[p]))
        self.turn_event = None
        self.new_tile = None
        self.turn_id += 1
        nxt = self._next_seat()
        if nxt is None:
            self._end_growing()
        else:
            self._start_turn(nxt)

    def _end_growing(self) -> None:
        """No paddy card is left in any hand: the cycle's end is the automatic step that follows
        (EndCycle, applied by the match once the last turn is final), no part of the last move."""
        n = self.num_players
        self.harvest_queue = [(self.first_player + k) % n for k in range(n)]
        self.step = "harvest"
        self.current = None

    def _apply_end_cycle(self, _p: int | None, _action: EndCycle | None = None) -> None:
        if self.harvest_queue:   # the growing phase has just ended
            self.log.append(_("Cycle {cycle}: the growing phase ends.").format(cycle=self.cycle))
            self._advance_harvest_queue()
        if self.step == "harvest":   # no one (left) to decide on Dew or Mud
            self._do_harvest()

    def _advance_harvest_queue(self) -> None:
        while self.harvest_queue and not self._harvest_eligible(self.harvest_queue[0]):
            self.harvest_queue.pop(0)
        if self.harvest_queue:
            self.current = self.harvest_queue[0]
            self.step = "harvest_event"
        else:   # the harvest itself: the automatic step again
            self.current = None
            self.step = "harvest"

    def _next_harvest_decision(self) -> None:
        self.harvest_queue.pop(0)
        self.turn_id += 1
        self._advance_harvest_queue()

    def _do_harvest(self) -> None:
        masks, levels, tof = self.terraces()
        result = harvest(self.level, masks, levels, tof, self.animals, self.waterfalls,
                         self.dew, self.mud)
        result["cycle"] = self.cycle
        for p, row in enumerate(result["players"]):
            for c in CATEGORIES:
                self.score_rows[p][c] += row[c]
            self.scores[p] += row["total"]
        result["scores_after"] = list(self.scores)
        self.harvests.append(result)
        gains = pgettext("list separator", ", ").join(_("{player} +{points}").format(player=self.names[p], points=row["total"])
                             for p, row in enumerate(result["players"]))
        self.log.append(_("Cycle {cycle} harvest: {gains}.").format(cycle=self.cycle, gains=gains))
        self.dew = []
        self.mud = []
        self.f_queue = []
        self.harvest_queue = []
        if self.cycle >= CYCLES:
            self.step = "over"
            self.current = None
            self._decide_winners()
            self.turn_id += 1
        else:
            self.cycle += 1
            self._sow()

    def _sow(self) -> None:
        n = self.num_players
        if self.cycle > 1:
            self.paddy_deck = sorted(self.paddy_deck + self.paddy_facedown + self.paddy_played
                                     + [c for h in self.paddy_hands for c in h])
            self.paddy_facedown, self.paddy_played = [], []
            self.paddy_hands = [[] for _n in range(n)]
            self.dn_deck = sorted(self.dn_deck + self.dn_played + [c for h in self.dn_hands for c in h])
            self.dn_played = []
            self.dn_hands = [[] for _n in range(n)]
            self.rng.shuffle(self.paddy_deck)
            self.rng.shuffle(self.dn_deck)
            best = max(self.scores)
            prev = self.first_player
            for k in range(1, n + 1):
                s = (prev + k) % n
                if self.scores[s] == best:
                    self.first_player = s
                    break
        if self.paddy_deck:
            self.paddy_facedown.append(self.paddy_deck.pop())
        for k in range(n):
            seat = (self.first_player + k) % n
            for _n in range(HAND_PADDY):
                if self.paddy_deck:
                    self.paddy_hands[seat].append(self.paddy_deck.pop())
            for _n in range(HAND_DN):
                if self.dn_deck:
                    self.dn_hands[seat].append(self.dn_deck.pop())
        self.event_used = [False] * n
        self.f_queue = []
        self.reveal_count += 1
        self.log.append(_("Cycle {cycle} begins; {player} starts.").format(
            cycle=self.cycle, player=self.names[self.first_player]))
        self._start_turn(self.first_player)
        if not any(self.paddy_hands):
            self._end_growing()

    def _decide_winners(self) -> None:
        best = max(self.scores)
        tied = [p for p in range(self.num_players) if self.scores[p] == best]
        self.tiebreak_note = ""
        if len(tied) == 1:
            self.winners = tied
            return
        last = self.harvests[-1] if self.harvests else {"terraces": []}
        levels = sorted({t["level"] for t in last["terraces"]}, reverse=True)
        for lvl in levels:
            holders = sorted({t["majority"] for t in last["terraces"]
                              if t["level"] == lvl and t["majority"] in tied})
            if holders:
                self.winners = holders
                self.tiebreak_note = _("Tie on points broken by the majority on the highest terrace "
                                       "(level {level}).").format(level=lvl)
                return
        self.winners = tied
        self.tiebreak_note = _("Tie on points with no terrace majority: the victory is shared.")


# apply() by the action's exact type (a subclass takes the isinstance chain there).
_HANDLERS = {
    KeepEvents: FlowMixin._apply_keep,
    PlacePaddy: FlowMixin._apply_place,
    PlaceAnimal: FlowMixin._apply_place_animal,
    ReturnAnimal: FlowMixin._apply_return_animal,
    PlaceWaterfall: FlowMixin._apply_waterfall,
    PlayEvent: FlowMixin._apply_event,
    RemoveTile: lambda self, p, a: self._apply_remove(p, a.tile),
    Done: FlowMixin._apply_done,
    EndCycle: FlowMixin._apply_end_cycle,
}
