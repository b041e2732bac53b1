"""Event cards: when each may be played, on what, and the harvest-time Dew (G) and Mud (H)."""
from __future__ import annotations

from ...i18n import N_, _
from .actions import PlayEvent
from .data import EVENT_CARDS, EVENT_INFO, event_name
from .geometry import FULL, bits

PADDY_TIME_EVENTS = ("A", "B", "C", "F")
_PENULTIMATE = frozenset(letter for letter, info in EVENT_INFO.items() if info["timing"] == "penultimate")

# Why a card held at its time still cannot be played, by `_event_obstacle` key (English; the
# card's name fills {event}).
_OBSTACLES = {
    "penultimate": N_("{event} is played on your penultimate turn: the paddy deck must be empty "
                      "and you must hold 2 paddy cards."),
    "no plot": N_("Choose a plot of a terrace."),
    "no waterfall": N_("Choose a waterfall."),
    "bare board": N_("Choose a plot of a terrace (bare board is not a terrace)."),
    "no waterfall there": N_("Choose a plot that holds a waterfall."),
    "no target": N_("{event} takes no target."),
    "no removable tile": N_("No tile on the board can be removed."),
    "no waterfall left": N_("You have no waterfall left to place."),
}

# The interned PlayEvent actions the listings offer: untargeted by letter, Dew (G) and Mud (H)
# by plot.
_UNTARGETED = {letter: PlayEvent(letter, -1) for letter in EVENT_INFO}
_TARGETED = {letter: [PlayEvent(letter, c) for c in range(64)] for letter in ("G", "H")}


class EventsMixin:
    """Event timing and targets, for the legal listing, check() and the scene's refusals."""

    __slots__ = ()   # the fields are PaddyState.__slots__

    def _holds(self, p: int, letter: str) -> int:
        """The id of an event card `letter` in p's hand, or -1."""
        for cid in self.event_hands[p]:
            if EVENT_CARDS[cid] == letter:
                return cid
        return -1

    def _event_reason(self, a: PlayEvent) -> str | None:
        """Full reason (or None) for playing an event card now, including its target.  The
        card's name is looked up only for a refusal."""
        p = self.current
        if a.letter not in EVENT_INFO:
            return _("There is no such event card.")
        if self.step in ("draft", "over"):
            return _("Event cards cannot be played now.")
        if self._holds(p, a.letter) < 0:
            return _("You do not hold {event}.").format(event=event_name(a.letter))
        if self.event_used[p]:
            return _("You have already played an event card this cycle.")
        timing = EVENT_INFO[a.letter]["timing"]
        st = self.step
        if timing in ("harvest",):
            if st != "harvest_event":
                return _("{event} is played at the start of the harvesting phase.").format(
                    event=event_name(a.letter))
        elif st == "harvest_event":
            return _("{event} cannot be played during the harvest.").format(event=event_name(a.letter))
        if timing == "paddy" and st != "paddy":
            return _("{event} is played in the Place Paddy step, before you place your tile.").format(
                event=event_name(a.letter))
        if timing == "animals" and st != "animals":
            return _("{event} is played in the Place Animals step.").format(event=event_name(a.letter))
        if timing == "waterfall" and st != "waterfall":
            return _("{event} is played in the Place Waterfall step.").format(event=event_name(a.letter))
        if timing == "penultimate" and st != "paddy":
            return _("{event} is played at the start of your turn, before you place your tile.").format(
                event=event_name(a.letter))
        obstacle = self._event_obstacle(a)
        return None if obstacle is None else _(_OBSTACLES[obstacle]).format(event=event_name(a.letter))

    def _event_obstacle(self, a: PlayEvent) -> str | None:
        """What stops event `a` once its card is held, unused, at its time: its own condition or
        its target, as a key of `_OBSTACLES` (None: nothing).  The listing asks only this, as it
        offers only such cards; `_event_reason` words it."""
        letter = a.letter
        if letter in _PENULTIMATE and (self.paddy_deck or len(self.paddy_hands[self.current]) != 2):
            return "penultimate"
        if letter == "G" or letter == "H":
            if not 0 <= a.cell < 64:
                return "no plot" if letter == "G" else "no waterfall"
            if letter == "G" and self.level[a.cell] == 0:
                return "bare board"
            if letter == "H" and self.waterfall_at(a.cell) < 0:
                return "no waterfall there"
        elif a.cell != -1:
            return "no target"
        if letter == "C" and not self._has_removable_tile():
            return "no removable tile"
        if letter == "E" and self.wf_reserve[self.current] <= 0:
            return "no waterfall left"
        return None

    def event_refusal(self, letter: str) -> str | None:
        """For the scene: None if event card `letter` can be played now on some target, else why
        not.  Dew (G) and Mud (H) are judged on their first possible target, so the reason speaks
        of the card and its timing rather than of a plot the player never chose."""
        if any(isinstance(a, PlayEvent) and a.letter == letter for a in self.legal_actions()):
            return None
        cell = -1
        if letter == "G":
            cell = next((c for c in range(64) if self.level[c] > 0), -1)
        elif letter == "H" and self.waterfalls:
            cell = self.waterfalls[0][1]
        reason = self.check(PlayEvent(letter, cell))
        if reason:
            return reason
        if letter in EVENT_INFO:
            return _("{event} cannot be played now.").format(event=event_name(letter))
        return _("That event card cannot be played now.")


    def _harvest_eligible(self, p: int) -> bool:
        """Whether p is asked for a harvest event: p still holds an event card, has played none
        this cycle, and there is a terrace.  Only public facts decide it, so being asked (and
        passing) says nothing about which cards p holds; a player without Dew or Mud may only
        pass."""
        return not self.event_used[p] and bool(self.event_hands[p]) and self.maxlevel >= 1

    def _event_actions(self, letters) -> list[PlayEvent]:
        """The PlayEvent actions for `letters` (those the current step allows) legal now, in that
        order.  Most listings ask about cards the player does not hold (or after their one event
        of the cycle), so those are answered from the hand before any rule is judged; a held card
        at its time is judged only on its own condition (`_event_obstacle`), and Dew and Mud,
        which have none, are offered on the targets `_event_obstacle` would accept."""
        p = self.current
        hand = self.event_hands[p]
        if not hand or self.event_used[p]:
            return []
        out = []
        held = list(map(EVENT_CARDS.__getitem__, hand))
        for letter in letters:
            if letter not in held:
                continue
            if letter == "G":    # every plot of a terrace: a target by construction
                out += map(_TARGETED["G"].__getitem__, bits(FULL & ~self.lvmask[0]))
            elif letter == "H":  # every plot holding a waterfall: likewise
                out += map(_TARGETED["H"].__getitem__, sorted(c for _o, c, _s in self.waterfalls))
            elif self._event_obstacle(_UNTARGETED[letter]) is None:
                out.append(_UNTARGETED[letter])
        return out
