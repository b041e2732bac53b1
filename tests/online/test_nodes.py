"""Several server nodes on one PostgreSQL database (issue 26), all real: a throw-away cluster
(tests/conftest.py), `python -m game serve --store postgresql://...` processes, raw clients
(wire.py) and the headless client (`online play`).  The seats of one table sit on different
nodes; a node killed with kill -9 mid-game, the same move offered to two nodes at the same
moment, and the database restarted mid-game lose nothing and apply nothing twice."""
import asyncio
import json
import random
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from game.rules.registry import title_info
from game.saves import load_match
from titles import every_title

from .conftest import ROOT, start_server
from .test_restart import _cli
from .wire import Wire, create, play_to_end

LEASE_S = "5"   # computer seats of a killed node are taken over after 5 s (default 15)


def _node(tmp_path_factory, url, name, *more):
    return start_server(tmp_path_factory.mktemp(name), "--store", url, "--node", name, "--lease-s", LEASE_S, *more)


@pytest.fixture(scope="module")
def db_url(pg_cluster):
    return pg_cluster.new_database("nodes_" + str(time.monotonic_ns()))


@pytest.fixture(scope="module")
def two_nodes(db_url, tmp_path_factory):
    a, b = _node(tmp_path_factory, db_url, "a"), _node(tmp_path_factory, db_url, "b", "--log-format", "json")
    yield a, b
    a.stop()
    b.stop()


async def _attach(url, token, last_seq=None):
    wire = await Wire.open(url)
    msg = {"type": "attach", "token": token}
    if last_seq is not None:
        msg["last_seq"] = last_seq
    await wire.rpc(msg, "state")
    return wire


def _export(db_url, code, tmp_path):
    out = tmp_path / f"{code}.json"
    done = _cli("online", "export", code, "--store", db_url, str(out))
    assert done.returncode == 0, done.stderr
    return load_match(out)


def _same_as_export(db_url, code, tmp_path, wires, last):
    """Every client's final position (with the log it rebuilt) is the export's replayed one."""
    true = _export(db_url, code, tmp_path).state
    assert true.is_over()
    expected = json.dumps(true.to_position(), sort_keys=True)
    assert true.score_sheet().totals() == last["scores"]
    for wire in wires:
        received = dict(wire.state["position"])
        received["log"] = list(wire.lines)
        assert wire.state["seq"] == last["seq"]
        assert json.dumps(received, sort_keys=True) == expected


@every_title
def test_the_seats_of_one_table_on_two_nodes_play_a_whole_game(two_nodes, db_url, title, tmp_path):
    a, b = two_nodes
    players = max(2, title_info(title).min_players)

    async def run():
        host = await Wire.open(a.url)
        created = await create(host, title, players, seed=13)
        urls = [(a, b)[i % 2].url for i in range(players)]   # seat 1 on a, seat 2 on b, ...
        wires = [await _attach(url, seat["token"]) for url, seat in zip(urls, created["seats"])]
        spectator = await _attach(b.url, created["spectator"])
        last = await play_to_end(wires, random.Random(13))
        while any(w.state["seq"] < last["seq"] for w in wires + [spectator]):
            await asyncio.wait([asyncio.ensure_future(w.next("state")) for w in wires + [spectator]
                                if w.state["seq"] < last["seq"]], timeout=30)
        for wire in wires + [spectator, host]:
            await wire.close()
        return created, wires + [spectator], last

    created, wires, last = asyncio.run(run())
    assert last["over"]
    _same_as_export(db_url, created["table"], tmp_path, wires, last)
    # node b logs one JSON object a line, with its name, and never a token
    lines = (b.data_dir / "server.log").read_text().splitlines()
    events = [json.loads(line) for line in lines]
    assert all(e["node"] == "b" for e in events)
    assert any(e["message"].startswith("table " + created["table"]) for e in events)
    secrets = [s["token"] for s in created["seats"]] + [created["spectator"], created["host"]]
    assert not any(secret in line for secret in secrets for line in lines)


def test_the_same_move_offered_to_two_nodes_at_once_is_accepted_once(two_nodes):
    """One seat attached on both nodes sends its move to both at the same moment, again and
    again: each time exactly one is stored; the other gets `stale` (another id) or a
    duplicate `ack` (the same id), and both connections end at the same seq."""
    a, b = two_nodes

    async def run():
        host = await Wire.open(a.url)
        created = await create(host, "koinobori", 2, seed=21)
        tokens = [s["token"] for s in created["seats"]]
        on_a = [await _attach(a.url, t) for t in tokens]
        on_b = [await _attach(b.url, t) for t in tokens]
        outcomes = []
        for round_ in range(24):
            state = max((w.state for w in on_a + on_b), key=lambda s: s["seq"])
            if state["over"]:
                break
            seat = state["to_act"] - 1
            x, y = on_a[seat], on_b[seat]
            for wire in (x, y):
                while wire.state["seq"] < state["seq"]:
                    await wire.next("state")
            same_id = round_ % 2 == 0
            if state["held"]:
                moves = [{"type": "end_turn", "seq": state["seq"]}] * 2
            else:
                legal = x.game_state().legal_actions()
                moves = [{"type": "act", "seq": state["seq"], "action": legal[i % len(legal)].to_json()}
                         for i in range(2)]
            ids = ["same-%d" % round_] * 2 if same_id else ["x-%d" % round_, "y-%d" % round_]
            replies = await asyncio.gather(x.reply({**moves[0], "id": ids[0]}), y.reply({**moves[1], "id": ids[1]}))
            fresh = [r for r in replies if r["type"] == "ack" and not r["duplicate"]]
            assert len(fresh) == 1, replies
            other = next(r for r in replies if r is not fresh[0])
            assert (other["type"], other.get("duplicate")) == ("ack", True) if same_id else other["code"] == "stale"
            outcomes.append(fresh[0]["seq"])
            for wire in on_a + on_b:
                while wire.state["seq"] < fresh[0]["seq"]:
                    await wire.next("state")
        for wire in on_a + on_b + [host]:
            assert wire is host or wire.state["seq"] == outcomes[-1]
            await wire.close()
        return outcomes

    seqs = asyncio.run(run())
    assert seqs == list(range(1, len(seqs) + 1))   # one entry per round: nothing twice, nothing lost


def _play(url_list, token, trace):
    return subprocess.Popen([sys.executable, "-m", "game", "online", "play", "--server", url_list, "--token", token,
                             "--level", "random", "--seed", "3", "--trace", str(trace), "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=str(ROOT),
                            env={**__import__("os").environ, "PYTHONPATH": str(ROOT)})


def _states(trace):
    """The `state` messages a client's trace holds.  Read while that client still writes it, the
    file may end in half a line: only whole lines (ending in a newline) are read."""
    with open(trace) as f:
        lines = [line for line in f if line.endswith("\n")]
    return [m for m in map(json.loads, lines) if m["type"] == "state"]


def _lease_holder(db_url, code):
    import psycopg

    with psycopg.connect(db_url) as conn:
        row = conn.execute("SELECT node FROM leases WHERE code=%s", (code.replace("-", ""),)).fetchone()
    return row and row[0]


def test_a_node_killed_mid_game_loses_nothing(db_url, tmp_path_factory, tmp_path, request):
    """kill -9 of the node the table's seats met on (its home node, `OnlineClient.meet_at`)
    while it holds the lease of the table's computer seat: both clients move to the other node,
    which takes the computer seat over once the lease expires, the game ends, and the export
    replayed is what both clients saw at the end."""
    from game.online.client.rendezvous import home_address, meeting_key_of

    a, b = _node(tmp_path_factory, db_url, "ka"), _node(tmp_path_factory, db_url, "kb")
    request.addfinalizer(lambda: [node.kill() for node in (a, b) if node.alive()])

    async def make(seed):
        host = await Wire.open(a.url)
        # seat 1 moves, then the computer (seat 2), then seat 3
        created = await create(host, "koinobori", 3, seats=["human", "random", "human"], seed=seed, first_player=1)
        await host.close()
        return created

    for attempt in range(5):   # a fast game may end before the moment is caught: a new table then
        created = asyncio.run(make(31 + attempt))
        home, other = (a, b) if home_address([a.url, b.url], meeting_key_of(created["table"])) == a.url else (b, a)
        name = "ka" if home is a else "kb"
        traces = [tmp_path / f"seat1-{attempt}.jsonl", tmp_path / f"seat3-{attempt}.jsonl"]
        plays = [_play(f"{a.url},{b.url}", created["seats"][0]["token"], traces[0]),
                 _play(f"{b.url},{a.url}", created["seats"][1]["token"], traces[1])]
        deadline = time.monotonic() + 120
        caught = False
        while all(p.poll() is None for p in plays):
            assert time.monotonic() < deadline, "the home node never held the lease"
            if traces[0].exists() and len(_states(traces[0])) >= 8 and _lease_holder(db_url, created["table"]) == name:
                caught = True
                break
            time.sleep(0.01)
        if caught:
            break
        for play in plays:
            play.communicate(timeout=60)
    assert caught, "the home node never held the lease while the game went on (5 tables)"
    home.kill()
    held_at_death = _lease_holder(db_url, created["table"]) == name   # (it may have let go just before)
    seen_at_death = max(s["seq"] for trace in traces if trace.exists() for s in _states(trace))
    results = []
    for play in plays:
        out, err = play.communicate(timeout=300)
        assert play.returncode == 0, err[-2000:]
        results.append(json.loads(out))
    assert results[0]["reconnects"] >= 1 and results[1]["reconnects"] >= 1   # both went on elsewhere
    assert results[0]["scores"] == results[1]["scores"]
    assert other.alive()
    # the computer (seat 2) moved after the home node died: only the other node can have played
    # it, under the lease it took over (a busy machine may have let the home node play the
    # computer's last move first)
    computer_after = any(m["seat"] == 2 and m["kind"] == "act" and m["seq"] > seen_at_death
                         for trace in traces for s in _states(trace) for m in s.get("moves", []))
    if held_at_death and computer_after:   # the dead node's lease was taken over (it never lets go itself)
        assert _lease_holder(db_url, created["table"]) != name, "the dead node's lease was never taken over"
    true = _export(db_url, created["table"], tmp_path).state
    assert true.score_sheet().totals() == results[0]["scores"]
    expected = true.to_position()
    for trace in traces:
        states = _states(trace)
        seqs = [s["seq"] for s in states]
        assert seqs == sorted(seqs)   # never a step back: nothing applied twice or lost
        final = dict(states[-1]["position"])
        lines = []
        for s in states:   # the log as the client kept it
            lines = lines[:s["log"]["from"]] + s["log"]["lines"]
        final["log"] = lines
        assert json.dumps(final, sort_keys=True) == json.dumps(expected, sort_keys=True)


def test_the_database_restarted_mid_game(pg_cluster, db_url, two_nodes, tmp_path):
    a, b = two_nodes

    async def run():
        host = await Wire.open(a.url)
        created = await create(host, "koinobori", 2, seed=41)
        tokens = [s["token"] for s in created["seats"]]
        wires = [await _attach(a.url, tokens[0]), await _attach(b.url, tokens[1])]
        await play_to_end(wires, random.Random(41), stop=lambda s: s["seq"] >= 10)
        await asyncio.get_running_loop().run_in_executor(None, pg_cluster.restart)
        # the nodes connect again by themselves; a move now waits for the database, then goes on
        last = await play_to_end(wires, random.Random(42))
        while any(w.state["seq"] < last["seq"] for w in wires):
            await asyncio.wait([asyncio.ensure_future(w.next("state")) for w in wires if w.state["seq"] < last["seq"]],
                               timeout=30)
        for wire in wires + [host]:
            await wire.close()
        return created, wires, last

    created, wires, last = asyncio.run(run())
    _same_as_export(db_url, created["table"], tmp_path, wires, last)
    for node in (a, b):   # both listen again (ready) after the restart
        deadline = time.monotonic() + 30
        while _get(node, "/readyz")[0] != 200:
            assert time.monotonic() < deadline
            time.sleep(0.1)


def _get(node, path):
    url = node.url.replace("ws://", "http://") + path
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_health_readiness_and_metrics_over_http(two_nodes):
    a, _b = two_nodes
    assert _get(a, "/healthz") == (200, "ok\n")
    assert _get(a, "/readyz") == (200, "ready\n")
    status, text = _get(a, "/metrics")
    figures = dict(line.split() for line in text.splitlines())
    assert status == 200
    for name in ("tabletop_open_tables", "tabletop_connections", "tabletop_moves_per_second",
                 "tabletop_store_latency_p99_ms", "tabletop_leases_held", "tabletop_listening"):
        assert name in figures
    assert figures["tabletop_listening"] == "1"


def _caught_up(node) -> float:
    status, text = _get(node, "/metrics")
    assert status == 200
    return dict(line.split() for line in text.splitlines())["tabletop_entries_caught_up_total"]


def test_the_clients_of_one_table_meet_on_its_home_node(two_nodes, db_url, tmp_path):
    """Two clients list the two nodes in opposite orders; the creator starts on its first
    address, the joiner on the other, and both end on the table's home node (the same for any
    order of the list), so no move crosses between nodes: the home node never reads back an
    entry another node stored.  A spectator, told the table's meeting key and never its code,
    ends there too, whichever of the two nodes it started on.  The game is played to its end
    there and equals the export."""
    from game.online.client.autoplay import play_seat
    from game.online.client.connection import OnlineClient
    from game.online.client.rendezvous import home_address, meeting_key_of

    a, b = two_nodes

    async def run():
        host = OnlineClient([a.url, b.url], give_up_after=30)
        guest = OnlineClient([b.url, a.url], give_up_after=30)
        await host.connect(timeout=30)
        await guest.connect(timeout=30)
        assert (host.url, guest.url) == (a.url, b.url)   # each started on its own first address
        created = await host.create("koinobori", ["Ann", "Bob"], ["human", "invite"], seed=5)
        code = created["table"]
        key = meeting_key_of(code)
        home = home_address([a.url, b.url], key)
        assert home == home_address([b.url, a.url], key)
        other = b if home == a.url else a
        home_node = a if home == a.url else b
        watchers = [OnlineClient([a.url, b.url], give_up_after=30), OnlineClient([b.url, a.url], give_up_after=30)]
        for watcher in watchers:
            first = await watcher.attach(created["spectator"])
            assert first["meet"] == key and first["table"] != code and code not in str(first)
        assert [watcher.url for watcher in watchers] == [home, home]
        before = _caught_up(home_node)
        joined = await guest.join(code, "Bob")
        results = await asyncio.gather(play_seat(host, created["seats"][0]["token"], seed=1),
                                       play_seat(guest, joined["token"], seed=2))
        assert (host.url, guest.url) == (home, home)
        for watcher in watchers:   # it saw the end where it sat, told by the node it met on
            while not watcher.state["over"]:
                assert await watcher.wait_state(watcher.state_count, 30) is not None
            assert watcher.url == home and watcher.state["scores"] == results[0].scores
        for client in (host, guest, *watchers):
            await client.close()
        return code, results, home_node, other, before

    code, results, home_node, other, before = asyncio.run(run())
    assert results[0].scores == results[1].scores and results[0].over
    assert _caught_up(home_node) == before
    assert _export(db_url, code, tmp_path).state.score_sheet().totals() == results[0].scores
