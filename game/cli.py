"""Command line: open the window, or run the headless tools (smoke, simulate, score, replay)."""
from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep the tools' output clean


def _window(args) -> int:
    from .launch import make_app, open_menu

    size = tuple(int(v) for v in args.size.lower().split("x")) if args.size else (1280, 720)
    app = open_menu(make_app(size=size))
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


def _screenshot(args) -> int:
    from .screenshot import ScreenshotError, parse_size, take

    try:
        size = parse_size(args.size) if args.size else (1280, 720)
        out = take(args.file, args.out, args.seat, size)
    except ScreenshotError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"error: cannot write {args.out}: {error.strerror or error}", file=sys.stderr)
        return 2
    print(f"wrote {out} ({size[0]}x{size[1]})")
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
    s = sub.add_parser("screenshot", help="draw the table of a save or position file to a PNG, headless")
    s.add_argument("file", help="a save or a position file")
    s.add_argument("out", help="the PNG to write")
    s.add_argument("--seat", type=int, help="whose view, counted from 1 (default: the seat to act)")
    s.add_argument("--size", help="picture size WxH (default 1280x720)")
    s.set_defaults(run=_screenshot)
    return p


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
