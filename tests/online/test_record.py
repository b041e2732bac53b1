"""A finished game's record (`record`, docs/online.md "After the game is over"): refused while
the game goes on, then given to every attached connection of the table (seats and spectator),
equal to what the operator's `online export` writes, through a real server on loopback."""
import asyncio
import json
import random

from game.online import codes, protocol
from game.saves import match_from_json

from .conftest import online_client
from .test_restart import _cli
from .wire import Wire, create, play_to_end, seat_wires


def _without_time(save: dict) -> dict:
    return {k: v for k, v in save.items() if k != "saved_at"}


def test_the_record_is_refused_mid_game_and_equals_the_export_after_it(server, tmp_path):
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 3, seed=23)
        wires = await seat_wires(server.url, created)
        spectator = await Wire.open(server.url)
        await spectator.rpc({"type": "attach", "token": created["spectator"]}, "state")
        # not attached: no table to name
        got = await host.reply({"type": "record", "id": "r0"})
        assert got["type"] == "error" and got["code"] == "not_attached" and got["re"] == "record", got
        # mid-game: refused, with one sentence, for a seat and for the spectator
        for wire in (wires[0], spectator):
            got = await wire.reply({"type": "record", "id": "r1"})
            assert got["type"] == "error" and got["code"] == "illegal" and got["id"] == "r1", got
            assert got["message"] == "The game at this table is not over yet; its record is given once it is."
        # a few moves in: still refused (nothing hidden may leave before the end)
        await play_to_end(wires, random.Random(23), stop=lambda state: state["seq"] >= 6)
        got = await wires[1].reply({"type": "record", "id": "r2"})
        assert got["type"] == "error" and got["code"] == "illegal", got
        assert not any('"type":"record"' in text for w in (*wires, spectator) for text in w.texts)
        last = await play_to_end(wires, random.Random(23))
        assert last["over"]
        records = []
        for n, wire in enumerate((*wires, spectator)):
            got = await wire.reply({"type": "record", "id": f"end{n}"})
            assert got["type"] == "record" and got["id"] == f"end{n}", got
            if wire is spectator:   # a spectator hears the watch id, never the code (test_watch_id.py)
                assert got["table"] == codes.shown(codes.watch_id(codes.token_hash(created["spectator"])))
                assert codes.normalize(created["table"]) not in json.dumps(got)
            else:
                assert got["table"] == created["table"]
            records.append(got["save"])
        # the headless client asks for it too
        client = online_client([server.url])
        await client.attach(created["seats"][0]["token"])
        reply = await client.record()
        await client.close()
        for wire in (host, *wires, spectator):
            await wire.close()
        return created, last, records + [reply["save"]]

    created, last, records = asyncio.run(run())
    out = tmp_path / "export.json"
    done = _cli("online", "export", created["table"], "--data", str(server.data_dir), str(out))
    assert done.returncode == 0, done.stderr
    exported = json.loads(out.read_text(encoding="utf-8"))
    for save in records:
        assert _without_time(save) == _without_time(exported)
        match = match_from_json(save)   # a valid save that replays to the game's end
        assert match.state.is_over() and match.state.score_sheet().totals() == last["scores"]


def test_the_record_bound_is_the_save_formats_action_limit():
    assert protocol.MAX_RECORD_ACTIONS == 20_000
    assert protocol.SERVER["record"]["properties"]["save"]["properties"]["actions"]["maxItems"] == 20_000
    from game.files import MAX_BYTES
    from game.online.client.connection import MAX_MESSAGE_BYTES
    assert protocol.MAX_RECORD_BYTES <= min(MAX_MESSAGE_BYTES, MAX_BYTES)


def test_a_table_begun_from_a_position_gives_a_save_from_that_position(server, tmp_path):
    """`export` writes such a table's final position; its record is the save that replays from
    the start position to that same final position (a save with "start", format 2)."""
    from game.positions import position_to_json
    from titles import random_match

    begun = random_match("koinobori", players=2, steps=8, seed=31)
    assert not begun.state.is_over()

    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 2, position=position_to_json(begun.state))
        wires = await seat_wires(server.url, created)
        await play_to_end(wires, random.Random(31))
        got = await wires[0].reply({"type": "record", "id": "pos"})
        for wire in (host, *wires):
            await wire.close()
        return created, got

    created, got = asyncio.run(run())
    assert got["type"] == "record", got
    save = got["save"]
    assert "start" in save and save["version"] == 2
    out = tmp_path / "final.json"
    done = _cli("online", "export", created["table"], "--data", str(server.data_dir), str(out))
    assert done.returncode == 0, done.stderr
    final = json.loads(out.read_text(encoding="utf-8"))
    match = match_from_json(save)
    assert match.state.is_over()
    assert json.dumps(position_to_json(match.state), sort_keys=True) == json.dumps(final, sort_keys=True)


def test_a_seat_a_computer_played_part_of_is_named_by_that_computer_in_the_record(server, tmp_path):
    """A play-test (2026-12-06, session 2): the record named a seat the host had handed to a
    computer mid-game "human" (its setup's seats as the table was created), so the second
    opinion (game/ai/review.py: every decision of the setup's human seats) judged the
    computer's moves as the person's.  The record (and `online export`) names such a seat by
    the computer that played it, even once handed back: none of its moves is reviewed as a
    person's; a seat only people played stays "human"."""
    from game.ai.review import decisions

    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "pondscape", 2, seed=8)
        wires = await seat_wires(server.url, created)
        await play_to_end(wires, random.Random(2), stop=lambda s: s["seq"] >= 6)
        await wires[1].close()   # seat 2 leaves; the host hands it to a computer
        await asyncio.sleep(0.1)
        await host.rpc({"type": "attach", "token": created["spectator"]}, "state")
        ack = await host.reply({"type": "hand_over", "id": "h1", "host": created["host"], "seat": 2,
                                "kind": "random"})
        assert ack["type"] == "ack"
        await play_to_end(wires[:1], random.Random(3), stop=lambda s: s["seq"] >= ack["seq"] + 10)
        back = await host.reply({"type": "hand_over", "id": "h2", "host": created["host"], "seat": 2,
                                 "kind": "human"})   # and back: its person plays the rest
        assert back["type"] == "ack"
        again = await Wire.open(server.url)
        await again.rpc({"type": "attach", "token": created["seats"][1]["token"]}, "state")
        last = await play_to_end([wires[0], again], random.Random(4))
        assert last["over"]
        got = await again.reply({"type": "record", "id": "r"})
        assert got["type"] == "record", got
        for wire in (host, wires[0], again):
            await wire.close()
        return created, got["save"]

    created, save = asyncio.run(run())
    assert save["setup"]["seats"] == ["human", "random"]
    match = match_from_json(save)   # a valid save that replays to the game's end
    assert match.state.is_over()
    reviewed = {d.seat for d in decisions(match.setup, match.seed, match.actions, match.start)}
    assert reviewed == {0}   # the person's seat only
    out = tmp_path / "export.json"
    done = _cli("online", "export", created["table"], "--data", str(server.data_dir), str(out))
    assert done.returncode == 0, done.stderr
    assert _without_time(json.loads(out.read_text(encoding="utf-8"))) == _without_time(save)
