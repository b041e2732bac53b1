"""The table server (docs/online.md): holds each table, checks every message, and sends each
seat only what it may see.

    table_server.py  the WebSocket server (asyncio, `websockets`): tables loaded and dropped,
                     states sent, automatic steps, computers
    handlers.py      the answer to each client message
    connection.py    one client connection: its language, queue and rate
    creating.py      a `create` request made into a table's record
    tables.py        one live table: its entries replayed through the rules, what each seat sees
    computers.py     the computer seats, decided in a worker process
    limits.py        rate limits: token buckets per connection and per address
    writer.py        the store's writer thread (batched commits, off the event loop)
    nodes.py         several nodes on one shared store; notify.py their LISTEN channel
    health.py        /healthz, /readyz, /metrics;  telemetry.py, logs.py  what it measures and says
    serve_cli.py     `python -m game serve` and `online export`
"""
