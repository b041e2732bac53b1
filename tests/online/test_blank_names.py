"""The server refuses a new player name that shows nothing (a security test, 2026-12-06: a
guest joined as a lone U+FE0F and every window at the table died drawing it): create and join
answer "schema" naming the rule, and a name with a variation selector after a letter still joins."""
import asyncio

import pytest

from .wire import Wire, create


def run(coro):
    return asyncio.run(coro)


BLANK = ["\ufe0f", "\u0301", "\u3164", "\u115f\u1160", "\u2800", "\uffa0", "\u200b", "\u034f\ufe0f"]


def test_create_and_join_refuse_a_name_that_shows_nothing(server):
    async def go():
        wire = await Wire.open(server.url)
        table = await create(wire, "paddy", 2, seats=["human", "invite"])
        for name in BLANK:
            got = await wire.reply({"type": "join", "code": table["table"], "name": name})
            assert got["type"] == "error" and got["code"] == "schema", (ascii(name), got)
            assert "no visible letter, digit or symbol" in got["message"], got
            got = await wire.reply({"type": "create", "title": "paddy", "players": ["Ann", name],
                                    "seats": ["human", "invite"]})
            assert got["type"] == "error" and got["code"] == "schema", (ascii(name), got)
            assert "no visible letter, digit or symbol" in got["message"], got
        got = await wire.reply({"type": "join", "code": table["table"], "name": "Bo\u2764\ufe0f"})
        assert got["type"] == "joined", got
        await wire.close()
    run(go())


@pytest.mark.parametrize("args", [["create", "paddy", "--server", "ws://127.0.0.1:9", "--names", "\u3164", "Bob"],
                                  ["play", "--server", "tabletop://127.0.0.1:9/ABCDE-FGHJK", "--name", "\ufe0f"]])
def test_the_command_line_refuses_a_blank_name_in_the_rules_own_sentence(args, capsys):
    """A play-test: `online create --names "ㅤ" Bob` got the server's catch-all ("The message has a
    player name that is longer than 16 characters, holds characters that cannot be shown or has
    no visible letter, digit or symbol"): the command says the rule's own sentence, before it
    connects to anything."""
    from game.cli import main

    assert main(["online", *args]) == 2
    assert capsys.readouterr().err.strip().endswith("A name needs a visible letter, digit or symbol.")
