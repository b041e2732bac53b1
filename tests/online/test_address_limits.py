"""What one client address may do to a real server on loopback, however many connections it
opens (docs/online.md, "Limits"): connections at once, the time to say hello, messages a second
all its connections together, control frames, failed look-ups (a right token still gets in; a
`join` that proposes a token counts), the X-Forwarded-For of a trusted proxy only, presence
and `stale` answers bounded, and asyncio's repeated lines kept out of the log."""
import asyncio
import base64
import json
import logging
import os
import socket
import struct
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.online.server import logs, tables

from .conftest import start_server
from .wire import Wire, create


async def _closed_code(ws, within: float) -> int | None:
    """The close code the server sends within `within` seconds (None: still open)."""
    try:
        await asyncio.wait_for(ws.wait_closed(), within)
    except asyncio.TimeoutError:
        return None
    return ws.close_code


def test_connections_per_address_and_the_hello_timeout(tmp_path):
    proc = start_server(tmp_path / "data", "--connections-per-address", "3", "--hello-timeout", "1")

    async def go():
        greeted = [await Wire.open(proc.url) for _n in range(2)]
        silent = await connect(proc.url)          # opens, never says hello
        extra = await connect(proc.url)           # a fourth from the same address
        assert await _closed_code(extra, 5) == 1008
        assert extra.close_reason == "too many connections from your address"
        # the silent one is closed once its time to say hello is up; the greeted ones stay
        assert await _closed_code(silent, 5) == 1008
        assert silent.close_reason == "no hello in time"
        await asyncio.sleep(1.5)
        for wire in greeted:
            assert (await wire.reply({"type": "ping"}))["type"] == "pong"
        # a closed connection's place is free again
        again = await Wire.open(proc.url)
        assert (await again.reply({"type": "ping"}))["type"] == "pong"
        for wire in (*greeted, again):
            await wire.close()

    try:
        asyncio.run(go())
    finally:
        assert proc.stop() == 0


def test_messages_a_second_are_counted_per_address(tmp_path):
    """Three connections each within its own 20 a second, together past the address's 10 (and
    each one's own 2 a second that its neighbours cannot take from it)."""
    proc = start_server(tmp_path / "data", "--messages-per-address", "10")

    async def go():
        wires = [await Wire.open(proc.url) for _n in range(3)]
        player = await Wire.open(proc.url)
        await asyncio.sleep(2.5)   # the address's allowance (two seconds' worth) is full again
        for _n in range(25):
            for wire in wires:
                await wire.send({"type": "ping"}, paced=False)
        got = [[await wire.next() for _n in range(25)] for wire in wires]   # one reply each
        pongs = sum(1 for replies in got for reply in replies if reply["type"] == "pong")
        refused = [reply for replies in got for reply in replies if reply["type"] == "error"]
        # the address's 20 saved up, then each connection's own 10 (those of a connection
        # that sent while the address had some left are not all needed: 45 when one connection's
        # 25 come first; a little more refills meanwhile)
        assert 45 <= pongs <= 56, pongs
        assert refused and all(r["code"] == "rate" and "your address" in r["message"] for r in refused)

        # while they go on sending past the address's allowance, a client of the same address
        # that sends as a player does (a message every half second) is never refused
        async def flood():
            for _n in range(15):
                for wire in wires:
                    await wire.send({"type": "ping"}, paced=False)
                await asyncio.sleep(0.1)

        async def play():
            answers = []
            for _n in range(4):
                answers.append((await player.reply({"type": "ping"}))["type"])
                await asyncio.sleep(0.5)
            return answers

        _flooded, answers = await asyncio.gather(flood(), play())
        assert answers == ["pong"] * 4
        refused = [reply for wire in wires for reply in await wire.quiet(0.5) if reply["type"] == "error"]
        assert refused
        await asyncio.sleep(1.0)
        assert (await wires[0].reply({"type": "ping"}))["type"] == "pong"   # it refills
        for wire in (*wires, player):
            await wire.close()

    try:
        asyncio.run(go())
    finally:
        assert proc.stop() == 0


def test_control_frames_are_limited(tmp_path):
    """WebSocket pings are answered by the library below the server's messages: past 20 at
    once the connection is closed (1008) instead of answering each."""
    proc = start_server(tmp_path / "data")

    async def go():
        ws = await connect(proc.url)
        await ws.send(json.dumps({"type": "hello", "protocol": 1}))
        await ws.recv()
        answered = 0
        waiters = []
        try:
            for n in range(2000):
                waiters.append(await ws.ping(n.to_bytes(4, "big")))
        except ConnectionClosed:
            pass
        done, _pending = await asyncio.wait(waiters, timeout=5) if waiters else (set(), set())
        answered = sum(1 for w in done if not w.cancelled() and w.exception() is None)
        assert await _closed_code(ws, 5) == 1008
        assert answered <= 25, answered
        # an ordinary client's keep-alive pings are well within it
        calm = await Wire.open(proc.url)
        for _n in range(3):
            await asyncio.wait_for(await calm.ws.ping(), 5)
        assert (await calm.reply({"type": "ping"}))["type"] == "pong"
        await calm.close()

    try:
        asyncio.run(go())
    finally:
        assert proc.stop() == 0


def test_a_ping_flood_then_a_reset_leaves_the_log_short(tmp_path):
    """log_flood.py: 300 KB of pings, never read, then a TCP reset."""
    proc = start_server(tmp_path / "data")
    log = tmp_path / "data" / "server.log"
    before = len(log.read_text().splitlines())
    s = socket.create_connection(("127.0.0.1", proc.port))
    key = base64.b64encode(os.urandom(16)).decode()
    s.send(f"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    assert s.recv(1000).startswith(b"HTTP/1.1 101")
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    try:
        s.sendall(b"\x89\x80\x00\x00\x00\x00" * 50000)
    except OSError:
        pass   # the server closed it first
    s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    s.close()
    time.sleep(2)
    grew = len(log.read_text().splitlines()) - before
    assert proc.stop() == 0
    assert grew <= 30, grew


def test_repeated_asyncio_lines_are_left_out_of_the_log(capfd):
    """The log's own filter: asyncio's same line a thousand times is written a few times."""
    saved = logging.getLogger().handlers[:], logging.getLogger().level
    try:
        logs.set_up("text")
        for _n in range(1000):
            logging.getLogger("asyncio").warning("socket.send() raised exception.")
        for n in range(50):
            logging.getLogger("tabletop.server").info("table %s created", n)
        err = capfd.readouterr().err
    finally:
        logging.getLogger().handlers[:], level = saved
        logging.getLogger().setLevel(level)
    assert err.count("socket.send() raised exception.") <= logs.REPEATS_BURST + 1
    assert err.count("created") == 50   # the server's own lines are all written


def test_a_right_token_gets_in_while_the_address_is_locked_out(tmp_path):
    proc = start_server(tmp_path / "data", "--lookup-limit", "3")

    async def go():
        host = await Wire.open(proc.url)
        created = await create(host, "koinobori", 2, seed=1)
        guesser = await Wire.open(proc.url)
        codes = [(await guesser.reply({"type": "attach", "token": "Z" * 32}))["code"] for _n in range(5)]
        assert codes[:3] == ["unknown"] * 3 and codes[3:] == ["rate", "rate"]
        # another client of the same address (a NAT, a proxy) with its right token gets in,
        # after the same pause a wrong one waits, so the timing tells a guesser nothing
        other = await Wire.open(proc.url)
        started = time.monotonic()
        got = await other.rpc({"type": "attach", "token": created["seats"][0]["token"]}, "state")
        right_s = time.monotonic() - started
        assert got["seat"] == 1
        started = time.monotonic()
        wrong = await guesser.reply({"type": "attach", "token": "Y" * 32})
        wrong_s = time.monotonic() - started
        assert wrong["code"] == "rate"
        assert right_s >= 0.9 and wrong_s >= 0.9
        listed = await other.reply({"type": "tables", "tokens": [created["seats"][1]["token"], "X" * 32]})
        assert [row["seat"] for row in listed["tables"]] == [2]
        # a code (about 49 bits) is still not looked up while the address is locked out
        assert (await other.reply({"type": "join", "code": created["table"], "name": "x"}))["code"] == "rate"
        for wire in (host, guesser, other):
            await wire.close()

    try:
        asyncio.run(go())
    finally:
        assert proc.stop() == 0


def test_a_join_that_proposes_a_token_counts_as_a_look_up(tmp_path):
    """token_oracle.py: "full" for a token no one has and "taken" for one someone has; each
    is a failed look-up, so the guesses stop at the limit."""
    proc = start_server(tmp_path / "data", "--lookup-limit", "3")

    async def go():
        host = await Wire.open(proc.url)
        other = await create(host, "koinobori", 2, seed=2)
        full = await create(host, "koinobori", 2, seed=3)    # both seats the creator's
        answers = []
        for n in range(2):
            answers.append((await host.reply({"type": "join", "code": full["table"], "name": "x",
                                              "token": f"{'Q' * 28}{n:04d}"}))["code"])
        answers.append((await host.reply({"type": "join", "code": full["table"], "name": "x",
                                          "token": other["spectator"]}))["code"])
        answers.append((await host.reply({"type": "join", "code": full["table"], "name": "x",
                                          "token": other["seats"][0]["token"]}))["code"])
        assert answers == ["full", "full", "schema", "rate"], answers
        await host.close()

    try:
        asyncio.run(go())
    finally:
        assert proc.stop() == 0


def test_x_forwarded_for_only_from_a_trusted_proxy(tmp_path):
    proxied = start_server(tmp_path / "a", "--lookup-limit", "2", "--trusted-proxy", "127.0.0.1")
    plain = start_server(tmp_path / "b", "--lookup-limit", "2")

    async def as_client(url, address):
        ws = await connect(url, max_size=None, additional_headers={"X-Forwarded-For": f"203.0.113.9, {address}"})
        wire = Wire(ws)
        await wire.send({"type": "hello", "protocol": 1})
        await wire.next("hello")
        return wire

    async def go(proc, trusted):
        host = await Wire.open(proc.url)
        created = await create(host, "koinobori", 2, seats=["human", "invite"], seed=4)
        guesser = await as_client(proc.url, "198.51.100.1")
        for _n in range(3):
            await guesser.reply({"type": "join", "code": "22222-22222", "name": "x"})
        player = await as_client(proc.url, "198.51.100.2")
        got = await player.reply({"type": "join", "code": created["table"], "name": "x"})
        # behind the trusted proxy each client is its own address; else the header is ignored
        # (anyone may send it) and both share loopback's
        assert got["type"] == ("joined" if trusted else "error"), got
        for wire in (host, guesser, player):
            await wire.close()

    try:
        asyncio.run(go(proxied, True))
        asyncio.run(go(plain, False))
    finally:
        assert proxied.stop() == 0 and plain.stop() == 0


def test_the_table_of_addresses_forgets_the_oldest_not_all():
    from game.online.server.limits import PerAddress, address_key, client_address

    limits = PerAddress(1, 60.0, most=3)
    for address in ("a", "b", "c"):
        assert limits.take(address)
    assert limits.exhausted("b") and limits.exhausted("c")
    assert limits.take("d")            # a fourth: the least recently used ("a") is forgotten
    assert len(limits) == 3
    assert not limits.exhausted("a") and limits.exhausted("b") and limits.exhausted("c")
    assert client_address("127.0.0.1", "10.0.0.1", frozenset()) == "127.0.0.1"
    assert client_address("127.0.0.1", "10.0.0.7, 10.0.0.1", frozenset({"127.0.0.1"})) == "10.0.0.1"
    assert address_key("2001:db8::1") == address_key("2001:db8::ffff") == "2001:db8::/64"
    assert address_key("::ffff:10.1.2.3") == "10.1.2.3"
    assert client_address("::ffff:127.0.0.1", "10.0.0.1", frozenset({"127.0.0.1"})) == "10.0.0.1"
    assert client_address("127.0.0.1", "not an address", frozenset({"127.0.0.1"})) == "127.0.0.1"


def test_attaching_again_and_again_is_not_a_flood_of_states(tmp_path):
    """presence_flap.py: a seat attaching again on its connection is no change of presence;
    one that keeps leaving and coming back is told to the others at most twice a second
    (after the first ten).
    A stale move sent again and again gets the whole state once, then the short error."""
    proc = start_server(tmp_path / "data")

    async def go():
        host = await Wire.open(proc.url)
        created = await create(host, "koinobori", 2, seed=5)
        watcher = await Wire.open(proc.url)
        await watcher.rpc({"type": "attach", "token": created["spectator"]}, "state")
        seat = await Wire.open(proc.url)
        token = created["seats"][0]["token"]
        await seat.rpc({"type": "attach", "token": token}, "state")
        await asyncio.sleep(0.6)
        await watcher.quiet(0.3)
        for _n in range(20):
            await seat.rpc({"type": "attach", "token": token}, "state")
        got = [m for m in await watcher.quiet(0.8) if m["type"] == "state"]
        assert got == [], [m["cause"] for m in got]
        # leaving the seat and coming back, 30 times: the first changes are told at once (as
        # people come and go), then at most two a second
        started = time.monotonic()
        for _n in range(30):
            await seat.rpc({"type": "attach", "token": created["spectator"]}, "state")
            await seat.rpc({"type": "attach", "token": token}, "state")
        got = [m for m in await watcher.quiet(1.0) if m["type"] == "state"]
        took = time.monotonic() - started
        assert 1 <= len(got) <= tables.PRESENCE_BURST + tables.PRESENCE_PER_S * took + 1, (len(got), took)
        assert got[-1]["players"][0]["status"] == "online"
        # stale moves
        await seat.quiet(0.3)
        for n in range(10):
            await seat.send({"type": "end_turn", "id": f"st{n}", "seq": 99})
        replies = await seat.quiet(0.8)
        assert [m["code"] for m in replies if m["type"] == "error"] == ["stale"] * 10
        assert [m["cause"] for m in replies if m["type"] == "state"] == ["resync"]
        for wire in (host, watcher, seat):
            await wire.close()

    try:
        asyncio.run(go())
    finally:
        assert proc.stop() == 0
