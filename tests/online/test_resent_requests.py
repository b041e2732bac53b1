"""A `create` or `join` whose answer is lost with the connection is sent again and applied once
(docs/online.md, "Sequence of a game"): a create under its secret names the same table, a join
under the token it proposed finds the seat it took.  On the wire, and through the client with a
real connection cut right after the server did the work, before its answer arrived."""
import asyncio

from .conftest import online_client
from .proxy import Proxy
from .wire import Wire

SECRET = "s3cret-of-this-test-0123456789abcdef"


def _create(secret: str | None, **extra) -> dict:
    message = {"type": "create", "title": "koinobori", "players": ["Ann", "Bob", "Cy"],
               "seats": ["human", "invite", "invite"], "seed": 3, **extra}
    if secret is not None:
        message["secret"] = secret
    return message


def test_a_create_sent_again_under_its_secret_names_the_same_table(server):
    async def scenario():
        first, second = await Wire.open(server.url), await Wire.open(server.url)
        made = await first.rpc(_create(SECRET), "created")
        again = await second.rpc(_create(SECRET), "created")
        assert again["duplicate"] is True and "duplicate" not in made
        for field in ("table", "seats", "spectator", "host"):
            assert again[field] == made[field]
        # the tokens work, and a different secret makes a different table
        await second.send({"type": "attach", "token": again["seats"][0]["token"]})
        state = await second.next("state")
        assert state["table"] == made["table"] and state["seat"] == 1
        other = await first.rpc(_create("another-secret-0123456789abcdefgh"), "created")
        assert other["table"] != made["table"] and other["spectator"] != made["spectator"]
        without = await first.rpc(_create(None), "created")
        assert without["table"] not in (made["table"], other["table"])
        for wire in (first, second):
            await wire.close()

    asyncio.run(scenario())


def test_a_join_sent_again_with_its_token_finds_its_seat(server):
    async def scenario():
        host, a, b = await Wire.open(server.url), await Wire.open(server.url), await Wire.open(server.url)
        made = await host.rpc(_create(None), "created")
        mine = "joiner-token-0123456789abcdefghij"
        joined = await a.rpc({"type": "join", "code": made["table"], "name": "Bea", "token": mine}, "joined")
        again = await b.rpc({"type": "join", "code": made["table"], "name": "Bea", "token": mine}, "joined")
        assert joined["seat"] == again["seat"] == 2 and again["token"] == joined["token"] == mine
        assert again["duplicate"] is True
        # the last free seat is still free: the second sending took none
        third = await b.rpc({"type": "join", "code": made["table"], "name": "Cy"}, "joined")
        assert third["seat"] == 3
        # a token some other table's seat holds is refused in words
        other = await host.rpc(_create(None), "created")
        refused = await b.rpc({"type": "join", "code": other["table"], "name": "Dee", "token": mine})
        assert refused["type"] == "error" and refused["code"] == "schema" and "token" in refused["message"]
        for wire in (host, a, b):
            await wire.close()

    asyncio.run(scenario())


def test_the_client_sends_create_and_join_again_when_the_answer_is_lost(server):
    async def scenario():
        port = int(server.url.rsplit(":", 1)[1])
        proxy = await Proxy.start("127.0.0.1", port)
        proxy.cut_once(b'"type":"created"')
        host = online_client(proxy.url)
        await host.connect(timeout=10)
        created = await asyncio.wait_for(host.create("pondscape", ["Ann", "Bob"], ["human", "invite"], seed=2), 30)
        assert proxy.cut_count == 1 and host.reconnects >= 1 and created.get("duplicate") is True
        proxy.cut_once(b'"type":"joined"')
        guest = online_client(proxy.url)
        joined = await asyncio.wait_for(guest.join(created["table"], "Bob"), 30)
        assert proxy.cut_count == 2 and guest.reconnects >= 1 and joined["seat"] == 2
        # both seats are the ones taken: each attaches to its own, and the table has no free seat
        await host.attach(created["seats"][0]["token"])
        state = await guest.attach(joined["token"])
        assert [p["status"] for p in state["players"]] == ["online", "online"]
        assert [p["name"] for p in state["players"]] == ["Ann", "Bob"]
        for client in (host, guest):
            await client.close()
        await proxy.close()

    asyncio.run(scenario())


def test_create_and_join_sent_again_after_a_kill_9_are_still_applied_once(tmp_path):
    from .conftest import start_server

    proc = start_server(tmp_path / "data")

    async def before(url):
        wire = await Wire.open(url)
        made = await wire.rpc(_create(SECRET), "created")
        joined = await wire.rpc({"type": "join", "code": made["table"], "name": "Bea",
                                 "token": "joiner-token-0123456789abcdefghij"}, "joined")
        await wire.close()
        return made, joined

    async def after(url, made, joined):
        wire = await Wire.open(url)
        again = await wire.rpc(_create(SECRET), "created")
        assert again["duplicate"] and again["table"] == made["table"] and again["host"] == made["host"]
        rejoined = await wire.rpc({"type": "join", "code": made["table"], "name": "Bea",
                                   "token": "joiner-token-0123456789abcdefghij"}, "joined")
        assert rejoined["duplicate"] and rejoined["seat"] == joined["seat"] == 2
        state = await wire.rpc({"type": "attach", "token": made["spectator"]}, "state")
        assert [p["status"] for p in state["players"]] == ["away", "away", "free"]
        await wire.close()

    made, joined = asyncio.run(before(proc.url))
    proc.kill()
    proc = proc.restart()
    try:
        asyncio.run(after(proc.url, made, joined))
    finally:
        proc.stop()
