"""The headless client against a real server process on loopback: whole games, a server killed
(kill -9) and restarted, a client killed and restarted, a move resent after a lost ack, the
commands' answers and refusals.  Small games (two seats, random level) to keep CI short."""
import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.online import codes
from game.online.client.connection import Refused
from game.rules.registry import TITLES, is_available

from .conftest import ROOT, ServerProcess, online_client, start_server

ENV = dict(os.environ, PYTHONPATH=str(ROOT), TABLETOP_LANG="en")
TITLES_HERE = [title for title in TITLES if is_available(title)]


# The servers: tests/online/conftest.py (`server`: one process for the module; start_server for
# a test's own, to kill).

def game(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=ENV,
                          cwd=ROOT, timeout=timeout)


def start(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "game", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=ENV, cwd=ROOT)


def finish(process: subprocess.Popen, timeout: float = 180) -> dict:
    out, err = process.communicate(timeout=timeout)
    assert process.returncode == 0, err
    return json.loads(out)


def create(url: str, title: str, *extra: str) -> dict:
    made = game("online", "create", title, "--players", "2", "--server", url, "--seed", "7", "--json", *extra)
    assert made.returncode == 0, made.stderr
    return json.loads(made.stdout)


# A token may begin with "-" (URL-safe base64), which argparse would take for an option:
# scripts write --token=T.
def play(url: str, token: str, trace: Path | None = None, seed: int = 0) -> subprocess.Popen:
    args = ["online", "play", "--server", url, f"--token={token}", "--level", "random", "--seed", str(seed), "--json"]
    return start(*args, *(["--trace", str(trace)] if trace else []))


def exported_result(data: Path, code: str, out: Path) -> tuple[list, list]:
    """The table exported from the server's store, replayed by `python -m game replay`: the
    final totals and the winners (seat numbers from 1)."""
    done = game("online", "export", code, "--data", str(data), str(out))
    assert done.returncode == 0, done.stderr
    replayed = game("replay", str(out))
    assert replayed.returncode == 0, replayed.stderr
    first, sheet = replayed.stdout.split("\n", 1)
    assert "finished" in first, first
    picture = out.with_suffix(".png")   # an export is a save: the replay viewer draws it too
    drawn = game("screenshot", str(out), str(picture), "--move", "3")
    assert drawn.returncode == 0 and picture.stat().st_size > 0, drawn.stderr
    sheet = json.loads(sheet)
    return sheet["totals"], [w + 1 for w in sheet["winners"]]


def last_seq(trace: Path) -> int:
    """The highest seq in a --trace file written so far (0 when none)."""
    seq = 0
    if trace.exists():
        for line in trace.read_text(encoding="utf-8").splitlines():
            try:
                seq = max(seq, json.loads(line).get("seq") or 0)
            except ValueError:
                pass  # a line being written
    return seq


def wait_for_seq(trace: Path, seq: int, *processes: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while last_seq(trace) < seq:
        assert time.monotonic() < deadline, f"the game did not reach seq {seq}"
        for process in processes:
            if process.poll() is not None:
                out, err = process.communicate()
                raise AssertionError(f"a client ended before the game reached seq {seq}: {out} {err}")
        time.sleep(0.02)


# --- whole games --------------------------------------------------------------------------------
@pytest.mark.parametrize("title", TITLES_HERE)
def test_two_headless_clients_play_a_whole_game_that_the_export_replays(title, server, tmp_path):
    table = create(server.url, title)
    assert [entry["seat"] for entry in table["seats"]] == [1, 2]
    players = [play(server.url, entry["token"], seed=n) for n, entry in enumerate(table["seats"])]
    results = [finish(p) for p in players]
    assert [r["seat"] for r in results] == [1, 2]
    for result in results:
        assert result["over"] is True and result["table"] == table["table"]
    assert results[0]["scores"] == results[1]["scores"] and results[0]["winners"] == results[1]["winners"]
    assert exported_result(server.data_dir, table["table"], tmp_path / "out.json") == (
        results[0]["scores"], results[0]["winners"])


def test_a_server_killed_mid_game_and_restarted_loses_nothing(tmp_path):
    server = start_server(tmp_path / "data")
    table = create(server.url, "paddy")
    traces = [tmp_path / "one.jsonl", tmp_path / "two.jsonl"]
    players = [play(server.url, entry["token"], trace, n) for n, (entry, trace) in
               enumerate(zip(table["seats"], traces))]
    try:
        wait_for_seq(traces[0], 20, *players)
    except AssertionError:
        server.stop()
        raise
    server.kill()
    time.sleep(0.5)   # the clients notice and back off
    restarted = ServerProcess(server.data_dir, ("--port", str(server.port)))   # the same port
    try:
        results = [finish(p) for p in players]
    finally:
        restarted.stop()
    assert all(r["over"] and r["reconnects"] >= 1 for r in results), results
    assert results[0]["scores"] == results[1]["scores"] and results[0]["winners"] == results[1]["winners"]
    assert exported_result(server.data_dir, table["table"], tmp_path / "out.json") == (
        results[0]["scores"], results[0]["winners"])
    seqs = [json.loads(line)["seq"] for line in traces[0].read_text().splitlines()
            if json.loads(line).get("type") == "state"]
    assert seqs == sorted(seqs), "a state went back in time after the restart"


def test_a_client_killed_and_started_again_reclaims_its_seat(server, tmp_path):
    table = create(server.url, "paddy")
    first, second = table["seats"]
    trace = tmp_path / "one.jsonl"
    one, two = play(server.url, first["token"], trace, 1), play(server.url, second["token"], seed=2)
    wait_for_seq(trace, 15, one, two)
    one.send_signal(signal.SIGKILL)
    one.communicate(timeout=10)
    again = play(server.url, first["token"], seed=3)
    results = [finish(again), finish(two)]
    assert results[0]["seat"] == 1 and results[1]["seat"] == 2
    assert all(r["over"] for r in results)
    assert results[0]["scores"] == results[1]["scores"] and results[0]["winners"] == results[1]["winners"]
    assert exported_result(server.data_dir, table["table"], tmp_path / "out.json") == (
        results[0]["scores"], results[0]["winners"])


# --- a move whose ack was lost --------------------------------------------------------------------
class Proxy:
    """A TCP relay between a client and the server that can hold back one direction's bytes and
    cut every connection: a network that loses a message in flight."""

    def __init__(self, port: int) -> None:
        self.port, self.hold_up, self.hold_down = port, False, False
        self.links: list[tuple[asyncio.StreamWriter, asyncio.StreamWriter]] = []

    async def start(self) -> str:
        self.listener = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        return f"ws://127.0.0.1:{self.listener.sockets[0].getsockname()[1]}/"

    async def _relay(self, reader, writer) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.port)
        self.links.append((writer, up_writer))

        async def pump(source, sink, held) -> None:
            try:
                while data := await source.read(65536):
                    if not held():
                        sink.write(data)
                        await sink.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                sink.close()

        await asyncio.gather(pump(reader, up_writer, lambda: self.hold_up),
                             pump(up_reader, writer, lambda: self.hold_down))

    def cut(self) -> None:
        for writer, up_writer in self.links:
            writer.transport.abort()
            up_writer.transport.abort()
        self.links.clear()
        self.hold_up = self.hold_down = False

    async def stop(self) -> None:
        self.cut()
        self.listener.close()


@pytest.mark.parametrize("lost", ["the ack", "the move"])
def test_a_move_sent_again_after_a_lost_connection_is_applied_once(lost, server):
    async def scenario():
        made = online_client(server.url)
        await made.connect(timeout=10)
        table = await made.create("koinobori", ["Ann", "Bob"], ["human", "human"], seed=3)
        watcher = online_client(server.url)   # a spectator on a direct connection: the true seq
        await watcher.attach(table["spectator"])
        mover = watcher.game_state().current_player()   # the seat to act, from 0
        proxy = Proxy(server.port)
        client = online_client([await proxy.start()])
        first = await client.attach(table["seats"][mover]["token"])
        assert first["seat"] == mover + 1
        seq = first["seq"]
        if lost == "the ack":
            proxy.hold_down = True   # the move reaches the server; its ack never comes back
        else:
            proxy.hold_up = True     # the move is lost on the way
        sending = asyncio.ensure_future(client.act(client.game_state().legal_actions()[0]))
        if lost == "the ack":
            while watcher.seq == seq:
                await watcher.wait_state(watcher.state_count, 10)
            assert watcher.seq == seq + 1
        else:
            await asyncio.sleep(0.3)
            assert watcher.seq == seq and not sending.done()
        proxy.cut()
        ack = await asyncio.wait_for(sending, 30)
        assert ack["seq"] == seq + 1 and ack["duplicate"] is (lost == "the ack")
        assert client.reconnects == 1
        while client.seq != seq + 1:
            await client.wait_state(client.state_count, 10)
        await asyncio.sleep(0.3)
        assert watcher.seq == seq + 1 and client.seq == seq + 1   # applied once
        for each in (made, watcher, client):
            await each.close()
        await proxy.stop()

    asyncio.run(scenario())


# --- the commands ----------------------------------------------------------------------------------
def test_create_with_a_computer_seat_and_state(server, tmp_path):
    table = create(server.url, "koinobori", "--computer", "2:random", "--names", "Ann", "Bot")
    assert [entry["seat"] for entry in table["seats"]] == [1]
    assert table["table"] and table["spectator"]
    looked = game("online", "state", "--server", server.url, "--token=" + table["seats"][0]["token"], "--json")
    assert looked.returncode == 0, looked.stderr
    state = json.loads(looked.stdout)
    assert state["table"] == table["table"] and state["seat"] == 1 and isinstance(state["seq"], int)
    assert [p["name"] for p in state["players"]] == ["Ann", "Bot"]
    # the first address of the list answers nothing: the client goes on to the next
    result = finish(play(f"ws://127.0.0.1:{closed_port()},{server.url}", table["seats"][0]["token"]))
    assert result["over"] is True and len(result["scores"]) == 2 and result["reconnects"] == 0
    watched = json.loads(game("online", "state", "--server", server.url, "--token=" + table["spectator"],
                              "--json").stdout)
    assert watched["seat"] is None and watched["over"] is True and watched["scores"] == result["scores"]
    again = finish(play(server.url, table["seats"][0]["token"]))   # a finished game: at once
    assert again["over"] is True and again["scores"] == result["scores"]
    spectator = play(server.url, table["spectator"])
    out, err = spectator.communicate(timeout=60)
    assert spectator.returncode == 2 and "spectator" in err and "\n" not in err.strip()


def closed_port() -> int:
    """A loopback port nothing listens on (just released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def one_line(done: subprocess.CompletedProcess) -> str:
    assert done.stdout == ""
    assert done.stderr.strip() and "\n" not in done.stderr.strip() and "Traceback" not in done.stderr
    return done.stderr.strip()


def test_refusals_are_one_line_and_an_exit_code(server, tmp_path):
    bad_address = game("online", "state", "--server", "http://nowhere", "--token", "x", "--json")
    assert bad_address.returncode == 2
    assert "ws://" in bad_address.stderr.splitlines()[-1]
    bad_token = game("online", "state", "--server", server.url, "--token", "A" * 22, "--json")
    assert bad_token.returncode == 2
    one_line(bad_token)
    no_seat = game("online", "create", "koinobori", "--players", "2", "--computer", "3:easy",
                   "--server", server.url, "--json")
    assert no_seat.returncode == 2 and "seat 3" in no_seat.stderr
    bad_position = tmp_path / "position.json"
    bad_position.write_text("{\"format\": \"tabletop-position\"}")
    refused = game("online", "create", "koinobori", "--position", str(bad_position), "--server", server.url)
    assert refused.returncode == 2
    one_line(refused)
    port = closed_port()
    unreachable = game("online", "create", "koinobori", "--players", "2",
                       "--server", f"ws://127.0.0.1:{port}", "--json")
    assert unreachable.returncode == 3
    assert f"127.0.0.1:{port}" in one_line(unreachable)


def test_a_token_the_server_does_not_know_is_refused_to_the_client_api(server):
    async def scenario():
        client = online_client(server.url)
        with pytest.raises(Refused) as refusal:
            await client.attach("B" * 22)
        assert refusal.value.code == "unknown"
        await client.close()

    asyncio.run(scenario())


def test_a_seat_handed_to_a_computer_mid_game_waits_and_the_game_ends(server, tmp_path):
    """Seat 2's player goes away mid-game (only an absent person's seat may be handed over: a
    security test's host handed a present guest's); the host hands it to a computer; the
    player's client, back, waits while the computer plays the seat to the end."""
    table = create(server.url, "koinobori")
    traces = [tmp_path / "one.jsonl", tmp_path / "two.jsonl"]
    players = [play(server.url, entry["token"], trace, n) for n, (entry, trace) in
               enumerate(zip(table["seats"], traces))]
    wait_for_seq(traces[1], 6, *players)

    async def hand_over():
        host = online_client(server.url)
        await host.attach(table["spectator"])
        with pytest.raises(Refused) as refused:   # seat 2's player is at the table
            await host.hand_over(table["host"], 2, "random")
        assert refused.value.code == "illegal"
        players[1].kill()   # seat 2's player goes away
        players[1].communicate()
        deadline = time.monotonic() + 30
        while True:   # (the server sees the connection closed a moment later)
            try:
                ack = await host.hand_over(table["host"], 2, "random")
                break
            except Refused as error:
                assert error.code == "illegal" and time.monotonic() < deadline, error
                await asyncio.sleep(0.1)
        assert ack["duplicate"] is False
        await host.close()
        return ack["seq"]

    handed_at = asyncio.run(hand_over())
    players[1] = play(server.url, table["seats"][1]["token"], traces[1], 1)   # back: it waits
    results = [finish(p) for p in players]
    assert results[0]["scores"] == results[1]["scores"] and all(r["over"] for r in results)
    last = [json.loads(line) for line in traces[1].read_text().splitlines()][-1]
    assert last["type"] == "state" and last["over"]
    assert [p["kind"] for p in last["players"]] == ["human", "random"]
    assert last["seq"] > handed_at + 5, "the hand-over came too late to matter"


def test_create_from_a_position_file_plays_on_from_it(server, tmp_path):
    from game.positions import position_to_json
    from titles import random_match

    match = random_match("koinobori", players=2, steps=12, seed=5)
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position_to_json(match.state)))
    named = game("online", "create", "koinobori", "--position", str(path), "--names", "A", "B", "--server", server.url)
    assert named.returncode == 2 and "--names" in one_line(named)
    table = create(server.url, "koinobori", "--position", str(path))
    looked = json.loads(game("online", "state", "--server", server.url, "--token=" + table["seats"][0]["token"],
                             "--json").stdout)
    assert [p["name"] for p in looked["players"]] == list(match.state.player_names())  # the position's
    assert looked["log"]["lines"] == match.state.log          # the game goes on from the file
    players = [play(server.url, entry["token"], seed=n) for n, entry in enumerate(table["seats"])]
    results = [finish(p) for p in players]
    assert results[0]["over"] and results[0]["scores"] == results[1]["scores"]
    wrong = game("online", "create", "paddy", "--position", str(path), "--server", server.url)
    assert wrong.returncode == 2 and "koinobori" in one_line(wrong)


def test_a_link_in_server_carries_the_token_or_the_code(server, tmp_path):
    """docs/online.md: a watch link carries the spectator token, an invite link the code, so
    `state` and `play` need no --token beside one; a link and a different --token are refused."""
    from game.online.client.links import make_link, make_watch_link

    async def host_table() -> dict:
        host = online_client(server.url)
        try:
            return await host.create("koinobori", ["Ann", "Guest"], ["random", "invite"], seed=3)
        finally:
            await host.close()

    table = asyncio.run(host_table())
    watch = make_watch_link(server.url, table["spectator"])
    invite = make_link(server.url, table["table"])
    watched = game("online", "state", "--server", watch, "--json")
    assert watched.returncode == 0, watched.stderr
    state = json.loads(watched.stdout)
    # a spectator hears the table's watch id, never its invite code (test_watch_id.py)
    assert state["table"] == codes.shown(codes.watch_id(codes.token_hash(table["spectator"])))
    assert state["seat"] is None and state["table"] != table["table"]
    words = game("online", "state", "--server", watch)
    assert words.returncode == 0 and "spectator" in words.stdout
    same = game("online", "state", "--server", watch, "--token=" + table["spectator"], "--json")
    assert same.returncode == 0 and json.loads(same.stdout)["seat"] is None
    different = game("online", "state", "--server", watch, "--token=" + "B" * 22, "--json")
    assert different.returncode == 2 and "--token" in one_line(different)
    # an invite link names a table, not a seat: state needs a token with it
    no_token = game("online", "state", "--server", invite, "--json")
    assert no_token.returncode == 2 and "--token" in one_line(no_token)
    # play joins the invite link's table under --name and plays its free seat to the end
    played = finish(start("online", "play", "--server", invite, "--name", "Bot", "--json"))
    assert played["table"] == table["table"] and played["seat"] == 2 and played["over"] is True
    after = json.loads(game("online", "state", "--server", watch, "--json").stdout)
    assert [p["name"] for p in after["players"]] == ["Ann", "Bot"] and after["over"] is True
    # a seat token of another table beside an invite link is refused
    other = create(server.url, "koinobori")
    wrong = game("online", "state", "--server", invite, "--token=" + other["seats"][0]["token"], "--json")
    assert wrong.returncode == 2 and "table" in one_line(wrong)
    right = game("online", "state", "--server", make_link(server.url, other["table"]),
                 "--token=" + other["seats"][0]["token"], "--json")
    assert right.returncode == 0 and json.loads(right.stdout)["seat"] == 1
    # a watch link cannot play: the server refuses the spectator's token, as with --token
    spectator = game("online", "play", "--server", watch, "--json")
    assert spectator.returncode == 2 and "spectator" in one_line(spectator)
    # two links naming different tables
    both = game("online", "state", "--server", f"{watch},{make_link(server.url, other['table'])}", "--json")
    assert both.returncode == 2 and "different tables" in both.stderr
