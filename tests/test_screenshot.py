"""`python -m game screenshot`: any save or position drawn as a seat sees it, still and exact."""
import os
import stat
from dataclasses import replace

import pygame
import pytest

from game.cli import main
from game.positions import save_position
from game.rules.match import Match
from game.saves import save_match
from game.ui import layout
from titles import every_title, random_match


def pixels(path) -> bytes:
    image = pygame.image.load(str(path))
    return pygame.image.tobytes(image, "RGB")


def pixels_outside(path, rect) -> bytes:
    """The picture's pixels with `rect` painted over (a part allowed to differ)."""
    image = pygame.image.load(str(path))
    image.fill((0, 0, 0), rect)
    return pygame.image.tobytes(image, "RGB")


def size_of(path) -> tuple[int, int]:
    return pygame.image.load(str(path)).get_size()


@every_title
def test_a_save_and_its_position_give_the_same_still_picture(title, tmp_path):
    match = random_match(title, players=2 if title != "pondscape" else 3, steps=120, seed=8)
    save, position = tmp_path / "game.json", tmp_path / "position.json"
    save_match(match, save)
    save_position(match.state, position)
    a, b, c = tmp_path / "a.png", tmp_path / "b.png", tmp_path / "c.png"
    assert main(["screenshot", str(save), str(a)]) == 0
    assert main(["screenshot", str(save), str(b)]) == 0
    assert main(["screenshot", str(position), str(c)]) == 0
    assert size_of(a) == (1280, 720)
    assert pixels(a) == pixels(b)  # still: the same file always gives the same picture
    # a position starts a match of its own: the same table, only Undo has no history behind it
    undo = layout.load(title).zone("btn_undo").inflate(8, 8)
    assert pixels_outside(a, undo) == pixels_outside(c, undo)


@every_title
def test_the_picture_has_exactly_the_asked_size(title, tmp_path):
    match = random_match(title, steps=30, seed=2)
    save = tmp_path / "game.json"
    save_match(match, save)
    out = tmp_path / "small.png"
    assert main(["screenshot", str(save), str(out), "--size", "800x600"]) == 0
    assert size_of(out) == (800, 600)


def test_each_seat_sees_its_own_hand(tmp_path):
    match = random_match("koinobori", players=3, steps=4, seed=5)
    save = tmp_path / "game.json"
    save_match(match, save)
    shots = []
    for seat in (1, 2, 3):
        out = tmp_path / f"seat{seat}.png"
        assert main(["screenshot", str(save), str(out), "--seat", str(seat)]) == 0
        shots.append(pixels(out))
    assert len(set(shots)) == 3


@pytest.mark.parametrize("args, message", [
    (["--seat", "4"], "--seat must be from 1 to 2"),
    (["--seat", "0"], "expected a whole number from 1 to 5"),
    (["--size", "12x34"], "--size sides must be"),
    (["--size", "big"], "--size must look like"),
])
def test_bad_arguments_are_refused_with_the_reason(args, message, tmp_path, capsys):
    match = random_match("koinobori", players=2, steps=3)
    save = tmp_path / "game.json"
    save_match(match, save)
    assert main(["screenshot", str(save), str(tmp_path / "x.png"), *args]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "Traceback" not in err and len(err.splitlines()) <= 2
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("content", [b"", b"{not json", b'{"format": "something-else"}', b"\x80\x03pickle"])
def test_a_bad_file_is_refused_like_score_refuses_it(content, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)
    assert main(["screenshot", str(bad), str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("refused: ") and "bad.json" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "x.png").exists()


def test_move_k_draws_the_replay_after_k_moves(tmp_path):
    """`screenshot FILE OUT --move K`: the replay viewer after move K (0: the start)."""
    match = random_match("koinobori", players=2, steps=30, seed=8)
    save = tmp_path / "game.json"
    save_match(match, save)
    a, b, c = tmp_path / "a.png", tmp_path / "b.png", tmp_path / "c.png"
    assert main(["screenshot", str(save), str(a), "--move", "0"]) == 0
    assert main(["screenshot", str(save), str(b), "--move", "0"]) == 0
    assert main(["screenshot", str(save), str(c), "--move", "12"]) == 0
    assert size_of(a) == (1280, 720) and pixels(a) == pixels(b) and pixels(a) != pixels(c)


def test_move_k_is_refused_past_the_end_and_for_a_seat_an_unfinished_game_may_not_show(tmp_path, capsys):
    hot_seat = random_match("koinobori", players=3, steps=20, seed=8)
    seen = hot_seat.state.current_player()
    # the seat to act is the one person at the screen (several people: no seat may be shown)
    seats = tuple("human" if q == seen else "easy" for q in range(3))
    match = Match.replay(replace(hot_seat.setup, seats=seats), hot_seat.seed, hot_seat.actions)
    save = tmp_path / "game.json"
    save_match(match, save)
    assert main(["screenshot", str(save), str(tmp_path / "x.png"), "--move", "21"]) == 2
    assert "--move must be from 0 to 20" in capsys.readouterr().err
    other = (seen + 1) % 3
    assert main(["screenshot", str(save), str(tmp_path / "x.png"), "--move", "5", "--seat", str(other + 1)]) == 2
    err = capsys.readouterr().err
    assert f"shown only as seat {seen + 1} sees it" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "x.png").exists()
    assert main(["screenshot", str(save), str(tmp_path / "x.png"), "--move", "5", "--seat", str(seen + 1)]) == 0
    save_match(hot_seat, save)
    assert main(["screenshot", str(save), str(tmp_path / "y.png"), "--move", "5", "--seat", str(seen + 1)]) == 2
    assert "is an unfinished game shown with no one's hand" in capsys.readouterr().err
    assert not (tmp_path / "y.png").exists()


def test_replay_view_opens_the_viewer_and_plain_replay_still_validates(tmp_path, capsys):
    match = random_match("paddy", players=2, steps=30, seed=8)
    save = tmp_path / "game.json"
    save_match(match, save)
    assert main(["replay", str(save)]) == 0
    assert "valid save: paddy, 30 actions, in progress" in capsys.readouterr().out
    assert main(["--first-frame", "replay", str(save), "--view"]) == 0
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main(["replay", str(bad), "--view"]) == 2
    assert "is not a Tabletop save file" in capsys.readouterr().err


def test_move_k_of_a_reviewed_save_draws_the_reviews_marks(tmp_path, monkeypatch):
    """A save with the computer's review beside it (`python -m game review`): the still picture
    of a marked move shows the marks and the note, as the viewer does; without the file, not."""
    from game.review_text import move_mark
    from game.reviews import Review
    from game.scenes.common import replay_review

    monkeypatch.setattr(replay_review, "ITERATIONS", 8)
    match = random_match("koinobori", players=2, steps=100_000, seed=4)
    assert match.state.is_over()
    save = tmp_path / "game.json"
    save_match(match, save)
    plain, marked = tmp_path / "plain.png", tmp_path / "marked.png"
    review = Review(match, save, 8)
    review.run()
    step = min(i for i, r in review.moves.items() if move_mark(review.title, review.solo, r) is not None)
    assert main(["screenshot", str(save), str(marked), "--move", str(step)]) == 0
    review.path.unlink()
    assert main(["screenshot", str(save), str(plain), "--move", str(step)]) == 0
    assert pixels(plain) != pixels(marked)


def test_a_full_disk_keeps_the_old_picture_and_says_so(tmp_path, capsys, monkeypatch):
    """A review: on a full disk the picture was cut short in place of the old one and the
    command said "wrote".  Now it is written whole or not at all, and the disk is named."""
    import errno

    match = random_match("koinobori", players=2, steps=3)
    save, out = tmp_path / "game.json", tmp_path / "x.png"
    save_match(match, save)
    out.write_bytes(b"the old picture")

    def full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    assert main(["screenshot", str(save), str(out)]) == 1   # (the disk's refusals exit 1, as run_command's)
    err = capsys.readouterr().err.strip()
    assert err == "error: Could not save “x.png”: the disk is full."
    assert out.read_bytes() == b"the old picture" and sorted(os.listdir(tmp_path)) == ["game.json", "x.png"]


@pytest.mark.parametrize("where", ["missing folder", "a folder", "a pipe"])
def test_an_output_that_is_no_file_is_refused_in_one_sentence(where, tmp_path, capsys):
    """(A pipe stands for a device: an atomic rename would put the picture in its place.)"""
    match = random_match("koinobori", players=2, steps=3)
    save = tmp_path / "game.json"
    save_match(match, save)
    pipe = tmp_path / "pipe.png"
    os.mkfifo(pipe)
    out = {"missing folder": tmp_path / "nowhere" / "x.png", "a folder": tmp_path, "a pipe": pipe}[where]
    assert main(["screenshot", str(save), str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and "cannot be written" in err and len(err.splitlines()) == 1, err
    assert not (tmp_path / "nowhere").exists()
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)   # (still a pipe)


def test_the_picture_is_readable_by_others_as_a_file_the_user_made(tmp_path):
    """The picture goes through the atomic write, whose temporary file is the user's alone
    (0600); a screenshot is for others to see: 0666 less the umask, as pygame's file was."""
    match = random_match("koinobori", players=2, steps=3)
    save, out = tmp_path / "game.json", tmp_path / "x.png"
    save_match(match, save)
    mask = os.umask(0o022)
    try:
        assert main(["screenshot", str(save), str(out)]) == 0
    finally:
        os.umask(mask)
    assert stat.S_IMODE(os.stat(out).st_mode) == 0o644
