"""Online play: the table server, its protocol and its clients (docs/online.md).

    protocol.py      every message's JSON Schema, the limits, the error codes
    codes.py         invite codes and secret tokens
    store.py         the Store interface: a table = setup, seed, append-only entries
    sqlite_store.py  the default Store (standard library sqlite3, WAL)
    tables.py        one table: its matches, seats, and what each seat may see
    server.py        the WebSocket server (asyncio, `websockets`)
    computers.py     the computer seats, played in a worker process
    serve_cli.py     `python -m game serve` and `online export`
    client.py        the headless client: connect, resume, resend, reconnect with back-off
    client_cli.py    `python -m game online create | play | state | load`
    session.py       the window's bridge to a client (a thread; the UI never waits on the network)

Nothing here imports pygame but session.py's users (game/scenes/online/).
"""
