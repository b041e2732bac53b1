"""Helpers of the online window tests: a real table server process on loopback, windows
(headless App instances in this process: they take turns with pygame's one event queue, each
`click` posts real mouse events and steps the window it is for), and a person's moves made by
clicking where the title's hint outline says the move is clicked."""
from __future__ import annotations

import random
import time
from pathlib import Path

import pygame
import pytest

from driver import click, drag, key, make_app, type_text
from game.i18n import _
from game.rules.paddy import PlaceAnimal, PlacePaddy, ReturnAnimal
from online.conftest import start_server

WAIT_S = 60   # generous: two cores shared with the rest of the suite


class Server:
    """A table server on loopback (tests/online/conftest.py's process), restartable on the
    same port: a window reconnects to the address it has."""

    def __init__(self, data: Path) -> None:
        self.data = data
        self.port = 0
        self.process = None

    def start(self) -> "Server":
        args = ["--lookup-limit", "1000"] + (["--port", str(self.port)] if self.port else [])
        self.process = start_server(self.data, *args)
        self.port = self.process.port
        return self

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """kill -9."""
        if self.process is not None:
            self.process.kill()
        self.process = None


@pytest.fixture
def quick_give_up(monkeypatch):
    """A window gives up a silent address after 1 s instead of a player's 6 s
    (session.FIRST_CONNECT_S): what it says then, and what it does after, are the same."""
    from game.online.client import session

    monkeypatch.setattr(session, "FIRST_CONNECT_S", 1.0)


def window():
    app = make_app()
    app.go_home()
    return app


def pump(apps, done, timeout: float = WAIT_S, what: str = "the condition") -> None:
    """Step the windows (their scenes poll the network) until `done()`."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for app in apps:
            app.step()
        if done():
            return
        time.sleep(0.01)
    raise AssertionError(f"timed out waiting for {what}; " + "; ".join(described(app) for app in apps))


def described(app) -> str:
    """What a window shows, for a timed-out wait's message (a rare failure in CI is read from
    its log alone): its scene and, for an online table, its link, the moves on their way, the
    state's seq against the one its next move is chosen at, whom the server waits for, and
    its bar."""
    scene = app.top
    words = [type(scene).__name__]
    match = getattr(scene, "match", None)
    if getattr(scene, "online", False) and match is not None:
        words += [f"link={scene.link_status}", f"waiting_moves={scene.session.waiting_moves}",
                  f"seq={match.seq}", f"expect={match.expect}", f"shown={match.shown}",
                  f"awaited={match.awaited()}", f"sent={match.sent!r}", f"turn_done={scene.turn_done}",
                  f"input_grace={scene.input_grace}", f"over={scene.state.is_over()}",
                  f"cause={match.latest.get('cause')}", f"bar={scene.bar_text!r}"]
    message = getattr(scene, "message", None)
    if message:
        words.append(f"message={message!r}")
    return " ".join(words)


def press(app, label: str) -> None:
    """Click the button of the top scene labelled `label` (as drawn, in the current language)."""
    scene = app.top
    buttons = [*getattr(scene, "buttons", [])]
    if hasattr(scene, "_live_bar_buttons"):
        buttons += scene._live_bar_buttons()
    if label == _("Join the table") and any(_(b.label) == _("Join as another player") for b in buttons):
        # the windows of a test share one data folder, so a guest's window finds the host's seat
        # in My online tables and offers it first (online/join.py): the guest is another player
        label = _("Join as another player")
    for button in buttons:
        if _(button.label) == label:
            click(app, button.rect.center)
            return
    raise AssertionError(f"no button {label!r} on {type(scene).__name__}: {[_(b.label) for b in buttons]}")


def type_into(app, field, text: str) -> None:
    click(app, field.rect.center)
    type_text(app, text)


def is_table(app) -> bool:
    return getattr(app.top, "online", False)


def host_table(app, url: str, title_name: str, names=("Ana", "Hanako"), second: str = "Invite") -> dict:
    """Title menu → Play online → Host a table (another server's address; the second seat
    `second`: Invite or a computer level) → the invitation; returns what it shows."""
    press(app, "Play online")
    press(app, "Host a table")
    press(app, title_name)
    host = app.top
    for i, name in enumerate(names):
        field = host.name_fields[i]
        click(app, field.rect.center)
        key(app, pygame.K_a, pygame.KMOD_CTRL)
        type_text(app, name)
    press(app, second)   # (the first button so labelled: the second seat's)
    press(app, "Another server")
    click(app, host.address.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)   # (the address last hosted on is remembered: replaced)
    type_text(app, url)
    press(app, "Create the table")
    pump([app], lambda: type(app.top).__name__ == "InviteScene", what="the invitation")
    invite = app.top
    return {"code": invite.code, "address": invite.address, "link": invite.link, "watch": invite.watch}


def watch_table(app, link: str):
    """Title menu → Play online → Join with a code, a watch link pasted: the watching table."""
    press(app, "Play online")
    press(app, "Join with a code")
    type_into(app, app.top.link, link)
    press(app, "Watch the table")
    pump([app], lambda: is_table(app), what="the watching table")
    return app.top


def join_table(app, address: str, code: str, name: str) -> None:
    press(app, "Play online")
    press(app, "Join with a code")
    join = app.top
    type_into(app, join.address, address)
    type_into(app, join.code, code)
    click(app, join.name.rect.center)
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    type_text(app, name)
    press(app, "Join the table")


def settled(table) -> bool:
    """The window shows the server's newest state (no move of its own on the way) and takes
    clicks again (another seat's move that just arrived makes clicks only hurry for a moment,
    as after a computer's move at one screen)."""
    return table.session.waiting_moves == 0 and table.match.expect == table.match.seq and table.input_grace <= 0


def move_and_end_turn(app, table, action) -> None:
    """`table` makes `action` through its own act (what its clicks end in), waits for the
    server's answer, and presses End turn when that move ended the turn.  The question is put
    once the table has settled: a move that reveals cards can end the turn only when the
    server's state arrives, after the move is acknowledged (asked earlier, a loaded run
    missed the held turn end and waited for good)."""
    table.act(action)
    pump([app], lambda: table.match.sent is None and settled(table), what="the server's answer")
    if table.turn_done:
        table.end_turn()
        pump([app], lambda: settled(table), what="the turn's end")


def clickable(table, action) -> bool:
    return not isinstance(action, PlacePaddy) and bool(table.hint_rects(action))


def click_move(app, table, action) -> None:
    """Make `action` as a person does: click the places its hint outlines, in order (an
    animal already on Paddy's board is dragged)."""
    rects = table.hint_rects(action)
    if isinstance(action, ReturnAnimal) or isinstance(action, PlaceAnimal) and action.src >= 0:
        drag(app, rects[0].center, rects[1].center)
        return
    for rect in rects:
        click(app, rect.center)


def play_turn(app, table, chooser: random.Random) -> object:
    """This window's seat makes one random move by clicking; End turn when it waits for it."""
    legal = [a for a in table.state.legal_actions() if clickable(table, a)]
    assert legal, "no move of this seat can be clicked"
    action = chooser.choice(legal)
    before = len(table.match.actions)
    click_move(app, table, action)
    m = table.match
    assert len(table.match.actions) > before, \
        f"clicking {action!r} made no move: {table.message} {m.awaited()} {m.state.current_player()} {m.held} {m.to_act} {m.seq} {m.expect} {m.shown} {m.latest.get('cause')}"
    if m.sent is not None:   # a move that shows new cards is shown when the server's state brings them
        pump([app], lambda: m.sent is None, what="the server's cards")
    if table.turn_done:
        press(app, "End turn")
    return action


# --- fixtures the online window tests share (imported by name into each test module) ----------
@pytest.fixture
def data(tmp_path, monkeypatch):
    """A user data folder of this test's own: My online tables starts empty."""
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def japanese():
    """The test speaks Japanese; English again after it."""
    from game import i18n

    i18n.set_language("ja")
    yield
    i18n.set_language("en")


@pytest.fixture
def server(tmp_path):
    """A real table server process of this test's own, killed at its end."""
    running = Server(tmp_path / "server").start()
    yield running
    running.kill()


@pytest.fixture
def windows():
    """`windows()` makes a window; at the end every online session they opened is closed."""
    from game.scenes.online.tables import TablesScene

    made = []

    def make():
        made.append(window())
        return made[-1]

    yield make
    for app in made:
        for scene in app.stack:
            if getattr(scene, "online", False):
                scene.session.close()
            elif isinstance(scene, TablesScene):
                scene._close_all()   # (its servers' sessions)
    pygame.quit()
