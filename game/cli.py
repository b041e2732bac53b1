"""Command line: open the window, or run the headless tools (smoke, simulate, score, replay,
screenshot, hint, review, arena).

Every subcommand runs inside `run_command`, the one wrapper that turns bad input into a
one-line refusal instead of a traceback: a refused file (FileRefused) exits 2, a disk fault
(DiskError) 1, nonsense arguments print a usage line and exit 2 (argparse or UsageError), a
closed pipe (`simulate ... | head -1`) ends quietly, and an unexpected error prints one line
(TABLETOP_DEBUG=1 shows the traceback).  A new subcommand only adds its parser and its `run`
function in `parser()`; every number the tools echo back is bounded (files.bounded).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep the tools' output clean

from . import i18n  # noqa: E402  (plain Python, no pygame: cheap)
from .i18n import _  # noqa: E402

MAX_GAMES = 1_000_000
MAX_SEED = 10**12  # far beyond the setup screen's nine digits, short enough to echo


class UsageError(Exception):
    """Arguments that parse but make no sense (e.g. 9 players): usage line + message, exit 2."""


def _bounded(text) -> str:
    from .files import bounded

    return bounded(text, 200)


def whole_number(lo: int, hi: int):
    """An argparse type: a whole number from lo to hi (the refusal never echoes a huge value)."""
    def parse(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if not digits.isdigit() or len(digits) > 20:
            raise argparse.ArgumentTypeError(_("expected a whole number from {lo} to {hi}, not {value}").format(
                lo=lo, hi=hi, value=repr(_bounded(text))))
        value = int(text)
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(_("expected a whole number from {lo} to {hi}, not {value}").format(
                lo=lo, hi=hi, value=_bounded(value)))
        return value
    parse.__name__ = "whole number"
    return parse


def picture_size(text: str) -> tuple[int, int]:
    """An argparse type for a screenshot's size (160 to 7680 a side)."""
    from .screenshot import ScreenshotError, parse_size

    try:
        return parse_size(text)
    except ScreenshotError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def positive_number(hi: float):
    """An argparse type: a number above 0 and at most `hi` (e.g. a time budget in ms)."""
    def parse(text: str) -> float:
        try:
            value = float(text) if len(text) <= 20 else float("nan")
        except ValueError:
            value = float("nan")
        if not 0 < value <= hi:
            raise argparse.ArgumentTypeError(_("expected a number above 0 and at most {hi}, not {value}").format(
                hi=f"{hi:g}", value=repr(_bounded(text))))
        return value
    parse.__name__ = "number"
    return parse


def window_size(text: str) -> tuple[int, int]:
    parts = text.lower().split("x")
    try:
        w, h = (whole_number(320, 7680)(p) for p in parts) if len(parts) == 2 else (None, None)
    except argparse.ArgumentTypeError:
        w = h = None
    if w is None or h is None:
        raise argparse.ArgumentTypeError(_("expected WIDTHxHEIGHT such as 1600x900 (320 to 7680), not {value}")
                                         .format(value=repr(_bounded(text))))
    return w, h


class Parser(argparse.ArgumentParser):
    def __init__(self, *args, **kwargs):
        from .argparse_words import DisplayWidthFormatter

        kwargs.setdefault("formatter_class", DisplayWidthFormatter)   # columns by display width (幅x高さ)
        super().__init__(*args, **kwargs)

    def error(self, message: str):  # argparse's refusal, with any echoed value bounded
        self.print_usage(sys.stderr)
        self.exit(2, _("{prog}: error: {problem}").format(prog=self.prog, problem=_bounded(message)) + "\n")


def _window(args) -> int:
    from .launch import make_app, open_menu

    app = open_menu(make_app(size=args.size))
    if args.first_frame:  # for bench/startup.py: show the menu once, then exit
        app.render()
        return 0
    app.run()
    return 0


def _simulate(args) -> int:
    from .rules.registry import title_info
    from .simulate import simulate

    info = title_info(args.title)
    if not info.min_players <= args.players <= info.max_players:
        raise UsageError(_("{title} is for {low} to {high} players, not {count}").format(
            title=info.name, low=info.min_players, high=info.max_players, count=args.players))
    simulate(args.title, args.players, args.games, args.seed)
    return 0


def _score(args) -> int:
    from .positions import load_position

    state = load_position(args.position)
    print(json.dumps({"title": state.TITLE, "over": state.is_over(),
                      "score": state.score_sheet().to_json(),
                      "phases": [{"label": label, "score": sheet.to_json()}
                                 for label, sheet in state.phase_scores()]}, indent=1))
    return 0


def _replay(args) -> int:
    from .saves import load_match

    match = load_match(args.save)   # a refused file stops here, window or not
    if args.view:
        return _view_replay(match, args)
    state = match.state
    template = (i18n.ngettext("valid save: {title}, {n} action, finished",
                              "valid save: {title}, {n} actions, finished", len(match.actions))
                if state.is_over() else
                i18n.ngettext("valid save: {title}, {n} action, in progress",
                              "valid save: {title}, {n} actions, in progress", len(match.actions)))
    print(template.format(title=match.setup.title, n=len(match.actions)))
    print(json.dumps(state.score_sheet().to_json(), indent=1))
    return 0


def _view_replay(match, args) -> int:
    """`replay FILE --view`: the window opens on the replay viewer of the save (from its start);
    Close leads to the title menu."""
    from .launch import make_app, open_menu
    from .scenes.common.replay_review import open_reviewed_replay

    app = open_menu(make_app(size=getattr(args, "size", None)))
    open_reviewed_replay(app, match, 0, path=args.save)
    if getattr(args, "first_frame", False):   # for tests: draw the viewer once, then exit
        app.render()
        return 0
    app.run()
    return 0


def _screenshot(args) -> int:
    from .screenshot import take

    out = take(args.file, args.out, args.seat, args.size or (1280, 720), move=args.move)
    w, h = args.size or (1280, 720)
    print(_("wrote {file} ({width}x{height})").format(file=out, width=w, height=h))
    return 0


def _load_game(path: str):
    """A save or a position file, told apart by its format; the state to move from."""
    from .screenshot import load_match_or_position

    return load_match_or_position(path).state  # a bad file: FileRefused, refused by run_command


def _hint(args) -> int:
    from .ai import Budget, InfoState, make_player
    from .ai.players import HINT_ITERATIONS
    from .rules.base import AUTOMA

    state = _load_game(args.file)
    seat = state.current_player()
    if seat is None:
        raise ValueError(_("the game is over: there is no move to suggest"))
    if seat == AUTOMA:
        raise ValueError(_("the automa acts next; its move is not a choice"))
    iterations = args.iterations or HINT_ITERATIONS.get(args.level)
    budget = Budget(iterations=iterations) if iterations else None
    info = InfoState(state, seat)
    if args.in_worker:
        from .ai.worker import Worker

        with Worker() as worker:
            worker.request(info, args.level, budget, args.seed)
            result = worker.wait()
        if result is None or result.action is None:
            raise ValueError(_("the worker process failed: {error}").format(
                error=result.error if result else _("no answer")))
        action = result.action
    else:
        action = make_player(args.level).choose(info, budget, args.seed)
    describe = state.describe_action(action) if hasattr(state, "describe_action") else action.describe()
    if args.json:
        print(json.dumps({"seat": seat, "level": args.level, "action": action.to_json(), "describe": describe}))
    else:
        name = state.score_sheet().players[seat]
        print(_("{name} (seat {seat}), {level}: {move}").format(name=name, seat=seat + 1, level=args.level,
                                                                   move=describe))
    return 0


def _review(args) -> int:
    from .ai.review import REVIEW_ITERATIONS
    from .files import DiskError
    from .review_text import report
    from .reviews import Review

    review = Review.of_save(args.save, args.iterations or REVIEW_ITERATIONS, args.seed)
    tty = sys.stderr.isatty()

    def progress(done, total):
        if tty:
            print("\r" + _("reviewing: move {done} of {total}").format(done=done, total=total),
                  end="", file=sys.stderr, flush=True)
    problem = None
    try:
        review.run(progress)
    except DiskError as error:   # the review is done; only keeping it failed: say so, print it
        problem = error
    if tty and review.decisions:
        print(file=sys.stderr)
    if args.json:
        print(json.dumps({"moves": review.rows()}))
    else:
        print("\n".join(report(review)))
    if problem is not None:
        print(_("error: {problem}").format(problem=problem), file=sys.stderr)
        return 1
    return 0


def _arena(args) -> int:
    from .ai.arena import parse_kinds, run_arena
    from .arena_words import format_report

    kinds = parse_kinds(args.seats)

    def progress(done, total, totals, winners):
        if args.quiet:
            return
        if args.solo:
            print(_("game {done}/{total}: score {score}").format(done=done, total=total, score=totals[0]),
                  file=sys.stderr)
        else:
            print(_("game {done}/{total}: scores {scores} (in --seats order), won by {winners}").format(
                done=done, total=total, scores=totals,
                winners=", ".join(f"{kinds[w]} #{w + 1}" for w in winners)), file=sys.stderr)

    result = run_arena(args.title, kinds, args.games, args.seed, budget_ms=args.budget_ms,
                       iterations=args.iterations, solo=args.solo, progress=progress)
    print(json.dumps(result) if args.json else format_report(result, args.solo))
    return 0


def _language_option(parser: argparse.ArgumentParser, default, shown: bool = True) -> None:
    """--lang: on the main parser (shown in its help), and on every subcommand (accepted, not
    repeated in each usage line)."""
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default=default,
                        help=_("the language of every text (en or ja; default: TABLETOP_LANG, "
                               "then the settings, then the system's)") if shown else argparse.SUPPRESS)


def program_name(argv0: str | None = None) -> str:
    """The name a player typed: `tabletop-cli` (the console script) or `tabletop` (the window's
    own command, the packaged program and `python -m game`), so usage lines name the right one."""
    name = Path(sys.argv[0] if argv0 is None else argv0).name.lower()
    return "tabletop-cli" if name.startswith("tabletop-cli") else "tabletop"


def parser() -> argparse.ArgumentParser:
    from .argparse_words import install
    from .rules.registry import TITLES

    install()   # argparse's own words (usage:, options, its refusals) in the current language
    game_help = _("which game: {titles}").format(titles=", ".join(TITLES))
    p = Parser(prog=program_name(), description=_("Play Paddy, Koinobori, Pondscape and Ladybird."))
    _language_option(p, None)
    p.add_argument("--smoke", action="store_true", help=_("render every scene headless and exit (0 = all fine)"))
    p.add_argument("--report", metavar=_("FILE"),
                   help=_("with --smoke: also write its summary line to FILE (UTF-8, in English), "
                          "for builds that have no console"))
    p.add_argument("--size", type=window_size, metavar=_("WxH"), help=_("window size in pixels, e.g. 1600x900 (default: the settings' UI scale)"))
    p.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    sub = p.add_subparsers(dest="command", parser_class=Parser)
    lang = argparse.ArgumentParser(add_help=False)   # --lang after a subcommand too
    _language_option(lang, argparse.SUPPRESS, shown=False)
    s = sub.add_parser("simulate", parents=[lang], help=_("play random games through the rules and print throughput"))
    s.add_argument("title", choices=list(TITLES), metavar=_("GAME"), help=game_help)
    s.add_argument("--players", type=whole_number(1, 5), default=2, metavar=_("N"),
                   help=_("how many players (default 2)"))
    s.add_argument("--games", type=whole_number(1, MAX_GAMES), default=10, metavar=_("N"),
                   help=_("how many games (default 10)"))
    s.add_argument("--seed", type=whole_number(-MAX_SEED, MAX_SEED), default=1, metavar=_("SEED"),
                   help=_("the first game's seed; the same seed deals the same games (default 1)"))
    s.set_defaults(run=_simulate)
    s = sub.add_parser("score", parents=[lang], help=_("print the score breakdown of a position file as JSON"))
    s.add_argument("position", metavar=_("POSITION"))
    s.set_defaults(run=_score)
    s = sub.add_parser("replay", parents=[lang], help=_("validate a save by replaying it"))
    s.add_argument("save", metavar=_("SAVE"))
    s.add_argument("--view", action="store_true",
                   help=_("open the replay viewer on the save (step through it; nothing is changed)"))
    s.set_defaults(run=_replay)
    s = sub.add_parser("screenshot", parents=[lang], usage="%(prog)s [-h] {file} {out} [--seat {n}] [--size {wxh}] [--move {k}]".format(
        file=_("FILE"), out=_("OUT.png"), n=_("N"), wxh=_("WxH"), k=_("K")), help=_("draw the table of a save or position file to a PNG, headless"))
    s.add_argument("file", metavar=_("FILE"), help=_("a save or a position file"))
    s.add_argument("out", metavar=_("OUT.png"), help=_("the PNG to write"))
    s.add_argument("--seat", type=whole_number(1, 5), metavar=_("N"), help=_("whose view, counted from 1 (default: the seat to act)"))
    s.add_argument("--size", type=picture_size, metavar=_("WxH"), help=_("picture size WxH (default 1280x720)"))
    s.add_argument("--move", type=whole_number(0, 10**6), metavar=_("K"),
                   help=_("a save's replay after move K (0: the start), as the replay viewer shows it"))
    s.set_defaults(run=_screenshot)
    s = sub.add_parser("hint", parents=[lang], help=_("print the computer's move for the seat to act in a save or position"))
    s.add_argument("file", metavar=_("FILE"), help=_("a save or a position file"))
    s.add_argument("--level", choices=("random", "easy", "normal", "hard"), default="hard",
                   help=_("the computer's level (default: hard)"))
    s.add_argument("--seed", type=whole_number(-MAX_SEED, MAX_SEED), default=0, metavar=_("SEED"),
                   help=_("the computer's random seed (default 0)"))
    s.add_argument("--iterations", type=whole_number(1, 10**7), metavar=_("N"),
                   help=_("search iterations (default: a fixed number per level)"))
    s.add_argument("--json", action="store_true", help=_("print {seat, level, action, describe} as JSON"))
    s.add_argument("--in-worker", action="store_true",
                   help=_("search in the worker process the window uses (a check of a packaged build)"))
    s.set_defaults(run=_hint)
    s = sub.add_parser("review", parents=[lang], help=_("the Hard player's opinion of every move of the people in a finished game"))
    s.add_argument("save", metavar=_("SAVE"), help=_("the save of a finished game (the review is kept beside it)"))
    s.add_argument("--iterations", type=whole_number(1, 10**7), metavar=_("N"),
                   help=_("search iterations a move (default {n})").format(n=600))
    s.add_argument("--seed", type=whole_number(-MAX_SEED, MAX_SEED), default=0, metavar=_("SEED"),
                   help=_("the computer's random seed (default 0)"))
    s.add_argument("--json", action="store_true",
                   help=_("print {moves: [{index, seat, played, best, value_played, value_best}]} as JSON"))
    s.set_defaults(run=_review)
    s = sub.add_parser("arena", parents=[lang], help=_("play computer-only games and print each seat's results"))
    s.add_argument("title", choices=list(TITLES), metavar=_("GAME"), help=game_help)
    s.add_argument("--seats", required=True, metavar=_("LEVELS"), help=_("one level per seat, e.g. hard,random"))
    s.add_argument("--games", type=whole_number(1, MAX_GAMES), default=10, metavar=_("N"),
                   help=_("how many games (default 10)"))
    s.add_argument("--seed", type=whole_number(-MAX_SEED, MAX_SEED), default=1, metavar=_("SEED"),
                   help=_("the first game's seed; the same seed deals the same games (default 1)"))
    s.add_argument("--budget-ms", type=positive_number(10**6), metavar=_("MS"), help=_("time per Normal/Hard decision (default: the level's)"))
    s.add_argument("--iterations", type=whole_number(1, 10**7), metavar=_("N"),
                   help=_("iterations per Normal/Hard decision (repeatable runs)"))
    s.add_argument("--solo", action="store_true", help=_("the title's solo mode, with one computer seat"))
    s.add_argument("--json", action="store_true", help=_("print the results as JSON"))
    s.add_argument("--quiet", action="store_true", help=_("no progress lines on stderr"))
    s.set_defaults(run=_arena)
    from .online.commands import register as register_online

    register_online(sub, [lang])
    return p


def _quiet_stdout() -> None:
    """After a closed pipe: point stdout at devnull so the interpreter's final flush is silent."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def run_command(run, args, usage=None) -> int:
    """Run one subcommand; bad input becomes one line on stderr and an exit code, never a traceback."""
    from .files import DiskError, FileRefused

    try:
        code = run(args)
        sys.stdout.flush()
        return code
    except BrokenPipeError:  # the reader went away (`| head -1`): nothing left to say
        _quiet_stdout()
        return 0
    except FileRefused as refusal:
        print(_("refused: {problem}").format(problem=refusal), file=sys.stderr)
        return 2
    except UsageError as error:
        if usage is not None:
            usage.print_usage(sys.stderr)
        print(_("error: {problem}").format(problem=_bounded(error)), file=sys.stderr)
        return 2
    except DiskError as error:
        print(_("error: {problem}").format(problem=error), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except (ValueError, OSError) as error:
        print(_("error: {problem}").format(problem=_bounded(error)), file=sys.stderr)
        return 2
    except Exception as error:
        if os.environ.get("TABLETOP_DEBUG"):
            raise
        print(_("error: an internal error stopped the command ({kind}: {problem}); "
                "TABLETOP_DEBUG=1 shows the details").format(kind=type(error).__name__, problem=_bounded(error)),
              file=sys.stderr)
        return 1


def _early_language(argv: list[str]) -> str | None:
    """--lang as written anywhere on the command line (read before the parser is built, so
    its help and refusals are in that language too)."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def start_language(cli: str | None = None) -> str:
    """Set the language for this run (settings.start_language)."""
    from .settings import start_language as start

    return start(cli)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    start_language(_early_language(argv))
    p = parser()
    try:
        args = p.parse_args(argv)
    except SystemExit as stop:  # argparse printed usage and the refusal, or --help
        return stop.code if isinstance(stop.code, int) else 2
    if getattr(args, "lang", None):
        start_language(args.lang)
    if args.smoke:
        from .smoke import run

        return run(report=args.report)
    if args.command:
        usage = p._subparsers._group_actions[0].choices.get(args.command) if p._subparsers else None
        return run_command(args.run, args, usage)
    return _window(args)


if __name__ == "__main__":
    sys.exit(main())
