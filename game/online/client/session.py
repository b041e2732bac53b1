"""The window's bridge to a table server: the headless client (connection.py, asyncio) runs on a
loop of its own in a background thread, so the UI thread never waits on the network.

The scene calls the non-blocking methods (`attach`, `move`, `request`, `set_lang`) and, every
frame, `poll()` returns what arrived since, as plain dicts, oldest first:

- the server's `state` messages, and the answers to requests (`created`, `joined`, `tables`,
  `ack`) as they came;
- `{"type": "error", ...}`: a refusal, the server's error message (`code`, `message`, `re`,
  and `id` when it refused a move);
- `{"type": "status", "status": "online" | "reconnecting" | "offline", "problem": ...}` when
  the connection goes up or down (`problem`: one sentence, when it failed).

The client reconnects by itself (back-off), re-attaches with the last seq and sends again,
under the same ids, the moves not yet acknowledged: moves made while the connection is down
wait in its queue and go once it is back.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import re
import threading
from typing import Any

from ...i18n import N_, _
from .connection import ConnectionLost, OnlineClient, OnlineError, Refused, Unreachable

FIRST_CONNECT_S = 6.0     # how long the first connection may take before the screen says so
RECORD_WAIT_S = 10.0      # how long a finished game's record may take before the screen says so
CLIENT = "tabletop window"
# a status's problem while the server at the address answers without the table (connection.py)
TABLE_MISSING = N_("The server here no longer has this table; trying again in case it comes back.")


class Session:
    """One connection to one server, kept up until `close()`."""

    def __init__(self, url: str, lang: str = "en") -> None:
        self.url = url
        self.lang = lang
        self.status = "connecting"
        self.token: str | None = None
        self._inbox: queue.Queue = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self.client: OnlineClient | None = None
        self._closing = False
        self._moves = 0          # moves submitted and not yet answered (ack or refusal)
        self._lock = threading.Lock()

    # --- the UI thread's side ---------------------------------------------------------------
    def start(self) -> "Session":
        self._thread = threading.Thread(target=self._run, name="online-session", daemon=True)
        self._thread.start()
        self._ready.wait(5)
        self.client = self._new_client()
        self._submit(self._first_connect(self.client))
        return self

    def attach(self, token: str) -> None:
        """Attach to the seat (or spectator's view) of `token`; kept across reconnections."""
        self.token = token
        self._submit(self._attach(self.client, token))

    def move(self, kind: str, seq: int, action: dict | None = None) -> None:
        """Send a move (`act` with `action`, `end_turn`, `undo`) chosen at `seq`.  Its answer
        comes through `poll()` (an `ack`, or an `error` with the move's id)."""
        with self._lock:
            self._moves += 1
        self._submit(self._move(self.client, kind, seq, action))

    def request(self, message: dict) -> None:
        """A one-off request (`create`, `join`, `tables`, `hand_over`); its answer through poll()."""
        self._submit(self._request(self.client, dict(message)))

    def record(self) -> concurrent.futures.Future:
        """Ask for the finished game's record (`record`); a Future (poll `done()`, never wait
        on it in the UI thread) of the server's answer, or of an OnlineError whose str() is one
        sentence: refused (`Refused`, the server's words), no server online, or no answer
        within RECORD_WAIT_S."""
        if self._loop is None or self._loop.is_closed() or self._closing or self.client is None:
            failed: concurrent.futures.Future = concurrent.futures.Future()
            failed.set_exception(ConnectionLost(_("the connection to the table server was closed")))
            return failed
        return asyncio.run_coroutine_threadsafe(self._record(self.client), self._loop)

    def set_lang(self, lang: str) -> None:
        """Texts in `lang` from now on: a new connection (hello says the language) attached to
        the same seat, whose first state has the log in the new words."""
        if lang == self.lang:
            return
        self.lang = lang
        # the new connection attaches in its handshake, before it counts as online: a move made
        # meanwhile waits for that (sent between a bare connection and its attach, the server
        # refused it as unattached, and the table lost the move or its End turn)
        old, self.client = self.client, self._new_client(self.token)
        self._submit(self._swap(old, self.client))

    @property
    def host_program(self) -> bool:
        """The server said in its `hello` that it runs in a player's program (the host's window
        started it): its tables exist only while that program runs."""
        hello = self.client.server_hello if self.client is not None else None
        return bool(isinstance(hello, dict) and hello.get("host_program") is True)

    @property
    def waiting_moves(self) -> int:
        return self._moves

    def poll(self) -> list[dict]:
        """Everything that arrived since the last poll, oldest first (never waits)."""
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        """Close the connection (the table stays on the server); returns at once, the network
        thread ends by itself once the socket is closed."""
        if self._loop is None or self._loop.is_closed() or self._closing:
            return
        self._closing = True
        self._submit(self._shutdown(self.client))

    async def _shutdown(self, client: OnlineClient) -> None:
        try:
            await client.close()
        except Exception:   # (closing never stops anything)
            pass
        others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in others:   # requests still waiting end here, not when the loop is collected
            task.cancel()
        await asyncio.gather(*others, return_exceptions=True)
        asyncio.get_running_loop().stop()

    # --- between the threads -----------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()

    def _submit(self, coroutine) -> None:
        asyncio.run_coroutine_threadsafe(coroutine, self._loop)

    def _say(self, message: dict) -> None:
        self._inbox.put(message)

    def _new_client(self, token: str | None = None) -> OnlineClient:
        client = OnlineClient([self.url], self.lang, client=CLIENT, token=token)
        client.listener = lambda event, client=client: self._heard(client, event)
        return client

    def _heard(self, client: OnlineClient, event) -> None:
        """The client's listener (on the network thread): states, stray errors, status."""
        if client is not self.client:
            return   # an old connection's last words (after a change of language)
        if event.kind == "state":
            self._say(event.data)
        elif event.kind == "error":
            self._say(dict(event.data))
        elif event.kind == "status":
            self.status = event.data
            status: dict[str, Any] = {"type": "status", "status": event.data}
            if event.data == "offline" and client.failure is not None:
                # the client gave up: say why (e.g. "No table server answers at ..."), not a
                # bare status a screen would word as a refusal
                status["problem"] = as_sentence(client.failure)
            elif client.table_missing and event.data != "online":
                status["problem"] = _(TABLE_MISSING)
                status["missing"] = True
            elif event.data == "reconnecting":
                status["problem"] = _("The connection to the server was lost.")
            self._say(status)

    # --- coroutines on the network thread ------------------------------------------------------
    async def _first_connect(self, client: OnlineClient) -> None:
        try:
            await client.connect(timeout=FIRST_CONNECT_S)
        except OnlineError as error:
            self.status = "offline"
            self._say({"type": "status", "status": "offline", "problem": as_sentence(error)})

    async def _attach(self, client: OnlineClient, token: str) -> None:
        try:
            await client.attach(token)
        except Refused as error:
            self._say(dict(error.reply, type="error"))
        except OnlineError as error:
            self._say({"type": "status", "status": "offline", "problem": as_sentence(error)})

    async def _move(self, client: OnlineClient, kind: str, seq: int, action: dict | None) -> None:
        try:
            if kind == "act":
                reply = await client.act(action, seq)
            elif kind == "end_turn":
                reply = await client.end_turn(seq)
            else:
                reply = await client.undo(seq)
            self._say(dict(reply))
        except Refused as error:
            self._say(dict(error.reply, type="error"))
        except OnlineError as error:   # closed while it waited: nothing to say to a closed table
            self._say({"type": "error", "code": "server", "message": as_sentence(error), "re": kind})
        finally:
            with self._lock:
                self._moves -= 1

    async def _request(self, client: OnlineClient, message: dict) -> None:
        kind = message.pop("type")
        try:
            if kind == "create":
                reply = await client.create(message.pop("title"), message.pop("players"), message.pop("seats"),
                                            **message)
            elif kind == "join":
                reply = await client.join(message["code"], message["name"])
            elif kind == "tables":
                reply = {"type": "tables", "tables": await client.tables(message["tokens"])}
            elif kind == "hand_over":
                reply = await client.hand_over(message["host"], message["seat"], message["kind"])
            else:
                raise ValueError(kind)
            self._say(dict(reply))
        except Refused as error:
            self._say(dict(error.reply, type="error"))
        except (ConnectionLost, Unreachable, OnlineError) as error:
            self._say({"type": "error", "code": "server", "message": as_sentence(error), "re": kind})

    async def _record(self, client: OnlineClient) -> dict:
        if not client.online:   # down or reconnecting: said now, not after the wait
            raise Unreachable(_("The table server does not answer at the moment; try again when it is back."))
        try:
            return await asyncio.wait_for(client.record(), RECORD_WAIT_S)
        except asyncio.TimeoutError:
            raise Unreachable(_("The table server did not answer in time; try again in a moment.")) from None

    async def _swap(self, old: OnlineClient, new: OnlineClient) -> None:
        new.take_over(old)   # the moves still waiting go on the new connection, not lost with the old
        await old.close()
        await self._first_connect(new)   # (made with the token: its handshake attached it)


def as_sentence(error: BaseException | str) -> str:
    """Words (an error's) as a sentence for the screen: an English sentence's first word
    capitalised (never an address or a code the text starts with: "ws://...", "'O0IL1'"), and
    one full stop last: "." after English, "。" after Japanese (a text with kana or kanji in
    it), none added after closing punctuation of either."""
    text = str(error).strip() or _("The table server could not be reached.")
    if _LOWER_WORD.match(text):
        text = text[0].upper() + text[1:]
    if text.endswith(_CLOSED):
        return text
    return text + ("。" if _JAPANESE.search(text) else ".")


_LOWER_WORD = re.compile(r"[a-z][a-z'’-]*(?=[\s,;]|$)")   # a plain word: "not a server address"
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")   # kana, kanji
_CLOSED = (".", "!", "?", "…", "。", "！", "？")
