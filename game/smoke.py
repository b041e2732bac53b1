"""`--smoke`: render every scene of every title headless and report what failed.

Used by CI on the packaged build, so it checks that assets, layouts and rules docs are
found through the bundle, and that saves go to the user data folder.
"""
from __future__ import annotations

import random
import traceback

import pygame

from .rules.base import AUTOMA
from .rules.match import Match
from .rules.registry import TITLES, title_info
from .simulate import default_setup

BUSY_ACTIONS = 400  # random actions played before drawing: a busy, late position


def busy_match(title: str, players: int, seed: int = 7, steps: int = BUSY_ACTIONS) -> Match:
    """A match advanced by random legal actions, stopping before the game ends."""
    match = Match(default_setup(title, players), seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        state = match.state
        if state.is_over():
            break
        match.apply(chooser.choice(state.legal_actions()))
        if match.state.is_over():  # keep the game open: step back by replaying all but the last
            match = Match.replay(match.setup, match.seed, match.actions[:-1])
            break
    return match


def finished_match(title: str, players: int, seed: int = 11) -> Match:
    match = Match(default_setup(title, players), seed)
    chooser = random.Random(seed)
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
    return match


def show(app, scene) -> None:
    """Make `scene` the whole stack; a table is shown to the seat to act, without a hand-off."""
    from .scenes.common.table import TableScene

    app.reset(scene)
    if isinstance(scene, TableScene):
        seat = scene.state.current_player()
        scene.show_to(None if seat in (None, AUTOMA) else seat)


def _scenes(app):
    """(name, factory) for every scene the program has."""
    from .scenes import registry
    from .scenes.common.handoff import HandoffScene
    from .scenes.common.load import ContinueScene, LoadScene
    from .scenes.common.log import LogScene
    from .scenes.common.menu import MenuScene
    from .scenes.common.pause import PauseScene
    from .scenes.common.results import ResultsScene
    from .scenes.common.rules_help import RulesScene
    from .scenes.common.settings_screen import SettingsScene
    from .scenes.common.setup import SetupScene

    yield "menu", lambda: MenuScene(app)
    yield "load", lambda: LoadScene(app)
    yield "continue", lambda: ContinueScene(app)
    yield "settings", lambda: SettingsScene(app)
    yield "rules (controls)", lambda: RulesScene(app, None)
    for title in TITLES:
        if not registry.playable(title):
            continue
        info = title_info(title)
        yield f"{title}: setup", lambda t=title: SetupScene(app, t)
        yield f"{title}: rules", lambda t=title: RulesScene(app, t)
        table = registry.scene_class(title)
        for players in sorted({info.min_players, info.max_players}):
            yield (f"{title} ({players}p): table",
                   lambda t=title, n=players, table=table: table(app, busy_match(t, n)))
        yield (f"{title}: results",
               lambda t=title, n=info.max_players: ResultsScene(app, finished_match(t, n)))
        yield (f"{title}: replay",   # the viewer of a finished game, mid-way (every seat's view)
               lambda t=title, n=info.max_players: _replay(app, finished_match(t, n), None))
        yield (f"{title}: replay (unfinished)",   # shown only as the seat to act at the save's end
               lambda t=title, n=info.min_players: _replay(app, busy_match(t, n), 3))
        yield (f"{title}: log",
               lambda t=title, n=info.max_players, table=table: LogScene(app, table(app, busy_match(t, n))))
        if info.has_solo:  # the solo ending: score, achievement, high scores (nothing is entered)
            yield f"{title}: solo results", lambda t=title: ResultsScene(app, finished_match(t, 1))
        yield (f"{title}: pause",
               lambda t=title, n=info.min_players, table=table: PauseScene(app, table(app, busy_match(t, n, steps=5))))
    yield "save dialog", lambda: _save_dialog(app)
    yield from _online_scenes(app)
    yield "handoff", lambda: HandoffScene(app, _handoff_name(), 0, lambda: None,
                                          ["Ben takes two cards from the draw row.", "Cy plays a card onto pole 2."] * 6)


def _replay(app, match: Match, step: int | None):
    """The replay viewer of `match` at `step` (None: half-way)."""
    from .replay_view import ViewedTimeline as Timeline
    from .scenes.common.replay import ReplayScene

    timeline = Timeline.of(match)
    return ReplayScene(app, timeline, timeline.steps // 2 if step is None else step)


def _handoff_name() -> str:
    """The seated name (the layout checks seat 16-character ones), or a long one when P1."""
    name = default_setup("koinobori", 2).players[0]
    return "Maximilianus XVI" if name == "P1" else name


def _online_scenes(app):
    """The online screens that need no server: Play online, Host, Join, My tables (as a new
    player has none), and an invitation to share."""
    from .scenes.online.host import HostScene
    from .scenes.online.invite import InviteScene
    from .scenes.online.join import JoinScene
    from .scenes.online.menu import OnlineMenuScene
    from .scenes.online.tables import TablesScene

    yield "online", lambda: OnlineMenuScene(app)
    yield "online: host", lambda: HostScene(app)
    yield "online: join", lambda: JoinScene(app)
    yield "online: tables", lambda: TablesScene(app)
    entry = {"server": "ws://192.168.100.200:65535/", "table": "ABCDE-FGHJK", "seat": 1, "token": "t" * 22,
             "title": "koinobori", "names": []}
    yield "online: invite", lambda: InviteScene(app, entry)


def _save_dialog(app):
    """The pause menu's Save asking for a name (drawn alone, as the pause menu is)."""
    from .scenes.common.save_name import SaveNameScene

    title = "koinobori"   # (its progress line is the longest offered name)
    return SaveNameScene(app, busy_match(title, title_info(title).max_players, steps=60), lambda sentence: None)


def read_rules_page(app, scene, limit: int = 200) -> list[str]:
    """Draw a rules page whole: from the top, one screenful at a time (PageDown, as a player
    would press it) to the end. Returns what went wrong (rows never drawn whole, anything
    drawn outside the text area, unknown icons, a missing page file); empty when all is well."""
    app.render()
    for _ in range(limit):
        if scene.view.at_end():
            break
        before = scene.view.scroll
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
        app.step()
        app.render()
        if scene.view.scroll <= before:
            return [f"PageDown did not move past {before} px (of {scene.page.height})", *scene.problems()]
    return scene.problems()


def _probe_worker(shared, answers) -> None:
    """Runs in a worker process: plays a few rules moves and reports through both channels."""
    from .rules.registry import state_class

    state = state_class("paddy").new(default_setup("paddy", 2), 3)
    state.apply(state.legal_actions()[0])
    shared.value = len(state.legal_actions())
    answers.put(shared.value)


def worker_problem(timeout: float = 60.0) -> str | None:
    """Start a worker process the way the computer players will ("spawn", a shared value, a
    queue) and check its answer: in the packaged build this proves multiprocessing, pickling
    and ctypes' shared values came along.  None when all is well."""
    import hashlib
    import multiprocessing
    import queue

    # saves carry a SHA-256 digest: the build has no OpenSSL, so Python's own must be there
    if hashlib.sha256(b"abc").hexdigest()[:16] != "ba7816bf8f01cfea":
        return "hashlib's SHA-256 gives a wrong digest"
    ctx = multiprocessing.get_context("spawn")
    shared = ctx.Value("q", -1, lock=False)
    answers = ctx.Queue()
    worker = ctx.Process(target=_probe_worker, args=(shared, answers), daemon=True)
    worker.start()
    try:
        got = answers.get(timeout=timeout)
    except queue.Empty:
        got = None
    worker.join(timeout)
    if worker.is_alive():
        worker.kill()
        return "the worker process did not finish"
    if got is None or got != shared.value or got <= 0 or worker.exitcode != 0:
        return f"the worker process answered {got!r} (shared value {shared.value}, exit code {worker.exitcode})"
    return None


def computer_problem(timeout: float | None = None) -> str | None:
    """Ask the computer players' own worker (game/ai/worker.py) for a Hard move in every title,
    and for the review of a move, on a small fixed budget: in the packaged build this proves the
    worker, the search, the review and each title's strategy came along, and that the helper
    process searched Pondscape's second tree and played half of Paddy's reply check.  None when every answer
    is a legal move."""
    from .ai import InfoState
    from .ai.knowledge import knowledge_for
    from .ai.search import Budget
    from .ai.review import Decision as ReviewDecision
    from .ai.worker import HELPER_START_S, HELPER_WAIT_ITERATIONS_S, Worker
    from .rules.registry import TITLES, state_class

    if timeout is None:   # longer than the worker waits for its helper, so the helper's problem is told
        timeout = HELPER_START_S + HELPER_WAIT_ITERATIONS_S + 30.0
    with Worker() as worker:
        for title in TITLES:
            state = state_class(title).new(default_setup(title, 2), 7)
            seat = state.current_player()
            worker.request(InfoState(state, seat), "hard", Budget(iterations=40), seed=1)
            decision = worker.wait(timeout)
            if decision is None:
                return f"{title}: the computer player did not answer in {timeout:.0f} s"
            if decision.error or decision.action not in state.legal_actions():
                return f"{title}: the computer player answered {decision.action!r} ({decision.error})"
            hard = knowledge_for(title).for_hard()
            trees = hard.search_trees
            why = f": {decision.helper_problem}" if decision.helper_problem else ""
            if decision.helper_trees != trees - 1:
                return (f"{title}: Hard's second tree was not searched by the tree helper process "
                        f"({decision.helper_trees} of {trees - 1} came back{why})")
            deals = hard.reply_deals // 2 if hard.reply_top > 0 else 0
            if decision.helper_deals != deals:
                return (f"{title}: half of Hard's reply check was not played by the helper process "
                        f"({decision.helper_deals} of {deals} deals came back{why})")
            # the review of a move (the replay viewer's second opinion) goes through the same worker
            legal = state.legal_actions()
            worker.request_review(ReviewDecision(0, seat, InfoState(state, seat), legal[-1]), 12, seed=1)
            decision = worker.wait(timeout)
            if decision is None or decision.review is None or decision.review.best not in legal:
                return f"{title}: the review of a move failed ({decision.error if decision else 'no answer'})"
    return None


def sound_problem(app) -> str | None:
    """Decode every sound effect through the mixer and play one (game/ui/sound.py): in the
    packaged build this proves the mixer, its Ogg Vorbis decoder and the files came along.  A
    machine without an audio device is not a failure (the headless run uses SDL's disk driver,
    writing to the null device); a build without the mixer, or a file it cannot read, is."""
    problems = app.sound.check()
    if problems:
        return "\n".join(problems)
    app.sound.play("card_play")
    return None


def run(out=print, report: str | None = None) -> int:
    """Render every scene; print each failure and the summary line, and write the summary line
    to `report` too when given (a windowed build has no console to print to)."""
    from .launch import make_app
    from .scenes.common.rules_help import RulesScene

    app = make_app(headless=True)
    failures = []
    try:
        problem = worker_problem()
    except Exception:
        problem = traceback.format_exc()
    if problem:
        failures.append(("worker process", problem))
    try:
        problem = computer_problem()
    except Exception:
        problem = traceback.format_exc()
    if problem:
        failures.append(("computer players", problem))
    problem = sound_problem(app)
    if problem:
        failures.append(("sound effects", problem))
    count = 0
    for name, factory in _scenes(app):
        try:
            show(app, factory())
            for pos in ((640, 360), (200, 600), (1100, 150)):
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                app.step()
            app.render()
            if isinstance(app.top, RulesScene):  # every rules page is drawn whole, top to bottom
                problems = read_rules_page(app, app.top)
                if problems:
                    failures.append((name, "\n".join(problems)))
            count += 1
        except Exception:  # report every failure, keep going
            failures.append((name, traceback.format_exc()))
    for name, trace in failures:
        out(f"SMOKE FAIL {name}:\n{trace}")
    summary = f"smoke: {count} scenes rendered, {len(failures)} failed"  # English on purpose: CI reads it
    out(summary)
    pygame.quit()
    if report:
        problem = write_report(report, summary, [name for name, _trace in failures])
        if problem:  # the run fails, visibly
            out(problem)
            return 1
    return 1 if failures else 0


def write_report(path: str, summary: str, failed: list[str]) -> str | None:
    """Write the smoke run's summary line (then one line per failed scene), UTF-8, atomically;
    None when written, else the sentence that says why not."""
    from .files import write_bytes_atomic

    lines = [summary] + [f"failed: {name}" for name in failed]
    try:
        write_bytes_atomic(path, ("\n".join(lines) + "\n").encode("utf-8"))
    except OSError as error:  # DiskError words it
        return f"smoke: the report was not written: {error}"
    return None
