"""The protocol of docs/online.md against a real server: every message type's round trip, hello
first, and each error code of the list for the case it names."""
import asyncio
import json
import random

from game.online import protocol
from game.online.store.sqlite_store import SQLiteStore
from game.online.store import Entry

from .conftest import start_server
from .wire import Wire, create, play_to_end, seat_wires


def run(coro):
    return asyncio.run(coro)


def test_hello_comes_first_and_names_the_limits(server):
    async def go():
        wire = await Wire.open(server.url, hello=False)
        got = await wire.reply({"type": "ping"})
        assert got["type"] == "error" and got["code"] == "protocol" and got["re"] == "ping"
        got = await wire.reply({"type": "hello", "protocol": 4})
        assert got["code"] == "protocol"
        got = await wire.reply({"type": "hello", "protocol": 3, "lang": "en", "client": "t"})
        assert got["type"] == "hello" and got["protocol"] == 3
        assert got["limits"] == {"message_bytes": 65536, "messages_per_s": 20.0, "burst": 40}
        assert (await wire.reply({"type": "ping"}))["type"] == "pong"
        await wire.close()
    run(go())


def test_bad_frames_get_one_error_each(server):
    async def go():
        wire = await Wire.open(server.url)
        for frame, code in (("not json", "bad_message"), ("[1, 2]", "bad_message"), (b"\x00\x01", "bad_message"),
                            ('{"type": "nope"}', "schema"), ('{"type": "ping", "extra": 1}', "schema"),
                            ('{"type": "join", "code": 5, "name": "A"}', "schema"),
                            ('{"type": "attach"}', "schema"), ("[" * 100 + "]" * 100, "bad_message"),
                            ('{"type": "join", "code": "X", "name": "a\\u0000b"}', "bad_message")):
            await wire.send(frame)
            got = await wire.next()
            assert got["type"] == "error" and got["code"] == code, (frame, got)
            assert got["message"].endswith(".") and "\n" not in got["message"]
        assert await wire.quiet(0.2) == []   # one reply each, nothing more
        await wire.close()
    run(go())


def test_a_frame_over_64_kib_closes_the_connection(server):
    async def go():
        wire = await Wire.open(server.url)
        await wire.send(json.dumps({"type": "ping", "x": "a" * 70_000}))
        assert await asyncio.wait_for(wire.closed, 10) == 1009
    run(go())


def test_create_join_attach_tables_and_invite_codes(server):
    async def go():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 3, seats=["human", "invite", "invite"], seed=1)
        assert len(created["seats"]) == 1 and created["seq"] == 0
        code = created["table"]
        assert len(code) == 11 and code[5] == "-"
        guest = await Wire.open(server.url)
        typed = code.lower().replace("-", " ")
        joined = await guest.reply({"type": "join", "code": typed, "name": "Kumiko"})
        assert joined["type"] == "joined" and joined["seat"] == 2 and joined["table"] == code
        assert joined["seq"] == 1
        state = await guest.rpc({"type": "attach", "token": joined["token"]}, "state")
        assert state["seat"] == 2 and state["cause"] == "attach"
        assert [p["name"] for p in state["players"]] == ["P1", "Kumiko", "P3"]
        assert [p["status"] for p in state["players"]] == ["away", "online", "free"]
        assert state["position"]["players"] == ["P1", "Kumiko", "P3"]   # the game's own names too
        third = await Wire.open(server.url)
        assert (await third.reply({"type": "join", "code": code, "name": "Ren"}))["type"] == "joined"
        full = await third.reply({"type": "join", "code": code, "name": "Yuki"})
        assert full["code"] == "full"
        listed = await guest.reply({"type": "tables", "tokens": [joined["token"], created["spectator"],
                                                                 "x" * 32]})
        rows = listed["tables"]
        assert [r["seat"] for r in rows] == [2, None] and rows[0]["table"] == code
        assert rows[0]["players"] == ["P1", "Kumiko", "Ren"] and rows[0]["title"] == "koinobori"
        assert rows[0]["your_turn"] == (state["to_act"] == 2) and rows[0]["progress"]
        assert rows[0]["kind"] == "human" and "kind" not in rows[1]   # who plays the seat (a spectator has none)
        for wire in (host, guest, third):
            await wire.close()
    run(go())


def test_unknown_codes_and_tokens_get_the_same_words(server):
    async def go():
        wire = await Wire.open(server.url)
        a = await wire.reply({"type": "join", "code": "22222-22222", "name": "A"})
        b = await wire.reply({"type": "attach", "token": "A" * 32})
        c = await wire.reply({"type": "join", "code": "not a code", "name": "A"})
        assert a["code"] == b["code"] == c["code"] == "unknown"
        assert a["message"] == b["message"] == c["message"]
        await wire.close()
    run(go())


def test_turn_errors_stale_undo_and_acks(server):
    async def go():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 2, seed=4)
        wires = await seat_wires(server.url, created)
        lone = await Wire.open(server.url)
        got = await lone.reply({"type": "end_turn", "id": "x", "seq": 0})
        assert got["code"] == "not_attached"
        spectator = await Wire.open(server.url)
        await spectator.rpc({"type": "attach", "token": created["spectator"]}, "state")
        assert (await spectator.reply({"type": "undo", "id": "s", "seq": 0}))["code"] == "spectator"
        state = wires[0].state
        mover = wires[state["to_act"] - 1]
        other = wires[2 - state["to_act"]]
        action = mover.game_state().legal_actions()[0]
        assert (await other.reply({"type": "act", "id": "o", "seq": 0, "action": action.to_json()}))["code"] == "not_your_turn"
        assert (await mover.reply({"type": "undo", "id": "u0", "seq": 0}))["code"] == "no_undo"
        assert (await mover.reply({"type": "end_turn", "id": "e0", "seq": 0}))["code"] == "not_your_turn"
        bad = {"type": "Nonsense"}
        assert (await mover.reply({"type": "act", "id": "b", "seq": 0, "action": bad}))["code"] == "schema"
        stale = await mover.reply({"type": "act", "id": "st", "seq": 5, "action": action.to_json()})
        assert stale["code"] == "stale" and stale["seq"] == 0
        assert (await mover.next("state"))["cause"] == "resync"
        # an illegal move: one a state of the same title lists, refused with the rules' reason
        game = mover.game_state()
        illegal = None
        for candidate in _other_actions(game):
            if game.check(candidate) is not None:
                illegal = candidate
                break
        if illegal is not None:
            got = await mover.reply({"type": "act", "id": "ill", "seq": 0, "action": illegal.to_json()})
            assert got["code"] == "illegal" and got["message"] == game.check(illegal)
        ack = await mover.reply({"type": "act", "id": "a1", "seq": 0, "action": action.to_json()})
        assert ack == {"type": "ack", "table": created["table"], "id": "a1", "seq": 1, "duplicate": False}
        again = await mover.reply({"type": "act", "id": "a1", "seq": 0, "action": action.to_json()})
        assert again["duplicate"] is True and again["seq"] == 1
        await play_to_end(wires, random.Random(9), stop=lambda s: s["undo"] or s["seq"] > 80)
        holder = next((w for w in wires if w.state["undo"]), None)
        assert holder is not None, "no undoable move in 80 random moves"
        if holder is not None:
            before = holder.state
            got = await holder.reply({"type": "undo", "id": "un", "seq": before["seq"]})
            assert got["type"] == "ack"
            undone = await holder.next("state")
            assert undone["cause"] == "undo" and undone["seq"] == before["seq"] + 1
            assert undone["log"]["from"] <= len(holder.lines)
            assert holder.game_state().to_position()   # the client's log stays consistent
        for wire in (host, lone, spectator, *wires):
            await wire.close()
    run(go())


def _other_actions(game):
    """Actions of the same title from a few random positions: mostly illegal here."""
    from titles import random_match

    out = []
    for seed in range(3):
        out += random_match(game.TITLE, game.num_players, steps=10 + seed * 7, seed=seed).state.legal_actions()[:30]
    return out


def test_a_refused_position_says_why_in_one_sentence(server):
    async def go():
        wire = await Wire.open(server.url)
        for position in ({"format": "tabletop-position", "title": "koinobori", "position": {"x": 1}},
                         {"format": "something-else"}):
            got = await wire.reply({"type": "create", "title": "koinobori", "players": ["A", "B"],
                                    "seats": ["human", "human"], "position": position})
            assert got["code"] == "position", got
            assert got["message"].startswith("The position ") and got["message"].count(". ") == 0
        too_many = await wire.reply({"type": "create", "title": "paddy", "players": ["A"],
                                     "seats": ["human"]})
        assert too_many["code"] == "schema"
        await wire.close()
    run(go())


def test_japanese_connections_get_japanese_words(server):
    async def go():
        en = await Wire.open(server.url, lang="en")
        created = await create(en, "koinobori", 2, seed=2)
        ja = await Wire.open(server.url, lang="ja")
        state_ja = await ja.rpc({"type": "attach", "token": created["seats"][0]["token"]}, "state")
        state_en = await en.rpc({"type": "attach", "token": created["seats"][1]["token"]}, "state")
        assert state_ja["log"]["lines"] != state_en["log"]["lines"]
        assert any(ord(ch) > 0x3000 for line in state_ja["log"]["lines"] for ch in line)
        got = await ja.reply({"type": "ping", "x": 1})
        assert any(ord(ch) > 0x3000 for ch in got["message"])
        for wire in (en, ja):
            await wire.close()
    run(go())


def test_the_rate_limit_refuses_then_closes_a_flood(server):
    async def go():
        wire = await Wire.open(server.url)
        for _n in range(60):
            await wire.send({"type": "ping"}, paced=False)
        replies = [await wire.next() for _n in range(60)]
        assert {r["type"] for r in replies} == {"pong", "error"}
        assert all(r["code"] == "rate" for r in replies if r["type"] == "error")
        for _n in range(200):
            try:
                await wire.send({"type": "ping"}, paced=False)
            except Exception:
                break
        assert await asyncio.wait_for(wire.closed, 10) == 1008
    run(go())


def test_an_error_in_the_rules_ends_that_table_only(tmp_path):
    proc = start_server(tmp_path / "data")

    async def setup():
        host = await Wire.open(proc.url)
        created = await create(host, "koinobori", 2, seed=6)
        await host.close()
        return created

    created = run(setup())
    proc.stop()
    # an entry the rules refuse, written behind the server's back (as a bug in the rules would)
    store = SQLiteStore(proc.data_dir)
    code = created["table"].replace("-", "")
    store.append(code, Entry(1, "act", 0, {"action": {"type": "NoSuchMove"}, "hold": True}, None))
    store.close()
    proc = proc.restart()

    async def check():
        wire = await Wire.open(proc.url)
        state = await wire.rpc({"type": "attach", "token": created["seats"][0]["token"]}, "state")
        ended = await wire.next("error")
        assert ended["code"] == "ended"
        got = await wire.reply({"type": "end_turn", "id": "x", "seq": state["seq"]})
        assert got["code"] == "ended"
        other = await Wire.open(proc.url)
        fresh = await create(other, "koinobori", 2, seed=1)   # the server goes on
        await seat_wires(proc.url, fresh)
        await wire.close()
        await other.close()

    run(check())
    assert proc.stop() == 0


def test_every_server_message_has_a_schema():
    assert set(protocol.SERVER) == {"hello", "created", "joined", "state", "ack", "tables", "pong", "record",
                                    "error"}
    assert set(protocol.CLIENT) == {"hello", "create", "join", "attach", "act", "end_turn", "undo",
                                    "hand_over", "tables", "record", "ping"}


def test_ids_belong_to_their_seat(server):
    """Seat 2 using seat 1's id is not a duplicate of seat 1's move (nor the reverse)."""
    async def go():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 2, seed=12)
        wires = await seat_wires(server.url, created)
        for _turn in range(2):
            state = max((w.state for w in wires), key=lambda s: s["seq"])
            wire = wires[state["to_act"] - 1]
            while wire.state["seq"] < state["seq"]:
                await wire.next("state")
            msg = {"type": "act", "id": "same-id", "seq": state["seq"],
                   "action": wire.game_state().legal_actions()[0].to_json()}
            got = await wire.reply(msg)
            assert got["type"] == "ack" and not got["duplicate"], got
            end = await wire.reply({"type": "end_turn", "id": "same-end", "seq": got["seq"]})
            assert end["type"] in ("ack", "error"), end
            if end["type"] == "ack":
                assert not end["duplicate"]
            await asyncio.sleep(0.1)
        for wire in (host, *wires):
            await wire.close()
    run(go())
