"""`python -m game online create | play | state | load` (docs/online.md, "Commands")."""
from __future__ import annotations


def register(online, parents) -> None:
    """Add the client commands to the `online` subparsers group."""
