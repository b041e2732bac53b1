"""Plain HTTP requests flooding one table server: what they cost everyone else.

A security review left open that /healthz, /readyz and /metrics were not counted by the
per-address limits.  This starts a real server on loopback (in this process, SQLite store, its
store-latency list filled to the 20,000 calls a busy server keeps; its own process), then for --seconds floods
/metrics from --threads threads of one address while a probe thread asks /healthz every 50 ms
from another address (127.0.0.2),
and prints the flood's requests answered per second (by status) and the probe's round trip at
p50 / p99: the time the server's one thread was taken from the players.

    nice .venv/bin/python bench/online_http_flood.py [--threads 8] [--seconds 10] [--path /metrics]
"""
from __future__ import annotations

import argparse
import asyncio
import http.client
import multiprocessing
import random
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.online.server.table_server import TableServer  # noqa: E402
from game.online.store.sqlite_store import SQLiteStore  # noqa: E402


def _probe(port: int) -> float:
    """Seconds for one /healthz from another address (127.0.0.2: not the flood's allowance)."""
    started = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=("127.0.0.2", 0))
    try:
        connection.request("GET", "/healthz")
        connection.getresponse().read()
    finally:
        connection.close()
    return time.perf_counter() - started


def _get(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            answer.read()
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return 0


def serve(port_out, stop) -> None:
    """The server's process: a real TableServer on loopback until `stop` is set."""
    async def go(folder: str) -> None:
        server = TableServer(SQLiteStore(Path(folder)))
        server.writer.latencies[:] = [random.uniform(0.0005, 0.02) for _n in range(20_000)]
        async with server.serve("127.0.0.1", 0) as ws_server:
            port_out.send(ws_server.sockets[0].getsockname()[1])
            while not stop.is_set():
                await asyncio.sleep(0.1)
        await server.close()

    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(go(folder))


def run(threads: int, seconds: float, path: str) -> dict:
    """Flood from this process's threads, the server in another (no shared interpreter lock)."""
    receive, send = multiprocessing.Pipe(duplex=False)
    stop = multiprocessing.Event()
    child = multiprocessing.Process(target=serve, args=(send, stop))
    child.start()
    try:
        port = receive.recv()
        base = f"http://127.0.0.1:{port}"
        until = time.monotonic() + seconds
        statuses: Counter = Counter()
        probes: list[float] = []

        def flood():
            while time.monotonic() < until:
                statuses[_get(base + path)] += 1

        def probe():
            while time.monotonic() < until:
                probes.append(_probe(port))
                time.sleep(0.05)

        workers = [threading.Thread(target=flood) for _n in range(threads)] + [threading.Thread(target=probe)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
    finally:
        stop.set()
        child.join(30)
    probes.sort()
    return {"per_second": {status: round(n / seconds, 1) for status, n in sorted(statuses.items())},
            "probe_p50_ms": round(1000 * probes[len(probes) // 2], 1),
            "probe_p99_ms": round(1000 * probes[min(len(probes) - 1, int(0.99 * len(probes)))], 1),
            "probes": len(probes)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--path", default="/metrics")
    args = parser.parse_args()
    figures = run(args.threads, args.seconds, args.path)
    answered = ", ".join(f"{status}: {n}/s" for status, n in figures["per_second"].items())
    print(f"{args.path} from {args.threads} threads of one address for {args.seconds:g} s: {answered}; "
          f"a /healthz probe every 50 ms: p50 {figures['probe_p50_ms']} ms, p99 {figures['probe_p99_ms']} ms "
          f"({figures['probes']} probes)")


if __name__ == "__main__":
    main()
