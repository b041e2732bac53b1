"""A client meets a server of another version (a real server process on loopback that speaks
only the versions given): an older one is spoken to in protocol 1, where a state carries no
`log.stand_in`; a newer one that speaks none of the client's is refused in its one sentence."""
import asyncio

import pytest

from game.online.client.connection import Refused

from .conftest import online_client, start_server


def test_a_server_that_speaks_only_protocol_1_is_played_on_in_protocol_1(tmp_path):
    old = start_server(tmp_path / "old", protocols=(1,))

    async def scenario():
        host = online_client(old.url)
        await host.connect(timeout=10)
        assert host.server_hello["protocol"] == 1
        created = await host.create("koinobori", ["Ann", "Bob"], ["human", "human"], seed=3)
        guest = online_client(old.url)
        await host.attach(created["seats"][0]["token"])
        await guest.attach(created["seats"][1]["token"])
        mover = host if host.state["to_act"] == 1 else guest
        seq = mover.seq
        ack = await mover.act(mover.game_state().legal_actions()[0])
        assert ack["seq"] == seq + 1
        while mover.seq < ack["seq"]:
            assert await mover.wait_state(mover.state_count, 10) is not None
        assert len(mover.log_lines) > 1 and "stand_in" not in mover.state["log"]
        assert mover.log_stand_in == []
        for client in (host, guest):
            await client.close()

    try:
        asyncio.run(scenario())
    finally:
        old.stop()


def test_a_server_that_speaks_none_of_the_client_s_versions_is_refused_in_its_sentence(tmp_path):
    newer = start_server(tmp_path / "newer", protocols=(4,))

    async def scenario():
        client = online_client(newer.url)
        with pytest.raises(Refused) as refused:
            await client.connect(timeout=10)
        assert refused.value.code == "protocol"
        assert str(refused.value) == "This server speaks protocol version 4 only."
        await client.close()

    try:
        asyncio.run(scenario())
    finally:
        newer.stop()


def test_a_protocol_2_server_names_no_meeting_key_and_the_client_makes_it_from_the_code(tmp_path):
    """Protocol 3 added the state's `meet`; a server of protocol 2 is spoken to in 2, sends
    none, and a seat's client makes the meeting key from the table's code itself."""
    from game.online.client.rendezvous import meeting_key_of

    old = start_server(tmp_path / "old2", protocols=(1, 2))

    async def scenario():
        host = online_client(old.url)
        await host.connect(timeout=10)
        assert host.server_hello["protocol"] == 2
        created = await host.create("pondscape", ["Ann", "Bob"], ["human", "human"], seed=3)
        first = await host.attach(created["seats"][0]["token"])
        assert "meet" not in first and meeting_key_of(host.table) is not None
        await host.close()

    try:
        asyncio.run(scenario())
    finally:
        old.stop()


def test_a_protocol_3_server_names_the_meeting_key_to_seats_and_spectators(tmp_path):
    from game.online.client.rendezvous import meeting_key_of

    new = start_server(tmp_path / "new")

    async def scenario():
        seat, watcher = online_client(new.url), online_client(new.url)
        created = await seat.create("ladybird", ["Ann", "Bob"], ["human", "human"], seed=3)
        mine = await seat.attach(created["seats"][0]["token"])
        watched = await watcher.attach(created["spectator"])
        assert seat.server_hello["protocol"] == 3
        assert mine["meet"] == watched["meet"] == meeting_key_of(created["table"])
        assert watched["table"] != mine["table"]   # the spectator's watch id, never the code
        for client in (seat, watcher):
            await client.close()

    try:
        asyncio.run(scenario())
    finally:
        new.stop()
