"""Host a table: the game, the players (this window plays seat 1; each other seat is an
invitation or a computer at a level), and the server: this computer's (started as a child
process, see local_server.py) or another one's address.  Creating it shows the invitation."""
from __future__ import annotations

import pygame

from ... import settings
from ...files import NAME_NEEDS_INK, clean_name, name_key, shows_nothing
from ...i18n import N_, _
from ...online.client.links import parse_link
from ...online.client.session import as_sentence
from ...rules.registry import TITLES, title_info
from ...ui import draw, theme
from ...ui.tooltip import Hover, Tooltip, draw_tooltip
from ...ui.widgets import NAME_LIMIT, NAME_PASTE_CUT, Button, TextField
from ..common.level_words import seat_tip_lines
from .. import registry
from . import known
from .invite import InviteScene
from .local_server import LOCAL, local_server
from .opening import Opening, connect
from .screen import OnlineScreen, refusal

SEAT_CHOICES = (("invite", N_("Invite")), ("easy", N_("Easy")), ("normal", N_("Normal")), ("hard", N_("Hard")))
INVITE_TIP = N_("A friend plays this seat from their own computer: the next screen gives the invitation to send.")


class HostScene(OnlineScreen):
    layout_name = "online_host"
    heading = N_("Host a table")
    left_heading = True

    def __init__(self, app) -> None:
        super().__init__(app)
        stored = settings.load()
        self.titles = [t for t in TITLES if registry.playable(t)]
        self.title_id = self.titles[0]
        names = stored["names"]
        self.name_fields = [TextField(self.layout.zone(f"name_{i}"), names[i], _("Player {n}").format(n=i + 1),
                                      limit_words=NAME_LIMIT, paste_cut_words=NAME_PASTE_CUT, needs_ink=True)
                            for i in range(5)]
        self.kinds = ["human"] + ["invite"] * 4
        self.count = self._count_for(self.title_id, stored)
        self.local = stored["host_local"]   # as the last table hosted, and its server's address
        self.address = TextField(self.layout.zone("address"), stored["host_address"], N_("host:port"), max_length=80)
        self.session = None
        self.wanted: dict | None = None   # the create message, waiting for the server
        self.hover = Hover()
        self.kind_rects: list[tuple[pygame.Rect, str]] = []   # for the tooltips

    def _count_for(self, title_id: str, stored=None) -> int:
        info = title_info(title_id)
        last = (stored or settings.load())["player_counts"].get(title_id)
        low = max(2, info.min_players)
        return last if last is not None and low <= last <= info.max_players else low

    def build(self) -> None:
        L = self.layout
        info = title_info(self.title_id)
        self.buttons = []
        for i, title_id in enumerate(self.titles[:4]):
            self.buttons.append(Button(L.zone(f"title_{i}"), TITLES[title_id].name, lambda t=title_id: self._set_title(t),
                                       selected=title_id == self.title_id))
        for k, n in enumerate(range(max(2, info.min_players), info.max_players + 1)):
            self.buttons.append(Button(L.zone(f"count_{k}"), str(n), lambda n=n: self._set_count(n), selected=n == self.count))
        self.kind_rects = []
        for i in range(1, self.count):
            zone = L.zone(f"kind_{i}")
            width = zone.w // len(SEAT_CHOICES)
            for k, (kind, label) in enumerate(SEAT_CHOICES):
                rect = pygame.Rect(zone.x + k * width, zone.y, width - 6, zone.h)
                self.kind_rects.append((rect, kind))
                self.buttons.append(Button(rect, label, lambda i=i, kind=kind: self._set_kind(i, kind),
                                           selected=self.kinds[i] == kind, size=theme.SMALL_SIZE))
        self.buttons.append(Button(L.zone("server_local"), N_("This computer"), lambda: self._set_local(True),
                                   selected=self.local, size=theme.SMALL_SIZE))
        self.buttons.append(Button(L.zone("server_other"), N_("Another server"), lambda: self._set_local(False),
                                   selected=not self.local, size=theme.SMALL_SIZE))
        busy = self.wanted is not None
        self.buttons.append(Button(L.zone("start"), N_("Creating…") if busy else N_("Create the table"), self.submit,
                                   primary=True, enabled=not busy, hint=N_("The table is being created.")))
        self.buttons.append(Button(L.zone("back"), N_("Back"), self.back, size=theme.SMALL_SIZE))
        self.fields = [*self.name_fields[: self.count]] + ([] if self.local else [self.address])

    def typed_names(self) -> list[TextField]:
        return self.name_fields[: self.count]

    def _set_title(self, title_id: str) -> None:
        self.title_id = title_id
        self.count = self._count_for(title_id)
        self.build()

    def _set_count(self, n: int) -> None:
        self.count = n
        self.build()

    def _set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind
        self.build()

    def _set_local(self, local: bool) -> None:
        self.local = local
        if not local:
            self.address.focus()
        self.build()

    def back(self) -> None:
        if self.session is not None:
            self.session.close()
        self.app.pop()

    # --- creating --------------------------------------------------------------------------------
    def names(self) -> list[str]:
        return [clean_name(self.name_fields[i].text, _("Player {n}").format(n=i + 1)) for i in range(self.count)]

    def submit(self) -> None:
        if self.wanted is not None:
            return
        blank = next((f for f in self.name_fields[: self.count] if shows_nothing(f.text)), None)
        if blank is not None:   # (not "Player 2" in its place without a word)
            for field in self.fields:
                field.focused = False
            blank.focus()
            self.say(_(NAME_NEEDS_INK))
            return
        names = self.names()
        if len({name_key(n) for n in names}) != len(names):   # (as the table server compares them)
            self.say(_("Each player needs a different name."))
            return
        link = None
        if not self.local:
            if not self.address.text.strip():   # (not "Not a server address: ''.")
                for field in self.fields:
                    field.focused = False
                self.address.focus()
                self.say(_("Type the server's address (host:port)."))
                return
            try:
                link = parse_link(self.address.text)
            except ValueError as error:
                self.say(as_sentence(error))
                return
        stored = settings.load()
        stored["names"][: self.count] = names
        stored["player_counts"][self.title_id] = self.count
        stored["host_local"] = self.local
        if link is not None:
            stored["host_address"] = self.address.text.strip()
        settings.save(stored)
        if link is None:
            self.server = LOCAL
            local_server().start()
        else:
            self.server = link.url
            self.session = connect(link.url)
        self.wanted = {"type": "create", "title": self.title_id, "players": names,
                       "seats": self.kinds[: self.count]}
        self.say(_("Starting the server on this computer…") if self.local else _("Connecting…"), bad=False)
        self.build()

    # --- what a seat choice means -----------------------------------------------------------------
    def _tip_at(self, pos) -> Tooltip | None:
        """As on the setup screen: a computer level's nature and its measured strength in the
        chosen title (level_words.py); an invitation's seat is a friend elsewhere."""
        for rect, kind in self.kind_rects:
            if rect.collidepoint(pos):
                lines = ((_(INVITE_TIP),) if kind == "invite" else
                         seat_tip_lines(self.title_id, TITLES[self.title_id].name, kind, self.count))
                return Tooltip(_(dict(SEAT_CHOICES)[kind]), lines, key=(self.title_id, kind, self.count))
        return None

    def handle(self, event) -> bool:
        if event.kind == "move":
            self.hover.moved(event.pos, self._tip_at(event.pos))
        return super().handle(event)

    def update(self, dt_ms: int) -> bool:
        shown = self.hover.update(dt_ms)
        return self._update_request() or shown

    def _update_request(self) -> bool:
        if self.wanted is None:
            return False
        self.app.wake_in(50)
        if self.session is None:   # this computer's server is starting
            server = local_server()
            if server.problem:
                self._failed(server.problem)
                return True
            if not server.ready:
                return False
            self.session = connect(server.url)
        if self.wanted.get("sent") is None:
            self.session.request({k: v for k, v in self.wanted.items() if k != "sent"})
            self.wanted["sent"] = True
            self.say(_("Creating the table…"), bad=False)
        for event in self.session.poll():
            kind = event.get("type")
            if kind == "created":
                self._created(event)
                return True
            problem = refusal(event)
            if problem:
                self._failed(problem)
                return True
        return False

    def _failed(self, problem: str) -> None:
        if self.session is not None:
            self.session.close()
        self.session, self.wanted = None, None
        self.say(problem)
        self.build()

    def _created(self, created: dict) -> None:
        mine = next((s for s in created["seats"] if s["seat"] == 1), created["seats"][0])
        entry = {"server": self.server, "table": created["table"], "seat": mine["seat"], "token": mine["token"],
                 "title": self.title_id, "names": self.names(), "host": created.get("host"),
                 "spectator": created.get("spectator")}
        problem = known.remember(entry)
        session, self.session, self.wanted = self.session, None, None
        self.say("")
        self.build()
        invite = InviteScene(self.app, entry, session, on_open=lambda: Opening(self.app, entry, session))
        self.app.replace(invite)
        if problem:   # (the table says it too, until the disk takes it: online/table.py)
            invite.say(_(known.NOT_REMEMBERED).format(problem=problem))

    # --- drawing -----------------------------------------------------------------------------------
    def draw_content(self, surface) -> None:
        L, a = self.layout, self.assets
        self.label(surface, "label_title", _("Game"))
        self.label(surface, "label_count", _("Players"))
        self.label(surface, "label_names", _("Names, and who plays each seat"))
        self.label(surface, "label_server", _("Server"))
        if any(k == "invite" for k in self.kinds[1:self.count]):
            self.label(surface, "names_note", _("A friend who joins plays under their own name."), theme.SMALL_SIZE,
                       theme.INK_SOFT, False)
        you = L.zone("kind_0")
        draw.text_fit(surface, a, _("You play this seat (you can invite the others)."), (you.x, you.centery), you.w,
                      theme.SMALL_SIZE, theme.INK_SOFT, False, "midleft")
        for i in range(self.count):
            field = self.name_fields[i]
            draw.player_shape(surface, i, (field.rect.x - 20, field.rect.centery), 24)
        if self.local:
            rect = L.zone("address")
            draw.text_block(surface, a, _("The server runs in this program while it is open."),
                            rect.inflate(0, 8), theme.SMALL_SIZE, theme.INK_SOFT, line_gap=1)

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.hover.visible is not None:
            draw_tooltip(surface, self.assets, self.hover.visible, self.hover.pos)
