"""Opening an online table from a screen: connect to its server (this computer's is started
if need be), attach the seat's token, and open the table at the first `state`.  The screen
calls `poll()` every frame; nothing here waits."""
from __future__ import annotations

from ... import i18n
from ...online.client.session import Session
from . import known
from .local_server import LOCAL, local_server
from .screen import refusal
from .table import online_table


def server_url(entry_server: str) -> str | None:
    """The address to connect to for a saved table's `server` (None: this computer's server is
    still starting)."""
    if entry_server != LOCAL:
        return entry_server
    server = local_server()
    if not server.ready:
        server.start()
        return None
    return server.url


def connect(url: str) -> Session:
    return Session(url, i18n.language()).start()


class Opening:
    """One table being opened (`entry`: a saved table, see known.py).  `session`: an open
    connection to its server to use (else one is made).  `joined`: opened from Join with a
    code (the table then says if it lives in the host's program)."""

    def __init__(self, app, entry: dict, session: Session | None = None, joined: bool = False,
                 already_seated: bool = False) -> None:
        """`already_seated`: Join with a code was given the link of a table this window plays
        a seat at already (the table says that this is that seat)."""
        self.app = app
        self.joined = joined
        self.already_seated = already_seated
        self.watch_link = joined and entry.get("seat") is None   # a watch link pasted on Join with a code
        self.entry = dict(entry)
        self.session = session
        self.problem: str | None = None
        self.attached = False
        self.done = False
        # a connection never up yet only retries; "lost" is said only of one that was up
        self.was_online = session is not None and session.status == "online"

    def poll(self) -> bool:
        """Go on; True once the table is open (or `problem` says why not)."""
        if self.done or self.problem:
            return self.done
        if self.session is None:
            url = server_url(self.entry["server"])
            if url is None:
                if local_server().problem:
                    self.problem = local_server().problem
                return False
            self.session = connect(url)
        if not self.attached:
            self.session.attach(self.entry["token"])
            self.attached = True
        for event in self.session.poll():
            kind = event.get("type")
            if kind == "state":
                self._open(event)
                return True
            if kind == "status" and event["status"] == "online":
                self.was_online = True
            elif kind == "status" and event["status"] == "reconnecting" and event.get("problem") and self.was_online:
                self.problem = event["problem"]
            else:   # a refusal, or the client gave up ("No table server answers at ...")
                self.problem = refusal(event, watch_link=self.watch_link) or self.problem
        if self.problem:
            self.session.close()
            self.session = None
        return False

    def cancel(self) -> None:
        if self.session is not None and not self.done:
            self.session.close()
            self.session = None

    def _open(self, state: dict) -> None:
        entry = self.entry
        entry["title"] = state["title"]
        entry["table"] = state["table"]
        entry["seat"] = state.get("seat")
        entry["names"] = [p.get("name", "") for p in state.get("players") or []]
        if self.session.host_program and entry["server"] != LOCAL:   # (My online tables says it when it is closed)
            entry["host_program"] = True
        problem = known.remember(entry)
        self.done = True
        table = online_table(self.app, self.session, state, entry)
        if problem:   # the way back to this seat is only in this window: the table's banner says so
            table.not_remembered(problem)
        if self.already_seated:
            table.tell_already_seated()
        if self.joined and self.session.host_program:
            table.tell_host_program()
        if self.joined:
            table.tell_took_over()
        table.tell_chosen_deal()
