"""Two seats of one table never share a name (a play-test, 2026-12-06: B hosted with an empty
name, which became "Player 1", A joined by the link as "Player 1", and the log said "Player 1
takes…" for both; My online tables listed "Player 1 · Player 1").  Names are compared as the
hot-seat setup and Host a table compare them (files.name_key: the name as drawn, in any case):
`join` is refused in the joiner's language and leaves the seat free for a join under another
name; `create` with two such names is refused by the server and, before it connects, by
`online create --names`."""
import asyncio

import pytest

from game.i18n import _
from game.online.server.handlers import NAME_TAKEN
from game.online.server.tables import speaking

from .wire import Wire


def run(coro):
    return asyncio.run(coro)


def test_a_join_under_a_name_already_at_the_table_is_refused_and_the_seat_stays_free(server):
    async def go():
        host = await Wire.open(server.url)
        made = await host.reply({"type": "create", "title": "koinobori", "players": ["Player 1", "Player 2", "Player 3"],
                                 "seats": ["human", "invite", "invite"]})
        assert made["type"] == "created", made
        code = made["table"]
        guest = await Wire.open(server.url, lang="ja")
        for name in ("Player 1", "player 1", "PLAYER  1"):
            got = await guest.reply({"type": "join", "code": code, "name": name})
            assert got["type"] == "error" and got["code"] == "schema", (name, got)
            with speaking("ja"):   # the joiner's language
                assert got["message"] == _(NAME_TAKEN).format(name="Player 1"), got
        # the invitation is not used up: the same seat is joined under another name, and a free
        # seat's placeholder ("Player 3") is not a name anyone plays under yet
        joined = await guest.reply({"type": "join", "code": code, "name": "Player 3"})
        assert joined["type"] == "joined" and joined["seat"] == 2, joined
        third = await Wire.open(server.url)
        again = await third.reply({"type": "join", "code": code, "name": "player 3"})
        assert again["type"] == "error" and again["code"] == "schema", again
        assert again["message"] == "A player at this table is already called “Player 3”; join under another name."
        last = await third.reply({"type": "join", "code": code, "name": "Kumiko"})
        assert last["type"] == "joined" and last["seat"] == 3, last
        state = await third.rpc({"type": "attach", "token": last["token"]}, "state")
        assert [p["name"] for p in state["players"]] == ["Player 1", "Player 3", "Kumiko"]
        for wire in (host, guest, third):
            await wire.close()
    run(go())


def test_create_with_two_names_the_table_cannot_tell_apart_is_refused(server):
    async def go():
        wire = await Wire.open(server.url)
        for names in (["Ann", "Ann"], ["Ann", "ann"], ["Bo", "Cy", "BO"],
                      # as drawn: a combining accent, full-width letters (a security review)
                      ["Jos\u00e9", "Jose\u0301"], ["Ann", "\uff21\uff4e\uff4e"]):
            got = await wire.reply({"type": "create", "title": "koinobori", "players": names,
                                    "seats": ["human"] + ["invite"] * (len(names) - 1)})
            assert got["type"] == "error" and got["code"] == "schema", (names, got)
            assert got["message"] == "Each player needs a different name.", got
        await wire.close()
    run(go())


@pytest.mark.parametrize("names, words", [(["Bob", "Bob"], "each player needs a different name: --names gives “Bob” twice"),
                                          (["Bob", "bob"], "each player needs a different name: “Bob” and “bob” count as "
                                                           "the same name")])
def test_online_create_refuses_two_equal_names_before_it_connects(names, words, capsys):
    from game.cli import main

    # (port 9: nothing listens there, and the command stops before connecting)
    assert main(["online", "create", "koinobori", "--server", "ws://127.0.0.1:9", "--names", *names]) == 2
    assert capsys.readouterr().err == f"error: {words}\n"
