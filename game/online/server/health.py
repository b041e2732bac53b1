"""Plain HTTP on the server's own port, for load balancers and monitoring (docs/online.md,
"Health, readiness and metrics"): websockets' `process_request` hook answers a GET of

- `/healthz`: 200 "ok" while the process serves (its loop answers);
- `/readyz`: 200 "ready" when the store answers within READY_S (and, on a shared store, the
  node listens for the other nodes' moves), else 503 with the reason: take the node out of
  the balancer's rotation until it is ready again;
- `/metrics`: one `name value` line each (Prometheus' text format): open tables, connections,
  entries stored and their rate, store latency, and on a shared store the node's leases,
  races lost and entries caught up from other nodes.  With `serve --metrics-token-file` only
  a request with `Authorization: Bearer TOKEN` gets them (401 otherwise): a server open to
  the internet need not show its figures to everyone.

Every other path goes on to the WebSocket handshake.  `metrics_line` is the same figures on
one line, which the server logs every LOG_EVERY_S seconds.

These requests are counted per client address in a bucket of their own (`server.http_requests`,
20 a second, bursts of 40; 429 past it), and /metrics' answer serves the requests of the next
second: each takes the server's one thread (sorting up to 20,000 store latencies), and anyone
reaching the port could ask for it as often as it liked (bench/online_http_flood.py).  Their
own bucket, not the address's messages: a load balancer's probes from a busy proxy address
must not be refused (it would take a working node out of its rotation).
"""
from __future__ import annotations

import asyncio
import hmac
import time
from http import HTTPStatus

READY_S = 2.0
READY_KEPT_S = 1.0   # a readiness answer serves the requests of the next second (one store call)
METRICS_KEPT_S = 1.0  # so does /metrics' text (one sort of the store latencies)
PATHS = ("/healthz", "/readyz", "/metrics")
LOG_EVERY_S = 60.0


class Health:
    """The figures of one server (TableServer) and the HTTP answers made of them."""

    def __init__(self, server, metrics_token: str | None = None) -> None:
        self.server = server
        self.metrics_token = metrics_token   # None: /metrics answers anyone (behind a proxy)
        self.ws_server = None            # set once listening (its connections are counted)
        self._rate_at = time.monotonic()
        self._rate_count = 0
        self.rate = 0.0                  # entries stored per second over the last interval
        self._ready: tuple[float, str | None] | None = None   # (when, answer) of the last check
        self._checking: asyncio.Future | None = None          # the check under way, shared
        self._metrics: tuple[float, str] | None = None         # (when, text) of the last /metrics answer

    def _rate(self) -> float:
        """Entries stored per second since the previous call (at least 1 s apart)."""
        now, count = time.monotonic(), self.server.writer.appended
        if now - self._rate_at >= 1.0:
            self.rate = (count - self._rate_count) / (now - self._rate_at)
            self._rate_at, self._rate_count = now, count
        return self.rate

    def figures(self) -> dict[str, float]:
        server, writer = self.server, self.server.writer
        latency = sorted(writer.latencies)
        at = (lambda q: latency[min(len(latency) - 1, int(q * len(latency)))] * 1000.0) if latency else (lambda q: 0.0)
        data = {
            "tabletop_open_tables": len(server.tables),
            "tabletop_connections": len(self.ws_server.connections) if self.ws_server is not None else 0,
            "tabletop_entries_stored_total": writer.appended,
            "tabletop_moves_per_second": round(self._rate(), 1),
            "tabletop_store_latency_p50_ms": round(at(0.5), 2),
            "tabletop_store_latency_p99_ms": round(at(0.99), 2),
            "tabletop_computers_thinking": len(server.thinking),
        }
        nodes = server.nodes
        if nodes is not None:
            data.update({"tabletop_leases_held": len(nodes.leased), "tabletop_races_lost_total": nodes.races_lost,
                         "tabletop_entries_caught_up_total": nodes.caught_up,
                         "tabletop_leases_taken_over_total": nodes.takeovers,
                         "tabletop_entries_reconciled_total": nodes.reconciled,
                         "tabletop_tables_dropped_unused_total": nodes.dropped,
                         "tabletop_listening": int(nodes.listening)})
        return data

    def metrics_line(self) -> str:
        node = self.server.nodes.name if self.server.nodes is not None else None
        words = [f"node={node}"] if node else []
        words += [f"{k.removeprefix('tabletop_')}={v}" for k, v in self.figures().items()]
        return "metrics " + " ".join(words)

    async def readiness(self) -> str | None:
        """None when ready, else why not (in English: for operators).  Requests within
        READY_KEPT_S of a check share its answer, and those during one wait for it: each check
        is a call on the store's one thread, which anyone reaching the port could queue up
        (a security review)."""
        kept = self._ready
        if kept is not None and time.monotonic() - kept[0] < READY_KEPT_S:
            return kept[1]
        if self._checking is None or self._checking.done():
            self._checking = asyncio.ensure_future(self._check_readiness())
        problem = await asyncio.shield(self._checking)
        self._ready = (time.monotonic(), problem)
        return problem

    async def _check_readiness(self) -> str | None:
        nodes = self.server.nodes
        if nodes is not None and not nodes.listening:
            return "not listening for the other nodes' moves"
        try:
            await asyncio.wait_for(self.server.db(self.server.store.ping), READY_S)
        except Exception as error:
            return f"the store does not answer ({type(error).__name__})"
        return None

    def metrics_text(self) -> str:
        """The /metrics answer, made at most once every METRICS_KEPT_S."""
        kept = self._metrics
        if kept is None or time.monotonic() - kept[0] >= METRICS_KEPT_S:
            kept = self._metrics = (time.monotonic(), "".join(f"{k} {v}\n" for k, v in self.figures().items()))
        return kept[1]

    async def process_request(self, connection, request):
        path = request.path.split("?", 1)[0]
        if path not in PATHS:
            return None   # the WebSocket handshake (its messages are counted by the handler)
        if not self.server.http_requests.take(self.server.address_of(connection, request)):
            return connection.respond(HTTPStatus.TOO_MANY_REQUESTS, "too many requests from your address\n")
        if path == "/healthz":
            return connection.respond(HTTPStatus.OK, "ok\n")
        if path == "/readyz":
            problem = await self.readiness()
            if problem is None:
                return connection.respond(HTTPStatus.OK, "ready\n")
            return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, f"not ready: {problem}\n")
        if path == "/metrics":
            if not self.may_read_metrics(request.headers.get("Authorization")):
                response = connection.respond(HTTPStatus.UNAUTHORIZED,
                                              "the metrics need a token: Authorization: Bearer TOKEN\n")
                response.headers["WWW-Authenticate"] = 'Bearer realm="tabletop metrics"'
                return response
            return connection.respond(HTTPStatus.OK, self.metrics_text())
        return None

    def may_read_metrics(self, authorization: str | None) -> bool:
        """True with no token set, or when `authorization` is "Bearer <the token>" (compared
        in constant time: the comparison says nothing of how much of it matched)."""
        if self.metrics_token is None:
            return True
        scheme, _, given = (authorization or "").strip().partition(" ")
        return scheme.lower() == "bearer" and hmac.compare_digest(given.strip().encode(), self.metrics_token.encode())

    async def log_now_and_then(self, log) -> None:
        while True:
            await asyncio.sleep(LOG_EVERY_S)
            log.info("%s", self.metrics_line())
