"""The sound effects a real table asks for (recorded by game/ui/sound.py's own `requests`):
each title's moves clicked by a person, a refused click, a computer handing the turn back, the
harvest and the reshuffle after End turn, the end of a game; the M key and the settings screen."""
from __future__ import annotations

import random

import pygame
import pytest

from driver import button_pos, click, key, make_app, type_text
from game import settings
from game.rules.match import Match
from game.scenes import registry
from game.scenes.common import cues
from game.scenes.common.overlays import SOUND_OFF, SOUND_ON
from game.scenes.common.settings_screen import SettingsScene
from game.scenes.common.setup import SetupScene
from game.scenes.common.table import TableScene
from game.simulate import default_setup
from game.ui import theme
from test_computer_seats import run_until, start
from test_hint_selects import one_click
from test_hints import settle, table_of
from test_paddy_cycle_end import last_move_of_a_cycle, open_table
from titles import AVAILABLE


@pytest.fixture
def app():
    before = settings.load()
    app = make_app()
    yield app
    settings.save(before)
    pygame.quit()


def asked(app, since: int) -> list[str]:
    return list(app.sound.requests)[since:]


@pytest.mark.parametrize("title", AVAILABLE)
def test_a_persons_clicked_move_asks_for_its_sound_and_hot_seat_never_says_your_turn(app, title):
    table = table_of(app, title, seed=5)
    chooser = random.Random(2)
    heard_kinds = set()
    for _ in range(30):
        settle(app, table)
        if table.state.is_over():
            break
        legal = [a for a in table.state.legal_actions() if one_click(a)
                 and type(a).__name__ in cues.ACTION_EFFECTS[title]]
        if not legal:
            table.act(table.state.legal_actions()[0])
            continue
        action = chooser.choice(legal)
        table._hint_arrived(action, None)
        since = len(app.sound.requests)
        click(app, table.hint_rects(action)[-1].center)       # the person's real click
        assert table.match.actions[-1] == action
        sound = cues.ACTION_EFFECTS[title][type(action).__name__]
        assert asked(app, since)[:1] == [sound], (action, asked(app, since))
        heard_kinds.add(sound)
    assert heard_kinds, "no move with a sound of its own was clicked"
    assert "your_turn" not in app.sound.requests     # people at one screen: the hand-off says it


def test_koinobori_taking_and_playing_sound_different():
    assert cues.ACTION_EFFECTS["koinobori"]["TakeCard"] == "card_draw"
    assert cues.ACTION_EFFECTS["koinobori"]["PlayCard"] == "card_play"
    assert cues.ACTION_EFFECTS["paddy"]["PlacePaddy"] == "tile"
    assert cues.ACTION_EFFECTS["paddy"]["PlaceAnimal"] == "token"


def test_a_refused_click_plays_the_soft_sound_and_nothing_else(app):
    table = table_of(app, "koinobori", seed=3)
    settle(app, table)
    chooser = random.Random(1)
    for _ in range(50):                     # moves until the turn waits for End turn
        if table.turn_done:
            break
        table.act(chooser.choice(table.state.legal_actions()))
    assert table.turn_done
    since = len(app.sound.requests)
    bar = table.layout.zone("bar")
    click(app, (bar.centerx, bar.bottom + 200))    # the table, while the turn waits for End turn
    assert table.message is not None and table.message[1] == theme.ILLEGAL
    assert asked(app, since) == ["refused"]


def test_the_computer_gives_the_turn_back_with_your_turn(app):
    table = start(app, "koinobori", ("human", "random"))
    run_until(app, table, lambda: table.state.current_player() == 1 or table.state.is_over())
    since = len(app.sound.requests)
    run_until(app, table, lambda: (table.state.current_player() == 0 and not table.turn_done)
              or table.state.is_over())
    if table.state.is_over():
        pytest.skip("the game ended in the computer's turn")
    got = asked(app, since)
    assert got[-1] == "your_turn" and got.count("your_turn") == 1, got
    assert {"card_draw", "card_play"} & set(got[:-1]), got     # the computer's own moves were heard


def test_end_turn_brings_the_harvest_and_the_reshuffle(app, monkeypatch):
    match, action = last_move_of_a_cycle()
    scene = open_table(app, monkeypatch, match)
    assert scene.act(action, (640, 360)) and scene.turn_done
    since = len(app.sound.requests)
    click(app, button_pos(scene, "End turn"))
    assert len(scene.state.harvests) == 1
    assert asked(app, since) == ["score", "shuffle"] or asked(app, since) == ["shuffle", "score"]


def test_the_last_move_plays_the_end(app):
    setup = default_setup("koinobori", 2)
    match = Match(setup, 4)
    chooser = random.Random(4)
    while not match.state.is_over():
        match.apply(chooser.choice(match.state.legal_actions()))
    registry.open_table(app, Match.replay(setup, 4, match.actions[:-1]))
    table = app.find(TableScene)
    table.show_to(table.state.current_player())
    since = len(app.sound.requests)
    assert table.act(match.actions[-1]) and table.state.is_over()
    got = asked(app, since)
    assert got[-1] == "game_end" and "your_turn" not in got


def test_m_turns_the_sounds_off_and_on_anywhere_and_is_remembered(app):
    app.go_home()
    key(app, pygame.K_m)
    assert app.sound.on is False and settings.load()["sound_effects"] is False
    table = table_of(app, "koinobori", seed=3)
    settle(app, table)
    since, heard = len(app.sound.requests), len(app.sound.heard)
    table.act(table.state.legal_actions()[0])
    assert asked(app, since) and len(app.sound.heard) == heard     # asked for, not heard
    key(app, pygame.K_m)
    assert app.sound.on is True and settings.load()["sound_effects"] is True
    assert table.message[0] == SOUND_ON and app.sound.requests[-1] == "token"
    key(app, pygame.K_m)
    assert table.message[0] == SOUND_OFF
    assert make_app().sound.on is False          # the next start remembers it


def test_typing_m_in_a_name_is_a_letter_not_the_mute_key(app):
    scene = app.push(SetupScene(app, "koinobori"))
    click(app, scene.fields[0].rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
    type_text(app, "m")
    assert scene.fields[0].text.endswith("m") and app.sound.on is True


def test_the_settings_screen_sets_volume_and_on_off(app):
    scene = app.push(SettingsScene(app))
    plus = scene.volume_buttons[1]
    start_volume = app.sound.volume
    click(app, plus.rect.center)
    assert app.sound.volume == start_volume + 1 == settings.load()["effects_volume"]
    assert app.sound.requests[-1] == "token"          # the new volume is heard
    for _ in range(12):
        click(app, scene.volume_buttons[0].rect.center)
    assert app.sound.volume == 0 == settings.load()["effects_volume"]
    assert not scene.volume_buttons[0].enabled and scene.message == "The volume is at its lowest."
    assert scene.volume_buttons[1].enabled
    switch = scene.switch("sound_effects")
    click(app, switch.rect.center)
    assert app.sound.on is False and settings.load()["sound_effects"] is False
    key(app, pygame.K_m)                                 # the key on this screen: the switch follows
    switch = scene.switch("sound_effects")
    assert app.sound.on is True and switch.selected
