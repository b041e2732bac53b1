"""A `create` request made into a table's record: the game it asks for checked like a
set-up or a position file (a refusal in one sentence of the asker's language), the seed drawn
when none is given, and the secrets handed out (seat, spectator and host tokens), of which the
record keeps only the hashes."""
from __future__ import annotations

import secrets
import time

from ...files import FileRefused, name_key
from ...i18n import _
from ...positions import state_from_json
from ...rules.base import Setup
from ...rules.match import Match
from ...rules.registry import is_available, title_info
from .. import codes, protocol
from ..store import SeatRow, TableRecord
from .tables import HUMAN, Refusal, speaking


CHOSEN_DEAL_KEY = "chosen_deal"   # in a record's setup: the creator gave the seed or the start position


def for_others(kinds) -> bool:
    """True when seats of a table are for more than one person: an `invite` seat, or a
    `human` seat besides the creator's (the creator may hand its token to someone)."""
    return sum(1 for kind in kinds if kind in (HUMAN, "invite")) > 1


def table_record(msg: dict, lang: str, chosen_deals: bool = True) -> tuple[TableRecord, list[tuple[int, str]], str, str]:
    """The record of a table `create` asks for, with the tokens to hand out; Refusal if
    the request cannot be a game (in the language `lang`).  A `seed` or `position` the creator
    chose lets them replay the deal and know every hidden card: with `chosen_deals` False (the
    server's default) it is refused at a table with seats for other people; a table of one
    person against computers keeps it.  A record of a chosen deal says so in its setup
    (CHOSEN_DEAL_KEY), and the table's states tell every seat and spectator.  With the request's `secret` the
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
        if msg.get("position") is None and len({name_key(name) for name in names}) != len(names):
            # (as Host a table and the hot-seat setup refuse them; a position keeps its own names)
            raise Refusal("schema", _("Each player needs a different name."))
        chosen = msg.get("seed") is not None or msg.get("position") is not None
        if chosen and not chosen_deals and for_others(kinds):
            raise Refusal("schema", _("This server deals every table with other people itself: "
                                      "create it without a seed or a start position."))
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
    stored_setup = setup.to_json()
    if chosen:
        stored_setup[CHOSEN_DEAL_KEY] = True
    record = TableRecord(codes.new_code(), title, stored_setup, seed, start, seats,
                         codes.token_hash(spectator), codes.token_hash(host), time.time())
    return record, tokens, spectator, host
