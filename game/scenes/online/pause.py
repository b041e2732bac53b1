"""The pause menu of an online table: resume, the players (who is online, and for the host:
hand an away seat to a computer and back), the invitation, rules, settings, leave the table
(it stays on the server: "My online tables" reopens it).  And the players screen."""
from __future__ import annotations

import pygame

from ...i18n import N_, _, pgettext
from ...online.client.connection import new_id
from ...ui import draw, layout, theme
from ...ui.widgets import Button, handle_buttons
from ..base import Scene
from ..common.computers import level_name
from ..common.pause import PauseScene
from ..common.rules_help import OffersRules
from ..common.settings_screen import SettingsScene
from ..common.words import sentences
from .invite import InviteScene

HAND_LEVELS = ("easy", "normal", "hard")   # the levels the host may hand an away seat to


class OnlinePauseScene(PauseScene):
    """The shared pause menu (its drawing, Esc and buttons' handling) with an online table's
    buttons: no save or load (the server keeps the game), the players, the invitation, leave."""

    # (a play-tester read "Paused" above "The game goes on on the server while you are here.",
    # a spectator's menu too: the game pauses for nobody)
    @property
    def standing_note(self) -> str:
        # (once the game is over nothing goes on: a play-test read the sentence above a finished table)
        if self.table.match.state.is_over():
            return N_("The game is over; the table stays on the server.")
        return N_("The game goes on at the server while this menu is open.")

    def heading_text(self) -> str:
        return pgettext("the heading of an online table's menu (the game does not pause)", "Menu")

    def __init__(self, app, table) -> None:
        super().__init__(app, table)
        L = self.layout
        self.buttons = [
            Button(L.zone("resume"), N_("Resume"), self.app.pop, primary=True),
            Button(L.zone("save"), N_("Players and seats"), lambda: self.app.push(PlayersScene(self.app, table))),
            Button(L.zone("load"), N_("Watch link") if table.match.seat is None else N_("Invitation"), self._invite,
                   enabled=self._something_to_share(), hint=N_("Every seat is taken: there is no one left to invite "
                                                               "(the host can share a watch link).")),
            Button(L.zone("rules"), N_("Rules (F1)"), self._rules),
            Button(L.zone("settings"), N_("Settings"), lambda: self.app.push(SettingsScene(self.app))),
            Button(L.zone("menu"), N_("Leave the table"), table.leave),
        ]

    def _something_to_share(self) -> bool:
        """A watch link (a watcher's own, the host's), or a seat still free for the invitation:
        a review's guest at a full table was shown "Invite your friends" and a code that only
        told whoever used it that every seat was taken."""
        match = self.table.match
        return (match.seat is None or bool(self.table.entry.get("spectator"))
                or any(match.status_of(seat) == "free" for seat in range(len(match.setup.players))))

    def _invite(self) -> None:
        self.app.push(InviteScene(self.app, self.table.entry, table=self.table))


SETTLE_MS = 1500   # a seat just handed to a computer: its "Hand to a person" waits this long
JUST_HANDED = N_("Just handed to a computer: it can be given back in a moment, if you mean to.")


class PlayersScene(OffersRules, Scene):
    """Each seat: its name, connection state and who plays it; the host may hand an away
    seat to a computer, and give it back to its person."""
    opaque = False

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.title_id = table.title_id
        self.layout = layout.load("online_players")
        self.message = ""
        self.buttons: list[Button] = []
        self._seen = ""
        self.choosing: int | None = None   # the seat whose computer level the host is choosing
        self.answered = ""   # what the message says once the server has answered the request
        # seat -> ms during which its "Hand to a person" waits: it appears where the level just
        # clicked was, and a play-test's second click gave the seat straight back
        self.settling: dict[int, int] = {}

    def enter(self) -> None:
        self._seen = repr(self.table.match.players) + repr(self.over)
        self._build()   # (a message the table showed before is not this screen's)

    @property
    def host(self) -> str | None:
        return self.table.entry.get("host")

    @property
    def over(self) -> bool:
        """The game is over: its seats stay as they played it (the server refuses a hand-over)."""
        return self.table.match.state.is_over()

    def _build(self) -> None:
        L = self.layout
        match = self.table.match
        area = L.zone("list")
        self.rows = []
        self.buttons = [Button(L.zone("close"), N_("Close"), self.app.pop, primary=True)]
        for seat in range(len(match.setup.players)):
            row = pygame.Rect(area.x, area.y + seat * 62, area.w, 54)
            self.rows.append((row, seat))
            if self.host is None or seat == match.seat or self.over:
                continue   # (a finished game: no hand-over to offer, the note says why)
            button = pygame.Rect(row.right - 250, row.y + 8, 240, 38)
            status, kind = match.status_of(seat), match.kind_of(seat)
            if kind == "human" and status in ("away", "free") and self.choosing == seat:
                # the level, chosen in a second click (a play-test: it was always Normal)
                w = (button.w - 2 * 6) // len(HAND_LEVELS)
                for k, level in enumerate(HAND_LEVELS):
                    self.buttons.append(Button(pygame.Rect(button.x + k * (w + 6), button.y, w, button.h),
                                               level_name(level), lambda seat=seat, level=level: self._hand(seat, level),
                                               size=theme.SMALL_SIZE, primary=level == "normal"))
            elif kind == "human" and status in ("away", "free"):
                self.buttons.append(Button(button, N_("Hand to a computer…"),
                                           lambda seat=seat: self._choose_level(seat), size=theme.SMALL_SIZE))
            elif kind != "human":   # back to whoever holds its token (free to join if nobody does)
                self.buttons.append(Button(button, N_("Hand to a person"),
                                           lambda seat=seat: self._hand(seat, "human"), size=theme.SMALL_SIZE,
                                           enabled=self.settling.get(seat, 0) <= 0, hint=JUST_HANDED))

    def _choose_level(self, seat: int) -> None:
        self.choosing = seat
        self._build()
        self.message = _("Choose how strongly the computer plays for {name}.").format(
            name=self.table.player_name(seat))

    def _hand(self, seat: int, kind: str) -> None:
        self.table.session.request({"type": "hand_over", "id": new_id(), "host": self.host, "seat": seat + 1,
                                    "kind": kind})
        self.choosing = None
        if kind != "human":
            self.settling[seat] = SETTLE_MS
        self.message = _("Asked the server…")
        # a seat a computer played from the start has no person yet: it waits for one (said
        # after the answer too: the answer could come in the very frame of the click)
        self.answered = _("The seat goes back to its player, or waits for someone to join with the "
                          "invitation.") if kind == "human" else ""
        if self.answered:
            self.message += " " + self.answered

    def update(self, dt_ms: int) -> bool:
        """The table below hears the server (its update runs under this screen): show what changed;
        a seat just handed to a computer offers to give it back once SETTLE_MS have passed."""
        if self.settling:
            self.settling = {seat: left - dt_ms for seat, left in self.settling.items() if left - dt_ms > 0}
            if not self.settling:
                self._build()
                if self.message == _(JUST_HANDED):   # (it may be given back now: nothing to wait for)
                    self.message = ""
                return True
            self.app.wake_in(min(self.settling.values()))
        said = self.table.message[0] if self.table.message is not None else ""
        seen = repr(self.table.match.players) + said + repr(self.over)   # (the end takes the buttons away)
        if seen == self._seen:
            return False
        self._seen = seen
        self._build()
        # what the server said, or once the seats changed ("Asked the server…" is answered) what
        # the seat does now, if the request said so
        # (while a seat just handed waits, its greyed button's reason: a play-tester read a grey
        # "Hand to a person" that said nothing, and took it for refused until the person came back)
        self.message = said or self.answered or (_(JUST_HANDED) if self.settling else "")
        self.answered = ""
        return True

    def seat_words(self, seat: int) -> str:
        """The seat's connection words; a seat nobody has taken says how it is taken (a computer's
        seat handed to a person waits for one, which nothing said)."""
        if self.table.match.status_of(seat) == "free":
            return _("open: anyone with the invitation may join")
        return self.table.connection_words(seat)

    def handle(self, event) -> bool:
        if event.kind == "key" and event.key == pygame.K_ESCAPE:
            if self.choosing is not None:   # Esc first puts the level choice away
                self.choosing = None
                self.message = ""
                self._build()
                return True
            self.app.pop()
            return True
        hit = handle_buttons(self.buttons, event)
        if hit is not None and hit.refused and hit.hint:
            self.message = _(hit.hint)   # (why it waits: the seat was just handed over)
        return hit is not None

    def draw(self, surface: pygame.Surface) -> None:
        draw.veil(surface)
        L, a, table = self.layout, self.assets, self.table
        draw.panel(surface, L.zone("panel"))
        draw.text(surface, a, _("Players and seats"), L.zone("heading").center, theme.HEADING_SIZE, theme.INK, True, "center")
        note = (_("The game is over; its seats stay as they played it.") if self.over   # (the server's refusal, said once, here)
                else _("As the host you may hand the seat of someone away to a computer, and give it back.")
                if self.host else _("Who is at the table now."))
        if getattr(table.match, "chosen_deal", False):   # (every seat and watcher: the server's states say it)
            note = sentences([note, _("This table's creator chose its deal: they can know every hidden card.")])
        draw.text_block(surface, a, note, L.zone("note"), theme.SMALL_SIZE, theme.INK_SOFT, line_gap=2)
        for row, seat in self.rows:
            draw.panel(surface, row, theme.PAPER_SHADE, radius=8)
            with draw.box(surface, row, "player row"):
                draw.player_shape(surface, seat, (row.x + 24, row.centery), 24)
                # the row's width left of its button (200 px cut a 15-character Japanese name)
                draw.text_fit(surface, a, table.player_name(seat), (row.x + 48, row.y + 16), row.w - 320,
                              theme.BODY_SIZE, theme.INK, True, "midleft")
                draw.text_fit(surface, a, self.seat_words(seat), (row.x + 48, row.y + 39), row.w - 320,
                              theme.SMALL_SIZE, theme.INK_SOFT, False, "midleft")
        for button in self.buttons:
            button.draw(surface, a, self.app.input.pointer)
        if self.message:
            draw.text_block(surface, a, self.message, L.zone("message"), theme.SMALL_SIZE, theme.INK)
