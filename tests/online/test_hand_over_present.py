"""The host may hand an absent person's seat to a computer, never a present one's (a security
test's host handed an online guest's seat, about to move, to Random)."""
import asyncio

from .wire import Wire, create


def test_the_host_cannot_hand_a_present_persons_seat_to_a_computer(server):
    """The security test's host handed the seat of an online guest, about to move, to Random."""
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "paddy", 2, seats=["human", "invite"], first_player=2)
        guest = await Wire.open(server.url)
        joined = await guest.reply({"type": "join", "code": created["table"], "name": "Guest"})
        await guest.rpc({"type": "attach", "token": joined["token"]}, "state")
        await host.rpc({"type": "attach", "token": created["seats"][0]["token"]}, "state")
        refused = await host.reply({"type": "hand_over", "id": "h1", "host": created["host"], "seat": 2,
                                    "kind": "random"})
        assert refused["type"] == "error" and refused["code"] == "illegal", refused
        assert "only an absent player's seat" in refused["message"]
        await asyncio.sleep(0.3)
        assert guest.state["players"][1]["kind"] == "human" and guest.state["seq"] == 1   # (the claim only)
        # the host's own seat, present, neither
        refused = await host.reply({"type": "hand_over", "id": "h2", "host": created["host"], "seat": 1,
                                    "kind": "easy"})
        assert refused["type"] == "error" and refused["code"] == "illegal", refused
        await guest.close()   # the guest leaves: now their seat may be handed over, and back
        await asyncio.sleep(0.3)
        ack = await host.reply({"type": "hand_over", "id": "h3", "host": created["host"], "seat": 2,
                                "kind": "random"})
        assert ack["type"] == "ack", ack
        back = await host.reply({"type": "hand_over", "id": "h4", "host": created["host"], "seat": 2,
                                 "kind": "human"})
        assert back["type"] == "ack", back
        await host.close()

    asyncio.run(run())
