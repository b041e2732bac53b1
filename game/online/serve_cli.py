"""`python -m game serve` and `python -m game online export` (docs/online.md, "Commands")."""
from __future__ import annotations


def register(sub, online, parents) -> None:
    """Add `serve` to the top-level subparsers `sub` and `export` to the `online` group."""
