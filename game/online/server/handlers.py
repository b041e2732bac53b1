"""The table server's answers to each client message (docs/online.md, "Client messages"):
`TableServer` (table_server.py) is assembled from this mixin and the machinery it relies on
(`_send`, `_error`, `_table`, `_token`, `_lock`, `_accept`, `_state`, `_broadcast`, `_drive`,
`db`, `_store`, `writer`, the look-up and create limits)."""
from __future__ import annotations

import asyncio
import logging
import time

from ...files import name_key
from ...i18n import N_
from .. import codes, protocol
from .connection import Connection
from .creating import table_record
from ..store import Entry, StoreError
from .tables import HUMAN, MAX_HAND_OVERS, PRESENCE_PER_S, Refusal, RulesFailure, Table, speaking

log = logging.getLogger("tabletop.server")

SERVER_VERSION = "tabletop-server 1"
ENDED = N_("This table was stopped by an error in the rules; it can be exported but not played on.")
OVER_JOIN = N_("The game at this table is over; its seats can no longer be joined.")
OVER_HAND_OVER = N_("The game is over; its seats stay as they played it.")
PRESENT_HAND_OVER = N_("That seat's player is at the table; only an absent player's seat can be handed to a computer.")
CHOSEN_DEAL_HAND_OVER = N_("This table's deal was chosen by its creator, so its computers' seats cannot be opened to other people.")
NOT_OVER = N_("The game at this table is not over yet; its record is given once it is.")
RECORD_TOO_LONG = N_("This game's record is too long to be sent; the server's operator can export it.")
NAME_TAKEN = N_("A player at this table is already called “{name}”; join under another name.")
LOCKED_OUT = N_("Too many wrong codes or tokens from your address; wait a minute.")
COMPUTER_TABLES_FULL = N_("Your address already has {n} unfinished tables whose computers are playing; "
                          "finish one before creating another.")
# While an address is locked out (too many failed look-ups), each of its token look-ups waits
# this long on its connection before it is made, right or wrong alike: a right token still gets
# in, and guesses go at most (connections per address) / LOCKED_PAUSE_S a second.
LOCKED_PAUSE_S = 1.0
CREATED_BY_KEPT = 100_000   # tables whose creating address is remembered (the newest; for the computers' limits)


class MessageHandlers:
    """`_on_<type>` for every client message type; each raises Refusal to answer with an error."""

    # --- look-ups of codes and tokens (limited per client address) ----------------------------
    def _check_lookups(self, conn: Connection) -> None:
        """Before a code look-up (join): refused while the address is locked out.  (A code has
        about 49 bits, too few to let guesses go on at any pace: see `_token_lookup`.)"""
        if self.lookups.exhausted(conn.address):
            raise Refusal("rate", conn.say(LOCKED_OUT))

    async def _token_lookup(self, conn: Connection) -> bool:
        """Before a token look-up (attach, tables): True when the address is locked out, after
        LOCKED_PAUSE_S.  The look-up is then made all the same: a token that is right gets in
        (a client behind the same address as a guesser, a NAT or a proxy, is not locked out
        with it), a wrong one is counted and refused `rate`.  That tells a guesser no more than
        before the lock-out (right or wrong, which the look-up is for), and no sooner: every
        look-up of a locked-out address waits the same, on its own connection, so its guesses
        go at most CONNECTIONS_PER_ADDRESS / LOCKED_PAUSE_S a second (times the 100 tokens a
        `tables` message may name, which counts as one failed look-up: a window's list of its
        tables may hold many a server has forgotten), against tokens of 96 bits at the least
        (192 when the server makes them): about 1,600 guesses a second, for 2**96 tokens."""
        if not self.lookups.exhausted(conn.address):
            return False
        await asyncio.sleep(LOCKED_PAUSE_S)
        return True

    def _failed_lookup(self, conn: Connection, locked: bool = False) -> Refusal:
        self.lookups.take(conn.address)
        if locked:
            return Refusal("rate", conn.say(LOCKED_OUT))
        return Refusal("unknown", conn.say(N_("No table has that code, or no seat has that token.")))

    async def _on_hello(self, conn: Connection, msg: dict) -> None:
        if msg["protocol"] not in protocol.PROTOCOLS:
            raise Refusal("protocol", conn.say(N_("This server speaks protocol version {version} only."),
                                               version=protocol.PROTOCOL))
        conn.lang = msg.get("lang", conn.lang)
        conn.protocol = msg["protocol"]
        conn.greeted = True
        await self._send(conn, {"type": "hello", "protocol": conn.protocol, "server": SERVER_VERSION,
                                "host_program": self.host_program,
                                "limits": {"message_bytes": protocol.MAX_BYTES,
                                           "messages_per_s": protocol.RATE_PER_S, "burst": protocol.BURST}})

    async def _on_ping(self, conn: Connection, msg: dict) -> None:
        await self._send(conn, {"type": "pong"})


    def _take_create(self, conn: Connection) -> None:
        """One table more from this address, or Refusal `rate` (every table costs memory and
        a place in the store: one client must not fill the server)."""
        if not self.creates.take(conn.address):
            raise Refusal("rate", conn.say(N_("Too many tables created from your address; wait a while before creating another.")))

    async def _on_create(self, conn: Connection, msg: dict) -> None:
        if msg.get("secret") is not None and await self._created_before(conn, msg["secret"]):
            return
        record, tokens, spectator, host = table_record(msg, conn.lang, self.chosen_deals)
        if any(s.kind != HUMAN for s in record.seats) and self.computer_tables_of(conn.address) >= self.computer_tables:
            # (the one worker's time is shared by every table's computers: a security test's
            # client kept it busy with a dozen tables of Hard computers)
            raise Refusal("rate", conn.say(COMPUTER_TABLES_FULL, n=self.computer_tables))
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
        self.created_by[record.code] = conn.address
        if len(self.created_by) > CREATED_BY_KEPT:   # (the oldest first: a dict keeps its order)
            del self.created_by[next(iter(self.created_by))]
        self.locks.setdefault(record.code, asyncio.Lock())
        self.watchers.setdefault(record.code, set())
        log.info("table %s created (%s, %d seats)", codes.shown(record.code), record.title, len(record.seats))
        await self._send(conn, {"type": "created", "table": codes.shown(record.code),
                                "seats": [{"seat": i + 1, "token": t} for i, t in tokens],
                                "spectator": spectator, "host": host, "seq": 0})
        self._spawn(self._drive(table))

    async def _created_before(self, conn: Connection, secret: str) -> bool:
        """A `create` sent again under the secret of one the server already made (its answer was
        lost with the connection): answer with that table's `created` again (the tokens are
        derived from the secret, the store holds only their hashes) and make nothing; False
        when no table was made with this secret."""
        spectator = codes.derived_token(secret, "spectator")
        found = await self.db(self.store.find_token, codes.token_hash(spectator))
        table = None if found is None or found[1] is not None else await self._table(found[0])
        if table is None:
            return False
        seats = [{"seat": s.seat + 1, "token": token} for s in table.seats
                 for token in [codes.derived_token(secret, f"seat:{s.seat}")]
                 if codes.same(codes.token_hash(token), s.token_hash)]
        await self._send(conn, {"type": "created", "table": codes.shown(table.code), "seats": seats,
                                "spectator": spectator, "host": codes.derived_token(secret, "host"),
                                "seq": table.seq, "duplicate": True})
        return True

    async def _on_join(self, conn: Connection, msg: dict) -> None:
        self._check_lookups(conn)
        code = codes.normalize(msg["code"])
        table = None if code is None else await self._table(code)
        if table is None:
            raise self._failed_lookup(conn)
        async with self._lock(table):
            token = msg.get("token")
            if token is not None and await self._joined_before(conn, table, token):
                return
            # a proposed token that then gets no seat was a look-up of it that told something
            # (that it is no seat's): counted as a failed look-up, as a taken one is
            if table.ended:
                self._count_proposed(conn, token)
                raise Refusal("ended", conn.say(ENDED))
            if table.state.is_over():   # a finished game's seats and results are final
                self._count_proposed(conn, token)
                raise Refusal("full", conn.say(OVER_JOIN))
            token = token or codes.new_token()
            for _attempt in range(10):   # another node's join or move may come first
                free = [s.seat for s in table.seats if s.kind == HUMAN and not s.claimed]
                if not free:
                    self._count_proposed(conn, msg.get("token"))
                    raise Refusal("full", conn.say(N_("Every seat at this table is taken.")))
                seat = free[0]
                taken = self._name_taken(table, msg["name"], free)
                if taken is not None:   # (the seat stays free: the invitation is not used up)
                    self._count_proposed(conn, msg.get("token"))
                    raise Refusal("schema", conn.say(NAME_TAKEN, name=taken))
                entry = Entry(table.seq + 1, "claim", seat, {"name": msg["name"]})
                try:
                    if await self._store(table, lambda: self.db(self.store.claim_seat, table.code, seat, msg["name"],
                                                                codes.token_hash(token), entry)):
                        break
                except StoreError:   # that seat was just claimed through another node
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

    @staticmethod
    def _name_taken(table: Table, name: str, free: list[int]) -> str | None:
        """The name of another seat that `name` cannot be told apart from (files.name_key: as
        the hot-seat setup compares names), or None.  A free seat's name is only a placeholder
        until someone joins it, so it is not compared."""
        key = name_key(name)
        return next((s.name for s in table.seats if s.seat not in free and name_key(s.name) == key), None)

    async def _joined_before(self, conn: Connection, table: Table, token: str) -> bool:
        """A `join` that proposed its seat token, sent again (its answer lost with the
        connection): the seat that token already holds at this table is answered again; a token
        that some other seat or table holds is refused; False when it is new."""
        found = await self.db(self.store.find_token, codes.token_hash(token))
        if found is None:
            return False
        if found[0] != table.code or found[1] is None:
            self._count_proposed(conn, token)
            raise Refusal("schema", conn.say(N_("That token is taken; join again with a new one.")))
        await self._send(conn, {"type": "joined", "table": codes.shown(table.code), "seat": found[1] + 1,
                                "token": token, "seq": table.seq, "duplicate": True})
        return True

    def _count_proposed(self, conn: Connection, token: str | None) -> None:
        """A `join` whose proposed token got no seat: one failed look-up of the address (else
        `join` would tell, beyond the limit, whether a token is anyone's)."""
        if token is not None:
            self.lookups.take(conn.address)

    async def _on_attach(self, conn: Connection, msg: dict) -> None:
        locked = await self._token_lookup(conn)
        found = await self._token(conn, msg["token"])
        if found is None:
            raise self._failed_lookup(conn, locked)
        table, seat = found
        again = conn.table is table and conn.seat == seat   # attached there already: no one came or went
        await self._detach(conn, tell=not again)
        conn.table, conn.seat, conn.lines, conn.resynced_at = table, seat, [], None
        conn.stand_in = frozenset()
        self.watchers.setdefault(table.code, set()).add(conn)
        came = False
        if seat is not None:
            came = not again and not table.present.get(seat)
            table.present[seat] = table.present.get(seat, 0) + 1
            table.forget_views()
        log.info("table %s %s attached", codes.shown(table.code),
                 "spectator" if seat is None else f"seat {seat + 1}")
        await self._state(conn, table, "resync" if msg.get("last_seq") is not None else "attach")
        if table.ended:
            await self._error(conn, "ended", conn.say(ENDED), "attach")
        if came:
            await self._presence(table, skip=conn)

    async def _detach(self, conn: Connection, tell: bool = True) -> None:
        """The connection leaves its table; when it was the last at its seat, the table is told
        (unless not `tell`: it comes straight back to the same seat)."""
        table, seat = conn.table, conn.seat
        if table is None:
            return
        conn.table = None
        table.used = time.monotonic()
        self.watchers.get(table.code, set()).discard(conn)
        if seat is not None:
            table.present[seat] = max(0, table.present.get(seat, 0) - 1)
            table.forget_views()
            if not table.present[seat] and tell:
                await self._presence(table)

    async def _presence(self, table: Table, skip: Connection | None = None) -> None:
        """Tell the table's connections (a state, cause presence) that who is present changed:
        at once while the table's allowance lasts (PRESENCE_BURST, refilled at PRESENCE_PER_S:
        people coming and going are told as before), else once when it has refilled, with
        every change made meanwhile (a seat that keeps leaving and coming back costs the others
        at most PRESENCE_PER_S states a second)."""
        if table.presence_due:
            return
        if table.presence_told.take():
            await self._broadcast(table, "presence", skip=skip)
            return
        table.presence_due = True
        self._spawn(self._presence_later(table, (1.0 - table.presence_told.tokens) / PRESENCE_PER_S))

    async def _presence_later(self, table: Table, wait: float) -> None:
        await asyncio.sleep(wait)
        table.presence_due = False
        table.presence_told.take()
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
                raise Refusal("ended", conn.say(ENDED))
            if msg["seq"] != table.seq:
                await self._error(conn, "stale", conn.say(N_("The table has moved on since; here is what it looks like now.")),
                                  kind, msg["id"])
                # the whole state once per change of the table: a client that already had it
                # after a `stale` at this seq has all it needs (stale messages sent again and
                # again get the short error only, not ~10 KB each)
                if conn.resynced_at != table.seq:
                    conn.resynced_at = table.seq
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
                raise Refusal("ended", conn.say(ENDED)) from None
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
        await self._send(conn, {"type": "ack", "table": table.name_for(conn.seat), "id": msg_id,
                                "seq": table.seq, "duplicate": duplicate})

    async def _on_hand_over(self, conn: Connection, msg: dict) -> None:
        table = self._attached(conn)
        # the host token is looked up as a seat's is (`_token_lookup`): while the address is
        # locked out it waits, right or wrong, and a wrong one is counted and refused `rate`
        locked = await self._token_lookup(conn)
        async with self._lock(table):
            if not codes.same(codes.token_hash(msg["host"]), table.record.host_hash):
                self.lookups.take(conn.address)   # a wrong host token is a failed look-up too
                if locked:
                    raise Refusal("rate", conn.say(LOCKED_OUT))
                raise Refusal("not_host", conn.say(N_("Only the table's host can hand a seat over.")))
            key = f"host:{msg['id']}"
            if key in table.ids:
                await self._ack(conn, table, msg["id"], True)
                return
            if table.ended:
                raise Refusal("ended", conn.say(ENDED))
            if table.state.is_over():
                raise Refusal("illegal", conn.say(OVER_HAND_OVER))
            seat = msg["seat"] - 1
            if seat >= len(table.seats):
                raise Refusal("schema", conn.say(N_("This table has no such seat.")))
            row = table.seats[seat]
            if sum(1 for entry in table.entries if entry.kind == "hand_over") >= MAX_HAND_OVERS:
                # (each is an entry kept for good, as an undo is: see MAX_UNDOS_PER_SEAT)
                raise Refusal("illegal", conn.say(N_("The seats of this table have been handed over {n} times, "
                                                     "as many as a table allows."), n=MAX_HAND_OVERS))
            if msg["kind"] != HUMAN and all(s.kind == HUMAN for s in table.seats):
                # a table of people given a computer counts as a computers' table: the limit on
                # those (create) held for its creator's address (a security review handed every
                # seat of a dozen tables of people to Hard)
                owner = self.created_by.get(table.code, conn.address)
                if self.computer_tables_of(owner) >= self.computer_tables:
                    raise Refusal("rate", conn.say(COMPUTER_TABLES_FULL, n=self.computer_tables))
            if msg["kind"] != HUMAN and row.kind == HUMAN and table.present.get(seat):
                # (docs/online.md: the host hands an *absent* person's seat; a play-test's host
                # gave a present guest's seat, about to move, to a computer)
                raise Refusal("illegal", conn.say(PRESENT_HAND_OVER))
            if (msg["kind"] == HUMAN and row.kind != HUMAN and row.token_hash is None
                    and table.chosen_deal() and not self.chosen_deals):
                # a computer's seat handed to a person is free to join: at a table whose deal its
                # creator chose, that would seat a guest at a deal the creator knows
                raise Refusal("illegal", conn.say(CHOSEN_DEAL_HAND_OVER))
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
        await self._token_lookup(conn)
        rows, unknown = [], False
        for token in dict.fromkeys(msg["tokens"]):
            found = await self._token(conn, token)
            if found is None:
                unknown = True
                continue
            table, seat = found
            row = {"table": table.name_for(seat), "title": table.title,
                   "seat": None if seat is None else seat + 1, "seq": table.seq,
                   "your_turn": table.your_turn(seat), "over": table.state.is_over(),
                   "players": table.names(), "progress": table.progress(conn.lang)}
            if seat is not None:   # who plays the token's seat: its person, or a computer the host handed it to
                row["kind"] = table.seats[seat].kind
            rows.append(row)
        if unknown:
            self._failed_lookup(conn)
        await self._send(conn, {"type": "tables", "tables": rows})

    async def _on_record(self, conn: Connection, msg: dict) -> None:
        """A finished game's whole record to any connection attached to its table (a seat or
        the spectator): once the game is over nothing is hidden (docs/online.md, "After the game
        is over").  The save `online export` writes (saves.match_to_json of the table's match),
        at most MAX_RECORD_ACTIONS actions in a message of at most MAX_RECORD_BYTES."""
        from ...saves import match_to_json

        table = self._attached(conn)
        async with self._lock(table):
            if table.ended:
                raise Refusal("ended", conn.say(ENDED))
            if not table.state.is_over():   # before the end it would tell every hidden card
                raise Refusal("illegal", conn.say(NOT_OVER))
            # made once per table (and seq) and kept: each answer is then only its envelope
            if table.record_save is None or table.record_save[0] != table.seq:
                save = match_to_json(table.record_match())   # (who played each seat: Table.played_by)
                saved = None if len(save["actions"]) > protocol.MAX_RECORD_ACTIONS else protocol.dumps(save)
                table.record_save = (table.seq, saved)
            saved = table.record_save[1]
            if saved is None:
                raise Refusal("server", conn.say(RECORD_TOO_LONG))
            text = protocol.dumps_with({"type": "record", "table": table.name_for(conn.seat), "id": msg["id"]},
                                       "save", saved)
            if len(text.encode("utf-8")) > protocol.MAX_RECORD_BYTES:
                raise Refusal("server", conn.say(RECORD_TOO_LONG))
        await self._send(conn, text)

    # --- applying and telling -------------------------------------------------------------------
