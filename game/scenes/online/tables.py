"""My online tables: the tables this window plays a seat of or watches (known.py), each server
asked how they stand (`tables`): whose turn, how far, over; a click reopens one.  Each row's ×
(or a right click, or Delete on the row chosen with the arrow keys or the pointer) removes it
from the list after a question that says what that means (forget.py)."""
from __future__ import annotations

import pygame

from ...i18n import N_, _, pgettext
from ...online.client.links import normalize_code, show_code, typed_address
from ...rules.registry import TITLES
from ...ui import draw, theme
from ...ui.tooltip import Hover, Tooltip, draw_tooltip
from ...ui.widgets import Button
from ..common.computers import level_name
from . import known
from .forget import ForgetScene, forget_words
from .local_server import LOCAL, local_server
from .opening import Opening, connect, server_url
from .screen import OnlineScreen
from ...ui import paint


def shown_code(code: str) -> str:
    try:
        return show_code(normalize_code(code))
    except ValueError:
        return code


# a row's state when the server of a table that runs in the host's program does not answer
HOST_CLOSED = N_("The host's program is closed: back when they open it.")
ROW_H = 56
SHOWN = 8
CROSS = 36   # px: a row's remove button
STATE_MAX = 680   # px: the most a row's state ("Your turn · Round 3 of 15") takes of its second line


def least_size() -> int:
    """The least type a row's second line shrinks to: text_fit's own 13, and never less than
    what the window draws readable (14 at 1024x600)."""
    return max(13, draw.readable_size())


class TablesScene(OnlineScreen):
    layout_name = "online_tables"
    heading = N_("My online tables")
    left_heading = True
    own_keys = frozenset((pygame.K_UP, pygame.K_DOWN))   # they choose a row (`_keyed`); the ring has Tab

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries, problem = known.load()
        if problem:
            self.say(problem)
        self.news: dict[tuple[str, str], dict] = {}      # (server, token) -> the server's row
        self.asked: dict[str, object] = {}               # server -> its session
        self.answered: set[str] = set()
        self.failed: dict[str, str] = {}
        self.opening: Opening | None = None
        self.first = 0
        self.selected: int | None = None                 # the row chosen (arrow keys, pointer): Enter, Delete
        self.crosses: list[tuple[Button, dict]] = []
        self.hover = Hover()

    def enter(self) -> None:
        super().enter()
        self.ask()

    def ask(self) -> None:
        """Ask each server about this window's tables on it (this computer's is started if need be).
        A table being opened is given up: the list is what Refresh asks for."""
        if self.opening is not None:
            self.opening.cancel()
            self.opening = None
            self.say("", bad=False)
        self.answered.clear()
        self.failed.clear()
        # the last answers go too: a server that no longer answers is said on its rows, not
        # its old "Your turn" (the players' names they brought are kept in the entries)
        self.news.clear()
        # each server on a connection of its own again: one lost since (the server stopped)
        # would wait for the server to come back, its rows saying "Asking the server…"; a
        # first connection answers, or says that no server answers at the address
        self._close_all()
        for server in {e["server"] for e in self.entries}:
            self.asked[server] = None
        for server in self.asked:
            self._sent_to(server, fresh=True)

    def _sent_to(self, server: str, fresh: bool = False) -> bool:
        session = self.asked.get(server)
        if session is None:
            url = server_url(server)
            if url is None:
                return False
            session = self.asked[server] = connect(url)
            fresh = True
        if fresh:
            tokens = [e["token"] for e in self.entries if e["server"] == server]
            session.request({"type": "tables", "tokens": tokens})
        return True

    def build(self) -> None:
        L = self.layout
        self.buttons = [Button(L.zone("refresh"), pgettext("button: ask the servers again", "Refresh"), self.ask, size=theme.SMALL_SIZE),
                        Button(L.zone("back"), N_("Back"), self.back)]
        self.rows: list[tuple[pygame.Rect, dict]] = []
        self.crosses = []
        area = L.zone("list")
        for i, entry in enumerate(self.entries[self.first:self.first + SHOWN]):
            rect = pygame.Rect(area.x, area.y + i * (ROW_H + 6), area.w, ROW_H)
            self.rows.append((rect, entry))
            cross = pygame.Rect(0, 0, CROSS, CROSS)
            cross.midright = (rect.right - 10, rect.centery)
            self.crosses.append((Button(cross, "\u00d7", lambda e=entry: self.ask_forget(e), size=theme.BODY_SIZE), entry))

    def back(self) -> None:
        self._close_all()
        self.app.pop()

    def _close_all(self, keep=None) -> None:
        for session in self.asked.values():
            if session is not None and session is not keep:
                session.close()
        self.asked = {}

    def handle(self, event) -> bool:
        if event.kind == "move":
            self.hover.moved(event.pos, self.tooltip_at(event.pos))
            row = self.row_at(event.pos)
            if row is not None:
                self.selected = self.entries.index(row)
        elif event.kind in ("down", "click", "key", "wheel", "right_click"):
            self.hover.clear()
        if event.kind == "wheel" and len(self.entries) > SHOWN:
            self.first = max(0, min(len(self.entries) - SHOWN, self.first - event.y))
            self.build()
            return True
        if self.opening is None:
            if event.kind in ("down", "up", "click"):
                for button, entry in self.crosses:
                    if button.hit(event.pos):
                        if event.kind == "click":
                            button.on_click()
                        return True
            row = self.row_at(event.pos) if event.kind in ("click", "right_click") else None
            if row is not None:
                if event.kind == "click":
                    self.open(row)
                else:
                    self.ask_forget(row)
                return True
            if event.kind == "key" and self.entries and self._keyed(event.key):
                return True
        return super().handle(event)

    def _keyed(self, key: int) -> bool:
        """Up and Down choose a row (the list scrolls to it), Enter opens it, Delete removes it."""
        if key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if key == pygame.K_UP else 1
            now = self.selected if self.selected is not None else (-1 if step > 0 else len(self.entries))
            self.select(max(0, min(len(self.entries) - 1, now + step)))
            return True
        if self.selected is None:
            return False
        if key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.ask_forget(self.entries[self.selected])
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open(self.entries[self.selected])
            return True
        return False

    def select(self, index: int) -> None:
        self.selected = index
        if index < self.first or index >= self.first + SHOWN:
            self.first = max(0, min(index, len(self.entries) - SHOWN)) if index < self.first else index - SHOWN + 1
            self.build()

    def row_at(self, pos) -> dict | None:
        for rect, entry in self.rows:
            if rect.collidepoint(pos):
                return entry
        return None

    def tooltip_at(self, pos) -> Tooltip | None:
        for button, entry in self.crosses:
            if button.hit(pos):
                return Tooltip(_("Remove from this list"), (_("The table stays on the server."),),
                               key=("remove", entry["token"]))
        for rect, entry in self.rows:   # a row whose state gave up the game's progress: the whole state
            if rect.collidepoint(pos):
                line, state, _turn = self.row_words(entry)
                if self.second_line(entry, rect.right - 20 - CROSS - (rect.x + 44))[0] != state:
                    return Tooltip(line, (state,), key=("row", entry["token"], state))
        return None

    # --- removing a table from the list ----------------------------------------------------------
    def ask_forget(self, entry: dict) -> None:
        """The question first: what removing it means (forget.py)."""
        row = self.news.get((entry["server"], entry["token"])) or {}
        self.hover.clear()
        self.app.push(ForgetScene(self.app, self.row_words(entry)[0], forget_words(entry, bool(row.get("over"))),
                                  lambda: self.forget(entry)))

    def forget(self, entry: dict) -> None:
        """Remove it from the file (written atomically); a disk that refuses is said and the row stays."""
        problem = known.forget(entry)
        if problem:
            self.say(problem)
            return
        line = self.row_words(entry)[0]
        self.entries = [e for e in self.entries if (e["server"], e["token"]) != (entry["server"], entry["token"])]
        self.news.pop((entry["server"], entry["token"]), None)
        self.first = max(0, min(self.first, len(self.entries) - SHOWN))
        if self.selected is not None:
            self.selected = min(self.selected, len(self.entries) - 1) if self.entries else None
        self.build()
        self.say(_("Removed from the list: {table}").format(table=line), bad=False)

    def open(self, entry: dict) -> None:
        session = self.asked.get(entry["server"])
        if session is not None and session.status == "offline":
            session = None   # it gave up: a new connection finds a server started since
        self._close_all(keep=session)
        self.opening = Opening(self.app, entry, session)
        self.say(_("Opening the table…"), bad=False)

    def update(self, dt_ms: int) -> bool:
        changed = self.hover.update(dt_ms)
        if self.opening is not None:
            self.app.wake_in(50)
            if self.opening.poll():
                return True
            if self.opening.problem:
                self.say(self.opening.problem)
                self.failed[self.opening.entry["server"]] = self.opening.problem   # its rows say it too
                self.opening = None
                return True
            return False
        for server, session in list(self.asked.items()):
            if session is None:
                if server == LOCAL:
                    if local_server().problem and server not in self.failed:
                        self.failed[server] = local_server().problem
                        changed = True
                    self._sent_to(server)
                self.app.wake_in(100)
                continue
            for event in session.poll():
                kind = event.get("type")
                if kind == "tables":
                    self.answered.add(server)
                    for row in event.get("tables", []):
                        for e in self.entries:
                            if (e["server"] == server and row.get("table") in known.names_of(e)
                                    and e.get("seat") == row.get("seat")):
                                self.news[(server, e["token"])] = row
                                # kept for when the server does not answer (not the names the
                                # table had when it was opened, before a friend joined)
                                known.rename(e, row.get("players") or [])
                    changed = True
                elif kind == "error" or (kind == "status" and event.get("status") == "offline"):
                    self.failed[server] = str(event.get("message") or event.get("problem") or "")
                    changed = True
            if server not in self.answered:
                self.app.wake_in(100)
        return changed

    # --- drawing -----------------------------------------------------------------------------------
    def row_words(self, entry: dict, progress_too: bool = True) -> tuple[str, str, bool]:
        """(the table's line, its state, your turn) for one saved table; `progress_too` False:
        the state without how far the game is (a row whose state and place do not both fit)."""
        server = entry["server"]
        row = self.news.get((server, entry["token"]))
        names = " · ".join((row or {}).get("players") or entry.get("names") or [])
        title = TITLES[entry["title"]].name
        line = _("{title} — {names}").format(title=title, names=names) if names else title
        if row is not None:
            if row.get("over"):
                return line, _("Game over"), False
            progress = (row.get("progress") or "") if progress_too else ""
            if entry.get("seat") is None:
                return line, _("Watching") + (" · " + progress if progress else ""), False
            if row.get("kind") not in (None, "human"):   # (the table says it too, once opened)
                handed = _("The host handed your seat to a computer ({level})").format(level=level_name(row["kind"]))
                return line, handed + (" · " + progress if progress else ""), False
            if row.get("your_turn"):
                return line, _("Your turn") + (" · " + progress if progress else ""), True
            waiting = _("Waiting for the others")
            return line, waiting + (" · " + progress if progress else ""), False
        watching = _("Watching") + " · " if entry.get("seat") is None else ""
        if server in self.failed:
            if entry.get("host_program"):   # (the host's program is closed, most likely)
                return line, watching + _(HOST_CLOSED), False
            return line, watching + self.failed[server], False
        if server in self.answered:
            return line, watching + _("This server no longer has this table."), False
        return line, watching + _("Asking the server…"), False

    def place_words(self, entry: dict) -> str:
        """Where the table is: "Table WM4GK-GE7AN on 127.0.0.1:8765", the address as the
        invitation shows it (it showed "ws://127.0.0.1:8765/" here, a play-test)."""
        where = _("this computer") if entry["server"] == LOCAL else typed_address(entry["server"])
        return _("Table {code} on {server}").format(code=shown_code(entry["table"]), server=where)

    def second_line(self, entry: dict, room: int) -> tuple[str, int, str, int]:
        """(state, its width, place, its width) of a row's second line, `room` px wide: the state
        right (up to STATE_MAX), where the table is left, 24 px apart, the place in smaller type
        if it must, never below the readable least (`least_size`).  A state too long for both (a
        seat handed to a computer, with the game's progress: a play-test saw the place shrink to
        tiny type and be cut at 1024x600) gives up the progress (the row's tooltip says the whole
        state); what is still too long shares the room, neither below the readable least."""
        a = self.assets
        _line, state, your_turn = self.row_words(entry)
        size = theme.BODY_SIZE if your_turn else theme.SMALL_SIZE
        place = self.place_words(entry)
        least = a.width(place, least_size())   # the place's width in the least type it may take
        state_w = min(STATE_MAX, a.width(state, size, your_turn))
        if state_w + 24 + least > room:
            state = self.row_words(entry, progress_too=False)[1]
            state_w = min(STATE_MAX, a.width(state, size, your_turn))
        if state_w + 24 + least > room:   # shared: the state at least half of it
            state_w = max(room - 24 - least, min(state_w, (room - 24) // 2))
        return state, state_w, place, min(a.width(place, theme.SMALL_SIZE), room - 24 - state_w)

    def draw_content(self, surface) -> None:
        a = self.assets
        if not self.entries:
            area = self.layout.zone("list")
            draw.text_block(surface, a, _("No online tables yet: host one, or join one with a code."), area,
                            theme.BODY_SIZE, theme.INK_SOFT)
            return
        pointer = self.app.input.pointer
        chosen = self.entries[self.selected] if self.selected is not None and self.selected < len(self.entries) else None
        for rect, entry in self.rows:
            line, state, your_turn = self.row_words(entry)
            hover = rect.collidepoint(pointer) or entry is chosen
            draw.panel(surface, rect, theme.WIN_ROW if your_turn else theme.PAPER_SHADE, radius=8)
            if hover:
                paint.rect(surface, theme.INK, rect, 2, border_radius=8)
            with draw.box(surface, rect, "table row"):
                seat = entry.get("seat")
                if seat:
                    draw.player_shape(surface, seat - 1, (rect.x + 22, rect.centery), 22)
                else:   # watching: an eye
                    eye = pygame.Rect(0, 0, 26, 14)
                    eye.center = (rect.x + 22, rect.centery)
                    paint.ellipse(surface, theme.INK_SOFT, eye, 2)
                    paint.circle(surface, theme.INK_SOFT, eye.center, 4)
                # the table's line (its title and players' names) the row's whole width; under
                # it the state, right, and where the table is, left (a play-test saw a long
                # Japanese state leave the names cut): see `second_line`
                size = theme.BODY_SIZE if your_turn else theme.SMALL_SIZE
                right = rect.right - 20 - CROSS
                draw.text_fit(surface, a, line, (rect.x + 44, rect.y + 16), right - 12 - (rect.x + 44),
                              theme.BODY_SIZE, theme.INK, True, "midleft")
                state, state_w, place, place_w = self.second_line(entry, right - (rect.x + 44))
                least = least_size()
                draw.text_fit(surface, a, state, (right, rect.y + 40), state_w, size,
                              theme.INK if your_turn else theme.INK_SOFT, your_turn, "midright", smallest=least)
                draw.text_fit(surface, a, place, (rect.x + 44, rect.y + 40), place_w, theme.SMALL_SIZE,
                              theme.INK_SOFT, False, "midleft", smallest=least)
        for button, _entry in self.crosses:
            button.draw(surface, a, pointer)

    def draw(self, surface) -> None:
        super().draw(surface)
        tip = self.hover.visible
        if tip is not None:
            draw_tooltip(surface, self.assets, tip, self.hover.pos)
