"""A watch link shows a table, never its invite code: with the code, whoever holds the link
(shared on a stream, say) could take a free invite seat.  A spectator's messages name the
table by its watch id (codes.watch_id, made from the spectator token's hash), which a `join`
does not take; the seats still see the code they share."""
import asyncio

import pytest

from game.online import codes

from .conftest import start_server
from .wire import Wire, create, seat_wires


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    proc = start_server(tmp_path_factory.mktemp("server"))
    yield proc
    proc.stop()


def test_a_spectator_never_hears_the_invite_code_and_cannot_join_with_what_it_hears(server):
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 3, seats=["human", "invite", "invite"])
        code = created["table"]
        stored = codes.normalize(code)
        watch = codes.shown(codes.watch_id(codes.token_hash(created["spectator"])))
        assert codes.normalize(watch) is not None and watch != code
        first = (await seat_wires(server.url, {**created, "seats": created["seats"][:1]}))[0]
        spectator = await Wire.open(server.url)
        state = await spectator.rpc({"type": "attach", "token": created["spectator"]}, "state")
        assert state["table"] == watch and state["seat"] is None
        tables = await spectator.reply({"type": "tables", "tokens": [created["spectator"]]})
        assert [row["table"] for row in tables["tables"]] == [watch]
        # what it heard does not open a seat; the code the host shares does
        refused = await spectator.reply({"type": "join", "code": watch, "name": "Lurker"})
        assert refused["type"] == "error" and refused["code"] == "unknown", refused
        guest = await Wire.open(server.url)
        joined = await guest.reply({"type": "join", "code": code, "name": "Guest"})
        assert joined["type"] == "joined" and joined["table"] == code and joined["seat"] == 2, joined
        # the join's news reaches the spectator under the same name (and seat 3 is still free)
        while spectator.state["seq"] < joined["seq"]:
            await spectator.next("state")
        assert spectator.state["table"] == watch
        assert [p["name"] for p in spectator.state["players"]][:2] == ["P1", "Guest"]
        for text in spectator.texts:
            assert code not in text and stored not in text, text[:200]
        assert first.state["table"] == code   # the seats keep the code they invite with
        for wire in (host, first, spectator, guest):
            await wire.close()

    asyncio.run(run())


def test_the_watch_id_is_a_code_s_form_and_differs_between_tables():
    ids = {codes.watch_id(codes.token_hash(codes.new_token())) for _n in range(200)}
    assert len(ids) == 200
    assert all(codes.normalize(i) == i for i in ids)
