"""Command line: open the window, or run the headless tools (smoke, simulate, score, replay,
hint, arena)."""
from __future__ import annotations

import argparse
import json
import sys


def _window(args) -> int:
    from .app import App
    from .scenes.menu import MenuScene

    size = tuple(int(v) for v in args.size.lower().split("x")) if args.size else (1280, 720)
    app = App(size=size)
    app.push(MenuScene(app))
    if args.first_frame:  # for bench/startup.py: show the menu once, then exit
        app.render()
        return 0
    app.run()
    return 0


def _simulate(args) -> int:
    from .simulate import simulate

    simulate(args.title, args.players, args.games, args.seed)
    return 0


def _score(args) -> int:
    from .positions import load_position
    from .rules.base import PositionError

    try:
        state = load_position(args.position)
    except PositionError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(json.dumps({"title": state.TITLE, "over": state.is_over(),
                      "score": state.score_sheet().to_json(),
                      "phases": [{"label": label, "score": sheet.to_json()}
                                 for label, sheet in state.phase_scores()]}, indent=1))
    return 0


def _replay(args) -> int:
    from .saves import SaveError, load_match

    try:
        match = load_match(args.save)
    except SaveError as error:
        print(f"refused: {error}", file=sys.stderr)
        return 2
    state = match.state
    print(f"valid save: {match.setup.title}, {len(match.actions)} actions, "
          f"{'finished' if state.is_over() else 'in progress'}")
    print(json.dumps(state.score_sheet().to_json(), indent=1))
    return 0


def _load_game(path: str):
    """A save or a position file, told apart by its format; the state to move from."""
    from .positions import state_from_json
    from .rules.base import PositionError
    from .saves import SaveError, match_from_json, read_json_file

    try:
        data = read_json_file(path, "file")
        if isinstance(data, dict) and data.get("format") == "tabletop-position":
            return state_from_json(data)
        return match_from_json(data, path).state
    except (SaveError, PositionError) as error:
        raise ValueError(str(error)) from None


def _hint(args) -> int:
    from .ai import Budget, InfoState, make_player
    from .ai.players import HINT_ITERATIONS
    from .rules.base import AUTOMA

    state = _load_game(args.file)
    seat = state.current_player()
    if seat is None:
        raise ValueError("the game is over: there is no move to suggest")
    if seat == AUTOMA:
        raise ValueError("the automa acts next; its move is not a choice")
    iterations = args.iterations or HINT_ITERATIONS.get(args.level)
    budget = Budget(iterations=iterations) if iterations else None
    info = InfoState(state, seat)
    if args.in_worker:
        from .ai.worker import Worker

        with Worker() as worker:
            worker.request(info, args.level, budget, args.seed)
            result = worker.wait()
        if result is None or result.action is None:
            raise ValueError(f"the worker process failed: {result.error if result else 'no answer'}")
        action = result.action
    else:
        action = make_player(args.level).choose(info, budget, args.seed)
    describe = state.describe_action(action) if hasattr(state, "describe_action") else action.describe()
    if args.json:
        print(json.dumps({"seat": seat, "level": args.level, "action": action.to_json(), "describe": describe}))
    else:
        name = state.score_sheet().players[seat]
        print(f"{name} (seat {seat + 1}), {args.level}: {describe}")
    return 0


def _arena(args) -> int:
    from .ai.arena import format_report, parse_kinds, run_arena

    kinds = parse_kinds(args.seats)

    def progress(done, total, totals, winners):
        if args.quiet:
            return
        if args.solo:
            print(f"game {done}/{total}: score {totals[0]}", file=sys.stderr)
        else:
            print(f"game {done}/{total}: scores {totals} (in --seats order), "
                  f"won by {', '.join(kinds[w] + ' #' + str(w + 1) for w in winners)}", file=sys.stderr)

    result = run_arena(args.title, kinds, args.games, args.seed, budget_ms=args.budget_ms,
                       iterations=args.iterations, solo=args.solo, progress=progress)
    print(json.dumps(result) if args.json else format_report(result, args.solo))
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tabletop", description="Play Paddy, Koinobori, Pondscape and Ladybird.")
    p.add_argument("--smoke", action="store_true", help="render every scene headless and exit (0 = all fine)")
    p.add_argument("--size", help="window size, e.g. 1600x900")
    p.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    sub = p.add_subparsers(dest="command")
    s = sub.add_parser("simulate", help="play random games through the rules and print throughput")
    s.add_argument("title")
    s.add_argument("--players", type=int, default=2)
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=1)
    s.set_defaults(run=_simulate)
    s = sub.add_parser("score", help="print the score breakdown of a position file as JSON")
    s.add_argument("position")
    s.set_defaults(run=_score)
    s = sub.add_parser("replay", help="validate a save by replaying it")
    s.add_argument("save")
    s.set_defaults(run=_replay)
    s = sub.add_parser("hint", help="print the computer's move for the seat to act in a save or position")
    s.add_argument("file")
    s.add_argument("--level", choices=("random", "easy", "normal", "hard"), default="hard")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--iterations", type=_positive, help="search iterations (default: a fixed number per level)")
    s.add_argument("--json", action="store_true", help="print {seat, level, action, describe} as JSON")
    s.add_argument("--in-worker", action="store_true",
                   help="search in the worker process the window uses (a check of a packaged build)")
    s.set_defaults(run=_hint)
    s = sub.add_parser("arena", help="play computer-only games and print each seat's results")
    s.add_argument("title")
    s.add_argument("--seats", required=True, help="one level per seat, e.g. hard,random")
    s.add_argument("--games", type=_positive, default=10)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--budget-ms", type=_positive_float, help="time per Normal/Hard decision (default: the level's)")
    s.add_argument("--iterations", type=_positive, help="iterations per Normal/Hard decision (repeatable runs)")
    s.add_argument("--solo", action="store_true", help="the title's solo mode, with one computer seat")
    s.add_argument("--json", action="store_true")
    s.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    s.set_defaults(run=_arena)
    return p


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0:
        raise argparse.ArgumentTypeError("must be positive")
    return value


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.smoke:
        from .smoke import run

        return run()
    if args.command:
        try:
            return args.run(args)
        except ValueError as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
    return _window(args)


if __name__ == "__main__":
    sys.exit(main())
