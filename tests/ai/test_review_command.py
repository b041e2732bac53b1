"""`python -m game review FILE [--json] [--iterations N] [--seed S]` and the review file kept
beside the save: the same JSON for the same file, iterations and seed (made afresh, read back,
or in another process), a damaged or foreign file beside the save ignored and made again."""
import errno
import json
import os
import subprocess
import sys

import pytest

from game.ai.review import REVIEW_ITERATIONS
from game.cli import main
from game.reviews import Review, cache_path
from game.saves import load_match, save_match
from titles import every_title, random_match


def saved(tmp_path, title="koinobori", players=None, seed=4, name="game.json"):
    match = random_match(title, players, steps=100000, seed=seed)
    assert match.state.is_over()
    path = tmp_path / name
    save_match(match, path)
    return path


def review_json(capsys, path, *extra):
    assert main(["review", str(path), "--json", "--iterations", "4", *extra]) == 0
    return json.loads(capsys.readouterr().out)


@every_title
def test_the_json_is_the_same_for_the_same_file_iterations_and_seed(title, tmp_path, capsys):
    path = saved(tmp_path, title)
    first = review_json(capsys, path, "--seed", "3")
    assert cache_path(path).exists()
    cache_path(path).unlink()
    assert review_json(capsys, path, "--seed", "3") == first         # made afresh
    assert review_json(capsys, path, "--seed", "3") == first         # read from the file beside it
    match = load_match(path)
    assert set(first) == {"moves"} and first["moves"]
    for row in first["moves"]:
        assert set(row) == {"index", "seat", "played", "best", "value_played", "value_best"}
        assert row["played"] == match.actions[row["index"]].to_json()
        assert 1 <= row["seat"] <= len(match.setup.players)
        assert all(isinstance(row[k], float) for k in ("value_played", "value_best"))
        assert all(0 <= row[k] <= 1 for k in ("value_played", "value_best"))
    indices = [row["index"] for row in first["moves"]]
    assert indices == sorted(set(indices))


def test_another_seed_or_iterations_is_another_review(tmp_path, capsys):
    path = saved(tmp_path)
    a = review_json(capsys, path, "--seed", "1")
    b = review_json(capsys, path, "--seed", "2")
    assert [r["index"] for r in a["moves"]] == [r["index"] for r in b["moves"]]
    assert a != b
    assert json.loads(cache_path(path).read_text())["seed"] == 2   # the file now holds seed 2's


def test_the_same_json_in_another_process(tmp_path, capsys):
    path = saved(tmp_path, "pondscape")
    here = review_json(capsys, path)
    cache_path(path).unlink()
    out = subprocess.run([sys.executable, "-m", "game", "review", str(path), "--json", "--iterations", "4"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == here


@pytest.mark.parametrize("damage", [
    b"\x00\xff garbage",
    b'{"format": "tabletop-review"}',
    b"[1, 2, 3]",
    "played",      # a valid file whose first row names another move
    "best",        # a best move the mover could not make
    "foreign",     # another game's review copied beside this save
])
def test_a_damaged_or_foreign_review_file_is_ignored_and_made_again(damage, tmp_path, capsys):
    path = saved(tmp_path)
    good = review_json(capsys, path)
    cache = cache_path(path)
    if isinstance(damage, bytes):
        cache.write_bytes(damage)
    elif damage == "foreign":
        other = saved(tmp_path, seed=9, name="other.json")
        review_json(capsys, other)
        cache.write_bytes(cache_path(other).read_bytes())
    else:
        data = json.loads(cache.read_text())
        row = data["moves"][0]
        row[damage] = {"type": "TakeCard", "index": 99}
        cache.write_text(json.dumps(data))
    assert Review.of_save(path, iterations=4).progress[0] == 0      # nothing of it is used
    assert review_json(capsys, path) == good
    assert json.loads(cache.read_text())["moves"] == good["moves"]  # made again


def test_words_by_default_in_english_and_japanese(tmp_path, capsys):
    path = saved(tmp_path)
    assert main(["review", str(path), "--iterations", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    data = review_json(capsys, path)
    assert lines[0].startswith("Review of Koinobori by the Hard player: 4 iterations a move, seed 0")
    assert "0 (a sure loss) to 100" in lines[1]
    assert all("outlook " in line and "/100" in line for line in lines if line.startswith("Move "))
    moves = [line for line in lines if line.startswith("Move ")]
    assert len(moves) == len(data["moves"])
    assert moves[0].startswith(f"Move {data['moves'][0]['index'] + 1}, ")
    assert lines[-1].endswith("marked.")
    assert main(["review", str(path), "--iterations", "4", "--lang", "ja"]) == 0
    ja = capsys.readouterr().out.splitlines()
    assert len(ja) == len(lines) and "「強い」" in ja[0] and ja[2].startswith(f"{data['moves'][0]['index'] + 1}手目")


def test_solo_values_are_points(tmp_path, capsys):
    path = saved(tmp_path, "ladybird", players=1, seed=2)
    assert main(["review", str(path), "--iterations", "4"]) == 0
    out = capsys.readouterr().out
    assert "pts]" in out and "in points" in out


def test_refusals_are_one_line(tmp_path, capsys):
    unfinished = tmp_path / "half.json"
    save_match(random_match("koinobori", steps=10), unfinished)
    assert main(["review", str(unfinished)]) == 2
    err = capsys.readouterr().err
    assert "not finished" in err and err.count("\n") == 1
    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"hello": 1}')
    assert main(["review", str(foreign)]) == 2
    assert "not a Tabletop save" in capsys.readouterr().err
    assert main(["review", str(saved(tmp_path)), "--iterations", "0"]) == 2
    assert not cache_path(unfinished).exists()


def test_a_disk_that_refuses_the_file_is_said_and_the_review_still_printed(tmp_path, monkeypatch, capsys):
    path = saved(tmp_path)

    def full(*args, **kwargs):   # the atomic write's rename: the disk is full
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "replace", full)
    assert main(["review", str(path), "--json", "--iterations", "4"]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out)["moves"]
    assert captured.err == "error: Could not save \u201cgame.review\u201d: the disk is full.\n"
    assert not cache_path(path).exists()


def test_the_default_iterations_in_the_help_are_the_engine_s():
    assert REVIEW_ITERATIONS == 600   # cli.py's --iterations help says 600 (not imported: start-up)
