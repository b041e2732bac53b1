"""`online load`: many computer-only tables at once against one server, from this one process.
With several server addresses (nodes on one shared store) the connections are spread over
them in one of two ways (`spread`):

- "seats", the worst case: seat i of table n connects to address (n + i) mod N first and stays
  there, so the seats of one table sit on different nodes and every move crosses between them;
- "tables", what every client does (`OnlineClient.meet_at`): each connection starts at address
  n mod N; once the table is created, every seat's client moves to the table's home address,
  so a table's seats meet on one node and nothing crosses unless a node fails.

Each table is created by its first seat's client and every seat is a person seat played by
its own connection (autoplay.play_seat at the given level), so the server does the work of
real players: checking moves, writing them, sending each seat its state.  The figures: tables
finished, errors (refusals and failed tables), moves acknowledged, moves per second over the
run, and the move round trip (an `act` or `end_turn` from its sending to its `ack`) at the
median and the 99th percentile (also over the moves sent once every table was open, apart from
the start, when every table makes its first moves at once).
"""
from __future__ import annotations

import asyncio
import gc
import resource
import time

from ...i18n import _
from .autoplay import play_seat
from .connection import OnlineClient
from .rendezvous import meeting_key_of

CONNECTS_AT_ONCE = 64     # connections being opened at the same time (the server's backlog)
GIVE_UP_S = 60.0


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile of `values` (0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, min(len(ordered), int(-(-share * len(ordered) // 1))))
    return ordered[rank - 1]


def raise_file_limit(needed: int) -> None:
    """Allow this process `needed` open sockets if the hard limit lets it."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = needed if hard == resource.RLIM_INFINITY else min(needed, hard)
    if soft != resource.RLIM_INFINITY and soft < want:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))


async def run_load(urls: list[str], tables: int, title: str = "koinobori", level: str = "random",
                   players: int = 2, lang: str = "en", seed: int = 1, pause_ms: float = 0.0,
                   progress=None, spread: str = "tables") -> dict:
    """Play `tables` tables of `players` computer-driven seats each, all at once; the figures.
    `pause_ms`: each seat waits about this long before each of its moves (0: as fast as the
    server answers, which measures its throughput; a pause like a person's measures the
    round trip of a server that is busy but not saturated)."""
    raise_file_limit(tables * players + 256)
    opening = asyncio.Semaphore(CONNECTS_AT_ONCE)
    clients: list[OnlineClient] = []
    figures = {"finished": 0, "errors": 0, "moves": 0, "reconnects": 0}
    problems: list[str] = []
    opened: list[float] = []   # when each table was created

    async def connected(mine: list[OnlineClient], first: int) -> OnlineClient:
        # several addresses (nodes): this connection starts at address `first`, the others
        # stay its fallbacks, so the seats of one table sit on different nodes
        k = first % len(urls)
        client = OnlineClient(urls[k:] + urls[:k], lang, client="tabletop-load", give_up_after=GIVE_UP_S,
                              record_round_trips=True, meet=spread == "tables")
        clients.append(client)
        mine.append(client)
        async with opening:
            await client.connect(timeout=GIVE_UP_S)
        return client

    async def one_table(number: int) -> None:
        names = [_("Player {n}").format(n=n + 1) for n in range(players)]
        mine: list[OnlineClient] = []
        try:
            seats = [await connected(mine, number + (n if spread == "seats" else 0)) for n in range(players)]
            created = await seats[0].create(title, names, ["human"] * players, seed=seed + number)
            if spread == "tables":
                for client in seats:
                    await client.meet_at(meeting_key_of(created["table"]))
            tokens = [entry["token"] for entry in sorted(created["seats"], key=lambda e: e["seat"])]
            opened.append(time.monotonic())
            results = await asyncio.gather(*(play_seat(client, token, level, seed + 7919 * number + i,
                                                       pause_s=pause_ms / 1000)
                                             for i, (client, token) in enumerate(zip(seats, tokens))))
        except Exception as error:  # a failed table is an error of the run, never its end
            figures["errors"] += 1
            problems.append(f"{type(error).__name__}: {error}")
            return
        finally:
            for client in mine:
                await client.close()
        figures["errors"] += sum(r.refusals for r in results)
        figures["moves"] += sum(r.moves for r in results)
        figures["reconnects"] += sum(r.reconnects for r in results)
        if len({(tuple(r.scores), tuple(r.winners)) for r in results}) != 1:
            figures["errors"] += 1
            problems.append(_("the seats of table {table} saw different results").format(table=results[0].table))
        else:
            figures["finished"] += 1
        if progress is not None:
            progress(figures["finished"], tables)

    # Thousands of states decoded a second keep the collector busy: its pauses (100 ms and
    # more with a thousand connections' states alive) would be counted in every round trip
    # waiting behind them, figures of this process rather than of the server.
    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(100_000, 50, 1000)
    started = time.monotonic()
    try:
        await asyncio.gather(*(one_table(n) for n in range(tables)))
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()
    elapsed = max(time.monotonic() - started, 1e-9)
    trips = [ms for client in clients for _kind, ms, _at in (client.round_trips or [])]
    # once every table is open: without the start, when all of them make their first moves at once
    steady_from = max(opened) if opened else started
    steady = [ms for client in clients for _kind, ms, at in (client.round_trips or []) if at >= steady_from]
    return {"tables": tables, "finished": figures["finished"], "errors": figures["errors"],
            "moves": figures["moves"], "moves_per_s": round(figures["moves"] / elapsed, 1),
            "p50_ms": round(percentile(trips, 0.50), 2), "p99_ms": round(percentile(trips, 0.99), 2),
            "p50_ms_all_open": round(percentile(steady, 0.50), 2),
            "p99_ms_all_open": round(percentile(steady, 0.99), 2),
            "seconds": round(elapsed, 2), "round_trips": len(trips), "reconnects": figures["reconnects"],
            "problems": problems[:5]}
