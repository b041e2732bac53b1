"""Read-only views of a Paddy state: score sheets, terraces, waterfall flows and the JSON views."""
from __future__ import annotations

from ...i18n import N_, _
from ..base import ScoreSheet
from .data import DN_CARDS, EVENT_CARDS, PADDY_CARDS
from .geometry import bits, side_target
from .scoring import CATEGORIES, flows, harvest, majority, routes

# What a seat is doing, for every seat to read (public_prompt); the prompt speaks to the mover.
_PUBLIC_PROMPTS = {
    "draft": N_("{player} keeps two of the four event cards drawn."),
    "paddy": N_("{player} plays a paddy card and a day/night card and places a tile."),
    "erode": N_("{player} removes a tile (devastating erosion)."),
    "animals": N_("{player} places animals on the tile just placed."),
    "waterfall": N_("{player} may place a waterfall, then draws cards and ends the turn."),
    "draw": N_("{player} draws cards and ends the turn."),
    "harvest_event": N_("{player} may play Dew or Mud for the harvest."),
}


class ViewsMixin:
    """What the scene, the results screen and `view()` read; nothing here changes the state."""

    __slots__ = ()   # the fields are PaddyState.__slots__

    def score_sheet(self) -> ScoreSheet:
        sheet = ScoreSheet(players=list(self.names), categories=[_(c) for c in CATEGORIES],
                           rows=[{_(c): r[c] for c in CATEGORIES} for r in self.score_rows])
        sheet.tiebreak = _("Ties: the player with the majority of animals on the highest terrace wins "
                           "(then the next level down); otherwise the victory is shared.")
        if self.step == "over":
            sheet.winners = list(self.winners)
            if self.tiebreak_note:
                sheet.notes.append(self.tiebreak_note)
        return sheet

    def phase_scores(self) -> list[tuple[str, ScoreSheet]]:
        out = []
        for h in self.harvests:
            rows = [{_(c): row[c] for c in CATEGORIES} for row in h["players"]]
            out.append((_("Cycle {cycle} harvest").format(cycle=h["cycle"]),
                        ScoreSheet(players=list(self.names), categories=[_(c) for c in CATEGORIES], rows=rows)))
        return out

    def terrace_list(self) -> list[dict]:
        """Every terrace as {"cells", "level", "waterfall", "animals" per player, "majority",
        "tied"}; "tied" marks, in the Place Animals step, a terrace whose tie refuses Done."""
        masks, levels, tof = self.terraces()
        tied = {t for t, _m, _o, _q in self._pending_ties()}
        counts = [[0] * self.num_players for _n in masks]
        for q, pawns in enumerate(self.animals):
            for c in pawns:
                if c >= 0:
                    counts[tof[c]][q] += 1
        wts = self._wf_terrace_set()
        return [{"cells": list(bits(m)), "level": levels[t], "waterfall": t in wts,
                 "animals": counts[t], "majority": majority(counts[t]), "tied": t in tied}
                for t, m in enumerate(masks)]

    def waterfall_flows(self) -> list[dict]:
        """Per waterfall (same order as self.waterfalls): its plot, side, the cell it falls onto
        (-1 off the board), and the cells of the terrace that finally counts it (empty if lost),
        with this harvest's Mud in the ditch applied."""
        masks, levels, tof = self.terraces()
        _received, final = flows(self.level, tof, self.waterfalls, self.mud)
        return [{"owner": o, "cell": c, "side": sd, "target": side_target(c, sd),
                 "final_cells": bits(masks[f]) if f >= 0 else []}
                for (o, c, sd), f in zip(self.waterfalls, final)]

    def harvest_now(self) -> dict:
        """The harvest as it would be scored if the cycle ended now (with this harvest's Dew on the
        peaks and Mud in the ditch): the same result as an entry of `harvests`, without "cycle" and
        "scores_after"."""
        masks, levels, tof = self.terraces()
        return harvest(self.level, masks, levels, tof, self.animals, self.waterfalls, self.dew, self.mud)

    def waterfall_cascades(self) -> list[dict]:
        """Per waterfall (same order as self.waterfalls): "chain", the indices of every waterfall
        whose water meets this one's on some terrace (itself included: one cascade), "route", the
        cells of each terrace this waterfall's water runs through in order, and "lost" (its water
        ends off the board or on bare board).  With this harvest's Mud in the ditch applied."""
        masks, _levels, tof = self.terraces()
        paths = routes(self.level, tof, self.waterfalls, self.mud)
        parent = list(range(len(self.waterfalls)))

        def root(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        seen: dict[int, int] = {}   # terrace -> a waterfall whose water (or source) is there
        for i, ((_o, c, _s), path) in enumerate(zip(self.waterfalls, paths)):
            for t in [tof[c], *path]:
                if t < 0:
                    continue
                if t in seen:
                    parent[root(i)] = root(seen[t])
                else:
                    seen[t] = i
        out = []
        for i, path in enumerate(paths):
            chain = [j for j in range(len(paths)) if root(j) == root(i)]
            out.append({"chain": chain, "route": [bits(masks[t]) for t in path if t >= 0],
                        "lost": path[-1] < 0})
        return out

    def _public(self) -> dict:
        return {
            "title": self.TITLE,
            "players": list(self.names),
            "cycle": self.cycle,
            "step": self.step,
            "current": self.current_player(),
            "first_player": self.first_player,
            "prompt": self.prompt(),
            "level": list(self.level),
            "tiles": [{"id": t, "size": v[0], "rotation": v[1], "anchor": v[2], "cells": list(v[3])}
                      for t, v in self.tiles.items()],
            "supply": {str(k): v for k, v in self.supply.items()},
            "animals": [list(p) for p in self.animals],
            "waterfalls": [{"owner": o, "cell": c, "side": s, "target": side_target(c, s)}
                           for o, c, s in self.waterfalls],
            "waterfall_reserve": list(self.wf_reserve),
            "waterfall_box": self.wf_box,
            "terraces": self.terrace_list(),
            "new_tile": self.new_tile,
            "turn_event": self.turn_event,
            "paddy_deck": len(self.paddy_deck),
            "paddy_facedown": len(self.paddy_facedown),
            "paddy_played": [PADDY_CARDS[c] for c in self.paddy_played],
            "dn_deck": len(self.dn_deck),
            "dn_played": [DN_CARDS[c] for c in self.dn_played],
            "hand_sizes": [{"paddy": len(self.paddy_hands[p]), "day_night": len(self.dn_hands[p]),
                            "events": len(self.event_hands[p])} for p in range(self.num_players)],
            "events_played": [EVENT_CARDS[c] for c in self.event_played],
            "event_used": list(self.event_used),
            "f_queue": list(self.f_queue),
            "dew": list(self.dew),
            "mud": list(self.mud),
            "scores": list(self.scores),
            "harvests": self.harvests,
            "winners": list(self.winners) if self.step == "over" else [],
        }

    def public_prompt(self) -> str:
        """What the seat to act is doing, in words every seat may read (the prompt speaks to
        the mover: what its cards allow, the tie it must change)."""
        st = self.step
        if st == "over" or self.current is None:
            return self.prompt()
        name = self.names[self.current]
        text = _PUBLIC_PROMPTS.get(st)
        if st == "animals" and self.turn_event == "D":
            text = N_("{player} arranges animals on any tile (Summer migration).")
        return _(text).format(player=name) if text else self.prompt()

    def view(self, player: int | None) -> dict:
        v = self._public()
        if player is None or player != self.current_player():
            v["prompt"] = self.public_prompt()
        if player is not None and 0 <= player < self.num_players:
            v["you"] = player
            v["hand"] = {
                "paddy": sorted(PADDY_CARDS[c] for c in self.paddy_hands[player]),
                "day_night": sorted(DN_CARDS[c] for c in self.dn_hands[player]),
                "events": sorted(EVENT_CARDS[c] for c in self.event_hands[player]),
                "event_draft": sorted(EVENT_CARDS[c] for c in self.event_draft[player]),
            }
        if self.step == "over":   # the game is over: every hand and the face-down paddy cards are public
            v["revealed"] = self.hands_face_up()
            v["facedown"] = sorted(PADDY_CARDS[c] for c in self.paddy_facedown)
        return v

    def hands_face_up(self) -> list[dict]:
        """Every seat's hand as view()["revealed"] lists it (public once the game is over; the
        replay of a finished game shows it at every step)."""
        return [{"paddy": sorted(PADDY_CARDS[c] for c in self.paddy_hands[p]),
                 "day_night": sorted(DN_CARDS[c] for c in self.dn_hands[p]),
                 "events": sorted(EVENT_CARDS[c] for c in self.event_hands[p])}
                for p in range(self.num_players)]
