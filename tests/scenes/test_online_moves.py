"""Another seat's move, arriving from a real table server on loopback, is animated and marked
by the window's table as at one screen: a person's (made by real clicks in the other window),
a computer's of the server; it stays marked until this window's seat acts; after a reconnect
nothing is animated again.  The arriving state is read by the table's own `take_news` and the
animations and marks are looked at before any frame passes (no timing)."""
from __future__ import annotations

import json
import random
import subprocess
import sys
import time

import pygame

from driver import click, key, type_text

from game.rules.base import AUTOMA
from game.rules.koinobori import PlayCard, TakeCard
from game.rules.pondscape import Take
from game.scenes.online.opening import Opening
from game.ui.anim import Flash, Tween
from online.conftest import ROOT
from online_windows import (WAIT_S, Server, click_move, is_table, move_and_end_turn, play_turn, press, pump, server,  # noqa: F401
                            settled, windows)  # (server, windows: the shared fixtures)
from test_online_windows import meet, to_move


def catch(table, seq: int) -> None:
    """Let `table` read the network (its own take_news, no frame drawn, no time passing for its
    animations) until it shows state `seq`."""
    end = time.monotonic() + WAIT_S
    while table.match.seq < seq or table.match.shown < seq:
        assert time.monotonic() < end, f"the state {seq} never came ({table.match.seq})"
        table.take_news()
        time.sleep(0.01)


def on_arrival(table, look) -> list:
    """Wrap the table's own `_play_arrival` so that `look(move, table)` sees each other seat's
    move as it is played (its animations and marks as they start, whichever frame read it);
    returns the list of what `look` returned."""
    original, seen = table._play_arrival, []

    def played(event, seat, action, form):
        table.anims.clear()
        original(event, seat, action, form)
        seen.append(look(event["moves"][-1], table))

    table._play_arrival = played
    return seen


def test_the_other_persons_move_glides_and_stays_marked_until_you_act(server, windows):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(4)
    app, table = to_move(pairs)
    while table is not theirs:
        play_turn(app, table, chooser)
        app, table = to_move(pairs)
    takes = [a for a in theirs.state.legal_actions() if isinstance(a, TakeCard) and theirs.hint_rects(a)]
    assert takes, "the guest's turn begins with a card to take"
    action = takes[0]
    card = mine.state.row[action.index]
    mine.anims.clear()
    heard = len(host.sound.requests)
    click_move(guest, theirs, action)                     # real clicks in the guest's window
    pump([guest], lambda: settled(theirs), what="the guest's move to be acknowledged")
    catch(mine, theirs.match.seq)
    assert list(host.sound.requests)[heard:] == ["card_draw"]   # its sound, and not yet "your turn"
    # the host's table: the taken card travels to the guest's line, its row place is a ghost,
    # and the guest's line is marked with what it took (recent.py)
    assert any(isinstance(t, Tween) and t.payload == ("taken", card) for t in mine.anims.items)
    assert mine.shown_trail()[1]["took"] == [card]
    assert [(seat, c) for _rect, seat, c in mine.row_ghosts] == [(1, card)]
    assert mine.recent_player_lines(1)
    if theirs.turn_done:
        press(guest, "End turn")
    # the glide ends, the mark stays until the host acts
    pump([host, guest], lambda: not mine.anims.items, what="the glide to end")
    assert 1 in mine.shown_trail()
    app, table = to_move(pairs)
    while table is not mine:
        play_turn(app, table, chooser)
        app, table = to_move(pairs)
    pump([host], lambda: mine.turn_heard, what="the host's table to wait for it")
    assert list(host.sound.requests)[heard:].count("your_turn") == 1   # once the guest's End turn came
    assert 1 in mine.shown_trail()                        # the guest's whole turn, still marked
    play_turn(host, mine, chooser)
    assert 1 not in mine.shown_trail()                    # the host acted: seen


def _computer_table(server, windows, title_name: str):
    """The host's table against the server's computer (Easy) at seat 2."""
    host = windows()
    press(host, "Play online")
    press(host, "Host a table")
    press(host, title_name)
    scene = host.top
    click(host, scene.name_fields[0].rect.center)
    key(host, pygame.K_a, pygame.KMOD_CTRL)
    type_text(host, "Ana")
    press(host, "Easy")
    press(host, "Another server")
    click(host, scene.address.rect.center)
    key(host, pygame.K_a, pygame.KMOD_CTRL)   # (the address last hosted on is remembered: replaced)
    type_text(host, server.url)
    press(host, "Create the table")
    pump([host], lambda: type(host.top).__name__ == "InviteScene", what="the invitation")
    press(host, "Go to the table")
    pump([host], lambda: is_table(host), what="the table")
    table = host.top
    assert table.match.kind_of(1) == "easy"
    return host, table


def test_the_servers_computer_moves_are_animated_and_marked_and_a_reconnect_replays_nothing(server, windows):
    host, mine = _computer_table(server, windows, "Pondscape")
    chooser = random.Random(2)

    def look(move, table):
        if move["seat"] != 2 or move["action"]["type"] != Take.__name__:
            return False
        # the card taken glides from its display slot to the computer's box, and the slot stays
        # badged with the computer's mark (recent.py) until the host acts
        assert any(isinstance(t, Tween) and isinstance(t.payload, dict) and "card" in t.payload
                   for t in table.anims.items)
        assert move["action"]["slot"] in table.shown_trail()[1]["slots"]
        return True

    looked = on_arrival(mine, look)
    for _round in range(6):
        pump([host], lambda: settled(mine) and mine.match.awaited() == 0, what="the host's turn")
        play_turn(host, mine, chooser)
        pump([host], lambda: settled(mine) and mine.match.awaited() == 0, what="the host's turn again")
        if any(looked):
            break
    seen_take = any(looked)
    assert seen_take, "the computer never took a card"
    marks = {s: dict(m) for s, m in mine.shown_trail().items()}
    # the connection drops and comes back: the resync shows the table as it is, animating nothing
    shown = mine.match.seq
    server.kill()
    pump([host], lambda: mine.link_status != "online", what="the host to notice")
    mine.anims.clear()
    server.start()
    pump([host], lambda: mine.link_status == "online" and settled(mine), what="the host to be back")
    assert mine.match.seq == shown and mine.match.latest["cause"] in ("resync", "presence")
    assert not [t for t in mine.anims.items if isinstance(t, (Tween, Flash))]
    assert {s: dict(m) for s, m in mine.shown_trail().items()} == marks   # the marks are kept


def test_the_other_persons_undo_takes_its_marks_away(server, windows):
    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(9)
    for _turns in range(40):
        app, table = to_move(pairs)
        plays = [a for a in theirs.state.legal_actions() if isinstance(a, PlayCard) and theirs.hint_rects(a)]
        if table is theirs and plays:
            break
        play_turn(app, table, chooser)
    else:
        raise AssertionError("the guest never had a card to play")
    action = plays[0]
    click_move(guest, theirs, action)
    pump([guest], lambda: settled(theirs), what="the guest's move")
    catch(mine, theirs.match.seq)
    assert action.card in mine.shown_trail()[1]["played"]
    assert any(isinstance(f, Flash) and f.payload == ("pole", action.pole) for f in mine.anims.items)
    assert theirs.match.can_undo()
    press(guest, "Undo")
    pump([guest], lambda: settled(theirs), what="the guest's undo")
    catch(mine, theirs.match.seq)
    assert mine.match.latest["moves"][-1]["kind"] == "undo"
    assert 1 not in mine.shown_trail() and not mine.anims.items   # its marks and glides went with it
    assert mine.state.poles == theirs.state.poles                 # the card is back in its hand


def test_the_other_persons_undo_is_said_in_the_message_zone(server, windows, monkeypatch):
    """A play-test: the guest took a card and pressed Undo; in the host's window the card
    popped back into the row and its log line vanished without a word."""
    import copy

    from driver import recorded_texts

    pairs = meet(server, windows, "Koinobori")
    (host, mine), (guest, theirs) = pairs
    chooser = random.Random(6)

    def undoable(action) -> bool:   # (a move that reveals a card is final)
        trial = copy.deepcopy(theirs.state)
        trial.apply(action)
        return trial.reveal_count == theirs.state.reveal_count

    for _turns in range(40):
        app, table = to_move(pairs)
        moves = [a for a in theirs.state.legal_actions() if theirs.hint_rects(a) and undoable(a)]
        if table is theirs and moves:
            break
        play_turn(app, table, chooser)
    else:
        raise AssertionError("the guest never had a move to take back")
    takes = [a for a in moves if isinstance(a, TakeCard)]
    click_move(guest, theirs, (takes or moves)[0])
    pump([guest], lambda: settled(theirs), what="the guest's move")
    catch(mine, theirs.match.seq)
    assert mine.message is None or "took back" not in mine.message[0]
    assert theirs.match.can_undo()
    press(guest, "Undo")
    pump([guest], lambda: settled(theirs), what="the guest's undo")
    catch(mine, theirs.match.seq)
    assert mine.match.latest["moves"][-1]["kind"] == "undo"
    assert mine.message is not None and mine.message[0] == "Hanako took back their move."
    texts = recorded_texts(monkeypatch)
    host.full_frame = True
    host.render()
    assert "Hanako took back their move." in [t for t, _r in texts]   # drawn in the host's window


def _host_plays(host, mine, chooser, looked=()) -> None:
    """The host's turn, made through the table's own act (what its clicks end in). It stops once
    `looked` holds a True: the computer's move looked for arrived while the host's move was
    settling, and a further move of the host's would take that move's marks away."""
    while mine.match.awaited() == 0 and not mine.state.is_over() and not any(looked):
        pump([host], lambda: settled(mine), what="the host's turn")
        move_and_end_turn(host, mine, chooser.choice(mine.state.legal_actions()))


def _computer_moves(host, mine, chooser, look, turns: int = 12) -> None:
    """Play the host's turns while the computer plays its; `look(move, table)` sees each of the
    computer's moves as it is played and returns True once it saw enough."""
    looked = on_arrival(mine, lambda move, table: move["seat"] == 2 and move["kind"] == "act"
                        and look(move, table))
    for _turn in range(turns):
        _host_plays(host, mine, chooser, looked)
        pump([host], lambda: mine.match.awaited() == 0 or mine.state.is_over() or any(looked),
             what="the computer's turn to end")
        if any(looked):
            return
    raise AssertionError("the computer's move looked for never came")


def test_paddy_the_computers_played_cards_glide_and_its_tile_is_marked(server, windows):
    host, mine = _computer_table(server, windows, "Paddy")
    seen = set()

    def look(move, table):
        kind = move["action"]["type"]
        if kind == "KeepEvents":   # the two event cards it kept are secret: named by no one
            assert move["action"]["letters"] is None
            seen.add(kind)
        if kind == "PlacePaddy":
            card, half = move["action"]["card"], move["action"]["half"]
            assert table.last_moves[1]["cards"] == (card, half)
            glides = [t.payload for t in table.anims.items if isinstance(t, Tween) and t.payload[0] == "played"]
            assert [(p[1], p[2]) for p in glides] == [(1, 0), (1, 1)]
            if move["action"]["tile"]:
                assert table.last_moves[1]["tile"]
            seen.add(kind)
        return seen == {"KeepEvents", "PlacePaddy"}

    _computer_moves(host, mine, random.Random(3), look)
    assert 1 in dict(mine.marks_to_show())


def test_ladybird_the_computers_draft_glides_to_its_hand_and_stays_marked(server, windows):
    host, mine = _computer_table(server, windows, "Ladybird")
    seen = set()

    def look(move, table):
        kind = move["action"]["type"]
        if kind == "Choose" and table.state.step == "choose":   # still secret: nothing flips
            assert move["action"]["card"] is None
            assert not [f for f in table.anims.items if isinstance(f, Flash) and f.payload[0] == "flip"]
            seen.add("secret")
        if kind == "Draft":
            assert ("slot", move["action"]["slot"]) in table.marks[1]
            assert any(isinstance(t, Tween) and t.payload[0][0] == "back" for t in table.anims.items)
            seen.add(kind)
        return "Draft" in seen

    _computer_moves(host, mine, random.Random(6), look, turns=30)


def test_the_automas_turn_is_animated_and_marked(server, windows, tmp_path, monkeypatch):
    """A solo Pondscape table (made by the headless client) opened in a window: the Croaker's
    turn, played by the server, flashes the card it flipped and badges the slot it emptied."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))   # (the window remembers the table)
    made = subprocess.run([sys.executable, "-m", "game", "online", "create", "pondscape", "--players", "1",
                           "--server", server.url, "--seed", "5", "--json"],
                          capture_output=True, text=True, cwd=str(ROOT), check=True, timeout=WAIT_S)
    token = json.loads(made.stdout)["seats"][0]["token"]
    app = windows()
    opening = Opening(app, {"server": server.url, "token": token})
    pump([app], opening.poll, what="the table to open")
    mine = app.top
    chooser = random.Random(8)

    def look(move, table):
        if move["seat"] != 0:
            return False
        assert move["action"]["type"] == "CroakerTurn"
        assert [f for f in table.anims.items if isinstance(f, Flash) and f.payload[0] == "croaker"]
        assert table.shown_trail()[AUTOMA]["slots"]
        return True

    looked = on_arrival(mine, look)
    for _turn in range(6):
        pump([app], lambda: settled(mine) and mine.match.awaited() == 0 or any(looked), what="the seat's turn")
        if any(looked):
            return
        play_turn(app, mine, chooser)
    raise AssertionError("the Croaker never played")
