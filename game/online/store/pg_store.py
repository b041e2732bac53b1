"""The PostgreSQL Store: many server nodes on one database (docs/online.md, "Several nodes").

`python -m game serve --store postgresql://...`.  psycopg 3's synchronous API, used from the
server's one store thread (writer.py), exactly as the SQLite store is: the writer's batching
(the moves of many tables in one transaction, one commit) stays, and so does every caller.
psycopg is imported only here, so the default SQLite server needs nothing else installed.

- The schema is created and migrated by the store itself when it opens: plain SQL files in
  `game/online/store/migrations/` (NNN_name.sql, applied in order, each once) and a `schema_version`
  table, under an advisory lock so that nodes starting together migrate once.
- Entries are keyed by (code, seq) and (code, client id), as in SQLite: two nodes racing on
  one table can never both store move N; the loser gets `SeqTaken`.
- A trigger NOTIFYs `tabletop_entries` with "CODE:SEQ" for every committed entry (never a
  hand): notify.py listens on a connection of its own.
- Leases (`take_lease`, `renew_leases`, ...): which node plays a table's computer seats.
- A lost connection (the database restarted, a network cut) is opened again and the call
  retried for up to `retry_s` seconds: a write whose commit may or may not have happened is
  retried as it was, and then refused as SeqTaken if it had, which the server handles like a
  race (it reads back what is stored).  Past `retry_s` the call raises `StoreUnavailable`.
"""
from __future__ import annotations

import logging
import re
import threading
import time
from importlib import resources

import psycopg
from psycopg import errors
from psycopg.types.json import Jsonb

from . import Entry, SeatRow, SeqTaken, Store, StoreError, TableRecord

log = logging.getLogger("tabletop.server")
MIGRATION_LOCK = 0x7AB1E70    # the advisory lock that orders the nodes' migrations
RETRY_S = 60.0                # how long a call waits for the database to come back


class StoreUnavailable(Exception):
    """The database did not answer within the store's retry time."""


def is_postgres_url(text: str | None) -> bool:
    return bool(text) and text.split(":", 1)[0] in ("postgresql", "postgres")


def migrations() -> list[tuple[int, str, str]]:
    """(version, name, sql) of every migration in the package, in order."""
    found = []
    for item in resources.files("game.online.store").joinpath("migrations").iterdir():
        match = re.fullmatch(r"(\d+)_(\w+)\.sql", item.name)
        if match:
            found.append((int(match.group(1)), item.name, item.read_text(encoding="utf-8")))
    return sorted(found)


def migrate(conn: psycopg.Connection) -> int:
    """Bring the schema to the newest version (autocommit connection); returns the version."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version integer PRIMARY KEY, "
                     "name text NOT NULL, applied timestamptz NOT NULL DEFAULT now())")
        done = conn.execute("SELECT coalesce(max(version), 0) FROM schema_version").fetchone()[0]
        for version, name, sql in migrations():
            if version <= done:
                continue
            conn.execute(sql)
            conn.execute("INSERT INTO schema_version (version, name) VALUES (%s, %s)", (version, name))
            log.info("store schema migrated to version %d (%s)", version, name)
            done = version
    return done


class PostgresStore(Store):
    """Tables in the PostgreSQL database named by `url` (a libpq connection string or URL)."""

    shared = True   # several server nodes may use the same database at once

    def __init__(self, url: str, retry_s: float = RETRY_S, connect_timeout: float = 10.0) -> None:
        self.url = url
        self.retry_s = retry_s
        self.connect_timeout = connect_timeout
        self._lock = threading.Lock()
        self._conn: psycopg.Connection | None = None
        self.latencies: list[float] = []   # seconds of each call (for the metrics)
        with self._lock:
            self.version = migrate(self._connection())

    # --- the connection, opened again when lost ------------------------------------------
    def _connection(self) -> psycopg.Connection:
        if self._conn is None or self._conn.closed:
            self._conn = psycopg.connect(self.url, autocommit=True, connect_timeout=max(1, int(self.connect_timeout)))
        return self._conn

    def _drop(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except Exception:
                pass
        self._conn = None

    def _run(self, steps, retry_s: float | None = None):
        """steps(conn) in one transaction, committed when this returns; retried on a lost
        connection until `retry_s` has passed."""
        started = time.perf_counter()
        deadline = time.monotonic() + (self.retry_s if retry_s is None else retry_s)
        pause = 0.05
        with self._lock:
            while True:
                try:
                    conn = self._connection()
                    with conn.transaction():
                        result = steps(conn)
                    break
                except (psycopg.OperationalError, psycopg.InterfaceError) as error:
                    self._drop()
                    if time.monotonic() >= deadline:
                        raise StoreUnavailable(f"the database is unavailable ({error})") from None
                    log.warning("store connection lost (%s); trying again", type(error).__name__)
                    time.sleep(pause)
                    pause = min(1.0, pause * 2)
        self.latencies.append(time.perf_counter() - started)
        if len(self.latencies) > 100_000:
            del self.latencies[:50_000]
        return result

    # --- writes ----------------------------------------------------------------------------
    def create_table(self, record: TableRecord) -> None:
        def steps(conn):
            try:
                with conn.transaction():
                    conn.execute(
                        "INSERT INTO tables (code, title, setup, seed, start, spectator_hash, host_hash, "
                        "created, ended, ended_message) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)",
                        (record.code, record.title, Jsonb(record.setup), record.seed,
                         None if record.start is None else Jsonb(record.start), record.spectator_hash,
                         record.host_hash, record.created, record.ended, record.ended_message))
                    with conn.cursor() as cur:
                        cur.executemany("INSERT INTO seats (code, seat, kind, name, claimed, token_hash) "
                                        "VALUES (%s,%s,%s,%s,%s,%s)",
                                        [(record.code, s.seat, s.kind, s.name, s.claimed, s.token_hash)
                                         for s in record.seats])
            except errors.UniqueViolation:
                raise StoreError("a table with that code or token exists") from None
        self._run(steps)

    INSERT = ("INSERT INTO entries (code, seq, kind, seat, payload, client_id, at) "
              "VALUES (%s,%s,%s,%s,%s,%s,%s)")

    @staticmethod
    def _row(code: str, entry: Entry) -> tuple:
        return (code, entry.seq, entry.kind, entry.seat, Jsonb(entry.payload), entry.client_id, time.time())

    @classmethod
    def _insert(cls, conn, row: tuple) -> None:
        try:
            with conn.transaction():   # a savepoint: the refusal leaves the rest of the transaction
                conn.execute(cls.INSERT, row)
        except errors.IntegrityError as error:
            if isinstance(error, errors.ForeignKeyViolation):
                raise StoreError(f"no table {row[0]}") from None
            raise SeqTaken(f"entry {row[1]} of {row[0]} is already stored") from None

    def append(self, code: str, entry: Entry) -> None:
        row = self._row(code, entry)
        self._run(lambda conn: self._insert(conn, row))

    def append_many(self, items: list[tuple[str, Entry]]) -> list[Exception | None]:
        """Several entries (of different tables) in one transaction: one executemany (psycopg
        pipelines it: one round trip); if one is refused, again one savepoint each."""
        rows = [self._row(code, entry) for code, entry in items]

        def together(conn):
            with conn.cursor() as cur:
                cur.executemany(self.INSERT, rows)
        try:
            self._run(together)
            return [None] * len(rows)
        except errors.IntegrityError:
            pass

        def one_by_one(conn):
            found: list[Exception | None] = []
            for row in rows:
                try:
                    self._insert(conn, row)
                    found.append(None)
                except (SeqTaken, StoreError) as error:
                    found.append(error)
            return found
        return self._run(one_by_one)

    def claim_seat(self, code: str, seat: int, name: str, token_hash: str, entry: Entry) -> None:
        row = self._row(code, entry)

        def steps(conn):
            changed = conn.execute("UPDATE seats SET claimed=true, name=%s, token_hash=%s "
                                   "WHERE code=%s AND seat=%s AND NOT claimed",
                                   (name, token_hash, code, seat)).rowcount
            if changed != 1:
                raise StoreError("that seat is already taken")
            self._insert(conn, row)
        self._run(steps)

    def set_seat_kind(self, code: str, seat: int, kind: str, entry: Entry) -> None:
        row = self._row(code, entry)

        def steps(conn):
            if conn.execute("UPDATE seats SET kind=%s WHERE code=%s AND seat=%s", (kind, code, seat)).rowcount != 1:
                raise StoreError("no such seat")
            self._insert(conn, row)
        self._run(steps)

    def mark_ended(self, code: str, message: str) -> None:
        self._run(lambda conn: conn.execute("UPDATE tables SET ended=true, ended_message=%s WHERE code=%s",
                                            (message, code)))

    # --- reads -----------------------------------------------------------------------------
    def load(self, code: str) -> tuple[TableRecord, list[Entry]] | None:
        def steps(conn):
            row = conn.execute("SELECT code, title, setup, seed, start, spectator_hash, host_hash, created, "
                               "ended, ended_message FROM tables WHERE code=%s", (code,)).fetchone()
            if row is None:
                return None
            seats = conn.execute("SELECT seat, kind, name, claimed, token_hash FROM seats WHERE code=%s "
                                 "ORDER BY seat", (code,)).fetchall()
            entries = conn.execute("SELECT seq, kind, seat, payload, client_id FROM entries WHERE code=%s "
                                   "ORDER BY seq", (code,)).fetchall()
            return row, seats, entries
        found = self._run(steps)
        if found is None:
            return None
        row, seats, entries = found
        record = TableRecord(row[0], row[1], row[2], row[3], row[4],
                             [SeatRow(*s) for s in seats], row[5], row[6], row[7], row[8], row[9])
        return record, [Entry(*e) for e in entries]

    def entries_after(self, code: str, seq: int) -> list[Entry]:
        rows = self._run(lambda conn: conn.execute(
            "SELECT seq, kind, seat, payload, client_id FROM entries WHERE code=%s AND seq>%s ORDER BY seq",
            (code, seq)).fetchall())
        return [Entry(*e) for e in rows]

    def entries_after_many(self, wanted: dict[str, int]) -> dict[str, list[Entry]]:
        """One query for the new entries of many tables (a node catching up on a burst of
        notifications)."""
        if not wanted:
            return {}
        codes_, seqs = list(wanted), [wanted[c] for c in wanted]
        rows = self._run(lambda conn: conn.execute(
            "SELECT e.code, e.seq, e.kind, e.seat, e.payload, e.client_id FROM entries e "
            "JOIN unnest(%s::text[], %s::int[]) AS w(code, seq) ON e.code = w.code AND e.seq > w.seq "
            "ORDER BY e.code, e.seq", (codes_, seqs)).fetchall())
        found: dict[str, list[Entry]] = {}
        for code, *rest in rows:
            found.setdefault(code, []).append(Entry(*rest))
        return found

    def seat_rows(self, code: str) -> list[SeatRow]:
        rows = self._run(lambda conn: conn.execute(
            "SELECT seat, kind, name, claimed, token_hash FROM seats WHERE code=%s ORDER BY seat",
            (code,)).fetchall())
        return [SeatRow(*s) for s in rows]

    def find_token(self, token_hash: str) -> tuple[str, int | None] | None:
        def steps(conn):
            row = conn.execute("SELECT code, seat FROM seats WHERE token_hash=%s", (token_hash,)).fetchone()
            if row is not None:
                return row[0], row[1]
            row = conn.execute("SELECT code FROM tables WHERE spectator_hash=%s", (token_hash,)).fetchone()
            return None if row is None else (row[0], None)
        return self._run(steps)

    def list_open(self, limit: int = 1000) -> list[str]:
        return [code for (code,) in self._run(lambda conn: conn.execute(
            "SELECT code FROM tables WHERE NOT ended ORDER BY created DESC LIMIT %s", (limit,)).fetchall())]

    # --- leases: which node plays a table's computer seats ---------------------------------
    def take_lease(self, code: str, node: str, ttl_s: float) -> str | None:
        """The lease of `code` for `node` (new, renewed, or taken over once expired): the node
        that held it before ("" for none), or None while another node holds it."""
        row = self._run(lambda conn: conn.execute(
            "WITH before AS (SELECT node FROM leases WHERE code=%s) "
            "INSERT INTO leases (code, node, expires) VALUES (%s, %s, now() + make_interval(secs => %s)) "
            "ON CONFLICT (code) DO UPDATE SET node=excluded.node, expires=excluded.expires "
            "WHERE leases.node=excluded.node OR leases.expires < now() "
            "RETURNING coalesce((SELECT node FROM before), '')",
            (code, code, node, ttl_s)).fetchone())
        return None if row is None else row[0]

    def renew_leases(self, node: str, codes: list[str], ttl_s: float) -> list[str]:
        """Extend `node`'s leases of `codes`; returns the codes it still holds."""
        if not codes:
            return []
        return [code for (code,) in self._run(lambda conn: conn.execute(
            "UPDATE leases SET expires = now() + make_interval(secs => %s) "
            "WHERE node=%s AND code = ANY(%s) RETURNING code", (ttl_s, node, list(codes))).fetchall())]

    def release_lease(self, code: str, node: str) -> None:
        self._run(lambda conn: conn.execute("DELETE FROM leases WHERE code=%s AND node=%s", (code, node)))

    def expired_leases(self, limit: int = 100) -> list[str]:
        """Codes whose lease ran out (their node died or let go): another node takes them."""
        return [code for (code,) in self._run(lambda conn: conn.execute(
            "SELECT code FROM leases WHERE expires < now() ORDER BY expires LIMIT %s", (limit,)).fetchall())]

    def ping(self, retry_s: float = 2.0) -> None:
        """One round trip (readiness); StoreUnavailable when none within `retry_s`."""
        self._run(lambda conn: conn.execute("SELECT 1"), retry_s)

    def close(self) -> None:
        with self._lock:
            self._drop()
