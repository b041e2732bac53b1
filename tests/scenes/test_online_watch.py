"""Watching an online table from a window, through a real table server on loopback, with real
mouse and key events: the host's invitation gives a watch link, a second window pastes it in
Join with a code and opens the table read-only (no seat, every hand face down, no Undo, End
turn or Hint, "Watching" in the bar); moves arrive live, a click on the table is refused in
one sentence, the server restarts and the watcher reconnects, the game ends (the host's seat
played on by the headless client) and the watcher reaches the results with the true final
position.  And for every title: a watching window never draws a seat's private cards."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pygame
import pytest

from driver import click, key
from game.rules.registry import TITLES
from game.scenes.common.handoff import HandoffScene
from game.scenes.common.results import ResultsScene
from game.scenes.online import known
from game.ui.anim import Tween
from online.conftest import ROOT
from online_windows import (data, host_table, is_table, play_turn, press, pump, server, settled,  # noqa: F401
                            watch_table, window, windows)  # (server, windows: the shared fixtures)

WATCHING = "You are watching this table: only its players move."


def nothing_private(table) -> bool:
    """The watching table shows no seat's private cards, by each title's own hidden-card checks
    (tests/scenes/test_*_scene.py): nobody is the viewer and no hand is laid out face up."""
    if table.viewer is not None:
        return False
    title = table.title_id
    if title == "koinobori":
        return table.hand_cards == []
    if title == "ladybird":
        return all(seat["hand"] is None for seat in table.view["seats"])
    if title == "paddy":
        return table.face_up == [] and table.hand_cards == []
    if title == "pondscape":
        return not table.hand_shown and table.hand == [] and table.view["hand"] in (None, [])
    raise AssertionError(title)


def test_a_window_watches_a_table_by_its_watch_link_to_the_results(data, server, windows):
    host, watcher = windows(), windows()
    shared = host_table(host, server.url, "Koinobori", second="Easy")
    assert shared["watch"].startswith(f"tabletop://127.0.0.1:{server.port}/watch/")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    mine = host.top
    assert mine.entry["spectator"] and shared["watch"].endswith("/" + mine.entry["spectator"])

    table = watch_table(watcher, shared["watch"])
    assert table.match.seat is None and table.spectator and table.viewer is None
    assert table.title_id == "koinobori" and table.player_name(0) == "Ana"
    pump([host, watcher], lambda: table.match.status_of(0) == "online", what="the watcher to see the host")
    assert table.match.status_of(1) == "computer" and table.connection_words(0) == "online"
    assert "Watching" in table.bar_text
    labels = [b.label for b in table._live_bar_buttons()]
    assert labels == ["Rules", "Menu"], labels   # no Undo, End turn or Hint
    # a drawn face is another seat's card only once the game is over
    drawn = []
    original = table.art.face
    table.art.face = lambda card, size: drawn.append(card) or original(card, size)

    def shows_nothing_private() -> bool:
        """Drawn now: no card of a hand or of a face-down own pole (public cards are drawn)."""
        state = table.state
        private = {c for q in range(2) for c in state.hands[q] + state.own_poles[q]}
        # a card a seat just took from the face-up row glides to its line (everyone saw it taken)
        private -= {t.payload[1] for t in table.anims.of(Tween) if isinstance(t.payload, tuple) and t.payload[0] == "taken"}
        drawn.clear()
        watcher.render()
        return nothing_private(table) and not private & set(drawn)

    # moves arrive live: the host plays, the server's computer answers
    chooser = random.Random(4)
    seen = table.match.seq
    for _turn in range(3):
        pump([host, watcher], lambda: settled(mine) and table.match.seq == mine.match.seq,
             what="the watcher to follow")
        if mine.match.awaited() == 0:
            play_turn(host, mine, chooser)
        else:
            seq = mine.match.seq
            pump([host, watcher], lambda: mine.match.seq > seq, what="the computer's move")
        assert shows_nothing_private()
        assert not any(isinstance(scene, HandoffScene) for scene in watcher.stack)
    # the host to move (so nothing arrives while the watcher clicks): the computer has played
    pump([host, watcher], lambda: settled(mine) and mine.match.awaited() == 0 and table.match.seq == mine.match.seq,
         what="the watcher to follow, the host to move")
    assert table.match.seq > seen + 2
    assert table.state.current_player() == mine.state.current_player()
    assert "Watching" in table.bar_text

    # a click on the table, Enter, H and Ctrl+Z: one sentence near the pointer, nothing moves
    seq, actions = table.match.seq, len(table.match.actions)
    click(watcher, (640, 420))
    assert table.message is not None and table.message[0] == WATCHING and table.message[3] == (640, 420)
    for pressed, mod in ((pygame.K_h, 0), (pygame.K_RETURN, 0), (pygame.K_z, pygame.KMOD_CTRL)):
        table.message = None
        key(watcher, pressed, mod)
        assert table.message is not None and table.message[0] == WATCHING
    assert table.match.seq == seq and len(table.match.actions) == actions and watcher.top is table

    # the server goes down and comes back: Reconnecting…, then the table again
    server.kill()
    pump([watcher], lambda: table.link_status != "online", what="the watcher to notice")
    assert table.bar_text.startswith("Reconnecting")
    server.start()
    pump([host, watcher], lambda: table.link_status == "online" and mine.link_status == "online"
         and settled(mine) and table.match.seq == mine.match.seq, what="both back")
    assert "Watching" in table.bar_text

    # the host leaves; the headless client plays the host's seat to the end
    press(host, "Menu")
    press(host, "Leave the table")
    trace = data.parent / "trace.jsonl"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    player = subprocess.Popen([sys.executable, "-m", "game", "online", "play", "--server", server.url,
                               f"--token={mine.entry['token']}", "--level", "random", "--trace", str(trace),
                               "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=str(ROOT))
    try:
        def follow() -> bool:
            if not table.state.is_over():
                assert shows_nothing_private()
            return table.state.is_over()

        pump([watcher], follow, timeout=240, what="the end of the game")
        out, err = player.communicate(timeout=120)
    finally:
        if player.poll() is None:
            player.kill()
    assert player.returncode == 0, err
    result = json.loads(out)
    final = table.match.latest
    assert final["over"] and final["scores"] == result["scores"] and final["winners"] == result["winners"]
    states = [json.loads(line) for line in trace.read_text().splitlines()]
    last = [m for m in states if m.get("type") == "state"][-1]
    assert last["over"] and final["position"] == last["position"]   # the true final position, as the player's
    assert table.state.to_position()["hands"] == last["position"]["hands"]
    for _ in range(3):   # the first click shows the final reveal at once, the next opens the results
        if isinstance(watcher.top, ResultsScene):
            break
        click(watcher, (640, 420))
    assert isinstance(watcher.top, ResultsScene)

    # remembered in My online tables as watched: no "Your turn"
    press(watcher, "My online tables")
    tables = watcher.top
    entry = next(e for e in tables.entries if e["seat"] is None)
    assert entry["token"] == mine.entry["spectator"] and entry["title"] == "koinobori"
    pump([watcher], lambda: "Asking" not in tables.row_words(entry)[1], what="the list's answer")
    line, state, your_turn = tables.row_words(entry)
    assert state == "Game over" and not your_turn
    assert {e["token"] for e in known.load()[0]} == {mine.entry["token"], mine.entry["spectator"]}


def create(server, title: str) -> dict:
    """A table of two person seats nobody plays yet, made by the headless client."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "game", "online", "create", title, "--players", "2", "--server",
                           server.url, "--json"], capture_output=True, text=True, env=env, cwd=str(ROOT),
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("title", sorted(TITLES))
def test_a_watching_window_never_draws_a_seats_private_cards(data, server, windows, title):
    from game.online.client.links import make_watch_link

    created = create(server, title)
    watcher = windows()
    table = watch_table(watcher, make_watch_link(server.url, created["spectator"]))
    assert table.title_id == title and table.match.seat is None
    watcher.render()
    assert nothing_private(table)
    assert not any(isinstance(scene, HandoffScene) for scene in watcher.stack)
    # the seat to act is a person's: the bar says so, and Watching
    assert "Watching" in table.bar_text and "Undo" not in [b.label for b in table._live_bar_buttons()]
    click(watcher, (640, 420))
    assert table.message is not None and table.message[0] == WATCHING
    assert nothing_private(table)


def test_the_invitation_in_the_menu_gives_the_watch_link_only_to_the_host(data, server, windows):
    from online_windows import join_table

    host, guest = windows(), windows()
    shared = host_table(host, server.url, "Koinobori")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the host's table")
    join_table(guest, shared["address"], shared["code"], "Hanako")
    pump([host, guest], lambda: is_table(guest), what="the guest's table")
    press(host, "Menu")
    press(host, "Invitation")
    assert host.top.watch == shared["watch"] and host.top.watch.startswith("tabletop://")
    key(host, pygame.K_ESCAPE)
    assert is_table(host) or type(host.top).__name__ == "OnlinePauseScene"
    press(guest, "Menu")
    # the table is full: the guest has nothing to share, the Invitation is greyed and says why
    invitation = next(b for b in guest.top.buttons if b.label == "Invitation")
    assert not invitation.enabled and "the host can share a watch link" in invitation.hint
    key(guest, pygame.K_ESCAPE)
    # a watch link pasted in the address field opens the table to watch too
    watcher = windows()
    press(watcher, "Play online")
    press(watcher, "Join with a code")
    from online_windows import type_into

    type_into(watcher, watcher.top.address, shared["watch"])
    press(watcher, "Watch the table")
    pump([watcher], lambda: is_table(watcher), what="the watching table")
    assert watcher.top.spectator and watcher.top.viewer is None
