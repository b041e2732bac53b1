"""My online tables: the tables this window plays a seat of (known.py), each server asked how
they stand (`tables`): whose turn, how far, over; a click reopens one."""
from __future__ import annotations

import pygame

from ...i18n import N_, _
from ...online.links import normalize_code, show_code
from ...rules.registry import TITLES
from ...ui import draw, theme
from ...ui.widgets import Button
from . import known
from .local_server import LOCAL, local_server
from .opening import Opening, connect, server_url
from .screen import OnlineScreen


def shown_code(code: str) -> str:
    try:
        return show_code(normalize_code(code))
    except ValueError:
        return code


ROW_H = 56
SHOWN = 8


class TablesScene(OnlineScreen):
    layout_name = "online_tables"
    heading = N_("My online tables")
    left_heading = True

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

    def enter(self) -> None:
        super().enter()
        self.ask()

    def ask(self) -> None:
        """Ask each server about this window's tables on it (this computer's is started if need be)."""
        self.answered.clear()
        self.failed.clear()
        for server in {e["server"] for e in self.entries}:
            if server not in self.asked:
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
        self.buttons = [Button(L.zone("refresh"), N_("Refresh"), self.ask, size=theme.SMALL_SIZE),
                        Button(L.zone("back"), N_("Back"), self.back)]
        self.rows: list[tuple[pygame.Rect, dict]] = []
        area = L.zone("list")
        for i, entry in enumerate(self.entries[self.first:self.first + SHOWN]):
            self.rows.append((pygame.Rect(area.x, area.y + i * (ROW_H + 6), area.w, ROW_H), entry))

    def back(self) -> None:
        self._close_all()
        self.app.pop()

    def _close_all(self, keep=None) -> None:
        for session in self.asked.values():
            if session is not None and session is not keep:
                session.close()
        self.asked = {}

    def handle(self, event) -> bool:
        if event.kind == "wheel" and len(self.entries) > SHOWN:
            self.first = max(0, min(len(self.entries) - SHOWN, self.first - event.y))
            self.build()
            return True
        if event.kind == "click" and self.opening is None:
            for rect, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.open(entry)
                    return True
        return super().handle(event)

    def open(self, entry: dict) -> None:
        session = self.asked.get(entry["server"])
        self._close_all(keep=session)
        self.opening = Opening(self.app, entry, session)
        self.say(_("Opening the table…"), bad=False)

    def update(self, dt_ms: int) -> bool:
        changed = False
        if self.opening is not None:
            self.app.wake_in(50)
            if self.opening.poll():
                return True
            if self.opening.problem:
                self.say(self.opening.problem)
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
                            if e["server"] == server and e["table"] == row.get("table") and e.get("seat") == row.get("seat"):
                                self.news[(server, e["token"])] = row
                    changed = True
                elif kind == "error" or (kind == "status" and event.get("status") == "offline"):
                    self.failed[server] = str(event.get("message") or event.get("problem") or "")
                    changed = True
            if server not in self.answered:
                self.app.wake_in(100)
        return changed

    # --- drawing -----------------------------------------------------------------------------------
    def row_words(self, entry: dict) -> tuple[str, str, bool]:
        """(the table's line, its state, your turn) for one saved table."""
        server = entry["server"]
        row = self.news.get((server, entry["token"]))
        names = " · ".join((row or {}).get("players") or entry.get("names") or [])
        title = TITLES[entry["title"]].name
        line = _("{title} — {names}").format(title=title, names=names) if names else title
        if row is not None:
            if row.get("over"):
                return line, _("Game over"), False
            progress = row.get("progress") or ""
            if row.get("your_turn"):
                return line, _("Your turn") + (" · " + progress if progress else ""), True
            waiting = _("Waiting for the others")
            return line, waiting + (" · " + progress if progress else ""), False
        if server in self.failed:
            return line, self.failed[server], False
        if server in self.answered:
            return line, _("This server no longer has this table."), False
        return line, _("Asking the server…"), False

    def draw_content(self, surface) -> None:
        a = self.assets
        if not self.entries:
            area = self.layout.zone("list")
            draw.text_block(surface, a, _("No online tables yet: host one, or join one with a code."), area,
                            theme.BODY_SIZE, theme.INK_SOFT)
            return
        pointer = self.app.input.pointer
        for rect, entry in self.rows:
            line, state, your_turn = self.row_words(entry)
            hover = rect.collidepoint(pointer)
            draw.panel(surface, rect, theme.WIN_ROW if your_turn else theme.PAPER_SHADE, radius=8)
            if hover:
                pygame.draw.rect(surface, theme.INK, rect, 2, border_radius=8)
            with draw.box(surface, rect, "table row"):
                seat = entry.get("seat")
                if seat:
                    draw.player_shape(surface, seat - 1, (rect.x + 22, rect.centery), 22)
                draw.text_fit(surface, a, line, (rect.x + 44, rect.y + 16), rect.w - 360, theme.BODY_SIZE,
                              theme.INK, True, "midleft")
                where = _("this computer") if entry["server"] == LOCAL else entry["server"]
                draw.text_fit(surface, a, _("Table {code} on {server}").format(code=shown_code(entry["table"]), server=where),
                              (rect.x + 44, rect.y + 40), rect.w - 360, theme.SMALL_SIZE, theme.INK_SOFT, False, "midleft")
                draw.text_fit(surface, a, state, (rect.right - 14, rect.centery), 300, theme.BODY_SIZE if your_turn else theme.SMALL_SIZE,
                              theme.INK if your_turn else theme.INK_SOFT, your_turn, "midright")
