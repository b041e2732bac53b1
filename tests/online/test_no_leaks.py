"""Hidden information never reaches a seat that may not see it, at the level of the wire.

For every title: twin tables created from two positions that differ only in what seat k
cannot see (tests/ai/swaps.py: other hands' cards swapped with the deck's, decks reordered,
face-down cards swapped, the generator re-seeded).  Both twins get the same messages: seat k's
moves (chosen from its own state), the other seats' moves (chosen among the actions legal in
both twins), and from seat k illegal moves (drawn from actions the other seats could make with
their hidden cards), moves out of turn, an undo with nothing to undo and a `tables` query.
Every frame seat k receives must be the same bytes in both twins, once the table codes are
removed, up to the first draw or reveal (after which k legitimately sees different cards).
The same for a spectator, whose twin differs in every seat's hidden cards.
"""
import asyncio
import json
import random

import pytest

from ai.swaps import other_deal
from game.positions import position_to_json
from titles import every_title, random_match

from .wire import Wire

CASES = ((3, 4, 21), (3, 25, 22), (2, 60, 23))   # (players, random steps, seed)


class Twin:
    """One of the two tables: the watched connection and one connection per seat."""

    def __init__(self, url, state):
        self.url, self.state = url, state

    async def open(self, watched_seat):
        host = await Wire.open(self.url)
        n = self.state.num_players
        created = await host.reply({"type": "create", "title": self.state.TITLE,
                                    "players": list(self.state.player_names()), "seats": ["human"] * n,
                                    "position": position_to_json(self.state)})
        assert created["type"] == "created", created
        self.code = created["table"]
        self.seats = {}
        for seat in created["seats"]:
            wire = await Wire.open(self.url)
            await wire.rpc({"type": "attach", "token": seat["token"]}, "state")
            self.seats[seat["seat"]] = wire
        token = created["spectator"] if watched_seat is None else created["seats"][watched_seat - 1]["token"]
        self.watched = await Wire.open(self.url)
        self.watched.texts.clear()
        await self.watched.rpc({"type": "attach", "token": token}, "state")
        await self.watched.reply({"type": "tables", "tokens": [token]})
        self.host = host

    async def settle(self, seq):
        """Wait until the watched connection saw `seq` and the table waits for a seat."""
        while self.watched.state["seq"] < seq or self.watched.state["to_act"] == 0:
            await self.watched.next("state")
        for wire in self.seats.values():
            while wire.state["seq"] < self.watched.state["seq"]:
                await wire.next("state")

    async def close(self):
        for wire in [*self.seats.values(), self.watched, self.host]:
            await wire.close()


def _frames(twin):
    return [text.replace(twin.code, "CODE") for text in twin.watched.texts]


def _reveals(text):
    data = json.loads(text)
    return data["position"]["reveal_count"] if data["type"] == "state" else None


async def _twins(url, state, seat, steps=14):
    """Run the script on both twins; return (frames A, frames B, what was covered)."""
    other = other_deal(state, None if seat is None else seat - 1)
    if other.to_position() == state.to_position():
        return None
    a, b = Twin(url, state), Twin(url, other)
    await a.open(seat)
    await b.open(seat)
    chooser, pool, covered = random.Random(5), [], set()
    start_reveals = state.reveal_count
    for _step in range(steps):
        await a.settle(0)
        await b.settle(0)
        now = a.watched.state
        if now["over"] or now["position"]["reveal_count"] != start_reveals:
            break
        if b.watched.state["position"]["reveal_count"] != start_reveals:
            break
        actor = now["to_act"]
        wa, wb = a.seats[actor], b.seats[actor]
        if actor == seat and not now["held"]:
            mine = wa.game_state()
            for action in [x for x in pool if mine.check(x) is not None][:2]:
                for twin in (a, b):
                    got = await twin.watched.reply({"type": "act", "id": f"bad{_step}", "seq": now["seq"],
                                                    "action": action.to_json()})
                    assert got["type"] == "error" and got["code"] == "illegal", got
                covered.add("illegal")
        elif seat is not None and actor != seat:
            for twin in (a, b):
                got = await twin.watched.reply({"type": "act", "id": f"out{_step}", "seq": now["seq"],
                                                "action": (pool or wa.game_state().legal_actions())[0].to_json()})
                assert got["code"] == "not_your_turn", got
                got = await twin.watched.reply({"type": "undo", "id": f"undo{_step}", "seq": now["seq"]})
                assert got["code"] == "not_your_turn", got
            covered.add("not_your_turn")
        elif seat is None:
            for twin in (a, b):
                got = await twin.watched.reply({"type": "end_turn", "id": f"spec{_step}", "seq": now["seq"]})
                assert got["code"] == "spectator", got
            covered.add("spectator")
        if now["held"]:
            messages = [{"type": "end_turn", "id": f"e{_step}", "seq": now["seq"]}] * 2
        else:
            la = {json.dumps(x.to_json(), sort_keys=True): x for x in wa.game_state().legal_actions()}
            lb = {json.dumps(x.to_json(), sort_keys=True) for x in wb.game_state().legal_actions()}
            pool.extend(la.values())
            pool.extend(wb.game_state().legal_actions())
            common = sorted(k for k in la if k in lb)
            if not common:
                break
            action = json.loads(chooser.choice(common))
            messages = [{"type": "act", "id": f"a{_step}", "seq": now["seq"], "action": action}] * 2
        acks = []
        for twin, wire, msg in ((a, wa, messages[0]), (b, wb, messages[1])):
            got = await wire.reply(msg)
            assert got["type"] == "ack", got
            acks.append(got["seq"])
        await a.settle(acks[0])
        await b.settle(acks[1])
        covered.add("moves")
    await asyncio.sleep(0.1)
    frames_a, frames_b = _frames(a), _frames(b)
    await a.close()
    await b.close()
    # compare up to the first state that shows a draw or a reveal, in either twin
    cut = len(frames_a)
    for i, text in enumerate(frames_a):
        if _reveals(text) not in (None, start_reveals) or (
                i < len(frames_b) and _reveals(frames_b[i]) not in (None, start_reveals)):
            cut = i
            break
    assert len(frames_b) >= cut, "the twin sent fewer frames"
    return frames_a[:cut], frames_b[:cut], covered


@every_title
def test_twin_tables_send_a_seat_the_same_bytes(server, title):
    covered, compared = set(), 0

    async def run():
        nonlocal compared
        for players, steps, seed in CASES:
            state = random_match(title, players, steps=steps, seed=seed).state
            if state.is_over():
                continue
            for seat in (state.current_player() + 1, None, (state.current_player() + 1) % players + 1):
                result = await _twins(server.url, state, seat)
                if result is None:
                    continue
                frames_a, frames_b, what = result
                assert len(frames_a) >= 2   # the attach state and the tables reply at least
                for i, (x, y) in enumerate(zip(frames_a, frames_b)):
                    assert x == y, f"{title} seat {seat}: frame {i} differs:\n{x[:400]}\n{y[:400]}"
                compared += len(frames_a)
                covered.update(what)

    asyncio.run(run())
    assert {"moves", "illegal", "not_your_turn", "spectator"} <= covered, covered
    assert compared > 20
