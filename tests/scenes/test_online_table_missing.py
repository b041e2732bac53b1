"""A review (2026-12-07): the table's server was stopped and another server, without the table,
started at the same address; the window re-attached, was refused "unknown" and went on as if
online: the old board, every move refused "Connect to the table with a token first", and when
the table's own server came back the window never attached to it again.  Now the bar says the
server here no longer has the table, the client asks again every few seconds, and when the
table's server is back the seat is attached and played on.  Real servers on loopback."""
from __future__ import annotations

import random

from game.i18n import _
from game.online.client import connection
from game.online.client.session import TABLE_MISSING
from online_windows import (Server, host_table, is_table, play_turn, press, pump, server, settled,  # noqa: F401
                            windows, data)


def test_a_server_without_the_table_is_said_and_the_tables_own_is_found_again(windows, server, tmp_path,
                                                                                monkeypatch):
    monkeypatch.setattr(connection, "TABLE_MISSING_RETRY_S", 1.0)
    app = windows()
    host_table(app, server.url, "Koinobori", second="Easy")
    press(app, "Go to the table")
    pump([app], lambda: is_table(app), what="the host's table")
    table = app.top
    pump([app], lambda: table.link_status == "online" and settled(table), what="the table's first state")

    server.kill()
    stranger = Server(tmp_path / "another-server")
    stranger.port = server.port   # another server, without the table, at the same address
    stranger.start()
    try:
        pump([app], lambda: table.link_missing, what="the window to say the table is missing")
        assert table.link_status != "online"
        assert table.bar_text == _("{missing} Your moves wait.").format(missing=_(TABLE_MISSING))
        size, lines = table._bar_lines
        assert not any(line.endswith("\u2026") for line in lines)   # (it fits the bar whole)
    finally:
        stranger.kill()
    # nothing answers at the address now: the bar no longer says a server there lacks the table
    pump([app], lambda: not table.link_missing and table.link_status != "online", what="the plain reconnecting")
    assert table.bar_text == _("Reconnecting… (your moves wait and are sent once the server answers)")

    server.start()   # the table's own server, on its data, at the same address
    pump([app], lambda: table.link_status == "online" and not table.link_missing, what="the seat attached again")
    seq = table.match.seq
    play_turn(app, table, random.Random(1))   # and played on there
    pump([app], lambda: table.match.seq > seq and settled(table), what="the move on the table's own server")
