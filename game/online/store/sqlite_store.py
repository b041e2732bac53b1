"""The default Store: one SQLite file, `tables.sqlite3` in the server's data folder.

Standard library only, so `python -m game serve` needs nothing else.  WAL mode (readers, such
as `online export`, never block the server's writes) with synchronous=FULL: every write is
committed and on disk when the call returns, before the server tells anyone about it.  The
entries' primary key (table, seq) and the unique (table, client id) make a second write of the
same step fail instead of applying it twice.  The connection is used from one thread at a time
(the server's store thread; a lock guards it anyway).
"""
from __future__ import annotations

import json
import sqlite3
import threading
import time
from pathlib import Path

from . import Entry, SeatRow, SeqTaken, Store, StoreError, TableRecord

FILE_NAME = "tables.sqlite3"

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    setup TEXT NOT NULL,
    seed INTEGER NOT NULL,
    start TEXT,
    spectator_hash TEXT NOT NULL UNIQUE,
    host_hash TEXT NOT NULL,
    created REAL NOT NULL,
    ended INTEGER NOT NULL DEFAULT 0,
    ended_message TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES tables(code),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    claimed INTEGER NOT NULL,
    token_hash TEXT UNIQUE,
    PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS entries (
    code TEXT NOT NULL REFERENCES tables(code),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER,
    payload TEXT NOT NULL,
    client_id TEXT,
    at REAL NOT NULL,
    PRIMARY KEY (code, seq),
    UNIQUE (code, client_id)
);
"""


def private_files(path: Path) -> None:
    """On POSIX: the data folder made for the store is the owner's only (0700), and the store's
    files are (0600): they hold every table's seed, which rebuilds every hidden card.  A folder
    that exists is left as it is (the operator chose it); the files are made private if they
    are not (SQLite makes its -wal and -shm with the database file's mode)."""
    import os

    folder = path.parent
    if not folder.is_dir():
        folder.mkdir(parents=True, exist_ok=True)
        if os.name == "posix":
            os.chmod(folder, 0o700)
    if os.name != "posix":
        return
    if not path.exists():
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
    for name in (path.name, path.name + "-wal", path.name + "-shm"):
        try:
            extra = folder / name
            if extra.stat().st_mode & 0o077:
                os.chmod(extra, 0o600)
        except OSError:   # (not there, or not ours: SQLite says so on opening if it matters)
            pass


class SQLiteStore(Store):
    """Tables in `folder/tables.sqlite3` (created with the folder when missing).
    `read_only`: open an existing file without writing (while a server may be running)."""

    def __init__(self, folder: Path | str, read_only: bool = False) -> None:
        path = Path(folder) / FILE_NAME
        self.path = path
        self._lock = threading.Lock()
        if read_only:
            if not path.is_file():
                raise FileNotFoundError(f"no table store at {path}")
            self._db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        else:
            private_files(path)
            self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._db.executescript(SCHEMA)
        self._db.execute("PRAGMA busy_timeout=5000")

    # --- writes: each one transaction, committed before returning -----------------------
    def _write(self, steps) -> None:
        with self._lock:
            db = self._db
            db.execute("BEGIN IMMEDIATE")
            try:
                steps(db)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")

    def create_table(self, record: TableRecord) -> None:
        def steps(db):
            try:
                db.execute("INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?,?)", (
                    record.code, record.title, json.dumps(record.setup), record.seed,
                    None if record.start is None else json.dumps(record.start),
                    record.spectator_hash, record.host_hash, record.created,
                    int(record.ended), record.ended_message))
                db.executemany("INSERT INTO seats VALUES (?,?,?,?,?,?)", [
                    (record.code, s.seat, s.kind, s.name, int(s.claimed), s.token_hash) for s in record.seats])
            except sqlite3.IntegrityError:
                raise StoreError("a table with that code or token exists") from None
        self._write(steps)

    INSERT = "INSERT INTO entries VALUES (?,?,?,?,?,?,?)"

    @staticmethod
    def _row(code: str, entry: Entry) -> tuple:
        return (code, entry.seq, entry.kind, entry.seat, json.dumps(entry.payload, sort_keys=True),
                entry.client_id, time.time())

    @classmethod
    def _insert(cls, db, code: str, entry: Entry) -> None:
        try:
            db.execute(cls.INSERT, cls._row(code, entry))
        except sqlite3.IntegrityError:
            raise SeqTaken(f"entry {entry.seq} of {code} is already stored") from None

    def append(self, code: str, entry: Entry) -> None:
        self._write(lambda db: self._insert(db, code, entry))

    def append_many(self, items: list[tuple[str, Entry]]) -> list[Exception | None]:
        """Several entries in one transaction (one commit, one flush to disk), inserted with one
        `executemany` (each statement is a hand-over of the interpreter lock between the
        server's threads, which costs up to the switch interval while the loop is busy).  If
        one is refused (SeqTaken), the transaction is rolled back and they are written again
        one savepoint each, so only the taken ones are refused."""
        rows = [self._row(code, entry) for code, entry in items]
        try:
            self._write(lambda db: db.executemany(self.INSERT, rows))
            return [None] * len(items)
        except sqlite3.IntegrityError:
            pass
        errors: list[Exception | None] = []

        def steps(db):
            for row in rows:
                db.execute("SAVEPOINT one")
                try:
                    db.execute(self.INSERT, row)
                except sqlite3.IntegrityError:
                    db.execute("ROLLBACK TO one")
                    errors.append(SeqTaken(f"entry {row[1]} of {row[0]} is already stored"))
                else:
                    errors.append(None)
                db.execute("RELEASE one")
        self._write(steps)
        return errors

    def claim_seat(self, code: str, seat: int, name: str, token_hash: str, entry: Entry) -> None:
        def steps(db):
            changed = db.execute("UPDATE seats SET claimed=1, name=?, token_hash=? "
                                 "WHERE code=? AND seat=? AND claimed=0",
                                 (name, token_hash, code, seat)).rowcount
            if changed != 1:
                raise StoreError("that seat is already taken")
            self._insert(db, code, entry)
        self._write(steps)

    def set_seat_kind(self, code: str, seat: int, kind: str, entry: Entry) -> None:
        def steps(db):
            if db.execute("UPDATE seats SET kind=? WHERE code=? AND seat=?", (kind, code, seat)).rowcount != 1:
                raise StoreError("no such seat")
            self._insert(db, code, entry)
        self._write(steps)

    def mark_ended(self, code: str, message: str) -> None:
        self._write(lambda db: db.execute("UPDATE tables SET ended=1, ended_message=? WHERE code=?",
                                          (message, code)))

    # --- reads ---------------------------------------------------------------------------
    def load(self, code: str) -> tuple[TableRecord, list[Entry]] | None:
        with self._lock:
            db = self._db
            row = db.execute("SELECT code, title, setup, seed, start, spectator_hash, host_hash, created, "
                             "ended, ended_message FROM tables WHERE code=?", (code,)).fetchone()
            if row is None:
                return None
            seats = [SeatRow(seat, kind, name, bool(claimed), token) for seat, kind, name, claimed, token in
                     db.execute("SELECT seat, kind, name, claimed, token_hash FROM seats WHERE code=? "
                                "ORDER BY seat", (code,))]
            entries = [Entry(seq, kind, seat, json.loads(payload), client_id) for seq, kind, seat, payload, client_id in
                       db.execute("SELECT seq, kind, seat, payload, client_id FROM entries WHERE code=? "
                                  "ORDER BY seq", (code,))]
        record = TableRecord(row[0], row[1], json.loads(row[2]), row[3],
                             None if row[4] is None else json.loads(row[4]), seats, row[5], row[6], row[7],
                             bool(row[8]), row[9])
        return record, entries

    def find_token(self, token_hash: str) -> tuple[str, int | None] | None:
        with self._lock:
            row = self._db.execute("SELECT code, seat FROM seats WHERE token_hash=?", (token_hash,)).fetchone()
            if row is not None:
                return row[0], row[1]
            row = self._db.execute("SELECT code FROM tables WHERE spectator_hash=?", (token_hash,)).fetchone()
        return None if row is None else (row[0], None)

    def list_open(self, limit: int = 1000) -> list[str]:
        with self._lock:
            return [code for (code,) in self._db.execute(
                "SELECT code FROM tables WHERE ended=0 ORDER BY created DESC LIMIT ?", (limit,))]

    def close(self) -> None:
        with self._lock:
            self._db.close()
