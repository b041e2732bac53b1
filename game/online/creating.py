"""A `create` request made into a table's record: the game it asks for checked like a
set-up or a position file (a refusal in one sentence of the asker's language), the seed drawn
when none is given, and the secrets handed out (seat, spectator and host tokens), of which the
record keeps only the hashes."""
from __future__ import annotations

import secrets
import time

from ..files import FileRefused
from ..i18n import _
from ..positions import state_from_json
from ..rules.base import Setup
from ..rules.match import Match
from ..rules.registry import is_available, title_info
from . import codes, protocol
from .store import SeatRow, TableRecord
from .tables import HUMAN, Refusal, speaking


def table_record(msg: dict, lang: str) -> tuple[TableRecord, list[tuple[int, str]], str, str]:
    """The record of a table `create` asks for, with the tokens to hand out; Refusal if
    the request cannot be a game (in the language `lang`).  With the request's `secret` the
    tokens are derived from it (codes.derived_token), so the same request sent again names the
    same table; without one they are drawn at random."""
    secret = msg.get("secret")

    def new_token(label: str) -> str:
        return codes.new_token() if secret is None else codes.derived_token(secret, label)

    with speaking(lang):
        title, names, kinds = msg["title"], list(msg["players"]), list(msg["seats"])
        info = title_info(title)
        if not is_available(title):
            raise Refusal("schema", _("This server does not have the rules of {name}.").format(name=info.name))
        if len(kinds) != len(names):
            raise Refusal("schema", _("Give one seat kind per player."))
        if not info.min_players <= len(names) <= info.max_players:
            raise Refusal("schema", _("{name} is for {min_players} to {max_players} players.").format(
                name=info.name, min_players=info.min_players, max_players=info.max_players))
        first = msg.get("first_player")
        if first is not None and first > len(names):
            raise Refusal("schema", _("The first player must be one of the seats."))
        start = None
        if msg.get("position") is not None:
            try:
                state = state_from_json(msg["position"], "position")
            except FileRefused as refusal:
                raise Refusal("position", _("The position {problem}.").format(problem=refusal.problem)) from None
            if state.TITLE != title:
                raise Refusal("position", _("The position is for another game."))
            if state.num_players != len(names):
                raise Refusal("position", _("The position is for {n} players, not {m}.").format(
                    n=state.num_players, m=len(names)))
            start = state.to_position()
            names = list(state.player_names())
        seats_for_setup = tuple("human" if k == "invite" else k for k in kinds)
        try:
            setup = Setup.from_json({"title": title, "players": names,
                                     "first_player": None if first is None else first - 1,
                                     "options": msg.get("options", {}), "seats": list(seats_for_setup)})
            seed = msg.get("seed")
            if seed is None:
                seed = secrets.randbelow(protocol.MAX_SEED)
            Match(setup, seed, start)
        except Exception as error:
            raise Refusal("schema", _("These settings cannot start a game of {name} ({kind}).").format(
                name=info.name, kind=type(error).__name__)) from None
    tokens, seats = [], []
    for i, kind in enumerate(kinds):
        token = new_token(f"seat:{i}") if kind == HUMAN else None
        if token:
            tokens.append((i, token))
        seats.append(SeatRow(i, HUMAN if kind == "invite" else kind, names[i], kind == HUMAN,
                             None if token is None else codes.token_hash(token)))
    spectator, host = new_token("spectator"), new_token("host")
    record = TableRecord(codes.new_code(), title, setup.to_json(), seed, start, seats,
                         codes.token_hash(spectator), codes.token_hash(host), time.time())
    return record, tokens, spectator, host
