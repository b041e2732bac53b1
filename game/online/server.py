"""The table server: WebSocket connections, tables, computers and the store (docs/online.md).

One asyncio thread runs everything but the store's calls (one writer thread of their own,
writer.py, so the loop never waits on the disk; concurrent tables' moves share one commit)
and the computers' searches (a worker process).  Every accepted
entry is committed to the store before anyone hears of it: the sender's `ack`, then a `state`
to every attached connection, each made for its seat and language.  Texts are made with the
connection's language switched on only around synchronous code (never across an await).

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
import gc
import logging
import secrets
import time
from contextlib import asynccontextmanager

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..i18n import N_, _
from ..rules.base import Setup, action_from_json
from ..rules.match import Match
from ..rules.registry import is_available, title_info
from . import codes, protocol
from .computers import Computers
from .health import Health
from .store import Entry, SeatRow, Store, StoreError, TableRecord
from .tables import HUMAN, Refusal, RulesFailure, Table, speaking
from .writer import StoreWriter

log = logging.getLogger("tabletop.server")

LOOKUPS_PER_MINUTE = 30     # failed code/token look-ups per client address (and the burst)
CREATES_PER_HOUR = 600      # tables one client address may create an hour (and the burst)
SERVER_VERSION = "tabletop-server 1"
IDLE_S = 600.0              # a table nobody used for this long is dropped from memory (kept in the store)
COMPUTER_TRIES = 3          # a computer's decision failing this often in a row ends its table
OUTBOX_MAX = 1000           # messages queued for a client that does not read, before it is closed


class Bucket:
    """A token bucket: `rate` per second, at most `burst` saved up."""

    __slots__ = ("rate", "burst", "tokens", "at")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.tokens, self.at = rate, burst, burst, time.monotonic()

    def _fill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now

    def take(self) -> bool:
        self._fill()
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def empty(self) -> bool:
        self._fill()
        return self.tokens < 1.0


class Connection:
    """One client connection and what the server knows of it."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        try:
            self.address = str(ws.remote_address[0])
        except Exception:
            self.address = "?"
        self.lang = "en"
        self.greeted = False
        self.table: Table | None = None
        self.seat: int | None = None      # None: a spectator (when attached)
        self.lines: list[str] = []        # the log lines this connection holds
        self.bucket = Bucket(protocol.RATE_PER_S, protocol.BURST)
        self.refused, self.refused_at = 0.0, time.monotonic()   # rate refusals, draining
        self.outbox: asyncio.Queue = asyncio.Queue()   # texts to send, in order (None: stop)
        self.dropped = False

    def say(self, text: str, **fields) -> str:
        """A marked text (N_) in this connection's language."""
        with speaking(self.lang):
            words = _(text)
            return words.format(**fields) if fields else words


class TableServer:
    """The server's state: live tables, their connections, the store and the computers."""

    def __init__(self, store: Store, lookups_per_minute: int = LOOKUPS_PER_MINUTE,
                 idle_s: float = IDLE_S, creates_per_hour: int = CREATES_PER_HOUR, node: str | None = None) -> None:
        self.store = store
        self.idle_s = idle_s
        self.tables: dict[str, Table] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.watchers: dict[str, set[Connection]] = {}
        self.thinking: set[str] = set()
        self.computers = Computers()
        self.writer = StoreWriter(store)
        self.nodes = None   # on a shared store (PostgreSQL): this node's part among several (nodes.py)
        if store.shared:
            from .nodes import Nodes

            self.nodes = Nodes(self, node)
        self.health = Health(self)
        self._lookups_per_minute = lookups_per_minute
        self._failures: dict[str, Bucket] = {}
        self._creates_per_hour = creates_per_hour
        self._creates: dict[str, Bucket] = {}   # per client address: tables it may still create
        self._tasks: set[asyncio.Task] = set()
        self.timings: list[float] = []   # seconds from a move's arrival to its ack and states queued
        self.lags: list[float] = []      # seconds the loop woke late (a 10 ms sleep, again and again)
        self.gc_pauses: list[tuple[int, float]] = []   # (generation, seconds) of each collection
        self._gc_started = 0.0

    # --- running ---------------------------------------------------------------------------
    @asynccontextmanager
    async def serve(self, host: str = "127.0.0.1", port: int = 0, ssl=None):
        """A listening websockets Server for as long as the block runs; leaving it closes every
        connection with code 1001 (going away)."""
        async with serve(self.handler, host, port, ssl=ssl, max_size=protocol.MAX_BYTES,
                         ping_interval=protocol.PING_INTERVAL_S, ping_timeout=protocol.PING_TIMEOUT_S,
                         compression=None, close_timeout=5,
                         process_request=self.health.process_request) as ws_server:
            self.health.ws_server = ws_server
            sweeper = asyncio.get_running_loop().create_task(self._sweep())
            lag = asyncio.get_running_loop().create_task(self._watch_lag())
            metrics = asyncio.get_running_loop().create_task(self.health.log_now_and_then(log))
            if self.nodes is not None:
                self.nodes.start()
            self._spawn(self.resume())
            gc.callbacks.append(self._gc_timer)
            try:
                yield ws_server
            finally:
                sweeper.cancel()
                lag.cancel()
                metrics.cancel()
                if self.nodes is not None:
                    await self.nodes.stop()
                if self._gc_timer in gc.callbacks:
                    gc.callbacks.remove(self._gc_timer)

    def _gc_timer(self, phase: str, info: dict) -> None:
        """Time the collector's passes (for the log at the end: its pauses stall every table)."""
        if phase == "start":
            self._gc_started = time.perf_counter()
        else:
            self.gc_pauses.append((info.get("generation", 0), time.perf_counter() - self._gc_started))
            if len(self.gc_pauses) > 100_000:
                del self.gc_pauses[:50_000]

    async def _watch_lag(self) -> None:
        """How late the loop wakes a 10 ms sleep: its stalls, whatever their cause."""
        loop = asyncio.get_running_loop()
        while True:
            before = loop.time()
            await asyncio.sleep(0.01)
            self.lags.append(max(0.0, loop.time() - before - 0.01))
            if len(self.lags) > 200_000:
                del self.lags[:100_000]

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
            if table.computer_turn() is not None or table.automatic() is not None:
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
            lock = self.locks.get(code)
            due = table.computer_turn() is not None or table.automatic() is not None
            if self.nodes is not None and not self.nodes.holds(code):
                due = False   # another node plays its computers: this one need not keep it
            if (now - table.used >= self.idle_s and not self.watchers.get(code) and code not in self.thinking
                    and (lock is None or not lock.locked()) and not due):
                del self.tables[code]
                self.locks.pop(code, None)
                self.watchers.pop(code, None)
                gone += 1
        return gone

    def timing_summary(self) -> str:
        """The moves handled and their handling time (arrival to ack queued), the loop's
        stalls and the collector's pauses, for the log."""
        def spread(values: list[float]) -> str:
            times = sorted(values)
            at = lambda q: times[min(len(times) - 1, int(q * len(times)))] * 1000.0  # noqa: E731
            return f"p50 {at(0.5):.1f} ms, p99 {at(0.99):.1f} ms, max {times[-1] * 1000.0:.1f} ms"

        words = [f"{len(self.timings)} moves handled: {spread(self.timings)}" if self.timings else "no moves handled"]
        if self.lags:
            words.append(f"loop late {spread(self.lags)}")
        full = [t for g, t in self.gc_pauses if g == 2]
        if self.gc_pauses:
            words.append(f"{len(self.gc_pauses)} collections ({sum(t for _g, t in self.gc_pauses):.1f} s), "
                         f"{len(full)} full" + (f" (max {max(full) * 1000.0:.0f} ms)" if full else ""))
        return "; ".join(words)

    async def close(self) -> None:
        """After the connections closed: let pending writes finish, stop the worker."""
        log.info("%s", self.timing_summary())
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
    async def handler(self, ws: ServerConnection) -> None:
        conn = Connection(ws)
        writer = asyncio.get_running_loop().create_task(self._writer(conn))
        try:
            async for frame in ws:
                await self._one(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            await self._detach(conn)
            conn.outbox.put_nowait(None)
            try:
                await asyncio.wait_for(writer, 5)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                writer.cancel()

    async def _writer(self, conn: Connection) -> None:
        """Send a connection's messages in order, so a client that does not read blocks only
        itself, never a table's broadcast."""
        while True:
            text = await conn.outbox.get()
            if text is None:
                return
            try:
                await conn.ws.send(text)
            except ConnectionClosed:
                return

    async def _one(self, conn: Connection, frame) -> None:
        if not conn.bucket.take():
            # refusals count up and drain at RATE_FORGIVE_PER_S: a client that keeps flooding is closed
            now = time.monotonic()
            conn.refused = max(0.0, conn.refused - (now - conn.refused_at) * protocol.RATE_FORGIVE_PER_S) + 1
            conn.refused_at = now
            if conn.refused > protocol.RATE_CLOSE_AFTER:
                await conn.ws.close(1008, "rate limit")
                return
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
                self.timings.append(time.perf_counter() - started)
                if len(self.timings) > 200_000:
                    del self.timings[:100_000]
        except (protocol.ProtocolError, Refusal) as refusal:
            await self._error(conn, refusal.code, refusal.message, kind, msg_id)
        except ConnectionClosed:
            raise
        except Exception:
            where = codes.shown(conn.table.code) if conn.table else "-"
            log.exception("error in a %s message (table %s)", kind, where)
            await self._error(conn, "server", conn.say(N_("Something went wrong on the server; the message changed nothing.")),
                              kind, msg_id)

    async def _send(self, conn: Connection, data: dict) -> None:
        """Queue a message for the connection (never waits for the client); a client that
        lets OUTBOX_MAX messages pile up unread is closed (1008)."""
        if conn.outbox.qsize() >= OUTBOX_MAX:
            if not conn.dropped:
                conn.dropped = True
                log.warning("closing a connection that does not read its messages")
                self._spawn(conn.ws.close(1008, "not reading"))
            return
        conn.outbox.put_nowait(protocol.dumps(data))

    async def _error(self, conn: Connection, code: str, message: str, re=None, msg_id=None) -> None:
        data = {"type": "error", "code": code, "message": message, "re": re}
        if msg_id is not None:
            data["id"] = msg_id
        if conn.table is not None:
            data["table"], data["seq"] = codes.shown(conn.table.code), conn.table.seq
        await self._send(conn, data)

    # --- look-ups of codes and tokens -------------------------------------------------------------
    def _check_lookups(self, conn: Connection) -> None:
        bucket = self._failures.get(conn.address)
        if bucket is not None and bucket.empty():
            raise Refusal("rate", conn.say(N_("Too many wrong codes or tokens from your address; wait a minute.")))

    def _failed_lookup(self, conn: Connection) -> Refusal:
        bucket = self._failures.get(conn.address)
        if bucket is None:
            if len(self._failures) > 100_000:
                self._failures.clear()
            rate = self._lookups_per_minute / 60.0
            bucket = self._failures[conn.address] = Bucket(rate, self._lookups_per_minute)
        bucket.take()
        return Refusal("unknown", conn.say(N_("No table has that code, or no seat that token.")))

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

    # --- messages ---------------------------------------------------------------------------
    async def _on_hello(self, conn: Connection, msg: dict) -> None:
        if msg["protocol"] != protocol.PROTOCOL:
            raise Refusal("protocol", conn.say(N_("This server speaks protocol version {version} only."),
                                               version=protocol.PROTOCOL))
        conn.lang = msg.get("lang", conn.lang)
        conn.greeted = True
        await self._send(conn, {"type": "hello", "protocol": protocol.PROTOCOL, "server": SERVER_VERSION,
                                "limits": {"message_bytes": protocol.MAX_BYTES,
                                           "messages_per_s": protocol.RATE_PER_S, "burst": protocol.BURST}})

    async def _on_ping(self, conn: Connection, msg: dict) -> None:
        await self._send(conn, {"type": "pong"})

    def _new_record(self, conn: Connection, msg: dict) -> tuple[TableRecord, list[tuple[int, str]], str, str]:
        """The record of a table `create` asks for, with the tokens to hand out; Refusal if
        the request cannot be a game (in the connection's language)."""
        from ..files import FileRefused
        from ..positions import state_from_json

        with speaking(conn.lang):
            title, names, kinds = msg["title"], list(msg["players"]), list(msg["seats"])
            info = title_info(title)
            if not is_available(title):
                raise Refusal("schema", _("This server does not have the rules of {name}.").format(name=info.name))
            if len(kinds) != len(names):
                raise Refusal("schema", _("Give one seat kind per player."))
            if not info.min_players <= len(names) <= info.max_players:
                raise Refusal("schema", _("{name} is for {min_players} to {max_players} players.").format(
                    name=info.name, min_players=info.min_players, max_players=info.max_players))
            first = msg.get("first_player")
            if first is not None and first > len(names):
                raise Refusal("schema", _("The first player must be one of the seats."))
            start = None
            if msg.get("position") is not None:
                try:
                    state = state_from_json(msg["position"], "position")
                except FileRefused as refusal:
                    raise Refusal("position", _("The position {problem}.").format(problem=refusal.problem)) from None
                if state.TITLE != title:
                    raise Refusal("position", _("The position is for another game."))
                if state.num_players != len(names):
                    raise Refusal("position", _("The position is for {n} players, not {m}.").format(
                        n=state.num_players, m=len(names)))
                start = state.to_position()
                names = list(state.player_names())
            seats_for_setup = tuple("human" if k == "invite" else k for k in kinds)
            try:
                setup = Setup.from_json({"title": title, "players": names,
                                         "first_player": None if first is None else first - 1,
                                         "options": msg.get("options", {}), "seats": list(seats_for_setup)})
                seed = msg.get("seed")
                if seed is None:
                    seed = secrets.randbelow(protocol.MAX_SEED)
                Match(setup, seed, start)
            except Exception as error:
                raise Refusal("schema", _("These settings cannot start a game of {name} ({kind}).").format(
                    name=info.name, kind=type(error).__name__)) from None
        tokens, seats = [], []
        for i, kind in enumerate(kinds):
            token = codes.new_token() if kind == HUMAN else None
            if token:
                tokens.append((i, token))
            seats.append(SeatRow(i, HUMAN if kind == "invite" else kind, names[i], kind == HUMAN,
                                 None if token is None else codes.token_hash(token)))
        spectator, host = codes.new_token(), codes.new_token()
        record = TableRecord(codes.new_code(), title, setup.to_json(), seed, start, seats,
                             codes.token_hash(spectator), codes.token_hash(host), time.time())
        return record, tokens, spectator, host

    def _take_create(self, conn: Connection) -> None:
        """One table more from this address, or Refusal `rate` (every table costs memory and
        a place in the store: one client must not fill the server)."""
        bucket = self._creates.get(conn.address)
        if bucket is None:
            if len(self._creates) > 100_000:
                self._creates.clear()
            bucket = self._creates[conn.address] = Bucket(self._creates_per_hour / 3600.0, self._creates_per_hour)
        if not bucket.take():
            raise Refusal("rate", conn.say(N_("Too many tables created from your address; wait a while before creating another.")))

    async def _on_create(self, conn: Connection, msg: dict) -> None:
        record, tokens, spectator, host = self._new_record(conn, msg)
        self._take_create(conn)
        for _attempt in range(5):
            try:
                await self.db(self.store.create_table, record)
                break
            except StoreError:
                record.code = codes.new_code()
        else:
            raise RuntimeError("no free table code")
        table = Table.load(record, [])
        if table.failure:
            raise RuntimeError(table.failure)
        table.used = time.monotonic()
        self.tables[record.code] = table
        self.locks.setdefault(record.code, asyncio.Lock())
        self.watchers.setdefault(record.code, set())
        log.info("table %s created (%s, %d seats)", codes.shown(record.code), record.title, len(record.seats))
        await self._send(conn, {"type": "created", "table": codes.shown(record.code),
                                "seats": [{"seat": i + 1, "token": t} for i, t in tokens],
                                "spectator": spectator, "host": host, "seq": 0})
        self._spawn(self._drive(table))

    async def _on_join(self, conn: Connection, msg: dict) -> None:
        self._check_lookups(conn)
        code = codes.normalize(msg["code"])
        table = None if code is None else await self._table(code)
        if table is None:
            raise self._failed_lookup(conn)
        async with self._lock(table):
            if table.ended:
                raise Refusal("ended", conn.say(N_("This table was stopped by an error in the rules; it can be exported but not played on.")))
            for _attempt in range(10):   # another node's join or move may come first
                free = [s.seat for s in table.seats if s.kind == HUMAN and not s.claimed]
                if not free:
                    raise Refusal("full", conn.say(N_("Every seat at this table is taken.")))
                seat, token = free[0], codes.new_token()
                entry = Entry(table.seq + 1, "claim", seat, {"name": msg["name"]})
                try:
                    if await self._store(table, lambda: self.db(self.store.claim_seat, table.code, seat, msg["name"],
                                                                codes.token_hash(token), entry)):
                        break
                except StoreError:
                    if self.nodes is None:
                        raise
                    await self.nodes.catch_up(table)
            else:
                raise RuntimeError("the seat could not be claimed")
            table.seats[seat].token_hash = codes.token_hash(token)
            await self._accept(table, entry)
            log.info("table %s seat %d joined", codes.shown(table.code), seat + 1)
            await self._send(conn, {"type": "joined", "table": codes.shown(table.code), "seat": seat + 1,
                                    "token": token, "seq": table.seq})
            await self._broadcast(table, "join")
        await self._drive(table)

    async def _on_attach(self, conn: Connection, msg: dict) -> None:
        self._check_lookups(conn)
        found = await self._token(conn, msg["token"])
        if found is None:
            raise self._failed_lookup(conn)
        table, seat = found
        await self._detach(conn)
        conn.table, conn.seat, conn.lines = table, seat, []
        self.watchers.setdefault(table.code, set()).add(conn)
        came = False
        if seat is not None:
            came = not table.present.get(seat)
            table.present[seat] = table.present.get(seat, 0) + 1
            table.forget_views()
        log.info("table %s %s attached", codes.shown(table.code),
                 "spectator" if seat is None else f"seat {seat + 1}")
        await self._state(conn, table, "resync" if msg.get("last_seq") is not None else "attach")
        if table.ended:
            await self._error(conn, "ended", conn.say(N_("This table was stopped by an error in the rules; it can be exported but not played on.")), "attach")
        if came:
            await self._broadcast(table, "presence", skip=conn)

    async def _detach(self, conn: Connection) -> None:
        table, seat = conn.table, conn.seat
        if table is None:
            return
        conn.table = None
        table.used = time.monotonic()
        self.watchers.get(table.code, set()).discard(conn)
        if seat is not None:
            table.present[seat] = max(0, table.present.get(seat, 0) - 1)
            table.forget_views()
            if not table.present[seat]:
                await self._broadcast(table, "presence")

    def _attached(self, conn: Connection) -> Table:
        if conn.table is None:
            raise Refusal("not_attached", conn.say(N_("Attach to a table with your token first.")))
        return conn.table

    async def _turn_message(self, conn: Connection, msg: dict) -> None:
        """act / end_turn / undo: checked, stored, acknowledged, broadcast."""
        table = self._attached(conn)
        kind = msg["type"]
        key = f"{'s' if conn.seat is None else conn.seat}:{msg['id']}"   # ids are the sender's own
        async with self._lock(table):
            if key in table.ids:
                await self._ack(conn, table, msg["id"], True)
                return
            if table.ended:
                raise Refusal("ended", conn.say(N_("This table was stopped by an error in the rules; it can be exported but not played on.")))
            if msg["seq"] != table.seq:
                await self._error(conn, "stale", conn.say(N_("The table has moved on since; here is what it looks like now.")),
                                  kind, msg["id"])
                await self._state(conn, table, "resync")
                return
            seat = conn.seat
            if seat is not None and table.seats[seat].kind != HUMAN:
                raise Refusal("not_your_turn", conn.say(N_("A computer plays this seat now.")))
            try:
                with speaking(conn.lang):
                    if kind == "act":
                        action = table.check_act(seat, msg["action"])
                        entry = Entry(table.seq + 1, "act", seat, {"action": action.to_json(), "hold": True}, key)
                    elif kind == "end_turn":
                        table.check_end_turn(seat)
                        entry = Entry(table.seq + 1, "end_turn", seat, {}, key)
                    else:
                        table.check_undo(seat)
                        entry = Entry(table.seq + 1, "undo", seat, {}, key)
            except RulesFailure as failure:
                await self._end_table(table, str(failure))
                raise Refusal("ended", conn.say(N_("This table was stopped by an error in the rules; it can be exported but not played on."))) from None
            if not await self._store(table, lambda: self.writer.append(table.code, entry)):
                # another node stored this seq first: the table is caught up; answer from it
                if key in table.ids:
                    await self._ack(conn, table, msg["id"], True)
                else:
                    await self._error(conn, "stale", conn.say(N_("The table has moved on since; here is what it looks like now.")),
                                      kind, msg["id"])
                    await self._state(conn, table, "resync")
                return
            await self._accept(table, entry)
            await self._ack(conn, table, msg["id"], False)
            await self._broadcast(table, {"act": "move"}.get(kind, kind))
        await self._drive(table)

    _on_act = _on_end_turn = _on_undo = _turn_message

    async def _ack(self, conn: Connection, table: Table, msg_id: str, duplicate: bool) -> None:
        await self._send(conn, {"type": "ack", "table": codes.shown(table.code), "id": msg_id,
                                "seq": table.seq, "duplicate": duplicate})

    async def _on_hand_over(self, conn: Connection, msg: dict) -> None:
        table = self._attached(conn)
        async with self._lock(table):
            if not codes.same(codes.token_hash(msg["host"]), table.record.host_hash):
                raise Refusal("not_host", conn.say(N_("Only the table's host can hand a seat over.")))
            key = f"host:{msg['id']}"
            if key in table.ids:
                await self._ack(conn, table, msg["id"], True)
                return
            if table.ended:
                raise Refusal("ended", conn.say(N_("This table was stopped by an error in the rules; it can be exported but not played on.")))
            seat = msg["seat"] - 1
            if seat >= len(table.seats):
                raise Refusal("schema", conn.say(N_("This table has no such seat.")))
            while True:   # another node's entry may take this seq first: then after it
                entry = Entry(table.seq + 1, "hand_over", seat, {"kind": msg["kind"]}, key)
                if await self._store(table, lambda: self.db(self.store.set_seat_kind, table.code, seat, msg["kind"], entry)):
                    break
                if key in table.ids:
                    await self._ack(conn, table, msg["id"], True)
                    return
            await self._accept(table, entry)
            log.info("table %s seat %d handed to %s", codes.shown(table.code), seat + 1, msg["kind"])
            await self._ack(conn, table, msg["id"], False)
            await self._broadcast(table, "hand_over")
        await self._drive(table)

    async def _on_tables(self, conn: Connection, msg: dict) -> None:
        self._check_lookups(conn)
        rows, unknown = [], False
        for token in dict.fromkeys(msg["tokens"]):
            found = await self._token(conn, token)
            if found is None:
                unknown = True
                continue
            table, seat = found
            rows.append({"table": codes.shown(table.code), "title": table.title,
                         "seat": None if seat is None else seat + 1, "seq": table.seq,
                         "your_turn": table.your_turn(seat), "over": table.state.is_over(),
                         "players": table.names(), "progress": table.progress(conn.lang)})
        if unknown:
            self._failed_lookup(conn)
        await self._send(conn, {"type": "tables", "tables": rows})

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
            await self._error(conn, "ended", conn.say(N_("This table was stopped by an error in the rules; it can be exported but not played on.")))

    def _state_message(self, conn: Connection, table: Table, cause: str) -> dict:
        if "en" not in table.matches:   # a table whose set-up the rules refuse: nothing to show
            raise Refusal("ended", conn.say(N_("This table was stopped by an error in the rules; it can be exported but not played on.")))
        with speaking(conn.lang):
            snap = table.snapshot(conn.seat, conn.lang)
        lines, before = snap.lines, conn.lines
        k, most = 0, min(len(lines), len(before))
        while k < most and lines[k] == before[k]:
            k += 1
        conn.lines = lines
        data = {"type": "state", "table": codes.shown(table.code), "seq": table.seq, "title": table.title,
                "seat": None if conn.seat is None else conn.seat + 1, "cause": cause,
                "players": table.players(), "position": snap.position,
                "log": {"from": k, "lines": lines[k:], "marks": snap.marks[k:]},
                "to_act": snap.to_act, "held": snap.held, "undo": snap.undo, "over": snap.over}
        if snap.over:
            data["scores"], data["winners"] = snap.scores, snap.winners
        return data

    async def _state(self, conn: Connection, table: Table, cause: str) -> None:
        if cause in ("attach", "resync"):
            conn.lines = []
        await self._send(conn, self._state_message(conn, table, cause))

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
        if turn is not None and table.code not in self.thinking:
            self.thinking.add(table.code)
            self._spawn(self._think(table, *turn))

    async def _think(self, table: Table, seat: int, level: str) -> None:
        asked_at = table.seq
        try:
            info = table.info_state(seat)
            seed = (table.record.seed * 1_000_003 + asked_at) % (2**63)
            try:
                choice = await self.computers.choose(info, level, seed)
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


__all__ = ["TableServer", "Connection", "Bucket", "LOOKUPS_PER_MINUTE", "CREATES_PER_HOUR", "IDLE_S"]
