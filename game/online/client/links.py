"""Server addresses and invitation links, as a person types or pastes them.

One link names a server and, optionally, a table: `tabletop://host:port/CODE` (what the host's
window shows to share; `tabletops://` for a server behind TLS), or a WebSocket address
`ws://host:port/path` / `wss://host/path` (the path kept: a server behind a reverse proxy), or a
bare `host:port`.  A **watch link** `tabletop://host:port/watch/TOKEN` names a table by its
spectator token instead: whoever opens it only watches (no seat, nothing private).
`parse_link` turns any of these into the WebSocket URL to connect to and the table's invite
code or spectator token (or neither); `parse_servers` reads the comma-separated list of
`--server URL[,URL2...]`.  A refusal is a ValueError in one sentence.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

from ...i18n import _
from ..codes import ALPHABET as CODE_ALPHABET, CODE_LENGTH  # no 0/O, 1/I/L look-alikes

MAX_LINK_CHARS = 300
SCHEMES = {"ws": ("ws", False), "wss": ("wss", False), "tabletop": ("ws", True), "tabletops": ("wss", True)}
"""scheme -> (the WebSocket scheme, whether the path ends with an invite code)"""
WATCH = "watch"   # the path part before a spectator token: tabletop://host:port/watch/TOKEN
TOKEN_FORM = re.compile(r"^[A-Za-z0-9_-]{16,64}$")   # a seat's or spectator's token, as the protocol bounds tokens
_HOST = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9.-]{0,252}))$")


@dataclass(frozen=True)
class Link:
    url: str                 # the WebSocket address to connect to: ws://host:port/ or wss://...
    code: str | None = None  # the table's invite code (normalised: 10 characters, no dashes)
    watch: str | None = None  # a watch link's spectator token (then `code` is None)


def normalize_code(text: str) -> str:
    """An invite code as the server stores it: upper case, dashes and spaces dropped;
    ValueError when it cannot be one (wrong length or a character not in the alphabet)."""
    code = re.sub(r"[\s-]", "", str(text)).upper()
    if len(code) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in code):
        raise ValueError(_("an invite code is 10 letters and digits such as ABCDE-FGHJK, not {code}")
                         .format(code=repr(str(text)[:40])))
    return code


def show_code(code: str) -> str:
    """A code as people read it out: ABCDE-FGHJK (from either form)."""
    code = normalize_code(code)
    return f"{code[:5]}-{code[5:]}"


def parse_link(text: str) -> Link:
    """The server and table a pasted link or typed address names (see the module's docstring)."""
    raw = str(text).strip()
    shown = raw[:60]
    if not raw or len(raw) > MAX_LINK_CHARS:
        raise ValueError(_("not a server address: {text}").format(text=repr(shown)))
    bare = "://" not in raw
    if bare:  # host:port
        raw = "ws://" + raw
    parts = urlsplit(raw)
    scheme = parts.scheme.lower()
    if scheme not in SCHEMES:
        raise ValueError(_("a server address starts with ws://, wss:// or tabletop://, not {text}")
                         .format(text=repr(shown)))
    websocket, is_link = SCHEMES[scheme]
    try:
        host, port = parts.hostname, parts.port
    except ValueError:  # a port that is not a number from 0 to 65535
        host = port = None
    typed_port = parts.netloc.rpartition(":")[2]
    if typed_port.isdigit() and not 1 <= int(typed_port) <= 65535 and "]" not in typed_port:
        # host and port are both there: the port is the trouble
        raise ValueError(_("a server's port is a number from 1 to 65535, not {port}").format(port=typed_port[:12]))
    netloc = parts.netloc
    shown_host = netloc.split("]")[0] + "]" if netloc.startswith("[") else netloc.rsplit(":", 1)[0]
    if port is None and not (is_link or bare):
        port = 443 if websocket == "wss" else 80
    if (not host or not port or "@" in netloc or parts.query or parts.fragment
            or not _HOST.match(shown_host)):
        raise ValueError(_("a server address needs a host and a port, such as ws://192.168.1.20:8765, not {text}")
                         .format(text=repr(shown)))
    path, code, watch = parts.path, None, None
    if is_link:  # tabletop://host:port[/path]/CODE: the last part of the path is the code
        path, _slash, last = path.rstrip("/").rpartition("/")
        before, _slash, kind = path.rpartition("/")
        if last == WATCH and kind != WATCH:
            kind, last = WATCH, ""   # tabletop://host:port/watch: the token is missing
        if kind == WATCH:   # .../watch/TOKEN: a spectator's link
            if not TOKEN_FORM.match(last):
                # (the likely cause first: a link cut off in copying; a review read only the form)
                raise ValueError(_("this watch link is cut short or changed: copy the whole link again (it ends with "
                                   "/watch/ and 16 to 64 letters, digits, - or _), not {text}").format(text=repr(shown)))
            path, watch = before, last
        else:
            code = normalize_code(last) if last else None
    if not re.fullmatch(r"[A-Za-z0-9._~/-]*", path):
        raise ValueError(_("not a server address: {text}").format(text=repr(shown)))
    return Link(f"{websocket}://{shown_host}:{port}/{path.strip('/')}" + ("/" if path.strip("/") else ""), code,
                watch)


def typed_address(url: str) -> str:
    """A server's address as a person types it: host:port for a plain ws:// server at its root
    (ws:// is understood), else the whole address, without a trailing slash."""
    bare = url.rstrip("/")
    rest = bare[len("ws://"):]
    return rest if bare.startswith("ws://") and "/" not in rest else bare


def make_link(url: str, code: str) -> str:
    """The link a host shares: `tabletop://host:port/ABCDE-FGHJK` (`tabletops://` for a wss:// server)."""
    base = parse_link(url).url
    scheme, rest = base.split("://", 1)
    return f"{'tabletops' if scheme == 'wss' else 'tabletop'}://{rest.rstrip('/')}/{show_code(normalize_code(code))}"


def make_watch_link(url: str, token: str) -> str:
    """The link for people who only watch: `tabletop://host:port/watch/TOKEN` (the spectator token)."""
    if not TOKEN_FORM.match(str(token)):
        raise ValueError(_("not a spectator token"))
    base = parse_link(url).url
    scheme, rest = base.split("://", 1)
    return f"{'tabletops' if scheme == 'wss' else 'tabletop'}://{rest.rstrip('/')}/{WATCH}/{token}"


def parse_servers(text: str) -> list[str]:
    """The WebSocket URLs of `--server URL[,URL2...]`, in order, each checked by `parse_link`."""
    items = [item for item in str(text).split(",") if item.strip()]
    if not items or len(items) > 16:
        raise ValueError(_("expected one to 16 server addresses separated by commas"))
    urls = []
    for item in items:
        url = parse_link(item).url
        if url not in urls:
            urls.append(url)
    return urls
