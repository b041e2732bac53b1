"""What an online client can ask a table server, and what it knows of its table (docs/online.md).

`TableRequests` is the request vocabulary of protocol 2 (create, join, tables, record, act,
end_turn, undo, hand_over) and the views of the last state (seat, seq, the log, the position),
kept apart from `OnlineClient` (connection.py), which owns the connection's life: connecting,
reconnecting, saying hello, sending again, receiving.  The mixin only forms messages and reads
answers; it uses from the client `_request` (send and wait for the answer, resent after a
reconnection), `meet_at`, `seen`, `_stopped`, `_failure` and `_state_waiters`.
"""
from __future__ import annotations

import asyncio

from ...i18n import _
from .errors import OnlineError, client_closed
from .outbox import new_id, new_secret
from .rendezvous import meeting_key_of


class TableRequests:
    """The requests a connection sends and what it knows of the table (mixed into OnlineClient)."""

    # --- requests ----------------------------------------------------------------------------
    async def _acted(self, kind: str, fields: dict, seq: int | None) -> dict:
        if seq is None:
            if self.state is None:
                raise OnlineError(_("not attached to a table"))
            seq = self.state["seq"]
        ack = await self._request({"type": kind, "id": new_id(), "seq": seq, **fields}, None)
        return ack

    async def create(self, title: str, players: list[str], seats: list[str], *, seed: int | None = None,
                     position: dict | None = None, options: dict | None = None,
                     first_player: int | None = None) -> dict:
        """Create a table; the `created` answer (table, seats' tokens, spectator, host, seq).  Its
        secret makes a second sending (after a reconnection) name the same table."""
        message = {"type": "create", "title": title, "players": list(players), "seats": list(seats),
                   "secret": new_secret()}
        for name, value in (("seed", seed), ("position", position), ("options", options),
                            ("first_player", first_player)):
            if value is not None:
                message[name] = value
        return await self._request(message, "created")

    async def join(self, code: str, name: str) -> dict:
        """Claim the first free invite seat of table `code`; the `joined` answer (with its token).
        The token is this client's own proposal, so a second sending finds the seat it took."""
        key = meeting_key_of(code)
        if key:
            await self.meet_at(key)
        return await self._request({"type": "join", "code": code, "name": name, "token": new_secret()}, "joined")

    async def tables(self, tokens: list[str]) -> list[dict]:
        """What the server says of the tables these tokens name (unknown tokens left out)."""
        reply = await self._request({"type": "tables", "tokens": list(tokens)}, "tables")
        return reply.get("tables", [])

    async def record(self) -> dict:
        """The finished game's whole record (the `record` answer, its save in "save"), for the
        table this connection is attached to; Refused while the game is not over.  The save is
        a foreign file to the caller: check it as one (saves.match_from_json)."""
        return await self._request({"type": "record", "id": new_id()}, None)

    async def act(self, action, seq: int | None = None) -> dict:
        """Send a move (an Action or its JSON form) chosen at `seq` (default: the last state's);
        the `ack`.  Sent again under the same id after a reconnection until acknowledged."""
        data = action.to_json() if hasattr(action, "to_json") else action
        return await self._acted("act", {"action": data}, seq)

    async def end_turn(self, seq: int | None = None) -> dict:
        """Press End turn after a held turn-ending move; the `ack`."""
        return await self._acted("end_turn", {}, seq)

    async def undo(self, seq: int | None = None) -> dict:
        """Take back this seat's last move (the server checks the undo policy); the `ack`."""
        return await self._acted("undo", {}, seq)

    async def hand_over(self, host: str, seat: int, kind: str) -> dict:
        """With the host token: give seat `seat` (from 1) to a computer level, or back to `human`
        (no seq: it may come at any time); the `ack`."""
        return await self._request({"type": "hand_over", "id": new_id(), "host": host, "seat": seat,
                                    "kind": kind}, None)

    async def wait_state(self, since: int, timeout: float | None = None) -> dict | None:
        """The newest state once more than `since` states have arrived (`state_count`); None
        after `timeout` seconds, or at news that is not a state (`ended` set)."""
        if self.state_count > since:
            return self.state
        if self._stopped.is_set():
            raise self._failure or client_closed()
        future = asyncio.get_running_loop().create_future()
        self._state_waiters.append(future)
        stopper = asyncio.ensure_future(self._stopped.wait())
        try:
            await asyncio.wait({future, stopper}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        finally:
            stopper.cancel()
            if future in self._state_waiters:
                self._state_waiters.remove(future)
        if self.state_count > since:
            return self.state
        if self._stopped.is_set():
            raise self._failure or client_closed()
        return None

    # --- what the client knows -------------------------------------------------------------
    @property
    def seat(self) -> int | None:
        """The attached seat, counted from 1 (None: a spectator, or not attached)."""
        return self.state.get("seat") if self.state else None

    @property
    def table(self) -> str | None:
        return self.state.get("table") if self.state else None

    @property
    def seq(self) -> int | None:
        return self.state.get("seq") if self.state else None

    @property
    def state(self) -> dict | None:
        """The last state message (its "log" as sent)."""
        return self.seen.state

    @property
    def log_lines(self) -> list[str]:
        """The game log rebuilt from the states' log pieces."""
        return self.seen.log_lines

    @property
    def log_marks(self) -> list[list]:
        """[seat or None, turn] per log line."""
        return self.seen.log_marks

    @property
    def log_stand_in(self) -> list[int]:
        """The log lines of turns a computer played for a person's seat (protocol 2)."""
        return self.seen.log_stand_in

    @property
    def state_count(self) -> int:
        """How many states arrived (wait_state waits for more)."""
        return self.seen.count

    def game_state(self):
        """The last state's position as a GameState, with the game log restored (seen.py)."""
        try:
            return self.seen.game_state()
        except ValueError as error:
            raise OnlineError(str(error)) from None
