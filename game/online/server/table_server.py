"""The table server: live tables, their connections, the store and the computers (docs/online.md).

One asyncio thread runs everything but the store's calls (one writer thread of their own,
writer.py, so the loop never waits on the disk; concurrent tables' moves share one commit)
and the computers' searches (a worker process, computers.py).  Every accepted
entry is committed to the store before anyone hears of it: the sender's `ack`, then a `state`
to every attached connection, each made for its seat and language.  Texts are made with the
connection's language switched on only around synchronous code (never across an await).

The parts, one job each: connection.py (one client: its queue, its rate), handlers.py (the
answer to each client message), creating.py (a `create` made into a record), limits.py (rate
limits), telemetry.py (what the server measures of itself), tables.py (one live table).  This
module holds them together: tables loaded and dropped, states sent, automatic steps and the
computers' moves.

Use it in-process:

    server = TableServer(SQLiteStore(folder))
    async with server.serve("127.0.0.1", 0) as ws_server:     # websockets Server
        port = ws_server.sockets[0].getsockname()[1]
        ...
    await server.close()

or as a process: `python -m game serve --port 0 --data DIR` (serve_cli.py).
"""
from __future__ import annotations

import asyncio
import logging
import time
from contextlib import asynccontextmanager

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ...i18n import N_
from ...rules.base import action_from_json
from .. import codes, protocol
from .computers import Computers
from .health import Health
from .connection import Connection, GuardedConnection
from .handlers import ENDED, SERVER_VERSION, MessageHandlers
from .limits import (CREATES_PER_HOUR, HTTP_PER_ADDRESS_PER_S, LOOKUPS_PER_MINUTE, MESSAGES_PER_ADDRESS_PER_S, Bucket, PerAddress,
                     client_address)
from ..store import Entry, Store
from .tables import HUMAN, Refusal, RulesFailure, Table, speaking
from .telemetry import Telemetry
from .writer import StoreWriter

log = logging.getLogger("tabletop.server")

IDLE_S = 600.0              # a table nobody used for this long is dropped from memory (kept in the store)
COMPUTER_TRIES = 3          # a computer's decision failing this often in a row ends its table
CONNECTIONS_PER_ADDRESS = 128   # connections open at once from one client address (`serve --connections-per-address`)
HELLO_TIMEOUT_S = 10.0      # a connection that has not said `hello` this long after it opened is closed (1008)
UNWATCHED_S = 60.0          # a table of computers only plays on this long after its last watcher left
COMPUTER_TABLES = 10        # unfinished tables whose computers play that one address may have created


class TableServer(MessageHandlers):
    """The server's state: live tables, their connections, the store and the computers."""

    def __init__(self, store: Store, lookups_per_minute: int = LOOKUPS_PER_MINUTE,
                 idle_s: float = IDLE_S, creates_per_hour: int = CREATES_PER_HOUR, node: str | None = None,
                 host_program: bool = False, connections_per_address: int = CONNECTIONS_PER_ADDRESS,
                 messages_per_address: int = MESSAGES_PER_ADDRESS_PER_S, hello_timeout_s: float = HELLO_TIMEOUT_S,
                 http_per_address: int = HTTP_PER_ADDRESS_PER_S,
                 trusted_proxies=(), chosen_deals: bool = False,
                 computer_tables: int = COMPUTER_TABLES, unwatched_s: float = UNWATCHED_S,
                 allowed_origins=(), metrics_token: str | None = None) -> None:
        self.store = store
        # A browser names the page that opens a WebSocket in its Origin header; Tabletop's
        # client sends none.  Any page the host visits could otherwise reach this server (the
        # window's own one listens on the host's computer): refused with 403 unless `serve
        # --allow-origin` names it (websockets checks the header in the handshake).
        self.origins = [None, *allowed_origins]
        # `serve --allow-chosen-deals`: a creator may choose the seed or start position of a
        # table with other people (creating.table_record); the states then say so
        self.chosen_deals = chosen_deals
        # this server runs in a player's program (the host's window started it, `serve
        # --stop-with-stdin`): its tables exist only while that program runs; `hello` says so
        self.host_program = host_program
        self.idle_s = idle_s
        self.tables: dict[str, Table] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.watchers: dict[str, set[Connection]] = {}
        self.thinking: set[str] = set()
        # the client address that created each table (this process's tables): its computers'
        # turn in the worker's queue, and the limit of tables with computers per address
        self.created_by: dict[str, str] = {}
        self.computer_tables = computer_tables
        self.unwatched_s = unwatched_s
        self.computers = Computers()
        self.writer = StoreWriter(store)
        self.nodes = None   # on a shared store (PostgreSQL): this node's part among several (nodes.py)
        if store.shared:
            from .nodes import Nodes

            self.nodes = Nodes(self, node)
        self.health = Health(self, metrics_token)
        self.lookups = PerAddress(lookups_per_minute, 60.0)    # failed look-ups of codes and tokens
        self.creates = PerAddress(creates_per_hour, 3600.0)    # tables created
        # every message, all the connections of an address together (a second's worth, twice over)
        self.messages = PerAddress(2 * messages_per_address, 2.0)
        # plain HTTP requests (health.py), in a bucket of their own: a load balancer's probes are
        # never refused for what players send from its address, nor players for a flood of them
        self.http_requests = PerAddress(2 * http_per_address, 2.0)
        self.connections_per_address = connections_per_address
        self.open_by_address: dict[str, int] = {}   # connections open now, by client address
        self.hello_timeout_s = hello_timeout_s
        # proxies whose X-Forwarded-For names the client (`serve --trusted-proxy`): never any other
        self.trusted_proxies = frozenset(trusted_proxies)
        self.telemetry = Telemetry()
        self._tasks: set[asyncio.Task] = set()

    # --- running ---------------------------------------------------------------------------
    @asynccontextmanager
    async def serve(self, host: str = "127.0.0.1", port: int = 0, ssl=None):
        """A listening websockets Server for as long as the block runs; leaving it closes every
        connection with code 1001 (going away)."""
        async with serve(self.handler, host, port, ssl=ssl, max_size=protocol.MAX_BYTES,
                         ping_interval=protocol.PING_INTERVAL_S, ping_timeout=protocol.PING_TIMEOUT_S,
                         compression=None, close_timeout=5, create_connection=GuardedConnection,
                         origins=self.origins, process_request=self.health.process_request) as ws_server:
            self.health.ws_server = ws_server
            sweeper = asyncio.get_running_loop().create_task(self._sweep())
            lag = self.telemetry.start()
            metrics = asyncio.get_running_loop().create_task(self.health.log_now_and_then(log))
            if self.nodes is not None:
                self.nodes.start()
            self._spawn(self.resume())
            try:
                yield ws_server
            finally:
                sweeper.cancel()
                lag.cancel()
                metrics.cancel()
                self.telemetry.stop()
                if self.nodes is not None:
                    await self.nodes.stop()

    async def resume(self) -> int:
        """At start: read back every open table and let those whose next decision is a
        computer's (or the automa's) play on at once, so a game of computers and away people
        goes on by itself after a restart, with nobody attached.  Tables that wait for a person
        are dropped from memory again (read back when someone comes).  Returns how many play on."""
        try:
            codes_open = await self.db(self.store.list_open, 10**9)
        except Exception:
            log.exception("the open tables could not be listed to resume them")
            return 0
        resumed = 0
        for code in codes_open:
            if code in self.tables:
                continue
            try:
                table = await self._table(code)
            except Exception:
                log.exception("table %s could not be read back", codes.shown(code))
                continue
            if table is None:
                continue
            if (table.computer_turn() is not None and not self.waits_for_watcher(table)) or table.automatic() is not None:
                resumed += 1
            elif not self.watchers.get(code) and code not in self.thinking:
                lock = self.locks.get(code)
                if lock is None or not lock.locked():
                    self.tables.pop(code, None)
                    self.locks.pop(code, None)
                    self.watchers.pop(code, None)
            await asyncio.sleep(0)   # the connections go on meanwhile
        if resumed:
            log.info("%d open tables resumed for their computers", resumed)
        return resumed

    async def _sweep(self) -> None:
        """Now and then, forget tables nobody has used for idle_s (no connection attached, no
        computer thinking): they stay in the store and are read back when next needed."""
        while True:
            await asyncio.sleep(max(0.05, min(60.0, self.idle_s / 2)))
            self.unload_idle()

    def unload_idle(self) -> int:
        """Drop the idle tables from memory; returns how many."""
        now, gone = time.monotonic(), 0
        for code, table in list(self.tables.items()):
            due = (table.computer_turn() is not None and not self.waits_for_watcher(table)) or table.automatic() is not None
            if self.nodes is not None and not self.nodes.holds(code):
                due = False   # another node plays its computers: this one need not keep it
            if now - table.used >= self.idle_s and not due and self.unused(code):
                self.forget(code)
                gone += 1
        return gone

    def unused(self, code: str) -> bool:
        """No connection here is attached to table `code`, no computer of it is thinking here,
        and no one holds its lock: it can be dropped from memory and read back when needed."""
        lock = self.locks.get(code)
        return not self.watchers.get(code) and code not in self.thinking and (lock is None or not lock.locked())

    def forget(self, code: str) -> None:
        """Drop table `code` from memory (it stays in the store)."""
        self.tables.pop(code, None)
        self.locks.pop(code, None)
        self.watchers.pop(code, None)

    async def close(self, report: bool = True) -> None:
        """After the connections closed: let pending writes finish, stop the worker.  With
        `report` the run's figures are logged (not after a server that never listened)."""
        if report:
            log.info("%s", self.telemetry.summary())
            log.info("%s", self.health.metrics_line())
        for task in list(self._tasks):
            task.cancel()
        await asyncio.get_running_loop().run_in_executor(None, self.writer.close)
        self.computers.close()
        self.store.close()

    def _lock(self, table: Table) -> asyncio.Lock:
        """The lock that orders one table's changes."""
        return self.locks.setdefault(table.code, asyncio.Lock())

    async def db(self, fn, *args):
        """Run one store call on the store's thread (durable when it returns)."""
        return await self.writer.call(fn, *args)

    async def _store(self, table: Table, write) -> bool:
        """`await write()` stores the table's next entry; False when another node stored that
        seq first (shared store): the table is then caught up and the caller answers from it."""
        if self.nodes is None:
            await write()
            return True
        return await self.nodes.store_entry(table, write)

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- one connection ------------------------------------------------------------------------
    def _address(self, ws: ServerConnection) -> str:
        return self.address_of(ws, ws.request)

    def address_of(self, ws: ServerConnection, request) -> str:
        """The client address `ws` is counted under (limits.client_address); `request` is its
        HTTP request (the handshake's), None when unknown."""
        try:
            peer = str(ws.remote_address[0])
        except Exception:
            peer = "?"
        forwarded = None
        if self.trusted_proxies and request is not None:
            forwarded = request.headers.get("X-Forwarded-For")   # read only from a trusted proxy (client_address)
        return client_address(peer, forwarded, self.trusted_proxies)

    async def handler(self, ws: ServerConnection) -> None:
        address = self._address(ws)
        if self.open_by_address.get(address, 0) >= self.connections_per_address:
            await ws.close(1008, "too many connections from your address")
            return
        self.open_by_address[address] = self.open_by_address.get(address, 0) + 1
        conn = Connection(ws, address)
        loop = asyncio.get_running_loop()
        writer = loop.create_task(conn.pump())
        silent = loop.call_later(self.hello_timeout_s, self._no_hello, conn)
        try:
            async for frame in ws:
                await self._one(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            silent.cancel()
            left = self.open_by_address.get(address, 1) - 1
            if left > 0:
                self.open_by_address[address] = left
            else:
                self.open_by_address.pop(address, None)
            await self._detach(conn)
            conn.outbox.put_nowait(None)
            try:
                await asyncio.wait_for(writer, 5)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                writer.cancel()

    def _no_hello(self, conn: Connection) -> None:
        """HELLO_TIMEOUT_S after a connection opened: closed (1008) unless it said `hello`."""
        if not conn.greeted:
            self._spawn(conn.ws.close(1008, "no hello in time"))

    async def _one(self, conn: Connection, frame) -> None:
        own = conn.bucket.take()
        if not own or not (self.messages.take(conn.address) or conn.quiet.take()):
            if conn.flooding():
                await conn.ws.close(1008, "rate limit")
                return
            if own:
                await self._error(conn, "rate", conn.say(N_("Too many messages from your address; this one was dropped.")))
            else:
                await self._error(conn, "rate", conn.say(N_("Too many messages: at most 20 a second; this one was dropped.")))
            return
        kind = msg_id = None
        try:
            with speaking(conn.lang):
                msg = protocol.parse(frame)
            kind, msg_id = msg["type"], msg.get("id")
            if kind != "hello" and not conn.greeted:
                raise Refusal("protocol", conn.say(N_("Send hello first.")))
            started = time.perf_counter()
            await getattr(self, "_on_" + kind)(conn, msg)
            if kind in ("act", "end_turn", "undo"):
                self.telemetry.move_handled(time.perf_counter() - started)
        except (protocol.ProtocolError, Refusal) as refusal:
            if kind is None and isinstance(refusal, protocol.ProtocolError):   # refused by its schema
                kind, msg_id = refusal.re, refusal.msg_id
            await self._error(conn, refusal.code, refusal.message, kind, msg_id)
        except ConnectionClosed:
            raise
        except Exception:
            where = codes.shown(conn.table.code) if conn.table else "-"
            log.exception("error in a %s message (table %s)", kind, where)
            await self._error(conn, "server", conn.say(N_("Something went wrong on the server; the message changed nothing.")),
                              kind, msg_id)

    async def _send(self, conn: Connection, data: dict) -> None:
        """Queue a message for the connection (never waits for the client)."""
        conn.queue(data)

    async def _error(self, conn: Connection, code: str, message: str, re=None, msg_id=None) -> None:
        data = {"type": "error", "code": code, "message": message, "re": re}
        if msg_id is not None:
            data["id"] = msg_id
        if conn.table is not None:
            data["table"], data["seq"] = conn.table.name_for(conn.seat), conn.table.seq
        await self._send(conn, data)

    # --- tables by code and by token ----------------------------------------------------------
    async def _table(self, code: str) -> Table | None:
        """The live table `code` (loaded from the store and replayed on first use)."""
        table = self.tables.get(code)
        if table is not None:
            table.used = time.monotonic()
            return table
        lock = self.locks.setdefault(code, asyncio.Lock())
        async with lock:
            table = self.tables.get(code)
            if table is not None:
                return table
            loaded = await self.db(self.store.load, code)
            if loaded is None:
                if not getattr(lock, "_waiters", None):   # (no table: its lock goes, or every unknown code looked up stays)
                    self.locks.pop(code, None)
                return None
            record, entries = loaded
            table = Table.load(record, entries)
            table.used = time.monotonic()
            if table.failure:
                log.error("table %s ended on loading: %s", codes.shown(code), table.failure)
                if not record.ended:
                    await self.db(self.store.mark_ended, code, table.failure)
            self.tables[code] = table
            self.watchers.setdefault(code, set())
        self._spawn(self._drive(table))
        return table

    async def _token(self, conn: Connection, token: str) -> tuple[Table, int | None] | None:
        """(table, seat or None for the spectator) for a token, or None."""
        digest = codes.token_hash(token)
        found = await self.db(self.store.find_token, digest)
        if found is None:
            return None
        code, seat = found
        held = code in self.tables
        table = await self._table(code)
        if table is None:
            return None
        if held and self.nodes is not None:   # what other nodes stored since (a missed notification)
            async with self._lock(table):
                await self.nodes.catch_up(table)
        stored = table.record.spectator_hash if seat is None else table.seats[seat].token_hash
        if not codes.same(digest, stored):
            return None
        return table, seat
    # --- applying and telling -------------------------------------------------------------------
    async def _accept(self, table: Table, entry: Entry) -> None:
        """Apply a stored entry; a failure of the rules ends the table (never the server)."""
        try:
            table.accept(entry)
        except RulesFailure as failure:
            await self._end_table(table, str(failure))

    async def _end_table(self, table: Table, why: str) -> None:
        log.error("table %s stopped: %s", codes.shown(table.code), why)
        table.ended, table.ended_message = True, why
        await self.db(self.store.mark_ended, table.code, why)
        for conn in list(self.watchers.get(table.code, ())):
            await self._error(conn, "ended", conn.say(ENDED))

    def _state_text(self, conn: Connection, table: Table, cause: str) -> str:
        """The `state` message for this connection, encoded (its position's text made once per
        seat, language and change of the game, protocol.dumps_with)."""
        if "en" not in table.matches:   # a table whose set-up the rules refuse: nothing to show
            raise Refusal("ended", conn.say(ENDED))
        with speaking(conn.lang):
            snap = table.snapshot(conn.seat, conn.lang)
        lines, before = snap.lines, conn.lines
        most = min(len(lines), len(before))
        if lines[:most] == before[:most]:   # the usual case (lines added, or none): compared in C
            k = most
        else:
            k = 0
            while lines[k] == before[k]:
                k += 1
        # lines this connection holds whose stand_in mark changed (a computer's seat handed to a
        # person marks the computer's earlier turns: a review saw the windows at the table keep
        # them unmarked) are sent again, from the first of them
        marked = frozenset(snap.stand_in)
        remarked = [i for i in marked.symmetric_difference(conn.stand_in) if i < k]
        if remarked:
            k = min(remarked)
        conn.lines, conn.stand_in = lines, marked
        data = {"type": "state", "table": table.name_for(conn.seat), "seq": table.seq, "title": table.title,
                "seat": None if conn.seat is None else conn.seat + 1, "cause": cause,
                "players": table.players(),
                "log": {"from": k, "lines": lines[k:], "marks": snap.marks[k:]},
                "moves": table.moves(conn.moves_seen, conn.seat),
                "to_act": snap.to_act, "held": snap.held, "undo": snap.undo, "over": snap.over}
        stand_in = [i for i in snap.stand_in if i >= k]
        if stand_in and conn.protocol >= 2:   # (the lines of turns a computer played for a person, from this piece on)
            data["log"]["stand_in"] = stand_in
        if conn.protocol >= 3:   # where the table's clients meet: a spectator cannot make it from the code
            data["meet"] = table.meeting_key
        if table.chosen_deal():
            data["chosen_deal"] = True
        if snap.over:
            data["scores"], data["winners"] = snap.scores, snap.winners
            if snap.history is not None:
                data["history"] = snap.history
        conn.moves_seen = table.seq
        return protocol.dumps_with(data, "position", snap.position_text)

    async def _state(self, conn: Connection, table: Table, cause: str) -> None:
        if cause in ("attach", "resync"):
            conn.lines = []
            conn.moves_seen = None   # an attach or a resync names no moves: nothing to animate
            if table.computer_turn() is not None and table.code not in self.thinking:
                self._spawn(self._drive(table))   # a table of computers that waited for a watcher plays on
        conn.queue(self._state_text(conn, table, cause))

    async def _broadcast(self, table: Table, cause: str, skip: Connection | None = None) -> None:
        for conn in list(self.watchers.get(table.code, ())):
            if conn is not skip and conn.table is table:
                await self._state(conn, table, cause)

    # --- what happens by itself ---------------------------------------------------------------
    async def _drive(self, table: Table) -> None:
        """Apply the table's automatic steps, then start a computer's decision if one is due
        (on a shared store: only the node holding the table's lease, nodes.py)."""
        if self.nodes is not None and not await self.nodes.may_drive(table):
            return
        while True:
            async with self._lock(table):
                entry = table.automatic()
                if entry is None:
                    break
                entry.seq = table.seq + 1
                if not await self._store(table, lambda: self.writer.append(table.code, entry)):
                    continue
                await self._accept(table, entry)
                await self._broadcast(table, "move" if entry.kind == "act" else "end_turn")
        turn = table.computer_turn()
        if turn is not None and table.code not in self.thinking and not self.waits_for_watcher(table):
            self.thinking.add(table.code)
            self._spawn(self._think(table, *turn))

    def waits_for_watcher(self, table: Table) -> bool:
        """A table whose every seat a computer plays waits, once nobody has watched it (no
        connection attached, no look-up of it) for unwatched_s: its computers play on when a
        seat or a spectator attaches (`_state`).  Else one client could keep the worker busy
        with tables of computers nobody watches, for ever and after every restart (a security
        test: 12 all-Hard tables).  A table with a person's seat is not held back: its
        computers play up to that person's turn, as docs/online.md promises."""
        if any(s.kind == HUMAN for s in table.seats) or self.watchers.get(table.code):
            return False
        return time.monotonic() - table.used >= self.unwatched_s

    def computer_tables_of(self, address: str) -> int:
        """The unfinished tables created from `address` whose computers play now (in memory,
        with a computer's seat, not waiting for a watcher)."""
        count = 0
        for code, by in list(self.created_by.items()):
            table = self.tables.get(code)
            if table is not None and (table.ended or table.state.is_over()):
                del self.created_by[code]
            elif (by == address and table is not None and any(s.kind != HUMAN for s in table.seats)
                  and not self.waits_for_watcher(table)):
                count += 1
        return count

    async def _think(self, table: Table, seat: int, level: str) -> None:
        asked_at = table.seq
        try:
            info = table.info_state(seat)
            seed = (table.record.seed * 1_000_003 + asked_at) % (2**63)
            try:
                choice = await self.computers.choose(info, level, seed, self.created_by.get(table.code, table.code))
                table.computer_failures = 0
            except Exception:
                log.exception("table %s: the computer of seat %d failed", codes.shown(table.code), seat + 1)
                table.computer_failures = getattr(table, "computer_failures", 0) + 1
                if table.computer_failures >= COMPUTER_TRIES:
                    async with self._lock(table):
                        await self._end_table(table, f"the computer of seat {seat + 1} failed {COMPUTER_TRIES} times")
                else:
                    await asyncio.sleep(1.0)
                choice = None
            async with self._lock(table):
                # the table may have moved on (an undo, a hand-over): then decide again below
                if choice is not None and table.seq == asked_at and table.computer_turn() == (seat, level):
                    action = action_from_json(choice, table.match.state_type.ACTION_TYPES)
                    if table.state.check(action) is not None:
                        await self._end_table(table, f"the computer of seat {seat + 1} chose an illegal move")
                    else:
                        entry = Entry(table.seq + 1, "act", seat, {"action": choice, "hold": False})
                        if await self._store(table, lambda: self.writer.append(table.code, entry)):
                            await self._accept(table, entry)
                            await self._broadcast(table, "move")
        finally:
            self.thinking.discard(table.code)
        await self._drive(table)


__all__ = ["TableServer", "Connection", "Bucket", "LOOKUPS_PER_MINUTE", "CREATES_PER_HOUR", "IDLE_S", "SERVER_VERSION",
           "CONNECTIONS_PER_ADDRESS", "MESSAGES_PER_ADDRESS_PER_S", "HELLO_TIMEOUT_S"]
