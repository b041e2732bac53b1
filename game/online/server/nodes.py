"""Several server nodes on one shared store (PostgreSQL): what each node does so that any node
serves any table (docs/online.md, "Several nodes").

- **Catching up.**  A node holds a table in memory only as a cache of the store.  Another node's
  entry reaches it as a notification "CODE:SEQ" (LISTEN/NOTIFY on a connection of its own,
  notify.py); if it holds that table it reads the entries after its seq, applies them, and
  sends each of its attached connections its own seat's new state.  A table it does not hold
  is ignored (read from the store when someone asks), and so is one it holds but does not
  serve (no connection attached here, no lease, unused for UNUSED_DROP_S): it is dropped
  from memory rather than kept up to date for no one (a table created here whose seats then
  met on their home node, `OnlineClient.meet_at`).  After the listening connection was
  lost, every held table is caught up (notifications sent meanwhile are gone).
- **Races.**  Two nodes offered moves for one table at once both try to store entry N; the
  store's unique key lets exactly one in.  The loser (`SeqTaken`) catches up under the
  table's lock and answers from the new state: the same message already stored (its id is
  now known) gets its `ack`, any other gets `stale` and a resync, as when a client's seq is
  behind.  A move is never applied on top of another node's: its sender chose it seeing the
  older state.
- **Leases.**  A table's automatic steps and computer seats are played by the node holding its
  lease (a row with an expiry, renewed every RENEW_S while held); a node that finds work due
  takes the lease if it is free or expired, and lets it go once nothing is due.  A node that
  dies stops renewing: after LEASE_S another node's scan finds the expired lease, takes it
  over, reads the table back and plays on.
"""
from __future__ import annotations

import asyncio
import logging
import os
import socket
import time

from .. import codes
from ..store import Entry, SeqTaken

log = logging.getLogger("tabletop.server")

LEASE_S = 15.0     # a lease not renewed for this long is free to take over
RENEW_S = 4.0      # how often a node renews its leases and looks for expired ones
UNUSED_DROP_S = 5.0   # a table unused here this long is dropped, not caught up, when another node stores to it


def default_node_name() -> str:
    return f"{socket.gethostname()}-{os.getpid()}"


def cause_of(entry: Entry) -> str:
    """The `state` cause for an entry another node stored."""
    return {"act": "move", "claim": "join"}.get(entry.kind, entry.kind)


class Nodes:
    """One node's part in a shared store: catch-up, notifications, leases (see above)."""

    def __init__(self, server, name: str | None = None) -> None:
        self.server = server
        self.store = server.store
        self.name = name or default_node_name()
        self.leased: set[str] = set()
        self.lease_s = LEASE_S
        self.listening = False            # the notification connection is up
        self.caught_up = 0                # entries read back from other nodes
        self.races_lost = 0               # our entry refused because another node stored it first
        self.takeovers = 0                # expired leases taken over
        self._wanted: dict[str, int] = {}   # code -> highest seq notified, not yet read
        self._pumping = False
        self.reconciled = 0               # entries found by the periodic check, not a notification
        self.dropped = 0                  # tables dropped when another node stored to them (unused here)
        self._tasks: list[asyncio.Task] = []

    # --- running ---------------------------------------------------------------------------
    def start(self) -> None:
        from .notify import Listener

        loop = asyncio.get_running_loop()
        self.listener = Listener(self.store.url, self.notified, self._listening)
        self._tasks = [loop.create_task(self.listener.run()), loop.create_task(self._leases())]

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            try:
                await task
            except (asyncio.CancelledError, Exception):
                pass
        if self.leased:
            try:
                await self.server.db(self._release_all, list(self.leased))
            except Exception:
                pass
            self.leased.clear()

    def _release_all(self, held: list[str]) -> None:
        for code in held:
            self.store.release_lease(code, self.name)

    # --- catching up -----------------------------------------------------------------------
    def _listening(self, up: bool) -> None:
        """The notification connection came up (catch every held table up) or went down."""
        was, self.listening = self.listening, up
        if up and not was:
            for code in list(self.server.tables):
                self.notified(code, 1 << 62)

    def notified(self, code: str, seq: int) -> None:
        """A notification: entry `seq` of `code` is stored (by any node, this one too)."""
        table = self.server.tables.get(code)
        if table is None or table.seq >= seq:
            return
        if (code not in self.leased and self.server.unused(code)
                and time.monotonic() - table.used >= UNUSED_DROP_S):
            # held here but served elsewhere (created here, its seats met on their home node):
            # dropped rather than kept up to date for no one; read back if someone comes
            self.server.forget(code)
            self.dropped += 1
            return
        self._wanted[code] = max(self._wanted.get(code, 0), seq)
        if not self._pumping:
            self._pumping = True
            self.server._spawn(self._pump())

    async def _pump(self) -> None:
        """Read the new entries of every table notified meanwhile in one query (a loaded node
        gets hundreds of notifications a second), again while more arrived during it."""
        try:
            while self._wanted:
                wanted, self._wanted = self._wanted, {}
                asks = {}
                for code, seq in wanted.items():
                    table = self.server.tables.get(code)
                    if table is not None and table.seq < seq:
                        asks[code] = table.seq
                if not asks:
                    continue
                try:
                    found = await self.server.db(self.store.entries_after_many, asks)
                except Exception:
                    log.exception("entries of other nodes could not be read; trying again")
                    for code, seq in wanted.items():   # never dropped: asked again
                        self._wanted[code] = max(self._wanted.get(code, 0), seq)
                    await asyncio.sleep(0.5)
                    continue
                self._spread(found)
        finally:
            self._pumping = False

    def _spread(self, found: dict[str, list[Entry]]) -> None:
        for code, entries in found.items():
            table = self.server.tables.get(code)
            if table is not None:
                self.server._spawn(self._apply_found(table, entries))

    async def _reconcile(self) -> None:
        """The tables someone watches through this node, checked against the store in one
        query: whatever a notification did not bring (for any reason) arrives within a few
        seconds all the same."""
        asks = {code: table.seq for code, table in self.server.tables.items() if self.server.watchers.get(code)}
        if asks:
            found = await self.server.db(self.store.entries_after_many, asks)
            self.reconciled += sum(len(e) for code, e in found.items()
                                   if code in self.server.tables and e[-1].seq > self.server.tables[code].seq)
            self._spread(found)

    async def _apply_found(self, table, entries: list[Entry]) -> None:
        async with self.server._lock(table):
            fresh = [e for e in entries if e.seq > table.seq]
            if fresh and fresh[0].seq != table.seq + 1:
                await self.catch_up(table)   # something came between: read again
            elif fresh:
                await self._apply(table, fresh)
        await self.server._drive(table)

    async def catch_up(self, table) -> int:
        """Apply what other nodes stored after the table's seq and send every attached
        connection its state; the caller holds the table's lock.  Returns the entries read."""
        entries = await self.server.db(self.store.entries_after, table.code, table.seq)
        entries = [e for e in entries if e.seq > table.seq]
        if not entries:
            return 0
        await self._apply(table, entries)
        return len(entries)

    async def _apply(self, table, entries: list[Entry]) -> None:
        """Apply entries that follow the table's seq (the caller holds its lock) and tell."""
        for entry in entries:
            if entry.seq != table.seq + 1:
                break
            await self.server._accept(table, entry)
        if any(e.kind in ("claim", "hand_over") for e in entries):
            for row in await self.server.db(self.store.seat_rows, table.code):
                if row.seat < len(table.seats):
                    table.seats[row.seat].token_hash = row.token_hash
        self.caught_up += len(entries)   # (not a use: a table only other nodes play is dropped when idle)
        await self.server._broadcast(table, cause_of(entries[-1]))

    async def store_entry(self, table, write) -> bool:
        """`await write()` (an append, a claim, a hand-over); True when stored, False when
        another node stored that seq first: the table is then caught up (the caller holds
        its lock) and the caller answers from the new state."""
        try:
            await write()
            return True
        except SeqTaken:
            self.races_lost += 1
            log.info("table %s: entry %d was stored by another node; reading it back",
                     codes.shown(table.code), table.seq + 1)
            await self.catch_up(table)
            return False

    # --- leases ----------------------------------------------------------------------------
    @staticmethod
    def work_due(table) -> bool:
        return table.automatic() is not None or table.computer_turn() is not None

    async def may_drive(self, table) -> bool:
        """Whether this node plays the table's automatic steps and computer seats now: it
        holds the lease, or took it (free or expired).  With nothing due it lets go."""
        code = table.code
        if not self.work_due(table):
            if code in self.leased and code not in self.server.thinking:
                self.leased.discard(code)
                self.server._spawn(self.server.db(self.store.release_lease, code, self.name))
            return False
        if code in self.leased:
            return True
        return await self._take(code)

    async def _take(self, code: str) -> bool:
        """Take the lease if free or expired (counted as a take-over from another node)."""
        before = await self.server.db(self.store.take_lease, code, self.name, self.lease_s)
        if before is None:
            return False
        self.leased.add(code)
        if before not in ("", self.name):
            self.takeovers += 1
            log.info("table %s: lease taken over from node %s, which stopped renewing it", codes.shown(code), before)
        return True

    def holds(self, code: str) -> bool:
        return code in self.leased

    async def _leases(self) -> None:
        """Renew the leases held; take over the expired ones (their node died)."""
        while True:
            await asyncio.sleep(min(RENEW_S, self.lease_s / 3))
            try:
                await self._reconcile()
                if self.leased:
                    kept = set(await self.server.db(self.store.renew_leases, self.name, sorted(self.leased), self.lease_s))
                    lost = self.leased - kept
                    if lost:
                        log.warning("%d leases lost to other nodes", len(lost))
                    self.leased &= kept
                for code in await self.server.db(self.store.expired_leases, 100):
                    if code in self.leased:
                        continue
                    if not await self._take(code):
                        continue
                    table = self.server.tables.get(code)
                    if table is not None:
                        async with self.server._lock(table):
                            await self.catch_up(table)
                        self.server._spawn(self.server._drive(table))
                    else:
                        self.server._spawn(self.server._table(code))   # read back, then driven
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("leases could not be renewed or taken over")
