"""LISTEN on the shared store's notification channel (nodes.py): one connection per node,
psycopg's asyncio API on the server's own loop (a notification is a few bytes: no thread
needed), opened again with back-off when it is lost (a database restart)."""
from __future__ import annotations

import asyncio
import logging

import psycopg

log = logging.getLogger("tabletop.server")
CHANNEL = "tabletop_entries"
CONNECT_S = 5


class Listener:
    """Calls `on_entry(code, seq)` for every notification and `on_state(up)` when the
    connection comes up (after LISTEN) or goes down."""

    def __init__(self, url: str, on_entry, on_state) -> None:
        self.url, self.on_entry, self.on_state = url, on_entry, on_state

    async def run(self) -> None:
        pause = 0.1
        while True:
            try:
                # (a bound of our own too: a connect begun while the database was starting up
                # was seen to hang past libpq's connect_timeout)
                conn = await asyncio.wait_for(psycopg.AsyncConnection.connect(
                    self.url, autocommit=True, connect_timeout=CONNECT_S, keepalives=1, keepalives_idle=10,
                    keepalives_interval=5, keepalives_count=3), CONNECT_S)
            except (psycopg.Error, OSError, asyncio.TimeoutError) as error:
                log.warning("notifications: cannot connect (%s); trying again", type(error).__name__)
                await asyncio.sleep(pause)
                pause = min(2.0, pause * 2)
                continue
            try:
                await asyncio.wait_for(conn.execute(f"LISTEN {CHANNEL}"), CONNECT_S)
                pause = 0.1
                self.on_state(True)
                async for note in conn.notifies():
                    code, _sep, seq = note.payload.partition(":")
                    if seq.isdigit():
                        self.on_entry(code, int(seq))
            except (psycopg.Error, OSError, asyncio.TimeoutError) as error:
                log.warning("notifications: connection lost (%s); listening again", type(error).__name__)
            except Exception:   # never let the listening stop: log it, start again
                log.exception("notifications: unexpected error; listening again")
            finally:
                self.on_state(False)
                try:
                    await conn.close()
                except Exception:
                    pass
            await asyncio.sleep(pause)
