"""A deal chosen by a table's creator (a `seed` or a `position`): they can replay it and know
every hidden card (a security test's host knew the guest's hand and the deck).  Refused by
default at a table with seats for other people; `serve --allow-chosen-deals` (the tests'
servers) takes it, and every state then says so."""
import asyncio

import pytest

from game.positions import position_to_json
from game.rules.base import Setup
from game.rules.match import Match

from .conftest import start_server
from .wire import Wire, create, seat_wires


@pytest.fixture(scope="module")
def default_server(tmp_path_factory):
    """A server as `serve` starts by default: no chosen deals at tables with other people."""
    proc = start_server(tmp_path_factory.mktemp("server"), chosen_deals=False)
    yield proc
    proc.stop()


def test_a_chosen_deal_at_a_table_with_other_people_is_refused_by_default(default_server):
    """The security test's host created a table with seed 42 and a guest: replaying the seed
    offline it knew the guest's hand and the deck, and nothing told the guest."""
    url = default_server.url

    async def run():
        host = await Wire.open(url)
        for seats, extra in ((["human", "invite"], {"seed": 42}), (["human", "human"], {"seed": 0}),
                             (["human", "invite", "random"], {"seed": 7})):
            got = await host.reply({"type": "create", "title": "paddy", "players": ["A", "B", "C"][:len(seats)],
                                    "seats": seats, **extra})
            assert got["type"] == "error" and got["code"] == "schema", got
            assert "without a seed or a start position" in got["message"]
        # a position chosen is a deal chosen too
        match = Match(Setup.from_json({"title": "paddy", "players": ["A", "B"]}), 3)
        position = position_to_json(match.state)
        got = await host.reply({"type": "create", "title": "paddy", "players": ["A", "B"],
                                "seats": ["human", "invite"], "position": position})
        assert got["type"] == "error" and "without a seed or a start position" in got["message"], got
        # without a seed the server deals: taken, and nothing to tell
        created = await create(host, "paddy", 2, seats=["human", "invite"])
        wires = await seat_wires(url, created)
        assert "chosen_deal" not in wires[0].state
        # one person against computers keeps the seed (a deal to replay), and is told so
        solo = await create(host, "paddy", 2, seats=["human", "random"], seed=42)
        mine = await seat_wires(url, solo)
        assert mine[0].state["chosen_deal"] is True
        # ... but its computer's seat cannot then be opened to a guest (who would sit at that deal)
        refused = await mine[0].reply({"type": "hand_over", "id": "h1", "host": solo["host"], "seat": 2,
                                       "kind": "human"})
        assert refused["type"] == "error" and refused["code"] == "illegal", refused
        for wire in (host, *wires, *mine):
            await wire.close()

    asyncio.run(run())


def test_an_allowed_chosen_deal_is_told_to_every_seat_and_spectator(server):
    """`serve --allow-chosen-deals` (the tests' servers): taken, and every state says so."""
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "paddy", 2, seats=["human", "invite"], seed=42)
        guest = await Wire.open(server.url)
        joined = await guest.reply({"type": "join", "code": created["table"], "name": "Guest"})
        assert joined["type"] == "joined"
        got = await guest.rpc({"type": "attach", "token": joined["token"]}, "state")
        assert got["chosen_deal"] is True
        watcher = await Wire.open(server.url)
        got = await watcher.rpc({"type": "attach", "token": created["spectator"]}, "state")
        assert got["chosen_deal"] is True
        for wire in (host, guest, watcher):
            await wire.close()

    asyncio.run(run())
