"""`python -m game hint` and `python -m game arena`, as a player, a bug report or CI calls them."""
import json
import subprocess
import sys

import pytest

from game.ai import Budget, InfoState, make_player
from game.cli import main
from game.positions import position_to_json
from game.rules.base import AUTOMA
from game.saves import save_match
from titles import every_title, random_match


def to_act(match):
    """Advance past the automa and forced moves, so a seat has a real choice."""
    while match.state.current_player() == AUTOMA or len(match.state.legal_actions()) < 2:
        match.apply(match.state.legal_actions()[0])
    return match


@every_title
def test_hint_on_a_save_prints_the_players_move_as_json(title, tmp_path, capsys):
    match = to_act(random_match(title, steps=25, seed=6))
    path = tmp_path / "save.json"
    save_match(match, path)
    assert main(["hint", str(path), "--level", "hard", "--iterations", "20", "--seed", "4", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    seat = match.state.current_player()
    assert set(out) == {"seat", "level", "action", "describe"}
    assert out["seat"] == seat and out["level"] == "hard"
    expected = make_player("hard").choose(InfoState(match.state, seat), Budget(iterations=20), 4)
    assert out["action"] == expected.to_json()
    assert isinstance(out["describe"], str) and out["describe"]
    # the action is one the rules accept, and the same inputs give the same move
    assert main(["hint", str(path), "--level", "hard", "--iterations", "20", "--seed", "4", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == out


@every_title
def test_hint_on_a_position_file_in_words(title, tmp_path, capsys):
    state = to_act(random_match(title, steps=12, seed=2)).state
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(position_to_json(state)))
    assert main(["hint", str(path), "--level", "easy"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith(state.score_sheet().players[state.current_player()])
    assert "easy:" in line


def test_hint_refuses_a_finished_game_and_a_foreign_file(tmp_path, capsys):
    match = random_match("koinobori", steps=100000)
    path = tmp_path / "over.json"
    save_match(match, path)
    assert main(["hint", str(path)]) == 2
    assert "over" in capsys.readouterr().err
    path.write_text('{"hello": 1}')
    assert main(["hint", str(path)]) == 2
    assert "not a Tabletop save" in capsys.readouterr().err


def test_arena_json_has_one_entry_per_seat_in_order(capsys):
    assert main(["arena", "koinobori", "--seats", "easy,random,random", "--games", "3", "--seed", "2",
                 "--iterations", "8", "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["title"] == "koinobori" and out["games"] == 3
    assert [s["kind"] for s in out["seats"]] == ["easy", "random", "random"]
    for s in out["seats"]:
        assert {"kind", "wins", "win_rate", "mean_score", "median_decision_ms", "max_decision_ms"} <= set(s)
        assert 0 <= s["win_rate"] <= 1 and s["win_rate_low"] <= s["win_rate"] <= s["win_rate_high"]
    assert sum(s["wins"] for s in out["seats"]) == pytest.approx(3)


def test_arena_with_iterations_is_repeatable(capsys):
    args = ["arena", "ladybird", "--seats", "hard,easy", "--games", "2", "--seed", "5", "--iterations", "6",
            "--json", "--quiet"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    second = json.loads(capsys.readouterr().out)
    strip = lambda r: [(s["wins"], s["mean_score"]) for s in r["seats"]]  # noqa: E731
    assert strip(first) == strip(second)


@pytest.mark.parametrize("title", ["pondscape", "ladybird"])
def test_arena_plays_the_solo_modes(title, capsys):
    assert main(["arena", title, "--seats", "easy", "--games", "2", "--solo", "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["seats"]) == 1 and out["seats"][0]["mean_score"] > 0


def test_arena_refuses_bad_seats(capsys):
    assert main(["arena", "paddy", "--seats", "hard,genius", "--games", "1"]) == 2
    assert "genius" in capsys.readouterr().err
    assert main(["arena", "paddy", "--seats", "hard", "--games", "1"]) == 2
    assert "--solo" in capsys.readouterr().err
    assert main(["arena", "paddy", "--seats", "hard", "--games", "1", "--solo"]) == 2
    assert "no solo" in capsys.readouterr().err


def test_hint_runs_as_a_command(tmp_path):
    match = to_act(random_match("pondscape", 1, steps=5, seed=3))
    path = tmp_path / "solo.json"
    save_match(match, path)
    out = subprocess.run([sys.executable, "-m", "game", "hint", str(path), "--level", "normal",
                          "--iterations", "12", "--json"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["seat"] == 0


def test_hint_in_the_worker_process_gives_the_same_move(tmp_path, capsys):
    match = to_act(random_match("ladybird", 2, steps=14, seed=7))
    path = tmp_path / "save.json"
    save_match(match, path)
    args = ["hint", str(path), "--iterations", "15", "--seed", "2", "--json"]
    assert main(args) == 0
    here = json.loads(capsys.readouterr().out)
    assert main(args + ["--in-worker"]) == 0
    assert json.loads(capsys.readouterr().out) == here
