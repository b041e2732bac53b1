"""Join a table with its code: the server's address and the code, or one pasted link
(`tabletop://host:port/CODE`), and the name to play under.  A pasted watch link
(`tabletop://host:port/watch/TOKEN`) opens the table to watch: no seat, nothing private."""
from __future__ import annotations

from urllib.parse import urlsplit

from ... import settings
from ...files import NAME_NEEDS_INK, clean_name, shows_nothing
from ...i18n import N_, _
from ...online.client.links import MAX_LINK_CHARS, Link, normalize_code, parse_link
from ...online.client.session import as_sentence
from ...ui import draw, theme
from ...ui.widgets import NAME_LIMIT, NAME_PASTE_CUT, Button, TextField
from . import known
from .local_server import LOCAL, this_computers_port
from .opening import Opening, connect
from .screen import OnlineScreen, refusal


def last_name() -> str:
    """The name to offer: the one last joined under, else the first seat's name when the
    player chose it (a default seat name such as "Ana" or "プレイヤー1" is no one's: "")."""
    stored = settings.load()
    if stored["join_name"]:
        return stored["join_name"]
    first = stored["names"][0]
    return "" if any(first == names[0] for names in settings.DEFAULT_NAMES.values()) else first


SEATED_HERE = N_("You play seat {seat} ({name}) at this table already: “Open my seat” takes you there. "
                 "An invitation is for the others; join as another player only for someone else at this computer.")


def same_server(saved: str, url: str) -> bool:
    """A saved table's `server` is the one at `url` (a link's): the same address, or this
    computer's server ("local") on the link's port."""
    if saved == LOCAL:
        port = this_computers_port()
        return port is not None and urlsplit(url).port == port
    return saved.rstrip("/").lower() == url.rstrip("/").lower()


class JoinScene(OnlineScreen):
    layout_name = "online_join"
    heading = N_("Join with a code")

    def __init__(self, app) -> None:
        super().__init__(app)
        L = self.layout
        self.link = TextField(L.zone("link"), "", N_("tabletop://192.168.1.20:8765/ABCDE-FGHJK"), max_length=MAX_LINK_CHARS)
        self.address = TextField(L.zone("address"), "", N_("192.168.1.20:8765"), max_length=80)
        self.code = TextField(L.zone("code"), "", "ABCDE-FGHJK", max_length=16)
        self.name = TextField(L.zone("name"), last_name(), N_("Your name"), limit_words=NAME_LIMIT,
                              paste_cut_words=NAME_PASTE_CUT, needs_ink=True)
        self.fields = [self.link, self.address, self.code, self.name]
        self.session = None
        self.server = ""
        self.joining = False
        self.opening: Opening | None = None
        self._mine: tuple[tuple | None, dict | None] = (None, None)   # (the link's server and code, my seat there)

    def build(self) -> None:
        L = self.layout
        busy = self.joining or self.opening is not None
        mine = None if busy else self.my_seat()
        if mine is not None:
            # this window plays a seat at the linked table already: that seat is the main
            # button, another seat a choice of its own (a review's host pasted their own
            # invitation and took the friend's only seat without a word)
            self.buttons = [
                Button(L.zone("join"), N_("Open my seat"), lambda: self.open_mine(mine), primary=True),
                Button(L.zone("join_other"), N_("Join as another player"), self.submit, size=theme.SMALL_SIZE),
                Button(L.zone("back"), N_("Back"), self.back),
            ]
            return
        # a watch link only opens the table to watch: the button says so (a play-tester read
        # "Join the table" beside one)
        label = N_("Watch the table") if self.watching() else N_("Join the table")
        self.buttons = [
            Button(L.zone("join"), N_("Joining…") if busy else label, self.submit, primary=True,
                   enabled=not busy, hint=N_("Joining the table…")),
            Button(L.zone("back"), N_("Back"), self.back),
        ]

    def my_seat(self) -> dict | None:
        """The seat this window plays at the table the link or code names (My online tables),
        or None (read again only when the link's server or code changes)."""
        try:
            link = self.target()
        except ValueError:
            return None
        if link.watch is not None or link.code is None:
            return None
        key = (link.url, link.code)
        if self._mine[0] != key:
            self._mine = (key, known.seat_at(link.code, lambda saved: same_server(saved, link.url)))
        return self._mine[1]

    def open_mine(self, entry: dict) -> None:
        self.opening = Opening(self.app, entry, already_seated=True)
        self.say(_("Opening the table…"), bad=False)
        self.build()

    def watching(self) -> bool:
        """What is typed is a watch link (the table is opened only to watch), a whole one or
        one cut short (a review's read "Join the table" beside a broken watch link)."""
        try:
            return self.target().watch is not None
        except ValueError:
            typed = (self.link.text or self.address.text).strip().lower()
            return "/watch" in typed

    def changed(self) -> None:
        """The main button's words follow the link: "Watch the table" for a watch link."""
        if not (self.joining or self.opening is not None):
            self.build()

    def typed_names(self) -> list[TextField]:
        return [self.name]

    def back(self) -> None:
        if self.opening is not None:
            self.opening.cancel()
        elif self.session is not None:
            self.session.close()
        self.app.pop()

    def target(self) -> Link:
        """The server and the invite code (or a watch link's spectator token) from the link,
        else from the two fields; ValueError."""
        if self.link.text.strip():
            link = parse_link(self.link.text)
            if link.code is None and link.watch is None:
                raise ValueError(_("That link has no invite code at its end (…/ABCDE-FGHJK)."))
            return link
        if not self.address.text.strip():
            raise ValueError(_("Type the server's address and the invite code, or paste the link."))
        link = parse_link(self.address.text)   # (a whole link pasted here does too)
        if (link.code is not None or link.watch is not None) and not self.code.text.strip():
            return link
        return Link(link.url, normalize_code(self.code.text))

    def submit(self) -> None:
        if self.joining or self.opening is not None:
            return
        try:
            link = self.target()
        except ValueError as error:
            self.say(as_sentence(error))
            return
        self.server, code = link.url, link.code
        if link.watch is not None:   # a watch link: no seat to claim, the spectator token attaches
            entry = {"server": self.server, "table": "?", "seat": None, "token": link.watch, "title": "koinobori",
                     "names": []}
            self.opening = Opening(self.app, entry, joined=True)
            self.say(_("Opening the table to watch…"), bad=False)
            self.build()
            return
        name = clean_name(self.name.text, "")
        if not name:   # (the seat is not known before the server answers: no default name fits it)
            for field in self.fields:
                field.focused = False
            self.name.focus()
            self.say(_(NAME_NEEDS_INK) if shows_nothing(self.name.text) else _("Type your name for the table."))
            return
        stored = settings.load()
        stored["join_name"] = name
        settings.save(stored)   # (a disk that refuses only forgets the name for next time)
        self.session = connect(self.server)
        self.session.request({"type": "join", "code": code, "name": name})
        self.joining = True
        self.say(_("Connecting…"), bad=False)
        self.build()

    def update(self, dt_ms: int) -> bool:
        if self.opening is not None:
            self.app.wake_in(50)
            if self.opening.poll():
                return True
            if self.opening.problem:
                self._failed(self.opening.problem)
                return True
            return False
        if not self.joining:
            return False
        self.app.wake_in(50)
        for event in self.session.poll():
            kind = event.get("type")
            if kind == "joined":
                entry = {"server": self.server, "table": event["table"], "seat": event["seat"],
                         "token": event["token"], "title": "koinobori", "names": []}
                self.joining = False
                self.opening = Opening(self.app, entry, self.session, joined=True)
                self.say(_("Opening the table…"), bad=False)
                self.build()
                return True
            problem = refusal(event)
            if problem:
                self._failed(problem)
                return True
        return False

    def _failed(self, problem: str) -> None:
        if self.session is not None:
            self.session.close()
        self.session, self.joining, self.opening = None, False, None
        self.say(problem)
        self.build()

    def draw_content(self, surface) -> None:
        L, a = self.layout, self.assets
        draw.text_block(surface, a, _("Paste the link your host sent (a watch link opens the table only to watch), "
                                      "or type the server's address and the code."),
                        L.zone("note"), theme.SMALL_SIZE, theme.INK_SOFT, line_gap=2)
        self.label(surface, "label_link", _("Link"))
        self.label(surface, "label_address", _("or the server's address"))
        self.label(surface, "label_code", _("and the invite code"))
        self.label(surface, "label_name", _("Your name at the table"))
        mine = None if (self.joining or self.opening is not None or self.message) else self._mine[1]
        if mine is not None:
            names = mine.get("names") or []
            seat = mine["seat"]
            draw.text_block(surface, a, _(SEATED_HERE).format(
                seat=seat, name=names[seat - 1] if len(names) >= seat else "?"), L.zone("message"),
                theme.SMALL_SIZE, theme.INK, line_gap=2)
