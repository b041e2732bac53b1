"""The legal-action listing and check(): the fast listing decides, `_reason` words a refusal.

The listing is cached per action (`_legal`, while `_legal_ver` is `_ver`).  check() first looks
the action up by identity among the listed objects (random play and replays of them pass back
the very objects the listing made), and only builds the equality set for an action constructed
elsewhere, so apply() right after legal_actions() costs one C-level identity scan, not a set of
hashed dataclasses.
"""
from __future__ import annotations

from itertools import combinations, repeat
from operator import is_

from ...i18n import _
from ..base import Action
from .actions import Done, EndCycle, KeepEvents, PlaceAnimal, PlacePaddy, PlaceWaterfall, PlayEvent, RemoveTile, ReturnAnimal
from .data import EVENT_CARDS
from .events import PADDY_TIME_EVENTS

DONE = Done()
END_CYCLE = EndCycle()


class LegalityMixin:
    """legal_actions(), check() and the rule-by-rule reasons behind them."""

    __slots__ = ()   # the fields are PaddyState.__slots__

    def legal_actions(self) -> list[Action]:
        if self._legal_ver != self._ver:
            if self.step == "animals" and self.arrangements and self.current is not None:   # most decisions
                self._legal = self._animal_step_actions(self.current)
            else:
                self._legal = self._compute_legal()
            self._legal_set = None
            self._legal_ver = self._ver
        return list(self._legal)

    def _is_listed(self, action: Action) -> bool:
        """`action in self.legal_actions()`, by identity first, then by equality."""
        if self._legal_ver != self._ver:
            self.legal_actions()
        if any(map(is_, self._legal, repeat(action))):
            return True
        if self._legal_set is None:
            self._legal_set = set(self._legal)
        return action in self._legal_set

    def _compute_legal(self) -> list[Action]:
        st = self.step
        p = self.current
        if st == "harvest":
            return [END_CYCLE]
        if st == "over" or p is None:
            return []
        if st == "draft":
            letters = sorted({EVENT_CARDS[c] for c in self.event_draft[p]})
            return [KeepEvents(pair) for pair in combinations(letters, 2)]
        if st == "erode":
            return [RemoveTile(t) for t in self._removable_tiles()]
        if st == "harvest_event":
            return self._event_actions(("G", "H")) + [DONE]
        if st == "animals" and self.arrangements:
            return self._animal_step_actions(p)
        out: list[Action] = []
        if st == "paddy":
            opts, _mode = self._paddy_options()
            for lst in opts.values():
                out += lst
            out += self._event_actions(PADDY_TIME_EVENTS)
        elif st == "animals":
            out += self._place_animal_actions(p)
            out += self._step_context().migration  # Summer migration, if it can be played
        elif st == "waterfall":
            out += self._waterfall_actions()
            out += self._event_actions(("E",))
        out += self._return_animal_actions(p)
        if st in ("waterfall", "draw") or (st == "animals" and not self._pending_ties()):
            out.append(DONE)
        return out

    def forced_action(self) -> Action | None:
        """A cycle's end (the growing phase over, the harvest, the next cycle) is no one's
        decision: the match applies it once the last turn before it is final."""
        return END_CYCLE if self.step == "harvest" else None

    def check(self, action: Action) -> str | None:
        if self.step == "over":
            return _("The game is over.")
        if self._is_listed(action):
            return None
        try:
            return self._reason(action) or _("That move is not allowed now.")
        except (TypeError, ValueError, IndexError, KeyError, AttributeError):
            return _("That move is not allowed now.")

    def _reason(self, a: Action) -> str | None:
        """Why `a` is refused now, rule by rule (None: no rule refuses it)."""
        p = self.current
        st = self.step
        if st == "harvest":
            return None if isinstance(a, EndCycle) else _("The cycle ends first: the harvest is counted.")
        if isinstance(a, EndCycle):
            return _("A cycle ends by itself, once no one holds a paddy card.")
        if isinstance(a, KeepEvents):
            if st != "draft":
                return _("Event cards are chosen only at the start of the game.")
            letters = a.letters
            if not isinstance(letters, tuple) or len(letters) != 2:
                return _("Keep exactly two event cards.")
            if letters[0] == letters[1]:
                return _("The two event cards you keep must be different.")
            drawn = {EVENT_CARDS[c] for c in self.event_draft[p]}
            for x in letters:
                if x not in drawn:
                    return _("You did not draw event card {letter}.").format(letter=x)
            if list(letters) != sorted(letters):
                return _("List the two letters in alphabetical order.")
            return None
        if isinstance(a, PlacePaddy):
            return self._why_place(a)
        if isinstance(a, PlayEvent):
            return self._event_reason(a)
        if isinstance(a, RemoveTile):
            if st != "erode":
                return _("Tiles are removed only with Devastating erosion.")
            return self._why_remove_tile(a.tile)
        if isinstance(a, Done):
            if st == "paddy":
                return _("You must place a tile (play a paddy card and a day/night card).")
            if st == "erode":
                return _("Devastating erosion: you must remove a tile.")
            if st == "draft":
                return _("Keep two event cards first.")
            if st == "animals":
                return self._finish_reason()
            return None
        if isinstance(a, ReturnAnimal):
            if st == "erode":
                return _("First remove a tile (Devastating erosion).")
            if st not in ("paddy", "animals", "waterfall", "draw"):
                return _("You can return animals only during your own turn.")
            if not 0 <= a.cell < 64 or a.cell not in self.animals[p]:
                return _("You have no animal on that plot.")
            if st == "animals":
                return None  # part of the step's arrangement: judged when the step is finished
            return self._tie_reason(p, a.cell, -1)
        if isinstance(a, PlaceAnimal):
            return self._why_place_animal(p, a)
        if isinstance(a, PlaceWaterfall):
            return self._why_waterfall(a)
        return _("That is not a Paddy move.")

    def _why_place_animal(self, p: int, a: PlaceAnimal) -> str | None:
        st = self.step
        if st != "animals":
            if st == "paddy":
                return _("Place your tile first; animals come after it.")
            return _("Animals are placed in the Place Animals step.")
        if not 0 <= a.dst < 64:
            return _("That is not a plot on the board.")
        if a.src == -1:
            if -1 not in self.animals[p]:
                return _("You have no animal in your reserve.")
        else:
            if not 0 <= a.src < 64 or a.src not in self.animals[p]:
                return _("You have no animal on that plot.")
            if a.src == a.dst:
                return _("That animal is already on that plot.")
        if self.level[a.dst] == 0:
            return _("Animals go on paddy tiles, not on the bare board.")
        if a.dst not in self._animal_dests():
            if self.new_tile is None:
                return _("You placed no tile this turn, so there is nowhere to place animals.")
            if self.step == "animals" and self._step_context().migration:   # D in hand, playable now
                return _("Animals go on the tile you just placed, unless you play Summer migration first.")
            return _("Animals go on the tile you just placed.")
        return self._why_repeat(p, a.src, a.dst)
