"""The SQLite store's folder and files are its owner's only: they hold every table's seed,
which rebuilds every hidden card (a security test found them 0644 in a 0755 folder)."""
import os
import stat
import time

import pytest

from game.online.store.sqlite_store import SQLiteStore


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes")
def test_the_store_is_private_to_its_owner(tmp_path):
    """tables.sqlite3 (and its -wal, -shm) hold every table's seed, which rebuilds every hidden
    card: they were 0644 in a 0755 folder."""
    folder = tmp_path / "new" / "data"
    old = os.umask(0o022)
    try:
        store = SQLiteStore(folder)
        from game.online.store import SeatRow, TableRecord

        store.create_table(TableRecord("ABCDEFGHJK", "paddy", {"title": "paddy", "players": ["A", "B"]}, 1, None,
                                       [SeatRow(0, "human", "A", True, "x"), SeatRow(1, "human", "B", True, "y")],
                                       "s", "h", time.time()))
        files = sorted(p.name for p in folder.iterdir())
        assert files == ["tables.sqlite3", "tables.sqlite3-shm", "tables.sqlite3-wal"], files
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
        for path in folder.iterdir():
            assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
        store.close()
        # a store made before: its files are made private when it is opened again
        for path in folder.iterdir():
            path.chmod(0o644)
        SQLiteStore(folder).close()
        for path in folder.iterdir():
            assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
    finally:
        os.umask(old)
