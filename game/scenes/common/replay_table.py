"""A title's own table, made read-only for the replay viewer: the same scene class draws the
step shown (no second drawing code), with this mixin in front of it.

What the mixin changes: the table is shown to the viewer the replay chose and never decides
anything itself (no computers asked, no automa, no hand-off, no results, no autosave); its
match refuses every action (`ShownMatch`), so even a click that reached the title's input
could not change the game; its top bar is left for the replay's controls.
"""
from __future__ import annotations

from ...i18n import N_, _
from ...rules.base import Action, IllegalAction
from ...rules.match import Match
from .pacing import HINT_PULSE_MS

PUBLIC_ONLY = N_("Several people play this unfinished game at this screen: its replay shows only what every "
                  "player sees, no one's hand. Continue the game to see yours.")
PUBLIC_WATCHED = N_("Computers play this unfinished game: its replay shows only what every player sees, "
                    "no one's hand, as its table does.")


def public_words(setup) -> str:
    """Why a replay shows no one's hand (Timeline.public_only): several people, or none."""
    people = any(setup.seat_kind(seat) == "human" for seat in range(len(setup.players)))
    return _(PUBLIC_ONLY if people else PUBLIC_WATCHED)
READ_ONLY = N_("This is a replay: the table cannot be changed. \u201cPlay from here\u201d starts a new game from this step.")

_CLASSES: dict[type, type] = {}


class ShownMatch(Match):
    """A step's match as the replay shows it: every change is refused with READ_ONLY."""

    @classmethod
    def of(cls, match: Match, record: bool = True) -> "ShownMatch":
        """`match` read-only; without `record` (an unfinished game) it keeps neither the seed
        nor the actions (a secret choice is in them), only how many there were: the table
        cannot rebuild what its viewer may not see from them."""
        shown = cls.__new__(cls)
        shown.__dict__.update(match.__dict__)
        if not record:
            shown.seed, shown.actions = 0, [None] * len(match.actions)
        shown._undo_floor, shown._snapshots = len(shown.actions), {}   # (nothing to undo: no states kept)
        return shown

    def check(self, action: Action) -> str | None:
        return READ_ONLY

    def apply(self, action: Action, hold_turn_end: bool = False) -> bool:
        raise IllegalAction(READ_ONLY)

    def can_undo(self) -> bool:
        return False

    def undo(self) -> Action:
        raise IllegalAction(READ_ONLY)

    def confirm_turn_end(self) -> None:
        """Nothing to confirm: the step shown is what it is."""


class ReplayTableMixin:
    """In front of a title's TableScene class (see `replay_class`)."""

    replay_hint: Action | None = None
    watched = True   # the seat shown is watched: no highlight, button or prompt to act
    # the seat whose move led to the step shown (None at the start; set before show_step): a
    # title may show that seat's part large while every hand is open (Pondscape: its pond)
    replay_mover: int | None = None

    def show_step(self, viewer: int | None, newest_lines: int, hint: Action | None = None,
                  open_hands: bool = False) -> None:
        """Lay the table out for `viewer` (the seat whose cards may show), the newest
        `newest_lines` log entries drawn bright (the move shown), `hint` outlined, and with
        `open_hands` every seat's hand face up (a finished game only)."""
        self.open_hands = open_hands
        self._build_bar()
        log_length = len(self.state.log)
        self._log_seen = (log_length - max(1, newest_lines), 1)   # the move's entries are the newest
        self.viewer = viewer
        self.hinted = hint
        self.hint_clock = HINT_PULSE_MS   # outlined, still (a still picture)
        self.refresh()
        for button in self.buttons:   # the title's own buttons show, but nothing here may be pressed
            button.enabled = False
        self.settle()

    def scale_changed(self) -> None:
        """The title's table lays itself out again at a new window scale (its buttons made
        anew): they still show, and still nothing here may be pressed."""
        super().scale_changed()
        for button in self.buttons:
            button.enabled = False

    def hidden_hand_words(self, words: str | None = None) -> str:
        """Where the hand is, while no seat's cards are shown (a hot-seat game's replay, see
        replay.py): why, not the hot-seat table's "until the next player takes the mouse"."""
        return public_words(self.match.setup)

    # --- nothing is decided here ---------------------------------------------------------------
    def enter(self) -> None:
        """Never pushed on the app's stack: the replay scene draws it (show_step lays it out)."""

    def _after_change(self, ended_by_viewer: bool = False, confirmed: bool = False) -> None:
        self.refresh()
        self._update_chrome()

    def autosave(self) -> None:
        """A replay writes nothing."""

    def act(self, action: Action, pos=None, by_viewer: bool = True) -> bool:
        self.refuse(READ_ONLY, pos)
        return False

    def on_undo(self) -> None:
        self.refuse(READ_ONLY)

    def _update_computers(self, dt_ms: int) -> bool:
        return False

    def update(self, dt_ms: int) -> bool:
        busy = self.anims.update(dt_ms)
        busy = self.hover.update(dt_ms) or busy
        return self._age_message(dt_ms) or busy

    # --- the top bar belongs to the replay -----------------------------------------------------
    def _extra_bar_button(self):
        return None

    def _live_bar_buttons(self) -> list:
        return []

    def _update_chrome(self) -> None:
        super()._update_chrome()
        self._bar_seat, self._status, self._bar_lines = None, "", (self._bar_lines[0], [])


def replay_class(table_class: type) -> type:
    """The read-only class of a title's table scene class (made once)."""
    made = _CLASSES.get(table_class)
    if made is None:
        made = _CLASSES[table_class] = type(f"Replay{table_class.__name__}", (ReplayTableMixin, table_class),
                                             {"__doc__": f"{table_class.__name__}, read-only (replay viewer)."})
    return made
