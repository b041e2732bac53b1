"""LISTEN on the shared store's notification channel (nodes.py): one connection per node,
psycopg's asyncio API on the server's own loop (a notification is a few bytes: no thread
needed), opened again with back-off when it is lost (a database restart)."""
from __future__ import annotations

import asyncio
import logging

import psycopg

log = logging.getLogger("tabletop.server")
CHANNEL = "tabletop_entries"


class Listener:
    """Calls `on_entry(code, seq)` for every notification and `on_state(up)` when the
    connection comes up (after LISTEN) or goes down."""

    def __init__(self, url: str, on_entry, on_state) -> None:
        self.url, self.on_entry, self.on_state = url, on_entry, on_state

    async def run(self) -> None:
        pause = 0.1
        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True, connect_timeout=10)
            except psycopg.OperationalError as error:
                log.warning("notifications: cannot connect (%s); trying again", type(error).__name__)
                await asyncio.sleep(pause)
                pause = min(2.0, pause * 2)
                continue
            try:
                await conn.execute(f"LISTEN {CHANNEL}")
                pause = 0.1
                self.on_state(True)
                async for note in conn.notifies():
                    code, _sep, seq = note.payload.partition(":")
                    if seq.isdigit():
                        self.on_entry(code, int(seq))
            except psycopg.OperationalError as error:
                log.warning("notifications: connection lost (%s); listening again", type(error).__name__)
            finally:
                self.on_state(False)
                try:
                    await conn.close()
                except Exception:
                    pass
            await asyncio.sleep(pause)
