"""The Store interface: where the server keeps its tables (docs/online.md, "Storage").

A table is its record (code, title, setup, seed, start position or None, seats, the hashes of
its spectator and host tokens) and its append-only list of entries, numbered 1, 2, 3... (an
entry's `seq` is the table's seq once it is accepted).  `append` fails with `SeqTaken` when
that seq (or that client id) is already there, so nothing is ever applied twice, even by two
server nodes sharing one database.  Every write is durable when the call returns: the server
acknowledges a move only after it.  Calls are synchronous; the server runs them off its event
loop.  Seats are counted from 0 here (the wire counts from 1).

    sqlite_store.py  the default Store: one SQLite file in the server's data folder
    pg_store.py      the PostgreSQL Store: many server nodes on one database (migrations/)
"""
from __future__ import annotations

import abc
from dataclasses import dataclass, field

ENTRY_KINDS = ("act", "end_turn", "undo", "hand_over", "claim")


class SeqTaken(Exception):
    """An entry with that seq (or client id) is already stored for the table."""


class StoreError(Exception):
    """The store refused a write for another reason (a seat already claimed, no such table)."""


@dataclass
class SeatRow:
    seat: int                 # from 0
    kind: str                 # "human" or a computer level
    name: str
    claimed: bool             # a person holds it (an invite seat is unclaimed until joined)
    token_hash: str | None    # None for a computer seat created as such


@dataclass
class TableRecord:
    code: str
    title: str
    setup: dict               # Setup.to_json()
    seed: int
    start: dict | None        # the position the game began from, or None (dealt from the seed)
    seats: list[SeatRow]
    spectator_hash: str
    host_hash: str
    created: float
    ended: bool = False
    ended_message: str = ""


@dataclass
class Entry:
    seq: int                  # from 1
    kind: str                 # one of ENTRY_KINDS
    seat: int | None          # the seat it is for (None: the automa)
    payload: dict = field(default_factory=dict)
    client_id: str | None = None


class Store(abc.ABC):
    """What the table server needs from its storage (SQLite by default, sqlite_store.py;
    PostgreSQL for several nodes, pg_store.py)."""

    shared = False   # True: other server nodes write the same tables (notifications, leases)

    @abc.abstractmethod
    def create_table(self, record: TableRecord) -> None:
        """Store a new table with its seats; StoreError if its code (or a token hash) exists."""

    @abc.abstractmethod
    def append(self, code: str, entry: Entry) -> None:
        """Add one entry, durably; SeqTaken if its seq or client id is already stored."""

    def append_many(self, items: list[tuple[str, Entry]]) -> list[Exception | None]:
        """Add several entries (of different tables), durably when it returns; for each, None
        or the exception its `append` would raise.  An implementation may commit them in one
        transaction (the SQLite store does): this default appends them one by one."""
        errors: list[Exception | None] = []
        for code, entry in items:
            try:
                self.append(code, entry)
                errors.append(None)
            except Exception as error:
                errors.append(error)
        return errors

    @abc.abstractmethod
    def claim_seat(self, code: str, seat: int, name: str, token_hash: str, entry: Entry) -> None:
        """In one transaction: the seat becomes claimed under `name` and `token_hash`, and
        `entry` (a "claim") is appended.  StoreError if the seat is already claimed."""

    @abc.abstractmethod
    def set_seat_kind(self, code: str, seat: int, kind: str, entry: Entry) -> None:
        """In one transaction: the seat's kind changes and `entry` (a "hand_over") is appended."""

    @abc.abstractmethod
    def load(self, code: str) -> tuple[TableRecord, list[Entry]] | None:
        """The table and all its entries in seq order, or None."""

    def entries_after(self, code: str, seq: int) -> list[Entry]:
        """The table's entries after `seq`, in order (what another node stored meanwhile)."""
        loaded = self.load(code)
        return [] if loaded is None else [e for e in loaded[1] if e.seq > seq]

    def entries_after_many(self, wanted: dict[str, int]) -> dict[str, list[Entry]]:
        """`entries_after` for several tables at once ({code: seq}); tables with none left out."""
        found = {code: self.entries_after(code, seq) for code, seq in wanted.items()}
        return {code: entries for code, entries in found.items() if entries}

    def seat_rows(self, code: str) -> list[SeatRow]:
        """The table's seats as stored now."""
        loaded = self.load(code)
        return [] if loaded is None else loaded[0].seats

    @abc.abstractmethod
    def find_token(self, token_hash: str) -> tuple[str, int | None] | None:
        """(code, seat) of the seat whose token has that hash, (code, None) for a spectator
        token, or None."""

    @abc.abstractmethod
    def list_open(self, limit: int = 1000) -> list[str]:
        """Codes of the tables not ended, newest first."""

    @abc.abstractmethod
    def mark_ended(self, code: str, message: str) -> None:
        """The table was stopped (an error in the rules): it stays readable, takes no entry."""

    def ping(self) -> None:
        """One round trip to the storage (readiness); raises if it does not answer."""
        self.list_open(1)

    def close(self) -> None:
        """Release the store's resources."""
