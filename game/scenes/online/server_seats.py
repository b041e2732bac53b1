"""Who plays each seat of an online table, as the server says (`ServerSeats`)."""
from __future__ import annotations

from ...online.client.remote_match import RemoteMatch
from ...rules.base import AUTOMA
from ..common.computers import Computers


class ServerSeats(Computers):
    """Who plays each seat, as the server says.  Its computer seats are computers for the
    panels and the top bar ("Bot (computer, Normal) is thinking"), but none thinks in this
    window: the server plays them, and their moves arrive as states.  The only person here is
    the seat this window plays."""

    def __init__(self, match: RemoteMatch) -> None:
        self.match = match
        self.humans = [] if match.seat is None else [match.seat]
        self.seat = self.ticket = self.action = None
        self.wait_ms = 0
        self.error = None
        self.hint_seat = self.hint_ticket = None

    @property
    def kinds(self) -> list[str]:
        return [self.match.kind_of(s) for s in range(len(self.match.setup.players))]

    @property
    def watching(self) -> bool:
        return False

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and seat != AUTOMA and seat != self.match.seat and self.match.kind_of(seat) != "human"

    def begin(self, seat: int, pace_ms: int) -> None:
        self.seat = seat   # (the server is thinking: nothing to ask here)

    def update(self, dt_ms: int):
        return None

    def hurry(self) -> None:
        pass
