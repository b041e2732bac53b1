"""The client API the window wraps (game/online/client/connection.py), against a real server process:
create with an invite seat, join by the code, attach, act, undo, End turn, tables, refusals,
the status events and the log rebuilt from the states' pieces."""
import asyncio

import pytest

from game.online.client.connection import OFFLINE, ONLINE, OnlineClient, Refused, Unreachable

from .conftest import online_client, start_server


async def _newer(client: OnlineClient, seq: int) -> dict:
    while client.seq is None or client.seq < seq:
        assert await client.wait_state(client.state_count, 10) is not None
    return client.state


def test_create_join_attach_act_undo_end_turn_and_tables(server):
    async def scenario():
        events = []
        host = online_client(server.url, listener=events.append)
        await host.connect(timeout=10)
        assert host.status == ONLINE and host.server_hello["protocol"] == 3
        created = await host.create("paddy", ["Ann", "Guest"], ["human", "invite"], seed=5)
        assert [entry["seat"] for entry in created["seats"]] == [1]
        guest = online_client([server.url])
        joined = await guest.join(created["table"].lower(), "Bob")   # codes are read in any case
        assert joined["seat"] == 2 and joined["table"] == created["table"]
        third = online_client(server.url)
        with pytest.raises(Refused) as full:
            await third.join(created["table"], "Cy")
        assert full.value.code == "full"
        await third.close()
        await host.attach(created["seats"][0]["token"])
        await guest.attach(joined["token"])
        assert [p["name"] for p in host.state["players"]] == ["Ann", "Bob"]
        assert host.seat == 1 and guest.seat == 2 and host.table == created["table"]
        mover, other = (host, guest) if host.state["to_act"] == 1 else (guest, host)
        with pytest.raises(Refused) as out_of_turn:
            await other.act(other.game_state().legal_actions()[0])
        assert out_of_turn.value.code == "not_your_turn"

        seq, lines = mover.seq, list(mover.log_lines)
        before = mover.game_state().to_position()
        ack = await mover.act(mover.game_state().legal_actions()[0])
        assert ack["seq"] == seq + 1 and ack["duplicate"] is False
        state = await _newer(mover, seq + 1)
        assert state["undo"] is True and len(mover.log_lines) > len(lines)
        undone = await mover.undo()
        await _newer(mover, undone["seq"])
        assert mover.log_lines == lines   # the undo's log piece dropped the move's lines
        assert mover.game_state().to_position() == before
        await _newer(other, undone["seq"])
        assert other.log_lines == mover.log_lines

        while mover.state["to_act"] == mover.seat and not mover.state["held"]:   # play the turn out
            seq = mover.seq
            await mover.act(mover.game_state().legal_actions()[0])
            await _newer(mover, seq + 1)
        assert mover.state["held"] and mover.state["to_act"] == mover.seat
        ended = await mover.end_turn()
        state = await _newer(other, ended["seq"])
        assert state["to_act"] == other.seat and not state["held"]

        listed = await host.tables([created["seats"][0]["token"], joined["token"], "Z" * 22])
        assert [row["seat"] for row in listed] == [1, 2]
        assert [row["your_turn"] for row in listed] == [other is host, other is guest]
        for client in (host, guest):
            await client.close()
        assert host.status == OFFLINE
        statuses = [e.data for e in events if e.kind == "status"]
        assert statuses == [ONLINE, OFFLINE]
        assert any(e.kind == "state" for e in events) and any(e.kind == "message" for e in events)

    asyncio.run(scenario())


def test_a_closed_client_refuses_requests_in_words(server):
    async def scenario():
        client = online_client(server.url)
        await client.connect(timeout=10)
        await client.close()
        with pytest.raises(Exception) as closed:
            await client.create("koinobori", ["A", "B"], ["human", "human"])
        assert "closed" in str(closed.value)

    asyncio.run(scenario())


def test_a_client_that_gives_up_refuses_requests_once_its_server_is_gone(tmp_path):
    """`give_up_after`: a server killed under a connected client leaves it reconnecting only
    that long; then every request raises Unreachable in words, instead of waiting for ever
    (the tests' clients rely on it: a dead server fails a test, never hangs it)."""
    proc = start_server(tmp_path / "server")

    async def scenario():
        client = online_client(proc.url, give_up_after=1.0)
        await client.connect(timeout=10)
        assert client.status == ONLINE
        proc.kill()
        with pytest.raises(Unreachable) as gone:
            await asyncio.wait_for(client.create("koinobori", ["A", "B"], ["human", "human"]), 30)
        assert proc.url in str(gone.value)   # "no table server answers at ws://..."
        assert client.status == OFFLINE
        await client.close()

    try:
        asyncio.run(scenario())
    finally:
        proc.kill()


def test_a_request_its_schema_refuses_is_answered_not_left_waiting(server):
    """A `create` with first_player 0 (the schema's seats count from 1) was refused without
    naming what it refused, so the client's request waited forever: the refusal names the
    message's type and id when those are sound, and the request raises it."""
    async def scenario():
        host = online_client(server.url)
        await host.connect(timeout=10)
        with pytest.raises(Refused) as refused:
            await asyncio.wait_for(host.create("koinobori", ["Ann", "Bob"], ["human", "human"], first_player=0), 10)
        assert refused.value.code == "schema" and "first_player" in str(refused.value)
        created = await host.create("koinobori", ["Ann", "Bob"], ["human", "human"], first_player=2)
        assert created["table"]
        await host.close()

    asyncio.run(scenario())
