"""Invite codes and secret tokens (docs/online.md, "Words").

An invite code is 10 characters from an alphabet without look-alikes (about 49 bits: enough
with the per-address limit on failed look-ups), read by people; a token is 192 random bits,
kept by programs (or derived from the secret of the `create` that made the table, itself at
least 128 random bits, or proposed by the client that joins: see `derived_token`).  The store keeps only a token's SHA-256; tokens are compared in constant time.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 10


def new_code() -> str:
    """A fresh invite code in its stored form (10 characters, no dash)."""
    return "".join(secrets.choice(ALPHABET) for _n in range(CODE_LENGTH))


def shown(code: str) -> str:
    """ABCDEFGHJK -> ABCDE-FGHJK, as people read it out."""
    return f"{code[:5]}-{code[5:]}"


def watch_id(spectator_hash: str) -> str:
    """The name a spectator's messages give its table, in an invite code's stored form: made
    from the spectator token's hash, so it tells nothing of the invite code (with which a
    watcher could take a free invite seat).  It is the code of no table but by a chance of one
    in 31**10 (about 2**49) per table, and a `join` with it is refused as an unknown code."""
    return _letters(int(spectator_hash[:32], 16), CODE_LENGTH)


MEETING_KEY_LENGTH = 3


def meeting_key(code: str) -> str:
    """Where a table's clients meet when they are given several nodes' addresses (client/
    rendezvous.py): three letters of the code's alphabet made from the invite code (in its
    stored form), the same for every seat, which knows the code, and told to a spectator in
    its `state` (protocol 3), which does not.  31**3 keys spread tables over nodes as evenly
    as codes would, and tell little of the code: of its 49 bits about 15, leaving 2**34
    candidates, each to be tried against the server's limit on failed look-ups."""
    digest = hashlib.sha256(f"tabletop meeting key|{code}".encode("ascii")).digest()
    return _letters(int.from_bytes(digest[:8], "big"), MEETING_KEY_LENGTH)


def _letters(number: int, length: int) -> str:
    """`length` letters of the alphabet from a large number (its lowest digits in base 31)."""
    letters = []
    for _n in range(length):
        number, digit = divmod(number, len(ALPHABET))
        letters.append(ALPHABET[digit])
    return "".join(letters)


def normalize(text: str) -> str | None:
    """A code as typed (any case, dashes and spaces anywhere) in its stored form, or None
    when it cannot be a code."""
    if not isinstance(text, str) or len(text) > 40:
        return None
    code = "".join(ch for ch in text.upper() if ch not in "- \t")
    if len(code) != CODE_LENGTH or any(ch not in ALPHABET for ch in code):
        return None
    return code


def new_token() -> str:
    """A secret for a seat, a spectator or a host: 24 random bytes, URL-safe base64 (32 chars),
    never starting with "-" (a token pasted after `--token` would read as an option). Drawing
    again when it does keeps every remaining token equally likely (189+ bits)."""
    while True:
        token = secrets.token_urlsafe(24)
        if not token.startswith("-"):
            return token


def derived_token(secret: str, label: str) -> str:
    """The token `label` ("seat:0", "spectator", "host") of the table made by a `create` that
    carried `secret`: an HMAC-SHA256 of the label under the secret, so a `create` sent again
    under the same secret (its answer lost with the connection) gets the same tokens back while
    the store still keeps only their hashes.  32 characters, always starting with "t" (never "-")."""
    digest = hmac.new(secret.encode("utf-8"), label.encode("utf-8"), hashlib.sha256).digest()
    return "t" + base64.urlsafe_b64encode(digest).decode("ascii")[:31]


def token_hash(token: str) -> str:
    """What the store keeps of a token (hex SHA-256): a stolen database gives no token."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def same(a: str | None, b: str | None) -> bool:
    """Two token hashes compared in constant time (None never matches)."""
    if a is None or b is None:
        return False
    return hmac.compare_digest(a.encode("ascii", "replace"), b.encode("ascii", "replace"))
