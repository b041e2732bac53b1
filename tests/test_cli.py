"""The command line: smoke run, simulate, score and replay, as a player or CI calls them."""
import json
import os
import subprocess
import sys

import pytest

from game.cli import main
from game.positions import position_to_json
from game.saves import save_match
from titles import AVAILABLE, every_title, random_match


def test_smoke_renders_every_scene_and_exits_zero(tmp_path):
    report = tmp_path / "out" / "smoke.txt"   # a windowed build has no console: the summary goes here too
    out = subprocess.run([sys.executable, "-m", "game", "--smoke", "--report", str(report)],
                         capture_output=True, text=True, timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 failed" in out.stdout
    summary = out.stdout.strip().splitlines()[-1]
    assert report.read_text(encoding="utf-8") == summary + "\n"
    assert summary.startswith("smoke: ") and summary.endswith(" scenes rendered, 0 failed")


def test_smoke_report_is_english_and_lists_failures_in_any_language(tmp_path):
    from game import i18n
    from game.smoke import write_report

    before = i18n.language()
    try:
        i18n.set_language("ja")
        assert write_report(str(tmp_path / "r.txt"), "smoke: 3 scenes rendered, 1 failed", ["paddy table"]) is None
    finally:
        i18n.set_language(before)
    assert (tmp_path / "r.txt").read_bytes() == b"smoke: 3 scenes rendered, 1 failed\nfailed: paddy table\n"


def test_smoke_report_on_a_refusing_disk_is_a_sentence(tmp_path):
    from game.smoke import write_report

    blocker = tmp_path / "file"
    blocker.write_text("x")
    problem = write_report(str(blocker / "smoke.txt"), "smoke: 1 scenes rendered, 0 failed", [])
    assert problem.startswith("smoke: the report was not written: ") and "smoke.txt" in problem


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
    data = json.loads(path.read_text())
    data["seed"] = int(f"1{data['seed']}")   # another deal: the actions no longer fit it
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    assert "refused" in capsys.readouterr().err


def _run(*args, **kwargs):
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, timeout=120, **kwargs)


def test_a_closed_pipe_ends_simulate_quietly():
    if not AVAILABLE:
        pytest.skip("no title")
    proc = subprocess.Popen([sys.executable, "-m", "game", "simulate", AVAILABLE[0], "--games", "200"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.readline()
    proc.stdout.close()  # like `| head -1`
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 0
    assert "Traceback" not in err and "BrokenPipe" not in err, err


@pytest.mark.parametrize("args", [["--games", "-1"], ["--games", "0"], ["--players", "0"], ["--players", "-3"],
                                  ["--games", "9" * 5000], ["--seed", "1" * 5000], ["--players", "two"]])
def test_nonsense_arguments_get_a_usage_line_and_no_traceback(args, capsys):
    if not AVAILABLE:
        pytest.skip("no title")
    assert main(["simulate", AVAILABLE[0], *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("usage:") and "Traceback" not in err
    assert "99999999" not in err and "11111111" not in err  # no echo thousands of digits long


@pytest.mark.parametrize("args", [["simulate", "chess"], ["--size", "12x"], ["--size", "9" * 5000 + "x2"],
                                  ["replay"], ["bogus"]])
def test_bad_input_anywhere_is_refused_in_one_line(args, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "Traceback" not in err and len(err) < 1500


def test_replay_and_score_refuse_special_files_without_a_traceback(tmp_path, capsys):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for command, path in (("replay", "/dev/zero"), ("replay", str(fifo)), ("score", str(tmp_path)),
                          ("score", "/dev/zero"), ("replay", str(tmp_path / "missing.json"))):
        assert main([command, path]) == 2
        err = capsys.readouterr().err
        assert err.startswith("refused: The ") and err.count("\n") == 1, err


def test_an_unexpected_error_is_one_line(monkeypatch, capsys):
    from game import cli

    def broken(args):
        raise KeyError("boom")

    monkeypatch.delenv("TABLETOP_DEBUG", raising=False)
    assert cli.run_command(broken, None) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: an internal error") and err.count("\n") == 1
