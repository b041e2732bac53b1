"""A title's ordinary table, playing one seat of an online table (`online_table`).

The title's own TableScene class is used as it is, with `OnlineTable` in front of it: the
match is a RemoteMatch (game/online/client/remote_match.py), fed every frame from the session's
`poll()`.  What changes from one screen: the seat this window plays is the only person here
(no hand-off screens, the table always shows that seat's view); the computers are the
server's (none thinks in this window); no autosave slot (the server keeps the table); the
top bar says whom the table waits for, or "Reconnecting…"; a refusal from the server puts
its state back and shows its words; another seat's move (a state's `moves`) is played through
the table's own `act`, so it glides and stays marked as at one screen; beside the prompt, each seat's mark with its connection
state (online, away, computer, free), named in words by its tooltip and in the menu.

A spectator's table (seat None, opened with a watch link) shows nobody's private cards (the
viewer stays None: every hand face down until the game is over), has no Undo, End turn or
Hint, says "Watching" in the bar, and answers a click on the table with one sentence.
"""
from __future__ import annotations

import pygame

from ... import i18n
from ...i18n import N_, _, pgettext
from ...online.client.remote_match import AWAITING_CARDS, RemoteMatch
from ...online.client.session import TABLE_MISSING
from ...rules.base import AUTOMA
from ...ui import draw, theme
from ..common import cues
from ..common.computers import level_name
from ..common.pacing import HINT_KEY
from .. import registry
from . import known
from .away_news import AwayNewsScene, away_news
from .bar_words import OnlineBarWords
from .held_round import HeldRound
from .seat_marks import SeatMarks
from .local_server import LOCAL, local_server
from .notices import TableNotices
from .pause import OnlinePauseScene
from .results import OnlineResultsScene
from .server_seats import ServerSeats
from ..common.question import asked
from .unsent import UnsentScene
from ...ui import paint

STATUS_COLOURS = {"online": (96, 200, 120), "away": (150, 140, 128), "computer": (86, 180, 233),
                  "free": (230, 160, 60)}
CHIP_STEP = 26          # px per seat in the bar's row of seat marks
# refusals that concern the table's moves (with or without the move's id): its state is put back
MOVES_REFUSED = ("illegal", "stale", "not_your_turn", "no_undo", "spectator", "not_attached", "ended")
ONLY_WATCHING = N_("You are watching this table: only its players move.")
# the bar of a guest (or a watcher) of such a table while its server does not answer: the
# host's program is closed, most likely (a play-test read only the generic "Reconnecting…")
HOST_GONE = N_("The host's program does not answer: the table comes back when they open it again.")
SLOW_CARDS_MS = 400     # a revealing move the server has not answered for this long: said in the message zone


class OnlineTable(TableNotices, SeatMarks, HeldRound, OnlineBarWords):
    """Put in front of a title's TableScene class (see `online_table`)."""

    online = True

    def __init__(self, app, match: RemoteMatch, session, entry: dict) -> None:
        self.session = session
        self.entry = entry          # the saved table: server, table, seat, token, title, names, host
        self.link_status = "online"
        self.link_problem: str | None = None
        self.link_missing = False   # the server at the address answers without this table (TABLE_MISSING)
        self.seat_chips: list[tuple[pygame.Rect, int]] = []
        self.shared_bar_text = ""   # the bar's words as at one screen, before this table's own
        self.sent_ms = 0            # how long this seat's revealing move has waited for its state
        super().__init__(app, match, None)
        self.computers = ServerSeats(match)
        # the server waits for this seat (its "your turn" sound is played when this becomes
        # true); not `my_turn`, which Paddy's, Pondscape's and Ladybird's refresh set to their own
        # meaning: sharing it, their online tables never played "your turn"
        self.turn_heard = self._awaits_me()   # opening the table on one's turn makes no sound
        # what the table showed in this window before (My online tables keeps it): a return to
        # the table says what came since, and lights those lines in the log panel
        seen = entry.get("seen")
        self.away_news = away_news(match, seen if isinstance(seen, int) and match.seat is not None else None)
        if self.away_news is not None:
            self._log_seen = (len(match.state.log) - len(self.away_news.lines), 1)
        self._note_seen()

    @property
    def spectator(self) -> bool:
        """This window only watches (a watch link: no seat, nothing private)."""
        return self.match.seat is None

    # --- what changes from one screen -----------------------------------------------------------
    reopens_held_turn = False   # the server says whether this seat's turn end waits (below)

    def enter(self) -> None:
        if self.match.seat is not None:
            self.viewer = self.last_human = self.match.seat
        super().enter()
        if self.match.waits_end_turn:
            self.turn_done = True   # reopened on this seat's held turn end: End turn (or Undo)
        self._keep_held_round()
        self._update_chrome()

    def _reveal_to(self, seat: int) -> None:
        """The table always shows this window's seat (its position is that seat's knowledge);
        a spectator's shows nobody's private cards."""
        if self.spectator:
            self.viewer = None
            self.refresh()
            self._update_chrome()
            return
        super()._reveal_to(self.match.seat)

    def _hide(self) -> None:
        self.refresh()
        self._update_chrome()

    def on_undo(self) -> None:
        if self.spectator:
            self.refuse(ONLY_WATCHING, self.app.input.pointer)
            return
        if not self.match.mine and self.match.can_undo():   # a move made before this window opened the table
            self.match.undo()
            self.turn_done = False
            self.inform(_("Taking back your last move…"))
            self._update_chrome()
            return
        super().on_undo()

    def autosave(self) -> None:
        """No autosave slot: the server holds the table."""

    def language_changed(self) -> None:
        """The server writes the log and prompts in the connection's language: connect again
        in the new one (the state that follows is in the new words)."""
        self.session.set_lang(i18n.language())
        self.message = None
        self.hover.clear()
        self.refresh()
        self._update_chrome()

    def pause_screen(self):
        return OnlinePauseScene(self.app, self)

    def show_results(self) -> None:
        if self.results_wait > 0 or self.results is not None:
            return super().show_results()
        self.results = OnlineResultsScene(self.app, self.match, self)
        self.app.push(self.results)

    def leave(self, to_tables: bool = False, home: bool = False) -> None:
        """Back to the Play online screen it came from (`to_tables`: its list of my tables), else
        (or with `home`) the title menu; this window's connection closes (the table stays on the
        server).  A move the server has not answered yet would be lost with the connection:
        the player is asked first (unsent.py)."""
        go = lambda: self._leave_now(to_tables, home)
        if self.session.waiting_moves > 0 and not self.spectator:
            self._ask_unsent(go, quitting=False)
            return
        go()

    def _leave_now(self, to_tables: bool, home: bool) -> None:
        self.session.close()
        hub = None if home else back_to_hub(self.app)
        if hub is None:
            self.app.go_home()
        elif to_tables:
            hub.open_tables()

    def quit_question(self):
        """Closing the program ends this window's connection too: with a move the server has
        not answered yet, the same question as Leave the table (its own words)."""
        if self.spectator or self.session.waiting_moves == 0:
            return None
        return self._ask_unsent(self.app.quit_now, quitting=True, push=False)

    def _ask_unsent(self, go, quitting: bool, push: bool = True):
        """The question over the table (one only: a second asking gives it the new errand)."""
        return asked(self, UnsentScene, go, quitting, push)

    def in_hosts_program(self) -> bool:
        """This window is a guest (or a watcher) of a table whose server runs in the host's
        program (its `hello` said `host_program`): it is there only while that program runs."""
        return self.session.host_program and self.entry.get("server") != LOCAL

    def gives_turn_back(self, mover: int | None, by_viewer: bool) -> bool:
        """Said when the server starts waiting for this seat (`take_news`): another seat's move
        that ends its turn arrives before its End turn, and may still be taken back."""
        return False

    def _awaits_me(self) -> bool:
        return (self.match.seat is not None and not self.state.is_over()
                and self.match.awaited() == self.match.seat and not self.match.waits_end_turn)

    # --- what arrives -------------------------------------------------------------------------------
    def _note_seen(self) -> None:
        """Remember how many log lines this window has shown (My online tables: known.py)."""
        if self.match.seat is not None and "token" in self.entry and self.entry.get("server"):
            known.note_seen(self.entry, len(self.match.server_log))   # (a disk that refuses: no news later)

    def update(self, dt_ms: int) -> bool:
        if self.away_news is not None and self.app.top is self:   # back at the table: what came meanwhile
            news, self.away_news = self.away_news, None
            self.app.push(AwayNewsScene(self.app, self.title_id, self.match.seat, news))
        changed = self.take_news()
        if changed:
            self._note_seen()
        self._remember_again(dt_ms)
        self.app.wake_in(50)   # the network is read every 50 ms while nothing else runs
        if self.match.sent is not None:   # a slow server: say why the move has not shown yet
            self.sent_ms += dt_ms
            if self.sent_ms >= SLOW_CARDS_MS and self.message is None:
                self.inform(AWAITING_CARDS)
                self.sent_ms = -10**9   # (said once per move)
                changed = True
        return super().update(dt_ms) or changed

    def act(self, action, pos=None, by_viewer: bool = True) -> bool:
        """A move of this seat that would draw, shuffle or reveal is sent and shown only when
        the server's state brings the real cards (`_play_own`): applied here it would show the
        stand-in cards this seat's position deals for one round trip (a play-test saw them
        flash).  Every other move shows at once, as at one screen."""
        match = self.match
        if (by_viewer and match.arriving is None and not self.turn_done and match.seat is not None
                and match.check(action) is None and match.reveals(action)):
            match.send_revealing(action)
            self.sent_ms = 0
            self.hinted = None
            self.computers.cancel_hint()
            self.refresh()
            self._update_chrome()
            return True
        return super().act(action, pos, by_viewer)

    def take_news(self) -> bool:
        """Everything the session received since the last frame; True when the table changed."""
        changed = False
        for event in self.session.poll():
            kind = event.get("type")
            if kind == "state":
                self._keep_names(event)
                arrival = self.match.arrival(event)
                own = self.match.own_arrival(event)
                if own is not None:
                    self._play_own(event, own)
                elif arrival is not None:
                    self._play_arrival(event, *arrival)
                elif self.match.receive(event):
                    self._server_changed()
                    undone = self.match.undone_by(event)
                    if undone is not None:   # another seat took its move back: its marks go
                        self.anims.clear()
                        self.forget_marks(undone)
                        # and it is said (a play-test saw a taken card pop back into the row and
                        # its log line vanish without a word)
                        self.inform(_("{name} took back their move.").format(name=self.player_name(undone)))
                else:
                    self._update_chrome()   # who is online changed
                changed = True
            elif kind == "error":
                self._server_refused(event)
                changed = True
            elif kind == "status":
                self.link_status = event["status"]
                self.link_problem = event.get("problem")
                self.link_missing = bool(event.get("missing"))
                if self.link_status != "online" and self.entry.get("server") == LOCAL:
                    local_server().start()   # this computer's server stopped: start it again (same port)
                self._update_chrome()
                changed = True
        if changed:
            mine = self._awaits_me()
            if mine and not self.turn_heard:    # the other seats' turns are over: this seat's now
                self.app.sound.play("your_turn", cues.STAGGER_MS)
                self.app.wake_in(cues.STAGGER_MS)
            self.turn_heard = mine
        return changed

    def _keep_names(self, state: dict) -> None:
        """The players' names a state brings, kept for My online tables (known.py) when they
        changed: a friend who joined after this table was opened is listed by their name, not
        the placeholder the table was created with, even when the server does not answer."""
        names = [str(p.get("name", "")) for p in state.get("players") or []]
        if names and names != list(self.entry.get("names") or []) and "token" in self.entry:
            known.rename(self.entry, names)   # (a disk that refuses only keeps the old names)

    def _server_changed(self) -> None:
        """A state from the server is now the table: what follows it, as after a move."""
        self.turn_done = self.match.waits_end_turn and not self.state.is_over()
        self._keep_held_round()
        self.hinted = None
        self.computers.cancel_hint()
        self._after_change()

    def _play_arrival(self, event: dict, seat: int, action, form: dict) -> None:
        """Another seat's move, played through the table's own `act` as at one screen (a
        computer's or another person's move there): the title's animation and marks from the
        position before and the action, its score changes; the server's state is the result."""
        notice = self.shown_notice()
        kept = self._round_now()
        self.match.arriving = (event, form)
        try:
            self.act(action, by_viewer=False)
        finally:
            self.match.arriving = None
        self._hold_round_of_arrival(kept)
        if notice is not None and self.message is None:
            self.message = notice   # (the host's first move does not take the notice away)
        done = self.match.waits_end_turn and not self.state.is_over()
        if done != self.turn_done:
            self.turn_done = done
            self._update_chrome()

    def _play_own(self, event: dict, form: dict) -> None:
        """This seat's revealing move, sent and not shown yet, played now that its state has
        come: through the table's own `act` as when it is made (its animation, marks, End
        turn), the server's state (the real cards) being its result."""
        action = self.match.sent
        self.match.arriving = (event, form)
        try:
            self.act(action, by_viewer=True)
        finally:
            self.match.arriving = None

    def _server_refused(self, event: dict) -> None:
        text = str(event.get("message") or _("The server refused that."))
        moved = event.get("re") in ("act", "end_turn", "undo")
        if moved or (event.get("re") is None and event.get("code") in MOVES_REFUSED):
            self.match.refused()   # the server's state again; its words near the pointer
            self.turn_done = self.match.waits_end_turn and not self.state.is_over()
            self.anims.clear()
            self._after_change()
        self.refuse(text, self.app.input.pointer)

    # --- input ----------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self._seat_mark_clicked(event):
            return True
        if self.spectator and self._watcher_refused(event):
            return True
        if (event.kind == "click" and not self.turn_done and not self.state.is_over()
                and self.match.awaited() != self.match.seat
                and not any(b.hit(event.pos) for b in self._live_bar_buttons())
                and not (self.layout.has("log") and self.layout.zone("log").collidepoint(event.pos))):
            # (a look the rules allow at any time, Koinobori's own pole, is answered; else whom
            # the table waits for, and what they do)
            if not self._looks_out_of_turn(event.pos):
                self.refuse(self.others_turn_text(), event.pos)
            return True
        return super().handle(event)

    def hidden_hand_words(self, words: str | None = None) -> str:
        if self.spectator:
            return _("You are watching: the players' cards stay hidden until the game is over.")
        return super().hidden_hand_words(words)

    def _on_table(self, pos) -> bool:
        """`pos` is on the table itself (not a bar button, not the log)."""
        return (not any(b.hit(pos) for b in self._live_bar_buttons())
                and not (self.layout.has("log") and self.layout.zone("log").collidepoint(pos)))

    def _watcher_refused(self, event) -> bool:
        """A spectator's click on the table, or a key that would move (Hint, Enter before the
        end): one sentence near the pointer, nothing else happens."""
        if self.state.is_over():
            return False   # a click (or Enter) shows the final reveal, then the results
        if event.kind == "click" and self._on_table(event.pos) and self.look_at(event.pos):
            return True    # a control that only shows (Paddy's "Harvest now?", Harvests, Numbers)
        if event.kind in ("click", "right_click") and self._on_table(event.pos):
            self.refuse(ONLY_WATCHING, event.pos)
            return True
        if event.kind in ("down", "up") and self._on_table(event.pos):
            return True    # (a press or a drag never picks anything up)
        if event.kind == "key" and (event.key == HINT_KEY and not event.ctrl
                                    or event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.refuse(ONLY_WATCHING, self.app.input.pointer)
            return True
        return False

    def _live_bar_buttons(self):
        buttons = super()._live_bar_buttons()
        return [b for b in buttons if b is not self._undo_button] if self.spectator else buttons

    def viewer_acts(self, seat: int | None) -> bool:
        """Only once the server waits for this seat: while another seat's ended turn waits for
        its End turn, the rules' current player is already this seat, yet nothing of its turn
        shows here (no glowing hand or row, no instructions, nothing picked up: a play-test saw
        them all beside "Waiting for Ana to end their turn…")."""
        return super().viewer_acts(seat) and (not hasattr(self, "session") or self.match.awaited() == seat)

    def seat_words(self, seat: int) -> tuple[bool, str]:
        """The players panel's "plays" column (Koinobori's; Pondscape's other seats): this
        window's seat, once the host has handed it to a computer, says that computer's level as
        the host's window does, not "you" (a play-test read "you" beside the bar's "The host
        handed your seat to a computer (Easy)")."""
        level = self.computer_level(seat)
        if seat == self.match.seat and level is not None:
            return True, level_name(level)
        if self.match.status_of(seat) == "free":   # an invite seat nobody has claimed (its seat
            # mark's tooltip: "not joined yet"; a play-test read "Human" here, as if someone played
            # it); one short word: Koinobori's column has room for "Normal" in bold, and "not
            # joined yet" was cut there, "not joined" below the readable least at 1024x600
            return False, pgettext("the players panel: an invite seat nobody has joined yet", "invited")
        return super().seat_words(seat)

    def stand_in_lines(self) -> frozenset[int]:
        return frozenset(self.match.stand_in)

    def computer_level(self, seat: int) -> str | None:
        """This window's own seat too, once the host has handed it to a computer (Paddy's and
        Ladybird's panels drew it as a person's: a play-test saw no level beside the name)."""
        if seat == self.match.seat and self.match.kind_of(seat) != "human":
            return self.match.kind_of(seat)
        return super().computer_level(seat)

    def _hint_possible(self) -> bool:
        return super()._hint_possible() and self.match.awaited() == self.match.seat

    def _person_to_act(self) -> bool:
        return super()._person_to_act() and self.match.awaited() == self.match.seat

    def turn_end_awaited(self) -> bool:
        """Also while another seat's End turn is awaited: the bar's phase says the turn's end,
        not the next seat's step (a play-test's guest read "Place paddy" for the host's held
        turn)."""
        if super().turn_end_awaited():
            return True
        return hasattr(self, "session") and self._waits_for_end_turn(self.match.awaited())

    def seat_on_turn(self):
        """While another seat's End turn is awaited, that seat is the one on turn (its players
        panel's highlight), not the next one, as at one screen."""
        seat = self.match.awaited() if hasattr(self, "session") else None
        if self._waits_for_end_turn(seat):
            return seat
        return super().seat_on_turn()

    def watched_seat(self, seat):
        """The seat whose hand, pole and abilities (Koinobori) or pond (Pondscape) a spectator's
        table shows, given the rules' current player `seat`: while another seat's End turn is
        awaited, that seat's, as the bar and the players panel's highlight show it (a play-test
        saw the next seat's panels beside "Waiting for … to end their turn…")."""
        if self.spectator and hasattr(self, "session"):
            awaited = self.match.awaited()
            if self._waits_for_end_turn(awaited):
                return awaited
        return seat

    def _place_zones(self, seat) -> None:
        """(Koinobori's: `seat` is whose hand and panels show while nobody is the viewer.)"""
        super()._place_zones(self.watched_seat(seat))

    @property
    def focus(self) -> int:
        """(Pondscape's: the seat whose pond is drawn large.)"""
        seat = super().focus
        return self.watched_seat(seat) if not self.state.is_over() else seat

    def _update_chrome(self) -> None:
        super()._update_chrome()
        if not hasattr(self, "session"):
            return
        seat = self.match.awaited()
        text = self.shared_bar_text = self.bar_text   # (the words of one screen: the mover's, or what another does)
        if self.link_status != "online" and self.in_hosts_program():
            text = _(HOST_GONE)
        elif self.link_status != "online" and self.link_missing:
            text = _(TABLE_MISSING) if self.spectator else _("{missing} Your moves wait.").format(missing=_(TABLE_MISSING))
        elif self.link_status != "online":
            text = _("Reconnecting…") if self.spectator else \
                _("Reconnecting… (your moves wait and are sent once the server answers)")
        elif self.spectator:
            if not self.state.is_over():
                waits = self.match.status_of(seat) in ("away", "free") if seat not in (None, AUTOMA) else False
                if waits or (seat is not None and seat != self.state.current_player()):
                    text = self.waiting_text()
                text = _("Watching — {text}").format(text=text)
        elif self.match.kind_of(self.match.seat) != "human" and not self.state.is_over():
            # the host handed this seat to a computer while its person was away: say so on the
            # person's own table (a play-test saw only its moves under their name)
            text = _("The host handed your seat to a computer ({level}); only they can give it back.").format(
                level=level_name(self.match.kind_of(self.match.seat)))
        elif not self.turn_done and not self.state.is_over() and seat != self.match.seat:
            text = self.others_turn_text()
        elif self.turn_done and not self.state.is_over():
            text = self.turn_done_text()
        if self._waits_for_end_turn(seat):
            self._bar_seat = seat   # the shape of the seat waited for, not of the next one (play-test)
        self.lay_out_bar(text)

    def lay_out_bar(self, text: str) -> None:
        """The bar with this table's own words `text`: the round / phase line measured again
        beside them (a title gives up its status, or part of it, for a prompt that would not
        fit whole: Paddy's "Cycle 1 of 4 · Place animals" was chosen for the one-screen words
        and stayed beside "Waiting for …" / "Reconnecting…", a play-test), then the seats'
        marks right of the prompt's room, and the prompt wrapped in it."""
        bar = self.layout.zone("bar")
        self.bar_text = text
        self._status = self._status_for_bar()
        self._bar_lines = self._wrap_prompt(text, self.prompt_room(self._status), bar.h)
        count = len(self.match.setup.players)
        x = self._bar_x + self.prompt_room(self._status) + 12   # the seats' marks, right of the prompt
        self.seat_chips = [(pygame.Rect(x + CHIP_STEP * s, bar.y + 4, CHIP_STEP, bar.h - 8), s) for s in range(count)]

    def prompt_room(self, status: str) -> int:
        """Beside `status`, less the row of seat marks (6 px from the status, 12 from the prompt)."""
        return super().prompt_room(status) - 6 - CHIP_STEP * len(self.match.setup.players) - 12

    # --- drawing --------------------------------------------------------------------------------------------
    def still_key(self) -> tuple:
        """Also who is at the table (the bar's seat marks and their dots) and the link: a
        presence changes nothing else, and the frame after it was drawn as a pointer-only
        frame that left the marks as they were (a play-tester saw a closed window's seat
        marked here for 20 s, until the Menu was opened and closed)."""
        key = super().still_key()
        if not hasattr(self, "session"):
            return key
        count = len(self.match.setup.players)
        seats = tuple((self.match.status_of(s), self.match.kind_of(s)) for s in range(count))
        return key + (self.link_status, seats, tuple(rect.topleft for rect, _s in self.seat_chips))

    def _draw_bar(self, surface: pygame.Surface) -> None:
        super()._draw_bar(surface)
        for rect, seat in self.seat_chips:
            status = self.match.status_of(seat)
            centre = (rect.centerx, rect.centery - 3)
            draw.player_shape(surface, seat, centre, 16)
            colour = STATUS_COLOURS.get(status, theme.INK_ON_DARK_SOFT)
            dot = (rect.centerx, rect.bottom - 3)
            if self.link_status != "online":   # nobody's state is known while the connection is down
                paint.circle(surface, theme.INK_ON_DARK_SOFT, dot, 4, 1)
            elif status == "away":
                paint.circle(surface, colour, dot, 4, 2)
            else:
                paint.circle(surface, colour, dot, 4)
            if seat == self.match.seat:
                paint.line(surface, theme.INK_ON_DARK, (rect.x + 4, rect.bottom + 1), (rect.right - 4, rect.bottom + 1), 2)
        if self.link_status != "online":
            paint.rect(surface, theme.ILLEGAL, self.layout.zone("bar"), 2)


_CLASSES: dict[type, type] = {}


def online_class(title_id: str) -> type:
    """The title's table class with `OnlineTable` in front (made once per title)."""
    base = registry.scene_class(title_id)
    if base not in _CLASSES:
        _CLASSES[base] = type("Online" + base.__name__, (OnlineTable, base), {})
    return _CLASSES[base]


def back_to_hub(app):
    """Close the screens above the Play online screen (`online_hub`); that screen, or None when
    it is not on the stack."""
    if not any(getattr(scene, "online_hub", False) for scene in app.stack):
        return None
    while not getattr(app.top, "online_hub", False):
        app.pop()
    return app.top


def online_table(app, session, first_state: dict, entry: dict):
    """Open the table of `first_state` (a `state` message) over the Play online screen (else
    over the title menu)."""
    match = RemoteMatch(first_state, lambda kind, seq, action=None: session.move(kind, seq, action))
    # while the connection is down, a move that would show made-up cards is refused (whichever
    # screen opened the table: My online tables, the invitation's "Go to the table", a join)
    match.connected = lambda: session.status == "online"
    if back_to_hub(app) is None:
        app.go_home()
    scene = online_class(match.title)(app, match, session, entry)
    app.push(scene)
    return scene
