"""A whole game of every title through a real server, played by raw clients that choose random
legal moves from nothing but the `state` messages they receive (the position re-dealt for
their seat, with the log they kept): what a client receives is enough to draw and to play."""
import asyncio
import json
import random

import pytest

from game.online.client.remote_match import RemoteMatch
from game.rules.registry import title_info
from titles import every_title

from .wire import Wire, create, play_to_end, seat_wires


async def _whole_game(url, title, players, seed):
    host = await Wire.open(url)
    created = await create(host, title, players, seed=seed)
    wires = await seat_wires(url, created)
    spectator = await Wire.open(url)
    await spectator.rpc({"type": "attach", "token": created["spectator"]}, "state")
    last = await play_to_end(wires, random.Random(seed))
    assert last["over"] and len(last["scores"]) == players
    await asyncio.sleep(0.2)
    for wire in wires + [spectator]:
        assert wire.state["seq"] == last["seq"] and wire.state["over"]
        assert wire.state["scores"] == last["scores"] and wire.state["winners"] == last["winners"]
        # the log each one rebuilt from the increments is the game's log
        assert wire.lines == wires[0].lines
        wire.game_state()
    # the chart of the finished game: the true game's history, the same for every seat and the
    # spectator (each window's own samples were of its re-dealt position: a play-test saw two
    # windows chart different, made-up curves)
    histories = [wire.state.get("history") for wire in wires + [spectator]]
    assert histories[0] is not None and all(h == histories[0] for h in histories)
    rounds, totals = histories[0]["rounds"], histories[0]["totals"]
    assert rounds == sorted(set(rounds)) and len(totals) == len(rounds) >= 2
    assert totals[-1] == last["scores"]
    for wire in wires + [spectator]:   # and none while the game went on (it tells of hidden cards)
        states = [json.loads(text) for text in wire.texts if '"type":"state"' in text.replace(" ", "")]
        assert states and all(("history" in state) == state["over"] for state in states)
    remote = RemoteMatch(wires[-1].state, lambda *args: None)
    assert remote.history().totals == tuple(map(tuple, totals)) and remote.history().rounds == tuple(rounds)
    for wire in wires + [spectator, host]:
        await wire.close()
    return last


@every_title
def test_a_whole_game_through_the_server(server, title):
    info = title_info(title)
    players = max(2, info.min_players)
    asyncio.run(_whole_game(server.url, title, players, seed=11))


@pytest.mark.parametrize("title", ["pondscape", "ladybird"])
def test_a_solo_game_with_its_automa(server, title):
    asyncio.run(_whole_game(server.url, title, 1, seed=5))


def test_a_japanese_and_an_english_seat_play_one_game(server):
    """Each connection's texts in its own language: the table keeps a match per language."""
    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "ladybird", 2, seed=4)
        wires = []
        for seat, lang in zip(created["seats"], ("ja", "en")):
            wire = await Wire.open(server.url, lang=lang)
            await wire.rpc({"type": "attach", "token": seat["token"]}, "state")
            wires.append(wire)
        last = await play_to_end(wires, random.Random(6))
        await asyncio.sleep(0.2)
        ja, en = wires
        assert ja.state["scores"] == en.state["scores"] == last["scores"]
        assert len(ja.lines) == len(en.lines) and ja.lines != en.lines
        assert any(ord(ch) > 0x3000 for line in ja.lines for ch in line)
        assert not any(ord(ch) > 0x3000 for line in en.lines for ch in line)
        for wire in (host, *wires):
            await wire.close()

    asyncio.run(run())


def test_every_seat_receives_the_true_final_position(server, tmp_path):
    """Once the game is over nothing is hidden: each seat and the spectator get the server's
    true final position (the export's), and its score sheet is the state's scores and winners."""
    import json

    from game.saves import load_match

    from .test_restart import _cli

    async def run():
        host = await Wire.open(server.url)
        created = await create(host, "koinobori", 2, seed=19)
        wires = await seat_wires(server.url, created)
        spectator = await Wire.open(server.url)
        await spectator.rpc({"type": "attach", "token": created["spectator"]}, "state")
        last = await play_to_end(wires, random.Random(19))
        await asyncio.sleep(0.2)
        for wire in (host, *wires, spectator):
            await wire.close()
        return created, wires + [spectator], last

    created, watchers, last = asyncio.run(run())
    out = tmp_path / "final.json"
    done = _cli("online", "export", created["table"], "--data", str(server.data_dir), str(out))
    assert done.returncode == 0, done.stderr
    true = load_match(out).state
    assert true.is_over()
    expected = true.to_position()
    sheet = true.score_sheet()
    assert sheet.totals() == last["scores"] and [w + 1 for w in sheet.winners] == last["winners"]
    for wire in watchers:
        assert wire.state["over"]
        received = dict(wire.state["position"])
        received["log"] = list(wire.lines)
        assert json.dumps(received, sort_keys=True) == json.dumps(expected, sort_keys=True)
        seen = wire.game_state().score_sheet()
        assert seen.totals() == wire.state["scores"] == last["scores"]
        assert [w + 1 for w in seen.winners] == wire.state["winners"] == last["winners"]
