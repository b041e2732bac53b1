"""`python -m game online ...` refuses arguments that make no sense in a sentence about them,
before it connects to anything (port 9: nothing listens there; a command that reached for it
would end "no table server answers", exit 3)."""
import pytest

from game.cli import main

NOWHERE = "ws://127.0.0.1:9"


@pytest.mark.parametrize("computers", [["2:easy", "2:hard"], ["2:hard", "3:easy", "2:hard"]])
def test_create_refuses_a_seat_given_twice_to_computers(computers, capsys):
    """A play-test: `--computer 2:easy 2:hard` was taken silently (seat 2 played Hard)."""
    assert main(["online", "create", "koinobori", "--players", "3", "--server", NOWHERE,
                 "--computer", *computers]) == 2
    first, second = [c for c in computers if c.startswith("2:")]
    assert capsys.readouterr().err == (f"error: --computer gives seat 2 twice ({first} and {second}): "
                                       "give each seat once\n")
