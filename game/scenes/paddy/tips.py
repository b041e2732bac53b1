"""Paddy's tooltips (the client's one tooltip system, `tooltip_at`): a plot and its terrace, a
waterfall and where its water goes, and a player's 'if the harvest were now' figures.

Every figure comes from the rules: the harvest as it would be scored now (`harvest_now()`), the
terraces and the waterfall cascades; nothing is re-derived here.
"""
from __future__ import annotations

from ...i18n import N_, _, pgettext
from ..common.words import count as count_of, listed
from ...rules.paddy import PlaceAnimal, PlaceWaterfall, cell_name
from ...rules.paddy.scoring import terrace_reasons   # the harvest's reasons in the current language
from ...rules.paddy.geometry import SIDE_WORD, SIDES, half_of
from .board import NEIGHBOURS
from ...ui import numbers
from ...ui.tooltip import Tooltip

# "Harvest now?" on a finished game: off, its tooltip and its refusal say where the harvests are
GAME_OVER_HARVESTS = N_("The game is over: “Harvests” shows every harvest, the final one last.")


class PaddyTipsMixin:
    """tooltip_at() of `PaddyScene`."""

    def tooltip_at(self, pos):
        if self.viewer is None and not self.state.is_over():
            return None   # the table is hidden behind the hand-off screen
        for q, row in enumerate(self.player_rows):
            if self.now_rect(q).collidepoint(pos):
                return self._now_tip(q)
            if self.played_rect(q).collidepoint(pos) and self._played_tip(q) is not None:
                return self._played_tip(q)
            if row.collidepoint(pos):
                return self._player_tip(q)
        if self.show_harvest is not None:
            for rect, t in self.harvest_rows:
                if rect.collidepoint(pos):   # the row's whole verdict, however narrow the row
                    return Tooltip(_("Terrace at level {level}").format(level=t["level"]), (self.harvest_words(t),),
                                   key=("harvest_row", tuple(t["cells"])))
        if self.layout.zone("btn_numerals").collidepoint(pos):
            return Tooltip(_("Level numbers"), (_("The level written on every plot (key N). The height, the "
                                             "shading and the hover tell it too."),), key="numerals")
        if self.layout.zone("btn_now").collidepoint(pos):
            if self.final_harvest() is not None:   # the button is off: no harvest is left to foresee
                return Tooltip(_("If the harvest were now"), (_(GAME_OVER_HARVESTS),), key="btn_now_over")
            return Tooltip(_("If the harvest were now"), (_("Every terrace, who holds it and what it would score if "
                                                       "the cycle ended now."),), key="btn_now")
        if self.my_turn and self.state.step == "paddy" and self.tile_size and self._over_board(pos):
            return None   # the ghost tile and its verdict are what matter here
        edge = self._edge_at(pos)
        if edge is not None:
            return self._edge_tip(*edge)
        i = self.art.water_at(pos)
        if i is not None:
            return self._water_tip(i)
        cell = self.art.cell_at(pos)
        if cell is not None:
            return self._plot_tip(cell)
        return None

    def _names(self, counts: list[int]) -> str:
        shown = [f"{self.state.names[q]} {k}" for q, k in enumerate(counts) if k]
        return listed(shown) if shown else _("none")

    def _plot_tip(self, cell: int) -> Tooltip:
        st = self.state
        level = st.level[cell]
        half = _(half_of(cell).title())   # "Day" / "Night", the rules' words
        if level <= 0:
            return Tooltip(_("{cell_name} · bare board ({half})").format(cell_name=cell_name(cell), half=half),
                           (_("Level 0: no terrace yet. A tile placed here lands at level 1."),), key=("bare", cell))
        entry = self.now_of[self.tof[cell]]
        highest, waterfall = entry["level"] == self.now["highest_level"], entry["waterfall"]
        if highest and waterfall:
            terrace = _("Terrace at level {level}: {plots}, the highest on the board, holds a waterfall.")
        elif highest:
            terrace = _("Terrace at level {level}: {plots}, the highest on the board.")
        elif waterfall:
            terrace = _("Terrace at level {level}: {plots}, holds a waterfall.")
        else:
            terrace = _("Terrace at level {level}: {plots}.")
        lines = [terrace.format(level=entry["level"], plots=count_of(entry["plots"], "plot"))]
        if entry["received"]:
            lines.append(_("Water from {waterfalls} flows onto it.").format(waterfalls=count_of(entry['received'], 'waterfall')))
        who = entry["majority"]
        if who is not None:
            lines.append(_("Majority: {name} (animals: {animals}).").format(name=st.names[who], animals=self._names(entry['animals'])))
            gain = entry["profile"] + entry["irrigation"] + entry["highest"]
            lines.append(_("If the harvest were now: {name} +{gain} — {reasons}.").format(
                name=st.names[who], gain=gain, reasons=pgettext("list separator", ", ").join(terrace_reasons(entry))))
        elif any(entry["animals"]):
            lines.append(_("No majority (animals: {animals}): nobody would score it now.").format(animals=self._names(entry['animals'])))
        else:
            lines.append(_("No animals: nobody would score it now (it is worth {points} in profile to a majority).").format(points=entry['plots'] * entry['level']))
        preview = self._animal_preview(cell)
        if preview is not None:
            lines.append(preview)
        return Tooltip(_("{cell_name} · level {level} ({half})").format(cell_name=cell_name(cell), level=level, half=half), tuple(lines),
                       key=("terrace", tuple(entry["cells"]), cell))

    def _animal_preview(self, cell: int) -> str | None:
        """In your Place Animals step, over a plot your animal may go to (the reserve's, or the
        one picked up): what you would score if the harvest were now with it there, and the
        change.  The table showed the running score, but what a move would score only once it
        was made (a fresh player's play-test: "does the table show what a move would score?").
        The rules' own harvest of a copy of the state with the move made; kept until the next refresh."""
        st = self.state
        if not self.my_turn or st.step != "animals" or self.viewer is None or cell not in self.animal_dsts:
            return None
        action = PlaceAnimal(self.sel_animal if self.sel_animal is not None else -1, cell)
        if action not in self.legal:
            return None
        cache = self.__dict__.setdefault("_animal_previews", {})
        if cache.get("now") is not self.now:   # (refresh() makes a new forecast at every change)
            cache.clear()
            cache["now"] = self.now
        if action not in cache:
            after = st.clone()
            after.apply(action)
            cache[action] = after.harvest_now()["players"][self.viewer]["total"]
        total = cache[action]
        now = self.now["players"][self.viewer]["total"]
        return _("An animal of yours here: you would score {total} if the harvest were now ({change}).").format(
            total=numbers.score(total), change=numbers.change(total - now))

    def _water_tip(self, i: int) -> Tooltip:
        st = self.state
        owner, cell, side = st.waterfalls[i]
        info = self.cascades[i]
        lines = []
        if info["lost"]:
            lines.append(_("Its water runs off the board: it irrigates nothing.") if not info["route"]
                         else _("Its water runs on to bare board: it irrigates nothing."))
        elif info["route"]:
            final = info["route"][-1]
            entry = self.now_of[self.tof[final[0]]]
            through = len(info["route"]) - 1
            falls = (_("It falls onto {cell_name} and runs on through {terraces} holding a waterfall, to the "
                       "level-{level} terrace of {plots}.") if through else
                     _("It falls onto {cell_name}, to the level-{level} terrace of {plots}."))
            lines.append(falls.format(cell_name=cell_name(info["route"][0][0]), terraces=count_of(through, "terrace"),
                                      level=entry["level"], plots=count_of(entry["plots"], "plot")))
            who = entry["majority"]
            if entry["irrigation"]:
                lines.append(_("That terrace receives {waterfalls}: {name} would score +{points} now.").format(waterfalls=count_of(entry['received'], 'waterfall'), name=st.names[who], points=entry['irrigation']))
            else:
                lines.append(_("That terrace receives {waterfalls}, worth {points} to its majority; nobody holds it now.").format(waterfalls=count_of(entry['received'], 'waterfall'), points=10 * entry['received']))
        if len(info["chain"]) > 1:
            lines.append(_("Its cascade: {waterfalls}, outlined in blue.").format(waterfalls=count_of(len(info['chain']), 'waterfall')))
        return Tooltip(_("{name}'s waterfall · {side} edge of {cell_name} (level {level})").format(name=st.names[owner], side=_(SIDE_WORD[side]), cell_name=cell_name(cell), level=st.level[cell]), tuple(lines), key=("water", i))

    def _edge_at(self, pos) -> tuple[int, str] | None:
        """The edge (cell, side) whose yellow bar lies at `pos` while you choose where your
        waterfall goes (the focus ring's place on an edge, or the pointer on its bar)."""
        if not self.my_turn or self.state.step != "waterfall" or self.sel_event:
            return None
        for cell, side in self.wf_moves:
            if self.art.edge_mark(cell, side).inflate(4, 4).collidepoint(pos):
                return cell, side
        return None

    def _edge_tip(self, cell: int, side: str) -> Tooltip:
        """Where the water of a waterfall placed on this edge would go: the rules' own cascade
        for the state after that (legal) move, on a copy (a play-test's ring on an edge read the
        plot's tooltip, "E6 · level 4 …", not where the water flows)."""
        st = self.state
        actions = self.match.actions   # (the last action too: an undo and another move keep the count)
        stamp = (len(actions), actions[-1] if actions else None, cell, side)
        cached = getattr(self, "_edge_tip_cache", None)
        if cached is not None and cached[0] == stamp:
            return cached[1]
        after = st.clone()
        owner = st.current_player()
        after.apply(PlaceWaterfall(cell, side))
        index = max(i for i, w in enumerate(after.waterfalls) if tuple(w) == (owner, cell, side))
        info = after.waterfall_cascades()[index]
        across = NEIGHBOURS[cell][SIDES.index(side)][1]   # the plot across that edge, as drawn

        def onto(terrace: list[int]) -> int:
            """The plot of the first terrace the water meets: the one across the edge."""
            return across if across in terrace else terrace[0]
        if info["lost"] and not info["route"]:
            lines = [_("Its water would run off the board: it would irrigate nothing.") if across < 0
                     else _("Its water would fall onto bare board ({cell_name}): it would irrigate nothing.").format(
                         cell_name=cell_name(across))]
        elif info["lost"]:
            lines = [_("Its water would fall onto {cell_name} and run on to bare board: it would irrigate nothing.").format(
                cell_name=cell_name(onto(info["route"][0])))]
        else:
            final = info["route"][-1]
            entry = self.now_of[self.tof[final[0]]]
            through = len(info["route"]) - 1
            falls = (_("Its water would fall onto {cell_name} and run on through {terraces} holding a waterfall, "
                       "to the level-{level} terrace of {plots}.") if through else
                     _("Its water would fall onto {cell_name}, to the level-{level} terrace of {plots}."))
            lines = [falls.format(cell_name=cell_name(onto(info["route"][0])), terraces=count_of(through, "terrace"),
                                  level=entry["level"], plots=count_of(entry["plots"], "plot"))]
        tip = Tooltip(_("Waterfall here · {side} edge of {cell_name} (level {level})").format(
            side=_(SIDE_WORD[side]), cell_name=cell_name(cell), level=st.level[cell]), tuple(lines),
            key=("edge", cell, side))
        self._edge_tip_cache = (stamp, tip)
        return tip

    def _player_tip(self, q: int) -> Tooltip:
        st = self.state
        sizes = self.view["hand_sizes"][q]
        reserve = st.animals[q].count(-1)
        hand = (_("Hand (face down): {paddy_cards} + {day_night} day/night, {event_cards} (an event played this cycle).")
                if st.event_used[q] else _("Hand (face down): {paddy_cards} + {day_night} day/night, {event_cards}."))
        lines = (_("{points} points so far.").format(points=st.scores[q]),
                 _("Reserve: {animals}, {waterfalls}.").format(animals=count_of(reserve, 'animal'), waterfalls=count_of(st.wf_reserve[q], 'waterfall')),
                 hand.format(paddy_cards=count_of(sizes['paddy'], 'paddy card'), day_night=sizes['day_night'],
                             event_cards=count_of(sizes['events'], 'event card')))
        return Tooltip(st.names[q], lines, key=("player", q))

    def _now_tip(self, q: int) -> Tooltip:
        st = self.state
        harvest = self.panel_harvest()
        final = self.final_harvest() is not None   # the game is over: the final harvest, in the past
        figures = harvest["players"][q]
        lines = []
        for entry in harvest["terraces"]:
            if entry["majority"] == q:
                gain = entry["profile"] + entry["irrigation"] + entry["highest"]
                lines.append(_("+{gain}: level-{level} terrace at {cell} — {reasons}").format(
                    gain=gain, level=entry['level'], cell=cell_name(entry['cells'][0]),
                    reasons=pgettext("list separator", ", ").join(terrace_reasons(entry))))
        if final:
            if not lines:
                lines.append(_("No terrace where they held the majority: nothing."))
            lines.append(_("Profile {profile}, irrigation {irrigation}, highest terrace {highest}: +{total} in all.").format(
                profile=figures['Profile'], irrigation=figures['Irrigation'], highest=figures['Highest terrace'],
                total=figures['total']))
            return Tooltip(_("{name}: the final harvest").format(name=st.names[q]), tuple(lines), key=("final", q))
        if not lines:
            lines.append(_("No terrace where they hold the majority: nothing now."))
        lines.append(_("Profile {profile}, irrigation {irrigation}, highest terrace {highest}: +{total} in all (the “Harvest now?” button shows every terrace).").format(profile=figures['Profile'], irrigation=figures['Irrigation'], highest=figures['Highest terrace'], total=figures['total']))
        change = self.now_delta[q] if self.now_delta else 0
        if change:
            lines.append(_("The last move changed this by {change}.").format(
                change=f"+{change}" if change > 0 else f"\u2212{-change}"))
        return Tooltip(_("{name}: if the harvest were now").format(name=st.names[q]), tuple(lines), key=("now", q))
