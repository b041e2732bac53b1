"""Online play: the table server, its protocol and its clients (docs/online.md).

    protocol.py   every message's JSON Schema, the limits, the error codes (both sides)
    codes.py      invite codes and secret tokens (both sides)
    commands.py   the `serve` and `online ...` subcommands of `python -m game`
    server/       the table server: tables, handlers, connections, limits, computers, nodes
    store/        where the server keeps its tables: the Store interface, SQLite, PostgreSQL
    client/       the headless client, the window's session over it, the online commands

Nothing here imports pygame but client/session.py's users (game/scenes/online/).  The server
and its store import nothing from client/, nor the client from server/ or store/
(tests/test_imports.py checks it).
"""
