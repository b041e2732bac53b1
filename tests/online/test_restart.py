"""A server killed with SIGKILL mid-game restarts from its store with every acknowledged move
and applies nothing twice; `online export` (while it runs) gives a save that replays to the
same end; SIGTERM closes every connection with 1001 and exits 0."""
import asyncio
import json
import random
import subprocess
import sys

from game.saves import load_match

from .conftest import ROOT, start_server
from .wire import Wire, create, play_to_end


def _cli(*args):
    import os

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=env,
                          cwd=str(ROOT), timeout=120)


async def _reattach(url, tokens, last_seq):
    wires = []
    for token in tokens:
        wire = await Wire.open(url)
        got = await wire.rpc({"type": "attach", "token": token, "last_seq": last_seq}, "state")
        assert got["cause"] == "resync" and got["log"]["from"] == 0
        wires.append(wire)
    return wires


def test_kill_9_restart_finish_export_replay(tmp_path):
    proc = start_server(tmp_path / "data")

    async def first_half():
        host = await Wire.open(proc.url)
        created = await create(host, "koinobori", 2, seed=7)
        wires = []
        for seat in created["seats"]:
            wire = await Wire.open(proc.url)
            await wire.rpc({"type": "attach", "token": seat["token"]}, "state")
            wires.append(wire)
        await play_to_end(wires, random.Random(3), stop=lambda s: s["seq"] >= 15)
        # one more move whose ack we keep, to send again after the restart
        state = max((w.state for w in wires), key=lambda s: s["seq"])
        wire = next(w for w in wires if w.state["seat"] == state["to_act"])
        if state["held"]:
            msg = {"type": "end_turn", "id": "kept-move", "seq": state["seq"]}
        else:
            action = wire.game_state().legal_actions()[0]
            msg = {"type": "act", "id": "kept-move", "seq": state["seq"], "action": action.to_json()}
        ack = await wire.reply(msg)
        assert ack["type"] == "ack" and not ack["duplicate"]
        return created, msg, ack, wire.state["seat"]

    created, kept, ack, sender_seat = asyncio.run(first_half())
    proc.kill()   # SIGKILL: no clean shutdown of anything
    proc = proc.restart()
    tokens = [s["token"] for s in created["seats"]]

    async def second_half():
        wires = await _reattach(proc.url, tokens, ack["seq"])
        assert all(w.state["seq"] == ack["seq"] for w in wires)   # every acknowledged entry is back
        sender = wires[sender_seat - 1]
        again = await sender.reply(kept)
        assert again["type"] == "ack" and again["duplicate"] and again["seq"] == ack["seq"]
        await asyncio.sleep(0.1)
        assert all(w.state["seq"] == ack["seq"] for w in wires)   # ... and it was not applied twice
        last = await play_to_end(wires, random.Random(4))
        await asyncio.sleep(0.2)
        return wires, last

    wires, last = asyncio.run(second_half())
    out = tmp_path / "export.json"
    done = _cli("online", "export", created["table"], "--data", str(proc.data_dir), str(out))
    assert done.returncode == 0, done.stderr
    replayed = _cli("replay", str(out))
    assert replayed.returncode == 0, replayed.stderr
    match = load_match(out)
    assert match.state.is_over()
    assert match.state.score_sheet().totals() == last["scores"]
    for wire in wires:   # the game is over: every seat has the true final position
        final = match.state.to_position()
        assert final.pop("log") == wire.lines
        assert json.dumps(final, sort_keys=True) == json.dumps(wire.state["position"], sort_keys=True)

    async def sigterm():
        wire = await Wire.open(proc.url)
        await wire.rpc({"type": "attach", "token": tokens[0]}, "state")
        code = await asyncio.get_running_loop().run_in_executor(None, proc.stop)
        closed = await asyncio.wait_for(wire.closed, 10)
        return code, closed

    code, closed = asyncio.run(sigterm())
    assert code == 0 and closed == 1001


def test_computers_play_on_after_a_restart_with_nobody_attached(tmp_path):
    """kill -9 of a server while a game of computers is played; the restarted server resumes
    it by itself: its entries grow in the store with no connection to the table."""
    import time

    from game.online import codes
    from game.online.store.sqlite_store import SQLiteStore

    proc = start_server(tmp_path / "data")

    async def start():
        host = await Wire.open(proc.url)
        created = await create(host, "koinobori", 2, seats=["hard", "hard"], seed=9)
        watcher = await Wire.open(proc.url)
        await watcher.rpc({"type": "attach", "token": created["spectator"]}, "state")
        while watcher.state["seq"] < 3:
            await watcher.next("state")
        assert not watcher.state["over"]
        return created

    created = asyncio.run(start())
    proc.kill()
    code = codes.normalize(created["table"])

    def entries() -> int:
        store = SQLiteStore(proc.data_dir, read_only=True)
        try:
            return len(store.load(code)[1])
        finally:
            store.close()

    at_kill = entries()
    proc = proc.restart()
    try:
        deadline = time.monotonic() + 60
        while entries() <= at_kill + 2 and time.monotonic() < deadline:
            time.sleep(0.25)
        assert entries() > at_kill + 2, "the computers did not play on after the restart"
    finally:
        proc.kill()
