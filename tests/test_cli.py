"""The command line: smoke run, simulate, score and replay, as a player or CI calls them."""
import json
import subprocess
import sys

import pytest

from game.cli import main
from game.positions import position_to_json
from game.saves import save_match
from titles import AVAILABLE, every_title, random_match


def test_smoke_renders_every_scene_and_exits_zero():
    out = subprocess.run([sys.executable, "-m", "game", "--smoke"], capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 failed" in out.stdout


@every_title
def test_simulate_prints_scores_and_throughput(title, capsys):
    from game.rules.registry import title_info

    players = title_info(title).min_players
    assert main(["simulate", title, "--players", str(players), "--games", "2", "--seed", "4"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("game 1 seed 4:") and "scores" in lines[0]
    assert "actions/s" in lines[-1]


def test_simulate_refuses_a_bad_player_count(capsys):
    if not AVAILABLE:
        pytest.skip("no title")
    assert main(["simulate", AVAILABLE[0], "--players", "9"]) == 2
    assert "players" in capsys.readouterr().err


@every_title
def test_score_prints_the_breakdown_of_a_position(title, tmp_path, capsys):
    match = random_match(title, steps=100000)
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(position_to_json(match.state)))
    assert main(["score", str(path)]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["title"] == title and printed["over"] is True
    assert printed["score"]["totals"] == match.state.score_sheet().totals()


def test_score_refuses_a_foreign_file(tmp_path, capsys):
    path = tmp_path / "x.json"
    path.write_text('{"hello": 1}')
    assert main(["score", str(path)]) == 2
    assert "not a Tabletop position" in capsys.readouterr().err


@every_title
def test_replay_validates_a_save(title, tmp_path, capsys):
    match = random_match(title, steps=40)
    path = tmp_path / "s.json"
    save_match(match, path)
    assert main(["replay", str(path)]) == 0
    assert f"valid save: {title}, {len(match.actions)} actions" in capsys.readouterr().out
    path.write_text(path.read_text().replace('"seed": ', '"seed": 1'))
    assert main(["replay", str(path)]) == 2
    assert "refused" in capsys.readouterr().err
