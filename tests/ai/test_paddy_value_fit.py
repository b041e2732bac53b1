"""bench/paddy_value_fit.py: its least squares recover a known weight, and a greedy game's rows
split each seat's harvest-now exactly into the parts the fit weighs."""
import random

from .bench import load_bench


def synthetic_rows(weights: dict, games: int = 30, seats: int = 3) -> list[dict]:
    """Rows whose points to come are exactly the weighted parts plus a seat-independent offset
    (which the fit must ignore, as only differences between seats decide a game)."""
    rng = random.Random(7)
    rows = []
    for game in range(games):
        for pos in range(5):
            offset = rng.randint(-50, 50)
            for seat in range(seats):
                parts = {name: rng.randint(0, 20) for name in weights}
                banked = rng.randint(0, 100)
                final = banked + offset + sum(weights[n] * parts[n] for n in weights)
                rows.append({"game": game, "pos": pos, "seat": seat, "cycle": 1, "left": 1.0, "banked": banked,
                             "now": parts[next(iter(weights))], "final": final, **parts})
    return rows


def test_the_fit_recovers_known_weights_and_ignores_the_tables_offset():
    fit = load_bench("paddy_value_fit")
    weights = {"lead1": 0.25, "lead2": 0.5, "lead3": 1.5, "reserve": -2.0}
    beta, se, positions = fit.fit_parts(synthetic_rows(weights), list(weights))
    assert positions == 150
    for b, want, e in zip(beta, weights.values(), se):
        assert abs(b - want) < 1e-9 and e < 1e-6
    slope, _se, _n = fit.fit(synthetic_rows({"now": 0.75}))
    assert abs(slope - 0.75) < 1e-9


def test_a_feature_that_never_differs_between_seats_is_left_out_not_divided_by():
    fit = load_bench("paddy_value_fit")
    rows = synthetic_rows({"lead1": 2.0})
    for r in rows:
        r["waterfalls"] = 3
    beta, _se, _n = fit.fit_parts(rows, ["lead1", "waterfalls"])
    assert abs(beta[0] - 2.0) < 1e-9 and beta[1] != beta[1]   # nan: no information


def test_a_greedy_games_rows_split_each_harvest_into_its_leads():
    fit = load_bench("paddy_value_fit")
    rows = fit.play(2, seed=3)
    assert rows and {r["seat"] for r in rows} == {0, 1}
    for r in rows:
        assert r["lead1"] + r["lead2"] + r["lead3"] == r["now"]
        assert 0 <= r["reserve"] <= 3 and 0 <= r["left"] <= 1
    finals = {r["seat"]: r["final"] for r in rows}
    assert all(r["final"] >= r["banked"] for r in rows) and max(finals.values()) > 0
    assert {r["cycle"] for r in rows} == {1, 2, 3, 4}
