"""The server's log on standard error: one line per event, as words (the default) or as one
JSON object a line (`serve --log-format json`, for a log collector), each with the node's name
when several nodes share a store.  What goes in is chosen where it is logged: table codes, seat
numbers, titles, counts and timings; never a token, a name, a message's content or a card."""
from __future__ import annotations

import json
import logging
import sys
import time

# asyncio's and websockets' own lines (not the server's): the same line at most REPEATS_BURST
# times in a row, then once every REPEATS_EVERY_S with how many like it were left out; a client
# can have them written once per frame it sends (a pong written to a socket it reset, "socket.send()
# raised exception."), and one client must not fill the disk with the log
REPEATS_BURST = 10
REPEATS_EVERY_S = 60.0


class Repeats(logging.Filter):
    """On the log's handler: lets the same line of asyncio or websockets (logger, level and
    words before their values) through REPEATS_BURST times, then once every REPEATS_EVERY_S,
    saying how many it left out since."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: dict[tuple, list] = {}   # key -> [lines allowed in the burst left, last let through, left out]

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name.split(".", 1)[0] not in ("asyncio", "websockets"):
            return True   # the server's own lines are chosen where they are logged
        key = (record.name, record.levelno, str(record.msg))
        now = time.monotonic()
        seen = self.seen.get(key)
        if seen is None:
            if len(self.seen) > 1000:
                self.seen.clear()
            seen = self.seen[key] = [REPEATS_BURST, now, 0]
        if now - seen[1] >= REPEATS_EVERY_S:
            seen[0] = REPEATS_BURST
        if seen[0] > 0:
            seen[0] -= 1
        elif now - seen[1] < REPEATS_EVERY_S:
            seen[2] += 1
            return False
        seen[1] = now
        if seen[2]:
            record.msg = f"{record.msg} ({seen[2]} more like it left out)"
            seen[2] = 0
        return True


class JsonFormatter(logging.Formatter):
    def __init__(self, node: str | None) -> None:
        super().__init__()
        self.node = node

    def format(self, record: logging.LogRecord) -> str:
        data = {"time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
                "level": record.levelname.lower(), "logger": record.name, "message": record.getMessage()}
        if self.node:
            data["node"] = self.node
        if record.exc_info:
            data["error"] = self.formatException(record.exc_info)
        return json.dumps(data, ensure_ascii=False)


def set_up(form: str = "text", node: str | None = None) -> None:
    """Send the log to stderr in `form` ("text" or "json")."""
    handler = logging.StreamHandler(sys.stderr)
    if form == "json":
        handler.setFormatter(JsonFormatter(node))
    else:
        where = f" [{node}]" if node else ""
        handler.setFormatter(logging.Formatter(f"%(asctime)s %(levelname)s{where} %(message)s"))
    handler.addFilter(Repeats())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.INFO)
    logging.getLogger("websockets").setLevel(logging.WARNING)
    logging.getLogger("psycopg").setLevel(logging.WARNING)
