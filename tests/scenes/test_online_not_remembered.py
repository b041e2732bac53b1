"""A review (2026-12-07): hosting a table on a disk that refused to write online-tables.json
played on without a word, and after "Leave the table" My online tables was empty: the seat's
and the host's tokens had been only in that window.  Now the invitation says so, the table shows
the failing-disk banner (its mark "Not in My tables" once clicked away), the table is offered to
the file again every few seconds, and once the disk takes it the banner goes and the table
says it is kept.  A real server on loopback; the disk refuses by `os.replace` failing as a full
disk does, for that file only."""
from __future__ import annotations

import errno
import json
import os

from game.i18n import _
from game.scenes.online import known
from game.scenes.online.notices import REMEMBER_AGAIN_MS, REMEMBERED
from driver import advance
from online_windows import host_table, is_table, press, pump, server, windows, data  # noqa: F401


def test_a_table_the_disk_would_not_remember_is_said_until_it_is_kept(windows, server, data, monkeypatch):
    real_replace = os.replace

    def full_for_the_tables_file(src, dst, *args, **kwargs):
        if os.path.basename(os.fspath(dst)) == "online-tables.json":
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", full_for_the_tables_file)
    app = windows()
    host_table(app, server.url, "Koinobori", second="Easy")
    invite = app.top
    assert "My online tables" in invite.message and "the disk is full" in invite.message, invite.message
    press(app, "Go to the table")
    pump([app], lambda: is_table(app), what="the host's table")
    table = app.top
    said = table.disk_problem()
    assert said is not None and "Keep this window open" in said and "the disk is full" in said
    assert table._banner_box() is not None   # the banner under the top bar
    assert not known.path().exists()

    monkeypatch.setattr(os, "replace", real_replace)   # the disk takes files again
    for _step in range(REMEMBER_AGAIN_MS // 500 + 2):
        advance(app, 500)
    assert table.disk_problem() is None and table._banner_box() is None
    assert table.message is not None and table.message[0] == _(REMEMBERED)
    rows = json.loads(known.path().read_text(encoding="utf-8"))["tables"]
    assert [(r["table"], r["seat"], r["token"]) for r in rows] == [
        (table.entry["table"], 1, table.entry["token"])] and rows[0].get("host")
