"""Paddy strategy for the computer players.

Value: the points banked plus the harvest the board would give now (the rules' own
`harvest`), counted again, at a discount, for each later harvest, since terraces and animals
mostly stay.

A turn is several decisions (tile, animals, Done, waterfall, Done), and a tile alone scores
little: its worth is the majority the animals put on it then take.  So Normal and Hard judge
a tile with the seat's best quick animal follow-up (`gain_ahead`, a greedy walk of up to three
animals); Easy sees one action only.  Play-outs only finish the current turn: they place a
random tile, then take the greedy animal and waterfall steps (random ones underrated every
tile), and rarely play an event card; they never take an animal back.  The policy reads only
action types, the rules' listings and the value, so it does not depend on how the animal
step is split into actions.
"""
from __future__ import annotations

import random

from ...rules.base import Action, GameState
from ...rules.paddy import harvest
from ...rules.paddy.data import ANIMALS
from ..knowledge import Knowledge

CYCLES = 4
LATER_HARVEST = 0.5   # weight of each later harvest of today's board
MEMO_SIZE = 20_000    # harvests remembered (a few MB)


WANDER_LIMIT = 8   # arrangements a play-out's animal step may go through before it gives up a tie


class PaddyKnowledge(Knowledge):
    scale = 8.0
    review_limits = (0.06, 0.15)   # its values barely move between seeds (priors weigh much)
    # Random play-outs of the other players mislead (they never contest a majority the way a
    # real player does): Hard vs Easy, 30 iterations, 30 games: play-outs of 6 turns 33%,
    # 2 turns 37%, to the end of the own turn 60% (with fewer candidates per decision).
    playout_turns = 1
    search_turns = 1      # Hard's tree ends with the turn too (see search.py, Knowledge.search_turns)
    widening = 1.0
    # Play-outs end with the turn, so the one-step gain is a prior in the same units; a heavy
    # one (20 play-outs) and pre-scored animal and waterfall steps: 65% against Easy
    # (100 iterations, 20 games) where 3 prior play-outs gave 40%.
    prior_visits = 20.0
    in_turn_priors = True
    # Judging a tile with the animals that follow it (gain_ahead) and greedy animal and
    # waterfall steps in play-outs, against Easy, 100 iterations, 20 games (seeds 1-20):
    # Hard 80% (mean 106.8-96.7) -> ahead 80% (114.3-92.8) -> ahead and greedy 92.5%
    # (112.3-87.2); Normal 50% (106.5-102.7) -> ahead 80% (110.8-90.2), 90% on seeds 21-40
    # -> ahead and greedy 85% (120.5-93.9).
    ahead = True
    """Whether Normal and Hard judge a tile with the animals that would follow it."""
    greedy = 1.0
    """How often a play-out's animal and waterfall steps take the greedy choice."""
    # The look with the animals costs about 3x a plain one (50-150 ms for 40-135 tiles):
    # Normal's 0.3 s would cut it at a third and count the rest of the tiles as the worst.
    look_share = 0.6
    # Hard only (Normal does not search a tree): its few best root actions are checked against
    # the next player's greedy reply (`reply_reward`), see docs/dev/computer-players.md "Why
    # Paddy's Hard lost to Normal".
    # Eight moves on four deals (32 replies of 0.2-50 ms, 0.39 s of CPU a decision at the
    # median): the window's worker plays half of the deals in its helper process, so the
    # check takes about 0.2 s after the search's 0.72 s.  Against 4 x 2, the ladder's games
    # 0-43 replayed: see docs/dev/computer-players.md "A wider reply check on two cores".
    reply_top = 8
    reply_deals = 4
    reply_share = 0.2   # the search stops at 0.8 of the budget, as with the 4 x 2 check
    reply_grace = 0.3   # a deal may still start up to 0.3 of the budget past its end
    # At three seats both following seats reply (`reply_reward`): the check costs about three
    # times as much (0.75 s of CPU at the median against 0.27 s), paid for by stopping the
    # search at 0.6 of the budget.  The ladder's 42 paired 3-player games screened it: Hard's
    # wins 17 -> 26, its margin +7.8 +- 4.2 a game; at four seats the full-round oracle saw
    # no gain from the wider check (docs/dev/computer-players.md, "Paddy at a bigger table").
    every_reply_at = (3,)
    every_reply_share = 0.4

    def reply_share_for(self, players: int) -> float:
        return self.every_reply_share if players in self.every_reply_at else self.reply_share

    def __init__(self) -> None:
        self._memo: dict[tuple, tuple] = {}

    def _harvest(self, state: GameState) -> tuple[int, ...]:
        """Each seat's points in the rules' `harvest` of the board as it stands, remembered by
        what they depend on (levels, animals, waterfalls, dew, mud): a search meets the same
        boards again and again, and one harvest costs about 0.2 ms, most of a value's cost
        (Hard's 100 iterations 2.7x faster with the memo).  The memo holds tuples only: the
        cyclic collector stops tracking them (a memo of dicts made every collection walk it)."""
        key = (bytes(state.level), tuple(map(tuple, state.animals)), tuple(state.waterfalls),
               tuple(state.dew), tuple(state.mud))
        memo = self._memo
        result = memo.get(key)
        if result is None:
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            masks, levels, tof = state.terraces()
            full = harvest(state.level, masks, levels, tof, state.animals, state.waterfalls,
                           state.dew, state.mud)
            result = memo[key] = tuple(row["total"] for row in full["players"])
        return result

    def values(self, state: GameState) -> list[float]:
        if state.step == "harvest":
            # a cycle's end is pending (the automatic step, applied by the match): value the
            # position it gives, as when the harvest was part of the last move
            state = state.clone(rng=random.Random(0))
            while (step := state.forced_action()) is not None:
                state.apply(step)
        now = self._harvest(state)
        if state.is_over() or state.step == "draft":
            weight = 0.0 if state.is_over() else 1.0
        else:
            weight = 1.0 + LATER_HARVEST * (CYCLES - state.cycle)
        return [state.scores[p] + weight * now[p] for p in range(state.num_players)]

    def gain_ahead(self, state: GameState, seat: int) -> float:
        """The gain after the seat's best quick animal follow-up when it has just placed a
        tile: a tile is worth what the animals put on it take (see `_walk`)."""
        if (not self.ahead or state.step != "animals" or state.current != seat
                or state.new_tile not in state.tiles):
            return self.gain(state, seat)
        return self._walk(state, seat)[0]

    def reply_reward(self, state: GameState, seat: int, rng: random.Random) -> float:
        """The seat's margin after it finishes its turn with the play-out policy and the next
        player replies greedily: the tile that looks best to them with its animals
        (`gain_ahead`), then the greedy animal and waterfall steps.  A tile's worth at the end
        of its own turn counts a terrace as kept, though the next player can often join it with
        a tile of its own level and outnumber the animals on it (20-45 points in real games).
        At a table of `every_reply_at` each following seat replies in turn, until the seat is
        to place a tile again (or a placing step ends)."""
        turn = state.turn_id
        while not state.is_over() and state.turn_id == turn:
            state.apply(self._policy(state, rng, seat))
        repliers = state.num_players - 1 if state.num_players in self.every_reply_at else 1
        for _n in range(repliers):
            replier = state.current
            if state.is_over() or replier is None or replier == seat or state.step != "paddy":
                break
            turn = state.turn_id
            while not state.is_over() and state.turn_id == turn:
                state.apply(self._policy(state, rng, replier, best_tile=True))
        # the margin in points, unsquashed: a lead of 30 before the reply saturates the
        # play-outs' reward (0.98 for every tile), and the check must still tell tiles apart
        return self.gain(state, seat)

    def _policy(self, state: GameState, rng: random.Random, seat: int, best_tile: bool = False) -> Action:
        """One step of `reply_reward`'s turns: the best-looking tile when `best_tile`, else the
        play-out policy."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if best_tile and state.step == "paddy" and state.current == seat:
            best, pick = None, None
            for i, a in enumerate(self.candidates(state, legal)):
                after = state.clone(rng=random.Random(i))
                after.apply(a)
                g = self.gain_ahead(after, seat)
                if best is None or g > best:
                    best, pick = g, a
            if pick is not None:
                return pick
        return self.playout_action(state, legal, rng)

    def _walk(self, state: GameState, seat: int) -> tuple[float, int | None]:
        """(best gain, the first animal's source or None to stop now) of a greedy walk: up to
        three times, one animal (from the reserve or from a plot off the tile) onto the new
        tile, keeping the best position seen; a first animal that only ties may lead to a
        majority with a second, so the walk goes on through a worse step.  The arrangements
        are tried in place on `state`'s animal list (restored after), which is 5x cheaper
        than copies, and the tie rule is not asked (a tie scores nothing anyway)."""
        best, first = self.gain(state, seat), None
        cells = state.tiles[state.new_tile][3]
        dst, on_tile = cells[0], set(cells)
        pawns = state.animals[seat]
        saved = list(pawns)
        walked = []
        try:
            for _n in range(ANIMALS):
                step_best, step_src = None, None
                for src in sorted(set(pawns) - on_tile):
                    i = pawns.index(src)
                    pawns[i] = dst
                    g = self.gain(state, seat)
                    pawns[i] = src
                    if step_best is None or g > step_best:
                        step_best, step_src = g, src
                if step_src is None:
                    break
                pawns[pawns.index(step_src)] = dst
                walked.append(step_src)
                if step_best > best:
                    best, first = step_best, walked[0]
        finally:
            pawns[:] = saved
        return best, first

    def _best_waterfall(self, state: GameState, options: list[Action], seat: int) -> Action | None:
        """The waterfall that gains most, or None if none beats placing nothing (tried in
        place on `state`'s waterfall list, restored after)."""
        best, pick = self.gain(state, seat), None
        falls = state.waterfalls
        for a in options:
            falls.append((seat, a.cell, a.side))
            try:
                g = self.gain(state, seat)
            finally:
                falls.pop()
            if g > best:
                best, pick = g, a
        return pick

    def candidates(self, state: GameState, legal: list[Action]) -> list[Action]:
        """Taking an animal back to the reserve is left out (moving it is a placement), and so
        is moving an animal placed earlier in this step: it could have gone to its final plot
        at once, and a computer shuffling its animals (A1 to B1, B1 to A2) reads as aimless in
        the log and costs a paced move each."""
        placed = _placed_this_step(state)
        kept = [a for a in legal if type(a).__name__ != "ReturnAnimal"
                and not (type(a).__name__ == "PlaceAnimal" and a.src in placed)]
        return kept or legal

    def playout_action(self, state: GameState, legal: list[Action], rng: random.Random) -> Action:
        by_type: dict[str, list[Action]] = {}
        for a in legal:
            by_type.setdefault(type(a).__name__, []).append(a)
        step = state.step
        if (step == "animals" and "Done" not in by_type and len(state.arrangements) > WANDER_LIMIT
                and by_type.get("ReturnAnimal")):
            # a tie has blocked Done for a while: moves within the tile seldom change a
            # terrace's count, so a play-out could wander for 100+ moves (a 4.8 s decision at
            # 100 iterations); taking an animal back ends the tie within three moves.  Not at
            # once: always taking animals back cost Hard 18.5/20 -> 13/20 against Easy
            return rng.choice(by_type["ReturnAnimal"])
        # (a Place Waterfall step in which the player can place none, which the rules enter
        # whatever the player holds so as not to show Monsoon rains, is passed as the draw step
        # is, with no greedy draw: the play-outs' random stream is then what it was before)
        if (self.greedy and (step == "animals" or (step == "waterfall" and state.waterfall_skip_reason() is None))
                and rng.random() < self.greedy):
            pick = self._greedy_action(state, by_type)
            if pick is not None:
                return pick
        events = by_type.get("PlayEvent")
        if events and rng.random() < (0.5 if step == "harvest_event" else 0.05):
            return rng.choice(events)
        for kind, chance in (("PlacePaddy", 1.0), ("RemoveTile", 1.0), ("KeepEvents", 1.0),
                             ("PlaceAnimal", 0.6), ("PlaceWaterfall", 0.7)):
            options = by_type.get(kind)
            if options and rng.random() < chance:
                if kind == "PlaceAnimal":
                    fresh = [a for a in options if getattr(a, "src", 0) < 0]
                    options = fresh or options
                return rng.choice(options)
        done = by_type.get("Done")
        if done:
            return done[0]
        return rng.choice(legal)

    def _greedy_action(self, state: GameState, by_type: dict[str, list[Action]]) -> Action | None:
        seat = state.current
        done = by_type.get("Done")
        if state.step == "waterfall":
            falls = by_type.get("PlaceWaterfall")
            pick = self._best_waterfall(state, falls, seat) if falls else None
            return pick or (done[0] if done else None)
        if state.new_tile not in state.tiles:
            return None
        src = self._walk(state, seat)[1]
        if src is None:
            return done[0] if done else None
        moves = [a for a in by_type.get("PlaceAnimal", ()) if a.src == src]
        return moves[0] if moves else None


def _placed_this_step(state: GameState) -> set[int]:
    """The plots holding more of the current player's animals than at the start of the step
    (Place Animals; empty at any other time)."""
    start = state.arrangements[0] if state.step == "animals" and state.arrangements else None
    if start is None or state.current is None:
        return set()
    now = state.animals[state.current]
    return {c for c in set(now) if c >= 0 and now.count(c) > start.count(c)}


KNOWLEDGE = PaddyKnowledge()
