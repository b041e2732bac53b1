"""The client's log rebuilt from the states' pieces (game/online/client/seen.py): lines, marks and the
lines of turns a computer played for a person (`stand_in`, protocol 2), through additions, an
undo that drops lines, and a whole picture again."""
from game.online.client.seen import Seen


def piece(start: int, lines: list[str], marks: list[list], stand_in=None) -> dict:
    log = {"from": start, "lines": lines, "marks": marks}
    if stand_in is not None:
        log["stand_in"] = stand_in
    return {"type": "state", "seq": 1, "log": log}


def test_the_stand_in_lines_follow_the_log_pieces():
    seen = Seen()
    assert seen.take(piece(0, ["a", "b"], [[1, 1], [1, 1]]))
    assert seen.log_stand_in == []
    assert seen.take(piece(2, ["c", "d"], [[2, 2], [2, 2]], [2, 3]))   # seat 2's turn, by a computer
    assert seen.log_lines == ["a", "b", "c", "d"] and seen.log_stand_in == [2, 3]
    assert seen.take(piece(3, ["d2", "e"], [[2, 2], [1, 3]], [3]))     # lines from 3 on replaced
    assert seen.log_stand_in == [2, 3]
    assert seen.take(piece(3, [], []))                                 # an undo drops them
    assert seen.log_lines == ["a", "b", "c"] and seen.log_stand_in == [2]
    # indices outside the piece, or not whole numbers, are not taken
    assert seen.take(piece(3, ["x"], [[1, 4]], [0, 3, 9, "3", 3.0]))
    assert seen.log_stand_in == [2, 3]
    assert seen.take(piece(0, ["a"], [[1, 1]]))                        # a whole picture again
    assert seen.log_stand_in == []
