"""`python -m game online export` given a store it cannot read, or an output it must not write,
refuses in one sentence with exit 2 (a review: random bytes for tables.sqlite3 gave "an internal
error stopped the command (DatabaseError ...)", a stored row that is not JSON "Expecting value:
line 1 column 10", which named no file, and an atomic write would have replaced a device)."""
from __future__ import annotations

import sqlite3

from .test_client_play import create, game


def _one_sentence(done, *words: str) -> None:
    assert done.returncode == 2, (done.returncode, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr and "internal error" not in done.stderr, lines
    assert all(word in lines[0] for word in words), lines


def test_a_store_of_random_bytes_is_refused_in_one_sentence(tmp_path):
    (tmp_path / "tables.sqlite3").write_bytes(bytes(range(256)) * 20)
    done = game("online", "export", "ABCDE-FGHJK", "--data", str(tmp_path), str(tmp_path / "out.json"))
    _one_sentence(done, "ABCDE-FGHJK", "damaged")
    assert not (tmp_path / "out.json").exists()


def test_a_stored_row_that_is_not_json_and_an_output_that_is_a_folder(server, tmp_path):
    table = create(server.url, "paddy")
    server.stop()
    done = game("online", "export", table["table"], "--data", str(server.data_dir), str(tmp_path))
    _one_sentence(done, "cannot be written", "not a regular file")
    with sqlite3.connect(server.data_dir / "tables.sqlite3") as db:
        db.execute("UPDATE tables SET setup = '{\"players\": [' WHERE code = ?", (table["table"].replace("-", ""),))
        assert db.total_changes == 1
    done = game("online", "export", table["table"], "--data", str(server.data_dir), str(tmp_path / "out.json"))
    _one_sentence(done, table["table"], "damaged")
