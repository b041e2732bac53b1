"""A whole game of every title through a real server, played by raw clients that choose random
legal moves from nothing but the `state` messages they receive (the position re-dealt for
their seat, with the log they kept): what a client receives is enough to draw and to play."""
import asyncio
import random

import pytest

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
