"""The ladder's tooling (bench/ladder.py): recorded games accumulate, resume, rotate seats,
use distinct seeds, keep code versions apart, and the table's intervals come from the records.
Tiny iteration budgets: these tests prove the bookkeeping, not the players' strength."""
from __future__ import annotations

import importlib.util
import json
import os

import pytest

from game.ai.arena import wilson

from .bench import load_bench


ladder = load_bench("ladder")
TINY = {t: {"normal": 2, "hard": 2} for t in ("paddy", "koinobori", "pondscape", "ladybird")}


def row(title, key):
    return next(r for r in ladder.rows_for(title) if r.key == key)


def test_the_ladder_has_every_step_per_title_and_the_multi_player_rows():
    keys = {t: [r.key for r in ladder.rows_for(t)] for t in ("paddy", "koinobori", "pondscape", "ladybird")}
    for t, ks in keys.items():
        assert ks[:3] == ["easy-vs-random/2", "normal-vs-easy/2", "hard-vs-normal/2"]
        assert "hard-vs-normal/3" in ks
    assert "hard-vs-normal/5" in keys["koinobori"]
    assert "solo-hard/1" in keys["pondscape"]


def test_a_run_appends_one_line_per_game_and_resumes_with_new_seeds_and_rotated_seats(tmp_path):
    path = str(tmp_path / "results.jsonl")
    r = row("koinobori", "normal-vs-easy/2")
    assert ladder.run([r], TINY, max_games=2, minutes=None, path=path, out=lambda s: None) == 2
    assert ladder.run([r], TINY, max_games=1, minutes=None, path=path, out=lambda s: None) == 1
    lines = open(path, encoding="utf-8").read().splitlines()
    games = [json.loads(line) for line in lines]
    assert [g["game"] for g in games] == [0, 1, 2]
    assert len({g["seed"] for g in games}) == 3
    assert [g["seats"] for g in games] == [["normal", "easy"], ["easy", "normal"], ["normal", "easy"]]
    for g in games:
        assert g["budgets"] == {"normal": 2}
        assert g["code"] == ladder.code_version(title="koinobori")
        assert g["title"] == "koinobori" and g["players"] == 2
        assert len(g["scores"]) == 2 and g["winners"]


def test_the_table_counts_wins_of_the_measured_level_in_whichever_seat_with_wilson_intervals(tmp_path):
    path = str(tmp_path / "results.jsonl")
    r = row("ladybird", "hard-vs-normal/2")
    version = ladder.code_version(title="ladybird")
    base = {"title": "ladybird", "players": 2, "row": r.key, "budgets": {"normal": 2, "hard": 2}, "code": version}
    # Hard wins games 0 and 1 from either seat, game 2 is shared, game 3 lost: 2.5 / 4
    records = [dict(base, game=0, seats=["hard", "normal"], winners=[0], scores=[5, 3]),
               dict(base, game=1, seats=["normal", "hard"], winners=[1], scores=[3, 5]),
               dict(base, game=2, seats=["hard", "normal"], winners=[0, 1], scores=[4, 4]),
               dict(base, game=3, seats=["normal", "hard"], winners=[0], scores=[6, 2]),
               dict(base, game=4, seats=["hard", "normal"], winners=[0], scores=[6, 2], code="older")]
    for rec in records:
        ladder.append_result(rec, path)
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"title": "ladybird", "row": "hard-vs-norm')      # a game cut off mid-write
    games, bad = ladder.read_results(path)
    assert bad == 1 and len(games) == 5
    s = ladder.summary(r, ladder.games_of(r, games, version, {"normal": 2, "hard": 2}))
    assert s["games"] == 4 and s["wins"] == 2.5
    assert (s["low"], s["high"]) == pytest.approx(wilson(2.5, 4))
    assert not s["done"]
    text = ladder.table([r], {"ladybird": {"normal": 2, "hard": 2}}, path)
    assert "62.5% (2.5/4)" in text and "1 unreadable lines skipped" in text
    assert "62.5% (3.5/5)" not in text                      # the older code's game is not mixed in
    assert "(3.5/5)" in ladder.table([r], None, path, all_versions=True)


def test_a_row_stops_getting_games_once_its_interval_is_narrow_enough(tmp_path):
    path = str(tmp_path / "results.jsonl")
    r = row("paddy", "easy-vs-random/2")
    base = {"title": "paddy", "players": 2, "row": r.key, "budgets": {}, "code": ladder.code_version(title="paddy")}
    for g in range(100):      # 100 wins of 100: the interval is 96-100%
        ladder.append_result(dict(base, game=g, seats=["easy", "random"] if g % 2 == 0 else ["random", "easy"],
                                  winners=[g % 2], scores=[1, 0]), path)
    assert ladder.run([r], TINY, max_games=3, minutes=None, path=path, out=lambda s: None) == 0
    assert len(ladder.read_results(path)[0]) == 100
    # asked for a narrower interval (+-1 point), the row gets games again
    assert ladder.summary(r, ladder.read_results(path)[0])["half"] > 0.01
    assert ladder.run([r], TINY, max_games=2, minutes=None, path=path, out=lambda s: None,
                      narrower_than=0.01) == 2
    assert len(ladder.read_results(path)[0]) == 102


def test_a_change_to_the_rules_or_ai_code_changes_the_version(tmp_path):
    for sub in ("game/ai", "game/rules"):
        os.makedirs(tmp_path / sub)
        (tmp_path / sub / "x.py").write_text("A = 1\n")
    before = ladder.code_version(str(tmp_path))
    (tmp_path / "game/rules/x.py").write_text("A = 2\n")
    assert ladder.code_version(str(tmp_path)) != before


def test_a_titles_version_covers_the_shared_code_and_its_own_but_not_another_titles(tmp_path):
    files = ["game/ai/search.py", "game/ai/review.py", "game/ai/titles/__init__.py", "game/ai/titles/paddy.py",
             "game/ai/titles/koinobori.py", "game/rules/base.py", "game/rules/paddy/state.py",
             "game/rules/koinobori/state.py"]
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("A = 1\n")
    root = str(tmp_path)

    def changes(name: str) -> bool:
        before = ladder.code_version(root, "paddy")
        (tmp_path / name).write_text((tmp_path / name).read_text() + "B = 2\n")
        return ladder.code_version(root, "paddy") != before

    for own in ("game/ai/search.py", "game/ai/titles/__init__.py", "game/ai/titles/paddy.py",
                "game/rules/base.py", "game/rules/paddy/state.py"):
        assert changes(own), own
    for other in ("game/ai/review.py", "game/ai/titles/koinobori.py", "game/rules/koinobori/state.py"):
        assert not changes(other), other


def test_the_deck_page_generators_are_not_part_of_pondscapes_version(tmp_path):
    for name in ("game/rules/pondscape/state.py", "game/rules/pondscape/deckdoc_ja.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("A = 1\n")
    root = str(tmp_path)
    before = ladder.code_version(root, "pondscape")
    (tmp_path / "game/rules/pondscape/deckdoc_ja.py").write_text("A = 2\n")
    assert ladder.code_version(root, "pondscape") == before
    (tmp_path / "game/rules/pondscape/state.py").write_text("A = 2\n")
    assert ladder.code_version(root, "pondscape") != before


def test_solo_rows_quote_the_mean_score_with_an_interval(tmp_path):
    path = str(tmp_path / "results.jsonl")
    r = row("pondscape", "solo-hard/1")
    assert ladder.run([r], TINY, max_games=2, minutes=None, path=path, out=lambda s: None) == 2
    games, _ = ladder.read_results(path)
    assert [g["seats"] for g in games] == [["hard"], ["hard"]]
    s = ladder.summary(r, games)
    assert s["mean"] == pytest.approx(sum(g["scores"][0] for g in games) / 2)
    assert "mean" in ladder.table([r], TINY, path)


def test_the_iteration_bench_counts_a_default_budget_search_and_puts_the_clock_back():
    bench = load_bench("iterations")
    from game.ai import search
    clock, clock_time = search.Clock, search.time
    infos = bench.positions("koinobori", 1)
    assert len(infos) == 1 and len(infos[0].legal_actions()) > 1
    counts = bench.count_iterations("normal", infos, cpu_clock=True)
    assert len(counts) == 1 and counts[0] >= search.MIN_ITERATIONS
    assert search.Clock is clock and search.time is clock_time


def test_the_decision_time_bench_times_whole_decisions_on_the_cpu_clock_and_puts_the_clock_back(monkeypatch):
    bench = load_bench("decision_time")
    from game.ai import search
    clock_time = search.time
    infos = bench.positions("pondscape", 2)
    seen = []
    real_choose = bench.make_player("normal").choose.__func__

    def choose(self, info, budget=None, seed=0, stop=None):
        seen.append((search.time.perf_counter is __import__("time").process_time, budget.iterations))
        return real_choose(self, info, budget, seed, stop)
    monkeypatch.setitem(bench.DEFAULT_BUDGETS, "normal", search.Budget(iterations=30))
    monkeypatch.setattr(type(bench.make_player("normal")), "choose", choose)
    took = bench.decision_seconds("normal", infos, cpu_clock=True)
    assert len(took) == 2 and all(t > 0 for t in took)
    assert seen == [(True, 30), (True, 30)]          # the search read the CPU clock, at the level's budget
    assert search.time is clock_time


def test_the_decision_time_bench_can_time_decisions_through_the_windows_worker(monkeypatch):
    bench = load_bench("decision_time")
    from game.ai import search
    infos = bench.positions("pondscape", 2)
    monkeypatch.setitem(bench.DEFAULT_BUDGETS, "hard", search.Budget(iterations=20))
    took = bench.worker_seconds("hard", infos)     # real processes: the worker and its tree helper
    assert len(took) == 2 and all(t > 0 for t in took)


def test_runs_sharing_a_row_never_play_the_same_game_and_each_plays_every_seating():
    assert ladder.next_index([]) == 0 and ladder.next_index([0, 1, 2]) == 3
    assert ladder.next_index([0, 1, 5]) == 6                      # one run: past the highest
    # two shards of a 2-player row: blocks of 2 (both seatings), alternating
    assert ladder.next_index([0, 1, 2], (0, 2), 2) == 4
    assert ladder.next_index([0, 1, 2], (1, 2), 2) == 3
    assert ladder.next_index([0, 2], (0, 2), 2) == 1               # a gap of its own is filled first
    played = {0: [], 1: []}
    for _ in range(6):
        for k in (0, 1):
            played[k].append(ladder.next_index(played[0] + played[1], (k, 2), 3))
    assert played[0] == [0, 1, 2, 6, 7, 8] and played[1] == [3, 4, 5, 9, 10, 11]
    with pytest.raises(SystemExit):
        ladder.main(["run", "--shard", "2/2"])


def test_the_ladder_table_shows_hards_trees():
    budgets = {"normal": 1211, "hard": 2761}
    assert ladder.iterations_label("pondscape", "hard", budgets) == "2 x 2761"
    assert ladder.iterations_label("pondscape", "normal", budgets) == "1211"
    assert ladder.iterations_label("ladybird", "hard", budgets) == "2761"
    assert ladder.iterations_label("ladybird", "hard", None) == "-"


def test_hards_count_is_cut_where_its_reply_check_keeps_more_of_the_budget():
    """Paddy's Hard keeps 0.4 of its budget for the check at three seats (0.2 elsewhere): its
    fixed count there is the two-player count x 0.6 / 0.8, as the clock would cut it; the
    other rows and titles keep theirs."""
    counts = {t: {"normal": 1000, "hard": 6100} for t in TINY}
    assert ladder.budgets_for(row("paddy", "hard-vs-normal/3"), counts) == {"normal": 1000, "hard": 4575}
    for key in ("hard-vs-normal/2", "hard-vs-normal/4"):
        assert ladder.budgets_for(row("paddy", key), counts) == {"normal": 1000, "hard": 6100}
    for title in ("koinobori", "pondscape", "ladybird"):
        for r in ladder.rows_for(title):
            if "hard" in r.kinds and (title, len(r.kinds)) not in ladder.DEARER_ITERATIONS:
                assert ladder.budgets_for(r, counts)["hard"] == 6100
    assert ladder.budgets_for(row("paddy", "normal-vs-easy/2"), counts) == {"normal": 1000}


def test_hards_count_is_cut_where_its_iterations_cost_more():
    """Pondscape's Hard plays out 10 turns at two seats (the ladder's count, 2264), 6 solo, 9 at
    three seats, 12 at four: the same time buys 2761 iterations solo, 2292 at three seats, 2209
    at four, the counts those rows are played at; Koinobori's ten turns at five seats (to the
    end elsewhere) buy 2.44 times as many there; other rows keep the two-seat count."""
    counts = {t: {"normal": 1211, "hard": 2264} for t in TINY}
    assert ladder.budgets_for(row("pondscape", "hard-vs-normal/4"), counts) == {"normal": 1211, "hard": 2209}
    assert ladder.budgets_for(row("pondscape", "hard-vs-normal/2"), counts)["hard"] == 2264
    assert ladder.budgets_for(row("pondscape", "hard-vs-normal/3"), counts)["hard"] == 2292
    assert ladder.budgets_for(row("pondscape", "solo-hard/1"), counts)["hard"] == 2761
    assert ladder.budgets_for(row("paddy", "hard-vs-normal/4"), counts)["hard"] == 2264
    # Koinobori's Hard plays out ten turns at five seats, to the end elsewhere: 2.44 x the count
    assert ladder.budgets_for(row("koinobori", "hard-vs-normal/5"), counts)["hard"] == 5524
    assert ladder.budgets_for(row("koinobori", "hard-vs-normal/4"), counts)["hard"] == 2264


def test_the_dearer_tables_are_where_hards_play_outs_are_longer_than_at_two_seats():
    """DEARER_ITERATIONS is a measurement of a knob in game/ai/titles: a table listed there must
    have Hard play out longer or shorter than at two seats (solo too), and every such table must
    be listed, so a change to the knob cannot leave the ladder's count stale unnoticed."""
    from game.ai.knowledge import knowledge_for
    from game.rules.base import Setup
    from game.rules.registry import state_class

    longer = set()
    for title in TINY:
        hard = knowledge_for(title).for_hard()
        for r in ladder.rows_for(title):
            seats = len(r.kinds)
            if "hard" not in r.kinds:
                continue
            limit = {n: hard.playout_limit(state_class(title).new(Setup(title, tuple("ABCDE"[:n]), 0), 1))
                     for n in (2, seats)}
            if limit[seats] != limit[2]:
                longer.add((title, seats))
    assert longer == set(ladder.DEARER_ITERATIONS) == {("pondscape", 1), ("pondscape", 3), ("pondscape", 4),
                                                       ("koinobori", 5)}


def test_a_screening_run_scales_the_counts_and_writes_only_to_its_own_file(tmp_path, monkeypatch, capsys):
    assert ladder.scaled({"paddy": {"normal": 3297, "hard": 7990}}, 0.25) == {"paddy": {"normal": 824, "hard": 1998}}
    assert ladder.scaled({"paddy": {"normal": 2, "hard": 1}}, 0.1) == {"paddy": {"normal": 1, "hard": 1}}
    monkeypatch.setattr(ladder, "load_iterations", lambda: {t: {"normal": 8, "hard": 8} for t in TINY})
    scratch = tmp_path / "trial.jsonl"
    before = os.path.getmtime(ladder.RESULTS) if os.path.exists(ladder.RESULTS) else None
    ladder.main(["run", "--titles", "koinobori", "--rows", "hard-vs-normal/2", "--games", "1",
                 "--scale", "0.25", "--results", str(scratch)])
    game = json.loads(scratch.read_text(encoding="utf-8"))
    assert game["budgets"] == {"normal": 2, "hard": 2}
    assert (os.path.getmtime(ladder.RESULTS) if os.path.exists(ladder.RESULTS) else None) == before
    assert "1 games added" in capsys.readouterr().out


def test_the_shipped_level_figures_are_what_the_record_says_of_todays_code():
    """game/ladder_figures.py (the setup screens' strength words) is the record's figures at
    each title's current code: after a change to a computer player, or new games, run
    `make ladder-figures` (a changed player's figures then drop until measured again)."""
    with open(ladder.FIGURES, encoding="utf-8") as f:
        shipped = f.read()
    iterations = ladder.load_iterations()
    assert shipped == ladder.figures_source(ladder.figures(iterations), ladder.table_figures(iterations)), \
        "game/ladder_figures.py is stale: run make ladder-figures"


def test_a_bigger_tables_figure_is_hards_share_against_normals_once_its_interval_is_narrow(tmp_path):
    """Hard against two Normals: told once its interval is within +-15 points and half an equal
    player's share, as the number of players it was measured at; the module written holds it
    beside the two-player steps."""
    path = str(tmp_path / "results.jsonl")
    r = row("koinobori", "hard-vs-normal/3")
    budgets = ladder.budgets_for(r, TINY)
    version = ladder.code_version(title="koinobori")

    def add(first, last):
        with open(path, "a", encoding="utf-8") as f:
            for g in range(first, last):
                seats = [r.kinds[(i + g) % 3] for i in range(3)]
                winner = seats.index("hard") if g % 2 == 0 else seats.index("normal")
                f.write(json.dumps({"title": "koinobori", "players": 3, "row": r.key, "game": g, "seats": seats,
                                    "budgets": budgets, "seed": g + 1, "code": version, "winners": [winner],
                                    "scores": [1, 1, 1]}) + "\n")
    add(0, 10)
    assert ladder.table_figures(TINY, path) == {}            # 10 games: +-28 points
    add(10, 50)
    got = ladder.table_figures(TINY, path)
    assert got == {"koinobori": {"3": {"hard": {"against": "normal", "wins": 25.0, "games": 50}}}}
    five = row("koinobori", "hard-vs-normal/5")       # +-14 points cannot tell 14% from 20%
    with open(path, "a", encoding="utf-8") as f:
        for g in range(25):
            seats = [five.kinds[(i + g) % 5] for i in range(5)]
            winner = seats.index("hard") if g % 7 == 0 else seats.index("normal")
            f.write(json.dumps({"title": "koinobori", "players": 5, "row": five.key, "game": g, "seats": seats,
                                "budgets": ladder.budgets_for(five, TINY), "seed": g + 1, "code": version,
                                "winners": [winner], "scores": [1] * 5}) + "\n")
    assert ladder.summary(five, ladder.games_of(five, ladder.read_results(path)[0], version,
                                                ladder.budgets_for(five, TINY)))["half"] <= 0.15
    assert ladder.table_figures(TINY, path) == got
    written = tmp_path / "ladder_figures.py"
    written.write_text(ladder.figures_source({}, got), encoding="utf-8")
    spec = importlib.util.spec_from_file_location("written_table_figures", written)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.AT_TABLES == got and module.FIGURES == {}


def test_figures_take_each_levels_step_only_once_its_interval_is_narrow(tmp_path):
    path = str(tmp_path / "results.jsonl")
    r = row("koinobori", "easy-vs-random/2")
    ladder.run([r], TINY, max_games=3, minutes=None, path=path, out=lambda s: None)
    assert "koinobori" not in ladder.figures(TINY, path)      # 3 games: +-30 points or more
    version = ladder.code_version(title="koinobori")
    with open(path, "a", encoding="utf-8") as f:
        for g in range(3, 60):
            seats = ["easy", "random"] if g % 2 == 0 else ["random", "easy"]
            f.write(json.dumps({"title": "koinobori", "players": 2, "row": r.key, "game": g, "seats": seats,
                                "budgets": {}, "seed": g + 1, "code": version, "winners": [seats.index("easy")],
                                "scores": [1, 0]}) + "\n")
    got = ladder.figures(TINY, path)["koinobori"]["easy"]
    assert got["against"] == "random" and got["games"] == 60 and got["wins"] >= 57
    written = tmp_path / "ladder_figures.py"     # the module it writes imports and holds them
    written.write_text(ladder.figures_source({"koinobori": {"easy": got}}), encoding="utf-8")
    spec = importlib.util.spec_from_file_location("written_figures", written)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.FIGURES == {"koinobori": {"easy": got}}


def test_a_row_whose_games_replay_identically_is_carried_to_todays_code_and_one_that_differs_is_not(tmp_path):
    """Games are deterministic from their seed and counts: a row recorded at an older code
    version stands for today's once its first and last games end the same when replayed."""
    path = str(tmp_path / "results.jsonl")
    r = row("koinobori", "normal-vs-easy/2")
    today = ladder.code_version(title="koinobori")
    ladder.run([r], TINY, max_games=3, minutes=None, path=path, out=lambda s: None)
    games = [json.loads(line) for line in open(path, encoding="utf-8")]
    with open(path, "w", encoding="utf-8") as f:     # as if recorded before a shared change
        for g in games:
            f.write(json.dumps(dict(g, code="before", finished=f"2026-01-01T00:00:0{g['game']}Z")) + "\n")
    assert ladder.games_of(r, ladder.read_results(path)[0], today, {"normal": 2}) == []
    said = []
    assert ladder.carry([r], TINY, path=path, out=said.append) == 1
    assert [s.endswith("same") for s in said[:2]] == [True, True] and "carried to" in said[2]
    carries = ladder.read_carries(path)
    assert [(c["from"], c["to"], [k["game"] for k in c["checked"]]) for c in carries] == [("before", today, [0, 2])]
    got, bad = ladder.read_results(path)
    assert bad == 0 and len(got) == 3                    # the carry line is not a game
    assert len(ladder.games_of(r, got, today, {"normal": 2}, carries)) == 3
    assert "| koinobori | Normal vs Easy | 3 |" in ladder.table([r], TINY, path)
    assert ladder.carry([r], TINY, path=path, out=said.append) == 0       # nothing older is left

    other = str(tmp_path / "other.jsonl")               # a game that ends differently today
    with open(other, "w", encoding="utf-8") as f:
        for g in games:
            scores = [s + 1 for s in g["scores"]] if g["game"] == 2 else g["scores"]
            f.write(json.dumps(dict(g, code="before", scores=scores)) + "\n")
    said = []
    assert ladder.carry([r], TINY, path=other, out=said.append) == 0
    assert said[-2].endswith("different") and "not carried" in said[-1]
    assert ladder.read_carries(other) == []
    assert ladder.games_of(r, ladder.read_results(other)[0], today, {"normal": 2}, ladder.read_carries(other)) == []


def test_carries_chain_and_are_kept_to_their_row_and_budgets():
    r = row("paddy", "hard-vs-normal/2")
    b = {"normal": 5, "hard": 9}
    carries = [{"carried": True, "title": "paddy", "row": r.key, "budgets": b, "from": "A", "to": "B"},
               {"carried": True, "title": "paddy", "row": r.key, "budgets": b, "from": "B", "to": "C"},
               {"carried": True, "title": "paddy", "row": "normal-vs-easy/2", "budgets": b, "from": "X", "to": "C"},
               {"carried": True, "title": "paddy", "row": r.key, "budgets": {"normal": 1, "hard": 1}, "from": "Y", "to": "C"}]
    assert ladder.same_play(r, "C", b, carries) == {"A", "B", "C"}
    assert ladder.same_play(r, "B", b, carries) == {"A", "B"}


def test_a_game_recorded_at_two_versions_that_play_alike_counts_once():
    """A run started at today's code before `carry` (or two runs of one row at once) records
    game g again: the same seed and seats, so the same game; it must not count twice."""
    r = row("koinobori", "normal-vs-easy/2")
    b = {"normal": 2}

    def game(i, code, won):
        return {"title": r.title, "row": r.key, "game": i, "seed": i + 1, "code": code, "budgets": b,
                "seats": ["normal", "easy"] if i % 2 == 0 else ["easy", "normal"],
                "winners": [0 if (i % 2 == 0) == won else 1], "scores": [1, 0]}
    games = [game(0, "before", True), game(1, "before", True), game(2, "before", False),
             game(0, "today", True), game(1, "today", True), game(1, "today", True)]
    carries = [{"carried": True, "title": r.title, "row": r.key, "budgets": b, "from": "before", "to": "today"}]
    mine = ladder.games_of(r, games, "today", b, carries)
    assert sorted(g["game"] for g in mine) == [0, 1, 2]
    assert [g["code"] for g in sorted(mine, key=lambda g: g["game"])] == ["today", "today", "before"]
    assert ladder.summary(r, mine)["wins"] == 2
    assert len(ladder.games_of(r, games, None, None)) == 6       # every version apart: all kept
    other_budgets = dict(game(0, "today", True), budgets={"normal": 5})
    assert len(ladder.games_of(r, games + [other_budgets], "today", None, carries)) == 4   # another game


def test_carry_replays_as_many_games_as_asked_spread_from_first_to_last_and_never_none(tmp_path, monkeypatch):
    path = str(tmp_path / "results.jsonl")
    r = row("koinobori", "normal-vs-easy/2")
    recorded = {}
    with open(path, "w", encoding="utf-8") as f:
        for i in range(7):
            g = {"title": r.title, "row": r.key, "game": i, "seed": i + 1, "code": "before", "budgets": {"normal": 2},
                 "seats": ["normal", "easy"], "winners": [0], "scores": [i, 0], "finished": f"2026-01-01T00:00:0{i}Z"}
            recorded[i] = g
            f.write(json.dumps(g) + "\n")
    replayed = []

    def replay(row_, budgets, index, version, describe):
        replayed.append(index)
        return dict(recorded[index], code=version, seconds=0.0)
    monkeypatch.setattr(ladder, "play_one", replay)
    with pytest.raises(ValueError):
        ladder.carry([r], TINY, sample=0, path=path, out=lambda s: None)
    assert replayed == [] and ladder.read_carries(path) == []
    assert ladder.carry([r], TINY, sample=4, path=path, out=lambda s: None) == 1
    assert replayed == [0, 2, 4, 6]
    assert [k["game"] for k in ladder.read_carries(path)[0]["checked"]] == [0, 2, 4, 6]


def test_games_are_labelled_with_the_code_the_process_runs_not_what_is_on_disk_later(tmp_path, monkeypatch):
    """A title's rules and player are imported at its first game, maybe minutes into a run: a
    file changed on disk before then would run under the older version's name.  So run and
    carry import them before they read the version."""
    seen = []
    monkeypatch.setattr(ladder, "state_class", lambda title: seen.append(("rules", title)))
    monkeypatch.setattr(ladder, "knowledge_for", lambda title: seen.append(("player", title)))
    monkeypatch.setattr(ladder, "code_version", lambda root=None, title=None: seen.append(("hash", title)) or "v")
    monkeypatch.setattr(ladder, "play_one", lambda *a: {"title": "x"})
    path = str(tmp_path / "results.jsonl")
    ladder.run([row("ladybird", "normal-vs-easy/2")], TINY, max_games=0, minutes=None, path=path, out=lambda s: None)
    assert seen[:3] == [("rules", "ladybird"), ("player", "ladybird"), ("hash", "ladybird")]
    seen.clear()
    ladder.carry([row("paddy", "normal-vs-easy/2")], TINY, path=path, out=lambda s: None)
    assert seen[:3] == [("rules", "paddy"), ("player", "paddy"), ("hash", "paddy")]
