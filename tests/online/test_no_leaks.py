"""Hidden information never reaches a seat that may not see it, at the level of the wire.

For every title: twin tables created from two positions that differ only in what seat k
cannot see (tests/ai/swaps.py: other hands' cards swapped with the deck's, decks reordered,
face-down cards swapped, the generator re-seeded).  Both twins get the same messages: seat k's
moves (chosen from its own state), the other seats' moves (chosen among the actions legal in
both twins), and from seat k illegal moves (drawn from actions the other seats could make with
their hidden cards), moves out of turn, an undo with nothing to undo and a `tables` query.
Every frame seat k receives must be the same bytes in both twins, once the table codes are
removed, up to the first draw or reveal (after which k legitimately sees different cards).
The other seats' moves that name hidden cards (a card put face down, a secret choice) are
played with different cards in the two twins, the same move as seat k may know it: the
`moves` of its states must then be the same bytes too (so the private form never reaches it).
The same for a spectator, whose twin differs in every seat's hidden cards.
"""
import asyncio
import json
import random

import pytest

from ai.swaps import other_deal
from game.online import codes
from game.positions import position_to_json
from titles import every_title, random_match

from .conftest import start_server
from .wire import Wire


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """This module's server: its tests send whole games as fast as the machine allows, which a
    quiet machine made faster than the per-address message limit (a clean-clone run's twin tables
    were refused "Too many messages"); the limit has tests of its own (test_address_limits.py)."""
    proc = start_server(tmp_path_factory.mktemp("server"), "--messages-per-address", "5000")
    yield proc
    proc.stop()

CASES = ((3, 4, 21), (3, 25, 22), (2, 60, 23))   # (players, random steps, seed)
# a start where another seat's next move names a hidden card before any draw or reveal: Paddy's
# event draft, Pondscape's tuck and face-down play, Ladybird's face-down choice (Koinobori's
# card on a personal pole comes in CASES)
HIDDEN_CASES = {"paddy": ((3, 1, 26),), "pondscape": ((3, 5, 24), (3, 1, 25)), "ladybird": ((2, 0, 25),)}


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
        self.spectator = created["spectator"]
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


def _as_known(state, actor, seat):
    """The actor's legal moves by how the watched seat would know them (`public_move`, on the
    actor's state after each: the actor knows its own cards), the watched seat's own moves by
    themselves."""
    found = {}
    for action in state.legal_actions():
        if actor == seat:
            found[json.dumps(action.to_json(), sort_keys=True)] = action
            continue
        after = state.clone()
        after.apply(action)
        form = after.public_move(action, actor - 1, None if seat is None else seat - 1)
        # with what the move shows on the table (a water card's back): the same for the watched seat
        found.setdefault(json.dumps([form, after.view(None)], sort_keys=True), action)
    return found


def _frames(twin):
    """The watched connection's frames with the table's name taken out: a seat's states name
    the invite code, a spectator's the watch id (made from its token, so the twins' differ);
    and the meeting key every state names (made from the code)."""
    watch = codes.shown(codes.watch_id(codes.token_hash(twin.spectator)))
    meet = f'"meet":"{codes.meeting_key(codes.normalize(twin.code))}"'
    return [text.replace(twin.code, "CODE").replace(watch, "CODE").replace(meet, '"meet":"KEY"')
            for text in twin.watched.texts]


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
    chooser, pool, covered, hidden_at = random.Random(5), [], set(), []
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
            la, lb = _as_known(wa.game_state(), actor, seat), _as_known(wb.game_state(), actor, seat)
            pool.extend(la.values())
            pool.extend(lb.values())
            common = sorted(k for k in la if k in lb)
            # another seat's moves that name what the watched seat cannot see (a card put face
            # down, a secret choice) differ in the twins but look the same to it: prefer those
            secret = [k for k in common if la[k] != lb[k]]
            if not common:
                break
            key = chooser.choice(secret or common)
            messages = [{"type": "act", "id": f"a{_step}", "seq": now["seq"], "action": twin[key].to_json()}
                        for twin in (la, lb)]
        acks = []
        for twin, wire, msg in ((a, wa, messages[0]), (b, wb, messages[1])):
            got = await wire.reply(msg)
            assert got["type"] == "ack", got
            acks.append(got["seq"])
        await a.settle(acks[0])
        await b.settle(acks[1])
        covered.add("moves")
        if not now["held"] and secret:
            hidden_at.append(len(a.watched.texts))
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
    if any(at <= cut for at in hidden_at):
        covered.add("hidden")   # a move naming what the seat cannot see, compared
    return frames_a[:cut], frames_b[:cut], covered


@every_title
def test_twin_tables_send_a_seat_the_same_bytes(server, title):
    covered, compared = set(), 0

    async def run():
        nonlocal compared
        for players, steps, seed in CASES + HIDDEN_CASES.get(title, ()):
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
    assert {"moves", "hidden", "illegal", "not_your_turn", "spectator"} <= covered, covered
    assert compared > 20
