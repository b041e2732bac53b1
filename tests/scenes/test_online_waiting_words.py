"""While another seat of an online table is to act, this window's top bar says who is to act
and what they are doing, naming the mover as at one screen: the server's computer in the very
words a computer's turn has at one screen ("Ben (computer, Easy) is thinking — Ben takes a
card from the display."), a person after whom the table waits for ("Waiting for Hanako… —
Hanako takes …"), and a click out of turn says the same near the pointer.  Every title, in
English and in Japanese, whole in the bar (at most two lines, nothing cut).  Real windows,
a real server on loopback."""
from __future__ import annotations

import random

import pytest

from driver import click
from game import i18n
from game.i18n import _
from game.scenes.common.computers import level_name
from online_windows import move_and_end_turn, play_turn, pump, server, settled, windows, data  # noqa: F401  (fixtures)
from test_online_moves import _computer_table
from test_online_windows import meet, to_move


def whole_in_bar(table) -> bool:
    """The bar's words drawn whole: one or two lines, none cut short."""
    _size, lines = table._bar_lines
    return len(lines) <= 2 and "".join(lines).replace(" ", "") == table.bar_text.replace(" ", "")


@pytest.mark.parametrize("title,lang", [("Koinobori", "en"), ("Pondscape", "en"), ("Paddy", "en"),
                                        ("Ladybird", "en"), ("Koinobori", "ja"), ("Ladybird", "ja")])
def test_the_servers_computer_turn_reads_as_at_one_screen(server, windows, data, title, lang):
    host, mine = _computer_table(server, windows, title)
    if lang == "ja":
        i18n.set_language("ja")
        mine.language_changed()   # (connects again in Japanese)
    seen = []
    shared = mine._update_chrome

    def spy():
        shared()
        seat = mine.match.awaited()
        if seat == 1 and mine.state.current_player() == 1 and not mine.state.is_over() and not mine.turn_done:
            public = mine.state.public_prompt()
            name = mine.player_name(1)
            who = _("{name} (computer, {level})").format(name=name, level=level_name(mine.match.kind_of(1)))
            said = public if public.startswith(name) else _("{name}: {prompt}").format(name=name, prompt=public)
            seen.append((mine.bar_text, _("{who} is thinking — {prompt}").format(who=who, prompt=said),
                         whole_in_bar(mine)))

    mine._update_chrome = spy
    chooser = random.Random(11)
    for _turn in range(12):
        pump([host], lambda: settled(mine) and (mine.match.awaited() == 0 or mine.state.is_over()),
             what="the host's turn")
        if seen or mine.state.is_over():
            break
        while mine.match.awaited() == 0 and not mine.state.is_over():
            move_and_end_turn(host, mine, chooser.choice(mine.state.legal_actions()))
    assert seen, "the computer's turn never showed in the host's bar"
    for shown, one_screen, whole in seen:
        assert shown == one_screen           # the mover named as at one screen, nothing doubled
        assert _("{name} (computer) is playing…").format(name=mine.player_name(1)) not in shown
        assert whole, shown


def test_a_persons_turn_names_them_and_what_they_do_and_a_click_out_of_turn_says_it(server, windows, data):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(2)
    app, table = to_move(pairs)
    other, waiting = (guest, theirs) if table is mine else (host, mine)
    mover = table.match.seat
    name = waiting.player_name(mover)
    expected = "{} — {}".format(_("Waiting for {name}…").format(name=name), waiting.state.public_prompt())
    assert waiting.bar_text == expected and whole_in_bar(waiting)
    click(other, (400, 300))   # not this window's turn: the same words near the pointer
    assert waiting.message is not None and waiting.message[0] == expected and waiting.message[3] == (400, 300)
    play_turn(app, table, chooser)
