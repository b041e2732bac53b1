"""`python -m game online create | play | state | load` (docs/online.md, "Commands").

Each command is a thin shell over game/online/client/connection.py: it reads its arguments, runs one
asyncio program and prints the answer (as JSON with --json).  A server's refusal ends the
command with its sentence on stderr and exit 2, like any refused input (arguments that parse
but make no sense: a ValueError, one line and exit 2 by cli.run_command); no server answering
(or a connection lost before an answer that cannot be asked again) ends it with exit 3.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys

from ...i18n import _, ngettext

LEVELS = ("random", "easy", "normal", "hard")
MAX_SEED = 2**63 - 1
CONNECT_TIMEOUT_S = 10.0   # a one-shot command waits this long for a server to answer
PLAY_GIVE_UP_S = 120.0     # `online play` keeps reconnecting for this long without a server
EXIT_REFUSED, EXIT_UNREACHABLE = 2, 3


def register(online, parents) -> None:
    """Add the client commands to the `online` subparsers group."""
    from ...rules.registry import TITLES

    game_help = _("which game: {titles}").format(titles=", ".join(TITLES))
    server_help = _("the table server's address, e.g. ws://127.0.0.1:8765 (several, separated by "
                    "commas: the next is tried when one fails)")
    s = online.add_parser("create", parents=parents, help=_("create a table on a server and print its code and seat tokens"))
    s.add_argument("title", choices=list(TITLES), metavar=_("GAME"), help=game_help)
    s.add_argument("--players", type=whole_number(1, 5), metavar=_("N"),
                   help=_("how many players (default: the position's, else 2)"))
    s.add_argument("--server", required=True, type=_servers, metavar=_("URL"), help=server_help)
    s.add_argument("--seed", type=whole_number(0, MAX_SEED), metavar=_("SEED"),
                   help=_("the table's seed (default: a random one)"))
    s.add_argument("--position", metavar=_("FILE"), help=_("start from this position file"))
    s.add_argument("--computer", nargs="+", action="extend", default=[], type=_computer_seat,
                   metavar=_("SEAT:LEVEL"), help=_("a seat the server's computer plays, e.g. 2:hard"))
    s.add_argument("--names", nargs="+", type=_player_name, metavar=_("NAME"),
                   help=_("the players' names, in seat order"))
    s.add_argument("--json", action="store_true", help=_("print {table, seats, spectator, host} as JSON"))
    s.set_defaults(run=_create)
    s = online.add_parser("play", parents=parents, help=_("play a seat to the end with a computer player"))
    s.add_argument("--server", required=True, type=_servers, metavar=_("URL"),
                   help=server_help + " " + _("An invite link tabletop://HOST:PORT/CODE joins the table's "
                                              "first free seat and plays it (then --token is not needed)."))
    s.add_argument("--token", type=_token_text, metavar=_("TOKEN"), help=_("the seat's token (as --token=T when it begins with -)"))
    s.add_argument("--name", type=_player_name, metavar=_("NAME"),
                   help=_("the name to join with, when --server is an invite link (default: Computer)"))
    s.add_argument("--level", choices=LEVELS, default="random", help=_("the computer's level (default: random)"))
    s.add_argument("--seed", type=whole_number(0, MAX_SEED), default=0, metavar=_("SEED"),
                   help=_("the computer's random seed (default 0)"))
    s.add_argument("--trace", metavar=_("FILE"), help=_("write every message received to FILE, one JSON object a line"))
    s.add_argument("--json", action="store_true", help=_("print {table, seat, over, scores, winners, reconnects} as JSON"))
    s.set_defaults(run=_play)
    s = online.add_parser("state", parents=parents, help=_("print what a seat sees of its table now"))
    s.add_argument("--server", required=True, type=_servers, metavar=_("URL"),
                   help=server_help + " " + _("A watch link tabletop://HOST:PORT/watch/TOKEN carries the "
                                              "spectator's token (then --token is not needed)."))
    s.add_argument("--token", type=_token_text, metavar=_("TOKEN"), help=_("a seat's or the spectator's token (as --token=T when it begins with -)"))
    s.add_argument("--json", action="store_true", help=_("print the whole state message as JSON"))
    s.set_defaults(run=_state)
    s = online.add_parser("load", parents=parents, help=_("play many computer-only tables at once and print the server's figures"))
    s.add_argument("--server", required=True, type=_servers, metavar=_("URL"), help=server_help)
    s.add_argument("--tables", type=whole_number(1, 10_000), required=True, metavar=_("N"),
                   help=_("how many tables at once"))
    s.add_argument("--title", choices=list(TITLES), default="koinobori", metavar=_("GAME"),
                   help=_("which game (default: koinobori)"))
    s.add_argument("--players", type=whole_number(2, 5), default=2, metavar=_("N"),
                   help=_("players at each table (default 2)"))
    s.add_argument("--level", choices=LEVELS, default="random", help=_("the computers' level (default: random)"))
    s.add_argument("--seed", type=whole_number(0, MAX_SEED), default=1, metavar=_("SEED"),
                   help=_("the first table's seed (default 1)"))
    s.add_argument("--pause-ms", type=whole_number(0, 60_000), default=0, metavar=_("MS"),
                   help=_("each seat waits about this long before each move, as a person would "
                          "(default 0: as fast as the server answers)"))
    s.add_argument("--spread", choices=("tables", "seats"), default="tables",
                   help=_("with several addresses: each table's seats meet on the table's node "
                          "(tables, what every client does) or sit on different nodes (seats, the worst case)"))
    s.add_argument("--json", action="store_true", help=_("print the figures as JSON"))
    s.set_defaults(run=_load)


# --- argument types ------------------------------------------------------------------------
def _player_name(text: str) -> str:
    """An argparse type: a new player's name, refused in the rule's own sentence ("A name needs
    a visible letter, digit or symbol."), not the server's catch-all about "the message"."""
    from ...files import name_problem

    problem = name_problem(text)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return text


def whole_number(lo: int, hi: int):
    """An argparse type: a whole number from lo to hi, in cli.whole_number's words (that module
    imports this one, so it is not imported back)."""
    def parse(text: str) -> int:
        digits = text.strip().lstrip("+-")
        value = int(text) if digits.isdigit() and len(digits) <= 20 else None
        if value is None or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(_("expected a whole number from {lo} to {hi}, not {value}").format(
                lo=lo, hi=hi, value=repr(text[:40]) if value is None else value))
        return value
    parse.__name__ = "whole number"
    return parse


def _token_text(text: str) -> str:
    """An argparse type: a seat's or the spectator's token in the form the protocol gives them
    (16 to 64 letters, digits, - or _), refused in a sentence about the token, not sent to draw
    the server's sentence about a damaged message.  The token is not echoed (it may be a
    secret with a typo)."""
    from .links import TOKEN_FORM

    if TOKEN_FORM.match(text):
        return text
    wrong = next((ch for ch in text if not (ch.isascii() and (ch.isalnum() or ch in "-_"))), None)
    if wrong is not None:
        raise argparse.ArgumentTypeError(_("a token is 16 to 64 letters, digits, - or _; this one holds {char}")
                                         .format(char=repr(wrong)))
    raise argparse.ArgumentTypeError(ngettext("a token is 16 to 64 letters, digits, - or _; this one has {n} character",
                                              "a token is 16 to 64 letters, digits, - or _; this one has {n} characters",
                                              len(text)).format(n=len(text)))


_token_text.__name__ = "token"


class Servers(list):
    """The WebSocket URLs of `--server`, and the invite code or spectator token its link(s) carry
    (None when no address is such a link)."""
    code: str | None = None
    watch: str | None = None


def _servers(text: str) -> Servers:
    from .links import parse_link, parse_servers

    try:
        servers = Servers(parse_servers(text))
        links = [parse_link(item) for item in str(text).split(",") if item.strip()]
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    codes = {link.code for link in links if link.code}
    watches = {link.watch for link in links if link.watch}
    if len(codes) + len(watches) > 1:
        raise argparse.ArgumentTypeError(_("the addresses name different tables: give one invite code or "
                                           "watch token, the same in every link"))
    servers.code = next(iter(codes), None)
    servers.watch = next(iter(watches), None)
    return servers


_servers.__name__ = "server address"


def _computer_seat(text: str) -> tuple[int, str]:
    seat, _colon, level = text.partition(":")
    if not seat.strip().isdigit() or len(seat.strip()) > 2 or level.strip() not in LEVELS:
        raise argparse.ArgumentTypeError(_("expected SEAT:LEVEL such as 2:hard (levels: {levels}), not {value}")
                                         .format(levels=", ".join(LEVELS), value=repr(text[:40])))
    return int(seat), level.strip()


_computer_seat.__name__ = "seat and level"


# --- running ---------------------------------------------------------------------------------
def _run(program, args) -> int:
    """Run one asyncio program; a refusal or an unreachable server: one line and an exit code."""
    from .connection import ConnectionLost, OnlineError, Unreachable

    try:
        return asyncio.run(program)
    except (Unreachable, ConnectionLost) as error:
        print(_("error: {problem}").format(problem=error), file=sys.stderr)
        return EXIT_UNREACHABLE
    except OnlineError as error:
        print(_("error: {problem}").format(problem=error), file=sys.stderr)
        return EXIT_REFUSED


def _client(args, **options):
    from .connection import OnlineClient

    return OnlineClient(args.server, _language(), client="tabletop-cli", **options)


def _language() -> str:
    """The language of this run (--lang, the settings, TABLETOP_LANG, the system's), which the
    server's texts are asked in."""
    from ... import i18n

    return i18n.language()


def _print(args, data: dict, lines: list[str]) -> None:
    if args.json:
        print(json.dumps(data))
    else:
        print("\n".join(lines))


def _create(args) -> int:
    from ...rules.registry import title_info

    info = title_info(args.title)
    position = None
    names = list(args.names or [])
    count = args.players
    if args.position:
        from ...files import read_json
        from ...positions import load_position

        state = load_position(args.position)          # refused here, in the loader's words
        if state.TITLE != args.title:
            raise ValueError(_("the position is of {found}, not {title}").format(found=state.TITLE, title=args.title))
        if count is not None and count != state.num_players:
            raise ValueError(_("the position is for {found} players, not {count}").format(
                found=state.num_players, count=count))
        if names:
            raise ValueError(_("a position names its players: leave out --names"))
        count = state.num_players
        names = list(state.player_names())
        position = read_json(args.position, "position")
    count = count or (len(names) if names else 2)
    if not info.min_players <= count <= info.max_players:
        raise ValueError(_("{title} is for {low} to {high} players, not {count}").format(
            title=info.name, low=info.min_players, high=info.max_players, count=count))
    if names and len(names) != count:
        raise ValueError(_("give one name per player: {count} names, not {given}").format(count=count, given=len(names)))
    if not position:
        _check_names(names)
    names = names or [_("Player {n}").format(n=n + 1) for n in range(count)]
    seats = ["human"] * count
    given: dict[int, str] = {}
    for seat, level in args.computer:
        if not 1 <= seat <= count:
            raise ValueError(_("there is no seat {seat} at a table of {count}").format(seat=seat, count=count))
        if seat in given:
            raise ValueError(_("--computer gives seat {seat} twice ({first} and {second}): give each seat once")
                             .format(seat=seat, first=f"{seat}:{given[seat]}", second=f"{seat}:{level}"))
        given[seat] = seats[seat - 1] = level

    async def program() -> int:
        client = _client(args)
        try:
            await client.connect(timeout=CONNECT_TIMEOUT_S)
            created = await client.create(args.title, names, seats, seed=args.seed, position=position)
        finally:
            await client.close()
        from .links import make_link, show_code

        lines = [_("table {code}").format(code=show_code(created["table"])),
                 _("link: {link}").format(link=make_link(client.urls[0], created["table"]))]
        lines += [_("seat {seat}: {token}").format(seat=entry["seat"], token=entry["token"])
                  for entry in created.get("seats", [])]
        lines.append(_("spectator: {token}").format(token=created.get("spectator")))
        if created.get("host"):
            lines.append(_("host: {token}").format(token=created["host"]))
        out = {key: created[key] for key in ("table", "seats", "spectator", "host", "seq") if key in created}
        _print(args, out, lines)
        return 0

    return _run(program(), args)


def _check_names(names: list[str]) -> None:
    """Two names of --names that the table could not tell apart (files.name_key: as the
    hot-seat setup and the server compare them) are refused here, before connecting."""
    from ...files import name_key

    seen: dict[str, str] = {}
    for name in names:
        key = name_key(name)
        if key not in seen:
            seen[key] = name
            continue
        first = seen[key]
        if first == name:
            raise ValueError(_("each player needs a different name: --names gives “{name}” twice").format(name=name))
        raise ValueError(_("each player needs a different name: “{first}” and “{second}” count as the same "
                           "name").format(first=first, second=name))


def _token(args, joining: bool = False) -> str | None:
    """The token `--token` gives or the `--server` link carries (a watch link's spectator token);
    None when the link is an invite link and `joining` (the command joins by its code instead).
    A link and a different --token, or neither, are refused in one sentence."""
    servers = args.server
    if args.token is not None and servers.watch is not None and args.token != servers.watch:
        raise ValueError(_("the watch link carries a different token from --token: give one of them"))
    token = args.token if args.token is not None else servers.watch
    if token is None and not (joining and servers.code):
        raise ValueError(_("give --token, or a link in --server that carries one (a watch link "
                           "tabletop://HOST:PORT/watch/TOKEN)") if not joining else
                         _("give --token, or an invite link tabletop://HOST:PORT/CODE in --server to join its table"))
    return token


def _check_table(args, state: dict) -> None:
    """A seat's token given with an invite link must be a seat of the link's table.  (A
    spectator's states name the table by its watch id, not its code: nothing to compare.)"""
    from .links import normalize_code, show_code

    code, table = args.server.code, state.get("table")
    if state.get("seat") is None:
        return
    try:
        same = normalize_code(table) == code
    except ValueError:
        same = False
    if code is not None and table and not same:
        raise ValueError(_("the token is a seat of table {table}, not of the link's table {code}").format(
            table=show_code(table), code=show_code(code)))


def _play(args) -> int:
    token = _token(args, joining=True)
    if args.name is not None and token is not None:
        raise ValueError(_("--name is for joining by an invite link, without --token"))
    trace = open(args.trace, "w", encoding="utf-8") if args.trace else None

    def listener(event) -> None:
        if event.kind == "message" and trace is not None:
            trace.write(json.dumps(event.data, ensure_ascii=False) + "\n")
            trace.flush()

    async def program() -> int:
        from .autoplay import play_seat

        client = _client(args, listener=listener, give_up_after=PLAY_GIVE_UP_S)
        try:
            await client.connect(timeout=CONNECT_TIMEOUT_S)
            seat_token = token
            if seat_token is None:   # an invite link: take its table's first free seat
                joined = await client.join(args.server.code, args.name or _("Computer"))
                seat_token = joined["token"]
            elif args.server.code is not None:
                _check_table(args, await client.attach(seat_token))
            result = await play_seat(client, seat_token, args.level, args.seed)
        finally:
            await client.close()
        lines = [_("table {code}, seat {seat}: the game is over").format(code=result.table, seat=result.seat),
                 _("scores: {scores}; won by seat {winners}").format(
                     scores=", ".join(map(str, result.scores)), winners=", ".join(map(str, result.winners))),
                 _("reconnections: {count}").format(count=result.reconnects)]
        _print(args, result.to_json(), lines)
        return 0

    try:
        return _run(program(), args)
    finally:
        if trace is not None:
            trace.close()


def _state(args) -> int:
    token = _token(args)

    async def program() -> int:
        client = _client(args)
        try:
            await client.connect(timeout=CONNECT_TIMEOUT_S)
            state = await client.attach(token)
            _check_table(args, state)
            log = {"from": 0, "lines": list(client.log_lines), "marks": list(client.log_marks)}
            if client.log_stand_in:
                log["stand_in"] = list(client.log_stand_in)
            state = dict(state, log=log)
        finally:
            await client.close()
        seat = state.get("seat")
        lines = [_("table {code}, {title}, seq {seq}").format(code=state.get("table"), title=state.get("title"),
                                                                seq=state.get("seq")),
                 _("seat {seat}").format(seat=seat) if seat is not None else _("spectator")]
        if state.get("over"):
            lines.append(_("the game is over: scores {scores}; won by seat {winners}").format(
                scores=", ".join(map(str, state.get("scores") or [])),
                winners=", ".join(map(str, state.get("winners") or []))))
        _print(args, state, lines)
        return 0

    return _run(program(), args)


def _load(args) -> int:
    from ...rules.registry import title_info

    info = title_info(args.title)
    if not info.min_players <= args.players <= info.max_players:
    
        raise ValueError(_("{title} is for {low} to {high} players, not {count}").format(
            title=info.name, low=info.min_players, high=info.max_players, count=args.players))

    async def program() -> int:
        from .load import run_load

        figures = await run_load(args.server, args.tables, args.title, args.level, args.players,
                                 _language(), args.seed, args.pause_ms, spread=args.spread)
        lines = [_("{finished} of {tables} tables finished, {errors} errors").format(**figures),
                 _("{moves} moves, {moves_per_s} moves/s; round trip p50 {p50_ms} ms, p99 {p99_ms} ms").format(**figures)]
        _print(args, figures, lines)
        return 0 if figures["errors"] == 0 and figures["finished"] == figures["tables"] else 1

    return _run(program(), args)
