"""The online client (docs/online.md): a connection to a table server, kept alive, and what
the window and the commands build on it.

    connection.py    `OnlineClient`: connect, hello, resume, resend, reconnect with back-off
    requests.py      what a client asks (create, join, act, ...) and its views of the last state
    outbox.py        request ids and secrets, waiting requests, the rate bucket
    seen.py          what it saw: the last state, the log rebuilt, the position
    decoding.py      the states' generator state decoded once;  errors.py  what a request ends with
    rendezvous.py    which node of several a table's seats meet on
    links.py         server addresses and invitation links, as a person types or pastes them
    session.py       the window's bridge to a client (a thread; the UI never waits on the network)
    remote_match.py  a match held by a server, with the interface of game.rules.match.Match
    autoplay.py      a seat played to the end by a computer over the network
    client_cli.py    `python -m game online create | play | state | load`;  load.py  `online load`
"""
