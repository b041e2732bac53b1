"""Coming back to an online table after others played (the window closed, then the table
reopened from My online tables, as after a restart of the program) says what happened while
away: "While you were away: 1 turn" over the table with the log lines written since the table
was last shown in this player's window (a play-test of 2026-12-06: the returning host saw the
right board and "your turn", but only the log's last line and nothing of what had changed).
Real windows, a real server on loopback, real clicks and keys."""
from __future__ import annotations

import asyncio
import random

import pygame

from driver import key
from game import i18n
from game.online.client.connection import OnlineClient
from game.rules.paddy import Done
from game.scenes.common.log import STOOD_IN, LogScene
from game.scenes.online.away_news import AwayNewsScene
from game.scenes.online import known
from game.ui import textrecord
from online_windows import click_move, data, press, pump, server, settled, windows  # noqa: F401  (fixtures)
from test_online_paddy_held_phase import at_step, create, open_seat


async def ben_plays_his_turn(server, token: str) -> None:
    """Seat 1 plays its whole turn (legal moves chosen at random, End turn when held)."""
    client = OnlineClient([server.url], give_up_after=30)
    await client.connect(timeout=30)
    try:
        await client.attach(token)
        chooser = random.Random(2)
        while True:
            message = client.state
            game = client.game_state()
            if message.get("held") and message.get("to_act") == 2:
                count = client.state_count
                await client.end_turn()
                await client.wait_state(count, timeout=30)
                continue
            if game.current_player() != 1 or game.is_over():
                return
            count = client.state_count
            await client.act(chooser.choice(game.legal_actions()))
            await client.wait_state(count, timeout=30)
    finally:
        await client.close()


def ana_ends_her_turn_and_leaves(server, windows) -> tuple[dict, int]:
    """A table where Ana (seat 0) ends her turn in her window, which she then closes (and the
    program): the table as created, and how many log lines her window had shown."""
    created = create(server, at_step("draw"))   # seat 0 (Ana) to end its turn; then Ben's turn
    ana = windows()
    table = open_seat(server, ana, created, 0)
    click_move(ana, table, Done())
    pump([ana], lambda: table.turn_done and settled(table), what="Ana's turn done")
    press(ana, "End turn")
    pump([ana], lambda: not table.turn_done and table.state.current_player() == 1 and settled(table),
         what="Ben's turn")
    seen = len(table.match.server_log)
    assert next(e for e in known.read() if e["token"] == table.entry["token"])["seen"] == seen
    table.session.close()
    pygame.quit()
    return created, seen


def test_a_returning_player_is_told_what_happened_while_away(server, windows, data):
    created, seen = ana_ends_her_turn_and_leaves(server, windows)

    asyncio.run(ben_plays_his_turn(server, created["seats"][1]["token"]))   # Ben, in his own program

    again = windows()    # Ana comes back: the program started again, the table from My online tables
    table = open_seat(server, again, created, 0)
    pump([again], lambda: isinstance(again.top, AwayNewsScene), what="the news of the time away")
    news = again.top
    new_lines = table.match.server_log[seen:]
    assert news.turns == 1 and news.lines == new_lines and new_lines
    assert any("Ben" in line for line in new_lines)
    with textrecord.recording() as rec:
        again.full_frame = True
        again.render()
    drawn = [t.string for t in rec.texts]
    assert i18n.ngettext("While you were away: {n} turn", "While you were away: {n} turns", 1).format(n=1) in drawn
    assert new_lines[-1] in drawn, drawn
    assert not [str(f) for f in rec.findings() if f.string in new_lines or "away" in f.string]
    key(again, pygame.K_RETURN)               # back to the table
    assert again.top is table
    assert table._newest_entries(len(table.state.log)) >= len(new_lines)   # lit in the log panel
    # reopened once more with nothing new: nothing is said
    table.session.close()
    pygame.quit()
    last = windows()
    table = open_seat(server, last, created, 0)
    last.step()
    last.step()
    assert last.top is table


async def a_computer_plays_anas_turn(server, created) -> None:
    """The host hands Ana's seat (away) to a computer, which plays her whole turn, and gives it
    back once Ben's turn has begun."""
    host = OnlineClient([server.url], give_up_after=30)
    await host.connect(timeout=30)
    try:
        await host.attach(created["spectator"])
        await host.hand_over(created["host"], 1, "random")
        while not (host.state.get("to_act") == 2 and host.state["players"][0]["kind"] == "random"):
            await host.wait_state(host.state_count, timeout=30)
        await host.hand_over(created["host"], 1, "human")
    finally:
        await host.close()


def test_a_returning_player_is_told_which_of_their_turns_a_computer_played(server, windows, data):
    """The log's lines name the seat's player, not who moved for them: a play-test's returning
    player read their own name on moves a computer had made for them, and the count left that
    turn out.  Now it counts, and is said first."""
    created, seen = ana_ends_her_turn_and_leaves(server, windows)

    asyncio.run(ben_plays_his_turn(server, created["seats"][1]["token"]))
    asyncio.run(a_computer_plays_anas_turn(server, created))

    again = windows()
    table = open_seat(server, again, created, 0)
    pump([again], lambda: isinstance(again.top, AwayNewsScene), what="the news of the time away")
    news = again.top
    ana_lines = [i for i, (who, _turn) in enumerate(table.match.log_marks) if who == 0 and i >= seen]
    assert ana_lines and set(ana_lines) <= table.match.stand_in   # the computer's turn for her
    assert news.yours == 1 and news.turns >= 2   # Ben's turn, and hers played by the computer
    with textrecord.recording() as rec:
        again.full_frame = True
        again.render()
    drawn = [t.string for t in rec.texts]
    said = i18n.ngettext("A computer played {n} of your turns.", "A computer played {n} of your turns.", 1)
    assert said.format(n=1) in drawn, drawn
    assert table.match.server_log[-1] in drawn   # the newest line still shows beneath it
    assert not [str(f) for f in rec.findings() if "computer" in f.string or f.string in news.lines]
    i18n.set_language("ja")   # the Japanese sentence is longer: wrapped within the panel
    try:
        with textrecord.recording() as rec:
            again.full_frame = True
            again.render()
        said = i18n.ngettext("A computer played {n} of your turns.", "A computer played {n} of your turns.", 1)
        drawn = "".join(t.string for t in rec.texts)
        assert said.format(n=1) != "A computer played 1 of your turns." and said.format(n=1) in drawn
        assert not [str(f) for f in rec.findings()]
    finally:
        i18n.set_language("en")
    key(again, pygame.K_RETURN)   # back to the table, and its full log (L) says it over that turn
    key(again, pygame.K_l)
    assert isinstance(again.top, LogScene)
    log = again.top
    assert len(log.stood_in) == 1
    log.scroll = min(log.stood_in)   # (the newest rows show first)
    with textrecord.recording() as rec:
        again.full_frame = True
        again.render()
    drawn = [t.string for t in rec.texts]
    assert i18n._(STOOD_IN).format(name="Ana") in drawn, drawn
    assert not [str(f) for f in rec.findings()]
