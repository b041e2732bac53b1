"""A guest who joins a table hosted on "This computer" is told, in the table's first message,
that the table lives in the host's program (the server the host's window started with `serve
--stop-with-stdin`: it stops when that window closes).  The server says so in its `hello`
(`host_program`, schema-checked); a dedicated server says it is not, and its guests read
nothing of the kind.  Real windows, real clicks, real servers on loopback."""
from __future__ import annotations

import random

import pygame

from driver import click, key, type_text
from game.i18n import _
from game.online import protocol
from game.scenes.online.local_server import local_server
from game.scenes.online.notices import HOST_PROGRAM
from online_windows import (host_table, is_table, join_table, play_turn, press, pump, server,  # noqa: F401
                            type_into, watch_table, windows, data)  # (data, server, windows: the shared fixtures)


def _hello(session) -> dict:
    pump([], lambda: session.client.server_hello is not None, what="the server's hello")
    hello = session.client.server_hello
    assert protocol.check_server(hello) is None, hello   # (the server's messages are schema-checked)
    return hello


def host_here_and_join(host, guest, name: str | None = None):
    """The host makes a Koinobori table on "This computer" (a server in its program), the guest
    joins by the invitation link: (the host's table, the guest's table, the watch link)."""
    press(host, "Play online")
    press(host, "Host a table")
    press(host, "Koinobori")
    if name is not None:
        scene = host.top
        click(host, scene.name_fields[0].rect.center)
        key(host, pygame.K_a, pygame.KMOD_CTRL)
        type_text(host, name)
    press(host, "Invite")
    press(host, "This computer")
    press(host, "Create the table")
    pump([host], lambda: type(host.top).__name__ == "InviteScene", what="the invitation")
    link, watch = host.top.link, host.top.watch
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    mine = host.top
    press(guest, "Play online")
    press(guest, "Join with a code")
    type_into(guest, guest.top.link, link)
    click(guest, guest.top.name.rect.center)
    key(guest, pygame.K_a, pygame.KMOD_CTRL)
    type_text(guest, "Hanako")   # (a blank name is refused)
    press(guest, "Join the table")
    pump([host, guest], lambda: is_table(guest), what="the guest's table")
    return mine, guest.top, watch


def _notice(table) -> str | None:
    return table.message[0] if table.message is not None else None


def test_a_guest_joining_a_table_on_the_hosts_computer_is_told_it_lives_in_the_hosts_program(windows, data):
    host, guest = windows(), windows()
    try:
        mine, theirs, watch = host_here_and_join(host, guest, "Ana")
        assert _hello(mine.session)["host_program"] is True
        assert _notice(mine) != _(HOST_PROGRAM)   # the host knows: nothing said to them
        assert theirs.match.seat == 1 and theirs.session.host_program
        assert _notice(theirs) == _(HOST_PROGRAM)
        assert "host's program" in _(HOST_PROGRAM) and "start it again" in _(HOST_PROGRAM)

        # someone who only watches, from the watch link: told too, and the notice stays while
        # the players' moves arrive (a move played at the table otherwise clears its message)
        pump([host, guest], lambda: mine.match.status_of(1) == "online" and theirs.match.seq == mine.match.seq,
             what="both players to see each other")
        app, table = (host, mine) if mine.match.awaited() == 0 else (guest, theirs)
        watcher = windows()
        watching = watch_table(watcher, watch)
        assert watching.spectator and _notice(watching) == _(HOST_PROGRAM)
        apps = [host, guest, watcher]
        seq = watching.match.seq
        play_turn(app, table, random.Random(1))
        pump(apps, lambda: watching.match.seq > seq, what="the move to reach the watcher")
        assert watching.match.latest["cause"] in ("move", "end_turn")
        assert _notice(watching) == _(HOST_PROGRAM)
    finally:
        local_server().stop()


def test_a_dedicated_servers_guest_reads_no_such_notice(server, windows, data):
    host, guest = windows(), windows()
    shared = host_table(host, server.url, "Koinobori")
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([guest], lambda: is_table(guest), what="the guest's table")
    theirs = guest.top
    assert _hello(theirs.session)["host_program"] is False and not theirs.session.host_program
    assert _notice(theirs) != _(HOST_PROGRAM)


def test_the_guest_is_told_when_the_hosts_program_no_longer_answers(windows, data):
    """A play-test: the host closed their program and the guest read only "Reconnecting… (your
    moves wait and are sent once the server answers)".  The table on the host's computer is
    gone until they open it again: the guest's bar says so, and so does the table's row in My
    online tables.  A real "This computer" server, really stopped."""
    from game.scenes.online import known
    from game.scenes.online.tables import HOST_CLOSED, STATE_MAX
    from game.scenes.online.table import HOST_GONE
    from game.ui import theme

    host, guest = windows(), windows()
    try:
        mine, theirs, _watch = host_here_and_join(host, guest)
        assert theirs.entry.get("host_program") is True   # kept for My online tables
        # the host closes their program: its table goes (no window of theirs starts the server
        # again), and the server it started stops with it
        press(host, "Menu")
        press(host, "Leave the table")
        local_server().stop()
        pump([guest], lambda: theirs.link_status != "online", what="the guest to lose the server")
        assert theirs.bar_text == _(HOST_GONE)
        assert "host's program" in theirs.bar_text and "open it again" in theirs.bar_text
        size, lines = theirs._bar_lines
        assert len(lines) <= 2 and not any(line.endswith("…") for line in lines)   # (it fits the bar)
        assert theirs.bar_text not in (_("Reconnecting… (your moves wait and are sent once the server answers)"),)

        # My online tables on the guest's computer (which lists only the guest's seat): its
        # row says the same, in a few words
        for entry in known.read():
            if entry["server"] != theirs.entry["server"]:
                known.forget(entry)   # (the host's own seat: on the host's computer)
        press(guest, "Menu")
        press(guest, "Leave the table")
        press(guest, "My online tables")
        tables = guest.top
        pump([guest], lambda: tables.rows and tables.row_words(tables.rows[0][1])[1] != _("Asking the server…"),
             what="the server's silence")
        line, state, your_turn = tables.row_words(tables.rows[0][1])
        assert state == _(HOST_CLOSED) and not your_turn
        assert guest.assets.width(state, theme.SMALL_SIZE, False) <= STATE_MAX   # (never shrunk)
    finally:
        local_server().stop()
