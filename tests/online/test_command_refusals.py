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


@pytest.mark.parametrize("command", ["state", "play"])
@pytest.mark.parametrize("token, words", [
    ("short", "a token is 16 to 64 letters, digits, - or _; this one has 5 characters"),
    ("x", "a token is 16 to 64 letters, digits, - or _; this one has 1 character"),
    ("A" * 65, "a token is 16 to 64 letters, digits, - or _; this one has 65 characters"),
    ("abcdefghijklmnop qrstu", "a token is 16 to 64 letters, digits, - or _; this one holds ' '"),
    ("abcdefghijklmnopqrstuvwxyz.", "a token is 16 to 64 letters, digits, - or _; this one holds '.'"),
    ("abcdefghijklmnopqrstuvwxyzé", "a token is 16 to 64 letters, digits, - or _; this one holds 'é'"),
])
def test_a_token_not_in_the_protocols_form_is_refused_in_a_sentence_about_the_token(command, token, words, capsys):
    """A play-test: `online state --token short` said "error: The message is damaged: “token” is
    not in the expected form." (the server's words for a damaged message).  The command checks
    the token's form itself, as a watch link's token is checked, and does not echo the token
    (a secret with a typo in it would be shown on the screen)."""
    assert main(["online", command, "--server", NOWHERE, f"--token={token}"]) == 2
    err = capsys.readouterr().err
    assert err.endswith(f"error: argument --token: {words}\n"), err
    assert "message" not in err and (len(token) < 5 or token not in err)


@pytest.mark.parametrize("command", ["state", "play"])
def test_a_watch_link_with_a_malformed_token_is_refused_in_the_links_sentence(command, capsys):
    assert main(["online", command, "--server", "tabletop://127.0.0.1:9/watch/short"]) == 2
    err = capsys.readouterr().err
    assert "watch link is cut short or changed: copy the whole link again (it ends with /watch/ and 16 to 64" in err, err


def test_a_token_in_the_protocols_form_is_asked_of_the_server(server, capsys):
    """(the check lets a well-formed token through: only the server knows whose it is)"""
    assert main(["online", "state", "--server", server.url, "--token=-" + "a" * 15]) == 2
    assert capsys.readouterr().err == "error: No table has that code, or no seat has that token.\n"
