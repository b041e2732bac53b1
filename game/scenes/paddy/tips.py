"""Paddy's tooltips (the client's one tooltip system, `tooltip_at`): a plot and its terrace, a
waterfall and where its water goes, and a player's 'if the harvest were now' figures.

Every figure comes from the rules: the harvest as it would be scored now (`harvest_now()`), the
terraces and the waterfall cascades; nothing is re-derived here.
"""
from __future__ import annotations

from ...i18n import _, pgettext
from ..common.words import count as count_of, full_stop, listed
from ...rules.paddy import cell_name
from ...rules.paddy.scoring import terrace_reasons   # the harvest's reasons in the current language
from ...rules.paddy.geometry import SIDE_WORD, half_of
from ...ui.tooltip import Tooltip




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
            return Tooltip(_("Level numbers"), (_("The level written on every plot (key N). The height, the "
                                             "shading and the hover tell it too."),), key="numerals")
        if self.layout.zone("btn_now").collidepoint(pos):
            return Tooltip(_("If the harvest were now"), (_("Every terrace, who holds it and what it would score if "
                                                       "the cycle ended now."),), key="btn_now")
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
        return listed(shown) if shown else _("none")

    def _plot_tip(self, cell: int) -> Tooltip:
        st = self.state
        level = st.level[cell]
        half = _(half_of(cell).title())   # "Day" / "Night", the rules' words
        if level <= 0:
            return Tooltip(_("{cell_name} · bare board ({half})").format(cell_name=cell_name(cell), half=half),
                           (_("Level 0: no terrace yet. A tile placed here lands at level 1."),), key=("bare", cell))
        entry = self.now_of[self.tof[cell]]
        lines = [_("Terrace at level {entry}: {plural}").format(entry=entry['level'], plural=count_of(entry['plots'], 'plot'))
                 + (_(", the highest on the board") if entry["level"] == self.now["highest_level"] else "")
                 + (_(", holds a waterfall") if entry["waterfall"] else "") + "."]
        if entry["received"]:
            lines.append(_("Water from {plural} flows onto it.").format(plural=count_of(entry['received'], 'waterfall')))
        who = entry["majority"]
        if who is not None:
            lines.append(_("Majority: {names} (animals: {names2}).").format(names=st.names[who], names2=self._names(entry['animals'])))
            gain = entry["profile"] + entry["irrigation"] + entry["highest"]
            lines.append(_("If the harvest were now: {name} +{gain} — {reasons}.").format(
                name=st.names[who], gain=gain, reasons=pgettext("list separator", ", ").join(terrace_reasons(entry))))
        elif any(entry["animals"]):
            lines.append(_("No majority (animals: {names}): nobody would score it now.").format(names=self._names(entry['animals'])))
        else:
            lines.append(_("No animals: nobody would score it now (it is worth {n} in profile to a majority).").format(n=entry['plots'] * entry['level']))
        return Tooltip(_("{cell_name} · level {level} ({half})").format(cell_name=cell_name(cell), level=level, half=half), tuple(lines),
                       key=("terrace", tuple(entry["cells"]), cell))

    def _water_tip(self, i: int) -> Tooltip:
        st = self.state
        owner, cell, side = st.waterfalls[i]
        info = self.cascades[i]
        lines = []
        if info["lost"]:
            where = _("off the board") if not info["route"] else _("on to bare board")
            lines.append(_("Its water runs {where}: it irrigates nothing.").format(where=where))
        elif info["route"]:
            final = info["route"][-1]
            entry = self.now_of[self.tof[final[0]]]
            through = len(info["route"]) - 1
            lines.append(_("It falls onto {cell_name}").format(cell_name=cell_name(info['route'][0][0]))
                         + (_(" and runs on through {plural} holding a waterfall").format(plural=count_of(through, 'terrace')) if through else "")
                         + _(", to the level-{entry} terrace of {plural}.").format(entry=entry['level'], plural=count_of(entry['plots'], 'plot')))
            who = entry["majority"]
            if entry["irrigation"]:
                lines.append(_("That terrace receives {plural}: {names} would score +{entry} now.").format(plural=count_of(entry['received'], 'waterfall'), names=st.names[who], entry=entry['irrigation']))
            else:
                lines.append(_("That terrace receives {plural}, worth {n} to its majority; nobody holds it now.").format(plural=count_of(entry['received'], 'waterfall'), n=10 * entry['received']))
        if len(info["chain"]) > 1:
            lines.append(_("Its cascade: {plural}, outlined in blue.").format(plural=count_of(len(info['chain']), 'waterfall')))
        return Tooltip(_("{names}'s waterfall · {SIDE_WORD} edge of {cell_name} (level {level})").format(names=st.names[owner], SIDE_WORD=_(SIDE_WORD[side]), cell_name=cell_name(cell), level=st.level[cell]), tuple(lines), key=("water", i))

    def _player_tip(self, q: int) -> Tooltip:
        st = self.state
        sizes = self.view["hand_sizes"][q]
        reserve = st.animals[q].count(-1)
        lines = (_("{scores} points so far.").format(scores=st.scores[q]),
                 _("Reserve: {plural}, {plural2}.").format(plural=count_of(reserve, 'animal'), plural2=count_of(st.wf_reserve[q], 'waterfall')),
                 _("Hand (face down): {plural} + {sizes} day/night, {plural2}").format(plural=count_of(sizes['paddy'], 'paddy card'), sizes=sizes['day_night'], plural2=count_of(sizes['events'], 'event card'))
                 + (_(" (an event played this cycle).") if st.event_used[q] else full_stop()))
        return Tooltip(st.names[q], lines, key=("player", q))

    def _now_tip(self, q: int) -> Tooltip:
        st = self.state
        figures = self.now["players"][q]
        lines = []
        for entry in self.now["terraces"]:
            if entry["majority"] == q:
                gain = entry["profile"] + entry["irrigation"] + entry["highest"]
                lines.append(_("+{gain}: level-{level} terrace at {cell} — {reasons}").format(
                    gain=gain, level=entry['level'], cell=cell_name(entry['cells'][0]),
                    reasons=pgettext("list separator", ", ").join(terrace_reasons(entry))))
        if not lines:
            lines.append(_("No terrace where they hold the majority: nothing now."))
        lines.append(_("Profile {figures}, irrigation {figures2}, highest terrace {figures3}: +{figures4} in all (Harvest now shows every terrace).").format(figures=figures['Profile'], figures2=figures['Irrigation'], figures3=figures['Highest terrace'], figures4=figures['total']))
        return Tooltip(_("{names}: if the harvest were now").format(names=st.names[q]), tuple(lines), key=("now", q))
