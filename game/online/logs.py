"""The server's log on standard error: one line per event, as words (the default) or as one
JSON object a line (`serve --log-format json`, for a log collector), each with the node's name
when several nodes share a store.  What goes in is chosen where it is logged: table codes, seat
numbers, titles, counts and timings; never a token, a name, a message's content or a card."""
from __future__ import annotations

import json
import logging
import sys
import time


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
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.INFO)
    logging.getLogger("websockets").setLevel(logging.WARNING)
    logging.getLogger("psycopg").setLevel(logging.WARNING)
