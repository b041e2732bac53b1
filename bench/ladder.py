"""The ladder of strength (issue 31): resumable, accumulating matches at fixed iteration counts.

    python bench/ladder.py table                  # make ladder: the table from what is recorded
    python bench/ladder.py run                    # make ladder-run: add games where still too wide
    python bench/ladder.py run --titles paddy --rows hard-vs-normal --games 10
    python bench/ladder.py figures                # make ladder-figures: game/ladder_figures.py for the setup screens
    python bench/ladder.py carry                  # make ladder-carry: keep rows whose games replay identically

Every finished game is appended as one JSON line to bench/ladder/results.jsonl (title,
players, row, the seats' levels and budgets, seed, code version, winners, scores, Hard's
decision times and the machine load), so matches accumulate across sessions: a run that is
stopped loses at most the game in progress.  Normal and Hard play at the iteration counts
that stand for their default time budgets (bench/iterations.py writes them to
bench/ladder/iterations.json), so a game is the same whatever else runs on the machine.

A row is one pairing in one title: Easy vs Random, Normal vs Easy, Hard vs Normal (two
players) and Hard vs Normal at 3 up to the title's most players, plus Pondscape's solo Hard
against the Croaker.  Its figure is the first level's win share (a shared win counts 1/k),
with a Wilson 95% interval; seats rotate game by game and game g of a row uses seed g.
Results are kept per code version and budgets.  A title's code version hashes what its games
run (the shared search and rules, and the title's own rules and computer player:
`code_version`): a change there starts that title's rows afresh, while the other titles keep
theirs; old results stay in the file, shown only with --all-versions.

A change to shared code often leaves a row's players choosing exactly as before (a hook one
title uses, a helper moved).  Games are deterministic (seed, fixed iterations), so `carry`
replays a few of a row's games recorded at an older version at today's code: when every
replayed game ends with the same seats, scores and winners, the row's older games stand for
today's code, and a carry line (`"carried": true`, from, to, the games checked) is appended
to the results; a single difference and nothing is carried.  Carries chain (A to B, B to C).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

from game.ai.arena import play_game, wilson  # noqa: E402
from game.ai.knowledge import knowledge_for  # noqa: E402
from game.ai.search import Budget  # noqa: E402
from game.rules.registry import TITLES, state_class, title_info  # noqa: E402

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ladder")
RESULTS = os.path.join(HERE, "results.jsonl")
ITERATIONS = os.path.join(HERE, "iterations.json")
TARGET_HALF_WIDTH = 0.10      # the issue: a 95% interval narrower than +-10 points
SOLO_HALF_WIDTH = 10.0        # solo rows: the mean score to within +-10 points
SEARCHERS = ("normal", "hard")
FIGURES = os.path.join(ROOT, "game", "ladder_figures.py")
FIGURE_HALF_WIDTH = 0.15      # a row is told to players once its 95% interval is within +-15 points
STEPS = {"easy": "easy-vs-random/2", "normal": "normal-vs-easy/2", "hard": "hard-vs-normal/2"}
"""The two-player row that says how strong each level is: against the level below it."""


@dataclass(frozen=True)
class Row:
    title: str
    key: str                  # e.g. "hard-vs-normal/3"
    label: str
    kinds: tuple[str, ...]    # kinds[0] is the level measured
    target: str

    @property
    def solo(self) -> bool:
        return len(self.kinds) == 1


def rows_for(title: str) -> list[Row]:
    info = title_info(title)
    rows = [Row(title, "easy-vs-random/2", "Easy vs Random", ("easy", "random"), "(step)"),
            Row(title, "normal-vs-easy/2", "Normal vs Easy", ("normal", "easy"), ">= 65%"),
            Row(title, "hard-vs-normal/2", "Hard vs Normal", ("hard", "normal"), ">= 65%")]
    for n in range(3, info.max_players + 1):
        rows.append(Row(title, f"hard-vs-normal/{n}", f"Hard vs Normal x{n - 1} ({n} players)",
                        ("hard",) + ("normal",) * (n - 1), f">= {150 / n:.0f}% (1.5 x {100 / n:.0f}%)"))
    if title == "pondscape":
        rows.append(Row(title, "solo-hard/1", "Solo Hard vs the Croaker", ("hard",), "mean >= 120"))
    return rows


def all_rows(titles=None, keys=None) -> list[Row]:
    out = []
    for title in titles or TITLES:
        for row in rows_for(title):
            if not keys or any(k in row.key for k in keys):
                out.append(row)
    return out


def code_version(root: str = ROOT, title: str | None = None) -> str:
    """A hash of the computer players' and the rules' source: results of other code are not
    mixed in.  With `title`, only what that title's games run: the shared search and rules
    (game/ai/*.py but the review and the window's worker, game/rules/*.py) and the title's own rules and player, so
    strengthening one title's Hard keeps the other titles' games (a ladder row is hours of
    games on a two-core machine)."""
    h = hashlib.sha256()
    for path in sorted(_version_files(root, title)):
        h.update(os.path.relpath(path, root).replace(os.sep, "/").encode())
        with open(path, "rb") as f:
            h.update(f.read())
    return h.hexdigest()[:12]


def running_version(title: str) -> str:
    """The code version of what this process runs for `title`: its rules and computer player
    are imported before the files are read (else they are imported at the title's first
    game, maybe minutes into a run, and a file changed on disk by then would run under the
    older version's name)."""
    state_class(title)
    knowledge_for(title)
    return code_version(title=title)


def _version_files(root: str, title: str | None) -> list[str]:
    files = []
    for sub in ("game/ai", "game/rules"):
        base = os.path.join(root, sub)
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames.sort()
            rel = os.path.relpath(dirpath, base).replace(os.sep, "/")
            for name in sorted(filenames):
                if not name.endswith(".py"):
                    continue
                if title is not None and not _runs_for(sub, rel, name, title):
                    continue
                files.append(os.path.join(dirpath, name))
    return files


def _runs_for(sub: str, folder: str, name: str, title: str) -> bool:
    """Whether game/<sub>/<folder>/<name> is code a game of `title` runs.  Pondscape's deck
    page generators (deckdoc*.py) only write docs/rules from the data: no game imports them."""
    if name.startswith("deckdoc"):
        return False
    if folder == ".":
        return not (sub == "game/ai" and name in ("review.py", "worker.py"))   # games run neither
    top = folder.split("/")[0]
    if sub == "game/ai" and top == "titles":
        return name in ("__init__.py", f"{title}.py")
    return top == title


def git_describe(root: str = ROOT) -> str:
    """For people: the last commit that touched the code, '+dirty' when it has changed since."""
    try:
        last = subprocess.run(["git", "log", "-1", "--format=%h", "--", "game/ai", "game/rules"], cwd=root,
                              capture_output=True, text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "game/ai", "game/rules"], cwd=root,
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return (last or "unknown") + ("+dirty" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def load_iterations(path: str = ITERATIONS) -> dict[str, dict[str, int]]:
    """{title: {level: iterations}} from bench/iterations.py's output (its CPU-clock count)."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        return {t: {lv: int(v[lv]["cpu"]) for lv in SEARCHERS} for t, v in data["titles"].items()}
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise SystemExit(f"no iteration equivalents in {os.path.relpath(path)} ({e}): "
                         "run python bench/iterations.py first") from None


def scaled(iterations: dict[str, dict[str, int]], factor: float) -> dict[str, dict[str, int]]:
    """The iteration counts times `factor` (at least 1 each): a quicker, weaker ladder for screening."""
    if factor == 1.0:
        return iterations
    return {t: {lv: max(1, round(n * factor)) for lv, n in levels.items()} for t, levels in iterations.items()}


def read_results(path: str = RESULTS) -> tuple[list[dict], int]:
    """Every recorded game, and how many lines could not be read (a game cut off mid-write)."""
    games, bad = [], 0
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                try:
                    rec = json.loads(line)
                    if isinstance(rec, dict) and rec.get("carried") is True:
                        continue                  # read_carries reads these
                    if isinstance(rec, dict) and {"title", "row", "seats", "winners", "scores"} <= rec.keys():
                        games.append(rec)
                    else:
                        bad += 1
                except ValueError:
                    bad += 1
    except FileNotFoundError:
        pass
    return games, bad


def read_carries(path: str = RESULTS) -> list[dict]:
    """The carry lines of the results file: {title, row, budgets, from, to, checked}."""
    out = []
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                if (isinstance(rec, dict) and rec.get("carried") is True
                        and {"title", "row", "budgets", "from", "to"} <= rec.keys()):
                    out.append(rec)
    except FileNotFoundError:
        pass
    return out


def same_play(row: Row, version: str, budgets: dict[str, int] | None, carries: list[dict]) -> set[str]:
    """`version` and every older version whose games of `row` (at `budgets`) were replayed
    identically at a version in the set: the versions whose games stand for `version`'s."""
    out = {version}
    grew = True
    while grew:
        grew = False
        for c in carries:
            if (c["title"] == row.title and c["row"] == row.key and c["to"] in out and c["from"] not in out
                    and (budgets is None or c["budgets"] == budgets)):
                out.add(c["from"])
                grew = True
    return out


def append_result(record: dict, path: str = RESULTS) -> None:
    """One game as one line, flushed to disk before the next game starts."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    line = json.dumps(record, sort_keys=True, separators=(",", ":")) + "\n"
    with open(path, "a", encoding="utf-8") as f:
        f.write(line)
        f.flush()
        os.fsync(f.fileno())


SIX_TURNS = 1 / 0.82   # Pondscape's 6-turn play-outs against the two-seat table's 10
DEARER_ITERATIONS = {("pondscape", 1): SIX_TURNS, ("pondscape", 3): 0.83 * SIX_TURNS,
                     ("pondscape", 4): 0.8 * SIX_TURNS, ("koinobori", 5): 2.44}
"""(title, seats): the share of Hard's two-player count its time buys at that table, where
its iterations cost more (or less) than at two seats.  Pondscape's Hard plays out 10 turns at
two seats, 6 solo, 9 at three, 12 at four (PondscapeHardKnowledge.playout_turns_at): on 8
two-seat positions a tree reached 0.82 of its 6-turn count with 10 turns in the same CPU time;
on 8 three-seat positions 0.83 of it with 9 turns (1755 against 2123, medians of two runs of
`bench/iterations.py --players 3` with the knob set and not); and on 8 four-seat positions
about 2000 iterations in 0.9 s with 6 turns and about 1600 with 12 (`python bench/iterations.py
--titles pondscape --players 4 --no-write` prints it today).  So against the two-seat count
(bench/ladder/iterations.json: 10-turn play-outs, 2264) solo reaches 2761, three seats 2292
and four seats 2209, the counts their rows are played at.  Koinobori's Hard plays out to the
end except at five seats, ten turns (KoinoboriHardKnowledge.playout_turns_at): on 16
five-seat positions a tree reached 2252 / 2246 iterations in 0.9 s of CPU time with ten-turn
play-outs against 916 / 931 to the end (two runs each of `bench/iterations.py --players 5
--titles koinobori --positions 16`, the knob set and not), 2.44 times as many: the five-seat
row is played at 4856."""


def budgets_for(row: Row, iterations: dict[str, dict[str, int]]) -> dict[str, int]:
    """Each searching level's iterations in `row`.  Hard's count stands for the search's
    share of its budget at two seats (bench/iterations.py measures two-player positions);
    where the title keeps more of the budget for its reply check at this table
    (`Knowledge.reply_share_for`), or its iterations cost more there (DEARER_ITERATIONS),
    the count is cut in proportion, as the clock cuts it."""
    out = {lv: iterations[row.title][lv] for lv in SEARCHERS if lv in row.kinds}
    if "hard" in out:
        seats = len(row.kinds)
        hard = knowledge_for(row.title).for_hard()
        share = DEARER_ITERATIONS.get((row.title, seats), 1.0)
        if hard.reply_top > 0:
            share *= (1.0 - hard.reply_share_for(seats)) / (1.0 - hard.reply_share_for(2))
        if share != 1.0:
            out["hard"] = max(1, round(out["hard"] * share))
    return out


def games_of(row: Row, games: list[dict], version: str | None, budgets: dict[str, int] | None,
             carries: list[dict] = ()) -> list[dict]:
    """The recorded games of `row` with this code version (or one carried to it) and these
    budgets (None: any).  With a version, each game number counts once (today's record first):
    a game's number fixes its seed and seats, so versions that play alike play it alike, and a
    run started before `carry`, or two runs of one row at once, must not count it twice."""
    versions = None if version is None else same_play(row, version, budgets, list(carries))
    mine = [g for g in games if g["title"] == row.title and g["row"] == row.key
            and (versions is None or g.get("code") in versions)
            and (budgets is None or g.get("budgets") == budgets)]
    if versions is None:
        return mine
    def same_game(g: dict) -> tuple:     # its number and budgets (None above: any budgets)
        return g["game"], json.dumps(g.get("budgets"), sort_keys=True)
    once: dict[tuple, dict] = {}
    for g in sorted(mine, key=lambda g: g.get("code") != version):   # stable: file order within each
        once.setdefault(same_game(g), g)
    return [g for g in mine if once[same_game(g)] is g]


def summary(row: Row, games: list[dict]) -> dict:
    """The first level's figure: win share and Wilson interval, or (solo) mean score and a
    normal-approximation interval of the mean."""
    n = len(games)
    if row.solo:
        scores = [g["scores"][0] for g in games]
        mean = statistics.fmean(scores) if scores else 0.0
        half = 1.96 * statistics.stdev(scores) / math.sqrt(n) if n >= 2 else math.inf
        return {"games": n, "mean": mean, "low": mean - half, "high": mean + half, "half": half,
                "done": half < SOLO_HALF_WIDTH}
    wins = 0.0
    for g in games:
        seat = g["seats"].index(row.kinds[0])     # the measured level has one seat
        if seat in g["winners"]:
            wins += 1.0 / len(g["winners"])
    low, high = wilson(wins, n)
    half = (high - low) / 2 if n else math.inf
    return {"games": n, "wins": wins, "share": wins / n if n else 0.0, "low": low, "high": high,
            "half": half, "done": half < TARGET_HALF_WIDTH,
            "fair": 1.0 / len(row.kinds), "hard_ms": [m for g in games for m in g.get("hard_ms", [])]}


def play_one(row: Row, budgets: dict[str, int], index: int, version: str, describe: str) -> dict:
    """Game `index` of a row: seats rotated by the index, seed index + 1."""
    n = len(row.kinds)
    seats = [row.kinds[(i + index) % n] for i in range(n)]
    seed = index + 1
    hard_ms: list[float] = []

    def budget_for(kind):
        return Budget(iterations=budgets[kind]) if kind in budgets else None

    def on_decision(seat, ms):
        if seats[seat] == "hard":
            hard_ms.append(round(ms, 1))

    start = time.perf_counter()
    state = play_game(row.title, seats, seed, budget_for, index, on_decision)
    sheet = state.score_sheet()
    return {"title": row.title, "players": n, "row": row.key, "game": index, "seats": seats,
            "budgets": budgets, "seed": seed, "code": version, "describe": describe,
            "winners": sorted(sheet.winners), "scores": list(sheet.totals()),
            "hard_ms_median": round(statistics.median(hard_ms), 1) if hard_ms else None,
            "seconds": round(time.perf_counter() - start, 1), "load": round(os.getloadavg()[0], 2),
            "finished": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def next_index(recorded: list[int], shard: tuple[int, int] = (0, 1), block: int = 1) -> int:
    """The game number a run plays next in a row: one past the highest recorded, or, for
    shard (k, n) of n runs sharing the row (one a core), the smallest free number in the
    shard's blocks of `block` numbers (the row's seat count: blocks k, k+n, ... of them), so
    the runs never play the same game and each plays every seating in turn."""
    k, n = shard
    if n == 1:
        return max(recorded, default=-1) + 1
    taken = set(recorded)
    i = k * block
    while i in taken:
        i += 1
        if i % block == 0:
            i += (n - 1) * block
    return i


def run(rows: list[Row], iterations: dict, max_games: int | None, minutes: float | None,
        path: str = RESULTS, out=print, shard: tuple[int, int] = (0, 1),
        narrower_than: float | None = None) -> int:
    """Add games, one at a time to each row whose interval is still too wide, in turn; stop
    when every row is narrow enough, after `max_games` games or `minutes`.  `shard` (k, n):
    this run is one of n sharing the rows (see `next_index`).  `narrower_than`: a win-share
    row is wide until its 95% interval's half-width is below this (default the issue's
    TARGET_HALF_WIDTH), to pin down a row near its target.  Returns the games played."""
    describe = git_describe()
    versions = {title: running_version(title) for title in {row.title for row in rows}}
    deadline = time.monotonic() + 60 * minutes if minutes else None
    played = 0
    while True:
        games, _ = read_results(path)
        carries = read_carries(path)
        wide = []
        for row in rows:
            mine = games_of(row, games, versions[row.title], budgets_for(row, iterations), carries)
            s = summary(row, mine)
            narrow = s["done"] if narrower_than is None or row.solo else s["half"] < narrower_than
            if not narrow:
                wide.append((row, next_index([g["game"] for g in mine], shard, len(row.kinds))))
        if not wide:
            out("every row's interval is narrow enough")
            return played
        for row, index in wide:
            if (max_games is not None and played >= max_games) or (deadline and time.monotonic() > deadline):
                return played
            rec = play_one(row, budgets_for(row, iterations), index, versions[row.title], describe)
            append_result(rec, path)
            played += 1
            out(f"{row.title} {row.key} game {index}: seats {','.join(rec['seats'])} "
                f"winners {rec['winners']} scores {rec['scores']} ({rec['seconds']} s)")


def iterations_label(title: str, level: str, budgets: dict[str, int] | None) -> str:
    """A level's iterations in the table: Hard's as trees x iterations where the title
    searches more than one tree (search.hard_choice)."""
    if not budgets or level not in budgets:
        return "-"
    trees = knowledge_for(title).for_hard().search_trees if level == "hard" else 1
    return f"{trees} x {budgets[level]}" if trees > 1 else str(budgets[level])


def table(rows: list[Row], iterations: dict | None, path: str = RESULTS, all_versions: bool = False) -> str:
    games, bad = read_results(path)
    carries = read_carries(path)
    versions = {title: code_version(title=title) for title in {row.title for row in rows}}
    lines = [f"# Ladder: {len(games)} games recorded in {os.path.relpath(path)}"
             + (f" ({bad} unreadable lines skipped)" if bad else "")
             + ("" if all_versions else "; code versions " + ", ".join(f"{t} {v}" for t, v in sorted(versions.items()))),
             "| title | row | games | result | 95% interval | ± | target | iterations (Normal / Hard) |",
             "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        budgets = budgets_for(row, iterations) if iterations and not all_versions else None
        mine = games_of(row, games, None if all_versions else versions[row.title], budgets, carries)
        s = summary(row, mine)
        it = " / ".join(iterations_label(row.title, lv, budgets) for lv in SEARCHERS)
        if not s["games"]:
            lines.append(f"| {row.title} | {row.label} | 0 | not measured | - | - | {row.target} | {it} |")
        elif row.solo:
            lines.append(f"| {row.title} | {row.label} | {s['games']} | mean {s['mean']:.1f} | "
                         f"{s['low']:.1f}-{s['high']:.1f} | {s['half']:.1f} | {row.target} | {it} |")
        else:
            result = f"{100 * s['share']:.1f}% ({s['wins']:g}/{s['games']})"
            if len(row.kinds) > 2:
                result += f", {s['share'] / s['fair']:.2f} x fair"
            lines.append(f"| {row.title} | {row.label} | {s['games']} | {result} | "
                         f"{100 * s['low']:.0f}-{100 * s['high']:.0f}% | {100 * s['half']:.0f} | {row.target} | {it} |")
    return "\n".join(lines)


def _told(iterations: dict, path: str):
    """(title, row, figure) for each win-share row at its title's current code and the default
    budgets' counts with any games, the figure as the setup screens hold it: a row measured on
    older code is left out (its games say nothing about today's player) unless `carry` found
    that code plays as today's."""
    games, _bad = read_results(path)
    carries = read_carries(path)
    for title in TITLES:
        version = code_version(title=title)
        for row in rows_for(title):
            if row.solo:
                continue
            s = summary(row, games_of(row, games, version, budgets_for(row, iterations), carries))
            if s["games"]:
                yield title, row, s


def _figure(row: Row, s: dict) -> dict:
    return {"against": row.kinds[1], "wins": s["wins"], "games": s["games"]}


def figures(iterations: dict, path: str = RESULTS) -> dict[str, dict[str, dict]]:
    """{title: {level: {"against", "wins", "games"}}}: each level's two-player step (STEPS)
    where its 95% interval is within FIGURE_HALF_WIDTH (fewer games say too little to tell a
    player).  What the setup screens tell a player (see `_told`)."""
    levels = {key: level for level, key in STEPS.items()}
    out: dict[str, dict[str, dict]] = {}
    for title, row, s in _told(iterations, path):
        if row.key in levels and s["half"] <= FIGURE_HALF_WIDTH:
            out.setdefault(title, {})[levels[row.key]] = _figure(row, s)
    return out


def table_figures(iterations: dict, path: str = RESULTS) -> dict[str, dict[str, dict[str, dict]]]:
    """{title: {players: {"hard": {"against", "wins", "games"}}}}: Hard against Normals in all
    the other seats at a table of 3 or more (players as a string, a JSON key), on the terms of
    `figures` with a 95% interval within FIGURE_HALF_WIDTH and within half an equal player's
    share: +-15 points can tell a share from 50% but not from 20% (Koinobori's five seats, 3
    wins in 21: 5-35%, which holds an equal player's 20%).  The setup screens tell it when that
    many players are chosen."""
    out: dict[str, dict[str, dict[str, dict]]] = {}
    for title, row, s in _told(iterations, path):
        n = len(row.kinds)
        if n >= 3 and row.kinds[0] == "hard" and s["half"] <= min(FIGURE_HALF_WIDTH, s["fair"] / 2):
            out.setdefault(title, {})[str(n)] = {"hard": _figure(row, s)}
    return out


def carry(rows: list[Row], iterations: dict, sample: int = 2, path: str = RESULTS, out=print) -> int:
    """For each row, the newest older code version with games at today's budgets: replay
    `sample` of them (spread from its first game to its last) at today's code, and append a
    carry line when each ends exactly as recorded.  Returns the rows carried."""
    if sample < 1:
        raise ValueError("carry replays at least one game a row: nothing checked, nothing carried")
    games, _ = read_results(path)
    carried = 0
    for row in rows:
        version = running_version(row.title)
        budgets = budgets_for(row, iterations)
        carries = read_carries(path)
        have = same_play(row, version, budgets, carries)
        older = [g for g in games_of(row, games, None, budgets) if g.get("code") not in have]
        if not older:
            continue
        newest = max(older, key=lambda g: g.get("finished", ""))["code"]
        theirs = sorted((g for g in older if g["code"] == newest), key=lambda g: g["game"])
        picks = spread(theirs, sample)
        checked = []
        for g in picks:
            again = play_one(row, budgets, g["game"], version, "carry")
            same = (again["seats"], again["scores"], sorted(again["winners"])) == \
                   (g["seats"], g["scores"], sorted(g["winners"]))
            out(f"{row.title} {row.key} game {g['game']} of {newest}: recorded {g['scores']}, "
                f"today {again['scores']} ({again['seconds']} s): {'same' if same else 'different'}")
            if not same:
                break
            checked.append({"game": g["game"], "seed": g["seed"], "scores": g["scores"]})
        else:
            append_result({"carried": True, "title": row.title, "row": row.key, "budgets": budgets,
                           "from": newest, "to": version, "checked": checked, "games": len(theirs),
                           "finished": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}, path)
            out(f"{row.title} {row.key}: {len(theirs)} games of {newest} carried to {version}")
            carried += 1
            continue
        out(f"{row.title} {row.key}: {newest}'s games play differently today; not carried")
    return carried


def spread(items: list, count: int) -> list:
    """`count` of `items` (all when there are fewer), evenly spaced from the first to the last."""
    if count >= len(items):
        return list(items)
    if count == 1:
        return items[:1]
    return [items[round(j * (len(items) - 1) / (count - 1))] for j in range(count)]


def figures_source(data: dict, tables: dict | None = None) -> str:
    """game/ladder_figures.py's text for `data` (`figures`) and `tables` (`table_figures`): a
    module, shipped in every package as code is."""
    body = json.dumps(data, indent=4, sort_keys=True)
    at_tables = json.dumps(tables or {}, indent=4, sort_keys=True)
    return ('"""How strong each computer level is, per title: its two-player step of the ladder of\n'
            'strength (bench/ladder.py, docs/dev/computer-players.md) at the code it was measured on\n'
            '(FIGURES), and Hard against Normals at bigger tables where that is measured (AT_TABLES,\n'
            'by the number of players).\n'
            '\n'
            'Written by `python bench/ladder.py figures` (make ladder-figures) from\n'
            'bench/ladder/results.jsonl: do not edit.  tests/ai/test_ladder.py checks that it is what the\n'
            'record says of today\'s code, so a change to a computer player drops its figures until\n'
            'they are measured again.  The setup screens word them (game/scenes/common/level_words.py).\n'
            '"""\n\n'
            f"FIGURES: dict[str, dict[str, dict]] = {body}\n\n"
            f"AT_TABLES: dict[str, dict[str, dict[str, dict]]] = {at_tables}\n")


def _shard(text: str) -> tuple[int, int]:
    try:
        k, n = (int(x) for x in text.split("/"))
    except ValueError:
        raise argparse.ArgumentTypeError("a shard is K/N, e.g. 0/2") from None
    if not 0 <= k < n:
        raise argparse.ArgumentTypeError("a shard K/N needs 0 <= K < N")
    return k, n


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("command", choices=("table", "run", "figures", "carry"))
    p.add_argument("--titles", help="comma-separated, default all")
    p.add_argument("--rows", help="only rows whose key contains one of these, e.g. 'hard-vs-normal/2,solo'")
    p.add_argument("--games", type=int, help="run: stop after this many games")
    p.add_argument("--sample", type=int, default=2,
                   help="carry: games replayed per row, spread from its first to its last (at least 1)")
    p.add_argument("--minutes", type=float, help="run: stop starting games after this many minutes")
    p.add_argument("--narrower-than", type=float, metavar="HALF",
                   help="run: keep adding games to a win-share row until its 95%% interval's "
                        "half-width is below HALF (e.g. 0.08; default the issue's 0.10)")
    p.add_argument("--shard", type=_shard, default=(0, 1), metavar="K/N",
                   help="run: this run is number K (from 0) of N sharing the rows, one a core "
                        "(blocks of as many games as seats: every shard plays every seating)")
    p.add_argument("--all-versions", action="store_true", help="table: every code version and budget together")
    p.add_argument("--results", default=RESULTS,
                   help="the results file (default bench/ladder/results.jsonl); a scratch file keeps "
                        "trials of an unfinished change out of the ladder's record")
    p.add_argument("--scale", type=float, default=1.0,
                   help="multiply Normal's and Hard's iteration counts (e.g. 0.25 to screen a change "
                        "quickly; such games are rows of their own, since their budgets differ)")
    args = p.parse_args(argv)
    rows = all_rows(args.titles.split(",") if args.titles else None, args.rows.split(",") if args.rows else None)
    if args.command == "figures":
        with open(FIGURES, "w", encoding="utf-8") as f:
            iterations = load_iterations()
            f.write(figures_source(figures(iterations, path=args.results),
                                   table_figures(iterations, path=args.results)))
        print(f"wrote {os.path.relpath(FIGURES)}")
    elif args.command == "carry":
        if args.sample < 1:
            p.error("--sample: at least one game a row must be replayed")
        carried = carry(rows, scaled(load_iterations(), args.scale), args.sample, path=args.results)
        print(f"{carried} rows carried")
    elif args.command == "run":
        iterations = scaled(load_iterations(), args.scale)
        played = run(rows, iterations, args.games, args.minutes, path=args.results, shard=args.shard,
                     narrower_than=args.narrower_than)
        print(f"{played} games added")
        print(table(rows, iterations, path=args.results))
    else:
        iterations = scaled(load_iterations(), args.scale) if os.path.exists(ITERATIONS) else None
        print(table(rows, iterations, path=args.results, all_versions=args.all_versions))


if __name__ == "__main__":
    main()
