"""Computer seats played by the server (in its worker process), and the host's hand-over."""
import asyncio
import os
import random
import time

import pytest

from .conftest import start_server

from .wire import Wire, create, play_to_end, seat_wires


def test_a_table_with_a_computer_seat_plays_to_the_end(server):
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 3, seats=["human", "random", "easy"], seed=3)
        assert [s["seat"] for s in created["seats"]] == [1]
        wires = await seat_wires(server.url, created)
        assert [p["status"] for p in wires[0].state["players"]] == ["online", "computer", "computer"]
        last = await play_to_end(wires, random.Random(1))
        assert last["over"] and len(last["winners"]) >= 1
        await host.close()
        await wires[0].close()

    asyncio.run(run())


def test_the_host_hands_an_away_seat_to_a_computer_and_back(server):
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "pondscape", 2, seed=8)
        wires = await seat_wires(server.url, created)
        await play_to_end(wires, random.Random(2), stop=lambda s: s["seq"] >= 6)
        await wires[1].close()   # seat 2 leaves
        await asyncio.sleep(0.1)
        await host.rpc({"type": "attach", "token": created["spectator"]}, "state")
        assert [p["status"] for p in host.state["players"]] == ["online", "away"]
        refused = await host.reply({"type": "hand_over", "id": "h0", "host": created["spectator"],
                                    "seat": 2, "kind": "random"})
        assert refused["code"] == "not_host"
        ack = await host.reply({"type": "hand_over", "id": "h1", "host": created["host"], "seat": 2,
                                "kind": "random"})
        assert ack["type"] == "ack"
        while host.state["seq"] < ack["seq"]:
            await host.next("state")
        assert host.state["players"][1]["status"] == "computer"
        # seat 1 plays on; the computer answers for seat 2
        await play_to_end(wires[:1], random.Random(3), stop=lambda s: s["seq"] >= ack["seq"] + 10)
        back = await host.reply({"type": "hand_over", "id": "h2", "host": created["host"], "seat": 2,
                                 "kind": "human"})
        assert back["type"] == "ack"
        again = await Wire.open(server.url)
        got = await again.rpc({"type": "attach", "token": created["seats"][1]["token"]}, "state")
        assert got["players"][1]["status"] == "online" and got["players"][1]["kind"] == "human"
        # the lines of seat 2's turns the computer played are marked so (the returning player is
        # told, scenes/online/away_news.py); those of its person's own turns before are not
        marks, stand_in = got["log"]["marks"], got["log"].get("stand_in", [])
        assert stand_in and all(marks[i][0] == 2 for i in stand_in)
        assert any(mark[0] == 2 and i not in stand_in for i, mark in enumerate(marks))
        assert all(i in stand_in for i, mark in enumerate(marks) if mark[0] == 2 and i > min(stand_in))
        # a client of protocol 1 (which has no such field) is sent none
        old = await Wire.open(server.url, version=1)
        assert "stand_in" not in (await old.rpc({"type": "attach", "token": created["spectator"]}, "state"))["log"]
        await old.close()
        last = await play_to_end([wires[0], again], random.Random(4))
        assert last["over"]
        for wire in (host, wires[0], again):
            await wire.close()

    asyncio.run(run())


def test_a_computers_seat_handed_to_a_person_marks_the_computers_turns_before_they_came(server):
    """A review: the host handed a computer's seat to a person, Carla joined it, and the log then
    read "Carla takes ...", "Carla puts a card face down ..." for the computer's moves.  Those
    lines are marked as a computer's turns played for a person (`stand_in`), in Carla's window
    and in the windows already at the table (sent the whole log again), and Carla's own lines
    after them are not."""
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 2, seats=["human", "easy"], seed=4)
        wires = await seat_wires(server.url, created)
        await play_to_end(wires, random.Random(5), stop=lambda s: s["seq"] >= 8)
        await host.rpc({"type": "attach", "token": created["spectator"]}, "state")
        ack = await host.reply({"type": "hand_over", "id": "h1", "host": created["host"], "seat": 2, "kind": "human"})
        assert ack["type"] == "ack", ack
        while wires[0].state["seq"] < ack["seq"]:
            await wires[0].next("state")
        before = [i for i, mark in enumerate(wires[0].marks) if mark[0] == 2]
        assert before and wires[0].stand_in == set(before)   # the window at the table: marked at once
        carla = await Wire.open(server.url)
        joined = await carla.reply({"type": "join", "code": created["table"], "name": "Carla"})
        assert joined["type"] == "joined" and joined["seat"] == 2, joined
        await carla.rpc({"type": "attach", "token": joined["token"]}, "state")
        computers = [i for i, mark in enumerate(carla.marks) if mark[0] == 2]
        assert computers and carla.stand_in == set(computers)   # every line of seat 2 so far: the computer's
        while wires[0].state["seq"] < carla.state["seq"] or host.state["seq"] < carla.state["seq"]:
            await asyncio.sleep(0.05)
        assert wires[0].stand_in == set(computers) and host.stand_in == set(computers)   # (already there)
        last_computer = max(computers)
        await play_to_end([wires[0], carla], random.Random(6),
                          stop=lambda _s: any(m[0] == 2 for m in carla.marks[last_computer + 1:]))
        carlas = [i for i, mark in enumerate(carla.marks) if mark[0] == 2 and i > last_computer]
        assert carlas and not carla.stand_in & set(carlas)   # (Carla's own lines are hers)
        for wire in (host, wires[0], carla):
            await wire.close()

    asyncio.run(run())


def test_a_finished_games_seats_are_final(server):
    """An invite seat the host handed to a computer before anyone came: once the game is over,
    neither a hand-over nor a join through the old invitation changes who played it (the server
    took both, and the finished results named the late joiner with the computer's score)."""
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 2, seats=["human", "invite"], seed=4)
        await host.rpc({"type": "attach", "token": created["spectator"]}, "state")
        ack = await host.reply({"type": "hand_over", "id": "h1", "host": created["host"], "seat": 2,
                                "kind": "random"})
        assert ack["type"] == "ack"
        wires = await seat_wires(server.url, created)
        last = await play_to_end(wires, random.Random(5))
        assert last["over"]
        back = await host.reply({"type": "hand_over", "id": "h2", "host": created["host"], "seat": 2,
                                 "kind": "human"})
        assert back["type"] == "error" and back["code"] == "illegal"
        assert back["message"] == "The game is over; its seats stay as they played it."
        late = await Wire.open(server.url)
        joined = await late.reply({"type": "join", "code": created["table"], "name": "Dora"})
        assert joined["type"] == "error" and joined["code"] == "full"
        assert joined["message"] == "The game at this table is over; its seats can no longer be joined."
        watcher = await Wire.open(server.url)
        final = await watcher.rpc({"type": "attach", "token": created["spectator"]}, "state")
        assert final["seq"] == last["seq"] and [p["name"] for p in final["players"]] == ["P1", "P2"]
        assert final["players"][1]["kind"] == "random"
        for wire in (host, late, watcher, *wires):
            await wire.close()

    asyncio.run(run())


def _children(pid: int) -> set[int]:
    """Every living process whose parent is `pid`, and theirs (read from /proc)."""
    import os

    parents = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if fields[0] != "Z":   # a zombie has ended
                parents[int(name)] = int(fields[1])
    found, todo = set(), [pid]
    while todo:
        parent = todo.pop()
        for child, ppid in parents.items():
            if ppid == parent and child not in found:
                found.add(child)
                todo.append(child)
    return found


def _alive(pid: int) -> bool:
    import os

    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads /proc")
def test_the_computer_worker_leaves_when_its_server_is_killed(tmp_path):
    """kill -9 of a server whose computers are thinking leaves no process of it behind."""
    proc = start_server(tmp_path / "data")

    async def start_computers():
        host = await Wire.open(proc.url)
        await create(host, "koinobori", 2, seats=["hard", "hard"], seed=5)
        await host.close()

    asyncio.run(start_computers())
    pid = proc.proc.pid
    deadline = time.monotonic() + 60
    children = set()
    while not children and time.monotonic() < deadline:
        time.sleep(0.2)
        children = _children(pid)
    assert children, "the server started no computer worker"
    time.sleep(1.0)   # well inside a search
    children |= _children(pid)
    proc.kill()
    deadline = time.monotonic() + 20
    while any(_alive(c) for c in children) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not [c for c in children if _alive(c)], "a computer worker outlived its server"
