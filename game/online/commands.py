"""The online subcommands on `python -m game`: `serve` and `online ...` (docs/online.md).

cli.py calls `register(sub, parents)`; the server's commands (serve_cli.py) and the clients'
(client_cli.py) live beside their code."""
from __future__ import annotations


def register(sub, parents) -> None:
    """Add `serve` and the `online` group to the subparsers `sub` (parents: the --lang parser)."""
    from ..i18n import _
    from .client import client_cli
    from .server import serve_cli

    online = sub.add_parser("online", parents=parents,
                            help=_("online play: create a table, play a seat, look at a table, export it"))
    group = online.add_subparsers(dest="online_command", parser_class=type(online))
    online.set_defaults(run=lambda args: _usage(online))
    serve_cli.register(sub, group, parents)
    client_cli.register(group, parents)


def _usage(parser) -> int:
    parser.print_usage()
    return 2
