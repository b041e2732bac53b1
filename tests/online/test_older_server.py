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
    newer = start_server(tmp_path / "newer", protocols=(3,))

    async def scenario():
        client = online_client(newer.url)
        with pytest.raises(Refused) as refused:
            await client.connect(timeout=10)
        assert refused.value.code == "protocol"
        assert str(refused.value) == "This server speaks protocol version 3 only."
        await client.close()

    try:
        asyncio.run(scenario())
    finally:
        newer.stop()
