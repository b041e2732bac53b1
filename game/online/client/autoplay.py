"""A seat played to the end by a computer player over the network (`online play`, `online load`).

The player decides from the state the server sent this seat (an InfoState of the position, in
which everything hidden from the seat was already re-dealt), exactly as at one screen; a search
runs in a thread so the connection keeps answering pings.  The server holds a person seat's
turn end until End turn (docs/online.md): a state with `to_act` this seat and `held` asks for
End turn, which the seat presses itself.
"""
from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field

from ...i18n import _
from .connection import OnlineClient, OnlineError, Refused

WAIT_S = 30.0   # a quiet table: look again (and retry a held End turn) after this long
SOFT_REFUSALS = ("stale", "not_your_turn")  # a race with another seat's move: choose again


@dataclass
class SeatResult:
    table: str
    seat: int
    over: bool
    scores: list = field(default_factory=list)
    winners: list = field(default_factory=list)
    reconnects: int = 0
    moves: int = 0        # moves (act) acknowledged
    refusals: int = 0     # requests the server refused (each a soft race or a fault)

    def to_json(self) -> dict:
        return {"table": self.table, "seat": self.seat, "over": self.over, "scores": self.scores,
                "winners": self.winners, "reconnects": self.reconnects}


async def _until_seq(client: OnlineClient, seq: int) -> None:
    """Wait until the state the ack announced (or a later one) has arrived."""
    while client.seq is not None and client.seq < seq:
        if await client.wait_state(client.state_count, WAIT_S) is None:
            return


async def play_seat(client: OnlineClient, token: str, level: str = "random", seed: int = 0,
                    think_in_thread: bool | None = None, pause_s: float = 0.0) -> SeatResult:
    """Attach `client` to the seat `token` names and play it with `level` until the game is
    over; the final result.  `think_in_thread` (default: for every level but random) runs the
    computer's choice in a thread, off the event loop.  `pause_s`: wait about this long
    (between half and one and a half times) before each move and End turn, as a person would."""
    from ...ai import InfoState, make_player

    player = make_player(level)
    if think_in_thread is None:
        think_in_thread = level != "random"
    first = await client.attach(token)
    seat = first.get("seat")
    if not isinstance(seat, int):
        raise OnlineError(_("a spectator's token cannot play a seat"))
    result = SeatResult(first.get("table", ""), seat, False)
    pacing = random.Random(seed)
    while True:
        state, count = client.state, client.state_count
        if state.get("over"):
            break
        if client.ended:
            raise OnlineError(client.ended)
        seq = state["seq"]
        if state.get("to_act") != seat or not _plays_itself(state, seat):
            await client.wait_state(count, WAIT_S)   # another seat's decision, or the host
            continue                                 # handed this seat to a computer for now
        if pause_s > 0:
            await asyncio.sleep(pause_s * pacing.uniform(0.5, 1.5))
            if client.state_count != count:
                continue                  # the table changed meanwhile: look again
        if state.get("held"):             # this seat's move ended its turn: press End turn
            ack = await _request(client.end_turn(seq), result)
        else:
            game = client.game_state()
            info = InfoState(game, seat - 1)
            if think_in_thread:
                action = await asyncio.to_thread(player.choose, info, None, seed + seq)
            else:
                action = player.choose(info, None, seed + seq)
            ack = await _request(client.act(action, seq), result)
            result.moves += ack is not None
        if ack is not None:
            await _until_seq(client, ack["seq"])
        elif client.state_count == count:
            await client.wait_state(count, WAIT_S)   # the fresh state a refusal brings
    final = client.state
    result.over = True
    result.scores = list(final.get("scores") or [])
    result.winners = list(final.get("winners") or [])
    result.table = final.get("table", result.table)
    result.reconnects = client.reconnects
    return result


def _plays_itself(state: dict, seat: int) -> bool:
    """False while the host has handed `seat` to the server's computer."""
    for player in state.get("players") or ():
        if isinstance(player, dict) and player.get("seat") == seat:
            return player.get("kind", "human") == "human"
    return True


async def _request(call, result: SeatResult):
    """The ack of `call`, or None after a refusal that a fresh state settles (a race)."""
    try:
        return await call
    except Refused as refusal:
        result.refusals += 1
        if refusal.code in SOFT_REFUSALS:
            return None
        raise
