"""The invitation to share: the table's code, the server's address and one link holding both
(`tabletop://host:port/CODE`), each with a Copy button when the system has a clipboard (else
the text stays on screen to read out or type), and the watch link for people who only watch
(`tabletop://host:port/watch/TOKEN`: the spectator token, which only the host's window keeps).
A watching window shows only the address and the watch link.  Then to the table."""
from __future__ import annotations

from ...i18n import N_, _
from ...online.client.links import make_link, make_watch_link, normalize_code, show_code, typed_address
from ...ui import draw, theme
from ...ui.clipboard import copy_text
from ...ui.widgets import Button
from .local_server import LOCAL, local_server
from .screen import OnlineScreen


def shared_address(entry: dict) -> str:
    """The address friends connect to (this computer's on its network, for its own server)."""
    if entry["server"] == LOCAL:
        server = local_server()
        return server.shared_url if server.port else ""
    return entry["server"]


NO_WATCH_LINK = N_("Only the table's host has the watch link.")


class InviteScene(OnlineScreen):
    layout_name = "online_invite"

    def __init__(self, app, entry: dict, session=None, table=None, on_open=None) -> None:
        """`table`: shown from an open table's menu (Back goes back to it); else after creating
        it, and "Go to the table" opens it: `on_open()` gives the Opening (opening.py)."""
        super().__init__(app)
        self.entry = entry
        self.session = session
        self.table = table
        self.on_open = on_open
        self.opening = None
        url = shared_address(entry)
        self.code = show_code(normalize_code(entry["table"]))
        self.link = make_link(url, entry["table"]) if url else ""
        self.watching = entry.get("seat") is None          # this window only watches the table
        spectator = entry["token"] if self.watching else entry.get("spectator")
        self.watch = make_watch_link(url, spectator) if url and spectator else ""
        self.address = typed_address(url)   # what a person types: host:port (ws:// is understood)

    @property
    def heading(self) -> str:
        return N_("Share the watch link") if self.watching else N_("Invite your friends")

    def zone(self, name: str):
        """A zone of the layout; a watching window's two rows (address, watch link) move up
        into the places of the rows it does not show (code, address)."""
        L = self.layout
        rect = L.zone(name)
        if self.watching and name.endswith("address"):
            rect = rect.move(0, L.zone("label_code").y - L.zone("label_address").y)
        elif self.watching and name.endswith("watch"):
            rect = rect.move(0, L.zone("label_address").y - L.zone("label_watch").y)
        return rect

    def label(self, surface, zone: str, text: str, *args, **kwargs) -> None:
        rect = self.zone(zone)
        draw.text_fit(surface, self.assets, text, rect.midleft, rect.w, theme.BODY_SIZE, theme.INK, True, "midleft")

    def build(self) -> None:
        L = self.layout
        self.buttons = [
            Button(self.zone("copy_address"), N_("Copy"), lambda: self._copy(self.address), size=theme.SMALL_SIZE),
            Button(self.zone("copy_watch"), N_("Copy"), lambda: self._copy(self.watch), size=theme.SMALL_SIZE,
                   enabled=bool(self.watch), hint=NO_WATCH_LINK),
        ]
        if not self.watching:
            self.buttons[:0] = [
                Button(L.zone("copy_code"), N_("Copy"), lambda: self._copy(self.code), size=theme.SMALL_SIZE),
                Button(L.zone("copy_link"), N_("Copy"), lambda: self._copy(self.link), size=theme.SMALL_SIZE)]
        if self.table is None:
            self.buttons.append(Button(L.zone("open"), N_("Go to the table"), self.submit, primary=True))
            self.buttons.append(Button(L.zone("back"), N_("Title menu"), self.back))
        else:
            self.buttons.append(Button(L.zone("open"), N_("Back to the table"), self.app.pop, primary=True))

    def _copy(self, text: str) -> None:
        if copy_text(text):
            self.say(_("Copied: {text}").format(text=text), bad=False)
        else:
            self.say(_("This system has no clipboard here: read the text out or type it."))

    def back(self) -> None:
        if self.table is not None:
            self.app.pop()
            return
        if self.session is not None:
            self.session.close()
        self.app.pop()

    def submit(self) -> None:
        if self.table is not None:
            self.app.pop()
            return
        if self.opening is None and self.on_open is not None:
            self.opening = self.on_open()
            self.say(_("Opening the table…"), bad=False)

    def update(self, dt_ms: int) -> bool:
        if self.opening is None:
            return False
        self.app.wake_in(50)
        if self.opening.poll():
            return True
        if self.opening.problem:
            self.say(self.opening.problem)
            self.opening, self.session = None, None
            return True
        return False

    def draw_content(self, surface) -> None:
        L, a = self.layout, self.assets
        if self.watching:
            note = _("Whoever opens the watch link in Tabletop (Play online, then Join with a code) watches this "
                     "table: they see only what is public and cannot play.")
        else:
            note = _("Give your friends the code and the address, or the link: in Tabletop they choose Play "
                     "online, then Join with a code.")
        draw.text_block(surface, a, note, L.zone("note"), theme.SMALL_SIZE, theme.INK_SOFT, line_gap=2)
        rows = [("address", self.address, theme.BODY_SIZE)]
        self.label(surface, "label_address", _("Server address"))
        if not self.watching:
            self.label(surface, "label_code", _("Invite code"))
            self.label(surface, "label_link", _("Link to play (address and code in one)"))
            rows += [("code", self.code, theme.TITLE_SIZE - 12), ("link", self.link, theme.BODY_SIZE)]
        self.label(surface, "label_watch", _("Watch link, for people who only watch (they see only what is public)"))
        rows.append(("watch", self.watch, theme.BODY_SIZE if self.watch else theme.SMALL_SIZE))
        for zone, text, size in rows:
            rect = self.zone(zone)
            draw.panel(surface, rect, theme.PAPER_SHADE, radius=6)
            with draw.box(surface, rect, zone):
                if text and zone in ("link", "watch"):
                    self._draw_link(surface, rect, text)
                    continue
                shown = text or (_(NO_WATCH_LINK) if zone == "watch" else "—")
                draw.text_fit(surface, a, shown, (rect.x + 12, rect.centery), rect.w - 24, size,
                              theme.INK if text else theme.INK_SOFT, bool(text), "midleft")

    def _draw_link(self, surface, rect, link: str) -> None:
        """A link whole: on one line if it fits, else in two (cut after its last "/"), never
        cut with an ellipsis (a person may read it out or type it)."""
        a, width = self.assets, rect.w - 24
        size, fitted = draw.fit_size(a, link, width, theme.BODY_SIZE, True, smallest=15)
        if fitted == link:
            draw.text(surface, a, link, (rect.x + 12, rect.centery), size, theme.INK, True, "midleft")
            return
        head, _slash, tail = link.rpartition("/")
        lines = [head + "/", tail]
        size = theme.SMALL_SIZE
        while size > 11 and max(a.width(line, size, True) for line in lines) > width:
            size -= 1
        for k, line in enumerate(lines):
            draw.text(surface, a, line, (rect.x + 12, rect.centery + (k * 2 - 1) * (size // 2 + 1)), size,
                      theme.INK, True, "midleft")
