"""Paddy's tooltips (the client's one tooltip system, `tooltip_at`): a plot and its terrace, a
waterfall and where its water goes, and a player's 'if the harvest were now' figures.

Every figure comes from the rules: the harvest as it would be scored now (`harvest_now()`), the
terraces and the waterfall cascades; nothing is re-derived here.
"""
from __future__ import annotations

from ...rules.paddy import cell_name
from ...rules.paddy.geometry import SIDE_WORD, half_of
from ...ui.tooltip import Tooltip


def _plural(k: int, word: str) -> str:
    return f"{k} {word}{'' if k == 1 else 's'}"


class PaddyTipsMixin:
    """tooltip_at() of `PaddyScene`."""

    def tooltip_at(self, pos):
        if self.viewer is None and not self.state.is_over():
            return None   # the table is hidden behind the hand-off screen
        for q, row in enumerate(self.player_rows):
            if self.now_rect(q).collidepoint(pos):
                return self._now_tip(q)
            if row.collidepoint(pos):
                return self._player_tip(q)
        if self.layout.zone("btn_numerals").collidepoint(pos):
            return Tooltip("Level numbers", ("The level written on every plot (key N). The height, the "
                                             "shading and the hover tell it too.",), key="numerals")
        if self.layout.zone("btn_now").collidepoint(pos):
            return Tooltip("If the harvest were now", ("Every terrace, who holds it and what it would score if "
                                                       "the cycle ended now.",), key="btn_now")
        if self.my_turn and self.state.step == "paddy" and self.tile_size and self._over_board(pos):
            return None   # the ghost tile and its verdict are what matter here
        i = self.art.water_at(pos)
        if i is not None:
            return self._water_tip(i)
        cell = self.art.cell_at(pos)
        if cell is not None:
            return self._plot_tip(cell)
        return None

    def _names(self, counts: list[int]) -> str:
        shown = [f"{self.state.names[q]} {k}" for q, k in enumerate(counts) if k]
        return ", ".join(shown) if shown else "none"

    def _plot_tip(self, cell: int) -> Tooltip:
        st = self.state
        level = st.level[cell]
        half = half_of(cell).title()
        if level <= 0:
            return Tooltip(f"{cell_name(cell)} \u00b7 bare board ({half})",
                           ("Level 0: no terrace yet. A tile placed here lands at level 1.",), key=("bare", cell))
        entry = self.now_of[self.tof[cell]]
        lines = [f"Terrace at level {entry['level']}: {_plural(entry['plots'], 'plot')}"
                 + (", the highest on the board" if entry["level"] == self.now["highest_level"] else "")
                 + (", holds a waterfall" if entry["waterfall"] else "") + "."]
        if entry["received"]:
            lines.append(f"Water from {_plural(entry['received'], 'waterfall')} flows onto it.")
        who = entry["majority"]
        if who is not None:
            lines.append(f"Majority: {st.names[who]} (animals: {self._names(entry['animals'])}).")
            gain = entry["profile"] + entry["irrigation"] + entry["highest"]
            lines.append(f"If the harvest were now: {st.names[who]} +{gain} \u2014 " + ", ".join(entry["reasons"]) + ".")
        elif any(entry["animals"]):
            lines.append(f"No majority (animals: {self._names(entry['animals'])}): nobody would score it now.")
        else:
            lines.append(f"No animals: nobody would score it now (it is worth {entry['plots'] * entry['level']} "
                         "in profile to a majority).")
        return Tooltip(f"{cell_name(cell)} \u00b7 level {level} ({half})", tuple(lines),
                       key=("terrace", tuple(entry["cells"]), cell))

    def _water_tip(self, i: int) -> Tooltip:
        st = self.state
        owner, cell, side = st.waterfalls[i]
        info = self.cascades[i]
        lines = []
        if info["lost"]:
            where = "off the board" if not info["route"] else "on to bare board"
            lines.append(f"Its water runs {where}: it irrigates nothing.")
        elif info["route"]:
            final = info["route"][-1]
            entry = self.now_of[self.tof[final[0]]]
            through = len(info["route"]) - 1
            lines.append(f"It falls onto {cell_name(info['route'][0][0])}"
                         + (f" and runs on through {_plural(through, 'terrace')} holding a waterfall" if through else "")
                         + f", to the level-{entry['level']} terrace of {_plural(entry['plots'], 'plot')}.")
            who = entry["majority"]
            if entry["irrigation"]:
                lines.append(f"That terrace receives {_plural(entry['received'], 'waterfall')}: "
                             f"{st.names[who]} would score +{entry['irrigation']} now.")
            else:
                lines.append(f"That terrace receives {_plural(entry['received'], 'waterfall')}, worth "
                             f"{10 * entry['received']} to its majority; nobody holds it now.")
        if len(info["chain"]) > 1:
            lines.append(f"Its cascade: {_plural(len(info['chain']), 'waterfall')}, outlined in blue.")
        return Tooltip(f"{st.names[owner]}'s waterfall \u00b7 {SIDE_WORD[side]} edge of {cell_name(cell)} "
                       f"(level {st.level[cell]})", tuple(lines), key=("water", i))

    def _player_tip(self, q: int) -> Tooltip:
        st = self.state
        sizes = self.view["hand_sizes"][q]
        reserve = st.animals[q].count(-1)
        lines = (f"{st.scores[q]} points so far.",
                 f"Reserve: {_plural(reserve, 'animal')}, {_plural(st.wf_reserve[q], 'waterfall')}.",
                 f"Hand (face down): {_plural(sizes['paddy'], 'paddy card')} + {sizes['day_night']} day/night, "
                 f"{_plural(sizes['events'], 'event card')}"
                 + (" (an event played this cycle)." if st.event_used[q] else "."))
        return Tooltip(st.names[q], lines, key=("player", q))

    def _now_tip(self, q: int) -> Tooltip:
        st = self.state
        figures = self.now["players"][q]
        lines = []
        for entry in self.now["terraces"]:
            if entry["majority"] == q:
                gain = entry["profile"] + entry["irrigation"] + entry["highest"]
                lines.append(f"+{gain}: level-{entry['level']} terrace at {cell_name(entry['cells'][0])} \u2014 "
                             + ", ".join(entry["reasons"]))
        if not lines:
            lines.append("No terrace where they hold the majority: nothing now.")
        lines.append(f"Profile {figures['Profile']}, irrigation {figures['Irrigation']}, highest terrace "
                     f"{figures['Highest terrace']}: +{figures['total']} in all (Harvest now shows every terrace).")
        return Tooltip(f"{st.names[q]}: if the harvest were now", tuple(lines), key=("now", q))
