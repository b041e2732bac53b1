"""bench/ladder_screen.py: a screen changes Hard's knowledge only, plays the ladder's own
games, and pairs them with the record's games of the same numbers."""
from __future__ import annotations

import json

from .bench import load_bench


screen = load_bench("ladder_screen")


def test_game_numbers_read_as_lists_and_ranges():
    assert screen.parse_games("0-3") == [0, 1, 2, 3]
    assert screen.parse_games("3,5,9-11") == [3, 5, 9, 10, 11]


def test_a_knob_changes_hards_knowledge_and_not_normals():
    from game.ai.knowledge import knowledge_for

    base = knowledge_for("paddy")
    before = (base.scale, base.reply_top)
    try:
        changed = screen.set_knobs("paddy", ["scale=20", "reply_top=8"])
        hard = base.for_hard()
        assert changed == {"scale": 20.0, "reply_top": 8}
        assert (hard.scale, hard.reply_top) == (20.0, 8) and hard is not base
        assert (base.scale, base.reply_top) == before          # Normal's is the shared one
        assert hard.for_hard() is hard
    finally:
        del base.for_hard                                      # the class's method again
    assert base.for_hard() is base


def test_a_tuple_knob_takes_a_list_of_seat_counts_and_the_budget_follows_it():
    """`--set every_reply_at=3,4` screens Paddy's wider check at four seats too; Hard's
    count there is then cut as the clock would cut it."""
    from game.ai.knowledge import knowledge_for

    base = knowledge_for("paddy")
    four = next(r for r in screen.ladder.rows_for("paddy") if r.key == "hard-vs-normal/4")
    counts = {"paddy": {"normal": 1000, "hard": 6100}}
    try:
        assert screen.set_knobs("paddy", ["every_reply_at=3,4"]) == {"every_reply_at": (3, 4)}
        assert base.for_hard().reply_share_for(4) == 0.4 and base.reply_share_for(4) == 0.2
        assert screen.ladder.budgets_for(four, counts)["hard"] == 4575
    finally:
        del base.for_hard
    assert screen.ladder.budgets_for(four, counts)["hard"] == 6100


def _record(game, seats, scores, winners):
    return {"title": "koinobori", "players": 2, "row": "hard-vs-normal/2", "game": game,
            "seats": seats, "scores": scores, "winners": winners, "seed": game + 1}


def test_compare_pairs_each_screened_game_with_the_record_of_its_number(tmp_path):
    ladder = screen.ladder
    row = next(r for r in ladder.all_rows(["koinobori"]) if r.key == "hard-vs-normal/2")
    budgets = ladder.budgets_for(row, ladder.load_iterations())
    version = ladder.running_version("koinobori")
    results = tmp_path / "results.jsonl"
    recorded = [_record(0, ["hard", "normal"], [10, 12], [1]), _record(1, ["normal", "hard"], [9, 15], [1])]
    with open(results, "w", encoding="utf-8") as f:
        for r in recorded:
            f.write(json.dumps({**r, "budgets": budgets, "code": version}) + "\n")
    screened = tmp_path / "screen.jsonl"
    with open(screened, "w", encoding="utf-8") as f:
        for r in (_record(0, ["hard", "normal"], [14, 12], [0]), _record(1, ["normal", "hard"], [9, 11], [1]),
                  _record(7, ["normal", "hard"], [1, 2], [1])):     # game 7: nothing recorded
            f.write(json.dumps({**r, "budgets": budgets, "code": "screen"}) + "\n")
    lines = []
    screen.compare("koinobori", [str(screened)], path=str(results), out=lines.append)
    assert lines[:2] == ["game 0: record 0.0 (-2), screen 1.0 (+2)", "game 1: record 1.0 (+6), screen 1.0 (+2)"]
    assert lines[2].startswith("2 games: record 1/2 (mean margin +2.0), screen 2/2 (mean margin +2.0); "
                               "margin change +0.0 +- 4.0")


def test_a_switch_knob_reads_one_and_zero_and_refuses_anything_else():
    """`--set ahead=0` must switch it off: the text "0" would read as on."""
    import pytest

    from game.ai.knowledge import knowledge_for

    hard = knowledge_for("paddy")
    assert screen.knob_value(hard, "ahead=0") == ("ahead", False)
    assert screen.knob_value(hard, "ahead=1") == ("ahead", True)
    assert screen.knob_value(hard, "in_turn_priors=false") == ("in_turn_priors", False)
    with pytest.raises(SystemExit):
        screen.knob_value(hard, "ahead=maybe")


def test_a_knob_that_is_off_by_default_takes_a_number():
    from game.ai.knowledge import knowledge_for

    base = knowledge_for("koinobori")
    try:
        changed = screen.set_knobs("koinobori", ["search_turns=4", "prior_weight=0.25"])
        assert changed == {"search_turns": 4, "prior_weight": 0.25}
        assert type(base.for_hard().search_turns) is int
        assert base.search_turns is None
    finally:
        del base.for_hard


def test_compare_reads_a_bigger_tables_row_at_the_code_it_names(tmp_path):
    """A screen of a 5-seat row pairs with that row's games, at the code version given (a
    knob added since the record was made changes today's version)."""
    ladder = screen.ladder
    row = next(r for r in ladder.all_rows(["koinobori"]) if r.key == "hard-vs-normal/5")
    budgets = ladder.budgets_for(row, ladder.load_iterations())
    seats = ["hard", "normal", "normal", "normal", "normal"]

    def record(scores, winners, code):
        return {**_record(3, seats, scores, winners), "players": 5, "row": row.key,
                "budgets": budgets, "code": code}
    results = tmp_path / "results.jsonl"
    results.write_text(json.dumps(record([10, 14, 9, 8, 7], [1], "older")) + "\n", encoding="utf-8")
    screened = tmp_path / "screen.jsonl"
    screened.write_text(json.dumps(record([16, 14, 9, 8, 7], [0], "screen")) + "\n", encoding="utf-8")
    lines = []
    screen.compare("koinobori", [str(screened)], path=str(results), out=lines.append,
                   row_key=row.key, version="older")
    assert lines[0] == "game 3: record 0.0 (-4), screen 1.0 (+2)"
    lines = []
    screen.compare("koinobori", [str(screened)], path=str(results), out=lines.append, row_key=row.key)
    assert lines == ["no screened game has a recorded game of the same number at today's code"]


def test_a_dearer_knob_plays_hard_at_a_share_of_its_count_and_leaves_normal_alone():
    import pytest

    budgets = {"normal": 1211, "hard": 2761}
    assert screen.scaled_hard(budgets, 0.8) == {"normal": 1211, "hard": 2209}
    assert screen.scaled_hard(budgets, 1.0) == budgets
    assert budgets["hard"] == 2761                      # the row's own budgets are not changed
    assert screen.scaled_hard({"normal": 300}, 0.5) == {"normal": 300}
    assert screen.scaled_hard(budgets, 2.0) == {"normal": 1211, "hard": 5522}   # twice the thinking
    for bad in (0.0, 4.5, -0.2):
        with pytest.raises(SystemExit, match="--hard-share"):
            screen.scaled_hard(budgets, bad)


def test_compare_pairs_with_games_carried_to_todays_code(tmp_path):
    """A row's older games, replayed identically at today's code (`ladder.py carry`), are the
    row's games in the table, so a screen pairs with them too; a carry of other budgets
    does not count."""
    ladder = screen.ladder
    row = next(r for r in ladder.all_rows(["koinobori"]) if r.key == "hard-vs-normal/2")
    budgets = ladder.budgets_for(row, ladder.load_iterations())
    version = ladder.running_version("koinobori")
    results = tmp_path / "results.jsonl"
    lines = [json.dumps({**_record(0, ["hard", "normal"], [10, 12], [1]), "budgets": budgets, "code": "older"}),
             json.dumps({**_record(1, ["normal", "hard"], [9, 15], [1]), "budgets": budgets, "code": "other"}),
             json.dumps({"carried": True, "title": "koinobori", "row": row.key, "budgets": budgets,
                         "from": "older", "to": version, "checked": []}),
             json.dumps({"carried": True, "title": "koinobori", "row": row.key, "budgets": {"hard": 1},
                         "from": "other", "to": version, "checked": []})]
    results.write_text("\n".join(lines) + "\n", encoding="utf-8")
    screened = tmp_path / "screen.jsonl"
    screened.write_text("\n".join(json.dumps({**r, "budgets": budgets, "code": "screen"}) for r in (
        _record(0, ["hard", "normal"], [14, 12], [0]), _record(1, ["normal", "hard"], [9, 11], [1]))) + "\n",
        encoding="utf-8")
    out = []
    screen.compare("koinobori", [str(screened)], path=str(results), out=out.append)
    assert out[0] == "game 0: record 0.0 (-2), screen 1.0 (+2)"
    assert out[1].startswith("1 games: record 0/1 (mean margin -2.0), screen 1/1 (mean margin +2.0)")


def _peeked(peek: str, title: str, kinds: list[str], seed: int, advance, samples: int) -> tuple:
    """A game of `title` set up and moved on by `advance(state)` in place of the ladder's
    play, with `--peek peek` on: (the true state, {seat: that seat's samples}) for seats 0
    (Hard) and 1 (a Normal); the peek is undone after."""
    import random

    from game.ai import arena
    from game.rules.base import Setup
    from game.rules.registry import state_class

    seen = {}

    def fake_play(title_, kinds_, seed_, budget_for, index=0, on_decision=None):
        names = tuple("abcde"[:len(kinds_)])
        state = state_class(title_).new(Setup(title_, names, seats=tuple(kinds_)), seed_)
        advance(state)
        for seat in (0, 1):
            seen[seat] = [arena.InfoState(state, seat).sample(random.Random(n)) for n in range(samples)]
        return state

    plain, ladders = arena.play_game, screen.ladder.play_game
    arena.play_game = fake_play
    restore = screen.peek_for_hard(peek)
    try:
        truth = screen.ladder.play_game(title, kinds, seed, None)
    finally:
        restore()
        arena.play_game = plain
    assert screen.ladder.play_game is ladders and arena.InfoState.__name__ == "InfoState"
    return truth, seen


def test_peeking_shows_hard_the_other_hands_and_leaves_normal_blind():
    """`--peek hands` (a diagnostic bound, never a player): Hard's samples hold every hand as
    it is and shuffle only the decks; a Normal's samples are dealt as the rules deal them."""
    def to_the_paddy_step(state):
        while state.step != "paddy":
            state.apply(state.legal_actions()[0])

    truth, seen = _peeked("hands", "paddy", ["hard", "normal", "normal", "normal"], 3, to_the_paddy_step, 4)
    unseen = sorted(truth.paddy_deck + truth.paddy_facedown)
    assert all(s.paddy_hands == truth.paddy_hands and s.dn_hands == truth.dn_hands for s in seen[0])
    assert all(sorted(s.paddy_deck + s.paddy_facedown) == unseen for s in seen[0])
    assert any(s.paddy_deck != truth.paddy_deck for s in seen[0])         # the deck is shuffled
    assert any(s.paddy_hands[0] != truth.paddy_hands[0] for s in seen[1])  # Normal is dealt afresh


def test_peeking_at_koinobori_s_poles_keeps_them_and_deals_the_hands_afresh():
    """`--peek poles` (Koinobori, a diagnostic bound): Hard's samples hold every other personal
    pole as it is, the hands and the deck dealt afresh from the rest (each seat's cards seen
    taken kept in its hand), every card once; a Normal's samples are the rules' deal."""
    import random

    from game.rules.koinobori.actions import PlayToOwnPole
    from game.rules.koinobori.census import component_census

    def to_poles_and_hands_partly_seen(state):
        rng = random.Random(4)
        while (sum(len(p) for p in state.own_poles[1:]) < 3 or not any(state.seen[1:])
               or not any(set(state.hands[q]) - set(state.seen[q]) for q in (1, 2))):
            legal = state.legal_actions()
            poles = [a for a in legal if isinstance(a, PlayToOwnPole)]
            state.apply(poles[0] if poles and rng.random() < 0.5 else rng.choice(legal))

    truth, seen = _peeked("poles", "koinobori", ["hard", "normal", "normal"], 4, to_poles_and_hands_partly_seen, 6)
    for s in seen[0]:
        assert s.own_poles[1:] == truth.own_poles[1:] and s.hands[0] == truth.hands[0]
        assert [len(h) for h in s.hands] == [len(h) for h in truth.hands]
        for q in (1, 2):
            assert set(truth.seen[q]) - set(truth.own_poles[q]) <= set(s.hands[q])
        assert not component_census(s)
    assert any(s.hands[1:] != truth.hands[1:] for s in seen[0])              # hands dealt afresh
    assert any(s.own_poles[2] != truth.own_poles[2] for s in seen[1])        # Normal is dealt afresh


def test_a_shard_plays_its_blocks_of_two_games_and_appends_each_record(tmp_path, monkeypatch):
    played = []

    def play_one(row, budgets, game, version, describe):
        played.append(game)
        return {"game": game, "code": version, "describe": describe}
    monkeypatch.setattr(screen.ladder, "play_one", play_one)
    out = tmp_path / "screen.jsonl"
    screen.play_games(None, {}, list(range(8)), (1, 2), '{"x": 1}', str(out))
    assert played == [2, 3, 6, 7]
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["game"] for r in lines] == [2, 3, 6, 7]
    assert {(r["code"], r["describe"]) for r in lines} == {("screen", '{"x": 1}')}
